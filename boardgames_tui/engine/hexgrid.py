"""Axial hex coordinates (q, r), pointy-top, shared by every hex board.

Cube coordinates are (q, r, s) with s = -q - r. Directions go clockwise from east.
"""

from __future__ import annotations

from collections.abc import Iterable

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
    remaining = set(hexes)
    groups = []
    for start in sorted(remaining):
        if start not in remaining:
            continue
        group, todo = [], [start]
        remaining.discard(start)
        while todo:
            h = todo.pop()
            group.append(h)
            for n in neighbours(h):
                if n in remaining:
                    remaining.discard(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


def group_of(start: Hex, members: set[Hex]) -> set[Hex]:
    """The connected group of `members` that contains start (start must be a member)."""
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in neighbours(h):
            if n in members and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


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
