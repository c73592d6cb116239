"""Galaxy Goals option (project-edition goal data in rules/new-frontiers/goals.json).

`GOALS` is the hook object the engine calls: it builds the goal stack, says whether a goal is
usable now (face up) and scores the face-up goals, stockpile goals included.
"""

from __future__ import annotations

from ..rng import Rng
from . import content, facts
from .state import NFState


class GalaxyGoals:
    """What the Galaxy Goals option adds: a goal stack and goal points."""

    def in_play(self) -> list[str]:
        return [g.id for g in content.goals().values()]

    def face_up(self, state: NFState, goal: str) -> bool:
        return state.galaxy_goals and goal in state.goals_up

    def can_stock_colonist(self, state: NFState, s: int) -> bool:
        g = content.goals()["colonial_reserves"]
        return self.face_up(state, g.id) and state.colonists[s] >= 1 and state.stock_colonists[s] < (g.stockpile or {}).get("max", 6)

    def stock_credit_max(self, state: NFState, s: int) -> int:
        if not self.face_up(state, "galactic_treasury"):
            return 0
        return min(2, state.credits[s])

    def can_archive(self, state: NFState, s: int) -> bool:
        g = content.goals()["survey_archive"]
        return (
            self.face_up(state, g.id)
            and len(state.stock_worlds[s]) < ((g.stockpile or {}).get("max") or 3)
            and state.archived.count(s) < ((g.stockpile or {}).get("per_action") or 1)
        )

    def stocked(self, state: NFState, goal: str, s: int) -> int:
        if not state.stock_colonists:
            return 0
        return {
            "colonial_reserves": state.stock_colonists[s],
            "galactic_treasury": state.stock_credits[s],
            "survey_archive": len(state.stock_worlds[s]),
        }[goal]

    def stack(self, rng: Rng) -> list[str]:
        ids = self.in_play()
        rng.shuffle(ids)
        return ids

    def measure(self, state: NFState, goal: str, s: int) -> int:
        """The number a "most" goal compares, or the flag count of a threshold goal."""
        if goal == "faction_tolerance":
            return len(facts.faction_flags(state, s))
        if goal == "galactic_standard_of_living":
            return state.vp[s]
        if goal == "expansion_leader":
            return len(state.colonies[s])
        if goal == "military_might":
            return facts.permanent_military(state, s)
        if goal == "technology_leader":
            return facts.dev_units(state, s)
        return self.stocked(state, goal, s)

    def points(self, state: NFState, goal: str) -> list[int]:
        """Goal points per seat. "Most": ties share a rank and skip the next; second only at 3+ players."""
        g = content.goals()[goal]
        n = len(state.seats)
        values = [self.measure(state, goal, s) for s in range(n)]
        if g.category == "stockpile":
            sc = g.scoring
            if "per_items" in sc:
                out = [(v // sc["per_items"]) * sc["vp_per_group"] for v in values]
            else:
                out = [v * sc["per_item_vp"] for v in values]
            top = max(values)
            if sc.get("most_bonus") and top >= 1:
                out = [o + (sc["most_bonus"] if v == top else 0) for o, v in zip(out, values)]
            return out
        if g.category == "threshold":
            table = {int(k): v for k, v in g.scoring["table"].items()}
            return [table.get(min(v, max(table)), 0) if v > 0 else 0 for v in values]
        first, second, least = g.scoring["first"], g.scoring["second"], g.scoring.get("min", 1)
        out = [0] * n
        ok = [v for v in values if v >= least]
        if not ok:
            return out
        top = max(ok)
        winners = [s for s in range(n) if values[s] == top]
        for s in winners:
            out[s] = first
        if len(winners) == 1 and n >= 3:
            rest = [v for v in ok if v < top]
            if rest:
                sec = max(rest)
                for s in range(n):
                    if values[s] == sec:
                        out[s] = second
        return out


GOALS = GalaxyGoals()
