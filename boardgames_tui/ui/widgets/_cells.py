"""The common part of HexBoard and SquareGrid: cells on a character canvas with a cursor.

Not used directly: see hex_board.py and square_grid.py. A subclass says where a cell sits on
screen (`_place`) and how many rotations a ghost has; everything else is shared: per-cell
glyph and tone, cursor moved by arrows or the mouse, highlighted cells, a ghost overlay,
r/f to rotate/flip, Enter (or a click on the cursor cell) to confirm, the cells another seat
changed since the player's last move marked (`mark_changed`: underlined on a warning
background, so it reads without colour too), and `Hovered(coord)` when the mouse moves onto
a cell (the board describes it in the inspect pane).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import ClassVar, Generic, TypeVar

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click, MouseMove
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

C = TypeVar("C", bound=tuple)

TONES = ("empty", "muted", "strong", "water", "land", "good", "warn", "bad", "info", "p0", "p1", "p2", "p3", "p4", "p5")
"""Tone names every cell board understands (each is a CSS component class `<prefix>--<tone>`)."""

MARKS = ("cell", "legal", "ghost", "ghost-bad", "cursor", "changed")
"""The styles laid over a tone: every cell, legal spot, ghost (fits / does not), cursor, changed by another seat."""


def _tone_css(prefix: str, widget: str) -> str:
    """DEFAULT_CSS of a cell board: tones from built-in theme variables only.

    Text tones use the $text-* variables (readable on the background in every theme); the six
    player tones p0..p5 are six different hues in textual-dark/light and ansi. The ghost is
    on $primary because $accent equals $success (the legal spots) in the ansi-dark theme.
    """
    return f"""
    {widget} {{
        width: auto;
        height: auto;
        padding: 0 1;
    }}
    {widget} > .{prefix}--cell {{ color: $foreground; }}
    {widget} > .{prefix}--empty {{ color: $foreground-muted; }}
    {widget} > .{prefix}--muted {{ color: $foreground-muted; }}
    {widget} > .{prefix}--strong {{ color: $foreground; text-style: bold; }}
    {widget} > .{prefix}--water {{ color: $text-primary; }}
    {widget} > .{prefix}--land {{ color: $text-warning; }}
    {widget} > .{prefix}--good {{ color: $text-success; }}
    {widget} > .{prefix}--warn {{ color: $text-warning; text-style: bold; }}
    {widget} > .{prefix}--bad {{ color: $text-error; }}
    {widget} > .{prefix}--info {{ color: $text-secondary; }}
    {widget} > .{prefix}--p0 {{ color: $text-primary; text-style: bold; }}
    {widget} > .{prefix}--p1 {{ color: $text-error; text-style: bold; }}
    {widget} > .{prefix}--p2 {{ color: $text-success; text-style: bold; }}
    {widget} > .{prefix}--p3 {{ color: $text-warning; text-style: bold; }}
    {widget} > .{prefix}--p4 {{ color: $text-secondary; text-style: bold; }}
    {widget} > .{prefix}--p5 {{ color: $foreground; text-style: bold underline; }}
    {widget} > .{prefix}--legal {{ background: $success 35%; text-style: italic; }}
    {widget} > .{prefix}--ghost {{ background: $primary 60%; color: $text; text-style: bold; }}
    {widget} > .{prefix}--ghost-bad {{ background: $error 60%; color: $text; text-style: bold strike; }}
    {widget} > .{prefix}--cursor {{ text-style: reverse bold; }}
    {widget} > .{prefix}--changed {{ background: $warning 30%; text-style: underline; }}
    """


LEGAL_MARK = "✓"
"""The mark beside a legal spot's glyph (a cell board) or in a legal card's frame: legal spots
read without colour too (every board that marks them says so in its legend: `LEGAL_WORDS`)."""
LEGAL_WORDS = f"{LEGAL_MARK} allowed now"

READ_ONLY = "-read-only"
"""The class a screen gives a board that only shows (a replay, a finished game)."""
PLAY_ACTIONS = frozenset({"confirm", "confirm_spot", "rotate", "flip"})

KEY_WHY = "key_why"
"""The action of the hidden binding under a key the footer may hide (`saying_why`)."""
KEY_NAMES = {"left_square_bracket": "[", "right_square_bracket": "]", "enter": "Enter"}


def saying_why(*bindings: Binding) -> list[Binding]:
    """Each binding, then a hidden one of the same key that says why the key does nothing now.

    The footer shows a key only when pressing it does something now (issue 23): a widget's
    `check_action` hides a binding (False) whose `key_reason` is not None, and the key then
    falls through to the hidden `key_why` binding under it, which says that reason in the
    screen's reason line (`KeyExplained`) rather than doing nothing silently.
    """
    out: list[Binding] = []
    for b in bindings:
        out.append(b)
        out.append(Binding(b.key, f"{KEY_WHY}({b.key!r}, {b.action!r})", show=False))
    return out


class KeyExplained(Message):
    """A key pressed where it does nothing now: the screen shows `reason` (one line)."""

    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason


def key_why_line(key: str, reason: str) -> str:
    """The one line a key gets where it does nothing now."""
    return f"{KEY_NAMES.get(key, key)} does nothing now: {reason}."


class KeysSayWhy:
    """Mixin of a widget (before Widget in the bases) whose keys may do nothing in some states:
    `key_reason(action)` says why (None: the key does something now). The footer hides such a
    key and the key says the reason (`saying_why`); on a read-only board the play keys are the
    screen's (READ_ONLY_KEYS)."""

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        """Why the key bound to `action` (with its `parameters`) does nothing now; None when it
        does something (override, and call super() for the actions it does not know)."""
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == KEY_WHY:  # read-only: the screen's READ_ONLY_KEYS say why for the play keys
            return offers_play(self, parse_action(str(parameters[1]))[0]) if len(parameters) > 1 else True
        if not offers_play(self, action):
            return False
        return self.key_reason(action, parameters) is None

    def action_key_why(self, key: str, action: str) -> None:
        reason = self.key_reason(*parse_action(action)) or "not at this moment"
        self.post_message(KeyExplained(key_why_line(key, reason)))


