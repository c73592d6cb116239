"""Fuzzing the loader with the example saves: each is mutated CASES ways per run (truncated,
bytes flipped, nested deep, numbers blown up, types swapped, keys removed or duplicated,
actions and state edited...) and loaded through the command line, in process.

A mutated file either loads, and then it must be the same game as the example (a mutation
that only reformats, reorders keys or changes the save date), or it is refused: exit status
2, exactly one line on stderr naming the file, no traceback, nothing on stdout. The file is
never modified, and the saves list (`peek`) describes it without raising.

The run is seeded: set BOARDGAMES_FUZZ_SEED to explore other mutations and
BOARDGAMES_FUZZ_CASES for more of them (the failure message gives the seed, case and kind).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest

from boardgames_tui import cli, saves
from boardgames_tui.engine.text import printable

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "saves" / "examples").glob("*.json"))
SEED = int(os.environ.get("BOARDGAMES_FUZZ_SEED", "20260101"))
CASES = int(os.environ.get("BOARDGAMES_FUZZ_CASES", "200"))


# ------------------------------------------------------------ walking a parsed save


def places(data, path=()):
    """Every (path, value) of a parsed JSON document, containers included."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from places(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from places(value, (*path, i))


def put(data, path, value):
    if not path:
        return value
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return data


def pick(rng, data, test=lambda p, v: True, under=()):
    found = [(p, v) for p, v in places(data) if p[: len(under)] == under and test(p, v)]
    return rng.choice(found) if found else None


def dumps(data, rng=None) -> bytes:
    return json.dumps(data, ensure_ascii=rng.random() < 0.5 if rng else True).encode("utf-8", "surrogatepass")


# ------------------------------------------------------------ the mutations (name -> function)


def truncate(rng, raw, data):
    return raw[: rng.randrange(len(raw))]


def flip_bytes(rng, raw, data):
    out = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def insert_bytes(rng, raw, data):
    at = rng.randrange(len(raw))
    junk = rng.choice([b"\xff\xfe", b"\x00", b"{", b"]", b'"', b"\\", b",,", bytes(rng.randrange(256) for _ in range(8))])
    return raw[:at] + junk + raw[at:]


def deep_nesting(rng, raw, data):
    depth = rng.choice([33, 200, 5_000, 100_000])
    path, _ = pick(rng, data)
    nested = "[" * depth + "1" + "]" * depth if rng.random() < 0.7 else '{"a":' * depth + "1" + "}" * depth
    marker = "__DEEP__"
    text = json.dumps(put(data, path, marker))
    return text.replace(json.dumps(marker), nested, 1).encode()


def huge_number(rng, raw, data):
    path, _ = pick(rng, data, lambda p, v: isinstance(v, int) and not isinstance(v, bool))
    value = rng.choice([10**400, -(10**400), 2**64, 2**63, -(2**63) - 1, -1, -(10**9), 10**18, 1.5, 1e308])
    text = json.dumps(put(data, path, "__NUM__")).replace('"__NUM__"', rng.choice([str(value), "NaN", "Infinity", "1e999", "9" * 5000]), 1)
    return text.encode()


def wrong_type(rng, raw, data):
    path, value = pick(rng, data, lambda p, v: bool(p))
    options = ["text", 7, -3, 2.5, True, None, [], {}, [1, "a"], {"kind": "x"}]
    return dumps(put(data, path, rng.choice([o for o in options if type(o) is not type(value)])), rng)


def remove_key(rng, raw, data):
    found = pick(rng, data, lambda p, v: isinstance(v, dict) and bool(v))
    path, node = found
    del node[rng.choice(list(node))]
    return dumps(data, rng)


def duplicate_key(rng, raw, data):
    """A key repeated in the text (the JSON parser keeps the last), with the same or another value."""
    path, node = pick(rng, data, lambda p, v: isinstance(v, dict) and bool(v))
    key = rng.choice(list(node))
    other = node[key] if rng.random() < 0.5 else rng.choice([0, "x", None, [], node[key]])
    marker = "__DUP__"
    node[marker] = 0
    text = json.dumps(data)
    return text.replace(f'"{marker}": 0', f"{json.dumps(key)}: {json.dumps(other)}", 1).encode()


def edit_action(rng, raw, data):
    actions = data["actions"]
    i = rng.randrange(len(actions))
    how = rng.randrange(5)
    if how == 0:  # another action's value for one field
        fields = [k for k in actions[i] if k != "kind"] or ["kind"]
        field = rng.choice(fields)
        donors = [a[field] for a in actions if field in a and a[field] != actions[i].get(field)]
        actions[i][field] = rng.choice(donors) if donors else 99
    elif how == 1:
        actions[i]["kind"] = rng.choice([a["kind"] for a in actions] + ["fly"])
    elif how == 2:
        del actions[i]
    elif how == 3:
        actions.insert(i, dict(actions[rng.randrange(len(actions))]))
    else:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    return dumps(data, rng)


def edit_record_length(rng, raw, data):
    actions = data["actions"]
    how = rng.randrange(3)
    if how == 0:
        data["actions"] = actions[: rng.randrange(len(actions))]
    elif how == 1:
        data["actions"] = actions * rng.choice([2, 50, 2000])
    else:
        data["actions"] = [{"kind": rng.choice([a["kind"] for a in actions])}] * rng.choice([1, 100_001])
    return dumps(data, rng)


