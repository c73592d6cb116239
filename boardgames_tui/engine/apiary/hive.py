"""A player's hive: open hexes, build costs (with discounts) and resource storage (§8, §11).

Open hexes depend only on which hexes hold tiles and which frames a player has; costs only on
the player's abilities (and, for a "one resource of your choice" discount, on what they hold).
Both are kept once computed, so legal-move checks never recompute them per candidate.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .abilities import Abilities, abilities, faction_side, mod_n, mods
from .content import FACTION_HEXES, KIND, content
from .state import Player


_OPEN: dict[tuple, tuple[str, ...]] = {}
_OPEN_MAX = 8192


def can_pay(p: Player, cost: dict[str, int]) -> bool:
    return affords(p.res, cost)


def affords(res: dict[str, int], cost: dict[str, int]) -> bool:
    """True when the resources `res` cover `cost`."""
    for r, n in cost.items():
        if res[r] < n:
            return False
    return True


def occupied(p: Player) -> set[str]:
    return set(p.hive) | set(FACTION_HEXES)


def _open_hexes(p: Player) -> tuple[str, ...]:
    key = (tuple(p.hive), tuple(p.frames))
    found = _OPEN.get(key)
    if found is None:
        c = content()
        hexes = list(c.buildable)
        for slot in ("N", "E", "S", "W"):
            if slot in p.frames:
                hexes.extend(c.frame_hexes[slot])
        occ = occupied(p)
        found = tuple(h for h in hexes if h not in occ and any(n in occ for n in c.neighbours(h)))
        if len(_OPEN) >= _OPEN_MAX:
            _OPEN.clear()
        _OPEN[key] = found
    return found


def open_hexes(p: Player) -> list[str]:
    """Empty hexes of the mat and of the player's frames that touch a tile or the faction hexes."""
    return list(_open_hexes(p))


def has_open_hex(p: Player) -> bool:
    return bool(_open_hexes(p))


def why_not_hex(p: Player, hid: str) -> str | None:
    c = content()
    if hid not in c.hexes:
        return f"{hid} is not a hex of a hive"
    if hid in occupied(p):
        return f"{hid} already holds a tile"
    if hid not in c.buildable and not any(hid in c.frame_hexes[f] for f in p.frames):
        return f"{hid} is on a frame you do not have"
    if not any(n in occupied(p) for n in c.neighbours(hid)):
        return f"{hid} touches none of your tiles"
    return None


def _cost(ab: Abilities, res: dict[str, int], tid: str, hid: str | None) -> dict[str, int]:
    """The cost of tile `tid` on hex `hid` (None: a hex without a discount) for a player holding `res`.

    Shared with later calls: do not change it."""
    kind = KIND[tid[0]]
    if hid is not None and hid not in ab.bonus_hexes[kind]:
        hid = None
    found = ab.costs.get((tid, hid))
    if found is not None:
        return found
    t = content().tiles[tid]
    out = dict({"honey": t["honey"]} if kind == "carving" else t["cost"])
    discounts: list[dict[str, Any]] = ([ab.bonus[hid]] if hid is not None else []) + ab.discounts[kind]
    # a discount with a floor ("min 1") goes first and never raises a cost; floorless ones stack after it
    for d in sorted(discounts, key=lambda d: -d.get("min", 0)):
        low = d.get("min", 0)
        if "res" in d:
            for r, n in d["res"].items():
                if r in out:
                    out[r] = max(min(low, out[r]), out[r] - n)
        else:
            for _ in range(d.get("resources", 0)):
                if sum(out.values()) <= low:
                    break
                r = max(out, key=lambda k: (out[k] - res[k], out[k]))
                if out[r]:
                    out[r] -= 1
    found = {r: n for r, n in out.items() if n}
    if all("res" in d for d in discounts):  # no "any resource" discount: the same whatever the player holds
        ab.costs[(tid, hid)] = found
    return found


def cost(p: Player, tid: str, hid: str | None) -> dict[str, int]:
    """What building tile `tid` on hex `hid` costs `p` after every discount."""
    return dict(_cost(abilities(p), p.res, tid, hid))


def affordable_hexes(p: Player, tid: str) -> list[str]:
    """The open hexes on which `p` can pay for tile `tid`."""
    hexes = _open_hexes(p)
    if not hexes:
        return []
    ab = abilities(p)
    discounted = ab.bonus_hexes[KIND[tid[0]]]
    res = p.res
    plain = affords(res, _cost(ab, res, tid, None))
    return [h for h in hexes if (affords(res, _cost(ab, res, tid, h)) if h in discounted else plain)]


def build_check(p: Player, res: dict[str, int] | None = None) -> Callable[[str], bool]:
    """`can_build` for one player, with their open hexes and abilities looked up once.

    `res`: check against these resources instead of what the player holds (a payment they may make first).
    """
    hexes = _open_hexes(p)
    if not hexes:
        return lambda tid: False
    ab = abilities(p)
    res = p.res if res is None else res

    def can_build_tile(tid: str) -> bool:
        discounted = ab.bonus_hexes[KIND[tid[0]]]
        # some open hex without a discount for this kind: most players have no discount hex at all
        if affords(res, _cost(ab, res, tid, None)) and (not discounted or not discounted.issuperset(hexes)):
            return True
        return bool(discounted) and any(affords(res, _cost(ab, res, tid, h)) for h in hexes if h in discounted)

    return can_build_tile


def can_build(p: Player, tid: str) -> bool:
    """True when `p` can pay for tile `tid` on at least one open hex (`affordable_hexes` not empty)."""
    return build_check(p)(tid)


def planting_slots(p: Player) -> int:
    c = content()
    return 2 + sum(c.frame_seed_slot[f] for f in p.frames) + mod_n(p, "planting_slots")


def storage(p: Player) -> tuple[int, int]:
    """(any spots, water-only spots)."""
    ab = abilities(p)
    if ab.storage is not None:
        return ab.storage
    c = content()
    any_spots = 4 + (faction_side(p).get("extra_storage", 0) if p.upgraded else 0)
    water = 0
    farm_bonus = mod_n(p, "farm_storage_bonus")
    for tid in p.hive.values():
        if tid[0] == "f":
            for st in c.tiles[tid]["storage"]:
                if st["type"] == "water":
                    water += st["n"]
                else:
                    any_spots += st["n"]
            any_spots += farm_bonus
    for m in mods(p, "storage"):
        for st in m["spots"]:
            any_spots += st["n"]
    ab.storage = (any_spots, water)
    return ab.storage


def fit(p: Player, res: dict[str, int] | None = None) -> int:
    """How many of the resources `res` (default: what `p` holds) fit in the player's storage."""
    res = p.res if res is None else res
    any_spots, water = storage(p)
    w = min(res["water"], water)
    return w + min(sum(res.values()) - w, any_spots)


def overflow(p: Player) -> int:
    return sum(p.res.values()) - fit(p)
