"""The search bot (bots/mcts.py) in every game: legal, repeatable, within budget, stoppable, no peeking.

Budgets are a few dozen engine steps so the file runs in seconds; the strength of the bot is
measured by `boardgames simulate`, not here.
"""

from __future__ import annotations

import pytest

from boardgames_tui.bots import BOTS, bot_rng, choose, decide
from boardgames_tui.bots import mcts
from boardgames_tui.bots.mcts import LEVELS, MctsBot, parse_budget
from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.registry import GAMES
from boardgames_tui.engine.rng import Rng

REAL_GAMES = sorted(g for g in GAMES if g != "hexling")
STEPS = 150
"""A search of a few iterations: enough to build a tree, small enough for the whole suite."""


@pytest.fixture(autouse=True)
def no_clock_cap():
    """The step budget alone decides, so a loaded machine cannot change a choice here."""
    mcts.use_clock_cap(None)
    yield
    mcts.use_clock_cap(mcts.CLOCK_CAP)


SOLO_GAMES = sorted(g for g in REAL_GAMES if GAMES[g].has_automa)
"""Games with an automa: a one-seat game is the bot against it."""


def position(engine, seed: int = 7, moves: int = 12, players: int = 2):
    """A position a few moves in (2 bots, or 1 against the automa), where the bot seat to act has a real choice."""
    seats = [Seat(name="Ann", kind="bot", bot="mcts"), Seat(name="Bob", kind="bot", bot="mcts")][:players]
    state = engine.new_game(seats, seed=seed)
    rng = Rng.from_seed(seed)
    n = 0
    while True:
        legal = engine.legal_actions(state)
        if n >= moves and len(legal) > 1 and state.seats[state.actor].kind == "bot":
            return state, legal
        assert not state.finished, "the game ended before a decision was found"
        state = engine.apply(state, rng.choice(legal))
        n += 1


def search(engine, state, legal, bot=None, rng_seed=1, cancel=None):
    bot = bot or MctsBot(steps=STEPS, cap_factor=None)
    return bot.search(engine, engine.view(state, state.actor), legal, Rng.from_seed(rng_seed), cancel)


@pytest.mark.parametrize("game", REAL_GAMES)
def test_chooses_a_legal_action_and_repeats_it(game):
    engine = GAMES[game]
    state, legal = position(engine)
    first, stats = search(engine, state, legal)
    assert first in legal
    assert stats.iterations >= 2 and stats.stopped == "budget" and stats.nodes > 1
    again, stats_again = search(engine, state, legal)
    assert again == first and stats_again.iterations == stats.iterations and stats_again.nodes == stats.nodes


@pytest.mark.parametrize("game", REAL_GAMES)
def test_no_peeking_equal_views_give_equal_choices(game):
    """Two real states that differ in what the bot cannot see (decks, other hands, face-down tiles,
    the rng of chance) but show it the same view get the same decision."""
    engine = GAMES[game]
    state, _ = position(engine, seed=11)
    seat = state.actor
    view = engine.view(state, seat)
    one = engine.determinize(view, Rng.from_seed(101))
    two = engine.determinize(view, Rng.from_seed(202))
    for world in (one, two):  # the hidden parts differ, the starting data that bot_rng reads does not
        world.seed, world.turn = state.seed, state.turn
    assert one.model_dump() != two.model_dump()
    assert engine.view(one, seat).model_dump() == engine.view(two, seat).model_dump() == view.model_dump()
    legal = engine.legal_actions(one)
    assert legal == engine.legal_actions(two)
    bot_seat = Seat(name="Ann", kind="bot", bot="mcts:0.05")
    assert decide(engine, one, bot_seat) == decide(engine, two, bot_seat)


@pytest.mark.parametrize("game", SOLO_GAMES)
def test_searches_a_solo_game_against_the_automa_legally_repeatably_without_peeking(game):
    """Solo: the automa's moves are followed, not searched; the choice is legal, repeats, and
    two states the bot cannot tell apart (the automa's deck order among them) give the same one."""
    engine = GAMES[game]
    state, legal = position(engine, players=1)
    assert [s.kind for s in state.seats] == ["bot", "automa"]
    first, stats = search(engine, state, legal)
    assert first in legal and stats.iterations >= 2 and stats.nodes > 1
    assert search(engine, state, legal)[0] == first
    view = engine.view(state, state.actor)
    one = engine.determinize(view, Rng.from_seed(101))
    two = engine.determinize(view, Rng.from_seed(202))
    for world in (one, two):
        world.seed, world.turn = state.seed, state.turn
    assert one.model_dump() != two.model_dump()
    bot_seat = Seat(name="Ann", kind="bot", bot="mcts:0.05")
    assert decide(engine, one, bot_seat) == decide(engine, two, bot_seat)


@pytest.mark.parametrize("game", REAL_GAMES)
def test_a_tiny_budget_stops_after_one_iteration(game):
    engine = GAMES[game]
    state, legal = position(engine)
    bot = MctsBot(0.00001, cap_factor=None)
    assert bot.step_budget(engine) == 1
    action, stats = search(engine, state, legal, bot)
    assert action in legal and stats.iterations == 1 and stats.stopped == "budget"


@pytest.mark.parametrize("game", REAL_GAMES)
def test_cancel_stops_the_search_between_iterations(game):
    engine = GAMES[game]
    state, legal = position(engine)
    asked = []

    def cancel() -> bool:
        asked.append(True)
        return len(asked) >= 3

    action, stats = search(engine, state, legal, MctsBot(30.0, cap_factor=None), cancel=cancel)
    assert action in legal and stats.stopped == "cancel" and stats.iterations == 3
    assert stats.steps < stats.step_budget


