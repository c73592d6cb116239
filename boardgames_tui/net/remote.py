"""`boardgames join URL`: one seat of a game hosted elsewhere, as a `session.Session`.

The game screen calls its session synchronously (`session.apply(action)` on Textual's own
thread, expecting the new state when it returns). A `RemoteSession` therefore keeps its
websocket in a thread of its own, with its own asyncio loop (aiohttp's client):

- what the screen reads (`state`, `legal_actions`, `log_for`, …) comes from the last snapshot
  the host sent, swapped in whole, so a read never sees half of one;
- what changes the game (`apply`, `undo`, `history`), and why a move outside the legal list is
  not allowed (`why_illegal`), is a request to the host, and the calling
  thread waits for the reply (at most `REPLY_SECONDS`; on loopback it takes about a
  millisecond). A refused move raises `IllegalAction` with the host's words, which are the
  words of the local game (`why_illegal`);
- whatever moves without being asked (another seat, a bot) calls the screen's `watch` callback,
  which posts a message to the screen from this thread.

A dropped connection is retried by itself (`link_problem` says "reconnecting…" meanwhile);
the host keeps the game, so nothing is lost: the next `Welcome` carries the seat's snapshot.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp

from ..engine.api import Action, Engine, GameState, IllegalAction, ScoreSheet, Seat
from ..session import Since
from . import messages as m

REPLY_SECONDS = 15.0
"""How long a move waits for the host's answer before it is reported as not made."""
CONNECT_SECONDS = 10.0
RETRY_SECONDS = (0.2, 0.5, 1.0, 2.0)
"""Waits between reconnection attempts (the last one repeats)."""
RECONNECTING = "reconnecting…"


class JoinError(Exception):
    """The seat cannot be joined (a bad link, a refused token, no host there); one line."""


@dataclass(frozen=True)
class SeatLink:
    base: str
    """http(s)://host:port of the host."""
    token: str

    @classmethod
    def parse(cls, url: str) -> SeatLink:
        """`http://host:port/seat/<token>` (as `boardgames host` prints it)."""
        parts = urlsplit(url.strip())
        segments = [s for s in parts.path.split("/") if s]
        if parts.scheme not in ("http", "https") or not parts.netloc or len(segments) != 2 or segments[0] != "seat":
            raise JoinError("a seat link looks like http://HOST:PORT/seat/TOKEN (as boardgames host prints it)")
        if not 1 <= len(segments[1]) <= m.TOKEN_CHARS:
            raise JoinError("this link is not a seat of this game (a wrong or old token)")
        return cls(f"{parts.scheme}://{parts.netloc}", segments[1])

    @property
    def ws_url(self) -> str:
        return ("wss:" if self.base.startswith("https:") else "ws:") + self.base.partition(":")[2] + "/ws"


@dataclass(frozen=True)
class _Held:
    """One snapshot, parsed: what the screen reads until the next one replaces it whole."""

    state: GameState
    legal: list[Action]
    log: list[str]
    since: Since | None
    can_undo: bool
    undo_blocker: str | None
    scores: ScoreSheet
    save_problem: str | None


