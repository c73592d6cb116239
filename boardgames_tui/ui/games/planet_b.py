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
from ...engine.api import HIDDEN, Action, GameState
from ...engine.rng import Rng
from ...engine.planet_b import content as pbc
from ...engine.planet_b import geometry as geo
from ...engine.planet_b import scoring
from ...engine.planet_b.actions import BuyAnimal, PairBees, Place, TakeDevelopment, TakeSpring
from ..widgets import HexBoard, Marker, Track
from .base import GameBoard, SeatSwitching, TwoPanes

# glyph and tone (HexBoard tone) of every element code, bee and animal
ELEMENT = {
    "T": ("Tr", "good"),
    "W": ("Wa", "water"),
    "S": ("Sp", "water"),
    "H": ("Wh", "warn"),
    "A": ("Ap", "bad"),
    "B": ("Be", "info"),
    "y": ("fY", "warn"),
    "r": ("fR", "bad"),
    "p": ("fP", "info"),
    "F": ("Fe", "cell"),
    "L": ("Lg", "cell"),
    "N": ("Ne", "cell"),
}
COVER = {
    "Y": ("bY", "warn"),
    "R": ("bR", "bad"),
    "P": ("bP", "info"),
    "s": ("Sh", "strong"),
    "k": ("Rb", "strong"),
    "b": ("Bd", "strong"),
}
# tone -> Content markup style: the same theme variables as the shared widgets' tones
STYLE = {
    "good": "$text-success",
    "water": "$text-primary",
    "warn": "$text-warning bold",
    "bad": "$text-error",
    "info": "$text-secondary",
    "cell": "",
    "muted": "$text-muted",
    "strong": "bold",
    "": "",
}
HARVEST_WORDS = {"H_ANIMALS": "animals", "H_BEES": "bees", "H_BOTH": "animals+bees"}


def styled(text: str, tone: str) -> str:
    style = STYLE.get(tone, "")
    return f"[{style}]{escape(text)}[/]" if style else escape(text)


