"""KeysFooter: Textual's Footer, rebuilt only when the keys it shows change.

Textual's Footer recomposes (a widget per key, each styled anew) on every bindings update,
and the game screen updates its bindings on every redraw and focus change: at 120×40 that was
a third of a bot turn's time on screen. This one compares what it would show first.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


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
            self._shown = keys
            await self.recompose()
