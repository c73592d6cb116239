"""By hand, not in CI (issue 25's "Done when"): every title hosted and played to its end by
people's keys from different places on this machine: `boardgames host` with Ann joined from a
terminal (the `tui` driver: tmux, 120x40), Bob from a browser tab (Playwright and Debian's
Chromium, as tests/net/test_net_browser.py) and a bot on the host, or, with THREE_HUMANS=N
(a move limit), Ann and Cy from two terminals (120x40 and 80x24) and Bob from the browser. Each
seat presses "1" (the first move of its moves list) once its screen shows its turn. Writes the
host's lines and every screen after the first move and at the end into CAPTURES
(default /work/wt/_captures) as NAME-GAME-*.txt (NAME: PLAY_NAME, default "net"; "-three" added
with THREE_HUMANS; the terminals are tui sessions of the same names), and a RESULT line per title.

    python tests/net/play_every_title.py [GAME ...]
    THREE_HUMANS=600 PLAY_NAME=net3 python tests/net/play_every_title.py
"""

from __future__ import annotations

import os
import re
import tempfile
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "net"))
from boardgames_tui.net.remote import RemoteSession  # noqa: E402
from tools import browser  # noqa: E402

TUI = os.environ.get("TUI", "/work/shared/tools/tui")
CAPTURES = Path(os.environ.get("CAPTURES", "/work/wt/_captures"))
LINK = re.compile(r"^(\w+): boardgames join (http://\S+)$")
NAME = os.environ.get("PLAY_NAME", "net")


def tui(*args: str, session: str) -> str:
    env = {**os.environ, "TUI_SESSION": session}
    return subprocess.run([TUI, *args], env=env, capture_output=True, text=True, timeout=120).stdout


