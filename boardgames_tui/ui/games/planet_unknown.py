"""Planet Unknown's board area: the planet grid, the station, the corporation tracks, cards.

Direct play on the planet: arrows move the cursor, the ghost of the tile follows it (its
top-left corner at the cursor), r rotates, f flips, Enter places. While drafting, t switches
between the two tiles of your depot so you can try both before taking one (Enter takes the
one shown). Patches, new rovers, lifepods and meteorites are chosen with Enter on a
highlighted square; a rover moves one square when you press Enter on a highlighted square next
to it. [ and ] show the other planets; v switches planet / station and tracks when narrow.
Colours only through theme variables.
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

from ...engine.api import HIDDEN_ID, Action, GameState
from ...engine.planet_unknown import content as puc
from ...engine.planet_unknown.actions import Draft, Jump, MoveRover, Place, Target
from ...engine.planet_unknown.corporations import corp, tech_level
from ...engine.planet_unknown.effects import describe_item
from ...engine.planet_unknown.objectives import metric, private_done, private_words
from ...engine.planet_unknown.placement import iter_placements
from ...engine.planet_unknown.rovers import rover_dest
from ...engine.planet_unknown.scoring import line_medals
from ..widgets import SquareGrid
from .base import GameBoard, SeatSwitching, TwoPanes

SIZE = puc.SIZE
TONE = {"c": "strong", "w": "water", "b": "good", "p": "good", "r": "bad", "t": "info", "e": "warn"}
STYLE = {
    "strong": "bold",
    "water": "$primary",
    "good": "$success",
    "bad": "$error",
    "info": "$accent",
    "warn": "$warning",
    "muted": "$text-muted",
    "": "",
}
TRACK_NAMES = ("Civ", "Water", "Biomass", "Rover", "Tech")
TRACK_TONE = ("strong", "water", "good", "bad", "info")
TRACK_LETTER = "cwbrt"
"""A tracker standing on another track's space (Makeshift) shows its own letter there."""


def space_glyph(rewards) -> str:
    """One character for a track space: medal digit (X for 10+), C/P/R/T milestone, + synergy,
    a small letter for "advance that track" (Wormhole Corp), · nothing."""
    glyph = "·"
    for rw in rewards:
        if rw[0] == "medal":
            glyph = "X" if rw[1] >= 10 else str(rw[1])
        elif rw[0] in ("civ_milestone", "biomass_patch", "gain_rover", "tech_unlock"):
            glyph = {"civ_milestone": "C", "biomass_patch": "P", "gain_rover": "R", "tech_unlock": "T"}[rw[0]]
        elif rw[0] == "advance_track" and glyph == "·":
            glyph = TRACK_LETTER[puc.TRACKS.index(rw[1])]
        elif rw[0] == "synergy" and glyph == "·":
            glyph = "+"
    return glyph


def corporation_notes(p) -> str:
    """A line for what a unique corporation keeps beside its tracks (the hook words it)."""
    return corp(p).board_note(p)
DIRS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def styled(text: str, tone: str) -> str:
    style = STYLE.get(tone, "")
    return f"[{style}]{escape(text)}[/]" if style else escape(text)


def tile_block(tile: int) -> list[tuple[str, int]]:
    """A tile drawn one character per square (upper case: the resource icon, * the meteor)."""
    if tile < 0:
        return [(styled("??" if tile == HIDDEN_ID else "--", "muted"), 2)]
    lay = puc.layouts(tile)[0]
    rows: dict[int, dict[int, tuple[str, str]]] = {}
    for dr, dc, t, icon, met in lay.cells:
        ch = "*" if met else (t.upper() if icon else t)
        rows.setdefault(dr, {})[dc] = (ch, TONE[t])
    out = []
    for r in range(lay.height):
        line = ""
        for c in range(lay.width):
            line += styled(*rows[r][c]) if c in rows.get(r, {}) else " "
        out.append((line, lay.width))
    return out


def side_by_side(blocks: list[list[tuple[str, int]]], gap: int = 1) -> list[tuple[str, int]]:
    height = max(len(b) for b in blocks)
    widths = [max(w for _, w in b) for b in blocks]
    lines = []
    for y in range(height):
        parts = []
        for b, w in zip(blocks, widths):
            text, tw = b[y] if y < len(b) else ("", 0)
            parts.append(text + " " * (w - tw))
        lines.append(((" " * gap).join(parts), sum(widths) + gap * (len(blocks) - 1)))
    return lines


