"""The boards of the games: `BOARDS` maps an engine id to its GameBoard class.

A module in this package that defines `BOARD` (a GameBoard subclass with `game_id` set) is
discovered on first use; `board_for(game_id)` falls back to TextBoard (`str(view)`).
See base.py for how to write a board.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from pathlib import Path

from .base import GameBoard, TextBoard

_log = logging.getLogger(__name__)

BOARDS: dict[str, type[GameBoard]] = {}
_discovered = False


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if info.name == "base" or info.name.startswith("_"):
            continue
        try:
            module = importlib.import_module(f"{__name__}.{info.name}")
        except Exception:  # a broken board must not stop the app: the text board stands in
            _log.exception("cannot import the board module %s", info.name)
            continue
        board = getattr(module, "BOARD", None)
        if isinstance(board, type) and issubclass(board, GameBoard) and board.game_id:
            BOARDS.setdefault(board.game_id, board)


def register_board(board: type[GameBoard]) -> type[GameBoard]:
    """Add a board by hand (tests)."""
    BOARDS[board.game_id] = board
    return board


def board_for(game_id: str) -> type[GameBoard]:
    """The board class of a game, or TextBoard when the game has none."""
    _discover()
    return BOARDS.get(game_id, TextBoard)


__all__ = ["BOARDS", "GameBoard", "TextBoard", "board_for", "register_board"]
