"""Planet B actions: small frozen models holding ids and ints."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal, Union

from pydantic import Field

from ..api import Action, bare_model


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


# Shared action values: actions are frozen, so legal_actions hands out the same objects every
# time instead of building (and validating) new ones per call.
TAKE = tuple(TakeDevelopment(pos=p) for p in range(6))
TAKE_SPRING = TakeSpring()
END_TURN = EndTurn()
PASS = Pass()


_PLACE_SET = {"tile", "rot", "at"}
"""The fields set of every Place built by `place`: one shared set (the model is frozen, so
nothing adds to it), not a set each. Some 16,000 Place values live as long as the process, and
a set per value kept the garbage collector busy: it halved the cost of building them."""


def place(tile: str, rot: int, at: int) -> Place:
    """Place(tile=tile, rot=rot, at=at) without pydantic's validation, for the legal-action
    generator, whose values are valid by construction (a rotation 0-5, an anchor on the dome)."""
    return bare_model(Place, {"kind": "place", "tile": tile, "rot": rot, "at": at}, _PLACE_SET)


@cache
def pair_bees(a: int, b: int) -> PairBees:
    return PairBees(a=a, b=b)


@cache
def buy_animal(animal: str, cells: tuple[int, ...]) -> BuyAnimal:
    return BuyAnimal(animal=animal, cells=cells)
