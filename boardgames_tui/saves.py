"""Saved games: one JSON file per game (DESIGN.md, "Saves").

The seed plus the actions are the record; the stored state is a cache that is checked on
load by replaying the record. Every problem with a file becomes one `SaveError` whose
message names the file and the problem; a file is never modified by reading it.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .engine.api import Action, BadOptions, Engine, GameState, IllegalAction, Seat

FORMAT = "boardgames-save"
FORMAT_VERSION = 1
ENV_VAR = "BOARDGAMES_SAVES"


class SaveError(Exception):
    """A save that cannot be read or written; the message is one line for a player."""


class Snapshot(BaseModel):
    """The whole content of a save file."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-save"]
    format_version: int = Field(ge=1)
    game: str
    engine_version: str
    saved_at: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]]
    state: dict[str, Any]


class SaveInfo(BaseModel):
    """One line of the saves list; `problem` is set for a file that cannot be loaded."""

    path: Path
    game: str = "?"
    title: str = "?"
    seats: list[str] = Field(default_factory=list)
    progress: str = ""
    saved_at: str = ""
    finished: bool = False
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
    """Temp file in the same folder, flush, fsync, os.replace: a reader never sees half a file."""
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


def snapshot(engine: Engine, seats: list[Seat], options: BaseModel, seed: int, actions: list[Action], state: GameState) -> Snapshot:
    return Snapshot(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        game=engine.id,
        engine_version=engine.version,
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
        raise SaveError(f"{path}: cannot write the save: {err.strerror or err}") from None


# ------------------------------------------------------------------ reading


def _read_snapshot(path: Path) -> Snapshot:
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a save file") from None
    except OSError as err:
        raise SaveError(f"{path}: cannot read: {err.strerror or err}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (not text)") from None
    except json.JSONDecodeError as err:
        if err.pos >= len(raw.rstrip()) - 1:
            raise SaveError(f"{path}: the file is truncated (it ends in the middle of the game)") from None
        raise SaveError(f"{path}: not a save file (not JSON: {err.msg} at line {err.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a boardgames save file")
    version = data.get("format_version")
    if isinstance(version, int) and version > FORMAT_VERSION:
        raise SaveError(
            f"{path}: saved by a newer boardgames (save format {version}; this version reads up to {FORMAT_VERSION})"
        )
    try:
        return Snapshot.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(map(str, first["loc"]))
        raise SaveError(f"{path}: broken save: {where}: {first['msg']}") from None


def _engine_for(path: Path, game: str) -> Engine:
    from .engine.registry import get_engine

    try:
        return get_engine(game)
    except KeyError:
        raise SaveError(f"{path}: unknown game {game!r}") from None


def load(path: Path | str, *, keep_history: bool = False) -> LoadedGame:
    """Read, validate and replay a save. Raises SaveError with one clear line."""
    path = Path(path)
    snap = _read_snapshot(path)
    engine = _engine_for(path, snap.game)
    try:
        options = engine.make_options(snap.options)
        state = engine.new_game(snap.seats, seed=snap.seed, options=options)
    except BadOptions as err:
        raise SaveError(f"{path}: {err}") from None
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
        actions.append(action)
        if keep_history:
            history.append(state)
    try:
        stored = engine.parse_state(snap.state)
    except ValidationError as err:
        first = err.errors()[0]
        raise SaveError(f"{path}: broken save: state.{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    if stored.model_dump() != state.model_dump():
        raise SaveError(f"{path}: the stored game does not match a replay of its record (edited or corrupted)")
    return LoadedGame(
        path=path, engine=engine, seats=snap.seats, options=options, seed=snap.seed, actions=actions, state=state, history=history
    )


def peek(path: Path) -> SaveInfo:
    """The saves-list line of a file, without replaying; problems become `problem`."""
    try:
        snap = _read_snapshot(path)
        engine = _engine_for(path, snap.game)
        state = engine.parse_state(snap.state)
    except SaveError as err:
        return SaveInfo(path=path, problem=str(err).removeprefix(f"{path}: "))
    except ValidationError:
        return SaveInfo(path=path, problem="broken save: the stored state does not validate")
    progress = "finished" if state.finished else f"{engine.status(state)} · {len(snap.actions)} moves"
    return SaveInfo(
        path=path,
        game=snap.game,
        title=engine.title,
        seats=[s.name if s.kind == "human" else f"{s.name} ({s.bot or s.kind})" for s in snap.seats],
        progress=progress,
        saved_at=snap.saved_at,
        finished=state.finished,
    )


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every *.json in the folder, newest first; broken files listed with their problem."""
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if p.is_file()]
    files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    return [peek(p) for p in files]


def latest(folder: Path) -> Path | None:
    """The most recently saved game that loads (finished games skipped), or None."""
    for info in list_saves(folder):
        if info.problem is None and not info.finished:
            return info.path
    return None
