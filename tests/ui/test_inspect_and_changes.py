"""The shared inspect pane and "what just happened", on the test game's board (Hexling).

Each game's own board tests check its words; these check the mechanism: the pane follows
the board's cursor, the mouse and the highlighted move; `i` hides it; after another seat's
turn its cells are marked and the banner says what it did, until the player moves.
"""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Inspection, Seat
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.widgets import HexBoard, InspectPane
from conftest import SIZE
from helpers import screen_text, settle
from toy_game import ENGINE as HEXLING, MAP

ANN_AND_BOT = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}]


def pane(app) -> InspectPane:
    return app.screen.query_one("#inspect", InspectPane)


async def start(pilot) -> GameScreen:
    await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


async def test_pane_follows_the_highlighted_move_then_the_board_cursor(save_dir, hexling_board):
    app = BoardgamesApp(start=("new", "hexling", ANN_AND_BOT, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await start(pilot)
        hand = sorted(set(game.session.state.hands[0]))
        # the decision panel has the keyboard: the highlighted move's card is described
        assert pane(app).inspection == Inspection(f"Card {hand[0]}", (f"Scores: {hand[0]} points where it is placed",), kind="card")
        await pilot.press("down")
        await pilot.pause()
        assert pane(app).inspection.title == f"Card {hand[1]}"
        assert f"Card {hand[1]}" in screen_text(app) and "Inspect · card" in screen_text(app)
        # play it: placing is played on the board, which takes the keyboard; the pane follows its cursor
        await pilot.press("enter")
        await settle(pilot)
        hexes = game.board.query_one("#map", HexBoard)
        assert hexes.has_focus
        first = hexes.cursor
        assert pane(app).inspection.title == f"Hex {first}"
        await pilot.press("right")
        await pilot.pause()
        assert hexes.cursor != first and pane(app).inspection.title == f"Hex {hexes.cursor}"
        assert pane(app).inspection.lines == ("Empty: a card placed here scores its value.",)


async def test_mouse_over_a_hex_describes_it_with_its_owner(save_dir, hexling_board):
    app = BoardgamesApp(start=("new", "hexling", ANN_AND_BOT, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await start(pilot)
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("enter")  # Ann's card on the first hex; then the bot plays
        await settle(pilot)
        hexes = game.board.query_one("#map", HexBoard)
        x, y = hexes._pos[MAP[0]]
        await pilot.hover(hexes, offset=(x + 2 + hexes.styles.padding.left, y))
        await pilot.pause()
        value = game.session.state.values[0]
        assert pane(app).inspection == Inspection(f"Hex {MAP[0]}", (f"Card: {value}", "Owner: Ann"), kind="hex")


async def test_i_hides_and_shows_the_pane(save_dir, hexling_board):
    app = BoardgamesApp(start=("new", "hexling", ANN_AND_BOT, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        assert pane(app).display
        await pilot.press("i")
        await pilot.pause()
        assert not pane(app).display and "─ Inspect" not in screen_text(app)
        await pilot.press("i")
        await pilot.pause()
        assert pane(app).display


async def test_the_bots_turn_is_marked_and_summed_up_until_the_player_moves(save_dir, hexling_board):
    app = BoardgamesApp(start=("new", "hexling", ANN_AND_BOT, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await start(pilot)
        banner = game.query_one("#banner")
        assert not banner.display  # nothing happened yet, one human: no banner
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        s = game.session
        assert s.state.actor == 0 and s.state.turn == 4  # the bot played and placed
        bot_hex = next(MAP[i] for i, owner in enumerate(s.state.board) if owner == 1)
        hexes = game.board.query_one("#map", HexBoard)
        assert hexes.changed == {bot_hex}  # only the bot's card; Ann's own is not "news"
        text = screen_text(app)
        assert "Since your last move: Bot plays a" in text and "Bot places" in text
        await pilot.press("1")  # Ann acts: the marks and the summary go
        await settle(pilot)
        assert hexes.changed == set() and not banner.display


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_banner_shows_the_whole_of_a_bots_long_turn_or_says_f3_has_the_rest(save_dir, size):
    """Aquaria against greedy: the bot's whole turn (several log lines) is in the banner,
    wrapped; where it does not fit the banner's lines, the last one says F3 has the rest, and
    F3 shows every line of the log, as the seat may read it, at its end."""
    import re

    from boardgames_tui.ui.screens.log import LogScreen
    from helpers import settle_until_human

    seats = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "greedy"}]
    app = BoardgamesApp(start=("new", "aquaria", seats, 3, {}), save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await settle_until_human(pilot)
        game = app.screen
        for _ in range(60):  # Ann plays her first moves until the bot has had a turn of several lines
            since = game.session.since(0)
            if since is not None and len(since.lines) >= 4:
                break
            game.try_action(game.session.legal_actions()[-1])
            await settle_until_human(pilot)
        assert since is not None and len(since.lines) >= 4
        summary = game.read(since.summary(0), "Ann")  # as Ann reads it: her own moves "You …"
        banner = game.query_one("#banner")
        shown = str(banner.render()).split("\n")
        assert banner.size.height == len(shown) > 1
        assert all(len(line) <= banner.content_size.width for line in shown)
        flat = re.sub(r"\s+", " ", " ".join(shown))
        if flat.endswith("… F3: the rest"):
            assert len(shown) == game.BANNER_LINES[0 if size[1] < 32 else 1]
            assert re.sub(r"\s+", " ", f"Since your last move: {summary}").startswith(flat.removesuffix(" … F3: the rest"))
        else:
            assert flat == re.sub(r"\s+", " ", f"Since your last move: {summary}")
        await pilot.press("f3")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        full = app.screen.query_one("#full-log")
        assert full.shown == game.log_lines() == [game.read(line, "Ann") for line in game.session.log_for(0)] and full.has_focus
        assert full.scroll_y == full.max_scroll_y  # at the end: the bot's latest turn
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


def test_since_is_what_the_others_did_and_follows_undo_and_load(tmp_path):
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    s = GameSession.new(HEXLING, seats, seed=5, save_dir=tmp_path)
    assert s.since(0) is None and s.since(None) is None
    play = lambda: s.apply(HEXLING.legal_actions(s.state)[0])  # noqa: E731
    play()
    play()  # Ann plays and places
    assert s.since(0) is None and s.since(1).moves == 2  # Bob has not acted: since the start
    ann_done = s.state
    play()  # Bob plays a card (nothing revealed: undoable)
    since = s.since(0)
    assert since.before is ann_done and since.moves == 1
    assert since.summary(0).startswith("Bob plays a")
    assert s.since(1) is None
    s.undo()
    assert s.since(0) is None and s.since(1).moves == 2
    play()
    play()
    loaded = GameSession.load(s.path)
    try:
        assert loaded.since(0).moves == 2 and loaded.since(1) is None
        assert loaded.since(0).before.model_dump() == ann_done.model_dump()
    finally:
        loaded.close()
        s.close()


async def test_pane_skips_the_layout_pass_when_the_height_stays():
    from textual.app import App

    class PaneApp(App):
        def compose(self):
            yield InspectPane(id="inspect")

    app = PaneApp()
    async with app.run_test(size=SIZE) as pilot:
        p = app.query_one(InspectPane)
        layouts = []
        real = p.update
        p.update = lambda text, layout=True: (layouts.append(layout), real(text, layout=layout))
        p.show(Inspection("Silo", ("Cost: 1 water",), kind="farm"))
        await pilot.pause()
        p.show(Inspection("Reed Bed", ("Cost: 1 water",), kind="farm"))  # as tall: no layout pass
        await pilot.pause()
        p.show(Inspection("Orchard", ("Cost: 1 fibre + 1 water", "Income: 2 pollen"), kind="farm"))  # taller
        await pilot.pause()
        assert layouts[1:] == [False, True]
        assert p.plain == "Orchard\nCost: 1 fibre + 1 water\nIncome: 2 pollen"
