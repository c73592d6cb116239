"""The footer offers a key only when pressing it does something now (issue 23, item 1).

For every game, in several states (its first prompts against a bot, a placement prompt, a
choice prompt, a finished game's board and a replay, with the keyboard on the board and on the
moves list), every key the footer shows is pressed; each must change something (the screen,
the game, the focus, what is drawn) or say why not in a line: never nothing.
"""

from __future__ import annotations

import re

import pytest

from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.replay import ReplayScreen
from boardgames_tui.ui.screens.results import ResultsScreen
from boardgames_tui.ui.widgets import DecisionPanel
from conftest import SIZE
from helpers import finished_game, screen_text, settle, settle_until_human, until

GAMES = ["apiary", "aquaria", "new-frontiers", "planet-b", "planet-unknown"]
LEAVING = {"escape"}
"""Keys that leave the screen (to the menu): pressed last, their change is the screen."""
LAST = {"v": 1, "escape": 2}
"""v turns the board's page (what the other keys act on): pressed after them, before leaving."""
SIZES = [SIZE, (80, 24)]


def shown_keys(app) -> list[tuple[str, str]]:
    """(key, description) of every binding the footer shows now, in its order."""
    return [(key, active.binding.description) for key, active in app.screen.active_bindings.items()
            if active.binding.show]


def looks(app, screen) -> tuple:
    """Everything a key may change: the screen stack, the game, the focus, what is drawn."""
    session = getattr(screen, "session", None)
    state = (session.state.turn, len(session.record)) if session is not None else None
    step = getattr(screen, "step", None)
    said = tuple(n.message for n in app._notifications)
    return (len(app.screen_stack), type(app.screen).__name__, state, step, app.focused, said, screen_text(app))


async def back_to(pilot, screen) -> None:
    """Close what a key opened (rules, scores, the log, a question), back to `screen`."""
    app = pilot.app
    while app.screen is not screen and len(app.screen_stack) > 1:
        app.pop_screen()
        await settle(pilot, 1)


async def press_every_shown_key(pilot, screen, where: str) -> list[str]:
    """Press each key the footer shows on `screen`; the keys that changed nothing."""
    app = pilot.app
    silent = []
    keys = shown_keys(app)
    assert keys, f"{where}: the footer shows no key"
    for key, description in sorted(keys, key=lambda kd: LAST.get(kd[0], 0)):
        if app.screen is not screen:
            break
        if key not in app.screen.active_bindings or not app.screen.active_bindings[key].binding.show:
            continue  # an earlier key changed the state: it is not offered any more
        if isinstance(screen, GameScreen):
            screen.say("")
        app.clear_notifications()
        await settle(pilot, 1)
        focused = app.focused
        before = looks(app, screen)
        await pilot.press(key)
        await settle(pilot, 2)
        if looks(app, screen) == before:
            silent.append(f"{where}: {key} ({description})")
        if app.screen is not screen and key in LEAVING:
            break
        await back_to(pilot, screen)
        if isinstance(screen, GameScreen):
            session = screen.session
            if (session.state.turn, len(session.record)) != before[2] and session.can_undo():
                screen.workers.cancel_group(screen, "bot")
                session.undo()
                screen.advance()
            await settle_until_human(pilot)
        if focused is not None and focused.is_attached and focused.focusable:
            focused.focus()
            await settle(pilot, 1)
    return silent


async def on_each_pane(pilot, screen, where: str) -> list[str]:
    """The keys on the board and, with a move to choose, on the moves list."""
    silent = []
    board_target = screen.board.focus_target() or screen.board
    board_target.focus()
    await settle(pilot, 1)
    silent += await press_every_shown_key(pilot, screen, f"{where}, board")
    if pilot.app.screen is screen and screen.legal:
        screen.query_one("#decisions", DecisionPanel).focus()
        await settle(pilot, 1)
        silent += await press_every_shown_key(pilot, screen, f"{where}, moves list")
    return silent


