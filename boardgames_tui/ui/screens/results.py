"""The results at the end of a game, and the full score table during play."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual import on
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Static

from ...engine.api import ScoreSheet
from ...session import Session
from ..widgets import ScoreTable


def verdict(sheet: ScoreSheet, names: list[str]) -> str:
    """"Ann wins with 23" / "Ann and Bob share the victory with 20"."""
    if not sheet.winners:
        return "Nobody wins"
    who = [names[s] for s in sheet.winners]
    total = sheet.total(sheet.winners[0])
    if len(who) == 1:
        return f"{who[0]} wins with {total} points"
    return f"{' and '.join(who)} share the victory with {total} points"


class ResultsScreen(Screen):
    """Score breakdown by category per seat, the winner, the tie-break used and the notes."""

    AUTO_FOCUS = None  # Enter is "Menu"; the buttons are for the mouse

    BINDINGS = [
        Binding("enter,escape", "menu", "Menu"),
        Binding("b", "board", "Back to the board"),
        Binding("p", "replay", "Replay"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.sheet = session.scores()

    def compose(self) -> ComposeResult:
        names = [s.name for s in self.session.seats]
        with VerticalScroll(id="results-box"):
            yield Static(f"{self.session.engine.title} — final scores", id="results-title", markup=False)
            yield Static(verdict(self.sheet, names), id="results-winner", markup=False)
            if self.sheet.tie_break:
                yield Static(f"Tie-break: {self.sheet.tie_break}", id="results-tiebreak", markup=False)
            yield ScoreTable(id="results-table")
            for note in self.sheet.notes:
                yield Static(note, classes="results-note", markup=False)
            with Horizontal(id="results-buttons"):
                yield Button("Replay (p)", id="replay", variant="primary")
                yield Button("Board (b)", id="board")
                yield Button("Menu (Enter)", id="menu")
        yield Footer()

    @on(Button.Pressed)
    def _button(self, event: Button.Pressed) -> None:
        event.stop()
        {"replay": self.action_replay, "board": self.action_board, "menu": self.action_menu}[event.button.id or "menu"]()

    def on_mount(self) -> None:
        self.query_one(ScoreTable).show(self.sheet, [s.name for s in self.session.seats])

    def action_menu(self) -> None:
        self.app.to_menu()

    def action_board(self) -> None:
        self.app.pop_screen()

    def action_replay(self) -> None:
        from .replay import ReplayScreen

        name = self.session.path.name if self.session.path is not None else ""
        self.app.push_screen(ReplayScreen.of_session(self.session, source=name, at=0))

    def action_quit(self) -> None:
        self.app.exit()


class ScoresScreen(ModalScreen[None]):
    """The full score table of the game in play (F2)."""

    BINDINGS = [Binding("escape,enter,f2", "close", "Close")]

    def __init__(self, session: Session, keyboard: int | None) -> None:
        super().__init__()
        self.session = session
        self.keyboard = keyboard

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("Scores", classes="dialog-question")
            yield ScoreTable(id="scores-table")
        yield Footer()

    def on_mount(self) -> None:
        engine = self.session.engine
        try:
            sheet = engine.scores(self.session.view(self.keyboard))
        except Exception:
            sheet = self.session.scores()
        self.query_one(ScoreTable).show(sheet, [s.name for s in self.session.seats])

    def action_close(self) -> None:
        self.dismiss(None)
