"""The chain of steps: which step serves which prompt, entering a seat's resolution, running the
forced steps until a seat must decide, the end of an action and the end of a round."""

from __future__ import annotations

from collections.abc import Callable

from . import content, develop, explore, produce, scoring, settle, trade
from ..api import Prompt, put
from ..steps import by_name
from .common import AGAIN, Step, ask, seat_done, seat_name
from .goal_steps import BottomGoal, KeepGoal, RevealGoal, StockColonist, StockCredits
from .selection import SelectRole, next_selector
from .state import ROLE_NAMES, NFState

STEPS: dict[str, Step] = by_name(
    SelectRole(),
    develop.BuildOne(),
    explore.ExplorePick(),
    explore.ExploreBonus(),
    explore.DiscardDown(),
    settle.SettleWorld(),
    settle.SettleSecond(),
    produce.PayToProduce(),
    produce.WindfallFill(),
    trade.SellOne(),
    trade.ConsumeGoods(),
    KeepGoal(),
    BottomGoal(),
    RevealGoal(),
    StockColonist(),
    StockCredits(),
)
"""Every value of `NFState.step` and the Step that serves it."""

ENTER: dict[str, Callable[[NFState, int], None]] = {
    "develop": develop.enter,
    "settle": settle.enter,
    "produce": produce.enter,
    "trade_consume": trade.enter,
}
"""What happens when a seat starts resolving an action (its step, the chooser's bonus, producing)."""


def advance(state: NFState) -> None:
    """Run forced steps until a seat must decide (or the game ends)."""
    while True:
        if state.finished:
            state.active = []
            state.prompt = ask("The game is over", "game-over")
            state.phase = "game over"
            return
        step = state.step
        if step == "choose":
            sel = next_selector(state)
            if sel is None:
                end_round(state)
                continue
            if state.phase != "role selection":
                state.phase = "role selection"
            ask_seat(state, sel, STEPS["choose"].prompt(state, sel))
            return
        if step == "reveal":
            h = state.reveal_seat
            state.active = [h]
            state.phase = ROLE_NAMES[state.role]
            state.prompt = STEPS["reveal"].prompt(state, h)
            return
        queue = state.queue
        if not queue:
            next_stage(state)
            continue
        s = queue[0]
        role = state.role
        if state.entered != s:
            state.entered = s
            enter = ENTER.get(role)
            if enter is not None:
                enter(state, s)
                step = state.step
        p = STEPS[step].prompt(state, s)
        if p is AGAIN:
            continue
        if p is not None:
            state.phase = ROLE_NAMES[role]
            ask_seat(state, s, p)
            return
        seat_done(state)


def ask_seat(state: NFState, s: int, prompt: Prompt) -> None:
    """Seat `s` decides `prompt` now."""
    state.active = [s]
    state.prompt = prompt


def next_stage(state: NFState) -> None:
    """Every seat resolved the action: Explore's later stages, else back to role selection."""
    if explore.next_stage(state):
        return
    state.role = ""
    state.chooser = -1
    state.step = "choose"
    state.display = []


def end_round(state: NFState) -> None:
    """The Produce tile's credit, and the end of the game after the last round."""
    if "produce" not in state.chosen:
        state.produce_credits += 1
        state.say(f"Produce was not selected: 1 credit goes on the Produce tile (now {state.produce_credits})")
    state.chosen = {}
    state.selections = []
    if state.final_round:
        for s, g in enumerate(state.goals_down):
            if g:
                state.goals_up = (*state.goals_up, g)
                state.goals_down = put(state.goals_down, s, "")
                state.say(f"{seat_name(state, s)} reveals goal {content.goals()[g].name}")
        state.finished = True
        sheet = scoring.score(state)
        state.say("Game over: " + ", ".join(f"{seat_name(state, r.seat)} {r.total}" for r in sheet.seats))
        return
    state.round += 1
