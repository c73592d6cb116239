"""New Frontiers content: worlds, developments, goals from rules/new-frontiers/*.json."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import ConfigDict

from ..content import Component, load_json

GAME = "new-frontiers"
GOODS = ("novelty", "rare", "genes", "alien")
TRADE_VALUE = {"novelty": 1, "rare": 2, "genes": 3, "alien": 4}
FLAGS = ("rebel", "imperium", "uplift", "alien")


class Tile(Component):
    """A world (home or bag) or a development. Powers stay plain dicts (see power_vocabulary)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str
    name: str
    powers: tuple[dict[str, Any], ...] = ()
    vp: int = 0
    source: str = ""
    note: str | None = None
    # worlds
    goods: str | None = None
    kind: str = "none"
    military: bool = False
    cost: int | None = None
    defense: int | None = None
    colonists: int = 1
    flags: tuple[str, ...] = ()
    mat: int = 0
    side: str = ""
    first_game_side: bool = False
    starts_with_good: bool = False
    # developments
    size: str = ""
    dev_units: int = 0
    endgame: tuple[dict[str, Any], ...] = ()

    @property
    def is_world(self) -> bool:
        return not self.size


class Goal(Component):
    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str
    name: str
    category: str
    rule: str
    scoring: dict[str, Any]
    uses_stockpile_mat: bool = False
    stockpile: dict[str, Any] | None = None


@cache
def worlds_file() -> dict[str, list[Tile]]:
    raw = load_json(GAME, "worlds.json")
    return {k: [Tile.model_validate(t) for t in v] for k, v in raw.items()}


@cache
def developments_file() -> dict[str, Any]:
    raw = load_json(GAME, "developments.json")
    return {
        "small_core": [Tile.model_validate(t) for t in raw["small_core"]],
        "small_variable": [(Tile.model_validate(s["side_a"]), Tile.model_validate(s["side_b"])) for s in raw["small_variable"]],
        "large": [(Tile.model_validate(s["side_a"]), Tile.model_validate(s["side_b"])) for s in raw["large"]],
    }


@cache
def game() -> dict[str, Any]:
    return load_json(GAME, "game.json")


@cache
def goals() -> dict[str, Goal]:
    return {g["id"]: Goal.model_validate(g) for g in load_json(GAME, "goals.json")["goals"]}


@cache
def tiles() -> dict[str, Tile]:
    """Every tile by id: homes, bag worlds, every development face."""
    out: dict[str, Tile] = {}
    w = worlds_file()
    for t in w["homes"] + w["worlds"]:
        out[t.id] = t
    d = developments_file()
    for t in d["small_core"]:
        out[t.id] = t
    for a, b in d["small_variable"] + d["large"]:
        out[a.id] = a
        out[b.id] = b
    return out


def tile(tid: str) -> Tile:
    return tiles()[tid]


@cache
def costs() -> dict[str, int]:
    """Every tile's printed cost by id (0 for none), one lookup: Develop checks the cost of every
    development in the supply on every step."""
    return {tid: t.cost or 0 for tid, t in tiles().items()}


@cache
def powers_by_phase() -> dict[str, dict[str, tuple[tuple[str, int, dict[str, Any]], ...]]]:
    """Every tile's powers by phase: phase -> tile id -> ((tile id, index in `Tile.powers`, power), ...).

    Tiles without a power of that phase are absent."""
    out: dict[str, dict[str, list[tuple[str, int, dict[str, Any]]]]] = {}
    for tid, t in tiles().items():
        for i, p in enumerate(t.powers):
            out.setdefault(p["phase"], {}).setdefault(tid, []).append((tid, i, p))
    return {phase: {tid: tuple(found) for tid, found in by.items()} for phase, by in out.items()}


@cache
def bag_world_ids() -> tuple[str, ...]:
    return tuple(t.id for t in worlds_file()["worlds"])


@cache
def home_ids() -> tuple[str, ...]:
    return tuple(t.id for t in worlds_file()["homes"])


def matches(t: Tile, flt: dict[str, Any] | None) -> bool:
    """Does world `t` match a power's filter (goods, goods_not, flag, not_flag, kind, military)?"""
    if not flt:
        return True
    for k, v in flt.items():
        if k == "goods" and t.goods != v:
            return False
        if k == "goods_not" and t.goods == v:
            return False
        if k == "flag" and v not in t.flags:
            return False
        if k == "not_flag" and v in t.flags:
            return False
        if k == "kind" and t.kind != v:
            return False
        if k == "military" and t.military != v:
            return False
    return True
