"""New Frontiers' board: roles, display and explored worlds played with keys, hidden hands, snapshot."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import Choose, Pass
from boardgames_tui.engine.new_frontiers.content import tile
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.games.new_frontiers import NewFrontiersBoard
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.widgets import CardGrid
from conftest import SIZE
from helpers import GameBoardApp, screen_text, settle, settle_until_human


class BoardApp(GameBoardApp):
    board_type = NewFrontiersBoard
    engine = ENGINE


def fresh(n: int = 3):
    s = ENGINE.new_game([Seat(name=x) for x in ("Ann", "Bob", "Cem", "Dee", "Eve")[:n]], seed=7)
    return s


def test_board_is_registered():
    assert board_for("new-frontiers") is NewFrontiersBoard


async def test_choose_a_role_then_pick_from_the_display_with_keys():
    state = fresh()
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        roles = app.query_one("#nf-roles", CardGrid)
        assert roles.has_focus
        await pilot.press("right", "right", "enter")  # third tile: Explore
        await pilot.pause()
        assert app.state.role == "explore" and len(app.state.display) == 7
        display = app.query_one("#nf-display", CardGrid)
        assert display.has_focus and display.highlighted == set(range(7))
        first = app.state.display[0]
        await pilot.press("enter")
        await pilot.pause()
        assert first in app.state.unsettled[state.priority[0]]


async def test_display_worlds_in_words_when_two_cards_fit_and_short_when_narrow():
    for size, wide in ((SIZE, True), ((60, 24), False)):  # 60 columns: the narrow layout, as in the app at 80x24
        app = BoardApp(ENGINE.apply(fresh(), Choose(role="explore")))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            board = app.query_one(NewFrontiersBoard)
            display = app.query_one("#nf-display", CardGrid)
            assert board.wide_cards is wide
            t = tile(app.state.display[0])
            card = display.cards[0]
            assert card.title == t.name
            if wide:
                good = {"novelty": "Novelty", "rare": "Rare", "genes": "Genes", "alien": "Alien"}.get(t.goods, "no goods")
                assert card.lines[0].startswith(good)
                how = f"defense {t.defense}" if t.military else f"cost ${t.cost}"
                assert card.lines[1] == f"{how} · {t.vp} VP"
                assert display.columns >= 2 and f"{how} · {t.vp} VP" in screen_text(app)
            else:
                assert "col" in card.lines[1] and display.card_width == 12


async def test_cursor_on_the_supply_players_and_colonies_inspects_them_and_enter_develops():
    from boardgames_tui.ui.widgets import ItemBoard

    state = ENGINE.apply(fresh(2), Choose(role="develop"))
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(NewFrontiersBoard)
        shown = []
        board.inspect = lambda i: shown.append(i)
        supply = app.query_one("#nf-supply", ItemBoard)
        supply.focus()
        await pilot.pause()
        assert supply.cursor == "supply" and board.inspect_cursor().title == "Supply"
        await pilot.press("down", "down")  # the second development of the supply
        await pilot.pause()
        d = list(app.state.supply)[1]
        t = tile(d)
        assert supply.cursor == f"dev:{d}"
        assert shown[-1].title == t.name and f"Cost: {t.cost} credit" + ("" if t.cost == 1 else "s") in shown[-1].lines
        actor = app.state.actor
        await pilot.press("enter")  # Develop is being resolved: Enter on it develops it
        await pilot.pause()
        assert d in app.state.devs[actor]
        players = app.query_one("#nf-players", ItemBoard)
        players.focus()
        await pilot.press("down")
        await pilot.pause()
        assert shown[-1].kind == "player" and shown[-1].title == app.state.seats[1].name
        colonies = app.query_one("#nf-colonies", ItemBoard)
        home = app.state.colonies[board.shown][0]
        assert colonies.cursor == f"world:{home}"
        assert board.describe_key(colonies.cursor).title == tile(home).name


async def test_settle_an_explored_world_with_enter_and_reason_when_short():
    state = fresh(2)
    s = state.priority[0]
    w = "W01"  # Devolved Uplift Race: cost 0, 1 colonist
    state.bag.remove(w)
    state.unsettled[s] = (*state.unsettled[s], w)
    state = ENGINE.apply(state, Choose(role="settle"))
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hand = app.query_one("#nf-hand", CardGrid)
        assert hand.has_focus and hand.highlighted == {0}
        await pilot.press("enter")
        await pilot.pause()
        assert w in app.state.colonies[s]
        # the other seat has no colonist: Enter on nothing does nothing, the decision panel passes
        assert app.reasons == []


async def test_other_seats_explored_worlds_are_backs_and_table_is_shown():
    # option explored_worlds="face_down"; by default explored worlds are open information
    state = ENGINE.new_game([Seat(name=x) for x in ("Ann", "Bob")], seed=7, options={"explored_worlds": "face_down"})
    a, b = state.priority
    state.bag.remove("W03")
    state.unsettled[b] = (*state.unsettled[b], "W03")
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for words in ("Action tiles", "Priority:", "Supply", "VP chips", "Colonies", "Players", "Developments"):
            assert words in text, words
        assert tile("W03").name not in text
        await pilot.press("]")
        await pilot.pause()
        board = app.query_one(NewFrontiersBoard)
        assert board.shown == b
        hand = app.query_one("#nf-hand", CardGrid)
        assert [c.kind for c in hand.cards] == ["back"]
        assert tile("W03").name not in screen_text(app)


async def test_other_seats_explored_worlds_are_open_by_default():
    state = fresh(2)
    a, b = state.priority
    state.bag.remove("W03")
    state.unsettled[b] = (*state.unsettled[b], "W03")
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("]")
        await pilot.pause()
        assert app.query_one(NewFrontiersBoard).shown == b
        cards = app.query_one("#nf-hand", CardGrid).cards
        assert [c.kind for c in cards] == ["face"] and cards[0].title == tile("W03").name


async def test_narrow_terminal_fits_and_v_swaps_panes():
    app = BoardApp(fresh())
    async with app.run_test(size=(60, 24)) as pilot:
        await pilot.pause()
        board = app.query_one(NewFrontiersBoard)
        assert board.has_class("-narrow")
        # selecting a role: the table pane shows, with the action tiles
        assert "Action tiles" in screen_text(app) and "Your empire" not in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert "Your empire" in screen_text(app) and "Action tiles" not in screen_text(app)


async def test_the_narrow_page_is_the_one_with_the_keyboard_whenever_the_terminal_narrows():
    """The keyboard is on a pane before the board is narrow (the game screen gives it the
    keyboard before its first resize; a terminal made smaller): the narrow layout then shows
    that pane's page. It once kept page 1 (the empire) with the keyboard hidden on the tiles."""
    app = BoardApp(fresh())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(NewFrontiersBoard)
        roles = app.query_one("#nf-roles", CardGrid)
        assert roles.has_focus and not board.has_class("-narrow")
        await pilot.resize_terminal(60, 24)
        await pilot.pause()
        assert board.has_class("-narrow") and roles.has_focus
        assert board.page_words() == "page 2/2: table"
        assert "Action tiles" in screen_text(app) and "Your empire" not in screen_text(app)
        await pilot.press("v")  # the empire and its explored worlds take the keyboard
        await pilot.pause()
        assert app.query_one("#nf-hand", CardGrid).has_focus and board.page_words() == "page 1/2: empire"
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        await pilot.click("#nf-roles")  # wide: both panes show, the mouse puts the keyboard on the tiles
        await pilot.pause()
        assert roles.has_focus and not board.has_class("-narrow")
        await pilot.resize_terminal(60, 24)
        await pilot.pause()
        assert board.page_words() == "page 2/2: table" and "Action tiles" in screen_text(app)


