"""KeysFooter: Textual's Footer, rebuilt only when the keys it shows change.

Textual's Footer recomposes (a widget per key, each styled anew) on every bindings update,
and the game screen updates its bindings on every redraw and focus change: at 120×40 that was
a third of a bot turn's time on screen. This one compares what it would show first, and its
keys are born in the footer's style (see `compose`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """A Footer that recomposes only when its keys, words or enabled states differ."""

    _shown: tuple | None = None

    def _keys(self) -> tuple:
        return tuple((b.key, b.action, b.description, enabled, tooltip)
                     for _, b, enabled, tooltip in self.screen.active_bindings.values() if b.show)

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
        """Textual's keys, each given the footer's `compact` before it mounts: a FooterKey starts
        compact and is bound to the footer's (not compact) after, so every key was restyled
        twice as it mounted, a tenth of a bot turn's time on screen. (The command palette's key
        is not bound to the footer's: it stays compact.)"""
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget
