"""Bots see only their view and repeat exactly for the same seed."""

import pytest

from boardgames_tui.bots import bot_rng, choose, decide
from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.rng import Rng
from boardgames_tui.simulate import bot_seats, play
from toy_game import PlaceCard, PlayCard


def test_greedy_takes_the_best_immediate_score(hexling):
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=3, options={"hand_size": 2})
    hand = state.hands[0]
    assert hand[0] != hand[1]
    pick = choose(hexling, "greedy", hexling.view(state, 0), hexling.legal_actions(state), Rng.from_seed(1))
    # playing scores nothing yet; the heuristic prefers keeping the higher card in hand
    assert pick == PlayCard(card=min(hand))
    for action in (pick, PlaceCard(q=0, r=0), PlayCard(card=state.hands[1][0]), PlaceCard(q=2, r=-2)):
        state = hexling.apply(state, action)
    state = hexling.apply(state, PlayCard(card=state.hands[0][0]))
    best = choose(hexling, "greedy", hexling.view(state, 0), hexling.legal_actions(state), Rng.from_seed(2))
    # only the hexes touching Ann's first card are worth the card + 1
    assert (best.q, best.r) in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def test_bots_never_see_hidden_cards(hexling):
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=3)
    seen = []

    def spy(engine, view, legal, rng):
        seen.append(view)
        return legal[0]

    from boardgames_tui import bots

    bots.BOTS["spy"] = spy
    try:
        decide(hexling, state, Seat(name="A", kind="bot", bot="spy"))
    finally:
        del bots.BOTS["spy"]
    assert seen[0].is_view and seen[0].rng == -1 and all(c == -1 for c in seen[0].hands[1])


def test_simulation_is_reproducible(hexling):
    seats = bot_seats(hexling, 3, ["random", "greedy"])
    a = play(hexling, seats, seed=5, keep_record=True)
    b = play(hexling, seats, seed=5, keep_record=True)
    assert a.error is None and a.record == b.record and a.scores == b.scores
    assert bot_rng(a.final).state != bot_rng(b.final.model_copy(update={"turn": 0})).state


def test_a_match_rotates_the_bots_over_the_seats_on_the_same_deals(hexling):
    from boardgames_tui.simulate import match_games

    games = match_games(hexling, 3, ["mcts", "greedy"], 4, seed=9)
    assert [seed for _, seed in games] == [9, 9, 10, 10]
    assert [[s.bot for s in seats] for seats, _ in games] == [
        ["mcts", "greedy", "mcts"], ["greedy", "mcts", "greedy"], ["mcts", "greedy", "mcts"], ["greedy", "mcts", "greedy"],
    ]
    assert [s.name for s in games[1][0]] == ["Ada", "Hal", "Ada 2"]  # each bot keeps its name as the seats rotate


def test_simulate_plays_the_search_bot_and_in_parallel_the_same_games(capsys):
    import json

    from boardgames_tui.cli import main

    runs = []
    for jobs in ("1", "2"):
        code = main(["simulate", "hexling", "--players", "2", "--bots", "mcts:0.02,greedy", "--games", "2", "--jobs", jobs, "--json"])
        assert code == 0
        runs.append(json.loads(capsys.readouterr().out))
    one, two = runs
    # the display names of the app ("Hal (greedy)", issue 23 item 4), never "Mcts:0.02 1"
    assert one["summary"]["players"] == ["Hal (mcts 0.02 s)", "Ada (greedy)"] and sum(one["summary"]["wins"].values()) == 2
    assert [g["seats"] for g in one["games"]] == [["Hal (mcts 0.02 s)", "Ada (greedy)"], ["Ada (greedy)", "Hal (mcts 0.02 s)"]]
    assert [g["scores"] for g in one["games"]] == [g["scores"] for g in two["games"]]


def test_players_may_be_search_bots_of_any_strength(hexling):
    from boardgames_tui.cli import UsageError, parse_players

    seats = parse_players("Ann,bot:mcts,bot:mcts:0.2,Hal=bot:mcts:hard", hexling)
    assert [(s.name, s.bot) for s in seats] == [("Ann", None), ("Ada", "mcts"), ("Max", "mcts:0.2"), ("Hal", "mcts:hard")]
    for bad in ("bot:mcts:0", "bot:mcts:soon", "bot:mcts:"):
        with pytest.raises(UsageError, match="unknown bot"):
            parse_players(f"Ann,{bad}", hexling)


@pytest.mark.parametrize("game", ["apiary", "aquaria", "new-frontiers"])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_play_a_solo_game_against_the_automa(game, bot):
    """A one-seat game of every game with an automa: the game adds the automa's seat, the bot
    plays its own seat to the end and the same seed plays the same game."""
    from boardgames_tui.engine.registry import GAMES

    engine = GAMES[game]
    assert engine.has_automa and engine.min_players == 1
    seats = bot_seats(engine, 1, [bot])
    a = play(engine, seats, seed=3, keep_record=True)
    assert a.error is None and [s.kind for s in a.seats] == ["bot", "automa"] and a.final.finished
    b = play(engine, seats, seed=3, keep_record=True)
    assert a.record == b.record and a.scores == b.scores


def test_a_search_bots_budget_is_for_its_whole_turn_split_over_its_decisions(hexling, monkeypatch):
    """Hexling's turn is two decisions (play a card, place it): the first searches with half of
    the turn's steps, the second with half of what is left, so the turn never spends more than
    one budget (per decision, two turns' worth went into it); the same state gives the same turn."""
    from boardgames_tui.bots import MctsBot, play_turn

    seats = [Seat(name="A", kind="bot", bot="mcts:0.5"), Seat(name="B", kind="bot", bot="random")]
    state = hexling.new_game(seats, seed=3)
    budget = MctsBot(0.5).step_budget(hexling)
    searched = []
    search = MctsBot.search

    def spy(self, engine, view, legal, rng, cancel=None):
        action, stats = search(self, engine, view, legal, rng, cancel)
        searched.append((stats.step_budget, self.seconds))
        return action, stats

    monkeypatch.setattr(MctsBot, "search", spy)
    turn = play_turn(hexling, state)
    assert len(turn) == 2 and hexling.apply(hexling.apply(state, turn[0]), turn[1]).actor == 1
    first = budget // 2
    assert searched == [(first, 0.5 * first / budget), ((budget - first) // 2, 0.5 * ((budget - first) // 2) / budget)]
    assert sum(steps for steps, _ in searched) <= budget
    assert play_turn(hexling, state) == turn


def test_a_turn_of_other_seats_is_their_decisions_until_another_seat_acts(hexling):
    from boardgames_tui.bots import play_turn

    seats = [Seat(name="A", kind="bot", bot="greedy"), Seat(name="B", kind="bot", bot="random")]
    state = hexling.new_game(seats, seed=3)
    turn = play_turn(hexling, state)
    expected, s = [], state
    while s.actor == 0:
        expected.append(decide(hexling, s, s.seats[0]))
        s = hexling.apply(s, expected[-1])
    assert turn == expected and len(turn) == 2
    assert play_turn(hexling, state, most=1) == turn[:1]
