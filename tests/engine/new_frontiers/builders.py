"""Small state builders for New Frontiers rule tests: stack the bag instead of hunting seeds."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat, without
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import Choose
from boardgames_tui.engine.new_frontiers.content import game, tiles
from boardgames_tui.engine.new_frontiers.state import NFState

ENGINE_SETUP = game()["setup"]
NAMES = ["Ann", "Bob", "Cem", "Dee", "Eve"]


def new(n: int = 2, seed: int = 1, **options) -> NFState:
    """A fresh game with priority order 0, 1, 2, ... (seat 0 selects first)."""
    state = ENGINE.new_game([Seat(name=NAMES[i]) for i in range(n)], seed=seed, options=options or None)
    state.priority = list(range(n))
    state.credits = list(ENGINE_SETUP["starting_credits"][str(n)])
    state.active = [0]
    return state


def wid(name: str) -> str:
    """Id of a tile by its name."""
    return next(t.id for t in tiles().values() if t.name == name)


def home(state: NFState, s: int, name: str) -> None:
    """Swap seat s's home world (goods on it follow the new home's windfall)."""
    old = state.colonies[s][0]
    h = wid(name)
    state.colonies[s] = (h, *state.colonies[s][1:])
    if old in state.goods[s]:
        state.goods[s] = without(state.goods[s], old)


def give_unsettled(state: NFState, s: int, *names: str) -> list[str]:
    ids = [wid(n) for n in names]
    for w in ids:
        state.bag.remove(w)
        state.unsettled[s] = (*state.unsettled[s], w)
    return ids


def give_colony(state: NFState, s: int, *names: str, good: bool = False) -> list[str]:
    ids = [wid(n) for n in names]
    for w in ids:
        state.bag.remove(w)
        state.colonies[s] = (*state.colonies[s], w)
        if good:
            state.goods[s] = (*state.goods[s], w)
    return ids


def give_dev(state: NFState, s: int, *names: str) -> None:
    for n in names:
        d = wid(n)
        state.devs[s] = (*state.devs[s], d)
        if d in state.supply:
            state.supply[d] -= 1


def top_of_bag(state: NFState, *names: str) -> None:
    """Leave only these worlds in the bag (the others go to a 'box' outside the game: tests only)."""
    keep = [wid(n) for n in names]
    state.bag = keep


def play(state: NFState, *actions) -> NFState:
    for a in actions:
        state = ENGINE.apply(state, a)
    return state


def choose(state: NFState, role: str) -> NFState:
    return ENGINE.apply(state, Choose(role=role))
