"""New Frontiers' board area: the action tiles and who chose them, the priority track, the
supplies, one seat's empire (colonies with goods, developments, explored worlds) and, while
exploring, the display.

Direct play: the action tiles, the Explore display and the explored worlds of the seat at
the keyboard are card grids; Enter on a tile selects it, on a display world takes it, on an
explored world settles it (or discards it over the 8-world limit). Other seats' explored worlds
are drawn as backs. [ and ] show the other empires; v swaps the empire and the table in a
narrow terminal. Colours only through theme variables.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from ..text import escape  # names shown literally (ui/text.py), not textual.markup.escape
from textual.widget import Widget
from textual.widgets import Static

from ...engine.api import HIDDEN, Action, GameState, Inspection
from ...engine.new_frontiers import facts
from ...engine.new_frontiers import glossary as G
from ...engine.new_frontiers.actions import Choose, Develop, Discard, Pick, Settle
from ...engine.new_frontiers.content import goals, tile
from ...engine.new_frontiers.state import ROLE_NAMES
from ..widgets import CardGrid, Item, ItemBoard
from ..widgets.item_board import wrap_items
from ..widgets.card_grid import Card
from .base import GameBoard, NarrowLayout, SeatSwitching
from .board_keys import Enter
from ..widgets._cells import LEGAL_WORDS, saying_why
from ..widgets._redraw import show_content

SHORT = {
    "retreat": "Retreat",
    "galaxy_goals": "Goals",
    "develop": "Develop",
    "explore": "Explore",
    "settle": "Settle",
    "produce": "Produce",
    "trade_consume": "Trade",
    "envoys": "Envoys",
}
GOOD_TONE = {"novelty": "info", "rare": "warn", "genes": "good", "alien": "strong", None: "muted"}
GOOD_LETTER = {"novelty": "N", "rare": "R", "genes": "G", "alien": "A", None: "-"}


def _count(n: int, thing: str) -> str:
    """"1 world", "3 worlds"."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


WIDE_CARD = (18, 5)
"""A world card in words (`Rare production` / `cost $5 · 3 VP`) where two fit side by side."""
SHORT_CARD = (12, 4)
"""The 80x24 fallback (`R prod $5` / `2col 3VP`); the inspect pane has the words."""


def world_card(w: str, wide: bool = True) -> Card:
    if w == HIDDEN:
        return Card.back("world")
    t = tile(w)
    if wide:
        good = G.GOOD_NAMES[t.goods].split()[0] if t.goods else "no goods"
        kind = G.KIND_NAMES.get(t.kind or "none", "")
        what = f"{good} {kind}".strip()
        if len(what) > WIDE_CARD[0] - 2:  # "Novelty production": the one that does not fit
            what = f"{good} {kind[:4]}."
        how = "home" if t.cost is None and t.defense is None else (f"defense {t.defense}" if t.military else f"cost ${t.cost}")
        return Card(title=t.name, lines=[what, f"{how} · {t.vp} VP"], tone=GOOD_TONE[t.goods])
    kind = {"production": "prod", "windfall": "wind"}.get(t.kind, "")
    how = f"def {t.defense}" if t.military else f"${t.cost}"
    return Card(
        title=t.name,
        lines=[f"{GOOD_LETTER[t.goods]} {kind} {how}".strip(), f"{t.colonists}col {t.vp}VP"],
        tone=GOOD_TONE[t.goods],
    )


def _wrapped(text: str, width: int, indent: str = "      ") -> list[list[Item]]:
    """A component's powers under its line, dimmed and wrapped to the pane."""
    return [[Item(line, tone="muted")] for line in textwrap.wrap(text, max(12, width), initial_indent=indent, subsequent_indent=indent)]


