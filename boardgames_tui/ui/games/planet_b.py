"""Planet B's board area: the dome as a hex board, the development row, track, harvests, goals.

Direct play on the dome: arrows move the cursor, the ghost of the tile being placed follows
it, r rotates, t picks which collected tile to place next, Enter places. Enter on a flower
pairs a bee (when you choose), on a habitat hex buys its animal. [ and ] show the other
domes. Colours only through theme variables ($success, $primary, ...).
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from ..text import escape  # names shown literally (ui/text.py), not textual.markup.escape
from textual.widgets import Static

from ...engine import hexgrid
from ...engine.api import Action, GameState, Inspection
from ...engine.planet_b import content as pbc
from ...engine.planet_b import geometry as geo
from ...engine.planet_b import glossary
from ...engine.planet_b.words import row_letters
from ...engine.planet_b.actions import BuyAnimal, PairBees, Place, TakeDevelopment, TakeSpring
from ..widgets import HexBoard
from ._planet_b_info import Heading, InfoColumn, InfoItem
from ._planet_b_text import (  # noqa: F401 - ELEMENT, COVER, styled, shape_lines... are this board's names too
    ANIMAL_PLURAL, BEE_TONES, COVER, ELEMENT, STACK_WORD, STYLE, describe_key, dev_markup, goal_markup, harvest_markup,
    legend_markup, player_markup, shape_lines, side_by_side, signature, styled, tile_lines, track_markup,
)
from .base import GameBoard, SeatSwitching, TwoPanes
from .board_keys import Enter
from ..widgets._cells import saying_why

class DomeHexes(HexBoard):
    """The dome's hex board; no flipping in Planet B; hexes of the latest turn underlined."""

    BINDINGS = [Binding("f", "key_why('f', 'flip')", show=False)]  # f says why: no tile is flipped here
    COMPONENT_CLASSES = HexBoard.COMPONENT_CLASSES | {"hex-board--last"}
    DEFAULT_CSS = """
    DomeHexes > .hex-board--last { text-style: underline; }
    """

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        if action == "flip":
            return "Planet B's tiles are never flipped, only turned (r)"
        if action == "rotate" and self.ghost:
            board = next((node for node in self.ancestors if isinstance(node, PlanetBBoard)), None)
            held = board._held() if board is not None else []
            if held and len(geo.tile_codes(held[board.tile_pick % len(held)])) == 1:
                return "a one-hex tile is the same every way round"
        return super().key_reason(action, parameters)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.last: set[tuple[int, int]] = set()
        self._styles_of: dict[tuple[str, ...], object] = {}

    def _style(self, *names: str):
        """Component styles kept until the CSS changes (Textual forgets them on every refresh,
        and a cursor key repaints all 55 hexes)."""
        style = self._styles_of.get(names)
        if style is None:
            style = self._styles_of[names] = super()._style(*names)
        return style

    def notify_style_update(self) -> None:
        self._styles_of = {}
        super().notify_style_update()

    def set_last(self, cells) -> None:
        self.last = set(cells)
        self.refresh()

    def _cell_text(self, cell):
        text, style = super()._cell_text(cell)
        if cell in self.last and cell not in self.ghost:
            style += self._style("last")
        return text, style

    def action_flip(self) -> None:  # tiles are never flipped
        return


HINT_LINES = 4
"""Lines of the hint while a tile is placed (fixed: moving the ghost lays nothing out)."""
PANE_LINES = 12
"""Every description is padded to this many lines: the inspect pane keeps its full height
(it shows 8 at 120x40), so a cursor key never lays the screen out again."""


def full(inspection: Inspection | None) -> Inspection | None:
    """`inspection` padded with empty lines to PANE_LINES (see there)."""
    if inspection is None or len(inspection.lines) >= PANE_LINES - 1:
        return inspection
    pad = ("",) * (PANE_LINES - 1 - len(inspection.lines))
    return Inspection(inspection.title, (*inspection.lines, *pad), kind=inspection.kind)


