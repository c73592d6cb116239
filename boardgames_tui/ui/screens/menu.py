"""The main menu: New game, Resume, Load, Rules, Quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

ENTRIES = [
    ("new", "New game"),
    ("resume", "Resume the last game"),
    ("load", "Load a saved game"),
    ("rules", "Rules"),
    ("quit", "Quit"),
]


class MenuScreen(Screen):
    """The first screen."""

    BINDINGS = [
        Binding("n", "choose('new')", "New"),
        Binding("r", "choose('resume')", "Resume"),
        Binding("l", "choose('load')", "Load"),
        Binding("question_mark,f1", "choose('rules')", "Rules"),
        Binding("q", "choose('quit')", "Quit", show=False),  # ctrl+q shows in the Footer
        Binding("escape", "app.quit_app", "Quit", show=False),  # as ctrl+q: asks (Esc is "back" everywhere else)
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static("boardgames", id="menu-title")
            yield Static("Modern euro board games in the terminal", id="menu-subtitle")
            with Center():
                yield OptionList(*(Option(text, id=key) for key, text in ENTRIES), id="menu")

    def on_mount(self) -> None:
        # the Footer (a widget per key, each styled) right after the first frame: the menu's
        # entries come up without waiting for it or its module (issue 23 item 9)
        self.call_after_refresh(self.mount_footer)

    async def mount_footer(self) -> None:
        from textual.widgets import Footer

        await self.mount(Footer())
        self.refresh_bindings()  # a Footer shows keys once told the bindings changed

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id:
            self.action_choose(event.option_id)

    def action_choose(self, key: str) -> None:
        app = self.app
        if key == "new":
            from .new_game import NewGameScreen

            app.push_screen(NewGameScreen())
        elif key == "resume":
            from ...saves import latest

            path = latest(app.save_dir)
            if path is None:
                app.notify(f"No unfinished game in {app.save_dir}", title="Resume")
            else:
                app.load_game(path)
        elif key == "load":
            from .load import LoadScreen

            app.push_screen(LoadScreen(app.save_dir))
        elif key == "rules":
            from .rules import GamePickScreen

            app.push_screen(GamePickScreen())
        elif key == "quit":
            app.exit()
