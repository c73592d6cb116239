"""`boardgames host`: one authoritative game (or many, for the bench), seats joining over
websockets.

The host owns each game's `GameSession` (engine, autosave, save lock) and is its only source
of truth: a seat sends an action, the host checks it with `why_illegal` (the words a local
game gives), applies it, autosaves, and sends every seat its own new snapshot
(`view(state, seat)`, the log as that seat reads it). Bots and the automa play on the host,
through the same `bots.decide` the game screen uses, in a worker thread.

The server is aiohttp (`aiohttp.web` and its websockets): maintained, already installed as a
dependency of textual-serve, and it serves HTTP (the browser page of a seat) and websockets on
one port. Everything below the message level is aiohttp's.

Security (README "Play across machines"): a seat is its token, `secrets.token_urlsafe(32)`
(256 bits), sent in the first message (`Hello`), never in a logged URL (aiohttp's access log is
off); tokens are looked up by their hash and compared with `hmac.compare_digest`. A connection
acts for its own seat only. Each connection has a token bucket; a malformed message gets a
`Problem` and changes nothing; an oversized one closes that connection only.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from ..engine.api import IllegalAction, LogLine, ScoreSheet
from ..session import GameSession
from . import messages as m

log = logging.getLogger(__name__)

SEATS_SUFFIX = ".seats"
"""The seat tokens of a hosted save live beside it, in `<save>.seats` (mode 0600; not a *.json,
so the saves list never takes it for a save)."""
HELLO_SECONDS = 10.0
"""A connection that has not said which seat it is within this time is closed."""
SAVE_THREADS = 32
"""Threads applying (and saving) moves at once, across every game of the host."""
SEND_SECONDS = 10.0
"""A seat that does not take a message within this time is dropped (it reconnects)."""


class Bucket:
    """A token bucket: `rate` messages a second, bursts of up to `burst`."""

    def __init__(self, rate: float = 50.0, burst: float = 100.0) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True


def new_token() -> str:
    return secrets.token_urlsafe(32)


def seats_file(save: Path) -> Path:
    return save.with_name(save.name + SEATS_SUFFIX)


def load_tokens(save: Path) -> dict[int, str] | None:
    """The tokens kept beside a save (None when there are none or the file is unreadable)."""
    try:
        data = json.loads(seats_file(save).read_text())
        return {int(k): str(v) for k, v in data["tokens"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def store_tokens(save: Path, tokens: dict[int, str]) -> None:
    """Write the tokens beside the save, readable by this user only."""
    file = seats_file(save)
    tmp = file.with_name(file.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        json.dump({"tokens": {str(k): v for k, v in tokens.items()}}, out)
    os.replace(tmp, file)


@dataclass(eq=False)
class Connection:
    """One live websocket of a seat."""

    ws: web.WebSocketResponse
    table: Table
    seat: int
    sent_log: list[LogLine] = field(default_factory=list)
    """The log lines this connection holds (to send only the new ones)."""

    async def send(self, message: m.Message) -> None:
        try:
            await asyncio.wait_for(self.ws.send_str(m.write(message)), SEND_SECONDS)
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            await self.ws.close()


class Table:
    """One hosted game: its session, its seats' tokens and live connections, its bots."""

    def __init__(self, session: GameSession, tokens: dict[int, str], *, bot_pause: float = 0.2,
                 plays_bots: bool = True) -> None:
        self.session = session
        self.engine = session.engine
        self.tokens = tokens
        self.bot_pause = bot_pause
        self.plays_bots = plays_bots
        """False when a game screen on the host's own machine runs the bots (the menu's remote seats)."""
        self.connections: dict[int, set[Connection]] = {seat: set() for seat in tokens}
        self.lock = asyncio.Lock()
        self.changed: list[Callable[[], None]] = []
        """Called after a seat's move or undo (the host's own game screen redraws)."""
        self._bot_task: asyncio.Task | None = None

    # ------------------------------------------------------------ what a seat sees

    def snapshot(self, conn: Connection) -> m.Snapshot:
        session, engine, seat = self.session, self.engine, conn.seat
        state = session.state
        view = engine.view(state, seat)
        mine = not state.finished and state.actor == seat
        log = session.log
        keep = 0
        for old, new in zip(conn.sent_log, log):
            if old is not new:
                break
            keep += 1
        conn.sent_log = list(log)
        since = session.since(seat)
        if state.finished:
            sheet = session.scores()  # the final scores are public
        else:
            try:
                sheet = engine.scores(view)
            except Exception:  # a game that scores only its full states: no live scores (they could tell secrets)
                sheet = ScoreSheet(final=False, categories=[], seats=[], winners=[])
        blocker = session.undo_blocker() or (None if mine else "it is not your turn")
        return m.Snapshot(
            view=view.model_dump(mode="json"),
            legal=[a.model_dump(mode="json") for a in session.legal_actions()] if mine else [],
            log_from=keep,
            log=[line.for_seat(seat) for line in log[keep:]],
            since=None if since is None else m.SinceView(
                before=engine.view(since.before, seat).model_dump(mode="json"),
                lines=[line.for_seat(seat) for line in since.lines], moves=since.moves),
            can_undo=blocker is None,
            undo_blocker=blocker,
            scores=sheet.model_dump(mode="json"),
            save_problem=session.save_problem,
        )

    async def broadcast(self, skip: Connection | None = None) -> None:
        """Send every other live connection its new snapshot."""
        sends = [c.send(m.Update(snapshot=self.snapshot(c)))
                 for conns in self.connections.values() for c in list(conns) if c is not skip]
        if sends:
            await asyncio.gather(*sends)

    # ------------------------------------------------------------ what a seat does

    async def act(self, conn: Connection, msg: m.Act | m.Undo) -> m.Reply:
        async with self.lock:
            state = self.session.state
            if state.finished:
                return m.Reply(id=msg.id, reason="the game is over")
            if state.actor != conn.seat:
                return m.Reply(id=msg.id, reason="it is not your turn to decide")
            if msg.turn != state.turn:
                return m.Reply(id=msg.id, reason="the game has moved on since; look again")
            if isinstance(msg, m.Undo):
                reason = self.session.undo_blocker()
                if reason is None:
                    await asyncio.to_thread(self.session.undo)
            else:
                try:
                    action = self.engine.parse_action(msg.action)
                except Exception:
                    return m.Reply(id=msg.id, reason="that is not a move of this game")
                reason = self.check(action)
                if reason is None:
                    try:  # in a thread: the autosave writes (and syncs) the file while other games go on
                        await asyncio.to_thread(self.session.apply, action)
                    except IllegalAction as err:
                        reason = str(err)
                    except Exception as err:  # a bug in the game's rules: nothing was applied
                        log.error("applying %r failed: %r", action, err)
                        reason = f"the game failed on this move ({type(err).__name__})"
            if reason is not None:
                return m.Reply(id=msg.id, reason=reason)
            reply = m.Reply(id=msg.id, snapshot=self.snapshot(conn))
            await self.broadcast(skip=conn)
        self.moved()
        return reply

    def check(self, action: Any) -> str | None:
        """The game's own `why_illegal` on the full state (the words a local game gives); a move
        the game's check cannot even read (a crafted message) is refused, not a crash."""
        try:
            return self.session.why_illegal(action)
        except Exception as err:
            log.error("checking %r failed: %r", action, err)
            return f"the game cannot check this move ({type(err).__name__})"

    async def why(self, conn: Connection, msg: m.AskWhy) -> m.Why:
        """Why a seat's move is not allowed, in the host's words: asked by a seat whose view
        cannot give them (the reason may depend on what that view hides)."""
        async with self.lock:
            state = self.session.state
            if state.finished:
                reason = "the game is over"
            elif state.actor != conn.seat:
                reason = "it is not your turn to decide"
            elif msg.turn != state.turn:
                reason = "the game has moved on since; look again"
            else:
                try:
                    action = self.engine.parse_action(msg.action)
                except Exception:
                    reason = "that is not a move of this game"
                else:
                    reason = self.check(action)
        return m.Why(id=msg.id, reason=None if reason is None else reason[: m.REASON_CHARS])

    async def play_here(self, action: Any) -> str | None:
        """A move made on the host's own screen (`hosted.py`): applied, then the remote seats told."""
        async with self.lock:
            reason = self.session.why_illegal(action)
            if reason is None:
                try:
                    await asyncio.to_thread(self.session.apply, action)
                except IllegalAction as err:
                    reason = str(err)
            if reason is None:
                await self.broadcast()
        return reason

    async def undo_here(self) -> bool:
        async with self.lock:
            undone = await asyncio.to_thread(self.session.undo)
            if undone:
                await self.broadcast()
        return undone

    def moved(self) -> None:
        for changed in list(self.changed):
            changed()
        self.start_bots()

    # ------------------------------------------------------------ bots and the automa

    def start_bots(self) -> None:
        """Let the bots play while a bot or the automa is to act (one task per table)."""
        if not self.plays_bots or (self._bot_task is not None and not self._bot_task.done()):
            return
        state = self.session.state
        if state.finished or state.seats[state.actor].kind == "human":
            return
        self._bot_task = asyncio.get_running_loop().create_task(self._play_bots())

    async def _play_bots(self) -> None:
        """As the game screen plays a bot: its whole turn decided (each decision on the state the
        ones before make), then applied at once, `bot_pause` after the turn began at the earliest,
        so the seats see one update per bot turn."""
        while True:
            state = self.session.state
            if state.finished or state.seats[state.actor].kind == "human":
                return
            started = time.monotonic()
            try:
                actions = await asyncio.to_thread(bot_turn, self.engine, state)
            except Exception as err:
                log.error("the bot of %s failed: %r", state.seats[state.actor].name, err)
                return
            await asyncio.sleep(max(0.0, self.bot_pause - (time.monotonic() - started)))
            async with self.lock:
                if self.session.state is not state:
                    continue  # an undo or another move meanwhile: decide again
                try:
                    await asyncio.to_thread(lambda: [self.session.apply(a) for a in actions])
                except Exception as err:
                    log.error("a bot's move of %r failed: %r", actions, err)
                    return
                await self.broadcast()
            for changed in list(self.changed):
                changed()

    async def history(self, conn: Connection, msg: m.AskHistory) -> m.History:
        """Every state so far as this seat sees it (replayed from the seed in a worker thread)."""
        session, seat = self.session, conn.seat
        record = list(session.record)

        def views() -> list[dict]:
            state = session.engine.new_game(session.seats, seed=session.seed, options=session.options)
            out = [self.engine.view(state, seat).model_dump(mode="json")]
            for action in record:
                state = self.engine.apply(state, action)
                out.append(self.engine.view(state, seat).model_dump(mode="json"))
            return out

        states = await asyncio.to_thread(views)
        return m.History(id=msg.id, states=states, record=[a.model_dump(mode="json") for a in record])


