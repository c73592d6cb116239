"""`boardgames join`'s screen: the usual game screen (App.run_test + Pilot, real keys), driven
by a RemoteSession of a game hosted in a thread on 127.0.0.1."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from boardgames_tui.net import remote
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from netplay import hosting, joining, make_table  # noqa: F401 (fixtures)

sys.path.insert(0, str(Path(__file__).parents[1] / "ui"))
from helpers import screen_text, until  # noqa: E402


async def test_join_plays_a_move_by_its_keys_then_waits_rings_and_reconnects(hosting, joining, monkeypatch):
    monkeypatch.setattr(remote, "RETRY_SECONDS", (0.05, 0.1, 0.2))  # reconnect as soon as the host is back
    table = make_table("aquaria", 2, seed=5)
    host = hosting(table)
    ann_seat = table.session.state.actor  # the seat to act first plays in the app
    ann = joining(host.link(table, ann_seat))
    bob = joining(host.link(table, 1 - ann_seat))
    app = BoardgamesApp(start=("session", ann))
    rang = []
    app.bell = lambda: rang.append(time.monotonic())
    titles: list[str] = []
    app.terminal_title = titles.append
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.view is not None, "the game screen")
        screen = app.screen
        assert screen.keyboard == ann_seat and screen.human_to_act()
        assert titles[-1] == "▶ Your turn · Aquaria · boardgames"  # her turn from the start
        name = table.session.seats[ann_seat].name
        assert f"{name} to act" in screen_text(app)
        first = screen.legal[0]
        await pilot.press("1")  # the first move of the decision panel, as at one keyboard
        await until(pilot, lambda: table.session.state.turn == 1, "the host applying the move")
        assert table.session.record == [first]
        while table.session.state.actor == ann_seat:  # Ann plays on by her keys until Bob's turn
            turn = table.session.state.turn
            await until(pilot, lambda: screen.human_to_act() and screen.view.turn == turn, "Ann's next prompt")
            await pilot.press("1")
            await until(pilot, lambda: table.session.state.turn == turn + 1, "the host applying the move")
        await until(pilot, lambda: not screen.human_to_act() and f"{table.session.seats[1 - ann_seat].name} is deciding" in screen_text(app),
                    "Ann's screen waiting for Bob")
        assert titles[-1] == "Aquaria · boardgames"
        rang.clear()
        while table.session.state.actor != ann_seat:  # Bob plays from his own client
            bob_turn = table.session.state.turn
            await until(pilot, lambda: bob.state.turn == bob_turn and bob.legal_actions(), "Bob's moves")
            bob.apply(bob.legal_actions()[0])
        await until(pilot, lambda: screen.legal and screen.view.turn == table.session.state.turn, "Ann's turn again, drawn")
        assert rang, "the bell rings when it becomes your turn"
        assert titles[-1] == "▶ Your turn · Aquaria · boardgames"
        assert screen.view.turn == table.session.state.turn
        assert screen.view.model_dump() == table.engine.view(table.session.state, ann_seat).model_dump()
        # the host goes away: the status line says so; it comes back on the same port: play on
        port = host.port
        host.stop()
        await until(pilot, lambda: "reconnecting…" in screen_text(app), "the reconnecting line")
        again = hosting(table, port=port)
        assert again.port == port
        await until(pilot, lambda: "reconnecting…" not in screen_text(app) and screen.human_to_act(), "the reconnection")
        turn = table.session.state.turn
        await pilot.press("1")
        await until(pilot, lambda: table.session.state.turn == turn + 1, "a move after the reconnection")
