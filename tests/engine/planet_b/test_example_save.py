"""saves/examples/planet-b-midgame.json: a real 3-player game saved part-way by the app."""

from pathlib import Path

from boardgames_tui import saves
from boardgames_tui.engine.planet_b import ENGINE

EXAMPLE = Path(__file__).resolve().parents[3] / "saves" / "examples" / "planet-b-midgame.json"


def test_midgame_example_loads_replays_and_plays_on():
    before = EXAMPLE.read_bytes()
    loaded = saves.load(EXAMPLE)  # validates and replays every action from the seed
    state = loaded.state
    assert loaded.engine is ENGINE and [s.name for s in loaded.seats] == ["Ann", "Bob", "Cem"]
    assert not state.finished and state.round > 3 and state.fills >= 1
    assert ENGINE.invariants(state) == []
    legal = ENGINE.legal_actions(state)
    assert legal
    state = ENGINE.apply(state, legal[0])
    assert EXAMPLE.read_bytes() == before
