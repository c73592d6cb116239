"""Snapshot tests (pytest-textual-snapshot) of the menu and the new-game screen at 80x24.

Update after a deliberate change with: pytest tests/ui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.new_game import NewGameScreen
from toy_game import ENGINE as HEXLING


def test_menu_snapshot(snap_compare, save_dir):
    assert snap_compare(BoardgamesApp(save_dir=save_dir), terminal_size=(80, 24))


def test_new_game_snapshot(snap_compare, save_dir):
    async def open_new_game(pilot):
        # only Hexling listed: the real games come and go while they are written
        await pilot.app.push_screen(NewGameScreen(games=[HEXLING]))
        await pilot.pause()

    assert snap_compare(BoardgamesApp(save_dir=save_dir), terminal_size=(80, 24), run_before=open_new_game)
