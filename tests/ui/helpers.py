"""Helpers for the Pilot tests: the screen as plain text, waiting for bots, a board harness."""

from __future__ import annotations

import random
import time
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.worker import WorkerCancelled

from boardgames_tui.engine.api import Engine, GameState, Seat
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.session import GameSession
from boardgames_tui.ui.games.base import GameBoard


def screen_text(app: App) -> str:
    """What the terminal shows now, as plain text lines (every layer composited)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(seg.text for seg in strip) for strip in strips)


async def settle(pilot, rounds: int = 3) -> None:
    """Let workers finish and messages be handled."""
    for _ in range(rounds):
        try:
            await pilot.app.workers.wait_for_complete()
        except WorkerCancelled:  # an exclusive bot worker replaced by the next one: fine
            pass
        await pilot.pause()


async def settle_until_human(pilot, timeout: float = 30.0) -> None:
    """Wait until a human seat is to act on the game screen and no bot is thinking.

    Counting rounds is not enough on a loaded machine: the bot's worker may not have started
    when the first round looks, so this waits for the condition itself (a snapshot taken
    earlier would race the bot's move).
    """
    import time

    from boardgames_tui.ui.screens.game import GameScreen

    deadline = time.monotonic() + timeout
    while True:
        await settle(pilot, rounds=1)
        screen = pilot.app.screen
        if isinstance(screen, GameScreen):
            state = screen.session.state
            bots_busy = any(w.group == "bot" and not w.is_finished for w in pilot.app.workers)
            if (state.finished or state.seats[state.actor].kind == "human") and not bots_busy:
                break
        assert time.monotonic() < deadline, "no human seat came to act in time"
    await settle(pilot, rounds=2)


class GameBoardApp(App):
    """A bare app playing one game board over a live state, for the board tests.

    Subclass it with `board_type` and `engine` (the test modules call theirs `BoardApp`).
    It mounts the board (id "board") and shows it the view of the seat deciding with the legal
    actions; a proposed action is applied and shown again, or its reason is recorded in
    `reasons` and handed to `board.rejected`. The board takes the focus after every redraw,
    or, with `focus_when_wanted`, only when its `wants_focus` says so (as the game screen does).
    """

    board_type: ClassVar[type[GameBoard]]
    engine: ClassVar[Engine]
    focus_when_wanted: ClassVar[bool] = False

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state
        self.reasons: list[str] = []
        self.explained: list[str] = []
        """The one-line reasons of Enter on an object no move is about (GameBoard.Explained)."""
        self.offered: list[list] = []
        """The moves of every choice Enter offered (GameBoard.ChoiceOffered)."""

    def compose(self) -> ComposeResult:
        yield self.board_type(self.engine, id="board")

    def on_mount(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        board = self.query_one(self.board_type)
        legal = self.engine.legal_actions(self.state)
        board.show(self.engine.view(self.state, self.state.actor), legal)
        if not self.focus_when_wanted or board.wants_focus(board.view, legal):
            board.focus()

    def on_game_board_action_proposed(self, event: GameBoard.ActionProposed) -> None:
        reason = self.engine.why_illegal(self.state, event.action)
        if reason:
            self.reasons.append(reason)
            event.board.rejected(event.action, reason)
            return
        self.state = self.engine.apply(self.state, event.action)
        self.redraw()

    def on_game_board_explained(self, event: GameBoard.Explained) -> None:
        self.explained.append(event.reason)

    def on_game_board_choice_offered(self, event: GameBoard.ChoiceOffered) -> None:
        self.offered.append(event.moves)


async def until(pilot, check, what: str, timeout: float = 20.0) -> None:
    """Pause until `check()` holds; fail with `what` and the screen after `timeout` seconds."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, f"timed out waiting for {what}:\n{screen_text(pilot.app)}"
        await pilot.pause(0.02)


def finished_game(game: str, save_dir, names: tuple[str, str] = ("Ann", "Bob")) -> GameSession:
    """A seeded game of `game` played to its end by random moves, autosaved in `save_dir`."""
    session = GameSession.new(get_engine(game), [Seat(name=n) for n in names], seed=5, save_dir=save_dir)
    rng = random.Random(5)
    for _ in range(5_000):
        if session.finished:
            break
        session.apply(rng.choice(session.legal_actions()))
    assert session.finished
    session.autosave()
    return session
