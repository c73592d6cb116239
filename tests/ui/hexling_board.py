"""A board for the test game Hexling: the reference example of a GameBoard built on HexBoard."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.widgets import Static

from boardgames_tui.engine.api import HIDDEN_ID, Inspection
from boardgames_tui.ui.games import GameBoard
from boardgames_tui.ui.widgets import HexBoard
from toy_game import MAP, PlaceCard


class HexlingBoard(GameBoard):
    game_id = "hexling"

    def compose(self) -> ComposeResult:
        yield HexBoard(MAP, id="map")
        yield Static("", id="hand", markup=False)

    @staticmethod
    def cells(view) -> dict:
        return {
            h: (str(view.values[i]), f"p{view.board[i]}") if view.board[i] >= 0 else (".", "empty")
            for i, h in enumerate(MAP)
        }

    def show(self, view, legal) -> None:
        super().show(view, legal)
        hexes = self.query_one("#map", HexBoard)
        cells = self.cells(view)
        hexes.set_cells(cells)
        before = self.cells(self.before) if self.before is not None else cells
        hexes.mark_changed(h for h in cells if cells[h] != before[h])
        hexes.highlight((a.q, a.r) for a in self.of_kind(legal, "place"))
        hands = []
        for seat, hand in enumerate(view.hands):
            cards = " ".join("?" if c == HIDDEN_ID else str(c) for c in hand)
            hands.append(f"{view.seats[seat].name}: {cards}")
        self.query_one("#hand", Static).update("Hands  " + " | ".join(hands))

    # inspecting: a hex, the hex under the mouse, a card of a move
    def hex_words(self, h) -> Inspection:
        i = MAP.index(h)
        owner = self.view.board[i]
        if owner < 0:
            return Inspection(f"Hex {h}", ("Empty: a card placed here scores its value.",), kind="hex")
        return Inspection(f"Hex {h}", (f"Card: {self.view.values[i]}", f"Owner: {self.view.seats[owner].name}"), kind="hex")

    def inspect_cursor(self):
        cursor = self.query_one("#map", HexBoard).cursor
        return self.hex_words(cursor) if cursor is not None and self.view is not None else None

    def inspect_action(self, action):
        if action.kind == "play":
            return Inspection(f"Card {action.card}", (f"Scores: {action.card} points where it is placed",), kind="card")
        return self.hex_words((action.q, action.r))

    @on(HexBoard.CursorMoved)
    def _cursor(self, event: HexBoard.CursorMoved) -> None:
        event.stop()
        self.inspect_now()

    @on(HexBoard.Hovered)
    def _hover(self, event: HexBoard.Hovered) -> None:
        event.stop()
        self.inspect(self.hex_words(event.coord))

    def wants_focus(self, view, legal) -> bool:
        return view.prompt.kind == "place"

    @on(HexBoard.SpotChosen)
    def _spot(self, event: HexBoard.SpotChosen) -> None:
        event.stop()
        self.propose(PlaceCard(q=event.coord[0], r=event.coord[1]))


BOARD = HexlingBoard
