"""Captures of every game's board for the README, from seeded games: one command redoes them all.

    python tools/captures.py                 # docs/boards/<game>.txt + .svg, the README's section,
                                             # and docs/serve-planet-b.png from the browser
    python tools/captures.py --no-browser    # without the browser screenshot
    python tools/captures.py planet-b        # only these games (the README section keeps the rest)

Each game is played part-way by the greedy bot from a fixed seed (tools/make_example_save.py's
`play_part_way`), saved, opened in the app at 120×40 the way `boardgames load` opens it, and
captured as plain text and as SVG (Textual's own export). The same seed and actions give the same
board, so the captures change only when a board's drawing or a game's rules change.
The browser screenshot serves the Planet B game with `boardgames serve` and resumes it in
headless Chromium (tools/browser.py; needs Debian's chromium and playwright, as the tests do).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import re
import sys
import tempfile
import time
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path[:0] = [str(ROOT), str(TOOLS)]

from make_example_save import play_part_way  # noqa: E402

from boardgames_tui.cli import parse_players  # noqa: E402
from boardgames_tui.engine.registry import get_engine  # noqa: E402

SIZE = (120, 40)
DOCS = ROOT / "docs"
BOARDS = DOCS / "boards"
README = ROOT / "README.md"
BROWSER_SHOT = DOCS / "serve-planet-b.png"
START, END = "<!-- board captures: start (tools/captures.py writes this part) -->", "<!-- board captures: end -->"

GAMES = {
    # game id: (players, seed, actions played before the capture)
    "planet-b": ("Ann,Bob", 7, 24),
    "planet-unknown": ("Ann,Bob", 7, 24),
    "new-frontiers": ("Ann,Bob", 7, 40),
    "apiary": ("Ann,Bob", 7, 80),
    "aquaria": ("Ann,Bob", 7, 150),
}


def seeded_save(game: str, folder: Path) -> Path:
    players, seed, actions = GAMES[game]
    engine = get_engine(game)
    session = play_part_way(engine, parse_players(players, engine), seed, {}, actions)
    path = folder / f"{game}-capture.json"
    session.save(path)
    return path


def export(app, title: str) -> tuple[str, str]:
    """The screen as plain text and as SVG, from one render (as `App.export_screenshot` does)."""
    from rich.console import Console

    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, color_system="truecolor",
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    text = console.export_text(clear=False)
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n", console.export_svg(title=title)


async def capture(game: str, folder: Path) -> tuple[str, str]:
    from boardgames_tui.ui.app import BoardgamesApp
    from boardgames_tui.ui.screens.game import GameScreen
    from boardgames_tui.ui.screens.handoff import HandoffScreen

    path = seeded_save(game, folder)
    app = BoardgamesApp(start=("load", path), save_dir=folder)
    async with app.run_test(size=SIZE) as pilot:
        deadline = time.monotonic() + 60
        while not any(isinstance(s, GameScreen) for s in app.screen_stack):
            if time.monotonic() > deadline:
                raise TimeoutError(f"{game}: the game screen never opened")
            await pilot.pause(0.1)
        calm = 0
        while calm < 3:  # the handoff (hot-seat privacy) comes a moment after the game screen
            await app.workers.wait_for_complete()
            await pilot.pause(0.2)
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")  # the seat at the keyboard is ready
                calm = 0
            else:
                calm += 1
        if not isinstance(app.screen, GameScreen):
            raise RuntimeError(f"{game}: expected the game screen, found {type(app.screen).__name__}")
        return export(app, f"boardgames · {get_engine(game).title} · {SIZE[0]}×{SIZE[1]}")


def readme_section(games: list[str]) -> str:
    parts = [START, ""]
    for game in games:
        title = get_engine(game).title
        players, seed, actions = GAMES[game]
        parts += [
            f"**{title}**: {players.replace(',', ' and ')}, seed {seed}, after {actions} moves played by the "
            f"greedy bot ([as text](docs/boards/{game}.txt)).",
            "",
            f"![{title} at 120×40](docs/boards/{game}.svg)",
            "",
            "<details><summary>as text</summary>",
            "",
            "```",
            (BOARDS / f"{game}.txt").read_text().rstrip("\n"),
            "```",
            "",
            "</details>",
            "",
        ]
    parts.append(END)
    return "\n".join(parts)


def update_readme() -> None:
    text = README.read_text()
    games = [g for g in GAMES if (BOARDS / f"{g}.txt").exists()]
    section = readme_section(games)
    if START in text and END in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        raise SystemExit(f"README.md has no {START!r} … {END!r} section to fill")
    README.write_text(text)


def browser_screenshot(folder: Path) -> None:
    import browser

    saves = folder / "browser-saves"
    saves.mkdir()
    seeded_save("planet-b", saves)
    with browser.served(saves) as url, browser.chromium(viewport=(1280, 800)) as page:
        browser.open_app(page, url)
        browser.press(page, "r")  # resume the last game: the seeded one
        browser.wait_for(page, "Planet B · Round", timeout=90)
        if "Enter when ready" in browser.screen_text(page):
            browser.press(page, "Enter")
        time.sleep(2)  # let the last frame land
        page.screenshot(path=str(BROWSER_SHOT))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", help=f"only these games (default: all of {', '.join(GAMES)})")
    p.add_argument("--no-browser", action="store_true", help="skip the browser screenshot")
    args = p.parse_args()
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        p.error(f"unknown game(s) {', '.join(unknown)}; games: {', '.join(GAMES)}")
    BOARDS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="boardgames-captures-") as tmp:
        folder = Path(tmp)
        for game in args.games or list(GAMES):
            text, svg = asyncio.run(capture(game, folder))
            (BOARDS / f"{game}.txt").write_text(text)
            (BOARDS / f"{game}.svg").write_text(svg)
            print(f"{BOARDS / game}.txt, .svg")
        update_readme()
        print(README)
        if not args.no_browser:
            browser_screenshot(folder)
            print(BROWSER_SHOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
