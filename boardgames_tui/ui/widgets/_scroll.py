"""Scroll a board's pane so that some rows of one of its widgets are on screen."""

from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget


def show_rows(widget: Widget, first: int, last: int) -> None:
    """Scroll the nearest ancestor that scrolls vertically so that content rows `first`..`last`
    of `widget` are in view (a cursor moved onto a card or a line below the pane's edge)."""
    node = widget.parent
    while node is not None and not (getattr(node, "allow_vertical_scroll", False) and node.max_scroll_y > 0):
        node = node.parent
    if not isinstance(node, Widget):
        return
    top = widget.content_region.y - node.content_region.y + int(node.scroll_y) + first  # content_region: below a border
    node.scroll_to_region(Region(0, top, 1, last - first + 1), animate=False, immediate=True)
