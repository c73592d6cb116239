"""Apiary content: rules/apiary/apiary.json, loaded once and indexed for the rules."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..content import load_json
from ..hexgrid import neighbours as hex_neighbours

RES = ("pollen", "fibre", "water", "wax", "honey")
BASIC = ("pollen", "fibre", "water")
ROWS = ("farm", "recruit", "development")
PREFIX = {"farm": "f", "recruit": "r", "development": "d", "carving": "c"}
KIND = {v: k for k, v in PREFIX.items()}
FACTION_HEXES = ("F", "S1", "S2")
"""The three hexes the faction tile covers on every hive mat."""


class Content:
    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw
        self.factions = {f["id"]: f for f in raw["factions"]}
        self.mats = {m["id"]: m for m in raw["hive_mats"]}
        self.planets = {p["id"]: p for p in raw["planets"]}
        self.barren = raw["barren_planet_if_stack_empty"]
        self.tokens = {t["id"]: t for t in raw["explore_tokens"]}
        self.farms = {t["type"]: t for t in raw["farms"]["types"]}
        self.recruits = {t["id"]: t for t in raw["recruits"]["tiles"]}
        self.devs = {t["id"]: t for t in raw["developments"]["tiles"]}
        self.carvings = {t["id"]: t for t in raw["carvings"]["tiles"]}
        self.tiles: dict[str, dict[str, Any]] = {}
        """Tile id as the state writes it (f:..., r:..., d:..., c:...) -> the tile."""
        for prefix, tiles in (("f", self.farms), ("r", self.recruits), ("d", self.devs), ("c", self.carvings)):
            self.tiles.update({f"{prefix}:{k}": t for k, t in tiles.items()})
        self.seeds = {c["id"]: c for c in raw["seed_cards"]["cards"]}
        self.dances = {t["id"]: t for t in raw["dances"]["tiles"]}
        self.dance_tokens = [t["face"] for t in raw["dances"]["tokens"]]
        self.sectors = raw["hibernation_comb"]["sectors"]
        self.pods = {p["id"]: (s, p) for s in self.sectors for p in s["pods"]}
        self.pod_order = [p["id"] for s in self.sectors for p in s["pods"]]
        self.automa = raw["automa"]
        self.automa_cards = {c["id"]: c for c in raw["automa"]["cards"]}
        geo = raw["hive_geometry"]
        self.hexes: dict[str, tuple[int, int]] = {h["id"]: (h["q"], h["r"]) for h in geo["mat_hexes"]}
        self.buildable = list(geo["buildable_mat_hexes"])
        self.frame_hexes: dict[str, list[str]] = {}
        for slot, fr in geo["frame_slots"].items():
            self.frame_hexes[slot] = [h["id"] for h in fr["hexes"]]
            for h in fr["hexes"]:
                self.hexes[h["id"]] = (h["q"], h["r"])
        self.frame_seed_slot = {k: v["seed_slot"] for k, v in geo["frame_slots"].items()}
        self.at = {v: k for k, v in self.hexes.items()}
        self.sides = raw["board"]["sides"]
        self.counts = raw["player_count_config"]
        self._nb: dict[str, list[str]] = {}

    def tile(self, tid: str) -> dict[str, Any]:
        return self.tiles[tid]

    def tile_name(self, tid: str) -> str:
        return self.tiles[tid]["name"]

    def neighbours(self, hid: str) -> list[str]:
        """The hive hexes (mat and frames) next to `hid`, axial neighbours from engine.hexgrid."""
        got = self._nb.get(hid)
        if got is None:
            got = self._nb[hid] = [self.at[h] for h in hex_neighbours(self.hexes[hid]) if h in self.at]
        return got


@cache
def content() -> Content:
    return Content(load_json("apiary", "apiary.json"))
