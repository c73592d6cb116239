"""Planet B solo variant (project edition): after each of the player's turns a rival removes a development tile's eco tiles."""

from __future__ import annotations

from ..rng import Rng
from . import content
from .choose import pay_track, slide_and_refill
from .state import PlanetBState
from .words import tile_words


def rival(state: PlanetBState) -> None:
    """The rival rolls a position (again once if it is empty), removes its eco tiles and pays its water cost."""
    costs = content.development().position_costs.costs
    rng = Rng(state.rng)
    p = rng.randbelow(6)
    state.reveals += 1
    if not any(state.offer[p]):
        state.say(f"The rival rolls {p + 1}: that development tile is empty; it rolls again.")
        p = rng.randbelow(6)
    state.rng = rng.state
    if not any(state.offer[p]):
        state.say(f"The rival rolls {p + 1}: empty again; the rival does nothing.")
        return
    tiles = [t for t in state.offer[p] if t]
    state.say(
        f"The rival rolls {p + 1}: it removes {', '.join(tile_words(t) for t in tiles)} from the game"
        + (f" and puts {costs[p]} water on the track." if costs[p] else ".")
    )
    state.removed += tuple(tiles)
    state.offer[p] = ("",) * len(state.offer[p])
    pay_track(state, costs[p])
    slide_and_refill(state, p)
