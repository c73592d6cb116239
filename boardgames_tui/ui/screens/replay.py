"""Replay: step through the record of a saved or finished game, move by move.

← / → step back and forward, Home / End jump to the start and the end; the game's own board
draws the position after each move (what that move changed marked), [ and ] show the other
seats' boards, the side shows the move in words with its log lines, the scores then, and
the inspect pane (the mouse or the board's cursor). A replay only reads: it never writes
the save, never takes its lock, and no move can be made.

What is visible: a finished game is replayed with everything open (every hand, every deck:
the game is over, as in a replay on Board Game Arena); a game still in play only with what
every seat may see (`view(state, None)`), so a replay cannot be used to peek at a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...engine.api import Action, Engine, GameState, Seat
from ..games import GameBoard, board_for
from ...engine.text import read_as
from ..text import display_name, literal
from ..widgets import InspectPane, KeysFooter, ScoreTable
from .inspect import FULL_TEXT_KEYS, full_text, text_is_cut
from ..widgets._cells import READ_ONLY, READ_ONLY_KEYS, KeyExplained, read_only_reason


class ReplayScreen(Screen):
    """The record of one game, one move at a time (see module docstring)."""

    BINDINGS = [
        Binding("left", "step(-1)", "Back", priority=True),
        Binding("right", "step(1)", "Forward", priority=True),
        Binding("home", "jump(0)", "Start", priority=True),
        Binding("end", "jump_end", "End", priority=True),
        Binding("escape", "close", "Close"),
        *FULL_TEXT_KEYS,
        *READ_ONLY_KEYS,
    ]

    def __init__(
        self,
        engine: Engine,
        seats: Sequence[Seat],
        history: Sequence[GameState],
        record: Sequence[Action],
        *,
        source: str = "",
        at: int | None = None,
    ) -> None:
        super().__init__()
        if len(history) != len(record) + 1:
            raise ValueError("a replay needs the state before every move and after the last")
        self.engine = engine
        self.seats = list(seats)
        self.history = list(history)
        self.record = list(record)
        self.source = source
        self.reveal_all = self.history[-1].finished
        """A finished game shows everything; a game in play only the public view."""
        self.step = len(self.record) if at is None else max(0, min(at, len(self.record)))
        self.board: GameBoard = board_for(engine.id)(engine, id="board")

    @classmethod
    def of_session(cls, session: Any, **kwargs: Any) -> ReplayScreen:
        """The replay of a game in the app (its record replayed from the seed)."""
        return cls(session.engine, session.seats, session.history(), session.record, **kwargs)

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static("", id="status", markup=False)
        with Horizontal(id="game-main"):
            with Vertical(id="board-area"):
                yield self.board
            with Vertical(id="side"):
                yield Static("", id="replay-move", markup=False)
                yield InspectPane(id="inspect")
                yield ScoreTable(compact=True, id="live-scores")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.board.add_class(READ_ONLY)  # the footer offers no Place or Rotate: a replay only reads
        self.show_step()
        self.board.focus()

    # ------------------------------------------------------------ drawing

    def shown(self, k: int) -> GameState:
        """The state after move k (0: the start) as the replay may show it."""
        state = self.history[k]
        return state if self.reveal_all else self.engine.view(state, None)

    def move_words(self, k: int) -> Text:
        """Move k (1-based) in words: who moved, then the log lines the move wrote, in the
        public words every seat may read (the log's one seat-filtered source, as the banner
        and the handoff use it). An action may name what only its mover saw (the seed card
        kept, the cards put under the deck), so the move itself is described only when the
        game is over, or when it wrote no line (ending a turn, passing: public moves)."""
        if k == 0:
            text = Text("The start of the game", style="bold")
            lines = self.history[0].log
        else:
            before, action = self.history[k - 1], self.record[k - 1]
            who = display_name(self.seats[before.actor]) if 0 <= before.actor < len(self.seats) else "The game"
            lines = self.history[k].log
            what = ""
            if self.reveal_all:
                what = self._describe(before, action)
            elif not any(line.for_seat(None).strip() for line in lines):
                what = self._describe(self.shown(k - 1), action)
            name = self.seats[before.actor].name if 0 <= before.actor < len(self.seats) else ""
            what = what.removeprefix(f"{name}: ") if name else what  # games that start a move with its seat's name
            text = Text.assemble((f"Move {k} · ", "bold"), (who, "bold"), f": {what}" if what else "")
        names = [seat.name for seat in self.seats]
        for line in lines:
            words = line.for_seat(None)
            if words.strip():
                # no seat is at the keyboard; a seat named "You" still takes "you" grammar
                text.append("\n" + read_as(words, None, names))
        return text

    def _describe(self, state: GameState, action: Action) -> str:
        try:
            return self.engine.describe(state, action)
        except Exception:  # a game that describes from the full state only: say nothing rather than peek
            return ""

    def show_step(self) -> None:
        k = self.step
        view = self.shown(k)
        n = len(self.record)
        where = "everything open: the game is over" if self.reveal_all else "what every seat may see"
        status = f"Replay · {self.engine.title} · {self.engine.status(view)} · move {k} of {n} · {where}"
        if self.source:
            status += f" · {self.source}"
        self.query_one("#status", Static).update(literal(status))
        self.board.before = self.shown(k - 1) if k > 0 else None
        try:
            self.board.show(view, [])
        except Exception as err:  # a board bug: the move list and scores still replay
            self.log.error(f"board failed in replay: {err!r}")
        self.query_one("#replay-move", Static).update(self.move_words(k))
        try:
            sheet = self.engine.scores(view)
        except Exception:
            sheet = self.engine.scores(self.history[k])
        self.query_one("#live-scores", ScoreTable).show(sheet, [s.name for s in self.seats])
        self.query_one("#inspect", InspectPane).show(self._inspect_cursor())

    def _inspect_cursor(self):
        try:
            return self.board.inspect_cursor()
        except Exception:
            return None

    @on(GameBoard.Inspected)
    def _inspected(self, event: GameBoard.Inspected) -> None:
        event.stop()
        self.query_one("#inspect", InspectPane).show(event.inspection)

    @on(GameBoard.Explained)
    @on(KeyExplained)
    def _explained(self, event: GameBoard.Explained | KeyExplained) -> None:
        event.stop()
        self.notify(event.reason, severity="warning")

    @on(GameBoard.ActionProposed)
    def _no_moves(self, event: GameBoard.ActionProposed) -> None:
        event.stop()
        self.notify("This is a replay: no move can be made here.", severity="warning")

    # ------------------------------------------------------------ keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "full_text":
            return bool(parameters) or text_is_cut(self)  # offered while the pane's text is cut
        return True

    def action_full_text(self, anyway: bool = False) -> None:
        full_text(self, anyway)

    def action_read_only(self, key: str) -> None:
        self.notify(read_only_reason(key, "a replay only shows the moves (← → step through them, Esc closes)"),
                    severity="warning")

    def action_step(self, delta: int) -> None:
        self.action_jump(self.step + delta)

    def action_jump_end(self) -> None:
        self.action_jump(len(self.record))

    def action_jump(self, k: int) -> None:
        k = max(0, min(k, len(self.record)))
        if k != self.step:
            self.step = k
            self.show_step()

    def action_close(self) -> None:
        self.app.pop_screen()
