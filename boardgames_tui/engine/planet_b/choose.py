"""Planet B main action (step "main"): take a development tile and its eco tiles, take a spring, or pass.

Also the water track and the development row, which the solo rival uses too.
"""

from __future__ import annotations

from . import content
from .actions import PASS, TAKE, TAKE_SPRING, PlanetBAction, TakeDevelopment
from .placement import dome_occupancy, fits, offer_shapes
from .state import PlanetBState
from .words import seat_name, tile_words


_COSTS = tuple(content.development().position_costs.costs)
"""Water cost of the development tile at each position."""
_SLOTS = {d: tuple(tile.slots) for d, tile in content.dev_tiles_by_id().items()}
"""Shapes of the eco tile slots of each development tile."""
_HARVEST_TILES = len(content.development().harvest_tiles)


def take_problem(state: PlanetBState, s: int, p: int, occ: int, costs: list[int]) -> str | None:
    """Why seat s cannot take the development tile at position p (occ: the dome's padded occupancy), or None."""
    n, shapes = offer_shapes(state.offer[p])
    if not n:
        return f"development tile {state.row[p]} at position {p + 1} holds no eco tiles"
    if state.water[s] < costs[p]:
        return f"Needs {costs[p]} water; you have {state.water[s]}"
    if not fits(occ, shapes):
        return f"its {n} eco tile{'s' if n > 1 else ''} cannot all be placed on your dome"
    return None


def main_actions(state: PlanetBState, s: int) -> list[PlanetBAction]:
    """The development tiles seat s may take, then the spring (without Pass and animals)."""
    occ = dome_occupancy(state.boards[s])
    costs = _COSTS
    water = state.water[s]
    offer = state.offer
    out: list[PlanetBAction] = []
    for p in range(6):  # take_problem(...) is None, checked in the cheapest order
        if water >= costs[p]:
            n, shapes = offer_shapes(offer[p])
            if n and fits(occ, shapes):
                out.append(TAKE[p])
    if state.springs > 0 and fits(occ, ("S1",)):
        out.append(TAKE_SPRING)
    return out


def legal(state: PlanetBState, s: int) -> list[PlanetBAction]:
    return main_actions(state, s) or [PASS]


def _not_main(step: str) -> str:
    return "you already took your main action this turn" if step == "after" else "finish placing first"


def why_take(state: PlanetBState, s: int, action: TakeDevelopment) -> str | None:
    if state.step != "main":
        return _not_main(state.step)
    return take_problem(state, s, action.pos, dome_occupancy(state.boards[s]), content.development().position_costs.costs)


def why_spring(state: PlanetBState, s: int, action) -> str | None:
    if state.step != "main":
        return _not_main(state.step)
    if state.springs <= 0:
        return "no spring is left"
    if not fits(dome_occupancy(state.boards[s]), ("S1",)):
        return "your dome has no free hex for a spring"
    return None


def why_pass(state: PlanetBState, s: int, action) -> str | None:
    if state.step != "main":
        return "you can only pass instead of a main action"
    if main_actions(state, s):
        return "you can still take a development tile or a spring"
    return None


def take(state: PlanetBState, s: int, action: TakeDevelopment) -> None:
    p = action.pos
    cost = _COSTS[p]
    offer = state.offer
    tiles = [t for t in offer[p] if t]
    state.say(
        f"{seat_name(state, s)} takes development tile {state.row[p]} at position {p + 1}"
        + (f", paying {cost} water" if cost else " (free)")
        + f": {', '.join(map(tile_words, tiles))}."
    )
    state.water[s] -= cost
    pay_track(state, cost)
    state.held = tiles
    offer[p] = ("",) * len(offer[p])
    slide_and_refill(state, p)
    state.step = "place"


def take_spring(state: PlanetBState, s: int, action) -> None:
    state.springs -= 1
    state.held = ["SPRING"]
    state.say(f"{seat_name(state, s)} takes a spring ({state.springs} left).")
    state.step = "place"


def pass_turn(state: PlanetBState, s: int, action) -> None:
    state.water[s] += 1
    state.passed += (s,)
    state.say(f"{seat_name(state, s)} cannot take a development tile or a spring and passes (+1 water).")
    state.step = "after"


def slide_and_refill(state: PlanetBState, p: int) -> None:
    """The emptied development tile at p moves to position 6 and takes new eco tiles from the stacks."""
    row, offer, stacks = state.row, state.offer, state.stacks
    d = row.pop(p)
    offer.pop(p)
    row.append(d)
    new = []
    for shape in _SLOTS[d]:
        stack = stacks[shape]
        if stack:
            new.append(stack[-1])  # the top tile
            stacks[shape] = stack[:-1]
        else:
            new.append("")
    offer.append(tuple(new))
    empty = new.count("")
    if empty < len(new):
        state.reveals += 1
    state.say(
        f"Development tile {d} moves to position 6 and is refilled: {', '.join([tile_words(t) for t in new if t]) or 'nothing'}"
        + (f" ({empty} slot{'s' if empty > 1 else ''} stay empty: stack ran out)" if empty else "")
        + "."
    )


def pay_track(state: PlanetBState, n: int) -> None:
    """n water tokens onto the track; each fill empties it and shows the harvest warning (the fourth ends the game)."""
    n_harvest_tiles = _HARVEST_TILES
    for _ in range(n):
        state.track += 1
        if state.track >= state.track_len:
            state.track = 0
            state.fills += 1
            if state.fills <= n_harvest_tiles:
                # the first-player token shows "harvest warning": one harvest at the round end, however many fills
                state.pending = 1
                state.say(f"The water track is full (fill {state.fills}): harvest at the end of the round; the track empties.")
            else:
                state.say(f"The water track is full for the {state.fills}th time: the game ends after this round.")
                if not state.end_reason:
                    state.end_reason = "fourth fill of the water track"
