"""GameLog: the game log in words, as the seat at the keyboard may read it.

    log.show(session.log_for(seat))

`show` appends only the new lines when the old ones are unchanged (the usual case) and
rewrites the whole log otherwise (after an undo, or when another seat sits at the keyboard,
so the previous seat's private lines vanish). Long lines wrap with their continuation indented,
so that a pane too short for its last entry shows "  column 5" as the end of an entry rather than
as one of its own; it follows the end of the log, also when the pane is resized.
`shown` holds the lines as given (for tests and copying).
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions
from rich.measure import Measurement
from rich.text import Text
from textual.widgets import RichLog


class Entry:
    """One line of the log as a Rich renderable: wrapped to the pane's width with its
    continuation lines indented by two cells (Rich's own wrap has no hanging indent)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        width = cell_len(self.text)
        return Measurement(min(width, 10), width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        for line in textwrap.wrap(self.text, max(options.max_width, 10), subsequent_indent="  ") or [""]:
            yield Text(line)


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
            self.write(Entry(line))
        self.shown = lines

    def on_resize(self) -> None:
        # A write scrolls to the end, but a pane above may grow afterwards (a new prompt, a
        # longer tableau) and shorten the log: follow the end then too, or its last lines hide
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
