"""Role selection: who selects next (priority order, snake order with two picks), the action
tiles left, and what selecting one does at once (Retreat, Envoys, Galaxy Goals, the draws)."""

from __future__ import annotations

from ..api import Prompt
from . import explore, goal_steps
from .actions import CHOOSE, NFAction
from .common import Step, ask, gain_credits, gain_vp, order, seat_name, trigger
from .state import ROLE_NAMES, NFState


def next_selector(state: NFState) -> int | None:
    """The seat that selects next this round, None when every selection is made."""
    n = len(state.seats)
    k = len(state.selections)
    if k >= n * state.picks_per_player:
        return None
    if k < n:
        return next(s for s in state.priority if s not in state.selections)
    return next(s for s in reversed(state.priority) if state.selections.count(s) < 2)


def choose(state: NFState, s: int, role: str) -> None:
    """Seat `s` selects `role`: the tile's own effect, then the queue of seats that resolve it."""
    who = seat_name(state, s)
    state.chosen[role] = s
    state.selections.append(s)
    state.role = role
    state.chooser = s
    state.say(f"{who} selects {ROLE_NAMES[role]}")
    if role == "retreat":
        gain_credits(state, s, 2)
        state.say(f"{who} gains 2 credits")
        state.role, state.chooser = "", -1
        return
    if role == "envoys":
        gain_vp(state, s, 1)
        priority = state.priority
        priority.remove(s)
        priority.insert(0, s)
        state.say(f"{who} gains 1 VP chip and moves to the first space of the priority track")
        state.role, state.chooser = "", -1
        return
    if role == "galaxy_goals":
        goal_steps.draw(state, s)
        return
    state.queue = order(state, s)
    state.archived = ()
    if role == "develop":
        state.step = "develop"
    elif role == "explore":
        explore.start(state)
    elif role == "settle":
        if state.colonist_supply <= 4:
            trigger(state, "colonists", f"Settle was selected with {state.colonist_supply} colonists left in the supply")
        state.step = "settle"
    elif role == "produce":
        state.step = "produce_pay"
    elif role == "trade_consume":
        state.step = "trade"
    goal_steps.offer_reveal(state, role)


class SelectRole(Step):
    """A seat selects one of the action tiles nobody selected yet this round."""

    name = "choose"
    accepts = ("choose",)

    def prompt(self, state: NFState, s: int) -> Prompt:
        return ask(f"{seat_name(state, s)}: select an action tile", "choose-role")

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        chosen = state.chosen
        return [CHOOSE[r] for r in state.roles if r not in chosen]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if action.role not in state.roles:
            return f"{action.role} is not an action tile in this game"
        if action.role in state.chosen:
            return f"{ROLE_NAMES[action.role]} was already selected this round by {seat_name(state, state.chosen[action.role])}"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        choose(state, s, action.role)
