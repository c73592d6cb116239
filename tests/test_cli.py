"""The command line: exit status 0 on success, 2 on bad input with one line on stderr."""

import json
import os
import subprocess
import sys

import pytest

from boardgames_tui import cli
from boardgames_tui.engine.api import Seat
from boardgames_tui.session import GameSession


def run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["new", "chess", "--players", "Ann,Bob"], "unknown game 'chess'"),
        (["new", "hexling", "--players", "Ann,bot:clever"], "unknown bot 'clever'"),
        (["new", "hexling", "--players", "A,B,C,D"], "1–3 players, not 4"),
        (["new", "hexling", "--players", "Ann,"], "comma-separated"),
        (["new", "hexling", "--players", "Ann", "--option", "colour=red"], "no option 'colour'"),
        (["new", "hexling", "--players", "Ann", "--option", "hand_size=9"], "hand_size"),
        (["new", "hexling", "--players", "Ann", "--option", "hand_size"], "key=value"),
        (["new", "hexling", "--players", "Ann,automa"], "has no automa"),
        (["simulate", "hexling", "--players", "9"], "1–3 players"),
        (["simulate", "hexling", "--players", "0"], "at least 1"),
        (["simulate", "hexling", "--players", "1", "--automa"], "has no automa"),
        (["simulate", "hexling", "--players", "2", "--games", "0"], "at least 1"),
        (["simulate", "hexling", "--players", "2", "--bots", "smart"], "unknown bot"),
        (["rules", "chess"], "unknown game"),
        (["bench", "--game", "hexling", "--rounds", "0"], "at least 1"),
    ],
)
def test_bad_input_exits_2_with_a_message(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and "Traceback" not in err


def test_argparse_errors_exit_2_without_traceback():
    proc = subprocess.run([sys.executable, "-m", "boardgames_tui.cli", "simulate"], capture_output=True, text=True)
    assert proc.returncode == 2 and "required" in proc.stderr and "Traceback" not in proc.stderr
    proc = subprocess.run([sys.executable, "-m", "boardgames_tui.cli", "--help"], capture_output=True, text=True)
    assert proc.returncode == 0 and "simulate" in proc.stdout


@pytest.mark.parametrize(
    "argv, line",
    [
        (["new", "aquaria", "--players", "Ann", "--seed", "abc"], "boardgames: --seed: 'abc' is not a whole number (see: boardgames new --help)"),
        (["simulate", "hexling", "--games", "x"], "boardgames: --games: 'x' is not a whole number (see: boardgames simulate --help)"),
        (["new"], "boardgames: the following arguments are required: game, --players (see: boardgames new --help)"),
        (["--bogus"], "boardgames: unrecognized arguments: --bogus (see: boardgames --help)"),
        (["frob"], "boardgames: COMMAND: invalid choice: 'frob'"),
        (["new", "aquaria", "--players", "Ann", "--seed", "\x1b[31m"], "boardgames: --seed: '\\x1b[31m' is not a whole number"),
    ],
)
def test_argument_errors_are_one_line_in_the_project_style_and_exit_2(capsys, argv, line):
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2
    assert err.startswith(line) and err.count("\n") == 1 and "usage:" not in err and "\x1b" not in err


def test_output_read_by_a_reader_that_left_ends_quietly():
    """`boardgames rules planet-b | head -1`: the pipe closes before the rules are written."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # no reader at all: the first write fails
    try:
        proc = subprocess.run([sys.executable, "-m", "boardgames_tui.cli", "rules", "planet-b"],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert proc.returncode == 1 and proc.stderr == ""


def test_bench_reports_the_best_round_beside_the_first_and_the_median(capsys, hexling):
    code, out, err = run(capsys, "bench", "--game", "hexling", "--games", "2", "--rounds", "3", "--no-start", "--json")
    assert code == 0, err
    [row] = json.loads(out)["games"]
    assert row["game"] == "hexling" and row["rounds"] == 3
    assert row["actions_per_s"] >= row["actions_per_s_median"] > 0
    assert row["actions_per_s"] >= row["actions_per_s_first_round"] > 0
    assert row["load_finished_ms"] > 0


def test_bench_times_a_bots_whole_turn_in_the_app(hexling):
    """Ann's move to the frame that shows the bot's whole turn (two steps in Hexling), pause included."""
    from boardgames_tui.bench import bench_bot_turns
    from boardgames_tui.ui.screens.game import GameScreen

    row = bench_bot_turns(hexling, bot="greedy", turns=2, size=(80, 24))
    assert row["game"] == "hexling" and row["turns"] == 2 and row["decisions"] == [2, 2]
    assert all(t >= GameScreen.BOT_PAUSE for t in row["turn_s"]) and row["turn_s_max"] == max(row["turn_s"])
    assert row["thinking_per_turn_s"] == 0.0 and row["goal_s"] == 0.5 and row["within_goal"] == sum(t <= 0.5 for t in row["turn_s"])
    assert row["turn_s_p50"] <= row["turn_s_p95"] <= row["turn_s_max"] and len(row["cpu_s"]) == 2


def test_the_bench_workload_is_one_seeded_random_game_at_the_most_players(hexling):
    from boardgames_tui.bench import random_playout

    timings: list[float] = []
    state, record = random_playout(hexling, 7, legal_times=timings)
    assert state.finished and len(state.seats) == hexling.max_players
    assert len(timings) == len(record) > 0  # legal moves listed before every action
    again, record_again = random_playout(hexling, 7)
    assert record_again == record and again.model_dump_json() == state.model_dump_json()


def test_simulate_reports_each_game_and_a_summary(capsys):
    code, out, _ = run(capsys, "simulate", "hexling", "--players", "2", "--bots", "random,greedy", "--games", "3", "--seed", "4")
    assert code == 0
    assert out.count("seed ") == 3 and "3 games, 0 errors" in out
    # the seats by the names the app gives them (issue 23 item 4): "Hal (random)", not "Random 1"
    assert "Hal (random)=" in out and "Ada (greedy)=" in out and "wins: Hal (random) " in out
    assert "Random 1" not in out and "Greedy 1" not in out
    code, out, _ = run(capsys, "simulate", "hexling", "--players", "3", "--bots", "mcts:easy,greedy", "--games", "1")
    assert "Hal (mcts easy)=" in out and "Hal 2 (mcts easy)=" in out and "Mcts" not in out
    code, out, _ = run(capsys, "simulate", "hexling", "--players", "2", "--games", "2", "--json")
    data = json.loads(out)
    assert data["summary"]["games"] == 2 and len(data["games"]) == 2 and data["games"][0]["error"] is None


def test_simulate_exits_1_when_a_game_raises(capsys, monkeypatch, hexling):
    def broken(state, action):
        raise RuntimeError("boom")

    monkeypatch.setattr(hexling, "_apply", broken)
    code, out, _ = run(capsys, "simulate", "hexling", "--players", "2", "--games", "1")
    assert code == 1 and "RuntimeError: boom" in out


def test_saves_lists_games_and_broken_files(capsys, hexling, save_dir):
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=3, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    (save_dir / "broken.json").write_text("nope")
    code, out, _ = run(capsys, "saves", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 2
    assert any(r["problem"] and "not JSON" in r["problem"] for r in rows)
    assert any(r["seats"] == ["Ann", "Bob"] for r in rows)
    code, out, _ = run(capsys, "--saves", str(save_dir), "saves")
    assert code == 0 and "broken" in out and "Hexling" in out


@pytest.mark.parametrize("columns", [80, 120])
def test_saves_in_a_terminal_narrower_than_the_table_is_a_block_per_game(capsys, hexling, save_dir, monkeypatch, columns):
    """At 80 or 120 columns the six-column table wrapped every cell over 5-7 lines: a few
    short lines a game instead, each file name whole on its own line."""
    monkeypatch.setenv("COLUMNS", str(columns))
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=3, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    (save_dir / "broken.json").write_text("nope")
    code, out, _ = run(capsys, "--saves", str(save_dir), "saves")
    lines = out.splitlines()
    assert code == 0 and all(len(line) <= columns for line in lines) and "│" not in out
    assert f"  {session.path.name}" in lines and "  broken.json" in lines
    assert "Ann, Bob · to act: Ann" in out and any(line.startswith("broken · ") for line in lines)


def test_load_and_resume_refuse_bad_files(capsys, save_dir):
    (save_dir / "x.json").write_text("{")
    code, _, err = run(capsys, "load", str(save_dir / "x.json"))
    assert code == 2 and "truncated" in err
    code, _, err = run(capsys, "replay", str(save_dir / "x.json"))
    assert code == 2 and "truncated" in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "replay", str(save_dir / "missing.json"))
    assert code == 2 and "missing.json" in err
    code, _, err = run(capsys, "resume")
    assert code == 2 and "no unfinished saved game" in err
