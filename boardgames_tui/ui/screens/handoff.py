"""Hot-seat privacy: an opaque screen that hides the board while the keyboard changes hands."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class HandoffScreen(ModalScreen[None]):
    """"Pass the keyboard to Ann — Enter when ready", and what the others did since Ann's
    last move, in public words. Nothing else of the game shows through."""

    BINDINGS = [Binding("enter,space", "ready", "Ready", priority=True)]

    SUMMARY_CHARS = 400
    """A longer summary is cut (the log has it all)."""

    def __init__(self, name: str, summary: str = "") -> None:
        super().__init__()
        self.seat_name = name
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Static(f"Pass the keyboard to {self.seat_name}", id="handoff-title", markup=False)
            if self.summary:
                text = self.summary
                if len(text) > self.SUMMARY_CHARS:
                    text = text[: self.SUMMARY_CHARS - 1].rstrip() + "… (F3: the whole log)"
                yield Static(f"Since your last move: {text}", id="handoff-summary", markup=False)
            yield Static("Enter when ready", id="handoff-hint")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)
