"""Where a tile or a biomass patch may go: a direct footprint check and the full enumeration.

Geometry comes from content.layouts (polyomino.orient with the labels carried along) and the
search runs on polyomino bitboards: for each layout, one mask of every origin where the tile
fits, touches what it must and avoids what the round forbids. This module only knows the
placement rules of Planet Unknown (§7 of the brief); planets with a placement rule of their
own (planets.py) and the "no matching neighbours" event still check each candidate directly.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import compress

from ..polyomino import bits, fitting, touching
from .actions import Place, place_value
from .content import FOOTPRINT_SETS, SIZE, UNCOVERED, footprints, geometry, layout_index, layouts, tiles
from .corporations import ability, corp
from .lookups import NEIGHBOURS, covered, terrain_masks, terrain_of
from .planets import planet_hook
from .state import Player, PUState

PLACEMENT_RULES = ("no_edge", "no_ice", "no_matching_neighbours")
"""Event round rules that restrict tile placement."""


def rover_tile_free(p: Player, tile: int) -> bool:
    """Horizon Group tech 1: a tile with rover terrain ignores the placement restrictions."""
    return "rover" in tiles()[tile].resources and ability(p, "rover_tiles_free")


def active_rule(state: PUState, p: Player) -> str:
    """The round's placement restriction that applies to this seat ('' for none)."""
    if state.event_rule in PLACEMENT_RULES and not p.unrestricted:
        return state.event_rule
    return ""


def footprint(tile: int, row: int, col: int, rotation: int, flipped: bool) -> list[tuple[int, int, str, bool, bool]] | None:
    """(row, col, terrain letter, icon, meteor) of every square; None when off the 12x12 box
    (a layout's cells start at its bounding box's top-left corner)."""
    lay = layouts(tile)[layout_index(tile)[(rotation % 4, flipped)]]
    if row < 0 or col < 0 or row + lay.height > SIZE or col + lay.width > SIZE:
        return None
    return [(row + dr, col + dc, t, icon, met) for dr, dc, t, icon, met in lay.cells]


# ----------------------------------------------------------------------------- the search


def fit_masks(tile: int, planet: int, terrain: str, anchor: str, forbidden: str) -> tuple[int, ...]:
    """Per layout of the tile, the bitboard of origins where it lies on free squares, touches
    the `anchor` squares ("edge", "touch": next to a covered square, "": anywhere) and avoids
    the `forbidden` ones ("edge", "ice" or ""): the search of its footprints, mapped back."""
    key, _, per_layout = footprints(tile)
    return tuple(map(_footprint_fits(key, planet, terrain, anchor, forbidden).__getitem__, per_layout))


@lru_cache(maxsize=8192)
def _footprint_fits(key: int, planet: int, terrain: str, anchor: str, forbidden: str) -> tuple[int, ...]:
    """fit_masks per distinct footprint of a set (content.footprints): a pure function of its
    arguments, so cached and shared by every tile of the shape, the draft check, the legal
    placements and the check of the one chosen."""
    geo = geometry(planet)
    free, anchor_mask, forbidden_mask = _masks(geo, terrain, anchor, forbidden)
    return tuple(_fit(offs, origins, free, anchor_mask, forbidden_mask) for offs, origins in FOOTPRINT_SETS[key])


@lru_cache(maxsize=8192)
def _fits_somewhere(key: int, planet: int, terrain: str, anchor: str, forbidden: str) -> bool:
    """Whether any footprint of the set fits (can_place): stops at the first that does."""
    geo = geometry(planet)
    free, anchor_mask, forbidden_mask = _masks(geo, terrain, anchor, forbidden)
    return any(_fit(offs, origins, free, anchor_mask, forbidden_mask) for offs, origins in FOOTPRINT_SETS[key])


def _masks(geo, terrain: str, anchor: str, forbidden: str) -> tuple[int, int | None, int]:
    free, _, touch = terrain_masks(terrain)
    anchor_mask = geo.edge_mask if anchor == "edge" else touch if anchor == "touch" else None
    forbidden_mask = geo.edge_mask if forbidden == "edge" else geo.ice_mask if forbidden == "ice" else 0
    return free & geo.playable_mask, anchor_mask, forbidden_mask


