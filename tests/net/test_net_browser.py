"""End to end in a browser: `boardgames host` in a subprocess, a seat's link opened in headless
Chromium (Debian's, through Playwright, as tests/test_serve_browser.py), a move made by its
keys, and the other seat (a terminal's RemoteSession) seeing it. Never skips."""

from __future__ import annotations

import time

from boardgames_tui.net.remote import RemoteSession
from netplay import start_host, wait_for
from tools import browser


def test_a_seat_link_opened_in_a_browser_plays_that_seat(page, tmp_path):
    started = time.monotonic()
    proc, links, _ = start_host("planet-b", "--players", "Ann,Bob", "--seed", "3", "--port", "0", "--saves", str(tmp_path), browser=True)
    try:
        watcher = RemoteSession(links["Ann"]).connect()
        actor = watcher.seats[watcher.state.actor].name
        other = RemoteSession(links["Bob" if actor == "Ann" else "Ann"]).connect() if actor == "Ann" else watcher
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
    finally:
        proc.kill()
        proc.wait(10)
    print(f"browser join test: {time.monotonic() - started:.1f} s")
