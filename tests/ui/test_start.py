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


def test_the_command_without_arguments_starts_the_app_before_loading_saves_or_argparse():
    """`boardgames`: the menu's first frame needs neither the save folder (saves: pydantic and the
    engine API) nor the argument parser; the app finds the folder when it first needs it."""
    code = (
        "import sys, boardgames_tui.ui.app as a, boardgames_tui.cli as cli\n"
        "def run(start=None, save_dir=None):\n"
        "    print(start, save_dir, *[m for m in ('boardgames_tui.saves', 'pydantic', 'argparse', 'json') if m in sys.modules])\n"
        "a.run = run\n"
        "sys.exit(cli.main([]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "None None"


def test_the_menus_first_frame_is_styled_by_the_menus_rules_alone():
    """The other screens' rules (screens.tcss) are read after the menu's first frame: parsing
    them first would delay it (issue 23 item 9)."""
    code = (
        "from pathlib import Path\n"
        "from boardgames_tui.ui.app import BoardgamesApp\n"
        "from boardgames_tui.ui.startcheck import first_frame\n"
        "app = BoardgamesApp()\n"
        "read = []\n"
        "def ready(screen):\n"
        "    names = {name for rule in app.stylesheet.rules for name in rule.selector_names}\n"
        "    read.append([Path(path).name for path, _ in app.stylesheet.source if path.endswith('.tcss')]\n"
        "                + [name for name in ('#menu-box', '.dialog', '#status', '.hex-board--legal') if name in names])\n"
        "    return True\n"
        "first_frame(app, ready)\n"
        "print(read[0])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['app.tcss', '#menu-box']"


async def test_a_screen_shown_from_the_menu_has_the_screens_rules(save_dir):
    from boardgames_tui.ui.app import BoardgamesApp
    from boardgames_tui.ui.screens.confirm import ConfirmScreen

    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+q")  # "Quit boardgames?": a dialog styled by screens.tcss
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.query_one(".dialog").outer_size.width == 70  # `.dialog { width: 70 }`


def test_bench_times_the_command_in_a_terminal_against_a_one_widget_app():
    from boardgames_tui.bench import command_start_seconds

    figures = command_start_seconds(repeats=1)
    assert 0 < figures["command_s"] < 20 and 0 < figures["one_widget_app_s"] < 20
    # the ratio is of the unrounded times: the rounded ones can give one hundredth more or less
    assert abs(figures["ratio"] - figures["command_s"] / figures["one_widget_app_s"]) < 0.011 and figures["runs"] == 1
    assert figures["pair_ratio_median"] == figures["best_ratio"] == figures["ratio"]  # one run: one pair
    assert 0 < figures["command_cpu_s"] <= figures["command_s"] + 0.5


def test_the_menus_first_frame_is_its_entries_and_the_footer_comes_right_after():
    """The menu is the app's first screen itself (not pushed over Textual's empty default one),
    and its first frame waits neither for the Footer nor for the Footer's module: they come just
    after it (issue 23 item 9); then the Footer shows the menu's keys."""
    code = (
        "import sys\n"
        "from boardgames_tui.ui.app import BoardgamesApp\n"
        "from boardgames_tui.ui.startcheck import first_frame\n"
        "app = BoardgamesApp()\n"
        "seen = []\n"
        "def ready(screen):\n"
        "    seen.append((type(screen).__name__, len(app.screen_stack), [type(w).__name__ for w in screen.query('*')],\n"
        "                 'textual.widgets._footer' in sys.modules))\n"
        "    return True\n"
        "first_frame(app, ready)\n"
        "print(seen[0])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "('MenuScreen', 1, ['Vertical', 'Static', 'Static', 'Center', 'OptionList'], False)"


async def test_the_menus_footer_shows_its_keys_once_mounted(save_dir):
    from textual.widgets import Footer

    from boardgames_tui.ui.app import BoardgamesApp
    from boardgames_tui.ui.screens.menu import MenuScreen
    from helpers import screen_text

    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and app.screen_stack == [app.screen]
        assert len(app.screen.query(Footer)) == 1
        bottom = screen_text(app).splitlines()[-1]
        assert all(word in bottom for word in ("New", "Resume", "Load", "Rules", "Quit"))