def _fit(offs: tuple[int, ...], origins: int, free: int, anchor_mask: int | None, forbidden_mask: int) -> int:
    fit = fitting(offs, origins, free)
    if fit and anchor_mask is not None:
        fit = touching(offs, fit, anchor_mask)
    if fit and forbidden_mask:
        fit &= ~touching(offs, fit, forbidden_mask)
    return fit


def _search_terms(state: PUState, seat: int, tile: int, rule: str | None) -> tuple[tuple[int, str, str, str], bool, str]:
    """The terms of the bitboard search for one seat and tile: the key of fit_masks (planet,
    terrain, anchor, forbidden), whether each candidate still needs the direct check (a
    planet's own rule, the matching-neighbours event), and the round's rule as it applies to
    this tile. (A plain function: it runs for every draft check and placement list.)"""
    p = state.players[seat]
    if rule is None:
        rule = active_rule(state, p)
    planet = p.planet
    hook = planet_hook(planet)
    free_placement = ability(p, "free_placement")
    if tile in _ROVER_TILES and ability(p, "rover_tiles_free"):  # rover_tile_free
        free_placement, rule = True, ""
    if free_placement:
        anchor = ""
    elif not p.tiles:
        anchor = "" if hook and hook.replaces_first_tile_rule else "edge"
    else:
        anchor = "touch"
    forbidden = "edge" if rule == "no_edge" else "ice" if rule == "no_ice" else ""
    return (planet, p.terrain, anchor, forbidden), rule == "no_matching_neighbours" or hook is not None, rule


_ROVER_TILES = frozenset(t for t in range(len(tiles())) if "rover" in tiles()[t].resources)
"""Tiles showing rover terrain (Horizon Group tech 1 places them freely)."""


def iter_placements(state: PUState, seat: int, tile: int, rule: str | None = None) -> Iterator[tuple[int, int, int, bool]]:
    """Every legal (row, col, rotation, flipped), orientations in layout order, then rows, then columns."""
    key, slow, rule = _search_terms(state, seat, tile, rule)
    for lay, fit in zip(layouts(tile), fit_masks(tile, *key)):
        for o in bits(fit):
            r, c = divmod(o, SIZE)
            if slow and why_not_here(state, seat, tile, r, c, lay.rotation, lay.flipped, rule) is not None:
                continue
            yield r, c, lay.rotation, lay.flipped


