"""The Textual app: `run(start=..., save_dir=...)` is what the command line calls.

Start-up is kept short (the menu's first frame within 1.15x a one-widget Textual app's): this
module imports only Textual's App and the menu, which is the app's default screen and mounts its
Footer just after its first frame; every other screen, the game registry and the engines load
on first use, and the other screens' rules (screens.tcss) are read after the menu's first frame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

Start = tuple | None
"""None (the menu), ("new", engine_id, seats, seed, options_dict), ("load", path), ("replay", path)
or ("session", session) (a seat of a hosted game, `boardgames join`)."""


class BoardgamesApp(App[None]):
    """boardgames: the menu, then games on the shared game screen."""

    CSS_PATH = Path(__file__).with_name("app.tcss")  # the menu's rules
    SCREENS_CSS = Path(__file__).with_name("screens.tcss")
    """Every other screen's rules: read once, before the first other screen is shown (at the latest
    just after the menu's first frame), so the menu's first frame does not wait for them."""
    TITLE = "boardgames"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [Binding("ctrl+q", "quit_app", "Quit", priority=True)]

    def __init__(self, start: Start = None, save_dir: Path | str | None = None) -> None:
        super().__init__()
        self.start = start
        self._save_dir = Path(save_dir) if save_dir is not None else None
        self._screens_css_read = False

    @property
    def save_dir(self) -> Path:
        """The save folder (`--saves`, $BOARDGAMES_SAVES, ./saves, or the user data folder)."""
        if self._save_dir is None:
            from ..saves import default_dir

            self._save_dir = default_dir()
        return self._save_dir

    def get_default_screen(self) -> Screen:
        """The menu is the app's first screen itself (it needs only app.tcss): pushed over
        Textual's empty default screen, it cost that screen's mounting and styling first."""
        from .screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        self.call_after_refresh(self.read_screens_css)
        if self.start:
            self.call_after_refresh(self._begin, self.start)

    def read_screens_css(self) -> None:
        """Add screens.tcss to the stylesheet, once (every screen but the menu is pushed after it,
        and the menu uses none of its rules). It is parsed at the next styling, alone: the sources
        parsed already come from the stylesheet's cache."""
        if not self._screens_css_read:
            self._screens_css_read = True
            self.stylesheet.read(self.SCREENS_CSS)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        self.read_screens_css()
        return super().push_screen(screen, *args, **kwargs)

    def _begin(self, start: Sequence[Any]) -> None:
        kind = start[0]
        if kind == "new":
            _, engine_id, seats, seed, options = (*start, None, None, None)[:5]
            self.new_game(engine_id, seats, seed, options or {})
        elif kind == "load":
            self.load_game(Path(start[1]))
        elif kind == "replay":
            self.replay_file(Path(start[1]))
        elif kind == "session":  # a game played elsewhere (`boardgames join`): its session is ready
            self.play(start[1], fresh=False)
        else:
            self.notify(f"unknown start {kind!r}", severity="error")

    def notify(self, message: str, *, title: str = "", severity: Any = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """Every notification is shown literally (`ui/text.py`): they quote seat names, file
        names and pieces of saves, so markup is never read and control characters are escaped."""
        from ..engine.text import printable

        super().notify(printable(str(message), keep="\n"), title=printable(str(title)), severity=severity,
                       timeout=timeout, markup=False)

    # ------------------------------------------------------------ games

    def new_game(self, engine_id: str, seats: Sequence[Any], seed: int | None, options: Any) -> bool:
        """Start a game on the game screen; a problem is shown as an error notification."""
        from ..engine.api import BadOptions, Seat
        from ..engine.registry import get_engine
        from ..session import GameSession

        remote = [i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "remote"]
        try:
            engine = get_engine(engine_id)
            seat_list = [Seat(name=s["name"]) if i in remote else s if isinstance(s, Seat) else Seat.model_validate(s)
                         for i, s in enumerate(seats)]
            session = GameSession.new(engine, seat_list, seed=seed, options=options, save_dir=self.save_dir)
            if remote:  # hosted from here: those seats join by their links
                from ..net.hosted import HostedSession

                session = HostedSession(session, remote)
        except OSError as err:
            self.notify(f"cannot host the remote seats: {err.strerror or err}", title="Cannot start the game", severity="error", timeout=10)
            return False
        except (KeyError, BadOptions, ValueError) as err:
            self.notify(str(err).strip("'\""), title="Cannot start the game", severity="error", timeout=8)
            return False
        except Exception as err:  # a bug in a game's setup: say so, keep the app
            self.log.error(f"setting up {engine_id} failed: {err!r}")
            self.notify(f"{type(err).__name__}: {err}", title="The game failed to set up", severity="error", timeout=15)
            return False
        self.play(session, fresh=True)
        if remote:
            from .screens.links import LinksScreen

            self.push_screen(LinksScreen(session.links))
        return True

    def load_game(self, path: Path) -> bool:
        """Open a save on the game screen; a broken save is shown as an error notification."""
        from ..saves import SaveError
        from ..session import GameSession

        try:
            session = GameSession.load(path)
        except SaveError as err:
            self.notify(str(err), title="Cannot load", severity="error", timeout=10)
            return False
        except Exception as err:  # a bug in a game's replay: say so, keep the app
            self.log.error(f"loading {path} failed: {err!r}")
            self.notify(f"{path.name}: {type(err).__name__}: {err}", title="Cannot load", severity="error", timeout=15)
            return False
        self.play(session, fresh=False)
        return True

    def replay_file(self, path: Path) -> bool:
        """Step through a saved game's record (read only: the file and its lock are left alone)."""
        from ..saves import SaveError, load
        from .screens.replay import ReplayScreen

        try:
            loaded = load(path, keep_history=True)
        except SaveError as err:
            self.notify(str(err), title="Cannot replay", severity="error", timeout=10)
            return False
        except Exception as err:  # a bug in a game's replay: say so, keep the app
            self.log.error(f"replaying {path} failed: {err!r}")
            self.notify(f"{path.name}: {type(err).__name__}: {err}", title="Cannot replay", severity="error", timeout=15)
            return False
        self.push_screen(ReplayScreen(loaded.engine, loaded.seats, loaded.history, loaded.actions, source=path.name))
        return True

    def play(self, session, fresh: bool) -> None:
        from .screens.game import GameScreen

        self.to_menu()
        self.push_screen(GameScreen(session, fresh=fresh))

    def terminal_title(self, text: str) -> None:
        """Set the terminal window's title (the OSC 2 sequence; Textual has no call for it)."""
        from ..engine.text import printable

        if not self.is_headless and self._driver is not None:
            self._driver.write(f"\x1b]2;{printable(text)}\x07")

    def to_menu(self) -> None:
        """Pop every screen above the menu."""
        from .screens.menu import MenuScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()

    def show_rules(self, engine_id: str) -> None:
        from .screens.rules import RulesScreen

        self.push_screen(RulesScreen(engine_id))

    # ------------------------------------------------------------ quitting and commands

    def action_quit_app(self) -> None:
        """ctrl+q anywhere (and Esc on the menu): ask first; with a game open, say where it is saved."""
        from .screens.confirm import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            return
        for screen in reversed(self.screen_stack):
            if hasattr(screen, "action_quit_game"):
                screen.action_quit_game()
                return
        self.push_screen(ConfirmScreen("Quit boardgames?", yes="Quit", no="Stay"),
                         lambda yes: self.exit() if yes else None)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        from .screens.game import GameScreen

        if isinstance(screen, GameScreen):
            yield SystemCommand("Save", "Save the game now (autosave is always on)", screen.action_save)
            yield SystemCommand("Load", "Open a saved game", screen.action_load)
            yield SystemCommand("Undo", "Take back your last move", screen.action_undo)
            yield SystemCommand("Rules", "Read the rules of this game", screen.action_rules)
            yield SystemCommand("Scores", "The full score table", screen.action_scores)
            yield SystemCommand("Log", "Move to the game log", screen.action_log)
        yield from super().get_system_commands(screen)


def run(start: Start = None, save_dir: Path | str | None = None) -> None:
    """Run the app: the menu (start None), a new game or a save (see `Start`)."""
    BoardgamesApp(start=start, save_dir=save_dir).run()
