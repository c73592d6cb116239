"""Drive `boardgames serve` in headless Chromium with Playwright, reading the screen as text.

Used by the browser test (tests/test_serve_browser.py) and by tools/captures.py for the docs
screenshot. Chromium is Debian's (/usr/bin/chromium, `apt-get install chromium`); Playwright
never downloads a browser of its own.

The screen is read from xterm.js's own buffer: textual-serve's page keeps its Terminal object
in a closure, so an init script catches it when the page assigns `this.terminal` (a setter on
Object.prototype, removed from the object at once; the page has one such assignment).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path(os.environ.get("BOARDGAMES_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true, enumerable: true});
    if (value && value.buffer) window.boardgamesTerminal = value;
  },
});
"""
SCREEN_LINES = """() => {
  const term = window.boardgamesTerminal;
  if (!term) return null;
  const buffer = term.buffer.active, lines = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines;
}"""
GAME_ORDER = ["Apiary", "Aquaria", "New Frontiers", "Planet B", "Planet Unknown"]
"""The new-game list, sorted by title as the screen sorts it."""


class BrowserMissing(RuntimeError):
    """Chromium or Playwright is not installed (tools/test installs both)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def served(save_dir: Path, port: int | None = None, timeout: float = 60.0):
    """`boardgames serve` on a free port in a subprocess; yields its address."""
    port = port or free_port()
    log = tempfile.TemporaryFile()
    proc = subprocess.Popen(
        [sys.executable, "-m", "boardgames_tui.cli", "serve", "--port", str(port), "--saves", str(save_dir)],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "COLUMNS": "200"},
    )
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                log.seek(0)
                raise RuntimeError(f"boardgames serve exited with {proc.returncode}: {log.read().decode(errors='replace')}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"boardgames serve did not listen on port {port} within {timeout} s") from None
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@contextmanager
def chromium(viewport=(1280, 800)):
    """A Playwright page in Debian's headless Chromium; BrowserMissing if either is absent."""
    if not CHROMIUM.exists():
        raise BrowserMissing(f"{CHROMIUM} is missing: run tools/test (it installs Debian's chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise BrowserMissing('playwright is missing: pip install -e ".[test]"') from None
    with tempfile.TemporaryDirectory(prefix="boardgames-chromium-") as profile, sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": viewport[0], "height": viewport[1]},
        )
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.add_init_script(CATCH_TERMINAL)
            yield page
        finally:
            context.close()


def screen(page) -> list[str]:
    """The terminal's rows as text ([] before the terminal exists)."""
    return page.evaluate(SCREEN_LINES) or []


def screen_text(page) -> str:
    return "\n".join(screen(page))


def wait_for(page, *texts: str, timeout: float = 60.0) -> str:
    """Wait until every text is on the screen; returns the screen. TimeoutError shows the screen."""
    deadline = time.monotonic() + timeout
    while True:
        text = screen_text(page)
        if all(t in text for t in texts):
            return text
        if time.monotonic() > deadline:
            raise TimeoutError(f"{texts!r} not on the screen after {timeout} s; the screen:\n{text}")
        time.sleep(0.1)


def open_app(page, url: str, timeout: float = 60.0) -> str:
    """Load the page, wait for the menu, and give the terminal the keyboard focus."""
    page.goto(url)
    text = wait_for(page, "New game", "Resume the last game", timeout=timeout)
    page.focus("textarea.xterm-helper-textarea")
    return text


def press(page, *keys: str) -> None:
    for key in keys:
        page.keyboard.press(key)


def chosen_game(page) -> str | None:
    """The game whose set-up form the new-game screen shows ("Planet B: Grow a dome ...")."""
    for line in screen(page):
        for title in GAME_ORDER:
            if f"│ {title}: " in line:
                return title
    return None


def choose_game(page, title: str, timeout: float = 90.0) -> None:
    """On the new-game screen, move the list (↓/↑) until the form shows `title`, steadily.

    The form follows the highlighted game a moment later (much later on a loaded machine), so
    this steers by what the form shows and corrects an overshoot rather than counting presses.
    """
    deadline = time.monotonic() + timeout
    steady_since = None
    while time.monotonic() < deadline:
        shown = chosen_game(page)
        if shown == title:
            steady_since = steady_since or time.monotonic()
            if time.monotonic() - steady_since > 1.5:
                return
            time.sleep(0.1)
            continue
        steady_since = None
        if shown is not None:
            press(page, "ArrowDown" if GAME_ORDER.index(shown) < GAME_ORDER.index(title) else "ArrowUp")
        changed_by = time.monotonic() + 6
        while time.monotonic() < changed_by and chosen_game(page) == shown:
            time.sleep(0.1)
    raise TimeoutError(f"the new-game form never showed {title}; the screen:\n{screen_text(page)}")


def start_planet_b_hot_seat(page, timeout: float = 90.0) -> str:
    """Menu → New game → Planet B → two human seats (the form's default) → Start; returns the screen."""
    press(page, "n")
    wait_for(page, "Seat 1", "Players", timeout=timeout)
    choose_game(page, "Planet B", timeout=timeout)
    text = screen_text(page)
    assert "Players   2" in text and "Ann" in text and "Bob" in text, text
    press(page, "Enter")  # the game is chosen: on to the form
    press(page, "Control+s")  # Start
    text = wait_for(page, "Planet B · Round 1", timeout=timeout)
    return text
