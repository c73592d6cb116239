"""Planet B placement search: where a held tile may go, and do a set of tiles still fit? (bit masks, memoised).

The search works on a padded bit board: bit 10·(r+4) + (q+4) is hex (q, r), so a hex offset
(dq, dr) is the same bit shift everywhere, and every spot of one rotation of a shape is
checked at once: the anchors whose cells are all free are the AND of the free mask shifted
by each cell's offset (the one spare column per row keeps the E/W neighbours from wrapping).
Callers outside this module use hex-index masks (bit i = hex i); `pad` converts.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import compress

from .. import hexgrid
from . import content
from . import geometry as geo
from .actions import Place, place

PADDED_ROW = 10
"""Padded row width: 9 hexes and one spare column."""
_B = 32
"""Bias: the free and front masks are kept shifted left by _B, so that every cell offset of a
shape (-30 < offset < 30) is a right shift, o + _B (no sign test in the hot loops)."""


def _p(q: int, r: int) -> int:
    return PADDED_ROW * (r + 4) + (q + 4)


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
        tuple(dq + PADDED_ROW * dr for dq, dr in hexgrid.DIRECTIONS),
    )


_OCCUPIED = str.maketrans({chr(k): "1" for k in range(128)} | {geo.EMPTY: "0"})


@lru_cache(maxsize=8192)
def occupancy(board: str) -> int:
    """The bit mask of the covered hexes of a dome string (bit i = hex i; memoised: a dome
    string is shared by the states of a game until a tile lands on it)."""
    return int(board.translate(_OCCUPIED)[::-1], 2)


_DOMES: dict[str, int] = {}
"""Dome string -> its padded occupancy: filled by dome_occupancy and, for the dome a tile
makes, by grown_dome (the old dome's mask and the tile's spot, without reading the string)."""
_DOMES_KEPT = 50_000
"""More domes than this and the memo starts again (a long search or sweep would grow it without end)."""


def dome_occupancy(board: str) -> int:
    """The padded mask of the covered hexes of a dome string."""
    occ_p = _DOMES.get(board)
    if occ_p is None:
        occ_p = _remember_dome(board, pad(occupancy(board)))
    return occ_p


def grown_dome(old: str, new: str, shape_id: str, rot: int, at: int) -> int:
    """The padded occupancy of `new`, the dome `old` with a tile of this shape laid at (rot, at)."""
    occ_p = _DOMES.get(new)
    if occ_p is None:
        occ_p = _remember_dome(new, dome_occupancy(old) | (_rotation(shape_id, rot)[2] << _anchor_bit()[at]) >> _B)
    return occ_p


def _remember_dome(board: str, occ_p: int) -> int:
    if len(_DOMES) >= _DOMES_KEPT:
        _DOMES.clear()
    _DOMES[board] = occ_p
    return occ_p


@cache
def _anchor_bit() -> tuple[int, ...]:
    """Per hex index: its bit on the padded board."""
    return tuple(_p(*h) for h in geo.hexes())


@cache
def dark_padded(side_id: str) -> int:
    """The dark hexes of a dome side as a padded mask."""
    return pad(geo.side(side_id).dark_mask)


@lru_cache(maxsize=4096)
def _free_and_front(occ_p: int) -> tuple[int, int]:
    """The free hexes, and those a new tile must cover one of (next to the dome, or the centre
    of an empty one), both biased by _B (memoised: the fit checks of one prompt share a dome)."""
    board, centre, dirs = _board()
    free = board & ~occ_p
    if not occ_p:
        return free << _B, centre << _B
    near = 0
    for d in dirs:
        near |= occ_p << d if d > 0 else occ_p >> -d
    return free << _B, (near & free) << _B


@cache
def _rotation(shape_id: str, rot: int) -> tuple[tuple[int, ...], int, int]:
    """(right shifts of the biased masks, one per cell: offset + _B; padded mask of the anchors
    where the rotation lies on the dome; mask of its cells from anchor 0, biased by _B)."""
    offsets = [dq + PADDED_ROW * dr for dq, dr in geo.rotated_cells(shape_id, rot)]
    anchors = sum(1 << _p(*geo.hexes()[a]) for a, _cells, _m, _t in geo.placements(shape_id, rot))
    return tuple(o + _B for o in offsets), anchors, sum(1 << (o + _B) for o in offsets)


@cache
def _shape_rotations(shape_id: str) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """_rotation of each rotation giving a distinct set of hexes (for "does it fit" questions)."""
    return tuple(_rotation(shape_id, rot) for rot in geo.shape_rotations(shape_id))


def can_place_all(occ: int, shapes: tuple[str, ...]) -> bool:
    """True when tiles of these shapes (sorted) can all be placed, in some order, on a dome of occupancy occ (hex-index mask)."""
    return fits(pad(occ), shapes)


@lru_cache(maxsize=1024)
def _fit_plan(shapes: tuple[str, ...]) -> tuple[tuple[tuple[tuple[tuple[int, ...], int, int], ...], tuple[str, ...], tuple | None], ...]:
    """What `fits` tries first for each distinct shape of `shapes`, in order: (its rotations
    (_shape_rotations), the other shapes, the rotations of the other shape when it is the only one)."""
    out = []
    for k, s in enumerate(shapes):
        if s not in shapes[:k]:
            rest = shapes[:k] + shapes[k + 1 :]
            out.append((_shape_rotations(s), rest, _shape_rotations(rest[0]) if len(rest) == 1 else None))
    return tuple(out)


@lru_cache(maxsize=100_000)
def fits(occ_p: int, shapes: tuple[str, ...]) -> bool:
    """can_place_all for a padded occupancy."""
    if not shapes:
        return True
    free_b, front_b = _free_and_front(occ_p)
    for rotations, rest, last in _fit_plan(shapes):
        for shifts, on_board, cells_b in rotations:
            anchors = hexgrid.spots(shifts, on_board, free_b, front_b)
            if not anchors:
                continue
            if not rest:
                return True
            if last is not None and occ_p:
                # the last shape fits after this one if it has a spot clear of this one's first
                # spot on the dome as it is (the spot still touches the dome then): no search
                clear_b = free_b & ~(cells_b * (anchors & -anchors))
                for shifts2, ok2, _cells in last:
                    if hexgrid.spots(shifts2, ok2, clear_b, front_b):
                        return True
            for a in hexgrid.bits(anchors):
                if fits(occ_p | (cells_b << a) >> _B, rest):
                    return True
    return False


@cache
def _hex_of_bit() -> dict[int, int]:
    return {1 << _p(*h): i for i, h in enumerate(geo.hexes())}


_SPAN = PADDED_ROW * 9
"""Padded bits per rotation in a tile's spot table (nine rows of PADDED_ROW)."""


