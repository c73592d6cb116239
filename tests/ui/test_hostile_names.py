"""Seat names and file names are shown literally on every screen (the names policy in
engine/text.py and ui/text.py): markup in a name never styles, links or clicks, a trailing
backslash never eats the markup after it, and no control character reaches the terminal.

Each hostile name is a markup-looking tag followed by a payload ("Qa", "Qb"...) that appears
nowhere else; if the tag were read as markup the payload would show without its tag. So on
every screen, every payload shown must be preceded by (the end of) its tag, whatever a board
cut off.
"""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.text import display_name
from boardgames_tui.engine.registry import GAMES
from boardgames_tui.session import GameSession
from boardgames_tui.simulate import play
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.load import LoadScreen
from boardgames_tui.ui.screens.new_game import NewGameScreen
from boardgames_tui.ui.screens.results import ResultsScreen, ScoresScreen
from conftest import SIZE
from helpers import screen_text, settle

HOSTILE = [
    ("[$accent]", "Qb2"),  # textual.markup.escape leaves a $variable tag alone
    ("[Bold]", "Qe5\\"),  # an uppercase tag, and a trailing backslash that would escape the markup after it
    ("[b]", "Qa1[/b]"),
    ("[link=http://e.vil]", "Qd4"),
    ("[@click=app.quit]", "Qc3"),
    ("[ i]", "Qf6"),
]
NAMES = [tag + payload for tag, payload in HOSTILE]


def assert_literal(text: str, where: str) -> None:
    """Every payload on screen is preceded by its tag; no control character, no mangled backslash."""
    assert "\x1b" not in text and "\x07" not in text, f"{where}: a control character reached the screen"
    for tag, payload in HOSTILE:
        mark = payload[:2]
        shown = text.count(mark)
        literal = text.count(tag[-2:] + mark)  # the end of the tag: a dialog border may cover its start
        assert shown == literal, f"{where}: {tag + payload!r} read as markup ({shown - literal} of {shown} without the tag)"
    assert "Qe5\\\\" not in text and "Qe5\\[" not in text, f"{where}: the trailing backslash of 'Qe5\\' was mangled"


def seats_for(engine, kinds: str = "hh") -> list[dict]:
    """Hostile-named seats: humans for the letters "h" of `kinds`, then random bots up to the table."""
    n = max(engine.min_players, min(engine.max_players, 3))
    seats = []
    for i in range(n):
        if i < len(kinds) and kinds[i] == "h":
            seats.append({"name": NAMES[i]})
        else:
            seats.append({"name": NAMES[i], "kind": "bot", "bot": "random"})
    return seats


