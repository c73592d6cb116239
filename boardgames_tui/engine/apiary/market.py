"""Advance and build (§7.2, §8): combined strength, open columns, Lama's paid strength, affordable tiles, building."""

from __future__ import annotations

from typing import Any

from .abilities import mods
from .board import shifted, strength_of
from .content import BASIC, KIND, ROWS, content
from .core import fire, run, who
from .hive import build_check, has_open_hex
from .state import ApiaryState


def columns(a: int) -> int:
    return 1 if a <= 2 else 2 if a <= 4 else 3


def advance_power(s: ApiaryState, seat: int, space: str, st: int) -> int:
    return space_power(s, space, st) + access_bonus(s, seat)


def space_power(s: ApiaryState, space: str, st: int) -> int:
    """A strength-`st` worker's combined strength on an advance space, before abilities."""
    if len(s.spaces[space]) == 2:
        other = shifted(s, space)
        return st + (strength_of(s, other) if other >= 0 else 1)
    return st + 1


def access_bonus(s: ApiaryState, seat: int) -> int:
    """The advance strength a seat's abilities add (the same on every space and for every worker)."""
    if seat == s.automa:
        return 0
    p = s.players[seat]
    a = 0
    for m in mods(p, "advance_access"):
        if m.get("cost_basic", 0) == 0 or any(p.res[r] for r in BASIC):
            a += m["n"]
    return a


def lama_cost(s: ApiaryState, seat: int) -> int:
    """Advance strength a seat may buy with 1 basic resource (Lama's normal side), 0 if none."""
    p = s.players[seat]
    if seat == s.automa or not any(p.res[r] for r in BASIC):
        return 0
    return sum(m["n"] for m in mods(p, "advance_access") if m.get("cost_basic", 0))


def lama_payable(s: ApiaryState, seat: int, a: int, row_only: str = "") -> list[str]:
    """Basics whose payment still leaves a tile affordable with combined strength `a`."""
    p = s.players[seat]
    out = []
    for r in BASIC:
        if not p.res[r]:
            continue
        after = dict(p.res)
        after[r] -= 1
        if market_open(s, seat, a, row_only, after):
            out.append(r)
    return out


def market_options(s: ApiaryState, seat: int, a: int, row_only: str = "") -> list[str]:
    """Market tiles in the columns combined strength `a` opens, and reserve tiles, that the seat can build now."""
    p = s.players[seat]
    cols = columns(a)
    can_build = build_check(p)
    out = [
        f"m:{row}:{col}"
        for row in ROWS
        if not row_only or row == row_only
        for col, tid in enumerate(s.market[row][:cols])
        if can_build(tid)
    ]
    if p.reserve and has_open_hex(p):
        out.extend(f"reserve:{i}" for i in range(len(p.reserve)))
    return out


def market_open(s: ApiaryState, seat: int, a: int, row_only: str = "", res: dict[str, int] | None = None) -> bool:
    """True when `market_options` is not empty (stops at the first tile found); `res`: as if holding these."""
    p = s.players[seat]
    if p.reserve and has_open_hex(p):
        return True
    cols = columns(a)
    can_build = build_check(p, res)
    return any(can_build(tid) for row in ROWS if not row_only or row == row_only for tid in s.market[row][:cols])


def columns_needed(s: ApiaryState, seat: int) -> int:
    """The fewest open columns that show a tile the seat can build now (0: a reserve tile will do;
    4: none will): `market_open(s, seat, a)` is `columns(a) >= columns_needed(s, seat)`. Checks each
    tile at most once, nearest column first, for the must-act checks of every worker and space."""
    p = s.players[seat]
    if p.reserve and has_open_hex(p):
        return 0
    can_build = build_check(p)
    market = s.market
    for col in range(3):
        for row in ROWS:
            tiles = market[row]
            if col < len(tiles) and can_build(tiles[col]):
                return col + 1
    return 4


def build(s: ApiaryState, seat: int, tid: str, hid: str) -> None:
    p = s.players[seat]
    c = content()
    p.hive[hid] = tid
    tile = c.tile(tid)
    s.say(f"{who(s, seat)} builds {tile['name']} on {hid}.")
    kind = KIND[tid[0]]
    fire(s, seat, f"on_build_{kind}")
    bonus = c.mats[p.mat]["bonus_hexes"].get(hid)
    effects: list[dict[str, Any]] = []
    if isinstance(bonus, list):
        effects.extend(bonus)
    if kind == "development":
        effects = list(tile.get("effect", [])) + effects
    run(s, seat, effects)
