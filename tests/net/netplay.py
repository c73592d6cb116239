"""Helpers and fixtures of the network tests (import the fixtures by name): a host serving in a
thread on 127.0.0.1 (port 0), seats joined by real `RemoteSession`s over real websockets.
(No conftest.py here: tests/ui imports its own conftest by that name.)"""

from __future__ import annotations

import random
import re
import subprocess
import sys
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


def start_host(*args: str, browser: bool = False) -> tuple[subprocess.Popen, dict[str, str], list[str]]:
    """`boardgames host …` in a process of its own; waits for its links."""
    proc = subprocess.Popen([sys.executable, "-m", "boardgames_tui.cli", "host", *args, *([] if browser else ["--no-browser"])],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=Path(__file__).parents[2])
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
            return proc, links, lines
    proc.kill()
    raise AssertionError(f"the host did not start: {lines}")


def make_table(game: str, players: int, seed: int, *, bots: int = 0, save_dir: Path | None = None) -> Table:
    engine = get_engine(game)
    seats = [Seat(name=NAMES[i]) for i in range(players)] + [Seat(name=f"Hal{i}", kind="bot", bot="random") for i in range(bots)]
    session = GameSession.new(engine, seats, seed=seed, save_dir=save_dir)
    tokens = {i: new_token() for i, s in enumerate(seats) if s.kind == "human"}
    return Table(session, tokens, bot_pause=0.0)


def wait_for(check, timeout: float = 10.0, what: str = "the condition") -> None:
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.005)


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
        except IllegalAction as err:  # a scripted client outruns the host's rate limit: wait, play it again
            assert "too many messages" in str(err), err
            time.sleep(0.2)
            client.apply(action)
        played.append(action)
    raise AssertionError("the game did not end")


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
        client = RemoteSession(url, **kwargs)
        made.append(client)
        return client.connect()

    yield join
    for client in made:
        client.close()
