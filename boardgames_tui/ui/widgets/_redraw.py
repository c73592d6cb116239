"""Redrawing a Static only as much as its new content needs.

The game screen redraws every part after each move, and most parts show what they showed
before (titles, legends, a bot turn's unchanged rows). Textual's `Static.update` repaints the
widget and asks for the screen's layout pass every time; a layout pass arranges every widget of
the screen again, and was more than half of a bot turn's time on screen (67 passes for 38
redraws in Aquaria). `show_content` skips a widget whose content is the same, and asks for the
layout pass only when the widget's size can change: its width follows its content, or its
height does and the new content's height at the widget's width is not the old one's.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.geometry import Size
from textual.visual import VisualType
from textual.widgets import Static

_NO_SIZE = Size(0, 0)  # a Static's content height does not look at its container


def same_content(old: VisualType, new: VisualType) -> bool:
    """The same words with the same styles (Content's own == compares the words only)."""
    if isinstance(old, Content) and isinstance(new, Content):
        return old.plain == new.plain and old.spans == new.spans
    if isinstance(old, str) and isinstance(new, str) or isinstance(old, Text) and isinstance(new, Text):
        return old == new
    return old is new


def show_content(widget: Static, content: VisualType) -> bool:
    """Show `content` in `widget` (see the module docstring); False when it was shown already."""
    if same_content(widget.content, content):
        return False
    styles = widget.styles
    width = widget.size.width
    if not widget.is_mounted or width <= 0 or (styles.width is not None and styles.width.is_auto):
        widget.update(content)  # not laid out yet, or its width follows its words: a layout pass
        return True
    if styles.height is None or not styles.height.is_auto:  # (no height: the container's)
        widget.update(content, layout=False)  # a fixed height: its size cannot change
        return True
    before = widget.get_content_height(_NO_SIZE, _NO_SIZE, width)
    widget.update(content, layout=False)
    if widget.get_content_height(_NO_SIZE, _NO_SIZE, width) != before:
        widget.refresh(layout=True)
    return True
