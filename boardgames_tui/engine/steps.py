"""The one step protocol, for every game that resolves a turn as a chain of prompts (steps).

A `Step` serves one kind of prompt (one value of the state's `step` field, or the kind of the
task on top of a game's stack of pending effects). It lists the legal actions, says why an
action is not legal (in a player's words, with the numbers), and applies a legal one to the
copy `Engine.apply` made. A game's engine methods then read alike:

    legal_actions:  STEPS[state.step].legal(state, seat)
    why_illegal:    STEPS[state.step].why(state, seat, action)
    _apply:         STEPS[state.step].apply(state, seat, action), then run the forced steps

The second argument is what the step works on: the deciding seat (New Frontiers, Planet B),
or a typed task (a `Task` subclass with named fields) where a game keeps a stack of them.
A step that draws takes the state's rng itself (`Rng(state.rng)`, storing `rng.state` back):
no step is handed an argument it does not use.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict

from .api import Action, GameState, Prompt


class Again:
    """What `Step.prompt` returns when it moved on to another step: ask that one."""

    def __repr__(self) -> str:
        return "AGAIN"


AGAIN = Again()


class Task(BaseModel):
    """One pending decision or effect on a game's stack of tasks: the step that serves it and
    the seat it is for. A game subclasses it with its own named fields (what to gain, how many
    uses are left), so a rule reads `task.count`, never `t[2]`."""

    model_config = ConfigDict(extra="forbid")

    step: str
    seat: int


S = TypeVar("S", bound=GameState)
T = TypeVar("T")
A = TypeVar("A", bound=Action)


class Step(Generic[S, T, A]):
    """One kind of prompt. `name`: the step it serves; `accepts`: the action kinds it takes.

    `prompt` runs what is forced and returns the question for `task`, None when there is
    nothing (more) to decide here, or AGAIN when it moved on to another step. `legal` gives
    every legal action in a stable order, `why` says why an action is illegal (None: legal),
    `apply` applies a legal one."""

    name: ClassVar[str] = ""
    accepts: ClassVar[tuple[str, ...]] = ()

    def prompt(self, state: S, task: T) -> Prompt | None | Again:
        raise NotImplementedError(f"step {self.name!r} asks nothing by itself")

    def legal(self, state: S, task: T) -> Iterable[A]:
        raise NotImplementedError

    def why(self, state: S, task: T, action: A) -> str | None:
        """None when `action` (of a kind this step accepts) is legal, else the reason."""
        return None

    def apply(self, state: S, task: T, action: A) -> None:
        raise NotImplementedError

    def refuse(self, state: S, task: T, action: A) -> str | None:
        """Why `action` is illegal at this step, whatever its kind: one this step does not take is
        refused by naming the question asked now, the others go to `why`."""
        if action.kind not in self.accepts:
            return f"now is not the time for that: {state.prompt.text}"
        return self.why(state, task, action)


def by_name(*steps: Step) -> dict[str, Step]:
    """The table `{step.name: step}` a game dispatches through (one name, one step)."""
    table = {step.name: step for step in steps}
    if len(table) != len(steps):
        raise ValueError("two steps serve the same name")
    return table
