"""Shared fixtures: the test-only Hexling game is registered for every test."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from boardgames_tui.engine.registry import GAMES, register  # noqa: E402
from toy_game import ENGINE as HEXLING  # noqa: E402

register(HEXLING)


@pytest.fixture
def save_dir(tmp_path, monkeypatch):
    """A private save folder for the test (also set as BOARDGAMES_SAVES)."""
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("BOARDGAMES_SAVES", str(folder))
    return folder


@pytest.fixture
def hexling():
    return GAMES["hexling"]


@pytest.fixture
def page():
    """A headless Chromium page (Debian's, through Playwright) for the browser tests; never skips."""
    from tools import browser

    try:
        with browser.chromium(viewport=(1280, 800)) as page:
            yield page
    except browser.BrowserMissing as err:
        pytest.fail(str(err))


NET_TEST_SECONDS = 60
"""tests/net's socket tests take at most 5 s each at idle (issue 25: bounded in time): a hang
(a read no host answers, a child process that never prints) fails in a minute, not at CI's limit."""


def pytest_collection_modifyitems(items):
    for item in items:
        if item.path.parent.name == "net" and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(NET_TEST_SECONDS))
