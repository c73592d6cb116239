"""Planet B's side column: the development row, track, supply, players and goals as items a
cursor goes through (↑/↓, the mouse), each described in the inspect pane.

`InfoColumn` takes the keyboard (Tab from the dome); `InfoItem`s are its blocks of text, each
with a key naming the component ("dev", 2), ("goal", 0), ("player", 1)... The cursor only
moves a CSS class between two items: nothing is recomputed on a cursor key.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Click, Enter
from textual.message import Message
from textual.widgets import Static

Key = tuple


class InfoItem(Static):
    """One component's block of text in the side column (see module docstring)."""

    DEFAULT_CSS = """
    InfoItem { width: 100%; height: auto; padding-left: 1; }
    InfoItem.-cursor { background: $boost; }
    /* the cursor reads without colour too: a bar down its left edge */
    InfoColumn:focus > InfoItem.-cursor { text-style: reverse; background: $boost; padding-left: 0; border-left: outer $foreground; }
    InfoItem.-changed { background: $warning 30%; text-style: underline; }
    """

    class Pointed(Message):
        """The mouse entered the item (`clicked` False) or clicked it (True)."""

        def __init__(self, item: InfoItem, clicked: bool) -> None:
            super().__init__()
            self.item = item
            self.clicked = clicked

    def __init__(self, key: Key, **kwargs) -> None:
        super().__init__(**kwargs)
        self.key = key

    def on_enter(self, event: Enter) -> None:
        self.post_message(self.Pointed(self, False))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(self.Pointed(self, True))


class InfoColumn(Vertical, can_focus=True):
    """The side column with an item cursor (see module docstring)."""

    BINDINGS = [
        Binding("up", "move(-1)", "Up", show=False),
        Binding("down", "move(1)", "Down", show=False),
        Binding("enter", "choose", "Take"),
    ]

    class Moved(Message):
        """The cursor is on the item `key` now (describe it)."""

        def __init__(self, column: InfoColumn, key: Key) -> None:
            super().__init__()
            self.column = column
            self.key = key

    class Chosen(Message):
        """Enter (or a click on the cursor item) on the item `key`."""

        def __init__(self, column: InfoColumn, key: Key) -> None:
            super().__init__()
            self.column = column
            self.key = key

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.cursor_key: Key = ("dev", 0)

    def items(self) -> list[InfoItem]:
        return [w for w in self.children if isinstance(w, InfoItem) and w.display]

    def current(self) -> InfoItem | None:
        for w in self.children:
            if isinstance(w, InfoItem) and w.key == self.cursor_key:
                return w
        return None

    def place(self, key: Key) -> None:
        """Put the cursor on the item `key` (no message)."""
        old = self.current()
        self.cursor_key = key
        new = self.current()
        if old is not new:
            if old is not None:
                old.remove_class("-cursor")
            if new is not None:
                new.add_class("-cursor")
        elif new is not None and not new.has_class("-cursor"):
            new.add_class("-cursor")

    def action_move(self, step: int) -> None:
        items = self.items()
        if not items:
            return
        keys = [w.key for w in items]
        k = keys.index(self.cursor_key) if self.cursor_key in keys else -step
        k = max(0, min(len(items) - 1, k + step))
        self.place(keys[k])
        items[k].scroll_visible(animate=False)
        self.post_message(self.Moved(self, keys[k]))

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self, self.cursor_key))

    def on_info_item_pointed(self, event: InfoItem.Pointed) -> None:
        if not event.clicked:
            return  # the board describes a hovered item; the cursor stays
        event.stop()
        if self.has_focus and event.item.key == self.cursor_key:
            self.action_choose()
            return
        self.place(event.item.key)
        self.focus()
        self.post_message(self.Moved(self, event.item.key))


class Heading(Static):
    """A heading line of the side column (not an item)."""

    DEFAULT_CSS = """
    Heading { width: 100%; height: auto; text-style: bold; border-top: solid $primary 40%; }
    Heading.-first { border-top: none; }
    """