def shape_lines(cells: Sequence[tuple[int, int]], glyphs: Sequence[tuple[str, str]]) -> list[tuple[str, int]]:
    """A small hex shape as 1–2 lines of (markup, width): 3 characters per hex, half-hex row offset."""
    rows: dict[int, dict[int, tuple[str, str]]] = {}
    q0 = min(q for q, _ in cells)
    r0 = min(r for _, r in cells)
    for (q, r), g in zip(cells, glyphs):
        rows.setdefault(r - r0, {})[3 * (q - q0) + (3 * (r - r0)) // 2] = g
    xmin = min(x for row in rows.values() for x in row)
    out = []
    for r in sorted(rows):
        line, at = "", xmin
        for x in sorted(rows[r]):
            line += " " * (x - at) + styled(*rows[r][x])
            at = x + len(rows[r][x][0])
        out.append((line, at - xmin))
    return out


def tile_lines(tile_id: str) -> list[tuple[str, int]]:
    if not tile_id:
        return [(styled("--", "muted"), 2)]
    if tile_id == HIDDEN:
        return [("??", 2)]
    shape = geo.tile_shape(tile_id)
    cells = [tuple(c) for c in pbc.shapes_by_id()[shape].cells]
    return shape_lines(cells, [ELEMENT[c] for c in geo.tile_codes(tile_id)])


def side_by_side(blocks: list[list[tuple[str, int]]], gap: int = 3) -> list[str]:
    """Markup blocks laid out left to right, each padded to its own width."""
    height = max(len(b) for b in blocks)
    widths = [max(w for _, w in b) for b in blocks]
    lines = []
    for y in range(height):
        parts = []
        for b, w in zip(blocks, widths):
            text, tw = b[y] if y < len(b) else ("", 0)
            parts.append(text + " " * (w - tw))
        lines.append((" " * gap).join(parts).rstrip())
    return lines


class DomeHexes(HexBoard):
    """The dome's hex board; no flipping in Planet B; hexes of the latest turn underlined."""

    BINDINGS = [Binding("f", "flip", "Flip", show=False)]
    COMPONENT_CLASSES = HexBoard.COMPONENT_CLASSES | {"hex-board--last"}
    DEFAULT_CSS = """
    DomeHexes > .hex-board--last { text-style: underline; }
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.last: set[tuple[int, int]] = set()

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


class PlanetBBoard(SeatSwitching, TwoPanes, GameBoard):
    """The dome of a seat plus the shared development board (see module docstring)."""

    game_id = "planet-b"

    BINDINGS = [
        Binding("t", "next_tile", "Next tile"),
        Binding("v", "toggle_info", "Dome/Board"),
        *SeatSwitching.seat_bindings("dome"),
        Binding("pagedown", "page_down", "Scroll", show=False),
        Binding("pageup", "page_up", "Scroll", show=False),
    ]

    DEFAULT_CSS = """
    PlanetBBoard #pb-main { layout: horizontal; height: auto; width: 100%; }
    PlanetBBoard #pb-dome-col { width: 39; height: auto; padding-right: 1; }
    PlanetBBoard #pb-side { width: 1fr; min-width: 30; height: auto; }
    PlanetBBoard #pb-hint { color: $text-muted; }
    PlanetBBoard #pb-legend { color: $text-muted; }
    PlanetBBoard .pb-box { border-top: solid $primary 40%; height: auto; width: 100%; }
    PlanetBBoard.-narrow #pb-main { layout: vertical; }
    PlanetBBoard.-narrow #pb-side { width: 100%; display: none; }
    PlanetBBoard.-narrow.-info #pb-side { display: block; }
    PlanetBBoard.-narrow.-info #pb-dome-col { display: none; }
    """

    NARROW = 72
    """Below this width the dome and the development board take turns (key v)."""

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.tile_pick = 0
        """Which collected tile the ghost shows."""
        self._snap = False
        self._preview_key: tuple | None = None
        self._preview_text = ""
        self.picked: list[int] = []
        """Hexes picked so far when a bee pairing or an animal needs more than one hex."""

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Horizontal(id="pb-main"):
            with Vertical(id="pb-dome-col"):
                yield Static(id="pb-dome-title")
                yield DomeHexes(geo.hexes(), id="pb-dome")
                yield Static(id="pb-hint")
                yield Static(id="pb-legend")
            with Vertical(id="pb-side"):
                yield Static(id="pb-row")
                yield Static(id="pb-supply", classes="pb-box")
                yield Track(1, 12, label="Water", per_row=12, space_width=3, id="pb-track")
                yield Static(id="pb-players", classes="pb-box")
                yield Static(id="pb-goals", classes="pb-box")

    def main_pane(self) -> DomeHexes:
        return self.query_one(DomeHexes)

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in ("place-tile", "pair-bees")

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
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
        self._draw_track()
        self._draw_players()
        self._draw_goals()

    def _held(self) -> list[str]:
        v = self.view
        if v is None or v.prompt.kind != "place-tile":
            return []
        seen: list[str] = []
        for t in v.held:
            if t not in seen:
                seen.append(t)
        return seen

    def _draw_dome(self) -> None:
        v = self.view
        hexes = self.query_one(DomeHexes)
        s = self.shown
        board, cover = v.boards[s], v.cover[s]
        side = geo.side(v.side)
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
        hexes.set_cells(cells)
        hexes.set_last(geo.hexes()[i] for i in v.last_cells[s])
        name = v.seats[s].name
        dark_done = sum(1 for i in side.dark if board[i] != ".")
        title = (
            f"[bold]{escape(name[:12])}'s dome[/] · {styled(str(v.water[s]) + ' water', 'water')}"
            f" · {styled(str(v.oxygen[s]) + ' oxygen', 'info')}\n"
            f"dark hexes {dark_done}/{len(side.dark)} covered"
        )
        title += self.seat_count_words("dome")
        self.query_one("#pb-dome-title", Static).update(Content.from_markup(title))
        self.query_one("#pb-legend", Static).update(
            Content.from_markup(
                "Tr tree Wa water Sp spring Wh wheat Ap apple Be berry f· flower b· bee "
                "Fe fence Lg log Ne nest Sh sheep Rb rabbit Bd bird · ~~ O2 icons · underlined: latest turn"
            )
        )
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
            more = " · t next tile" if len(self._held()) > 1 else ""
            if not spots:
                more += " · [bold]no spot in this rotation[/]"
            if any(isinstance(a, BuyAnimal) for a in self.legal):
                more += " · animals: list"
            hint = f"Placing {escape(self._tile_words(tile))}: r rotate{more} · ⏎ place"
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
        self.query_one("#pb-hint", Static).update(Content.from_markup(hint))

    def _preview(self, tile: str, cursor) -> str:
        """What placing the ghost here would give, in the engine's words ("" if not legal).

        Placing draws nothing at random, so applying it to a determinized copy of the view is exact.
        """
        if self.engine is None or cursor is None:
            return ""
        rot, at = geo.canonical(tile, self._rot(), geo.index()[cursor])
        action = Place(tile=tile, rot=rot, at=at)
        if action not in self.legal:
            return ""
        key = (self.view.turn, action)
        if key != self._preview_key:
            world = self.engine.determinize(self.view, Rng(0))
            after = self.engine.apply(world, action)
            lines = [line.text for line in after.log]
            text = lines[0].split(": ", 1)[1].rstrip(".") if lines and ": " in lines[0] else "nothing"
            text += "".join(f"; {line.split(' gets ', 1)[1].rstrip('.')}" for line in lines[1:] if " gets " in line)
            self._preview_key, self._preview_text = key, text
        return self._preview_text

    def _tile_words(self, tile: str) -> str:
        if tile == "SPRING":
            return "a spring"
        return "-".join(geo.WORD[c] for c in geo.tile_codes(tile))

    def _rot(self) -> int:
        """Engine rotation from the hex board's r presses (clockwise on screen)."""
        return (-self.query_one(DomeHexes).rotation) % 6

    def _legal_keys(self, tile: str) -> set[frozenset]:
        keys = set()
        codes = geo.tile_codes(tile)
        shape = geo.tile_shape(tile)
        for a in self.legal:
            if isinstance(a, Place) and a.tile == tile:
                cells = geo.placement_at(shape, a.rot)[a.at][0]
                keys.add(frozenset(zip(cells, codes)))
        return keys

    def _legal_anchors(self, tile: str, rot: int) -> set[int]:
        keys = self._legal_keys(tile)
        codes = geo.tile_codes(tile)
        return {
            a
            for a, cells, _m, _t in geo.placements(geo.tile_shape(tile), rot)
            if frozenset(zip(cells, codes)) in keys
        }

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
        costs = pbc.development().position_costs.costs
        choosing = v.prompt.kind == "choose-development" and bool(self.legal)
        takeable = {a.pos for a in self.legal if isinstance(a, TakeDevelopment)}
        lines = ["[bold]Development row[/]"]
        for p, d in enumerate(v.row):
            ok = p in takeable
            plain = f"{p + 1} {d} {('○' * costs[p]).ljust(3, '·')}"
            head = styled(plain, "" if ok or not choosing else "muted")
            if choosing and ok:
                head = f"[bold]{head}[/]"
            body = side_by_side([tile_lines(t) for t in v.offer[p]])
            lines.append(f"{head} {body[0]}")
            for extra in body[1:]:
                lines.append(" " * (len(plain) + 1) + extra)
        self.query_one("#pb-row", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_supply(self) -> None:
        v = self.view
        can_spring = any(isinstance(a, TakeSpring) for a in self.legal)
        top = v.harvest_stack[0] if v.harvest_stack else None
        harvest = (
            f"next {styled(HARVEST_WORDS.get(top, top), 'strong')}, {len(v.harvest_stack) - 1} below, then printed animals+bees"
            if top
            else "printed animals+bees (no tile left)"
        )
        if v.harvests_used:
            harvest += " (done: " + ", ".join(HARVEST_WORDS.get(h, h) for h in v.harvests_used) + ")"
        warn = " · [bold $warning]HARVEST WARNING[/]" if (v.pending or v.end_reason) else ""
        if v.end_reason:
            warn += f" · [bold $error]last round[/]: {escape(v.end_reason)}"
        stacks = " ".join(f"{k}:{len(ids)}" for k, ids in v.stacks.items())
        bees = " ".join(styled(f"{c}{v.bee_supply[c]}", t) for c, t in (("Y", "warn"), ("R", "bad"), ("P", "info")))
        ani = f"sheep {v.animal_supply['SHEEP']} rabbit {v.animal_supply['RABBIT']} bird {v.animal_supply['BIRD']}"
        solo = "[bold]Solo variant[/] (project edition): a rival takes a tile after each turn\n" if len(v.seats) == 1 else ""
        text = (
            f"{solo}Track fill {v.fills} of 4 · "
            f"Springs {styled(str(v.springs), 'water' if can_spring or not self.legal else 'muted')} · Harvest: {harvest}{warn}\n"
            f"Bees {bees} · {ani}\nStacks {stacks}"
        )
        self.query_one("#pb-supply", Static).update(Content.from_markup(text))

    def _draw_track(self) -> None:
        v = self.view
        track = self.query_one("#pb-track", Track)
        track.set_range(1, v.track_len)
        track.label = "Water"
        track.mark(range(1, v.track + 1), tone="water")
        track.set_markers([Marker("~", v.track, "water")] if v.track else [])

    def _draw_players(self) -> None:
        v = self.view
        lines = ["[bold]Players[/]  ▶ turn ¹ first ◆ multiplier"]
        for s, seat in enumerate(v.seats):
            mark = "▶" if s == v.actor else " "
            first = "¹" if s == v.first else " "
            track = scoring.track_score(v, s)
            fifties = v.multiplier[s] if v.multiplier else track // 50
            bees = " ".join(
                styled(f"{c}{scoring.bee_count(v.cover[s], c)}", t) for c, t in (("Y", "warn"), ("R", "bad"), ("P", "info"))
            )
            an = scoring.animal_counts(v.animals[s])
            line = (
                f"{mark}{first}[bold]{escape(seat.name[:10].ljust(10))}[/] {track:>3} pts"
                f"{styled(f' ◆{50 * fifties}', 'strong') if fifties else ''} "
                f"{styled(str(v.water[s]).rjust(2) + ' w', 'water')} {styled(str(v.oxygen[s]).rjust(2) + ' o', 'info')}"
            )
            lines.append(self.mark_shown(s, line))
            lines.append(f"    bees {bees} · Sh{an['SHEEP']} Rb{an['RABBIT']} Bd{an['BIRD']}")
        self.query_one("#pb-players", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_goals(self) -> None:
        v = self.view
        goals = pbc.goals()
        lines = ["[bold]Goals[/] (end of game)"]
        for g in v.goals:
            goal = goals[g]
            lines.append(f"[bold]{escape(goal.name)}[/]: {escape(goal.text)}")
            if goal.pattern_cells:
                code = geo.CODE[goal.element]
                for ln, _w in shape_lines([tuple(c) for c in goal.pattern_cells], [ELEMENT[code]] * len(goal.pattern_cells)):
                    lines.append("   " + ln)
            table = " ".join(f"{i}:{p}" for i, p in enumerate(goal.points_by_value) if i > 0)
            lines.append(styled(f"   {table}+", "muted"))
            now = ", ".join(
                f"{escape(seat.name[:8])} {val}→{pts}"
                for seat, (val, pts) in zip(v.seats, (scoring.goal_points(g, v.boards[s], v.animals[s]) for s in range(len(v.seats))))
            )
            lines.append(f"   now: {now}")
        self.query_one("#pb-goals", Static).update(Content.from_markup("\n".join(lines)))

    # ------------------------------------------------------------ keys and messages

    def action_next_tile(self) -> None:
        held = self._held()
        if len(held) > 1:
            self.tile_pick = (self.tile_pick + 1) % len(held)
            self._snap = True
            self._draw_interaction()
            self._snap = False

    def seat_switched(self) -> None:
        self.picked = []
        self._draw_dome()
        self._draw_players()

    @on(HexBoard.CursorMoved)
    def _cursor_moved(self, event: HexBoard.CursorMoved) -> None:
        event.stop()
        if self.view is not None and self._acting_here() and self.view.prompt.kind == "place-tile":
            self._draw_interaction()

    @on(HexBoard.SpotChosen)
    def _spot_chosen(self, event: HexBoard.SpotChosen) -> None:
        event.stop()
        if not self.takes_spot():
            return
        v = self.view
        i = geo.index()[tuple(event.coord)]
        kind = v.prompt.kind
        if kind == "place-tile":
            held = self._held()
            if not held:
                return
            tile = held[self.tile_pick]
            rot, at = geo.canonical(tile, self._rot(), i)
            self.propose(Place(tile=tile, rot=rot, at=at))
        elif kind == "pair-bees":
            self._pick(i, [a for a in self.legal if isinstance(a, PairBees)], lambda a: (a.a, a.b))
        else:
            buys = [a for a in self.legal if isinstance(a, BuyAnimal)]
            if not self._pick(i, buys, lambda a: a.cells):
                self._propose_illegal_animal(i)

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

    def _propose_illegal_animal(self, i: int) -> None:
        """Enter on a habitat hex that buys nothing: let the engine say why."""
        code = self.view.boards[self.shown][i]
        animal = {"N": "BIRD", "L": "RABBIT", "F": "SHEEP"}.get(code)
        if animal:
            self.propose(BuyAnimal(animal=animal, cells=(i,)))

    def rejected(self, action: Action, reason: str) -> None:
        self.picked = []
        if self.view is not None:
            self._draw_interaction()


BOARD = PlanetBBoard
