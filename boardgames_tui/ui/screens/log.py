"""LogScreen (F3): the whole game log, as the seat at the keyboard may read it, scrollable.

The game screen's log box holds the last few lines; this shows every line of the game in a
pane as tall as the terminal, at its end (the other seats' latest turn), with the keys of a
log: arrows, PageUp / PageDown, Home / End. Esc, Enter or F3 close it.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ..widgets import GameLog


class LogScreen(ModalScreen[None]):
    """The whole log of the game in play (see module docstring)."""

    DEFAULT_CSS = """
    LogScreen { align: center middle; }
    LogScreen > #full-log-title { width: 100%; height: 1; padding: 0 1; text-style: bold; background: $panel; }
    LogScreen > #full-log { width: 100%; height: 1fr; background: $surface; }
    """

    BINDINGS = [Binding("escape,enter,f3", "close", "Close")]

    def __init__(self, lines: Sequence[str], seat_name: str | None) -> None:
        super().__init__()
        self.lines = list(lines)
        self.seat_name = seat_name

    def compose(self) -> ComposeResult:
        whose = f"as {self.seat_name} may read it" if self.seat_name else "as every seat may read it"
        yield Static(f"The whole log, {whose} · {len(self.lines)} lines · ↑ ↓ PgUp PgDn Home End scroll",
                     id="full-log-title", markup=False)
        yield GameLog(id="full-log")
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one(GameLog)
        log.border_title = "Log"
        log.show(self.lines)
        log.focus()

    def action_close(self) -> None:
        self.dismiss(None)
