"""Perft for Apiary (STYLE.md §1): legal-action counts along seeded playouts stay what they were.

tests/data/apiary/counts.json was made with the engine before the speed work; a change in the
rules or in legal-move generation shows up here as a different count at a named step.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.rng import Rng

DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "apiary" / "counts.json").read_text())


@pytest.mark.parametrize("playout", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_legal_action_counts_along_a_seeded_playout(playout):
    s = ENGINE.new_game([Seat(name=f"P{i + 1}") for i in range(playout["players"])], seed=playout["seed"], options=playout["options"])
    rng = Rng.from_seed(playout["seed"])
    counts = []
    for _ in range(playout["steps"]):
        if s.finished:
            break
        legal = ENGINE.legal_actions(s)
        counts.append(len(legal))
        assert all(ENGINE.why_illegal(s, a) is None for a in legal)
        s = ENGINE.apply(s, ENGINE.automa_action(s) if s.seats[s.actor].kind == "automa" else rng.choice(legal))
    for step, (got, want) in enumerate(zip(counts, playout["counts"])):
        assert got == want, f"step {step}: {got} legal actions, {want} before"
    assert len(counts) == len(playout["counts"])
    assert [p.vp for p in s.players] == playout["vp_after"]