def place_actions(state: PUState, seat: int, tile: int) -> list[Place]:
    """The legal Place actions for the tile in hand, in iter_placements' order."""
    key, slow, rule = _search_terms(state, seat, tile, None)
    masks = fit_masks(tile, *key)
    out: list[Place] = []
    if slow:
        for lay, table, fit in zip(layouts(tile), _place_tables(tile), masks):
            out.extend(table[o] for o in bits(fit) if why_not_here(state, seat, tile, o // SIZE, o % SIZE, lay.rotation, lay.flipped, rule) is None)
        return out
    for table, fit in zip(_place_tables(tile), masks):
        if fit:
            out.extend(compress(table, _bit_flags(fit)))
    return out


_FLAGS = bytes.maketrans(b"01", b"\x00\x01")
_SQUARES = range(SIZE * SIZE)


def _bit_flags(mask: int) -> bytes:
    """One byte per square up to the mask's highest bit, 1 where the bit is set, lowest bit
    first: with itertools.compress this lists a mask's origins without a Python loop per bit
    (compress stops at the last set bit; bin() needs no padding to 144 squares)."""
    return bin(mask)[:1:-1].encode().translate(_FLAGS)


@cache
def _place_table(rotation: int, flipped: bool) -> tuple[Place, ...]:
    """The Place action of each origin square for one turn of a tile (shared frozen values)."""
    return tuple(place_value(o // SIZE, o % SIZE, rotation, flipped) for o in range(SIZE * SIZE))


@cache
def _place_tables(tile: int) -> tuple[tuple[Place, ...], ...]:
    """_place_table of each of the tile's layouts, in layouts() order."""
    return tuple(_place_table(lay.rotation, lay.flipped) for lay in layouts(tile))


def can_place(state: PUState, seat: int, tile: int, rule: str | None = None) -> bool:
    key, slow, rule = _search_terms(state, seat, tile, rule)
    if not slow:  # only whether something fits: the search stops at the first footprint that does
        return _fits_somewhere(footprints(tile)[0], *key)
    for lay, fit in zip(layouts(tile), fit_masks(tile, *key)):
        for o in bits(fit):
            if why_not_here(state, seat, tile, o // SIZE, o % SIZE, lay.rotation, lay.flipped, rule) is None:
                return True
    return False


def place_problem(state: PUState, seat: int, tile: int, row: int, col: int, rotation: int, flipped: bool) -> str | None:
    """Why the tile in hand may not go there, or None: one bit of the bitboard search, and
    the square-by-square reasons only when it is not set (or the planet has a rule of its own)."""
    if 0 <= row < SIZE and 0 <= col < SIZE:
        key, slow, _ = _search_terms(state, seat, tile, None)
        if not slow and fit_masks(tile, *key)[layout_index(tile)[(rotation % 4, flipped)]] >> (row * SIZE + col) & 1:
            return None
    return why_not_here(state, seat, tile, row, col, rotation, flipped)


# ----------------------------------------------------------------------------- the direct check


def why_not_here(state: PUState, seat: int, tile: int, row: int, col: int, rotation: int, flipped: bool, rule: str | None = None) -> str | None:
    """The reason a tile cannot go there, or None. A direct check of the footprint, square by square."""
    p = state.players[seat]
    geo = geometry(p.planet)
    cells = footprint(tile, row, col, rotation, flipped)
    if cells is None:
        return "part of the tile would hang over the edge of the planet"
    ids = [r * SIZE + c for r, c, *_ in cells]
    for (r, c, *_), i in zip(cells, ids):
        if i not in geo.playable:
            return f"square ({r + 1},{c + 1}) is not part of the planet"
        if p.terrain[i] != UNCOVERED:
            return f"square ({r + 1},{c + 1}) is already covered"
    if rule is None:
        rule = active_rule(state, p)
    free_placement = ability(p, "free_placement")
    if rover_tile_free(p, tile):
        free_placement, rule = True, ""
    hook = planet_hook(p.planet)
    if not free_placement:
        if not p.tiles:
            reason = hook.first_tile_problem(geo, ids) if hook else None
            if reason is not None:
                return reason
            if hook is None or not hook.replaces_first_tile_rule:
                if not any(i in geo.edge for i in ids):
                    return "your first tile must touch the edge of the planet"
        elif not any(covered(p, n) for i in ids for n in NEIGHBOURS[i]):
            return "the tile must touch one of your tiles or biomass patches (side to side)"
    if rule == "no_edge" and any(i in geo.edge for i in ids):
        return "this round's event forbids touching the planet edge"
    if rule == "no_ice" and any(i in geo.ice for i in ids):
        return "this round's event forbids covering planetary ice"
    if rule == "no_matching_neighbours":
        own = set(ids)
        for (r, c, t, *_), i in zip(cells, ids):
            for n in NEIGHBOURS[i]:
                if n not in own and terrain_of(p.terrain[n]) == t:
                    return f"this round's event forbids placing {t!r} terrain next to the same terrain (square {r + 1},{c + 1})"
    if hook is not None:
        reason = hook.placement_problem(p, geo, cells, ids)
        if reason is not None:
            return reason
    return None


# ----------------------------------------------------------------------------- biomass patches


def patch_cells(p: Player) -> list[int]:
    """Where a biomass patch may go: an uncovered square next to a tile or patch (event rules ignored)."""
    geo = geometry(p.planet)
    free, _, touch = terrain_masks(p.terrain)
    hook = planet_hook(p.planet)
    out = list(compress(_SQUARES, _bit_flags(free & touch & geo.playable_mask)))
    if hook is not None:
        out = [i for i in out if hook.placement_problem(p, geo, [(i // SIZE, i % SIZE, "p", False, False)], [i]) is None]
    extra = corp(p).extra_patch_cells(p)
    return sorted(out + extra) if extra else out


def build_tables() -> None:
    """Every tile's layouts and footprints and the Place value of every origin of every turn,
    built once at import (~20 ms): built on first use they cost the first game of a process
    almost half of its instructions."""
    for tile in range(len(tiles())):
        footprints(tile)
        _place_tables(tile)


build_tables()
