"""Aquaria's pending steps: small frozen values with named fields, one class per kind of step.

`AquariaState.tasks` is a stack of these (the last one is on top and decides the prompt). Each is
engine/steps.py's shared `Task`: its `step` names the Step (prompts.py) or the automatic effect
(effects.AUTO) that resolves it, `seat` whose it is; the other fields are what that step needs to
know. Aquaria's are frozen: a task is a value shared by every state that holds it (the copy
shares frozen models), so the rules replace a task (`replace`), never change one.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Annotated, Any, ClassVar, Literal, TypeVar, Union

from pydantic import ConfigDict, Field, field_validator

from ..steps import Task as SharedTask

Effects = tuple[tuple[Any, ...], ...]
"""An effect list of the content (`[["vp", 2], ["food", "red", 1]]`) as tuples, so a task holding
one stays a hashable value."""


def freeze(value: Any) -> Any:
    """Lists (at any depth) as tuples."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(x) for x in value)
    return value


class TaskBase(SharedTask):
    """The shared task (`step`, `seat`), frozen; each subclass narrows `step` to the steps it serves."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)

    ROW: ClassVar[tuple[str, ...]] = ()
    """The fields in the order of the positional rows saves held before tasks had names
    (`[seat, step, *ROW]`, see `from_row`)."""


class Plain(TaskBase):
    """A step that needs to know nothing more than whose it is."""

    step: Literal["setup_tile", "setup_keep", "move", "endturn", "fcheck", "fdone", "micro", "refresh"]


class Count(TaskBase):
    """`n` of something: oxygen, pearls or wool to gain, pet-shop levels to climb, food cans of a
    chosen colour, dial turns, lionfish, cards to place (`place`, `free_place`)."""

    step: Literal["oxygen", "pearl", "wool", "pet_up", "food_any", "md_any", "lionfish", "free_place", "place"]
    n: int
    ROW: ClassVar[tuple[str, ...]] = ("n",)


class Scored(TaskBase):
    """`n` VP (`vp`; negative: a loss), encyclopedia steps (`ency`) or encyclopedia bonuses
    (`ency_bonus`), with the score-sheet category their VP go to."""

    step: Literal["vp", "ency", "ency_bonus"]
    n: int
    cat: str
    ROW: ClassVar[tuple[str, ...]] = ("n", "cat")


class FoodOf(TaskBase):
    """`n` food cans of one colour."""

    step: Literal["food"] = "food"
    colour: str
    n: int
    ROW: ClassVar[tuple[str, ...]] = ("colour", "n")


class CardsFrom(TaskBase):
    """`n` cards to take from the offer, or also from the top of the deck when `deck`."""

    step: Literal["card"] = "card"
    n: int
    deck: bool
    ROW: ClassVar[tuple[str, ...]] = ("n", "deck")


class LineDials(TaskBase):
    """`n` turns of the dials of the row or column of the card at `cell`."""

    step: Literal["md_line"] = "md_line"
    n: int
    cell: int
    ROW: ClassVar[tuple[str, ...]] = ("n", "cell")


class TokenOf(TaskBase):
    """A filter token to take, of `colour` ("any": of any colour)."""

    step: Literal["ftoken"] = "ftoken"
    colour: str
    ROW: ClassVar[tuple[str, ...]] = ("colour",)


class ActOn(TaskBase):
    """How to perform the action of the circle the die arrived on."""

    step: Literal["act"] = "act"
    circle: str
    ROW: ClassVar[tuple[str, ...]] = ("circle",)


class Choice(TaskBase):
    """One of two effect lists (a slash on a card or tile); `cat` and `cell` go to the chosen one."""

    step: Literal["choose"] = "choose"
    first: Effects
    second: Effects
    cat: str
    cell: int = -1
    """The card whose effect it is (-1: none), for its row and column dials."""
    ROW: ClassVar[tuple[str, ...]] = ("first", "second", "cat", "cell")

    @field_validator("first", "second", mode="before")
    @classmethod
    def _tuples(cls, effects: Any) -> Any:
        return freeze(effects)

    def option(self, index: int) -> Effects:
        return self.second if index else self.first


class DialMatch(TaskBase):
    """Round 4's microflora: a matching dial's bonus or 2 VP."""

    step: Literal["micro4"] = "micro4"
    dial: str
    ROW: ClassVar[tuple[str, ...]] = ("dial",)


class Feeding(TaskBase):
    """The feeding phase of one seat; `fed`: the cells of the fish fed so far."""

    step: Literal["feed"] = "feed"
    fed: tuple[int, ...] = ()
    ROW: ClassVar[tuple[str, ...]] = ("fed",)


class PetVisit(TaskBase):
    """The pet shop action, boosted with `pearls`."""

    step: Literal["pet"] = "pet"
    pearls: int
    ROW: ClassVar[tuple[str, ...]] = ("pearls",)


class PetLowerBonus(TaskBase):
    """The lower bonus of pet-shop `level`, reached by discarding `a` and `b` with `pearls` paid."""

    step: Literal["pet_lower"] = "pet_lower"
    pearls: int
    a: str
    b: str
    level: int
    ROW: ClassVar[tuple[str, ...]] = ("pearls", "a", "b", "level")


class AutomaStage(TaskBase):
    """The automa's next visible step; for "encyclopedia", how many `steps` and which `fork`."""

    step: Literal["automa"] = "automa"
    stage: Literal["reveal", "move", "encyclopedia", "offer"]
    steps: int = 0
    fork: str = ""
    ROW: ClassVar[tuple[str, ...]] = ("stage", "steps", "fork")


