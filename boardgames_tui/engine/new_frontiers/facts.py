"""Facts about a seat's empire that rules, scoring and goals share."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .content import Tile, matches, powers_by_phase, tile
from .state import NFState

WORLD_SLOTS = 8
"""Worlds on the mat besides the home, settled and unsettled together."""


Power = tuple[str, int, dict[str, Any]]
"""(tile id, index in `Tile.powers`, power)."""
_NONE: dict[str, tuple[Power, ...]] = {}


def powers(state: NFState, s: int, phase: str, exclude: tuple[str, ...] | list[str] = ()) -> tuple[Power, ...]:
    """Active powers of `phase`: (tile id, index, power), colonies first, then developments."""
    return _powers(phase, state.colonies[s], state.devs[s], tuple(exclude) if exclude else ())


@lru_cache(maxsize=8192)
def _powers(phase: str, colonies: tuple[str, ...], devs: tuple[str, ...], exclude: tuple[str, ...]) -> tuple[Power, ...]:
    """`powers` of a seat with these colonies and developments: a pure function of tuples (the
    state's own, shared by its copies), asked for on most steps, so kept once worked out."""
    table = powers_by_phase().get(phase, _NONE)
    out: list[Power] = []
    for tid in colonies:
        if tid in table and tid not in exclude:
            out += table[tid]
    for tid in devs:
        if tid in table:
            out += table[tid]
    return tuple(out)


def permanent_military(state: NFState, s: int, exclude: tuple[str, ...] | list[str] = ()) -> int:
    return sum(p["amount"] for _, _, p in powers(state, s, "settle", exclude) if p["effect"] == "military" and not p.get("against"))


def military_against(
    state: NFState, s: int, world: str, exclude: tuple[str, ...] | list[str] = (), pw: tuple[Power, ...] | None = None
) -> int:
    """Permanent Military plus Military valid against this world (temporary not included).
    `pw`: the seat's settle powers (with `exclude` left out), when the caller has them already."""
    return military_of(tile(world), powers(state, s, "settle", exclude) if pw is None else pw)


def military_of(t: Tile, pw: tuple[Power, ...]) -> int:
    """The Military of settle powers `pw` against world `t` (see `military_against`)."""
    total = 0
    for _, _, p in pw:
        if p["effect"] == "military" and matches(t, p.get("against")):
            total += p["amount"]
    return total


def settle_discount(
    state: NFState, s: int, world: str, exclude: tuple[str, ...] | list[str] = (), pw: tuple[Power, ...] | None = None
) -> int:
    return discount_of(tile(world), powers(state, s, "settle", exclude) if pw is None else pw)


def discount_of(t: Tile, pw: tuple[Power, ...]) -> int:
    """The credits settle powers `pw` take off settling civilian world `t` (see `settle_discount`)."""
    return sum(p["amount"] for _, _, p in pw if p["effect"] == "discount" and matches(t, p.get("filter")))


def settle_cost(
    state: NFState, s: int, world: str, exclude: tuple[str, ...] | list[str] = (), pw: tuple[Power, ...] | None = None
) -> int:
    """Credits to settle a civilian world, discounts applied, never below 0 (R4)."""
    return max(0, (tile(world).cost or 0) - settle_discount(state, s, world, exclude, pw))


def dev_discount(state: NFState, s: int) -> int:
    """Credits off every development for seat `s` now: Develop discounts, and 1 for the Develop chooser."""
    cut = sum(p["amount"] for _, _, p in powers(state, s, "develop") if p["effect"] == "discount")
    if state.role == "develop" and s == state.chooser:
        cut += 1
    return cut


def dev_cost(state: NFState, s: int, dev: str) -> int:
    """Credits to build a development: printed cost, less the chooser's 1 and Develop discounts, min 0."""
    return max(0, (tile(dev).cost or 0) - dev_discount(state, s))


def dev_units(state: NFState, s: int) -> int:
    return sum(tile(d).dev_units for d in state.devs[s])


def mat_worlds(state: NFState, s: int) -> int:
    """Worlds on the mat (not the home): settled and unsettled."""
    return len(state.colonies[s]) - 1 + len(state.unsettled[s])


def faction_flags(state: NFState, s: int) -> set[str]:
    return {f for w in state.colonies[s] for f in tile(w).flags}


def goods_count(state: NFState, s: int) -> int:
    return len(state.goods[s])
