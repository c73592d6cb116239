"""Planet B's board: direct play with keys (ghost, rotate, place, reasons), other domes, snapshot."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b.actions import TakeDevelopment, TakeSpring
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.games.planet_b import DomeHexes, PlanetBBoard
from boardgames_tui.ui.screens.game import GameScreen
from conftest import SIZE
from helpers import GameBoardApp, screen_text, settle


class BoardApp(GameBoardApp):
    board_type = PlanetBBoard
    engine = ENGINE


def placing_state():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11)
    return ENGINE.apply(s, TakeDevelopment(pos=0))  # two single tiles, free


def pair_and_single_state():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11)
    return ENGINE.apply(s, TakeDevelopment(pos=2))  # a pair and a single


def test_board_is_registered():
    assert board_for("planet-b") is PlanetBBoard


async def test_place_tiles_with_keys():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        assert hexes.has_focus
        # the ghost snaps onto the only legal spot, the centre, and is drawn legal
        assert hexes.cursor == (0, 0) and hexes.ghost_ok and (0, 0) in hexes.ghost
        assert hexes.highlighted == {(0, 0)}
        first = app.state.held[0]
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.boards[0][geo.centre()] != "."
        assert first in app.state.placed[0]
        # the second tile: move off to a hex that touches nothing, Enter -> the engine's reason
        await pilot.press("up", "up", "up")
        await pilot.pause()
        assert not hexes.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        assert app.reasons == ["it must touch a tile already on your dome"]
        # back next to the centre: legal, placed
        hexes.move_cursor((1, 0))
        await pilot.pause()
        assert hexes.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.step == "after" and len(app.state.placed[0]) == 2
        assert "Buy animals" in app.state.prompt.text


async def test_rotate_and_next_tile_keys():
    app = BoardApp(pair_and_single_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        hexes = app.query_one(DomeHexes)
        before = dict(hexes.ghost)
        await pilot.press("r")
        await pilot.pause()
        assert hexes.ghost != before and len(hexes.ghost) == len(before)
        tile = board._held()[board.tile_pick]
        await pilot.press("t")
        await pilot.pause()
        assert board._held()[board.tile_pick] != tile
        await pilot.press("enter")
        await pilot.pause()
        placed = app.state.placed[0]
        assert placed and placed[0] != tile


async def test_the_hint_offers_r_rotate_only_for_a_tile_of_several_hexes():
    app = BoardApp(pair_and_single_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        hint = board.query_one("#pb-hint")
        seen = {}
        for _ in range(2):
            tile = board._held()[board.tile_pick]
            seen[len(geo.tile_codes(tile))] = str(hint.render())
            await pilot.press("t")
            await pilot.pause()
        assert sorted(seen) == [1, 2]
        assert "r rotate · t next tile · ⏎ place" in seen[2]
        assert "r rotate" not in seen[1] and "t next tile · ⏎ place" in seen[1]


async def test_other_domes_one_key_away():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        assert board.shown == app.state.actor
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert board.shown != app.state.actor
        assert "Bob's dome" in screen_text(app) or "Ann's dome" in screen_text(app)
        assert not app.query_one(DomeHexes).ghost  # no ghost on somebody else's dome
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert board.shown == app.state.actor


async def test_screen_shows_row_track_harvest_goals_and_players():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for words in ("Development row", "Water track", "Harvest next: ", "Goals", "Players", "Springs: 5 left", "Red flower"):
            assert words in text, words


async def test_real_move_in_the_app(save_dir):
    app = BoardgamesApp(start=("new", "planet-b", [{"name": "Ann"}, {"name": "Bob"}], 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert isinstance(screen.board, PlanetBBoard)
        await pilot.press("1")  # take the development tile at position 1
        await settle(pilot)
        state = screen.session.state
        assert state.prompt.kind == "place-tile"
        hexes = screen.board.query_one(DomeHexes)
        assert hexes.has_focus  # the board takes the keyboard to place
        await pilot.press("enter")
        await settle(pilot)
        state = screen.session.state
        assert state.boards[state.actor][geo.centre()] != "."


def test_game_screen_snapshot(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "planet-b", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=settle, press=["1"])


async def test_ghost_turns_to_a_rotation_that_fits():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11)
    free = {geo.index()[h] for h in [(0, 1), (0, 2), (0, 3)]}
    s.boards[0] = "".join("." if i in free else "T" for i in range(55))
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # B: one straight three
    legal_rots = {a.rot for a in ENGINE.legal_actions(s)}
    assert 0 not in legal_rots
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        assert hexes.ghost_ok and set(hexes.ghost) == {(0, 1), (0, 2), (0, 3)}
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.step == "after"


async def test_latest_turn_is_marked_and_harvests_listed():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        assert hexes.last == {(0, 0)}
        text, style = hexes._cell_text((0, 0))
        assert style.underline


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark", "ansi-light"])
async def test_board_draws_in_every_builtin_theme(theme):
    app = BoardApp(placing_state())
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        await pilot.pause()
        text = screen_text(app)
        assert "dome" in text and "[" in text  # the cursor on the dome


def painted(cells: dict, **extra):
    """Ann to act with these element codes already on her dome."""
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11)
    board = list(s.boards[0])
    for h, code in cells.items():
        board[geo.index()[h]] = code
    s.boards[0] = "".join(board)
    for k, v in extra.items():
        setattr(s, k, v)
    return s


async def test_pair_a_bee_by_choosing_two_flowers():
    from boardgames_tui.engine.planet_b.actions import Place as PlaceTile

    s = painted({(0, 0): "y", (2, 0): "y"})
    yellow = next(t for t in ("E027", "E028", "E029", "E030") if t not in s.offer[0])
    # hand Ann a single yellow flower to place between the two
    s.held = [yellow]
    for shape, stack in s.stacks.items():
        if yellow in stack:
            s.stacks[shape] = tuple(t for t in stack if t != yellow)
    s.step = "place"
    s = ENGINE.apply(s, PlaceTile(tile=yellow, rot=0, at=geo.index()[(1, 0)]))
    assert s.prompt.kind == "pair-bees"
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        assert hexes.highlighted == {(0, 0), (1, 0), (2, 0)}
        hexes.move_cursor((1, 0))
        await pilot.press("enter")  # both pairings use it: pick the second flower
        await pilot.pause()
        assert app.state.prompt.kind == "pair-bees"
        hexes.move_cursor((2, 0))
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.bees[0] == (f"Y:{geo.index()[(1, 0)]},{geo.index()[(2, 0)]}",)


async def test_buy_animals_by_choosing_habitat_hexes():
    s = painted({(0, 0): "L", (1, 0): "L", (2, 0): "L", (0, 1): "N"}, oxygen=[1, 0])
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        assert hexes.highlighted == {(0, 1)}  # 1 oxygen: only the bird
        hexes.move_cursor((1, 0))
        await pilot.press("enter")  # a log, but 2 oxygen needed: the engine's reason
        await pilot.pause()
        assert app.reasons and "Needs 2 oxygen; you have 1" in app.reasons[-1]
        hexes.move_cursor((0, 1))
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.animals[0] == (f"b:{geo.index()[(0, 1)]}",) and app.state.oxygen[0] == 0
    s = painted({(0, 0): "L", (1, 0): "L", (2, 0): "L"}, oxygen=[2, 0])
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hexes = app.query_one(DomeHexes)
        app.query_one(PlanetBBoard).focus()
        hexes.move_cursor((1, 0))
        await pilot.press("enter")  # two rabbit habitats share this log: pick the other hex
        await pilot.pause()
        assert not app.state.animals[0]
        hexes.move_cursor((2, 0))
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.animals[0] == (f"k:{geo.index()[(1, 0)]},{geo.index()[(2, 0)]}",)


async def test_ghost_preview_shows_the_gains():
    s = painted({(0, 0): "T", (1, 0): "T", (2, 0): "T"})
    for t in ("E001", "E015"):  # a tree and an apple onto development tile A
        for shape, stack in s.stacks.items():
            if t in stack:
                s.stacks[shape] = tuple(x for x in stack if x != t) + tuple(x for x in s.offer[0] if x and x not in ("E001", "E015"))
                s.offer[0] = ("E001", "E015")
    app = BoardApp(ENGINE.apply(s, TakeDevelopment(pos=0)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        hexes = app.query_one(DomeHexes)
        while board._held()[board.tile_pick] != "E001":
            await pilot.press("t")
        hexes.move_cursor((0, 1))
        await pilot.pause()
        hint = board.query_one("#pb-hint")
        assert "Here: +4 oxygen (tree group)" in str(hint.render())
        hexes.move_cursor((3, -1))  # an oxygen icon too
        await pilot.pause()
        assert "Here: +1 oxygen (icon), +4 oxygen (tree group)" in str(hint.render())


async def test_a_one_hex_tile_on_a_covered_hex_gets_the_engines_reason_not_a_rotation():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the first single tile onto the centre
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        app.query_one(DomeHexes).move_cursor((0, 0))
        await pilot.pause()
        placing = board.hex_words((0, 0)).lines[-1]
        assert placing.endswith("here: not allowed: 1 of its hexes is already covered"), placing
        assert "rotation" not in placing


async def test_the_centre_mark_is_in_the_legend_and_players_show_the_score_tables_total():
    from boardgames_tui.engine.planet_b import scoring

    s = painted({(0, 0): "H", (1, 0): "H", (2, 0): "H", (0, 1): "H"}, bee_points=[2, 0])  # a wheat field
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        side = geo.side(s.side)
        legend = str(app.query_one("#pb-legend").render())
        assert f"{side.label.replace('-', '')} centre (dome side {side.label})" in legend.replace("\n", "  ")
        total = scoring.score_sheet(s).total(0)
        assert total > scoring.track_score(s, 0) == 2  # goals count during play, the track not yet
        assert f"Ann {total} pts" in str(app.query_one("#pb-player-0").render())


async def test_solo_is_marked():
    s = ENGINE.new_game([Seat(name="Ann")], seed=2)
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Solo variant" in str(app.query_one("#pb-supply").render())


async def test_page_keys_scroll_the_board_to_the_goals():
    app = BoardApp(placing_state())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        await pilot.press("v")  # narrow: the development board and goals
        await pilot.pause()
        assert board.scroll_y == 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert board.scroll_y > 0


async def test_players_show_score_marker_and_multiplier_marker():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11)
    s.animal_points = [63, 12]
    s.multiplier = [1, 0]
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        ann = str(app.query_one("#pb-player-0").render())
        bob = str(app.query_one("#pb-player-1").render())
        assert "Ann 63 pts ◆50 · 3 water · 0 oxygen" in ann and "Bob 12 pts · " in bob and "◆" not in bob
        assert "◆ multiplier" in str(app.query_one("#pb-players").render())


async def test_narrow_info_pane_never_leaves_the_keyboard_on_the_hidden_dome():
    app = BoardApp(placing_state())
    async with app.run_test(size=(60, 30)) as pilot:  # narrower than NARROW: panes take turns
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        await pilot.press("v")  # the development board replaces the dome
        await pilot.pause()
        await pilot.pause()
        focused = app.focused
        assert focused is not None and focused.display
        assert not isinstance(focused, DomeHexes)
        assert board.has_class("-narrow") and board.has_class("-info")
        await pilot.press("v")  # back to the dome, which takes the keyboard again
        await pilot.pause()
        assert isinstance(app.focused, DomeHexes)


async def test_narrow_a_placement_prompt_shows_the_dome_again():
    """The development board shown (v) while a tile is taken: the placement that follows is on
    the dome, so the dome comes back with the keyboard (v shows the board again during it)."""
    app = BoardApp(ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=11))
    async with app.run_test(size=(60, 30)) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        await pilot.press("v")
        await pilot.pause()
        assert board.info_shown()
        app.state = ENGINE.apply(app.state, TakeDevelopment(pos=0))
        app.redraw()
        await pilot.pause()
        await pilot.pause()
        assert not board.info_shown() and isinstance(app.focused, DomeHexes)
        await pilot.press("v")
        await pilot.pause()
        assert board.info_shown()


# ------------------------------------------------------------ inspecting and what just happened

ANN_AND_BOT = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "random"}]


def pane(app):
    from boardgames_tui.ui.widgets import InspectPane

    return app.screen.query_one("#inspect", InspectPane)


async def test_panel_highlight_inspects_the_development_tile(save_dir):
    app = BoardgamesApp(start=("new", "planet-b", ANN_AND_BOT, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        assert pane(app).inspection.title == f"Development tile {state.row[0]}"
        await pilot.press("down")
        await pilot.pause()
        ins = pane(app).inspection
        assert ins.title == f"Development tile {state.row[1]}"
        assert ins.lines[0] == "Cost: 1 water, paid onto the water track (position 2 of 6)"
        assert f"Development tile {state.row[1]}" in screen_text(app)


async def test_side_cursor_inspects_each_component_with_its_cost(save_dir):
    from boardgames_tui.ui.games._planet_b_info import InfoColumn

    app = BoardgamesApp(start=("new", "planet-b", ANN_AND_BOT, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        column = app.screen.board.query_one(InfoColumn)
        while not column.has_focus:  # Tab: moves, log, dome, then the side column
            await pilot.press("tab")
            await pilot.pause()
        ins = pane(app).inspection
        assert ins.title == f"Development tile {state.row[0]}"
        assert ins.lines[0] == "Cost: free (0 water), paid onto the water track (position 1 of 6)"
        await pilot.press("down", "down")
        await pilot.pause()
        ins = pane(app).inspection
        assert ins.title == f"Development tile {state.row[2]}"
        assert ins.lines[0] == "Cost: 1 water, paid onto the water track (position 3 of 6)"
        for _ in range(6):
            await pilot.press("down")
        await pilot.pause()
        assert pane(app).inspection.title == "Springs"
        await pilot.press("up", "up")
        await pilot.pause()
        assert pane(app).inspection.title == "Water track"
        # Enter on a development tile takes it
        await pilot.press("up")
        await pilot.pause()
        assert pane(app).inspection.title == f"Development tile {state.row[5]}"
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen.session.state.prompt.kind == "place-tile"
        assert app.screen.session.state.water[0] == 0  # paid 3 water


async def test_dome_cursor_and_mouse_inspect_hexes():
    s = painted_cover(painted({(0, 0): "T", (1, 0): "T", (0, 1): "N"}), {(0, 1): "b"})
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetBBoard)
        hexes = app.query_one(DomeHexes)
        hexes.focus()
        hexes.move_cursor((0, 0))
        await pilot.pause()
        ins = board.inspect_cursor()
        assert ins.title == "Tree" and "Group: 2 connected tree hexes" in ins.lines
        await pilot.press("right")
        await pilot.pause()
        assert hexes.cursor == (1, 0) and board.inspect_cursor().title == "Tree"
        bird = board.hex_words((0, 1))
        assert bird.title == "Bird on Nest box"
        assert "On it: Bird, scores 2 points at every animal harvest" in bird.lines


def painted_cover(s, cells):
    cover = list(s.cover[0])
    for h, code in cells.items():
        cover[geo.index()[h]] = code
    s.cover[0] = "".join(cover)
    return s


async def test_another_seats_move_is_marked(save_dir):
    from boardgames_tui.engine.planet_b.actions import EndTurn
    from boardgames_tui.ui.games._planet_b_info import InfoItem

    app = BoardgamesApp(start=("new", "planet-b", ANN_AND_BOT, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        await pilot.press("1")  # Ann takes the free tile and places its two singles
        await settle(pilot)
        while game.session.state.prompt.kind == "place-tile":
            await pilot.press("enter")
            await settle(pilot)
        end = game.session.legal_actions().index(EndTurn())
        await pilot.press(str(end + 1))
        await settle(pilot)
        state = game.session.state
        assert state.actor == 0 and state.round == 2  # Bob (the bot) has played
        board = game.board
        changed = {item.key for item in board.query(InfoItem) if item.has_class("-changed")}
        assert game.session.record[-3] == TakeSpring()  # seed 5: Bob takes a spring
        assert changed == {("player", 1), ("springs",)}
        hexes = board.query_one(DomeHexes)
        assert hexes.changed == set()  # Ann's own dome: Bob did not touch it
        await pilot.press("tab")  # onto the board (the dome), then ] shows Bob's dome
        board.query_one(DomeHexes).focus()
        await pilot.press("right_square_bracket")
        await pilot.pause()
        bob = {geo.hexes()[i] for i in state.last_cells[1]}
        assert bob and hexes.changed == bob
        text, style = hexes._cell_text(next(iter(bob)))
        assert style.underline and style.bgcolor is not None


async def panel_focused(pilot) -> None:
    """Until the game screen has given the decision panel the keyboard (a loaded machine once
    took the picture with the press still going to the dome)."""
    import time

    from boardgames_tui.ui.widgets import DecisionPanel

    deadline = time.monotonic() + 20
    while not isinstance(pilot.app.focused, DecisionPanel):
        assert time.monotonic() < deadline, "the decision panel never took the keyboard"
        await settle(pilot, 1)


def test_snapshot_inspecting_a_development_tile_120x40(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "planet-b", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=panel_focused, press=["down"])


def test_snapshot_inspecting_a_development_tile_80x24(snap_compare, save_dir):
    app = BoardgamesApp(start=("new", "planet-b", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24), run_before=panel_focused, press=["down"])


def test_a_player_line_counts_its_points_in_good_english():
    """'1 pt', never '1 pts' (issue 23, real plurals): the line of a seat with one point."""
    from boardgames_tui.ui.games._planet_b_text import player_markup
    from boardgames_tui.engine.planet_b import ENGINE as PB

    state = PB.new_game([Seat(name="Ann"), Seat(name="Hal")], seed=4)
    while not any(PB.scores(state).total(s) == 1 for s in range(2)):
        state = PB.apply(state, PB.legal_actions(state)[0])
    one = next(s for s in range(2) if PB.scores(state).total(s) == 1)
    line, _ = player_markup(PB.view(state, one), one)
    assert " 1 pt " in line and "1 pts" not in line, line
