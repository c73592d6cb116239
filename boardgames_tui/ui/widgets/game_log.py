"""GameLog: the game log in words, as the seat at the keyboard may read it.

    log.show(session.log_for(seat))

`show` appends only the new lines when the old ones are unchanged (the usual case) and
rewrites the whole log otherwise (after an undo, or when another seat sits at the keyboard,
so the previous seat's private lines vanish). Long lines wrap; it follows the end of the log, also when the pane is resized.
`shown` holds the lines as given (for tests and copying).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import RichLog


class GameLog(RichLog):
    """The game log (see module docstring)."""

    DEFAULT_CSS = """
    GameLog {
        height: 1fr;
        border: round $border-blurred;
        scrollbar-size-vertical: 1;
        overflow-x: hidden;
        padding: 0 0 0 1;
    }
    GameLog:focus { border: round $border; }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(max_lines=5000, min_width=10, wrap=True, markup=False, highlight=False, auto_scroll=True,
                         name=name, id=id, classes=classes)
        self.border_title = "Log"
        self.shown: list[str] = []

    def on_focus(self) -> None:
        self.border_title = "▶ Log"  # the pane with the keyboard is labelled, not only coloured

    def on_blur(self) -> None:
        self.border_title = "Log"

    def show(self, lines: Sequence[str]) -> None:
        lines = list(lines)
        if len(lines) >= len(self.shown) and lines[: len(self.shown)] == self.shown:
            new = lines[len(self.shown) :]
        else:
            self.clear()
            new = lines
        for line in new:
            self.write(Text(line))
        self.shown = lines

    def on_resize(self) -> None:
        # A write scrolls to the end, but a pane above may grow afterwards (a new prompt, a
        # longer tableau) and shorten the log: follow the end then too, or its last lines hide
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
