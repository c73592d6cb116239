"""Aquaria's board area: the aquarium (4×4 cards, 8 dials), filter and supplies, hand, offer,
lionfish, action wheel, encyclopedia graph and the seats.

Direct play: on "place a card" the hand has the keyboard: Enter picks a card, the aquarium
takes the keyboard with a ghost of it under the cursor and its cost after the anemone
discount in the detail line and the inspect pane; Enter places it (h goes back to the hand).
Enter on an empty cell places a lionfish (l or the lionfish list picks which one), Enter on a
fish feeds it, r / c turn the row / column dial of the cursor cell, Enter on an offer line takes
that card (d: top of the deck; during your turn a pearl buys it), Enter on a wheel space moves
the die there, Enter on an encyclopedia space steps there. Every part has a cursor (h hand,
a aquarium, o offer, l lionfish, w wheel, e encyclopedia, f filter & supplies, p players) and
the inspect pane describes what it points at (engine/aquaria/glossary.py). [ and ] show the
other aquariums; v cycles the pages at 80×24. What another seat changed is marked until you act.
Colours only through theme variables; the texts are in _aquaria_text.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from ...engine.api import Action, GameState, Inspection
from ...engine.aquaria import actions as A
from ...engine.aquaria import glossary as G
from ...engine.aquaria.content import content
from ...engine.text import plural, possessive
from ..text import escape
from ..widgets import Card, CardGrid
from ._aquaria_text import (COLOUR_TONE, card_face, ency_cells, ency_glyphs, lion_lines, offer_line, seat_lines,
                            styled, supply_lines, wheel_lines)
from ._aquaria_widgets import EncyMap, PickList
from .board_keys import Enter
from .base import GameBoard, NarrowLayout, SeatSwitching
from ..widgets._cells import LEGAL_WORDS, saying_why
from ..widgets._redraw import show_content

PARTS = {"aq-grid": "aquarium", "aq-hand": "hand", "aq-offer": "offer", "aq-lion": "lion", "aq-wheel": "wheel",
         "aq-ency": "ency", "aq-supplies": "supplies", "aq-seats": "seats"}
PART_ID = {v: k for k, v in PARTS.items()}
PANE_NAMES_BY_PART = {"aquarium": "aquarium", "hand": "hand", "offer": "card offer", "wheel": "action wheel",
                      "ency": "encyclopedia", "supplies": "supplies", "seats": "players list", "lion": "lionfish offer"}
PAGE = {"aquarium": 0, "supplies": 0, "hand": 1, "offer": 1, "lion": 1, "wheel": 2, "ency": 2, "seats": 2}


class AquariaBoard(SeatSwitching, NarrowLayout, GameBoard):
    """One seat's aquarium and hand, the shared table (see module docstring)."""

    game_id = "aquaria"
    PANE_NAMES = {"aq-grid": "aquarium", "aq-hand": "hand", "aq-offer": "card offer", "aq-lion": "lionfish offer",
                  "aq-wheel": "action wheel", "aq-ency": "encyclopedia", "aq-supplies": "supplies", "aq-seats": "players"}

    BINDINGS = [
        *saying_why(
            Binding("h", "focus_part('hand')", "Hand"),
            Binding("a", "focus_part('aquarium')", "Aquarium"),
            Binding("o", "focus_part('offer')", "Offer"),
            Binding("w", "focus_part('wheel')", "Wheel"),
            Binding("e", "focus_part('ency')", "Encyclopedia"),
        ),
        Binding("f", "focus_part('supplies')", "Filter", show=False),
        Binding("p", "focus_part('seats')", "Players", show=False),
        *saying_why(Binding("r", "dial('R')", "Row dial"), Binding("c", "dial('C')", "Col dial")),
        Binding("d", "deck", "Deck", show=False),
        Binding("l", "next_lionfish", "Lionfish", show=False),
        *saying_why(Binding("v", "page", "Page")),
        *SeatSwitching.seat_bindings("aquarium"),
    ]

    DEFAULT_CSS = """
    AquariaBoard { scrollbar-size-vertical: 1; }
    AquariaBoard #aq-main { layout: horizontal; height: auto; width: 100%; }
    AquariaBoard #aq-left { width: 52; height: auto; }
    AquariaBoard #aq-right { width: 1fr; height: auto; padding-left: 1; }
    AquariaBoard #aq-tank { height: auto; width: auto; }
    AquariaBoard #aq-rowdials { width: 4; height: auto; }
    AquariaBoard #aq-offer > PickLine { text-wrap: nowrap; text-overflow: ellipsis; }
    AquariaBoard .aq-box { height: auto; width: 100%; }
    AquariaBoard .aq-title { text-style: bold; height: auto; width: 100%; }
    AquariaBoard #aq-detail { color: $text-muted; height: auto; width: 100%; }
    AquariaBoard CardGrid { padding: 0; }
    AquariaBoard.-narrow { scrollbar-size-vertical: 0; }
    AquariaBoard.-narrow #aq-main { layout: vertical; }
    AquariaBoard.-narrow #aq-left { width: 100%; }
    AquariaBoard.-narrow #aq-rowdials { width: 2; }
    AquariaBoard.-narrow #aq-right { width: 100%; padding-left: 0; }
    AquariaBoard.-narrow.-page0 .pg1, AquariaBoard.-narrow.-page0 .pg2 { display: none; }
    AquariaBoard.-narrow.-page1 .pg0, AquariaBoard.-narrow.-page1 .pg2 { display: none; }
    AquariaBoard.-narrow.-page2 .pg0, AquariaBoard.-narrow.-page2 .pg1 { display: none; }
    """

    NARROW = 76
    """From this width the aquarium and the table sit side by side with full names; below, pages (key v)."""

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.picked = ""
        """Hand card picked for placement (UI state only)."""
        self.lion_pick = 0
        self.page = 0
        self.part = "aquarium"
        """The part that had the cursor last (what the inspect pane and the detail line describe)."""
        self.wide = True
        self._last_prompt = ("", -2)
        self._wheel: list[str] = []
        self._supplies: list[str] = []
        self._seats: list[int] = []
        self._node_at = {cell: node for node, cell in ency_cells().items()}

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Horizontal(id="aq-main"):
            with Vertical(id="aq-left"):
                yield Static(id="aq-title", classes="aq-title pg0")
                yield Static(id="aq-detail")
                with Horizontal(id="aq-tank", classes="pg0"):
                    yield CardGrid(columns=4, card_width=11, card_height=4, id="aq-grid")
                    yield Static(id="aq-rowdials")
                yield Static(id="aq-coldials", classes="aq-box pg0")
                yield PickList(8, id="aq-supplies", classes="pg0")
                yield Static(id="aq-hand-title", classes="aq-title pg1")
                yield CardGrid(columns=4, card_width=11, card_height=5, id="aq-hand", classes="pg1")
            with Vertical(id="aq-right"):
                yield Static(id="aq-offer-title", classes="aq-title pg1")
                yield PickList(6, id="aq-offer", classes="pg1")
                yield Static(id="aq-lion-title", classes="aq-title pg1")
                yield PickList(4, id="aq-lion", classes="pg1")
                yield Static(id="aq-wheel-title", classes="aq-title pg2")
                yield PickList(6, id="aq-wheel", classes="pg2")
                yield Static(id="aq-colours", classes="aq-box pg2")
                yield Static(id="aq-ency-title", classes="aq-title pg2")
                yield EncyMap(list(ency_cells().values()), id="aq-ency", classes="pg2")
                yield Static(id="aq-ency-info", classes="aq-box pg2")
                yield Static("Players", classes="aq-title pg2")
                yield PickList(5, id="aq-seats", classes="pg2")

    def narrow_changed(self, narrow: bool) -> None:
        self._show_page()
        wide = not narrow
        if wide == self.wide:
            if self.view is not None:  # the offer's words fit its new width
                self.call_after_refresh(self._draw_offer)
            return
        self.wide = wide
        for gid, height in (("#aq-grid", 4), ("#aq-hand", 5 if wide else 4)):
            grid = self.query_one(gid, CardGrid)
            grid.card_width = 11 if wide else 8
            grid.card_height = height
        if self.view is not None:
            self.show(self.view, self.legal)

    def _set_page(self, page: int) -> None:
        self.page = page % 3
        self._show_page()

    def _show_page(self) -> None:
        """The page's class, only in the narrow layout (the only one its CSS styles): a class
        change restyles the whole board, and the wide board took one at nearly every prompt
        as the keyboard went between the aquarium and the hand (a fifth of a bot turn)."""
        if self.has_class("-narrow") and not self.has_class(f"-page{self.page}"):
            for i in range(3):
                self.set_class(i == self.page, f"-page{i}", update=False)
            self.update_node_styles()  # one restyle for the page's two classes

    PAGE_NAMES = ("aquarium", "hand & offer", "wheel & more")

    def page_words(self) -> str:
        if not self.has_class("-narrow"):
            return ""
        return f"page {self.page + 1}/3: {self.PAGE_NAMES[self.page]}"

    def action_page(self) -> None:
        self._set_page(self.page + 1)
        target = {0: "aquarium", 1: "hand", 2: "wheel"}[self.page]
        self.query_one("#" + PART_ID[target]).focus()

    def on_focus(self, event) -> None:
        event.prevent_default()  # the base would focus the first grid, not the one for the prompt
        self._focus_for_prompt()

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in (
            "place-card", "place-lionfish", "turn-dial", "feeding", "take-card")

    def key_reason(self, action: str, parameters: tuple[object, ...] = ()) -> str | None:
        """A part's key while that part has the keyboard, and the dial keys while no dial turns,
        are not offered (and say so)."""
        if action == "focus_part" and parameters:
            widget = self.query_one("#" + PART_ID[str(parameters[0])])
            focused = self.screen.focused if self.is_attached else None
            if focused is not None and (focused is widget or widget in focused.ancestors):
                return f"the {PANE_NAMES_BY_PART.get(str(parameters[0]), parameters[0])} has the keyboard already"
        if action == "dial":
            v = self.view
            if v is None or not self.legal or v.prompt.kind != "turn-dial":
                over = v is not None and v.finished
                return ("the game is over: no dial turns any more" if over else
                        "no dial can be turned now: a dial turns when the game asks for it")
        return super().key_reason(action, parameters)

    def action_focus_part(self, part: str) -> None:
        self._set_page(PAGE[part])
        self.query_one("#" + PART_ID[part]).focus()

    def _prompt_part(self) -> str:
        """The part that takes the keyboard for the prompt shown."""
        v = self.view
        kind = v.prompt.kind if v is not None else ""
        if kind == "place-card" and self.legal and not self.picked:
            return "hand"
        return "offer" if kind == "take-card" else "aquarium"

    def _focus_for_prompt(self) -> None:
        self.action_focus_part(self._prompt_part())

    def take_keyboard(self) -> None:
        """The prompt's part in one focus move, its page shown (see `GameBoard.take_keyboard`)."""
        part = self._prompt_part()
        self._set_page(PAGE[part])
        widget = self.query_one("#" + PART_ID[part])
        if self.screen.focused is not widget:
            widget.focus()

    def on_descendant_focus(self, event) -> None:
        part = PARTS.get(getattr(event.widget, "id", "") or "")
        if part:
            self.part = part
            if self.view is not None:
                self._draw_detail()

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        key = (view.prompt.text, view.actor)
        if key != self._last_prompt:
            if view.actor != self._last_prompt[1] and 0 <= view.actor < len(view.seats) and view.actor != view.automa:
                self.shown = view.actor
            self._last_prompt = key
            if view.prompt.kind != "place-card":
                self.picked = ""
        if self.picked and not any(a.kind == "place_card" and a.card == self.picked for a in legal):
            self.picked = ""
        if self.shown >= len(view.seats):
            self.shown = 0
        self.lion_pick %= max(1, len(view.lion_offer))
        self._draw_aquarium()
        self._draw_hand()
        self._draw_offer()
        self._draw_wheel()
        self._draw_ency()
        self._draw_seats()
        self._draw_detail()
        if self.has_focus_within and self.legal and self.wants_focus(view, legal):
            self._focus_for_prompt()  # (a prompt of the panel's keeps it: the screen gave it the keyboard)

    def _before_player(self):
        b = self.before
        if b is None or self.shown >= len(b.players):
            return None
        return b.players[self.shown]

    def _grid_cards(self) -> list[Card]:
        p = self.view.players[self.shown]
        old = self._before_player()
        return [Card(f.title, f.lines, tone=f.tone, kind=f.kind, changed=old is not None and old.grid[i] != cid)
                for i, cid in enumerate(p.grid) for f in (card_face(cid, self.wide, with_cost=False),)]

    def _draw_aquarium(self) -> None:
        v = self.view
        c = content()
        p = v.players[self.shown]
        name = v.seats[self.shown].name
        others = ""
        if len(v.seats) > 1:  # the title stands for the seat hint (base.seat_hint) in little room
            others = ("  [ and ] to go back" if self.legal and self.shown != v.actor
                      else "  [ ] other aquariums" if self.wide else "  [ ] others")  # what they do: the footer may not show them
        show_content(self.query_one("#aq-title", Static), Content.from_markup(
            styled(f"{escape(self.whose())} aquarium", "strong") + styled(f" {p.vp} VP {p.oxygen} OP{others}", "muted")))
        self._cards = self._grid_cards()
        self._highlight = set()
        if self._acting_here():
            kind = v.prompt.kind
            if kind == "place-card" and self.picked:
                self._highlight = {a.cell for a in self.legal if a.kind == "place_card" and a.card == self.picked}
            elif kind == "place-lionfish":
                lid = v.lion_offer[self.lion_pick] if v.lion_offer else ""
                self._highlight = {a.cell for a in self.legal if a.kind == "place_lionfish" and a.card == lid}
            elif kind == "feeding":
                self._highlight = {a.cell for a in self.legal if a.kind == "feed"}
            elif kind == "turn-dial":
                dials = {a.dial for a in self.legal if a.kind == "turn_dial"}
                self._highlight = {i for i in range(16) if f"C{i % 4 + 1}" in dials or f"R{i // 4 + 1}" in dials}
        self._draw_ghost()
        self.query_one("#aq-grid", CardGrid).highlight(self._highlight)
        active = c.colours.index(v.colours[v.round - 1]) if v.colours else -1
        old = self._before_player()

        def dial(i: int, width: int) -> str:
            col = c.colours[p.dials[i]]
            mark = "★" if p.dials[i] == active else "▸"
            text = styled(mark + (col.capitalize() if width > 4 else col[:width - 1].capitalize()), COLOUR_TONE[col])
            return f"[underline reverse]{text}[/]" if old is not None and old.dials[i] != p.dials[i] else text

        ids = c.dial_ids
        rows = []
        h = 4
        for r in range(4):
            if self.wide:
                rows += [ids[4 + r], dial(4 + r, 4)] + [""] * (h - 2)
            else:
                rows += [ids[4 + r], dial(4 + r, 2)] + [""] * (h - 2)  # R1…R4 label the rows the moves name
        show_content(self.query_one("#aq-rowdials", Static), Content.from_markup("\n".join(rows)))
        cw = 12 if self.wide else 9
        cols = "".join(f"{ids[i]}" + dial(i, 8 if self.wide else 2) + " " * (cw - 3 - (len(c.colours[p.dials[i]]) if self.wide else 2))
                       for i in range(4))
        now = v.colours[v.round - 1] if v.colours else "?"
        legend = (f"★ dial on the round's colour ({now}) · R row, C column · {LEGAL_WORDS}" if self.wide
                  else f"★ {now} now · {LEGAL_WORDS} · R row, C column")  # the mark's words first: seen on 24 rows
        legend = styled(legend, "muted")
        show_content(self.query_one("#aq-coldials", Static), Content.from_markup(cols + "\n" + legend))
        rows = supply_lines(v, self.shown, self.wide)
        before = {k: key for k, key, _ in supply_lines(self.before, self.shown, self.wide)} if old is not None else {}
        self._supplies = [k for k, _, _ in rows]
        changed = {i for i, (k, key, _) in enumerate(rows) if k in before and before[k] != key}
        self.query_one("#aq-supplies", PickList).set_lines([t for _, _, t in rows], changed=changed)

    def _draw_ghost(self) -> None:
        """The aquarium's cards with the ghost of the card (or lionfish) being placed under the cursor."""
        v = self.view
        grid = self.query_one("#aq-grid", CardGrid)
        cards = list(self._cards)
        p = v.players[self.shown]
        cur = grid.cursor
        if self._acting_here() and not p.grid[cur]:
            kind = v.prompt.kind
            ghost = None
            if kind == "place-card" and self.picked:
                ghost = card_face(self.picked, self.wide, with_cost=False)
            elif kind == "place-lionfish" and v.lion_offer:
                ghost = card_face(v.lion_offer[self.lion_pick], self.wide)
            if ghost is not None:
                cards[cur] = Card(ghost.title, ghost.lines, tone="ghost" if cur in self._highlight else "ghost-bad")
        grid.set_cards(cards)

    def _draw_hand(self) -> None:
        v = self.view
        p = v.players[self.shown]
        old = self._before_player()
        grid = self.query_one("#aq-hand", CardGrid)
        cards = []
        for i, cid in enumerate(p.hand):
            f = card_face(cid, self.wide)
            changed = old is not None and (i >= len(old.hand) or old.hand[i] != cid)
            cards.append(Card(f.title, f.lines, tone=f.tone, kind=f.kind, changed=changed))
        grid.set_cards(cards or [Card.empty()])
        pickable = set()
        if self._acting_here() and v.prompt.kind == "place-card":
            legal = {a.card for a in self.legal if a.kind == "place_card"}
            pickable = {i for i, cid in enumerate(p.hand) if cid in legal}
        grid.highlight(pickable)
        title = f"{escape(self.whose())} hand ({plural(len(p.hand), 'card')})"
        if pickable:
            title += " — Enter picks a card to place"
        show_content(self.query_one("#aq-hand-title", Static), Content.from_markup(styled(title, "strong")))

    def _draw_offer(self) -> None:
        v = self.view
        b = self.before
        slots = {a.slot for a in self.legal if a.kind in ("take_card", "free_card") and a.slot >= 0}
        changed = {i for i, cid in enumerate(v.offer) if b is not None and (i >= len(b.offer) or b.offer[i] != cid)}
        offer = self.query_one("#aq-offer", PickList)
        offer.set_lines([offer_line(cid, self.wide, offer.content_size.width - 1) for cid in v.offer],  # - the cursor bar's column
                        changed=changed, legal=slots)
        extra = f"deck {len(v.deck)}"
        if any(a.kind == "take_card" and a.slot == -1 for a in self.legal):
            extra += " (d: top card)"
        show_content(self.query_one("#aq-offer-title", Static), Content.from_markup(
            styled("Card offer", "strong") + styled(f"  {extra}", "muted")))
        marking = v.prompt.kind == "place-lionfish" and bool(self.legal)
        rows = lion_lines(v, self.lion_pick, marking)
        lchanged = {i for i, (lid, _) in enumerate(rows) if b is not None and lid not in b.lion_offer}
        legal = {i for i, (lid, _) in enumerate(rows) if any(a.kind == "place_lionfish" and a.card == lid for a in self.legal)}
        self.query_one("#aq-lion", PickList).set_lines([t for _, t in rows] or [styled("No lionfish left", "muted")],
                                                        changed=lchanged, legal=legal)
        vp = content().lionfish[v.lion_offer[0]].scoring.vp_each if v.lion_offer else 3
        show_content(self.query_one("#aq-lion-title", Static), Content.from_markup(
            styled("Lionfish", "strong") + styled(f": {vp} VP per…", "muted")))

    def _draw_wheel(self) -> None:
        v = self.view
        moves = [a.circle if a.kind == "move_die" else None for a in self.legal]
        keys = {m: i + 1 for i, m in enumerate(moves) if m is not None and i < 9}
        rows = wheel_lines(v, keys, self.wide)
        before = {c: k for c, k, _ in wheel_lines(self.before, {}, self.wide)} if self.before is not None else {}
        self._wheel = [c for c, _, _ in rows]
        changed = {i for i, (c, k, _) in enumerate(rows) if c in before and before[c] != k}
        self.query_one("#aq-wheel", PickList).set_lines([t for _, _, t in rows], changed=changed,
                                                         legal={i for i, (c, _, _) in enumerate(rows) if c in keys})
        show_content(self.query_one("#aq-wheel-title", Static), Content.from_markup(
            styled("Action wheel", "strong") + styled(" (key: move)" if keys else "", "muted")))
        cols = [styled(f"▶{col}", COLOUR_TONE[col]) if r == v.round - 1 else styled(col, "muted")
                for r, col in enumerate(v.colours)]
        show_content(self.query_one("#aq-colours", Static), Content.from_markup("Round colours: " + " ".join(cols)))

    def _draw_ency(self) -> None:
        v = self.view
        cells = ency_cells()
        glyphs = ency_glyphs(v)
        emap = self.query_one("#aq-ency", EncyMap)
        emap.set_cells({cells[n]: g for n, g in glyphs.items()})
        if self.before is not None:
            old = ency_glyphs(self.before)
            emap.mark_changed(cells[n] for n, g in glyphs.items() if old.get(n) != g)
        else:
            emap.mark_changed(())
        steps = {cells[a.node] for a in self.legal if a.kind == "ency_step"}
        emap.highlight(steps)
        legend = styled("◆● token (◆ red border)", "muted") + "\n" + styled("○ taken · small space", "muted") + "\n" + styled(LEGAL_WORDS, "muted")
        show_content(self.query_one("#aq-ency-title", Static), Content.from_markup(styled("Encyclopedia", "strong") + "\n" + legend))
        info = []
        if v.arrival:
            info.append("Arrived: " + ", ".join(escape(v.seats[i].name) for i in v.arrival))
        me = v.players[self.shown]
        info.append(f"{escape(v.seats[self.shown].name)} on {me.ency}: bonus "
                    + escape(G.effect_words(content().nodes[me.ency].bonus)))
        show_content(self.query_one("#aq-ency-info", Static), Content.from_markup("\n".join(info)))

    def _draw_seats(self) -> None:
        v = self.view
        rows = seat_lines(v)
        before = {s: k for s, k, _ in seat_lines(self.before)} if self.before is not None else {}
        self._seats = [s for s, _, _ in rows]
        changed = {i for i, (s, k, _) in enumerate(rows) if s in before and before[s] != k}
        self.query_one("#aq-seats", PickList).set_lines([t for _, _, t in rows], changed=changed,
                                                         legal={i for i, (s, _, _) in enumerate(rows) if s == self.shown})

    def _draw_detail(self) -> None:
        v = self.view
        text = ""
        if self.part == "aquarium":
            cell = self.query_one("#aq-grid", CardGrid).cursor
            r, col = divmod(cell, 4)
            kind = v.prompt.kind if self._acting_here() else ""
            if self.picked and self._acting_here():
                p = v.players[self.shown]
                if p.grid[cell]:  # nothing to place on: say so, not a cost
                    text = f"This cell holds a {G.card_name(p.grid[cell]).lower()}: move to an empty cell (h: hand)."
                else:
                    cost = G.card_cost_at(p.grid, self.picked, cell)
                    ok = cell in self._highlight
                    text = (f"Here: {cost} OP after discount (you have {p.oxygen}). "
                            + ("Enter places it, h: hand." if ok else "Enter says why not, h: hand."))
            else:
                text = {"turn-dial": f"r turns dial R{r + 1}, c turns dial C{col + 1}.",
                        "feeding": "Enter feeds the fish under the cursor.",
                        "place-lionfish": "Enter places the ▶ lionfish (l: next one)."}.get(kind, "")
        detail = self.query_one("#aq-detail", Static)
        detail.display = bool(text)
        show_content(detail, Content.from_markup(escape(text)))

    # ------------------------------------------------------------ inspecting

    def _focused_part(self) -> str:
        focused = self.screen.focused if self.is_attached else None
        return PARTS.get(getattr(focused, "id", "") or "", self.part)

    def describe_part(self, part: str, i: int) -> Inspection | None:
        v = self.view
        if v is None:
            return None
        p = v.players[self.shown]
        if part == "aquarium":
            return G.describe_cell(v, self.shown, i, self.picked if self._acting_here() else "")
        if part == "hand":
            return G.describe_card(p.hand[i], v, owner=self.shown, where="hand") if i < len(p.hand) else None
        if part == "offer":
            return G.describe_card(v.offer[i], v, where=f"offer slot {i + 1}") if i < len(v.offer) else None
        if part == "lion":
            return G.describe_card(v.lion_offer[i], v, where="lionfish offer") if i < len(v.lion_offer) else None
        if part == "wheel":
            return G.describe_circle(v, self._wheel[i]) if i < len(self._wheel) else None
        if part == "ency":
            return G.describe_node(v, self._node_at[i]) if i in self._node_at else None
        if part == "seats":
            return G.describe_seat(v, self._seats[i]) if i < len(self._seats) else None
        if part == "supplies" and i < len(self._supplies):
            return {"filter": G.describe_filter, "wool": G.describe_wool, "oxygen": G.describe_oxygen,
                    "pearls": G.describe_pearls, "food": G.describe_food, "pet": G.describe_pet,
                    "lionfish": G.describe_lionfish_count, "tokens": G.describe_tokens_held}[self._supplies[i]](v, self.shown)
        return None

    def inspect_cursor(self) -> Inspection | None:
        part = self._focused_part()
        widget = self.query_one("#" + PART_ID[part])
        return self.describe_part(part, widget.cursor)

    def inspect_action(self, action: Action) -> Inspection | None:
        return G.describe_action(self.view, action) if self.view is not None else None

    @on(CardGrid.Hovered)
    @on(PickList.Hovered)
    def _hovered(self, event) -> None:
        event.stop()
        widget = event.control
        self.inspect(self.describe_part(PARTS.get(widget.id or "", ""), event.index), cursor=False)

    @on(EncyMap.Hovered)
    def _ency_hovered(self, event: EncyMap.Hovered) -> None:
        event.stop()
        self.inspect(self.describe_part("ency", event.coord), cursor=False)

    # ------------------------------------------------------------ input

    @on(CardGrid.CursorMoved)
    @on(PickList.CursorMoved)
    def _moved(self, event) -> None:
        event.stop()
        self.part = PARTS.get(event.control.id or "", "aquarium")
        if self.view is not None:
            if self.part == "aquarium" and self._acting_here() and (
                    self.picked or self.view.prompt.kind == "place-lionfish"):
                self._draw_ghost()
            if self.part == "aquarium":
                self._draw_detail()
        self.inspect_now()

    @on(EncyMap.CursorMoved)
    def _ency_moved(self, event) -> None:
        event.stop()
        self.part = "ency"
        self.inspect_now()

    @on(EncyMap.SpotChosen)
    @on(PickList.Chosen)
    @on(CardGrid.CardChosen)
    def _chosen(self, event) -> None:
        event.stop()
        self.part = PARTS.get(event.control.id or "", self.part)
        self.enter()

    def enter_here(self) -> Enter | None:
        """Enter on a cell, a card, a wheel circle, a node or a seat (board_keys.py). On an
        empty cell with no card picked it offers the cards of the hand that fit there."""
        v = self.view
        if v is None:
            return None
        part = self._focused_part()
        widget = self.query_one("#" + PART_ID[part])
        i = widget.cursor
        kind = v.prompt.kind
        if part == "seats":
            seat = self._seats[i] if i < len(self._seats) else None
            if seat is None or seat not in self.showable_seats():
                return Enter(reason="The automa has no aquarium to show.")
            return Enter(then=lambda: self._show_seat(seat), words=f"show {possessive(v.seats[seat].name, capital=False)} aquarium")
        if part == "lion" and i < len(v.lion_offer):
            return Enter(then=lambda: self._pick_lion(i), words="choose this lionfish" + (
                ", then Enter on a cell" if kind == "place-lionfish" and self.legal else ""))
        if part == "supplies":
            return Enter(reason=self.no_move("this is read in the inspect pane, Enter makes no move here"))
        if (theirs := self.not_yours()) is not None and part in ("aquarium", "hand"):
            return theirs
        if part == "aquarium":
            return self._enter_cell(i)
        if part == "hand":
            p = v.players[self.shown]
            card = p.hand[i] if i < len(p.hand) else None
            if card is not None and kind == "place-card" and self.legal:
                fits = any(isinstance(a, A.PlaceCard) and a.card == card for a in self.legal)
                return Enter(then=lambda: self._pick_card(card), words="pick this card, then Enter on a cell of the aquarium"
                             + ("" if fits else " (it fits on no cell now: Enter there says why)"))
            return Enter.of([a for a in self.legal if getattr(a, "card", None) == card and card is not None],
                            self.no_move("this card offers no move now"))
        if part == "offer":  # the prompt's Take first; buying it with a pearl (a free action) otherwise
            takes = [a for a in self.legal if isinstance(a, A.TakeCard) and a.slot == i]
            return Enter.of(takes or [a for a in self.legal if isinstance(a, A.FreeCard) and a.slot == i],
                            self.no_move("cards are taken from the offer by the Take action"))
        if part == "wheel":
            circle = self._wheel[i] if i < len(self._wheel) else None
            return Enter.of([a for a in self.legal if isinstance(a, A.MoveDie) and a.circle == circle],
                            self.no_move("the die moves at the start of your turn"))
        node = self._node_at.get(i)
        return Enter.of([a for a in self.legal if isinstance(a, A.EncyStep) and a.node == node],
                        self.no_move("the encyclopedia marker moves when you research"))

    def _enter_cell(self, i: int) -> Enter:
        v = self.view
        kind = v.prompt.kind
        if not self.legal:
            return Enter(reason=self.nothing_here())
        unchecked = {"place-card": lambda: A.PlaceCard(card=self.picked, cell=i) if self.picked else None,
                     "place-lionfish": lambda: A.PlaceLionfish(card=v.lion_offer[self.lion_pick % len(v.lion_offer)], cell=i)
                     if v.lion_offer else None,
                     "feeding": lambda: A.Feed(cell=i)}.get(kind, lambda: None)()
        if unchecked is not None:
            return Enter(moves=(unchecked,), unchecked=unchecked not in self.legal)
        if kind == "place-card":  # no card picked yet: the cards of the hand that fit this cell
            fits = [a for a in self.legal if isinstance(a, A.PlaceCard) and a.cell == i]
            return Enter.of(fits, "No card of your hand fits on this cell now: pick one in the hand (Tab) to see where it goes.")
        if kind == "turn-dial":
            return Enter(reason="r turns this cell's row dial, c its column dial.")
        return Enter.of([a for a in self.legal if getattr(a, "cell", None) == i], self.no_move("no move is about this cell"))

    def _show_seat(self, seat: int) -> None:
        self.shown = seat
        self.seat_switched()

    def _pick_lion(self, i: int) -> None:
        self.lion_pick = i
        self._draw_offer()
        if self.view.prompt.kind == "place-lionfish" and self.legal:
            self.action_focus_part("aquarium")
        self._draw_ghost()

    def _pick_card(self, card: str) -> None:
        self.picked = card
        self.part = "aquarium"
        self.action_focus_part("aquarium")
        self._draw_aquarium()
        self._draw_detail()
        self.inspect(self.describe_part("aquarium", self.query_one("#aq-grid", CardGrid).cursor))

    def action_dial(self, which: str) -> None:
        v = self.view
        if v is None or not self.legal or v.prompt.kind != "turn-dial":
            over = v is not None and v.finished
            self.post_message(self.Explained(self, "the game is over: no dial turns any more" if over else
                                             "no dial can be turned now: a dial turns when the game asks for it"))
            return
        cell = self.query_one("#aq-grid", CardGrid).cursor
        dial = f"R{cell // 4 + 1}" if which == "R" else f"C{cell % 4 + 1}"
        self.propose(A.TurnDial(dial=dial))

    def action_deck(self) -> None:
        if any(a.kind == "take_card" and a.slot == -1 for a in self.legal):
            self.propose(A.TakeCard(slot=-1))

    def action_next_lionfish(self) -> None:
        if self.view is not None and self.view.lion_offer:
            self.lion_pick = (self.lion_pick + 1) % len(self.view.lion_offer)
            self._draw_offer()
            self._draw_ghost()

    def showable_seats(self) -> list[int]:
        v = self.view
        return [i for i in range(len(v.seats)) if i != v.automa] or [0]

    def seat_switched(self) -> None:
        self.picked = ""
        self._draw_aquarium()
        self._draw_hand()
        self._draw_ency()
        self._draw_seats()
        self._draw_detail()
        self.inspect_now()

    def rejected(self, action: Action, reason: str) -> None:
        self.query_one("#aq-detail", Static).display = True
        show_content(self.query_one("#aq-detail", Static), Content.from_markup(styled(f"✗ {reason}", "bad")))


BOARD = AquariaBoard
