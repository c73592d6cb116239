"""InspectPane: the full text of whatever the cursor, the mouse or the highlighted move points at.

    pane = InspectPane()
    pane.show(Inspection("Clownfish", ("Cost: 3 coins", "Effect: ..."), kind="card"))
    pane.show(None)          # nothing to describe here: a short hint instead

The texts come from the games' engine data (`engine/<game>/glossary.py`), handed over by the
game's board (`GameBoard.inspect_cursor`, `inspect_action`, `Inspected`); the pane only draws.
Everything is drawn literally: names are never read as markup.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...engine.api import Inspection
from ..text import literal

HINT = "Point at anything to read it in full."


class InspectPane(Static):
    """The inspect pane (see module docstring)."""

    DEFAULT_CSS = """
    InspectPane {
        height: auto;
        max-height: 12;
        border: round $border-blurred;
        border-title-color: $foreground;
        padding: 0 1;
        overflow-y: auto;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__("", id=id, classes=classes, markup=False)
        self.inspection: Inspection | None = None
        self._drawn = False
        self.border_title = "Inspect"
        self.show(None)

    def show(self, inspection: Inspection | None) -> None:
        """Describe `inspection` (None: the hint); nothing happens when it is already shown."""
        if self._drawn and inspection == self.inspection:
            return
        self._drawn = True
        self.inspection = inspection
        if inspection is None:
            self.border_title = "Inspect"
            self.update(Text(HINT, style="italic"))
            return
        self.border_title = literal(f"Inspect · {inspection.kind}" if inspection.kind else "Inspect")
        text = Text(inspection.title, style="bold")
        for line in inspection.lines:
            text.append("\n")
            label, sep, rest = line.partition(": ")
            if sep and 0 < len(label) <= 14:
                text.append(label + sep, style="dim")
                text.append(rest)
            else:
                text.append(line)
        self.update(text)

    @property
    def plain(self) -> str:
        """The pane's text as plain text (what tests read)."""
        content = self.content
        return str(getattr(content, "plain", content))
