"""The volume sweep (`boardgames simulate GAME|all --sweep`): a small seeded sample of it.

The 10,000-games-a-title run is a command (see the README); here every title plays one game
per player count with random options, and the sweep's own machinery is checked: the spread
over player counts and options, and that a broken invariant is reported, not raised.
"""

from __future__ import annotations

import pytest

from boardgames_tui import cli
from boardgames_tui.engine.registry import GAMES
from boardgames_tui.sweep import option_choices, play_one, players_for, sweep

TITLES = sorted(g for g in GAMES if g != "hexling")


@pytest.mark.parametrize("game_id", TITLES)
def test_one_game_per_player_count_with_random_options_has_no_error(game_id):
    engine = GAMES[game_id]
    span = engine.max_players - engine.min_players + 1
    result = sweep(engine, games=span, seed=11)
    assert [(g.number, g.error) for g in result.errors] == []
    assert sorted(result.by_players) == list(range(engine.min_players, engine.max_players + 1))
    assert result.actions > 0


def test_options_are_drawn_from_every_choice():
    engine = GAMES["planet-unknown"]
    choices = option_choices(engine)
    assert choices["events"] == [False, True] and "Gaia" in choices["planet_1"] and choices["solo_green"] == list(range(0, 21))
    result = sweep(engine, games=12, seed=3)
    assert result.option_values["events"] == {False, True}
    assert len(result.option_values["corporation_1"]) > 3


def test_players_cycle_from_fewest_to_most():
    engine = GAMES["new-frontiers"]
    assert [players_for(engine, g) for g in range(5)] == [
        engine.min_players + (g % (engine.max_players - engine.min_players + 1)) for g in range(5)]


def test_a_broken_invariant_is_reported_with_the_game_and_the_sweep_goes_on(monkeypatch):
    engine = GAMES["aquaria"]
    monkeypatch.setattr(type(engine), "invariants", lambda self, state: ["pearls below zero"] if state.turn == 7 else [])
    game = play_one(engine, 2, base_seed=5)
    assert game.error == "RuntimeError: invariant broken after action 7: pearls below zero"
    assert game.seed == 7 and game.actions == 7


def test_the_command_prints_the_table_and_refuses_options(capsys):
    assert cli.main(["simulate", "aquaria", "--sweep", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "aquaria" in out and "errors" in out and " 0 " in out
    assert cli.main(["simulate", "aquaria", "--sweep", "--games", "2", "--option", "scoring=basic"]) == 2
    assert "--sweep draws the options itself" in capsys.readouterr().err
    assert cli.main(["simulate", "aquaria", "--games", "2"]) == 2
    assert "--players is needed" in capsys.readouterr().err
