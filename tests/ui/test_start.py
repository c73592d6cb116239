"""Start-up: the app reaches an interactive menu in a new interpreter, importing no game."""

from __future__ import annotations

import subprocess
import sys


def test_startcheck_reaches_the_menu_and_its_yardstick_comes_up():
    # how fast is `boardgames bench`'s business (the menu within 1.15x of the one-widget app)
    for args in ([], ["--baseline"]):
        done = subprocess.run([sys.executable, "-m", "boardgames_tui.ui.startcheck", *args], capture_output=True, timeout=60)
        assert done.returncode == 0, done.stderr.decode()


def test_importing_the_app_loads_no_engine_or_screen_but_the_menu():
    code = (
        "import sys, boardgames_tui.ui.app as a;"
        "bad = [m for m in sys.modules if m.startswith(('boardgames_tui.engine.', 'boardgames_tui.ui.screens.game',"
        " 'boardgames_tui.ui.widgets', 'boardgames_tui.bots'))];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""
