"""Aquaria's board area: the aquarium (4×4 cards, 8 dials, filter), hand, offer, lionfish,
action wheel, encyclopedia graph and every seat's tracks.

Direct play: on "place a card" the hand has the keyboard: Enter picks a card, the aquarium
takes the keyboard with a ghost of it under the cursor and the cost after the anemone
discount in the detail line; Enter places it (h goes back to the hand). Enter on an empty
cell places a lionfish (l picks which one), Enter on a fish feeds it, r / c turn the row /
column dial of the cursor cell, Enter on an offer card takes it (d: top of the deck; during
your turn a pearl buys it). [ and ] show the other aquariums; v cycles the pages at 80×24.
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

from ...engine.api import HIDDEN, Action, GameState
from ...engine.aquaria import actions as A
from ...engine.aquaria.content import content
from ...engine.aquaria.effects import arrow_bonus, card_cost, describe_effect, tile_fields
from ..widgets import Card, CardGrid, Marker, Track
from .base import GameBoard, NarrowLayout, SeatSwitching

COLOUR_TONE = {"red": "bad", "yellow": "warn", "green": "good", "blue": "water"}
STYLE = {
    "bad": "$error", "warn": "$warning", "good": "$success", "water": "$primary", "info": "$accent bold",
    "muted": "$text-muted", "strong": "bold", "p0": "$primary bold", "p1": "$secondary bold",
    "p2": "$warning bold", "p3": "$success bold", "": "",
}
TYPE4 = {"clownfish": "Clwn", "school": "Schl", "plant": "Plnt", "anemone": "Anem"}
FOOD_LETTER = {"red": "r", "green": "g", "blue": "b"}
SHORT = {"place_cards": "Place", "encyclopedia": "Encyclop.", "oxygen": "Oxygen", "cards_food": "Cards+food",
         "pet_shop": "Pet shop"}
GRAPH_X = {"P": 0, "QL": 1, "QR": 2, "T": 3}


def styled(text: str, tone: str) -> str:
    style = STYLE.get(tone, "")
    return f"[{style}]{escape(text)}[/]" if style else escape(text)


def card_face(cid: str, with_cost: bool = True) -> Card:
    """A card of the aquarium, hand or offer as a small box: colour + type, cost, food → VP."""
    if not cid:
        return Card.empty()
    if cid == HIDDEN:
        return Card.back()
    c = content()
    if cid.startswith("L"):
        sc = c.lionfish[cid].scoring
        what = {"type": TYPE4.get(sc.value, sc.value), "color": sc.value[:4], "pet_shop_level": "Pet",
                "filter_token": "Filt"}[sc.per]
        return Card("Lion", [f"3/{what}"], tone="info")
    card = c.cards[cid]
    food = "".join(FOOD_LETTER[f] for f in card.food)
    eat = f"{food}:{card.feed_vp}" if food else "—"
    cost = (f"{card.cost}{'a' if card.anemone_discount else ''} " if with_cost else "")
    return Card(f"{card.color[0].upper()} {TYPE4[card.type]}", [f"{cost}{eat}"], tone=COLOUR_TONE[card.color])


def card_words(cid: str) -> str:
    """Everything printed on a card, in words, for the detail line."""
    c = content()
    if cid.startswith("L"):
        lf = c.lionfish[cid]
        sc = lf.scoring
        per = {"type": f"{sc.value}", "color": f"{sc.value} card", "pet_shop_level": "pet-shop level",
               "filter_token": "filter token"}[sc.per]
        return f"Lionfish {cid}: placed free, {describe_effect(lf.placement)}; end: {sc.vp_each} VP per {per} (max {sc.max})"
    card = c.cards[cid]
    food = f"eats {', '.join(card.food)} → {card.feed_vp} VP" if card.food else "eats nothing"
    disc = " − 1 per adjacent anemone" if card.anemone_discount else ""
    inc = f"; income {describe_effect(card.income)}" if card.income else ""
    return f"{cid} {card.color} {card.type}: {card.cost} OP{disc}; {food}; bonus {describe_effect(card.bonus)}{inc}"


class AquariaBoard(SeatSwitching, NarrowLayout, GameBoard):
    """One seat's aquarium and hand, the shared table (see module docstring)."""

    game_id = "aquaria"

    BINDINGS = [
        Binding("h", "focus_part('hand')", "Hand"),
        Binding("a", "focus_part('aquarium')", "Aquarium"),
        Binding("o", "focus_part('offer')", "Offer"),
        Binding("r", "dial('R')", "Row dial"),
        Binding("c", "dial('C')", "Col dial"),
        Binding("d", "deck", "Deck", show=False),
        Binding("l", "next_lionfish", "Lionfish", show=False),
        Binding("v", "page", "Page"),
        *SeatSwitching.seat_bindings("aquarium"),
    ]

    DEFAULT_CSS = """
    AquariaBoard #aq-main { layout: horizontal; height: auto; width: 100%; }
    AquariaBoard #aq-left { width: 40; height: auto; }
    AquariaBoard #aq-right { width: 1fr; height: auto; padding-left: 1; }
    AquariaBoard #aq-tank { height: auto; width: auto; }
    AquariaBoard #aq-rowdials { width: 2; height: auto; }
    AquariaBoard .aq-box { height: auto; width: 100%; }
    AquariaBoard .aq-title { text-style: bold; height: auto; width: 100%; }
    AquariaBoard #aq-detail { color: $text-muted; height: auto; width: 100%; }
    AquariaBoard CardGrid { padding: 0; }
    AquariaBoard.-narrow { scrollbar-size-vertical: 0; }
    AquariaBoard.-narrow #aq-main { layout: vertical; }
    AquariaBoard.-narrow #aq-left { width: 100%; }
    AquariaBoard.-narrow #aq-right { width: 100%; padding-left: 0; }
    AquariaBoard.-narrow.-page0 .pg1, AquariaBoard.-narrow.-page0 .pg2 { display: none; }
    AquariaBoard.-narrow.-page1 .pg0, AquariaBoard.-narrow.-page1 .pg2 { display: none; }
    AquariaBoard.-narrow.-page2 .pg0, AquariaBoard.-narrow.-page2 .pg1 { display: none; }
    """

    NARROW = 76
    """From this width the aquarium and the table sit side by side; below, pages (key v)."""

    def __init__(self, engine=None, **kwargs) -> None:
        super().__init__(engine, **kwargs)
        self.picked = ""
        """Hand card picked for placement (UI state only)."""
        self.lion_pick = 0
        self.page = 0
        self.part = "aquarium"
        """The part that had the cursor last: aquarium, hand or offer (for the detail line)."""
        self._last_prompt = ("", -2)

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        with Horizontal(id="aq-main"):
            with Vertical(id="aq-left"):
                yield Static(id="aq-title", classes="aq-title pg0")
                yield Static(id="aq-detail")
                with Horizontal(id="aq-tank", classes="pg0"):
                    yield CardGrid(columns=4, card_width=8, card_height=4, id="aq-grid")
                    yield Static(id="aq-rowdials")
                yield Static(id="aq-coldials", classes="aq-box pg0")
                yield Static(id="aq-filter", classes="aq-box pg0")
                yield Static(id="aq-hand-title", classes="aq-title pg1")
                yield CardGrid(columns=4, card_width=8, card_height=4, id="aq-hand", classes="pg1")
            with Vertical(id="aq-right"):
                yield Static(id="aq-offer-title", classes="aq-title pg1")
                yield CardGrid(columns=3, card_width=8, card_height=4, id="aq-offer", classes="pg1")
                yield Static(id="aq-lion", classes="aq-box pg1")
                yield Static(id="aq-wheel", classes="aq-box pg2")
                yield Static(id="aq-ency", classes="aq-box pg2")
                yield Static(id="aq-seats", classes="aq-box pg2")
                yield Track(0, 11, per_row=12, space_width=3, id="aq-oxygen", classes="pg2")
                yield Static(id="aq-oxvp", classes="aq-box pg2")
                yield Track(0, 4, label="Pet shop", per_row=5, space_width=3, id="aq-pet", classes="pg2")

    def on_mount(self) -> None:
        self.set_class(True, "-page0")

    def _set_page(self, page: int) -> None:
        self.page = page % 3
        for i in range(3):
            self.set_class(i == self.page, f"-page{i}")

    def action_page(self) -> None:
        self._set_page(self.page + 1)
        target = {0: "#aq-grid", 1: "#aq-hand", 2: None}[self.page]
        if target:
            self.query_one(target, CardGrid).focus()

    def on_focus(self, event) -> None:
        event.prevent_default()  # the base would focus the first grid, not the one for the prompt
        self._focus_for_prompt()

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        return bool(legal) and view.prompt.kind in (
            "place-card", "place-lionfish", "turn-dial", "feeding", "take-card")

    def action_focus_part(self, part: str) -> None:
        grid = {"hand": "#aq-hand", "aquarium": "#aq-grid", "offer": "#aq-offer"}[part]
        self._set_page(0 if part == "aquarium" else 1)
        self.query_one(grid, CardGrid).focus()

    def _focus_for_prompt(self) -> None:
        v = self.view
        kind = v.prompt.kind if v is not None else ""
        if kind == "place-card" and self.legal and not self.picked:
            self.action_focus_part("hand")
        elif kind == "take-card":
            self.action_focus_part("offer")
        else:
            self.action_focus_part("aquarium")

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
        if self.has_focus_within and self.legal:
            self._focus_for_prompt()

    def _grid_cell(self) -> int:
        return self.query_one("#aq-grid", CardGrid).cursor

    def _draw_aquarium(self) -> None:
        v = self.view
        c = content()
        p = v.players[self.shown]
        name = v.seats[self.shown].name
        others = "  [ ]" if len(v.seats) > 1 else ""
        self.query_one("#aq-title", Static).update(Content.from_markup(
            styled(f"{name[:12]}'s aquarium", "strong") + styled(f" VP {p.vp} OP {p.oxygen}{others}", "muted")))
        grid = self.query_one("#aq-grid", CardGrid)
        cards = [card_face(cid, with_cost=False) for cid in p.grid]
        highlight: set[int] = set()
        if self._acting_here():
            kind = v.prompt.kind
            if kind == "place-card" and self.picked:
                highlight = {a.cell for a in self.legal if a.kind == "place_card" and a.card == self.picked}
                cur = grid.cursor
                if not p.grid[cur]:
                    ghost = card_face(self.picked)
                    cards[cur] = Card(ghost.title, ghost.lines, tone="ghost" if cur in highlight else "ghost-bad")
            elif kind == "place-lionfish":
                lid = v.lion_offer[self.lion_pick] if v.lion_offer else ""
                highlight = {a.cell for a in self.legal if a.kind == "place_lionfish" and a.card == lid}
                cur = grid.cursor
                if lid and not p.grid[cur]:
                    cards[cur] = Card("Lion", [lid], tone="ghost" if cur in highlight else "ghost-bad")
            elif kind == "feeding":
                highlight = {a.cell for a in self.legal if a.kind == "feed"}
            elif kind == "turn-dial":
                dials = {a.dial for a in self.legal if a.kind == "turn_dial"}
                highlight = {i for i in range(16) if f"C{i % 4 + 1}" in dials or f"R{i // 4 + 1}" in dials}
        grid.set_cards(cards)
        grid.highlight(highlight)
        active = c.colours.index(v.colours[v.round - 1]) if v.colours else -1
        ids = c.dial_ids

        def dial(i: int) -> str:
            col = c.colours[p.dials[i]]
            mark = "★" if p.dials[i] == active else "▸"
            return styled(mark + col[0].upper(), COLOUR_TONE[col])

        rows = []
        for r in range(4):
            rows += ["", dial(4 + r), "", ""]
        self.query_one("#aq-rowdials", Static).update(Content.from_markup("\n".join(rows)))
        cols = "".join(f"  {ids[i]}" + dial(i) + "  " for i in range(4))
        self.query_one("#aq-coldials", Static).update(Content.from_markup(
            cols + "\n" + styled(f"★{v.colours[v.round - 1]} now · card: cost(a) food:VP", "muted")))
        wool = "■" * p.wool + "□" * (5 - p.wool) + (f" +{p.wool_deferred}" if p.wool_deferred else "")
        toks = []
        for k in range(4):
            if k < len(p.ftokens):
                kind = c.fkinds[p.ftokens[k]]
                toks.append(styled(describe_effect(kind.bonus), COLOUR_TONE[kind.color]))
            else:
                toks.append(styled("·", "muted") if k < 3 else styled("🐟", "muted"))
        food = " ".join(styled(f"{n}{FOOD_LETTER[f]}", COLOUR_TONE[f]) for f, n in zip(("red", "green", "blue"), p.food))
        held = ", ".join(p.tokens) if p.tokens else "none"
        eat = [0, 0, 0]
        for cid in p.grid:
            if cid and not cid.startswith("L"):
                for f in c.cards[cid].food:
                    eat[("red", "green", "blue").index(f)] += 1
        short = sum(max(0, e - h) for e, h in zip(eat, p.food))
        needs = " ".join(f"{n}{FOOD_LETTER[f]}" for f, n in zip(("red", "green", "blue"), eat))
        self.query_one("#aq-filter", Static).update(Content.from_markup(
            f"Filter P+C│{'│'.join(toks)}\n"
            f"Wool {wool}  Pearls {p.pearls}  Pet {p.pet}/4  Lion {p.lionfish}/2\n"
            f"Food {food} · fish eat {needs}" + (styled(f" −{short}", "bad") if short else "") + "\n"
            f"Tokens {escape(held)}"))

    def _draw_hand(self) -> None:
        v = self.view
        p = v.players[self.shown]
        grid = self.query_one("#aq-hand", CardGrid)
        grid.set_cards([card_face(cid) for cid in p.hand] or [Card.empty()])
        pickable = set()
        if self._acting_here() and v.prompt.kind == "place-card":
            cards = {a.card for a in self.legal if a.kind == "place_card"}
            pickable = {i for i, cid in enumerate(p.hand) if cid in cards}
        grid.highlight(pickable)
        title = f"{v.seats[self.shown].name}'s hand ({len(p.hand)})"
        if pickable:
            title += " — Enter picks a card to place"
        self.query_one("#aq-hand-title", Static).update(Content.from_markup(styled(title, "strong")))

    def _draw_offer(self) -> None:
        v = self.view
        grid = self.query_one("#aq-offer", CardGrid)
        grid.set_cards([card_face(cid) for cid in v.offer])
        slots = {a.slot for a in self.legal if a.kind in ("take_card", "free_card") and a.slot >= 0}
        grid.highlight(slots)
        extra = f"deck {len(v.deck)}"
        if any(a.kind == "take_card" and a.slot == -1 for a in self.legal):
            extra += " (d: take its top card)"
        self.query_one("#aq-offer-title", Static).update(Content.from_markup(
            styled("Offer", "strong") + styled(f"  {extra}", "muted")))
        c = content()
        lions = []
        for i, lid in enumerate(v.lion_offer):
            sc = c.lionfish[lid].scoring
            what = {"type": sc.value, "color": sc.value, "pet_shop_level": "pet lvl", "filter_token": "token"}[sc.per]
            mark = "▶" if i == self.lion_pick and v.prompt.kind == "place-lionfish" else " "
            lions.append(f"{mark}{lid} 3/{what}")
        self.query_one("#aq-lion", Static).update(Content.from_markup(
            styled("Lionfish ", "info") + escape(" ".join(lions) or "none left")))

    def _initials(self) -> list[str]:
        v = self.view
        first = ["@" if i == v.automa else s.name[0].upper() for i, s in enumerate(v.seats)]
        if len(set(first)) < len(first):
            return ["@" if i == v.automa else str(i + 1) for i in range(len(v.seats))]
        return first

    def _draw_wheel(self) -> None:
        v = self.view
        ini = self._initials()
        moves = [a.circle if a.kind == "move_die" else None for a in self.legal]

        def key(circle: str) -> str:
            """The decision-panel key of moving there (only while moving the die), else a bullet."""
            if circle in moves and moves.index(circle) < 9:
                return styled(str(moves.index(circle) + 1), "good")
            return styled("·", "muted")

        title = " (key = move die there)" if any(moves) else " (clockwise)"
        lines = [styled("Action wheel", "strong") + styled(title, "muted")]
        for pos, circle in enumerate(v.ring):
            a = v.arrows[pos]
            n = len(tile_fields(v, pos))
            if a < 0:
                under = "red box: " + describe_effect(arrow_bonus(v, pos))
            elif a >= n:
                under = "end"
            else:
                under = f"{a + 1}/{n} " + describe_effect(arrow_bonus(v, pos))
            dice = " ".join(styled(f"{ini[i]}{pl.die_face}", f"p{i % 4}") for i, pl in enumerate(v.players) if pl.die == circle)
            pearls = styled(f" ●{v.circle_pearls[pos]}", "warn") if v.circle_pearls[pos] else ""
            lines.append(f"{key(circle)} {SHORT[circle]:<10}▸{escape(under[:17]):<17}{pearls} {dice}")
        dice = " ".join(styled(f"{ini[i]}{pl.die_face}", f"p{i % 4}") for i, pl in enumerate(v.players) if pl.die == "centre")
        lines.append(f"{key('centre')} {'Centre':<10}▸{'1 wool on arrival':<17} {dice}")
        cols = []
        for r, col in enumerate(v.colours):
            cols.append(styled(f"▶{col}", COLOUR_TONE[col]) if r == v.round - 1 else styled(col, "muted"))
        lines.append("Colours: " + " ".join(cols))
        self.query_one("#aq-wheel", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_ency(self) -> None:
        v = self.view
        c = content()
        ini = self._initials()
        rows: dict[int, dict[int, str]] = {}
        for node in c.ency.nodes:
            if node.id in ("S", "E", "Q1", "Q2"):
                x = 10
            elif node.id == "U9":
                x = 3
            elif node.id == "V9":
                x = 17
            else:
                x = 7 * GRAPH_X[node.id[:-1]]
            if node.id in ("S", "E"):
                glyph, tone = node.id, "strong"
            elif c.big(node.id, v.side):
                tok = v.ency_tokens.get(node.id, "")
                glyph = ("◆" if node.border == "red" else "●") if tok else "○"
                tone = "bad" if node.border == "red" and tok else ("strong" if tok else "muted")
            else:
                glyph, tone = "·", "muted"
            here = "".join(styled(ini[i], f"p{i % 4}") for i, pl in enumerate(v.players) if pl.ency == node.id)
            rows.setdefault(node.row, {})[x] = styled(glyph, tone) + here
        lines = [styled("Encyclopedia", "strong") + styled("  ◆● token  ○ taken  · small", "muted")]
        for row in range(10, -1, -1):
            line, col = "", 0
            for x in sorted(rows.get(row, {})):
                line += " " * max(0, x - col) + rows[row][x]
                col = x + 3
            lines.append(f"{row:>2} " + line)
        if v.arrival:
            lines.append("Arrived: " + ", ".join(escape(v.seats[i].name) for i in v.arrival))
        me = v.players[self.shown]
        lines.append(f"{escape(v.seats[self.shown].name)} on {me.ency}: encyclopedia bonus "
                     + escape(describe_effect(c.nodes[me.ency].bonus)))
        toks = [f"{node} {describe_effect(c.tokens[tok].face)}" for node, tok in v.ency_tokens.items() if tok]
        if toks:
            lines.append(styled("Tokens: " + " · ".join(toks), "muted"))
        if v.prompt.kind == "encyclopedia" and self.legal:
            opts = []
            for a in self.legal:
                if a.kind == "ency_step":
                    tok = v.ency_tokens.get(a.node, "")
                    opts.append(a.node + (f" (token: {describe_effect(c.tokens[tok].face)})" if tok else ""))
            lines.append("Next: " + escape(" / ".join(opts)))
        self.query_one("#aq-ency", Static).update(Content.from_markup("\n".join(lines)))

    def _draw_seats(self) -> None:
        v = self.view
        ini = self._initials()
        lines = [styled("  Seat    VP OP Pr Fd Wl Pt Ency Hd", "muted")]
        for i in v.order or range(len(v.seats)):
            p = v.players[i]
            name = v.seats[i].name[:6]
            if i == v.automa:
                tile = f"tile {v.automa_tile}" if v.automa_tile else "no tile yet"
                lines.append(" " + styled(f"{ini[i]} {name:<6}", f"p{i % 4}") + f" {tile} · ency {p.ency}"
                             + f" · {len(v.solo_pile)} tiles left")
                continue
            turn = "▶" if i == v.actor else " "
            lines.append(turn + styled(f"{ini[i]} {name:<6}", f"p{i % 4}")
                         + f"{p.vp:>3}{p.oxygen:>3}{p.pearls:>3}{sum(p.food):>3}{p.wool:>3}{p.pet:>3}{p.ency:>5}{len(p.hand):>3}")
        self.query_one("#aq-seats", Static).update(Content.from_markup("\n".join(lines)))
        humans = [i for i in range(len(v.seats)) if i != v.automa]
        ox = self.query_one("#aq-oxygen", Track)
        ox.set_markers([Marker(ini[i], v.players[i].oxygen, f"p{i % 4}") for i in humans])
        ox.mark({0, 1, 2}, tone="bad")
        vps = content().board.oxygen.vp_by_level
        self.query_one("#aq-oxvp", Static).update(Content.from_markup(
            "".join(styled(f"{x:+d}".rjust(2) + " ", "bad" if x < 0 else "muted") for x in vps)
            + styled(" oxygen VP (filter & end)", "muted")))
        pet = self.query_one("#aq-pet", Track)
        pet.set_markers([Marker(ini[i], v.players[i].pet, f"p{i % 4}") for i in humans])

    def _draw_detail(self) -> None:
        v = self.view
        p = v.players[self.shown]
        text = ""
        if self.part == "hand":
            i = self.query_one("#aq-hand", CardGrid).cursor
            if i < len(p.hand) and p.hand[i] != HIDDEN:
                text = card_words(p.hand[i])
        elif self.part == "offer":
            i = self.query_one("#aq-offer", CardGrid).cursor
            if i < len(v.offer) and v.offer[i]:
                text = card_words(v.offer[i])
        else:
            cell = self._grid_cell()
            r, col = divmod(cell, 4)
            where = f"row {r + 1}, column {col + 1}"
            if self.picked and self._acting_here():
                cost = card_cost(p, self.picked, cell) if not p.grid[cell] else 0
                base = content().cards[self.picked].cost
                text = (f"Place {self.picked} at {where}: {cost} OP after discount (printed {base}; you have "
                        f"{p.oxygen}). Enter places it, h back to the hand.")
            elif p.grid[cell]:
                text = f"{where}: " + card_words(p.grid[cell])
            else:
                text = f"{where}: empty"
            kind = v.prompt.kind if self._acting_here() else ""
            hint = {"turn-dial": f"r turns dial R{r + 1}, c turns dial C{col + 1}. ",
                    "feeding": "Enter feeds the fish under the cursor. ",
                    "place-lionfish": "Enter places the ▶ lionfish (l: next one). "}.get(kind, "")
            text = hint + text
        self.query_one("#aq-detail", Static).update(Content.from_markup(escape(text)))

    # ------------------------------------------------------------ input

    @on(CardGrid.CursorMoved)
    def _moved(self, event: CardGrid.CursorMoved) -> None:
        event.stop()
        self.part = {"aq-grid": "aquarium", "aq-hand": "hand", "aq-offer": "offer"}.get(event.grid.id or "", "aquarium")
        if self.view is not None:
            if self.part == "aquarium" and (self.picked or self.view.prompt.kind == "place-lionfish"):
                self._draw_aquarium()
            self._draw_detail()

    @on(CardGrid.CardChosen)
    def _chosen(self, event: CardGrid.CardChosen) -> None:
        event.stop()
        v = self.view
        if v is None or not self.legal:
            return
        p = v.players[v.actor]
        i = event.index
        kind = v.prompt.kind
        if event.grid.id == "aq-hand":
            if kind == "place-card" and self.shown == v.actor and i < len(p.hand):
                self.picked = p.hand[i]
                self.part = "aquarium"
                self.action_focus_part("aquarium")
                self._draw_aquarium()
                self._draw_detail()
        elif event.grid.id == "aq-offer":
            if any(a.kind == "take_card" for a in self.legal):
                self.propose(A.TakeCard(slot=i))
            else:
                self.propose(A.FreeCard(slot=i))
        elif event.grid.id == "aq-grid" and self.shown == v.actor:
            if kind == "place-card" and self.picked:
                self.propose(A.PlaceCard(card=self.picked, cell=i))
            elif kind == "place-card":
                self.action_focus_part("hand")
            elif kind == "place-lionfish" and v.lion_offer:
                self.propose(A.PlaceLionfish(card=v.lion_offer[self.lion_pick], cell=i))
            elif kind == "feeding":
                self.propose(A.Feed(cell=i))

    def action_dial(self, which: str) -> None:
        v = self.view
        if v is None or not self.legal or v.prompt.kind != "turn-dial":
            return
        cell = self._grid_cell()
        dial = f"R{cell // 4 + 1}" if which == "R" else f"C{cell % 4 + 1}"
        self.propose(A.TurnDial(dial=dial))

    def action_deck(self) -> None:
        if any(a.kind == "take_card" and a.slot == -1 for a in self.legal):
            self.propose(A.TakeCard(slot=-1))

    def action_next_lionfish(self) -> None:
        if self.view is not None and self.view.lion_offer:
            self.lion_pick = (self.lion_pick + 1) % len(self.view.lion_offer)
            self._draw_offer()
            self._draw_aquarium()

    def showable_seats(self) -> list[int]:
        v = self.view
        return [i for i in range(len(v.seats)) if i != v.automa] or [0]

    def seat_switched(self) -> None:
        self.picked = ""
        self._draw_aquarium()
        self._draw_hand()
        self._draw_detail()

    def rejected(self, action: Action, reason: str) -> None:
        self.query_one("#aq-detail", Static).update(Content.from_markup(styled(f"✗ {reason}", "bad")))


BOARD = AquariaBoard
