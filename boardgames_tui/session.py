"""A game in progress: state, record, undo stack, the whole log and autosave.

Shared by the TUI, `simulate` and tests; imports no UI. Only the session calls
`engine.apply` on behalf of players, so the record, the log and the save stay in step.

Saving never stops play: when the autosave cannot write (a read-only folder, a full disk,
a save folder that is a file), the game goes on in memory, `save_problem` says why, and
every later autosave (after each action, or `retry_save`) tries again. While the session
has a save file it holds it (`saves.SaveLock`), so a second running boardgames cannot open
the same game and the two never interleave writes; `close` lets it go.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel

from . import saves
from .engine.api import Action, Engine, GameState, LogLine, ScoreSheet, Seat


@dataclass(frozen=True)
class Mark:
    """Where the game stood right after a seat last acted (or at the start)."""

    state: GameState
    record_len: int
    log_len: int


@dataclass(frozen=True)
class Since:
    """What the other seats did since a seat last acted: the state then and the log lines since."""

    before: GameState
    """The full state right after the seat's last action (take a view of it to draw it)."""
    lines: list[LogLine]
    moves: int
    """How many actions the other seats made since."""

    def summary(self, seat: int | None) -> str:
        """The log lines since, as `seat` may read them, in one line."""
        return " · ".join(t.strip().rstrip(".") for t in (line.for_seat(seat) for line in self.lines) if t.strip())


class Session(Protocol):
    """What the game, results and replay screens and the bot worker use of a game in play.

    `GameSession` is the game itself, on this machine. `net.remote.RemoteSession` is one seat
    of a game hosted elsewhere: its `state` is that seat's view, and moves go to the host.
    """

    engine: Engine
    seats: list[Seat]
    record: list[Action]
    path: Path | None
    """The autosave file; None when this program does not save the game."""
    save_problem: str | None

    @property
    def state(self) -> GameState:
        """The game as this program holds it (a seat's view for a remote seat)."""
        ...

    @property
    def link_problem(self) -> str | None:
        """Why this screen is out of touch with the game, e.g. "reconnecting…" (None: in touch)."""
        ...

    def plays_here(self, seat: int) -> bool:
        """True when this program decides for `seat` (its keyboard or its bots), False when the
        seat is played on another machine: the screen then waits for `watch` to say it moved."""
        ...

    def watch(self, changed: Callable[[], None]) -> None:
        """Call `changed` (from any thread) whenever the game moves without this program asking."""
        ...

    def legal_actions(self) -> list[Action]: ...
    def why_illegal(self, action: Action) -> str | None: ...
    def apply(self, action: Action, save: bool = True) -> GameState:
        """Apply a move of the seat to act; `save=False` leaves the autosave to `save_pending`
        (the screen writes it after the frame that shows the move is drawn)."""
        ...
    def apply_turn(self, actions: list[Action], save: bool = True) -> GameState:
        """A bot's or the automa's whole turn at once, in order: as `apply` each, but the save is
        written once, after the last (an IllegalAction stops there, what came before applied)."""
        ...
    def save_pending(self) -> bool:
        """Write the save a `save=False` move left unwritten (nothing to do: True); as `autosave`."""
        ...
    def can_undo(self) -> bool: ...
    def undo_blocker(self) -> str | None: ...
    def undo(self) -> bool: ...
    def view(self, seat: int | None) -> GameState: ...
    def since(self, seat: int | None) -> Since | None: ...
    def history(self) -> list[GameState]: ...
    def log_for(self, seat: int | None) -> list[str]: ...
    def scores(self) -> ScoreSheet: ...
    def autosave(self) -> bool: ...
    def retry_save(self) -> bool: ...
    def close(self) -> None: ...


@dataclass
class _UndoPoint:
    state: GameState
    record_len: int
    log_len: int
    marks: dict[int, Mark]


