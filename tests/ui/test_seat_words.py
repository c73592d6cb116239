"""Words about seats on the game screen, for every game: a seat named "You", "Ann" or
`[bold]x[/]` against a bot. The seat at the keyboard is addressed as "you" (its
board's title "Your …", its own moves in the log "You take …"); no "You's", no "You takes",
no doubled name; a markup-looking name shows literally."""

from __future__ import annotations

import re

import pytest

from boardgames_tui.engine.registry import GAMES
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.results import verdict
from boardgames_tui.ui.widgets import GameLog
from boardgames_tui.engine.api import ScoreSheet, SeatScore
from conftest import SIZE
from helpers import screen_text, settle_until_human

FIVE = sorted(g for g in GAMES if g != "hexling")
WRONG = re.compile(r"\bYou's\b|\bYou [a-z]+[^s\W]s\b|\b(\S+): \1:")
"""What must never be on screen: "You's", "You takes" (a third-person verb after You; "You
pass" is fine) and a doubled name ("You: You: keep")."""


async def play_some(pilot, game: GameScreen, moves: int = 3) -> None:
    for _ in range(moves):
        await settle_until_human(pilot)
        if game.session.finished:
            return
        await pilot.press("1")  # the first move of the decision panel
    await settle_until_human(pilot)


CASES = [(g, "You") for g in FIVE] + [("apiary", "Ann"), ("new-frontiers", "[bold]x[/]")]
"""Every game with "You"; "Ann" and a markup-looking name on two (the words are shared)."""


@pytest.mark.parametrize(("game_id", "name"), CASES)
async def test_the_seat_at_the_keyboard_is_addressed_and_names_agree(game_id, name, save_dir):
    seats = [{"name": name}, {"name": "Hal", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", game_id, seats, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle_until_human(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        await play_some(pilot, game)
        if not isinstance(app.screen, GameScreen):
            return  # the game ended early: nothing more to read here
        text = screen_text(app)
        log = "\n".join(game.query_one("#log", GameLog).shown)
        for words in (text, log):
            assert not WRONG.search(words), WRONG.search(words)
        if game_id != "planet-unknown":  # its board's title is the planet's, not "X's planet"
            assert re.search(r"\bYour (hive|aquarium|empire|dome)\b", text), text[:400]
        assert f"{name}'s" not in text  # never the possessive of the keyboard seat's own name
        assert f"to act: {name}:" not in game.status_text  # the seat is named once ("You to act: take a tile")
        assert name in text  # the score table lists it, literally (markup-looking or not)
        shown = game.query_one("#log", GameLog).shown
        own = [line for line in game.session.log_for(0) if line.startswith(f"{name} ")]
        if name != "You":  # the engine's third-person lines about this seat read "You …" in its log pane
            assert not any(line.startswith(f"{name} ") for line in shown)
            assert not own or any(line.startswith("You ") for line in shown)


def test_results_speak_to_the_one_person_playing():
    sheet = ScoreSheet.build([SeatScore(seat=0, total=22, breakdown={"a": 22}), SeatScore(seat=1, total=9, breakdown={"a": 9})],
                             final=True, categories=["a"])
    assert verdict(sheet, ["Ann", "Hal"], you=0) == "You win with 22 points"
    assert verdict(sheet, ["You", "Hal"]) == "You win with 22 points"
    assert verdict(sheet, ["Ann", "Bob"]) == "Ann wins with 22 points"
    one = ScoreSheet.build([SeatScore(seat=0, total=1, breakdown={"a": 1}), SeatScore(seat=1, total=0, breakdown={"a": 0})],
                           final=True, categories=["a"])
    assert verdict(one, ["Ann", "Bob"]) == "Ann wins with 1 point"
    tie = ScoreSheet.build([SeatScore(seat=0, total=5, breakdown={"a": 5}), SeatScore(seat=1, total=5, breakdown={"a": 5})],
                           final=True, categories=["a"])
    assert verdict(tie, ["Ann", "Hal"], you=0) == "You share the victory with Hal: 5 points"


@pytest.mark.parametrize("game_id", ["apiary", "planet-b"])
async def test_a_replay_gives_a_seat_named_you_its_grammar(game_id, save_dir):
    """No seat is at the keyboard of a replay, yet its lines about a seat named "You" read
    "You lead", "You are dealt" (before: "You leads", "You is dealt")."""
    import random

    from boardgames_tui.engine.api import Seat
    from boardgames_tui.engine.registry import get_engine
    from boardgames_tui.session import GameSession
    from boardgames_tui.ui.screens.replay import ReplayScreen

    seats = [Seat(name="You"), Seat(name="Bob")]
    session = GameSession.new(get_engine(game_id), seats, seed=3, options={}, save_dir=save_dir)
    rng = random.Random(3)
    for _ in range(12):
        session.apply(rng.choice(session.legal_actions()))
    path, moves = session.path, len(session.record)
    session.close()
    app = BoardgamesApp(start=("replay", path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        about_you = [screen.move_words(k).plain for k in range(moves + 1)]
        about_you = [words for words in about_you if re.search(r"\bYou\b", words.split("\n", 1)[-1])]
        assert about_you  # the moves' lines do speak of the seat named "You"
        for words in about_you:
            assert not WRONG.search(words), words
