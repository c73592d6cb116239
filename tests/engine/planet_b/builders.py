"""Small state builders for Planet B rule tests: stack the deck instead of hunting seeds."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b.actions import Place
from boardgames_tui.engine.planet_b.content import tiles_by_id
from boardgames_tui.engine.planet_b.state import PlanetBState

NAMES = ["Ann", "Bob", "Cy", "Di"]


def new(n: int = 2, seed: int = 1, first: int = 0, **options) -> PlanetBState:
    """A fresh game with seat `first` to play first."""
    state = ENGINE.new_game([Seat(name=NAMES[i]) for i in range(n)], seed=seed, options=options or None)
    state.first = first
    state.current = first
    state.active = [first]
    return state


def idx(q: int, r: int) -> int:
    return geo.index()[(q, r)]


def tile(*elements: str, shape: str | None = None) -> str:
    """The id of an eco tile showing exactly these elements in this order."""
    for t in tiles_by_id().values():
        if list(t.hexes) == list(elements) and (shape is None or t.shape == shape):
            return t.id
    raise KeyError(elements)


def offer(state: PlanetBState, pos: int, ids: list[str]) -> None:
    """Put these eco tiles on the development tile at `pos` (0-based), keeping tiles conserved."""
    for t in ids:
        for shape, stack in state.stacks.items():
            if t in stack:
                state.stacks[shape] = tuple(x for x in stack if x != t)
        for k, o in enumerate(state.offer):
            if t in o:
                state.offer[k] = tuple("" if x == t else x for x in o)
    for old in state.offer[pos]:
        if old and old not in ids:
            state.stacks[tiles_by_id()[old].shape] += (old,)
    state.offer[pos] = tuple(ids) + ("",) * (len(state.offer[pos]) - len(ids))


def paint(state: PlanetBState, seat: int, cells: dict[tuple[int, int], str]) -> None:
    """Write element codes straight onto a dome (a dome grown earlier; no effects)."""
    board = list(state.boards[seat])
    for (q, r), code in cells.items():
        board[idx(q, r)] = code
    state.boards[seat] = "".join(board)


def place(state: PlanetBState, tile_id: str, cells: list[tuple[int, int]]) -> PlanetBState:
    """Apply the Place action that puts tile_id's elements on these hexes (in element order)."""
    want = [idx(q, r) for q, r in cells]
    shape = geo.tile_shape(tile_id)
    for rot in geo.tile_rotations(tile_id):
        spot = geo.placement_at(shape, rot).get(want[0])
        if spot and list(spot[0]) == want:
            return ENGINE.apply(state, Place(tile=tile_id, rot=rot, at=want[0]))
    raise ValueError(f"{tile_id} cannot be laid on {cells}")
