"""Hot-seat privacy: an opaque screen that hides the board while the keyboard changes hands."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class HandoffScreen(ModalScreen[None]):
    """"Pass the keyboard to Ann — Enter when ready". Nothing of the game shows through."""

    BINDINGS = [Binding("enter,space", "ready", "Ready", priority=True)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.seat_name = name

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Static(f"Pass the keyboard to {self.seat_name}", id="handoff-title", markup=False)
            yield Static("Enter when ready", id="handoff-hint")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)