def edit_state(rng, raw, data):
    path, value = pick(rng, data, lambda p, v: not isinstance(v, (dict, list)), under=("state",))
    if isinstance(value, bool):
        new = not value
    elif isinstance(value, int):
        new = value + rng.choice([1, -1, 7, -(10**6)])
    elif isinstance(value, str):
        new = rng.choice(["", value + "x", value[::-1], "?"])
    else:
        new = 0
    return dumps(put(data, path, new), rng)


def edit_envelope(rng, raw, data):
    key = rng.choice(["format", "format_version", "game", "engine_version", "seed", "options", "seats", "saved_at"])
    value = {
        "format": rng.choice(["boardgames-save2", "", None]),
        "format_version": rng.choice([0, 2, 10**6, -1, "1"]),
        "game": rng.choice(["chess", "", "planet-b", "aquaria", "x" * 70]),
        "engine_version": rng.choice(["2", "", "v" * 100]),
        "seed": rng.choice([data["seed"] + 1, -data["seed"], 0, 2**63 - 1]),
        "options": rng.choice([{}, {"nope": 1}, {k: None for k in data["options"]}, [1]]),
        "seats": rng.choice([[], data["seats"][:1], data["seats"] * 2, list(reversed(data["seats"]))]),
        "saved_at": rng.choice(["2020-01-01T00:00:00+00:00", "now", "", "9999-99-99"]),
    }[key]
    data[key] = value
    return dumps(data, rng)


def hostile_strings(rng, raw, data):
    path, _ = pick(rng, data, lambda p, v: isinstance(v, str))
    value = rng.choice(["\x1b[31mred\x1b[0m", "[bold]x[/]", "a\nb", "\ud800", "x" * 100_000, "\u202eevil", "", "\x00"])
    if path[-1] == "name" or rng.random() < 0.3:  # seat names in particular
        path = ("seats", rng.randrange(len(data["seats"])), "name")
    return dumps(put(data, path, value), rng)


def huge_list(rng, raw, data):
    path, value = pick(rng, data, lambda p, v: isinstance(v, list) and bool(v))
    return dumps(put(data, path, value * rng.choice([3, 1000, 100_001 // len(value) + 1])), rng)


def valid_reformat(rng, raw, data):
    """Mutations that leave the same save: whitespace, key order, another save date."""
    how = rng.randrange(3)
    if how == 0:
        return json.dumps(data, indent=rng.choice([None, 1, 4]), separators=rng.choice([None, (",", ":")])).encode()
    if how == 1:
        return json.dumps(dict(reversed(list(data.items())))).encode()
    data["saved_at"] = "2031-02-03T04:05:06+00:00"
    return json.dumps(data).encode()


MUTATIONS = [
    truncate, flip_bytes, insert_bytes, deep_nesting, huge_number, wrong_type, remove_key, duplicate_key,
    edit_action, edit_record_length, edit_state, edit_envelope, hostile_strings, huge_list, valid_reformat,
]


# ------------------------------------------------------------ the test


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_mutated_saves_load_the_same_game_or_are_refused_in_one_line(example, tmp_path, capsys, monkeypatch):
    import boardgames_tui.ui.app as app_module

    started = []
    monkeypatch.setattr(app_module, "run", lambda start=None, save_dir=None: started.append(start))
    loaded = []
    real_load = saves.load
    monkeypatch.setattr(saves, "load", lambda *a, **k: loaded.append(real_load(*a, **k)) or loaded[-1])
    original = real_load(example)
    raw = example.read_bytes()
    rng = random.Random(f"{SEED}:{example.name}")
    outcomes: Counter[str] = Counter()
    for case in range(CASES):
        mutate = MUTATIONS[case % len(MUTATIONS)]
        where = f"seed {SEED} case {case} ({mutate.__name__}) of {example.name}"
        mutated = mutate(rng, raw, json.loads(raw))
        path = tmp_path / f"case-{case}.json"
        path.write_bytes(mutated)
        started.clear()
        loaded.clear()
        code = cli.main(["load", str(path)])
        out, err = capsys.readouterr()
        assert path.read_bytes() == mutated, f"{where}: the file was modified"
        info = saves.peek(path)
        assert info.problem is None or "\n" not in info.problem, where
        if code == 0:  # it loaded: then it must be the example's game
            assert started == [("load", path)] and out == "" and err == "", where
            game = loaded[0]
            assert game.engine.id == original.engine.id and game.seats == original.seats, where
            assert game.actions == original.actions, where
            assert game.state.model_dump() == original.state.model_dump(), where
            outcomes["same game"] += 1
        else:
            lines = err.splitlines()
            assert code == 2 and not started and out == "", f"{where}: exit {code}, stdout {out[:200]!r}"
            assert len(lines) == 1 and err.endswith("\n"), f"{where}: {len(lines)} lines on stderr: {err[:500]!r}"
            assert lines[0].startswith(f"boardgames: {printable(str(path))}: "), f"{where}: {lines[0][:300]!r}"
            assert "Traceback" not in err and lines[0].isprintable(), f"{where}: {lines[0][:300]!r}"
            outcomes[lines[0].split(": ", 2)[2].split(" (")[0].split(":")[0][:40]] += 1
        path.unlink()
    assert outcomes["same game"] >= CASES // len(MUTATIONS) // 2, outcomes  # the valid reformats did load
    assert len(outcomes) >= 10, outcomes  # the mutations reached many different checks
