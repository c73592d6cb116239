"""The links of a game's remote seats, shown once it starts (the menu's "remote" seats)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class LinksScreen(ModalScreen[None]):
    """One line per remote seat, `Ann: boardgames join http://…/seat/<token>`, to send to its player."""

    BINDINGS = [Binding("escape,enter", "close", "Play")]

    def __init__(self, links: list[tuple[str, str]]) -> None:
        super().__init__()
        self.links = links

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="links"):
            yield Static("Remote seats: send each player their line", classes="dialog-question")
            for name, url in self.links:
                yield Static(f"{name}: boardgames join {url}", classes="seat-link", markup=False)
            yield Static("The same link opened in a web browser plays that seat too. They can join "
                         "while you play; the game waits at their turn.", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#links").styles.width = "96%"  # a link is one line, wider than a question

    def action_close(self) -> None:
        self.dismiss(None)
