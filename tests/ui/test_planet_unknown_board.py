"""Planet Unknown's board: the ghost with r/f, drafting preview, placing and reasons with keys,
rover steps and patches on the grid, other planets, the narrow layout, a real app move, snapshot."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_unknown import ENGINE
from boardgames_tui.engine.planet_unknown.actions import Draft, MoveRover, Target
from boardgames_tui.engine.planet_unknown.content import SIZE as N
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.games.planet_unknown import PlanetGrid, PlanetUnknownBoard
from boardgames_tui.ui.screens.game import GameScreen
from conftest import SIZE
from helpers import GameBoardApp, screen_text, settle

from boardgames_tui.engine.planet_unknown import content as puc
from boardgames_tui.engine.planet_unknown import glossary as gl
from boardgames_tui.ui.games._planet_unknown_text import HotText
from boardgames_tui.ui.widgets import InspectPane


class BoardApp(GameBoardApp):
    board_type = PlanetUnknownBoard
    engine = ENGINE


def drafting_state():
    return ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=1)


def test_board_is_registered():
    assert board_for("planet-unknown") is PlanetUnknownBoard


async def test_preview_take_and_place_a_tile_with_keys():
    app = BoardApp(drafting_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        grid = app.query_one(PlanetGrid)
        board = app.query_one(PlanetUnknownBoard)
        assert grid.has_focus
        seat = app.state.actor
        # the ghost of the first depot tile sits on a legal spot
        assert grid.ghost and grid.ghost_ok and grid.cursor in grid.highlighted
        first = app.state.stacks[ENGINE.legal_actions(app.state)[0].stack][-1]
        await pilot.press("t")  # try the other tile
        await pilot.pause()
        assert board.preview == 1 and grid.ghost
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")  # take the first tile
        await pilot.pause()
        assert app.state.prompt.kind == "place" and app.state.players[seat].hand == first
        assert grid.ghost_ok
        before = dict(grid.ghost)
        await pilot.press("r")
        await pilot.pause()
        assert grid.ghost and (grid.ghost != before or len(before) == 2)
        await pilot.press("f")
        await pilot.pause()
        # move to the middle of the planet: not on the edge, so the first tile may not go there
        grid.move_cursor((5, 5))
        await pilot.pause()
        assert not grid.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        assert app.reasons and app.reasons[-1] == "your first tile must touch the edge of the planet"
        # back to a highlighted spot and place it
        grid.move_cursor(sorted(grid.highlighted)[0])
        await pilot.pause()
        assert grid.ghost_ok
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.players[seat].tiles == (first,)


async def test_other_planets_one_key_away():
    app = BoardApp(drafting_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetUnknownBoard)
        actor = app.state.actor
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert board.shown != actor
        assert not app.query_one(PlanetGrid).ghost
        other = app.state.seats[board.shown].name
        assert f"{other} · KSB-4156" in screen_text(app)
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert board.shown == actor


async def test_rover_steps_and_patches_on_the_grid():
    s = drafting_state()
    seat = s.actor
    p = s.players[seat]
    t = list(p.terrain)
    t[5 * N + 5] = "c"
    p.terrain = "".join(t)
    p.tiles = (0,)
    p.rovers = [5 * N + 5, -1]
    p.step, p.moves, p.pending = "", 2, ["patch"]
    from boardgames_tui.engine.planet_unknown.flow import prompt_for

    s.prompt = prompt_for(s, seat)
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        grid = app.query_one(PlanetGrid)
        assert (4, 5) in grid.highlighted and (5, 6) in grid.highlighted
        legal = ENGINE.legal_actions(app.state)
        assert Target(item=0, cell=4 * N + 5) in legal and MoveRover(rover=0, direction=0) in legal
        grid.move_cursor((5, 6))
        await pilot.pause()
        await pilot.press("enter")  # the patch and the rover's step both end here: a choice
        await pilot.pause()
        patch = Target(item=0, cell=5 * N + 6)
        assert patch in app.offered[-1] and any(isinstance(a, MoveRover) for a in app.offered[-1])
        app.query_one(PlanetUnknownBoard).propose(patch)
        await pilot.pause()
        assert app.state.players[seat].terrain[5 * N + 6] == "p"
        grid.move_cursor((6, 5))
        await pilot.pause()
        await pilot.press("enter")  # the rover steps down
        await pilot.pause()
        assert app.state.players[seat].rovers[0] == 6 * N + 5
        assert app.state.players[seat].moves == 1


async def test_narrow_terminal_shows_the_planet_and_toggles_the_info():
    app = BoardApp(drafting_state())
    async with app.run_test(size=(40, 22)) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetUnknownBoard)
        assert board.has_class("-narrow")
        text = screen_text(app)
        assert "KSB-4156" in text and "Station" not in text
        await pilot.press("v")
        await pilot.pause()
        assert "Station" in screen_text(app)
        await pilot.press("v")
        await pilot.pause()
        await pilot.pause()
        board_focus = app.focused
        assert "Station" not in screen_text(app), board_focus
        assert app.query_one(PlanetGrid).has_focus, board_focus


async def test_screen_shows_station_tracks_cards_and_players():
    app = BoardApp(drafting_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for words in ("Station · position", "Tracks Bob · Universal Coalition", "Civ", "Rover", "Civ cards", "vs ", "Players", "Rank 1"):
            assert words in text, words


async def test_real_move_in_the_app(save_dir):
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the handoff screen: Bob is to play
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and isinstance(screen.board, PlanetUnknownBoard)
        grid = screen.board.query_one(PlanetGrid)
        assert grid.has_focus
        await pilot.press("enter")  # take the tile shown
        await settle(pilot)
        assert screen.session.state.prompt.kind == "place"
        await pilot.press("enter")  # place it where the ghost is
        await settle(pilot)
        state = screen.session.state
        assert state.players[state.actor].tiles and state.prompt.kind == "resolve"
        _ = Draft


def test_game_screen_snapshot(snap_compare, save_dir):
    """120x40: the side panel has the keyboard, its cursor on the outer tile of Bob's depot (inspected)."""
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=settle, press=["enter", "v", "down", "right", "down"])


