"""Planet Unknown's board area: the planet grid, the station, the corporation tracks, cards.

Direct play on the planet: arrows move the cursor, the ghost of the tile follows it (its
first square, the leftmost of its top row, at the cursor: the square the move and the log
name), r rotates, f flips, Enter places. While drafting, t switches
between the two tiles of your depot so you can try both before taking one (Enter takes the
one shown). Patches, new rovers, lifepods and meteorites are chosen with Enter on a
highlighted square; a rover moves one square when you press Enter on a highlighted square next
to it. [ and ] show the other planets; v (or Tab) moves the keyboard from the planet to
the station and tracks, then to the cards below the planet (arrows point at each part, Enter
takes the tile or card under the cursor); narrow, v switches planet / side panel.

Everything pointed at (keyboard, mouse, the highlighted move) is described in the inspect pane
from engine/planet_unknown/glossary.py; what another seat changed since your last move is marked.
Colours only through theme variables; every glyph is also a distinct letter or shape.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from ...engine.api import Action, GameState, Inspection
from ...engine.planet_unknown import content as puc
from ...engine.planet_unknown import glossary as gl
from ...engine.planet_unknown.actions import Choose, Draft, Jump, MoveRover, Place, Rotate, TakeCiv, Target
from ...engine.planet_unknown.corporations import corp, tech_level
from ...engine.planet_unknown.effects import describe_item
from ...engine.planet_unknown.placement import iter_placements
from ...engine.planet_unknown.rovers import rover_dest
from ...engine.text import plural
from ..text import escape  # names shown literally (ui/text.py), not textual.markup.escape
from ..widgets import SquareGrid
from ._planet_unknown_grid import PLANET, PlanetGrid, planet_cells
from ._planet_unknown_side import card_lines, player_lines, space_glyph, station_lines, track_lines
from ._planet_unknown_text import HotText, Piece, TerrainText
from .board_keys import Enter
from .base import GameBoard, SeatSwitching, TwoPanes
from ..widgets._cells import LEGAL_WORDS, saying_why
from ..widgets._redraw import show_content

SIZE = puc.SIZE
DIRS = ((-1, 0), (0, 1), (1, 0), (0, -1))
LEGEND = (
    "[$warning]c[/] Civ [$primary]w[/] Water [$success]b[/] Biomass [$error]r[/] Rover [$secondary]t[/] Tech\n"
    "[$accent]e[/] Energy  CAPITAL: icon  [$success]♣[/] patch  [$primary]~[/] ice\n"
    f"· land  [bold]o[/] lifepod  [$error]*[/] meteorite  [bold]@[/] rover  {LEGAL_WORDS}\n"
    "edges: row/column medals  Σ: the planet"
)

__all__ = ["PlanetGrid", "PlanetUnknownBoard", "space_glyph"]


def column_labels(cell_width: int, note: str = "") -> str:
    """The column numbers over the grid; a narrow grid's tens row has room on its left for a
    short `note` (the legal mark's meaning: its legend does not show at that size)."""
    if cell_width > 2:
        return "   " + "".join(f"{c + 1:^{cell_width}}" for c in range(SIZE))
    tens = "   " + "".join(f"{(c + 1) // 10 or '':<2}" for c in range(SIZE))  # over the glyph, left in its cell
    if note and len(note) <= 2 * 9 - 1:  # columns 1-9 have no tens
        tens = tens[:3] + note + tens[3 + len(note):]
    return tens.rstrip() + "\n   " + "".join(f"{(c + 1) % 10:<2}" for c in range(SIZE))


class PlanetUnknownBoard(SeatSwitching, TwoPanes, GameBoard):
    """A seat's planet plus the station, its corporation tracks and its cards (module docstring)."""

    game_id = "planet-unknown"

    BINDINGS = [
        *saying_why(Binding("t", "other_tile", "Other tile"), Binding("v", "toggle_info", "Planet/Info")),
        *SeatSwitching.seat_bindings("planet"),
    ]

    DEFAULT_CSS = """
    PlanetUnknownBoard #pu-main { layout: horizontal; height: auto; width: 100%; }
    PlanetUnknownBoard #pu-planet-col { width: 42; height: auto; }
    PlanetUnknownBoard #pu-side { width: 1fr; min-width: 30; height: auto; padding-left: 1; }
    PlanetUnknownBoard #pu-hint { color: $text-muted; }
    PlanetUnknownBoard #pu-legend { color: $text-muted; }
    PlanetUnknownBoard #pu-cards { border-top: solid $primary 40%; height: auto; }
    PlanetUnknownBoard #pu-title { height: auto; }
    PlanetUnknownBoard #pu-grid-row { height: auto; width: auto; }
    PlanetUnknownBoard #pu-grid { padding: 0; }
    PlanetUnknownBoard #pu-rows, PlanetUnknownBoard #pu-cols { color: $text-muted; height: auto; }
    PlanetUnknownBoard #pu-rows { width: 3; }
    PlanetUnknownBoard #pu-side-text { height: auto; }
    PlanetUnknownBoard.-narrow #pu-main { layout: vertical; }
    PlanetUnknownBoard.-narrow #pu-planet-col { width: 100%; }
    PlanetUnknownBoard.-narrow #pu-side { display: none; padding-left: 0; }
    PlanetUnknownBoard.-narrow #pu-legend { display: none; }
    PlanetUnknownBoard.-narrow #pu-cards { display: none; }
    PlanetUnknownBoard.-narrow.-info #pu-side { display: block; }
    PlanetUnknownBoard.-narrow.-info #pu-planet-col { display: none; }
    """

    NARROW = 72
    PANE_NAMES = {"pu-grid": "planet", "pu-cards": "your cards", "pu-side-text": "station, tracks, players"}
    """Below this width the planet and the station/tracks take turns (key v)."""
    DEFER_PANE_FOCUS = True
    SIDE_WIDTH = 34

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.preview = 0
        """Which tile of the depot the ghost shows while drafting (0 inner, 1 outer)."""
        self._last_kind = ""
        self._narrow = False
        self._inspections: dict[Hashable, Inspection | None] = {}
        self._spot_cache: dict[tuple, set] = {}
        self._hint = ""
        self._cols_note = ""
        """What the narrow column labels say beside the tens (column_labels)."""
        self._totals: list[int] | None = None

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        cells = [(r, c) for r in range(SIZE + 1) for c in range(SIZE + 1)]
        with Horizontal(id="pu-main"):
            with Vertical(id="pu-planet-col"):
                title = TerrainText(id="pu-title")
                title.can_focus = False
                yield title
                # row and column numbers, as the moves name squares ("row 2, column 5")
                yield Static(column_labels(3), id="pu-cols", markup=False)
                with Horizontal(id="pu-grid-row"):
                    yield Static("\n".join(f"{r + 1:>2} " for r in range(SIZE)), id="pu-rows", markup=False)
                    yield PlanetGrid(cells, id="pu-grid")
                yield Static(id="pu-hint")
                yield Static(Content.from_markup(LEGEND), id="pu-legend")
                yield TerrainText(id="pu-cards")
            with Vertical(id="pu-side"):
                yield TerrainText(id="pu-side-text")

    def narrow_changed(self, narrow: bool) -> None:
        grid = self.query_one(PlanetGrid)
        width = 2 if narrow else 3
        if grid.cell_width != width:
            grid.cell_width = width
            grid.set_map(grid.cells)
            self._cols_note = ""
            show_content(self.query_one("#pu-cols", Static), column_labels(width))
        if narrow != self._narrow:
            self._narrow = narrow
            if self.view is not None:
                self._draw_planet()  # a narrow title is one line, its hint shorter (_draw_planet)
                self._draw_side()

    def main_pane(self) -> PlanetGrid:
        return self.query_one(PlanetGrid)

    def action_toggle_info(self) -> None:
        """Narrow: planet / side panel. Wide: the keyboard goes planet → station and tracks → cards."""
        if self.has_class("-narrow"):
            super().action_toggle_info()
            if self.info_shown():
                self.call_after_refresh(self.query_one("#pu-side-text", HotText).focus)
            return
        order = [self.query_one(PlanetGrid), self.query_one("#pu-side-text", HotText), self.query_one("#pu-cards", HotText)]
        at = next((k for k, w in enumerate(order) if w.has_focus), -1)
        order[(at + 1) % len(order)].focus()

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        if not legal:
            return False
        if view.prompt.kind in ("place", "draft"):
            return True
        return any(isinstance(a, (Target, MoveRover, Jump)) for a in legal)

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        self._inspections.clear()
        self._spot_cache.clear()
        self._totals = None
        if self.engine is not None:
            sheet = self.engine.scores(view)
            self._totals = [sheet.total(s) for s in range(len(view.seats))]
        snap = self.follow_actor(view)
        if snap:
            self.preview = 0
        if view.prompt.kind != self._last_kind:
            snap = True
            self._last_kind = view.prompt.kind
        if snap and view.prompt.kind == "rotate" and self.legal:
            self.add_class("-info")  # narrow: the commander needs the station, not the planet
        elif snap and self.legal and self.wants_focus(view, self.legal):
            self.remove_class("-info")
        self._draw_planet(snap)
        self._draw_side()

    def _draw_planet(self, snap: bool = False) -> None:
        v = self.view
        grid = self.query_one(PlanetGrid)
        s = self.shown
        p = v.players[s]
        cells = planet_cells(p)
        grid.set_cells(cells)
        if self.before is not None and len(self.before.players) > s:
            old = planet_cells(self.before.players[s])
            grid.mark_changed(c for c, g in cells.items() if old.get(c) != g)
        else:
            grid.mark_changed(())
        pl = puc.planets()[p.planet]
        seat_words = self.seat_count_words("planet")
        cname = puc.corporations()[p.corporation].name
        title = [
            [Piece(v.seats[s].name[:14], "label", ("player", s)), Piece(" · "), Piece(pl.name, "strong", ("planet",)),
             Piece(seat_words)],
            [Piece(cname, "", ("corp",)), Piece(f" · tech {tech_level(p)}" + (f" · carrying {sum(p.carrying)}" if any(p.carrying) else ""))],
            [Piece(f"lifepods {p.lifepods_collected} · meteorites {p.meteorites_collected}")]
            + ([Piece(f" · {plural(p.moves, 'rover move')}", "strong")] if p.moves else []),
        ]
        if self.has_class("-narrow"):
            # 24 rows leave the planet 18 to 21 (the banner and the reason line take theirs): the
            # title keeps one line, so the hint under the grid is never cut. The corporation, tech
            # level, lifepods and meteorites are the name's inspect text and the info page's (v).
            title = [title[0]] + ([[Piece(plural(p.moves, "rover move"), "strong")]] if p.moves else [])
        self.query_one("#pu-title", HotText).set_lines(title)
        self._draw_interaction(snap)

    def _draw_side(self) -> None:
        v = self.view
        s = self.shown
        width = self.SIDE_WIDTH
        narrow = self.has_class("-narrow")
        if narrow:
            width = max(28, min(self.size.width - 3, 60))  # room for the scroll bar
        lines = station_lines(v, width)
        lines.append([Piece("─" * width, "muted")])
        lines.extend(track_lines(v, s, width))
        cards = card_lines(v, s, 40 if not narrow else width)
        if narrow:
            lines.append([Piece("─" * width, "muted")])
            lines.extend(cards)
        lines.append([Piece("─" * width, "muted")])
        lines.extend(player_lines(v, self._totals, s))
        side = self.query_one("#pu-side-text", HotText)
        side.set_lines(lines)
        self.query_one("#pu-cards", HotText).set_lines(cards)
        legal = self._legal_keys()
        changed = self._changed_keys()
        for text in (side, self.query_one("#pu-cards", HotText)):
            text.set_legal(legal)
            text.set_changed(changed)

    def _changed_keys(self) -> set:
        b, v = self.before, self.view
        if b is None or len(b.players) != len(v.players):
            return set()
        out = set()
        for k, (old, new) in enumerate(zip(b.stacks, v.stacks)):
            if (len(old), old[-1] if old else None) != (len(new), new[-1] if new else None):
                out.add(("stack", k))
        s = self.shown
        p, q = v.players[s], b.players[s]
        hook = corp(p)
        for k in range(5):
            if hook.where(p, k) != corp(q).where(q, k):
                out.add(("space", *hook.where(p, k)))
                out.add(("track", k))
        if b.event != v.event:
            out.add(("event",))
        out |= {("civ", c) for c in p.civ_cards if c not in q.civ_cards}
        for seat, (pp, qq) in enumerate(zip(v.players, b.players)):
            if (pp.tracks, len(pp.tiles), pp.lifepods_collected) != (qq.tracks, len(qq.tiles), qq.lifepods_collected):
                out.add(("player", seat))
        if (b.rotation, b.commander) != (v.rotation, v.commander):
            out.add(("station",))
        return out

    def _legal_keys(self) -> set:
        return {k for a in self.legal if (k := self.action_key(a)) is not None}

    def action_key(self, action: Action) -> Hashable | None:
        """The side panel's hotspot a move is about (Enter there proposes it)."""
        v = self.view
        match action:
            case Draft(stack=s):
                return ("stack", s)
            case TakeCiv(card=c):
                return ("offer", c)
            case Rotate(rotation=r):
                positions = puc.station().seat_positions[str(len(v.players))]
                return ("depot", (positions[v.actor] + r) % gl.DEPOT_COUNT)
            case Choose(item=k, option=o):
                p = v.players[v.actor]
                item = p.pending[k] if k < len(p.pending) else ""
                if item.startswith("tile"):
                    return ("stack", o)
                if item.startswith("civ-pick"):
                    return ("offer", o)
        return None

    def _hand_tile(self) -> int:
        """The tile the ghost shows: the tile in hand, or the previewed depot tile while drafting."""
        v = self.view
        p = v.players[v.actor] if v.actor >= 0 else None
        if p is None:
            return -1
        if v.prompt.kind == "place":
            return p.hand
        if v.prompt.kind == "draft":
            drafts = [a for a in self.legal if isinstance(a, Draft)]
            if not drafts:
                return -1
            a = drafts[self.preview % len(drafts)]
            st = v.stacks[a.stack]
            return st[-1] if st else -1
        return -1

    def _orientation(self, tile: int) -> tuple[int, bool]:
        grid = self.query_one(PlanetGrid)
        return puc.canonical_orientation(tile, grid.rotation, grid.flip)

    def _spots(self, tile: int, orient: tuple[int, bool]) -> set[tuple[int, int]]:
        """The legal anchors of a tile in one orientation (cached until the next `show`)."""
        key = (tile, orient)
        spots = self._spot_cache.get(key)
        if spots is None:
            v = self.view
            if v.prompt.kind == "place":
                spots = {(a.row, a.col) for a in self.legal if isinstance(a, Place) and (a.rotation, a.flipped) == orient}
            else:
                spots = {(r, c) for r, c, rot, fl in iter_placements(v, v.actor, tile) if (rot, fl) == orient}
            self._spot_cache[key] = spots
        return spots

    def _handles(self, tile: int, orient: tuple[int, bool]) -> set[tuple[int, int]]:
        """Where the cursor stands for each legal place: the tile's first square, which the move
        and the log name (an anchor is its bounding box's corner, which an L may leave empty)."""
        shift = puc.layout_of(tile, *orient).first_column
        return {(r, c + shift) for r, c in self._spots(tile, orient)}

    def _anchor(self, tile: int, orient: tuple[int, bool], square: tuple[int, int]) -> tuple[int, int]:
        """The anchor of the place whose first square is `square` (the cursor)."""
        return square[0], square[1] - puc.layout_of(tile, *orient).first_column

    def _placing(self) -> bool:
        return self._acting_here() and self.view.prompt.kind in ("place", "draft") and self._hand_tile() >= 0

    def _draw_interaction(self, snap: bool = False) -> None:
        v = self.view
        grid = self.query_one(PlanetGrid)
        hint = ""
        kind = v.prompt.kind
        if not self._acting_here():
            grid.highlight(())
            grid.clear_ghost()
            hint = self.seat_hint("planet")
        elif self._placing():
            tile = self._hand_tile()
            orient = self._orientation(tile)
            spots = self._spots(tile, orient)
            if snap and not spots:
                for lay in puc.layouts(tile):
                    if self._spots(tile, (lay.rotation, lay.flipped)):
                        grid.rotation, grid.flip = lay.rotation, lay.flipped
                        orient = (lay.rotation, lay.flipped)
                        spots = self._spots(tile, orient)
                        break
            handles = self._handles(tile, orient)
            if grid.highlighted != handles:
                grid.highlight(handles)
            if snap and handles and grid.cursor not in handles:
                cur = grid.cursor or (0, 0)
                grid.cursor = min(handles, key=lambda x: (abs(x[0] - cur[0]) + abs(x[1] - cur[1]), x))
            self._draw_ghost(tile, orient, spots)
            what = gl.tile_short(tile) + (" (meteor *)" if puc.tiles()[tile].has_meteor else "")
            # narrow: the footer's first keys are r Rotate, f Flip and t Other tile, so the hint
            # leaves them out and keeps to the lines it has under the grid
            turn = "" if self.has_class("-narrow") else " · r turn · f flip"
            if kind == "draft":
                n = len([a for a in self.legal if isinstance(a, Draft)])
                other = " · t other tile" if n > 1 and turn else ""
                hint = f"Trying {escape(what)}{other}{turn} · ⏎ take it"
            else:
                hint = f"Placing {escape(what)}{turn} · ⏎ place"
            if not spots:
                hint += " · [bold]no spot in this turn[/]"
        else:
            grid.clear_ghost()
            targets = {divmod(a.cell, SIZE) for a in self.legal if isinstance(a, Target)}
            steps = {divmod(rover_dest(v.players[v.actor], a.rover, a.direction), SIZE) for a in self.legal if isinstance(a, MoveRover)}
            steps |= {divmod(a.cell, SIZE) for a in self.legal if isinstance(a, Jump)}
            grid.highlight(targets | steps)
            parts = []
            if targets:
                items = {v.players[v.actor].pending[a.item] for a in self.legal if isinstance(a, Target)}
                parts.append("⏎ on a highlighted square: " + "; ".join(escape(describe_item(i)) for i in sorted(items)))
            if steps:
                parts.append("⏎ next to a rover moves it one square")
            hint = " · ".join(parts) if parts else "choose in the list · v: station and tracks"
        note = LEGAL_WORDS if grid.highlighted and self.has_class("-narrow") else ""  # no legend at this size
        if note != self._cols_note:
            self._cols_note = note
            show_content(self.query_one("#pu-cols", Static), column_labels(grid.cell_width, note))
        if hint != self._hint:
            self._hint = hint
            show_content(self.query_one("#pu-hint", Static), Content.from_markup(hint))

    def _draw_ghost(self, tile: int, orient: tuple[int, bool], spots: set) -> None:
        grid = self.query_one(PlanetGrid)
        if grid.cursor is None:
            grid.clear_ghost()
            return
        lay = puc.layout_of(tile, *orient)
        r0, c0 = self._anchor(tile, orient, grid.cursor)
        ghost = {}
        for dr, dc, t, icon, met in lay.cells:
            r, c = r0 + dr, c0 + dc
            if 0 <= r < SIZE and 0 <= c < SIZE:
                ghost[(r, c)] = "*" if met else (t.upper() if icon else t)
        grid.set_ghost(ghost, ok=(r0, c0) in spots)

    # ------------------------------------------------------------ inspecting

    def inspection(self, key: Hashable) -> Inspection | None:
        """The full text of a hotspot of the side panel or a cell of the planet (cached per `show`)."""
        if key in self._inspections:
            return self._inspections[key]
        v, s = self.view, self.shown
        if v is None:
            return None
        kind, *args = key
        if kind == "cell":
            r, c = args
            if (r, c) == PLANET:
                out = gl.describe_planet(v, s)
            elif c == SIZE:
                out = gl.describe_line(v, s, "row", r)
            elif r == SIZE:
                out = gl.describe_line(v, s, "column", c)
            else:
                out = gl.describe_square(v, s, r * SIZE + c)
        else:
            out = {
                "station": lambda: gl.describe_station(v),
                "depot": lambda: gl.describe_depot(v, args[0]),
                "stack": lambda: gl.describe_stack(v, args[0]),
                "corp": lambda: gl.describe_corporation(v, s),
                "planet": lambda: gl.describe_planet(v, s),
                "track": lambda: gl.describe_track(v, s, args[0]),
                "space": lambda: gl.describe_track_space(v, s, args[0], args[1]),
                "event": lambda: gl.describe_event(v.event, v),
                "civ": lambda: gl.describe_civ_card(args[0], v),
                "offer": lambda: gl.describe_civ_card(args[0], v),
                "deck": lambda: gl.describe_civ_deck(v, args[0]),
                "nobj": lambda: gl.describe_neighbour_objective(v, args[0]),
                "pobj": lambda: gl.describe_private_objective(args[0], v, s),
                "pending": lambda: gl.describe_pending(v.players[s].pending[args[0]]),
                "player": lambda: gl.describe_player(v, args[0], self._totals[args[0]] if self._totals else None),
            }[kind]()
        self._inspections[key] = out
        return out

    def _ghost_inspection(self) -> Inspection | None:
        v = self.view
        tile = self._hand_tile()
        orient = self._orientation(tile)
        key = ("ghost", tile, orient)
        if key not in self._inspections:  # the same text wherever the ghost is: a cursor key leaves the pane alone
            spots = len(self._spots(tile, orient))
            self._inspections[key] = gl.describe_ghost(v, v.actor, tile, orient[0], orient[1], spots=spots)
        return self._inspections[key]

    def inspect_cursor(self) -> Inspection | None:
        if self.view is None:
            return None
        for text in self.query(HotText):
            if text.has_focus:
                return self.inspection(text.cursor) if text.cursor is not None else None
        grid = self.query_one(PlanetGrid)
        if grid.cursor is None:
            return None
        if self._placing() and grid.cursor[0] < SIZE and grid.cursor[1] < SIZE:
            return self._ghost_inspection()
        return self.inspection(("cell", *grid.cursor))

    def inspect_action(self, action: Action) -> Inspection | None:
        if self.view is None:
            return None
        key = ("action", action)
        if key not in self._inspections:
            self._inspections[key] = gl.describe_action(self.view, action)
        return self._inspections[key]

    # ------------------------------------------------------------ keys and messages

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        if action == "other_tile":
            drafts = [a for a in self.legal if isinstance(a, Draft)] if self.view is not None and self.view.prompt.kind == "draft" else []
            if not (self._acting_here() and len(drafts) > 1):
                return ("your depot offers one tile only" if self._acting_here() and drafts
                        else "it shows the other tile of your depot while you take one")
        return super().key_reason(action, parameters)

    def action_other_tile(self) -> None:
        if self.view is not None and self.view.prompt.kind == "draft":
            self.preview = (self.preview + 1) % 2
            self._draw_interaction(snap=True)
            self.inspect_now()

    def seat_switched(self) -> None:
        self._inspections.clear()
        self._draw_planet(snap=True)
        self._draw_side()
        self.inspect_now()

    def on_mount(self) -> None:
        self.query_one(PlanetGrid).on_cursor = self._grid_cursor

    def _grid_cursor(self) -> None:
        """The grid's cursor, rotation or flip changed: the ghost follows at once, the pane after."""
        if self.view is not None and self._placing():
            self._draw_interaction()

    @on(SquareGrid.CursorMoved)
    def _cursor_moved(self, event: SquareGrid.CursorMoved) -> None:
        event.stop()
        self.inspect_now()

    @on(SquareGrid.Hovered)
    def _grid_hovered(self, event: SquareGrid.Hovered) -> None:
        event.stop()
        self.inspect(self.inspection(("cell", *event.coord)), cursor=False)

    @on(HotText.CursorMoved)
    def _text_moved(self, event: HotText.CursorMoved) -> None:
        event.stop()
        self._preview_stack(event.key)
        self.inspect_now()

    def _preview_stack(self, key: Hashable) -> None:
        """While drafting, the cursor on a tile of your depot shows that tile's ghost on the planet."""
        if self.view is None or self.view.prompt.kind != "draft" or key[0] != "stack":
            return
        drafts = [a.stack for a in self.legal if isinstance(a, Draft)]
        if key[1] in drafts and drafts.index(key[1]) != self.preview % len(drafts):
            self.preview = drafts.index(key[1])
            self._draw_interaction(snap=True)

    @on(HotText.Hovered)
    def _text_hovered(self, event: HotText.Hovered) -> None:
        event.stop()
        self.inspect(self.inspection(event.key), cursor=False)

    @on(HotText.Chosen)
    def _text_chosen(self, event: HotText.Chosen) -> None:
        event.stop()
        self._chosen(event.key)

    def _chosen(self, key: Hashable) -> None:
        """Enter on a hotspot: the move it stands for (a tile of the depot, a civ card, a depot)."""
        self.enter()

    def enter_here(self) -> Enter | None:
        """Enter on a hotspot of the side panel or a square of the planet (board_keys.py)."""
        v = self.view
        if v is None:
            return None
        focused = self.screen.focused if self.is_mounted else None
        if isinstance(focused, HotText):
            key = focused.cursor
            if key is None:
                return None
            moves = [a for a in self.legal if self.action_key(a) == key]
            if not moves and key[0] == "stack" and v.prompt.kind == "draft" and self.legal:
                return Enter(moves=(Draft(stack=key[1]),), unchecked=True, words="take this tile")
            return Enter.of(moves, self.no_move("this offers no move now"))
        grid = self.query_one(PlanetGrid)
        if focused is not grid or grid.cursor is None:
            return None
        if (theirs := self.not_yours()) is not None:
            return theirs
        r, c = grid.cursor
        kind = v.prompt.kind
        if kind == "place" and self.legal:
            tile = v.players[v.actor].hand
            rot, fl = self._orientation(tile)
            row, col = self._anchor(tile, (rot, fl), (r, c))
            move = Place(row=row, col=col, rotation=rot, flipped=fl)
            return Enter(moves=(move,), unchecked=move not in self.legal, words="place the tile here")
        if kind == "draft" and self.legal:
            drafts = [a for a in self.legal if isinstance(a, Draft)]
            return Enter.of(drafts[self.preview % len(drafts):][:1], self.no_move("no tile to take"))
        if r >= SIZE or c >= SIZE:
            return Enter(reason=self.no_move("this label is read in the inspect pane"))
        i = r * SIZE + c
        p = v.players[v.actor] if 0 <= v.actor < len(v.players) else None
        moves = [a for a in self.legal if (isinstance(a, (Target, Jump)) and a.cell == i)
                 or (isinstance(a, MoveRover) and p is not None and rover_dest(p, a.rover, a.direction) == i)]
        if moves or p is None or not p.moves:
            return Enter.of(moves, self.no_move("no move is about this square"))
        for k, at in enumerate(p.rovers):  # next to a rover but not a legal step: let the engine say why
            if at >= 0 and any(divmod(at, SIZE) == (r - dr, c - dc) for dr, dc in DIRS):
                d = next(d for d, (dr, dc) in enumerate(DIRS) if divmod(at, SIZE) == (r - dr, c - dc))
                return Enter(moves=(MoveRover(rover=k, direction=d),), unchecked=True, words="move the rover here")
        return Enter(reason=self.no_move("a rover moves one square at a time, onto a square next to it"))

    @on(SquareGrid.SpotChosen)
    def _spot_chosen(self, event: SquareGrid.SpotChosen) -> None:
        event.stop()
        self.enter()

    def rejected(self, action: Action, reason: str) -> None:
        if self.view is not None:
            self._draw_interaction()


BOARD = PlanetUnknownBoard
