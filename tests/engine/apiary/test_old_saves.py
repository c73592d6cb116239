"""Apiary saves written before the tasks were typed (save format 1: each pending task a positional
row such as ['exchange', 0, 1, {'wax': 1}, {'honey': 1}]) still load, replay and play on.

The two files were saved from main on 2026-12-07 (random playouts: seed 24 with 3 seats stopped
69 actions in, on a planet's dot with the turn and the planet below it; seed 12 with 2 seats
stopped 141 actions in, on an exchange under a free build). A change to the stored shape of the
state keeps them loading by a migration, never by rewriting these files."""

import json
from pathlib import Path

import pytest

from boardgames_tui import saves
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.tasks import ApiaryTask, as_row

SAVES = Path(__file__).parent / "saves"

PINNED = {
    # file: (turn, seat to act, prompt, legal choices)
    "format1-midturn.json": (
        69, [0], "Put a basic resource on an empty dot of the planet",  # the first token: no Done, not named (issue 23)
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


@pytest.mark.parametrize("name", sorted(PINNED))
def test_an_old_save_migrates_to_typed_tasks_and_saves_in_todays_format(name, tmp_path):
    """Format 1 held each task as a row; after the migration they are the typed tasks the replay
    makes, and a save written now names state format 2 and loads again to the same state."""
    raw = json.loads((SAVES / name).read_text())
    assert "state_format" not in raw and all(isinstance(row, list) for row in raw["state"]["tasks"])
    loaded = saves.load(SAVES / name)
    rows = raw["state"]["tasks"]
    assert [as_row(t) for t in loaded.state.tasks] == rows
    assert all(isinstance(t, ApiaryTask) for t in loaded.state.tasks)
    path = tmp_path / name
    saves.save(path, loaded.engine, loaded.seats, loaded.options, loaded.seed, loaded.actions, loaded.state)
    again = json.loads(path.read_text())
    assert (again["format_version"], again["state_format"]) == (saves.FORMAT_VERSION, ENGINE.state_format) == (2, 2)
    assert again["state"]["tasks"][-1]["step"] == rows[-1][0]
    assert saves.load(path).state.model_dump() == loaded.state.model_dump()


def test_a_broken_row_or_a_newer_state_format_is_one_line(tmp_path):
    data = json.loads((SAVES / "format1-exchange.json").read_text())
    path = tmp_path / "x.json"
    data["state"]["tasks"][-1] = ["juggle", 0, 1]
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert str(err.value) == f"{path}: broken save: the stored state cannot be read (not a task row: ['juggle', 0, 1])"
    assert saves.peek(path).problem == "broken save: the stored state cannot be read (not a task row: ['juggle', 0, 1])"
    data = json.loads((SAVES / "format1-exchange.json").read_text())
    path.write_text(json.dumps({**data, "format_version": 2, "state_format": 3}))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert str(err.value) == f"{path}: saved by a newer boardgames (Apiary state format 3; this version reads up to 2)"