def test_game_screen_snapshot_80x24(snap_compare, save_dir):
    """80x24: v shows the side panel; its cursor on the inner tile of Bob's depot (inspected)."""
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle, press=["enter", "v", "down", "right"])


def corporation_state(name: str):
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=1, options={"corporation_1": name, "corporation_2": name})
    for q in s.players:
        q.step, q.pending = "", []
    return s


async def shown_tracks(s) -> list[str]:
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetUnknownBoard)
        board.shown = 0
        board.action_seat(0)
        await pilot.pause()
        return [line for line in screen_text(app).splitlines()]


def has(lines: list[str], words: str) -> bool:
    return any(words in line for line in lines)


async def test_track_panel_makeshift_shows_trackers_on_other_tracks():
    s = corporation_state("Makeshift")
    p = s.players[0]
    p.tracks, p.lanes = [2, 0, 0, 0, 0], (1, 1, 2, 3, 4)  # the civ tracker on water space 2
    lines = await shown_tracks(s)
    assert has(lines, "Water   ··c+2·+3+··4+··5  0")  # Makeshift's own water track, 'c' on space 2
    assert has(lines, "Civ     ··1C·2C·+3C+··C5  1")  # the civ tracker scores water's medal 1
    assert has(lines, "letter: tracker on another track")


async def test_track_panel_oasis_shows_the_water_path():
    s = corporation_state("Oasis Ultd.")
    s.players[0].tracks = [0, 3, 0, 0, 0]  # the water tracker on rover space 3
    lines = await shown_tracks(s)
    assert has(lines, "W path  ··+····+·+3·+6····+8·X·X")  # only water medals along the path
    assert has(lines, "Rover   ·R·w")  # the water tracker drawn where it stands


async def test_track_panel_flux_jump_drive_and_wormhole():
    s = corporation_state("Flux Industries")
    s.players[0].flux = 1
    lines = await shown_tracks(s)
    assert has(lines, "Water≈") and has(lines, "≈ flux: water · latest tech only")
    s = corporation_state("Jump Drive")
    s.players[0].tech_pods = (3, 5)
    lines = await shown_tracks(s)
    assert has(lines, "Tech    ·5+···3·2··1+···") and has(lines, "lifepod techs: 3, 5 (of 6)") and has(lines, "tech 2")
    s = corporation_state("Wormhole Corp")
    lines = await shown_tracks(s)
    assert has(lines, "Biomass ··+P1cP2wP3tP5rP") and has(lines, "struck: jumped · c/w/t/r: advance")


