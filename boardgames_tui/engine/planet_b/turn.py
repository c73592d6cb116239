"""Planet B turn order: a turn starts at the main action and ends with End turn; the prompt follows the step."""

from __future__ import annotations

from ..rng import Rng
from .round_end import end_round
from .solo import rival
from .state import PlanetBState, mark_set
from .words import phase, prompt


_TURN_FIELDS = ("current", "step", "held", "active")


def start_turn(state: PlanetBState, seat: int) -> None:
    """Seat `seat` starts its turn at the main action (the caller sets the prompt)."""
    data = state.__dict__  # writes without pydantic's hooks: every turn of every playout starts here
    data["current"] = seat
    data["step"] = "main"
    data["held"] = []
    data["last_cells"][seat] = []
    data["active"] = [seat]
    mark_set(state, _TURN_FIELDS)


def set_prompt(state: PlanetBState) -> None:
    data = state.__dict__  # both fields are marked set by apply and setup (and dict reads skip pydantic's __getattr__ hook)
    step = data["step"]
    data["prompt"] = prompt(step, tuple(data["held"]) if step == "place" else ())
    data["phase"] = phase(state)


def end_turn(state: PlanetBState, s: int, action, rng: Rng) -> None:
    """The solo rival acts, the next seat plays; after the last seat of the round, the round ends."""
    data = state.__dict__  # reads without pydantic's __getattr__ hook
    n = len(data["seats"])
    if n == 1:
        rival(state, rng)
    nxt = (data["current"] + 1) % n
    if nxt == data["first"]:
        end_round(state)
        if state.finished:
            return
    start_turn(state, nxt)


def end_turn_changes(state: PlanetBState) -> tuple[str, ...] | None:
    """The containers end_turn changes in place: only the next seat's last_cells, unless the
    solo rival acts or the round ends (harvests, the end of the game): then all (None)."""
    data = state.__dict__  # as in end_turn
    n = len(data["seats"])
    return None if n == 1 or (data["current"] + 1) % n == data["first"] else ("last_cells",)


def why_end(state: PlanetBState, s: int, action) -> str | None:
    if state.step == "main":
        return "take a development tile or a spring first"
    if state.step != "after":
        return "finish placing first"
    return None
