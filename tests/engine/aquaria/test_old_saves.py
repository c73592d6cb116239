"""Aquaria saves written while the tasks named their step in a field `verb` (state format 1) still
load, replay and play on.

The two files were saved from main on 2026-12-07 (random playouts, feeding and placing preferred
in the solo one): seed 7 with 2 seats stopped 108 actions in, on a bonus choice (a `choose` task
holding its two effect lists) above the action and the end of the turn; seed 1 solo stopped 112
actions in, in the feeding phase with one fish fed (a `feed` task holding the fed cells). A change
to the stored shape of the state keeps them loading by a migration, never by rewriting these files."""

import json
from pathlib import Path

import pytest

from boardgames_tui import saves
from boardgames_tui.engine.aquaria import ENGINE

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


@pytest.mark.parametrize("name", sorted(PINNED))
def test_an_old_save_migrates_and_saves_in_todays_state_format(name, tmp_path):
    """State format 1 named a task's step `verb`; after the migration the tasks are the typed ones
    the replay makes, and a save written now names state format 2 and loads to the same state."""
    raw = json.loads((SAVES / name).read_text())
    assert "state_format" not in raw and all("verb" in t for t in raw["state"]["tasks"])
    loaded = saves.load(SAVES / name)
    assert [t.step for t in loaded.state.tasks] == [t["verb"] for t in raw["state"]["tasks"]]
    path = tmp_path / name
    saves.save(path, loaded.engine, loaded.seats, loaded.options, loaded.seed, loaded.actions, loaded.state)
    again = json.loads(path.read_text())
    assert (again["format_version"], again["state_format"]) == (saves.FORMAT_VERSION, ENGINE.state_format) == (2, 2)
    assert all("step" in t and "verb" not in t for t in again["state"]["tasks"])
    assert saves.load(path).state.model_dump() == loaded.state.model_dump()


def test_a_broken_task_or_a_newer_state_format_is_one_line(tmp_path):
    data = json.loads((SAVES / "format1-choice.json").read_text())
    path = tmp_path / "x.json"
    data["state"]["tasks"][-1] = [1, "juggle", 1]
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert str(err.value) == f"{path}: broken save: the stored state cannot be read (not a task row: [1, 'juggle', 1])"
    data = json.loads((SAVES / "format1-choice.json").read_text())
    path.write_text(json.dumps({**data, "format_version": 2, "state_format": 3}))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert str(err.value) == f"{path}: saved by a newer boardgames (Aquaria state format 3; this version reads up to 2)"
