"""Whole games: a full solo game with events, a 6-player game, every count; replay, views, speed."""

from pathlib import Path

import pytest

from boardgames_tui.engine.api import HIDDEN_ID, Seat
from boardgames_tui.engine.rng import Rng
from boardgames_tui.session import GameSession

from .builders import E

EXAMPLE = Path(__file__).resolve().parents[3] / "saves" / "examples" / "planet-unknown-midgame.json"


def play(n, seed, options=None, pick=None):
    state = E.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed, options=options)
    rng = Rng.from_seed(seed + 1000)
    record = []
    while not state.finished:
        legal = E.legal_actions(state)
        assert legal, str(state)
        action = pick(state, legal, rng) if pick else rng.choice(legal)
        state = E.apply(state, action)
        record.append(action)
        assert len(record) < E.max_actions
    return state, record


def prefer_placing(state, legal, rng):
    """A steadier player than random: never ends a turn early, places, resolves."""
    useful = [a for a in legal if a.kind not in ("end", "skip")]
    return rng.choice(useful or legal)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_random_playout_at_every_count(n):
    state, record = play(n, seed=n)
    sheet = E.scores(state)
    assert state.finished and sheet.final and state.end_reason
    assert sheet.winners or (n == 1 and sheet.notes)  # a solo loss against the target has no winner
    assert E.invariants(state) == []
    assert len(record) < 1500


def test_full_solo_game_with_events_and_target():
    state, record = play(1, seed=11, options={"solo_green": 8, "solo_orange": 6}, pick=prefer_placing)
    assert state.solo_target == 60 + 6 - 1 - 5
    assert len(state.events_seen) <= 20 and state.round <= 20
    assert len(state.players[0].objectives) in (2, 3, 4)  # kept 3; events may add or discard one
    sheet = E.scores(state)
    assert any(n.startswith("Solo target 60") for n in sheet.notes)
    assert sheet.seats[0].total == sum(sheet.seats[0].breakdown.values())


def test_six_player_game_with_every_module():
    # its speed is `boardgames bench`'s business, not a test's
    state, record = play(6, seed=6, options={"events": True, "private_objectives": True})
    assert state.finished and len(state.neighbour_objectives) == 6


def test_unique_planets_play_to_the_end():
    names = ["Arashi", "Cerberus", "Charybdis", "Gaia", "K-273", "K'Aax"]
    opts = {f"planet_{k + 1}": name for k, name in enumerate(names)}
    state, _ = play(6, seed=3, options=opts)
    assert state.finished
    names = ["Lacuna", "Oblivion", "Pajitnov", "Persephone", "Petra", "Tartarus"]
    opts = {f"planet_{k + 1}": name for k, name in enumerate(names)}
    state, _ = play(6, seed=4, options=opts)
    assert state.finished


def test_same_seed_and_actions_give_the_same_state():
    state, record = play(3, seed=21, options={"events": True})
    again = E.new_game([Seat(name=f"P{i}") for i in range(3)], seed=21, options={"events": True})
    for a in record:
        again = E.apply(again, E.parse_action(a.model_dump(mode="json")))
    assert again.model_dump() == state.model_dump()


def test_replay_of_a_whole_game_gives_the_same_state():
    state, record = play(4, seed=8)
    again = E.new_game([Seat(name=f"P{i}") for i in range(4)], seed=8)
    for a in record:
        again = E.apply(again, a)
    assert again.model_dump() == state.model_dump()


def test_views_hide_secrets_and_determinize_fills_them():
    state, record = play(3, seed=5, options={"private_objectives": True})
    # rewind: play part of the same game so secrets are still hidden
    s = E.new_game([Seat(name=f"P{i}") for i in range(3)], seed=5, options={"private_objectives": True})
    for a in record[: len(record) // 2]:
        s = E.apply(s, a)
    v = E.view(s, 0)
    for seat in (1, 2):
        assert all(c == HIDDEN_ID for c in v.players[seat].objectives)
    w = E.determinize(v, Rng.from_seed(1))
    assert E.invariants(w) == []
    assert E.view(w, 0).model_dump() == v.model_dump()


def test_midgame_example_loads_and_plays_on(tmp_path):
    session = GameSession.load(EXAMPLE)
    session.path = tmp_path / "x.json"
    assert session.engine is E and not session.finished
    assert session.state.prompt.kind == "place"
    session.apply(session.legal_actions()[0])


def test_unique_corporations_play_to_the_end():
    opts = {"corporation_1": "Republic", "corporation_2": "Horizon Group", "corporation_3": "Cosmos inc", "events": True}
    for seed in range(3):
        state, _ = play(4, seed=seed, options=opts, pick=prefer_placing)
        assert state.finished and E.invariants(state) == []
