"""`python -m boardgames_tui.ui.startcheck`: start the app headless, stop once the menu is interactive.

`boardgames bench` times this in a new interpreter (target: at most 0.6 s). Exit status 1 if
the menu did not come up.
"""

from __future__ import annotations

import sys


def main() -> int:
    from .app import BoardgamesApp

    ok = False

    async def until_menu(pilot) -> None:
        nonlocal ok
        from .screens.menu import MenuScreen

        await pilot.pause()
        ok = isinstance(pilot.app.screen, MenuScreen) and pilot.app.screen.query_one("#menu").has_focus
        pilot.app.exit()

    BoardgamesApp().run(headless=True, size=(80, 24), auto_pilot=until_menu)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
