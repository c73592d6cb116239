"""Start the app headless and quit as soon as the main menu is interactive.

`boardgames bench` times this whole process (interpreter start included) as "app start to
an interactive menu"; the install test runs it to prove an installed copy starts.
"""

from __future__ import annotations

import sys


def main() -> int:
    from .app import BoardgamesApp

    async def ready(pilot) -> None:
        await pilot.pause()  # the menu is mounted and has processed its first refresh
        from .screens.menu import MenuScreen

        ok = isinstance(pilot.app.screen, MenuScreen)
        pilot.app.exit(0 if ok else 1)

    app = BoardgamesApp()
    code = app.run(headless=True, size=(80, 24), auto_pilot=ready)
    return code if isinstance(code, int) else 0


if __name__ == "__main__":
    sys.exit(main())
