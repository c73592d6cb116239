"""Perft for Apiary (STYLE.md §1): whole seeded playouts stay what they were, byte for byte.

tests/data/apiary/perft.json was made with the engine before the speed work of issue 9 (run
`python -m tests.engine.apiary.test_perft` to write it again on purpose, never to make this
pass). Each playout pins the number of legal actions at every step, a digest of every
legal-action list in order, a digest of the state's JSON after every action (log and prompt
included; its tasks written as the positional rows they were when the pins were made, see
`pinned_json`), the task kinds visited and the final totals. Along the way every listed action must
pass why_illegal, and apply must leave its argument as it was (the copy shares what it has not
changed). test_counts.py keeps the older count-only record.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.tasks import as_row
from boardgames_tui.engine.api import Seat
from tests.perft import seeded_playout, write_pinned

PERFT = Path(__file__).resolve().parents[2] / "data" / "apiary" / "perft.json"
PLAYOUTS = [
    {"players": 5, "seed": 1, "options": {}},
    {"players": 5, "seed": 9, "options": {"starter_factions_only": True}},
    {"players": 3, "seed": 5, "options": {"variant_seed_limit": True, "variant_remove_two_seed_token": True}},
    {"players": 4, "seed": 2, "options": {}},
    {"players": 5, "seed": 21, "options": {}},
    {"players": 2, "seed": 12, "options": {}},
    {"players": 1, "seed": 3, "options": {"difficulty": "hard"}},
]


def pinned_json(state) -> str:
    """The state's JSON as the pins were made: what `model_dump_json` wrote while each task was a
    positional row (state format 1; `tasks.as_row` gives today's typed task as that row)."""
    data = state.model_dump(mode="json")
    data["tasks"] = [as_row(t) for t in state.tasks]
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def test_pinned_json_is_the_state_json_but_for_the_tasks():
    """Byte for byte the JSON pydantic writes, with each task as its row of format 1."""
    state = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bøb")], seed=7)
    rows = json.loads(pinned_json(state))["tasks"]
    assert rows[0] == ["turn", state.first, 0] and rows[1:] == [["keep", 1 - state.first, 1], ["keep", state.first, 1]]
    typed = json.dumps([t.model_dump(mode="json") for t in state.tasks], separators=(",", ":"))
    assert pinned_json(state).replace(json.dumps(rows, separators=(",", ":")), typed) == state.model_dump_json()


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (rng = Rng.from_seed(seed) picks among the legal actions; the Automa plays her own)."""
    counts: list[int] = []
    kinds: Counter[str] = Counter()
    legal_digest = hashlib.sha256()
    state_digest = None
    state = None
    for before, legal, _action, state in seeded_playout(ENGINE, players, seed, options, exact_json=True):
        if state_digest is None:
            state_digest = hashlib.sha256(pinned_json(before).encode())
        counts.append(len(legal))
        kinds[before.tasks[-1].step] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        state_digest.update(pinned_json(state).encode())
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "counts": counts,
        "kinds": dict(sorted(kinds.items())),
        "legal_sha256": legal_digest.hexdigest(),
        "states_sha256": state_digest.hexdigest(),
        "final_sha256": hashlib.sha256(pinned_json(state).encode()).hexdigest(),
        "totals": [r.total for r in ENGINE.scores(state).seats],
    }


DATA = json.loads(PERFT.read_text()) if PERFT.exists() else {"playouts": []}


@pytest.mark.parametrize("want", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_seeded_playout_is_what_it_was(want):
    got = record(want["players"], want["seed"], want["options"])
    for step, (g, w) in enumerate(zip(got["counts"], want["counts"])):
        assert g == w, f"step {step}: {g} legal actions, {w} before"
    assert len(got["counts"]) == len(want["counts"])
    assert got["kinds"] == want["kinds"]
    assert got["legal_sha256"] == want["legal_sha256"], "same counts, but the legal actions or their order changed"
    assert got["states_sha256"] == want["states_sha256"], "a state along the way is not byte for byte what it was"
    assert got["final_sha256"] == want["final_sha256"]
    assert got["totals"] == want["totals"]


def test_the_recorded_playouts_reach_most_prompts():
    seen = set().union(*(p["kinds"] for p in DATA["playouts"]))
    want = {"turn", "automa", "keep", "bump", "move", "dot", "basic", "advance", "build", "grow", "plant", "convert", "pod", "strength"}
    assert want <= seen, f"no recorded playout reaches {sorted(want - seen)}"


if __name__ == "__main__":
    about = (
        "Seeded random Apiary playouts (rng = Rng.from_seed(seed) picks among the legal actions), made with the "
        "engine before the speed work of issue 9; tests/engine/apiary/test_perft.py replays them."
    )
    out = {"about": about, "playouts": [record(**p) for p in PLAYOUTS]}
    write_pinned(PERFT, out)
    for p in out["playouts"]:
        print(p["players"], p["seed"], len(p["counts"]), p["kinds"], p["totals"])
