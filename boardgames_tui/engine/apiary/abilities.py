"""What a player's printed abilities give: modifiers, triggers and cost discounts, gathered once.

Every ability comes from the faction side and the recruits and developments in the hive
(plus, for costs, the discount hexes of the hive mat). The rules ask for them on every legal
move check, so `abilities(p)` gathers them once per distinct (faction side, mat, hive tiles)
and keeps the result: a hive changes only when a tile is built, and then the key changes too.
"""

from __future__ import annotations

from typing import Any

from .content import content
from .state import Player

NO_MODS: tuple[dict[str, Any], ...] = ()
TILE_KINDS = ("farm", "recruit", "development", "carving")


def faction_side(p: Player) -> dict[str, Any]:
    f = content().factions[p.faction]
    return f["upgraded"] if p.upgraded else f["normal"]


class Abilities:
    """The abilities of one (faction side, mat, hive tiles) combination. Read-only once built."""

    __slots__ = ("sources", "mods", "mod_sums", "triggers", "discounts", "bonus", "bonus_hexes", "costs", "storage")

    def __init__(self, faction: str, upgraded: bool, mat: str, tiles: tuple[str, ...]) -> None:
        c = content()
        if faction == "automa":
            self.sources: list[dict[str, Any]] = []
        else:
            f = c.factions[faction]
            self.sources = [f["upgraded"] if upgraded else f["normal"]] + [c.tiles[t] for t in tiles if t[0] in "rd"]
        self.mods: dict[str, list[dict[str, Any]]] = {}
        self.triggers: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {}
        for src in self.sources:
            for m in src.get("modifiers", []):
                self.mods.setdefault(m["mod"], []).append(m)
            for t in src.get("triggers", []):
                self.triggers.setdefault(t["trigger"], []).append((src, t))
        self.mod_sums = {name: sum(m.get("n", 0) for m in ms) for name, ms in self.mods.items()}
        self.discounts: dict[str, list[dict[str, Any]]] = {}
        for kind in TILE_KINDS:
            found = [m for m in self.mods.get("cost_discount", ()) if m["tile"] == kind]
            if kind == "carving":
                found += [{"res": {"honey": m["n"]}, "min": m.get("min", 0)} for m in self.mods.get("carve_discount", ())]
            self.discounts[kind] = found
        self.bonus: dict[str, dict[str, Any]] = {}
        """Hex of the mat -> its build discount (a floorless one)."""
        for hid, b in (c.mats[mat]["bonus_hexes"].items() if mat else ()):
            if isinstance(b, dict) and "discount" in b:
                self.bonus[hid] = {**b["discount"], "min": 0}
        self.bonus_hexes = {kind: frozenset(h for h, d in self.bonus.items() if d["tile"] == kind) for kind in TILE_KINDS}
        self.costs: dict[tuple[str, str | None], dict[str, int]] = {}
        """(tile, discount hex or None) -> cost, for costs that do not depend on what the player holds."""
        self.storage: tuple[int, int] | None = None
        """(any spots, water-only spots), filled by hive.storage on first use."""


_KNOWN: dict[tuple, Abilities] = {}
_KNOWN_MAX = 4096


def abilities(p: Player) -> Abilities:
    key = (p.faction, p.upgraded, p.mat, tuple(p.hive.values()))
    found = _KNOWN.get(key)
    if found is None:
        if len(_KNOWN) >= _KNOWN_MAX:
            _KNOWN.clear()
        found = _KNOWN[key] = Abilities(*key)
    return found


def sources(p: Player) -> list[dict[str, Any]]:
    """Everything printed that can carry modifiers or triggers: faction side, recruits, developments."""
    return abilities(p).sources


def mods(p: Player, name: str) -> list[dict[str, Any]] | tuple[dict[str, Any], ...]:
    """The modifiers named `name` of a player, in printed order (faction side first). Do not change them."""
    return abilities(p).mods.get(name, NO_MODS)


def mod_n(p: Player, name: str) -> int:
    return abilities(p).mod_sums.get(name, 0)


def triggers(p: Player, name: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(source, trigger) pairs named `name`, in printed order."""
    return abilities(p).triggers.get(name, [])
