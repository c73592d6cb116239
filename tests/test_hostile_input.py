"""Hostile and broken input: every load path refuses absurd files before parsing them, the
save model bounds every count, and names are refused or shown literally outside the TUI."""

from __future__ import annotations

import json
import os
import time

import pytest

from boardgames_tui import cli, saves
from boardgames_tui.engine.api import BadOptions, Seat
from boardgames_tui.engine.text import name_problem, printable
from boardgames_tui.session import GameSession


def run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def good(hexling, save_dir):
    """A valid saved Hexling game (4 actions) as a dict, and the folder it is in."""
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=5, save_dir=save_dir)
    for _ in range(4):
        session.apply(session.legal_actions()[0])
    return json.loads(session.path.read_text())


def refused(capsys, path, *needles):
    """Every load path refuses the file with one line naming it, and leaves it unchanged."""
    before = path.read_bytes() if path.is_file() else None
    code, _, err = run(capsys, "load", str(path))
    lines = err.splitlines()
    assert code == 2 and len(lines) == 1 and "Traceback" not in err, err
    assert printable(str(path)) in lines[0], lines[0]
    for needle in needles:
        assert needle in lines[0], lines[0]
    info = saves.peek(path)  # the saves list and the load screen (which do not replay the record)
    assert info.problem is None or "\n" not in info.problem
    code, out, err = run(capsys, "--saves", str(path.parent), "saves", "--json")
    assert code == 0 and len(json.loads(out)) >= 1
    assert saves.latest(path.parent) != path  # resume never picks it
    if before is not None:
        assert path.read_bytes() == before
    return lines[0]


# ------------------------------------------------------------ sizes and nesting


def test_deep_nesting_is_refused_before_the_parser(capsys, save_dir):
    path = save_dir / "deep.json"
    path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    refused(capsys, path, "nested more than 32 levels")
    path.write_bytes(b'{"format": "boardgames-save", "a": ' + b"[" * 100_000)  # truncated as well
    refused(capsys, path, "nested more than 32 levels")
    path.write_bytes(b'{"a": "' + b"[" * 100_000 + b'"}')  # brackets inside a string are no nesting
    assert "nested" not in refused(capsys, path, "not a boardgames save")


def test_nesting_scan_matches_the_parser_on_random_json():
    from boardgames_tui.engine.rng import Rng

    rng = Rng.from_seed(9)

    def value(depth):
        if depth == 0 or rng.randbelow(3) == 0:
            return ["[", "]", "\\", '"[{', "x", 1, None][rng.randbelow(7)]
        if rng.randbelow(2):
            return [value(depth - 1) for _ in range(rng.randbelow(4))]
        return {f"k{i}[\\": value(depth - 1) for i in range(rng.randbelow(4))}

    def depth_of(v):
        children = list(v.values()) if isinstance(v, dict) else v if isinstance(v, list) else None
        return 0 if children is None else 1 + max(map(depth_of, children), default=0)

    for _ in range(500):
        v = value(rng.randbelow(10))
        raw = json.dumps(v).encode()
        for limit in (2, 4, 6):
            assert saves.nested_deeper_than(raw, limit) == (depth_of(v) > limit), raw


def test_a_file_over_the_size_cap_is_refused_unread(capsys, save_dir, monkeypatch):
    path = save_dir / "big.json"
    with open(path, "wb") as f:
        f.truncate(saves.MAX_SAVE_BYTES + 1)  # sparse: no 20 MB written
    reads = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda p, *a, **k: reads.append(p) or real_open(p, *a, **k))
    refused(capsys, path, "too large for a save", "at most 20 MB")
    assert path not in reads


def test_the_cap_check_of_a_file_that_grows_while_read(save_dir, monkeypatch):
    path = save_dir / "growing.json"
    path.write_text("{}")
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 10)
    with open(path, "w") as f:  # the size stat saw was small; what is read is checked again
        f.write("x" * 11)
    monkeypatch.setattr(saves.os, "stat", lambda p: os.stat_result((0o100644, 0, 0, 1, 0, 0, 2, 0, 0, 0)))
    with pytest.raises(saves.SaveError, match="too large"):
        saves.load(path)