def world_lines(w: str, good: bool, width: int) -> list[list[Item]]:
    """A colony: `[G] Ancient Race · Genes windfall · 1 VP`, its powers wrapped below."""
    t = tile(w)
    g = f"[{GOOD_LETTER[t.goods]}]" if good else ("[ ]" if t.goods else "   ")
    kind = {"production": "production", "windfall": "windfall"}.get(t.kind, "")
    what = f"{G.GOOD_NAMES[t.goods].split()[0]} {kind}" if t.goods else "no goods"
    if t.military:
        what += ", military"
    lines = wrap_items([Item(f"{g} "), Item(t.name, key=f"world:{w}", tone=GOOD_TONE[t.goods]), Item(f" · {what} · {t.vp} VP")], width, "    ")
    powers = "; ".join(G.power_words(p) for p in t.powers if p.get("text"))
    return lines + (_wrapped(powers, width) if powers else [])


def dev_lines(d: str, width: int) -> list[list[Item]]:
    t = tile(d)
    size = "Large" if t.size == "large" else "Small"
    lines = wrap_items([Item(t.name, key=f"dev:{d}"), Item(f" · {size} · {t.vp} VP")], width, "    ")
    powers = "; ".join(G.power_words(p) for p in t.powers if p.get("text"))
    return lines + (_wrapped(powers, width) if powers else [])