BOT_TURN_DECISIONS = 60
"""The most decisions of one bot turn applied at once (a longer run goes out in parts)."""


def bot_turn(engine: Any, state: Any) -> list[Any]:
    """The decisions of the bot or automa to act, until another seat acts or the game ends: its
    whole turn as the game screen's bot worker plays it (a search bot's budget is the turn's,
    stopped by the clock `TURN_SLACK` past it on a busy host)."""
    import time

    from ..bots import play_turn, turn_seconds

    stop_at = time.monotonic() + turn_seconds(state.seats[state.actor]) + TURN_SLACK
    return play_turn(engine, state, cancel=lambda: time.monotonic() >= stop_at, most=BOT_TURN_DECISIONS)


TURN_SLACK = 0.15
"""Seconds a search bot's turn may run past its budget on a busy host (as the game screen's)."""


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()


class Host:
    """The aiohttp server of one or more tables: `/ws` for seats, `/seat/<token>` for browsers."""

    def __init__(self, *, browser_page: Callable[[web.Request, str], Any] | None = None,
                 say: Callable[[str], None] | None = None, rate: tuple[float, float] = (50.0, 100.0)) -> None:
        self.say = say
        self.rate = rate
        """Each connection's token bucket: messages a second, and the burst allowed."""
        """Where the host tells who joined and left (never a token)."""
        self.tables: list[Table] = []
        self._seats: dict[bytes, tuple[str, Table, int]] = {}
        self.browser_page = browser_page
        self.app = web.Application(client_max_size=m.CLIENT_MESSAGE_BYTES)
        self.app.router.add_get("/ws", self.handle_ws)
        self.app.router.add_get("/seat/{token}", self.handle_seat_page)
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.loopback = "127.0.0.1"
        """How this machine reaches the host (a browser tab's `join` process runs here)."""

    def add(self, table: Table) -> None:
        self.tables.append(table)
        for seat, token in table.tokens.items():
            self._seats[_digest(token)] = (token, table, seat)

    def find(self, token: str) -> tuple[Table, int] | None:
        """The table and seat of a token, compared in constant time (looked up by its hash)."""
        found = self._seats.get(_digest(token))
        if found is None or not hmac.compare_digest(found[0].encode(), token.encode("utf-8", "surrogatepass")):
            return None
        return found[1], found[2]

    async def start(self, host: str, port: int, ssl_context: Any = None) -> int:
        """Listen (port 0: any free port); returns the port."""
        from concurrent.futures import ThreadPoolExecutor

        # moves are applied in threads (their autosave waits for the disk): enough of them that
        # games wait for their own save only, not for a queue of every other game's
        asyncio.get_running_loop().set_default_executor(ThreadPoolExecutor(SAVE_THREADS, thread_name_prefix="boardgames-move"))
        self.runner = web.AppRunner(self.app, access_log=None, handle_signals=False, shutdown_timeout=2.0)  # no access log: URLs hold tokens
        await self.runner.setup()
        if host not in ("0.0.0.0", "::", ""):
            self.loopback = link_host(host)
        site = web.TCPSite(self.runner, host, port, ssl_context=ssl_context)
        await site.start()
        sockets = site._server.sockets if site._server is not None else []  # type: ignore[union-attr]
        self.port = sockets[0].getsockname()[1] if sockets else port
        for table in self.tables:
            table.start_bots()
        return self.port

    async def stop(self) -> None:
        """Close every seat's connection (they will reconnect to the next host), then the server."""
        closing = [c.ws.close(code=WSCloseCode.GOING_AWAY, message=b"the host stops")
                   for t in self.tables for conns in t.connections.values() for c in list(conns)]
        await asyncio.gather(*closing, return_exceptions=True)
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None
        await asyncio.get_running_loop().shutdown_default_executor()  # the move threads end too

    # ------------------------------------------------------------ handlers

    async def handle_seat_page(self, request: web.Request) -> web.StreamResponse:
        token = request.match_info["token"]
        if self.find(token) is None:
            return web.Response(status=404, text="This link is not a seat of a game hosted here.\n")
        if self.browser_page is not None:
            return await self.browser_page(request, token)
        return web.Response(text=f"Join this seat from a terminal: boardgames join {request.url}\n")

    async def handle_ws(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=m.CLIENT_MESSAGE_BYTES, heartbeat=15.0)
        await ws.prepare(request)
        conn = await self._hello(ws)
        if conn is None:
            await ws.close()
            return ws
        table = conn.table
        table.connections[conn.seat].add(conn)
        name = table.session.seats[conn.seat].name
        if self.say:
            self.say(f"boardgames: {name} joined")
        try:
            async with table.lock:
                welcome = m.Welcome(seat=conn.seat, game=table.engine.id, seats=table.session.seats,
                                    snapshot=table.snapshot(conn))
            await conn.send(welcome)
            await self._serve(conn)
        finally:
            table.connections[conn.seat].discard(conn)
            if self.say:
                self.say(f"boardgames: {name} left{'' if table.connections[conn.seat] else ' (the seat waits for them)'}")
        return ws

    async def _hello(self, ws: web.WebSocketResponse) -> Connection | None:
        try:
            first = await ws.receive(timeout=HELLO_SECONDS)
        except asyncio.TimeoutError:
            await self._refuse(ws, "no hello within 10 seconds")
            return None
        if first.type != WSMsgType.TEXT:
            return None
        try:
            hello = m.read_client(first.data)
        except m.BadMessage as err:
            await self._refuse(ws, str(err))
            return None
        if not isinstance(hello, m.Hello):
            await self._refuse(ws, "the first message must say which seat (hello)")
            return None
        found = self.find(hello.token)
        if found is None:
            await self._refuse(ws, "this link is not a seat of this game (a wrong or old token)")
            return None
        return Connection(ws, found[0], found[1])

    @staticmethod
    async def _refuse(ws: web.WebSocketResponse, reason: str) -> None:
        try:
            await ws.send_str(m.write(m.Refused(reason=reason)))
        except (ConnectionError, RuntimeError):
            pass

    async def _serve(self, conn: Connection) -> None:
        bucket = Bucket(*self.rate)
        async for frame in conn.ws:
            if frame.type != WSMsgType.TEXT:
                if frame.type == WSMsgType.BINARY:
                    await conn.send(m.Problem(reason="malformed message: binary frames are not read"))
                    continue
                break  # an error (too big) or the close: this connection ends, the game goes on
            limited = not bucket.take()
            try:
                msg = m.read_client(frame.data)
            except m.WrongVersion as err:
                await conn.send(m.Refused(reason=str(err)))
                break
            except m.BadMessage as err:
                await conn.send(m.Problem(reason=str(err)))
                continue
            if limited:  # read (to answer the request it is), never acted on
                reason = "too many messages: wait a moment"
                await conn.send(m.Reply(id=msg.id, reason=reason) if hasattr(msg, "id") else m.Problem(reason=reason))
            elif isinstance(msg, (m.Act, m.Undo)):
                await conn.send(await conn.table.act(conn, msg))
            elif isinstance(msg, m.AskWhy):
                await conn.send(await conn.table.why(conn, msg))
            elif isinstance(msg, m.AskHistory):
                await conn.send(await conn.table.history(conn, msg))
            else:
                await conn.send(m.Problem(reason="this connection has said hello already"))


