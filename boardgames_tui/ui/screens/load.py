"""The saved games, newest first: game, seats, round, whose turn, last played, finished or not.

Enter opens the highlighted game, p replays it (read only), d deletes it after a confirm.
Broken files are listed with their problem; they cannot be opened, but can be deleted.
"""

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

from ...saves import SaveInfo
from ..text import printable


def when(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def save_label(info: SaveInfo) -> Text:
    """Two lines of the list: the game and its seats; where it stands, whose turn, when, the file.
    Text is never markup and `printable` escapes control characters, so names show as they are."""
    file = printable(info.path.name)
    if info.problem:
        return Text.assemble((file, "bold"), "\n  ", (f"cannot be loaded: {printable(info.problem)}", "italic"))
    state = ("finished", "bold") if info.finished else (f"{printable(info.to_act)} to act", "bold")
    return Text.assemble(
        (info.title, "bold"), "  ", printable(", ".join(info.seats)),
        "\n  ", state, " · ", printable(info.progress), " · last played ", printable(when(info.saved_at)),
        " · ", (file, "dim"),
    )


class LoadScreen(Screen):
    """Choose a save to open, replay or delete (see module docstring)."""

    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("enter", "open", "Open", show=True),
        Binding("p", "replay", "Replay"),
        Binding("d", "delete", "Delete"),
    ]

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = Path(folder)
        self.infos: list[SaveInfo] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(printable(f"Saved games in {self.folder}"), classes="screen-title", markup=False)
            yield Static("No saved games yet.", id="no-saves", classes="empty-note")
            yield OptionList(id="saves")
        yield Footer()

    def on_mount(self) -> None:
        self.refill()
        self.query_one("#saves", OptionList).focus()

    def refill(self, keep: int | None = None) -> None:
        """Read the folder again (newest first) and keep the highlight near row `keep` (at
        first: on the newest save that loads)."""
        from ...saves import list_saves

        self.infos = list_saves(self.folder)
        saves = self.query_one("#saves", OptionList)
        saves.set_options([Option(save_label(info), id=f"save-{i}") for i, info in enumerate(self.infos)])
        self.query_one("#no-saves").display = not self.infos
        if keep is None:
            keep = next((i for i, info in enumerate(self.infos) if not info.problem), 0)
        if self.infos:
            saves.highlighted = min(keep, len(self.infos) - 1)

    def highlighted(self) -> SaveInfo | None:
        index = self.query_one("#saves", OptionList).highlighted
        return self.infos[index] if index is not None and 0 <= index < len(self.infos) else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        info = self.highlighted()
        if info is None:
            return
        if info.problem:
            self.app.notify(f"{info.path.name} cannot be loaded: {info.problem}", title="Cannot load", severity="error")
            return
        self.app.load_game(info.path)

    def action_replay(self) -> None:
        info = self.highlighted()
        if info is None:
            return
        if info.problem:
            self.app.notify(f"{info.path.name} cannot be replayed: {info.problem}", title="Cannot replay", severity="error")
            return
        self.app.replay_file(info.path)

    def action_delete(self) -> None:
        from .confirm import ConfirmScreen

        info = self.highlighted()
        if info is None:
            return
        index = self.infos.index(info)
        what = f"{info.title}: {', '.join(info.seats)}" if not info.problem else "a broken save"
        note = f"{what}\n{info.path}\nThe file is removed for good."

        def answer(yes: bool | None) -> None:
            if yes:
                self.delete(info, index)

        self.app.push_screen(ConfirmScreen("Delete this saved game?", printable(note, keep="\n"), yes="Delete", no="Keep it"), answer)

    def delete(self, info: SaveInfo, index: int) -> None:
        from ...saves import SaveError, delete

        try:
            delete(info.path)
        except SaveError as err:
            self.app.notify(str(err), title="Not deleted", severity="error", timeout=8)
            return
        self.app.notify(f"Deleted {info.path.name}", title="Deleted")
        self.refill(keep=index)

    def action_close(self) -> None:
        self.app.pop_screen()
