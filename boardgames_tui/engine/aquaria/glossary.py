"""Aquaria in words: the full text of every component, for the inspect pane (pure, no UI).

Every function returns an `Inspection` (engine/api.py) built from the content data
(rules/aquaria/*.json) and, where it matters, the view: the card itself, what it costs, what
its bonus row gives, how it scores and who owns it. Component-only texts are cached by id;
the parts that depend on the position (owner, cost at a cell, arrow, tokens) are cheap.

    describe_card("Y05")                      # any aquarium card or lionfish (by id)
    describe_cell(view, seat, cell)           # an aquarium cell: its card or what may go there
    describe_circle(view, "place_cards")      # a space of the action wheel (or "centre")
    describe_node(view, "P2")                 # an encyclopedia space; describe_token("ER1")
    describe_action(view, action)             # the component a decision-panel move is about
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ..api import HIDDEN, Inspection
from ..content import edition_note
from ..text import plural as _n
from ..text import possessive
from .content import content
from .effects import NEIGHBOURS
from .state import CENTRE, GRID

SPECIES = {"clownfish": "Clownfish", "school": "Schooling fish", "plant": "Plant", "anemone": "Anemone"}
"""Full species names (the engine's type ids → the names on the board)."""
SPECIES_PLURAL = {"clownfish": "clownfish", "school": "schooling fish", "plant": "plants", "anemone": "anemones"}
FOODS = ("red", "green", "blue")

ACTIONS = {
    "place_cards": ("Place cards", "Place 1 card from your hand into an empty cell of your aquarium, paying its OP.",
                    ("1 pearl: up to 2 cards", "4 pearls: up to 3 cards + 3 VP")),
    "encyclopedia": ("Encyclopedia research", "Move your marker 1 step along the encyclopedia.",
                     ("1 pearl: 2 steps", "2 pearls: 3 steps")),
    "oxygen": ("Improve oxygen", "Gain 2 OP (oxygen, at most 11).",
               ("1 pearl: +4 OP", "3 pearls: +7 OP + 1 VP")),
    "cards_food": ("Take cards & food", "Take 2 cards (offer or deck top) and 1 food can.",
                   ("1 pearl: 3 cards + 2 food", "2 pearls: 3 cards + 3 food + 2 VP")),
    "pet_shop": ("Pet shop", "Discard 2 cards of one colour: go up a pet-shop level and take its upper bonus; "
                 "a third card of that colour also buys one of the two lower bonuses.",
                 ("1 pearl: one card of the set may be any colour",
                  "3 pearls: also the lower bonus without the third card")),
    CENTRE: ("Centre", "One base action of any outer circle, or 1 food + 1 pearl, or 1 wool + 1 pearl "
             "(no pearl boosts).", ()),
}
"""The action wheel's spaces: name, base action, pearl boosts (rules.md, "A turn")."""


def effect_words(effect: Sequence[Sequence[Any]]) -> str:
    """An effect (list of atoms, content.py) in words, e.g. "2 dial turns (this card's row or column), 1 card"."""
    parts = []
    for atom in effect:
        verb, *args = atom
        n = args[0] if args and isinstance(args[0], int) else 1
        if verb == "choose":
            parts.append("either " + " or ".join(f"({effect_words(alt)})" for alt in args[0]))
        elif verb == "food":
            colour, k = args
            parts.append(_n(k, "food can of any colour", "food cans of any colour") if colour == "any"
                         else _n(k, f"{colour} food can"))
        elif verb == "filter_token":
            parts.append("a filter token of any colour" if args[0] == "any" else f"a {args[0]} filter token")
        elif verb == "refresh_offer":
            parts.append("a new card offer")
        elif verb == "vp":
            parts.append(f"{n} VP")
        elif verb == "vp_loss":
            parts.append(f"lose {n} VP")
        elif verb == "oxygen":
            parts.append(f"{n} OP")
        elif verb == "pearl":
            parts.append(_n(n, "pearl"))
        elif verb == "wool":
            parts.append(f"{n} wool")
        elif verb == "card":
            parts.append(_n(n, "card"))
        elif verb == "md_line":
            parts.append(_n(n, "dial turn") + " (its row or column)")
        elif verb == "md_any":
            parts.append(_n(n, "dial turn") + " (any dial)")
        elif verb == "ency_step":
            parts.append(_n(n, "encyclopedia step"))
        elif verb == "ency_bonus":
            parts.append("the bonus of your encyclopedia space" + (f" ×{n}" if n > 1 else ""))
        elif verb == "pet_shop":
            parts.append(_n(n, "pet-shop level"))
        elif verb == "place_card_free":
            parts.append(_n(n, "card") + " placed for free")
        elif verb == "lionfish":
            parts.append(f"{n} lionfish")
        else:
            parts.append(" ".join(str(a) for a in (verb, *args)))
    return ", ".join(parts) if parts else "nothing"


def cell_words(cell: int) -> str:
    return f"row {cell // GRID + 1}, column {cell % GRID + 1}"


def _seat_name(view: Any, seat: int) -> str:
    if view is None or not (0 <= seat < len(view.seats)):
        return ""
    return "the automa" if seat == getattr(view, "automa", -1) else view.seats[seat].name


# ---------------------------------------------------------------- cards


def card_name(cid: str) -> str:
    """"Yellow clownfish", "Lionfish (blue cards)"."""
    c = content()
    if cid.startswith("L"):
        return f"Lionfish ({lion_target(cid)})"
    card = c.cards[cid]
    return f"{card.color.capitalize()} {SPECIES[card.type].lower()}"


def lion_target(lid: str) -> str:
    """What a lionfish counts at the end: "blue cards", "clownfish", "pet-shop levels", "filter tokens"."""
    sc = content().lionfish[lid].scoring
    if sc.per == "type":
        return SPECIES_PLURAL[sc.value]
    if sc.per == "color":
        return f"{sc.value} cards"
    return {"pet_shop_level": "pet-shop levels", "filter_token": "filter tokens"}[sc.per]


def food_words(food: Sequence[str]) -> str:
    return " + ".join(f"1 {f}" for f in food)


def scores_words(cid: str, scoring: str = "basic") -> str:
    """How a card scores (its feeding VP and the end scoring of its species)."""
    c = content()
    card = c.cards[cid]
    sc = c.scoring
    if card.type == "clownfish":
        vp = (sc.anemone_basic if scoring == "basic" else sc.anemone_advanced)[0]
        return f"at the end each anemone next to it +{vp} VP"
    if card.type == "school":
        sizes = sc.school_basic if scoring == "basic" else sc.school_advanced
        table = "/".join(str(v) for v in sizes[1:])
        return f"at the end each group of touching schooling fish, by size 1…7+: {table} VP"
    if card.type == "anemone":
        vp, cap = sc.anemone_basic if scoring == "basic" else sc.anemone_advanced
        return f"at the end {vp} VP per clownfish next to it (max {cap})"
    if scoring == "advanced":
        table = "/".join(str(v) for v in sc.plant_advanced.values())
        return f"at the end {'/'.join(sc.plant_advanced)} colours among its neighbours = {table} VP (lionfish: any colour)"
    return "no VP of its own (basic scoring); fills rows and columns"


@cache
def _card_lines(cid: str, scoring: str) -> tuple[str, ...]:
    c = content()
    if cid.startswith("L"):
        lf = c.lionfish[cid]
        sc = lf.scoring
        return (
            "Cost: free (no OP), when a bonus gives a lionfish",
            f"Placed: {effect_words(lf.placement)} at once, any empty cell",
            f"Scores: {sc.vp_each} VP per {lion_target(cid)[:-1] if lion_target(cid).endswith('s') else lion_target(cid)}"
            f" at the end (max {sc.max})",
            "Limit: 2 per aquarium",
        )
    card = c.cards[cid]
    cost = f"Cost: {card.cost} OP"
    if card.anemone_discount:
        cost += ", −1 per anemone next to it"
    lines = [cost, f"Bonus row: {effect_words(card.bonus)}, when placed"]
    if card.income:
        lines.append(f"Income: {effect_words(card.income)} every round")
    if card.food:
        lines.append(f"Eats: {food_words(card.food)} food → {card.feed_vp} VP when fed (hungry: −4 VP)")
    else:
        lines.append("Eats: nothing")
    lines.append(f"Scores: {scores_words(cid, scoring)}")
    return tuple(lines)


def describe_card(cid: str, view: Any = None, *, owner: int = -1, where: str = "") -> Inspection:
    """An aquarium card or a lionfish by id; `owner` (seat) and `where` ("hand", "offer slot 2"...) if known."""
    if not cid or cid == HIDDEN:
        return Inspection("Face-down card", (f"Where: {where}" if where else "Hidden from you",), kind="card")
    scoring = getattr(view, "scoring", "basic") or "basic"
    lines = list(_card_lines(cid, scoring))
    if owner >= 0 and view is not None:
        lines.append(f"Owner: {_seat_name(view, owner)}" + (f" ({where})" if where else ""))
    elif where:
        lines.append(f"Where: {where}")
    lines += edition_note(content().cards.get(cid) or content().lionfish.get(cid))
    title = card_name(cid) + f" · {cid}"
    return Inspection(title, tuple(lines), kind="lionfish" if cid.startswith("L") else "card")


def card_cost_at(grid: Sequence[str], cid: str, cell: int) -> int:
    """The OP a card costs in `cell` of an aquarium (printed cost − 1 per adjacent anemone if it has the icon)."""
    c = content()
    card = c.cards[cid]
    cost = card.cost
    if card.anemone_discount:
        for n in NEIGHBOURS[cell]:
            other = grid[n]
            if other and not other.startswith("L") and c.cards[other].type == "anemone":
                cost -= 1
    return max(0, cost)


# ---------------------------------------------------------------- the aquarium


def _dial_colour(p: Any, index: int) -> str:
    return content().colours[p.dials[index]]


def dial_words(view: Any, seat: int, dial: str) -> str:
    c = content()
    p = view.players[seat]
    i = c.dial_ids.index(dial)
    active = view.colours[view.round - 1] if view.colours else ""
    col = _dial_colour(p, i)
    match = " (matches this round's colour)" if col == active else ""
    return f"{dial} points at {col}{match}; bonus {effect_words(c.dial_bonus[dial])}"


def describe_dial(view: Any, seat: int, dial: str) -> Inspection:
    c = content()
    active = view.colours[view.round - 1] if view.colours else "?"
    where = f"column {dial[1]}" if dial[0] == "C" else f"row {dial[1]}"
    order = " → ".join(c.colours)
    return Inspection(f"Microflora dial {dial} ({where})", (
        f"Now: {dial_words(view, seat, dial)}",
        f"Active colour this round: {active}",
        "Microflora: after the actions, a dial on the active colour gives its bonus (round 4: the bonus or 2 VP)",
        f"Turning: one step along {order} (and round again)",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="dial")


def describe_cell(view: Any, seat: int, cell: int, picked: str = "") -> Inspection:
    """A cell of `seat`'s aquarium: its card (owner, dials) or, empty, what may go there and its cost."""
    p = view.players[seat]
    c = content()
    cid = p.grid[cell]
    where = f"aquarium {cell_words(cell)}"
    dials = (f"Dials: {dial_words(view, seat, f'R{cell // GRID + 1}')}; "
             f"{dial_words(view, seat, f'C{cell % GRID + 1}')}")
    if cid:
        ins = describe_card(cid, view, owner=seat, where=where)
        return Inspection(ins.title, (*ins.lines, dials), kind=ins.kind)
    anem = sum(1 for n in NEIGHBOURS[cell] if p.grid[n] and not p.grid[n].startswith("L")
               and c.cards[p.grid[n]].type == "anemone")
    lines = []
    if picked and picked in c.cards:
        cost = card_cost_at(p.grid, picked, cell)
        lines.append(f"Placing {card_name(picked).lower()} {picked} here: {cost} OP (printed "
                     f"{c.cards[picked].cost}; you have {p.oxygen} OP)")
    lines += [
        "May hold: one aquarium card from the hand (pay its OP) or a lionfish (free)",
        f"Anemones next to it: {anem}" + (" (cards with the anemone icon cost that much less)" if anem else ""),
        dials,
        f"Owner: {_seat_name(view, seat)}",
    ]
    return Inspection(f"Empty aquarium cell ({cell_words(cell)})", tuple(lines), kind="aquarium cell")


def describe_filter(view: Any, seat: int) -> Inspection:
    c = content()
    p = view.players[seat]
    lines = [f"Start bonus: {effect_words(c.board.filter_start_bonus)} each time the filter triggers"]
    for k in range(4):
        if k < len(p.ftokens):
            kind = c.fkinds[p.ftokens[k]]
            lines.append(f"Slot {k + 1}: {kind.color} token, {effect_words(kind.bonus)}")
        else:
            lines.append(f"Slot {k + 1}: empty" + (" (covering it gives a lionfish)" if k == 3 else ""))
    lines.append(f"Wool: {p.wool} of 5" + (f", {p.wool_deferred} more waiting" if p.wool_deferred else ""))
    lines.append("Triggers: when all 5 wool slots are full at the end of your turn: start bonus, each token "
                 "bottom to top, the wool is removed, then your oxygen level scores its VP")
    lines.append(f"Owner: {_seat_name(view, seat)}")
    return Inspection(f"{possessive(_seat_name(view, seat))} filter", tuple(lines), kind="filter")


def describe_filter_token(kind_id: str) -> Inspection:
    k = content().fkinds[kind_id]
    return Inspection(f"{k.color.capitalize()} filter token · {kind_id}", (
        f"Gives: {effect_words(k.bonus)} each time the filter triggers",
        f"Copies: {k.copies} in the supply",
        "Rule: a filter never holds two tokens with the same bonus; the 4th slot gives a lionfish",
        *edition_note(k),
    ), kind="filter token")


def oxygen_table() -> str:
    vps = content().board.oxygen.vp_by_level
    return " ".join(f"{lvl}:{vp:+d}" for lvl, vp in enumerate(vps))


def describe_oxygen(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    ox = content().board.oxygen
    return Inspection(f"Oxygen: {p.oxygen} OP", (
        "Use: pays for the cards you place (their printed cost, less anemone discounts)",
        f"Range: 0 to {ox.max}; the level scores VP when the filter triggers and at the end",
        f"VP by level: {oxygen_table()}",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="track")


def describe_food(view: Any, seat: int) -> Inspection:
    c = content()
    p = view.players[seat]
    eat = [0, 0, 0]
    for cid in p.grid:
        if cid and not cid.startswith("L"):
            for f in c.cards[cid].food:
                eat[FOODS.index(f)] += 1
    have = ", ".join(f"{n} {f}" for f, n in zip(FOODS, p.food))
    need = ", ".join(f"{n} {f}" for f, n in zip(FOODS, eat))
    return Inspection(f"Food cans: {sum(p.food)}", (
        f"Have: {have}",
        f"Your fish eat per feeding: {need}",
        "Free actions: 1 pearl → 1 food can; 2 cans → 1 can of any colour",
        "End: 1 VP per 3 cans left",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="supply")


def describe_pearls(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    return Inspection(f"Pearls: {p.pearls}", (
        "Use: boost an action; free actions: 1 pearl → an offer card or 1 food can",
        "Found: on circles whose arrow stayed on the red box, from bonuses",
        "End: 1 VP per pearl",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="supply")


def describe_wool(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    return Inspection(f"Wool: {p.wool} of 5", (
        "Fills the 5 lower slots of the filter; when they are all full at the end of your turn the filter triggers",
        f"Waiting: {p.wool_deferred} (wool gained while the slots are full comes back after the trigger)",
        "End: 1 VP per wool in the filter",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="supply")


@cache
def _pet_level_words(level: int) -> tuple[str, ...]:
    lvl = content().pet_levels[level]
    a, b = lvl.lower
    return (f"Level {level} upper bonus: {effect_words(lvl.upper)}",
            f"Level {level} lower bonus (a third card): {effect_words(a)}, or {effect_words(b)}")


def describe_pet(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    lines = [f"Level: {p.pet} of 4 (the Pet shop action: discard 2 cards of one colour to go up)"]
    for level in range(1, 5):
        if level > p.pet:
            lines += _pet_level_words(level)
            break
    else:
        lines.append("At level 4 the action does nothing more")
    lines.append(f"Owner: {_seat_name(view, seat)}")
    return Inspection("Pet shop", tuple(lines), kind="track")


def describe_pet_level(level: int) -> Inspection:
    return Inspection(f"Pet shop level {level}", _pet_level_words(level), kind="pet shop")


def describe_lionfish_count(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    offer = ", ".join(f"{lid} ({lion_target(lid)})" for lid in view.lion_offer) or "empty"
    return Inspection(f"Lionfish: {p.lionfish} of 2", (
        "Gained from bonuses (the 4th filter slot, encyclopedia spaces U9 and V9, pet shop level 3)",
        "Placed free in an empty cell: +6 VP at once, and it scores again at the end",
        f"Offer: {offer}",
        f"Owner: {_seat_name(view, seat)}",
    ), kind="supply")


# ---------------------------------------------------------------- the encyclopedia


@cache
def _token_lines(tid: str) -> tuple[str, ...]:
    t = content().tokens[tid]
    return (f"Use: once, whenever you may take free actions: {effect_words(t.face)}",
            f"Scores: {t.back_vp} VP at the end if unused",
            "Border: red" if t.border == "red" else "Border: none")


def describe_token(tid: str, view: Any = None, owner: int = -1) -> Inspection:
    lines = list(_token_lines(tid))
    if owner >= 0 and view is not None:
        lines.append(f"Owner: {_seat_name(view, owner)}")
    lines += edition_note(content().tokens[tid])
    return Inspection(f"Encyclopedia token {tid}", tuple(lines), kind="token")


def node_glyph_words(node: str, side: str) -> str:
    c = content()
    n = c.nodes[node]
    if n.size == "end" or node in ("S", "E"):
        return "start" if node == "S" else "end"
    if c.big(node, side):
        return "big space (" + ("red border" if n.border == "red" else "black border") + ")"
    return "small space"


def describe_node(view: Any, node: str) -> Inspection:
    c = content()
    n = c.nodes[node]
    side = getattr(view, "side", "1-2")
    lines = [f"Kind: {node_glyph_words(node, side)}, row {n.row} of 10"]
    lines.append(f"Bonus: {effect_words(n.bonus)} (the encyclopedia-bonus icon gives the bonus of your space)")
    if node == "E":
        arr = c.ency.arrival_vp.get("3-4" if side == "3-4" else "1-2") or next(iter(c.ency.arrival_vp.values()))
        lines.append("Arrival: " + "/".join(str(v) for v in arr) + " VP by arrival order; "
                     f"each step after arriving +{c.ency.vp_per_step_after_end} VP")
    if n.lionfish_on_entry:
        lines.append("Entering it gives a lionfish")
    if view is not None and c.big(node, side):
        tok = view.ency_tokens.get(node, "")
        if tok:
            t = c.tokens[tok]
            lines.append(f"Token {tok}: {effect_words(t.face)} (unused: {t.back_vp} VP); the first to enter takes it")
        else:
            lines.append("Token: already taken")
    if n.next:
        lines.append("Next: " + " or ".join(n.next))
    if view is not None:
        here = [_seat_name(view, i) for i, pl in enumerate(view.players) if pl.ency == node]
        if here:
            lines.append("Here: " + ", ".join(here))
    lines += edition_note(n)
    return Inspection(f"Encyclopedia space {node}", tuple(lines), kind="encyclopedia")


# ---------------------------------------------------------------- the action wheel


def describe_circle(view: Any, circle: str) -> Inspection:
    """A space of the action wheel: its action, boosts, the bonus under its arrow, pearls, dice."""
    c = content()
    name, base, boosts = ACTIONS[circle]
    lines = [f"Action: {base}"]
    if boosts:
        lines.append("Boosts: " + " · ".join(boosts))
    if circle == CENTRE:
        lines.append(f"Arrival: {effect_words(c.board.centre_arrival_bonus)}, and the centre touches every circle")
    elif view is not None and circle in view.ring:
        pos = view.ring.index(circle)
        tile = c.tiles[view.btiles[pos]]
        fields = tile.side_1_2 if view.side == "1-2" else tile.side_3_4
        a = view.arrows[pos]
        if a < 0:
            lines.append(f"Next bonus: red box, {effect_words(tile.red_box)}")
        elif a >= len(fields):
            lines.append("Next bonus: none (the arrow is at the end of its tile this round)")
        else:
            lines.append(f"Next bonus: {effect_words(fields[a])} (field {a + 1} of {len(fields)})")
        lines.append(f"Bonus tile {tile.id}: " + " → ".join(effect_words(f) for f in fields)
                     + f"; red box {effect_words(tile.red_box)}")
        lines += edition_note(tile)
        left, right = view.ring[pos - 1], view.ring[(pos + 1) % len(view.ring)]
        lines.append(f"Bonus when you come from: {ACTIONS[left][0]}, {ACTIONS[right][0]} or the centre")
        if view.circle_pearls[pos]:
            lines.append(f"Pearls here: {view.circle_pearls[pos]} (the next die to arrive takes them)")
    if view is not None:
        dice = [f"{_seat_name(view, i)} ({pl.die_face})" for i, pl in enumerate(view.players) if pl.die == circle]
        if dice:
            lines.append("Dice here: " + ", ".join(dice))
    return Inspection(f"{name} (action wheel)", tuple(lines), kind="action")


# ---------------------------------------------------------------- seats, automa, start tiles


@cache
def _solo_words(tid: str) -> str:
    t = content().solo_tiles[tid]

    def extra(e: dict | None) -> str:
        if not e:
            return "no extra"
        if e.get("offer_row_cycle"):
            return "the offer's bottom row is discarded, the top row moves down, 3 new cards on top"
        steps = e.get("encyclopedia_steps", 0)
        return f"{_n(steps, 'encyclopedia step')}, {e.get('fork', 'left')} at forks"

    if t.kind == "fixed":
        return f"moves to {ACTIONS[t.circle][0]}; extra: {extra(t.extra)}"
    if t.kind == "centre":
        return f"moves to the centre; extra: {extra(t.extra)}"
    way = "clockwise" if t.kind == "clockwise" else "counter-clockwise"
    return (f"moves to the {way} neighbour (from the centre: {ACTIONS[t.from_centre_goes_to][0]}); extra at "
            f"Encyclopedia research: {extra(t.extra_if_encyclopedia)}; at Take cards & food: {extra(t.extra_if_cards_food)}")


def describe_solo_tile(tid: str) -> Inspection:
    return Inspection(f"Solo tile {tid}", (f"Effect: the automa {_solo_words(tid)}",
                                           "The automa never takes bonuses or pearls",
                                           *edition_note(content().solo_tiles[tid])), kind="automa tile")


def describe_seat(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    name = _seat_name(view, seat)
    if seat == getattr(view, "automa", -1):
        lines = [f"Tile this turn: {view.automa_tile}, it {_solo_words(view.automa_tile)}" if view.automa_tile
                 else "Tile this turn: none revealed yet",
                 f"Pile: {len(view.solo_pile)} tiles left; used: {', '.join(view.solo_used) or 'none'}",
                 f"Encyclopedia: on {p.ency} (its marker removes the tokens of big spaces it enters)",
                 f"Die: on {ACTIONS[p.die][0] if p.die in ACTIONS else 'no circle yet'}",
                 "It skips microflora, income and feeding"]
        return Inspection("The automa (solo opponent)", tuple(lines), kind="automa")
    die = f"{ACTIONS[p.die][0]} (shows {p.die_face})" if p.die in ACTIONS else "not placed yet"
    lines = [f"VP: {p.vp} (so far)", f"Oxygen: {p.oxygen} OP", f"Pearls: {p.pearls}",
             "Food: " + ", ".join(f"{n} {f}" for f, n in zip(FOODS, p.food)),
             f"Wool: {p.wool} of 5", f"Pet shop: level {p.pet}", f"Encyclopedia: on {p.ency}",
             f"Hand: {_n(len(p.hand), 'card')}", f"Die: {die}"]
    return Inspection(name, tuple(lines), kind="seat")


def describe_start_tile(number: int) -> Inspection:
    t = content().start_tiles[number]
    return Inspection(f"Start tile {number}", (f"Gain: {effect_words(t.gain)}",
                                               "Turn order: the lowest start tile plays first",
                                               *edition_note(t)), kind="start tile")


def describe_tokens_held(view: Any, seat: int) -> Inspection:
    p = view.players[seat]
    lines = [f"{tid}: {effect_words(content().tokens[tid].face)} (unused: {content().tokens[tid].back_vp} VP)"
             for tid in p.tokens] or ["None held (enter a big encyclopedia space to take its token)"]
    return Inspection(f"Encyclopedia tokens held: {len(p.tokens)}", (*lines, f"Owner: {_seat_name(view, seat)}"),
                      kind="token")


# ---------------------------------------------------------------- decision-panel moves


def describe_action(view: Any, action: Any) -> Inspection | None:
    """The component a move of the decision panel is about, or None."""
    kind = getattr(action, "kind", "")
    seat = view.actor if 0 <= view.actor < len(view.players) else 0
    p = view.players[seat]
    c = content()
    if kind == "move_die":
        return describe_circle(view, action.circle)
    if kind == "choose_action":
        if action.action in ACTIONS:
            return describe_circle(view, action.action)
        return describe_circle(view, CENTRE)
    if kind == "place_card":
        return describe_cell(view, seat, action.cell, picked=action.card) if not p.grid[action.cell] else None
    if kind in ("take_card", "free_card"):
        if action.slot < 0:
            return Inspection("Top of the deck", (f"Deck: {_n(len(view.deck), 'card')}, face down",), kind="card")
        cid = view.offer[action.slot] if action.slot < len(view.offer) else ""
        return describe_card(cid, view, where=f"offer slot {action.slot + 1}") if cid else None
    if kind == "place_lionfish":
        return describe_card(action.card, view, where="lionfish offer")
    if kind == "ency_step":
        return describe_node(view, action.node)
    if kind == "turn_dial":
        return describe_dial(view, seat, action.dial)
    if kind == "feed":
        return describe_cell(view, seat, action.cell)
    if kind == "filter_token":
        return describe_filter_token(action.token) if action.token in c.fkinds else None
    if kind == "use_token":
        return describe_token(action.token, view, seat) if action.token in c.tokens else None
    if kind == "start_tile":
        return describe_start_tile(action.number) if action.number in c.start_tiles else None
    if kind in ("return_cards", "pet_shop"):
        return describe_card(action.a, view, owner=seat, where="hand")
    if kind == "pet_lower":
        return describe_pet(view, seat)
    if kind in ("food_colour", "free_food", "free_convert"):
        return describe_food(view, seat)
    if kind == "free_refresh":
        return Inspection("New card offer", ("Cost: 1 OP", "The 6 offer cards are discarded and 6 new ones laid out"),
                          kind="free action")
    if kind == "automa_step" and view.automa >= 0:
        return describe_seat(view, view.automa)
    return None


def all_components() -> list[Inspection]:
    """Every component of the content described without a position (tests: none is empty)."""
    c = content()
    out = [describe_card(cid) for cid in (*c.card_ids, *c.lionfish_ids)]
    out += [describe_token(t) for t in c.tokens]
    out += [describe_filter_token(k) for k in c.fkind_ids]
    out += [describe_node(None, n) for n in c.node_ids]
    out += [describe_solo_tile(t) for t in c.solo_tiles]
    out += [describe_start_tile(n) for n in c.start_tiles]
    out += [describe_pet_level(lvl) for lvl in c.pet_levels]
    out += [describe_circle(None, a) for a in ACTIONS]
    return out
