"""Apiary's board area: a seat's hex hive and the players (left), the shared boards (right):
the action board with its worker spots, the planet grid, the market rows, carvings, dances and
the Hibernation Comb.

Direct play on the hive: when a tile is to be built, the legal hexes are highlighted and the
ghost of the tile follows the cursor; Enter builds, an illegal hex gets the engine's reason.
Enter on a farm chooses it for income. [ and ] show the other hives; v swaps hive and boards
in a narrow terminal. Tab walks hive → players → shared boards → moves: every hex, worker
spot, planet space, market tile, carving, dance, comb pod, seed card and the Queen's Favor
track is under a cursor there (or the mouse), and the inspect pane reads it in full
(engine/apiary/glossary.py). Enter on anything answers as every board does (board_keys.py):
its one move, a choice of several in the move list, or the reason there is none. What
another seat changed since the keyboard's last move is marked (underlined). Colours only
through theme variables.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from ...engine.api import Action, GameState, Inspection
from ...engine.apiary import glossary as g
from ...engine.text import plural
from ...engine.apiary.actions import Pick, Place, PlaySeed, Retrieve
from ...engine.apiary.content import FACTION_HEXES, content
from ..text import escape  # names shown literally (ui/text.py), not textual.markup.escape
from ..widgets import HexBoard
from ..widgets.item_board import ItemBoard
from ._apiary_lines import KIND_TONE, WIDTH, keys_of, player_lines, shared_lines
from .base import GameBoard, SeatSwitching, TwoPanes
from .board_keys import Enter
from ..widgets._cells import LEGAL_WORDS, saying_why
from ..widgets._redraw import show_content

KIND_MARK = {"f": "f", "r": "r", "d": "d", "c": "c"}


def tile_glyph(tid: str) -> str:
    """Two characters for a tile: its kind letter (f r d c) + the first letter of its name."""
    return KIND_MARK[tid[0]] + content().tile_name(tid)[0]


def hive_cells(view, seat: int) -> dict:
    """Hex coordinate -> (glyph, tone) of a seat's hive."""
    c = content()
    p = view.players[seat]
    bonus = c.mats[p.mat]["bonus_hexes"] if p.mat else {}
    cells = {}
    for h in hex_ids(p):
        at = c.hexes[h]
        if h == "F":
            cells[at] = (c.factions[p.faction]["name"][:2], "strong")
        elif h in ("S1", "S2"):
            cells[at] = ("St", "muted")
        elif h in p.hive:
            cells[at] = (tile_glyph(p.hive[h]), KIND_TONE[p.hive[h][0]])
        elif h in bonus:
            cells[at] = (h + "+", "water")  # its name, as the moves say it ("build on hex A1"), + its bonus
        else:
            cells[at] = (h, "empty")
    return cells


def hex_ids(p) -> list[str]:
    c = content()
    ids = ["F", "S1", "S2", *c.buildable]
    for f in p.frames:
        ids.extend(c.frame_hexes[f])
    return ids


def action_key(action: Action) -> str | None:
    """The item key of the component a move is about (None: a hive hex or nothing to point at)."""
    if isinstance(action, Place):
        return f"space:{action.space}"
    if isinstance(action, PlaySeed):
        return f"seed:?:{action.card}"
    if not isinstance(action, Pick):
        return None
    head, _, rest = action.choice.partition(":")
    if head == "cell":
        return f"cell:{rest}"
    if head == "m":
        return f"m:{rest}"
    if head in ("carving", "dance", "pod"):
        return f"{head}:{rest}"
    if head in ("card", "cycle"):
        return f"seed:?:{rest}"
    if head == "row":
        return f"stack:{rest}"
    return None


