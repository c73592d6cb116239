"""Discounts that stack: a 'min 1' faction or recruit discount never raises a cost another discount lowered."""

from __future__ import annotations

from boardgames_tui.engine.apiary.core import cost

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
