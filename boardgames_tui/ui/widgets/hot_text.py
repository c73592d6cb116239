"""HotText: lines of styled text whose pieces can be pointed at (the text parts of boards).

    text = HotText()
    text.set_lines([[Piece("Station", "strong", ("station",))],
                    [Piece("1 Bob ", ""), Piece("I3 Civ+Energy", "civ", ("stack", 0))]])
    text.set_changed({("stack", 0)})           # marked: another seat changed it
    text.set_legal({("stack", 0)})             # a move of the prompt is about it

A piece with a `key` is a hotspot: the arrows move the cursor over the hotspots (left/right
in reading order, up/down to the nearest hotspot of the lines above/below), Enter or a click
on the cursor posts `Chosen(key)`, and every move posts `CursorMoved(key)`; the mouse moving
onto a hotspot posts `Hovered(key)`. Several pieces may share a key (a text wrapped on two
lines): they are one hotspot. A cursor move redraws only the lines of the two hotspots.
Tones are the cell boards' (ui/widgets/_cells.py TONES) plus `label` (bold); a game adds its
own in a subclass (Planet Unknown's terrains). The marks read without colour: the cursor is
reverse video framed by ▸ ◂ in the spaces beside it, changed underlined, legal italic. `wrap_pieces` folds a line to a width.

Used by Planet Unknown's side panel, Apiary's shared boards and players list, and New
Frontiers' colonies, developments, players and supply (through ItemBoard, item_board.py).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import ClassVar, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click, MouseMove
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ._cells import MARKS, TONES, _tone_css, offers_play
from ._scroll import show_rows


class Piece(NamedTuple):
    text: str
    tone: str = ""
    """One tone name, or several separated by spaces ("water icon")."""
    key: Hashable | None = None


class HotText(Widget, can_focus=True):
    """Lines of pieces with a cursor over the keyed ones (see module docstring)."""

    PREFIX: ClassVar[str] = "hot-text"
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"hot-text--{n}" for n in (*TONES, *MARKS, "label")}
    DEFAULT_CSS = _tone_css("hot-text", "HotText") + """
    HotText { padding: 0; width: 100%; }
    HotText > .hot-text--label { text-style: bold; }
    HotText > .hot-text--cursor { text-style: reverse bold underline; }
    """

    BINDINGS = [
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("enter", "confirm", "Choose"),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return offers_play(self, action)

    class _Spot(Message):
        """A message about the hotspot `key`. The three below are siblings, not subclasses of one
        another: Textual hands a message to the handlers of its base classes too, so a hover must
        not reach the handlers of a cursor move."""

        def __init__(self, text: HotText, key: Hashable) -> None:
            super().__init__()
            self.text = text
            self.key = key

        @property
        def control(self) -> HotText:
            return self.text

    class CursorMoved(_Spot):
        """The cursor moved onto the hotspot `key`."""

    class Hovered(_Spot):
        """The mouse moved onto the hotspot `key`."""

    class Chosen(_Spot):
        """Enter, or a click on the cursor's hotspot."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        self._piece_styles: dict[tuple[str, ...], Style] = {}  # before Widget's: its set-up may refresh
        super().__init__(id=id, classes=classes)
        self.lines: list[list[Piece]] = []
        self.cursor: Hashable | None = None
        self.changed: set = set()
        self.legal: set = set()
        self._spots: list[tuple[int, int, int, Hashable]] = []
        """(line, x from, x to, key) of every keyed piece, in reading order."""
        self._lines_of: dict[Hashable, set[int]] = {}
        self._strips: dict[int, Strip] = {}
        self._width = 0
        self._hover: Hashable | None = None

    # ------------------------------------------------------------ content

    def set_lines(self, lines: Sequence[Sequence[Piece]]) -> None:
        """The whole text (keeps the cursor on its key when that key is still there)."""
        new = [list(line) for line in lines]
        if new == self.lines:
            return
        old_height = len(self.lines)
        self.lines = new
        self._spots, self._lines_of = [], {}
        width = 0
        for y, line in enumerate(self.lines):
            x = 0
            for piece in line:
                if piece.key is not None:
                    self._spots.append((y, x, x + len(piece.text), piece.key))
                    self._lines_of.setdefault(piece.key, set()).add(y)
                x += len(piece.text)
            width = max(width, x)
        self._width = width
        if self.cursor not in self._lines_of:
            self.cursor = self._spots[0][3] if self._spots else None
        self._strips.clear()
        self.refresh(layout=len(self.lines) != old_height)

    def set_changed(self, keys: Iterable[Hashable]) -> None:
        keys = set(keys)
        if keys != self.changed:
            self.changed = keys
            self._strips.clear()
            self.refresh()

    def set_legal(self, keys: Iterable[Hashable]) -> None:
        keys = set(keys)
        if keys != self.legal:
            self.legal = keys
            self._strips.clear()
            self.refresh()

    @property
    def keys(self) -> list[Hashable]:
        """The hotspots in reading order (each once)."""
        return list(dict.fromkeys(k for *_, k in self._spots))

    def move_to(self, key: Hashable) -> None:
        """Put the cursor on a hotspot (posts CursorMoved)."""
        if key in self._lines_of and key != self.cursor:
            old = self.cursor
            self.cursor = key
            self._redraw_keys(old, key)
            self._scroll_to(key)
            self.post_message(self.CursorMoved(self, key))

    # ------------------------------------------------------------ keys and mouse

    def action_move(self, dx: int, dy: int) -> None:
        if not self._spots:
            return
        if self.cursor is None:
            self.move_to(self._spots[0][3])
            return
        mine = [s for s in self._spots if s[3] == self.cursor]
        y0, x0 = mine[0][0], mine[0][1]
        if dx:
            order = self.keys
            k = order.index(self.cursor) + dx
            if 0 <= k < len(order):
                self.move_to(order[k])
            return
        ys = self._lines_of[self.cursor]
        here = max(ys) if dy > 0 else min(ys)
        lines = range(here + 1, len(self.lines)) if dy > 0 else range(here - 1, -1, -1)
        for y in lines:
            row = [s for s in self._spots if s[0] == y and s[3] != self.cursor]
            if row:
                best = min(row, key=lambda s: (0 if s[1] <= x0 < s[2] else 1, abs(s[1] - x0)))
                self.move_to(best[3])
                return
        _ = y0

    def action_confirm(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Chosen(self, self.cursor))

    def key_at(self, x: int, y: int) -> Hashable | None:
        for sy, x1, x2, key in self._spots:
            if sy == y and x1 <= x < x2:
                return key
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
            self.action_confirm()
        else:
            self.move_to(key)

    def on_focus(self) -> None:
        self._redraw_keys(self.cursor)

    def on_blur(self) -> None:
        self._redraw_keys(self.cursor)

    # ------------------------------------------------------------ drawing

    def _redraw_keys(self, *keys: Hashable | None) -> None:
        width = max(self.size.width, self._width)
        for key in keys:
            for y in self._lines_of.get(key, ()):
                self._strips.pop(y, None)
                self.refresh(Region(0, y, width, 1))

    def _scroll_to(self, key: Hashable) -> None:
        """Scroll the board so the hotspot's lines are in view (the side panel may be taller than the screen)."""
        ys = self._lines_of.get(key)
        if ys:
            show_rows(self, min(ys), max(ys))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines)

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> HotText:
        if repaint:  # styles may have changed: as Textual's own cache of component styles
            self._piece_styles.clear()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def notify_style_update(self) -> None:
        self._piece_styles.clear()
        super().notify_style_update()

    def _style(self, names: Sequence[str]) -> Style:
        """The style of a piece with these tones and marks: kept until the next repaint (a
        panel of a few dozen lines has a handful of combinations, and composing each piece's
        anew was half the time of drawing the panel)."""
        key = tuple(names)
        style = self._piece_styles.get(key)
        if style is None:
            style = Style()
            for n in names:
                style += self.get_component_rich_style(f"{self.PREFIX}--{n}", default=Style())
            self._piece_styles[key] = style
        return style

    def render_line(self, y: int) -> Strip:
        strip = self._strips.get(y)
        if strip is not None and strip.cell_length == self.size.width:
            return strip
        base = self.rich_style
        if y >= len(self.lines):
            return Strip.blank(self.size.width, base)
        segments = []
        focused = self.has_focus
        pieces = self.lines[y]
        if focused and self.cursor is not None:
            pieces = cursor_marked(pieces, self.cursor)
        for piece in pieces:
            names = ["cell", *piece.tone.split()]
            if piece.key is not None:
                if piece.key in self.changed:
                    names.append("changed")
                if piece.key in self.legal:
                    names.append("legal")
                if focused and piece.key == self.cursor:
                    names.append("cursor")
            segments.append(Segment(piece.text, base + self._style(names)))
        strip = Strip(segments).crop(0, self.size.width).extend_cell_length(self.size.width, base)
        self._strips[y] = strip
        return strip

    def plain_lines(self) -> list[str]:
        """The text as plain lines (tests)."""
        return ["".join(p.text for p in line) for line in self.lines]

    def text_of(self, key: Hashable) -> str:
        return "".join(p.text for line in self.lines for p in line if p.key == key)


