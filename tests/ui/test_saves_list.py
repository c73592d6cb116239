"""The saves list: newest first, with game, seats, round, whose turn, last played, finished;
d deletes after a confirm (a broken save too), and never a game that is open."""

from __future__ import annotations

import os

import pytest

from textual.widgets import OptionList

from boardgames_tui import saves
from boardgames_tui.engine.api import Seat
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.confirm import ConfirmScreen
from boardgames_tui.ui.screens.load import LoadScreen
from conftest import SIZE
from helpers import screen_text
from toy_game import ENGINE as HEXLING


def saved_game(folder, names, seed, moves, mtime):
    s = GameSession.new(HEXLING, [Seat(name=n) for n in names], seed=seed, save_dir=folder)
    for _ in range(moves):
        s.apply(HEXLING.legal_actions(s.state)[0])
    s.close()
    os.utime(s.path, (mtime, mtime))
    return s


async def open_list(pilot):
    await pilot.press("l")
    await pilot.pause()
    assert isinstance(pilot.app.screen, LoadScreen)
    return pilot.app.screen


async def test_newest_first_with_whose_turn_and_round(save_dir):
    old = saved_game(save_dir, ["Ann", "Bob"], 1, 2, 1_000_000)
    new = saved_game(save_dir, ["Cem", "Dee"], 2, 3, 2_000_000)
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        assert [i.path for i in screen.infos] == [new.path, old.path]
        text = screen_text(app)
        assert text.index("Cem, Dee") < text.index("Ann, Bob")
        assert f"{new.seats[new.state.actor].name} to act" in text and "Round" in text and "3 moves" in text
        assert "last played" in text


async def test_d_deletes_after_a_confirm_and_n_keeps_it(save_dir):
    kept = saved_game(save_dir, ["Ann", "Bob"], 1, 1, 1_000_000)
    gone = saved_game(save_dir, ["Cem", "Dee"], 2, 1, 2_000_000)
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and "Delete this saved game?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert gone.path.exists() and len(screen.infos) == 2
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not gone.path.exists() and kept.path.exists()
        assert [i.path for i in screen.infos] == [kept.path]
        assert screen.query_one("#saves", OptionList).highlighted == 0


async def test_a_broken_save_can_be_deleted_but_not_opened(save_dir):
    broken = save_dir / "broken.json"
    broken.write_text("{")
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert any("cannot be loaded" in n.message for n in app._notifications)
        await pilot.press("d", "y")
        await pilot.pause()
        assert not broken.exists() and screen.infos == [] and "No saved games yet" in screen_text(app)


def test_an_open_game_is_not_deleted(save_dir):
    s = GameSession.new(HEXLING, [Seat(name="Ann")], seed=1, save_dir=save_dir)
    try:
        with pytest.raises(saves.SaveLocked, match="open here"):
            saves.delete(s.path)
        assert s.path.exists()
    finally:
        s.close()
    saves.delete(s.path)
    assert not s.path.exists() and not saves.lock_path(s.path).exists()