async def test_enter_on_another_planet_brings_back_your_whole_board():
    app = BoardApp(drafting_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(PlanetUnknownBoard)
        actor = app.state.seats[app.state.actor].name
        await pilot.press("right_square_bracket")
        await pilot.pause()
        other = app.state.seats[board.shown].name
        assert f"Tracks {other}" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        # the planet and the track panel both follow: nothing of the other seat is left over
        assert board.shown == app.state.actor
        text = screen_text(app)
        assert f"{actor} · KSB-4156" in text and f"Tracks {actor}" in text and f"Tracks {other}" not in text


# ----------------------------------------------------------------------------- inspecting and changes


def pane(app) -> InspectPane:
    return app.screen.query_one("#inspect", InspectPane)


async def open_game(pilot) -> GameScreen:
    await settle(pilot)
    await pilot.press("enter")  # the handoff screen: Bob is to play
    await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


async def test_side_cursor_inspects_depot_tiles_by_name_and_cost(save_dir):
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(pilot)
        state = game.session.state
        side = game.board.query_one("#pu-side-text", HotText)
        side.focus()  # (at 120x40 both panes show: v turns pages only at 80 columns)
        await pilot.pause()
        assert side.has_focus and side.cursor == ("station",)
        assert pane(app).inspection.title == "Space station"
        await pilot.press("down", "right")  # depot 1, its inner tile
        await pilot.pause()
        assert side.cursor == ("stack", 5)
        inner = state.stacks[5][-1]
        assert pane(app).inspection.title == gl.tile_title(inner) == "O4 square tetromino (O): Tech and Biomass"
        assert pane(app).inspection.lines[0] == "Cost: free for Bob (facing it): take one of the two top tiles"
        await pilot.press("down")  # the outer tile of the same depot
        await pilot.pause()
        assert side.cursor == ("stack", 6)
        outer = state.stacks[6][-1]
        assert game.board.preview == 1  # the planet's ghost shows the tile under the cursor
        grid = game.board.query_one(PlanetGrid)
        assert sorted(grid.ghost.values()) == sorted("*" if m else (t.upper() if i else t)
                                                     for *_, t, i, m in puc.layouts(outer)[0].cells)
        assert pane(app).inspection.title == gl.tile_title(outer) != gl.tile_title(inner)
        assert "Cost: free for Bob (facing it)" in pane(app).inspection.lines[0]
        assert gl.tile_short(outer) in screen_text(app)
        # a track space further down: its name and what it costs to get there
        for _ in range(12):
            await pilot.press("down")
        await pilot.pause()
        assert side.cursor[0] == "space"
        assert pane(app).inspection.title.endswith(f"track, space {side.cursor[2]}")
        assert any(line.startswith(("Cost: ", "Now: ")) for line in pane(app).inspection.lines)
        # Enter on the outer tile takes it
        side.move_to(("stack", 6))
        await pilot.press("enter")
        await settle(pilot)
        assert game.session.state.prompt.kind == "place" and game.session.state.players[1].hand == outer


async def test_planet_cursor_inspects_the_ghost_and_squares(save_dir):
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(pilot)
        grid = game.board.query_one(PlanetGrid)
        assert grid.has_focus
        tile = game.session.state.stacks[5][-1]
        ins = pane(app).inspection
        assert ins.kind == "tile being placed" and ins.title == gl.tile_title(tile)
        assert "Cost: free (the tile of your depot)" in ins.lines and ins.lines[2].startswith("Fits: ")
        grid.move_cursor((12, 0))  # the column medal under column 1
        await pilot.pause()
        assert pane(app).inspection.title == "Column 1 medal"
        grid.move_cursor((12, 12))
        await pilot.pause()
        assert pane(app).inspection.title == "Planet KSB-4156"


async def test_decision_panel_highlight_inspects_the_tile_it_takes(save_dir):
    app = BoardgamesApp(start=("new", "planet-unknown", [{"name": "Ann"}, {"name": "Bob"}], 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await open_game(pilot)
        state = game.session.state
        game.query_one("#decisions").focus()
        await pilot.pause()
        assert pane(app).inspection.title == gl.tile_title(state.stacks[5][-1])
        await pilot.press("down")
        await pilot.pause()
        assert pane(app).inspection.title == gl.tile_title(state.stacks[6][-1])


async def test_another_seats_move_is_marked(save_dir):
    seats = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", "planet-unknown", seats, 1, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(40):  # Ann plays from the list until the bot has moved
            if game.board.before is not None:
                break
            await pilot.press("1")
            await settle(pilot)
        board = game.board
        before, view = board.before, board.view
        assert before is not None
        bot = view.players[1]
        side = board.query_one("#pu-side-text", HotText)
        drafted = {k for k, (a, b) in enumerate(zip(before.stacks, view.stacks)) if len(a) != len(b)}
        assert drafted and {("stack", k) for k in drafted} <= side.changed
        board.action_seat(1)  # the bot's planet: the squares of its new tile are marked
        await pilot.pause()
        grid = board.query_one(PlanetGrid)
        new = {divmod(i, N) for i in bot.last_tile}
        assert new and new <= grid.changed
        assert all(before.players[1].terrain[r * N + c] == "-" for r, c in new)


class InspectingBoardApp(BoardApp):
    """The board app, keeping the title of every inspection the board asks the screen to show."""

    def __init__(self, state):
        super().__init__(state)
        self.inspected: list[str | None] = []

    def on_game_board_inspected(self, event) -> None:
        self.inspected.append(event.inspection.title if event.inspection else None)


async def test_hovering_the_side_panel_inspects_what_the_mouse_is_on():
    app = InspectingBoardApp(drafting_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        side = app.query_one("#pu-side-text", HotText)
        y, x, _, key = next(spot for spot in side._spots if spot[3] == ("depot", 0))
        assert side.cursor != key
        app.inspected.clear()
        await pilot.hover(side, offset=(x, y))
        await pilot.pause()
        assert app.inspected == ["Station depot 1"]  # not followed by what the cursor is on


async def test_a_place_is_named_by_the_square_the_cursor_is_on_even_where_the_tile_leaves_its_corner_empty():
    """An L turned so that its bounding box's corner is empty: the cursor stands on the tile's
    first square (never on an empty corner), the moves list names that square, and so does the
    log once Enter places it."""
    state = drafting_state()
    draft = next(a for a in ENGINE.legal_actions(state)
                 if any(lay.first_column > 0 for lay in puc.layouts(state.stacks[a.stack][-1])))
    state = ENGINE.apply(state, draft)
    seat, tile = state.actor, state.players[state.actor].hand
    app = BoardApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        grid = app.query_one(PlanetGrid)
        for _ in range(8):  # turn and flip until the layout leaves its top-left corner empty
            if puc.layout_of(tile, *puc.canonical_orientation(tile, grid.rotation, grid.flip)).first_column > 0 and grid.highlighted:
                break
            await pilot.press("f" if grid.rotation == 3 else "r")
            await pilot.pause()
        lay = puc.layout_of(tile, *puc.canonical_orientation(tile, grid.rotation, grid.flip))
        assert lay.first_column > 0 and (0, 0) not in {(dr, dc) for dr, dc, *_ in lay.cells}
        grid.move_cursor(sorted(grid.highlighted)[0])
        await pilot.pause()
        r, c = grid.cursor
        assert grid.ghost_ok and (r, c) in grid.ghost  # the ghost covers the cursor's square
        named = f"row {r + 1}, column {c + 1}"
        place = next(a for a in ENGINE.legal_actions(app.state)
                     if (a.row, a.col + lay.first_column) == (r, c) and (a.rotation, a.flipped) == (lay.rotation, lay.flipped))
        assert ENGINE.describe(app.state, place).startswith(f"Place at {named}")
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.players[seat].tiles == (tile,)
        placed = [line.text for line in app.state.log if " places " in line.text]
        assert placed and placed[0].endswith(f"at {named}"), placed
