"""Where a tile or a biomass patch may go: a direct footprint check and the full enumeration.

Geometry comes from content.layouts (polyomino.orient with the labels carried along); this
module only knows the placement rules of Planet Unknown (§7 of the brief).
"""

from __future__ import annotations

from collections.abc import Iterator

from .content import OFF, SIZE, UNCOVERED, geometry, layout_index, layouts
from .planets import planet_hook
from .state import Player, PUState

PLACEMENT_RULES = ("no_edge", "no_ice", "no_matching_neighbours")
"""Event round rules that restrict tile placement."""

def ability(p: Player, name: str) -> bool:
    from .corporations import ability as _ability

    return _ability(p, name)


def rover_tile_free(p: Player, tile: int) -> bool:
    """Horizon Group tech 1: a tile with rover terrain ignores the placement restrictions."""
    from .content import tiles

    return "rover" in tiles()[tile].resources and ability(p, "rover_tiles_free")


def tech_level(p: Player) -> int:
    from .corporations import corp

    return corp(p).tech_level(p)


def _neighbours(i: int) -> Iterator[int]:
    r, c = divmod(i, SIZE)
    if r > 0:
        yield i - SIZE
    if c < SIZE - 1:
        yield i + 1
    if r < SIZE - 1:
        yield i + SIZE
    if c > 0:
        yield i - 1


def neighbours(i: int) -> list[int]:
    return list(_neighbours(i))


def covered(p: Player, i: int) -> bool:
    ch = p.terrain[i]
    return ch != UNCOVERED and ch != OFF


def active_rule(state: PUState, p: Player) -> str:
    """The round's placement restriction that applies to this seat ('' for none)."""
    if state.event_rule in PLACEMENT_RULES and not p.unrestricted:
        return state.event_rule
    return ""


def footprint(tile: int, row: int, col: int, rotation: int, flipped: bool) -> list[tuple[int, int, str, bool, bool]] | None:
    """(row, col, terrain letter, icon, meteor) of every square; None when off the 12x12 box."""
    lay = layouts(tile)[layout_index(tile)[(rotation % 4, flipped)]]
    out = []
    for dr, dc, t, icon, met in lay.cells:
        r, c = row + dr, col + dc
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            return None
        out.append((r, c, t, icon, met))
    return out


def why_not_here(state: PUState, seat: int, tile: int, row: int, col: int, rotation: int, flipped: bool, rule: str | None = None) -> str | None:
    """The reason a tile cannot go there, or None. A direct check of the footprint."""
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
        elif not any(covered(p, n) for i in ids for n in _neighbours(i)):
            return "the tile must touch one of your tiles or biomass patches (side to side)"
    if rule == "no_edge" and any(i in geo.edge for i in ids):
        return "this round's event forbids touching the planet edge"
    if rule == "no_ice" and any(i in geo.ice for i in ids):
        return "this round's event forbids covering planetary ice"
    if rule == "no_matching_neighbours":
        own = set(ids)
        for (r, c, t, *_), i in zip(cells, ids):
            for n in _neighbours(i):
                if n not in own and _terrain_of(p.terrain[n]) == t:
                    return f"this round's event forbids placing {t!r} terrain next to the same terrain (square {r + 1},{c + 1})"
    if hook is not None:
        reason = hook.placement_problem(p, geo, cells, ids)
        if reason is not None:
            return reason
    return None


def _terrain_of(ch: str) -> str:
    if ch == "p":
        return "b"
    return ch.lower()


def iter_placements(state: PUState, seat: int, tile: int, rule: str | None = None) -> Iterator[tuple[int, int, int, bool]]:
    """Every legal (row, col, rotation, flipped), orientations in layout order, then rows, then columns."""
    p = state.players[seat]
    geo = geometry(p.planet)
    terrain = p.terrain
    free = {i for i in geo.playable if terrain[i] == UNCOVERED}
    if rule is None:
        rule = active_rule(state, p)
    hook = planet_hook(p.planet)
    free_placement = ability(p, "free_placement")
    if rover_tile_free(p, tile):
        free_placement, rule = True, ""
    first = not p.tiles
    if free_placement:
        anchor = None
    elif first:
        anchor = geo.edge if not (hook and hook.replaces_first_tile_rule) else None
    else:
        anchor = {n for i in geo.playable if terrain[i] not in (UNCOVERED, OFF) for n in _neighbours(i)}
    forbidden: set[int] = set()
    if rule == "no_edge":
        forbidden = set(geo.edge)
    elif rule == "no_ice":
        forbidden = set(geo.ice)
    slow = rule == "no_matching_neighbours" or hook is not None or (first and hook is not None)
    for lay in layouts(tile):
        offs = [dr * SIZE + dc for dr, dc, *_ in lay.cells]
        for r in range(SIZE - lay.height + 1):
            base = r * SIZE
            for c in range(SIZE - lay.width + 1):
                o = base + c
                ids = [o + d for d in offs]
                if not all(i in free for i in ids):
                    continue
                if anchor is not None and not any(i in anchor for i in ids):
                    continue
                if forbidden and any(i in forbidden for i in ids):
                    continue
                if slow and why_not_here(state, seat, tile, r, c, lay.rotation, lay.flipped, rule) is not None:
                    continue
                yield r, c, lay.rotation, lay.flipped


def can_place(state: PUState, seat: int, tile: int, rule: str | None = None) -> bool:
    return next(iter_placements(state, seat, tile, rule), None) is not None


def patch_cells(p: Player) -> list[int]:
    """Where a biomass patch may go: an uncovered square next to a tile or patch (event rules ignored)."""
    geo = geometry(p.planet)
    t = p.terrain
    hook = planet_hook(p.planet)
    out = []
    for i in sorted(geo.playable):
        if t[i] != UNCOVERED:
            continue
        if not any(covered(p, n) for n in _neighbours(i)):
            continue
        if hook is not None and hook.placement_problem(p, geo, [(i // SIZE, i % SIZE, "p", False, False)], [i]) is not None:
            continue
        out.append(i)
    from .corporations import corp

    extra = corp(p).extra_patch_cells(p)
    return sorted(out + extra) if extra else out
