"""Replay: stepping through a saved game's record, for every game.

Stepping to move k shows the state that replaying k actions from the seed gives; back and
forward are exact inverses; Home and End jump; a replay never writes to the save (bytes,
time stamp and lock file untouched). A finished game is shown with everything open, a game
in play only with what every seat may see.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from boardgames_tui import saves
from boardgames_tui.engine.api import HIDDEN
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.replay import ReplayScreen
from boardgames_tui.ui.screens.results import ResultsScreen
from conftest import SIZE
from helpers import screen_text, settle

ROOT = Path(__file__).parents[2]
EXAMPLES = sorted((ROOT / "saves" / "examples").glob("*.json"))
FINISHED = ROOT / "tests" / "fixtures" / "planet-b" / "3p-seed2027.json"


def replayed(path: Path, k: int):
    """The state after the first k actions of the save's record, replayed from its seed."""
    loaded = saves.load(path)
    state = loaded.engine.new_game(loaded.seats, seed=loaded.seed, options=loaded.engine.make_options(loaded.options))
    for action in loaded.actions[:k]:
        state = loaded.engine.apply(state, action)
    return loaded.engine, state


def untouched(path: Path):
    return path.read_bytes(), path.stat().st_mtime_ns


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
async def test_step_k_is_the_state_after_k_actions_and_back_undoes_forward(example, tmp_path):
    path = tmp_path / example.name
    shutil.copy(example, path)
    before = untouched(path)
    app = BoardgamesApp(start=("replay", path), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        n = len(screen.record)
        assert screen.step == n and not screen.reveal_all  # a game in play: the public view
        assert not saves.lock_path(path).exists()  # a replay never takes the game's lock
        await pilot.press("home")
        await pilot.pause()
        assert screen.step == 0 and "The start of the game" in screen_text(app)
        k = min(5, n)
        await pilot.press(*["right"] * k)
        await pilot.pause()
        engine, state = replayed(path, k)
        assert screen.step == k
        assert screen.board.view.model_dump() == engine.view(state, None).model_dump()
        assert f"move {k} of {n}" in screen_text(app) and f"Move {k} · " in screen_text(app)
        shown = screen.board.view.model_dump()
        await pilot.press("right", "left")
        await pilot.pause()
        assert screen.step == k and screen.board.view.model_dump() == shown
        await pilot.press("left", "right")
        await pilot.pause()
        assert screen.board.view.model_dump() == shown
        await pilot.press("end")
        await pilot.pause()
        assert screen.step == n
        assert screen.board.view.model_dump() == engine.view(saves.load(path).state, None).model_dump()
        await pilot.press("left")  # the last move's changes are marked: `before` is the state one step back
        await pilot.pause()
        _, one_back = replayed(path, n - 2)
        assert screen.board.before.model_dump() == engine.view(one_back, None).model_dump()
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
    assert untouched(path) == before


async def test_a_finished_game_replays_with_everything_open(tmp_path):
    path = tmp_path / FINISHED.name
    shutil.copy(FINISHED, path)
    before = untouched(path)
    app = BoardgamesApp(start=("replay", path), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.reveal_all
        await pilot.press("home", "right", "right", "right")
        await pilot.pause()
        _, state = replayed(path, 3)
        shown = screen.board.view
        assert shown.model_dump() == state.model_dump()  # the full state: stacks and all
        assert HIDDEN not in str(shown.model_dump())
        assert "everything open" in screen_text(app)
    assert untouched(path) == before


async def test_replay_from_the_results_screen_and_from_the_saves_list(save_dir):
    seats = [{"name": "Ann", "kind": "bot", "bot": "greedy"}, {"name": "Bob", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", "hexling", seats, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(40):
            await settle(pilot, 1)
            if isinstance(app.screen, ResultsScreen):
                break
        assert isinstance(app.screen, ResultsScreen)
        await pilot.pause()
        session = app.screen.session
        assert "Replay (p)" in screen_text(app)
        path = session.path
        before = untouched(path)
        await pilot.press("p")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.step == 0 and screen.reveal_all
        await pilot.press("right")
        await pilot.pause()
        assert screen.board.view.model_dump() == session.history()[1].model_dump()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        assert untouched(path) == before
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert "finished" in screen_text(app)
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen) and app.screen.step == len(session.record)
    assert untouched(path) == before


async def test_a_broken_save_is_not_replayed(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "boardgames-save"')
    app = BoardgamesApp(start=("replay", path), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not isinstance(app.screen, ReplayScreen)
        assert any("Cannot replay" in n.title for n in app._notifications)
    assert path.read_text() == '{"format": "boardgames-save"'


def test_session_history_is_the_replay_of_its_record(tmp_path):
    from toy_game import ENGINE as HEXLING
    from boardgames_tui.engine.api import Seat

    s = GameSession.new(HEXLING, [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    states = [s.state]
    for _ in range(6):
        s.apply(HEXLING.legal_actions(s.state)[0])
        states.append(s.state)
    assert [h.model_dump() for h in s.history()] == [x.model_dump() for x in states]


async def test_a_replay_offers_no_place_or_rotate(tmp_path):
    """The board of a replay only reads: its footer offers stepping, not the game's moves."""
    path = tmp_path / FINISHED.name
    shutil.copy(FINISHED, path)
    app = BoardgamesApp(start=("replay", path), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        app.screen.board.query_one("DomeHexes").focus()
        await pilot.pause()
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Back" in footer and "Forward" in footer
        for gone in ("Place", "Rotate", "Flip", "Choose"):
            assert gone not in footer, footer
