"""A bot's turn on the game screen: decided whole in the worker, shown once at its end.

A turn of several decisions (Hexling's: play a card, then place it) reaches the screen in one
piece: the board is never drawn between two of the bot's decisions, and once the turn lands
the cells it changed are marked. How fast it lands is the bench's business (`bench --turns`).
"""

from __future__ import annotations

from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.widgets import HexBoard
from conftest import SIZE
from helpers import settle_until_human
from toy_game import MAP


async def test_a_bots_turn_of_two_decisions_is_drawn_once_with_its_cells_marked(save_dir, hexling_board, monkeypatch):
    drawn: list[tuple[int, int]] = []  # (move number, seat to act) of every state the board drew
    show = hexling_board.show

    def recording(self, view, legal):
        drawn.append((view.turn, view.actor))
        return show(self, view, legal)

    monkeypatch.setattr(hexling_board, "show", recording)
    seats = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", "hexling", seats, 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle_until_human(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("1")  # Ann plays a card…
        await settle_until_human(pilot)
        drawn.clear()
        await pilot.press("enter")  # …and places it: the bot's turn of two decisions follows
        await settle_until_human(pilot)
        state = game.session.state
        assert state.turn == 4 and state.actor == 0
        # drawn twice: Ann's move with the bot to act ("thinking…"), then the bot's whole turn
        assert sorted(set(drawn)) == [(2, 1), (4, 0)]
        assert (3, 1) not in drawn  # never the bot's card played but not yet placed
        bot_hex = next(MAP[i] for i, owner in enumerate(state.board) if owner == 1)
        assert game.board.query_one("#map", HexBoard).changed == {bot_hex}
