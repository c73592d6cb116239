"""saves/examples/apiary-midgame.json: a real 3-player game saved part-way."""

from pathlib import Path

from boardgames_tui import saves
from boardgames_tui.engine.apiary import ENGINE

EXAMPLE = Path(__file__).resolve().parents[3] / "saves" / "examples" / "apiary-midgame.json"


def test_midgame_example_loads_replays_and_plays_on():
    before = EXAMPLE.read_bytes()
    loaded = saves.load(EXAMPLE)
    state = loaded.state
    assert loaded.engine is ENGINE and [s.name for s in loaded.seats] == ["Ann", "Bob", "Cem"]
    assert not state.finished and state.turn >= 60
    assert ENGINE.invariants(state) == []
    legal = ENGINE.legal_actions(state)
    assert legal
    ENGINE.apply(state, legal[0])
    assert EXAMPLE.read_bytes() == before
