"""Axial hex coordinates (q, r), pointy-top, shared by every hex board.

Cube coordinates are (q, r, s) with s = -q - r. Directions go clockwise from east.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .grid import groups, reach

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""E, NE, NW, W, SW, SE (counter-clockwise on screen with r growing downwards)."""


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate(h: Hex, steps: int, centre: Hex = (0, 0)) -> Hex:
    """Rotate by 60° * steps around centre (positive = the DIRECTIONS order)."""
    q, r = h[0] - centre[0], h[1] - centre[1]
    s = -q - r
    for _ in range(steps % 6):
        # one step E -> NE in DIRECTIONS order: (q, r, s) -> (-s, -q, -r)
        q, r, s = -s, -q, -r
    return (q + centre[0], r + centre[1])


def ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from centre, in a stable order."""
    if radius == 0:
        return [centre]
    out = []
    h = (centre[0] + DIRECTIONS[4][0] * radius, centre[1] + DIRECTIONS[4][1] * radius)
    for d in range(6):
        for _ in range(radius):
            out.append(h)
            h = add(h, DIRECTIONS[d])
    return out


def spiral(centre: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius`, centre first, ring by ring."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(centre, k))
    return out


def line(a: Hex, direction: int, length: int) -> list[Hex]:
    """`length` hexes in a straight line from a (included) along DIRECTIONS[direction]."""
    dq, dr = DIRECTIONS[direction % 6]
    return [(a[0] + dq * i, a[1] + dr * i) for i in range(length)]


def are_in_line(hexes: Iterable[Hex]) -> bool:
    """True when the hexes form one straight run of adjacent hexes (any order)."""
    hs = set(hexes)
    if len(hs) <= 1:
        return True
    start = min(hs)  # lexicographically smallest is always an end of a straight run
    return any(set(line(start, d, len(hs))) == hs for d in range(6))


def connected_groups(hexes: Iterable[Hex]) -> list[list[Hex]]:
    """The hexes split into groups connected by adjacency; each group sorted, groups in order."""
    return groups(hexes, neighbours)


def group_of(start: Hex, members: set[Hex]) -> set[Hex]:
    """The connected group of `members` that contains start (start must be a member)."""
    return reach((start,), members.__contains__, neighbours)


def normalise(shape: Iterable[Hex]) -> tuple[Hex, ...]:
    """A shape moved so its smallest cell (sorted) is at (0, 0); sorted tuple."""
    cells = sorted(shape)
    q0, r0 = cells[0]
    return tuple((q - q0, r - r0) for q, r in cells)


def orientations(shape: Iterable[Hex]) -> list[tuple[Hex, ...]]:
    """The distinct rotations of a shape, normalised; index = rotation steps of the first of each."""
    seen: list[tuple[Hex, ...]] = []
    cells = list(shape)
    for k in range(6):
        n = normalise(rotate(h, k) for h in cells)
        if n not in seen:
            seen.append(n)
    return seen


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial -> (column, row) of an odd-r offset layout, handy for drawing."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def from_offset(col: int, row: int) -> Hex:
    return (col - (row - (row & 1)) // 2, row)


# ----------------------------------------------------------------- bit masks
# A board of indexed hexes holds a set of hexes as an int: bit i = hex i. A placement search
# works on a padded board instead, where hex (q, r) is bit W·(r + R) + (q + R) for a board of
# radius R and rows W > 2R wide: a hex offset is then the same shift everywhere, so the spots of
# one rotation of a shape are found for every anchor at once (`spots`).


def mask_of(cells: Iterable[int]) -> int:
    """The mask with the bits of `cells` set."""
    mask = 0
    for c in cells:
        mask |= 1 << c
    return mask


def bits(mask: int) -> list[int]:
    """The set bits of a mask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_SELECTOR = bytes.maketrans(b"01", b"\x00\x01")


def bit_selectors(mask: int) -> bytes:
    """One byte per bit of a mask (>= 0), lowest first: 1 where set, else 0. As the selectors of
    itertools.compress they pick the items at the set bits in C, with no Python loop per bit."""
    return bin(mask)[:1:-1].encode().translate(_SELECTOR)


def neighbour_masks(hexes: Sequence[Hex]) -> tuple[int, ...]:
    """Per hex index of a board listing `hexes`: the mask of its neighbours on the board."""
    idx = {h: i for i, h in enumerate(hexes)}
    return tuple(mask_of(idx[n] for n in neighbours(h) if n in idx) for h in hexes)


def group_mask(start: int, members: int, neighbour_masks: Sequence[int]) -> int:
    """The connected group of the hexes in `members` that contains hex `start`, as a mask."""
    group = new = 1 << start
    while new:
        reach = 0
        for i in bits(new):
            reach |= neighbour_masks[i]
        new = reach & members & ~group
        group |= new
    return group


def spots(shifts: Iterable[int], anchors: int, free: int, front: int) -> int:
    """On a padded board: the anchors (a mask) where a shape lies on `free` hexes only and covers
    at least one `front` hex. `shifts` are the right shifts taking each cell of the shape to its
    anchor; `anchors` are the anchors where the shape lies on the board at all."""
    touch = 0
    for sh in shifts:
        anchors &= free >> sh
        touch |= front >> sh
    return anchors & touch


def covering(shifts: Iterable[int], cells: int) -> int:
    """On a padded board: the anchors where a shape (its cells' right shifts) covers a hex of `cells`."""
    hits = 0
    for sh in shifts:
        hits |= cells >> sh
    return hits