def seats_for(game: str) -> list[dict]:
    if game == "aquaria":
        return [{"name": "You"}]  # solo, as a newcomer tries it
    return [{"name": "You"}, {"name": "Hal", "kind": "bot", "bot": "greedy"}]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
async def test_every_footer_key_does_something_in_play(game, size, save_dir):
    """The first prompts of a game against a bot: a placement and a choice among them."""
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    silent: list[str] = []
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        kinds_seen = set()
        for _ in range(12):  # through the first prompts: each kind of prompt once, a placement and a choice among them
            await settle_until_human(pilot)
            if screen.session.finished or app.screen is not screen:
                break
            placing = screen.board.wants_focus(screen.view, screen.legal)
            kind = ("placement" if placing else "choice", screen.view.prompt.kind)
            if kind not in kinds_seen and len(kinds_seen) < 4:
                kinds_seen.add(kind)
                silent += await on_each_pane(pilot, screen, f"{game} {kind[0]} ({screen.view.prompt.text})")
            if app.screen is not screen or not screen.legal:
                break
            screen.query_one("#decisions", DecisionPanel).choose(0)
            await settle(pilot, 2)
    assert not silent, "keys the footer offers that do nothing:\n" + "\n".join(silent)




@pytest.mark.parametrize("game", GAMES)
async def test_every_footer_key_does_something_on_a_finished_game_and_its_replay(game, save_dir):
    session = finished_game(game, save_dir, ("You", "Ann"))
    path = session.path
    session.close()
    silent: list[str] = []
    app = BoardgamesApp(start=("load", path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen), "the results")
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        screen = app.screen
        silent += await on_each_pane(pilot, screen, f"{game} finished")
    app = BoardgamesApp(start=("replay", path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay")
        screen = app.screen
        await pilot.press("home", "right", "right")
        await settle(pilot, 1)
        silent += await press_every_shown_key(pilot, screen, f"{game} replay")
        screen.board.focus()
        await settle(pilot, 1)
        silent += await press_every_shown_key(pilot, screen, f"{game} replay, board")
    assert not silent, "keys the footer offers that do nothing:\n" + "\n".join(silent)


def footer_keys(app) -> list[tuple]:
    """Every key of the footer as drawn: its widget, words, classes and dimmed state."""
    from textual.widgets._footer import FooterKey

    return [(key, key.key_display, key.description, sorted(key.classes), key._disabled)
            for key in app.screen.query(FooterKey)]


async def test_undo_dims_and_lights_in_place_as_a_new_footer_draws_it(save_dir):
    """Only Undo's state changes (a move made, a turn passed): the footer keeps its keys and dims
    or lights Undo where it is, drawn as a footer built anew would draw it."""
    from boardgames_tui.ui.widgets import KeysFooter

    app = BoardgamesApp(start=("new", "planet-b", seats_for("planet-b"), 3, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        await settle_until_human(pilot)
        screen = app.screen
        footer = screen.query_one(KeysFooter)
        dimmed = footer_keys(app)
        undo = [k for k in dimmed if k[2] == "Undo"]
        assert len(undo) == 1 and undo[0][4], "Undo is dimmed before the first move"
        screen.session.can_undo = lambda: True  # as after a move of this seat's turn
        screen.refresh_bindings()
        await settle(pilot, 2)
        lit = footer_keys(app)
        assert [k[0] for k in lit] == [k[0] for k in dimmed], "the same key widgets: not rebuilt"
        assert [k[1:] for k in lit if k[2] != "Undo"] == [k[1:] for k in dimmed if k[2] != "Undo"]
        assert [k[4] for k in lit if k[2] == "Undo"] == [False] and "-disabled" not in next(k[3] for k in lit if k[2] == "Undo")
        lit_text = screen_text(app).splitlines()[-1]
        footer.refresh(recompose=True)  # a footer built anew for the same keys
        await settle(pilot, 2)
        assert not set(k[0] for k in footer_keys(app)) & set(k[0] for k in lit), "rebuilt"
        assert [k[1:] for k in footer_keys(app)] == [k[1:] for k in lit]
        assert screen_text(app).splitlines()[-1] == lit_text
        del screen.session.can_undo  # and back: dimmed where it is
        screen.refresh_bindings()
        await settle(pilot, 2)
        again = footer_keys(app)
        assert [k[4] for k in again if k[2] == "Undo"] == [True]
        assert [k[1:] for k in again] == [k[1:] for k in dimmed]


def visible_footer_keys(screen) -> dict[str, str]:
    """key display → description of every footer key drawn whole inside the footer's width."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey

    footer = screen.query_one(Footer)
    return {key.key_display: key.description for key in footer.query(FooterKey)
            if key.region.width > 0 and key.region.right <= footer.region.right}


async def keys_named_are_shown(pilot, screen, where: str) -> list[str]:
    """What a hint or frame promises, missing from the 80-column footer (or not doing anything)."""
    from boardgames_tui.ui.screens.inspect import InspectScreen
    from boardgames_tui.ui.widgets import InspectPane

    from textual.widgets import Footer

    from boardgames_tui.ui.widgets import KeysFooter

    app = pilot.app
    missing = []
    footer = screen.query_one(Footer)
    if isinstance(footer, KeysFooter):  # it catches up after a refresh: on a loaded machine, wait for it
        await until(pilot, lambda: footer._shown == footer._keys(), "the footer to show the keys")
        await settle(pilot, 1)
    shown = visible_footer_keys(screen)
    lines = screen_text(app).splitlines()
    above_footer = "\n".join(lines[:-1])
    if "F4" in str(screen.query_one("#inspect", InspectPane).border_subtitle):
        if shown.get("f4") != "All of it":
            missing.append(f"{where}: the inspect pane says F4, the footer shows {list(shown)}")
        await pilot.press("f4")
        await settle(pilot, 1)
        if not isinstance(app.screen, InspectScreen):
            missing.append(f"{where}: F4 opened nothing")
        await back_to(pilot, screen)
    names_seat_keys = re.search(r"\[ and \]|\[ \](?= *(other|$))", above_footer, re.MULTILINE)  # not "[ ] none yet"
    if names_seat_keys and not {"[", "]"} <= set(shown):
        if not re.search(r"\[ and \] (show|to go back)|\[ \] other", above_footer):  # or the hint says what they do
            missing.append(f"{where}: a hint names [ and ], the footer does not show them: {list(shown)}")
    if "[page " in lines[0] and "v" not in shown:
        missing.append(f"{where}: the status line names a page, the footer shows no v: {list(shown)}")
    return missing


@pytest.mark.parametrize("game", GAMES)
async def test_every_key_a_hint_or_frame_names_is_in_the_80_column_footer(game, save_dir):
    """At 80x24 the footer shows what fits from the left: F4 (the inspect pane's frame says
    "more · F4: all of it") comes right after the pane's Enter, and v (the page the status line
    names) and [ ] are shown or named by the board's own hint."""
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    missing: list[str] = []
    f4_seen = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        for step in range(8):
            await settle_until_human(pilot)
            if screen.session.finished or not screen.legal:
                break
            for pane in ((screen.board.focus_target() or screen.board), screen.query_one("#decisions", DecisionPanel)):
                pane.focus()
                await settle(pilot, 1)
                f4_seen += "F4" in screen_text(app)
                missing += await keys_named_are_shown(pilot, screen, f"{game} move {step} ({screen.view.prompt.kind}) {type(pane).__name__}")
                assert app.focused is pane or pane in app.focused.ancestors_with_self
            screen.query_one("#decisions", DecisionPanel).choose(0)
            await settle(pilot, 2)
    assert f4_seen, "no inspect pane text was cut: the test saw no F4 to look for"
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("game", ["apiary", "planet-b"])
async def test_a_replay_at_80_columns_shows_the_keys_its_frames_name(game, save_dir):
    """The replay's footer is the game screen's (KeysFooter): at 80x24 F4 comes right after
    the first key while the inspect pane says "F4: all of it", and v while a page is named."""
    from boardgames_tui.ui.widgets import InspectPane

    session = finished_game(game, save_dir, ("You", "Ann"))
    path = session.path
    session.close()
    app = BoardgamesApp(start=("replay", path), save_dir=save_dir)
    missing: list[str] = []
    f4_seen = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay")
        screen = app.screen
        screen.board.focus()
        await settle(pilot, 1)
        for step in range(12):  # forward through the record, the board's cursor down over its objects
            await pilot.press("right" if step % 3 == 0 else "down")
            await settle(pilot, 1)
            f4_seen += "F4" in str(screen.query_one("#inspect", InspectPane).border_subtitle)
            missing += await keys_named_are_shown(pilot, screen, f"{game} replay step {step + 1}")
    assert f4_seen, "no inspect pane text was cut: the test saw no F4 to look for"
    assert not missing, "\n".join(missing)


async def test_changed_keys_are_shown_on_the_same_widgets_as_a_new_footer_draws_them(save_dir):
    """The keys change as the keyboard moves between panes and a turn passes (a pane's own keys
    come and go, "1-9 Choose" hides on a bot's turn): the footer shows them on the key widgets it
    has, hiding the ones left over, drawn as a footer built anew would draw the same keys."""
    from boardgames_tui.ui.widgets import KeysFooter

    app = BoardgamesApp(start=("new", "aquaria", seats_for("aquaria"), 3, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        await settle_until_human(pilot)
        screen = app.screen
        footer = screen.query_one(KeysFooter)
        screen.query_one(DecisionPanel).focus()
        await settle(pilot, 2)
        footer.refresh(recompose=True)  # one widget per key of the moves list's keys
        await settle(pilot, 2)
        widgets = {key for key, *_ in footer_keys(app)}
        words = shown_keys(app)
        check = screen.check_action
        screen.check_action = lambda action, parameters: False if action == "rules" else check(action, parameters)
        screen.refresh_bindings()  # F1 is not offered now: its widget hides, the rest move left
        await settle(pilot, 2)
        shown = [k for k in footer_keys(app) if k[0].display]
        assert {key for key, *_ in footer_keys(app)} == widgets, "the same key widgets: not rebuilt"
        assert "Rules" not in [k[2] for k in shown] and len(shown) == len(widgets) - 1
        fewer = screen_text(app).splitlines()[-1]
        footer.refresh(recompose=True)  # a footer built anew for the same keys
        await settle(pilot, 2)
        assert not {key for key, *_ in footer_keys(app)} & widgets, "rebuilt"
        assert [k[1:] for k in footer_keys(app)] == [k[1:] for k in shown]
        assert screen_text(app).splitlines()[-1] == fewer
        del screen.check_action
        board = screen.board
        screen.set_focus(board)  # the board's keys: others than the moves list's, and more of them
        await settle(pilot, 2)
        assert shown_keys(app) != words
        many = footer_keys(app)
        many_text = screen_text(app).splitlines()[-1]
        screen.query_one(DecisionPanel).focus()  # back to the list's fewer keys, on the same widgets
        await settle(pilot, 2)
        assert {key for key, *_ in footer_keys(app)} == {key for key, *_ in many}
        assert shown_keys(app) == words
        list_text = screen_text(app).splitlines()[-1]
        assert len([k for k in footer_keys(app) if k[0].display]) < len(many), "the board's extra keys hidden"
        footer.refresh(recompose=True)
        await settle(pilot, 2)
        assert screen_text(app).splitlines()[-1] == list_text
        screen.set_focus(board)
        await settle(pilot, 2)
        assert screen_text(app).splitlines()[-1] == many_text
