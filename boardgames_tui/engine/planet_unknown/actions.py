"""Planet Unknown actions: small frozen values holding ids and ints only.

Legal-action lists are built often (every step of a playout), so each action class has a
shared-instance constructor: `Advance.of(item, track)` takes the fields in declaration order
and validates only the first time a value is asked for; every later list holds the same
frozen object, which is equal to a newly validated one.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal, Union

from pydantic import Field

from ..api import Action, bare_model


class _Shared(Action):
    @classmethod
    @cache
    def of(cls, *values: int | bool):
        """The shared instance with these field values (in declaration order, `kind` left out)."""
        return cls(**dict(zip(_value_names(cls), values)))


@cache
def _value_names(cls: type[_Shared]) -> tuple[str, ...]:
    """A class's field names but `kind`, asked once (reading model_fields costs more than building
    a Place: placement.py builds 1,152 at import)."""
    return tuple(name for name in cls.model_fields if name != "kind")


class Rotate(_Shared):
    kind: Literal["rotate"] = "rotate"
    rotation: int
    """Station position 0-5: seat position p then drafts from outer slot (p + rotation) % 6."""


class Draft(_Shared):
    kind: Literal["draft"] = "draft"
    stack: int
    """0-5 inner ring slot, 6-11 outer ring slot."""


class Place(_Shared):
    kind: Literal["place"] = "place"
    row: int
    """Top row of the turned tile's bounding box."""
    col: int
    """Left column of the turned tile's bounding box."""
    rotation: int = 0
    """Clockwise quarter turns, applied after the flip."""
    flipped: bool = False


_PLACE_FIELDS = frozenset({"row", "col", "rotation", "flipped"})


def place_value(row: int, col: int, rotation: int, flipped: bool) -> Place:
    """Place(row=..., col=..., rotation=..., flipped=...) without pydantic's validation, for the
    tables placement.py builds at import (1,152 values, valid by construction); equal to a
    validated one."""
    data = {"kind": "place", "row": row, "col": col, "rotation": rotation, "flipped": flipped}
    return bare_model(Place, data, set(_PLACE_FIELDS))  # a set of its own, as validation gives


class Advance(_Shared):
    kind: Literal["advance"] = "advance"
    item: int
    """Index of the pending effect resolved."""
    track: int
    """0 civ, 1 water, 2 biomass, 3 rover, 4 tech."""


class Regress(_Shared):
    kind: Literal["regress"] = "regress"
    item: int
    track: int


class Target(_Shared):
    """Resolve a pending effect on one square (a patch, a rover, a lifepod, a meteorite...)."""

    kind: Literal["target"] = "target"
    item: int
    cell: int
    """r*12+c."""
    rover: int = -1
    """Which rover, for effects that move a rover."""


class Choose(_Shared):
    """Resolve a pending effect with one of its options (a line, a stack, a card, a rover...)."""

    kind: Literal["choose"] = "choose"
    item: int
    option: int


class Skip(_Shared):
    kind: Literal["skip"] = "skip"
    item: int


class MoveRover(_Shared):
    kind: Literal["move"] = "move"
    rover: int
    direction: int
    """0 up, 1 right, 2 down, 3 left."""


class Jump(_Shared):
    """Republic tech 3: a rover on civ terrain jumps to another civ square for 1 movement."""

    kind: Literal["jump"] = "jump"
    rover: int
    cell: int


class TakeCiv(_Shared):
    kind: Literal["civ"] = "civ"
    card: int


class DiscardObjective(_Shared):
    kind: Literal["discard-objective"] = "discard-objective"
    card: int


class EndTurn(_Shared):
    kind: Literal["end"] = "end"


PUAction = Annotated[
    Union[Rotate, Draft, Place, Advance, Regress, Target, Choose, Skip, MoveRover, Jump, TakeCiv, DiscardObjective, EndTurn],
    Field(discriminator="kind"),
]
