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


def test_game_screen_snapshot(snap_compare, save_dir, hexling_board):
    """The shared game screen at 80x24: status, the Hexling board placing a card, moves, scores, log."""
    from helpers import settle_until_human

    async def play_a_card(pilot):
        await settle_until_human(pilot)
        await pilot.press("1")
        await settle_until_human(pilot)  # the bot's reply, however long a loaded machine takes

    app = BoardgamesApp(start=("new", "hexling", [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}], 7, {}),
                        save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24), run_before=play_a_card)
