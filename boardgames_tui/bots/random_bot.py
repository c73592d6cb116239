"""The random bot: any legal action, uniformly."""

from __future__ import annotations

from ..engine.api import Action, Engine, GameState
from ..engine.rng import Rng


def choose_random(engine: Engine, view: GameState, legal: list[Action], rng: Rng) -> Action:
    if not legal:
        raise ValueError("no legal action to choose from")
    return rng.choice(legal)
