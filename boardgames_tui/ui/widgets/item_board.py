"""ItemBoard: a HotText (hot_text.py) filled from lines of `Item`s, for boards written as text.

    board.set_lines([[Item("Players", bold=True)], [Item("Ann", key="seat:0", tone="p0"), Item(" 3 VP")]],
                    changed={"seat:0"}, highlighted=set())
    board.move_cursor("seat:0")

Apiary's shared boards (action spaces, planet spaces, market tiles, carvings, dances, comb pods,
the Queen's Favor track) and players list, New Frontiers' colonies, developments, players and
supply. An `Item` is plain text (key "") or a component (key e.g. "space:explore"); the board
describes a key in its inspect pane. Keys, mouse, marks and drawing are HotText's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .hot_text import HotText, Piece, wrap_pieces


@dataclass(frozen=True)
class Item:
    """A piece of a line: plain text (`key` "") or a component the cursor can point at."""

    text: str
    key: str = ""
    tone: str = ""
    bold: bool = False

    def piece(self) -> Piece:
        tone = f"{self.tone} label".strip() if self.bold else self.tone
        return Piece(self.text, tone, self.key or None)


Line = Sequence[Item]


def wrap_items(items: Sequence[Item], width: int, indent: str = "  ") -> list[list[Item]]:
    """One line of items folded to `width` columns (hot_text.wrap_pieces), as items."""
    return [[Item(p.text, p.key or "", *_tone_and_bold(p.tone)) for p in line]
            for line in wrap_pieces([i.piece() for i in items], width, indent)]


def _tone_and_bold(tone: str) -> tuple[str, bool]:
    names = tone.split()
    return " ".join(n for n in names if n != "label"), "label" in names


class ItemBoard(HotText):
    """Lines of plain text and pointable components (see module docstring)."""

    def set_lines(self, lines: Iterable[Line], changed: Iterable[str] = (), highlighted: Iterable[str] = ()) -> None:  # type: ignore[override]
        """Replace the content; the cursor stays on its component if it is still there."""
        super().set_lines([[item.piece() for item in line] for line in lines])
        self.set_changed(changed)
        self.set_legal(highlighted)

    def move_cursor(self, key: str | None) -> None:
        """Put the cursor on a component (posts CursorMoved)."""
        if key is not None:
            self.move_to(key)
