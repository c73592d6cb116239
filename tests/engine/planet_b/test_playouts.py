"""Random playouts at every player count: they end, stay consistent and replay identically."""

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.engine.rng import Rng

ENG = get_engine("planet-b")


def play(n: int, seed: int, rng_seed: int = 1):
    state = ENG.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed)
    rng = Rng(rng_seed)
    actions = []
    while not state.finished:
        legal = ENG.legal_actions(state)
        assert legal, str(state)
        action = rng.choice(legal)
        before = state.model_dump()
        new = ENG.apply(state, action)
        assert state.model_dump() == before, "apply mutated its argument"
        assert ENG.invariants(new) == []
        state = new
        actions.append(action)
        assert len(actions) < ENG.max_actions
    return state, actions


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_playout_ends(n):
    for seed in range(3):
        state, actions = play(n, seed, seed + 10)
        assert state.finished and state.end_reason
        assert len(actions) < 600
        sheet = ENG.scores(state)
        assert sheet.final and sheet.winners


def test_same_seed_same_actions_same_state():
    state, actions = play(3, 42)
    again = ENG.new_game([Seat(name=f"P{i}") for i in range(3)], seed=42)
    for a in actions:
        again = ENG.apply(again, ENG.parse_action(a.model_dump()))
    assert again.model_dump() == state.model_dump()


def test_deep_copy_shares_no_container():
    state, _ = play(2, 5)
    copy = state.model_copy(deep=True)
    assert copy.model_dump() == state.model_dump()
    for name in type(state).model_fields:
        a, b = getattr(state, name), getattr(copy, name)
        if isinstance(a, (list, dict)):
            assert a is not b, name
            inner = a.values() if isinstance(a, dict) else a
            inner_b = b.values() if isinstance(b, dict) else b
            for x, y in zip(inner, inner_b):
                if isinstance(x, (list, dict)):
                    assert x is not y, name


def test_legal_action_counts_match_the_recorded_perft():
    import json
    from pathlib import Path

    data = json.loads((Path(__file__).parent / "counts.json").read_text())
    for n in ("1", "2", "3", "4"):
        state = ENG.new_game([Seat(name=f"P{i}") for i in range(int(n))], seed=100 + int(n))
        rng = Rng(int(n))
        counts = []
        for _ in range(len(data[n])):
            legal = ENG.legal_actions(state)
            counts.append(len(legal))
            state = ENG.apply(state, rng.choice(legal))
        assert counts == data[n], n
