"""Perft for Planet B (STYLE.md §1): legal actions along seeded playouts stay what they were.

tests/data/planet-b/perft.json was made with the engine before the speed work (run this module,
`python -m tests.engine.planet_b.test_perft`, to write it again on purpose). Each playout pins
the number of legal actions at every step (a rules change shows up at a named step), a digest of
every legal-action list in order (the stable order the seeded bots rely on), a digest of the
final state's JSON (same seed + actions = same state, byte for byte), the steps and action kinds
visited, a digest of the log lines and the final totals; along the way apply must leave its argument as it was and
why_illegal must agree with the enumeration.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from boardgames_tui.engine.planet_b import ENGINE
from tests.perft import seeded_playout, write_pinned

PERFT = Path(__file__).resolve().parents[2] / "data" / "planet-b" / "perft.json"
PLAYOUTS = [
    {"players": 4, "seed": 1, "options": {}},
    {"players": 2, "seed": 7, "options": {"tree_water_yield": "once_per_group", "sheep_habitat": "any_three"}},
    {"players": 3, "seed": 22, "options": {"wheat_goal": "WHEAT_2", "berry_goal": "BERRY_3", "apple_goal": "APPLE_3", "animal_goal": "ANIMAL_2"}},
    {"players": 1, "seed": 5, "options": {}},
    {"players": 4, "seed": 31, "options": {"sheep_habitat": "any_three"}},
    {"players": 2, "seed": 34, "options": {}},
]


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (rng = Rng.from_seed(seed) picks among the legal actions)."""
    counts: list[int] = []
    steps: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    legal_digest = hashlib.sha256()
    log_digest = hashlib.sha256()
    for before, legal, action, state in seeded_playout(ENGINE, players, seed, options):
        counts.append(len(legal))
        steps[before.step] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        kinds[action.kind] += 1
        log_digest.update(json.dumps([line.model_dump() for line in state.log]).encode())
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "counts": counts,
        "steps": dict(sorted(steps.items())),
        "kinds": dict(sorted(kinds.items())),
        "legal_sha256": legal_digest.hexdigest(),
        "state_sha256": hashlib.sha256(state.model_dump_json().encode()).hexdigest(),
        "log_sha256": log_digest.hexdigest(),
        "totals": [r.total for r in ENGINE.scores(state).seats],
    }


DATA = json.loads(PERFT.read_text()) if PERFT.exists() else {"playouts": []}


@pytest.mark.parametrize("want", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_legal_actions_along_a_seeded_playout_are_what_they_were(want):
    got = record(want["players"], want["seed"], want["options"])
    for step, (g, w) in enumerate(zip(got["counts"], want["counts"])):
        assert g == w, f"step {step}: {g} legal actions, {w} before"
    assert len(got["counts"]) == len(want["counts"])
    assert got["steps"] == want["steps"]
    assert got["kinds"] == want["kinds"]
    assert got["legal_sha256"] == want["legal_sha256"], "same counts, but the legal actions or their order changed"
    assert got["state_sha256"] == want["state_sha256"], "the final state is not byte for byte what it was"
    assert got["log_sha256"] == want["log_sha256"], "the game log of the playout reads differently"
    assert got["totals"] == want["totals"]


def test_the_recorded_playouts_reach_every_step_and_action_kind():
    steps = set().union(*(p["steps"] for p in DATA["playouts"]))
    kinds = set().union(*(p["kinds"] for p in DATA["playouts"]))
    assert {"main", "place", "bees", "after"} <= steps, steps
    # Pass (no development tile fits, no spring left) is rare in random play: test_rules covers it
    assert {"take", "spring", "place", "bee", "animal", "end"} <= kinds, kinds


if __name__ == "__main__":
    about = (
        "Legal actions along seeded random Planet B playouts (rng = Rng.from_seed(seed) picks among the legal "
        "actions), made with the engine before the speed work; tests/engine/planet_b/test_perft.py replays them."
    )
    out = {"about": about, "playouts": [record(**p) for p in PLAYOUTS]}
    write_pinned(PERFT, out)
    for p in out["playouts"]:
        print(p["players"], p["seed"], len(p["counts"]), p["steps"], p["kinds"], p["totals"])
