"""Aquaria saves written while the tasks named their step in a field `verb` (save format 1) still
load, replay and play on.

The two files were saved from main on 2026-12-07 (random playouts, feeding and placing preferred
in the solo one): seed 7 with 2 seats stopped 108 actions in, on a bonus choice (a `choose` task
holding its two effect lists) above the action and the end of the turn; seed 1 solo stopped 112
actions in, in the feeding phase with one fish fed (a `feed` task holding the fed cells). A change
to the stored shape of the state keeps them loading by a migration, never by rewriting these files."""

from pathlib import Path

import pytest

from boardgames_tui import saves

SAVES = Path(__file__).parent / "saves"

PINNED = {
    # file: (turn, seat to act, prompt, the first legal choices, how many)
    "format1-choice.json": (108, [1], "Choose one: 1 pearl or 2 OP", ["choose:0", "choose:1"], 2),
    "format1-solo-feeding.json": (
        112, [0], "Feeding: feed your fish (0 hungry; each unfed fish costs 4 VP)", ["done", "free_card:0"], 16,
    ),
}


def _label(action) -> str:
    fields = action.model_dump(mode="json")
    kind = fields.pop("kind")
    return ":".join([kind, *map(str, fields.values())])


@pytest.mark.parametrize("name", sorted(PINNED))
def test_an_old_save_loads_and_plays_on(name):
    path = SAVES / name
    before = path.read_bytes()
    loaded = saves.load(path)
    state, engine = loaded.state, loaded.engine
    turn, active, text, first, count = PINNED[name]
    assert (state.turn, state.active, state.prompt.text) == (turn, active, text)
    legal = engine.legal_actions(state)
    assert [_label(a) for a in legal[:len(first)]] == first and len(legal) == count
    assert engine.invariants(state) == []
    after = engine.apply(state, legal[0])
    assert after.turn == turn + 1 and engine.legal_actions(after)
    assert path.read_bytes() == before
