"""Aquaria content: the JSON files of rules/aquaria/, validated once and cached.

Effects are lists of atoms (`["food", "any", 1]`, `["choose", [altA, altB]]`), the small effect
language of the research brief; `effects.py` resolves them.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..content import Component, load_model

GAME = "aquaria"

Effect = list[list[Any]]


class Card(Component):
    id: str
    type: Literal["clownfish", "school", "plant", "anemone"]
    color: Literal["red", "yellow", "green", "blue"]
    cost: int
    anemone_discount: bool = False
    food: list[str] = []
    feed_vp: int = 0
    bonus: Effect = []
    income: Effect = []


class LionScoring(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    per: Literal["type", "color", "pet_shop_level", "filter_token"]
    value: str = ""
    vp_each: int
    max: int


class Lionfish(Component):
    id: str
    placement: Effect
    scoring: LionScoring


class CardsFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    cards: list[Card]
    lionfish: list[Lionfish]


class BonusTile(Component):
    id: str
    red_box: Effect
    side_1_2: list[Effect]
    side_3_4: list[Effect]


class Oxygen(Component):
    start: int
    max: int
    vp_by_level: list[int]


class PetLevel(Component):
    level: int
    upper: Effect
    lower: list[Effect]


class DialSlot(Component):
    id: str
    bonus: Effect


class FilterKind(Component):
    id: str
    color: str
    bonus: Effect
    copies: int


class StartTile(Component):
    number: int
    gain: Effect


class BoardFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    outer_actions: list[str]
    centre_arrival_bonus: Effect
    action_bonus_tiles: list[BonusTile]
    colours: list[str]
    food_colours: list[str]
    oxygen: Oxygen
    pet_shop: list[PetLevel]
    dials: list[DialSlot]
    filter_start_bonus: Effect
    filter_tokens: list[FilterKind]
    start_tiles: list[StartTile]


class Node(Component):
    id: str
    row: int
    size: Literal["small", "big", "end"]
    border: str = ""
    small_on_1_2_side: bool = False
    lionfish_on_entry: bool = False
    bonus: Effect
    next: list[str]


class EncyToken(Component):
    id: str
    border: Literal["red", "none"]
    face: Effect
    back_vp: int


class EncyFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    arrival_vp: dict[str, list[int]]
    vp_per_step_after_end: int
    nodes: list[Node]
    tokens: list[EncyToken]


class SoloTile(Component):
    model_config = ConfigDict(frozen=True, extra="allow")
    id: str
    kind: Literal["fixed", "centre", "clockwise", "counterclockwise"]
    circle: str = ""
    extra: dict | None = None
    from_centre_goes_to: str = ""
    extra_if_encyclopedia: dict | None = None
    extra_if_cards_food: dict | None = None


class Rating(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    basic: int
    advanced: int
    label: str


class SoloFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    tiles: list[SoloTile]
    rating: list[Rating]


class ScoringFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    school_basic: list[int]
    school_advanced: list[int]
    plant_advanced: dict[str, int]
    anemone_basic: list[int]
    anemone_advanced: list[int]


class Content:
    """Everything the engine reads, indexed by id."""

    def __init__(self) -> None:
        cf: CardsFile = load_model(GAME, "cards.json", CardsFile)
        self.board: BoardFile = load_model(GAME, "board.json", BoardFile)
        self.ency: EncyFile = load_model(GAME, "encyclopedia.json", EncyFile)
        self.solo: SoloFile = load_model(GAME, "solo.json", SoloFile)
        self.scoring: ScoringFile = load_model(GAME, "scoring.json", ScoringFile)
        self.cards = {c.id: c for c in cf.cards}
        self.card_ids = [c.id for c in cf.cards]
        self.lionfish = {c.id: c for c in cf.lionfish}
        self.lionfish_ids = [c.id for c in cf.lionfish]
        self.tiles = {t.id: t for t in self.board.action_bonus_tiles}
        self.nodes = {n.id: n for n in self.ency.nodes}
        self.node_ids = [n.id for n in self.ency.nodes]
        self.tokens = {t.id: t for t in self.ency.tokens}
        self.fkinds = {k.id: k for k in self.board.filter_tokens}
        self.fkind_ids = [k.id for k in self.board.filter_tokens]
        self.start_tiles = {t.number: t for t in self.board.start_tiles}
        self.solo_tiles = {t.id: t for t in self.solo.tiles}
        self.dial_ids = [d.id for d in self.board.dials]
        self.dial_bonus = {d.id: d.bonus for d in self.board.dials}
        self.colours = list(self.board.colours)
        self.food_colours = list(self.board.food_colours)
        self.pet_levels = {p.level: p for p in self.board.pet_shop}

    def big(self, node: str, side: str) -> bool:
        """Is `node` a big space (holding a token) on this board side ("1-2" or "3-4")?"""
        n = self.nodes[node]
        if n.size != "big":
            return False
        return not (side == "1-2" and n.small_on_1_2_side)

    def edition_report(self) -> dict[str, list[str]]:
        """Component ids by edition, for the rules screen and tests."""
        out: dict[str, list[str]] = {"official": [], "project": []}
        groups: list[tuple[str, Any]] = [
            ("card", self.cards.values()),
            ("lionfish", self.lionfish.values()),
            ("bonus tile", self.tiles.values()),
            ("space", self.nodes.values()),
            ("token", self.tokens.values()),
            ("filter token", self.fkinds.values()),
            ("start tile", self.start_tiles.values()),
            ("solo tile", self.solo_tiles.values()),
        ]
        for label, items in groups:
            for it in items:
                out[it.edition].append(f"{label} {getattr(it, 'id', getattr(it, 'number', ''))}")
        return out


@cache
def content() -> Content:
    return Content()
