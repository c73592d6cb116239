"""New Frontiers' board: roles, display and explored worlds played with keys, hidden hands, snapshot."""

from __future__ import annotations

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
from helpers import GameBoardApp, screen_text, settle


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


async def test_settle_an_explored_world_with_enter_and_reason_when_short():
    state = fresh(2)
    s = state.priority[0]
    w = "W01"  # Devolved Uplift Race: cost 0, 1 colonist
    state.bag.remove(w)
    state.unsettled[s].append(w)
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
    state.unsettled[b].append("W03")
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
    state.unsettled[b].append("W03")
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
        assert "Action tiles" in screen_text(app) and "'s empire" not in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        assert "'s empire" in screen_text(app) and "Action tiles" not in screen_text(app)


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


def test_game_screen_snapshot(snap_compare, save_dir):
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "new-frontiers", seats, 1, {}), save_dir=save_dir)
    # Bob (the bot) selects first with this seed: wait for his move, or the picture races it
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


async def test_hint_names_the_seat_switch_keys():
    app = BoardApp(fresh(2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("]")
        await pilot.pause()
        assert "[ and ] to go back" in screen_text(app)
