"""Polyomino shapes on a square grid: rotate, flip, normalise, every orientation and placement.

Knows no game rules: games filter the placements this yields (python-chess's
"generate candidates, then filter by rule").

For speed, the second half works on bitboards: a set of squares of a height x width grid is
an int whose bit r*width+c is square (r, c). `fitting` then finds every origin where a shape
fits in a few shifts and ands, instead of testing each position square by square.
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


# ----------------------------------------------------------------------------- bitboards


def offsets(shape: Iterable[Cell], width: int) -> tuple[int, ...]:
    """A shape's squares as bit offsets from its origin on a grid `width` squares wide."""
    return tuple(r * width + c for r, c in shape)


def origin_mask(shape: Iterable[Cell], height: int, width: int) -> int:
    """The origins (bits r*width+c) where a normalised shape stays inside the grid."""
    cs = list(shape)
    h = max(r for r, _ in cs) + 1
    w = max(c for _, c in cs) + 1
    if h > height or w > width:
        return 0
    row = (1 << (width - w + 1)) - 1
    mask = 0
    for r in range(height - h + 1):
        mask |= row << (r * width)
    return mask


def fitting(shape_offsets: Iterable[int], origins: int, free: int) -> int:
    """The origins among `origins` where every square of the shape is in `free`.

    `origins` must keep the shape inside the grid (origin_mask), so no square wraps a row."""
    for d in shape_offsets:
        origins &= free >> d
    return origins


def touching(shape_offsets: Iterable[int], origins: int, marks: int) -> int:
    """The origins among `origins` where at least one square of the shape is in `marks`."""
    hit = 0
    for d in shape_offsets:
        hit |= marks >> d
    return origins & hit


def bits(mask: int) -> Iterator[int]:
    """The set bits of a mask, lowest first (so origins come row by row, left to right)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def square_mask(cells: Iterable[int]) -> int:
    """The bitboard of some square indices."""
    mask = 0
    for i in cells:
        mask |= 1 << i
    return mask


def neighbour_mask(mask: int, height: int, width: int) -> int:
    """Every square orthogonally next to a square of `mask`, inside the grid."""
    full = (1 << (height * width)) - 1
    left_column = square_mask(r * width for r in range(height))
    right_column = left_column << (width - 1)
    return (
        (mask >> width)
        | ((mask << width) & full)
        | ((mask << 1) & ~left_column & full)
        | ((mask >> 1) & ~right_column)
    )
