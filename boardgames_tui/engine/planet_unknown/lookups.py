"""Shared lookups the rules modules read: squares of the 12x12 box, terrain letters, areas,
the depot facing a seat, and the names of squares and lines.

It imports only content, planets and state, so corporations, placement, tracks, rovers and
the pending effects can all use it without importing one another.
"""

from __future__ import annotations

from functools import lru_cache

from ..grid import neighbour_table
from ..polyomino import neighbour_mask
from .content import OFF, SIZE, TRACKS, UNCOVERED, station
from .planets import planet_hook
from .state import Player, PUState

# ----------------------------------------------------------------------------- squares


NEIGHBOURS: tuple[tuple[int, ...], ...] = neighbour_table(SIZE, SIZE)
"""Per square: the squares up, right, down and left of it inside the box."""


def neighbours(i: int) -> tuple[int, ...]:
    return NEIGHBOURS[i]


def covered(p: Player, i: int) -> bool:
    ch = p.terrain[i]
    return ch != UNCOVERED and ch != OFF


_FREE_BITS = {i: "1" if chr(i) == UNCOVERED else "0" for i in range(128)}
_COVERED_BITS = {i: "0" if chr(i) in (UNCOVERED, OFF) else "1" for i in range(128)}


@lru_cache(maxsize=4096)
def terrain_masks(terrain: str) -> tuple[int, int, int]:
    """Bitboards (bit r*12+c) of a planet's terrain string: uncovered squares, covered
    squares, and the squares next to a covered one (where a later tile must touch)."""
    free = int(terrain.translate(_FREE_BITS)[::-1], 2)
    cover = int(terrain.translate(_COVERED_BITS)[::-1], 2)
    return free, cover, neighbour_mask(cover, SIZE, SIZE)


# ----------------------------------------------------------------------------- terrain

TERRAIN_NAMES = {"c": "civ", "w": "water", "b": "biomass", "p": "biomass", "r": "rover", "t": "tech", "e": "energy"}


def terrain_name(ch: str) -> str:
    """The terrain a square's letter shows ('' for uncovered or off the planet)."""
    return TERRAIN_NAMES.get(ch.lower(), "")


def terrain_of(ch: str) -> str:
    """A square's terrain letter without its icon mark (a biomass patch is biomass)."""
    if ch == "p":
        return "b"
    return ch.lower()


def area_choices(p: Player, start: int, letters: str, hook) -> str:
    """Tracks of the terrains touching the area of `letters` squares holding `start` (energy;
    Jump Drive tech 4 also reads a tech area this way). Energy itself has no track.
    `hook` is the seat's corporation, which may narrow the tracks (`energy_tracks`)."""
    planet = planet_hook(p.planet)
    extra = planet.energy_squares(p) if planet and letters == "eE" else set()
    terrain = p.terrain
    area = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for n in NEIGHBOURS[i]:
            if n not in area and (terrain[n] in letters or n in extra):
                area.add(n)
                todo.append(n)
    found = set()
    for i in area:
        for n in NEIGHBOURS[i]:
            ch = terrain[n]
            if ch in (UNCOVERED, ".") or ch in letters or ch in "eE":
                continue
            found.add(TRACKS.index(terrain_name(ch)))
    return "".join(str(t) for t in sorted(hook.energy_tracks(found)))


def cell_name(cell: int) -> str:
    """A square as the board labels it: "row 2, column 9" (the grid shows row and column numbers)."""
    r, c = divmod(cell, SIZE)
    return f"row {r + 1}, column {c + 1}"


def line_name(k: int) -> str:
    return f"row {k + 1}" if k < SIZE else f"column {k - SIZE + 1}"


# ----------------------------------------------------------------------------- station


def depot_stacks(state: PUState, seat: int) -> tuple[int, int]:
    """(inner stack, outer stack) of the depot facing a seat now."""
    return _depot(len(state.players), seat, state.rotation, state.offset)


@lru_cache(maxsize=1024)
def _depot(players: int, seat: int, rotation: int, offset: int) -> tuple[int, int]:
    d = (station().seat_positions[str(players)][seat] + rotation) % 6
    return (d + offset) % 6, 6 + d


def top(state: PUState, stack: int) -> int:
    """The visible top tile of a stack, -1 when empty or face down."""
    st = state.stacks[stack]
    if not st or stack in state.unrevealed:
        return -1
    return st[-1]


def depot_tiles(state: PUState, seat: int) -> list[tuple[int, int]]:
    """(stack, tile) for each tile this seat may take now (`top` of each depot stack, the
    state's fields read once: the flow asks at every step of a draft)."""
    stacks, unrevealed = state.stacks, state.unrevealed
    return [(s, stacks[s][-1]) for s in depot_stacks(state, seat) if stacks[s] and s not in unrevealed and stacks[s][-1] >= 0]
