"""Aquaria board pieces: `PickList` (lines with a cursor: offer, lionfish, action wheel,
supplies, seats) and `EncyMap` (the encyclopedia graph as cells with a cursor).

Both say what is under the cursor or the mouse (`CursorMoved`, `Hovered`) so the board can
describe it in the inspect pane; Enter (or a click on the cursor line) posts `Chosen`. A cursor
move restyles only the two lines concerned (a CSS class on one `Static` each). The marks read
without colour, as on the shared boards: legal italic, changed underlined, cursor reverse bold
with a bar (▌) at its left edge.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.events import Click, MouseMove
from textual.message import Message
from textual.widgets import Static

from ..widgets._cells import MARKS, TONES, CellBoard, _tone_css
from ..widgets._redraw import show_content


LINE_CLASSES = ("-hidden", "-changed", "-legal", "-cursor")
"""The classes `PickList.set_lines` sets on its lines."""


class PickLine(Static):
    """One line of a PickList (its index in `index`)."""

    def __init__(self, index: int, **kwargs) -> None:
        super().__init__("", **kwargs)
        self.index = index
        self.text = ""

    def on_mouse_move(self, event: MouseMove) -> None:
        parent = self.parent
        if isinstance(parent, PickList) and parent._hover != self.index:
            parent._hover = self.index
            parent.post_message(PickList.Hovered(parent, self.index))

    def on_click(self, event: Click) -> None:
        parent = self.parent
        if isinstance(parent, PickList):
            event.stop()
            parent.focus()
            if parent.cursor == self.index:
                parent.action_confirm()
            else:
                parent.move_cursor(self.index)


class PickList(Vertical, can_focus=True):
    """Up to `size` lines of markup with a cursor; `set_lines` redraws only the lines that differ."""

    DEFAULT_CSS = """
    PickList { height: auto; width: 100%; }
    PickList > PickLine { height: auto; width: 100%; padding-left: 1; }
    PickList > PickLine.-hidden { display: none; }
    PickList > PickLine.-legal { background: $success 35%; text-style: italic; }
    PickList > PickLine.-changed { background: $warning 30%; text-style: underline; }
    /* the cursor reads without colour too: a bar down its left edge */
    PickList:focus > PickLine.-cursor { text-style: reverse bold; padding-left: 0; border-left: outer $foreground; }
    """

    BINDINGS: ClassVar = [
        Binding("up", "move(-1)", "Up", show=False),
        Binding("down", "move(1)", "Down", show=False),
        Binding("left", "move(-1)", "Previous", show=False),
        Binding("right", "move(1)", "Next", show=False),
        Binding("enter", "confirm", "Choose", show=False),
    ]

    class _Line(Message):
        def __init__(self, picks: PickList, index: int) -> None:
            super().__init__()
            self.picks = picks
            self.index = index

        @property
        def control(self) -> PickList:
            return self.picks

    class CursorMoved(_Line):
        """The cursor moved to line `index`."""

    class Hovered(_Line):
        """The mouse moved onto line `index`."""

    class Chosen(_Line):
        """Enter or a click on the cursor line."""

    def __init__(self, size: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.size_max = size
        self.count = 0
        self.cursor = 0
        self._hover: int | None = None
        self._lines = [PickLine(i, classes="-hidden") for i in range(size)]

    def compose(self):
        yield from self._lines

    def set_lines(self, lines: Sequence[str], changed: set[int] = frozenset(), legal: set[int] = frozenset()) -> None:
        """Markup per line (at most `size`); lines beyond are hidden."""
        self.count = min(len(lines), self.size_max)
        if self.cursor >= self.count:
            self.cursor = max(0, self.count - 1)
        for i, line in enumerate(self._lines):
            shown = i < self.count
            if shown and line.text != lines[i]:
                line.text = lines[i]
                show_content(line, Content.from_markup(lines[i]))
            # only the classes that differ, and one restyle for them: every class of every line
            # set anew was thousands of calls a redraw
            want = (not shown, shown and i in changed, shown and i in legal, shown and i == self.cursor)
            has = tuple(line.has_class(name) for name in LINE_CLASSES)
            if want != has:
                for name, on, was in zip(LINE_CLASSES, want, has):
                    if on != was:
                        line.set_class(on, name, update=False)
                line.update_node_styles()

    def move_cursor(self, index: int) -> None:
        if 0 <= index < self.count and index != self.cursor:
            self._lines[self.cursor].set_class(False, "-cursor")
            self.cursor = index
            self._lines[index].set_class(True, "-cursor")
            self._lines[index].scroll_visible(animate=False)
            self.post_message(self.CursorMoved(self, index))

    def action_move(self, step: int) -> None:
        self.move_cursor(self.cursor + step)

    def action_confirm(self) -> None:
        if self.count:
            self.post_message(self.Chosen(self, self.cursor))


class EncyMap(CellBoard[tuple], inherit_bindings=False):
    """The encyclopedia: one cell per space at (x, -row); glyph and tone per cell (see aquaria.py)."""

    PREFIX: ClassVar[str] = "ency-map"
    CELL_WIDTH: ClassVar[int] = 5
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"ency-map--{n}" for n in (*TONES, *MARKS)}
    DEFAULT_CSS = _tone_css("ency-map", "EncyMap") + "\nEncyMap { padding: 0; }"
    BINDINGS: ClassVar = [
        Binding("up", "move('up')", "Up", show=False),
        Binding("down", "move('down')", "Down", show=False),
        Binding("left", "move('left')", "Left", show=False),
        Binding("right", "move('right')", "Right", show=False),
        Binding("enter", "confirm", "Choose", show=False),
    ]

    class CursorMoved(CellBoard.CursorMoved):
        pass

    class SpotChosen(CellBoard.SpotChosen):
        pass

    class Hovered(CellBoard.Hovered):
        pass

    def _place(self, cell: tuple) -> tuple[int, int]:
        return cell[0], -cell[1]