class NewFrontiersBoard(SeatSwitching, NarrowLayout, GameBoard):
    """The table and one empire at a time (see module docstring)."""

    game_id = "new-frontiers"

    BINDINGS = [
        *saying_why(Binding("v", "toggle_info", "Empire/Table")),
        *SeatSwitching.seat_bindings("empire"),
    ]

    DEFAULT_CSS = """
    NewFrontiersBoard #nf-main { layout: horizontal; height: auto; width: 100%; }
    NewFrontiersBoard #nf-empire { width: 1fr; height: auto; padding-right: 1; }
    NewFrontiersBoard #nf-table { width: 1fr; height: auto; }
    NewFrontiersBoard #nf-hint { color: $text-muted; }
    NewFrontiersBoard .nf-box { border-top: solid $primary 40%; height: auto; width: 100%; }
    NewFrontiersBoard CardGrid { height: auto; }
    NewFrontiersBoard #nf-hand, NewFrontiersBoard #nf-display { padding: 0; }  /* two cards in words fit a half */
    NewFrontiersBoard.-narrow #nf-main { layout: vertical; }
    NewFrontiersBoard.-narrow #nf-table { display: none; }
    NewFrontiersBoard.-narrow.-info #nf-table { display: block; }
    NewFrontiersBoard.-narrow.-info #nf-empire { display: none; }
    """

    NARROW = 76
    PANE_NAMES = {"nf-roles": "action tiles", "nf-display": "explore display", "nf-hand": "explored worlds",
                  "nf-colonies": "colonies", "nf-devs": "developments", "nf-players": "players", "nf-supply": "supply"}

    def compose(self) -> ComposeResult:
        with Vertical(id="nf-main"):
            with Vertical(id="nf-empire"):
                yield Static(id="nf-title")
                yield Static(id="nf-hint")
                yield ItemBoard(id="nf-colonies", classes="nf-box")
                yield Static(id="nf-hand-title")
                yield CardGrid(id="nf-hand", columns=2, card_width=WIDE_CARD[0], card_height=WIDE_CARD[1])
                yield ItemBoard(id="nf-devs", classes="nf-box")
            with Vertical(id="nf-table"):
                yield Static(id="nf-roles-title")
                yield CardGrid(id="nf-roles", columns=4, card_width=9, card_height=4)
                yield Static(id="nf-track", classes="nf-box")
                yield Static(id="nf-display-title")
                yield CardGrid(id="nf-display", columns=2, card_width=WIDE_CARD[0], card_height=WIDE_CARD[1])
                yield ItemBoard(id="nf-players", classes="nf-box")
                yield ItemBoard(id="nf-supply", classes="nf-box")

    # ------------------------------------------------------------ focus

    wide_cards = True
    """World cards in words (wide terminal) or the short 80x24 form."""
    pane_width = 37
    """Columns of the table pane, where its lines wrap (the empire pane's are one fewer: its right padding)."""

    def narrow_changed(self, narrow: bool) -> None:
        """Fit the card grids to the width: world cards in words where two fit, as many columns as whole cards fit."""
        width = self.size.width if narrow else max(20, self.size.width // 2)
        wide = not narrow and width - 1 >= 2 * (WIDE_CARD[0] + 1)
        pane_width = self.size.width - 2 if narrow else (self.size.width - 2) // 2  # less the scrollbar
        if wide != self.wide_cards or pane_width != self.pane_width:
            self.wide_cards, self.pane_width = wide, pane_width
            for gid in ("#nf-hand", "#nf-display"):
                grid = self.query_one(gid, CardGrid)
                grid.card_width, grid.card_height = WIDE_CARD if wide else SHORT_CARD
            if self.view is not None:
                self._draw_empire()
                self._draw_table()
        for gid in ("#nf-hand", "#nf-display", "#nf-roles"):
            grid = self.query_one(gid, CardGrid)
            grid.columns = max(1, min(4 if gid == "#nf-roles" else 3, (width - 1) // (grid.card_width + 1)))
            grid.refresh(layout=True)

    def action_toggle_info(self) -> None:
        """v: in a narrow terminal show the table instead of the empire, or back."""
        self.toggle_class("-info")
        target = "#nf-roles" if self.has_class("-info") else "#nf-hand"
        if self.view is not None and self.has_class("-info") and self.view.display:
            target = "#nf-display"
        self.query_one(target, CardGrid).focus()

    @on(events.DescendantFocus)
    def _page_follows_keyboard(self, event: events.DescendantFocus) -> None:
        """The narrow layout shows the page that holds the keyboard, however the keyboard got
        there: the board may take it before its first resize makes it narrow (focus_target
        then saw no -narrow), or the terminal narrows while the action tiles have it."""
        chain = event.widget.ancestors_with_self
        if self.query_one("#nf-table") in chain:
            self.add_class("-info")
        elif self.query_one("#nf-empire") in chain:
            self.remove_class("-info")

    def wants_focus(self, view: GameState, legal: Sequence[Action]) -> bool:
        if view.prompt.kind in ("settle", "discard") and not self.query_one("#nf-hand", CardGrid).cards:
            return False  # no explored world to point at: the moves list keeps the keyboard
        return bool(legal) and view.prompt.kind in ("choose-role", "explore", "settle", "discard")

    def focus_target(self) -> Widget | None:
        kind = self.view.prompt.kind if self.view is not None else ""
        target = {"choose-role": "#nf-roles", "explore": "#nf-display"}.get(kind, "#nf-hand")
        if target != "#nf-hand" and self.has_class("-narrow") and not self.has_class("-info"):
            self.add_class("-info")
        if target == "#nf-hand" and self.has_class("-info"):
            self.remove_class("-info")
        return self.query_one(target, CardGrid)

    # ------------------------------------------------------------ drawing

    def show(self, view: GameState, legal: Sequence[Action]) -> None:
        super().show(view, legal)
        self.follow_actor(view)
        self._draw_empire()
        self._draw_table()

    def seat_switched(self) -> None:
        self._draw_empire()

    def _draw_empire(self) -> None:
        v = self.view
        s = self.shown
        name = v.seats[s].name
        mil = facts.permanent_military(v, s)
        title = (
            f"[bold]{escape(self.whose())} empire[/]{self.seat_count_words('empire')}\n"
            f"${v.credits[s]} · colonists {v.colonists[s]} · VP chips {v.vp[s]} · Military {mil:+d}"
            f" · dev units {facts.dev_units(v, s)} · worlds {facts.mat_worlds(v, s)}/8"
        )
        if v.goals_down and s < len(v.goals_down) and v.goals_down[s]:
            g = v.goals_down[s]
            title += "\nGoal face down: " + ("(hidden)" if g == HIDDEN else escape(goals()[g].name))
        if v.stock_colonists:
            title += (
                f"\nStockpile mat: {v.stock_colonists[s]} colonists · ${v.stock_credits[s]}"
                f" · {len(v.stock_worlds[s])} worlds"
            )
        show_content(self.query_one("#nf-title", Static), Content.from_markup(title))
        hint = escape(v.prompt.text) if self._acting_here() else self.seat_hint("empire")
        if self._acting_here() and v.prompt.kind in ("settle", "discard"):
            hint += " · Enter on an explored world"
        if self._acting_here() and v.prompt.kind in ("settle", "discard"):
            hint += f" · {LEGAL_WORDS}"  # the mark in the top border of the explored worlds below
        show_content(self.query_one("#nf-hint", Static), Content.from_markup(hint))
        width = self.pane_width - 1
        lines = wrap_items([Item(f"Colonies ({len(v.colonies[s])})", bold=True), Item(" [N] good, [ ] none yet", tone="muted")], width)
        for w in v.colonies[s]:
            lines += world_lines(w, w in v.goods[s], width)
        self.query_one("#nf-colonies", ItemBoard).set_lines(lines)
        hand = v.unsettled[s]
        show_content(self.query_one("#nf-hand-title", Static),
            Content.from_markup(f"[bold]Explored, unsettled[/] ({len(hand)})" + ("" if hand else ": none"))
        )
        grid = self.query_one("#nf-hand", CardGrid)
        grid.set_cards([world_card(w, self.wide_cards) for w in hand])
        ok = set()
        if self._acting_here():
            settle = {a.world for a in self.legal if isinstance(a, Settle)}
            discard = {a.world for a in self.legal if isinstance(a, Discard)}
            ok = {i for i, w in enumerate(hand) if w in settle or w in discard}
        grid.highlight(ok)
        devs = [[Item(f"Developments ({len(v.devs[s])})", bold=True)]]
        for d in v.devs[s]:
            devs += dev_lines(d, width)
        self.query_one("#nf-devs", ItemBoard).set_lines(devs)

    def _draw_table(self) -> None:
        v = self.view
        last = " · [bold]last round[/]" if v.final_round else ""
        marks = f" · {LEGAL_WORDS}" if any(isinstance(a, (Choose, Pick)) for a in self.legal) else ""  # the table's own words for the mark
        round_words = "" if marks and self.has_class("-narrow") else f" · round {v.round}"  # one line (the status line says the round)
        show_content(self.query_one("#nf-roles-title", Static), Content.from_markup(f"[bold]Action tiles[/]{round_words}{last}{marks}"))
        cards = []
        for r in v.roles:
            who = v.chosen.get(r)
            if who is None:
                cards.append(Card(title=SHORT[r], lines=["free"], tone="good"))
            else:
                now = "▶" if r == v.role else ""
                cards.append(Card(title=SHORT[r], lines=[now + v.seats[who].name], tone=f"p{who}"))
        roles = self.query_one("#nf-roles", CardGrid)
        roles.set_cards(cards)
        chosen_ok = {a.role for a in self.legal if isinstance(a, Choose)}
        roles.highlight({i for i, r in enumerate(v.roles) if r in chosen_ok})
        track = "Priority: " + "  ".join(
            f"{i + 1}.{'▶' if s == v.actor else ''}{escape(v.seats[s].name)}" for i, s in enumerate(v.priority)
        )
        if v.role:
            track += f"\nNow: {escape(ROLE_NAMES[v.role])} chosen by {escape(v.seats[v.chooser].name)}"
        show_content(self.query_one("#nf-track", Static), Content.from_markup(track))
        disp = self.query_one("#nf-display", CardGrid)
        show_content(self.query_one("#nf-display-title", Static),
            Content.from_markup(f"[bold]Explore display[/] ({len(v.display)})" if v.display else "")
        )
        disp.display = bool(v.display)
        disp.set_cards([world_card(w, self.wide_cards) for w in v.display])
        picks = {a.world for a in self.legal if isinstance(a, Pick)}
        disp.highlight({i for i, w in enumerate(v.display) if w in picks})
        supply = wrap_items([Item("Supply", key="supply", bold=True),
                             Item(f" VP chips {v.vp_supply} · colonists {v.colonist_supply} · Produce tile ${v.produce_credits} · bag {len(v.bag)}")],
                            self.pane_width)
        if v.galaxy_goals:
            goal_line = [Item("Goals face up: ")]
            for i, g in enumerate(v.goals_up):
                goal_line += [Item(", ")] if i else []
                goal_line.append(Item(goals()[g].name, key=f"goal:{g}"))
            supply += wrap_items(goal_line + [Item(f"{'none' if not v.goals_up else ''} · stack {len(v.goal_stack)}")], self.pane_width)
        supply.append([Item("Developments", bold=True), Item(" cost · VP · copies left", tone="muted")])
        for d, n in v.supply.items():
            t = tile(d)
            if n > 0:
                supply += wrap_items([Item(" "), Item(t.name, key=f"dev:{d}"), Item(f" ${t.cost} · {t.vp} VP · {n} left")], self.pane_width, "    ")
        self.query_one("#nf-supply", ItemBoard).set_lines(supply)
        sheet = self.engine.scores(v) if self.engine is not None else None
        players = [[Item("Players", bold=True)]]
        for s, seat in enumerate(v.seats):
            mark = "▶" if s == v.actor else " "
            score = sheet.total(s) if sheet else 0
            worlds, explored = len(v.colonies[s]), len(v.unsettled[s])
            shown = s == self.shown and len(v.seats) > 1  # the empire on the left: marked as the players list does
            players.append([Item(mark), Item(seat.name[:12].ljust(12), key=f"seat:{s}", tone=f"p{s}", bold=shown),
                            Item(f" {score:>3} VP · ${v.credits[s]}" + ("  ◀ shown" if shown else ""))])
            players.append([Item(f"  {_count(v.colonists[s], 'colonist')} · {_count(len(v.goods[s]), 'good')}")])
            players.append([Item(f"  {_count(worlds, 'world')} +{explored} explored · {_count(facts.dev_units(v, s), 'dev')}")])
        self.query_one("#nf-players", ItemBoard).set_lines(players)

    # ------------------------------------------------------------ inspecting

    def describe_part(self, gid: str, i: int) -> Inspection | None:
        v = self.view
        if v is None:
            return None
        if gid == "nf-hand":
            hand = v.unsettled[self.shown]
            return G.describe_world(v, hand[i]) if 0 <= i < len(hand) else None
        if gid == "nf-display":
            return G.describe_world(v, v.display[i]) if 0 <= i < len(v.display) else None
        if gid == "nf-roles":
            return G.describe_role(v, v.roles[i]) if 0 <= i < len(v.roles) else None
        return None

    def describe_key(self, key: str) -> Inspection | None:
        """The words of a component on the text panes (ItemBoard keys: world:W03, dev:..., seat:1, goal:..., supply)."""
        v = self.view
        if v is None or not key:
            return None
        kind, _, what = key.partition(":")
        if kind == "world":
            return G.describe_world(v, what)
        if kind == "dev":
            owner = next((s for s, devs in enumerate(v.devs) if what in devs), None)
            return G.describe_development(v, what, owner)
        if kind == "seat":
            s = int(what)
            sheet = self.engine.scores(v) if self.engine is not None else None
            row = next((r for r in sheet.seats if r.seat == s), None) if sheet else None
            return G.describe_player(v, s, row.total if row else None, row.breakdown if row else None)
        if kind == "goal":
            return G.describe_goal(v, what)
        if kind == "supply":
            return G.describe_supply(v)
        return None

    def inspect_cursor(self) -> Inspection | None:
        focused = self.screen.focused if self.is_mounted else None
        if isinstance(focused, ItemBoard) and focused.cursor is not None:
            return self.describe_key(focused.cursor)
        grid = focused if isinstance(focused, CardGrid) and focused.id in ("nf-hand", "nf-display", "nf-roles") else None
        if grid is None:
            kind = self.view.prompt.kind if self.view is not None else ""
            grid = self.query_one({"choose-role": "#nf-roles", "explore": "#nf-display"}.get(kind, "#nf-hand"), CardGrid)
        return self.describe_part(grid.id or "", grid.cursor) if grid is not None else None

    def inspect_action(self, action: Action) -> Inspection | None:
        return G.describe_action(self.view, action) if self.view is not None else None

    @on(CardGrid.Hovered)
    def _hovered(self, event: CardGrid.Hovered) -> None:
        event.stop()
        self.inspect(self.describe_part(event.control.id or "", event.index), cursor=False)

    @on(CardGrid.CursorMoved)
    def _moved(self, event: CardGrid.CursorMoved) -> None:
        event.stop()
        self.inspect(self.describe_part(event.control.id or "", event.index))

    @on(ItemBoard.CursorMoved)
    def _item_moved(self, event: ItemBoard.CursorMoved) -> None:
        event.stop()
        self.inspect(self.describe_key(event.key))

    @on(ItemBoard.Hovered)
    def _item_hovered(self, event: ItemBoard.Hovered) -> None:
        event.stop()
        self.inspect(self.describe_key(event.key), cursor=False)

    # ------------------------------------------------------------ moves

    @on(ItemBoard.Chosen)
    def _item_chosen(self, event: ItemBoard.Chosen) -> None:
        event.stop()
        self.enter()

    @on(CardGrid.CardChosen)
    def _card_chosen(self, event: CardGrid.CardChosen) -> None:
        event.stop()
        self.enter()

    def enter_here(self) -> Enter | None:
        """Enter on a tile, a world or a development: the legal moves that name it (board_keys.py).

        Nothing is made by surprise: a world of the empire settles only when the one move
        about it is Settle and the inspect pane said so; several moves about it are a choice."""
        v = self.view
        focused = self.screen.focused if self.is_mounted else None
        if v is None or not isinstance(focused, (CardGrid, ItemBoard)):
            return None
        if isinstance(focused, ItemBoard):
            kind, _, what = (focused.cursor or "").partition(":")
            field = {"dev": "dev", "world": "world", "goal": "goal"}.get(kind)
            if field is None:
                return Enter(reason=self.no_move("this is read in the inspect pane, Enter makes no move here"))
            moves = [a for a in self.legal if getattr(a, field, None) == what]
            return Enter.of(moves, self.no_move(f"this {'development' if kind == 'dev' else kind} offers no move now"))
        i = focused.cursor
        if focused.id == "nf-roles":
            role = v.roles[i] if i < len(v.roles) else None
            moves = [a for a in self.legal if isinstance(a, Choose) and a.role == role]
            taken = role in v.chosen
            return Enter.of(moves, self.no_move("this action tile is taken this round" if taken
                                                  else "action tiles are chosen at the start of a round"))
        if focused.id == "nf-display":
            world = v.display[i] if i < len(v.display) else None
            return Enter.of([a for a in self.legal if isinstance(a, Pick) and a.world == world],
                            self.no_move("no world of the display can be taken now"))
        hand = v.unsettled[self.shown]
        if (theirs := self.not_yours()) is not None:
            return theirs
        world = hand[i] if i < len(hand) else None
        if world is None or world == HIDDEN:
            return Enter(reason=self.no_move("no explored world here"))
        return Enter.of([a for a in self.legal if getattr(a, "world", None) == world],
                        self.no_move("this world offers no move now"))


BOARD = NewFrontiersBoard
