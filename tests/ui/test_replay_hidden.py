"""A replay of a game still in play, and the log, never name what a seat may not see.

For every game: twenty moves of a three-seat game of random bots (hands, kept cards, decks,
face-down worlds and goals, private objectives), saved, then replayed through the real
command's screen one step at a time. At every step the screen and the move's words must hold
no name or id of a hidden component (tests/hidden_info.py derives them from the engine:
the full state against `view(state, None)`, named through the game's content). The same
moves' log lines, as each seat reads them in its log pane, banner and handoff, hold nothing
that seat may not see. Each test also checks that its game has secrets a careless replay
would show (the describe of a move from the public view names one), so it can fail.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.replay import ReplayScreen
from conftest import SIZE
from helpers import screen_text, settle

sys.path.insert(0, str(Path(__file__).parents[1]))
from hidden_info import secrets  # noqa: E402

MOVES = 20
GAMES = {
    # game: (seed, options); seeds chosen so the twenty moves hold moves that name secrets
    "apiary": (3, {}),
    "aquaria": (1, {}),
    "new-frontiers": (2, {"galaxy_goals": True, "explored_worlds": "face_down"}),
    "planet-b": (1, {}),
    "planet-unknown": (1, {"events": True, "private_objectives": True}),
}
CARELESS = {"apiary", "aquaria", "new-frontiers", "planet-unknown"}
"""Games where describing a move from the public view names a secret (the seed card kept,
the cards put under the deck, the goal kept, the objective discarded)."""


def unfinished_game(game: str, save_dir: Path) -> GameSession:
    seed, options = GAMES[game]
    engine = get_engine(game)
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy")]
    session = GameSession.new(engine, seats, seed=seed, options=options, save_dir=save_dir)
    rng = random.Random(seed)
    for _ in range(MOVES):
        session.apply(rng.choice(session.legal_actions()))
    assert not session.finished
    return session


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_replay_of_a_game_in_play_shows_no_hidden_component(game, save_dir):
    session = unfinished_game(game, save_dir)
    engine, history, path = session.engine, session.history(), session.path
    session.close()
    careless = 0
    app = BoardgamesApp(start=("replay", path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and not screen.reveal_all
        await pilot.press("home")
        for k in range(len(history)):
            if k:
                await pilot.press("right")
            await pilot.pause()
            assert screen.step == k
            secret = secrets(engine, history[max(0, k - 1) : k + 1], None)
            words = screen.move_words(k).plain
            assert secret.leaks(screen_text(app)) == [], f"move {k} on screen"
            assert secret.leaks(words) == [], f"move {k}: {words}"
            if k and secret.leaks(engine.describe(engine.view(history[k - 1], None), session.record[k - 1])):
                careless += 1
            if k == 0:
                assert "The start of the game" in words
            else:
                assert words.startswith(f"Move {k} · ")
    assert careless > 0 if game in CARELESS else any(secrets(engine, [s], None).hidden for s in history)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_seat_reads_only_what_it_may_see_in_the_log(game, save_dir):
    session = unfinished_game(game, save_dir)
    history = session.history()
    session.close()
    private = 0
    for seat in [None, 0, 1, 2]:
        for k in range(1, len(history)):
            secret = secrets(session.engine, history[k - 1 : k + 1], seat)
            for line in history[k].log:
                assert secret.leaks(line.for_seat(seat)) == [], f"seat {seat}, move {k}: {line}"
                private += line.private is not None and line.seat == seat
    since = session.since(0)
    assert since is None or secrets(session.engine, [since.before, session.state], None).leaks(since.summary(None)) == []
    assert private > 0 or game in ("new-frontiers", "planet-b")  # some lines have private words
