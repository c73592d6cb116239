"""The rules of a game (its rules.md), and the game picker the menu's Rules entry opens."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, MarkdownViewer, OptionList, Static
from textual.widgets.option_list import Option


class RulesScreen(Screen):
    """`engine.content.rules_text(game_id)` as Markdown, with a table of contents."""

    BINDINGS = [Binding("escape,f1,q", "close", "Back"), Binding("t", "toc", "Contents")]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        from ...engine.content import rules_text

        try:
            text = rules_text(self.game_id)
        except (OSError, ModuleNotFoundError) as err:
            text = f"# {self.game_id}\n\nNo rules text is shipped for this game ({err.__class__.__name__})."
        yield MarkdownViewer(text, show_table_of_contents=False, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(MarkdownViewer).focus()

    def action_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.app.pop_screen()


class GamePickScreen(Screen):
    """Choose the game whose rules to read."""

    BINDINGS = [Binding("escape", "close", "Back")]

    def compose(self) -> ComposeResult:
        from ...engine.registry import GAMES

        with Vertical(id="pick-box"):
            yield Static("Rules of which game?", classes="screen-title")
            if GAMES:
                yield OptionList(
                    *(Option(f"{e.title}", id=gid) for gid, e in sorted(GAMES.items(), key=lambda kv: kv[1].title)),
                    id="pick",
                )
            else:
                yield Static("No games are installed yet.", classes="empty-note")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id:
            self.app.show_rules(event.option_id)

    def action_close(self) -> None:
        self.app.pop_screen()
