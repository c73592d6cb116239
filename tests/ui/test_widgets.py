"""One test per shared widget: mounted in a bare App, driven by keys and the mouse."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widget import Widget

from boardgames_tui.engine import hexgrid
from boardgames_tui.engine.api import ScoreSheet, SeatScore
from boardgames_tui.ui.widgets import (
    Card, CardGrid, DecisionPanel, GameLog, HexBoard, Marker, ScoreTable, SquareGrid, Track,
)


class Harness(App):
    def __init__(self, widget: Widget) -> None:
        super().__init__()
        self.widget = widget
        self.messages: list = []

    def compose(self) -> ComposeResult:
        yield self.widget

    def on_hex_board_spot_chosen(self, m): self.messages.append(("spot", m.coord, m.rotation, m.flip))
    def on_hex_board_cursor_moved(self, m): self.messages.append(("moved", m.coord, m.rotation, m.flip))
    def on_square_grid_spot_chosen(self, m): self.messages.append(("spot", m.coord, m.rotation, m.flip))
    def on_card_grid_card_chosen(self, m): self.messages.append(("card", m.index))
    def on_decision_panel_action_chosen(self, m): self.messages.append(("action", m.action))



async def test_hex_board_cursor_ghost_and_confirm():
    board = HexBoard(hexgrid.spiral((0, 0), 1))
    app = Harness(board)
    async with app.run_test(size=(40, 10)) as pilot:
        board.focus()
        board.set_cells({(0, 0): ("W", "water"), (1, 0): ("2", "p1")})
        board.highlight([(1, 0), (0, 1)])
        board.move_cursor((0, 0))
        await pilot.pause()
        assert board.size.height == 3 and board.size.width >= 12
        # the centre row of a radius-1 map holds three hexes: W is in the middle
        line = "".join(s.text for s in board.render_line(1))
        assert "[W ]" in line and "2" in line
        await pilot.press("right")
        assert board.cursor == (1, 0)
        await pilot.press("down")
        assert board.cursor in {(0, 1), (1, 0)} or board.cursor[1] == 1
        await pilot.press("up", "up")
        assert board.cursor[1] == -1
        await pilot.press("r", "r", "f")
        board.set_ghost({board.cursor: "T"}, ok=False)
        await pilot.press("enter")
        await pilot.pause()
        assert app.messages[-1] == ("spot", board.cursor, 2, True)
        assert ("moved", board.cursor, 2, True) in app.messages
        assert board.ghost == {board.cursor: "T"} and not board.ghost_ok
        # click: first click moves the cursor, the second confirms
        x, y = board._pos[(0, 0)]
        await pilot.click(board, offset=(x + 1 + 1, y))
        assert board.cursor == (0, 0)
        await pilot.click(board, offset=(x + 1 + 1, y))
        await pilot.pause()
        assert app.messages[-1][:2] == ("spot", (0, 0))


async def test_square_grid_moves_and_confirms():
    grid = SquareGrid.rect(3, 4)
    app = Harness(grid)
    async with app.run_test(size=(40, 10)) as pilot:
        grid.focus()
        grid.set_cell((1, 1), "#", "land")
        await pilot.press("down", "right", "right")
        assert grid.cursor == (1, 2)
        await pilot.press("left")
        assert grid.cursor == (1, 1)
        line = "".join(s.text for s in grid.render_line(1))
        assert "[#]" in line
        await pilot.press("r", "enter")
        await pilot.pause()
        assert app.messages[-1] == ("spot", (1, 1), 1, False)
        await pilot.press("left", "left", "left")  # stops at the edge
        assert grid.cursor == (1, 0)


async def test_card_grid_cursor_backs_and_choice():
    grid = CardGrid([Card("Clownfish", ["2 food"], tone="water"), Card.back(), Card.empty(), Card("Crab")], columns=2)
    app = Harness(grid)
    async with app.run_test(size=(60, 12)) as pilot:
        grid.focus()
        await pilot.pause()
        assert grid.size.height == 8
        first = "".join(s.text for s in grid.render_line(1))
        assert "Clownfish" in first and "░" in first
        await pilot.press("down", "right")
        assert grid.cursor == 3
        await pilot.press("enter")
        await pilot.pause()
        assert app.messages[-1] == ("card", 3)
        await pilot.click(grid, offset=(3 + 1, 1))  # first card: move, then choose
        await pilot.click(grid, offset=(3 + 1, 1))
        await pilot.pause()
        assert app.messages[-1] == ("card", 0)


async def test_card_grid_scrolls_its_pane_to_the_cursor_card():
    """Below a bordered title in a pane shorter than the grid: the cursor's card comes into view."""
    from textual.containers import VerticalScroll
    from textual.widgets import Static

    class Pane(App):
        def compose(self) -> ComposeResult:
            with VerticalScroll(id="pane"):
                yield Static("title", id="title")
                yield CardGrid([Card(f"Card {i}") for i in range(8)], columns=2, card_height=4, id="grid")

    app = Pane()
    async with app.run_test(size=(40, 10)) as pilot:
        grid = app.query_one(CardGrid)
        grid.styles.border_top = ("solid", "white")
        grid.focus()
        await pilot.pause()
        pane = app.query_one("#pane")
        for row in range(4):
            if row:
                await pilot.press("down")
                await pilot.pause()
            top = grid.content_region.y + row * 4
            assert pane.region.y <= top and top + 3 < pane.region.bottom, (row, top, pane.scroll_y)
        assert grid.cursor == 6 and pane.scroll_y > 0


