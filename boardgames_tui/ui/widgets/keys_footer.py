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
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """A Footer that recomposes only when its keys, words or enabled states differ."""

    NARROW: ClassVar[int] = 100
    """Below this many columns the keys are compact and the palette's key is not shown."""
    PROMISED: ClassVar[tuple[str, ...]] = ("f4", "v")
    """Keys a frame or the status line names (the inspect pane's "F4: all of it", the page v
    turns): shown right after the first key, in this order."""

    _shown: tuple | None = None

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
            if not (shown is not None and self._dim_in_place(shown, keys)):
                await self.recompose()

    def _dim_in_place(self, shown: tuple, keys: tuple) -> bool:
        """When only keys' enabled states changed (Undo dims as a turn passes to a bot, and
        lights as the person moves), dim or light those keys where they are, as a new footer
        would draw them (Textual's FooterKey: `_disabled` and class -disabled): rebuilding every
        key for it was most of the footer's cost. False when anything else changed."""
        if len(shown) != len(keys) or any(a[:3] != b[:3] or a[4] != b[4] for a, b in zip(shown, keys)):
            return False
        enabled: dict[str, bool] = {}
        for _, action, _, on, _ in keys:  # the footer shows an action once, as its first binding
            enabled.setdefault(action, on)
        widgets = [w for w in self.query(FooterKey) if not w.has_class("-command-palette")]
        if any(w.has_class("-grouped") or w.action not in enabled for w in widgets):
            return False
        for widget in widgets:
            disabled = not enabled[widget.action]
            if widget._disabled != disabled:
                widget._disabled = disabled
                widget.set_class(disabled, "-disabled")
                widget.refresh()
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
