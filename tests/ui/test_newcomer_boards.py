"""What a newcomer meets on the boards at 80x24 (issue 23, left open last session): legal spots
marked by a glyph as well as by colour (and said in the legend), the inspect pane's text whole
with the board's "⏎" line under the board instead, and the seat named once."""

from __future__ import annotations

import re

import pytest
from rich.text import Text
from textual.app import App, ComposeResult

from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.text import unnamed
from boardgames_tui.ui.widgets import CardGrid, DecisionPanel, InspectPane, SquareGrid
from boardgames_tui.ui.widgets._cells import CellBoard, LEGAL_MARK, LEGAL_WORDS
from boardgames_tui.ui.widgets.card_grid import Card
from helpers import screen_text, settle, settle_until_human, until

GAMES = ["apiary", "aquaria", "new-frontiers", "planet-b", "planet-unknown"]


def seats_for(game: str, name: str = "You") -> list[dict]:
    if game == "aquaria":
        return [{"name": name}]
    return [{"name": name}, {"name": "Hal", "kind": "bot", "bot": "greedy"}]


class Cells(App):
    def compose(self) -> ComposeResult:
        yield SquareGrid.rect(2, 3, cell_width=2, id="narrow")
        yield SquareGrid.rect(2, 3, cell_width=3, id="wide")
        yield CardGrid(columns=3, card_width=8, card_height=3, id="cards")


async def test_a_legal_spot_has_a_mark_that_reads_without_colour():
    app = Cells()
    async with app.run_test(size=(60, 20)) as pilot:
        for grid_id in ("#narrow", "#wide"):
            grid = app.query_one(grid_id, SquareGrid)
            grid.set_cells({cell: "." for cell in grid.cells})
            grid.highlight({(0, 1), (1, 2)})
        cards = app.query_one("#cards", CardGrid)
        cards.set_cards([Card(title="A"), Card(title="B"), Card(title="C")])
        cards.highlight({1})
        await pilot.pause()
        for grid_id in ("#narrow", "#wide"):
            grid = app.query_one(grid_id, SquareGrid)
            rows = ["".join(seg.text for seg in grid.render_line(y)) for y in range(2)]
            marked = {(y, x) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == LEGAL_MARK}
            assert len(marked) == 2, (grid_id, rows)  # one mark per legal cell, none elsewhere
            for r, c in [(0, 1), (1, 2)]:
                x = grid._pos[(r, c)][0]
                assert LEGAL_MARK in rows[r][x:x + grid.cell_width], (grid_id, rows)
        tops = "".join(seg.text for seg in cards.render_line(0))
        assert tops.count(LEGAL_MARK) == 1 and tops.index(LEGAL_MARK) > 9, tops  # the second card's frame only


def open_marks(widget) -> set:
    """The legal spots of a board widget whose mark is not under the cursor's frame or a ghost."""
    if isinstance(widget, CardGrid):
        return set(widget.highlighted)
    return widget.highlighted - set(widget.ghost) - {widget.cursor}


async def marked_prompt(pilot, screen) -> bool:
    """Play the first move of each prompt until the board marks legal spots (or cards)."""
    for _ in range(15):
        await settle_until_human(pilot)
        if screen.session.finished or pilot.app.screen is not screen:
            return False
        marked = [w for w in screen.board.query("*") if isinstance(w, (CellBoard, CardGrid))
                  and w.region.height > 0 and open_marks(w)]
        if marked:
            return True
        screen.query_one("#decisions", DecisionPanel).choose(0)
        await settle(pilot, 2)
    return False


@pytest.mark.parametrize("game", [g for g in GAMES if g != "apiary"])  # Apiary's first prompts mark nothing: below
async def test_at_80x24_legal_spots_show_the_mark_and_the_words_say_what_it_means(game, save_dir):
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        assert await marked_prompt(pilot, screen), f"{game}: no prompt marked legal spots"
        await settle(pilot, 1)
        text = screen_text(app)
        board_text = "\n".join(line[:38] for line in text.splitlines())  # the board's columns, not the side
        assert LEGAL_MARK in board_text, text
        assert LEGAL_WORDS in text or LEGAL_WORDS in board_text, text  # the legend (or hint) says it


@pytest.mark.parametrize("game", GAMES)
async def test_at_80x24_the_inspect_pane_keeps_the_text_whole_and_enter_is_said_under_the_board(game, save_dir):
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_until_human(pilot)
        screen = app.screen
        target = screen.board.focus_target() or screen.board
        target.focus()
        await settle(pilot, 2)
        pane = screen.query_one("#inspect", InspectPane)
        inspection = pane.inspection
        assert inspection is not None, game
        shown = pane.plain
        for line in inspection.lines:
            if line.startswith("⏎ "):
                assert line not in shown  # not in the pane: under the board
                assert line in " ".join(screen_text(app).split()), screen_text(app)  # wrapped maybe
            else:
                assert line in shown, (line, shown)
        # whole: the pane is tall enough for its text, or (a text longer than a 24-row screen
        # has room for) it scrolls to the rest
        region = pane.scrollable_content_region
        needed = len(Text(shown.rstrip()).wrap(app.console, region.width))  # a board may pad its text with blank lines
        # a text longer than a 24-row screen has room for: the pane takes all the room it may
        # have while the board has the keys (screens.tcss: 9 rows), more than the moves list's 6
        assert needed <= region.height or pane.outer_size.height == 9, (game, shown, pane.outer_size)