def cursor_marked(line: Sequence[Piece], key: Hashable) -> list[Piece]:
    """The line with the cursor's hotspot framed by ▸ (and ◂) in the spaces beside it, so the
    cursor reads without colour (and in a text capture) while every piece keeps its place."""
    out = list(line)
    at = next((k for k, p in enumerate(out) if p.key == key), None)
    if at is None:
        return out
    end = max(k for k, p in enumerate(out) if p.key == key)
    before = out[at - 1] if at > 0 else None
    if before is not None and before.key is None and before.text.endswith(" "):
        out[at - 1] = before._replace(text=before.text[:-1] + "▸")
    elif out[at].text.startswith(" ") and len(out[at].text) > 1:
        out[at] = out[at]._replace(text="▸" + out[at].text[1:])
    marked = out != list(line)
    after = out[end + 1] if end + 1 < len(out) else None
    if after is not None and after.key is None and after.text.startswith(" "):
        out[end + 1] = after._replace(text="◂" + after.text[1:])
    elif after is None and not marked:  # no space on either side: the mark after the line's end
        out.append(Piece("◂"))
    return out


def wrap_pieces(line: Sequence[Piece], width: int, indent: str = "  ") -> list[list[Piece]]:
    """Fold a line of pieces to `width` columns, breaking between pieces and at the spaces of a
    long plain piece (a hotspot's text is never split; one longer than the room is cut with …);
    continuation lines start with `indent`."""
    pieces: list[Piece] = []
    for piece in line:
        if piece.key is None and len(piece.text) > width // 2 and " " in piece.text.strip():
            words = piece.text.split(" ")
            pieces += [piece._replace(text=w + (" " if i < len(words) - 1 else "")) for i, w in enumerate(words)]
        else:
            pieces.append(piece)
    out: list[list[Piece]] = [[]]
    x = 0
    for piece in pieces:
        n = len(piece.text)
        if x + len(piece.text.rstrip()) > width and x > len(indent) and piece.text.strip():
            out.append([Piece(indent)] if indent else [])
            x = len(indent)
            piece = piece._replace(text=piece.text.lstrip())
            n = len(piece.text)
        if x + n > width and piece.text.strip():
            piece = piece._replace(text=piece.text[: max(1, width - x - 1)] + "…")
            n = len(piece.text)
        out[-1].append(piece)
        x += n
    return out
