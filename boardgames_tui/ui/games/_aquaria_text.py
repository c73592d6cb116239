"""What Aquaria's board writes: card faces, and the lines of the offer, lionfish, action wheel,
supplies and seats, and the encyclopedia cells, from a view (pure functions of the view).

Real names at 120×40 (`wide`): "Clownfish", "Yellow", "7 OP red→4"; short ones only in the
narrow layout ("Clown", "Y7 r→4"). Every line builder returns (key, markup) pairs: the key is
what the line shows in facts, so the board marks a line changed when its key differs from the
one of the view before (`self.before`).
"""

from __future__ import annotations

from functools import cache

from ...engine.api import HIDDEN
from ...engine.aquaria.content import content
from ...engine.aquaria.glossary import SPECIES, effect_words, lion_target
from ..text import escape
from ..widgets import Card

COLOUR_TONE = {"red": "bad", "yellow": "warn", "green": "good", "blue": "water"}
STYLE = {
    "bad": "$text-error", "warn": "$text-warning bold", "good": "$text-success", "water": "$text-primary",
    "info": "$text-secondary bold", "muted": "$text-muted", "strong": "bold", "p0": "$text-primary bold",
    "p1": "$text-error bold", "p2": "$text-success bold", "p3": "$text-warning bold", "": "",
}
SHORT_SPECIES = {"clownfish": "Clown", "school": "School", "plant": "Plant", "anemone": "Anemo"}
CARD_SPECIES = {"clownfish": "Clownfish", "school": "Schooling", "plant": "Plant", "anemone": "Anemone"}
"""Species on a 9-wide card face ("Schooling" fish: the full name is in the inspect pane)."""
FOOD_LETTER = {"red": "r", "green": "g", "blue": "b"}
FOODS = ("red", "green", "blue")
WHEEL_SHORT = {"place_cards": "Place cards", "encyclopedia": "Encyclopedia", "oxygen": "Oxygen",
               "cards_food": "Cards & food", "pet_shop": "Pet shop", "centre": "Centre"}
WHEEL_WIDE = {**WHEEL_SHORT, "oxygen": "Improve oxygen"}


def styled(text: str, tone: str) -> str:
    style = STYLE.get(tone, "")
    return f"[{style}]{escape(text)}[/]" if style else escape(text)


def lion_short(lid: str) -> str:
    """"blue", "clownfish", "pet shop"... (what a lionfish counts), at most 9 characters."""
    t = lion_target(lid)
    return {"pet-shop levels": "pet shop", "filter tokens": "filters", "schooling fish": "schools"}.get(
        t, t.removesuffix(" cards"))


def food_words(food, short: bool = False) -> str:
    if short or len(food) > 1:
        return "+".join(FOOD_LETTER[f] for f in food) if not short else "".join(FOOD_LETTER[f] for f in food)
    return food[0]


@cache
def card_face(cid: str, wide: bool, with_cost: bool = True) -> Card:
    """A card box: species, colour, and (hand and offer) its cost in OP and food → VP when fed."""
    if not cid:
        return Card.empty()
    if cid == HIDDEN:
        return Card.back()
    c = content()
    if cid.startswith("L"):
        return Card("Lionfish" if wide else "Lion", [lion_short(cid)], tone="info")
    card = c.cards[cid]
    tone = COLOUR_TONE[card.color]
    if not wide:
        eat = f"{' ' if len(card.food) == 1 else ''}{food_words(card.food, True)}→{card.feed_vp}" if card.food else ""
        line = f"{card.color[0].upper()}{card.cost}{eat}" if with_cost else card.color.capitalize()
        return Card(SHORT_SPECIES[card.type], [line], tone=tone)
    lines = [card.color.capitalize()]
    if with_cost:
        letters = "+".join(FOOD_LETTER[f] for f in card.food)
        if len(card.food) > 1:
            lines.append(f"{card.cost}OP {letters}→{card.feed_vp}")
        else:
            lines.append(f"{card.cost} OP {letters}→{card.feed_vp}" if card.food else f"{card.cost} OP")
    return Card(CARD_SPECIES[card.type], lines, tone=tone)


