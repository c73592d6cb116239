"""The base class of a game's board area on the shared game screen.

How the game screen uses a board
================================
The game screen (ui/screens/game.py) is the same for every game: status line at the top,
the board area, the decision panel (every legal action, always enough to play the whole
game), the log and a live score summary. The board area is one `GameBoard` widget, picked
with `board_for(engine.id)` from ui/games/__init__.py.

After every change (a move, an undo, a load, a new seat at the keyboard) the screen calls

    board.show(view, legal)

- `view` is `engine.view(state, seat_at_keyboard)`: what the player at the keyboard may
  see. Hidden things are HIDDEN / HIDDEN_ID markers (counts kept): draw card backs for them.
  A board never sees the full state, so it cannot leak another seat's hand.
- `legal` is `engine.legal_actions(state)` of the current prompt while a human at the
  keyboard decides, and `[]` while a bot or automa decides or the game is over (draw the
  position then, but offer nothing). `view.prompt.kind` is the stable tag of the prompt
  (e.g. "place-tile"): use it to choose what has the cursor and what to highlight.
- `view.viewer` is the seat at the keyboard; `view.actor` the seat deciding now.

When the player makes a move on the board (cursor + Enter, a click), the board builds the
engine Action and posts

    self.propose(action)        # posts GameBoard.ActionProposed(action)

The screen then calls `session.why_illegal(action)`. If there is a reason it shows it (and
calls `board.rejected(action, reason)`, e.g. to flash the spot); otherwise it applies the
action and calls `show` again with the new view. Build any action you like from the
cursor: it does not have to be in `legal` (the reason is the player's feedback), but use
`legal` to highlight the legal spots.

How to write a game board (ui/games/<game_module>.py)
=====================================================
1. Subclass `GameBoard`, set `game_id` to the engine id, compose it from the shared widgets
   in ui/widgets (HexBoard, SquareGrid, CardGrid, Track, ScoreTable...) and Static text.
2. Implement `show(view, legal)`: redraw everything from the view. Keep it fast (< 20 ms):
   it runs after every action. Do not keep game facts anywhere but in the view you got.
3. Listen to the widgets' messages (`HexBoard.SpotChosen`, `SquareGrid.SpotChosen`,
   `CardGrid.CardChosen`...), turn them into an engine Action and call `self.propose(action)`.
   Stop the widget message there (`event.stop()`) so it does not bubble further.
4. Colours: only theme variables. Each widget has tones (CSS component classes such as
   `hex-board--p0`, `hex-board--water`; see ui/widgets/_cells.py TONES); give a cell a tone
   by name. For extra tones subclass the widget, add `hex-board--<tone>` to its
   COMPONENT_CLASSES and a rule to its DEFAULT_CSS using Textual's built-in theme variables
   ($primary, $secondary, $accent, $success, $warning, $error, $foreground-muted, ...),
   never literal colours. ($legal-spot, $ghost and $illegal-spot exist only in screens.tcss,
   so DEFAULT_CSS cannot use them.) Check textual-dark, textual-light and textual-ansi.
5. Keys: bindings of the board (r rotate, f flip, arrows, Enter...) appear in the Footer
   while the board has focus. Never bind 1–9, u, ctrl+s, ctrl+z, ctrl+q, F1, F2, F3, F4, Tab,
   Escape or ctrl+p: the screen uses them. Override `wants_focus(view, legal)` to take the
   keyboard for the prompts the board plays (e.g. `view.prompt.kind == "place-tile"`); Tab
   moves between the board, the decision panel and the log.
6. Define `BOARD = MyBoard` at module level; the registry in ui/games/__init__.py finds it.
   The constructor must accept the keyword arguments of `GameBoard.__init__`.
7. Test in tests/ui/test_<game>_board.py: mount the board in a tiny App (see
   tests/ui/test_games_base.py), call `show` with a real view, press keys, and assert on
   the posted ActionProposed. tests/ui/hexling_board.py is a complete small board (the
   test game's), used by tests/ui/test_app.py through the `hexling_board` fixture.
8. Inspecting: the screen's inspect pane shows the full text of what the player points at.
   Return an `Inspection` (engine/api.py; the words come from the game's engine data, in
   `engine/<game>/glossary.py`) from
   - `inspect_cursor()`: what the cursor of the board's part with the keyboard points at
     (the screen asks when the board gets the keyboard and after `show`);
   - `inspect_action(action)`: the component a move of the decision panel refers to (the
     screen asks when the panel's highlight moves);
   and call `self.inspect(...)` when the cursor moves or the mouse hovers something
   (`CellBoard.Hovered`, `CardGrid.Hovered`): it posts `Inspected` for the screen.
8b. Enter: implement `enter_here()` (board_keys.py): what Enter does on the object under the
   cursor of the part with the keyboard, an `Enter` of the legal moves about it (one: the move,
   several: a choice) or the reason there is none. Call `self.enter()` from every Enter / click
   message of the board's widgets; the inspect pane's "⏎" line reads the same `enter_here()`,
   so pass `cursor=False` to `inspect` for what the mouse only hovers. Name the parts that take
   the keyboard in `PANE_NAMES` (the screen says where the keys are).
9. What just happened: before `show`, the screen sets `self.before` to the view (same seat)
   as it was right after the seat at the keyboard last acted, or None when no other seat
   has acted since. Mark what differs between `self.before` and the view: `mark_changed`
   on a HexBoard/SquareGrid, `Card(changed=True)` on a CardGrid.
10. If `show` raises, the screen reports it once and the game stays playable from the
   decision panel; still, a board must draw any legal view of its game.
11. Shared habits (mixins below, put them before `GameBoard` in the bases):
   - `SeatSwitching`: `[` / `]` show another seat's board (`self.shown`), with the hint and
     title words for it; bind `*SeatSwitching.seat_bindings("dome")` in BINDINGS.
   - `NarrowLayout`: class `-narrow` below `NARROW` columns (set on resize).
   - `TwoPanes`: a `NarrowLayout` whose main pane and info pane take turns with v (`-info`).

Minimal example::

    class HexlingBoard(GameBoard):
        game_id = "hexling"

        def compose(self) -> ComposeResult:
            yield HexBoard(MAP, id="map")

        def show(self, view, legal):
            hexes = self.query_one("#map", HexBoard)
            hexes.set_cells({h: (str(view.values[i]) if view.board[i] >= 0 else ".",
                                 f"p{view.board[i]}" if view.board[i] >= 0 else "empty")
                             for i, h in enumerate(MAP)})
            hexes.highlight({(a.q, a.r) for a in legal if a.kind == "place"})

        @on(HexBoard.SpotChosen)
        def _spot(self, event):
            event.stop()
            self.propose(PlaceCard(q=event.coord[0], r=event.coord[1]))

    BOARD = HexlingBoard
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding
from ...engine.text import possessive
from ..text import escape, unnamed  # names shown literally (ui/text.py), not textual.markup.escape
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from ...engine.api import Action, Engine, GameState, Inspection
from ..widgets._cells import KeysSayWhy, saying_why
from ..widgets._redraw import show_content
from .board_keys import Enter, enter_line, nothing_here, with_enter_line


class GameBoard(KeysSayWhy, Widget, can_focus=True):
    """A game's board area: redrawn by `show(view, legal)`, proposes moves by message."""

    game_id: ClassVar[str] = ""
    """The engine id this board draws (e.g. "planet-b")."""

    DEFAULT_CSS = """
    GameBoard {
        height: 1fr;
        width: 1fr;
        overflow: auto auto;
    }
    """

    class ActionProposed(Message):
        """The player made a move on the board; the screen checks and applies it."""

        def __init__(self, board: GameBoard, action: Action) -> None:
            super().__init__()
            self.board = board
            self.action = action

        @property
        def control(self) -> GameBoard:
            return self.board

    class Inspected(Message):
        """The player points at something on the board: show `inspection` (None: nothing there)."""

        def __init__(self, board: GameBoard, inspection: Inspection | None) -> None:
            super().__init__()
            self.board = board
            self.inspection = inspection

        @property
        def control(self) -> GameBoard:
            return self.board

    class ChoiceOffered(Message):
        """Enter on an object several moves are about: the screen offers just these `moves`."""

        def __init__(self, board: GameBoard, moves: Sequence[Action]) -> None:
            super().__init__()
            self.board = board
            self.moves = list(moves)

        @property
        def control(self) -> GameBoard:
            return self.board

    class Explained(Message):
        """Enter on an object no move is about: the screen shows `reason` (one line)."""

        def __init__(self, board: GameBoard, reason: str) -> None:
            super().__init__()
            self.board = board
            self.reason = reason

        @property
        def control(self) -> GameBoard:
            return self.board

    def __init__(
        self,
        engine: Engine | None = None,
        *,
        name: str | None = None,
        id: str | None = None,  # noqa: A002 - Textual's name
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self.engine = engine
        """The game's engine (for `describe`, content and geometry); None only in bare tests."""
        self.view: GameState | None = None
        """The last view shown (set by `show` in subclasses that call super().show)."""
        self.legal: list[Action] = []
        """The last legal actions shown ([] while nobody at the keyboard decides)."""
        self.before: GameState | None = None
        """The view as it was after the keyboard's seat last acted (None: nobody acted since)."""

    # ------------------------------------------------------------ the contract

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        """Redraw from `view` (of the seat at the keyboard) and the prompt's `legal` actions.

        Subclasses override it; calling `super().show(view, legal)` first keeps `self.view`
        and `self.legal` up to date.
        """
        self.view = view
        self.legal = list(legal)

    def propose(self, action: Action) -> None:
        """Offer a move to the screen (posts `ActionProposed`)."""
        self.post_message(self.ActionProposed(self, action))

    def on_focus(self) -> None:
        """Hand the keyboard on to `focus_target()` (by default the first focusable widget).

        Deferred, and skipped when a subclass's own `on_focus` already moved the focus (Textual
        runs the handlers of every class in the MRO, the subclass's first).
        """
        self.call_after_refresh(self._forward_focus)

    def _forward_focus(self) -> None:
        if self.has_focus:
            target = self.focus_target()
            if target is not None and target is not self:
                target.focus()

    def keyboard_target(self) -> Widget:
        """The widget that has the keyboard once focusing the board has handed it on (the
        board itself when no part takes it). Boards whose `on_focus` picks the part override it."""
        return self.focus_target() or self

    def take_keyboard(self) -> None:
        """Give the keyboard to `keyboard_target()` in one move (the screen calls it when the
        prompt wants the board). Focusing the board and then its part restyled the whole board
        twice and repainted the screen twice, every turn; a part that has the keyboard keeps it
        without a focus event at all. The board itself keeps it while it has it."""
        if self.has_focus:
            return
        target = self.keyboard_target()
        if not (self.is_attached and self.screen.focused is target):
            target.focus()

    def focus_target(self) -> Widget | None:
        """The widget that takes the keyboard when the board gets focus; None keeps it here."""
        for widget in self.query("*"):
            if widget.focusable and self._on_screen(widget):
                return widget
        return None

    def _on_screen(self, widget: Widget) -> bool:
        """False when the widget or a parent up to the board is hidden (`display: none`,
        e.g. the pane a narrow layout is not showing): focus must not go there."""
        node: Any = widget
        while node is not None and node is not self:
            if not node.display:
                return False
            node = node.parent
        return True

    def page_words(self) -> str:
        """In a narrow terminal, which page of `v` shows ("page 1/2: dome"), for the
        status line; "" when every part shows. Boards whose v binding reads "<Main>/<Info>"
        (`toggle_info`, class -info) get it from there; others override."""
        if not self.has_class("-narrow"):
            return ""
        binding = next((b for bs in self._bindings.key_to_bindings.values() for b in bs if b.action == "toggle_info"), None)
        if binding is None or "/" not in binding.description:
            return ""
        main, info = (w.strip().lower() for w in binding.description.split("/", 1))
        return f"page 2/2: {info}" if self.has_class("-info") else f"page 1/2: {main}"

    def page_binding(self) -> Binding | None:
        """The board's v binding (turning pages in a narrow terminal), if it has one: the game
        screen offers the same key from every pane."""
        return next((b for b in self._bindings.key_to_bindings.get("v", ()) if b.show), None)

    PANE_NAMES: ClassVar[dict[str, str]] = {}
    """Widget id -> what that part of the board is called ("hive", "hand"), for the keyboard label."""

    def pane_name(self, widget: Widget) -> str:
        """The name of the board's part `widget` belongs to ("" for the board as a whole)."""
        node: Any = widget
        while node is not None and node is not self:
            if node.id in self.PANE_NAMES:
                return self.PANE_NAMES[node.id]
            node = node.parent
        return ""

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        """True when the board should take the keyboard for this prompt (e.g. a placement).

        Called by the screen after `show`; by default the decision panel keeps the focus.
        Use `view.prompt.kind` to decide.
        """
        return False

    # ------------------------------------------------------------ inspecting

    def inspect_cursor(self) -> Inspection | None:
        """What the cursor of the board's part with the keyboard points at (override)."""
        return None

    def inspect_action(self, action: Action) -> Inspection | None:
        """The component a move of the decision panel is about (override)."""
        return None

    def inspect(self, inspection: Inspection | None, *, cursor: bool = True) -> None:
        """Show `inspection` in the screen's inspect pane (posts `Inspected`).

        `cursor`: it is what the cursor points at, so the pane adds what Enter does there
        (board_keys.py); False for what the mouse hovers.
        """
        if cursor:
            inspection = with_enter_line(inspection, self.enter_words())
        self.post_message(self.Inspected(self, self.shape_inspection(inspection)))

    def inspect_now(self) -> None:
        """Show what the cursor points at now (after a cursor move of a widget of the board)."""
        self.inspect(self.inspect_cursor())

    def cursor_inspection(self) -> Inspection | None:
        """What the screen's inspect pane shows for the board's cursor: its words and the Enter line."""
        return self.shape_inspection(with_enter_line(self.inspect_cursor(), self.enter_words()))

    def shape_inspection(self, inspection: Inspection | None) -> Inspection | None:
        """Last touch before the pane shows a text (override, e.g. to pad it to a steady height)."""
        return inspection

    # ------------------------------------------------------------ Enter: move, choice or reason

    def enter_here(self) -> Enter | None:
        """What Enter does on the object under the keyboard's cursor now (board_keys.py).

        Override in every board; None: the part with the keyboard has no Enter.
        """
        return None

    def nothing_here(self) -> str:
        """The general one-line reason when the object under the cursor names no move."""
        return nothing_here(self.view, self.legal)

    def no_move(self, why: str) -> str:
        """A reason in one line: why this object names no move, and what the prompt asks instead
        (whose turn it is, when nobody at the keyboard decides)."""
        if not self.legal or self.view is None:
            return self.nothing_here()
        return f"{why[0].upper()}{why[1:]}. Now: {self.view.prompt.text}."

    def not_yours(self) -> Enter | None:
        """Enter while the board shows another seat's part than the deciding one's: show the
        deciding seat's own again (None: it is the actor's, or nobody at the keyboard decides)."""
        v = self.view
        shown = getattr(self, "shown", None)
        if v is None or not self.legal or shown is None or shown == v.actor:
            return None

        def back() -> None:
            self.shown = v.actor
            self.seat_switched()

        return Enter(then=back, words=f"this is {v.seats[shown].name}'s: Enter shows yours again")

    def enter_words(self) -> str:
        """The inspect pane's "⏎ …" line for the cursor ("" when `enter_here` knows nothing, or
        nobody at the keyboard decides: Enter then only says whose turn it is)."""
        if not self.legal:
            return ""
        try:
            return enter_line(self.enter_here(), self.describe)
        except Exception:  # a board's bookkeeping failing must not stop the pane
            return ""

    def enter(self, outcome: Enter | None = None) -> None:
        """Do what Enter does here: the single move, a choice of several, or the reason for none."""
        if outcome is None:
            outcome = self.enter_here()
        if outcome is None:
            return
        if outcome.then is not None:
            outcome.then()
        elif len(outcome.moves) == 1:
            self.propose(outcome.moves[0])
        elif outcome.moves:
            self.post_message(self.ChoiceOffered(self, outcome.moves))
        else:
            self.post_message(self.Explained(self, outcome.reason or self.nothing_here()))

    def rejected(self, action: Action, reason: str) -> None:
        """Called by the screen when a proposed action is illegal; the screen shows the reason."""

    def describe(self, action: Action) -> str:
        """The engine's words for an action of the current view (the deciding seat's name in
        front left out: the board's prompt names it, ui/text.py `unnamed`)."""
        if self.engine is None or self.view is None:
            return str(action)
        v = self.view
        name = v.seats[v.actor].name if 0 <= v.actor < len(v.seats) else None
        return unnamed(self.engine.describe(v, action), name)

    @staticmethod
    def of_kind(legal: Sequence[Action], kind: str) -> list[Any]:
        """The legal actions whose `kind` tag is `kind`."""
        return [a for a in legal if getattr(a, "kind", None) == kind]


class TextBoard(GameBoard):
    """The fallback board of a game without its own: `str(view)` as plain text."""

    game_id = ""

    DEFAULT_CSS = """
    TextBoard { overflow-x: hidden; }
    TextBoard > Static {
        width: 100%;
        padding: 0 1;
    }
    """

    def compose(self):
        yield Static(id="text-board", markup=False)

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        show_content(self.query_one("#text-board", Static), Text(str(view)))


class SeatSwitching:
    """Mixin for a `GameBoard` that draws one seat's own board at a time (a dome, a planet...).

    `self.shown` is the seat drawn (UI state only, never a game fact). `[` and `]` show the
    previous / next seat of `showable_seats()`; Enter elsewhere is the board's business.
    Bind the keys with `*SeatSwitching.seat_bindings("dome")` in the board's BINDINGS (kept
    there so the Footer order stays the board's own) and override `seat_switched()` to redraw
    what depends on `shown`.
    """

    shown: int = 0
    _followed_actor: int = -2
    view: GameState | None
    legal: list[Action]

    @staticmethod
    def seat_bindings(noun: str) -> list[Binding]:
        """The `[` / `]` bindings, described as "Prev <noun>" / "Next <noun>"."""
        return saying_why(
            Binding("left_square_bracket", "seat(-1)", f"Prev {noun}"),
            Binding("right_square_bracket", "seat(1)", f"Next {noun}"),
        )

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        """[ and ] do nothing in a solo game (or before the first view)."""
        if action == "seat" and (self.view is None or len(self.showable_seats()) < 2):
            return "there is no other player's board to show"
        return super().key_reason(action, parameters)  # type: ignore[misc]

    def showable_seats(self) -> list[int]:
        """The seats `[` and `]` go through (every seat by default)."""
        return list(range(len(self.view.seats)))

    def action_seat(self, step: int) -> None:
        """Show the seat `step` places on in `showable_seats()`, then `seat_switched()`."""
        if self.view is None:
            return
        seats = self.showable_seats()
        k = seats.index(self.shown) if self.shown in seats else 0
        self.shown = seats[(k + step) % len(seats)]
        self.seat_switched()

    def seat_switched(self) -> None:
        """Redraw after `[` or `]` changed `shown` (override)."""

    def follow_actor(self, view: GameState) -> bool:
        """Show the deciding seat when it changes (the viewer's, or seat 0, when nobody decides).

        True when the actor changed since the last call, so the board can reset its picks.
        """
        if view.actor == self._followed_actor:
            return False
        self._followed_actor = view.actor
        self.shown = view.actor if view.actor >= 0 else (view.viewer or 0)
        return True

    def takes_spot(self) -> bool:
        """True when a spot chosen on the board now is a move of the deciding seat.

        False while nobody at the keyboard decides, and on another seat's board, which then
        shows the deciding seat's whole board again instead (the spot is dropped).
        """
        v = self.view
        if v is None or not self.legal:
            return False
        if self.shown != v.actor:
            self.shown = v.actor
            self.seat_switched()
            return False
        return True

    def _acting_here(self) -> bool:
        """True when the seat shown decides now and the keyboard plays for it."""
        v = self.view
        return v is not None and bool(self.legal) and self.shown == v.actor

    def whose(self, seat: int | None = None) -> str:
        """Whose board a title names: "Your" for the seat at the keyboard, else its name's
        possessive ("Ann's"; engine/text.py: possessive). Plain text: escape it for markup."""
        v = self.view
        s = self.shown if seat is None else seat
        return "Your" if s == v.viewer else possessive(v.seats[s].name)

    def seat_hint(self, noun: str) -> str:
        """The hint line while the shown seat does not act: whose <noun> this is, or how to see others."""
        v = self.view
        if self.legal and self.shown != v.actor:
            whose = self.whose()
            return f"Looking at {escape('your' if whose == 'Your' else whose)} {noun}: \\[ and ] to go back"
        return f"\\[ and ] show the other {noun}s" if len(v.seats) > 1 else ""

    def seat_count_words(self, noun: str) -> str:
        """Title words for the seat shown, e.g. " · dome 2/3"; "" in a solo game."""
        n = len(self.view.seats)
        return f" · {noun} {self.shown + 1}/{n}" if n > 1 else ""

    def mark_shown(self, seat: int, line: str) -> str:
        """A line of a players list in reverse when it is the seat shown (and there are others)."""
        if seat == self.shown and len(self.view.seats) > 1:
            return f"[reverse]{line}[/]"
        return line


class NarrowLayout:
    """Mixin for a `GameBoard` that rearranges itself in a narrow terminal.

    On every resize the board gets class `-narrow` while it is less than `NARROW` columns
    wide (its DEFAULT_CSS says what changes) and `narrow_changed(narrow)` is called.
    """

    NARROW: ClassVar[int] = 72
    """Below this width the board has class `-narrow`."""

    def on_resize(self) -> None:
        narrow = self.size.width < self.NARROW
        if narrow != self.has_class("-narrow"):
            self.set_class(narrow, "-narrow")
            self.refresh_bindings()  # v is offered in the narrow layout only
        self.narrow_changed(narrow)

    def narrow_changed(self, narrow: bool) -> None:
        """Called after every resize with the new `-narrow` state (override, e.g. cell widths)."""

    PAGE_ACTIONS: ClassVar[frozenset[str]] = frozenset({"toggle_info", "page"})
    """Actions of v: they turn pages only in the narrow layout."""

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        """v turns pages only in a narrow terminal: at this size every part shows at once."""
        if action in self.PAGE_ACTIONS and not self.has_class("-narrow"):  # type: ignore[attr-defined]
            return "every part of the board shows at this size"
        return super().key_reason(action, parameters)  # type: ignore[misc]


class TwoPanes(NarrowLayout):
    """Mixin: in a narrow terminal the board's main pane and its info pane take turns (key v).

    Bind `Binding("v", "toggle_info", "<Main>/<Info>")`. v toggles class `-info`; the DEFAULT_CSS
    hides the info pane under `.-narrow` and the main pane under `.-narrow.-info`. While the
    main pane shows, `main_pane()` (the widget that plays, e.g. the hex board) has the keyboard;
    while the info pane shows, the board itself. `DEFER_PANE_FOCUS` moves the keyboard only
    after the next refresh (once the pane is drawn).
    """

    DEFER_PANE_FOCUS: ClassVar[bool] = False
    _main_pane_for: tuple | None = None
    """The prompt the main pane was last shown for (UI state)."""

    def main_pane(self) -> Widget:
        """The widget that takes the keyboard while the main pane shows (override)."""
        raise NotImplementedError

    def info_shown(self) -> bool:
        """True when the narrow board shows its info pane instead of the main pane."""
        return self.has_class("-narrow") and self.has_class("-info")

    def action_toggle_info(self) -> None:
        self.toggle_class("-info")
        target = self.focus if self.info_shown() else self.main_pane().focus
        if self.DEFER_PANE_FOCUS:
            self.call_after_refresh(target)
        else:
            target()

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        """A new prompt about the main pane (`wants_focus`: a placement on the hive, dome or
        planet) shows the main pane; v still shows the info pane during it."""
        super().show(view, legal)
        prompt = (view.turn, view.actor, view.prompt.text)
        if prompt != self._main_pane_for and self.info_shown() and self.wants_focus(view, legal):
            self.remove_class("-info")
        self._main_pane_for = prompt

    def on_focus(self) -> None:
        if not self.info_shown():
            self.main_pane().focus()

    def keyboard_target(self) -> Widget:
        return self.main_pane() if not self.info_shown() else super().keyboard_target()