class PlanetBBoard(SeatSwitching, TwoPanes, GameBoard):
    """The dome of a seat plus the shared development board (see module docstring)."""

    game_id = "planet-b"

    BINDINGS = [
        *saying_why(Binding("t", "next_tile", "Next tile"), Binding("v", "toggle_info", "Dome/Board")),
        *SeatSwitching.seat_bindings("dome"),
        Binding("pagedown", "page_down", "Scroll", show=False),
        Binding("pageup", "page_up", "Scroll", show=False),
    ]

    DEFAULT_CSS = """
    PlanetBBoard #pb-main { layout: horizontal; height: auto; width: 100%; }
    PlanetBBoard { scrollbar-size-vertical: 1; }
    PlanetBBoard #pb-dome-col { width: 38; height: auto; }
    PlanetBBoard #pb-side { width: 1fr; min-width: 30; height: auto; }
    PlanetBBoard #pb-hint { color: $text-muted; }
    PlanetBBoard #pb-legend { color: $text-muted; }
    PlanetBBoard #pb-dome-row { height: auto; width: auto; }
    PlanetBBoard #pb-rows { width: 1; height: auto; color: $text-muted; }
    PlanetBBoard.-narrow #pb-main { layout: vertical; }
    PlanetBBoard.-narrow #pb-side { width: 100%; display: none; }
    PlanetBBoard.-narrow.-info #pb-side { display: block; }
    PlanetBBoard.-narrow.-info #pb-dome-col { display: none; }
    """

    NARROW = 72
    PANE_NAMES = {"pb-dome": "dome", "pb-side": "development row, supply, players"}
    """Below this width the dome and the development board take turns (key v)."""

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.tile_pick = 0
        """Which collected tile the ghost shows."""
        self._snap = False
        self._previews: dict = {}
        self._anchor_cache: dict = {}
        self._words: dict = {}
        self._drawn: dict[str, str] = {}
        self.picked: list[int] = []
        """Hexes picked so far when a bee pairing or an animal needs more than one hex."""

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Horizontal(id="pb-main"):
            with Vertical(id="pb-dome-col"):
                yield Static(id="pb-dome-title")
                with Horizontal(id="pb-dome-row"):
                    # the row letters of the hex labels the moves use ("E5": row E, 5th hex from the left)
                    yield Static("\n".join(row_letters()), id="pb-rows", markup=False)
                    yield DomeHexes(geo.hexes(), id="pb-dome")
                yield Static(id="pb-hint")
                yield Static(id="pb-legend")
            with InfoColumn(id="pb-side"):
                yield Heading("Development row · cost in water", classes="-first")
                for p in range(6):
                    yield InfoItem(("dev", p), id=f"pb-dev-{p}")
                yield Heading("Water track and supply", id="pb-supply")
                for key in ("track", "harvest", "springs", "bees", "animals", "stacks"):
                    yield InfoItem((key,), id=f"pb-{key}")
                yield Heading("Players", id="pb-players")
                for s in range(4):
                    yield InfoItem(("player", s), id=f"pb-player-{s}")
                yield Heading("Goals (end of game)", id="pb-goals")
                for k in range(4):
                    yield InfoItem(("goal", k), id=f"pb-goal-{k}")

    def main_pane(self) -> DomeHexes:
        return self.query_one(DomeHexes)

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in ("place-tile", "pair-bees")

    def on_mount(self) -> None:
        self.query_one(InfoColumn).place(("dev", 0))

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        self._previews = {}
        self._anchor_cache = {}
        self._words = {}
        if self.follow_actor(view):
            self.picked = []
        held = self._held()
        if held:
            self.tile_pick %= len(held)
        else:
            self.tile_pick = 0
        self._snap = True
        self._draw_dome()
        self._snap = False
        self._draw_row()
        self._draw_supply()
        self._draw_players()
        self._draw_goals()
        self._mark_items()

    def _put(self, wid: str, markup: str, layout: bool = True) -> None:
        """Update a Static only when its text changed (a new text lays the screen out again,
        unless `layout` is False: the Static has a fixed height)."""
        if self._drawn.get(wid) != markup:
            self._drawn[wid] = markup
            self.query_one(f"#{wid}", Static).update(Content.from_markup(markup), layout=layout)

    def _held(self) -> list[str]:
        v = self.view
        if v is None or v.prompt.kind != "place-tile":
            return []
        seen: list[str] = []
        for t in v.held:
            if t not in seen:
                seen.append(t)
        return seen

    def _dome_cells(self, view: GameState, s: int) -> dict:
        board, cover = view.boards[s], view.cover[s]
        side = geo.side(view.side)
        cells = {}
        for i, h in enumerate(geo.hexes()):
            if cover[i] != ".":
                cells[h] = COVER[cover[i]]
            elif board[i] != ".":
                cells[h] = ELEMENT[board[i]]
            elif i == geo.centre():
                cells[h] = (side.label.replace("-", ""), "strong")
            elif i in side.water_icons:
                cells[h] = ("~~", "water")
            elif i in side.oxygen_icons:
                cells[h] = ("O2", "info")
            elif i in side.dark:
                cells[h] = ("::", "muted")
            else:
                cells[h] = ("..", "empty")
        return cells

    def _draw_dome(self) -> None:
        v = self.view
        hexes = self.query_one(DomeHexes)
        s = self.shown
        board = v.boards[s]
        side = geo.side(v.side)
        hexes.set_cells(self._dome_cells(v, s))
        hexes.set_last(geo.hexes()[i] for i in v.last_cells[s])
        b = self.before
        if b is not None and s < len(b.boards):
            hexes.mark_changed(
                h for i, h in enumerate(geo.hexes())
                if b.boards[s][i] != board[i] or b.cover[s][i] != v.cover[s][i]
            )
        else:
            hexes.mark_changed(())
        name = v.seats[s].name
        dark_done = sum(1 for i in side.dark if board[i] != ".")
        title = (
            f"[bold]{escape(self.whose())} dome[/] · {styled(str(v.water[s]) + ' water', 'water')}"
            f" · {styled(str(v.oxygen[s]) + ' oxygen', 'info')}\n"
            f"dark hexes {dark_done}/{len(side.dark)} covered"
        )
        title += self.seat_count_words("dome")
        self._put("pb-dome-title", title)
        self._put("pb-legend", legend_markup(37, side))
        self._draw_interaction()

    def _draw_interaction(self) -> None:
        v = self.view
        hexes = self.query_one(DomeHexes)
        hint = ""
        kind = v.prompt.kind
        if not self._acting_here():
            hexes.highlight(())
            hexes.clear_ghost()
            hint = self.seat_hint("dome")
        elif kind == "place-tile":
            tile = self._held()[self.tile_pick]
            spots = self._legal_anchors(tile, self._rot())
            if self._snap and not spots:
                first = next((a for a in self.legal if isinstance(a, Place) and a.tile == tile), None)
                if first is not None:  # no spot in this rotation: turn the ghost to one that fits
                    hexes.rotation = (-first.rot) % 6
                    spots = self._legal_anchors(tile, self._rot())
            hexes.highlight(geo.hexes()[a] for a in spots)
            if self._snap and spots and hexes.cursor is not None and geo.index()[hexes.cursor] not in spots:
                cur = hexes.cursor
                near = min(spots, key=lambda a: (hexgrid.distance(geo.hexes()[a], cur), a))
                hexes.cursor = geo.hexes()[near]  # no CursorMoved: the ghost is drawn just below
            self._draw_ghost()
            keys = ["r rotate"] if len(geo.tile_codes(tile)) > 1 else []  # one hex is the same every way round
            if len(self._held()) > 1:
                keys.append("t next tile")
            if not spots:
                keys.append("[bold]no spot in this rotation[/]")
            if any(isinstance(a, BuyAnimal) for a in self.legal):
                keys.append("animals: list")
            hint = f"Placing {escape(glossary.tile_title(tile))}: {' · '.join(keys + ['⏎ place'])}"
            gain = self._preview(tile, hexes.cursor)
            if gain:
                hint += f"\nHere: {escape(gain)}"
        elif kind == "pair-bees":
            hexes.clear_ghost()
            pairs = [a for a in self.legal if isinstance(a, PairBees)]
            live = [p for p in pairs if all(x in (p.a, p.b) for x in self.picked)]
            hexes.highlight(geo.hexes()[x] for p in live for x in (p.a, p.b))
            hint = "Enter on two flowers to pair the bee"
        else:
            hexes.clear_ghost()
            buys = [a for a in self.legal if isinstance(a, BuyAnimal)]
            live = [b for b in buys if all(x in b.cells for x in self.picked)]
            hexes.highlight(geo.hexes()[x] for b in live for x in b.cells)
            hint = "Enter on a highlighted habitat to buy its animal" if buys else ""
            if kind == "choose-development":
                hint = (hint + " · " if hint else "") + "choose a development tile in the list"
                if self.has_class("-narrow"):
                    hint += " (v shows the development board)"
        fixed = self._acting_here() and kind == "place-tile"
        widget = self.query_one("#pb-hint", Static)
        height = HINT_LINES if fixed else "auto"
        if str(widget.styles.height) != str(height):
            widget.styles.height = height  # while placing, the ghost's words never resize the column
        self._put("pb-hint", hint, layout=not fixed or self._snap)

    def _preview(self, tile: str, cursor) -> str:
        """What placing the ghost here would give, in the engine's words ("" if not legal),
        kept per spot for the prompt."""
        if self.engine is None or cursor is None:
            return ""
        rot, at = geo.canonical(tile, self._rot(), geo.index()[cursor])
        action = Place(tile=tile, rot=rot, at=at)
        if action in self._previews:
            return self._previews[action]
        if action not in self._legal_set():
            return ""
        preview = self.engine.preview(self.view, action)
        text = ", ".join(preview.effects) if preview and preview.effects else "nothing"
        self._previews[action] = text
        return text

    def _why_not(self, tile: str, cursor) -> str:
        """The engine's reason the ghost may not go here (a one-hex tile has no rotation to blame)."""
        rot, at = geo.canonical(tile, self._rot(), geo.index()[cursor])
        try:
            reason = self.engine.why_illegal(self.view, Place(tile=tile, rot=rot, at=at)) if self.engine else None
        except Exception:  # the view lacks what the rule needs: say it plainly
            reason = None
        return f"not allowed: {reason}" if reason else "not allowed here"

    def _legal_set(self) -> frozenset:
        if "legal" not in self._anchor_cache:
            self._anchor_cache["legal"] = frozenset(a for a in self.legal if isinstance(a, Place))
        return self._anchor_cache["legal"]

    def _tile_words(self, tile: str) -> str:
        return glossary.tile_title(tile)

    def _rot(self) -> int:
        """Engine rotation from the hex board's r presses (clockwise on screen)."""
        return (-self.query_one(DomeHexes).rotation) % 6

    def _legal_keys(self, tile: str) -> set[frozenset]:
        """What each legal placement of `tile` covers (cells with elements), once per prompt."""
        key = ("keys", tile)
        if key not in self._anchor_cache:
            keys = set()
            codes = geo.tile_codes(tile)
            shape = geo.tile_shape(tile)
            for a in self.legal:
                if isinstance(a, Place) and a.tile == tile:
                    cells = geo.placement_at(shape, a.rot)[a.at][0]
                    keys.add(frozenset(zip(cells, codes)))
            self._anchor_cache[key] = keys
        return self._anchor_cache[key]

    def _legal_anchors(self, tile: str, rot: int) -> set[int]:
        """The anchors where `tile` in screen rotation `rot` is legal, once per prompt."""
        key = ("anchors", tile, rot)
        if key not in self._anchor_cache:
            keys = self._legal_keys(tile)
            codes = geo.tile_codes(tile)
            self._anchor_cache[key] = {
                a
                for a, cells, _m, _t in geo.placements(geo.tile_shape(tile), rot)
                if frozenset(zip(cells, codes)) in keys
            }
        return self._anchor_cache[key]

    def _draw_ghost(self) -> None:
        hexes = self.query_one(DomeHexes)
        held = self._held()
        if not held or hexes.cursor is None:
            hexes.clear_ghost()
            return
        tile = held[self.tile_pick]
        rot = self._rot()
        q, r = hexes.cursor
        ghost = {}
        for (dq, dr), code in zip(geo.rotated_cells(geo.tile_shape(tile), rot), geo.tile_codes(tile)):
            h = (q + dq, r + dr)
            if h in geo.index():
                ghost[h] = ELEMENT[code][0]
        ok = geo.index()[hexes.cursor] in self._legal_anchors(tile, rot)
        hexes.set_ghost(ghost, ok=ok)

    def _draw_row(self) -> None:
        v = self.view
        choosing = v.prompt.kind == "choose-development" and bool(self.legal)
        takeable = {a.pos for a in self.legal if isinstance(a, TakeDevelopment)}
        names = not self.has_class("-narrow")
        width = self.query_one(InfoColumn).size.width or 38
        for p in range(6):
            self._put(f"pb-dev-{p}", dev_markup(v, p, choosing, p in takeable, names, width))

    def _draw_supply(self) -> None:
        v = self.view
        can_spring = any(isinstance(a, TakeSpring) for a in self.legal)
        solo = "\n[not bold]Solo variant (project edition): a rival takes a tile after each turn[/]" if len(v.seats) == 1 else ""
        self._put("pb-supply", "Water track and supply (what is left)" + solo)
        self._put("pb-track", track_markup(v))
        self._put("pb-harvest", harvest_markup(v))
        self._put("pb-springs", f"Springs: {styled(str(v.springs), 'water' if can_spring or not self.legal else 'muted')} left"
                  f" (take one: +{pbc.development().springs.water_gain} water)")
        self._put("pb-bees", "Bees: " + ", ".join(
            styled(f"{v.bee_supply[c]} {geo.BEE_WORD[c]}", t) for c, t in BEE_TONES))
        self._put("pb-animals", "Animals: " + ", ".join(
            f"{(n := v.animal_supply[a])} {ANIMAL_PLURAL[a][n != 1]}" for a in geo.ANIMAL_ORDER))
        self._put("pb-stacks", "Tile stacks: " + " · ".join(
            f"{STACK_WORD.get(k, k)} {len(ids)}" for k, ids in v.stacks.items()))

    def _draw_players(self) -> None:
        v = self.view
        fifties = any(v.multiplier) if v.multiplier else False
        self._put("pb-players", "Players · ▶ to act · ¹ first" + (" · ◆ multiplier" if fifties else ""))
        for s in range(4):
            item = self.query_one(f"#pb-player-{s}", InfoItem)
            item.display = s < len(v.seats)
            if s < len(v.seats):
                line, more = player_markup(v, s)
                self._put(f"pb-player-{s}", self.mark_shown(s, line) + "\n" + more)

    def _draw_goals(self) -> None:
        v = self.view
        for k in range(4):
            item = self.query_one(f"#pb-goal-{k}", InfoItem)
            item.display = k < len(v.goals)
            if k < len(v.goals):
                self._put(f"pb-goal-{k}", goal_markup(v, v.goals[k]))

    def _mark_items(self) -> None:
        """Mark the side column's items another seat changed since the keyboard's seat acted."""
        b, v = self.before, self.view
        for item in self.query(InfoItem):
            changed = b is not None and item.display and signature(b, item.key) != signature(v, item.key)
            item.set_class(changed, "-changed")

    # ------------------------------------------------------------ inspecting

    def words(self, key: tuple):
        """The Inspection of a side-column item, once per view."""
        if key not in self._words:
            self._words[key] = describe_key(self.view, key)
        return self._words[key]

    def hex_words(self, coord):
        v = self.view
        i = geo.index().get(tuple(coord))
        if v is None or i is None:
            return None
        key = ("hex", self.shown, i)
        if key not in self._words:
            self._words[key] = glossary.describe_hex(v, self.shown, i)
        words = self._words[key]
        if self._acting_here() and v.prompt.kind == "place-tile" and self._held():
            tile = self._held()[self.tile_pick]
            gain = self._preview(tile, tuple(coord))
            gain = "no water or oxygen" if gain == "nothing" else gain
            placing = f"Placing {glossary.tile_title(tile)} here: " + (gain or self._why_not(tile, tuple(coord)))
            words = Inspection(words.title, (*words.lines, placing), kind=words.kind)
        return words

    def inspect_cursor(self):
        if self.view is None:
            return None
        column = self.query_one(InfoColumn)
        if column.has_focus:
            return self.words(column.cursor_key)
        cursor = self.query_one(DomeHexes).cursor
        return self.hex_words(cursor) if cursor is not None else None

    def inspect_action(self, action):
        if self.view is None:
            return None
        key = ("action", action)
        if key not in self._words:
            self._words[key] = full(glossary.describe_action(self.view, action))
        return self._words[key]

    def shape_inspection(self, inspection):
        return full(inspection)

    @on(InfoColumn.Moved)
    def _info_moved(self, event: InfoColumn.Moved) -> None:
        event.stop()
        if self.view is not None:
            self.inspect(self.words(event.key))

    @on(InfoItem.Pointed)
    def _info_pointed(self, event: InfoItem.Pointed) -> None:
        event.stop()
        if self.view is not None:
            self.inspect(self.words(event.item.key), cursor=False)

    @on(InfoColumn.Chosen)
    def _info_chosen(self, event: InfoColumn.Chosen) -> None:
        event.stop()
        self.enter()

    def enter_here(self) -> Enter | None:
        """Enter on a development, the springs or a dome hex: the move it names (board_keys.py)."""
        v = self.view
        focused = self.screen.focused if self.is_mounted else None
        if v is None:
            return None
        column = self.query_one(InfoColumn)
        if focused is column:
            key = column.cursor_key
            if key[0] == "dev":
                moves = [a for a in self.legal if isinstance(a, TakeDevelopment) and a.pos == key[1]]
                return Enter.of(moves, self.no_move("a development tile is taken at the start of your turn"))
            if key[0] == "springs":
                return Enter.of([a for a in self.legal if isinstance(a, TakeSpring)],
                                self.no_move("a spring is taken instead of a development tile"))
            return Enter(reason=self.no_move("this is read in the inspect pane, Enter makes no move here"))
        hexes = self.query_one(DomeHexes)
        if focused is not hexes or hexes.cursor is None:
            return None
        if (theirs := self.not_yours()) is not None:
            return theirs
        i = geo.index()[tuple(hexes.cursor)]
        kind = v.prompt.kind
        if kind == "place-tile" and self._held():
            tile = self._held()[self.tile_pick]
            rot, at = geo.canonical(tile, self._rot(), i)
            move = Place(tile=tile, rot=rot, at=at)
            return Enter(moves=(move,), unchecked=move not in self._legal_set(), words=f"place {glossary.tile_title(tile)} here")
        if kind == "pair-bees":
            return self._enter_pick(i, [a for a in self.legal if isinstance(a, PairBees)], lambda a: (a.a, a.b), "flower")
        buys = [a for a in self.legal if isinstance(a, BuyAnimal)]
        picked = self._enter_pick(i, buys, lambda a: a.cells, "habitat hex") if buys else None
        if picked is not None and (picked.moves or picked.then is not None):
            return picked
        animal = {"N": "BIRD", "L": "RABBIT", "F": "SHEEP"}.get(v.boards[self.shown][i])
        if animal and self.legal:  # a habitat that buys nothing: the rules say why
            return Enter(moves=(BuyAnimal(animal=animal, cells=(i,)),), unchecked=True, words=f"buy a {animal.lower()} here")
        return picked or Enter(reason=self.no_move("no move is about this hex"))

    def _enter_pick(self, i: int, options: list, cells_of, noun: str) -> Enter:
        """A hex of a bee pairing or an animal: the move when this hex settles it, else pick it and ask for the next."""
        picked = [*self.picked, i] if i not in self.picked else self.picked
        live = [a for a in options if all(x in cells_of(a) for x in picked)]
        if not live:
            return Enter(reason=self.no_move(f"this {noun} is not part of a move with the hexes picked"))
        exact = [a for a in live if set(cells_of(a)) == set(picked)]
        if len(live) == 1 or exact:
            return Enter(moves=((exact or live)[0],))
        return Enter(then=lambda: self._pick(i, options, cells_of), words=f"pick this {noun}, then the next one")

    @on(HexBoard.Hovered)
    def _hovered(self, event: HexBoard.Hovered) -> None:
        event.stop()
        self.inspect(self.hex_words(event.coord), cursor=False)

    # ------------------------------------------------------------ keys and messages

    def narrow_changed(self, narrow: bool) -> None:
        if self.view is not None:
            self._draw_row()
            self._draw_interaction()

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        if action == "next_tile" and not (self._acting_here() and len(self._held()) > 1):
            return ("you hold one tile only" if self._acting_here() and self._held()
                    else "it picks another of your tiles while you place one")
        return super().key_reason(action, parameters)

    def action_next_tile(self) -> None:
        held = self._held()
        if len(held) > 1:
            self.tile_pick = (self.tile_pick + 1) % len(held)
            self.refresh_bindings()  # r is offered for a tile that turns
            self._snap = True
            self._draw_interaction()
            self._snap = False
            self.inspect_now()

    def seat_switched(self) -> None:
        self.picked = []
        self._draw_dome()
        self._draw_players()
        self.inspect_now()

    @on(HexBoard.CursorMoved)
    def _cursor_moved(self, event: HexBoard.CursorMoved) -> None:
        event.stop()
        if self.view is None:
            return
        if self._acting_here() and self.view.prompt.kind == "place-tile":
            self._draw_interaction()
        self.inspect_now()

    @on(HexBoard.SpotChosen)
    def _spot_chosen(self, event: HexBoard.SpotChosen) -> None:
        event.stop()
        outcome = self.enter_here()
        if outcome is not None and outcome.then is None and not outcome.moves:
            self.picked = []  # a hex that fits no move starts the picking over
            self._draw_interaction()
        if outcome is not None and outcome.moves:
            self.picked = []
        self.enter(outcome)

    def _pick(self, i: int, options: list, cells_of) -> bool:
        """Narrow the options by picked hexes; propose when one is left. False if none matched."""
        picked = [*self.picked, i] if i not in self.picked else self.picked
        live = [a for a in options if all(x in cells_of(a) for x in picked)]
        if not live:
            self.picked = []
            self._draw_interaction()
            return False
        exact = [a for a in live if set(cells_of(a)) == set(picked)]
        if len(live) == 1 or exact:
            self.picked = []
            self.propose((exact or live)[0])
        else:
            self.picked = picked
            self._draw_interaction()
        return True

    def rejected(self, action: Action, reason: str) -> None:
        self.picked = []
        if self.view is not None:
            self._draw_interaction()


BOARD = PlanetBBoard
