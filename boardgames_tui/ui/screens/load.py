"""The saved games, newest first, with game, seats, progress and date; broken files listed with their problem."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ..text import printable


def when(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


class LoadScreen(Screen):
    """Choose a save to open (Enter); broken saves are shown, not offered."""

    BINDINGS = [Binding("escape", "close", "Back"), Binding("enter", "open", "Open", show=True)]

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = Path(folder)
        self.paths: dict[str, Path] = {}

    def compose(self) -> ComposeResult:
        from ...saves import list_saves

        infos = list_saves(self.folder)
        with Vertical(id="load-box"):
            yield Static(printable(f"Saved games in {self.folder}"), classes="screen-title", markup=False)
            if not infos:
                yield Static("No saved games yet.", classes="empty-note")
            options = []
            for i, info in enumerate(infos):
                file = printable(info.path.name)  # Text is never markup; printable escapes control characters
                if info.problem:
                    label = Text.assemble((file, "bold"), "\n  ", (f"cannot be loaded: {printable(info.problem)}", "italic"))
                    options.append(Option(label, id=f"broken-{i}", disabled=True))
                else:
                    key = f"save-{i}"
                    self.paths[key] = info.path
                    label = Text.assemble(
                        (info.title, "bold"), "  ", printable(", ".join(info.seats)),
                        "\n  ", printable(info.progress), " · ", printable(when(info.saved_at)), " · ", (file, "dim"),
                    )
                    options.append(Option(label, id=key))
            yield OptionList(*options, id="saves")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#saves", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        path = self.paths.get(event.option_id or "")
        if path is not None:
            self.app.load_game(path)

    def action_open(self) -> None:
        self.query_one("#saves", OptionList).action_select()

    def action_close(self) -> None:
        self.app.pop_screen()
