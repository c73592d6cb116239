"""The GameBoard base: discovery, the text fallback, and ActionProposed reaching the screen."""

from __future__ import annotations

from textual.app import App, ComposeResult

from boardgames_tui.engine.api import Seat
from boardgames_tui.ui.games import BOARDS, GameBoard, TextBoard, board_for
from toy_game import ENGINE as HEXLING, PlaceCard


class BoardApp(App):
    def __init__(self, board: GameBoard) -> None:
        super().__init__()
        self.board = board
        self.proposed = []

    def compose(self) -> ComposeResult:
        yield self.board

    def on_game_board_action_proposed(self, event: GameBoard.ActionProposed) -> None:
        self.proposed.append(event.action)


def test_unknown_game_gets_the_text_board():
    assert board_for("no-such-game") is TextBoard
    assert all(issubclass(b, GameBoard) and b.game_id == gid for gid, b in BOARDS.items())


async def test_text_board_shows_the_view_and_proposes():
    state = HEXLING.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    view = HEXLING.view(state, 0)
    board = TextBoard(HEXLING)
    app = BoardApp(board)
    async with app.run_test(size=(100, 20)) as pilot:
        board.show(view, HEXLING.legal_actions(state))
        await pilot.pause()
        text = str(board.query_one("#text-board").render())
        assert "Hexling turn 0" in text
        assert board.view is view and board.legal
        board.propose(PlaceCard(q=0, r=0))
        await pilot.pause()
        assert app.proposed == [PlaceCard(q=0, r=0)]
        assert board.describe(PlaceCard(q=1, r=0)) == "Place at 1,0"


async def test_focus_goes_to_the_focus_target_unless_the_board_moved_it():
    from textual.widgets import Input

    class TwoInputs(GameBoard):
        game_id = "two"

        def compose(self):
            yield Input(id="first")
            yield Input(id="second")

    class ChoosesSecond(TwoInputs):
        def on_focus(self) -> None:
            self.query_one("#second").focus()

    for cls, expected in ((TwoInputs, "first"), (ChoosesSecond, "second")):
        board = cls(HEXLING)
        app = BoardApp(board)
        async with app.run_test(size=(60, 10)) as pilot:
            board.focus()
            await pilot.pause()
            await pilot.pause()
            assert app.focused is not None and app.focused.id == expected, cls.__name__