async def test_real_game_in_the_app(save_dir):
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert isinstance(screen.board, NewFrontiersBoard)
        if screen.session.state.prompt.kind == "choose-role" and screen.session.state.actor == 0:
            roles = screen.board.query_one("#nf-roles", CardGrid)
            assert roles.has_focus  # the board takes the keyboard to select a tile
            await pilot.press("enter")
            await settle(pilot)
            assert screen.session.record[0].kind == "choose"
        assert screen.session.record


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_cursor_never_leaves_the_screen_down_the_development_supply(save_dir, size):
    """Down through every development of the supply, to the last: the cursor's line is on
    screen each time (a box's top border once put it one line below the pane's edge)."""
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await settle_until_human(pilot)
        board = app.screen.board
        board.focus()
        await pilot.pause()
        if board.has_class("-narrow"):
            await pilot.press("v")  # the table, where the supply is
            await pilot.pause()
        supply = board.query_one("#nf-supply")
        supply.focus()
        await pilot.pause()
        devs = [k for k in supply.keys if str(k).startswith("dev:")]
        seen = []
        for _ in range(len(devs) + 2):
            await pilot.press("down")
            await pilot.pause()
            rows = supply._lines_of[supply.cursor]
            top, bottom = supply.content_region.y + min(rows), supply.content_region.y + max(rows)
            view = board.scrollable_content_region
            assert view.y <= top and bottom < view.bottom, (supply.cursor, top, bottom, view)
            seen.append(supply.cursor)
        assert seen[-1] == devs[-1] and set(devs) <= set(seen)
        assert tile(devs[-1].split(":")[1]).name in screen_text(app)


