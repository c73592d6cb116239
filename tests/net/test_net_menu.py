"""The menu's new-game form with a seat marked "remote": the game starts here, shows that
seat's link, and the seat joins by it and plays (Pilot, real keys; a real websocket)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from textual.widgets import OptionList, Select, Static

from boardgames_tui.net.hosted import HostedSession
from boardgames_tui.net.remote import RemoteSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.links import LinksScreen

sys.path.insert(0, str(Path(__file__).parents[1] / "ui"))
from helpers import screen_text, until  # noqa: E402


async def test_a_remote_seat_from_the_new_game_form_joins_by_its_link_and_plays(tmp_path, monkeypatch):
    monkeypatch.setattr(HostedSession, "PORT", 0)
    app = BoardgamesApp(save_dir=tmp_path)
    bob = None
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        form.query_one("#game-list", OptionList).highlighted = [e.id for e in form.games].index("new-frontiers")
        # the form is rebuilt once the game is chosen: wait for the form built for it, down to the
        # player count's own label (a Select's value cannot be set before its parts are mounted)
        await until(pilot, lambda: form.form_engine is not None and form.form_engine.id == "new-frontiers"
                    and form.query("#start") and form.query("#player-count #label")
                    and str(form.query_one(".form-heading", Static).content).startswith("New Frontiers"), "the form")
        form.query_one("#player-count", Select).value = 2
        await pilot.pause()
        assert "remote" in [value for _, value in form.query_one("#seat-kind-1", Select)._options]
        form.query_one("#seat-kind-1", Select).value = "remote"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, LinksScreen), "the links")
        name = app.screen.links[0][0]
        line = next(t for t in screen_text(app).splitlines() if f"{name}: boardgames join" in t)
        link = re.search(r"(http://127\.0\.0\.1:\d+/seat/[A-Za-z0-9_-]{43})", line)[1]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.view is not None, "the game")
        game = app.screen
        session = game.session
        assert isinstance(session, HostedSession) and not session.plays_here(1) and session.plays_here(0)
        bob = RemoteSession(link).connect()
        assert bob.seat == 1 and bob.state.model_dump() == session.engine.view(session.state, 1).model_dump()
        for _ in range(6):  # each side plays its turns: Ann by her keys here, Bob from his client
            turn = session.state.turn
            if session.state.actor == 0:
                await until(pilot, lambda: game.legal and game.view.turn == turn, "Ann's prompt")
                await pilot.press("1")
                await until(pilot, lambda: bob.state.turn == turn + 1, "Bob seeing Ann's move")
            else:
                await until(pilot, lambda: bob.state.turn == turn and bob.legal_actions(), "Bob's moves")
                bob.apply(bob.legal_actions()[0])
                await until(pilot, lambda: game.view.turn == turn + 1, "Ann's screen seeing Bob's move")
        assert session.state.turn == 6 and len(session.record) == 6
        assert bob.log_for(1) == session.log_for(1)
    bob.close()
