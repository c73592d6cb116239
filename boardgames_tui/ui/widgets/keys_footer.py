"""KeysFooter: Textual's Footer, rebuilt only when the keys it shows change.

Textual's Footer recomposes (a widget per key, each styled anew) on every bindings update,
and the game screen updates its bindings on every redraw and focus change: at 120×40 that was
a third of a bot turn's time on screen. This one compares what it would show first, and its
keys are born in the footer's style (see `compose`).

On a narrow terminal (80 columns) the footer shows what fits from the left: the keys a frame
or the status line promises (F4: "more · F4: all of it"; v: "[page 1/2: hive]") come right
after the first key (the focused pane's Enter or 1-9), and below `NARROW` columns the keys are compact and the command
palette's key (ctrl+p still opens it) leaves its room to them.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


def _first_per_action(keys: tuple) -> dict[str, tuple]:
    """Action -> (key, description, enabled, tooltip) of its first binding, in the keys' order:
    what the footer shows (an action once, as its first binding)."""
    first: dict[str, tuple] = {}
    for key, action, description, enabled, tooltip in keys:
        first.setdefault(action, (key, description, enabled, tooltip))
    return first


class KeysFooter(Footer):
    """A Footer that recomposes only when its keys, words or enabled states differ."""

    NARROW: ClassVar[int] = 100
    """Below this many columns the keys are compact and the palette's key is not shown."""
    PROMISED: ClassVar[tuple[str, ...]] = ("f4", "v")
    """Keys a frame or the status line names (the inspect pane's "F4: all of it", the page v
    turns): shown right after the first key, in this order."""

    _shown: tuple | None = None
    """The keys shown (`_keys`)."""

    def _footer_bindings(self) -> list[tuple]:
        """(binding, enabled, tooltip) of every key shown, in the footer's order: the first key,
        then the promised ones, then the rest as Textual orders them (the focused pane's first)."""
        shown = [(b, enabled, tooltip) for _, b, enabled, tooltip in self.screen.active_bindings.values() if b.show]
        rest = shown[1:]
        promised = sorted((k for k in rest if k[0].key in self.PROMISED), key=lambda k: self.PROMISED.index(k[0].key))
        return shown[:1] + promised + [k for k in rest if k[0].key not in self.PROMISED]

    def _keys(self) -> tuple:
        return tuple((b.key, b.action, b.description, enabled, tooltip) for b, enabled, tooltip in self._footer_bindings())

    def on_resize(self) -> None:
        narrow = self.size.width < self.NARROW
        self.compact = narrow
        self.show_command_palette = not narrow

    def bindings_changed(self, screen: Screen) -> None:
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if not self.is_attached:
            return
        keys = self._keys()
        if keys != self._shown:
            shown, self._shown = self._shown, keys
            if not (shown is not None and self._update_in_place(keys)):
                await self.recompose()

    def _update_in_place(self, keys: tuple) -> bool:
        """Show `keys` on the key widgets the footer has: each takes the next key's words (as a
        new footer would draw them: Textual's FooterKey draws its attributes, `_disabled` and
        class -disabled dim it), and the widgets left over hide. The keys change at nearly
        every redraw of a turn (the board's part with the keyboard has its own keys, a bot's turn
        hides "1-9 Choose" and dims Undo), and rebuilding every key for it (mounting and styling
        a dozen widgets) was most of the footer's cost. False (rebuild) when there are more keys
        than widgets, or key groups."""
        now = _first_per_action(keys)
        widgets = [w for w in self.query(FooterKey) if not w.has_class("-command-palette")]
        if len(now) > len(widgets) or any(w.has_class("-grouped") for w in widgets):
            return False
        bindings: dict[str, Binding] = {}
        for binding, _, _ in self._footer_bindings():  # as `_keys` and `compose` take them
            bindings.setdefault(binding.action, binding)
        if any(action not in bindings for action in now):
            return False
        for widget, (action, (key, description, enabled, tooltip)) in zip(widgets, now.items()):
            key_display = self.app.get_key_display(bindings[action])
            disabled = not enabled
            resized = (widget.key_display, widget.description) != (key_display, description) or not widget.display
            if resized or widget.action != action or widget._disabled != disabled or widget.key != key:
                widget.key, widget.key_display, widget.description, widget.action = key, key_display, description, action
                widget.tooltip = tooltip or None
                widget._disabled = disabled
                widget.set_class(disabled, "-disabled")
                if not widget.display:
                    widget.display = True
                widget.refresh(layout=resized)
        for widget in widgets[len(now):]:
            if widget.display:
                widget.display = False
        if self.styles.grid_size_columns != len(now):
            self.styles.grid_size_columns = len(now)  # as Footer.compose sets it
        return True

    def compose(self) -> ComposeResult:
        """Textual's keys (Footer.compose, without key groups: no binding here has one) in
        `_footer_bindings`' order, each given the footer's `compact` before it mounts: a FooterKey
        starts compact and is bound to the footer's (not compact) after, so every key was
        restyled twice as it mounted, a tenth of a bot turn's time on screen."""
        if not self._bindings_ready:
            return
        by_action: dict[str, tuple] = {}
        for binding, enabled, tooltip in self._footer_bindings():  # an action once, as its first key
            by_action.setdefault(binding.action, (binding, enabled, tooltip))
        self.styles.grid_size_columns = len(by_action)
        for binding, enabled, tooltip in by_action.values():
            widget = FooterKey(binding.key, self.app.get_key_display(binding), binding.description,
                               binding.action, disabled=not enabled, tooltip=tooltip)
            widget.set_reactive(FooterKey.compact, self.compact)
            widget.set_class(self.compact, "-compact", update=False)
            yield widget.data_bind(compact=Footer.compact)
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            active = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
            if active is not None:
                _, binding, enabled, tooltip = active
                yield FooterKey(binding.key, self.app.get_key_display(binding), binding.description,
                                binding.action, classes="-command-palette", disabled=not enabled,
                                tooltip=binding.tooltip or binding.description)
