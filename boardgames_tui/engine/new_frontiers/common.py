"""What every phase shares: the Step class of this game (engine/steps.py's protocol, over the
acting seat), seat names and turn order, VP chips and colonists gained, the end trigger, a seat's resolution ending.

This module imports none of the phase modules (selection, explore, develop, settle, produce,
trade, goal_steps, turn); they all import it.
"""

from __future__ import annotations

from functools import lru_cache

from ..api import Prompt
from ..steps import AGAIN, Again  # noqa: F401 (the phase modules take them from here)
from ..steps import Step as GameStep
from . import facts
from .actions import NFAction
from .state import NFState

Step = GameStep[NFState, int, NFAction]
"""One prompt kind of a seat's resolution of an action tile (`NFState.step`), served for the
acting seat: `prompt(state, s)`, `legal(state, s)`, `why(state, s, action)`, `apply(state, s, action)`."""


@lru_cache(maxsize=2048)
def ask(text: str, kind: str) -> Prompt:
    """`Prompt(text=text, kind=kind)`, built once and shared (prompts are frozen values)."""
    return Prompt(text=text, kind=kind)


def seat_name(state: NFState, s: int) -> str:
    return state.seats[s].name


def order(state: NFState, chooser: int) -> list[int]:
    """The seats in resolution order: the chooser first, then down the priority track."""
    i = state.priority.index(chooser)
    return state.priority[i:] + state.priority[:i]


def trigger(state: NFState, key: str, words: str) -> None:
    """A game-end condition is met: the current round is the last."""
    if key in state.end_reason:
        return
    state.end_reason = (*state.end_reason, key)
    if not state.final_round:
        state.final_round = True
        state.say(f"Game end triggered: {words}. This round is the last.")


def gain_vp(state: NFState, s: int, n: int) -> None:
    state.vp[s] += n
    state.vp_supply -= n
    if state.vp_supply <= 0:
        trigger(state, "vp_chips", "the VP-chip supply is empty")


def gain_colonists(state: NFState, s: int, n: int) -> None:
    state.colonists[s] += n
    state.colonist_supply -= n


def check_end(state: NFState, s: int) -> None:
    """8 colonies or 11 development units end the game after this round."""
    if len(state.colonies[s]) >= 8:
        trigger(state, "worlds", f"{seat_name(state, s)} has 8 colonies")
    if facts.dev_units(state, s) >= 11:
        trigger(state, "developments", f"{seat_name(state, s)} has 11 development units")


def seat_done(state: NFState) -> None:
    """The acting seat's part of the current action is over: the next seat in the queue."""
    state.queue.pop(0)
    state.entered = -1
    state.temp_mil = 0
    state.settled_now.clear()
    state.used.clear()
    state.traded = False


def fills(state: NFState) -> list[str]:
    """Windfall fills still owed in this Produce action ("fill:<goods>" or "fill:*"), in order."""
    return [u for u in state.used if u.startswith("fill:")]


def gain_credits(state: NFState, s: int, n: int) -> None:
    """Seat `s` gains `n` credits (pays `-n` for n < 0)."""
    state.credits[s] += n
