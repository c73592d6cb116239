"""Saved games: one JSON file per game (DESIGN.md, "Saves").

The seed plus the actions are the record; the stored state is a cache that is checked on
load by replaying the record. Every problem with a file becomes one `SaveError` whose
message names the file and the problem; a file is never modified by reading it.

A save is outside input, so reading one is defensive: a file over MAX_SAVE_BYTES is refused
before it is read, JSON nested deeper than MAX_DEPTH is refused by a scan of the bytes
before the parser (whose recursion it would exhaust) sees it, and every number, string and
list is bounded before any game code touches the content.
"""

from __future__ import annotations

import copy
import glob
import json
import os
import stat
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .engine.api import Action, BadOptions, Engine, GameState, IllegalAction, Seat
from .engine.rng import SEED_MAX, SEED_MIN
from .engine.text import printable

FORMAT = "boardgames-save"
FORMAT_VERSION = 2
"""2: the envelope names the shape of the game's stored state (`state_format`, per game)."""
ENV_VAR = "BOARDGAMES_SAVES"

MAX_SAVE_BYTES = 20 * 1024 * 1024
"""The largest save file read (the longest real games save in well under 1 MB)."""
MAX_DEPTH = 32
"""The deepest JSON nesting read (the format needs 5 levels: envelope, state, list, model, list)."""
MAX_NUMBER_CHARS = 40
"""The longest number literal (the rng state, the largest number in a save, has 20 digits)."""
MAX_STRING = 10_000
"""The longest string in a save (the longest real one is a few hundred characters)."""
MAX_LIST = 100_000
"""The most items of one list or object in a save."""
MAX_SEATS = 8


class SaveError(Exception):
    """A save that cannot be read or written; the message is one line for a player.

    The message is made printable: a file name or a quoted piece of a save can never put
    a control character (a newline, an ANSI escape) into what the player sees.
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(printable(str(message)))
        self.reason = printable(reason) if reason else str(self)
        """The problem without the file name, short enough for a status line."""


class SaveLocked(SaveError):
    """The save is open in another running boardgames."""


def seed_problem(seed: object) -> str | None:
    """Why `seed` cannot be a game's seed (None when it can)."""
    if isinstance(seed, _BadNumber):
        return f"bad seed: {seed}; a seed is a whole number from {SEED_MIN} to {SEED_MAX}"
    if isinstance(seed, bool) or not isinstance(seed, int):
        return f"bad seed: {printable(repr(seed))[:40]} is not a whole number"
    if not SEED_MIN <= seed <= SEED_MAX:
        return f"bad seed: {str(seed)[:12]}… is out of range; a seed is a whole number from {SEED_MIN} to {SEED_MAX}"
    return None


class Snapshot(BaseModel):
    """The whole content of a save file, every count and size bounded."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-save"]
    format_version: int = Field(ge=1, le=FORMAT_VERSION)
    game: str = Field(max_length=64)
    engine_version: str = Field(max_length=64)
    state_format: int = Field(default=1, ge=1, le=10**6)
    """The shape of the stored state (`Engine.state_format`); saves of format 1 had none: 1."""
    saved_at: str = Field(max_length=64)
    seats: list[Seat] = Field(min_length=1, max_length=MAX_SEATS)
    options: dict[str, Any] = Field(max_length=200)
    seed: int
    actions: list[dict[str, Any]] = Field(max_length=MAX_LIST)
    state: dict[str, Any]

    @field_validator("seed", mode="before")
    @classmethod
    def _seed_in_range(cls, seed: object) -> int:
        problem = seed_problem(seed)
        if problem:
            raise ValueError(problem)
        return seed  # type: ignore[return-value]

    @field_validator("saved_at")
    @classmethod
    def _a_date(cls, saved_at: str) -> str:
        try:
            datetime.fromisoformat(saved_at)
        except ValueError:
            raise ValueError("not a date and time") from None
        return saved_at


class SaveInfo(BaseModel):
    """One line of the saves list; `problem` is set for a file that cannot be loaded."""

    path: Path
    game: str = "?"
    title: str = "?"
    seats: list[str] = Field(default_factory=list)
    progress: str = ""
    saved_at: str = ""
    finished: bool = False
    to_act: str = ""
    """The seat that decides now (its name), "" when the game is over."""
    problem: str | None = None


class LoadedGame(BaseModel):
    """What `load` returns: everything needed to continue the game."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    path: Path
    engine: Any
    seats: list[Seat]
    options: Any
    seed: int
    actions: list[Any]
    state: Any
    history: list[Any] = Field(default_factory=list)
    """Every state of the replay, first the initial one (for the log and undo)."""


