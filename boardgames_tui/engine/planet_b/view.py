"""Planet B views: what nobody sees (stack order, lower harvest tiles) and how to guess it."""

from __future__ import annotations

from ..api import HIDDEN
from ..rng import Rng
from . import content
from .state import PlanetBState


def hide(view: PlanetBState) -> None:
    """Hide the order of the face-down stacks and the harvest tiles under the top one."""
    view.stacks = {k: (HIDDEN,) * len(v) for k, v in view.stacks.items()}
    view.harvest_stack = view.harvest_stack[:1] + (HIDDEN,) * (len(view.harvest_stack) - 1)


def fill_hidden(state: PlanetBState, rng: Rng) -> None:
    """Deal the unseen eco tiles and harvest tiles back at random."""
    known = {t for o in state.offer for t in o if t} | set(state.held) | set(state.removed)
    for p in state.placed:
        known.update(p)
    for shape, ids in state.stacks.items():
        if HIDDEN in ids:
            pool = [t.id for t in content.eco().tiles if t.shape == shape and t.id not in known]
            rng.shuffle(pool)
            state.stacks[shape] = tuple(pool)
    if HIDDEN in state.harvest_stack:
        top = state.harvest_stack[0]
        pool = [h.id for h in content.development().harvest_tiles if h.id not in state.harvests_used and h.id != top]
        rng.shuffle(pool)
        state.harvest_stack = (top, *pool)
