"""A key never does nothing silently, on boards that only show: Enter, r and f on the board of
a finished game and of a replay give the one-line reason (`_cells.read_only_reason`) instead
of falling through unseen, in every game."""

from __future__ import annotations


import pytest

from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.replay import ReplayScreen
from boardgames_tui.ui.screens.results import ResultsScreen
from conftest import SIZE
from helpers import finished_game, settle, until

GAMES = ["apiary", "aquaria", "new-frontiers", "planet-b", "planet-unknown"]
OWN_KEYS = {"aquaria": "rf"}
"""Keys a board gives a meaning of its own (Aquaria: r turns a row dial, f goes to the filter)."""




@pytest.mark.parametrize("game", GAMES)
async def test_play_keys_on_a_finished_board_say_the_game_is_over(game, save_dir):
    session = finished_game(game, save_dir)
    app = BoardgamesApp(start=("load", session.path), save_dir=save_dir)
    session.close()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ResultsScreen), "the results")
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        screen = app.screen
        screen.board.focus()
        keys = [("enter", "Enter")] + [(key, key) for key in "rf" if key not in OWN_KEYS.get(game, "")]
        for key, name in keys:
            screen.say("")
            await pilot.press(key)
            await settle(pilot, 1)
            assert screen.reason_text == f"{name} does nothing here: the game is over and its board only shows it (F2 scores, F3 the log, Esc the menu).", key
        if game == "aquaria":  # its r turns a row dial: over, it says so
            screen.say("")
            await pilot.press("r")
            await settle(pilot, 1)
            assert screen.reason_text == "r does nothing now: the game is over: no dial turns any more."


@pytest.mark.parametrize("game", GAMES)
async def test_play_keys_on_a_replay_board_say_it_only_shows(game, save_dir):
    session = finished_game(game, save_dir)
    path = session.path
    session.close()
    app = BoardgamesApp(start=("replay", path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay")
        await pilot.press("home", "right")
        await pilot.press("enter")
        await settle(pilot, 1)
        said = [n.message for n in app._notifications]
        assert "Enter does nothing here: a replay only shows the moves (← → step through them, Esc closes)." in said, said
