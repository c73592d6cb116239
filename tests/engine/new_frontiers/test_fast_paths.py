"""The fast forms of rules checks agree with the plain ones, and apply's copy shares safely."""

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.new_frontiers import ENGINE as ENG
from boardgames_tui.engine.new_frontiers import settle
from boardgames_tui.engine.new_frontiers.content import tile
from boardgames_tui.engine.rng import Rng


def states(n: int, seed: int, **options):
    """Every state of a random playout, with the action taken from it."""
    state = ENG.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed, options=options or None)
    rng = Rng(seed)
    while not state.finished:
        legal = ENG.legal_actions(state)
        action = ENG.automa_action(state) if state.actor == state.robot >= 0 else rng.choice(legal)
        yield state, action
        state = ENG.apply(state, action)


@pytest.mark.parametrize("n", [2, 5])
def test_settleable_is_settle_problem_for_every_world(n):
    seen = 0
    for seed in range(4):
        for state, _ in states(n, seed):
            if state.step not in ("settle", "settle2"):
                continue
            s = state.actor
            pw = settle.settle_powers(state, s)
            can, lacks_military = settle.settleable(state, s, pw)
            assert can == [w for w in state.unsettled[s] if settle.settle_problem(state, s, w) is None]
            assert lacks_military == any(
                tile(w).military and state.colonists[s] >= tile(w).colonists
                and settle.military(state, s, w) < (tile(w).defense or 0)
                for w in state.unsettled[s]
            )
            seen += 1
    assert seen > 20


@pytest.mark.parametrize("options", [{}, {"galaxy_goals": True}, {"galaxy_goals": True, "explored_worlds": "face_down"}])
@pytest.mark.parametrize("n", [1, 3, 5])
def test_apply_leaves_every_earlier_state_alone(n, options):
    """`fork` shares most lists with the state it copies: no later action may change them."""
    kept = []
    for state, action in states(n, 7, **options):
        kept.append((state, state.model_dump_json(), set(state.model_fields_set)))
    for state, dump, fields_set in kept:
        assert state.model_dump_json() == dump
        assert state.model_fields_set == fields_set
