"""Perft for Aquaria (STYLE.md §1): legal actions along seeded playouts stay what they were.

tests/data/aquaria/counts.json was made with the engine before the speed work (run this module,
`python -m tests.engine.aquaria.test_counts`, to write it again on purpose). Each playout pins the
number of legal actions at every step (a rules change shows up at a named step), a digest of every
legal-action list in order (the stable order), a digest of the final state's JSON (same seed +
actions = same state, byte for byte), the prompt verbs visited and the final totals.

Along the way every legal action must pass `why_illegal`, and every action that was legal one step
earlier but is not legal now must be refused: the direct legality check and the enumeration agree.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import get_args

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.aquaria import ENGINE
from boardgames_tui.engine.aquaria.actions import AquariaAction
from boardgames_tui.engine.aquaria.prompts import STEPS
from boardgames_tui.engine.rng import Rng

COUNTS = Path(__file__).resolve().parents[2] / "data" / "aquaria" / "counts.json"
PLAYOUTS = [
    {"players": 4, "seed": 4, "options": {"scoring": "basic"}},
    {"players": 2, "seed": 9, "options": {"scoring": "advanced"}},
    {"players": 1, "seed": 11, "options": {"scoring": "advanced"}},
]
"""The 1-player game is the solo game: the engine adds the automa's seat."""


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (rng = Rng.from_seed(seed) picks among the legal actions; the automa takes its own step)."""
    state = ENGINE.new_game([Seat(name=f"P{i + 1}") for i in range(players)], seed=seed, options=options)
    rng = Rng.from_seed(seed)
    counts: list[int] = []
    verbs: Counter[str] = Counter()
    chosen: Counter[str] = Counter()
    legal_digest = hashlib.sha256()
    before: list = []
    while not state.finished:
        legal = ENGINE.legal_actions(state)
        counts.append(len(legal))
        verbs[state.tasks[-1][1]] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        for a in legal:
            assert ENGINE.why_illegal(state, a) is None, (state.tasks[-1], a)
        for a in before:
            if a not in legal:
                assert ENGINE.why_illegal(state, a), (state.tasks[-1], "accepts", a)
        before = legal
        if state.seats[state.actor].kind == "automa":
            action = ENGINE.automa_action(state)
        else:
            action = rng.choice(legal)
        chosen[action.kind] += 1
        state = ENGINE.apply(state, action)
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "counts": counts,
        "verbs": dict(sorted(verbs.items())),
        "chosen": dict(sorted(chosen.items())),
        "legal_sha256": legal_digest.hexdigest(),
        "state_sha256": hashlib.sha256(state.model_dump_json().encode()).hexdigest(),
        "totals": [r.total for r in ENGINE.scores(state).seats],
    }


DATA = json.loads(COUNTS.read_text()) if COUNTS.exists() else {"playouts": []}


@pytest.mark.parametrize("want", DATA["playouts"], ids=lambda p: f"{p['players']}p-seed{p['seed']}")
def test_legal_actions_along_a_seeded_playout_are_what_they_were(want):
    got = record(want["players"], want["seed"], want["options"])
    for step, (g, w) in enumerate(zip(got["counts"], want["counts"])):
        assert g == w, f"step {step}: {g} legal actions, {w} before"
    assert len(got["counts"]) == len(want["counts"])
    assert got["verbs"] == want["verbs"]
    assert got["chosen"] == want["chosen"]
    assert got["legal_sha256"] == want["legal_sha256"], "same counts, but the legal actions or their order changed"
    assert got["state_sha256"] == want["state_sha256"], "the final state is not byte for byte what it was"
    assert got["totals"] == want["totals"]


def test_the_recorded_playouts_cover_every_prompt_every_action_and_the_solo_game():
    assert {p["players"] for p in DATA["playouts"]} >= {1, 4}
    seen = set().union(*(p["verbs"] for p in DATA["playouts"]))
    assert set(STEPS) <= seen, f"no recorded playout reaches {sorted(set(STEPS) - seen)}"
    taken = set().union(*(p["chosen"] for p in DATA["playouts"]))
    kinds = {cls.model_fields["kind"].default for cls in get_args(get_args(AquariaAction)[0])}
    assert kinds <= taken, f"no recorded playout takes {sorted(kinds - taken)}"


if __name__ == "__main__":
    about = (
        "Legal actions along seeded random Aquaria playouts (rng = Rng.from_seed(seed) picks among the legal "
        "actions; the automa takes its own step), made with the engine before the speed work; "
        "tests/engine/aquaria/test_counts.py replays them."
    )
    out = {"about": about, "playouts": [record(**p) for p in PLAYOUTS]}
    text = json.dumps(out, indent=1)
    text = re.sub(r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]", lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]", text)
    COUNTS.parent.mkdir(parents=True, exist_ok=True)
    COUNTS.write_text(text + "\n")
    for p in out["playouts"]:
        print(p["players"], p["seed"], len(p["counts"]), p["verbs"], p["totals"])
