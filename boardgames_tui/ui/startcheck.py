"""`python -m boardgames_tui.ui.startcheck [--baseline]`: start the app headless and stop at the
first frame of the main menu, with the menu taking the keys.

`boardgames bench` times this in a new interpreter and, in the same run, the same thing for
the smallest Textual app (one focusable widget, `--baseline`): the goal is the menu within
1.15x of that. "Appears" is the first frame the app sends to the terminal (`App._display`),
what a player sees. Exit status 1 if the menu did not come up.
"""

from __future__ import annotations

import sys


def first_frame(app, ready) -> bool:
    """Run `app` headless until the first frame drawn while `ready(screen)` holds; True if it came."""
    seen = False
    display = app._display

    def on_frame(screen, renderable) -> None:
        nonlocal seen
        display(screen, renderable)
        if renderable is not None and not seen and ready(screen):
            seen = True
            app.exit()

    app._display = on_frame  # the screen sends each frame through the app's _display
    app.run(headless=True, size=(80, 24))
    return seen


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--baseline" in argv:
        return baseline()
    from .app import BoardgamesApp
    from .screens.menu import MenuScreen

    def menu_up(screen) -> bool:
        return isinstance(screen, MenuScreen) and screen.query_one("#menu").has_focus

    return 0 if first_frame(BoardgamesApp(), menu_up) else 1


def baseline() -> int:
    """The yardstick: the smallest Textual app (one focusable widget), started the same way."""
    from textual.app import App
    from textual.widgets import OptionList

    class OneWidget(App[None]):
        def compose(self):
            yield OptionList("one")

    app = OneWidget()
    return 0 if first_frame(app, lambda screen: app.query_one(OptionList).has_focus) else 1


if __name__ == "__main__":
    sys.exit(main())
