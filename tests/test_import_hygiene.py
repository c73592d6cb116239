"""The engine is pure: importing every engine module loads neither textual nor rich."""

import pkgutil
import subprocess
import sys

import boardgames_tui.engine as engine_pkg


def engine_modules():
    yield "boardgames_tui.engine"
    for info in pkgutil.walk_packages(engine_pkg.__path__, "boardgames_tui.engine."):
        yield info.name


def test_engine_never_imports_textual_or_rich():
    modules = sorted(engine_modules())
    assert "boardgames_tui.engine.api" in modules and "boardgames_tui.engine.registry" in modules
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_headless_commands_do_not_import_textual():
    code = (
        "import sys\n"
        "from boardgames_tui import cli, saves, simulate, bench, session\n"
        "print('textual' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
