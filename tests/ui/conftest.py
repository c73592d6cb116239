"""UI test fixtures: private save folder, no bot pause, a fixed default seed, fixed size."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def quick_ui(monkeypatch, save_dir):
    from boardgames_tui.ui.screens.game import GameScreen
    from boardgames_tui.ui.screens.new_game import NewGameScreen

    monkeypatch.setattr(GameScreen, "BOT_PAUSE", 0.0)
    monkeypatch.setattr(NewGameScreen, "random_seed", staticmethod(lambda: 4242))
    return save_dir


@pytest.fixture
def hexling_board():
    """Register the test-only Hexling board (tests/ui/hexling_board.py) for one test."""
    from boardgames_tui.ui.games import BOARDS, board_for
    from hexling_board import HexlingBoard

    board_for("hexling")  # discovery first, so it does not overwrite ours later
    BOARDS["hexling"] = HexlingBoard
    yield HexlingBoard
    BOARDS.pop("hexling", None)
