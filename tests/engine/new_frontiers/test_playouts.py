"""Random playouts at every player count: they end, stay consistent and replay identically."""

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.new_frontiers import ENGINE as ENG
from boardgames_tui.engine.rng import Rng


def play(n: int, seed: int, rng_seed: int = 1, **options):
    state = ENG.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed, options=options or None)
    rng = Rng(rng_seed)
    actions = []
    while not state.finished:
        legal = ENG.legal_actions(state)
        assert legal, str(state)
        action = rng.choice(legal)
        assert ENG.why_illegal(state, action) is None
        state = ENG.apply(state, action)
        assert ENG.invariants(state) == [], str(state)
        actions.append(action)
        assert len(actions) < ENG.max_actions
    return state, actions


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("goals", [False, True])
def test_random_playout_ends(n, goals):
    for seed in range(3):
        state, actions = play(n, seed, seed + 10, galaxy_goals=goals)
        assert state.finished and state.end_reason
        assert len(actions) < 1500
        sheet = ENG.scores(state)
        assert sheet.final and sheet.winners


def test_two_picks_variant_plays_to_the_end():
    state, actions = play(2, 3, 4, picks_per_player=2)
    assert state.finished
    assert sum(1 for a in actions if a.kind == "choose") % 4 == 0 or state.finished


def test_same_seed_same_actions_same_state():
    state, actions = play(4, 42)
    again = ENG.new_game([Seat(name=f"P{i}") for i in range(4)], seed=42)
    for a in actions:
        again = ENG.apply(again, ENG.parse_action(a.model_dump()))
    assert again.model_dump() == state.model_dump()


def test_five_player_random_game_finishes():
    # its speed is `boardgames bench`'s business, not a test's
    state, _ = play(5, 9, 9)
    assert state.finished


def test_deep_copy_shares_no_container():
    state, _ = play(3, 5)
    copy = state.model_copy(deep=True)
    copy.colonies.append(("X",))
    copy.supply["X"] = 1
    assert ("X",) not in state.colonies and "X" not in state.supply


@pytest.mark.parametrize("n", [2, 5])
def test_views_with_goals_refill_consistently(n):
    state = ENG.new_game([Seat(name=f"P{i}") for i in range(n)], seed=n, options={"galaxy_goals": True, "explored_worlds": "face_down" if n == 5 else "open"})
    rng = Rng(77)
    steps = 0
    while not state.finished:
        if steps % 7 == 0:
            for seat in range(n):
                view = ENG.view(state, seat)
                world = ENG.determinize(view, rng.fork())
                assert ENG.invariants(world) == []
                assert ENG.view(world, seat).model_dump() == view.model_dump()
        state = ENG.apply(state, rng.choice(ENG.legal_actions(state)))
        steps += 1
