"""Every example save opens, replays and plays on; every real game ships one."""

from pathlib import Path

import pytest

from boardgames_tui.engine.registry import GAMES
from boardgames_tui.session import GameSession

EXAMPLES = Path(__file__).resolve().parents[1] / "saves" / "examples"
REAL_GAMES = sorted(g for g, e in GAMES.items() if type(e).__module__.startswith("boardgames_tui."))


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_each_real_game_has_a_midgame_example(game_id):
    assert (EXAMPLES / f"{game_id}-midgame.json").is_file()


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.name)
def test_example_loads_and_plays_on(path, tmp_path):
    before = path.read_bytes()
    session = GameSession.load(path)
    session.path = tmp_path / path.name  # play on without touching the example
    assert not session.finished and session.record
    assert session.actor_seat.kind == "human"
    legal = session.legal_actions()
    assert legal
    session.apply(legal[0])
    assert len(session.record) == len(GameSession.load(session.path).record)
    assert path.read_bytes() == before
