"""Saves: atomic write, load with replay check, one clear line for every broken case."""

import json
import os
from pathlib import Path

import pytest

from boardgames_tui import saves
from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.rng import Rng
from boardgames_tui.session import GameSession


def played(hexling, save_dir, moves=6, seed=11):
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=seed, save_dir=save_dir)
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.legal_actions()))
    return session


def test_autosave_after_every_action_and_load_gives_the_same_state(hexling, save_dir):
    session = played(hexling, save_dir)
    data = json.loads(session.path.read_text())
    assert data["format"] == "boardgames-save" and data["game"] == "hexling"
    assert len(data["actions"]) == 6 and data["seed"] == 11
    loaded = saves.load(session.path)
    assert loaded.state.model_dump() == session.state.model_dump()
    assert loaded.actions == session.record


def test_load_and_play_on_at_every_step(hexling, save_dir):
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=4, save_dir=save_dir)
    rng = Rng.from_seed(4)
    while not session.finished:
        session.apply(rng.choice(session.legal_actions()))
        again = GameSession.load(session.path)
        assert again.state.model_dump() == session.state.model_dump()
        assert again.log_for(0) == session.log_for(0)


def test_atomic_write_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a.json"
    saves.write_atomic(target, "one")
    saves.write_atomic(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def broken(path, text):
    path.write_text(text)
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert path.read_bytes() == before, "loading must never modify the file"
    message = str(err.value)
    assert str(path) in message and "\n" not in message
    return message


def test_broken_saves_each_give_one_clear_line(hexling, save_dir):
    good = played(hexling, save_dir).path.read_text()
    data = json.loads(good)
    p = save_dir / "x.json"
    assert "not JSON" in broken(p, "hello")
    assert "truncated" in broken(p, good[: len(good) // 2])
    cut_in_a_string = good[: good.index('"', good.index('"seats"') + 8) + 2]  # ends inside a seat's name
    assert "truncated" in broken(p, cut_in_a_string)
    assert broken(p, '{"format": "boardgames-save",, "x": 1}').endswith(
        "not a save file (not JSON: Expecting property name enclosed in double quotes at line 1, column 30)")
    assert " at at " not in broken(p, '{"a": "b\x01"}')
    assert "not a boardgames save" in broken(p, json.dumps({"a": 1}))
    assert "newer boardgames" in broken(p, json.dumps({**data, "format_version": 99}))
    assert "seed" in broken(p, json.dumps({**data, "seed": "many"}))
    assert "unknown game 'chess'" in broken(p, json.dumps({**data, "game": "chess"}))
    wrong_state = json.loads(good)
    wrong_state["state"]["points"][0] += 5
    assert "does not match a replay" in broken(p, json.dumps(wrong_state))
    illegal = json.loads(good)
    illegal["actions"][1] = {"kind": "play", "card": 1}
    assert "action 2 of the record is illegal" in broken(p, json.dumps(illegal))
    alien = json.loads(good)
    alien["actions"][0] = {"kind": "fly"}
    assert "action 1 of the record is not a" in broken(p, json.dumps(alien))
    assert "no such file" in str(pytest.raises(saves.SaveError, saves.load, save_dir / "none.json").value)


def test_a_save_whose_log_words_changed_since_still_loads_with_the_new_words(save_dir):
    """The seed and the actions are the record: a save written when the log said a thing in other
    words (Planet B once named harvest tiles by their ids) loads, and the game goes on with the
    replay's words. A changed fact is still refused."""
    from boardgames_tui.engine.planet_b import ENGINE

    session = GameSession.new(ENGINE, [Seat(name="Ann"), Seat(name="Bob")], seed=3, save_dir=save_dir)
    data = json.loads(session.path.read_text())
    assert data["actions"] == [] and any("harvest tile on top: " in line["text"] for line in data["state"]["log"])
    for line in data["state"]["log"]:
        line["text"] = line["text"].replace("Animals and bees", "H_BOTH").replace("Animals", "H_ANIMALS").replace("Bees", "H_BEES")
    old_words = save_dir / "old-words.json"
    old_words.write_text(json.dumps(data))
    loaded = saves.load(old_words)
    assert loaded.state.model_dump() == session.state.model_dump()
    assert not any("H_" in line.text for line in loaded.state.log)
    data["state"]["water"][0] += 1
    assert "does not match a replay" in broken(save_dir / "edited.json", json.dumps(data))


def test_a_save_of_older_rules_replays_under_the_new_ones(save_dir):
    """Planet B rules version 2 (issue 24) changed the final harvest: a save written under version 1
    (options and state with the retired final_harvest / final_rule, the old final scores) loads,
    and the game is the replay of its record under today's rules."""
    from boardgames_tui.engine.planet_b import ENGINE

    fixture = Path(__file__).parent / "fixtures" / "planet-b" / "3p-seed2027.json"
    today = saves.load(fixture)
    data = json.loads(fixture.read_text())
    assert data["engine_version"] == ENGINE.version == "2"
    data["engine_version"] = "1"
    data["options"]["final_harvest"] = "printed"
    data["state"]["final_rule"] = "printed"
    data["state"]["bee_points"] = [22, 0, 63]  # version 1 scored the printed harvest as well
    old = save_dir / "old-rules.json"
    old.write_text(json.dumps(data))
    loaded = saves.load(old)
    assert loaded.state.model_dump() == today.state.model_dump()
    assert [r.total for r in ENGINE.scores(loaded.state).seats] == [52, 32, 76]
    data["engine_version"] = "2"  # the same changed fact in a save of today's rules: edited
    assert "does not match a replay" in broken(save_dir / "edited.json", json.dumps(data))


def test_list_saves_newest_first_with_broken_files_listed(hexling, save_dir):
    first = played(hexling, save_dir, seed=1).path
    second = played(hexling, save_dir, seed=2).path
    os.utime(first, (1, 1))
    (save_dir / "bad.json").write_text("{")
    infos = saves.list_saves(save_dir)
    assert [i.path for i in infos if not i.problem] == [second, first]
    bad = next(i for i in infos if i.problem)
    assert bad.path.name == "bad.json" and "truncated" in bad.problem
    good = [i for i in infos if not i.problem]
    assert good[0].seats == ["Ann", "Bob"] and "moves" in good[0].progress
    assert saves.latest(save_dir) == second


def test_save_folder_choice(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_SAVES", str(tmp_path / "env"))
    assert saves.default_dir(tmp_path / "cli") == tmp_path / "cli"
    assert saves.default_dir(None) == tmp_path / "env"
    monkeypatch.delenv("BOARDGAMES_SAVES")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()
    assert saves.default_dir(None) == tmp_path / "saves"
