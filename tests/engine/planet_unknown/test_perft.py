"""Perft for Planet Unknown (STYLE.md §1): legal actions along seeded playouts stay what they were.

tests/data/planet-unknown/perft.json was made with the engine before the second speed pass
(run `python -m tests.engine.planet_unknown.test_perft` to write it again, on purpose only).
The playouts are those of counts.json (test_fast_paths.py pins their counts). Each one pins a
digest of every legal-action list in order (the stable order), of every prompt, of the final
state's JSON (same seed + actions = same state, byte for byte) and the final totals; along the
way apply must leave its argument as it was (the copy shares what it does not change), and
why_illegal must accept every listed action.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from tests.perft import seeded_playout, write_pinned

from .builders import E

DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "planet-unknown"
PERFT = DATA_DIR / "perft.json"
CASES = [{k: c[k] for k in ("players", "seed", "options")} for c in json.loads((DATA_DIR / "counts.json").read_text())]


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (rng = Rng.from_seed(seed) picks among the legal actions)."""
    legal_digest, prompt_digest = hashlib.sha256(), hashlib.sha256()
    kinds: Counter[str] = Counter()
    steps = 0
    for before, legal, _action, state in seeded_playout(E, players, seed, options, first_name=0, samples=5):
        kinds[before.prompt.kind] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        prompt_digest.update(before.prompt.model_dump_json().encode())
        steps += 1
    return {
        **{"players": players, "seed": seed, "options": options},
        "steps": steps,
        "prompts": dict(sorted(kinds.items())),
        "legal_sha256": legal_digest.hexdigest(),
        "prompt_sha256": prompt_digest.hexdigest(),
        "state_sha256": hashlib.sha256(state.model_dump_json().encode()).hexdigest(),
        "totals": [r.total for r in E.scores(state).seats],
    }


DATA = json.loads(PERFT.read_text()) if PERFT.exists() else {"playouts": []}


@pytest.mark.parametrize("want", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_legal_actions_along_a_seeded_playout_are_what_they_were(want):
    got = record(want["players"], want["seed"], want["options"])
    assert (got["steps"], got["prompts"]) == (want["steps"], want["prompts"])
    assert got["legal_sha256"] == want["legal_sha256"], "the legal actions or their order changed"
    assert got["prompt_sha256"] == want["prompt_sha256"], "a prompt changed"
    assert got["state_sha256"] == want["state_sha256"], "the final state is not byte for byte what it was"
    assert got["totals"] == want["totals"]


def test_the_recorded_playouts_are_the_counted_ones():
    assert [{k: p[k] for k in ("players", "seed", "options")} for p in DATA["playouts"]] == CASES


if __name__ == "__main__":
    about = (
        "Digests of the legal actions and prompts along the seeded random Planet Unknown playouts of counts.json "
        "(rng = Rng.from_seed(seed) picks), made before the second speed pass; test_perft.py replays them."
    )
    out = {"about": about, "playouts": [record(**c) for c in CASES]}
    write_pinned(PERFT, out)
    for p in out["playouts"]:
        print(p["players"], p["seed"], p["steps"], p["prompts"], p["totals"])
