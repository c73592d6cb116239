"""Faults in the app: a save that cannot be written is said in the status line while play goes
on, and the game is saved once writing works again; a save open in another boardgames is
refused; leaving a game lets go of its save."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from boardgames_tui import saves
from boardgames_tui.engine.api import Seat
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.menu import MenuScreen
from conftest import SIZE
from helpers import settle

ONE_HUMAN = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}]


class Fault:
    """Breaks writing in a save folder one way, and mends it."""

    def __init__(self, kind, folder):
        self.kind, self.folder, self.monkeypatch = kind, folder, pytest.MonkeyPatch()
        self.expected = {"folder is a file": "the save folder", "disk full": "No space left",
                         "read-only": "ead-only"}[kind]

    def brake(self):
        if self.kind == "folder is a file":
            self.folder.write_text("oops")
        elif self.kind == "disk full":
            def full(src, dst):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

            self.monkeypatch.setattr(saves.os, "replace", full)
        else:
            self.folder.mkdir()

            def read_only(*args, **kwargs):  # root writes through permission bits, so a patch
                raise PermissionError(errno.EROFS, os.strerror(errno.EROFS))

            self.monkeypatch.setattr(saves.tempfile, "mkstemp", read_only)

    def mend(self):
        if self.kind == "folder is a file":
            self.folder.unlink()
            self.folder.mkdir()
        else:
            self.monkeypatch.undo()


def status(app) -> str:
    return str(app.screen.query_one("#status").render())


@pytest.mark.parametrize("kind", ["folder is a file", "disk full", "read-only"])
async def test_the_status_line_says_the_game_is_not_saved_and_play_goes_on(kind, tmp_path):
    folder = tmp_path / "game-saves"  # (tmp_path / "saves" is the autouse save folder)
    fault = Fault(kind, folder)
    fault.brake()
    app = BoardgamesApp(start=("new", "hexling", ONE_HUMAN, 7, {}), save_dir=folder)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)  # the game started all the same
        assert "NOT SAVED" in status(app) and fault.expected in status(app), status(app)
        assert game.query_one("#status").has_class("-unsaved")
        assert any(n.title == "The game is not being saved" for n in app._notifications)
        for _ in range(3):  # play goes on, in memory
            await pilot.press("1")
            await settle(pilot)
        moves = len(game.session.record)
        assert moves >= 3 and "NOT SAVED" in status(app)
        fault.mend()
        await pilot.press("1")  # the next move saves the whole game
        await settle(pilot)
        assert "NOT SAVED" not in status(app) and not game.query_one("#status").has_class("-unsaved")
        assert any(n.title == "Saving works again" for n in app._notifications)
        assert saves.load(game.session.path).actions == game.session.record
        assert len(game.session.record) > moves


async def test_saving_resumes_by_itself_without_a_move(tmp_path, monkeypatch):
    folder = tmp_path / "game-saves"  # (tmp_path / "saves" is the autouse save folder)
    fault = Fault("disk full", folder)
    monkeypatch.setattr(GameScreen, "SAVE_RETRY", 0.05)
    app = BoardgamesApp(start=("new", "hexling", ONE_HUMAN, 7, {}), save_dir=folder)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        fault.brake()
        await pilot.press("1")
        await settle(pilot)
        assert "NOT SAVED" in status(app)
        fault.mend()
        await pilot.pause(0.3)  # the retry timer writes it
        assert "NOT SAVED" not in status(app)
        assert saves.load(game.session.path).actions == game.session.record


async def test_ctrl_s_says_when_it_still_cannot_save(tmp_path):
    folder = tmp_path / "game-saves"  # (tmp_path / "saves" is the autouse save folder)
    fault = Fault("disk full", folder)
    app = BoardgamesApp(start=("new", "hexling", ONE_HUMAN, 7, {}), save_dir=folder)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        fault.brake()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "NOT SAVED" in status(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert any(n.title == "Still cannot save" for n in app._notifications)
        fault.mend()


HOLDER = """
import sys, time
from boardgames_tui import saves
lock = saves.SaveLock.acquire(sys.argv[1])
print("holding", flush=True)
time.sleep(60)
"""


async def test_a_game_open_in_another_boardgames_is_refused_and_leaving_lets_go(save_dir, hexling):
    session = GameSession.new(hexling, [Seat(name="Ann")], seed=3, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    session.close()
    path = session.path
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": os.getcwd()})
    try:
        assert other.stdout.readline().strip() == "holding"
        app = BoardgamesApp(start=("load", path), save_dir=save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, MenuScreen)  # not opened
            messages = [n.message for n in app._notifications]
            assert any(f"open in another boardgames (pid {other.pid})" in m for m in messages), messages
            other.kill()  # it dies holding the save: the stale lock is taken over
            other.wait()
            assert app.load_game(path)
            await settle(pilot)
            assert isinstance(app.screen, GameScreen)
            assert saves.open_elsewhere(path) is None and saves.lock_holder_pid(saves.lock_path(path)) == os.getpid()
            await pilot.press("escape")  # back to the menu: the save is let go
            await settle(pilot)
            assert isinstance(app.screen, MenuScreen)
            assert not saves.lock_path(path).exists()
    finally:
        other.kill()
        other.wait()


async def test_a_move_is_saved_after_its_frame_and_a_quit_right_after_it_still_saves_it(save_dir, hexling):
    """The screen writes a move's autosave after the frame that shows it (not before, where its
    fsync delayed the board); quitting before that frame still writes it (the session's close)."""
    session = GameSession.new(hexling, [Seat(name="Ann")], seed=3, save_dir=save_dir)
    app = BoardgamesApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = GameScreen(session)
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.try_action(session.legal_actions()[0])
        assert saves.load(session.path).actions == []  # not yet: the frame comes first
        await pilot.pause()
        assert len(saves.load(session.path).actions) == 1 == len(session.record)
        assert screen.try_action(session.legal_actions()[0])
        app.exit()  # at once, before the frame
    assert len(saves.load(session.path).actions) == 2 == len(session.record)
