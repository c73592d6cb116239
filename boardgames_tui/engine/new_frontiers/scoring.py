"""New Frontiers scoring: VP chips, world VP, development VP, large-development bonuses, goals."""

from __future__ import annotations

from ..api import ScoreSheet, SeatScore
from . import facts, robot_deck
from .content import matches, tile
from .goals import GOALS
from .state import NFState

CATEGORIES = ["VP chips", "worlds", "developments", "bonuses", "goals"]
TIE_BREAK = "most credits plus goods"


def bonus_of(state: NFState, s: int, dev: str) -> int:
    """End-game bonus of one large development for seat `s`."""
    total = 0
    for e in tile(dev).endgame:
        per = e["per"]
        if per == "colony":
            n = sum(1 for w in state.colonies[s] if matches(tile(w), e.get("filter")))
        elif per == "large_development":
            n = sum(1 for d in state.devs[s] if tile(d).size == "large")
        elif per == "small_development":
            n = sum(1 for d in state.devs[s] if tile(d).size == "small")
        elif per == "development_with_power":
            n = sum(1 for d in state.devs[s] if any(p["phase"] == e["phase"] for p in tile(d).powers))
        elif per == "world_with_power":
            n = sum(1 for w in state.colonies[s] if any(p["phase"] == e["phase"] for p in tile(w).powers))
        elif per == "vp_chips":
            n = state.vp[s] // e.get("divisor", 1)
        elif per == "permanent_military":
            n = max(0, facts.permanent_military(state, s))
        elif per == "owns_development":
            n = 1 if e["name"] in state.devs[s] else 0
        else:
            raise KeyError(per)
        total += e["vp"] * n
    return total


def score(state: NFState) -> ScoreSheet:
    n = len(state.seats)
    goal_pts = [0] * n
    for g in state.goals_up:
        for s, v in enumerate(GOALS.points(state, g)):
            goal_pts[s] += v
    rows = []
    for s in range(n):
        b = {
            "VP chips": state.vp[s],
            "worlds": sum(tile(w).vp for w in state.colonies[s]),
            "developments": sum(tile(d).vp for d in state.devs[s]),
            "bonuses": sum(bonus_of(state, s, d) for d in state.devs[s] if tile(d).size == "large"),
            "goals": goal_pts[s],
        }
        rows.append(SeatScore(seat=s, total=sum(b.values()), breakdown=b, tiebreak=[state.credits[s] + len(state.goods[s])]))
    notes = robot_deck.notes(state, [r.total for r in rows])
    return ScoreSheet.build(rows, final=state.finished, categories=CATEGORIES, tie_break_rule=TIE_BREAK, notes=notes)
