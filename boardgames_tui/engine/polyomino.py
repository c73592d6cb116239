"""Polyomino shapes on a square grid: rotate, flip, normalise, every orientation and placement.

Knows no game rules: games filter the placements this yields (python-chess's
"generate candidates, then filter by rule").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Cell = tuple[int, int]
Shape = tuple[Cell, ...]


def normalise(cells: Iterable[Cell]) -> Shape:
    """Move a shape so its top row and left column are 0; cells sorted."""
    cs = list(cells)
    r0 = min(r for r, _ in cs)
    c0 = min(c for _, c in cs)
    return tuple(sorted((r - r0, c - c0) for r, c in cs))


def rotate(cells: Iterable[Cell], quarter_turns: int = 1) -> Shape:
    """Rotate clockwise by 90° * quarter_turns, normalised."""
    cs = list(cells)
    for _ in range(quarter_turns % 4):
        cs = [(c, -r) for r, c in cs]
    return normalise(cs)


def flip(cells: Iterable[Cell]) -> Shape:
    """Mirror left to right, normalised."""
    return normalise((r, -c) for r, c in cells)


def orient(cells: Iterable[Cell], rotation: int, flipped: bool) -> Shape:
    """The shape flipped first (if asked), then rotated clockwise `rotation` quarter turns."""
    shape = flip(cells) if flipped else normalise(cells)
    return rotate(shape, rotation)


def orientations(cells: Iterable[Cell], allow_flip: bool = True) -> list[tuple[int, bool, Shape]]:
    """Distinct orientations as (rotation, flipped, shape), first occurrence of each shape kept."""
    base = normalise(cells)
    seen: set[Shape] = set()
    out = []
    for flipped in (False, True) if allow_flip else (False,):
        for rotation in range(4):
            shape = orient(base, rotation, flipped)
            if shape not in seen:
                seen.add(shape)
                out.append((rotation, flipped, shape))
    return out


def translate(shape: Iterable[Cell], origin: Cell) -> Shape:
    r0, c0 = origin
    return tuple((r + r0, c + c0) for r, c in shape)


def placements(cells: Iterable[Cell], height: int, width: int, allow_flip: bool = True) -> Iterator[tuple[Cell, int, bool, Shape]]:
    """Every (origin, rotation, flipped, covered cells) that fits inside a height x width grid."""
    for rotation, flipped, shape in orientations(cells, allow_flip):
        h = max(r for r, _ in shape) + 1
        w = max(c for _, c in shape) + 1
        for r in range(height - h + 1):
            for c in range(width - w + 1):
                yield (r, c), rotation, flipped, translate(shape, (r, c))