WRONG = re.compile(r"\bYou's\b|\b(\S+): \1\b|^(You|Ann): you\b", re.IGNORECASE | re.MULTILINE)


@pytest.mark.parametrize("name", ["You", "Ann", "[bold]x[/]"])
@pytest.mark.parametrize("game", GAMES)
async def test_the_moves_list_and_the_inspect_pane_name_the_seat_once(game, name, save_dir):
    """The moves list is the deciding seat's: its entries and title do not start with that
    seat's name again ("You: keep Buckwheat" under "Keep a seed card", "You: you cannot…"),
    and no inspect text says "You's"."""
    app = BoardgamesApp(start=("new", game, seats_for(game, name), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        for _ in range(6):
            await settle_until_human(pilot)
            if screen.session.finished or app.screen is not screen:
                break
            panel = screen.query_one("#decisions", DecisionPanel)
            assert not WRONG.search(panel.prompt_title), panel.prompt_title  # the prompt names the seat once
            for words in panel.choices:
                assert not words.startswith(f"{name}: "), words
                assert not WRONG.search(words), words
            screen.board.focus()
            await settle(pilot, 1)
            shown = screen.query_one("#inspect", InspectPane).plain
            assert not WRONG.search(shown), shown
            panel.choose(0)
            await settle(pilot, 2)


def test_unnamed_drops_only_the_name_in_front():
    assert unnamed("You: keep Buckwheat", "You") == "Keep Buckwheat"
    assert unnamed("Ann: Ann's turn", "Ann") == "Ann's turn"
    assert unnamed("Annabel: keep Thyme", "Ann") == "Annabel: keep Thyme"
    assert unnamed("[bold]x[/]: keep Thyme", "[bold]x[/]") == "Keep Thyme"
    assert unnamed("Take the V3 tile", "You") == "Take the V3 tile"


async def test_at_80x24_apiary_marks_the_hexes_a_tile_may_be_built_on():
    from test_apiary_board import BoardApp, building_state

    app = BoardApp(building_state())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert text.count(LEGAL_MARK) >= 6, text  # 7 legal hexes, one under the cursor's frame
        assert LEGAL_WORDS in " ".join(text.split()), text  # the hive's legend


async def test_at_80x24_planet_unknowns_hint_under_the_grid_is_read_whole(save_dir):
    """Issue 23 (left open): at 80x24 the hint under Planet Unknown's grid ("Trying L4
    Water+Rover · t other tile · r turn …") was cut to its first line once the banner of the
    other seat's turn took two rows. Over the first prompts of a game against a bot, every word
    of the hint is on screen in the board's columns."""
    from textual.widgets import Static

    app = BoardgamesApp(start=("new", "planet-unknown", seats_for("planet-unknown"), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        seen = 0
        for _ in range(10):
            await settle_until_human(pilot)
            if screen.session.finished or app.screen is not screen:
                break
            board = screen.board
            if not board.has_class("-info"):  # the planet's page (v shows the station instead)
                hint = " ".join(board.query_one("#pu-hint", Static).visual.plain.split())
                board_columns = (line[:38].rstrip("▁▂▃▄▅▆▇█ ") for line in screen_text(app).splitlines())  # not the side, nor a scroll bar
                left = " ".join(" ".join(board_columns).split())
                assert hint and hint in left, (hint, screen_text(app))
                seen += 1
            screen.query_one("#decisions", DecisionPanel).choose(0)
            await settle(pilot, 2)
        assert seen >= 3


@pytest.mark.parametrize("game, prompts", [("aquaria", 7), ("planet-unknown", 8)])
async def test_a_prompt_without_a_board_move_gives_the_moves_list_the_keyboard(game, prompts, save_dir):
    """Issue 23 (focus at prompts): at a prompt none of whose moves the board makes (Aquaria's
    start tile and kept cards, Planet Unknown's resolve steps) the moves list has the keyboard,
    labelled, so Enter chooses there; when a board move comes again the board has it back. At
    80x24 Aquaria's board took the keyboard back on the first resize, under the footer's "⏎ Choose"."""
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    seen = {"panel": 0, "board": 0}
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        for _ in range(prompts):
            await settle_until_human(pilot)
            if screen.session.finished:
                break
            focused = app.focused
            on_board = focused is not None and (focused is screen.board or screen.board in focused.ancestors)
            panel = screen.query_one("#decisions", DecisionPanel)
            where = f"{screen.view.prompt.kind} ({screen.view.prompt.text})"
            if screen.board.wants_focus(screen.view, screen.legal):
                assert on_board, f"{where}: a board prompt, the keyboard is on {focused}"
                seen["board"] += 1
                panel.choose(0)
            else:
                assert focused is panel, f"{where}: no board move, the keyboard is on {focused}"
                assert "▶" in str(panel.border_title) and "the moves list" in screen_text(app), where
                record = len(screen.session.record)
                await pilot.press("enter")  # Enter chooses the highlighted move
                await settle(pilot, 2)
                assert len(screen.session.record) > record or screen.session.finished, f"{where}: Enter made no move"
                seen["panel"] += 1
            await settle(pilot, 2)
    assert seen["panel"] and seen["board"], seen