class ApiaryBoard(SeatSwitching, TwoPanes, GameBoard):
    """A seat's hive plus the shared boards (see module docstring)."""

    game_id = "apiary"

    BINDINGS = [
        *saying_why(Binding("v", "toggle_info", "Hive/Board")),
        *SeatSwitching.seat_bindings("hive"),
    ]

    DEFAULT_CSS = """
    ApiaryBoard #ap-main { layout: horizontal; height: auto; width: 100%; }
    ApiaryBoard #ap-hive-col { width: 37; height: auto; padding-right: 1; }
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
    DEFER_PANE_FOCUS = True
    PANE_NAMES = {"ap-hive": "hive", "ap-seats": "players", "ap-shared": "shared boards"}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._words: dict[str, Inspection | None] = {}
        """Inspect texts of the current view, by item key (filled on demand, emptied by show)."""
        self._moves: dict[str, list[Action]] = {}
        """Item key -> the legal moves about it (this prompt)."""
        self._legal_hexes: dict[str, Pick] = {}
        self._ghost_glyph = ""
        self._drawn_width = 0

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        c = content()
        with Horizontal(id="ap-main"):
            with Vertical(id="ap-hive-col"):
                yield Static(id="ap-hive-title")
                yield HexBoard([c.hexes[h] for h in c.hexes if h in c.buildable or h in FACTION_HEXES], id="ap-hive",
                               cell_width=5)  # room for a hex's name and its bonus mark: "A1+"
                yield Static(id="ap-hint")
                yield Static(id="ap-legend")
                yield ItemBoard(id="ap-seats", classes="ap-box")
            with Vertical(id="ap-side"):
                yield ItemBoard(id="ap-shared")

    def main_pane(self) -> HexBoard:
        return self.query_one("#ap-hive", HexBoard)

    def action_toggle_info(self) -> None:
        self.toggle_class("-info")
        target = self.query_one("#ap-shared", ItemBoard) if self.info_shown() else self.main_pane()
        self.call_after_refresh(target.focus)

    def on_focus(self) -> None:
        if self.info_shown():
            self.query_one("#ap-shared", ItemBoard).focus()

    def keyboard_target(self) -> Widget:
        return self.query_one("#ap-shared", ItemBoard) if self.info_shown() else self.main_pane()

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in ("place-tile", "hive")

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        self.follow_actor(view)
        self._words = {}
        self._moves = {}
        for a in self.legal:
            key = action_key(a)
            if key is not None:
                if key.startswith("seed:?:"):
                    key = f"seed:{view.actor}:{key[7:]}"
                self._moves.setdefault(key, []).append(a)
        self._legal_hexes = {a.choice[4:]: a for a in self.legal if isinstance(a, Pick) and a.choice.startswith("hex:")}
        self._draw_hive(snap=True)
        self._draw_seats()
        self._draw_shared()

    def _reachable(self, view) -> set[int]:
        if view is not self.view:
            return set()
        return {int(k[5:]) for k in self._moves if k.startswith("cell:")}

    def _line_width(self) -> int:
        """Characters the shared boards' lines may take: the pane's width (a narrow board
        scrolls, so keep room for its scroll bar: the wide one too, beside the hive column)."""
        width = self.size.width
        if width <= 0:
            return WIDTH
        return max(30, min(WIDTH, width - 2 if self.has_class("-narrow") else width - 39))

    def narrow_changed(self, narrow: bool) -> None:
        if self.view is not None and self._drawn_width != self._line_width():
            self._draw_shared()

    def _draw_shared(self) -> None:
        v = self.view
        width = self._drawn_width = self._line_width()
        lines = shared_lines(v, self._reachable(v), width)
        changed: set[str] = set()
        if self.before is not None:
            now, then = keys_of(lines), keys_of(shared_lines(self.before, set(), width))
            changed = {k for k, t in now.items() if then.get(k, t) != t and not k.startswith("cell:")}
            changed |= {k for k in now if k.startswith("cell:") and self._cell_sig(self.before, k) != self._cell_sig(v, k)}
        self.query_one("#ap-shared", ItemBoard).set_lines(lines, changed, {k for k in self._moves if not k.startswith("seed:")})

    @staticmethod
    def _cell_sig(view, key: str) -> tuple:
        i = int(key[5:])
        return (view.planet[i], view.dots[i], view.ship == i)

    def _draw_seats(self) -> None:
        v = self.view
        lines = player_lines(v, self.shown)
        changed: set[str] = set()
        if self.before is not None:
            now, then = keys_of(lines), keys_of(player_lines(self.before, self.shown))
            changed = {k for k, t in now.items() if then.get(k, t) != t}
        self.query_one("#ap-seats", ItemBoard).set_lines(lines, changed, {k for k in self._moves if k.startswith("seed:")})

    def _draw_hive(self, snap: bool = False) -> None:
        c = content()
        v = self.view
        p = v.players[self.shown]
        hexes = self.query_one("#ap-hive", HexBoard)
        name = v.seats[self.shown].name
        if v.automa == self.shown:
            hexes.set_map([])
            title = f"[bold]{escape(name)}[/] (Automa): no hive · carvings taken: " + (
                ", ".join(escape(c.tile_name(t)) for t in p.pile) or "none"
            )
            show_content(self.query_one("#ap-hive-title", Static), Content.from_markup(title + self.seat_count_words("hive")))
            show_content(self.query_one("#ap-hint", Static), Content.from_markup(self.seat_hint("hive")))
            show_content(self.query_one("#ap-legend", Static), "")
            return
        ids = hex_ids(p)
        hexes.set_map([c.hexes[h] for h in ids])
        cells = hive_cells(v, self.shown)
        hexes.set_cells(cells)
        before = hive_cells(self.before, self.shown) if self.before is not None else cells
        hexes.mark_changed(h for h in cells if before.get(h, cells[h]) != cells[h])
        faction = c.factions[p.faction]
        up = " (upgraded)" if p.upgraded else ""
        mat = c.mats[p.mat]
        title = (
            f"[bold]{escape(self.whose())} hive[/] · {escape(faction['name'])}{up} on {escape(mat.get('display_name', mat['name']))}\n"
            f"{escape(faction['upgraded' if p.upgraded else 'normal']['text'])}"
        )
        title += self.seat_count_words("hive")
        show_content(self.query_one("#ap-hive-title", Static), Content.from_markup(title))
        frames = ", ".join(g.FRAME_NAME[f] for f in p.frames) or "none"
        built = ", ".join(f"{h} {c.tile_name(t)}" for h, t in sorted(p.hive.items()))
        show_content(self.query_one("#ap-legend", Static), Content(
            "f farm r recruit d development c carving, + name initial · A1 an empty hex, by name · "
            f"A1+ with a build bonus · {faction['name'][:2]} faction St storage · {LEGAL_WORDS} · frames: {frames}" + (f"\nBuilt: {built}" if built else "")
        ))
        self._draw_interaction(snap)

    def _draw_interaction(self, snap: bool = False) -> None:
        v = self.view
        c = content()
        hexes = self.query_one("#ap-hive", HexBoard)
        kind = v.prompt.kind
        self._ghost_glyph = ""
        if not self._acting_here() or v.automa == self.shown:
            hexes.highlight(())
            hexes.clear_ghost()
            hint = self.seat_hint("hive")
            show_content(self.query_one("#ap-hint", Static), Content.from_markup(hint or "Tab: players, boards · arrows point"))
            return
        legal = self._legal_hexes
        hexes.highlight(c.hexes[h] for h in legal)
        if kind == "place-tile" and v.tasks:
            tid = v.tasks[-1].tile
            if snap and legal and (hexes.cursor is None or c.at.get(tuple(hexes.cursor)) not in legal):
                hexes.cursor = c.hexes[sorted(legal)[0]]
            self._ghost_glyph = tile_glyph(tid)
            self._draw_ghost()
            hint = f"Building {escape(c.tile_name(tid))}: arrows move, ⏎ builds · {plural(len(legal), 'legal hex', 'legal hexes')}"
        elif kind == "hive":
            hexes.clear_ghost()
            hint = "⏎ on a highlighted farm makes it produce"
        else:
            hexes.clear_ghost()
            hint = escape(v.prompt.text)
            if self.has_class("-narrow"):
                hint += " (v shows the boards)"
        show_content(self.query_one("#ap-hint", Static), Content.from_markup(hint))

    def _draw_ghost(self) -> None:
        hexes = self.query_one("#ap-hive", HexBoard)
        if not self._ghost_glyph or hexes.cursor is None:
            return
        here = content().at.get(tuple(hexes.cursor))
        hexes.set_ghost({hexes.cursor: self._ghost_glyph}, ok=here in self._legal_hexes)

    # ------------------------------------------------------------ inspecting

    def words(self, key: str) -> Inspection | None:
        """The inspect text of an item key (cached for this view)."""
        if key in self._words:
            return self._words[key]
        got = self._words[key] = self._describe(key)
        return got

    def _describe(self, key: str) -> Inspection | None:
        v = self.view
        if v is None:
            return None
        head, _, rest = key.partition(":")
        if head == "space":
            return g.describe_space(v, rest)
        if head == "cell":
            return g.describe_cell(v, int(rest), key in self._moves)
        if head == "ship":
            return g.describe_ship(v)
        if head == "m":
            row, col = rest.split(":")
            return g.describe_market(v, row, int(col), v.actor if v.actor >= 0 and v.actor != v.automa else None)
        if head == "stack":
            return g.describe_stack(v, rest)
        if head == "carving":
            return g.describe_carving(v, int(rest))
        if head == "dance":
            return g.describe_dance(v, int(rest))
        if head == "comb":
            return g.comb_words(v)
        if head == "sector":
            return g.describe_sector(v, rest)
        if head == "pod":
            return g.describe_pod(v, rest)
        if head == "qf":
            return g.describe_qf(v)
        if head in ("player", "res", "workers"):
            return g.describe_player(v, int(rest))
        if head == "automa":
            return g.describe_automa(v)
        if head == "faction":
            return g.describe_faction(v, int(rest))
        if head == "mat":
            return g.describe_mat(v.players[int(rest)].mat)
        if head == "frame":
            seat, frame = rest.split(":")
            return g.describe_frame(frame, v, int(seat))
        if head in ("seed", "planted"):
            seat, cid = rest.split(":")
            return g.describe_seed(int(cid), v, int(seat), planted=head == "planted")
        if head == "hex":
            seat, hid = rest.split(":")
            return g.describe_hex(v, int(seat), hid)
        return None

    def _hex_key(self, coord) -> str | None:
        hid = content().at.get(tuple(coord)) if coord is not None else None
        if hid is None or self.view is None or self.view.automa == self.shown:
            return None
        return f"hex:{self.shown}:{hid}"

    def inspect_cursor(self) -> Inspection | None:
        if self.view is None:
            return None
        focused = self.screen.focused if self.is_mounted else None
        if isinstance(focused, ItemBoard) and focused.cursor is not None:
            return self.words(focused.cursor)
        key = self._hex_key(self.query_one("#ap-hive", HexBoard).cursor)
        return self.words(key) if key else None

    def inspect_action(self, action: Action) -> Inspection | None:
        v = self.view
        if v is None:
            return None
        key = action_key(action)
        if key is not None and key.startswith("seed:?:"):
            key = f"seed:{v.actor}:{key[7:]}"
        if key is not None:
            return self.words(key)
        if isinstance(action, Pick):
            head, _, rest = action.choice.partition(":")
            if head == "hex":
                return self.words(f"hex:{v.actor}:{rest}")
            if head == "frame":
                return self.words(f"frame:{v.actor}:{rest}")
            if head == "reserve" and rest.isdigit() and int(rest) < len(v.players[v.actor].reserve):
                return g.describe_tile(v.players[v.actor].reserve[int(rest)], v)
            if head == "tok" and rest.isdigit() and v.tasks and v.tasks[-1].step == "signal":
                return g.describe_token(int(rest))
            if action.choice == "upgrade":
                return self.words(f"faction:{v.actor}")
            if head in ("worker", "res", "swap", "n") or action.choice in ("wax", "honey", "worker", "worker_water"):
                return self.words(f"player:{v.actor}")
        if isinstance(action, Retrieve):
            return self.words(f"player:{v.actor}")
        return None

    # ------------------------------------------------------------ keys and messages

    def seat_switched(self) -> None:
        self._draw_hive()
        self._draw_seats()
        self.inspect_now()

    @on(HexBoard.CursorMoved)
    def _cursor_moved(self, event: HexBoard.CursorMoved) -> None:
        event.stop()
        if self.view is None:
            return
        if self._ghost_glyph:
            self._draw_ghost()
        key = self._hex_key(event.coord)
        self.inspect(self.words(key) if key else None)

    @on(HexBoard.Hovered)
    def _hex_hovered(self, event: HexBoard.Hovered) -> None:
        event.stop()
        key = self._hex_key(event.coord)
        if key:
            self.inspect(self.words(key), cursor=False)

    @on(ItemBoard.CursorMoved)
    def _item_moved(self, event: ItemBoard.CursorMoved) -> None:
        event.stop()
        self.inspect(self.words(event.key))

    @on(ItemBoard.Hovered)
    def _item_hovered(self, event: ItemBoard.Hovered) -> None:
        event.stop()
        self.inspect(self.words(event.key), cursor=False)

    @on(ItemBoard.Chosen)
    @on(HexBoard.SpotChosen)
    def _chosen(self, event: ItemBoard.Chosen | HexBoard.SpotChosen) -> None:
        event.stop()
        self.enter()

    def enter_here(self) -> Enter | None:
        """Enter on a spot, a tile, a card or a hex: the legal moves about it (board_keys.py)."""
        v = self.view
        focused = self.screen.focused if self.is_mounted else None
        if v is None:
            return None
        if isinstance(focused, ItemBoard):
            key = focused.cursor or ""
            moves = self._moves.get(key, []) if self.legal else []
            what = {"space": "no worker can go on this action space now", "cell": "the ship cannot fly here now",
                    "m": "this market tile cannot be bought now", "seed": "this seed card cannot be played now"}
            return Enter.of(moves, self.no_move(what.get(key.partition(":")[0], "this offers no move now")))
        hexes = self.query_one("#ap-hive", HexBoard)
        if focused is not hexes or hexes.cursor is None:
            return None
        if (theirs := self.not_yours()) is not None:
            return theirs
        hid = content().at.get(tuple(hexes.cursor))
        if hid in self._legal_hexes:
            return Enter(moves=(self._legal_hexes[hid],))
        if hid is not None and self.legal and v.prompt.kind in ("place-tile", "hive"):
            return Enter(moves=(Pick(choice=f"hex:{hid}"),), unchecked=True,
                         words="build here" if v.prompt.kind == "place-tile" else "this farm produces")
        return Enter(reason=self.no_move("no move is about this hex"))

    def rejected(self, action: Action, reason: str) -> None:
        if self.view is not None:
            show_content(self.query_one("#ap-hint", Static), Content.from_markup(f"[bold $error]{escape(reason)}[/]"))


BOARD = ApiaryBoard
