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
CUT = "more · F4: all of it"
"""The pane's frame when its text is cut (the game screen's F4 opens it whole: screens/inspect.py)."""


def inspection_text(inspection: Inspection, enter_apart: bool = False) -> Text:
    """The text of an inspection as the pane draws it: its title in bold, then its lines with
    their labels dimmed; what Enter does here (ui/games/board_keys.py, the last line) first, so
    that a short pane shows it too (`enter_apart`: it is shown elsewhere, left out)."""
    text = Text(inspection.title, style="bold")
    for line in sorted(inspection.lines, key=lambda line: not line.startswith("⏎ ")):
        if enter_apart and line.startswith("⏎ "):
            continue
        text.append("\n")
        label, sep, rest = line.partition(": ")
        if sep and 0 < len(label) <= 14:
            text.append(label + sep, style="dim")
            text.append(rest)
        else:
            text.append(line)
    return text


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
        self.enter_apart = False
        """The "⏎" line is shown elsewhere (the game screen's line under the board, on a short
        terminal): the pane's lines are all the thing's own."""
        self._was_cut = False
        self._height: tuple[int, int] | None = None
        """(width, lines) of the text drawn: a new text as tall skips the screen's layout pass."""
        self.border_title = "Inspect"
        self.show(None)

    def show(self, inspection: Inspection | None, again: bool = False) -> None:
        """Describe `inspection` (None: the hint); nothing happens when it is already shown
        (unless `again`)."""
        if self._drawn and inspection == self.inspection and not again:
            return
        self._drawn = True
        self.inspection = inspection
        if inspection is not None and self.enter_apart and inspection.title == "Here" and all(
                line.startswith("⏎ ") for line in inspection.lines):
            inspection = None  # only the "⏎" line, which is shown elsewhere: the pane's hint
        if inspection is None:
            self.border_title = "Inspect"
            self._draw(Text(HINT, style="italic"))
            return
        self.border_title = literal(f"Inspect · {inspection.kind}" if inspection.kind else "Inspect")
        self._draw(inspection_text(inspection, self.enter_apart))

    def _draw(self, text: Text) -> None:
        """Show `text`; only a change of height needs the screen's layout pass (the slow part
        of a cursor key: the pane is redrawn on every move)."""
        width = self.content_region.width if self.is_mounted else 0
        height = None
        if width > 0:
            height = (width, len(text.wrap(self.app.console, width)))
        same = height is not None and height == self._height
        if not same and height is not None and self._height is not None and self._height[0] == width:
            shown = self.scrollable_content_region.height  # both taller than the pane: cut at its lines
            same = self._height[1] > shown > 0 and height[1] > shown
        self.update(text, layout=not same)
        self._height = height
        if self.is_mounted:
            self.call_after_refresh(self._note_cut)

    @property
    def cut(self) -> bool:
        """The text is taller than the pane: part of it is out of sight (F4 shows it all)."""
        # the wrapped lines drawn against the rows inside the frame (the pane's virtual size
        # counts its frame and padding too, so max_scroll_y is never 0)
        return self._height is not None and self._height[1] > self.scrollable_content_region.height

    def on_resize(self) -> None:
        """A new width wraps the text anew; a new height (the board taking the keys) shows more
        or less of it: whether it is cut is said again."""
        width = self.content_region.width
        content = self.content
        if width > 0 and self._height is not None and self._height[0] != width and isinstance(content, Text):
            self._height = (width, len(content.wrap(self.app.console, width)))
        self.call_after_refresh(self._note_cut)

    def _note_cut(self) -> None:
        """Say on the pane's frame, and in the footer (F4), when the text does not fit."""
        cut = self.cut and self.inspection is not None
        if cut != self._was_cut:
            self._was_cut = cut
            self.border_subtitle = CUT if cut else ""
            self.screen.refresh_bindings()

    @property
    def plain(self) -> str:
        """The pane's text as plain text (what tests read)."""
        content = self.content
        return str(getattr(content, "plain", content))
