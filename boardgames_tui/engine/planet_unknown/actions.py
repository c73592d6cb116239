"""Planet Unknown actions: small frozen values holding ids and ints only."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from ..api import Action


class Rotate(Action):
    kind: Literal["rotate"] = "rotate"
    rotation: int
    """Station position 0-5: seat position p then drafts from outer slot (p + rotation) % 6."""


class Draft(Action):
    kind: Literal["draft"] = "draft"
    stack: int
    """0-5 inner ring slot, 6-11 outer ring slot."""


class Place(Action):
    kind: Literal["place"] = "place"
    row: int
    """Top row of the turned tile's bounding box."""
    col: int
    """Left column of the turned tile's bounding box."""
    rotation: int = 0
    """Clockwise quarter turns, applied after the flip."""
    flipped: bool = False


class Advance(Action):
    kind: Literal["advance"] = "advance"
    item: int
    """Index of the pending effect resolved."""
    track: int
    """0 civ, 1 water, 2 biomass, 3 rover, 4 tech."""


class Regress(Action):
    kind: Literal["regress"] = "regress"
    item: int
    track: int


class Target(Action):
    """Resolve a pending effect on one square (a patch, a rover, a lifepod, a meteorite...)."""

    kind: Literal["target"] = "target"
    item: int
    cell: int
    """r*12+c."""
    rover: int = -1
    """Which rover, for effects that move a rover."""


class Choose(Action):
    """Resolve a pending effect with one of its options (a line, a stack, a card, a rover...)."""

    kind: Literal["choose"] = "choose"
    item: int
    option: int


class Skip(Action):
    kind: Literal["skip"] = "skip"
    item: int


class MoveRover(Action):
    kind: Literal["move"] = "move"
    rover: int
    direction: int
    """0 up, 1 right, 2 down, 3 left."""


class Jump(Action):
    """Republic tech 3: a rover on civ terrain jumps to another civ square for 1 movement."""

    kind: Literal["jump"] = "jump"
    rover: int
    cell: int


class TakeCiv(Action):
    kind: Literal["civ"] = "civ"
    card: int


class DiscardObjective(Action):
    kind: Literal["discard-objective"] = "discard-objective"
    card: int


class EndTurn(Action):
    kind: Literal["end"] = "end"


PUAction = Annotated[
    Union[Rotate, Draft, Place, Advance, Regress, Target, Choose, Skip, MoveRover, Jump, TakeCiv, DiscardObjective, EndTurn],
    Field(discriminator="kind"),
]
