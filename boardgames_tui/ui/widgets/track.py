"""Track: a numbered track (score track, water track, a corporation track) with markers.

    track = Track(0, 20, label="Water")
    track.set_markers([Marker("A", 3, "p0"), Marker("B", 3, "p1"), Marker("◆", 10, "info")])
    track.mark({5, 10, 15}, tone="warn")          # thresholds, bonuses

Each space is `space_width` characters; the track wraps onto more rows when it is longer
than `per_row` spaces. Under each number the markers standing there are listed (one line per
marker stacked on a space). Tones as for HexBoard with the prefix `track--`. Display only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from ._cells import MARKS, TONES, _tone_css


@dataclass(frozen=True)
class Marker:
    label: str
    """One or two characters (a seat initial, a symbol)."""
    position: int
    tone: str = ""


class Track(Widget):
    """A numbered track with markers (see module docstring)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        f"track--{n}" for n in (*TONES, *MARKS, "label")
    }
    DEFAULT_CSS = _tone_css("track", "Track") + """
    Track > .track--label { text-style: bold; }
    """

    def __init__(
        self,
        first: int = 0,
        last: int = 10,
        *,
        label: str = "",
        per_row: int = 20,
        space_width: int = 3,
        name: str | None = None,
        id: str | None = None,  # noqa: A002
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.first, self.last = first, last
        self.label = label
        self.per_row = max(1, per_row)
        self.space_width = max(2, space_width)
        self.markers: list[Marker] = []
        self.marked: dict[int, str] = {}

    def set_range(self, first: int, last: int) -> None:
        self.first, self.last = first, last
        self.refresh(layout=True)

    def set_markers(self, markers: Iterable[Marker]) -> None:
        self.markers = list(markers)
        self.refresh(layout=True)

    def mark(self, positions: Iterable[int], tone: str = "warn") -> None:
        """Colour these spaces' numbers (thresholds, bonus spaces); replaces earlier marks."""
        self.marked = {p: tone for p in positions}
        self.refresh()

    # ------------------------------------------------------------ drawing

    def _positions(self) -> list[int]:
        return list(range(self.first, self.last + 1))

    def _label_width(self) -> int:
        return len(self.label) + 1 if self.label else 0

    def _layout(self) -> list[tuple[list[int], int]]:
        """Rows of spaces with the number of marker lines below each row."""
        spaces = self._positions()
        out = []
        for i in range(0, len(spaces), self.per_row):
            row = spaces[i : i + self.per_row]
            depth = max([sum(1 for m in self._clamped() if m.position == p) for p in row] + [0])
            out.append((row, depth))
        return out

    def _clamped(self) -> list[Marker]:
        return [Marker(m.label, min(max(m.position, self.first), self.last), m.tone) for m in self.markers]

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._label_width() + min(self.per_row, len(self._positions())) * self.space_width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return sum(1 + depth for _, depth in self._layout())

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"track--{name}", default=Style()) if name else Style()

    def lines(self) -> list[list[tuple[str, str]]]:
        """The track as rows of (text, tone) pieces (also handy for tests)."""
        out: list[list[tuple[str, str]]] = []
        markers = self._clamped()
        w = self.space_width
        for n, (row, depth) in enumerate(self._layout()):
            pad = (self.label + " ") if (self.label and n == 0) else " " * self._label_width()
            out.append([(pad, "label")] + [(str(p).rjust(w - 1) + " ", self.marked.get(p, "muted")) for p in row])
            for k in range(depth):
                line = [(" " * self._label_width(), "")]
                for p in row:
                    here = [m for m in markers if m.position == p]
                    if k < len(here):
                        line.append((here[k].label[: w - 1].rjust(w - 1) + " ", here[k].tone))
                    else:
                        line.append((" " * w, ""))
                out.append(line)
        return out

    def render_line(self, y: int) -> Strip:
        base = self.rich_style
        lines = self.lines()
        if y >= len(lines):
            return Strip.blank(self.size.width, base)
        segments = [Segment(text, base + self._style(tone)) for text, tone in lines[y]]
        return Strip(segments).extend_cell_length(self.size.width, base)
