"""CardGrid: small cards in rows, with a cursor; for hands, markets, tableaus and aquariums.

    grid = CardGrid(columns=4, card_width=14, card_height=4)
    grid.set_cards([Card("Clownfish", ["2 food", "★3"], tone="water"), Card.back(), Card.empty()])
    grid.highlight({0, 2})            # indexes of cards that can be chosen now

A card is a box `card_width` wide and `card_height` tall (borders included): the title on
the first line, then `lines`. `Card.back()` draws a face-down card (hidden in the view),
`Card.empty()` an empty slot; `changed=True` marks a slot another seat changed since the
player's last move. Keys: arrows move the cursor, Enter or a click on the cursor card
confirms. Messages: `CardGrid.CursorMoved(index)`, `CardGrid.CardChosen(index)` and
`CardGrid.Hovered(index)` (the mouse moved onto a card: describe it in the inspect pane).
Tones as for HexBoard, with the prefix `card-grid--`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click, MouseMove
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ._cells import LEGAL_MARK, MARKS, TONES, KeysSayWhy, _tone_css, saying_why
from ._scroll import show_rows


@dataclass(frozen=True)
class Card:
    """What one slot of the grid shows."""

    title: str = ""
    lines: Sequence[str] = field(default_factory=tuple)
    tone: str = ""
    kind: str = "face"
    """"face", "back" (face-down) or "empty" (an empty slot)."""
    changed: bool = False
    """Another seat changed this slot since the player's last move (drawn marked)."""

    @classmethod
    def back(cls, title: str = "░░░") -> Card:
        return cls(title=title, kind="back", tone="muted")

    @classmethod
    def empty(cls) -> Card:
        return cls(kind="empty", tone="empty")


