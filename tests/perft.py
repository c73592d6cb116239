"""The walk every game's perft test takes (STYLE.md §1): one seeded random playout, checked.

    for state, legal, action, after in seeded_playout(ENGINE, players=4, seed=1, options={}):
        ...  # fold what this game pins (counts, digests of legal lists, prompts, states)

The seed picks among the legal actions (rng = Rng.from_seed(seed)); automa seats play their
own move. Along the way every listed action (or `samples` of them, spread over the list) must pass why_illegal
and apply must leave its argument as it was (the new state shares only what it did not change).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from boardgames_tui.engine.api import Action, Engine, GameState, Seat
from boardgames_tui.engine.rng import Rng


def seeded_playout(engine: Engine, players: int, seed: int, options: dict, *, first_name: int = 1,
                   samples: int | None = None, exact_json: bool = False) -> Iterator[tuple[GameState, list[Action], Action, GameState]]:
    """Yield (state, its legal actions, the action chosen, the state after) until the game ends.

    Seats are named P<first_name>, P<first_name + 1>...; `exact_json` compares the argument of
    apply as JSON text (key order included) rather than as a dict."""
    state = engine.new_game([Seat(name=f"P{i + first_name}") for i in range(players)], seed=seed, options=options)
    rng = Rng.from_seed(seed)
    while not state.finished:
        legal = engine.legal_actions(state)
        for a in legal if samples is None else legal[:: max(1, len(legal) // samples)]:
            assert engine.why_illegal(state, a) is None, (state.prompt.kind, a)
        action = engine.automa_action(state) if state.seats[state.actor].kind == "automa" else rng.choice(legal)
        dump = state.model_dump_json() if exact_json else state.model_dump()
        after = engine.apply(state, action)
        assert (state.model_dump_json() if exact_json else state.model_dump()) == dump, \
            "apply changed its argument (the new state shares what it did not change)"
        yield state, legal, action, after
        state = after


def write_pinned(path: Path, data: dict) -> None:
    """Write a perft module's pinned figures as indented JSON with each list of ints on one line
    (a module's `python -m tests.engine.<game>.<module>` run, made on purpose after a rules change)."""
    text = json.dumps(data, indent=1)
    text = re.sub(r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]", lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]", text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n")
