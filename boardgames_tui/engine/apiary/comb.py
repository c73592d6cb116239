"""The Hibernation Comb read-only: empty pods, tokens per sector, places and majority prizes (§12.3).

Both the rules (the `sector_majority` count) and final scoring read these, so they sit below
both: this module imports only content and state.
"""

from __future__ import annotations

from .content import content
from .state import ApiaryState


def empty_pods(s: ApiaryState) -> list[str]:
    return [pod for pod in s.pods if s.comb[pod] < 0]


def majority(values: dict[int, int], prizes: list[int]) -> dict[int, int]:
    """Prize per seat: tied groups split the best place they occupy (rounded down) and use up the places below."""
    out: dict[int, int] = {}
    ranked = sorted({v for v in values.values() if v > 0}, reverse=True)
    place = 0
    for v in ranked:
        group = [s for s, x in values.items() if x == v]
        if place >= len(prizes):
            break
        share = prizes[place] // len(group)
        for seat in group:
            out[seat] = share
        place += len(group)
    return out


def sector_counts(s: ApiaryState) -> list[tuple[dict, dict[int, int]]]:
    """(sector, tokens per seat) of every sector in play."""
    out = []
    for sec in content().sectors:
        ids = [p["id"] for p in sec["pods"] if p["id"] in s.comb]
        if not ids:
            continue
        counts: dict[int, int] = {}
        for pod in ids:
            if s.comb[pod] >= 0:
                counts[s.comb[pod]] = counts.get(s.comb[pod], 0) + 1
        out.append((sec, counts))
    return out


def sector_places(s: ApiaryState) -> dict[str, dict[int, int]]:
    """Sector id -> place (1 = most tokens, ties share) of every seat with a token there."""
    out: dict[str, dict[int, int]] = {}
    for sec, counts in sector_counts(s):
        ranked = sorted(set(counts.values()), reverse=True)
        out[sec["id"]] = {seat: ranked.index(v) + 1 for seat, v in counts.items()}
    return out


def comb_scores(s: ApiaryState) -> dict[int, int]:
    """Seat -> VP from the sector majorities."""
    total: dict[int, int] = {}
    for sec, counts in sector_counts(s):
        for seat, v in majority(counts, sec["prizes"]).items():
            total[seat] = total.get(seat, 0) + v
    return total