# ------------------------------------------------------------------ folders


def default_dir(cli_dir: str | os.PathLike | None = None) -> Path:
    """--saves DIR, else $BOARDGAMES_SAVES, else ./saves when it exists, else the user data folder."""
    if cli_dir:
        return Path(cli_dir)
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR])
    local = Path.cwd() / "saves"
    if local.is_dir():
        return local
    import platformdirs

    return Path(platformdirs.user_data_dir("boardgames", appauthor=False)) / "saves"


def new_save_path(folder: Path, game_id: str, seed: int) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{game_id}-{stamp}-{seed}.json"
    n = 2
    while path.exists():
        path = folder / f"{game_id}-{stamp}-{seed}-{n}.json"
        n += 1
    return path


# ------------------------------------------------------------------ writing


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same folder, flush, fsync, os.replace: a reader never sees half a file,
    and a process killed at any moment leaves the old file or the new one (plus, at worst, a
    stray temp file, which `SaveLock` clears)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # the rename itself survives a power cut only once the folder is synced too
        folder = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(folder)
    except OSError:
        pass
    finally:
        os.close(folder)


def snapshot(engine: Engine, seats: list[Seat], options: BaseModel, seed: int, actions: list[Action], state: GameState) -> Snapshot:
    return Snapshot(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        game=engine.id,
        engine_version=engine.version,
        state_format=engine.state_format,
        saved_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        seats=list(seats),
        options=options.model_dump(mode="json"),
        seed=seed,
        actions=[a.model_dump(mode="json") for a in actions],
        state=state.model_dump(mode="json"),
    )


def save(path: Path, engine: Engine, seats: list[Seat], options: BaseModel, seed: int, actions: list[Action], state: GameState) -> None:
    snap = snapshot(engine, seats, options, seed, actions, state)
    try:
        write_atomic(path, snap.model_dump_json())
    except OSError as err:
        reason = _write_problem(Path(path), err)
        raise SaveError(f"{path}: cannot write the save: {reason}", reason=reason) from None


def _write_problem(path: Path, err: OSError) -> str:
    """Why a file of the save folder cannot be written, in a player's words."""
    for folder in (path.parent, *path.parent.parents):
        if folder.exists():
            if not folder.is_dir():
                return "the save folder is a file" if folder == path.parent else f"{folder} is a file"
            break
    return err.strerror or str(err)


# ------------------------------------------------------------------ one app per save


def lock_path(path: Path) -> Path:
    """The lock file of a save: next to it, `<save>.lock` (never listed as a save)."""
    return Path(path).with_name(Path(path).name + ".lock")