Task = Annotated[
    Union[Plain, Count, Scored, FoodOf, CardsFrom, LineDials, TokenOf, ActOn, Choice, DialMatch, Feeding, PetVisit,
          PetLowerBonus, AutomaStage],
    Field(discriminator="step"),
]

_T = TypeVar("_T", bound=TaskBase)


@lru_cache(maxsize=1 << 14)
def task(cls: type[_T], **fields: Any) -> _T:
    """`cls(**fields)`, built once and shared: tasks are frozen values, and validating a new one
    costs more than the step it stands for."""
    return cls(**fields)


def replace(t: _T, **changes: Any) -> _T:
    """The task `t` with some fields changed (a new value; `t` stays as it is)."""
    return task(type(t), **(dict(t) | changes))


_BY_STEP: dict[str, type[TaskBase]] = {
    name: cls
    for cls in (Plain, Count, Scored, FoodOf, CardsFrom, LineDials, TokenOf, ActOn, Choice, DialMatch, Feeding,
                PetVisit, PetLowerBonus, AutomaStage)
    for name in cls.model_fields["step"].annotation.__args__
}


def from_row(row: list[Any]) -> TaskBase:
    """A task from the positional row saves held before tasks had names: `[seat, step, *args]`,
    a slash choice's effect lists as JSON text and the fed fish as "3,7" (saves written then load)."""
    if len(row) < 2 or not isinstance(row[1], str) or row[1] not in _BY_STEP:
        raise ValueError(f"not a task row: {row!r}")  # a one-line refusal of an edited save, not a KeyError
    seat, step, *args = row
    cls = _BY_STEP[step]
    fields: dict[str, Any] = dict(zip(cls.ROW, args))
    if cls is Choice:
        fields["first"], fields["second"] = json.loads(fields["first"]), json.loads(fields["second"])
    elif cls is Feeding:
        fields["fed"] = tuple(int(x) for x in str(fields.get("fed", "")).split(",") if x)
    return cls(seat=seat, step=step, **fields)


def from_saved(data: Any) -> Any:
    """A task stored in state format 1 in today's JSON form: a positional row (`from_row`) or named
    fields with the step in `verb` (before the shared Task's `step`); anything else is left to
    the validation."""
    if isinstance(data, list):
        return from_row(data).model_dump(mode="json")
    if isinstance(data, dict) and "verb" in data and "step" not in data:
        return {("step" if key == "verb" else key): value for key, value in data.items()}
    return data
