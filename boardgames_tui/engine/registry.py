"""GAMES: game id -> Engine. A game registers by being a subpackage of `engine` that
defines `ENGINE`; tests may add their own with `register`."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .api import Engine

GAMES: dict[str, Engine] = {}


def register(engine: Engine) -> Engine:
    GAMES[engine.id] = engine
    return engine


def _discover() -> None:
    for info in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__package__}.{info.name}")
        engine = getattr(module, "ENGINE", None)
        if isinstance(engine, Engine):
            register(engine)


def get_engine(game_id: str) -> Engine:
    """The engine of a game id; KeyError with the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES)) or "none"
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


_discover()