def test_what_is_not_a_regular_file_is_refused(capsys, save_dir):
    fifo = save_dir / "pipe.json"
    os.mkfifo(fifo)  # opening it for reading would block forever
    assert "not a regular file" in str(pytest.raises(saves.SaveError, saves.load, fifo).value)
    assert saves.peek(fifo).problem == "not a regular file"
    (save_dir / "folder.json").mkdir()
    assert "is a folder" in str(pytest.raises(saves.SaveError, saves.load, save_dir / "folder.json").value)
    code, _, err = run(capsys, "load", "/dev/zero")
    assert code == 2 and "not a regular file" in err and len(err.splitlines()) == 1


def test_a_huge_file_of_brackets_is_refused_quickly(save_dir):
    path = save_dir / "brackets.json"
    path.write_bytes(b"[" * (8 * 1024 * 1024))
    start = time.perf_counter()
    with pytest.raises(saves.SaveError, match="nested"):
        saves.load(path)
    assert time.perf_counter() - start < 10  # a generous bound on a loaded machine; it takes well under 1 s


# ------------------------------------------------------------ numbers, counts and strings


def test_a_seed_of_ten_to_the_400_is_a_bad_seed(capsys, save_dir, good):
    path = save_dir / "seed.json"
    text = json.dumps({**good, "seed": 0}).replace('"seed": 0', '"seed": 1' + "0" * 400)
    path.write_text(text)
    line = refused(capsys, path, "bad seed")
    assert "illegal" not in line and "401 characters" in line
    path.write_text(json.dumps({**good, "seed": 2**63}))
    assert "out of range" in refused(capsys, path, "bad seed")
    path.write_text(json.dumps({**good, "seed": 1.5}))
    refused(capsys, path, "bad seed")
    path.write_text(json.dumps({**good, "seed": True}))
    refused(capsys, path, "bad seed")


def test_seeds_out_of_range_are_refused_when_starting(capsys, hexling):
    code, _, err = run(capsys, "new", "hexling", "--players", "Ann", "--seed", str(2**63))
    assert code == 2 and "bad seed" in err
    code, _, err = run(capsys, "simulate", "hexling", "--players", "2", "--seed", str(2**63 - 1), "--games", "2")
    assert code == 2 and "--seed" in err
    with pytest.raises(BadOptions, match="bad seed"):
        hexling.new_game([Seat(name="Ann")], seed=-(2**63) - 1)


@pytest.mark.parametrize(
    "change, needle",
    [
        (lambda d: d.update(actions=d["actions"] * 2000), "never takes more than"),
        (lambda d: d["actions"][0].update(card=10**50), "a number of 51 characters"),
        (lambda d: d["actions"][0].update(card=-(10**5)), "action 1 of the record is illegal"),
        (lambda d: d.update(seats=[]), "seats"),
        (lambda d: d.update(seats=d["seats"] * 5), "seats"),
        (lambda d: d.update(format_version=0), "format_version"),
        (lambda d: d.update(format_version=-1), "format_version"),
        (lambda d: d.update(game="x" * 100_000), "a text of 100000 characters"),
        (lambda d: d.update(saved_at="yesterday"), "saved_at: not a date"),
        (lambda d: d["state"].update(deck=list(range(200_000))), "200000 items"),
        (lambda d: d["state"].update(points=[1e999, 0]), "state.points.0: Infinity is not a number a save can hold"),
        (lambda d: d["seats"][0].update(bot="x" * 40), "seats.0.bot"),
        (lambda d: d["seats"][0].update(name="Ann\x1b[31m"), "control characters (it has \\x1b)"),
        (lambda d: d["seats"][0].update(name="Ann\u202e"), "control characters (it has \\u202e)"),
        (lambda d: d["seats"][0].update(name="x" * 25), "at most 24 characters"),
        (lambda d: d["seats"][0].update(name=" "), "visible character"),
        (lambda d: d.update(options={"hand_size": 10**30}), "hand_size"),
    ],
)
def test_absurd_values_are_refused_by_the_save_model(capsys, save_dir, good, change, needle):
    data = json.loads(json.dumps(good))
    change(data)
    path = save_dir / "absurd.json"
    path.write_text(json.dumps(data))
    refused(capsys, path, needle)


