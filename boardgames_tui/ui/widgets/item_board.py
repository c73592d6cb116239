"""ItemBoard: lines of text in which some pieces are components the cursor can point at.

For boards that are text, not hexes or cards: Apiary's shared boards (action spaces, planet
spaces, market tiles...) and players list, New Frontiers' colonies, developments, players and
supply. Each line is a list of `Item`s, plain text (key "") or a component (key e.g.
"space:explore"); the board describes a key in its inspect pane. Arrows move a cursor
over the components (left/right in the line, up/down to the nearest component of the next line
that has one), Enter or a click chooses, the mouse hovering one posts `Hovered`. Tones and the
legal / changed / cursor marks are the cell boards' (ui/widgets/_cells.py), so the looks match
the hex board and read without colour: changed is underlined, the cursor reversed. A cursor
move redraws only the two lines it leaves and enters.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click, MouseMove
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ._cells import MARKS, TONES, _tone_css


@dataclass(frozen=True)
class Item:
    """A piece of a line: plain text (`key` "") or a component the cursor can point at."""

    text: str
    key: str = ""
    tone: str = ""
    bold: bool = False


Line = Sequence[Item]


def wrap_items(items: Sequence[Item], width: int, indent: str = "  ") -> list[list[Item]]:
    """One line of items folded to `width` columns, breaking between items and at the spaces
    of plain text (a component's own text is never split); continuation lines start with `indent`."""
    pieces: list[Item] = []
    for item in items:
        if item.key or len(item.text) <= width // 2:
            pieces.append(item)
        else:  # long plain text: one piece per word, so it can break anywhere
            words = item.text.split(" ")
            pieces += [Item(w + (" " if i < len(words) - 1 else ""), tone=item.tone, bold=item.bold) for i, w in enumerate(words)]
    lines: list[list[Item]] = [[]]
    used = 0
    for piece in pieces:
        if used + len(piece.text.rstrip()) > width and used > len(indent):
            lines.append([Item(indent)])
            used = len(indent)
            piece = Item(piece.text.lstrip(), key=piece.key, tone=piece.tone, bold=piece.bold)
        lines[-1].append(piece)
        used += len(piece.text)
    return lines


class ItemBoard(Widget, can_focus=True):
    """Lines of plain text and pointable components (see module docstring)."""

    PREFIX: ClassVar[str] = "item-board"
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"item-board--{n}" for n in (*TONES, *MARKS)}
    DEFAULT_CSS = _tone_css("item-board", "ItemBoard") + """
    ItemBoard { width: 100%; padding: 0; }
    """

    BINDINGS = [
        Binding("up", "move('up')", "Up", show=False),
        Binding("down", "move('down')", "Down", show=False),
        Binding("left", "move('left')", "Left", show=False),
        Binding("right", "move('right')", "Right", show=False),
        Binding("enter", "choose", "Choose"),
    ]

    class _KeyMessage(Message):
        def __init__(self, board: ItemBoard, key: str) -> None:
            super().__init__()
            self.board = board
            self.key = key

        @property
        def control(self) -> ItemBoard:
            return self.board

    class CursorMoved(_KeyMessage):
        """The cursor moved onto the component `key`."""

    class Hovered(_KeyMessage):
        """The mouse moved onto the component `key`."""

    class Chosen(_KeyMessage):
        """Enter or a click on the cursor's component."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.lines: list[list[tuple[int, Item]]] = []
        self.where: dict[str, tuple[int, int]] = {}
        """Component key -> (line, x)."""
        self.cursor: str | None = None
        self.changed: set[str] = set()
        self.highlighted: set[str] = set()
        self._hover: str | None = None
        self._width = 0

    # ------------------------------------------------------------ content

    def set_lines(self, lines: Iterable[Line], changed: Iterable[str] = (), highlighted: Iterable[str] = ()) -> None:
        """Replace the content; the cursor stays on its component if it is still there."""
        self.lines = []
        self.where = {}
        width = 0
        for y, line in enumerate(lines):
            placed = []
            x = 0
            for item in line:
                placed.append((x, item))
                if item.key and item.key not in self.where:
                    self.where[item.key] = (y, x)
                x += len(item.text)
            width = max(width, x)
            self.lines.append(placed)
        self.changed = set(changed)
        self.highlighted = set(highlighted)
        if self.cursor not in self.where:
            self.cursor = next(iter(self.where), None)
        self._width = width
        self.refresh(layout=True)

    @property
    def keys(self) -> list[str]:
        return list(self.where)

    def text_of(self, key: str) -> str:
        y, x = self.where[key]
        return next(item.text for ix, item in self.lines[y] if ix == x)

    def move_cursor(self, key: str | None) -> None:
        """Put the cursor on a component (posts CursorMoved)."""
        if key is None or key not in self.where or key == self.cursor:
            return
        old = self.cursor
        self.cursor = key
        self._refresh_key(old)
        self._refresh_key(key)
        self._scroll_to(key)
        self.post_message(self.CursorMoved(self, key))

    def _refresh_key(self, key: str | None) -> None:
        if key in self.where:
            y, _ = self.where[key]
            self.refresh(Region(0, y, max(self.size.width, self._width), 1))

    def _scroll_to(self, key: str) -> None:
        y, x = self.where[key]
        try:
            container = next(a for a in self.ancestors if isinstance(a, Widget) and a.is_scrollable and a.allow_vertical_scroll)
        except StopIteration:
            return
        top = self.content_region.y - container.content_region.y + int(container.scroll_y)
        container.scroll_to_region(Region(0, top + y, 1, 1), animate=False, immediate=True)

    # ------------------------------------------------------------ keys and mouse

    def action_move(self, direction: str) -> None:
        if self.cursor is None:
            if self.where:
                self.move_cursor(next(iter(self.where)))
            return
        cy, cx = self.where[self.cursor]
        best, best_key = None, None
        for key, (y, x) in self.where.items():
            if direction == "left" and y == cy and x < cx:
                rank = cx - x
            elif direction == "right" and y == cy and x > cx:
                rank = x - cx
            elif direction == "up" and y < cy:
                rank = (cy - y) * 1000 + abs(x - cx)
            elif direction == "down" and y > cy:
                rank = (y - cy) * 1000 + abs(x - cx)
            else:
                continue
            if best_key is None or rank < best_key:
                best, best_key = key, rank
        if best is not None:
            self.move_cursor(best)

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Chosen(self, self.cursor))

    def key_at(self, x: int, y: int) -> str | None:
        if not 0 <= y < len(self.lines):
            return None
        for ix, item in self.lines[y]:
            if item.key and ix <= x < ix + len(item.text):
                return item.key
        return None

    def on_mouse_move(self, event: MouseMove) -> None:
        offset = event.get_content_offset(self)
        key = None if offset is None else self.key_at(offset.x, offset.y)
        if key is not None and key != self._hover:
            self.post_message(self.Hovered(self, key))
        self._hover = key

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        key = None if offset is None else self.key_at(offset.x, offset.y)
        if key is None:
            return
        event.stop()
        self.focus()
        if key == self.cursor:
            self.action_choose()
        else:
            self.move_cursor(key)

    # ------------------------------------------------------------ drawing

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines)

    def _style(self, *names: str) -> Style:
        style = Style()
        for n in names:
            style += self.get_component_rich_style(f"{self.PREFIX}--{n}", default=Style())
        return style

    def render_line(self, y: int) -> Strip:
        if y >= len(self.lines):
            return Strip.blank(self.size.width)
        base = self.rich_style
        segments = []
        at = 0
        for x, item in self.lines[y]:
            names = ["cell"]
            if item.tone:
                names.append(item.tone)
            if item.key:
                if item.key in self.changed:
                    names.append("changed")
                if item.key in self.highlighted:
                    names.append("legal")
                if item.key == self.cursor and self.has_focus:
                    names.append("cursor")
            style = base + self._style(*names)
            if item.bold:
                style += Style(bold=True)
            segments.append(Segment(item.text, style))
            at = x + len(item.text)
        return Strip(segments, at).extend_cell_length(self.size.width, base).crop(0, self.size.width)

    def on_focus(self) -> None:
        self._refresh_key(self.cursor)

    def on_blur(self) -> None:
        self._refresh_key(self.cursor)
