"""Perft for Aquaria (STYLE.md §1): legal actions along seeded playouts stay what they were.

tests/data/aquaria/counts.json was made with the engine before the speed work and made again for
rules version 2 (issue 24 item 5: new card costs and feed VP change which cards are affordable) (run this module,
`python -m tests.engine.aquaria.test_counts`, to write it again on purpose). Each playout pins the
number of legal actions at every step (a rules change shows up at a named step), a digest of every
legal-action list in order (the stable order), a digest of the final state's JSON (same seed +
actions = same state, byte for byte), the steps visited (key "verbs") and the final totals.

Along the way every legal action must pass `why_illegal`, and every action that was legal one step
earlier but is not legal now must be refused: the direct legality check and the enumeration agree.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path
from typing import get_args

import pytest

from boardgames_tui.engine.aquaria import ENGINE
from boardgames_tui.engine.aquaria.actions import AquariaAction
from boardgames_tui.engine.aquaria.prompts import STEPS
from tests.perft import seeded_playout, write_pinned

COUNTS = Path(__file__).resolve().parents[2] / "data" / "aquaria" / "counts.json"
PLAYOUTS = [
    {"players": 4, "seed": 4, "options": {"scoring": "basic"}},
    {"players": 2, "seed": 9, "options": {"scoring": "advanced"}},
    {"players": 1, "seed": 11, "options": {"scoring": "advanced"}},
]
"""The 1-player game is the solo game: the engine adds the automa's seat."""


def record(players: int, seed: int, options: dict) -> dict:
    """Play a seeded random game (tests/perft.py: rng = Rng.from_seed(seed) picks among the legal
    actions, the automa takes its own step, every listed action passes why_illegal, apply leaves its
    argument alone); an action legal one step earlier that is not legal now must be refused."""
    counts: list[int] = []
    verbs: Counter[str] = Counter()
    chosen: Counter[str] = Counter()
    legal_digest = hashlib.sha256()
    before: list = []
    final = None
    for state, legal, action, after in seeded_playout(ENGINE, players, seed, options):
        counts.append(len(legal))
        verbs[state.tasks[-1].step] += 1
        legal_digest.update(json.dumps([a.model_dump(mode="json") for a in legal]).encode())
        for a in before:
            if a not in legal:
                assert ENGINE.why_illegal(state, a), (state.tasks[-1], "accepts", a)
        before = legal
        chosen[action.kind] += 1
        final = after
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "counts": counts,
        "verbs": dict(sorted(verbs.items())),
        "chosen": dict(sorted(chosen.items())),
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
        "actions; the automa takes its own step), made with the engine before the speed work, made again for "
        "rules version 2 (the recalibrated card costs and feed VP); "
        "tests/engine/aquaria/test_counts.py replays them."
    )
    out = {"about": about, "playouts": [record(**p) for p in PLAYOUTS]}
    write_pinned(COUNTS, out)
    for p in out["playouts"]:
        print(p["players"], p["seed"], len(p["counts"]), p["verbs"], p["totals"])
