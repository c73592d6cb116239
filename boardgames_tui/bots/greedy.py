"""The greedy bot: the action that most improves its own score right after applying it.

It plays on a determinized copy of its view (hidden parts filled at random), so it never
learns what it may not see. Value = own score total + the game's heuristic hook; ties are
broken by the rng.
"""

from __future__ import annotations

from ..engine.api import Action, Engine, GameState, IllegalAction
from ..engine.rng import Rng


def _value(engine: Engine, state: GameState, seat: int) -> float:
    return engine.scores(state).total(seat) + engine.heuristic(state, seat)


def choose_greedy(engine: Engine, view: GameState, legal: list[Action], rng: Rng) -> Action:
    if not legal:
        raise ValueError("no legal action to choose from")
    if len(legal) == 1:
        return legal[0]
    seat = view.viewer if view.viewer is not None else view.actor
    world = engine.determinize(view, rng.fork()) if view.is_view else view
    best: list[Action] = []
    best_value = float("-inf")
    for action in legal:
        try:
            after = engine.apply(world, action)
        except IllegalAction:
            continue  # legal in the real game, not in this guess of the hidden parts
        value = _value(engine, after, seat)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best or legal)