def test_nan_and_infinity_are_not_numbers_in_a_save(capsys, save_dir, good):
    path = save_dir / "nan.json"
    text = json.dumps(good).replace('"seed": 5', '"seed": NaN', 1)
    path.write_text(text)
    refused(capsys, path, "bad seed: NaN is not a number")
    path.write_text(json.dumps(good).replace('"turn": 4', '"turn": Infinity'))
    refused(capsys, path, "state.turn")


def test_lone_surrogates_and_controls_in_a_save_never_reach_the_output(capsys, save_dir, good):
    path = save_dir / "x.json"
    path.write_text(json.dumps({**good, "game": "chess\ud800\x1b[2J\n"}))
    line = refused(capsys, path, "game")
    assert "\x1b" not in line and "\ud800" not in line


def test_a_file_name_with_controls_is_shown_escaped(capsys, save_dir):
    path = save_dir / "bad\x1b[31m\nname.json"
    path.write_text("{")
    line = refused(capsys, path, "bad\\x1b[31m\\nname.json", "truncated")
    assert "\x1b" not in line


# ------------------------------------------------------------ names


@pytest.mark.parametrize(
    "players, needle",
    [
        ("Ann,Bo\x1bb", "control characters (it has \\x1b)"),
        ("Ann,B\u202eob", "control characters (it has \\u202e)"),
        ("Ann,B\x85ob", "control characters (it has \\x85)"),
        ("Ann,Bo\u2028b", "control characters (it has \\u2028)"),
        ("Ann,Bob\ud800", "control characters (it has \\ud800)"),
        ("Ann," + "x" * 30 + "=bot:random", "at most 24 characters"),
        ("Ann,Hal\x07=bot:random", "control characters (it has \\x07)"),
        ("Ann," + "y" * 25, "at most 24 characters"),
    ],
)
def test_players_with_control_characters_are_refused(capsys, players, needle):
    code, _, err = run(capsys, "new", "hexling", "--players", players)
    assert code == 2 and needle in err and len(err.splitlines()) == 1 and "Traceback" not in err
    assert "\x1b" not in err and "\x07" not in err and "\u202e" not in err


def test_the_names_policy():
    for name in ["[bold red]x[/]", "[link=https://e.vil]y", "Zoë", "李雷", "👩‍💻 Dev", "a\\", "[$accent]"]:
        assert name_problem(name) is None, name
        assert Seat(name=name).name == name
    for name in ["", "  ", "a\tb", "a\x00", "a\x7f", "a\x9b[2J", "\u200bspace", "a\ufeff", "x" * 25]:
        assert name_problem(name), repr(name)
        with pytest.raises(ValueError):
            Seat(name=name)
    assert printable("a\x1b[2J\nb\u202e") == "a\\x1b[2J\\nb\\u202e" and printable("Zoë [b]") == "Zoë [b]"


def test_saves_output_shows_names_and_file_names_literally(capsys, hexling, save_dir, monkeypatch):
    monkeypatch.setenv("COLUMNS", "250")
    names = ["[bold red]Qa[/]", "[link=http://e.vil]Qb"]
    session = GameSession.new(hexling, [Seat(name=n) for n in names], seed=3, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    (save_dir / "[b]Qc\x1b[2J.json").write_text("nope")
    code, out, err = run(capsys, "--saves", str(save_dir), "saves")
    assert code == 0 and err == ""
    flat = out.replace("\n", "").replace("│", "").replace(" ", "")
    for name in names:
        assert name.replace(" ", "") in flat, out
    assert "[b]Qc\\x1b[2J.json".replace(" ", "") in flat and "\x1b" not in out


def test_simulate_output_shows_names_literally(capsys, monkeypatch):
    from boardgames_tui import simulate

    real = simulate.bot_seats

    def hostile(*args, **kwargs):
        seats = real(*args, **kwargs)
        return [s.model_copy(update={"name": f"[b]Q{i}\\"}) for i, s in enumerate(seats)]

    monkeypatch.setattr(simulate, "bot_seats", hostile)
    code, out, _ = run(capsys, "simulate", "hexling", "--players", "2", "--games", "2")
    # each seat's display name, "<name> (<bot>)" as the app shows it, the name literal
    assert code == 0 and "[b]Q0\\ (" in out and "[b]Q1\\ (" in out and "wins: [b]Q0\\ (" in out
