"""Develop: each seat may build one development (the chooser 1 credit cheaper)."""

from __future__ import annotations

from ..api import Prompt
from . import content, facts
from .actions import DEVELOP, PASS, Develop, NFAction
from .common import Step, ask, check_end, gain_credits, seat_done, seat_name
from .content import tile
from .state import NFState
from ..text import plural


def enter(state: NFState, s: int) -> None:
    state.step = "develop"


def affordable_devs(state: NFState, s: int) -> list[str]:
    """Developments in the supply that seat `s` does not own and can pay for, in supply order."""
    budget = state.credits[s] + facts.dev_discount(state, s)
    mine = state.devs[s]
    cost = content.costs()
    supply = state.supply
    # the cost first: it rules out most of the supply for the fewest steps
    return [d for d in supply if cost[d] <= budget and supply[d] > 0 and d not in mine]


class BuildOne(Step):
    """Each seat in turn builds one development it can afford, or passes."""

    name = "develop"
    accepts = ("develop", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        who = seat_name(state, s)
        if affordable_devs(state, s):
            return ask(f"{who}: build one development, or pass", "develop")
        state.say(f"{who} cannot afford a development")
        return None

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return [*map(DEVELOP.__getitem__, affordable_devs(state, s)), PASS]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Develop):
            if action.dev not in state.supply:
                return "that development is not in play"
            if state.supply[action.dev] <= 0:
                return f"no copy of {tile(action.dev).name} is left"
            if action.dev in state.devs[s]:
                return f"you already own {tile(action.dev).name}"
            cost = facts.dev_cost(state, s, action.dev)
            if cost > state.credits[s]:
                return f"{tile(action.dev).name} costs {plural(cost, 'credit')}; you have {state.credits[s]}"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        who = seat_name(state, s)
        if isinstance(action, Develop):
            cost = facts.dev_cost(state, s, action.dev)
            bonus = sum(p["amount"] for _, _, p in facts.powers(state, s, "develop") if p["effect"] == "gain_credits_after_develop")
            gain_credits(state, s, -cost)
            state.supply[action.dev] -= 1
            state.devs[s] = (*state.devs[s], action.dev)
            state.say(f"{who} builds {tile(action.dev).name} for {plural(cost, 'credit')}")
            if bonus:
                gain_credits(state, s, bonus)
                state.say(f"{who} gains {plural(bonus, 'credit')} after developing")
            check_end(state, s)
        else:
            state.say(f"{who} passes")
        seat_done(state)
