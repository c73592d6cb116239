"""Planet B content: dome boards, eco tiles, development row, harvests, goal cards.

Loaded once from rules/planet-b/*.json and validated by pydantic (functools.cache).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ..content import Component, load_model

GAME_ID = "planet-b"

ElementName = Literal[
    "TREE", "WATER", "WHEAT", "APPLE", "BERRY", "FLOWER_Y", "FLOWER_R", "FLOWER_P", "FENCE", "LOG", "NEST"
]


class DomeHex(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    q: int
    r: int
    shade: Literal["dark", "light"]
    icon: Literal["water", "oxygen"] | None = None


class DomeSide(Component):
    id: str
    label: str
    hexes: list[DomeHex]


class Domes(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    edition: Literal["official", "project"]
    note: str = ""
    sides: list[DomeSide]


class Shape(Component):
    id: str
    name: str
    cells: list[tuple[int, int]]


class EcoTile(Component):
    id: str
    shape: str
    hexes: list[ElementName]


class EcoTiles(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    shapes: list[Shape]
    tiles: list[EcoTile]


class Costs(Component):
    costs: list[int]


class DevTile(Component):
    id: str
    slots: list[str]
    start_position: int


class Springs(Component):
    count: int
    water_gain: int


class WaterTrack(Component):
    base_length: int
    covered: dict[str, int]


class HarvestTile(Component):
    id: str
    scores: list[Literal["ANIMALS", "BEES"]]


class PrintedHarvest(Component):
    scores: list[Literal["ANIMALS", "BEES"]]


class Animal(Component):
    id: Literal["BIRD", "RABBIT", "SHEEP"]
    supply: int
    oxygen_cost: int
    harvest_points: int
    habitat: ElementName
    habitat_cells: list[tuple[int, int]]


class Bee(Component):
    id: str
    colour: str
    supply: int
    flower: ElementName
    plant: ElementName


class Starting(Component):
    water: int
    oxygen: int


class Development(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    position_costs: Costs
    development_tiles: list[DevTile]
    springs: Springs
    water_track: WaterTrack
    harvest_tiles: list[HarvestTile]
    printed_final_harvest: PrintedHarvest
    animals: list[Animal]
    bees: list[Bee]
    starting: Starting


class Goal(Component):
    id: str
    name: str
    text: str
    deck: Literal["WHEAT", "BERRY", "APPLE", "ANIMAL"]
    metric: str
    element: ElementName | None = None
    pattern_cells: list[tuple[int, int]] | None = None
    points_by_value: list[int]
    seed_points: list[tuple[int, int]]

    def points(self, value: int) -> int:
        table = self.points_by_value
        return table[min(value, len(table) - 1)]


class Goals(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    goals: list[Goal]


@cache
def domes() -> Domes:
    return load_model(GAME_ID, "domes.json", Domes)


@cache
def eco() -> EcoTiles:
    return load_model(GAME_ID, "eco_tiles.json", EcoTiles)


@cache
def development() -> Development:
    return load_model(GAME_ID, "development.json", Development)


@cache
def goals() -> dict[str, Goal]:
    return {g.id: g for g in load_model(GAME_ID, "goals.json", Goals).goals}


@cache
def tiles_by_id() -> dict[str, EcoTile]:
    return {t.id: t for t in eco().tiles}


@cache
def shapes_by_id() -> dict[str, Shape]:
    return {s.id: s for s in eco().shapes}


@cache
def dev_tiles_by_id() -> dict[str, DevTile]:
    return {t.id: t for t in development().development_tiles}


@cache
def animals_by_id() -> dict[str, Animal]:
    return {a.id: a for a in development().animals}
