"""The shared game screen: status line, the game's board, decision panel, log, live scores.

Only this screen applies actions (through the session, `session.Session`). The seat at the
keyboard is the active seat when it is human, else the last human who acted; everything drawn
comes from `session.view(seat at keyboard)`. Bots and the automa decide in an exclusive thread
worker (group "bot") and report back with `BotChose`, once per turn (every decision of the
seat's turn at once, `bots.play_turn`, so the board changes and the pause comes once a turn, not
once a decision, and a search bot's thinking time is the turn's);
undo, leaving and quitting cancel it.
Seats played on another machine (`session.plays_here`) are waited for: the session says when
the game moved (`watch`, then `SessionChanged`), and the bell rings when it is your turn.
"""

from __future__ import annotations

import textwrap
import time
from collections.abc import Callable
from typing import Any, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from ...engine.api import Action, GameState, IllegalAction
from ...engine.text import display_name, possessive, read_as
from ...session import Session, Since
from ..games import GameBoard, board_for
from ..text import unnamed
from ..widgets import DecisionPanel, GameLog, InspectPane, KeysFooter, ScoreTable
from .inspect import FULL_TEXT_KEYS, full_text, text_is_cut
from ..widgets._cells import READ_ONLY, READ_ONLY_KEYS, KeyExplained, key_why_line, parse_action, read_only_reason
from ..widgets._redraw import show_content
from textual.widgets import OptionList


def bot_seconds(seat) -> float:
    """The thinking time of a search bot's seat for its whole turn (0 for every other seat)."""
    from ...bots import turn_seconds

    return turn_seconds(seat)