class RemoteSession:
    """A seat of a hosted game (see the module docstring); implements `session.Session`."""

    path: Path | None = None
    """The host saves the game; this program holds no file."""

    def __init__(self, url: str, *, ssl: object = None) -> None:
        self.link = SeatLink.parse(url)
        self.ssl = ssl
        """An `ssl.SSLContext` for an https host with its own certificate authority (None: the system's)."""
        self.engine: Engine | None = None  # set by the host's Welcome
        self.seats: list[Seat] = []
        self.seat = -1
        self.record: list[Action] = []
        self._held: _Held | None = None
        self._link_problem: str | None = None
        self._watchers: list[Callable[[], None]] = []
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future] = {}
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="boardgames-join", daemon=True)
        self._first: asyncio.Future | None = None
        self._task: asyncio.Future | None = None
        self.closed = False
        self.received: list[str] = []
        """Every raw message from the host, kept only when `keep_raw` (tests look for leaks in them)."""
        self.keep_raw = False

    # ------------------------------------------------------------ connecting

    def connect(self, timeout: float = CONNECT_SECONDS) -> RemoteSession:
        """Join the seat (raises JoinError: refused, or no host answering within `timeout`)."""
        # the games first, outside the clock: importing them took over 10 s on a loaded machine,
        # and a host that had answered was reported as "no boardgames host answers"
        from ..engine import registry  # noqa: F401

        self._thread.start()

        async def first() -> None:
            self._first = self._loop.create_future()
            self._task = asyncio.ensure_future(self._run())
            await self._first

        try:
            asyncio.run_coroutine_threadsafe(first(), self._loop).result(timeout)
        except JoinError:
            self.close()
            raise
        except TimeoutError:
            self.close()
            raise JoinError(f"no boardgames host answers at {self.link.base}") from None
        return self

    async def _run(self) -> None:
        tries = 0
        async with aiohttp.ClientSession() as http:
            while not self.closed:
                try:
                    async with http.ws_connect(self.link.ws_url, max_msg_size=m.HOST_MESSAGE_BYTES, heartbeat=15.0,
                                               ssl=self.ssl if self.ssl is not None else True) as ws:
                        self._ws = ws
                        await ws.send_str(m.write(m.Hello(token=self.link.token)))
                        async for frame in ws:
                            if frame.type != aiohttp.WSMsgType.TEXT:
                                break
                            if self.keep_raw:
                                self.received.append(frame.data)
                            if self._receive(m.read_host(frame.data)):
                                tries = 0
                except JoinError as err:
                    if self._first is not None and not self._first.done():
                        self._first.set_exception(err)
                    self._link_problem = str(err)
                    self._changed()
                    return
                except aiohttp.ClientConnectorCertificateError as err:
                    if self._first is not None and not self._first.done():  # retrying will not help
                        self._first.set_exception(JoinError(f"the host's certificate is not trusted here: {err.certificate_error}"))
                        return
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError, m.BadMessage):
                    pass
                self._ws = None
                for future in self._pending.values():
                    if not future.done():
                        future.set_exception(IllegalAction(f"the connection to the host dropped ({RECONNECTING})"))
                self._pending.clear()
                if self.closed:
                    return
                if self._first is not None and not self._first.done() and tries >= 2:
                    self._first.set_exception(JoinError(f"no boardgames host answers at {self.link.base}"))
                    return
                if self._link_problem != RECONNECTING:
                    self._link_problem = RECONNECTING
                    self._changed()
                await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
                tries += 1

    def _receive(self, msg: m.Message) -> bool:
        """Take in one message of the host; True for a Welcome (a connection that works)."""
        if isinstance(msg, m.Refused):
            raise JoinError(f"the host refused this seat: {msg.reason}")
        if isinstance(msg, m.Welcome):
            from ..engine.registry import get_engine

            self.engine = get_engine(msg.game)
            self.seats = list(msg.seats)
            self.seat = msg.seat
            self._held = self._parse(msg.snapshot, [])
            self._link_problem = None
            if self._first is not None and not self._first.done():
                self._first.set_result(None)
            else:
                self._changed()
            return True
        if isinstance(msg, m.Update):
            self._held = self._parse(msg.snapshot, self._held.log if self._held else [])
            self._changed()
        elif isinstance(msg, (m.Reply, m.Why, m.History)):
            if isinstance(msg, m.Reply) and msg.snapshot is not None:
                self._held = self._parse(msg.snapshot, self._held.log if self._held else [])
            future = self._pending.pop(msg.id, None)
            if future is not None and not future.done():
                future.set_result(msg)
        return False  # a Problem answers a message this program never sends malformed

    def _parse(self, snap: m.Snapshot, log: list[str]) -> _Held:
        engine = self.engine
        assert engine is not None
        since = None
        if snap.since is not None:
            from ..engine.api import LogLine

            since = Since(engine.parse_state(snap.since.before), [LogLine(text=t) for t in snap.since.lines],
                          snap.since.moves)
        return _Held(
            state=engine.parse_state(snap.view),
            legal=[engine.parse_action(a) for a in snap.legal],
            log=log[: snap.log_from] + snap.log,
            since=since,
            can_undo=snap.can_undo,
            undo_blocker=snap.undo_blocker,
            scores=ScoreSheet.model_validate(snap.scores),
            save_problem=snap.save_problem,
        )

    def _changed(self) -> None:
        for changed in list(self._watchers):
            changed()

    def _ask(self, make: Callable[[int], m.Message]) -> m.Message:
        """Send a request and wait for its answer (IllegalAction when there is none)."""

        async def ask() -> m.Message:
            if self._ws is None or self._ws.closed:
                raise IllegalAction(f"not connected to the host ({RECONNECTING})")
            ident = next(self._ids)
            future = self._loop.create_future()
            self._pending[ident] = future
            await self._ws.send_str(m.write(make(ident)))
            return await future

        try:
            return asyncio.run_coroutine_threadsafe(ask(), self._loop).result(REPLY_SECONDS)
        except TimeoutError:
            raise IllegalAction(f"the host did not answer within {REPLY_SECONDS:.0f} seconds; the move was not made") from None
        except (ConnectionError, RuntimeError, aiohttp.ClientError):
            raise IllegalAction(f"the connection to the host dropped ({RECONNECTING})") from None

    # ------------------------------------------------------------ Session: reading

    @property
    def held(self) -> _Held:
        assert self._held is not None, "connect() first"
        return self._held

    @property
    def state(self) -> GameState:
        return self.held.state

    @property
    def finished(self) -> bool:
        return self.held.state.finished

    @property
    def save_problem(self) -> str | None:
        return self.held.save_problem

    @property
    def link_problem(self) -> str | None:
        return self._link_problem

    def plays_here(self, seat: int) -> bool:
        return seat == self.seat

    def watch(self, changed: Callable[[], None]) -> None:
        self._watchers.append(changed)

    def legal_actions(self) -> list[Action]:
        return list(self.held.legal)

    def why_illegal(self, action: Action) -> str | None:
        """Answered here only where this seat's view makes the host's words exact: the game is
        over, it is not this seat's turn, or the move is one of the legal moves the host sent.
        Any other move is asked of the host (`AskWhy`): the game's reason may depend on what this
        view hides, so only the full state gives its words. The host checks again on `apply`."""
        state = self.held.state
        if state.finished:
            return "the game is over"
        if state.actor != self.seat:
            return "it is not your turn to decide"
        if action in self.held.legal:
            return None
        turn = state.turn
        try:
            reply = self._ask(lambda ident: m.AskWhy(id=ident, turn=turn, action=action.model_dump(mode="json")))
        except IllegalAction as err:  # no host to ask (reconnecting…): the move cannot be made now
            return str(err)
        assert isinstance(reply, (m.Why, m.Reply))  # a Reply: the request itself was refused (too many)
        return reply.reason

    def view(self, seat: int | None) -> GameState:
        return self.held.state  # this seat's view is all this program has

    def since(self, seat: int | None) -> Since | None:
        return self.held.since if seat == self.seat else None

    def log_for(self, seat: int | None) -> list[str]:
        return list(self.held.log)

    def scores(self) -> ScoreSheet:
        return self.held.scores

    def can_undo(self) -> bool:
        return self.held.can_undo

    def undo_blocker(self) -> str | None:
        return self.held.undo_blocker

    # ------------------------------------------------------------ Session: changing

    def apply(self, action: Action, save: bool = True) -> GameState:
        # `save` is the host's: it saves each move as it plays it (save_pending: nothing left)
        turn = self.held.state.turn
        reply = self._ask(lambda ident: m.Act(id=ident, turn=turn, action=action.model_dump(mode="json")))
        assert isinstance(reply, m.Reply)
        if reply.reason is not None:
            raise IllegalAction(reply.reason)
        return self.held.state

    def apply_turn(self, actions: list[Action], save: bool = True) -> GameState:
        for action in actions:  # a joined seat plays no bot: here for the Session contract only
            self.apply(action)
        return self.held.state

    def undo(self) -> bool:
        turn = self.held.state.turn
        try:
            reply = self._ask(lambda ident: m.Undo(id=ident, turn=turn))
        except IllegalAction:
            return False
        assert isinstance(reply, m.Reply)
        return reply.reason is None

    def history(self) -> list[GameState]:
        """Every state so far as this seat saw it (asked of the host; the replay at the end)."""
        reply = self._ask(lambda ident: m.AskHistory(id=ident))
        assert isinstance(reply, m.History) and self.engine is not None
        self.record = [self.engine.parse_action(a) for a in reply.record]
        return [self.engine.parse_state(s) for s in reply.states]

    def autosave(self) -> bool:
        return self.held.save_problem is None  # the host saves after every move

    def retry_save(self) -> bool:
        return self.autosave()

    def save_pending(self) -> bool:
        return self.autosave()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True

        async def stop() -> None:
            if self._ws is not None:
                await self._ws.close()
            if self._task is not None:
                self._task.cancel()
                try:  # its aiohttp session closes as the task ends: no socket left behind
                    await self._task
                except BaseException:
                    pass

        if self._thread.is_alive():
            try:
                asyncio.run_coroutine_threadsafe(stop(), self._loop).result(2.0)
            except Exception:
                pass
            self._loop.call_soon_threadsafe(self._loop.stop)
            if threading.current_thread() is not self._thread:
                self._thread.join(2.0)
        if not self._thread.is_alive() and not self._loop.is_closed():
            self._loop.close()  # its selector and wake-up sockets
