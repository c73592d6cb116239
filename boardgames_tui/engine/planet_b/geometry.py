"""Dome geometry, precomputed once: hex indices, bit masks and every placement of every shape.

A dome is 55 hexes indexed in reading order (row r, then q). A board is a 55-character string
(one element code per hex), and occupancy is an int bit mask, so a placement check is two
bit operations.
"""

from __future__ import annotations

from functools import cache, lru_cache

from .. import hexgrid
from ..hexgrid import Hex
from . import content

# Element codes: one character per hex of a dome string.
EMPTY = "."
SPRING = "S"
CODE = {
    "TREE": "T",
    "WATER": "W",
    "WHEAT": "H",
    "APPLE": "A",
    "BERRY": "B",
    "FLOWER_Y": "y",
    "FLOWER_R": "r",
    "FLOWER_P": "p",
    "FENCE": "F",
    "LOG": "L",
    "NEST": "N",
}
NAME = {v: k for k, v in CODE.items()} | {SPRING: "SPRING"}
WORD = {
    "T": "tree", "W": "water", "H": "wheat", "A": "apple", "B": "berry", "y": "yellow flower",
    "r": "red flower", "p": "purple flower", "F": "fence", "L": "log", "N": "nest box", "S": "spring",
}
# Bee colours: flower code -> (bee cover code, plant code, colour word)
BEE_OF_FLOWER = {"y": "Y", "r": "R", "p": "P"}
PLANT_OF_BEE = {"Y": "H", "R": "A", "P": "B"}
BEE_WORD = {"Y": "yellow", "R": "red", "P": "purple"}
BEE_ORDER = ("Y", "R", "P")
# Animal cover codes
ANIMAL_CODE = {"BIRD": "b", "RABBIT": "k", "SHEEP": "s"}
ANIMAL_OF_CODE = {v: k for k, v in ANIMAL_CODE.items()}
ANIMAL_ORDER = ("SHEEP", "RABBIT", "BIRD")
HABITAT_CODE = {"BIRD": "N", "RABBIT": "L", "SHEEP": "F"}


@cache
def hexes() -> tuple[Hex, ...]:
    """The 55 board hexes in reading order (by row r, then q)."""
    side = content.domes().sides[0]
    return tuple(sorted(((h.q, h.r) for h in side.hexes), key=lambda h: (h[1], h[0])))


@cache
def index() -> dict[Hex, int]:
    return {h: i for i, h in enumerate(hexes())}


N_HEX = 55


@cache
def centre() -> int:
    return index()[(0, 0)]


@cache
def neighbours() -> tuple[tuple[int, ...], ...]:
    idx = index()
    return tuple(tuple(idx[n] for n in hexgrid.neighbours(h) if n in idx) for h in hexes())


@cache
def neighbour_masks() -> tuple[int, ...]:
    return hexgrid.neighbour_masks(hexes())


@cache
def perimeter() -> frozenset[int]:
    idx = index()
    return frozenset(i for i, h in enumerate(hexes()) if any(n not in idx for n in hexgrid.neighbours(h)))


class Side:
    """One dome side: which hexes are dark, where the icons are."""

    def __init__(self, side: content.DomeSide) -> None:
        idx = index()
        self.id = side.id
        self.label = side.label
        self.dark = frozenset(idx[(h.q, h.r)] for h in side.hexes if h.shade == "dark")
        self.dark_mask = sum(1 << i for i in self.dark)
        self.water_icons = frozenset(idx[(h.q, h.r)] for h in side.hexes if h.icon == "water")
        self.oxygen_icons = frozenset(idx[(h.q, h.r)] for h in side.hexes if h.icon == "oxygen")
        self.water_mask = sum(1 << i for i in self.water_icons)
        self.oxygen_mask = sum(1 << i for i in self.oxygen_icons)


@cache
def side(side_id: str) -> Side:
    for s in content.domes().sides:
        if s.id == side_id:
            return Side(s)
    raise KeyError(side_id)


def rotated_cells(shape_id: str, rot: int) -> tuple[Hex, ...]:
    """The shape's cells, in element order, rotated `rot` steps around its first cell (0, 0)."""
    return tuple(hexgrid.rotate(tuple(c), rot) for c in content.shapes_by_id()[shape_id].cells)


@cache
def placements(shape_id: str, rot: int) -> tuple[tuple[int, tuple[int, ...], int, int], ...]:
    """Every on-board spot of a shape in one rotation: (anchor index, cells in element order, mask, touch mask).

    The anchor is the hex of the shape's first cell. touch mask = hexes next to the shape.
    """
    idx = index()
    nmask = neighbour_masks()
    cells = rotated_cells(shape_id, rot)
    out = []
    for a, h in enumerate(hexes()):
        spot = [idx.get((h[0] + c[0], h[1] + c[1])) for c in cells]
        if any(s is None for s in spot):
            continue
        mask = sum(1 << s for s in spot)
        touch = 0
        for s in spot:
            touch |= nmask[s]
        out.append((a, tuple(spot), mask, touch & ~mask))
    return tuple(out)


@cache
def placement_at(shape_id: str, rot: int) -> dict[int, tuple[tuple[int, ...], int, int]]:
    return {a: (cells, mask, touch) for a, cells, mask, touch in placements(shape_id, rot)}


