"""Helpers and fixtures of the network tests (import the fixtures by name): a host serving in a
thread on 127.0.0.1 (port 0), seats joined by real `RemoteSession`s over real websockets.
(No conftest.py here: tests/ui imports its own conftest by that name.)"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from boardgames_tui.engine.api import IllegalAction, Seat
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.net.host import HostThread, Table, new_token
from boardgames_tui.net.remote import RemoteSession
from boardgames_tui.session import GameSession

TITLES = ["apiary", "aquaria", "new-frontiers", "planet-b", "planet-unknown"]
NAMES = ["Ann", "Bob", "Cy", "Dee"]


LINK = re.compile(r"^(\w+): boardgames join (http://127\.0\.0\.1:(\d+)/seat/[A-Za-z0-9_-]{43})$")


ROOT = Path(__file__).parents[2]
WARM = ("import json, sys\n"
        "from boardgames_tui import cli\n"
        "import boardgames_tui.engine.registry, boardgames_tui.net.browser, boardgames_tui.session\n"
        "sys.exit(cli.main(json.loads(sys.stdin.readline())))\n")


def warm_host() -> subprocess.Popen:
    """A Python process with `boardgames host`'s imports done (seconds of a loaded machine's time),
    waiting for its arguments (`start_host(..., warm=it)`): what a test does meanwhile overlaps them."""
    return subprocess.Popen([sys.executable, "-c", WARM], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, cwd=ROOT)


def launch_host(*args: str, browser: bool = False, warm: subprocess.Popen | None = None) -> subprocess.Popen:
    """`boardgames host …` in a process of its own (a warm one's `cli.main`, when given); see `host_links`."""
    argv = ["host", *args, *([] if browser else ["--no-browser"])]
    if warm is None:
        return subprocess.Popen([sys.executable, "-m", "boardgames_tui.cli", *argv],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
    warm.stdin.write(json.dumps(argv) + "\n")
    warm.stdin.close()
    return warm


def start_host(*args: str, browser: bool = False, warm: subprocess.Popen | None = None,
               ) -> tuple[subprocess.Popen, dict[str, str], list[str]]:
    """`boardgames host …` in a process of its own; waits for its links."""
    proc = launch_host(*args, browser=browser, warm=warm)
    return (proc, *host_links(proc))


def host_links(proc: subprocess.Popen) -> tuple[dict[str, str], list[str]]:
    """A launched host's links by name, and its lines so far, once it says it is hosting."""
    links: dict[str, str] = {}
    lines: list[str] = []
    end = time.monotonic() + 60
    while time.monotonic() < end:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if found := LINK.match(lines[-1]):
            links[found[1]] = found[2]
        if line.startswith("boardgames: hosting"):
            return links, lines
    proc.kill()
    raise AssertionError(f"the host did not start: {lines}")


def make_table(game: str, players: int, seed: int, *, bots: int = 0, save_dir: Path | None = None) -> Table:
    engine = get_engine(game)
    seats = [Seat(name=NAMES[i]) for i in range(players)] + [Seat(name=f"Hal{i}", kind="bot", bot="random") for i in range(bots)]
    session = GameSession.new(engine, seats, seed=seed, save_dir=save_dir)
    tokens = {i: new_token() for i, s in enumerate(seats) if s.kind == "human"}
    table = Table(session, tokens, bot_pause=0.0)
    table.changed.append(changed)  # a seat's move or a bot's, on the host
    return table


_changes = threading.Condition()


def changed() -> None:
    """Wake every `wait_for` (called from the host's and the clients' threads)."""
    with _changes:
        _changes.notify_all()


def watched(client: RemoteSession) -> RemoteSession:
    """The client, its every change (an update, a reconnection) waking `wait_for`."""
    client.watch(changed)
    return client


def wait_for(check, timeout: float = 10.0, what: str = "the condition") -> None:
    """Wait until `check()` holds, woken by each change of a table or a watched client (and every
    50 ms for what nothing announces, such as the host's set of connections)."""
    end = time.monotonic() + timeout
    with _changes:  # held while checking: no change can slip in between a check and the wait
        while not check():
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out waiting for {what}")
            _changes.wait(min(left, 0.05))


def play_to_end(table: Table, clients: list[RemoteSession], seed: int, limit: int = 5000) -> list:
    """Each client, on its turn, plays a seeded random legal action; returns the actions played."""
    rnd = random.Random(seed)
    played = []
    by_seat = {c.seat: c for c in clients}
    for _ in range(limit):
        state = table.session.state
        if state.finished:
            return played
        client = by_seat.get(state.actor)
        if client is None:  # a bot on the host: wait for it
            turn = state.turn
            wait_for(lambda: table.session.state.turn != turn, what="the bot's move")
            continue
        wait_for(lambda: client.state.turn == table.session.state.turn, what="the client's view")
        action = rnd.choice(client.legal_actions())
        try:
            client.apply(action)
        except IllegalAction as err:  # a scripted client outran the host's rate limit: play it again
            assert "too many messages" in str(err), err  # once the bucket has a token (50 a second)
            time.sleep(0.05)
            client.apply(action)
        played.append(action)
    raise AssertionError("the game did not end")


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Alive and not a zombie (a container's init may leave an ended orphan unreaped)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def hosting() -> Iterator:
    """hosting(*tables) -> a started HostThread; everything stopped and closed at the end."""
    made: list = []

    def start(*tables: Table, **kwargs) -> HostThread:
        host = HostThread(list(tables), **kwargs).start()
        made.append(host)
        return host

    yield start
    for host in made:
        host.stop()
        for table in host.server.tables:
            table.session.close()


@pytest.fixture
def joining() -> Iterator:
    """joining(url) -> a connected RemoteSession, closed at the end."""
    made: list[RemoteSession] = []

    def join(url: str, **kwargs) -> RemoteSession:
        client = watched(RemoteSession(url, **kwargs))
        made.append(client)
        return client.connect()

    yield join
    for client in made:
        client.close()
