"""Discounts that stack: a 'min 1' faction or recruit discount never raises a cost another discount lowered."""

from __future__ import annotations

from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.apiary.hive import cost

from .builders import game, my_turn


def test_sini_on_langstroth_d3_one_wax_development_is_free():
    s = my_turn(game(2), 0, faction="sini", mat="langstroth")
    p = s.players[0]
    assert cost(p, "d:aqueduct", "D3") == {}  # 1 wax, Langstroth -1 -> 0; Sini's min 1 must not raise it
    assert cost(p, "d:aqueduct", "A1") == {"wax": 1}  # Sini alone: min 1


def test_sini_on_langstroth_d3_two_wax_development_costs_nothing():
    s = my_turn(game(2), 0, faction="sini", mat="langstroth")
    p = s.players[0]
    assert cost(p, "d:apothecary", "D3") == {}  # 2 wax: Sini -1 (to 1), Langstroth -1 (to 0)
    assert cost(p, "d:apothecary", "A1") == {"wax": 1}


def test_utel_on_langstroth_b4_one_pollen_recruit_is_free():
    s = my_turn(game(2), 0, faction="utel", mat="langstroth")
    p = s.players[0]
    assert cost(p, "r:scout", "B4") == {}
    assert cost(p, "r:scout", "A1") == {"pollen": 1}


def test_an_any_resource_discount_follows_what_the_player_holds_after_a_cached_cost():
    """Langstroth A3 takes 1 off the resource the player lacks most: never kept from an earlier call."""
    s = my_turn(game(2), 0, faction="ana", mat="langstroth")
    p = s.players[0]
    farm = next(f"f:{k}" for k, t in content().farms.items() if len([r for r, n in t["cost"].items() if n]) >= 2)
    full = {r: n for r, n in content().farms[farm[2:]]["cost"].items() if n}
    assert cost(p, farm, "A1") == full  # no discount off A3: cached, the same whatever p holds
    short = max(full, key=lambda r: full[r])
    p.res = {r: 9 for r in p.res} | {short: 0}
    first = cost(p, farm, "A3")
    assert first == {r: n - (r == short) for r, n in full.items() if n - (r == short)}
    other = next(r for r in full if r != short)
    p.res = {r: 9 for r in p.res} | {other: 0}
    assert cost(p, farm, "A3") == {r: n - (r == other) for r, n in full.items() if n - (r == other)}
    assert cost(p, farm, "A1") == full
