"""A board for the test game Hexling: the reference example of a GameBoard built on HexBoard."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.widgets import Static

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.ui.games import GameBoard
from boardgames_tui.ui.widgets import HexBoard
from toy_game import MAP, PlaceCard


class HexlingBoard(GameBoard):
    game_id = "hexling"

    def compose(self) -> ComposeResult:
        yield HexBoard(MAP, id="map")
        yield Static("", id="hand", markup=False)

    def show(self, view, legal) -> None:
        super().show(view, legal)
        hexes = self.query_one("#map", HexBoard)
        hexes.set_cells({
            h: (str(view.values[i]), f"p{view.board[i]}") if view.board[i] >= 0 else (".", "empty")
            for i, h in enumerate(MAP)
        })
        hexes.highlight((a.q, a.r) for a in self.of_kind(legal, "place"))
        hands = []
        for seat, hand in enumerate(view.hands):
            cards = " ".join("?" if c == HIDDEN_ID else str(c) for c in hand)
            hands.append(f"{view.seats[seat].name}: {cards}")
        self.query_one("#hand", Static).update("Hands  " + " | ".join(hands))

    def wants_focus(self, view, legal) -> bool:
        return view.prompt.kind == "place"

    @on(HexBoard.SpotChosen)
    def _spot(self, event: HexBoard.SpotChosen) -> None:
        event.stop()
        self.propose(PlaceCard(q=event.coord[0], r=event.coord[1]))


BOARD = HexlingBoard
