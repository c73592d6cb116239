"""A move naming a component that does not exist gets a reason, never an exception (issue 23: bad
input gets a clear message). Every string field of every legal action of seeded games is replaced
by an id no game has; why_illegal must answer in words and apply must refuse with IllegalAction.
(Planet Unknown's moves name everything by number.)"""
import random
import pytest
from boardgames_tui.engine.api import IllegalAction, Seat
from boardgames_tui.engine.registry import GAMES

def _mutants(action):
    for name, value in action.__dict__.items():
        if name != "kind" and type(value) is str:
            yield action.model_copy(update={name: "NO-SUCH-THING"})

@pytest.mark.parametrize("engine", [GAMES[g] for g in ("apiary", "aquaria", "new-frontiers", "planet-b")], ids=lambda e: e.id)
def test_a_move_naming_an_unknown_component_gets_a_reason(engine):
    rng = random.Random(7)
    state = engine.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    checked = 0
    for _ in range(120):
        if state.finished:
            break
        legal = engine.legal_actions(state)
        for action in legal[:40]:
            for mutant in _mutants(action):
                if mutant in legal:
                    continue
                reason = engine.why_illegal(state, mutant)
                assert isinstance(reason, str) and reason, mutant
                with pytest.raises(IllegalAction):
                    engine.apply(state, mutant)
                checked += 1
        state = engine.apply(state, rng.choice(legal))
    assert checked > 0, "no move of this game names a component by a string id"