class SaveLock:
    """A save held open by this process: `<save>.lock` holds our pid and an OS file lock.

    The OS lock (flock, or msvcrt's on Windows) is what counts: the system drops it when the
    process ends in any way, kill -9 included, so a lock file left by a dead process is
    simply taken over (its pid rewritten). A live holder makes `acquire` raise SaveLocked,
    naming its pid. Within one process the same save may be held twice (loading the game
    that is open replaces it), so holds are counted.
    """

    _held: dict[Path, tuple[int, int]] = {}
    """Lock file -> (file descriptor, number of holds) in this process."""

    def __init__(self, file: Path) -> None:
        self.file = file
        self.released = False

    @classmethod
    def acquire(cls, save_path: Path) -> SaveLock:
        """Hold the save, or raise SaveLocked (open elsewhere) / SaveError (cannot write the lock)."""
        file = lock_path(save_path).absolute()
        if file in cls._held:
            fd, holds = cls._held[file]
            cls._held[file] = (fd, holds + 1)
            return cls(file)
        for _ in range(5):  # a holder may remove the file between our open and our lock
            try:
                file.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(file, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as err:
                reason = _write_problem(file, err)
                raise SaveError(f"{save_path}: cannot write the lock file: {reason}", reason=reason) from None
            if not _try_os_lock(fd):
                os.close(fd)
                pid = lock_holder_pid(file)
                who = f"pid {pid}" if pid else "another process"
                raise SaveLocked(f"{save_path}: the game is open in another boardgames ({who}); close it there first",
                                 reason=f"open in another boardgames ({who})")
            try:
                same = os.fstat(fd).st_ino == os.stat(file).st_ino
            except OSError:
                same = False
            if not same:
                os.close(fd)
                continue
            record = json.dumps({"pid": os.getpid(), "since": datetime.now(timezone.utc).isoformat(timespec="seconds")})
            try:  # the pid is for the message of whoever finds the save taken; the OS lock is what counts
                os.ftruncate(fd, 0)
                os.write(fd, record.encode())
            except OSError:
                pass
            cls._held[file] = (fd, 1)
            _clear_stray_temp_files(Path(save_path))
            return cls(file)
        raise SaveLocked(f"{save_path}: the lock file keeps changing; is the game open elsewhere?")

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        fd, holds = self._held.get(self.file, (None, 0))
        if fd is None:
            return
        if holds > 1:
            self._held[self.file] = (fd, holds - 1)
            return
        del self._held[self.file]
        try:
            os.unlink(self.file)  # while still locked, so nobody locks the old file meanwhile
        except OSError:
            pass
        os.close(fd)


def lock_holder_pid(file: Path) -> int | None:
    """The pid written in a lock file (None when there is none or it is unreadable)."""
    try:
        data = json.loads(Path(file).read_text()[:200])
        pid = data.get("pid")
    except (OSError, ValueError, AttributeError):
        return None
    return pid if isinstance(pid, int) and pid > 0 else None


def open_elsewhere(save_path: Path) -> int | None:
    """The pid of another live process holding this save (0 when unknown), or None when free."""
    file = lock_path(save_path).absolute()
    if file in SaveLock._held:
        return None
    try:
        fd = os.open(file, os.O_RDONLY)
    except OSError:
        return None  # no lock file: nobody has it open
    try:
        if _try_os_lock(fd, shared=True):
            return None
        return lock_holder_pid(file) or 0
    finally:
        os.close(fd)  # closing drops the probe's own lock


def _try_os_lock(fd: int, shared: bool = False) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _clear_stray_temp_files(save_path: Path) -> None:
    """Temp files of this save left by a process killed while writing it (we hold the save now)."""
    for stray in save_path.parent.glob(f".{glob.escape(save_path.name)}.*.tmp"):
        try:
            stray.unlink()
        except OSError:
            pass


# ------------------------------------------------------------------ reading


class _BadNumber:
    """A number no save holds (too many digits, NaN, Infinity); validation refuses it by place."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        if len(self.text) > MAX_NUMBER_CHARS:
            return f"a number of {len(self.text)} characters (at most {MAX_NUMBER_CHARS})"
        return f"{self.text} is not a number a save can hold"


def _parse_int(text: str) -> int | _BadNumber:
    return int(text) if len(text) <= MAX_NUMBER_CHARS else _BadNumber(text)


def _parse_float(text: str) -> float | _BadNumber:
    if len(text) > MAX_NUMBER_CHARS:
        return _BadNumber(text)
    value = float(text)
    return _BadNumber(text) if value in (float("inf"), float("-inf")) else value


def _parse_constant(name: str) -> _BadNumber:  # NaN, Infinity, -Infinity: not JSON
    return _BadNumber(name)


_CURLY_TO_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_QUOTE_OR_BRACKET = bytes(b for b in range(256) if b not in b'"[]{}')


def nested_deeper_than(raw: bytes, limit: int) -> bool:
    """Whether the JSON parser would nest deeper than about `limit` levels on `raw`.

    A scan in a few C-speed passes over the bytes, no recursion (the point: a file of
    100,000 `[` must never reach the parser's recursion). Escaped backslashes and quotes
    are dropped and only quotes and brackets kept; pieces between quotes are strings and
    are cut out (a bracket inside a string does not count). Each pass then removes the
    innermost pairs (`[]`): a run of more than `limit` openers, or a pair left after
    `limit` passes, is nesting deeper than `limit`. Otherwise what is left are unmatched
    brackets (a truncated file): more than `limit` unclosed openers is too deep as well.
    False means the parser nests at most 2 x limit levels (unclosed plus closed ones).
    """
    if b"\\" in raw:
        raw = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    # quotes and brackets only; "" pairs (a string without brackets, or the quotes of a
    # key next to those of its value) hold no bracket and go first, so that splitting at
    # the quotes left stays cheap
    reduced = raw.translate(None, _NOT_QUOTE_OR_BRACKET).replace(b'""', b"")
    if b'"' in reduced:
        reduced = b"".join(reduced.split(b'"')[::2])
    brackets = reduced.translate(_CURLY_TO_SQUARE)
    run = b"[" * (limit + 1)
    for _ in range(limit):
        if run in brackets:
            return True
        inner = brackets.replace(b"[]", b"")
        if len(inner) == len(brackets):
            break
        brackets = inner
    if run in brackets or b"[]" in brackets:
        return True
    # only unmatched brackets are left, "]]][[[" in shape; the parser stops at a stray closer
    return not brackets.startswith(b"]") and len(brackets) > limit


def _bounds_problem(data: Any) -> str | None:
    """The first string, number or list in the parsed file beyond the save limits, with its place."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                return f"{where or 'the file'}: a text of {len(value)} characters (at most {MAX_STRING})"
        elif isinstance(value, _BadNumber):
            if where != "seed":  # the seed gets its own message from the model
                return f"{where}: {value}"
        elif isinstance(value, dict):
            if len(value) > MAX_LIST:
                return f"{where or 'the file'}: {len(value)} entries (at most {MAX_LIST})"
            for key, item in value.items():
                if len(key) > MAX_STRING:
                    return f"{where or 'the file'}: a key of {len(key)} characters (at most {MAX_STRING})"
                stack.append((item, f"{where}.{key}" if where else key))
        elif isinstance(value, list):
            if len(value) > MAX_LIST:
                return f"{where or 'the file'}: {len(value)} items (at most {MAX_LIST})"
            stack.extend((item, f"{where}.{i}") for i, item in enumerate(value))
    return None


def _validation_message(err: ValidationError, prefix: str = "") -> str:
    first = err.errors()[0]
    where = ".".join(map(str, first["loc"]))
    message = first["msg"].removeprefix("Value error, ")
    if where == "seed" and message.startswith("bad seed"):
        return message
    return f"broken save: {prefix}{where}: {message}"


def _read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing what is not a regular file or is larger than a save can be."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        raise SaveError(f"{path}: no such file") from None
    except OSError as err:
        raise SaveError(f"{path}: cannot read: {err.strerror or err}") from None
    except ValueError:  # a NUL in the path
        raise SaveError(f"{path}: not a valid file name") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{path}: is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):  # a fifo or a device could block or never end
        raise SaveError(f"{path}: not a regular file")
    too_big = f"{path}: too large for a save ({{}} bytes; a save is at most {MAX_SAVE_BYTES // (1024 * 1024)} MB)"
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(too_big.format(info.st_size))
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)  # the file may have grown since stat
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a save file") from None
    except OSError as err:
        raise SaveError(f"{path}: cannot read: {err.strerror or err}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(too_big.format(f"more than {MAX_SAVE_BYTES}"))
    return raw


def _read_snapshot(path: Path) -> Snapshot:
    raw = _read_bytes(path)
    if nested_deeper_than(raw, MAX_DEPTH):
        raise SaveError(f"{path}: not a save file (nested more than {MAX_DEPTH} levels deep, deeper than any save)")
    try:
        text = raw.decode("utf-8")
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (not text)") from None
    except json.JSONDecodeError as err:
        # a string without its closing quote runs to the end of the file: cut there too
        if err.pos >= len(text.rstrip()) - 1 or err.msg.startswith("Unterminated string"):
            raise SaveError(f"{path}: the file is truncated (it ends in the middle of the game)") from None
        # json's messages for a place end in "at" ("... starting at"): the place follows once
        where = f"line {err.lineno}, column {err.colno}"
        raise SaveError(f"{path}: not a save file (not JSON: {err.msg.removesuffix(' at')} at {where})") from None
    except (ValueError, RecursionError, MemoryError) as err:  # belt and braces: the scans above should catch these
        raise SaveError(f"{path}: not a save file ({type(err).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a boardgames save file")
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise SaveError(
            f"{path}: saved by a newer boardgames (save format {str(version)[:20]}; this version reads up to {FORMAT_VERSION})"
        )
    problem = _bounds_problem(data)
    if problem:
        raise SaveError(f"{path}: broken save: {problem}")
    try:
        return Snapshot.model_validate(data)
    except ValidationError as err:
        raise SaveError(f"{path}: {_validation_message(err)}") from None


def _engine_for(path: Path, game: str) -> Engine:
    from .engine.registry import get_engine

    try:
        return get_engine(game)
    except KeyError:
        raise SaveError(f"{path}: unknown game {game!r}") from None


def _state_data(path: Path, engine: Engine, snap: Snapshot) -> dict[str, Any]:
    """The stored state in the shape the game reads today: a state stored in an older shape goes
    through the game's migration (`Engine.migrate_state`); one of a newer shape is refused."""
    if snap.state_format > engine.state_format:
        raise SaveError(
            f"{path}: saved by a newer boardgames ({engine.title} state format {snap.state_format}; "
            f"this version reads up to {engine.state_format})"
        )
    if snap.state_format == engine.state_format:
        return snap.state
    try:
        return engine.migrate_state(copy.deepcopy(snap.state), snap.state_format)
    except (ValueError, TypeError, KeyError) as err:
        raise SaveError(f"{path}: broken save: the stored state cannot be read ({printable(str(err))[:80]})") from None


def _check_record_length(path: Path, engine: Engine, snap: Snapshot) -> None:
    if len(snap.actions) > engine.max_actions:
        raise SaveError(
            f"{path}: broken save: the record has {len(snap.actions)} actions; "
            f"a game of {engine.title} never takes more than {engine.max_actions}"
        )


def _facts(state: GameState) -> dict:
    """What a stored state must agree on with the replay of its record: everything but the words
    of the last action's log lines and of the prompt, which a newer version may say better (a
    harvest tile by its name, not its id; no "Done to stop" before Done is offered). The game
    goes on from the replayed state, words and all."""
    return state.model_dump(exclude={"log": True, "prompt": {"text"}})


def _agrees(stored: GameState, replayed: GameState, *, same_rules: bool) -> bool:
    """Whether a stored state is the replay of its record. A save of an older version of the
    game's rules (engine_version) holds that version's results: there only the seats must agree,
    and the record replayed under today's rules is the game (a record they refuse is refused)."""
    if same_rules:
        return _facts(stored) == _facts(replayed)
    return stored.seats == replayed.seats


def load(path: Path | str, *, keep_history: bool = False) -> LoadedGame:
    """Read, validate and replay a save. Raises SaveError with one clear line."""
    path = Path(path)
    snap = _read_snapshot(path)
    engine = _engine_for(path, snap.game)
    _check_record_length(path, engine, snap)
    try:
        stored = engine.parse_state(_state_data(path, engine, snap))
    except ValidationError as err:
        raise SaveError(f"{path}: {_validation_message(err, 'state.')}") from None
    mismatch = SaveError(f"{path}: the stored game does not match a replay of its record (edited or corrupted)")
    if stored.turn != len(snap.actions) or stored.seed != snap.seed:  # known without replaying
        raise mismatch
    try:
        options = engine.make_options(snap.options)
        state = engine.new_game(snap.seats, seed=snap.seed, options=options)
    except BadOptions as err:
        raise SaveError(f"{path}: {err}") from None
    except Exception as err:  # noqa: BLE001 - a game's setup failing on odd input must not crash the caller
        raise SaveError(f"{path}: the game cannot be set up from this save ({type(err).__name__}: {err})") from None
    history = [state] if keep_history else []
    actions = []
    for i, raw in enumerate(snap.actions, start=1):
        try:
            action = engine.parse_action(raw)
        except ValidationError:
            raise SaveError(f"{path}: action {i} of the record is not a {engine.title} action") from None
        try:
            state = engine.apply(state, action)
        except IllegalAction as err:
            raise SaveError(f"{path}: action {i} of the record is illegal ({err})") from None
        except Exception as err:  # noqa: BLE001 - a rules bug on an odd action: refuse the file, keep the app
            raise SaveError(f"{path}: action {i} of the record cannot be replayed ({type(err).__name__}: {err})") from None
        actions.append(action)
        if keep_history:
            history.append(state)
    if not _agrees(stored, state, same_rules=snap.engine_version == engine.version):
        raise mismatch
    return LoadedGame(  # the seats as the game has them (a game may add its automa to the saved ones)
        path=path, engine=engine, seats=list(state.seats), options=options, seed=snap.seed, actions=actions, state=state, history=history
    )


def peek(path: Path) -> SaveInfo:
    """The saves-list line of a file, without replaying; problems become `problem`."""
    try:
        snap = _read_snapshot(path)
        engine = _engine_for(path, snap.game)
        _check_record_length(path, engine, snap)
        engine.make_options(snap.options)
        state = engine.parse_state(_state_data(path, engine, snap))
        progress = "finished" if state.finished else f"{engine.status(state)} · {len(snap.actions)} moves"
        to_act = "" if state.finished or not (0 <= state.actor < len(snap.seats)) else snap.seats[state.actor].name
    except SaveError as err:
        return SaveInfo(path=path, problem=str(err).removeprefix(f"{printable(str(path))}: "))
    except BadOptions as err:
        return SaveInfo(path=path, problem=printable(str(err)))
    except ValidationError:
        return SaveInfo(path=path, problem="broken save: the stored state does not validate")
    except Exception as err:  # noqa: BLE001 - game code reading an unchecked state; the list must still show
        return SaveInfo(path=path, problem=printable(f"broken save: the stored state cannot be read ({type(err).__name__})"))
    return SaveInfo(
        path=path,
        game=snap.game,
        title=engine.title,
        seats=[s.name if s.kind == "human" else f"{s.name} ({s.bot or s.kind})" for s in snap.seats],
        progress=printable(progress),
        saved_at=snap.saved_at,
        finished=state.finished,
        to_act=to_act,
    )


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every *.json in the folder, newest first; broken files listed with their problem."""
    if not folder.is_dir():
        return []
    stamped = []
    for p in folder.glob("*.json"):
        try:
            if p.is_file():
                stamped.append((p.stat().st_mtime, p))
        except OSError:  # gone since the listing
            continue
    stamped.sort(key=lambda t: t[0], reverse=True)
    return [peek(p) for _, p in stamped]


def delete(path: Path) -> None:
    """Remove a save (and a lock file left beside it). Raises SaveLocked while the game is
    open in this or another running boardgames, SaveError when the file cannot be removed."""
    path = Path(path)
    if lock_path(path).absolute() in SaveLock._held:
        raise SaveLocked(f"{path}: the game is open here; leave it first", reason="open in this boardgames")
    pid = open_elsewhere(path)
    if pid is not None:
        who = f"pid {pid}" if pid else "another process"
        raise SaveLocked(f"{path}: the game is open in another boardgames ({who})", reason=f"open in another boardgames ({who})")
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as err:
        reason = _write_problem(path, err)
        raise SaveError(f"{path}: cannot delete it: {reason}", reason=reason) from None
    try:
        lock_path(path).unlink()
    except OSError:
        pass


def latest(folder: Path) -> Path | None:
    """The most recently saved game that loads (finished games skipped), or None.

    Each candidate is loaded (replayed), so a newer file that is broken in its record is
    passed over for the game that can really be continued; so is a game open in another
    running boardgames.
    """
    for info in list_saves(folder):
        if info.problem is None and not info.finished and open_elsewhere(info.path) is None:
            try:
                load(info.path)
            except SaveError:
                continue
            return info.path
    return None