@dataclass
class GameSession:
    engine: Engine
    seats: list[Seat]
    seed: int
    options: BaseModel
    state: GameState
    record: list[Action] = field(default_factory=list)
    log: list[LogLine] = field(default_factory=list)
    path: Path | None = None
    """The autosave file; None for games that are not saved (simulations, tests)."""
    save_problem: str | None = None
    """Why the file does not hold the game as it is now (None when the last autosave worked)."""
    _undo: list[_UndoPoint] = field(default_factory=list)
    _lock: saves.SaveLock | None = None
    _unsaved: bool = False
    """Moves applied with `save=False` that no save has written yet (`save_pending` writes them)."""
    _marks: dict[int, Mark] = field(default_factory=dict)
    """Per seat, the game right after its last action (see `since`)."""
    _start: Mark | None = None

    # ------------------------------------------------------------ creating

    @classmethod
    def new(
        cls,
        engine: Engine,
        seats: list[Seat],
        seed: int | None = None,
        options: BaseModel | dict | None = None,
        save_dir: Path | None = None,
    ) -> GameSession:
        opts = engine.make_options(options)
        state = engine.new_game(seats, seed=seed, options=opts)
        path = saves.new_save_path(save_dir, engine.id, state.seed) if save_dir is not None else None
        session = cls(engine=engine, seats=list(state.seats), seed=state.seed, options=opts, state=state, path=path)
        session.log.extend(state.log)
        session._start = Mark(state, 0, len(session.log))
        session.autosave()
        return session

    @classmethod
    def load(cls, path: Path | str) -> GameSession:
        """Open a save (raises saves.SaveError, saves.SaveLocked when it is open in another
        running boardgames); the log is rebuilt from the replay."""
        lock = cls._lock_for(Path(path))
        try:
            loaded = saves.load(path, keep_history=True)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        session = cls(
            engine=loaded.engine,
            seats=loaded.seats,
            seed=loaded.seed,
            options=loaded.options,
            state=loaded.state,
            record=list(loaded.actions),
            path=loaded.path,
        )
        for k, st in enumerate(loaded.history):
            session.log.extend(st.log)
            mark = Mark(st, k, len(session.log))
            if k == 0:
                session._start = mark
            else:  # history[k] is the state after action k, made by the actor of history[k - 1]
                session._marks[loaded.history[k - 1].actor] = mark
        if lock is None:
            session.save_problem = "cannot write in the save folder"
        session._hold(lock)
        return session

    @staticmethod
    def _lock_for(path: Path) -> saves.SaveLock | None:
        """Hold the save (SaveLocked when another boardgames has it); None when the lock file
        cannot be written at all (then nothing else can write the save either)."""
        try:
            return saves.SaveLock.acquire(path)
        except saves.SaveLocked:
            raise
        except saves.SaveError:
            return None

    def _hold(self, lock: saves.SaveLock | None) -> None:
        self._lock = lock
        if lock is not None:
            weakref.finalize(self, lock.release)  # a session dropped without close() lets go too

    def close(self) -> None:
        """Let go of the save file (leaving the game, quitting), the moves not saved yet written
        first (`save_pending`): a quit never loses the last move."""
        self.save_pending()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # ------------------------------------------------------------ playing

    link_problem = None
    """Always in touch: the game is here (see `Session`)."""

    def plays_here(self, seat: int) -> bool:
        return True  # hot-seat: every human at this keyboard, every bot in this program

    def watch(self, changed: Callable[[], None]) -> None:
        """Nothing moves this game but the screen that plays it."""

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def actor_seat(self) -> Seat | None:
        a = self.state.actor
        return self.seats[a] if 0 <= a < len(self.seats) else None

    def legal_actions(self) -> list[Action]:
        return self.engine.legal_actions(self.state)

    def why_illegal(self, action: Action) -> str | None:
        if self.state.finished:
            return "the game is over"
        return self.engine.why_illegal(self.state, action)

    def apply(self, action: Action, save: bool = True) -> GameState:
        """Apply an action for the active seat (raises IllegalAction, changing nothing); saved
        now, or with `save=False` at the next `save_pending` (or `close`)."""
        after = self._apply(action)
        self._saved_now_or_later(save)
        return after

    def apply_turn(self, actions: list[Action], save: bool = True) -> GameState:
        """A non-human seat's whole turn: each action applied as by `apply`, the save written
        once after the last, or after the last that applied when one raises (a turn of a dozen
        decisions wrote and synced the file a dozen times, on the screen's thread); with
        `save=False`, at the next `save_pending`."""
        applied = 0
        try:
            for action in actions:
                self._apply(action)
                applied += 1
        finally:
            if applied:
                self._saved_now_or_later(save)
        return self.state

    def _saved_now_or_later(self, save: bool) -> None:
        if save:
            self.autosave()
        else:
            self._unsaved = True

    def save_pending(self) -> bool:
        """Write the moves applied with `save=False` since the last save (True when there were
        none, or the file holds them now; as `autosave` otherwise)."""
        return self.autosave() if self._unsaved else self.save_problem is None

    def _apply(self, action: Action) -> GameState:
        before = self.state
        after = self.engine.apply(before, action)
        actor = before.actor
        revealed = after.rng != before.rng or after.reveals != before.reveals
        human = 0 <= actor < len(self.seats) and self.seats[actor].kind == "human"
        if revealed or not human or (self._undo and self._undo[-1].state.actor != actor):
            self._undo.clear()
        if human and not revealed:
            self._undo.append(_UndoPoint(before, len(self.record), len(self.log), dict(self._marks)))
        self.state = after
        self.record.append(action)
        self.log.extend(after.log)
        self._marks[actor] = Mark(after, len(self.record), len(self.log))
        return after

    def can_undo(self) -> bool:
        """Undo reaches back within the current human's turn, to the last reveal or other seat's move."""
        return bool(self._undo) and self._undo[-1].state.actor == self.state.actor and not self.state.finished

    def undo_blocker(self) -> str | None:
        """Why undo is unavailable now, in words (None when it is available)."""
        if self.can_undo():
            return None
        if self.state.finished:
            return "the game is over"
        return "nothing to undo since the last reveal or another seat's move"

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        point = self._undo.pop()
        self.state = point.state
        del self.record[point.record_len :]
        del self.log[point.log_len :]
        self._marks = point.marks
        self.autosave()
        return True

    # ------------------------------------------------------------ seeing

    def view(self, seat: int | None) -> GameState:
        return self.engine.view(self.state, seat)

    def since(self, seat: int | None) -> Since | None:
        """What the other seats did since `seat` last acted (since the start if it has not
        yet); None when nothing happened since, or for no seat."""
        if seat is None:
            return None
        mark = self._marks.get(seat, self._start)
        if mark is None or mark.record_len >= len(self.record):
            return None
        return Since(mark.state, self.log[mark.log_len :], len(self.record) - mark.record_len)

    def history(self) -> list[GameState]:
        """Every state of the game so far, the start first (the record replayed from the seed)."""
        state = self.engine.new_game(self.seats, seed=self.seed, options=self.options)
        states = [state]
        for action in self.record:
            state = self.engine.apply(state, action)
            states.append(state)
        return states

    def log_for(self, seat: int | None) -> list[str]:
        """The whole log in words as `seat` may read it."""
        return [line.for_seat(seat) for line in self.log]

    def scores(self) -> ScoreSheet:
        return self.engine.scores(self.state)

    # ------------------------------------------------------------ saving

    def autosave(self) -> bool:
        """Write the save file now; never raises. False (and `save_problem` says why) when it
        could not be written: the game goes on in memory and the next autosave tries again."""
        self._unsaved = False  # a failed write is retried by `retry_save`, as before
        if self.path is None:
            return True
        try:
            if self._lock is None or self._lock.released:  # not held yet: the folder was not writable
                self._hold(saves.SaveLock.acquire(self.path))
            self.save(self.path)
        except saves.SaveError as err:
            self.save_problem = err.reason
            return False
        self.save_problem = None
        return True

    def retry_save(self) -> bool:
        """After a failed autosave: try again (True when the file holds the game now)."""
        return self.save_problem is None or self.autosave()

    def save(self, path: Path) -> None:
        saves.save(path, self.engine, self.seats, self.options, self.seed, self.record, self.state)