async def game_screen(pilot, seen: list[str]) -> GameScreen:
    await settle(pilot)
    for _ in range(3):
        if isinstance(pilot.app.screen, HandoffScreen):
            seen.append(screen_text(pilot.app))
            assert_literal(seen[-1], "handoff")
            await pilot.press("enter")
            await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen), type(pilot.app.screen).__name__
    return pilot.app.screen


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_names_are_literal_on_the_game_screens(game_id, save_dir):
    engine = GAMES[game_id]
    app = BoardgamesApp(start=("new", game_id, seats_for(engine), 5, {}), save_dir=save_dir)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        game = await game_screen(pilot, seen)
        assert [s.name for s in game.session.seats][: len(NAMES)] == NAMES[: len(game.session.seats)] or engine.has_automa
        for move in range(3):  # moves from the panel, so the log and the boards hold names
            game = await game_screen(pilot, seen)
            text = screen_text(app)
            assert_literal(text, f"{game_id} game screen, move {move}")
            seen.append(text)
            for _ in range(len(game.session.seats) if move in (0, 2) else 0):  # every seat's own board
                if hasattr(game.board, "action_seat") and game.board.view is not None:
                    game.board.action_seat(1)
                    await pilot.pause()
                    assert_literal(screen_text(app), f"{game_id} board of seat {game.board.shown}")
            if game.session.finished or not game.legal:
                continue
            game.query_one("#decisions").choose(0)
            await settle(pilot)
        game = await game_screen(pilot, seen)
        app.push_screen(ScoresScreen(game.session, game.keyboard))
        await pilot.pause()
        # the dialog may scroll the table sideways, cutting tags off: check the headers themselves
        labels = [column.label.plain for column in app.screen.query_one("#scores-table").columns.values()][1:]
        assert labels == [display_name(s) for s in game.session.seats], labels  # 'Qa1 (random)' for a bot
        assert "\x1b" not in screen_text(app)
    shown = "\n".join(seen)
    # the names did reach the screen (the status line, banner or handoff name the seat to act)
    assert any(name in shown for name in NAMES), f"no seat name was shown at all in {game_id}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_names_are_literal_on_the_results_screen(game_id, save_dir):
    engine = GAMES[game_id]
    seats = [Seat(**s) for s in seats_for(engine, kinds="")]
    result = play(engine, seats, seed=3, keep_record=True)
    assert result.error is None, result.error
    session = GameSession(engine=engine, seats=list(result.final.seats), seed=3, options=engine.Options(),
                          state=result.final, record=result.record)
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ResultsScreen(session))
        await pilot.pause()
        text = screen_text(app)
        assert_literal(text, f"{game_id} results")
        assert "final scores" in text


async def test_names_are_literal_in_the_load_list_and_new_game_form(save_dir):
    hexling = GAMES["hexling"]
    session = GameSession.new(hexling, [Seat(name=NAMES[0]), Seat(name=NAMES[4])], seed=2, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    (save_dir / "[b]Qz9\x1b[2J\u202e.json").write_text("{")  # a broken file whose name holds markup and controls
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(LoadScreen(save_dir))
        await pilot.pause()
        text = screen_text(app)
        assert_literal(text, "load list")
        assert f"{NAMES[0]}, {NAMES[4]}" in text
        assert "[b]Qz9\\x1b[2J\\u202e.json" in text  # the control characters are shown as escapes
        await pilot.press("escape")
        app.push_screen(NewGameScreen())
        await settle(pilot)
        form = app.screen
        for i, name in enumerate([NAMES[3], NAMES[5]]):  # typed in, as a player would
            field = form.query_one(f"#seat-name-{i}", Input)
            field.focus()
            field.value = ""
            await pilot.press(*name)
        await pilot.pause()
        assert_literal(screen_text(app), "new game form")
        form.action_start()
        await settle(pilot)
        if isinstance(app.screen, HandoffScreen):
            assert_literal(screen_text(app), "handoff")
            await pilot.press("enter")
            await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        assert [s.name for s in game.session.seats][:2] == [NAMES[3], NAMES[5]]
        assert_literal(screen_text(app), "game started from the form")


async def test_control_characters_in_a_name_are_refused_by_the_form(save_dir):
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(NewGameScreen())
        await settle(pilot)
        form = app.screen
        name = form.query_one("#seat-name-0", Input)
        name.focus()
        name.value = ""
        await pilot.press("A", "n", "n")
        name.post_message(events.Paste("\x1b[31mRed\x07"))  # a paste cannot put control characters in
        await pilot.pause()
        assert name.value == "Ann" and "\x1b" not in screen_text(app)
        name.value = "Ann\u202eevil"  # set around the input's filter: the start refuses it
        form.action_start()
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        messages = [n.message for n in app._notifications]
        assert any("seat 1: a name may not contain control characters (it has \\u202e)" in m for m in messages), messages


async def test_notifications_never_read_markup(save_dir):
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        app.notify("[/] closes nothing; [b]Qa1[/b] \x1b[2J", title="[link=x]t")
        await pilot.pause(0.2)
        note = list(app._notifications)[-1]
        assert note.markup is False and note.message == "[/] closes nothing; [b]Qa1[/b] \\x1b[2J"
        assert app.is_running
