"""Every registered game (real ones as they land, and Hexling) plays on the shared game
screen: its board draws, a few moves from the decision panel, a bot move, undo and save."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.registry import GAMES
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.widgets import DecisionPanel
from conftest import SIZE
from helpers import screen_text, settle


async def on_game_screen(pilot) -> GameScreen:
    await settle(pilot)
    for _ in range(3):
        if isinstance(pilot.app.screen, HandoffScreen):
            await pilot.press("enter")
            await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen), type(pilot.app.screen).__name__
    return pilot.app.screen


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_game_plays_on_the_shared_screen(game_id, save_dir):
    engine = GAMES[game_id]
    humans = [{"name": n} for n in ["Ann", "Bob"][: max(1, min(2, engine.max_players))]]
    seats = humans + ([{"name": "Robo", "kind": "bot", "bot": "random"}] if len(humans) < engine.max_players else [])
    if len(seats) < engine.min_players:
        seats += [{"name": f"Bot{i}", "kind": "bot", "bot": "random"} for i in range(engine.min_players - len(seats))]
    app = BoardgamesApp(start=("new", game_id, seats, 11, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await on_game_screen(pilot)
        assert isinstance(game.board, board_for(game_id))
        assert engine.title in screen_text(app)
        start_turn = game.session.state.turn
        for _ in range(5):
            game = await on_game_screen(pilot)
            if game.session.finished:
                break
            panel = game.query_one("#decisions", DecisionPanel)
            if not game.legal:
                continue
            assert panel.choices and len(panel.choices) == len({game.describe(a) for a in game.legal})  # equal words merged
            panel.choose(0)
            await settle(pilot)
        game = await on_game_screen(pilot)
        assert game.session.state.turn > start_turn
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert game.session.path.exists()
