"""A plain `pip install .` into a new virtual environment, run from another folder, ships the
game data and plays a game (the rules/ data must travel inside the package)."""

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from boardgames_tui.engine.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
REAL_GAMES = sorted(g for g, e in GAMES.items() if type(e).__module__.startswith("boardgames_tui."))


@pytest.mark.slow
def test_plain_install_in_a_new_venv_plays_every_game(tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / "bin" / "python"
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, symlinks=True, ignore=shutil.ignore_patterns(".git", "saves", "*.egg-info", "__pycache__", "build", ".pytest_cache"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    subprocess.run([py, "-m", "pip", "install", "-q", str(src)], check=True, env=env, capture_output=True, cwd=tmp_path)
    shutil.rmtree(src)  # the installed package must not need the checkout
    exe = env_dir / "bin" / "boardgames"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env["BOARDGAMES_SAVES"] = str(elsewhere / "saves")
    listed = subprocess.run([exe, "simulate", "none", "--players", "1"], capture_output=True, text=True, cwd=elsewhere, env=env)
    assert listed.returncode == 2
    for game in REAL_GAMES:
        engine = GAMES[game]
        played = subprocess.run(
            [exe, "simulate", game, "--players", str(max(2, engine.min_players)), "--games", "1", "--json"],
            capture_output=True, text=True, cwd=elsewhere, env=env,
        )
        assert played.returncode == 0, played.stdout + played.stderr
        assert f"known games" not in played.stderr
        rules = subprocess.run([exe, "rules", game, "--plain"], capture_output=True, text=True, cwd=elsewhere, env=env)
        assert rules.returncode == 0 and len(rules.stdout) > 500
    start = subprocess.run([py, "-m", "boardgames_tui.ui.startcheck"], capture_output=True, text=True, cwd=elsewhere, env=env)
    assert start.returncode == 0, start.stderr
