"""Apiary actions: small frozen values holding ids only."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal, Union

from pydantic import Field

from ..api import Action


class Place(Action):
    kind: Literal["place"] = "place"
    worker: int
    """Index 0-3 of the worker in your active pool."""
    space: str
    """Action space id (explore, advance, grow_a, ...)."""


class Retrieve(Action):
    kind: Literal["retrieve"] = "retrieve"


class PlaySeed(Action):
    kind: Literal["seed"] = "seed"
    card: int
    effect: bool = True
    """True: take the card's effect; False: take 1 basic resource instead."""


class Pick(Action):
    kind: Literal["pick"] = "pick"
    choice: str
    """One option of the current prompt (a hex, a resource, a tile, ...)."""


class Done(Action):
    kind: Literal["done"] = "done"


class AutomaStep(Action):
    kind: Literal["automa"] = "automa"


ApiaryAction = Annotated[Union[Place, Retrieve, PlaySeed, Pick, Done, AutomaStep], Field(discriminator="kind")]


# Legal-move generation hands out these shared instances instead of validating a new action per
# candidate; they are equal to validated ones (actions are frozen values).

DONE = Done()
RETRIEVE = Retrieve()
AUTOMA_STEP = AutomaStep()


@cache
def place(worker: int, space: str) -> Place:
    return Place(worker=worker, space=space)


@cache
def play_seed(card: int, effect: bool) -> PlaySeed:
    return PlaySeed(card=card, effect=effect)


@cache
def pick(choice: str) -> Pick:
    return Pick(choice=choice)