@cache
def offer_line(cid: str, wide: bool, width: int = 0) -> str:
    """One offer slot in words: wide, "Yellow clownfish" over " 7 OP · eats red: 4 VP", in
    shorter words when that does not fit `width` (0: unknown), so that no line wraps (a wrapped
    line reads as the next slot's, or as the aquarium's row label beside it)."""
    if not cid:
        return styled("(empty slot)", "muted")
    c = content()
    card = c.cards[cid]
    if wide:
        name = f"{card.color.capitalize()} {SPECIES[card.type].lower()}"
        cost = f" {card.cost} OP"
        for eat in ((f" · eats {'+'.join(card.food)}: {card.feed_vp} VP", f" · eats {food_words(card.food)}: {card.feed_vp} VP",
                     f" · {food_words(card.food, True)}→{card.feed_vp} VP") if card.food else ("",)):
            if not width or len(cost + eat) <= width:
                break
        return styled(name, COLOUR_TONE[card.color]) + "\n" + styled(cost + eat, "muted")
    eat = f" {food_words(card.food, True)}→{card.feed_vp}" if card.food else ""
    name = f"{card.color[0].upper()} {SHORT_SPECIES[card.type]}"
    return styled(name, COLOUR_TONE[card.color]) + escape(f" {card.cost} OP{eat}")


def initials(view) -> list[str]:
    first = ["@" if i == view.automa else s.name[0].upper() for i, s in enumerate(view.seats)]
    if len(set(first)) < len(first):
        return ["@" if i == view.automa else str(i + 1) for i in range(len(view.seats))]
    return first


def lion_lines(view, pick: int, marking: bool) -> list[tuple[object, str]]:
    """(lionfish id, markup) per lionfish of the offer; ▶ marks the one Enter places."""
    out = []
    for i, lid in enumerate(view.lion_offer):
        mark = "▶" if marking and i == pick else " "
        out.append((lid, mark + styled("… " + lion_target(lid).removesuffix("s"), "info")))
    return out


def _effect_short(effect) -> str:
    text = effect_words(effect)
    if text.startswith("either ("):
        text = text.removeprefix("either (").removesuffix(")").replace(") or (", " or ")
    return text.replace(" (its row or column)", "").replace(" (any dial)", "") \
        .replace("food can of any colour", "food").replace("food cans of any colour", "food") \
        .replace("a filter token of any colour", "filter token").replace("the bonus of your encyclopedia space",
                                                                           "encyclopedia bonus")


def wheel_lines(view, keys: dict[str, int], wide: bool) -> list[tuple[str, tuple, str]]:
    """(circle, fact key, markup) per space of the wheel; `keys`: circle → decision-panel number."""
    ini = initials(view)
    c = content()
    out = []
    for pos, circle in enumerate([*view.ring, "centre"]):
        dice = tuple((i, pl.die_face) for i, pl in enumerate(view.players) if pl.die == circle)
        dice_txt = " ".join(styled(f"{ini[i]}{face}", f"p{i % 4}") for i, face in dice)
        if circle == "centre":
            under, pearls, arrow = "1 wool on arrival", 0, 0
        else:
            tile = c.tiles[view.btiles[pos]]
            fields = tile.side_1_2 if view.side == "1-2" else tile.side_3_4
            arrow = view.arrows[pos]
            if arrow < 0:
                under = "red box " + _effect_short(tile.red_box)
            elif arrow >= len(fields):
                under = "no bonus left"
            else:
                under = _effect_short(fields[arrow])
            pearls = view.circle_pearls[pos]
        key = f"{keys[circle]}" if circle in keys else "·"
        head = styled(key, "good" if circle in keys else "muted") + " " + styled(
            (WHEEL_WIDE if wide else WHEEL_SHORT)[circle], "strong")
        tail = (styled(f" ●{pearls} pearls" if wide else f" ●{pearls}", "warn") if pearls else "") + (
            " " + dice_txt if dice_txt else "")
        text = head + tail + "\n" + styled(("  next: " if wide and circle != "centre" else "  ") + under, "muted")
        out.append((circle, (arrow, pearls, dice), text))
    return out


SUPPLY_KINDS = ("filter", "wool", "oxygen", "pearls", "food", "pet", "lionfish", "tokens")


