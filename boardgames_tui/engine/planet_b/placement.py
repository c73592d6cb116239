"""Planet B placement search: where a held tile may go, and do a set of tiles still fit? (bit masks, memoised).

The search works on a padded bit board: bit 10·(r+4) + (q+4) is hex (q, r), so a hex offset
(dq, dr) is the same bit shift everywhere, and every spot of one rotation of a shape is
checked at once: the anchors whose cells are all free are the AND of the free mask shifted
by each cell's offset (the one spare column per row keeps the E/W neighbours from wrapping).
Callers outside this module use hex-index masks (bit i = hex i); `pad` converts.
"""

from __future__ import annotations

from functools import cache, lru_cache

from .. import hexgrid
from . import geometry as geo
from .actions import Place, place

_W = 10
"""Padded row width: 9 hexes and one spare column."""


def _p(q: int, r: int) -> int:
    return _W * (r + 4) + (q + 4)


@cache
def _rows() -> tuple[tuple[int, int, int], ...]:
    """Per dome row: (first hex index, length, padded bit of its first hex)."""
    hexes = geo.hexes()
    out = []
    i = 0
    while i < len(hexes):
        r = hexes[i][1]
        n = sum(1 for h in hexes if h[1] == r)
        out.append((i, n, _p(*hexes[i])))
        i += n
    return tuple(out)


def pad(occ: int) -> int:
    """A hex-index mask as a padded mask (the rows are runs of consecutive bits in both)."""
    out = 0
    for start, n, at in _rows():
        out |= ((occ >> start) & ((1 << n) - 1)) << at
    return out


@cache
def _board() -> tuple[int, int, tuple[int, ...]]:
    """(padded mask of the dome, padded bit of the centre, padded shifts to the six neighbours)."""
    return (
        sum(1 << _p(*h) for h in geo.hexes()),
        1 << _p(0, 0),
        tuple(dq + _W * dr for dq, dr in hexgrid.DIRECTIONS),
    )


_OCCUPIED = str.maketrans({chr(k): "1" for k in range(128)} | {geo.EMPTY: "0"})


def occupancy(board: str) -> int:
    """The bit mask of the covered hexes of a dome string (bit i = hex i)."""
    return int(board.translate(_OCCUPIED)[::-1], 2)


def _free_and_front(occ_p: int) -> tuple[int, int]:
    """The free hexes, and those a new tile must cover one of: next to the dome, or the centre of an empty one."""
    board, centre, dirs = _board()
    free = board & ~occ_p
    if not occ_p:
        return free, centre
    near = 0
    for d in dirs:
        near |= occ_p << d if d > 0 else occ_p >> -d
    return free, near & free


@cache
def _rotation(shape_id: str, rot: int) -> tuple[tuple[int, ...], int, int, int]:
    """(padded cell offsets from the anchor, padded mask of the anchors on the dome, cells mask, its lowest offset)."""
    offsets = tuple(dq + _W * dr for dq, dr in geo.rotated_cells(shape_id, rot))
    anchors = sum(1 << _p(*geo.hexes()[a]) for a, _cells, _m, _t in geo.placements(shape_id, rot))
    low = min(offsets)
    return offsets, anchors, sum(1 << (o - low) for o in offsets), low


def _anchors(shape_id: str, rot: int, free: int, front: int) -> int:
    """Padded mask of the anchors where this rotation lies on free hexes and covers a front hex."""
    offsets, ok, _cells, _low = _rotation(shape_id, rot)
    touch = 0
    for o in offsets:
        if o >= 0:
            ok &= free >> o
            touch |= front >> o
        else:
            ok &= free << -o
            touch |= front << -o
        if not ok:
            return 0
    return ok & touch


def _spot(shape_id: str, rot: int, at: int) -> int:
    """Padded mask of the hexes a rotation covers from padded anchor `at`."""
    _offsets, _ok, cells, low = _rotation(shape_id, rot)
    return cells << (at + low)


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def can_place_all(occ: int, shapes: tuple[str, ...]) -> bool:
    """True when tiles of these shapes (sorted) can all be placed, in some order, on a dome of occupancy occ (hex-index mask)."""
    return _fits(pad(occ), shapes)


def dome_occupancy(board: str) -> int:
    """The padded mask of the covered hexes of a dome string."""
    return pad(occupancy(board))


def fits(occ_p: int, shapes: tuple[str, ...]) -> bool:
    """can_place_all for a padded occupancy."""
    return _fits(occ_p, shapes)


@lru_cache(maxsize=100_000)
def _fits(occ_p: int, shapes: tuple[str, ...]) -> bool:
    if not shapes:
        return True
    free, front = _free_and_front(occ_p)
    tried = set()
    for k, s in enumerate(shapes):
        if s in tried:
            continue
        tried.add(s)
        rest = shapes[:k] + shapes[k + 1 :]
        for rot in geo.shape_rotations(s):
            anchors = _anchors(s, rot, free, front)
            if anchors and not rest:
                return True
            for at in _bits(anchors):
                if _fits(occ_p | _spot(s, rot, at), rest):
                    return True
    return False


@cache
def _hex_of_bit() -> dict[int, int]:
    return {1 << _p(*h): i for i, h in enumerate(geo.hexes())}


@cache
def _spots(tile_id: str, rot: int) -> dict[int, tuple[Place, int]]:
    """Per padded anchor bit (1 << anchor) of one rotation of a tile: (its Place action, padded mask
    of its hexes). Filled on first use; the actions are frozen, so every legal list shares them."""
    return {}


def _spot_at(tile_id: str, shape_id: str, rot: int, low: int) -> tuple[Place, int]:
    table = _spots(tile_id, rot)
    hit = table.get(low)
    if hit is None:
        at = low.bit_length() - 1
        hit = table[low] = (place(tile_id, rot, _hex_of_bit()[low]), _spot(shape_id, rot, at))
    return hit


def place_actions(occ_p: int, held: list[str]) -> list[Place]:
    """The legal Place actions for the held tiles on a dome of padded occupancy occ_p.

    A spot is legal when it is free, touches the dome (or covers the centre on an empty dome)
    and leaves the other held tiles placeable. Order: held tile, rotation, anchor hex.
    """
    free, front = _free_and_front(occ_p)
    out: list[Place] = []
    seen = set()
    for k, t in enumerate(held):
        if t in seen:
            continue
        seen.add(t)
        rest = shapes_key(held[:k] + held[k + 1 :])
        ahead = None
        if len(rest) == 1 and occ_p:
            # one other tile: it fits after this one whenever one of its spots on the dome as
            # it is now misses this one's hexes (the dome only grows); search only when none does
            other = rest[0]
            ahead = [
                _spot(other, rot, at) for rot in geo.shape_rotations(other) for at in _bits(_anchors(other, rot, free, front))
            ]
        shape = geo.tile_shape(t)
        for rot in geo.tile_rotations(t):
            anchors = _anchors(shape, rot, free, front)
            table = _spots(t, rot)
            while anchors:
                low = anchors & -anchors
                anchors ^= low
                hit = table.get(low) or _spot_at(t, shape, rot, low)
                if rest:
                    mask = hit[1]
                    if ahead is not None:
                        for m in ahead:
                            if not m & mask:
                                break
                        else:
                            if not _fits(occ_p | mask, rest):
                                continue
                    elif not _fits(occ_p | mask, rest):
                        continue
                out.append(hit[0])
    return out


def shapes_key(tiles) -> tuple[str, ...]:
    return tuple(sorted(geo.tile_shape(t) for t in tiles if t))
