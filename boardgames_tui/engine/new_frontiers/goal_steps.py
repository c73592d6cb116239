"""The steps the Galaxy Goals option adds to the turn: drawing and keeping goals, turning a
face-down stockpile goal up, and the stockpile mat (Colonial Reserves, Galactic Treasury).

goals.py is the hook that says what a goal allows and scores it; this module is the prompts.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..api import Prompt, put, without
from . import content
from .actions import Bottom, Keep, NFAction, Pass, Reveal, Stockpile, shared
from .common import Step, ask, gain_credits, seat_done, seat_name
from .goals import GOALS
from .state import NFState
from .trade import consume_start
from ..text import plural

GOAL_DRAW = 3
"""Goals the Galaxy Goals chooser draws."""
STOCKPILE_GOAL = {"settle": "colonial_reserves", "trade_consume": "galactic_treasury", "explore": "survey_archive"}
"""The stockpile goal that works in each action."""


def draw(state: NFState, s: int) -> None:
    """Galaxy Goals was selected: 1 credit, one space up the priority track, draw goals."""
    gain_credits(state, s, 1)
    i = state.priority.index(s)
    if i > 0:
        priority = state.priority
        priority[i - 1], priority[i] = priority[i], priority[i - 1]
    stack = state.goal_stack
    k = min(GOAL_DRAW, len(stack))
    drawn = stack[len(stack) - k:][::-1]  # from the top of the stack, its end
    state.goal_stack = stack[:len(stack) - k]
    state.say(f"{seat_name(state, s)} gains 1 credit, moves up the priority track and draws {len(drawn)} goals", seat=s,
              private="You gain 1 credit, move up and draw " + ", ".join(content.goals()[g].name for g in drawn))
    if drawn:
        state.reveals += 1
        state.goal_drawn = drawn
        state.step = "goal_keep"
        state.queue = [s]
    else:
        state.role, state.chooser = "", -1


def offer_reveal(state: NFState, role: str) -> None:
    """An action was selected whose stockpile goal a seat holds face down: ask that seat first."""
    goal = STOCKPILE_GOAL.get(role)
    if state.galaxy_goals and goal in state.goals_down:
        state.reveal_seat = state.goals_down.index(goal)
        state.resume_step = state.step
        state.step = "reveal"


class KeepGoal(Step):
    """The Galaxy Goals chooser keeps one drawn goal face down (a goal held before turns face up)."""

    name = "goal_keep"
    accepts = ("keep",)

    def prompt(self, state: NFState, s: int) -> Prompt:
        return ask(f"{seat_name(state, s)}: keep one goal face down", "goal")

    def legal(self, state: NFState, s: int) -> Iterator[NFAction]:
        for g in state.goal_drawn:
            yield shared(Keep, goal=g)

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        return None if action.goal in state.goal_drawn else "that goal is not one you drew"

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        for o, g in enumerate(state.goals_down):
            if g:
                state.goals_up = (*state.goals_up, g)
                state.goals_down = put(state.goals_down, o, "")
                state.say(f"Goal {content.goals()[g].name} held by {seat_name(state, o)} is turned face up")
        state.goals_down = put(state.goals_down, s, action.goal)
        state.goal_drawn = without(state.goal_drawn, action.goal)
        state.say(f"{seat_name(state, s)} keeps a goal face down", seat=s,
                  private=f"You keep {content.goals()[action.goal].name} face down")
        state.step = "goal_bottom"


class BottomGoal(Step):
    """The other drawn goals go under the stack; the chooser picks the very bottom one."""

    name = "goal_bottom"
    accepts = ("bottom",)

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        if len(state.goal_drawn) > 1:
            return ask(f"{seat_name(state, s)}: choose the goal that goes to the bottom of the stack", "goal")
        state.goal_stack = (*state.goal_drawn, *state.goal_stack)
        state.goal_drawn = ()
        return None

    def legal(self, state: NFState, s: int) -> Iterator[NFAction]:
        for g in state.goal_drawn:
            yield shared(Bottom, goal=g)

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        return None if action.goal in state.goal_drawn else "that goal is not one you drew"

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        state.goal_stack = (action.goal, *without(state.goal_drawn, action.goal), *state.goal_stack)
        state.goal_drawn = ()
        state.say(f"{seat_name(state, s)} puts the other goals at the bottom of the stack")
        seat_done(state)


class RevealGoal(Step):
    """The holder of the selected action's stockpile goal may turn it face up before the action."""

    name = "reveal"
    accepts = ("reveal", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt:
        return ask(f"{seat_name(state, s)}: turn your face-down goal face up for this action?", "goal")

    def legal(self, state: NFState, s: int) -> Iterator[NFAction]:
        yield shared(Reveal)
        yield shared(Pass)

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        if isinstance(action, Reveal):
            g = state.goals_down[s]
            state.goals_down = put(state.goals_down, s, "")
            state.goals_up = (*state.goals_up, g)
            state.say(f"{seat_name(state, s)} turns goal {content.goals()[g].name} face up")
        state.step = state.resume_step
        state.reveal_seat = -1


class StockColonist(Step):
    """Colonial Reserves: after a Settle action, 1 colonist may go to the stockpile mat."""

    name = "stock_col"
    accepts = ("stockpile", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt:
        return ask(f"{seat_name(state, s)}: move 1 colonist to your stockpile mat (Colonial Reserves), or pass", "stockpile")

    def legal(self, state: NFState, s: int) -> Iterator[NFAction]:
        yield shared(Stockpile, n=1)
        yield shared(Pass)

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Stockpile) and action.n != 1:
            return "you may stockpile 1 colonist per Settle action"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        if isinstance(action, Stockpile):
            state.colonists[s] -= 1
            state.stock_colonists = put(state.stock_colonists, s, state.stock_colonists[s] + 1)
            state.say(f"{seat_name(state, s)} moves 1 colonist to the stockpile mat")
        seat_done(state)


class StockCredits(Step):
    """Galactic Treasury: after trading, up to 2 credits may go to the stockpile mat."""

    name = "stock_cr"
    accepts = ("stockpile", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt:
        return ask(f"{seat_name(state, s)}: move up to 2 credits to your stockpile mat (Galactic Treasury), or pass", "stockpile")

    def legal(self, state: NFState, s: int) -> Iterator[NFAction]:
        for k in range(1, GOALS.stock_credit_max(state, s) + 1):
            yield shared(Stockpile, n=k)
        yield shared(Pass)

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Stockpile):
            most = GOALS.stock_credit_max(state, s)
            return None if action.n <= most else f"you may stockpile up to {plural(most, 'credit')} now"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        if isinstance(action, Stockpile):
            gain_credits(state, s, -action.n)
            state.stock_credits = put(state.stock_credits, s, state.stock_credits[s] + action.n)
            state.say(f"{seat_name(state, s)} moves {plural(action.n, 'credit')} to the stockpile mat")
        consume_start(state, s)