def supply_lines(view, seat: int, wide: bool) -> list[tuple[str, tuple, str]]:
    """(kind, fact key, markup) per line of a seat's supplies."""
    c = content()
    p = view.players[seat]
    toks = []
    for k in range(4):
        if k < len(p.ftokens):
            kind = c.fkinds[p.ftokens[k]]
            toks.append(styled(_effect_short(kind.bonus), COLOUR_TONE[kind.color]))
        else:
            toks.append(styled("empty" if wide else "·", "muted"))
    filt = "Filter │ " + " │ ".join(toks)
    wool = "■" * p.wool + "□" * (5 - p.wool)
    eat = [0, 0, 0]
    for cid in p.grid:
        if cid and not cid.startswith("L"):
            for f in c.cards[cid].food:
                eat[FOODS.index(f)] += 1
    short = sum(max(0, e - h) for e, h in zip(eat, p.food))
    if wide:
        needs = ", ".join(f"{n} {f}" for f, n in zip(FOODS, eat) if n) or "nothing"
        food = "Food " + " ".join(styled(f"{n} {f}", COLOUR_TONE[f]) for f, n in zip(FOODS, p.food)) + \
            styled(f" (fish eat {needs})", "muted")
    else:
        food = "Food " + " ".join(styled(f"{n}{FOOD_LETTER[f]}", COLOUR_TONE[f]) for f, n in zip(FOODS, p.food)) + \
            styled(" eat " + " ".join(f"{n}{FOOD_LETTER[f]}" for f, n in zip(FOODS, eat)), "muted")
    if short:
        food += styled(f" {short} short", "bad")
    vps = c.board.oxygen.vp_by_level
    # the token's effect in words where the pane is wide ("ER5: 1 pet-shop level"); its id alone at 80x24
    held = "; ".join(f"{t}: {effect_words(c.tokens[t].face)}" if wide else t for t in p.tokens) if p.tokens else "none"
    rows = [
        ("filter", tuple(p.ftokens), filt),
        ("wool", (p.wool, p.wool_deferred), f"Wool {wool} {p.wool}/5" + (f" +{p.wool_deferred} waiting" if p.wool_deferred else "")),
        ("oxygen", (p.oxygen,), f"Oxygen {p.oxygen} OP" + styled(f" (level scores {vps[p.oxygen]:+d} VP)", "muted")),
        ("pearls", (p.pearls,), f"Pearls {p.pearls}"),
        ("food", tuple(p.food) + tuple(eat), food),
        ("pet", (p.pet,), f"Pet shop level {p.pet}/4"),
        ("lionfish", (p.lionfish,), f"Lionfish {p.lionfish}/2"),
        ("tokens", tuple(p.tokens), f"{'Encyclopedia tokens' if wide else 'Tokens'}: {escape(held)}"),
    ]
    return rows


def seat_lines(view) -> list[tuple[int, tuple, str]]:
    ini = initials(view)
    out = []
    for i in view.order or range(len(view.seats)):
        p = view.players[i]
        name = escape(view.seats[i].name[:10])
        if i == view.automa:
            tile = f"tile {view.automa_tile}" if view.automa_tile else "no tile yet"
            out.append((i, (view.automa_tile, p.ency, len(view.solo_pile)), " " + styled(f"{ini[i]} automa", f"p{i % 4}")
                        + f" {tile} · ency {p.ency} · {len(view.solo_pile)} tiles left"))
            continue
        turn = "▶" if i == view.actor else " "
        key = (p.vp, p.oxygen, p.pearls, tuple(p.food), p.wool, p.pet, p.ency, len(p.hand))
        out.append((i, key, turn + styled(f"{ini[i]} {name}", f"p{i % 4}") + f" {p.vp} VP {p.oxygen} OP"
                    + "\n" + styled(f"   {p.pearls} pearls · {sum(p.food)} food · {len(p.hand)} cards", "muted")))
    return out


GRAPH_X = {"P": 0, "QL": 5, "QR": 10, "T": 15}


@cache
def ency_cells() -> dict[str, tuple[int, int]]:
    """Encyclopedia space id → its EncyMap cell (x, row)."""
    out = {}
    for node in content().ency.nodes:
        if node.id in ("S", "E", "Q1", "Q2"):
            x = 8
        elif node.id == "U9":
            x = 3
        elif node.id == "V9":
            x = 12
        else:
            x = GRAPH_X[node.id[:-1]]
        out[node.id] = (x, node.row)
    return out


def ency_glyphs(view) -> dict[str, tuple[str, str]]:
    """Space id → (glyph, tone): ◆ red-bordered token, ● token, ○ taken, · small; seat letters after it."""
    c = content()
    ini = initials(view)
    out = {}
    for node in c.ency.nodes:
        if node.id in ("S", "E"):
            glyph, tone = node.id, "strong"
        elif c.big(node.id, view.side):
            tok = view.ency_tokens.get(node.id, "")
            glyph = ("◆" if node.border == "red" else "●") if tok else "○"
            tone = "bad" if node.border == "red" and tok else ("strong" if tok else "muted")
        else:
            glyph, tone = "·", "muted"
        here = "".join(ini[i] for i, pl in enumerate(view.players) if pl.ency == node.id)
        if here:
            tone = f"p{[i for i, pl in enumerate(view.players) if pl.ency == node.id][0] % 4}"
        out[node.id] = (glyph + here, tone)
    return out