async def test_at_80x24_the_status_line_says_which_page_of_v_shows(save_dir):
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_until_human(pilot)
        board = app.screen.board
        board.focus()
        await pilot.pause()
        first = "empire" if not board.has_class("-info") else "table"
        other = {"empire": "table", "table": "empire"}[first]
        status = screen_text(app).splitlines()[0]
        assert f"[page {1 if first == 'empire' else 2}/2: {first}]" in status, status
        await pilot.press("v")
        await pilot.pause()
        await pilot.pause()
        status = screen_text(app).splitlines()[0]
        assert f"/2: {other}]" in status, status
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=(120, 40)) as pilot:  # both panes show: no page
        await settle_until_human(pilot)
        assert "page " not in screen_text(app).splitlines()[0]


def test_game_screen_snapshot(snap_compare, save_dir):
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 1, {}), save_dir=save_dir)
    # Bob (the bot) selects first with this seed: wait until Ann is to act (counted rounds of
    # waiting raced his move under a loaded full run), or the picture races it
    assert snap_compare(app, terminal_size=SIZE, run_before=settle_until_human)


def test_game_screen_snapshot_80x24_inspecting_an_action_tile(snap_compare, save_dir):
    """The narrow layout: the table pane with the action tiles, the cursor's tile in the inspect pane."""
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 2, {}), save_dir=save_dir)  # Ann selects first

    async def on_the_second_tile(pilot):
        await settle_until_human(pilot)
        await pilot.press("right")
        await settle(pilot)
        assert "Inspect · action tile" in screen_text(pilot.app)

    assert snap_compare(app, terminal_size=(80, 24), run_before=on_the_second_tile)


async def test_hint_names_the_seat_switch_keys():
    app = BoardApp(fresh(2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("]")
        await pilot.pause()
        assert "[ and ] to go back" in screen_text(app)


async def test_cursor_on_an_action_tile_and_a_display_world_inspects_it():
    from boardgames_tui.engine.new_frontiers import glossary as G

    state = fresh()
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(NewFrontiersBoard)
        shown = []
        board.inspect = lambda i: shown.append(i)
        await pilot.press("right", "right")
        await pilot.pause()
        assert shown[-1].title == "Explore"
        assert "Chooser's bonus: take 1 more after everyone else" in shown[-1].lines
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("right")
        await pilot.pause()
        w = app.state.display[1]
        t = tile(w)
        assert shown[-1].title == t.name
        assert (f"Cost: {t.cost} credit" + ("" if t.cost == 1 else "s")) in shown[-1].lines or t.military
        assert "Where: on the Explore display" in shown[-1].lines
        assert board.inspect_action(Choose(role="settle")).title == "Settle"


def test_glossary_words():
    from boardgames_tui.engine.new_frontiers import glossary as G

    state = fresh(2)
    w = G.describe_world(state, "W01")
    assert w.title == "Devolved Uplift Race"
    assert w.lines[:4] == ("Novelty windfall world", "Cost: 0 credits", "Colonists to settle: 1", "Scores: 1 VP")
    assert "Faction: Uplift" in w.lines and "Where: in the bag" in w.lines
    d = G.describe_development(state, "investment_credits")
    assert d.title == "Investment Credits"
    assert d.lines[:3] == ("Small development (1 dev unit)", "Cost: 1 credit", "Scores: 1 VP")
    assert "Power: Develop: pay 1 credit less for a development (min 0)" in d.lines
    r = G.describe_role(state, "settle")
    assert r.title == "Settle" and r.lines[0] == "Everyone: settle 1 explored world OR gain 2 colonists"
    assert G.describe_world(state, "?") is None  # no such world: nothing to describe
    from boardgames_tui.engine.api import HIDDEN

    assert G.describe_world(state, HIDDEN) is None


@pytest.mark.parametrize("pane", ["#decisions", "#log"])
async def test_at_80x24_v_turns_the_page_from_every_pane(save_dir, pane):
    """v is the screen's key too (issue 23): from the moves list or the log it shows the other
    page, and the status line and the footer say which."""
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_until_human(pilot)
        screen = app.screen
        board = screen.board
        screen.query_one(pane).focus()
        await pilot.pause()
        assert "Empire/Table" in screen_text(app).splitlines()[-1]  # the footer offers v here
        before = board.has_class("-info")
        status = screen_text(app).splitlines()[0]
        assert f"/2: {'table' if before else 'empire'}]" in status, status
        await pilot.press("v")
        await settle(pilot, 2)
        assert board.has_class("-info") != before
        status = screen_text(app).splitlines()[0]
        assert f"/2: {'empire' if before else 'table'}]" in status, status
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=(120, 40)) as pilot:  # both pages show: v is not offered, and says why
        await settle_until_human(pilot)
        screen = app.screen
        screen.query_one(pane).focus()
        await pilot.pause()
        assert "Empire/Table" not in screen_text(app).splitlines()[-1]
        await pilot.press("v")
        await settle(pilot, 1)
        assert screen.reason_text == "v does nothing now: every part of the board shows at this size."
