"""End to end in a browser: `boardgames host` in a subprocess, a seat's link opened in headless
Chromium (Debian's, through Playwright, as tests/test_serve_browser.py), a move made by its
keys, and the other seat (a terminal's RemoteSession) seeing it; then the host killed with -9,
and the tab's join (the host's child) ends with it. Never skips."""

from __future__ import annotations

import os
import signal
import time

import pytest

from boardgames_tui.net.remote import RemoteSession
from netplay import children, host_links, launch_host, running, wait_for, watched
from tools import browser


@pytest.fixture
def launched(tmp_path):
    """`boardgames host` launched before the browser is (the test asks for this fixture before
    `page`), so that the host's start and Chromium's overlap."""
    proc = launch_host("planet-b", "--players", "Ann,Bob", "--seed", "3", "--port", "0", "--saves", str(tmp_path), browser=True)
    yield proc
    proc.kill()
    proc.wait(10)


def test_a_seat_link_opened_in_a_browser_plays_that_seat(launched, page):
    started = time.monotonic()
    proc = launched
    links, _ = host_links(proc)
    joins: list[int] = []
    try:
        watcher = watched(RemoteSession(links["Ann"])).connect()
        actor = watcher.seats[watcher.state.actor].name
        other = watched(RemoteSession(links["Bob" if actor == "Ann" else "Ann"])).connect() if actor == "Ann" else watcher
        page.goto(links[actor])
        assert page.title() == "boardgames"
        html = page.content()  # as `serve`'s page: nothing loaded from outside this machine
        assert "googleapis" not in html and "https://" not in html and "RobotoMono" in html
        board = browser.wait_for(page, f"{actor} to act: Choose a development tile", timeout=90)
        assert "1 Take tile A at position 1" in board
        page.focus("textarea.xterm-helper-textarea")
        browser.press(page, "1")
        wait_for(lambda: other.state.turn == 1, timeout=60, what="the other seat seeing the browser's move")
        assert f"{actor} takes development tile A at" in "\n".join(other.log_for(other.seat))
        browser.wait_for(page, f"{actor} to act: Place ", timeout=60)
        watcher.close()
        other.close()

        # the tab's join is the host's own child (`exec`), and it ends once the host is killed with -9
        joins.extend(children(proc.pid))
        assert joins, "the tab's join is not the host's child"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        wait_for(lambda: not any(running(pid) for pid in joins), timeout=15, what="the tab's join ending")
    finally:
        proc.kill()
        proc.wait(10)
        for pid in joins:  # none is left when the test passes
            if running(pid):
                os.kill(pid, signal.SIGKILL)
    print(f"browser join test: {time.monotonic() - started:.1f} s")