class CardGrid(KeysSayWhy, Widget, can_focus=True):
    """A grid of small cards with a cursor (see module docstring)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        f"card-grid--{n}" for n in (*TONES, *MARKS, "back")
    }
    DEFAULT_CSS = _tone_css("card-grid", "CardGrid") + """
    CardGrid > .card-grid--back { color: $foreground-muted; }
    """

    BINDINGS = [
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        *saying_why(Binding("enter", "confirm", "Choose")),
    ]

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        if action == "confirm" and not self.cards:
            return "there is no card here"
        return None

    class CursorMoved(Message):
        def __init__(self, grid: CardGrid, index: int) -> None:
            super().__init__()
            self.grid = grid
            self.index = index

        @property
        def control(self) -> CardGrid:
            return self.grid

    class Hovered(Message):
        """The mouse moved onto the card at `index` (the board may describe it)."""

        def __init__(self, grid: CardGrid, index: int) -> None:
            super().__init__()
            self.grid = grid
            self.index = index

        @property
        def control(self) -> CardGrid:
            return self.grid

    class CardChosen(Message):
        """Enter or a click on the cursor card: the card at `index` was chosen."""

        def __init__(self, grid: CardGrid, index: int) -> None:
            super().__init__()
            self.grid = grid
            self.index = index

        @property
        def control(self) -> CardGrid:
            return self.grid

    def __init__(
        self,
        cards: Iterable[Card] = (),
        *,
        columns: int = 4,
        card_width: int = 14,
        card_height: int = 4,
        name: str | None = None,
        id: str | None = None,  # noqa: A002
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.columns = max(1, columns)
        self.card_width = max(5, card_width)
        self.card_height = max(2, card_height)
        self.cards: list[Card] = list(cards)
        self.highlighted: set[int] = set()
        self.cursor = 0
        self._hover: int | None = None
        self._shape: tuple[int, int, int, int] | None = None
        """Cards across, rows, card width and height at the last `set_cards` (the grid's size)."""

    # ------------------------------------------------------------ content

    def set_cards(self, cards: Iterable[Card]) -> None:
        """Show `cards`: nothing is redrawn when they are the ones shown, and the screen's layout
        pass (every widget arranged again) is asked for only when the grid's size changes."""
        cards = list(cards)
        shape = (min(len(cards), self.columns), -(-len(cards) // self.columns), self.card_width, self.card_height)
        if cards == self.cards and shape == self._shape:
            return
        self.cards = cards
        if self.cursor >= len(self.cards):
            self.cursor = max(0, len(self.cards) - 1)
        self.refresh(layout=shape != self._shape)
        self._shape = shape

    def highlight(self, indexes: Iterable[int]) -> None:
        highlighted = set(indexes)
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.refresh()

    def move_cursor(self, index: int) -> None:
        if 0 <= index < len(self.cards) and index != self.cursor:
            self.cursor = index
            self.refresh()
            row = index // self.columns
            show_rows(self, row * self.card_height, (row + 1) * self.card_height - 1)
            self.post_message(self.CursorMoved(self, index))

    def action_move(self, dx: int, dy: int) -> None:
        col, row = self.cursor % self.columns, self.cursor // self.columns
        col += dx
        row += dy
        if 0 <= col < self.columns:
            self.move_cursor(row * self.columns + col)

    def action_confirm(self) -> None:
        if self.cards:
            self.post_message(self.CardChosen(self, self.cursor))

    def index_at(self, x: int, y: int) -> int | None:
        col, row = x // (self.card_width + 1), y // self.card_height
        if col >= self.columns or x % (self.card_width + 1) == self.card_width:
            return None
        i = row * self.columns + col
        return i if 0 <= i < len(self.cards) else None

    def on_mouse_move(self, event: MouseMove) -> None:
        offset = event.get_content_offset(self)
        i = None if offset is None else self.index_at(offset.x, offset.y)
        if i is not None and i != self._hover:
            self.post_message(self.Hovered(self, i))
        self._hover = i

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        i = self.index_at(offset.x, offset.y)
        if i is None:
            return
        event.stop()
        self.focus()
        if i == self.cursor:
            self.action_confirm()
        else:
            self.move_cursor(i)

    # ------------------------------------------------------------ drawing

    @property
    def rows(self) -> int:
        return (len(self.cards) + self.columns - 1) // self.columns

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return min(len(self.cards), self.columns) * (self.card_width + 1)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows * self.card_height

    def _style(self, *names: str) -> Style:
        style = Style()
        for n in names:
            style += self.get_component_rich_style(f"card-grid--{n}", default=Style())
        return style

    def card_lines(self, card: Card, selected: bool, legal: bool = False) -> list[str]:
        """The text lines of one card box (borders included); a legal card has the legal mark
        in its top border (read without colour)."""
        w, h = self.card_width, self.card_height
        inner = w - 2
        if card.kind == "empty" and selected:  # the cursor on an empty cell: heavy dashes
            top, side, bottom = "┏" + "╍" * inner + "┓", "╏", "┗" + "╍" * inner + "┛"
        elif card.kind == "empty":
            top, side, bottom = "┌" + "╌" * inner + "┐", "╎", "└" + "╌" * inner + "┘"
        elif selected:
            top, side, bottom = "┏" + "━" * inner + "┓", "┃", "┗" + "━" * inner + "┛"
        else:
            top, side, bottom = "┌" + "─" * inner + "┐", "│", "└" + "─" * inner + "┘"
        body = [] if card.kind == "empty" else [card.title, *card.lines]
        if card.kind == "back":
            body = [card.title or "░░░"] + ["░" * min(3, inner)] * (h - 3)
        if legal and inner >= 2:
            top = top[0] + LEGAL_MARK + top[2:]
        lines = [top]
        for i in range(h - 2):
            text = body[i] if i < len(body) else ""
            if len(text) > inner:
                text = text[: inner - 1] + "…"
            lines.append(side + text.ljust(inner) + side)
        lines.append(bottom)
        return lines[:h] if h >= 2 else lines[:1]

    def render_line(self, y: int) -> Strip:
        base = self.rich_style
        row, line = divmod(y, self.card_height)
        if row >= self.rows:
            return Strip.blank(self.size.width, base)
        segments: list[Segment] = []
        for col in range(self.columns):
            i = row * self.columns + col
            if i >= len(self.cards):
                break
            card = self.cards[i]
            selected = i == self.cursor and self.has_focus
            names = ["cell"]
            if card.tone:
                names.append(card.tone)
            if card.kind == "back":
                names.append("back")
            if card.changed:
                names.append("changed")
            if i in self.highlighted:
                names.append("legal")
            if selected:
                names.append("cursor")
            text = self.card_lines(card, selected, i in self.highlighted)[line]  # the frame marks the cursor of the focused grid only
            segments.append(Segment(text, base + self._style(*names)))
            segments.append(Segment(" ", base))
        strip = Strip(segments)
        return strip.extend_cell_length(self.size.width, base)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
