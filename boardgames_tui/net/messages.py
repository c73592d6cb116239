"""The messages between a host and the seats that join it: pydantic models, one JSON text
frame each, over a websocket.

Every message carries `v`, the protocol version; a peer speaking another version is refused
with a reason before anything else is read. Client messages are small (`CLIENT_MESSAGE_BYTES`,
enforced by aiohttp's `max_msg_size` and the models' own limits); the host's messages carry a
seat's view and may be larger (`HOST_MESSAGE_BYTES`).

What a seat is sent is only ever its own: `view(state, seat)`, the log as that seat may read
it, its legal actions on its own turn. The full state and the rng never leave the host.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..engine.api import Seat

VERSION = 2
"""2: a seat may ask why a move is not allowed (`AskWhy`, answered by `Why`)."""
CLIENT_MESSAGE_BYTES = 64 * 1024
"""The largest message a host reads from a seat (an action is a few hundred bytes)."""
HOST_MESSAGE_BYTES = 32 * 1024 * 1024
"""The largest message a seat reads from its host (a finished game's history of views)."""
TOKEN_CHARS = 64
"""A seat token is `secrets.token_urlsafe(32)`: 43 characters; anything longer is not one."""

_Id = Annotated[int, Field(ge=0, le=2**31)]


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    v: Literal[2] = VERSION


# ------------------------------------------------------------------ seat -> host


class Hello(Message):
    """The first message of a connection: which seat (its token; never in a URL the host logs)."""

    type: Literal["hello"] = "hello"
    token: str = Field(max_length=TOKEN_CHARS)


class Act(Message):
    """Play `action` (an engine action in its JSON form) at move `turn`."""

    type: Literal["act"] = "act"
    id: _Id
    turn: _Id
    action: dict[str, Any] = Field(max_length=64)


class Undo(Message):
    """Take back this seat's last move (within its own turn, as at one keyboard)."""

    type: Literal["undo"] = "undo"
    id: _Id
    turn: _Id


class AskWhy(Message):
    """Why `action` may not be played at move `turn`: the host's words, on the full state (the
    seat's view cannot give them where the reason depends on what that view hides)."""

    type: Literal["why"] = "why"
    id: _Id
    turn: _Id
    action: dict[str, Any] = Field(max_length=64)


class AskHistory(Message):
    """Every state of the game so far as this seat may see it (for the replay at the end)."""

    type: Literal["history"] = "history"
    id: _Id


ClientMessage = Annotated[Union[Hello, Act, Undo, AskWhy, AskHistory], Field(discriminator="type")]


# ------------------------------------------------------------------ host -> seat


class SinceView(BaseModel):
    """`session.Since` as one seat sees it: the view after its last move and the lines since."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    before: dict[str, Any]
    lines: list[str]
    moves: int


class Snapshot(BaseModel):
    """Everything a seat's screen draws, as that seat may see it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    view: dict[str, Any]
    """`engine.view(state, seat)` in its JSON form."""
    legal: list[dict[str, Any]] = []
    """The seat's legal actions while it is to act (else empty)."""
    log_from: int = 0
    """The log lines below this index are the ones sent before; `log` follows them."""
    log: list[str] = []
    since: SinceView | None = None
    can_undo: bool = False
    undo_blocker: str | None = None
    scores: dict[str, Any]
    save_problem: str | None = None
    """Why the host's save does not hold the game (None while its autosave works)."""


class Welcome(Message):
    type: Literal["welcome"] = "welcome"
    seat: int
    game: str
    seats: list[Seat]
    snapshot: Snapshot


class Update(Message):
    """The game moved (another seat, a bot, an undo): the seat's new snapshot."""

    type: Literal["update"] = "update"
    snapshot: Snapshot


class Reply(Message):
    """The answer to request `id`: `reason` why it was refused, or None and the new snapshot."""

    type: Literal["reply"] = "reply"
    id: int
    reason: str | None = None
    snapshot: Snapshot | None = None


REASON_CHARS = 2000
"""The longest reason a host sends (a game's words are a line; anything longer is cut)."""


class Why(Message):
    """The answer to `AskWhy` `id`: the reason, or None when the move may be played."""

    type: Literal["why"] = "why"
    id: int
    reason: str | None = Field(default=None, max_length=REASON_CHARS)


class History(Message):
    type: Literal["history"] = "history"
    id: int
    states: list[dict[str, Any]]
    record: list[dict[str, Any]]


class Refused(Message):
    """The connection is refused (a wrong token, another version); the host closes it."""

    type: Literal["refused"] = "refused"
    reason: str


class Problem(Message):
    """One message was refused (malformed, too many); the connection and the game go on."""

    type: Literal["problem"] = "problem"
    reason: str


HostMessage = Annotated[Union[Welcome, Update, Reply, Why, History, Refused, Problem], Field(discriminator="type")]

_client = TypeAdapter(ClientMessage)
_host = TypeAdapter(HostMessage)


class BadMessage(ValueError):
    """A message that cannot be read; the text says why, for the other side."""


class WrongVersion(BadMessage):
    """A message of another protocol version: the peer is refused, not just warned."""


def _decode(text: str | bytes, adapter: TypeAdapter) -> Any:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage("malformed message: not JSON") from None
    if not isinstance(data, dict):
        raise BadMessage("malformed message: not a JSON object")
    if data.get("v") != VERSION:
        raise WrongVersion(f"this side speaks version {VERSION} of the boardgames protocol, not {str(data.get('v'))[:12]}: "
                         "use the same boardgames on both sides")
    try:
        return adapter.validate_python(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(map(str, first["loc"])) or "message"
        raise BadMessage(f"malformed message: {where}: {first['msg']}") from None


def read_client(text: str | bytes) -> Hello | Act | Undo | AskWhy | AskHistory:
    """A seat's message (raises BadMessage with the reason)."""
    return _decode(text, _client)


def read_host(text: str | bytes) -> Welcome | Update | Reply | Why | History | Refused | Problem:
    return _decode(text, _host)


def write(message: Message) -> str:
    return message.model_dump_json()
