"""Perft for New Frontiers (STYLE.md §1): legal actions along seeded playouts stay what they were.

tests/data/new-frontiers/counts.json was made with the engine before the speed work (run this
module, `python -m tests.engine.new_frontiers.test_counts`, to write it again on purpose). Each
playout pins the number of legal actions at every step (a rules change shows up at a named step),
a digest of every legal-action list in order (the stable order), a digest of the final state's
JSON (same seed + actions = same state, byte for byte), the steps visited and the final totals;
along the way apply must leave its argument as it was (the copy shares the rows it does not change).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from boardgames_tui.engine.new_frontiers import ENGINE
from tests.perft import seeded_playout, write_pinned

COUNTS = Path(__file__).resolve().parents[2] / "data" / "new-frontiers" / "counts.json"
PLAYOUTS = [
    {"players": 5, "seed": 1, "options": {}},
    {"players": 2, "seed": 7, "options": {"picks_per_player": 2, "galaxy_goals": True, "explored_worlds": "face_down"}},
    {
        "players": 4,
        "seed": 22,
        "options": {"galaxy_goals": True, "development_sides": "random", "home_sides": "random", "colonist_supply_formula": "12n"},
    },
]


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (tests/perft.py: rng = Rng.from_seed(seed) picks among the legal
    actions, every listed action passes why_illegal, apply leaves its argument alone)."""
    counts: list[int] = []
    steps: Counter[str] = Counter()
    legal_digest = hashlib.sha256()
    final = None
    for state, legal, _action, after in seeded_playout(ENGINE, players, seed, options):
        counts.append(len(legal))
        steps[state.step] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        final = after
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "counts": counts,
        "steps": dict(sorted(steps.items())),
        "legal_sha256": legal_digest.hexdigest(),
        "state_sha256": hashlib.sha256(final.model_dump_json().encode()).hexdigest(),
        "totals": [r.total for r in ENGINE.scores(final).seats],
    }


DATA = json.loads(COUNTS.read_text()) if COUNTS.exists() else {"playouts": []}


@pytest.mark.parametrize("want", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_legal_actions_along_a_seeded_playout_are_what_they_were(want):
    got = record(want["players"], want["seed"], want["options"])
    for step, (g, w) in enumerate(zip(got["counts"], want["counts"])):
        assert g == w, f"step {step}: {g} legal actions, {w} before"
    assert len(got["counts"]) == len(want["counts"])
    assert got["steps"] == want["steps"]
    assert got["legal_sha256"] == want["legal_sha256"], "same counts, but the legal actions or their order changed"
    assert got["state_sha256"] == want["state_sha256"], "the final state is not byte for byte what it was"
    assert got["totals"] == want["totals"]


def test_the_recorded_playouts_cover_every_step_of_the_game():
    seen = set().union(*(p["steps"] for p in DATA["playouts"]))
    every = {
        "choose", "develop", "explore", "explore_bonus", "discard", "settle", "settle2", "produce_pay", "windfall",
        "trade", "consume", "goal_keep", "goal_bottom", "reveal", "stock_col", "stock_cr",
    }
    assert every <= seen, f"no recorded playout reaches {sorted(every - seen)}"


if __name__ == "__main__":
    about = (
        "Legal actions along seeded random New Frontiers playouts (rng = Rng.from_seed(seed) picks among the legal "
        "actions), made with the engine before the speed work; tests/engine/new_frontiers/test_counts.py replays them."
    )
    out = {"about": about, "playouts": [record(**p) for p in PLAYOUTS]}
    write_pinned(COUNTS, out)
    for p in out["playouts"]:
        print(p["players"], p["seed"], len(p["counts"]), p["steps"], p["totals"])