def parse_action(action: str) -> tuple[str, tuple[object, ...]]:
    """"seat(-1)" -> ("seat", (-1,)): a binding's action as `check_action` gets it."""
    from textual.actions import parse

    _, name, parameters = parse(action)
    return name, parameters


READ_ONLY_KEYS = [
    Binding("enter", "read_only('Enter')", show=False),
    Binding("r", "read_only('r')", show=False),
    Binding("f", "read_only('f')", show=False),
]
"""Bindings of a screen whose board may be read-only: the board declines its play keys there
(`offers_play`), so they reach the screen, whose `action_read_only` says why, with
`read_only_reason`: a key never does nothing silently."""


def read_only_reason(key: str, why: str) -> str:
    """The one line a play key gets on a read-only board: `why` it only shows."""
    return f"{key} does nothing here: {why}."


def offers_play(widget: Widget, action: str) -> bool:
    """`check_action` of the shared board widgets: a read-only board offers no Place, Rotate,
    Flip or Choose in the footer (the cursor still moves, to inspect)."""
    return action not in PLAY_ACTIONS or not any(node.has_class(READ_ONLY) for node in widget.ancestors_with_self)


class CellBoard(KeysSayWhy, Widget, Generic[C], can_focus=True):
    """Cells drawn on a character canvas; subclasses place them (see module docstring)."""

    PREFIX: ClassVar[str] = "cells"
    ROTATIONS: ClassVar[int] = 4
    CELL_WIDTH: ClassVar[int] = 3

    BINDINGS = [
        Binding("up", "move('up')", "Up", show=False),
        Binding("down", "move('down')", "Down", show=False),
        Binding("left", "move('left')", "Left", show=False),
        Binding("right", "move('right')", "Right", show=False),
        Binding("enter", "confirm", "Place"),
        Binding("enter", "confirm_spot", "Choose"),  # the same Enter while nothing is being placed
        *saying_why(Binding("r", "rotate", "Rotate"), Binding("f", "flip", "Flip")),
    ]

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        """r, f and "Place" are about a piece being placed (its ghost): without one, Enter is
        "Choose" (the move, choice or reason of the spot) and r and f say why they do nothing."""
        placing = bool(self.ghost)
        if not any(hasattr(node, "enter_here") for node in self.ancestors):
            return None  # a cell board on its own (not a game's board): every key is its own
        if action in ("rotate", "flip") and not placing:
            return f"it {'turns' if action == 'rotate' else 'flips'} a tile while you place one, and no tile is being placed"
        if action == "confirm" and not placing and any(
                b.action == "confirm_spot" for b in self._bindings.key_to_bindings.get("enter", ())):
            return "no tile is being placed"  # hidden: Enter is offered as "Choose"
        if action == "confirm_spot" and placing:
            return "Enter places the tile"  # hidden: "Place" is offered
        return None

    class CursorMoved(Message):
        """The cursor, rotation or flip changed: redraw the ghost for (coord, rotation, flip)."""

        def __init__(self, board: CellBoard, coord: tuple, rotation: int, flip: bool) -> None:
            super().__init__()
            self.board = board
            self.coord = coord
            self.rotation = rotation
            self.flip = flip

        @property
        def control(self) -> CellBoard:
            return self.board

    class Hovered(Message):
        """The mouse moved onto the cell `coord` (the board may describe it)."""

        def __init__(self, board: CellBoard, coord: tuple) -> None:
            super().__init__()
            self.board = board
            self.coord = coord

        @property
        def control(self) -> CellBoard:
            return self.board

    class SpotChosen(Message):
        """Enter (or a click on the cursor cell): the player chose `coord` with this rotation and flip."""

        def __init__(self, board: CellBoard, coord: tuple, rotation: int, flip: bool) -> None:
            super().__init__()
            self.board = board
            self.coord = coord
            self.rotation = rotation
            self.flip = flip

        @property
        def control(self) -> CellBoard:
            return self.board

    def __init__(
        self,
        cells: Iterable[C] = (),
        *,
        cell_width: int | None = None,
        name: str | None = None,
        id: str | None = None,  # noqa: A002
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.cell_width = cell_width or self.CELL_WIDTH
        self.glyphs: dict[C, str] = {}
        self.tones: dict[C, str] = {}
        self.highlighted: set[C] = set()
        self.ghost: dict[C, str] = {}
        self.ghost_ok = True
        self.changed: set[C] = set()
        self.cursor: C | None = None
        self._hover: C | None = None
        self.rotation = 0
        self.flip = False
        self._cells: list[C] = []
        self._pos: dict[C, tuple[int, int]] = {}
        self._rows: dict[int, list[tuple[int, C]]] = {}
        self._extent = Size(0, 0)
        self.set_map(cells)

    # ------------------------------------------------------------ geometry (subclasses)

    def _place(self, cell: C) -> tuple[int, int]:
        """(x, y) in character cells, before normalising to the top-left corner."""
        raise NotImplementedError

    # ------------------------------------------------------------ setting content

    @property
    def cells(self) -> list[C]:
        return list(self._cells)

    def set_map(self, cells: Iterable[C]) -> None:
        """The cells of the board (any shape); keeps glyphs and tones of cells still there."""
        self._cells = [tuple(c) for c in cells]  # type: ignore[misc]
        raw = {c: self._place(c) for c in self._cells}
        if raw:
            x0 = min(x for x, _ in raw.values())
            y0 = min(y for _, y in raw.values())
            self._pos = {c: (x - x0, y - y0) for c, (x, y) in raw.items()}
            width = max(x for x, _ in self._pos.values()) + self.cell_width
            height = max(y for _, y in self._pos.values()) + 1
        else:
            self._pos = {}
            width = height = 0
        self._extent = Size(width, height)
        self._rows = {}
        for cell, (x, y) in self._pos.items():
            self._rows.setdefault(y, []).append((x, cell))
        for row in self._rows.values():
            row.sort()
        if self.cursor not in self._pos:
            self.cursor = self._cells[0] if self._cells else None
        self.refresh(layout=True)

    def set_cells(self, cells: Mapping[C, tuple[str, str] | str]) -> None:
        """Glyph (and tone) per cell: {cell: "ab"} or {cell: ("ab", "water")}; others unchanged.
        Redrawn only when a cell changed (the screen sets every cell after every move)."""
        changed = False
        for cell, value in cells.items():
            cell = tuple(cell)  # type: ignore[assignment]
            if isinstance(value, str):
                changed = changed or self.glyphs.get(cell) != value
                self.glyphs[cell] = value
            else:
                changed = changed or (self.glyphs.get(cell), self.tones.get(cell)) != tuple(value)
                self.glyphs[cell], self.tones[cell] = value
        if changed:
            self.refresh()

    def set_cell(self, cell: C, glyph: str, tone: str | None = None) -> None:
        self.glyphs[tuple(cell)] = glyph  # type: ignore[index]
        if tone is not None:
            self.tones[tuple(cell)] = tone  # type: ignore[index]
        self.refresh()

    def highlight(self, cells: Iterable[C]) -> None:
        """Mark these cells (legal spots); replaces the previous highlight."""
        highlighted = {tuple(c) for c in cells}  # type: ignore[misc]
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.refresh()

    def mark_changed(self, cells: Iterable[C]) -> None:
        """Mark the cells another seat changed since the player's last move (replaces the marks)."""
        changed = {tuple(c) for c in cells}  # type: ignore[misc]
        if changed != self.changed:
            self.changed = changed
            self.refresh()

    def set_ghost(self, cells: Mapping[C, str] | Iterable[C], ok: bool = True) -> None:
        """Overlay a ghost (the piece being placed); `ok` False draws it in the illegal colour."""
        placing = bool(self.ghost)
        if isinstance(cells, Mapping):
            self.ghost = {tuple(c): g for c, g in cells.items()}  # type: ignore[misc]
        else:
            self.ghost = {tuple(c): self.glyphs.get(tuple(c), "") for c in cells}  # type: ignore[misc]
        self.ghost_ok = ok
        if placing != bool(self.ghost):
            self.refresh_bindings()  # r, f and Place are offered while a piece is placed
        self.refresh()

    def clear_ghost(self) -> None:
        self.set_ghost({})

    def move_cursor(self, cell: C | None) -> None:
        """Put the cursor on a cell of the board (posts CursorMoved)."""
        if cell is not None:
            cell = tuple(cell)  # type: ignore[assignment]
            if cell not in self._pos:
                return
        if cell != self.cursor:
            self.cursor = cell
            self._moved()

    def _moved(self) -> None:
        self.refresh()
        if self.cursor is not None:
            self.post_message(self.CursorMoved(self, self.cursor, self.rotation, self.flip))

    # ------------------------------------------------------------ actions

    def action_move(self, direction: str) -> None:
        if self.cursor is None:
            if self._cells:
                self.move_cursor(self._cells[0])
            return
        cx, cy = self._pos[self.cursor]
        best, best_key = None, None
        for cell, (x, y) in self._pos.items():
            if direction == "left" and y == cy and x < cx:
                key = cx - x
            elif direction == "right" and y == cy and x > cx:
                key = x - cx
            elif direction == "up" and y < cy:
                key = (cy - y) * 1000 + abs(x - cx) * 2 + (x > cx)
            elif direction == "down" and y > cy:
                key = (y - cy) * 1000 + abs(x - cx) * 2 + (x < cx)
            else:
                continue
            if best_key is None or key < best_key:
                best, best_key = cell, key
        if best is not None:
            self.move_cursor(best)

    def action_confirm_spot(self) -> None:
        self.action_confirm()

    def action_confirm(self) -> None:
        if self.cursor is not None:
            self.post_message(self.SpotChosen(self, self.cursor, self.rotation, self.flip))

    def action_rotate(self) -> None:
        self.rotation = (self.rotation + 1) % self.ROTATIONS
        self._moved()

    def action_flip(self) -> None:
        self.flip = not self.flip
        self._moved()

    def cell_at(self, x: int, y: int) -> C | None:
        """The cell drawn at content offset (x, y), if any."""
        for cx, cell in self._rows.get(y, ()):
            if cx <= x < cx + self.cell_width:
                return cell
        return None

    def on_mouse_move(self, event: MouseMove) -> None:
        offset = event.get_content_offset(self)
        cell = None if offset is None else self.cell_at(offset.x, offset.y)
        if cell is not None and cell != self._hover:
            self.post_message(self.Hovered(self, cell))
        self._hover = cell

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.cell_at(offset.x, offset.y)
        if cell is None:
            return
        event.stop()
        self.focus()
        if cell == self.cursor:
            self.action_confirm()
        else:
            self.move_cursor(cell)

    # ------------------------------------------------------------ drawing

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._extent.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._extent.height

    def _style(self, *names: str) -> Style:
        return self.get_component_rich_style(*(f"{self.PREFIX}--{n}" for n in names), default=Style())

    def _cell_text(self, cell: C) -> tuple[str, Style]:
        w = self.cell_width
        inner = w - 2 if w >= 3 else w
        glyph = self.ghost[cell] if cell in self.ghost else self.glyphs.get(cell, ".")
        glyph = glyph[:inner].center(inner)
        names = ["cell"]
        tone = self.tones.get(cell)
        if tone:
            names.append(tone)
        if cell in self.changed:
            names.append("changed")
        if cell in self.highlighted:
            names.append("legal")
        if cell in self.ghost:
            names.append("ghost" if self.ghost_ok else "ghost-bad")
        style = Style()
        for n in names:
            style += self._style(n)
        legal = cell in self.highlighted and cell not in self.ghost
        if w < 3:
            text = glyph
            if cell == self.cursor and self.has_focus:
                style += self._style("cursor")
                text = glyph[:1] + "◂"  # a narrow cell: the mark beside the glyph (seen without colour)
            elif legal:
                text = glyph[:1] + LEGAL_MARK
        elif cell == self.cursor and self.has_focus:
            style += self._style("cursor")
            text = "[" + glyph + "]"
        elif cell == self.cursor:
            text = "(" + glyph + ")"
        elif legal:
            text = LEGAL_MARK + glyph + " "
        else:
            text = " " + glyph + " "
        return text[:w].ljust(w), style

    def render_line(self, y: int) -> Strip:
        if y >= self._extent.height:
            return Strip.blank(self.size.width)
        row = self._rows.get(y, ())
        segments: list[Segment] = []
        at = 0
        base = self.rich_style
        for x, cell in row:
            if x > at:
                segments.append(Segment(" " * (x - at), base))
            text, style = self._cell_text(cell)
            segments.append(Segment(text, base + style))
            at = x + len(text)
        strip = Strip(segments, at)
        return strip.extend_cell_length(self.size.width, base)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