@cache
def shape_rotations(shape_id: str) -> tuple[int, ...]:
    """Rotations giving distinct covered hex sets (for "does it fit" questions)."""
    seen: list[tuple[Hex, ...]] = []
    out = []
    for k in range(6):
        n = hexgrid.normalise(rotated_cells(shape_id, k))
        if n not in seen:
            seen.append(n)
            out.append(k)
    return tuple(out)


@cache
def tile_rotations(tile_id: str) -> tuple[int, ...]:
    """Rotations of an eco tile that give distinct results (cells with their elements)."""
    if tile_id == "SPRING":
        return (0,)
    t = content.tiles_by_id()[tile_id]
    seen = []
    out = []
    for k in range(6):
        cells = rotated_cells(t.shape, k)
        key = frozenset(zip(_shift(cells), t.hexes))
        if key not in seen:
            seen.append(key)
            out.append(k)
    return tuple(out)


def canonical(tile_id: str, rot: int, at: int) -> tuple[int, int]:
    """The (rotation, anchor) among tile_rotations giving the same result as (rot, at).

    A board UI rotates freely; symmetric tiles (a spring, a wheat-wheat pair) have fewer
    distinct rotations, and legal actions list only those.
    """
    shape = tile_shape(tile_id)
    spot = placement_at(shape, rot).get(at)
    if spot is None or rot in tile_rotations(tile_id):
        return rot, at
    codes = tile_codes(tile_id)
    want = set(zip(spot[0], codes))
    for k in tile_rotations(tile_id):
        for a, cells, _m, _t in placements(shape, k):
            if set(zip(cells, codes)) == want:
                return k, a
    return rot, at


def _shift(cells: tuple[Hex, ...]) -> tuple[Hex, ...]:
    q0 = min(c[0] for c in cells)
    r0 = min(c[1] for c in cells if c[0] == q0)
    return tuple((c[0] - q0, c[1] - r0) for c in cells)


@cache
def tile_shape(tile_id: str) -> str:
    return "S1" if tile_id == "SPRING" else content.tiles_by_id()[tile_id].shape


@cache
def tile_codes(tile_id: str) -> tuple[str, ...]:
    if tile_id == "SPRING":
        return (SPRING,)
    return tuple(CODE[e] for e in content.tiles_by_id()[tile_id].hexes)


@cache
def adjacent_pairs() -> tuple[tuple[int, int], ...]:
    """Every pair of edge-adjacent board hexes (i < j)."""
    return tuple((i, j) for i, ns in enumerate(neighbours()) for j in ns if i < j)


@cache
def later_neighbours() -> tuple[tuple[int, ...], ...]:
    """Per hex i: its neighbours j > i, so that i ascending then these give adjacent_pairs' order."""
    return tuple(tuple(j for j in ns if j > i) for i, ns in enumerate(neighbours()))


@cache
def triple_masks_by_first(shape: str) -> tuple[tuple[tuple[tuple[int, int, int], int], ...], ...]:
    """triple_masks grouped by their first (lowest) hex, per hex: taking the groups of the
    free hexes in hex order keeps triple_masks' order (the triples are sorted)."""
    groups: list[list] = [[] for _ in range(N_HEX)]
    for t, m in triple_masks(shape):
        groups[t[0]].append((t, m))
    return tuple(tuple(g) for g in groups)


@cache
def triple_masks(shape: str) -> tuple[tuple[tuple[int, int, int], int], ...]:
    """(hexes, bit mask) of every triangle ("triangle") or connected triple ("any_three"), in order."""
    triples = triangles() if shape == "triangle" else connected_triples()
    return tuple((t, hexgrid.mask_of(t)) for t in triples)


_ASCII = [chr(k) for k in range(128)]
_CODE_BITS = {c: str.maketrans({k: ("1" if k == c else "0") for k in _ASCII}) for c in (*CODE.values(), EMPTY)}


@lru_cache(maxsize=16384)
def code_mask(text: str, code: str) -> int:
    """Bit mask of the hexes of a dome (or cover) string showing `code` (bit i = hex i; memoised:
    a dome or cover string is shared by the states of a game until something lands on it)."""
    return int(text.translate(_CODE_BITS[code])[::-1], 2)


def group_mask(start: int, members: int) -> int:
    """The connected group of the dome's hexes in `members` (a mask) that contains hex `start`."""
    return hexgrid.group_mask(start, members, neighbour_masks())


@cache
def triangles() -> tuple[tuple[int, int, int], ...]:
    """Every 3 mutually adjacent board hexes (sorted)."""
    ns = [set(n) for n in neighbours()]
    out = set()
    for i, j in adjacent_pairs():
        for k in ns[i] & ns[j]:
            out.add(tuple(sorted((i, j, k))))
    return tuple(sorted(out))


@cache
def connected_triples() -> tuple[tuple[int, int, int], ...]:
    """Every connected set of 3 board hexes (sorted): triangles, lines and bends."""
    ns = neighbours()
    out = set()
    for i, j in adjacent_pairs():
        for k in set(ns[i]) | set(ns[j]):
            if k not in (i, j):
                out.add(tuple(sorted((i, j, k))))
    return tuple(sorted(out))


@cache
def axis_steps() -> tuple[Hex, ...]:
    return hexgrid.DIRECTIONS[:3]


@cache
def perimeter_mask() -> int:
    return hexgrid.mask_of(perimeter())
