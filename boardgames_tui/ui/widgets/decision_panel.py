"""DecisionPanel: every legal action of the prompt, chosen by arrows + Enter, 1–9, or the mouse.

    panel = DecisionPanel()
    panel.show([(action, "Take the spring"), ...], prompt="Ann: choose a tile")

Posts `DecisionPanel.ActionChosen(action)`; the game screen checks and applies it. The
panel never applies anything itself and keeps no game facts beyond the list it was given.
Number keys choose the 1st–9th action directly (the rows are numbered). Actions with the same
words are listed once (the first of them): they do the same for the player.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ..text import literal


class DecisionPanel(OptionList):
    """The list of legal actions (see module docstring)."""

    DEFAULT_CSS = """
    DecisionPanel {
        height: 1fr;
        border: round $border-blurred;
        border-title-color: $foreground;
    }
    DecisionPanel:focus { border: round $border; }
    """

    BINDINGS = [
        Binding("escape", "widen", "Every move", show=False),
        Binding("1", "choose_number(1)", "Choose", key_display="1-9", show=True),
        *(Binding(str(n), f"choose_number({n})", show=False) for n in range(2, 10)),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No "1-9 Choose" while there is nothing to choose (a bot's turn, a finished game)."""
        return action != "choose_number" or bool(self.actions)

    class ActionChosen(Message):
        """The player chose `action` from the panel."""

        def __init__(self, panel: DecisionPanel, action: Any) -> None:
            super().__init__()
            self.panel = panel
            self.action = action

        @property
        def control(self) -> DecisionPanel:
            return self.panel

    class Widened(Message):
        """Esc while the list is narrowed to a board object's moves: show every move again."""

        def __init__(self, panel: DecisionPanel) -> None:
            super().__init__()
            self.panel = panel

        @property
        def control(self) -> DecisionPanel:
            return self.panel

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(name=name, id=id, classes=classes)
        self.actions: list[Any] = []
        self.texts: list[str] = []
        self.waiting = ""
        """The line shown while there is no move (as `show` was last given it)."""
        self.prompt_title = "Moves"
        self.border_title = "Moves"
        self.narrowed = False
        """True while the list holds only the moves of one board object (Enter offered a choice)."""

    def show(self, choices: Iterable[tuple[Any, str]], prompt: str = "", waiting: str = "") -> None:
        """Replace the list: (action, text) pairs in order. `waiting` is shown when the list is empty."""
        pairs, seen = [], set()
        for action, text in choices:  # identical words are one choice (two equal effects waiting)
            if text not in seen:
                seen.add(text)
                pairs.append((action, text))
        self.narrowed = False
        self.actions = [a for a, _ in pairs]
        texts = [t for _, t in pairs]
        self.prompt_title = prompt or "Moves"
        self._draw_title()
        if texts == self.texts and waiting == self.waiting and self.option_count:
            if self.actions and self.highlighted != 0:
                self.highlighted = 0
            return  # the same list (a bot's turn after a bot's turn): not rebuilt
        self.texts, self.waiting = texts, waiting
        options = [Option(self._label(i), id=f"action-{i}") for i in range(len(self.texts))]
        if not options and waiting:
            options.append(Option(Text(waiting, style="italic"), disabled=True))
        self.set_options(options)
        if self.actions:
            self.highlighted = 0

    def _label(self, index: int, marked: bool = False) -> Text:
        """A row: the bar ▌ on the highlighted one (the cursor seen without colour), its number, its words."""
        number = f"{index + 1} " if index < 9 else "  "
        return Text.assemble(("▌" if marked else " ", "bold"), (number, "dim"), self.texts[index])

    def watch_highlighted(self, old: int | None, new: int | None) -> None:
        super().watch_highlighted(new)
        for index, marked in ((old, False), (new, True)):
            if index is not None and index < min(len(self.texts), self.option_count):
                self.replace_option_prompt_at_index(index, self._label(index, marked))

    def _draw_title(self, focused: bool | None = None) -> None:
        """The prompt as the title, led by ▶ while the panel has the keyboard (seen without colour)."""
        if focused is None:
            focused = self.screen.focused is self if self.is_attached else False
        self.border_title = literal(("▶ " if focused else "") + self.prompt_title)  # the prompt names seats: never markup

    def on_focus(self) -> None:
        self._draw_title(True)

    def on_blur(self) -> None:
        self._draw_title(False)

    def narrow(self, choices: Iterable[tuple[Any, str]], title: str) -> None:
        """Show only these moves (the ones a board object is about) until Esc or the next `show`."""
        self.show(choices, prompt=title)
        self.narrowed = True

    def action_widen(self) -> None:
        self.post_message(self.Widened(self))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Esc widens a narrowed list; otherwise it stays the screen's (back to the menu)."""
        if action == "widen":
            return self.narrowed
        return True

    def choose(self, index: int) -> None:
        """Choose the action at `index` (0-based); ignored when out of range."""
        if 0 <= index < len(self.actions):
            self.highlighted = index
            self.post_message(self.ActionChosen(self, self.actions[index]))

    def action_choose_number(self, number: int) -> None:
        self.choose(number - 1)

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id and event.option_id.startswith("action-"):
            self.choose(int(event.option_id.removeprefix("action-")))

    @property
    def choices(self) -> Sequence[str]:
        return list(self.texts)
