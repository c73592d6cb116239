"""Apiary's board area: a seat's hex hive, the action board with workers, the planet grid,
the market, carvings and dances, the Hibernation Comb and the players (resources, QF, VP).

Direct play on the hive: when a tile is to be built, the legal hexes are highlighted and the
ghost of the tile follows the cursor (r turns it, as everywhere; Apiary tiles are single
hexes so every turn fits the same spots); Enter builds, an illegal hex gets the engine's
reason. Enter on a farm chooses it for income. [ and ] show the other hives; v swaps hive
and board in a narrow terminal. Colours only through theme variables.
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

from ...engine.api import Action, GameState
from ...engine.apiary.actions import Pick
from ...engine.apiary.content import content
from ..widgets import HexBoard, Marker, Track
from .base import GameBoard, SeatSwitching, TwoPanes

KIND_TONE = {"f": "good", "r": "info", "d": "warn", "c": "strong"}
RES_LETTER = {"pollen": "P", "fibre": "F", "water": "W", "wax": "X", "honey": "H"}
DOT_WORD = {"p": "P", "f": "F", "w": "W"}


def tile_glyph(tid: str) -> str:
    """Two characters for a tile: kind letter + the first letter of its name."""
    return tid[0] + content().tile_name(tid)[0]


def bonus_words(bonus) -> str:
    if isinstance(bonus, dict):
        d = bonus["discount"]
        return f"{d['tile']} costs 1 less"
    parts = []
    for e in bonus:
        op = e["op"]
        if op == "gain":
            parts.append(" + ".join(f"{n} {r}" for r, n in e["res"].items()))
        elif op in ("vp", "qf"):
            parts.append(f"{e['n']} {'VP' if op == 'vp' else 'QF'}")
        elif op == "draw_seed":
            parts.append(f"{e['n']} seed card")
        elif op == "gain_worker":
            parts.append("a strength-1 worker")
        elif op == "free_build_right":
            parts.append("free tile on the hex to the right")
    return ", ".join(parts)


def token_words(tok: int) -> str:
    """A short face of an explore token, e.g. 3VP, 2QF, wax, 2bas, seed."""
    out = []
    for e in content().tokens[tok]["effect"]:
        op = e["op"]
        if op == "vp":
            out.append(f"{e['n']}VP")
        elif op == "qf":
            out.append(f"{e['n']}QF")
        elif op == "gain":
            out.append("".join(RES_LETTER[r] * n for r, n in e["res"].items()))
        elif op == "gain_basic_choice":
            out.append(f"{e['n']}bas")
        elif op == "draw_seed":
            out.append(f"{e['n']}sd")
        elif op == "strength_up":
            out.append("str+")
        elif op == "gain_worker":
            out.append("bee")
    return "+".join(out)


def worker_words(v, code: int) -> str:
    seat, w = divmod(code, 4)
    return f"{v.seats[seat].name[:6]}:{v.players[seat].ws[w]}"


class ApiaryBoard(SeatSwitching, TwoPanes, GameBoard):
    """A seat's hive plus the shared boards (see module docstring)."""

    game_id = "apiary"

    BINDINGS = [
        Binding("v", "toggle_info", "Hive/Board"),
        *SeatSwitching.seat_bindings("hive"),
    ]

    DEFAULT_CSS = """
    ApiaryBoard #ap-main { layout: horizontal; height: auto; width: 100%; }
    ApiaryBoard #ap-hive-col { width: 36; height: auto; padding-right: 1; }
    ApiaryBoard #ap-side { width: 1fr; min-width: 30; height: auto; }
    ApiaryBoard #ap-hint { color: $text-muted; }
    ApiaryBoard #ap-legend { color: $text-muted; }
    ApiaryBoard .ap-box { border-top: solid $primary 40%; height: auto; width: 100%; }
    ApiaryBoard.-narrow #ap-main { layout: vertical; }
    ApiaryBoard.-narrow #ap-side { width: 100%; display: none; }
    ApiaryBoard.-narrow.-info #ap-side { display: block; }
    ApiaryBoard.-narrow.-info #ap-hive-col { display: none; }
    """

    NARROW = 72
    _snap = False

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        c = content()
        with Horizontal(id="ap-main"):
            with Vertical(id="ap-hive-col"):
                yield Static(id="ap-hive-title")
                yield HexBoard([c.hexes[h] for h in c.hexes if h in c.buildable or h in ("F", "S1", "S2")], id="ap-hive")
                yield Static(id="ap-hint")
                yield Static(id="ap-legend")
                yield Static(id="ap-players", classes="ap-box")
                yield Track(0, 9, label="QF", per_row=10, space_width=3, id="ap-qf")
            with Vertical(id="ap-side"):
                yield Static(id="ap-actions")
                yield Static(id="ap-planets", classes="ap-box")
                yield Static(id="ap-market", classes="ap-box")
                yield Static(id="ap-comb", classes="ap-box")

    def main_pane(self) -> HexBoard:
        return self.query_one("#ap-hive", HexBoard)

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in ("place-tile", "hive")

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        self.follow_actor(view)
        self._snap = True
        self._draw_hive()
        self._snap = False
        self._draw_players()
        self._draw_actions()
        self._draw_planets()
        self._draw_market()
        self._draw_comb()

    def _hex_ids(self) -> list[str]:
        c = content()
        p = self.view.players[self.shown]
        ids = ["F", "S1", "S2", *c.buildable]
        for f in p.frames:
            ids.extend(c.frame_hexes[f])
        return ids

    def _legal_hexes(self) -> dict[str, Pick]:
        return {a.choice[4:]: a for a in self.legal if isinstance(a, Pick) and a.choice.startswith("hex:")}

    def _draw_hive(self) -> None:
        c = content()
        v = self.view
        p = v.players[self.shown]
        hexes = self.query_one("#ap-hive", HexBoard)
        name = v.seats[self.shown].name
        if v.automa == self.shown:
            hexes.set_map([])
            title = f"[bold]{escape(name)}[/] (Automa) · carvings taken: " + (
                ", ".join(escape(c.tile_name(t)) for t in p.pile) or "none"
            )
            self.query_one("#ap-hive-title", Static).update(Content.from_markup(title + self.seat_count_words("hive")))
            self.query_one("#ap-hint", Static).update(Content.from_markup(self.seat_hint("hive")))
            self.query_one("#ap-legend", Static).update("")
            return
        ids = self._hex_ids()
        hexes.set_map([c.hexes[h] for h in ids])
        bonus = c.mats[p.mat]["bonus_hexes"] if p.mat else {}
        cells = {}
        for h in ids:
            at = c.hexes[h]
            if h == "F":
                cells[at] = ("Fa", "strong")
            elif h in ("S1", "S2"):
                cells[at] = ("St", "muted")
            elif h in p.hive:
                cells[at] = (tile_glyph(p.hive[h]), KIND_TONE[p.hive[h][0]])
            elif h in bonus:
                cells[at] = ("++", "water")
            else:
                cells[at] = ("··", "empty")
        hexes.set_cells(cells)
        faction = c.factions[p.faction]
        up = " (upgraded)" if p.upgraded else ""
        title = (
            f"[bold]{escape(name[:12])}'s hive[/] · {escape(faction['name'])}{up} on {escape(c.mats[p.mat]['name'])}\n"
            f"{escape(faction['upgraded' if p.upgraded else 'normal']['text'])}"
        )
        title += self.seat_count_words("hive")
        self.query_one("#ap-hive-title", Static).update(Content.from_markup(title))
        self.query_one("#ap-legend", Static).update(
            "f/r/d/c farm/recruit/devel./carving + initial · ++ bonus · frames " + (",".join(p.frames) or "none")
        )
        self._draw_interaction()

    def _draw_interaction(self) -> None:
        v = self.view
        c = content()
        hexes = self.query_one("#ap-hive", HexBoard)
        kind = v.prompt.kind
        if not self._acting_here() or v.automa == self.shown:
            hexes.highlight(())
            hexes.clear_ghost()
            self.query_one("#ap-hint", Static).update(Content.from_markup(self.seat_hint("hive")))
            return
        legal = self._legal_hexes()
        hexes.highlight(c.hexes[h] for h in legal)
        hint = ""
        if kind == "place-tile" and v.tasks:
            tid = v.tasks[-1][2]
            if self._snap and legal and (hexes.cursor is None or c.at.get(tuple(hexes.cursor)) not in legal):
                hexes.cursor = c.hexes[sorted(legal)[0]]
            here = c.at.get(tuple(hexes.cursor)) if hexes.cursor is not None else None
            hexes.set_ghost({hexes.cursor: tile_glyph(tid)} if hexes.cursor is not None else {}, ok=here in legal)
            hint = f"Building {escape(c.tile_name(tid))}: arrows move, ⏎ build · {len(legal)} legal hex(es)"
        elif kind == "hive":
            hexes.clear_ghost()
            hint = "Enter on a highlighted farm to make it produce"
        else:
            hexes.clear_ghost()
            hint = escape(v.prompt.text)
            if self.has_class("-narrow"):
                hint += " (v shows the board)"
        hint += self._here_words()
        self.query_one("#ap-hint", Static).update(Content.from_markup(hint))

    def _here_words(self) -> str:
        """What the hex under the cursor holds, in words."""
        c = content()
        hexes = self.query_one("#ap-hive", HexBoard)
        if hexes.cursor is None:
            return ""
        hid = c.at.get(tuple(hexes.cursor))
        if hid is None:
            return ""
        p = self.view.players[self.shown]
        if hid in ("F", "S1", "S2"):
            return f"\n{hid}: faction tile" + (" (storage, 2 spots)" if hid != "F" else "")
        if hid in p.hive:
            return f"\n{hid}: {escape(c.tile_name(p.hive[hid]))}"
        bonus = c.mats[p.mat]["bonus_hexes"].get(hid) if p.mat else None
        return f"\n{hid}: " + (f"bonus: {escape(bonus_words(bonus))}" if bonus else "empty")

    def _draw_players(self) -> None:
        v = self.view
        lines = ["[bold]Players[/] P F W X=wax H=honey"]
        for s, seat in enumerate(v.seats):
            p = v.players[s]
            mark = "▶" if s == v.actor else " "
            res = " ".join(f"{RES_LETTER[r]}{n}" for r, n in p.res.items()) if s != v.automa else "(no resources)"
            line = f"{mark}[bold]{escape(seat.name[:8].ljust(8))}[/] {p.vp:>3}VP {p.qf:>2}QF hib {p.hib}/7"
            lines.append(self.mark_shown(s, line))
            pool = ",".join(str(p.ws[i]) for i in range(4) if p.wl[i] == "pool") or "-"
            land = ",".join(str(p.ws[i]) for i in range(4) if p.wl[i] == "landing") or "-"
            extra = f" · hand {len(p.hand)} pl {len(p.planted)}" if s != v.automa else ""
            lines.append(f"  {res}{extra}")
            lines.append(f"  pool {pool} · landing {land}")
        self.query_one("#ap-players", Static).update(Content.from_markup("\n".join(lines)))
        top = max([9] + [p.qf for p in v.players])
        track = self.query_one("#ap-qf", Track)
        track.set_range(0, top)
        track.set_markers(Marker(seat.name[:1], v.players[s].qf, f"p{s}") for s, seat in enumerate(v.seats))

    def _draw_actions(self) -> None:
        v = self.view
        lines = ["[bold]Actions[/] (workers name:strength)"]
        row = []
        for sp, slots in v.spaces.items():
            who = " ".join(worker_words(v, x) if x >= 0 else "·" for x in slots)
            row.append(f"{sp.replace('_', ' ').title()}[{escape(who)}]")
        line = ""
        for item in row:
            if len(line) + len(item) > 60:
                lines.append(line)
                line = ""
            line += item + " "
        lines.append(line)
        self.query_one("#ap-actions", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_planets(self) -> None:
        v = self.view
        c = content()
        moves = {int(a.choice[5:]) for a in self.legal if isinstance(a, Pick) and a.choice.startswith("cell:")}
        where = " (at the launch bay)" if v.ship < 0 else ""
        lines = [
            f"[bold]Planets[/] · Q QueenShip{where} · {len(v.planet_stack)} in stack · ?token of an unexplored space"
            + (" · * reachable" if moves else "")
        ]
        for r in range(v.rows):
            cells = []
            for col in range(v.cols):
                i = r * v.cols + col
                pid = v.planet[i]
                if pid == 0:
                    txt = "?" + token_words(v.etok[i])
                elif pid < 0:
                    txt = "barren"
                else:
                    txt = c.planets[pid]["name"][:5]
                dots = "".join(DOT_WORD[d] for d in v.dots[i])
                txt = f"{txt}{dots}"[:8].ljust(8)
                q = "Q" if v.ship == i else ("*" if i in moves else " ")
                cells.append(f"{q}{escape(txt)}")
            lines.append(" ".join(cells))
        self.query_one("#ap-planets", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_market(self) -> None:
        v = self.view
        c = content()
        lines = ["[bold]Market[/] (left oldest; cost)"]
        for row in ("farm", "recruit", "development"):
            items = []
            for tid in v.market[row]:
                t = c.tile(tid)
                cost = "".join(f"{n}{RES_LETTER[r]}" for r, n in t["cost"].items())
                items.append(f"{t['name'][:12]} {cost}")
            lines.append(f"{row[:3].title()}: " + escape(" | ".join(items)) + f" ({len(v.stacks[row])} left)")
        carv = [f"{c.tile_name(t)[:10]} {c.tile(t)['honey']}H" for t in v.carvings if t]
        lines.append("Carvings: " + escape(" | ".join(carv) or "none"))
        dances = []
        for i, d in enumerate(v.dances):
            tch = v.teacher[i]
            who = f" by {v.seats[tch].name[:6]} [{','.join(v.dtok[i])}]" if tch >= 0 else " (untaught)"
            dances.append(c.dances[d]["name"].replace(" Dance", "") + who)
        lines.append("Dances: " + escape(" | ".join(dances)))
        self.query_one("#ap-market", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_comb(self) -> None:
        v = self.view
        c = content()
        left = sum(1 for pod in v.pods if v.comb[pod] < 0)
        lines = [f"[bold]Hibernation Comb[/] · {left}/{len(v.pods)} pods empty"]
        if v.final_left > 0:
            lines[0] += f" · [bold $warning]final turns: {v.final_left}[/]"
        for sec in c.sectors:
            pods = [p for p in sec["pods"] if p["id"] in v.comb]
            if not pods:
                continue
            cells = []
            for p in pods:
                o = v.comb[p["id"]]
                cells.append(f"{p['id']}:{v.seats[o].name[:4] if o >= 0 else '--'}")
            lines.append(f"{sec['id']:>3} {'/'.join(map(str, sec['prizes']))} " + escape(" ".join(cells)))
        self.query_one("#ap-comb", Static).update(Content.from_markup("\n".join(lines)))

    # ------------------------------------------------------------ keys and messages

    def seat_switched(self) -> None:
        self._draw_hive()
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
        hid = content().at.get(tuple(event.coord))
        if hid is not None and v.prompt.kind in ("place-tile", "hive"):
            self.propose(Pick(choice=f"hex:{hid}"))

    def rejected(self, action: Action, reason: str) -> None:
        if self.view is not None:
            self.query_one("#ap-hint", Static).update(Content.from_markup(f"[bold $error]{escape(reason)}[/]"))


BOARD = ApiaryBoard
