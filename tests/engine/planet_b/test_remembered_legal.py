"""Planet B's identity shortcut of why_illegal agrees with each step's own check (the shared
part, for every game, is tests/engine/test_remembered_legal.py)."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.rng import Rng


def _played(n: int = 3, seed: int = 5, steps: int = 40):
    state = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    return state


def test_listed_actions_pass_the_full_check_too():
    from boardgames_tui.engine.planet_b.rules import STEPS

    state = _played(seed=9, steps=25)
    for action in ENGINE.legal_actions(state):
        assert ENGINE.why_illegal(state, action) is None
        assert STEPS[state.step].refuse(state, state.current, action) is None
    # an equal action that is not one of the listed objects takes the full check
    listed = ENGINE.legal_actions(state)[0]
    twin = type(listed).model_validate(listed.model_dump())
    assert twin is not listed and ENGINE.why_illegal(state, twin) is None
