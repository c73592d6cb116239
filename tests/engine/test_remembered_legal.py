"""The legal actions kept on a state made by `apply` (api.remember_legal), in every game: kept only
there, the caller's list is its own, and an action taken from the list (no rule checked again)
is one the full check allows too."""

from __future__ import annotations

import copy

import pytest

from boardgames_tui.engine.api import Seat, is_listed, legal_known
from boardgames_tui.engine.registry import GAMES
from boardgames_tui.engine.rng import Rng

ALL_GAMES = sorted(g for g, e in GAMES.items() if type(e).__module__.startswith("boardgames_tui."))
"""The five games (not the tests' toy game, which keeps no list)."""


def played(engine, seed: int, steps: int):
    """The states of a seeded random game, from the first made by `apply` on."""
    state = engine.new_game([Seat(name=f"P{i}") for i in range(engine.max_players)], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if state.finished:
            return
        state = engine.apply(state, rng.choice(engine.legal_actions(state)))
        yield state


@pytest.mark.parametrize("game", ALL_GAMES)
def test_only_states_made_by_apply_keep_their_legal_actions(game):
    engine = GAMES[game]
    fresh = engine.new_game([Seat(name=f"P{i}") for i in range(engine.max_players)], seed=1)
    engine.legal_actions(fresh)
    assert legal_known(fresh) is None  # a new game may still be changed by hand
    state = next(s for s in played(engine, seed=5, steps=60) if legal_known(s) is None)  # not listed yet
    legal = engine.legal_actions(state)
    assert legal and legal_known(state) == legal
    legal.clear()  # the caller's copy
    assert engine.legal_actions(state) == legal_known(state) != []
    assert legal_known(copy.deepcopy(state)) is None
    assert legal_known(engine.parse_state(state.model_dump())) is None
    assert legal_known(engine.view(state, 0)) is None  # a view is checked in full (and refused)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_listed_action_passes_the_full_check_too(game):
    """The shortcut agrees with the rules: an equal action that is not one of the listed objects
    takes the full check, and passes it, at every step of a game's first 150 actions."""
    engine = GAMES[game]
    for state in played(engine, seed=9, steps=150):
        for action in engine.legal_actions(state):
            assert is_listed(state, action)
            twin = type(action).model_validate(action.model_dump())
            assert twin is not action and not is_listed(state, twin)
            assert engine.why_illegal(state, twin) is None, (engine.describe(state, twin), state.prompt.text)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_listed_action_applies_as_its_checked_twin(game):
    engine = GAMES[game]
    for state in played(engine, seed=13, steps=60):
        action = Rng.from_seed(state.turn).choice(engine.legal_actions(state))
        twin = type(action).model_validate(action.model_dump())
        assert engine.apply(state, action).model_dump() == engine.apply(state, twin).model_dump()


@pytest.mark.parametrize("game", ALL_GAMES)
def test_legal_actions_offered_by_the_rules_are_those_listed_afresh(game):
    """A state whose legal actions the rules offered while asking its prompt (api.offer_legal)
    holds exactly the list a fresh listing gives (a deep copy keeps nothing, so it lists again),
    at every step of a game's first 200 actions; a new game's setup offers nothing it keeps."""
    engine = GAMES[game]
    offered = 0
    for state in played(engine, seed=21, steps=200):
        known = legal_known(state)
        if known is not None:
            offered += 1
            fresh = engine.legal_actions(copy.deepcopy(state))
            assert [a.model_dump() for a in known] == [a.model_dump() for a in fresh], state.prompt.text
    if game == "apiary":  # its choices offer what they list to decide whether to ask
        assert offered > 20
