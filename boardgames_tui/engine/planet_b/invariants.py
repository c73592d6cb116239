"""Planet B invariants: conservation of tiles, bees, animals and springs; sane counters."""

from __future__ import annotations

from ..api import HIDDEN
from . import content
from . import geometry as geo
from . import scoring
from .state import PlanetBState


def check_invariants(state: PlanetBState) -> list[str]:
    """Violated invariants of a full state (empty when all hold)."""
    bad = []
    n = len(state.seats)
    for s in range(n):
        if state.water[s] < 0 or state.oxygen[s] < 0:
            bad.append(f"seat {s}: negative water/oxygen")
        board, cover = state.boards[s], state.cover[s]
        if len(board) != geo.N_HEX or len(cover) != geo.N_HEX:
            bad.append(f"seat {s}: board length")
        for i, c in enumerate(cover):
            if c == ".":
                continue
            if c in "YRP" and geo.BEE_OF_FLOWER.get(board[i]) != c:
                bad.append(f"seat {s}: bee on a non-matching hex {i}")
            if c in "bks" and board[i] != geo.HABITAT_CODE[geo.ANIMAL_OF_CODE[c]]:
                bad.append(f"seat {s}: animal on a wrong habitat {i}")
        if state.multiplier and state.multiplier[s] != scoring.track_score(state, s) // 50:
            bad.append(f"seat {s}: multiplier marker {state.multiplier[s]} but score {scoring.track_score(state, s)}")
        hexes_placed = sum(len(geo.tile_codes(t)) for t in state.placed[s])
        if hexes_placed != geo.N_HEX - board.count("."):
            bad.append(f"seat {s}: placed tiles and covered hexes differ")
    all_ids = [t for t in state.held if t != "SPRING"] + list(state.removed)
    for o in state.offer:
        all_ids.extend(t for t in o if t)
    for p in state.placed:
        all_ids.extend(t for t in p if t != "SPRING")
    for ids in state.stacks.values():
        all_ids.extend(ids)
    if HIDDEN not in all_ids:
        if sorted(all_ids) != sorted(t.id for t in content.eco().tiles):
            bad.append("eco tiles not conserved")
    springs_out = sum(p.count("SPRING") for p in state.placed) + state.held.count("SPRING")
    if state.springs + springs_out != content.development().springs.count:
        bad.append("springs not conserved")
    for b in content.development().bees:
        c = b.id[-1]
        on = sum(cv.count(c) for cv in state.cover) // 2
        if state.bee_supply[c] < 0 or state.bee_supply[c] + on != b.supply:
            bad.append(f"{b.id} not conserved")
    for a in content.development().animals:
        on = sum(1 for lst in state.animals for t in lst if t[0] == geo.ANIMAL_CODE[a.id])
        if state.animal_supply[a.id] < 0 or state.animal_supply[a.id] + on != a.supply:
            bad.append(f"{a.id} not conserved")
    if not 0 <= state.track < state.track_len:
        bad.append("water track out of range")
    if len(state.harvest_stack) + len(state.harvests_used) != len(content.development().harvest_tiles):
        bad.append("harvest tiles not conserved")
    return bad
