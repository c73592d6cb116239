"""The one interaction model of every board: what Enter (or a click on the cursor) does.

Every object a board's cursor can rest on (a hex, a grid cell, a card, a worker spot, a name
in a text pane) answers Enter with exactly one of three outcomes, an `Enter`:

- **a move**: the single legal move the object names. The inspect pane has said it first:
  when the cursor arrives on the object, the pane's first line under the title reads "⏎ <the move's words>"
  (`enter_line`), so Enter never makes a move the player was not shown. (A placement board's
  move is the spot under the ghost; when that spot is not allowed, Enter shows the engine's
  reason instead, and the line says so.)
- **a choice**: several legal moves are about the object. Enter narrows the decision panel
  to them and gives it the keyboard (its title says so; Esc there shows every move again).
  A step of the board itself (Aquaria: pick a card of the hand, then a cell) is a choice too:
  `then` does it, and the line says what comes next.
- **a reason**: no legal move is about the object. Enter says why in one line (the screen's
  reason line), e.g. "Pick a card of your hand first: Tab to the hand, Enter on a card".

A board computes the outcome for its cursor in one place, `GameBoard.enter_here()`; the
inspect pane's line and the Enter key both read it (`GameBoard.enter`), so what the pane says
is what Enter does. Mouse: a click moves the cursor (the pane says what Enter would do), a
click on the cursor is Enter. README "Keys" describes the model for players.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.api import Action, GameState, Inspection

__all__ = ["Enter", "enter_line", "with_enter_line", "nothing_here"]


@dataclass(frozen=True)
class Enter:
    """What Enter does on the object under the cursor (see module docstring)."""

    moves: tuple[Action, ...] = ()
    """The legal moves the object names: one is made, several are offered as a choice."""
    reason: str = ""
    """Why nothing can be done here (when `moves` is empty and there is no `then`)."""
    then: Callable[[], None] | None = field(default=None, compare=False)
    """A step of the board instead of a move (pick a hand card first...); `words` says what it does."""
    words: str = ""
    """What `then` does, or the words of an unchecked placement (`unchecked`)."""
    unchecked: bool = False
    """The single move is a placement the board did not find legal: Enter lets the engine say why."""

    @classmethod
    def of(cls, moves: Sequence[Action], reason: str) -> Enter:
        """The legal `moves` about an object, or `reason` when there are none."""
        return cls(moves=tuple(moves), reason="" if moves else reason)

    @property
    def kind(self) -> str:
        """"move", "choice" or "reason"."""
        if self.then is not None or len(self.moves) > 1:
            return "choice"
        return "move" if self.moves else "reason"


def nothing_here(view: GameState | None, legal: Sequence[Action]) -> str:
    """The general reason when an object names no move: whose turn it is, or what the prompt asks."""
    if view is None or view.finished:
        return "The game is over."
    if not legal:
        who = view.seats[view.actor].name if 0 <= view.actor < len(view.seats) else "another seat"
        return f"Not your turn: {who} is deciding."
    return f"Nothing to do here now: {view.prompt.text}."


def enter_line(enter: Enter | None, describe: Callable[[Action], str]) -> str:
    """The inspect pane's line under the title: what Enter will do on this object ("" when nothing is known)."""
    if enter is None:
        return ""
    if enter.then is not None:
        return f"⏎ {enter.words}"
    if enter.unchecked:
        return f"⏎ {enter.words or describe(enter.moves[0])}: not allowed here (Enter says why)"
    if len(enter.moves) == 1:
        return f"⏎ {describe(enter.moves[0])}"
    if enter.moves:
        return f"⏎ choose one of {len(enter.moves)} moves: " + "; ".join(describe(a) for a in enter.moves[:3]) + (
            "; …" if len(enter.moves) > 3 else "")
    return f"⏎ nothing: {enter.reason}" if enter.reason else ""


def with_enter_line(inspection: Inspection | None, line: str) -> Inspection | None:
    """`inspection` with the Enter line after its own lines (alone, titled "Here", when there is
    nothing else to say). The inspect pane draws it first, under the title, where even a short
    pane (80x24) shows it."""
    if not line:
        return inspection
    if inspection is None:
        return Inspection("Here", (line,))
    return Inspection(inspection.title, (*inspection.lines, line), kind=inspection.kind)


def keyed_moves(legal: Sequence[Action], key_of: Callable[[Action], Any]) -> dict[Any, list[Action]]:
    """The legal moves grouped by the board object each is about (`key_of` None: none)."""
    out: dict[Any, list[Action]] = {}
    for a in legal:
        key = key_of(a)
        if key is not None:
            out.setdefault(key, []).append(a)
    return out
