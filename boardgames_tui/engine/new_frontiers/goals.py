"""Galaxy Goals option (project-edition goal data in rules/new-frontiers/goals.json).

`GOALS` is the hook object the engine calls: it builds the goal stack and scores the face-up
goals. Stockpile goals (they need stockpile mats and extra prompts) are left out of the stack:
see rules.md.
"""

from __future__ import annotations

from ..rng import Rng
from . import content, facts
from .state import NFState


class GalaxyGoals:
    """What the Galaxy Goals option adds: a goal stack and goal points."""

    def in_play(self) -> list[str]:
        return [g.id for g in content.goals().values() if g.category != "stockpile"]

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
        raise KeyError(goal)

    def points(self, state: NFState, goal: str) -> list[int]:
        """Goal points per seat. "Most": ties share a rank and skip the next; second only at 3+ players."""
        g = content.goals()[goal]
        n = len(state.seats)
        values = [self.measure(state, goal, s) for s in range(n)]
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
