"""`boardgames bench --net`: what one host holds, measured on loopback.

The host runs in a process of its own (so its memory is its own), with the real autosave after
every move into a temporary folder. The seats are scripted clients speaking the protocol over
real websockets, all in this process on one asyncio loop (plain JSON reading, no screen):

- latency: one game of 4 seats; each move is timed from the moment it is sent to the moment
  every *other* seat's client holds the new view (p50/p95);
- load: `games` games of 4 seats at once, every seat playing its first legal move as soon as
  it is its turn, for `seconds`: actions/s held, the same latency's p95, and the host's memory.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import tempfile
import time
from pathlib import Path

import aiohttp

from . import messages as m

GAME = "new-frontiers"
SEATS = 4


def _serve(conn, games: int, save_dir: str) -> None:  # in the host process
    from ..engine.api import Seat
    from ..engine.registry import get_engine
    from ..session import GameSession
    from .host import Host, Table, new_token

    async def main() -> None:
        host = Host(rate=(1000.0, 1000.0))  # scripted seats move faster than people: no limit in the way
        engine = get_engine(GAME)
        for g in range(games):
            seats = [Seat(name=f"P{i + 1}") for i in range(SEATS)]
            session = GameSession.new(engine, seats, seed=1000 + g, save_dir=Path(save_dir))
            host.add(Table(session, {i: new_token() for i in range(SEATS)}, bot_pause=0.0))
        port = await host.start("127.0.0.1", 0)
        conn.send((port, [t.tokens for t in host.tables]))
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)  # until told to stop
        await host.stop()

    asyncio.run(main())


def _rss_mb(pid: int) -> dict:
    """The host's resident memory now and at its peak (Linux /proc)."""
    out = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = round(int(value.split()[0]) / 1024, 1)
    except OSError:
        pass
    return {"rss_mb": out.get("VmRSS"), "peak_rss_mb": out.get("VmHWM")}


class _Game:
    """The scripted seats of one game, and the moves in flight: turn -> (sent at, seats still to see it)."""

    def __init__(self) -> None:
        self.waiting: dict[int, tuple[float, set[int]]] = {}
        self.latencies: list[float] = []
        self.actions = 0
        self.finished = False

    def seen(self, seat: int, turn: int) -> None:
        for t in [t for t in self.waiting if t <= turn]:
            sent, seats = self.waiting[t]
            seats.discard(seat)
            if not seats:
                self.latencies.append((time.perf_counter() - sent) * 1000)
                del self.waiting[t]


async def _seat(http: aiohttp.ClientSession, port: int, token: str, game: _Game, stop: asyncio.Event) -> None:
    async with http.ws_connect(f"ws://127.0.0.1:{port}/ws", max_msg_size=m.HOST_MESSAGE_BYTES) as ws:
        await ws.send_str(m.write(m.Hello(token=token)))
        ids = 0
        seat = -1
        async for frame in ws:
            msg = json.loads(frame.data)
            snap = msg.get("snapshot")
            if msg["type"] == "welcome":
                seat = msg["seat"]
            if snap is None:
                continue
            view = snap["view"]
            if msg["type"] == "update":
                game.seen(seat, view["turn"])
            if view["finished"]:
                game.finished = True
            if stop.is_set() or view["finished"]:
                if stop.is_set():
                    return
                continue
            if snap["legal"]:  # this seat's turn: play the first legal move now
                ids += 1
                game.waiting[view["turn"] + 1] = (time.perf_counter(), set(range(SEATS)) - {seat})
                game.actions += 1
                await ws.send_str(m.write(m.Act(id=ids, turn=view["turn"], action=snap["legal"][0])))


async def _play(port: int, tokens: list[dict[int, str]], seconds: float) -> list[_Game]:
    games = [_Game() for _ in tokens]
    stop = asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        seats = [asyncio.create_task(_seat(http, port, tok, game, stop))
                 for game, toks in zip(games, tokens) for tok in toks.values()]
        await asyncio.sleep(seconds)
        stop.set()
        for task in seats:
            task.cancel()
        await asyncio.gather(*seats, return_exceptions=True)
    return games


def _p(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))], 1)


def measure(games: int, seconds: float) -> dict:
    """One host process with `games` games of 4 seats; scripted seats play for `seconds`."""
    with tempfile.TemporaryDirectory(prefix="boardgames-bench-net-") as saves:
        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(there, games, saves), daemon=True)
        proc.start()
        try:
            if not here.poll(60):
                raise RuntimeError("the bench host did not start")
            port, tokens = here.recv()
            idle = _rss_mb(proc.pid)
            started = time.perf_counter()
            played = asyncio.run(_play(port, tokens, seconds))
            wall = time.perf_counter() - started
            memory = _rss_mb(proc.pid)
            here.send("stop")
        finally:
            proc.join(10)
            if proc.is_alive():
                proc.kill()
    latencies = [ms for g in played for ms in g.latencies]
    actions = len(latencies)  # moves every other seat has seen
    return {
        "games": games, "seats": games * SEATS, "seconds": round(wall, 1), "actions": actions,
        "actions_per_s": round(actions / wall, 1),
        "latency_ms_p50": _p(latencies, 0.5), "latency_ms_p95": _p(latencies, 0.95),
        "latency_ms_max": _p(latencies, 1.0),
        "host_rss_mb_idle": idle["rss_mb"], "host_rss_mb": memory["rss_mb"], "host_peak_rss_mb": memory["peak_rss_mb"],
    }


def bench_net(games: int = 100, seconds: float = 20.0, latency_seconds: float = 10.0) -> dict:
    """The two figures: one game's latency, then `games` games at once."""
    return {"game": GAME, "latency": measure(1, latency_seconds), "load": measure(games, seconds)}


def summary(row: dict) -> str:
    return (f"{row['games']} game(s) x {SEATS} seats, {row['seconds']} s: {row['actions']} actions, "
            f"{row['actions_per_s']} actions/s; action sent -> every other seat holds the new view: "
            f"p50 {row['latency_ms_p50']} ms, p95 {row['latency_ms_p95']} ms (max {row['latency_ms_max']} ms); "
            f"host memory {row['host_rss_mb']} MB (idle {row['host_rss_mb_idle']} MB, peak {row['host_peak_rss_mb']} MB)")

