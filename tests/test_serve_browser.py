"""End to end: `boardgames serve` in a subprocess, played in headless Chromium with the keyboard.

Needs Debian's chromium (/usr/bin/chromium) and playwright (a test dependency); tools/test
installs both. Without them this test fails: it never skips.
"""

from __future__ import annotations

import json
import time

from tools import browser


def test_planet_b_hot_seat_played_in_the_browser(page, tmp_path):
    saves = tmp_path / "saves"
    started = time.monotonic()
    with browser.served(saves) as url:
        menu = browser.open_app(page, url)
        assert page.title() == "boardgames"
        cols, rows = page.evaluate("[window.boardgamesTerminal.cols, window.boardgamesTerminal.rows]")
        assert cols >= 120 and rows >= 40, (cols, rows)  # the page picked a font for the boards' size
        assert "Load a saved game" in menu

        board = browser.start_planet_b_hot_seat(page)
        first = board.splitlines()[0]
        assert "Choose a development tile or take a spring" in first
        player = first.split(" to act:")[0].rsplit("· ", 1)[-1]  # "Planet B · Round 1 · Bob · ... · Bob to act: ..."
        assert player in ("Ann", "Bob")
        assert "1 Take tile A at position 1" in board

        browser.press(page, "1")  # the decision panel has the keys: take development tile A
        after = browser.wait_for(page, "You take development tile A at", timeout=60)  # the log speaks to the seat playing
        assert "Choose a development tile" not in after.splitlines()[0]
        assert f"{player} to act: Place " in after.splitlines()[0]

        # autosaved into the folder given to serve: the seated players and the one move
        files = list(saves.glob("planet-b-*.json"))
        assert len(files) == 1
        saved = json.loads(files[0].read_text())
        assert [s["name"] for s in saved["seats"]] == ["Ann", "Bob"] and {s["kind"] for s in saved["seats"]} == {"human"}
        assert saved["actions"] == [{"kind": "take", "pos": 0}]  # position 1 counts from 0 in the record
    print(f"browser test: {time.monotonic() - started:.1f} s from serve to the move")