# ------------------------------------------------------------------ `boardgames host`

LOOPBACK = ("127.0.0.1", "localhost", "::1")


class HostError(Exception):
    """The game cannot be hosted (a save open elsewhere, a bad address); one line."""


def open_table(session: GameSession, seats: list[int] | None = None) -> Table:
    """A table for a session with a save: the tokens of `seats` (default: every human seat)
    kept beside it (made once)."""
    humans = sorted(seats) if seats is not None else [i for i, s in enumerate(session.seats) if s.kind == "human"]
    tokens = load_tokens(session.path) if session.path is not None else None
    if tokens is None or sorted(tokens) != humans:
        tokens = {i: new_token() for i in humans}
        if session.path is not None:
            store_tokens(session.path, tokens)
    return Table(session, tokens)


def link_host(host: str) -> str:
    """The host part of the links: the address given, or this machine's name for "every network"."""
    if host in ("0.0.0.0", "::", ""):
        import socket

        host = socket.gethostname()
    return f"[{host}]" if ":" in host else host


def seat_links(table: Table, host: str, port: int, scheme: str = "http") -> list[tuple[str, str]]:
    return [(table.session.seats[seat].name, f"{scheme}://{link_host(host)}:{port}/seat/{token}")
            for seat, token in sorted(table.tokens.items())]


