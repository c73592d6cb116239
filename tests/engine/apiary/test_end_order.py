"""Final scoring order (brief 14): Fermentation's 5 QF are added before anything later reads QF."""

from __future__ import annotations

from boardgames_tui.engine.apiary import ENGINE

from .builders import game, my_turn


def hive_with_fermentation(faction, qf):
    s = my_turn(game(2), 0, faction=faction)
    p = s.players[0]
    p.hive["A1"] = "c:fermentation"
    p.qf = qf
    s.players[1].qf = 6
    return s


def test_ligu_counts_fermentation_qf():
    s = hive_with_fermentation("ligu", 3)
    b = next(r for r in ENGINE.scores(s).seats if r.seat == 0).breakdown
    # 3 + 5 = 8 QF: Ligu 1 VP per 2 QF = 4 VP; QF ranking 8 vs 6: first, 6 VP
    assert b["Faction"] == 4
    assert b["Queen's Favor"] == 6


def test_migration_and_queens_chamber_count_fermentation_qf():
    s = hive_with_fermentation("ana", 3)
    p = s.players[0]
    p.hive["A2"] = "c:migration"
    p.hive["A3"] = "c:queens_chamber"
    b = next(r for r in ENGINE.scores(s).seats if r.seat == 0).breakdown
    # Migration 1 VP per QF = 8; Queen's Chamber first on QF (8 > 6) = 10
    assert b["Carvings"] == 8 + 10
