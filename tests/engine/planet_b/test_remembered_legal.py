"""The legal actions kept on a state made by `apply`: kept only there, and the identity shortcut
of why_illegal agrees with the full check."""

from __future__ import annotations

import copy

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.api import legal_known
from boardgames_tui.engine.rng import Rng


def _played(n: int = 3, seed: int = 5, steps: int = 40):
    state = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    return state


def test_only_states_made_by_apply_keep_their_legal_actions():
    fresh = ENGINE.new_game([Seat(name="A"), Seat(name="B")], seed=1)
    ENGINE.legal_actions(fresh)
    assert legal_known(fresh) is None  # a new game may still be changed by hand
    state = _played()
    assert legal_known(state) is None  # not listed yet
    legal = ENGINE.legal_actions(state)
    assert legal_known(state) == legal
    legal.clear()  # the caller's copy
    assert ENGINE.legal_actions(state) == legal_known(state) != []
    assert legal_known(copy.deepcopy(state)) is None
    assert legal_known(ENGINE.parse_state(state.model_dump())) is None


def test_listed_actions_pass_the_full_check_too():
    from boardgames_tui.engine.planet_b.rules import _STEPS

    state = _played(seed=9, steps=25)
    for action in ENGINE.legal_actions(state):
        assert ENGINE.why_illegal(state, action) is None
        assert _STEPS[type(action)][0](state, state.current, action) is None
    # an equal action that is not one of the listed objects takes the full check
    listed = ENGINE.legal_actions(state)[0]
    twin = type(listed).model_validate(listed.model_dump())
    assert twin is not listed and ENGINE.why_illegal(state, twin) is None