def ssl_context(certfile: str | None, keyfile: str | None):
    """The server's TLS context from a certificate and key (None: plain HTTP)."""
    if certfile is None and keyfile is None:
        return None
    if certfile is None:
        raise HostError("--keyfile needs --certfile too")
    import ssl

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as err:
        raise HostError(f"cannot use the certificate {certfile}: {getattr(err, 'strerror', None) or err}") from None
    return context


def serve_table(session: GameSession, host: str, port: int, *, ssl: Any = None, out=None,
                browser: bool = False) -> None:
    """Host one game until Ctrl+C: print each human seat's link, then serve."""
    import sys

    out = out or sys.stdout
    table = open_table(session)
    def say(text: str) -> None:
        print(text, file=out, flush=True)

    server = Host(say=say)
    server.add(table)
    if browser:
        from .browser import install

        install(server)

    async def main() -> None:
        try:
            bound = await server.start(host, port, ssl_context=ssl)
        except OSError as err:
            from ..serve import address_problem

            raise HostError(address_problem(host, port, err)) from None
        for name, url in seat_links(table, host, bound, "https" if ssl is not None else "http"):
            say(f"{name}: boardgames join {url}")
        where = f"saved in {session.path}" if session.path else "not saved"
        say(f"boardgames: hosting {session.engine.title} ({where}); Ctrl+C stops, boardgames host --load resumes it")
        if host not in LOOPBACK:
            say("boardgames: warning: listening beyond this machine: anyone who has a seat's link can play that seat"
                + ("" if ssl is not None else ", and the links travel unencrypted (see README: TLS)"))
        table.changed.append(lambda: say(f"boardgames: move {table.session.state.turn}: {progress(table)}"))
        try:
            await asyncio.Event().wait()
        finally:
            await server.stop()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    finally:
        session.close()