@cache
def _tile_rotations(tile_id: str) -> tuple[tuple[tuple[tuple[int, ...], int, int, int], ...], tuple[Place | None, ...]]:
    """(per distinct rotation of a tile: _rotation's three and where the rotation starts in the
    spots; the spots: its Place action at bit k * _SPAN + padded anchor bit for rotation k, None
    where no anchor). Every legal list shares these values (they are frozen)."""
    shape = geo.tile_shape(tile_id)
    hex_of_bit = _hex_of_bit()
    rotations = []
    spots: list[Place | None] = []
    for rot in geo.tile_rotations(tile_id):
        shifts, anchors, cells_b = _rotation(shape, rot)
        rotations.append((shifts, anchors, cells_b, len(spots)))
        spots += [place(tile_id, rot, hex_of_bit[1 << b]) if anchors >> b & 1 else None for b in range(_SPAN)]
    return tuple(rotations), tuple(spots)


def _chosen(spots: tuple[Place | None, ...], mask: int) -> Iterator[Place]:
    """The spots at the set bits of mask, ascending (in C: a Python loop over the bits took a fifth of a playout)."""
    return compress(spots, hexgrid.bit_selectors(mask))


def build_place_tables() -> None:
    """Every Place value of every tile (about 16,000), built once at import. Built lazily they cost
    a random playout about a quarter of its time the first time round: making them, and the
    garbage collector scanning them over and over while they are still young."""
    for tile_id in (*content.tiles_by_id(), "SPRING"):
        _tile_rotations(tile_id)


@lru_cache(maxsize=1024)
def _held_rests(held: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Per distinct held tile, in order: (tile, shapes_key of the other held tiles)."""
    out = []
    for k, t in enumerate(held):
        if t not in held[:k]:
            out.append((t, shapes_key(held[:k] + held[k + 1 :])))
    return tuple(out)


def place_actions(occ_p: int, held: list[str]) -> list[Place]:
    """The legal Place actions for the held tiles on a dome of padded occupancy occ_p.

    A spot is legal when it is free, touches the dome (or covers the centre on an empty dome)
    and leaves the other held tiles placeable. Order: held tile, rotation, anchor hex.
    """
    free_b, front_b = _free_and_front(occ_p)
    out: list[Place] = []
    for t, rest in _held_rests(tuple(held)):
        ahead = None
        if len(rest) == 1 and occ_p:
            # one other tile: it fits after this one whenever one of its spots on the dome as
            # it is now misses this one's hexes (the dome only grows); only the anchors of this
            # one that hit every such spot need the search (a few of those spots suffice: the
            # first and the last of each rotation, far apart)
            ahead = []
            for shifts, ok, cells_b in _shape_rotations(rest[0]):
                theirs = hexgrid.spots(shifts, ok, free_b, front_b)
                if theirs:
                    ahead.append(cells_b * (theirs & -theirs))  # the spot's hexes, biased by _B
                    ahead.append(cells_b * (1 << (theirs.bit_length() - 1)))
        rotations, spots = _tile_rotations(t)
        chosen = 0
        for shifts, on_board, cells_b, start in rotations:
            anchors = hexgrid.spots(shifts, on_board, free_b, front_b)
            if not anchors:
                continue
            if rest:
                doubtful = anchors
                if ahead is not None:
                    for m in ahead:
                        doubtful &= hexgrid.covering(shifts, m)
                        if not doubtful:
                            break
                for a in hexgrid.bits(doubtful):  # the search decides these
                    if not fits(occ_p | (cells_b << a) >> _B, rest):
                        anchors ^= 1 << a
            chosen |= anchors << start
        out += _chosen(spots, chosen)
    return out


def shapes_key(tiles) -> tuple[str, ...]:
    return tuple(sorted(geo.tile_shape(t) for t in tiles if t))


@lru_cache(maxsize=4096)
def offer_shapes(offer: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    """(how many eco tiles, shapes_key) of the tiles on a development tile ("" = empty slot)."""
    return sum(1 for t in offer if t), shapes_key(offer)


build_place_tables()