def play(game: str, players: str, seed: int, limit: int, page, log) -> dict:
    saves = Path(tempfile.gettempdir()) / f"boardgames-play-{game}"
    saves.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "boardgames_tui.cli", "host", game, "--players", players, "--seed", str(seed),
                             "--port", "0", "--saves", str(saves)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, cwd=ROOT, env=env)
    out: list[str] = []
    links: dict[str, str] = {}
    started = threading.Event()

    def read() -> None:
        for line in host.stdout:
            out.append(line.rstrip("\n"))
            if found := LINK.match(out[-1]):
                links[found[1]] = found[2]
            if line.startswith("boardgames: hosting"):
                started.set()

    threading.Thread(target=read, daemon=True).start()
    assert started.wait(60), out
    session = f"{NAME}-{game}"
    result = {"game": game, "players": players, "seed": seed}
    watcher = None
    try:
        try:  # the first join of this process imports every game: seconds on a loaded machine
            watcher = RemoteSession(links["Ann"]).connect(timeout=60)
        except Exception as err:
            raise AssertionError(f"{err}; the host's lines: {out}, running: {host.poll() is None}") from None
        tui("start", "-s", "120x40", "env", f"PYTHONPATH={ROOT}", sys.executable, "-m", "boardgames_tui.cli", "join",
            links["Ann"], session=session)
        if "Cy" in links:  # a second terminal
            tui("start", "-s", "80x24", "env", f"PYTHONPATH={ROOT}", sys.executable, "-m", "boardgames_tui.cli", "join",
                links["Cy"], session=session + "-cy")
        page.goto(links["Bob"])
        browser.wait_for(page, "Bob", timeout=90)
        page.focus("textarea.xterm-helper-textarea")
        assert tui("wait", "Ann", "60", session=session) is not None
        moves = {"Ann": 0, "Bob": 0, "Cy": 0, "bot": 0}
        terminals = {"Ann": session, "Cy": session + "-cy"}
        captured = False
        stuck = 0
        t0 = time.monotonic()
        while not watcher.state.finished and sum(moves.values()) < limit:
            state = watcher.state
            actor = state.seats[state.actor]
            turn = state.turn
            if actor.kind != "human":
                end = time.monotonic() + 60
                while watcher.state.turn == turn and time.monotonic() < end:
                    time.sleep(0.05)
                moves["bot"] += watcher.state.turn - turn
                continue
            # as a player does: press once the screen shows it is your turn (a key pressed before
            # the update arrives gets "Wait: it is not your turn to decide")
            if actor.name in terminals:
                tui("wait", "▌1 ", "30", session=terminals[actor.name])  # the moves list, shown on your turn only
                tui("keys", "1", session=terminals[actor.name])
            else:
                try:
                    browser.wait_for(page, f"{actor.name} to act", timeout=30)
                except TimeoutError:
                    pass
                browser.press(page, "1")
            end = time.monotonic() + 20
            while watcher.state.turn == turn and time.monotonic() < end:
                time.sleep(0.02)
            if watcher.state.turn == turn:
                stuck += 1
                shot = tui("shot", session=terminals[actor.name]) if actor.name in terminals else browser.screen_text(page)
                log(f"{game}: {actor.name}'s '1' did not move at turn {turn}; the screen:\n{shot}")
                if stuck >= 3:
                    result["stuck"] = f"turn {turn}, {actor.name}"
                    break
                time.sleep(1)
                continue
            stuck = 0
            moves[actor.name] += 1
            if not captured:  # both clients' screens after one move, and the host's lines so far
                captured = True
                time.sleep(1.5)
                shot_ann = tui("shot", session=session)
                shot_bob = browser.screen_text(page)
                (CAPTURES / f"{NAME}-{game}-host.txt").write_text("\n".join(out) + "\n")
                (CAPTURES / f"{NAME}-{game}-ann-terminal.txt").write_text(shot_ann)
                (CAPTURES / f"{NAME}-{game}-bob-browser.txt").write_text(shot_bob + "\n")
                if "Cy" in links:
                    (CAPTURES / f"{NAME}-{game}-cy-terminal.txt").write_text(tui("shot", session=terminals["Cy"]))
        if watcher.state.finished:  # the results screens come a moment after the last move
            browser.wait_for(page, "final scores", timeout=60)
            tui("wait", "final scores", "60", session=session)
        time.sleep(1)
        result.update(moves=moves, turn=watcher.state.turn, finished=watcher.state.finished,
                      seconds=round(time.monotonic() - t0, 1))
        if watcher.state.finished:
            result["scores"] = [(s.name, t) for s, t in zip(watcher.seats, [r.total for r in watcher.scores().seats])] \
                if hasattr(watcher.scores().seats[0], "total") else str(watcher.scores().winners)
        (CAPTURES / f"{NAME}-{game}-end-ann-terminal.txt").write_text(tui("shot", session=session))
        (CAPTURES / f"{NAME}-{game}-end-bob-browser.txt").write_text(browser.screen_text(page) + "\n")
        (CAPTURES / f"{NAME}-{game}-end-host.txt").write_text("\n".join(out[-30:]) + "\n")
        tokens = [u.rsplit("/", 1)[1] for u in links.values()]
        result["token_in_host_lines_after_links"] = any(t in line for t in tokens for line in out[len(links):])
    finally:
        if watcher is not None:
            watcher.close()
        tui("stop", session=session)
        tui("stop", session=session + "-cy")
        page.goto("about:blank")
        host.terminate()
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
    return result


def main() -> None:
    plan = {
        "planet-b": ("Ann,Bob,Hal=bot:greedy", 3, 400),
        "new-frontiers": ("Ann,Bob,Hal=bot:greedy", 4, 400),
        "aquaria": ("Ann,Bob,Hal=bot:greedy", 5, 500),
        "apiary": ("Ann,Bob", 6, 500),
        "planet-unknown": ("Ann,Bob", 7, 500),
    }
    if os.environ.get("THREE_HUMANS"):  # two terminals (Ann 120x40, Cy 80x24) and one browser (Bob)
        plan = {g: ("Ann,Bob,Cy", seed, int(os.environ["THREE_HUMANS"])) for g, (_, seed, _) in plan.items()}
        global NAME
        NAME += "-three"
    CAPTURES.mkdir(parents=True, exist_ok=True)
    games = sys.argv[1:] or list(plan)
    report = open(CAPTURES / f"{NAME}-playall-log.txt", "a")

    def log(text: str) -> None:
        print(text, flush=True)
        report.write(text + "\n")
        report.flush()

    with browser.chromium(viewport=(1400, 900)) as page:
        for game in games:
            players, seed, limit = plan[game]
            try:
                log(f"RESULT {play(game, players, seed, limit, page, log)}")
            except Exception as err:
                log(f"RESULT {game}: FAILED {err!r}")


if __name__ == "__main__":
    main()