def progress(table: Table) -> str:
    state = table.session.state
    if state.finished:
        return "the game is over"
    return f"{state.seats[state.actor].name} to act"


class HostThread:
    """A `Host` serving in a thread of its own (tests, the bench, a game hosted from the menu):
    `with HostThread(tables) as host: ... host.port`."""

    def __init__(self, tables: list[Table] = (), host: str = "127.0.0.1", port: int = 0, browser: bool = False,
                 ssl: Any = None, **kwargs: Any) -> None:
        import threading

        self.ssl = ssl

        self.server = Host(**kwargs)
        for table in tables:
            self.server.add(table)
        if browser:
            from .browser import install

            install(self.server)
        self.host, self.port = host, port
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="boardgames-host", daemon=True)

    def call(self, coro: Any, timeout: float = 10.0) -> Any:
        """Run a coroutine on the host's loop and wait for it."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def start(self) -> HostThread:
        """Serve (OSError when the address cannot be used; nothing is left running then)."""
        self.thread.start()
        try:
            self.port = self.call(self.server.start(self.host, self.port, ssl_context=self.ssl))
        except BaseException:
            self.stop()
            raise
        return self

    def link(self, table: Table, seat: int) -> str:
        return f"{'https' if self.ssl else 'http'}://{self.host}:{self.port}/seat/{table.tokens[seat]}"

    def stop(self) -> None:
        if self.thread.is_alive():
            self.call(self.server.stop())
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)
        if not self.thread.is_alive() and not self.loop.is_closed():
            self.loop.close()

    def __enter__(self) -> HostThread:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
