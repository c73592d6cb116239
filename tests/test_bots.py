"""Bots see only their view and repeat exactly for the same seed."""

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