async def test_keys_footer_rebuilds_only_when_its_keys_change():
    from textual.binding import Binding

    from boardgames_tui.ui.widgets import KeysFooter

    class Keys(App):
        BINDINGS = [Binding("u", "undo", "Undo"), Binding("s", "save", "Save")]
        can_undo = True

        def compose(self) -> ComposeResult:
            yield KeysFooter()

        def check_action(self, action, parameters):
            return None if action == "undo" and not self.can_undo else True

    app = Keys()
    async with app.run_test(size=(60, 5)) as pilot:
        await pilot.pause()
        footer = app.query_one(KeysFooter)
        built = []
        recompose = footer.recompose

        async def counting():
            built.append(1)
            await recompose()

        footer.recompose = counting
        for _ in range(3):  # the game screen refreshes its bindings on every redraw
            app.screen.refresh_bindings()
            await pilot.pause()
        assert built == []
        app.can_undo = False
        app.screen.refresh_bindings()
        for _ in range(4):
            await pilot.pause()
        assert built == []  # only Undo's enabled state changed: dimmed where it is (12857bf), no rebuild
        keys = {k.key: k.has_class("-disabled") for k in footer.query("FooterKey")}
        assert keys["u"] is True and keys["s"] is False


async def test_hot_text_hover_move_and_choice_each_reach_only_their_own_handler():
    """A hover is not a cursor move: a board's handler of HotText.CursorMoved (which describes the
    cursor) must not run after its hover handler (which describes what the mouse is on)."""
    from textual import on

    from boardgames_tui.ui.widgets.hot_text import HotText, Piece

    class HotHarness(Harness):
        @on(HotText.CursorMoved)
        def moved(self, m): self.messages.append(("moved", m.key))

        @on(HotText.Hovered)
        def hovered(self, m): self.messages.append(("hovered", m.key))

        @on(HotText.Chosen)
        def chosen(self, m): self.messages.append(("chosen", m.key))

    text = HotText()
    app = HotHarness(text)
    async with app.run_test(size=(40, 4)) as pilot:
        text.set_lines([[Piece("Ann", "", "ann"), Piece(" and ", ""), Piece("Bob", "", "bob")]])
        text.focus()
        await pilot.pause()
        await pilot.hover(text, offset=(9, 0))
        await pilot.pause()
        assert app.messages == [("hovered", "bob")] and text.cursor == "ann"
        await pilot.press("right", "enter")
        await pilot.pause()
        assert app.messages[1:] == [("moved", "bob"), ("chosen", "bob")]


async def test_track_numbers_and_stacked_markers():
    track = Track(0, 12, label="Water", per_row=7)
    app = Harness(track)
    async with app.run_test(size=(60, 12)) as pilot:
        track.set_markers([Marker("A", 3, "p0"), Marker("B", 3, "p1"), Marker("C", 20, "p2")])
        track.mark({5}, "warn")
        await pilot.pause()
        lines = ["".join(t for t, _ in row) for row in track.lines()]
        assert lines[0].startswith("Water") and " 3 " in lines[0]
        assert len(lines) == 1 + 2 + 1 + 1  # row 0..6 with two markers on 3, row 7..12 with C clamped to 12
        assert "A" in lines[1] and "B" in lines[2] and "C" in lines[4]
        assert ("5 ", "warn") in [(t.strip() + " ", tone) for t, tone in track.lines()[0] if t.strip() == "5"]
        assert track.size.height == 5


