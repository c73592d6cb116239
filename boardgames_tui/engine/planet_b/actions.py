"""Planet B actions: small frozen models holding ids and ints."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from ..api import Action


class TakeDevelopment(Action):
    kind: Literal["take"] = "take"
    pos: int = Field(ge=0, le=5)
    """Position of the development tile in the row, 0 = leftmost (costs 0 water)."""


class TakeSpring(Action):
    kind: Literal["spring"] = "spring"


class Place(Action):
    kind: Literal["place"] = "place"
    tile: str
    """Eco tile id being placed, or "SPRING"."""
    rot: int = Field(ge=0, le=5)
    """Rotation in 60° steps."""
    at: int = Field(ge=0, le=54)
    """Hex index where the tile's first hex goes."""


class PairBees(Action):
    kind: Literal["bee"] = "bee"
    a: int = Field(ge=0, le=54)
    b: int = Field(ge=0, le=54)


class BuyAnimal(Action):
    kind: Literal["animal"] = "animal"
    animal: Literal["BIRD", "RABBIT", "SHEEP"]
    cells: tuple[int, ...]
    """The habitat hex indices the animal covers (sorted)."""


class EndTurn(Action):
    kind: Literal["end"] = "end"


class Pass(Action):
    kind: Literal["pass"] = "pass"


PlanetBAction = Annotated[
    Union[TakeDevelopment, TakeSpring, Place, PairBees, BuyAnimal, EndTurn, Pass],
    Field(discriminator="kind"),
]
