"""Planet B placement search: does a set of tiles still fit on a dome? (bit masks, memoised)."""

from __future__ import annotations

from functools import lru_cache

from . import geometry as geo


def occupancy(board: str) -> int:
    m = 0
    for i, c in enumerate(board):
        if c != ".":
            m |= 1 << i
    return m


def spot_ok(occ: int, mask: int, touch: int) -> bool:
    if mask & occ:
        return False
    if occ == 0:
        return bool(mask >> geo.centre() & 1)
    return bool(touch & occ)


@lru_cache(maxsize=100_000)
def can_place_all(occ: int, shapes: tuple[str, ...]) -> bool:
    """True when tiles of these shapes can all be placed, in some order, starting from occupancy occ."""
    if not shapes:
        return True
    tried = set()
    for k, s in enumerate(shapes):
        if s in tried:
            continue
        tried.add(s)
        rest = shapes[:k] + shapes[k + 1 :]
        for rot in geo.shape_rotations(s):
            for _a, _cells, mask, touch in geo.placements(s, rot):
                if spot_ok(occ, mask, touch) and can_place_all(occ | mask, rest):
                    return True
    return False


def shapes_key(tiles) -> tuple[str, ...]:
    return tuple(sorted(geo.tile_shape(t) for t in tiles if t))