async def test_decision_panel_keys_numbers_and_mouse():
    panel = DecisionPanel()
    app = Harness(panel)
    async with app.run_test(size=(40, 12)) as pilot:
        panel.focus()
        panel.show([("a", "Take the spring"), ("b", "Build"), ("c", "Pass")], prompt="Ann: choose")
        await pilot.pause()
        assert panel.prompt_title == "Ann: choose" and panel.choices == ["Take the spring", "Build", "Pass"]
        assert panel.border_title == ("▶ Ann: choose" if panel.has_focus else "Ann: choose")  # ▶: it has the keys
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.messages[-1] == ("action", "b")
        await pilot.press("3")
        await pilot.pause()
        assert app.messages[-1] == ("action", "c")
        await pilot.press("7")  # no 7th action: nothing happens
        await pilot.pause()
        assert len(app.messages) == 2
        await pilot.click(panel, offset=(5, 1))
        await pilot.pause()
        assert app.messages[-1] == ("action", "a")
        panel.show([], waiting="Bob is thinking…")
        await pilot.press("enter", "1")
        await pilot.pause()
        assert len(app.messages) == 3


async def test_game_log_appends_and_rewrites():
    log = GameLog()
    app = Harness(log)
    async with app.run_test(size=(40, 12)) as pilot:
        log.show(["Ann starts.", "Ann plays a 3."])
        log.show(["Ann starts.", "Ann plays a 3.", "You draw a 5."])
        await pilot.pause()
        assert log.shown == ["Ann starts.", "Ann plays a 3.", "You draw a 5."] and len(log.lines) == 3
        log.show(["Ann starts.", "Ann plays a 3.", "Ann draws a card."])  # another seat: rewritten
        await pilot.pause()
        assert log.shown == ["Ann starts.", "Ann plays a 3.", "Ann draws a card."]
        assert "You draw" not in "".join(seg.text for strip in log.lines for seg in strip)
        log.show(["A long line " * 10])  # wraps instead of running off the panel
        await pilot.pause()
        assert len(log.lines) > 1


async def test_game_log_keeps_its_last_line_in_view_when_the_pane_above_grows():
    from textual.containers import Vertical
    from textual.widgets import Static

    class Column(App):
        def compose(self) -> ComposeResult:
            with Vertical():
                yield Static("prompt", id="above")
                yield GameLog(id="log")

    app = Column()
    async with app.run_test(size=(40, 16)) as pilot:
        log = app.query_one(GameLog)
        log.show([f"Line {n}" for n in range(30)])
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        app.query_one("#above", Static).update("\n".join(["a longer prompt"] * 6))  # the log shrinks
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y
        assert "Line 29" in "".join(seg.text for seg in log.render_line(log.scrollable_content_region.height - 1))


async def test_score_table_breakdown_and_winner():
    sheet = ScoreSheet.build(
        [SeatScore(seat=0, total=7, breakdown={"cards": 5, "neighbours": 2}, tiebreak=[3]),
         SeatScore(seat=1, total=7, breakdown={"cards": 7, "neighbours": 0}, tiebreak=[2])],
        final=True, categories=["cards", "neighbours"], tie_break_rule="most hexes",
    )
    table = ScoreTable()
    app = Harness(table)
    async with app.run_test(size=(40, 12)) as pilot:
        table.show(sheet, ["Ann", "Bob"])
        await pilot.pause()
        assert table.row_count == 3
        assert table.cell_text("cards", 1) == "7" and table.cell_text("__total__", 0) == "7"
        assert "Ann ★" in str(table.columns["seat-0"].label) and "★" not in str(table.columns["seat-1"].label)
        compact = ScoreTable(compact=True)
        await app.mount(compact)
        compact.show(sheet, ["Ann", "Bob"])
        await pilot.pause()
        assert compact.row_count == 1