def test_the_clock_cap_stops_a_search_on_a_slow_machine(hexling):
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=2)
    legal = hexling.legal_actions(state)
    bot = MctsBot(0.01, steps=10**9, cap_factor=1.0)
    action, stats = bot.search(hexling, hexling.view(state, 0), legal, Rng.from_seed(3))
    assert action in legal and stats.stopped == "clock" and stats.steps < 10**9


def test_the_clock_cap_never_lets_a_search_run_far_past_its_budget(hexling):
    """However generous the factor, a capped search stops `CLOCK_SLACK` after its budget."""
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=2)
    legal = hexling.legal_actions(state)
    bot = MctsBot(0.05, steps=10**9, cap_factor=100.0)
    action, stats = bot.search(hexling, hexling.view(state, 0), legal, Rng.from_seed(3))
    assert action in legal and stats.stopped == "clock"
    assert stats.seconds < 0.05 + mcts.CLOCK_SLACK + 0.5  # not 100 x 0.05 s (the margin: a loaded machine)


def test_one_legal_action_is_taken_without_searching(hexling):
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=2)
    only = hexling.legal_actions(state)[:1]
    action, stats = MctsBot().search(hexling, hexling.view(state, 0), only, Rng.from_seed(3))
    assert action == only[0] and stats.iterations == 0 and stats.stopped == "single"


def test_budgets_and_levels_are_bot_names(hexling):
    assert "mcts" in BOTS and "mcts:0.2" in BOTS and "mcts:hard" in BOTS
    assert "mcts:" not in BOTS and "mcts:fast" not in BOTS and "mcts:0" not in BOTS and "mcts:-1" not in BOTS
    assert "mcts:nan" not in BOTS and "mcts:1000" not in BOTS and "greedy:2" not in BOTS
    assert BOTS["mcts:hard"].seconds == LEVELS["hard"] and BOTS["mcts:0.2"].seconds == 0.2 and BOTS["mcts"].seconds == 1.0
    assert list(BOTS) == ["random", "greedy", "mcts"]
    assert parse_budget("Easy") == LEVELS["easy"] and parse_budget("x") is None
    with pytest.raises(KeyError):
        BOTS["mcts:slow"]
    state = hexling.new_game([Seat(name="A"), Seat(name="B")], seed=2)
    legal = hexling.legal_actions(state)
    assert choose(hexling, "mcts:0.01", hexling.view(state, 0), legal, bot_rng(state)) in legal


def test_the_search_stays_small_in_memory():
    """Peak memory of one decision, traced: far under the 300 MB limit (bench --mcts measures a full second)."""
    import tracemalloc

    engine = GAMES["planet-unknown"]
    state, legal = position(engine)
    tracemalloc.start()
    try:
        _, stats = search(engine, state, legal, MctsBot(steps=300, cap_factor=None))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert stats.iterations > 1
    assert peak < 30 * 2**20  # a tenth of the 300 MB limit, for a third of a 1-second budget


@pytest.mark.parametrize("game", REAL_GAMES)
def test_a_strong_prior_makes_the_search_take_the_best_one_ply_action(game):
    engine = GAMES[game]
    state, legal = position(engine)
    bot = MctsBot(steps=STEPS, cap_factor=None, prior_visits=1000.0)
    stats = mcts.SearchStats(step_budget=STEPS)
    run = mcts._Search(bot, engine, engine.view(state, state.actor), legal, Rng.from_seed(1), stats)
    for _ in range(20):
        run.iterate()
    assert run.root_ply, "the root's one-ply values were not kept"
    assert run.root_ply[run.best()] == max(run.root_ply.values())


def test_the_prior_is_a_per_game_setting_a_bot_may_override():
    assert MctsBot().prior_for(GAMES["aquaria"]) == GAMES["aquaria"].search_prior_visits > 0
    assert MctsBot().prior_for(GAMES["planet-b"]) == 0.0
    assert MctsBot(prior_visits=0.0).prior_for(GAMES["aquaria"]) == 0.0


def test_the_turn_horizon_is_a_per_game_setting_a_bot_may_override():
    assert MctsBot().horizon_for(GAMES["aquaria"]) == GAMES["aquaria"].search_turn_horizon > 0
    assert all(MctsBot().horizon_for(GAMES[g]) == 0 for g in REAL_GAMES if g != "aquaria")
    assert MctsBot(turn_horizon=0).horizon_for(GAMES["aquaria"]) == 0


def _actors_played_for(engine, state, legal, bot, monkeypatch) -> set[int]:
    """The seats to act in every state the search applied an action to."""
    actors = set()
    apply = mcts._Search.apply

    def spy(self, world, action):
        actors.add(world.actor)
        return apply(self, world, action)

    monkeypatch.setattr(mcts._Search, "apply", spy)
    search(engine, state, legal, bot)
    monkeypatch.setattr(mcts._Search, "apply", apply)
    return actors


@pytest.mark.parametrize("players", [1, 2])
def test_with_a_turn_horizon_the_search_plays_only_the_seats_own_turn(players, monkeypatch):
    """Aquaria: the tree and the rollouts stop where another seat (or the automa) is to act, and
    the world is scored there; without the horizon they play on into the others' turns."""
    engine = GAMES["aquaria"]
    state, legal = position(engine, players=players)
    bot = MctsBot(steps=600, cap_factor=None)
    assert _actors_played_for(engine, state, legal, bot, monkeypatch) == {state.actor}
    first, stats = search(engine, state, legal, bot)
    assert first in legal and stats.iterations >= 2 and search(engine, state, legal, bot)[0] == first
    fixed = MctsBot(steps=600, cap_factor=None, turn_horizon=0)
    assert len(_actors_played_for(engine, state, legal, fixed, monkeypatch)) > 1
