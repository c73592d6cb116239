"""InspectScreen (F4): the inspect pane's text in full, scrollable, for a text taller than the pane.

The inspect pane has a few rows beside the board (6 to 9 on a 24-row terminal); a long card
("Planted: 2 VP per hibernation token placed at the end of the game …") is cut there. When it
is, the pane's frame says "F4: all of it" and the footer offers F4, which opens this screen:
the same text in a pane as tall as the terminal, with the keys of a long text (arrows,
PageUp / PageDown, Home / End, as the whole log of F3). Esc, Enter or F4 close it.

The game screen and the replay screen bind the keys (`FULL_TEXT_KEYS`) and call `full_text`.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

from ...engine.api import Inspection
from ..widgets.inspect_pane import InspectPane, inspection_text

FULL_TEXT_KEYS = [
    Binding("f4", "full_text", "All of it"),
    Binding("f4", "full_text(True)", "All of it", show=False),  # the text fits: F4 opens it all the same
]
"""The screens' F4: shown in the footer while the inspect pane's text is cut."""


class InspectScreen(ModalScreen[None]):
    """The full text of one inspected thing (see module docstring)."""

    DEFAULT_CSS = """
    InspectScreen { align: center middle; }
    InspectScreen > #full-text-title { width: 100%; height: 1; padding: 0 1; text-style: bold; background: $panel; }
    InspectScreen > #full-text { width: 100%; height: 1fr; background: $surface; border: round $border; padding: 0 1; }
    """

    BINDINGS = [Binding("escape,enter,f4", "close", "Close")]

    def __init__(self, inspection: Inspection) -> None:
        super().__init__()
        self.inspection = inspection

    def compose(self) -> ComposeResult:
        kind = f" · {self.inspection.kind}" if self.inspection.kind else ""
        yield Static(f"Inspect{kind}: {self.inspection.title} · ↑ ↓ PgUp PgDn Home End scroll · Esc closes",
                     id="full-text-title", markup=False)
        with VerticalScroll(id="full-text"):
            yield Static(inspection_text(self.inspection), id="full-text-body", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#full-text", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


def text_is_cut(screen: Screen) -> bool:
    """The inspect pane shows part of its text only (F4 is offered)."""
    pane = screen.query_one("#inspect", InspectPane)
    return pane.display and pane.inspection is not None and pane.cut


def full_text(screen: Screen, anyway: bool = False) -> None:
    """F4: the inspect pane's text in full (`anyway`: even when it fits, the hidden binding)."""
    pane = screen.query_one("#inspect", InspectPane)
    if pane.inspection is None:
        screen.notify("Nothing is inspected: point at something first (the arrows, the mouse).", title="F4")
        return
    screen.app.push_screen(InspectScreen(pane.inspection))
