"""Planet B turn order: a turn starts at the main action and ends with End turn; the prompt follows the step."""

from __future__ import annotations

from .round_end import end_round
from .solo import rival
from .state import PlanetBState
from .words import phase, prompt


def start_turn(state: PlanetBState, seat: int) -> None:
    """Seat `seat` starts its turn at the main action (the caller sets the prompt)."""
    state.current = seat
    state.step = "main"
    state.held = []
    state.last_cells[seat] = ()
    state.active = [seat]


def set_prompt(state: PlanetBState) -> None:
    step = state.step
    state.prompt = prompt(step, tuple(state.held) if step == "place" else ())
    state.phase = phase(state)


def end_turn(state: PlanetBState, s: int, action) -> None:
    """The solo rival acts, the next seat plays; after the last seat of the round, the round ends."""
    n = len(state.seats)
    if n == 1:
        rival(state)
    nxt = (state.current + 1) % n
    if nxt == state.first:
        end_round(state)
        if state.finished:
            return
    start_turn(state, nxt)


def why_end(state: PlanetBState, s: int, action) -> str | None:
    if state.step == "main":
        return "take a development tile or a spring first"
    if state.step != "after":
        return "finish placing first"
    return None
