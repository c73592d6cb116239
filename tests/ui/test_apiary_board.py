"""Apiary's board: build a tile on the hive with keys (highlight, ghost, reason), other hives, snapshot."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.actions import Pick, Place
from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.apiary.steps import settle as engine_settle
from boardgames_tui.engine.apiary.tasks import Turn
from tests.engine.apiary.builders import put
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
        p.drawn = ()
    s.tasks = [Turn(seat=0)]
    p = s.players[0]
    p.faction, p.mat = "ana", "skep"
    p.ws, p.wl = (1, 0, 0, 0), ("pool", "supply", "supply", "supply")
    p.res = {"pollen": 0, "fibre": 2, "water": 0, "wax": 0, "honey": 0}
    s.market["farm"] = put(s.market["farm"], 0, "f:spring_pool")
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
        for words in ("Your hive", "Action board", "Planets", "Farms", "Recruits", "Developments", "Carvings", "Dances", "Hibernation Comb", "Players"):
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
    assert snap_compare(app, terminal_size=SIZE, run_before=settle, press=["enter"])


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


# ------------------------------------------------------------ inspecting and what changed

from boardgames_tui.engine.apiary import glossary  # noqa: E402
from boardgames_tui.ui.widgets.item_board import ItemBoard  # noqa: E402
from boardgames_tui.ui.screens.game import GameScreen  # noqa: E402
from boardgames_tui.ui.widgets import InspectPane  # noqa: E402
from helpers import settle  # noqa: E402

TWO = [{"name": "Ann"}, {"name": "Bob"}]


async def game_screen(pilot) -> GameScreen:
    await settle(pilot)
    if not isinstance(pilot.app.screen, GameScreen):
        await pilot.press("enter")  # the hand-off to Ann
        await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


def pane(app) -> InspectPane:
    return app.screen.query_one("#inspect", InspectPane)


async def test_cursor_on_the_market_inspects_name_and_cost(save_dir):
    app = BoardgamesApp(start=("new", "apiary", TWO, 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await game_screen(pilot)
        shared = game.board.query_one("#ap-shared", ItemBoard)
        shared.focus()
        shared.move_cursor("m:farm:0")
        await pilot.pause()
        market = game.board.view.market
        c = content()
        first, second = c.tile(market["farm"][0]), c.tile(market["farm"][1])
        assert pane(app).inspection.title == first["name"]
        assert pane(app).inspection.lines[0] == f"Cost: {glossary.res_words(first['cost'])}"
        await pilot.press("down")
        await pilot.pause()
        assert shared.cursor == "m:farm:1"
        assert pane(app).inspection.title == second["name"]
        assert pane(app).inspection.lines[0] == f"Cost: {glossary.res_words(second['cost'])}"
        assert second["name"] in screen_text(app) and "Inspect · farm" in screen_text(app)
        # up to the action board: a worker spot
        for _ in range(12):
            await pilot.press("up")
        await pilot.pause()
        assert shared.cursor.startswith("space:") and pane(app).inspection.kind == "action space"


async def test_hive_cursor_inspects_the_hex(save_dir):
    app = BoardApp(building_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(ApiaryBoard)
        hexes = app.query_one("#ap-hive", HexBoard)
        c = content()
        hexes.move_cursor(c.hexes["F"])
        await pilot.pause()
        assert board.inspect_cursor().title == "Ana faction hex"
        await pilot.press("right")
        await pilot.pause()
        assert board.inspect_cursor().title == "Ana storage hex"


async def test_the_highlighted_move_inspects_its_component(save_dir):
    app = BoardgamesApp(start=("new", "apiary", TWO, 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await game_screen(pilot)
        panel = game.query_one("#decisions")
        panel.focus()
        await pilot.pause()
        # the opening prompt: keep one of two seed cards
        first = game.legal[0]
        cid = int(first.choice.split(":")[1])
        assert pane(app).inspection.title == content().seeds[cid]["name"]
        assert pane(app).inspection.kind == "seed card"
        await pilot.press("down")
        await pilot.pause()
        cid2 = int(game.legal[1].choice.split(":")[1])
        assert pane(app).inspection.title == content().seeds[cid2]["name"]


async def test_another_seats_move_is_marked():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    while s.tasks[-1].step != "turn":
        s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    mover = s.actor
    watcher = 1 - mover
    before = ENGINE.view(s, watcher)
    w = next(i for i in range(4) if s.players[mover].wl[i] == "pool")
    s = ENGINE.apply(s, Place(worker=w, space="grow"))
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(ApiaryBoard)
        board.before = before
        board.show(ENGINE.view(s, watcher), [])
        await pilot.pause()
        shared = board.query_one("#ap-shared", ItemBoard)
        assert "space:grow" in shared.changed
        assert "space:explore" not in shared.changed and not any(k.startswith("m:") for k in shared.changed)
        assert f"workers:{mover}" in board.query_one("#ap-seats", ItemBoard).changed


async def test_a_built_hex_is_marked_for_the_other_seat():
    s = building_state()
    before = ENGINE.view(s, 1)
    s = ENGINE.apply(s, Pick(choice="hex:A2"))
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(ApiaryBoard)
        board.shown = 0
        board._followed_actor = ENGINE.view(s, 1).actor
        board.before = before
        board.show(ENGINE.view(s, 1), [])
        await pilot.pause()
        assert app.query_one("#ap-hive", HexBoard).changed == {content().hexes["A2"]}


async def _inspect_a_market_tile(pilot):
    await settle(pilot)
    if not isinstance(pilot.app.screen, GameScreen):
        await pilot.press("enter")
        await settle(pilot)
    board = pilot.app.screen.board
    if board.has_class("-narrow"):
        board.focus()
        await pilot.pause()
        await pilot.press("v")
        await settle(pilot)
    shared = board.query_one("#ap-shared", ItemBoard)
    shared.focus()
    shared.move_cursor("m:recruit:0")
    await settle(pilot)


def test_snapshot_inspecting_a_tile_120x40(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "apiary", TWO, 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(120, 40), run_before=_inspect_a_market_tile)


def test_snapshot_inspecting_a_tile_80x24(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "apiary", TWO, 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_inspect_a_market_tile)


# ------------------------------------------------------------ the shared boards in words (issue 23 items 5 and 6)

from boardgames_tui.ui.games._apiary_lines import shared_lines  # noqa: E402


def _planet_section(lines) -> list[str]:
    text = ["".join(i.text for i in line) for line in lines]
    start = next(k for k, t in enumerate(text) if t.startswith("Planets"))
    end = next(k for k, t in enumerate(text) if t.startswith("Farms"))
    return text[start:end]


def test_the_planet_grid_and_the_dances_read_in_words_and_label_what_the_moves_name():
    """Over a random 4-seat game (5 columns, the narrowest cells): no "?" code on the planet
    grid nor the dances, a planet's name never runs into the QueenShip's mark, lines fit the
    40-column pane, and every "fly to row R, column C" move points at the cell under the
    column label C on the line of row label R."""
    from boardgames_tui.engine.apiary.actions import Pick
    from boardgames_tui.engine.rng import Rng

    s = ENGINE.new_game([Seat(name=n) for n in ("Ann", "Bob", "Cem", "Dee")], seed=11)
    rng = Rng.from_seed(11)
    flights = explored = 0
    for _ in range(400):
        if s.finished:
            break
        v = ENGINE.view(s, s.actor)
        legal = ENGINE.legal_actions(s)
        cells = {int(a.choice[5:]): a for a in legal if isinstance(a, Pick) and a.choice.startswith("cell:")}
        lines = shared_lines(v, set(cells), 40)
        assert all(sum(len(i.text) for i in line) <= 40 for line in lines)
        planets = _planet_section(lines)
        dances = [t for t in ("".join(i.text for i in line) for line in lines) if "Dance" in t]
        assert not any("?" in t for t in planets + dances), planets + dances
        header = planets[1]
        for i, action in cells.items():
            words = ENGINE.describe(s, action)
            r, col = divmod(i, v.cols)
            assert f"row {r + 1}, column {col + 1}" in words, words
            row = next(line for line in lines if any(item.key == f"cell:{i}" for item in line))
            x = sum(len(item.text) for item in row[:next(k for k, item in enumerate(row) if item.key == f"cell:{i}")])
            assert "".join(i.text for i in row).startswith(f"{r + 1} ")
            assert header[x:].split()[:2] in (["column", str(col + 1)], ["col", str(col + 1)]), (header, x)
            flights += 1
        if v.ship >= 0 and v.planet[v.ship] > 0:
            name = content().planets[v.planet[v.ship]]["name"]
            top = next(item.text for line in lines for item in line if item.key == f"cell:{v.ship}")
            assert top.startswith(name[:5]) and "Q" + name[:3] not in "".join(planets), planets
            explored += 1
        s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])
    assert flights and explored  # the game did fly the QueenShip onto planets


def test_every_explore_token_reads_whole_in_a_narrow_cell_and_its_short_face_is_in_the_legend():
    """Issue 23 item 6 at 80x24 (cells of 7 characters on a 36-column pane): an explore token's
    face is never cut ("+2 bas…") nor run together ("+1VP1QF"); a face shortened for the room
    ("+2 any", "+VP +QF", "+1 str") is said in words in the legend under the grid."""
    import re

    from boardgames_tui.ui.games._apiary_lines import SHORT_FACES, planet_lines, token_face

    for tok in content().tokens:
        for room in (6, 7, 8, 12):
            face = token_face(tok, room)
            assert len(face) <= room and "…" not in face, (tok, room, face)
            assert not re.search(r"\d[A-Z]", face), (tok, room, face)  # "1VP1QF", "1QF": codes
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    v = ENGINE.view(s, 0)
    seen = set()
    for width in (36, 60):
        lines = ["".join(item.text for item in line) for line in planet_lines(v, set(), width)]
        legend = " ".join(lines)
        for face, words in SHORT_FACES.items():
            if any(re.search(rf"(^| ){re.escape(face)}( |$)", line) for line in lines[2:2 + v.rows * 2]):
                assert f"{face}: {words}".replace(" ", "") in legend.replace(" ", ""), (face, lines)
                seen.add(face)
    assert seen, "seed 3 deals no shortened face at 36 columns: the test looked at nothing"