def metric_words(side: dict) -> str:
    """A neighbour objective in a few words, e.g. "most civ icons on the edge"."""
    what = side.get("resource") or side.get("terrain") or ""
    best = "most" if side["best"] == "most" else "fewest"
    words = {
        "resource_icons_on_edge": f"{best} {what} icons on edge",
        "largest_terrain_area": f"{'largest' if best == 'most' else 'smallest'} {what} area",
        "number_of_terrain_areas": f"{best} {what} areas",
        "resource_icons_on_planet": f"{best} {what} icons",
        "tracks_at_maximum": f"{best} tracks at 15",
        "collected_meteorites": f"{best} meteorites",
        "collected_lifepods": f"{best} lifepods",
    }
    return words.get(side["metric"], side["metric"])


class PlanetGrid(SquareGrid):
    """The 12x12 planet box plus a column of row medals and a row of column medals."""


class PlanetUnknownBoard(SeatSwitching, TwoPanes, GameBoard):
    """A seat's planet plus the station, its corporation tracks and its cards (module docstring)."""

    game_id = "planet-unknown"

    BINDINGS = [
        Binding("t", "other_tile", "Other tile"),
        Binding("v", "toggle_info", "Planet/Info"),
        *SeatSwitching.seat_bindings("planet"),
    ]

    DEFAULT_CSS = """
    PlanetUnknownBoard #pu-main { layout: horizontal; height: auto; width: 100%; }
    PlanetUnknownBoard #pu-planet-col { width: 42; height: auto; }
    PlanetUnknownBoard #pu-side { width: 1fr; min-width: 30; height: auto; padding-left: 1; }
    PlanetUnknownBoard #pu-hint { color: $text-muted; }
    PlanetUnknownBoard #pu-legend { color: $text-muted; }
    PlanetUnknownBoard .pu-box { border-top: solid $primary 40%; height: auto; width: 100%; }
    PlanetUnknownBoard.-narrow #pu-main { layout: vertical; }
    PlanetUnknownBoard.-narrow #pu-planet-col { width: 100%; }
    PlanetUnknownBoard.-narrow #pu-side { display: none; padding-left: 0; }
    PlanetUnknownBoard.-narrow #pu-legend { display: none; }
    PlanetUnknownBoard.-narrow.-info #pu-side { display: block; }
    PlanetUnknownBoard.-narrow.-info #pu-planet-col { display: none; }
    """

    NARROW = 72
    """Below this width the planet and the station/tracks take turns (key v)."""
    DEFER_PANE_FOCUS = True

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.preview = 0
        """Which tile of the depot the ghost shows while drafting (0 inner, 1 outer)."""
        self._last_kind = ""

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        cells = [(r, c) for r in range(SIZE + 1) for c in range(SIZE + 1) if not (r == SIZE and c == SIZE)]
        with Horizontal(id="pu-main"):
            with Vertical(id="pu-planet-col"):
                yield Static(id="pu-title")
                yield PlanetGrid(cells, id="pu-grid")
                yield Static(id="pu-hint")
                yield Static(id="pu-legend")
            with Vertical(id="pu-side"):
                yield Static(id="pu-station")
                yield Static(id="pu-tracks", classes="pu-box")
                yield Static(id="pu-cards", classes="pu-box")
                yield Static(id="pu-players", classes="pu-box")

    def narrow_changed(self, narrow: bool) -> None:
        grid = self.query_one(PlanetGrid)
        width = 2 if narrow else 3
        if grid.cell_width != width:
            grid.cell_width = width
            grid.set_map(grid.cells)

    def main_pane(self) -> PlanetGrid:
        return self.query_one(PlanetGrid)

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        if not legal:
            return False
        if view.prompt.kind in ("place", "draft"):
            return True
        return any(isinstance(a, (Target, MoveRover, Jump)) for a in legal)

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
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
        self._draw_station()
        self._draw_tracks()
        self._draw_cards()
        self._draw_players()

    def _draw_planet(self, snap: bool = False) -> None:
        v = self.view
        grid = self.query_one(PlanetGrid)
        s = self.shown
        p = v.players[s]
        geo = puc.geometry(p.planet)
        pl = puc.planets()[p.planet]
        rovers = {r for r in p.rovers if r >= 0}
        loaded = {r for k, r in enumerate(p.rovers) if r >= 0 and k < len(p.carrying) and p.carrying[k]}
        met = set(p.meteorites)
        pods = set(p.lifepods)
        _, rows_ok, cols_ok = line_medals(p)
        met_rows = {m // SIZE for m in met}
        met_cols = {m % SIZE for m in met}
        cells = {}
        for r in range(SIZE):
            for c in range(SIZE):
                i = r * SIZE + c
                ch = p.terrain[i]
                if i not in geo.playable:
                    cells[(r, c)] = (" ", "empty")
                    continue
                tone = TONE.get(ch.lower(), "empty")
                if ch == "-":
                    glyph, tone = ("~", "water") if i in geo.ice else ("·", "empty")
                elif ch == "p":
                    glyph = "♣"
                else:
                    glyph = ch
                if i in pods:
                    glyph, tone = "o", "strong"
                if i in met:
                    glyph, tone = "*", "bad"
                if i in rovers:
                    glyph = "&" if i in loaded else "@"
                    tone = "strong" if tone in ("empty", "water") else tone
                cells[(r, c)] = (glyph, tone)
        for r in range(SIZE):
            tone = "good" if r in rows_ok else ("bad" if r in met_rows else "muted")
            cells[(r, SIZE)] = (str(pl.row_medals[r]), tone)
        for c in range(SIZE):
            tone = "good" if c in cols_ok else ("bad" if c in met_cols else "muted")
            cells[(SIZE, c)] = (str(pl.column_medals[c]), tone)
        grid.set_cells(cells)
        name = v.seats[s].name
        title = f"[bold]{escape(name[:14])}[/] · {escape(pl.name)}"
        title += self.seat_count_words("planet")
        corp = puc.corporations()[p.corporation].name
        title += f"\n{escape(corp)} · tech {tech_level(p)}"
        if any(p.carrying):
            title += f" · carrying {sum(p.carrying)}"
        title += f"\nlifepods {p.lifepods_collected} · meteorites {p.meteorites_collected}"
        if p.moves:
            title += f" · [bold]{p.moves} rover move(s)[/]"
        self.query_one("#pu-title", Static).update(Content.from_markup(title))
        self.query_one("#pu-legend", Static).update(
            Content.from_markup(
                "c civ w water b biomass r rover t tech e energy (CAPS: icon) ♣ patch · land ~ ice "
                "o lifepod * meteorite @ rover (& carrying) · edge numbers: row/column medals"
            )
        )
        self._draw_interaction(snap)

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
        v = self.view
        if v.prompt.kind == "place":
            return {(a.row, a.col) for a in self.legal if isinstance(a, Place) and (a.rotation, a.flipped) == orient}
        return {(r, c) for r, c, rot, fl in iter_placements(v, v.actor, tile) if (rot, fl) == orient}

    def _draw_interaction(self, snap: bool = False) -> None:
        v = self.view
        grid = self.query_one(PlanetGrid)
        hint = ""
        kind = v.prompt.kind
        if not self._acting_here():
            grid.highlight(())
            grid.clear_ghost()
            hint = self.seat_hint("planet")
        elif kind in ("place", "draft") and self._hand_tile() >= 0:
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
            grid.highlight(spots)
            if snap and spots and grid.cursor not in spots:
                cur = grid.cursor or (0, 0)
                grid.cursor = min(spots, key=lambda x: (abs(x[0] - cur[0]) + abs(x[1] - cur[1]), x))
            self._draw_ghost(tile, orient, spots)
            t = puc.tiles()[tile]
            what = f"{t.shape} {t.resources[0]}/{t.resources[1]}" + (" (meteor *)" if t.has_meteor else "")
            if kind == "draft":
                n = len([a for a in self.legal if isinstance(a, Draft)])
                other = " · t other tile" if n > 1 else ""
                hint = f"Trying {escape(what)}{other} · r rotate · f flip · ⏎ take it"
            else:
                hint = f"Placing {escape(what)} · r rotate · f flip · ⏎ place"
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
            hint = " · ".join(parts) if parts else "choose in the list"
        self.query_one("#pu-hint", Static).update(Content.from_markup(hint))

    def _draw_ghost(self, tile: int, orient: tuple[int, bool], spots: set) -> None:
        grid = self.query_one(PlanetGrid)
        if grid.cursor is None:
            grid.clear_ghost()
            return
        lay = puc.layouts(tile)[puc.layout_index(tile)[orient]]
        r0, c0 = grid.cursor
        ghost = {}
        for dr, dc, t, icon, met in lay.cells:
            r, c = r0 + dr, c0 + dc
            if 0 <= r < SIZE and 0 <= c < SIZE:
                ghost[(r, c)] = "*" if met else (t.upper() if icon else t)
        grid.set_ghost(ghost, ok=(r0, c0) in spots)

    def _draw_station(self) -> None:
        v = self.view
        n = len(v.seats)
        positions = puc.station().seat_positions[str(n)]
        facing = {}
        for seat in range(n):
            facing[(positions[seat] + v.rotation) % 6] = seat
        header = f"[bold]Station[/] pos {v.rotation} · ★ {escape(v.seats[v.commander].name[:10])}"
        if v.last_round or any(p.stuck for p in v.players):
            header += " · [bold $error]last round[/]"
        blocks = []
        for d in range(6):
            inner, outer = (d + v.offset) % 6, 6 + d
            who = facing.get(d)
            label = f"{d + 1} {v.seats[who].name[:6]}" if who is not None else f"{d + 1} —"
            if who is not None and who == v.viewer:
                label = f"[reverse]{escape(label)}[/]"
                lw = len(f"{d + 1} {v.seats[who].name[:6]}")
            else:
                lw = len(label)
                label = escape(label)
            tiles = side_by_side([self._top(inner), self._top(outer)])
            counts = f"{len(v.stacks[inner])}/{len(v.stacks[outer])}"
            block = [(label, lw), *tiles, (styled(counts, "muted"), len(counts))]
            blocks.append(block)
        lines = [header]
        for row in (blocks[:3], blocks[3:]):
            for text, _ in side_by_side(row, gap=3):
                lines.append(text)
        self.query_one("#pu-station", Static).update(Content.from_markup("\n".join(lines)))

    def _top(self, stack: int) -> list[tuple[str, int]]:
        v = self.view
        st = v.stacks[stack]
        if not st:
            return [(styled("--", "muted"), 2)]
        return tile_block(st[-1])

    def _draw_tracks(self) -> None:
        v = self.view
        p = v.players[self.shown]
        hook = corp(p)
        table = hook.table(p)
        spots = {hook.where(p, k): k for k in range(5)}
        lines = [f"[bold]Tracks[/] {escape(v.seats[self.shown].name[:12])} · medals"]
        for col in range(5):
            reached = max((y for (c, y) in spots if c == col), default=0)
            row = ""
            for y, rewards in enumerate(table[col]):
                glyph = space_glyph(rewards)
                if col * 16 + y in p.track_pods:
                    glyph = "o"  # a parked lifepod (Cosmos Inc)
                who = spots.get((col, y))
                if who is not None:
                    row += f"[reverse bold]{escape(glyph if who == col else TRACK_LETTER[who])}[/]"
                elif ("wormhole_stop",) in rewards:
                    row += f"[strike $text-muted]{escape(glyph)}[/]"
                elif y < reached:
                    row += styled(glyph, TRACK_TONE[col])
                else:
                    row += styled(glyph, "muted")
            name = TRACK_NAMES[col][:6] + "≈" if col == p.flux else TRACK_NAMES[col]
            lines.append(f"{styled(name.ljust(7), TRACK_TONE[col])} {row} {p.tracks[col]:>2} {hook.track_medal(p, col):>2}")
        path = getattr(hook, "path", None)
        if path:  # Oasis Ultd.: the water tracker's winding path, each step in the colour of the track it crosses
            row = ""
            for k, (col, y) in enumerate(path):
                rewards = hook.rewards(p, col, y)
                if col != 1:  # medals of the other tracks do not count for the water tracker
                    rewards = tuple(rw for rw in rewards if rw[0] != "medal")
                glyph = space_glyph(rewards)
                if k == p.tracks[1]:
                    row += f"[reverse bold]{escape(glyph)}[/]"
                else:
                    row += styled(glyph, TRACK_TONE[col] if k < p.tracks[1] else "muted")
            lines.append(f"{styled('W path', 'water')}  {row}")
        notes = corporation_notes(p)
        if notes:
            lines.append(styled(notes, "muted"))
        lines.append(styled("C civ card P patch R rover T tech + synergy", "muted"))
        self.query_one("#pu-tracks", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_cards(self) -> None:
        v = self.view
        s = self.shown
        p = v.players[s]
        lines = []
        if v.event >= 0:
            ev = puc.events()[v.event]
            lines.append(f"[bold]Event[/] ({ev.color}): {escape(ev.text)}")
            if v.event_deck:
                lines.append(styled(f"   {len(v.event_deck)} event card(s) left", "muted"))
        civ = []
        for c in p.civ_cards:
            if c == HIDDEN_ID:
                civ.append(styled("secret END GAME card", "muted"))
            else:
                card = puc.civ_cards()[c]
                civ.append(escape(card.name) + (" (end)" if card.timing == "end_game" else ""))
        lines.append("[bold]Civ cards[/]: " + (", ".join(civ) if civ else styled("none", "muted")))
        if p.civ_claims:
            lines.append(f"   to claim: rank {', '.join(map(str, p.civ_claims))}")
        decks = " ".join(f"r{k + 1}:{len(d)}" for k, d in enumerate(v.civ_decks))
        lines.append(styled(f"   decks {decks}", "muted"))
        for card, a, b in v.neighbour_objectives:
            if s not in (a, b):
                continue
            side = puc.objectives()[card].neighbour_side
            other = b if s == a else a
            mine, theirs = metric(v.players[s], side), metric(v.players[other], side)
            lines.append(f"[bold]vs {escape(v.seats[other].name[:8])}[/] {escape(metric_words(side))}: {mine}–{theirs}")
        if p.objectives or p.objective_offer:
            names = []
            for c in p.objectives:
                if c == HIDDEN_ID:
                    names.append(styled("secret", "muted"))
                else:
                    done = "✓ " if private_done(p, c) else ""
                    names.append(done + escape(private_words(c).removeprefix("Project: ")))
            lines.append("[bold]Private[/]: " + ("\n  ".join(["", *names]) if names else styled("choosing", "muted")))
        if p.pending and s == v.actor:
            lines.append("[bold]Pending[/]: " + "; ".join(escape(describe_item(i)) for i in p.pending))
        self.query_one("#pu-cards", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_players(self) -> None:
        v = self.view
        sheet = self.engine.scores(v) if self.engine is not None else None
        lines = ["[bold]Players[/] (▶ to play, ★ commander)"]
        for s, seat in enumerate(v.seats):
            mark = "▶" if s == v.actor else " "
            cmd = "★" if s == v.commander else " "
            total = sheet.total(s) if sheet else 0
            p = v.players[s]
            line = f"{mark}{cmd}{escape(seat.name[:10].ljust(10))} {total:>3} · " + " ".join(
                styled(str(t), TRACK_TONE[k]) for k, t in enumerate(p.tracks)
            )
            lines.append(self.mark_shown(s, line))
        if v.solo_target is not None:
            lines.append(f"Solo target {v.solo_target}")
        self.query_one("#pu-players", Static).update(Content.from_markup("\n".join(lines)))

    # ------------------------------------------------------------ keys and messages

    def action_other_tile(self) -> None:
        if self.view is not None and self.view.prompt.kind == "draft":
            self.preview = (self.preview + 1) % 2
            self._draw_interaction(snap=True)

    def seat_switched(self) -> None:
        self._draw_planet(snap=True)
        self._draw_tracks()
        self._draw_cards()
        self._draw_players()

    @on(SquareGrid.CursorMoved)
    def _cursor_moved(self, event: SquareGrid.CursorMoved) -> None:
        event.stop()
        if self.view is not None and self._acting_here() and self.view.prompt.kind in ("place", "draft"):
            self._draw_interaction()

    @on(SquareGrid.SpotChosen)
    def _spot_chosen(self, event: SquareGrid.SpotChosen) -> None:
        event.stop()
        if not self.takes_spot():
            return
        v = self.view
        r, c = event.coord
        kind = v.prompt.kind
        if kind == "place":
            rot, fl = self._orientation(v.players[v.actor].hand)
            self.propose(Place(row=r, col=c, rotation=rot, flipped=fl))
            return
        if kind == "draft":
            drafts = [a for a in self.legal if isinstance(a, Draft)]
            if drafts:
                self.propose(drafts[self.preview % len(drafts)])
            return
        if r >= SIZE or c >= SIZE:
            return
        i = r * SIZE + c
        for a in self.legal:
            if isinstance(a, Target) and a.cell == i:
                self.propose(a)
                return
        p = v.players[v.actor]
        for a in self.legal:
            if isinstance(a, MoveRover) and rover_dest(p, a.rover, a.direction) == i:
                self.propose(a)
                return
        for a in self.legal:
            if isinstance(a, Jump) and a.cell == i:
                self.propose(a)
                return
        if p.moves:  # not a legal step: let the engine say why
            for k, at in enumerate(p.rovers):
                if at < 0:
                    continue
                ar, ac = divmod(at, SIZE)
                for d, (dr, dc) in enumerate(DIRS):
                    if (ar + dr, ac + dc) == (r, c):
                        self.propose(MoveRover(rover=k, direction=d))
                        return

    def rejected(self, action: Action, reason: str) -> None:
        if self.view is not None:
            self._draw_interaction()


BOARD = PlanetUnknownBoard