class GameScreen(Screen):
    """A game in play (see module docstring)."""

    BOT_PAUSE: ClassVar[float] = 0.2
    """Seconds a bot's turn stays "thinking" on screen at least (tests set 0)."""
    TURN_SLACK: ClassVar[float] = 0.08
    """Seconds a search bot's turn may run past its thinking time (the budget of the whole turn,
    `bots.play_turn`) on a busy or slow machine: every decision still searching then stops. The
    turn's goal is its budget + 0.3 s from the person's last move: the move before the worker
    starts and the turn's landing take ~0.05 s and ~0.15 s of it here, so 0.15 s of slack
    (as `mcts.CLOCK_SLACK`'s 0.08 s per decision) left no room."""
    MAX_TURN_DECISIONS: ClassVar[int] = 60
    """The most decisions shown at once: a longer run of one seat (a game of bots only, a solo
    bot) is shown in parts."""
    SAVE_RETRY: ClassVar[float] = 5.0
    """Seconds between tries to write the save while it cannot be written (besides every move)."""

    BINDINGS = [
        *FULL_TEXT_KEYS,  # first: offered only while the inspect pane's text is cut, the key that matters then
        Binding("ctrl+s", "save", "Save"),
        Binding("ctrl+z,u", "undo", "Undo"),
        Binding("ctrl+z,u", "undo_why", "Undo", show=False),  # runs when Undo is dimmed: says why
        Binding("f1", "rules", "Rules"),
        Binding("f2", "scores", "Scores"),
        Binding("f3", "log", "Log"),
        Binding("i", "toggle_inspect", "Inspect"),
        Binding("escape", "menu", "Menu"),
        *(Binding(str(n), f"choose_number({n})", show=False) for n in range(1, 10)),
        *READ_ONLY_KEYS,
    ]

    class BotChose(Message):
        """A bot or the automa decided `actions` (its turn, in order) from move `turn` on."""

        def __init__(self, actions: list[Action], turn: int) -> None:
            super().__init__()
            self.actions = actions
            self.turn = turn

    class SessionChanged(Message):
        """The game moved without this screen (a seat on another machine); posted from any thread."""

    def __init__(self, session: Session, fresh: bool = True) -> None:
        super().__init__()
        self.session = session
        self.engine = session.engine
        self.fresh = fresh
        self.keyboard: int | None = None
        """The seat at the keyboard: whose view is drawn (None: nobody human, public view)."""
        self.hosted_elsewhere = not all(session.plays_here(i) for i in range(len(session.seats)))
        """Some seats play on other machines: the terminal's title (and the bell) say when it is your turn."""
        self.view: GameState | None = None
        self.legal: list[Action] = []
        self.results_shown = False
        self.board_failed = False
        self.status_text = ""
        self.banner_text = ""
        """What the banner says, before it is wrapped to the screen's width (`wrap_banner`)."""
        self.armed: Action | None = None
        """The board's move Enter announced while the inspect pane is hidden (the next Enter makes it)."""
        self.reason_text = ""
        """What the reason line says (a refused move's reason...); "" shows where the keyboard is."""
        self.enter_text = ""
        """The inspect pane's "⏎" line (what Enter does on the board's cursor): on a short
        terminal the reason line shows it (`show_inspection`)."""
        self.shown_problem: str | None = None
        """The save problem the status line shows (to say once when it starts and ends)."""
        self.board: GameBoard = board_for(self.engine.id)(self.engine, id="board")
        self.page_key = self.board.page_binding()
        """The board's v (pages of a narrow terminal): offered from every pane of the screen."""
        if self.page_key is not None:  # first of the screen's keys, where an 80-column footer shows it
            keys = self._bindings.key_to_bindings
            self._bindings.key_to_bindings = {"v": [Binding("v", "page", self.page_key.description),
                                                    Binding("v", "key_why('v', 'page')", show=False)], **keys}

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static("", id="status", markup=False)
        yield Static("", id="banner", markup=False)
        with Horizontal(id="game-main"):
            with Vertical(id="board-area"):
                yield self.board
            with Vertical(id="side"):
                yield DecisionPanel(id="decisions")
                yield InspectPane(id="inspect")
                yield ScoreTable(compact=True, id="live-scores")
                yield GameLog(id="log")
        yield Static("", id="reason", markup=False)
        yield KeysFooter()

    def on_mount(self) -> None:
        state = self.session.state
        humans = [i for i, s in enumerate(self.session.seats) if s.kind == "human" and self.session.plays_here(i)]
        if self.engine.hides_information and len(humans) > 1:
            self.keyboard = None  # public view; the first human to act gets the keyboard by handoff
        elif not state.finished and state.actor in humans:
            self.keyboard = state.actor
        else:
            self.keyboard = humans[0] if humans else None
        self.set_interval(self.SAVE_RETRY, self.retry_save)
        self.session.watch(lambda: self.post_message(self.SessionChanged()))
        self.advance()

    def on_resize(self) -> None:
        self.set_class(self.size.height < 32, "-short")
        pane = self.query_one("#inspect", InspectPane)
        if pane.enter_apart != self.has_class("-short"):
            pane.enter_apart = self.has_class("-short")
            pane.show(pane.inspection, again=True)
            self.show_reason()
        self.wrap_banner()

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "bot")
        self.session.close()  # another boardgames may open the save now

    # ------------------------------------------------------------ the flow of play

    def human_to_act(self) -> bool:
        state = self.session.state
        return (not state.finished and 0 <= state.actor < len(state.seats)
                and state.seats[state.actor].kind == "human" and state.actor == self.keyboard)

    def advance(self) -> None:
        """After any change: hand over the keyboard, redraw, start a bot, or show the results."""
        state = self.session.state
        if self.hosted_elsewhere:
            self.app.terminal_title(f"{'▶ Your turn · ' if self.human_to_act() else ''}{self.engine.title} · boardgames")
        if state.finished:
            self.redraw()
            self.show_results()
            return
        actor = state.actor
        seat = state.seats[actor]
        if not self.session.plays_here(actor):
            self.redraw()  # played on another machine: `watch` says when it moved
        elif seat.kind == "human":
            if actor != self.keyboard:
                if self.engine.hides_information and (self.keyboard is not None or self.human_count() > 1):
                    self.hand_over(actor)
                    return
                self.keyboard = actor
            self.redraw()
            self.focus_for_prompt()
        else:
            self.redraw()
            self.run_bot(state.turn)

    def human_count(self) -> int:
        return sum(1 for i, s in enumerate(self.session.seats) if s.kind == "human" and self.session.plays_here(i))

    def hand_over(self, seat: int) -> None:
        from .handoff import HandoffScreen

        def taken(_: Any = None) -> None:
            self.keyboard = seat
            self.redraw()
            self.focus_for_prompt()

        self.say("")
        self.app.clear_notifications()
        since = self.session.since(seat)
        summary = since.summary(None) if since is not None else ""  # public words: the last seat still looks on
        name = self.session.seats[seat].name
        self.app.push_screen(HandoffScreen(name, self.read(summary, name)), taken)

    def redraw(self) -> None:
        session, engine = self.session, self.engine
        state = session.state
        view = session.view(self.keyboard)
        self.view = view
        self.legal = session.legal_actions() if self.human_to_act() else []
        # status line and banner
        status = engine.status(view)
        if state.finished:
            who = "" if "game over" in status.lower() else "Game over"  # said once
        else:
            actor = state.seats[state.actor]
            prompt = view.prompt.text.removeprefix(f"{actor.name}: ")  # named once: not "Ann to act: Ann: take…"
            if actor.kind == "human":
                who = f"{actor.name} to act: {prompt}"
            else:  # the bot worker starts right after this redraw
                who = f"{display_name(actor)} thinking… {prompt}"
        self.status_text = " · ".join(part for part in (engine.title, status, who) if part)
        self.show_status()
        since = session.since(self.keyboard)
        if since is not None and not since.before.is_view:  # a remote seat's `since` is a view already
            since = Since(engine.view(since.before, self.keyboard), since.lines, since.moves)
        self.board.before = since.before if since is not None else None
        self.show_banner(since)
        # the board, the decisions, the log, the scores
        self.board.set_class(state.finished, READ_ONLY)  # a finished game only shows
        try:
            self.board.show(view, self.legal)
        except Exception as err:  # a board bug must not stop the game: the panel still plays it
            self.log.error(f"board {type(self.board).__name__} failed: {err!r}")
            if not self.board_failed:
                self.board_failed = True
                self.app.notify(f"The board could not be drawn ({err}); the move list still works.",
                                severity="error", timeout=10)
        panel = self.query_one("#decisions", DecisionPanel)
        if self.legal:
            panel.show([(a, self.move_words(a)) for a in self.legal], prompt=self.prompt_words())
        else:
            waiting = "Game over" if state.finished else f"{state.seats[state.actor].name} is deciding…"
            panel.show([], prompt="Moves", waiting=waiting)
        self.query_one("#log", GameLog).show(self.log_lines())
        try:
            sheet = engine.scores(view)
        except Exception:  # some games score only full states
            sheet = session.scores()
        self.query_one("#live-scores", ScoreTable).show(sheet, [s.name for s in session.seats])  # compact: the plain names fit
        self.inspect_focused()
        self.refresh_bindings()

    BANNER_LINES: ClassVar[tuple[int, int]] = (2, 4)
    """Lines the banner may take at most: below 32 rows, and from there."""

    def show_banner(self, since) -> None:
        """Whose turn it is (hot-seat) and what the other seats did since the keyboard's seat
        last acted (as that seat may read it): the whole of their turn, wrapped; past the
        banner's lines, the rest is in the whole log (F3), and the last line says so."""
        state = self.session.state
        parts = []
        if not state.finished and state.seats[state.actor].kind == "human" and self.human_count() > 1:
            actor = state.seats[state.actor].name
            parts.append(f"▶ Your turn ({actor})" if state.actor == self.keyboard else f"▶ {possessive(actor)} turn")
        if since is not None and (summary := since.summary(self.keyboard)):
            parts.append(f"Since your last move: {self.read(summary, self.reader())}")
        self.banner_text = " · ".join(parts)
        self.wrap_banner()

    def wrap_banner(self) -> None:
        banner = self.query_one("#banner", Static)
        text = self.banner_text
        width = max(20, (self.size.width or self.app.size.width) - 2)  # less the padding
        lines = textwrap.wrap(text, width) if text else []
        most = self.BANNER_LINES[0 if self.has_class("-short") else 1]
        if len(lines) > most:
            more = " … F3: the rest"
            lines = lines[:most]
            lines[-1] = lines[-1][: width - len(more)].rstrip() + more
        show_content(banner, "\n".join(lines))
        banner.display = bool(lines)

    def reader(self) -> str | None:
        """The name of the seat at the keyboard (None when it holds no seat)."""
        seats = self.session.seats
        return seats[self.keyboard].name if self.keyboard is not None and 0 <= self.keyboard < len(seats) else None

    def log_lines(self) -> list[str]:
        """The log as the seat at the keyboard reads it (the log pane and F3): only what it may
        see, its own moves in the second person."""
        reader = self.reader()
        return [self.read(line, reader) for line in self.session.log_for(self.keyboard)]

    def read(self, text: str, reader: str | None) -> str:
        """A line of the log as `reader` reads it: its own moves in the second person."""
        return read_as(text, reader, [s.name for s in self.session.seats])

    def show_status(self) -> None:
        """The status line, led by a warning while the save cannot be written; says when that changes."""
        problem = self.session.save_problem
        warning = f"⚠ NOT SAVED ({problem}) · " if problem else ""
        if link := self.session.link_problem:
            warning = f"⚠ {link} · {warning}"
        page = self.board.page_words() if self.is_mounted else ""
        show_content(self.query_one("#status", Static), warning + (f"[{page}] " if page else "") + self.status_text)
        self.query_one("#status", Static).set_class(bool(problem), "-unsaved")
        if problem != self.shown_problem:
            if problem:
                self.app.notify(f"{problem}. The game goes on and is saved as soon as writing works again.",
                                title="The game is not being saved", severity="error", timeout=10)
            elif self.shown_problem is not None and self.session.path is not None:
                self.app.notify(f"Saved to {self.session.path}", title="Saving works again")
            self.shown_problem = problem

    def retry_save(self) -> None:
        """Timer: while the save cannot be written, try again (moves try on their own)."""
        if self.session.save_problem is not None:
            self.session.retry_save()
            self.show_status()

    def actor_name(self) -> str | None:
        state = self.session.state
        return state.seats[state.actor].name if 0 <= state.actor < len(state.seats) else None

    def move_words(self, action: Action) -> str:
        """A move of the seat deciding, in the moves list and the reason line: its words without
        the seat's name in front (the prompt and the status line name it)."""
        return unnamed(self.describe(action), self.actor_name())

    def prompt_words(self) -> str:
        """The prompt as the moves list's title: the seat named once ("You: you cannot …" reads
        "You cannot …" when the words address the seat already)."""
        text, name = self.view.prompt.text, self.actor_name()
        rest = unnamed(text, name)
        return rest if rest != text and rest.lower().startswith(("you ", "you:", "your ")) else text

    def describe(self, action: Action) -> str:
        try:
            return self.engine.describe(self.view, action)
        except Exception:  # some games describe from the full state; it is the actor's own move
            return self.engine.describe(self.session.state, action)

    def focus_for_prompt(self) -> None:
        if self.view is not None and self.legal and self.board.wants_focus(self.view, self.legal):
            self.board.take_keyboard()  # straight to the part for the prompt: one focus move, or none
        else:
            self.query_one("#decisions", DecisionPanel).focus()

    def show_results(self) -> None:
        if self.results_shown:
            return
        self.results_shown = True
        from .results import ResultsScreen

        self.app.push_screen(ResultsScreen(self.session))

    # ------------------------------------------------------------ moves

    def try_action(self, action: Action) -> bool:
        """Check and apply a move of the seat at the keyboard; show the reason when illegal."""
        if not self.human_to_act():
            self.say("Wait: it is not your turn to decide.")
            return False
        reason = self.session.why_illegal(action)
        if reason is None:
            try:
                self.session.apply(action, save=False)  # saved after the frame that shows it
            except IllegalAction as err:
                reason = str(err)
            except Exception as err:  # a bug in the game's rules: nothing was applied
                self.log.error(f"applying {action!r} failed: {err!r}")
                self.app.notify(f"{type(err).__name__}: {err}", title="The game failed on this move",
                                severity="error", timeout=15)
                return False
        if reason is not None:
            text = f"{self.move_words(action)}: {reason}"
            self.say(text)
            self.app.notify(text, title="Not allowed", severity="warning")
            self.board.rejected(action, reason)
            return False
        self.say("")
        self.advance()
        self.save_after_frame()
        return True

    def save_after_frame(self) -> None:
        """Write the autosave once the frame showing the move is drawn: its atomic write and
        fsync (~30 ms of disk wait, on this thread) no longer delay the move on screen, and a
        bot's turn starts thinking first. Leaving or quitting writes it at once (`close`)."""
        def save() -> None:
            self.session.save_pending()
            if self.session.save_problem != self.shown_problem:
                self.show_status()
        self.call_after_refresh(save)

    def say(self, text: str) -> None:
        """The reason line: `text`, or (when "") where the keyboard is."""
        self.reason_text = text
        self.show_reason()

    def show_reason(self) -> None:
        line = self.query_one("#reason", Static)
        line.set_class(not self.reason_text, "-where")
        show_content(line, self.reason_text or self.keyboard_where())

    def keyboard_where(self) -> str:
        """Which pane has the keyboard, in words (the panes are labelled, not only coloured)."""
        focused = self.focused
        if focused is None:
            return ""
        if focused is self.board or self.board in focused.ancestors:
            part = self.board.pane_name(focused)
            if self.enter_text and self.query_one("#inspect", InspectPane).enter_apart:
                return f"▶ the board{' · ' + part if part else ''}: {self.enter_text} (Tab: next pane)"
            return f"▶ keys: the board{' · ' + part if part else ''} (Tab: next pane)"
        if isinstance(focused, DecisionPanel):
            return "▶ keys: the moves list (Tab: next pane)"
        if isinstance(focused, GameLog):
            return "▶ keys: the log (Tab: next pane)"
        return ""

    @on(DecisionPanel.ActionChosen)
    def _panel_chose(self, event: DecisionPanel.ActionChosen) -> None:
        event.stop()
        self.try_action(event.action)

    @on(GameBoard.ActionProposed)
    def _board_proposed(self, event: GameBoard.ActionProposed) -> None:
        """A move made on the board. With the inspect pane hidden (i) its "⏎" line was not seen:
        the first Enter then says the move, the second makes it (never a move not shown)."""
        event.stop()
        pane = self.query_one("#inspect", InspectPane)
        if not pane.display and self.armed != event.action and self.human_to_act():
            self.armed = event.action
            self.say(f"⏎ again: {self.move_words(event.action)}")
            return
        self.armed = None
        self.try_action(event.action)

    @on(GameBoard.ChoiceOffered)
    def _board_offered(self, event: GameBoard.ChoiceOffered) -> None:
        """Enter on an object several moves are about: the panel lists just those, with the keyboard."""
        event.stop()
        if not self.human_to_act():
            self.say("Wait: it is not your turn to decide.")
            return
        panel = self.query_one("#decisions", DecisionPanel)
        panel.narrow([(a, self.move_words(a)) for a in event.moves],
                     f"Choose one of {len(event.moves)} · Esc: every move")
        self.say(f"{len(event.moves)} moves are about this: choose one in the list (Esc: every move).")
        panel.focus()

    @on(GameBoard.Explained)
    def _board_explained(self, event: GameBoard.Explained) -> None:
        event.stop()
        self.say(event.reason)

    @on(KeyExplained)
    def _key_explained(self, event: KeyExplained) -> None:
        """A key pressed where it does nothing now (the footer did not offer it): say why."""
        event.stop()
        self.say(event.reason)

    @on(DecisionPanel.Widened)
    def _panel_widened(self, event: DecisionPanel.Widened) -> None:
        event.stop()
        self.say("")
        if self.view is not None and self.legal:
            event.panel.show([(a, self.move_words(a)) for a in self.legal], prompt=self.prompt_words())

    # ------------------------------------------------------------ inspecting

    @on(GameBoard.Inspected)
    def _board_inspected(self, event: GameBoard.Inspected) -> None:
        event.stop()
        self.show_inspection(event.inspection)

    @on(OptionList.OptionHighlighted, "#decisions")
    def _move_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        # the pane follows the keyboard: a moves list refilled for a new prompt while the board
        # keeps the keyboard (take_keyboard moves no focus then) must not cover the board's cursor
        self.inspect_focused()

    def inspect_highlighted_move(self) -> None:
        panel = self.query_one("#decisions", DecisionPanel)
        index = panel.highlighted
        if index is None or not (0 <= index < len(panel.actions)):
            return
        self.show_inspection(self._inspect(self.board.inspect_action, panel.actions[index]))

    def inspect_focused(self) -> None:
        """The pane follows the keyboard: the board's cursor, or the panel's highlighted move."""
        focused = self.focused
        if focused is not None and (focused is self.board or self.board in focused.ancestors):
            self.show_inspection(self._inspect(self.board.cursor_inspection))
        elif isinstance(focused, DecisionPanel) and self.legal and focused.highlighted is not None:
            self.inspect_highlighted_move()
        else:  # no move to read (a finished game, a bot's turn): the board's cursor, in this view's words
            self.show_inspection(self._inspect(self.board.inspect_cursor))

    def show_inspection(self, inspection: Any) -> None:
        """The inspect pane shows `inspection`. On a short terminal (24 rows) its "⏎" line goes
        to the line under the board instead, so that the pane's few lines hold the card's text."""
        pane = self.query_one("#inspect", InspectPane)
        pane.show(inspection)
        enter = next((line for line in inspection.lines if line.startswith("⏎ ")), "") if inspection is not None else ""
        if enter != self.enter_text:
            self.enter_text = enter
            if not self.reason_text and pane.enter_apart:
                self.show_reason()

    def _inspect(self, what: Callable[..., Any], *args: Any) -> Any:
        try:
            return what(*args)
        except Exception as err:  # a board's words failing must not stop the game
            self.log.error(f"inspecting failed: {err!r}")
            return None

    def on_descendant_focus(self) -> None:
        focused = self.focused
        # the board has the keyboard: on a short terminal the inspect pane takes the moves list's room
        # (the class is on the side column it shapes: on the screen it restyled every widget)
        self.query_one("#side").set_class(focused is not None and (focused is self.board or self.board in focused.ancestors), "-board-keys")
        self.inspect_focused()
        self.show_status()  # v moves the keyboard to the page it shows: say which page
        if not self.reason_text:
            self.show_reason()

    def on_key(self) -> None:
        self.call_after_refresh(self.show_status)  # after the key's action (v may turn the page)

    def action_toggle_inspect(self) -> None:
        pane = self.query_one("#inspect", InspectPane)
        pane.display = not pane.display

    def action_full_text(self, anyway: bool = False) -> None:
        full_text(self, anyway)

    def action_choose_number(self, number: int) -> None:
        self.query_one("#decisions", DecisionPanel).choose(number - 1)

    # ------------------------------------------------------------ bots

    @work(thread=True, exclusive=True, group="bot", exit_on_error=False)
    def run_bot(self, turn: int) -> None:
        """The whole turn of the seat to act (`bots.play_turn`: a search bot's budget is the
        turn's), decided on a copy here; then one `BotChose` with all of it, BOT_PAUSE after the
        start at the earliest, so the board changes once a turn and its changes are marked."""
        from ...bots import play_turn

        worker = get_current_worker()
        state = self.session.state
        if state.turn != turn or state.finished:
            return
        start = time.monotonic()
        stop_at = start + bot_seconds(state.seats[state.actor]) + self.TURN_SLACK
        actions = play_turn(self.engine, state, cancel=lambda: worker.is_cancelled or time.monotonic() >= stop_at,
                            most=self.MAX_TURN_DECISIONS)
        while not worker.is_cancelled and time.monotonic() - start < self.BOT_PAUSE:
            time.sleep(min(0.05, max(0.0, self.BOT_PAUSE - (time.monotonic() - start))))
        if not worker.is_cancelled:
            self.post_message(self.BotChose(actions, turn))

    def on_game_screen_bot_chose(self, message: BotChose) -> None:
        state = self.session.state
        if message.turn != state.turn or state.finished or state.seats[state.actor].kind == "human":
            return
        name = state.seats[state.actor].name
        try:
            self.session.apply_turn(message.actions, save=False)  # saved once, after the turn is drawn
        except IllegalAction as err:
            self.app.notify(f"{name} tried an illegal move: {err}", severity="error", timeout=15)
            self.redraw()  # what was applied before it is shown; the game waits
            self.save_after_frame()
            return
        except Exception as err:  # a bug in the game's rules: nothing more is applied
            self.app.notify(f"{type(err).__name__}: {err}", title="The game failed on a bot's move",
                            severity="error", timeout=15)
            self.redraw()
            self.save_after_frame()
            return
        self.advance()
        self.save_after_frame()

    def on_game_screen_session_changed(self, message: SessionChanged) -> None:
        """The game moved on another machine (or the link to it dropped or came back)."""
        was_mine = bool(self.legal)  # as last drawn: the session holds the new state already
        self.advance()
        mine = self.human_to_act()
        if mine and not was_mine:
            self.app.bell()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "bot" and event.state == WorkerState.ERROR:
            self.app.notify(f"The bot failed: {event.worker.error}", severity="error", timeout=15)

    # ------------------------------------------------------------ commands

    def action_save(self) -> None:
        path = self.session.path
        if path is None:
            self.app.notify("This game has no save file", severity="warning")
            return
        known = self.shown_problem
        saved = self.session.autosave()
        self.show_status()  # says it when saving stops or starts working again
        if saved and known is None:
            self.app.notify(f"Saved to {path}", title="Saved")
        elif not saved and known is not None:
            self.app.notify(self.session.save_problem or "", title="Still cannot save", severity="error", timeout=10)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Undo shows dimmed in the Footer while unavailable (pressing it still says why); v
        only where it turns the board's pages."""
        if action == "full_text":
            return bool(parameters) or text_is_cut(self)  # offered while the pane's text is cut
        if action == "page":
            return self.page_key is not None and self.board.key_reason(*parse_action(self.page_key.action)) is None
        if action == "read_only":
            return self.board.has_class(READ_ONLY)  # else the key is the board's (or nothing's)
        if action == "undo" and self.session.state.finished:
            return False  # not offered once the game is over (the key still says why: undo_why)
        if action == "undo" and not (self.session.can_undo() and self.human_to_act()):
            return None
        return True

    async def action_page(self) -> None:
        """v from any pane: the board's next page (it takes the keyboard, as v on the board does)."""
        if self.page_key is not None:
            await self.board.run_action(self.page_key.action)
            self.show_status()

    def action_key_why(self, key: str, action: str) -> None:
        reason = self.board.key_reason(*parse_action(self.page_key.action)) if action == "page" and self.page_key else None
        self.say(key_why_line(key, reason or "not at this moment"))

    def action_read_only(self, key: str) -> None:
        self.say(read_only_reason(key, "the game is over and its board only shows it (F2 scores, F3 the log, Esc the menu)"))

    def action_undo_why(self) -> None:
        self.action_undo()

    def action_undo(self) -> None:
        reason = self.session.undo_blocker()
        if reason is None and not self.human_to_act():
            reason = "it is not your turn"
        if reason is not None:
            self.app.notify(f"Cannot undo: {reason}", title="Undo", severity="warning")
            self.say(f"Undo unavailable: {reason}")
            return
        self.workers.cancel_group(self, "bot")
        self.session.undo()
        self.say("Move taken back.")
        self.advance()

    def action_rules(self) -> None:
        self.app.show_rules(self.engine.id)

    def action_scores(self) -> None:
        from .results import ScoresScreen

        self.app.push_screen(ScoresScreen(self.session, self.keyboard))

    def action_log(self) -> None:
        """F3: the whole log, scrollable, as the seat at the keyboard may read it."""
        from .log import LogScreen

        seat = self.keyboard
        name = self.session.seats[seat].name if seat is not None else None
        self.app.push_screen(LogScreen(self.log_lines(), name))

    def action_load(self) -> None:
        from .load import LoadScreen

        self.app.push_screen(LoadScreen(self.app.save_dir))

    def action_menu(self) -> None:
        self.workers.cancel_group(self, "bot")
        self.app.to_menu()
        if self.session.path is not None:
            self.app.notify(f"The game is saved in {self.session.path.name}", title="Saved")

    def action_quit_game(self) -> None:
        from .confirm import ConfirmScreen

        where = self.session.path
        note = (f"The game is saved in {where}.\nResume it with: boardgames resume" if where
                else "This game is not being saved.")

        def answer(yes: bool | None) -> None:
            if yes:
                self.workers.cancel_group(self, "bot")
                self.app.exit()

        self.app.push_screen(ConfirmScreen("Quit boardgames?", note, yes="Quit", no="Keep playing"), answer)
