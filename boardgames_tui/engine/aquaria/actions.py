"""Aquaria actions: small frozen models holding only ids and ints; text comes from `describe`."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, Literal, TypeVar, Union

from pydantic import Field

from ..api import Action
from .state import GRID


class StartTile(Action):
    kind: Literal["start_tile"] = "start_tile"
    number: int
    """The start tile kept (the other goes back to the box)."""


class ReturnCards(Action):
    kind: Literal["return_cards"] = "return_cards"
    a: str
    """First card put back under the deck."""
    b: str
    """Second card put back under the deck."""


class MoveDie(Action):
    kind: Literal["move_die"] = "move_die"
    circle: str
    """Circle the die moves to: an outer action name or "centre"."""


class ChooseAction(Action):
    kind: Literal["choose_action"] = "choose_action"
    action: str
    """Action performed: an outer action name, or at the centre also "food_pearl" / "wool_pearl"."""
    pearls: int = 0
    """Pearls paid to boost it."""


class PlaceCard(Action):
    kind: Literal["place_card"] = "place_card"
    card: str
    """Card from hand."""
    cell: int
    """Cell index 0-15 (row * 4 + column)."""


class Done(Action):
    kind: Literal["done"] = "done"


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"


class TurnDial(Action):
    kind: Literal["turn_dial"] = "turn_dial"
    dial: str
    """C1-C4 (below the columns) or R1-R4 (right of the rows)."""


class FoodColour(Action):
    kind: Literal["food_colour"] = "food_colour"
    color: str
    """red, green or blue."""


class TakeCard(Action):
    kind: Literal["take_card"] = "take_card"
    slot: int
    """Offer slot 0-5, or -1 for the top of the deck."""


class EncyStep(Action):
    kind: Literal["ency_step"] = "ency_step"
    node: str
    """Branch taken at a fork."""


class Choose(Action):
    kind: Literal["choose"] = "choose"
    index: int
    """Which side of a slash bonus (0 left, 1 right); in round 4 microflora 0 = bonus, 1 = 2 VP."""


class FilterToken(Action):
    kind: Literal["filter_token"] = "filter_token"
    token: str
    """Filter token kind taken from the supply."""


class PlaceLionfish(Action):
    kind: Literal["place_lionfish"] = "place_lionfish"
    card: str
    """Lionfish from the lionfish offer."""
    cell: int
    """Cell index 0-15."""


class PetShop(Action):
    kind: Literal["pet_shop"] = "pet_shop"
    a: str
    """First discarded card."""
    b: str
    """Second discarded card."""


class PetLower(Action):
    kind: Literal["pet_lower"] = "pet_lower"
    index: int
    """Lower bonus taken (0 or 1)."""
    card: str = ""
    """Third card discarded ("" when the 3-pearl boost makes it free)."""


class Feed(Action):
    kind: Literal["feed"] = "feed"
    cell: int
    """The fish fed."""


class FreeCard(Action):
    kind: Literal["free_card"] = "free_card"
    slot: int
    """Offer slot bought for 1 pearl."""


class FreeFood(Action):
    kind: Literal["free_food"] = "free_food"
    color: str
    """Food can bought for 1 pearl."""


class FreeConvert(Action):
    kind: Literal["free_convert"] = "free_convert"
    pay_a: str
    """First can paid."""
    pay_b: str
    """Second can paid."""
    gain: str
    """Can gained."""


class FreeRefresh(Action):
    kind: Literal["free_refresh"] = "free_refresh"


class UseToken(Action):
    kind: Literal["use_token"] = "use_token"
    token: str
    """Encyclopedia token used (once)."""


class AutomaStep(Action):
    kind: Literal["automa_step"] = "automa_step"
    step: Literal["reveal", "move", "encyclopedia", "offer"]
    """The automa's next visible step."""


AquariaAction = Annotated[
    Union[
        StartTile, ReturnCards, MoveDie, ChooseAction, PlaceCard, Done, EndTurn, TurnDial, FoodColour, TakeCard,
        EncyStep, Choose, FilterToken, PlaceLionfish, PetShop, PetLower, Feed, FreeCard, FreeFood, FreeConvert,
        FreeRefresh, UseToken, AutomaStep,
    ],
    Field(discriminator="kind"),
]

FREE_KINDS = ("free_card", "free_food", "free_convert", "free_refresh", "use_token")


_A = TypeVar("_A", bound=Action)


@lru_cache(maxsize=1 << 15)
def shared(cls: type[_A], **fields: Any) -> _A:
    """`cls(**fields)`, built once and shared: actions are frozen values, and pydantic's validation
    of a new one costs more than the rest of a legal-action list. The legal actions come from here
    (or from the tables below, for the most frequent ones)."""
    return cls(**fields)


@lru_cache(maxsize=None)
def per_cell(cls: type[_A], card: str) -> tuple[_A, ...]:
    """`cls(card=card, cell=c)` for every cell, indexed by cell (PlaceCard, PlaceLionfish)."""
    return tuple(shared(cls, card=card, cell=c) for c in range(GRID * GRID))


DONE = shared(Done)
END_TURN = shared(EndTurn)
TAKE_SLOT = tuple(shared(TakeCard, slot=i) for i in range(6))
"""TakeCard of offer slots 0-5; the deck's is TAKE_DECK."""
TAKE_DECK = shared(TakeCard, slot=-1)
FREE_SLOT = tuple(shared(FreeCard, slot=i) for i in range(6))


@lru_cache(maxsize=None)
def move_die(circle: str) -> MoveDie:
    return shared(MoveDie, circle=circle)
