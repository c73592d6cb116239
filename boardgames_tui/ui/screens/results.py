"""The results at the end of a game, and the full score table during play."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual import on
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Static

from ...engine.api import ScoreSheet
from ...engine.text import agrees, display_name, plural
from ...session import Session
from ..widgets import ScoreTable


def verdict(sheet: ScoreSheet, names: list[str], you: int | None = None) -> str:
    """"Ann wins with 23 points" / "Ann and Bob share the victory with 20 points"; the seat
    `you` (the one person at the keyboard, against bots or the automa) reads "You win"."""
    if not sheet.winners:
        return "Nobody wins"
    total = plural(sheet.total(sheet.winners[0]), "point")
    if you in sheet.winners:
        others = [names[s] for s in sheet.winners if s != you]
        return f"You share the victory with {' and '.join(others)}: {total}" if others else f"You win with {total}"
    who = [names[s] for s in sheet.winners]
    if len(who) == 1:
        return f"{agrees(who[0], 'wins')} with {total}"
    return f"{' and '.join(who)} share the victory with {total}"


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
        humans = [i for i, s in enumerate(self.session.seats) if s.kind == "human"]
        you = humans[0] if len(humans) == 1 else None  # one person plays: the results speak to them
        with VerticalScroll(id="results-box"):
            yield Static(f"{self.session.engine.title} — final scores", id="results-title", markup=False)
            yield Static(verdict(self.sheet, names, you), id="results-winner", markup=False)
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
        self.query_one(ScoreTable).show(self.sheet, [display_name(s) for s in self.session.seats])

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
        self.query_one(ScoreTable).show(sheet, [display_name(s) for s in self.session.seats])

    def action_close(self) -> None:
        self.dismiss(None)
