"""Apiary saves written before the tasks were typed (save format 1: each pending task a positional
row such as ['exchange', 0, 1, {'wax': 1}, {'honey': 1}]) still load, replay and play on.

The two files were saved from main on 2026-12-07 (random playouts: seed 24 with 3 seats stopped
69 actions in, on a planet's dot with the turn and the planet below it; seed 12 with 2 seats
stopped 141 actions in, on an exchange under a free build). A change to the stored shape of the
state keeps them loading by a migration, never by rewriting these files."""

from pathlib import Path

import pytest

from boardgames_tui import saves

SAVES = Path(__file__).parent / "saves"

PINNED = {
    # file: (turn, seat to act, prompt, legal choices)
    "format1-midturn.json": (
        69, [0], "Put a basic resource on an empty dot of the planet (an extra token may be skipped with Done)",
        ["res:pollen", "res:fibre", "res:water"],
    ),
    "format1-exchange.json": (141, [0], "Choose how many times to exchange", ["n:0", "n:1"]),
}


@pytest.mark.parametrize("name", sorted(PINNED))
def test_an_old_save_loads_and_plays_on(name):
    path = SAVES / name
    before = path.read_bytes()
    loaded = saves.load(path)
    state, engine = loaded.state, loaded.engine
    turn, active, text, choices = PINNED[name]
    assert (state.turn, state.active, state.prompt.text) == (turn, active, text)
    legal = engine.legal_actions(state)
    assert [a.choice for a in legal] == choices
    assert engine.invariants(state) == []
    after = engine.apply(state, legal[-1])
    assert after.turn == turn + 1 and engine.legal_actions(after)
    assert path.read_bytes() == before
