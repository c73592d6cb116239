"""Planet B placing (step "place"): lay each collected eco tile (or the spring) on the dome, in any order.

A tile pays its icons, and each new tree or water hex its group's size (tree_water_yield);
covering every dark hex ends the game after the round. Bees follow (bees.auto_bees).
"""

from __future__ import annotations

from functools import cache

from . import content
from . import geometry as geo
from .actions import Place
from .bees import auto_bees
from .placement import can_place_all, dark_padded, dome_occupancy, grown_dome, occupancy, place_actions, shapes_key
from .state import PlanetBState
from .words import cells_words, hx, seat_name, tile_words


def legal(state: PlanetBState, s: int) -> list[Place]:
    return place_actions(dome_occupancy(state.boards[s]), state.held)


def why_place(state: PlanetBState, s: int, action: Place) -> str | None:
    t, rot, at = action.tile, action.rot, action.at
    if state.step != "place":
        return "you have no tile to place now"
    if t not in state.held:
        return f"{tile_words(t)} is not one of the tiles you hold"
    spot = geo.placement_at(geo.tile_shape(t), rot).get(at)
    if spot is None:
        return "the tile would stick out of the dome"
    if rot not in geo.tile_rotations(t):
        r2, a2 = geo.canonical(t, rot, at)
        return f"same as rotation {r2} at {hx(a2)}: use that one"
    _cells, mask, touch = spot
    occ = occupancy(state.boards[s])
    if mask & occ:
        n = bin(mask & occ).count("1")
        return f"{n} of its hexes {'is' if n == 1 else 'are'} already covered"
    if occ == 0 and not mask >> geo.centre() & 1:
        return "your first tile must cover the centre hex (0,0)"
    if occ and not touch & occ:
        return "it must touch a tile already on your dome"
    k = state.held.index(t)
    rest = shapes_key(state.held[:k] + state.held[k + 1 :])
    if rest and not can_place_all(occ | mask, rest):
        return "then your other collected tiles could not all be placed"
    return None


_YIELDS = (("T", "tree", "oxygen"), ("W", "water", "water"))


@cache
def _tile_facts(tile_id: str) -> tuple[str, tuple[str, ...], tuple[tuple[str, str, str, tuple[int, ...]], ...], bool, str]:
    """What placing a tile needs wherever it goes: (shape, element codes, per yielding element
    (code, word, token, positions in the tile of its hexes), whether a flower is among them, the tile in words)."""
    codes = geo.tile_codes(tile_id)
    yields = tuple(
        (code, word, token, tuple(k for k, c in enumerate(codes) if c == code)) for code, word, token in _YIELDS if code in codes
    )
    return geo.tile_shape(tile_id), codes, yields, any(c in geo.BEE_OF_FLOWER for c in codes), tile_words(tile_id)


def gains(state: PlanetBState, cells: tuple[int, ...], board: str, tile_id: str) -> list[tuple[int, str, str]]:
    """What a tile covering `cells` gives, `board` being the dome with it: (amount, token, source)
    per source in order (icons, then each yielding element's groups, then a spring's water)."""
    _shape, _codes, yields, _flower, _words = _tile_facts(tile_id)
    cell_mask = 0
    for c in cells:
        cell_mask |= 1 << c
    side = geo.side(state.side)
    out = []
    icons_w = (cell_mask & side.water_mask).bit_count()
    icons_o = (cell_mask & side.oxygen_mask).bit_count()
    if icons_w:
        out.append((icons_w, "water", "icon"))
    if icons_o:
        out.append((icons_o, "oxygen", "icon"))
    for code, word, token, at in yields:
        members = geo.code_mask(board, code)
        if state.yield_rule == "once_per_group":
            gain = sum(g.bit_count() for g in {geo.group_mask(cells[k], members) for k in at})
        else:
            gain = sum(geo.group_mask(cells[k], members).bit_count() for k in at)
        out.append((gain, token, f"{word} group"))
    if tile_id == "SPRING":
        out.append((content.development().springs.water_gain, "water", "spring"))
    return out


def gain_words(amount: int, token: str, source: str) -> str:
    return f"+{amount} {token} ({source})"


def place(state: PlanetBState, s: int, action: Place) -> None:
    t = action.tile
    name = seat_name(state, s)
    shape, codes, _yields, flower, words = _tile_facts(t)
    cells, _mask, _touch = geo.placement_at(shape, action.rot)[action.at]
    boards = state.boards
    old = boards[s]
    board = list(old)
    for c, code in zip(cells, codes):
        board[c] = code
    boards[s] = board = "".join(board)
    held = state.held
    held.remove(t)
    state.placed[s] += (t,)
    state.last_cells[s] += cells
    gained = gains(state, cells, board, t)
    for amount, token, _source in gained:
        if token == "water":
            state.water[s] += amount
        else:
            state.oxygen[s] += amount
    notes = ", ".join(gain_words(*g) for g in gained)
    state.say(f"{name} places {words} on {cells_words(cells)}" + (f": {notes}" if notes else "") + ".")
    occ_p = grown_dome(old, board, shape, action.rot, action.at)
    if not state.end_reason and dark_padded(state.side) & ~occ_p == 0:
        state.end_reason = f"{name} completed their dome"
        state.say(f"{name} has covered every dark hex of their dome: the game ends after this round.")
    state.step = "place" if held else "after"
    # a new bee can only come from a new flower: the rest of the dome was settled after the last placement
    if flower:
        auto_bees(state, s, cells)
