"""Planet B bees: a bee goes on two adjacent flowers of its colour, automatically unless pairings compete (step "bees")."""

from __future__ import annotations

from .. import hexgrid
from . import geometry as geo
from .actions import PairBees, PlanetBAction, pair_bees
from .state import PlanetBState
from .words import hx, seat_name


def candidates(state: PlanetBState, s: int) -> list[tuple[int, int]]:
    """Pairs of adjacent free flowers of one colour whose bee is in the supply (adjacent_pairs' order)."""
    board = state.boards[s]
    free = geo.code_mask(state.cover[s], geo.EMPTY)
    masks = {}
    for flower, bee in geo.BEE_OF_FLOWER.items():
        if flower in board and state.bee_supply[bee] > 0:
            m = geo.code_mask(board, flower) & free
            if m & (m - 1):  # two or more
                masks[flower] = m
    if not masks:
        return []
    later = geo.later_neighbours()
    out = []
    for i in hexgrid.bits(sum(masks.values())):
        m = masks[board[i]]
        out.extend((i, j) for j in later[i] if m >> j & 1)
    return out


def candidates_near(state: PlanetBState, s: int, fresh: tuple[int, ...]) -> list[tuple[int, int]]:
    """candidates(state, s) when every pairing possible now covers a hex of `fresh` (the tile
    just placed: the rest of the dome was settled before it), found around those hexes alone."""
    board = state.boards[s]
    supply = state.bee_supply
    free = geo.code_mask(state.cover[s], geo.EMPTY)
    nm = geo.neighbour_masks()
    fresh_mask = near = 0
    for c in fresh:
        fresh_mask |= 1 << c
        bee = geo.BEE_OF_FLOWER.get(board[c])
        if bee is not None and supply[bee] > 0 and free >> c & 1:
            near |= 1 << c | nm[c]
    if not near:
        return []
    later = geo.later_neighbours()
    out = []
    for i in hexgrid.bits(near & free):
        flower = board[i]
        bee = geo.BEE_OF_FLOWER.get(flower)
        if bee is not None and supply[bee] > 0:
            out.extend(
                (i, j) for j in later[i] if board[j] == flower and free >> j & 1 and (fresh_mask >> i | fresh_mask >> j) & 1
            )
    return out


def legal(state: PlanetBState, s: int) -> list[PlanetBAction]:
    return [pair_bees(a, b) for a, b in candidates(state, s)]


def why_pair(state: PlanetBState, s: int, action: PairBees) -> str | None:
    a, b = action.a, action.b
    if state.step != "bees":
        return "no bee pairing is waiting"
    if (min(a, b), max(a, b)) not in candidates(state, s):
        return f"{hx(a)} and {hx(b)} are not two free adjacent flowers of one colour"
    return None


def pair(state: PlanetBState, s: int, action: PairBees) -> None:
    put_bee(state, s, action.a, action.b)
    auto_bees(state, s)


def put_bee(state: PlanetBState, s: int, a: int, b: int) -> None:
    colour = geo.BEE_OF_FLOWER[state.boards[s][a]]
    state.bee_supply[colour] -= 1
    cover = list(state.cover[s])
    cover[a] = cover[b] = colour
    state.cover[s] = "".join(cover)
    a, b = min(a, b), max(a, b)
    state.bees[s] += (f"{colour}:{a},{b}",)
    state.say(f"{seat_name(state, s)} gets {bee_words(colour, a, b)}.")


def bee_words(colour: str, a: int, b: int) -> str:
    """A bee tile in words: "a yellow bee on c3 d3 (free)"."""
    return f"a {geo.BEE_WORD[colour]} bee on {hx(a)} {hx(b)} (free)"


def auto_bees(state: PlanetBState, s: int, fresh: tuple[int, ...] | None = None) -> None:
    """Pair every bee that is not a choice; stop at a choice (step "bees"). `fresh`: the hexes
    of the tile just placed on a settled dome, where any new pairing must lie (candidates_near)."""
    while True:
        cands = candidates(state, s) if fresh is None else candidates_near(state, s, fresh)
        if not cands:
            break
        used = [x for pair in cands for x in pair]
        per_colour: dict[str, int] = {}
        for a, _b in cands:
            col = geo.BEE_OF_FLOWER[state.boards[s][a]]
            per_colour[col] = per_colour.get(col, 0) + 1
        clash = len(used) != len(set(used)) or any(n > state.bee_supply[c] for c, n in per_colour.items())
        if clash:
            state.step = "bees"
            return
        for a, b in cands:
            put_bee(state, s, a, b)
    state.step = "place" if state.held else "after"
