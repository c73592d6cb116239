"""A game started from the menu with some seats marked "remote": played here, hosted for those.

The app's game screen plays the seats at this keyboard and the bots, as in any local game;
the remote seats join by their links (`boardgames join`, or a browser) through a `Host`
serving in a thread of its own. `HostedSession` is the screen's session: the `GameSession`
itself for reading, while every move and undo goes through the host's loop, so that the
remote seats get their new views at once and a remote move never races a local one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.api import Action, GameState, IllegalAction
from ..session import GameSession
from .host import HostThread, open_table, seat_links

DEFAULT_PORT = 8765


class HostedSession:
    """`session.Session` of a game hosted by this app (see the module docstring)."""

    PORT: int = DEFAULT_PORT
    """The port tried first (tests use 0: any free one)."""

    def __init__(self, session: GameSession, remote: list[int], host: str = "127.0.0.1",
                 port: int | None = None) -> None:
        port = self.PORT if port is None else port
        self.session = session
        self.table = open_table(session, seats=remote)
        self.table.plays_bots = False  # the game screen here runs them
        self.remote = set(remote)
        try:
            self.thread = HostThread([self.table], host=host, port=port, browser=True).start()
        except OSError:  # the usual port is taken (another host): any free one
            self.thread = HostThread([self.table], host=host, port=0, browser=True).start()
        self.links = seat_links(self.table, host, self.thread.port)
        """(seat name, link) of each remote seat."""

    def __getattr__(self, name: str) -> Any:  # engine, seats, state, view, since, log_for, …
        return getattr(self.session, name)

    link_problem = None

    def plays_here(self, seat: int) -> bool:
        return seat not in self.remote

    def watch(self, changed: Callable[[], None]) -> None:
        self.table.changed.append(changed)

    def apply(self, action: Action, save: bool = True) -> GameState:
        # `save` is the table's: the host saves each move as it plays it (save_pending: nothing left)
        reason = self.thread.call(self.table.play_here(action))
        if reason is not None:
            raise IllegalAction(reason)
        return self.session.state

    def apply_turn(self, actions: list[Action], save: bool = True) -> GameState:
        for action in actions:  # each through the table: every seat sees it as it is played
            self.apply(action)
        return self.session.state

    def undo(self) -> bool:
        return self.thread.call(self.table.undo_here())

    def close(self) -> None:
        self.thread.stop()
        self.session.close()