async def test_inspect_pane_lays_out_only_when_its_size_changes():
    from boardgames_tui.engine.api import Inspection
    from boardgames_tui.ui.widgets import InspectPane

    class PaneApp(App):
        def compose(self) -> ComposeResult:
            yield InspectPane()  # a pane is built inside a running app (as the game screen does)

    app = PaneApp()
    async with app.run_test(size=(40, 12)) as pilot:
        pane = app.query_one(InspectPane)
        pane.styles.max_height = 6  # 4 lines inside the border
        await pilot.pause()
        layouts = []
        refresh = pane.refresh
        pane.refresh = lambda *a, **k: (layouts.append(k.get("layout", False)), refresh(*a, **k))[1]
        def shown(inspection) -> list[bool]:
            """The layout flags of every refresh the pane asks for while showing `inspection`
            (the "more · F4" frame note of a cut text repaints once more, after the update)."""
            start = len(layouts)
            pane.show(inspection)
            return layouts[start:]

        laid = shown(Inspection("Tree", ("Cost: 1",)))
        await pilot.pause()
        assert True in laid and pane.size.height == 2  # taller than the hint line: laid out
        laid = shown(Inspection("Log", ("Cost: 2",)))
        await pilot.pause()
        assert laid and True not in laid and pane.plain == "Log\nCost: 2"  # as tall: only repainted
        laid = shown(Inspection("Fence", tuple(f"Line {k}" for k in range(9))))
        await pilot.pause()
        assert True in laid and pane.size.height == 4
        laid = shown(Inspection("Nest box", tuple(f"Row {k}" for k in range(6))))
        await pilot.pause()
        assert laid and True not in laid and pane.size.height == 4  # both cut at the pane's 4 lines
        assert pane.plain.startswith("Nest box\nRow 0")
        laid = shown(None)
        await pilot.pause()
        assert True in laid and pane.size.height == 2  # the hint, two lines at this width


async def test_every_mark_reads_without_colour_in_every_theme():
    """NO_COLOR=1 or a colour-blind player: legal, ghost, bad ghost, cursor and changed each
    keep a text style of their own (italic, bold, bold strike, reverse, underline)."""
    from rich.style import Style

    from boardgames_tui.ui.widgets import ItemBoard

    widgets = [HexBoard(hexgrid.spiral((0, 0), 1)), SquareGrid([(0, 0)]), CardGrid(), ItemBoard()]
    marks = {
        HexBoard: ("legal", "ghost", "ghost-bad", "cursor", "changed"),
        SquareGrid: ("legal", "ghost", "ghost-bad", "cursor", "changed"),
        CardGrid: ("legal", "cursor", "changed"),
        ItemBoard: ("legal", "cursor", "changed"),
    }
    for widget in widgets:
        app = Harness(widget)
        async with app.run_test(size=(40, 10)) as pilot:
            for theme in ("textual-dark", "textual-light", "ansi-dark", "ansi-light"):  # Textual 8's ansi themes
                app.theme = theme
                await pilot.pause()
                prefix = widget.PREFIX if hasattr(widget, "PREFIX") else "card-grid"
                shapes = {}
                for mark in marks[type(widget)]:
                    style = widget.get_component_rich_style(f"{prefix}--{mark}")
                    shape = Style(bold=style.bold, italic=style.italic, underline=style.underline,
                                  reverse=style.reverse, strike=style.strike)
                    assert shape != Style(bold=None) and str(shape), (type(widget).__name__, theme, mark)
                    shapes[mark] = str(shape)
                assert len(set(shapes.values())) == len(shapes), (type(widget).__name__, theme, shapes)


async def test_aquaria_pick_list_marks_read_without_colour():
    """Aquaria's PickList (offer, wheel, supplies) keeps the shared boards' marks: a legal line is
    italic, a changed one underlined, the cursor reverse, each in every theme."""
    from boardgames_tui.ui.games._aquaria_widgets import PickList

    picks = PickList(4)
    app = Harness(picks)
    async with app.run_test(size=(40, 10)) as pilot:
        picks.set_lines(["plain", "legal", "changed", "cursor"], changed={2}, legal={1})
        picks.focus()
        picks.move_cursor(3)
        for theme in ("textual-dark", "textual-light", "ansi-dark", "ansi-light"):
            app.theme = theme
            await pilot.pause()
            styles = [line.rich_style for line in picks._lines]
            assert not (styles[0].italic or styles[0].underline or styles[0].reverse), theme
            assert styles[1].italic and not styles[1].underline, theme
            assert styles[2].underline and not styles[2].italic, theme
            assert styles[3].reverse and not styles[3].italic, theme
