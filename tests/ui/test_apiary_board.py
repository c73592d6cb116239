"""Apiary's board: build a tile on the hive with keys (highlight, ghost, reason), other hives, snapshot."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.actions import Pick, Place
from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.apiary.flow import settle as engine_settle
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.games.apiary import ApiaryBoard
from boardgames_tui.ui.widgets import HexBoard
from conftest import SIZE
from helpers import GameBoardApp, screen_text


class BoardApp(GameBoardApp):
    board_type = ApiaryBoard
    engine = ENGINE


def building_state():
    """Ann (seat 0) has bought Spring Pool and must build it."""
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=5)
    for p in s.players:
        s.discard.extend(p.drawn)
        p.drawn = []
    s.tasks = [["turn", 0, 0]]
    p = s.players[0]
    p.faction, p.mat = "ana", "skep"
    p.ws, p.wl = [1, 0, 0, 0], ["pool", "supply", "supply", "supply"]
    p.res = {"pollen": 0, "fibre": 2, "water": 0, "wax": 0, "honey": 0}
    s.market["farm"][0] = "f:spring_pool"
    engine_settle(s)
    s = ENGINE.apply(s, Place(worker=0, space="advance"))
    return ENGINE.apply(s, Pick(choice="m:farm:0"))


def test_board_is_registered():
    assert board_for("apiary") is ApiaryBoard


async def test_build_with_keys_highlight_ghost_and_reason():
    app = BoardApp(building_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one("#ap-hive", HexBoard)
        assert hexes.has_focus
        c = content()
        legal = {c.at[h] for h in hexes.highlighted}
        assert legal == {"A1", "A2", "B3", "C1", "C3", "D1", "D2"}
        assert hexes.ghost_ok and hexes.cursor in hexes.highlighted
        # a hex touching nothing: the engine's reason
        hexes.move_cursor(c.hexes["A3"])
        await pilot.pause()
        assert not hexes.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        assert app.reasons == ["A3 touches none of your tiles"]
        hexes.move_cursor(c.hexes["A2"])
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.players[0].hive == {"A2": "f:spring_pool"}


async def test_other_hives_one_key_away_and_shared_boards_shown():
    app = BoardApp(building_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(ApiaryBoard)
        text = screen_text(app)
        for words in ("Ann's hive", "Actions", "Planets", "Market", "Carvings", "Dances", "Hibernation Comb", "Players"):
            assert words in text, words
        board.focus()
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert board.shown == 1 and "Bob's hive" in screen_text(app)


async def test_solo_shows_the_automa():
    s = ENGINE.new_game([Seat(name="Ann")], seed=2)
    s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])  # Ann keeps an opening seed card
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert s.active == [1] and "(Automa)" in screen_text(app)


def test_game_screen_snapshot(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "apiary", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, press=["enter"])


async def test_board_draws_every_step_of_a_random_game():
    from boardgames_tui.engine.rng import Rng

    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cem")], seed=9)
    app = BoardApp(s)
    rng = Rng.from_seed(9)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.query_one(ApiaryBoard)
        while not app.state.finished:
            legal = ENGINE.legal_actions(app.state)
            app.state = ENGINE.apply(app.state, legal[rng.randbelow(len(legal))])
            board.show(ENGINE.view(app.state, max(app.state.actor, 0)), ENGINE.legal_actions(app.state))
        await pilot.pause()
        assert app.state.finished and "hive" in screen_text(app)
