"""Prompts: the decision verbs of the task stack.

Each verb has `options` (candidate actions, stable order), `check` (a direct legality test
returning a reason in a player's words), `do` (apply to the state copy) and optionally
`auto` (resolve without asking, e.g. a lost gain or an encyclopedia step without a fork).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import combinations
from typing import Any

from . import actions as A
from .effects import (
    CENTRE, FOOD, add_vp, adjacent, arrow_bonus, can_place_lionfish, card_cost, card_label, cell_label, circle_pos, cx,
    describe_effect, draw, gain_oxygen, legal_tokens, line_dials, name, push, refill_offer, tile_fields,
)
from .state import GRID, AquariaState

VARIANTS = {
    "place_cards": (0, 1, 4), "encyclopedia": (0, 1, 2), "oxygen": (0, 1, 3), "cards_food": (0, 1, 2), "pet_shop": (0, 1, 3),
}
ACTION_NAMES = {
    "place_cards": "Place cards", "encyclopedia": "Encyclopedia research", "oxygen": "Improve oxygen",
    "cards_food": "Take cards & food", "pet_shop": "Pet shop", CENTRE: "Centre",
    "food_pearl": "1 food + 1 pearl", "wool_pearl": "1 wool + 1 pearl",
}
FREE_OK = ("move", "act", "place", "endturn", "feed")
"""Prompts alongside which free actions and encyclopedia tokens are offered."""


def variant_text(action: str, pearls: int) -> str:
    t = {
        ("place_cards", 0): "place 1 card", ("place_cards", 1): "place up to 2 cards",
        ("place_cards", 4): "place up to 3 cards + 3 VP",
        ("encyclopedia", 0): "1 step", ("encyclopedia", 1): "2 steps", ("encyclopedia", 2): "3 steps",
        ("oxygen", 0): "+2 OP", ("oxygen", 1): "+4 OP", ("oxygen", 3): "+7 OP + 1 VP",
        ("cards_food", 0): "2 cards + 1 food", ("cards_food", 1): "3 cards + 2 food",
        ("cards_food", 2): "3 cards + 3 food + 2 VP",
        ("pet_shop", 0): "2 cards of one colour", ("pet_shop", 1): "one card of the set may be any colour",
        ("pet_shop", 3): "any colour for one card, lower bonus without extra card",
    }.get((action, pearls), "")
    return f"{ACTION_NAMES[action]}: {t}" + (f" ({pearls} pearl{'s' if pearls > 1 else ''})" if pearls else "")


# ---------------------------------------------------------------- helpers


def take_offer(s: AquariaState, seat: int, slot: int) -> str:
    cid = s.offer[slot]
    s.offer[slot] = ""
    s.players[seat].hand.append(cid)
    refill_offer(s)
    return cid


def enter_node(s: AquariaState, seat: int, node: str, automa: bool = False) -> None:
    """Move a marker onto `node`: take (or, for the automa, remove) its token; lionfish; arrival."""
    p = s.players[seat]
    p.ency = node
    who = name(s, seat)
    tok = s.ency_tokens.get(node, "")
    if tok:
        s.ency_tokens[node] = ""
        if automa:
            s.say(f"{who} enters space {node}: token {tok} ({describe_effect(cx().tokens[tok].face)}) leaves the game.")
        else:
            p.tokens.append(tok)
            s.say(f"{who} enters space {node} and takes token {tok} ({describe_effect(cx().tokens[tok].face)}).")
    else:
        s.say(f"{who}'s encyclopedia marker moves to {node}.")
    if cx().nodes[node].lionfish_on_entry and not automa:
        s.tasks.append([seat, "lionfish", 1])
    if node == "E":
        s.arrival.append(seat)
        s.say(f"{who} reaches the end of the encyclopedia in place {len(s.arrival)}.")


def fish_cells(s: AquariaState, seat: int) -> list[int]:
    cards = cx().cards
    return [i for i, c in enumerate(s.players[seat].grid) if c and not c.startswith("L") and cards[c].food]


def need(cid: str) -> list[int]:
    n = [0, 0, 0]
    for f in cx().cards[cid].food:
        n[FOOD.index(f)] += 1
    return n


def can_feed(food: list[int], cid: str) -> bool:
    return all(a >= b for a, b in zip(food, need(cid)))


# ---------------------------------------------------------------- verbs


class Step:
    prompt_kind = ""
    actions: tuple[str, ...] = ()

    def text(self, s: AquariaState, t: list) -> str:
        return ""

    def options(self, s: AquariaState, t: list) -> Iterator[Any]:
        return iter(())

    def check(self, s: AquariaState, t: list, a: Any) -> str | None:
        return None

    def do(self, s: AquariaState, t: list, a: Any) -> None:
        raise NotImplementedError

    def auto(self, s: AquariaState, t: list) -> bool:
        return False


class SetupTile(Step):
    prompt_kind, actions = "start-tile", ("start_tile",)

    def text(self, s, t):
        return "Keep one of your two start tiles"

    def options(self, s, t):
        for n in s.players[t[0]].start_options:
            yield A.StartTile(number=n)

    def check(self, s, t, a):
        opts = s.players[t[0]].start_options
        return None if a.number in opts else f"start tile {a.number} is not yours; you hold {opts}"

    def do(self, s, t, a):
        p = s.players[t[0]]
        p.start_tile = a.number
        s.start_pool.extend(n for n in p.start_options if n != a.number)
        p.start_options = []
        s.tasks.pop()
        s.say(f"{name(s, t[0])} keeps a start tile.", seat=t[0], private=f"You keep start tile {a.number}.")


class SetupKeep(Step):
    prompt_kind, actions = "keep-cards", ("return_cards",)

    def text(self, s, t):
        return "Keep 3 of your 5 cards: choose 2 to put under the deck"

    def options(self, s, t):
        for a, b in combinations(s.players[t[0]].hand, 2):
            yield A.ReturnCards(a=a, b=b)

    def check(self, s, t, a):
        hand = s.players[t[0]].hand
        if a.a == a.b:
            return "choose two different cards"
        for c in (a.a, a.b):
            if c not in hand:
                return f"{c} is not in your hand"
        return None

    def do(self, s, t, a):
        p = s.players[t[0]]
        p.hand.remove(a.a)
        p.hand.remove(a.b)
        s.deck.extend([a.a, a.b])
        s.tasks.pop()
        s.say(f"{name(s, t[0])} puts 2 cards under the deck.", seat=t[0],
              private=f"You put {card_label(a.a)} and {card_label(a.b)} under the deck.")


class Move(Step):
    prompt_kind, actions = "move-die", ("move_die",)

    def text(self, s, t):
        p = s.players[t[0]]
        return f"Move your die (turn {p.die_face + 1} of 4)" if p.die else "Place your die on any circle"

    def options(self, s, t):
        die = s.players[t[0]].die
        for c in [*s.ring, CENTRE]:
            if c != die:
                yield A.MoveDie(circle=c)

    def check(self, s, t, a):
        if a.circle not in s.ring and a.circle != CENTRE:
            return f"there is no circle {a.circle!r}"
        if a.circle == s.players[t[0]].die:
            return "your die must move to a different circle"
        return None

    def do(self, s, t, a):
        seat = t[0]
        s.tasks.pop()
        s.tasks.append([seat, "act", a.circle])
        arrive(s, seat, a.circle, human=True)


def arrive(s: AquariaState, seat: int, circle: str, human: bool) -> None:
    """A die arrives on a circle: pearls lying there, adjacency bonus, arrow."""
    p = s.players[seat]
    prev = p.die
    p.die = circle
    p.die_face += 1
    who = name(s, seat)
    if circle == CENTRE:
        s.say(f"{who} moves the die to the centre.")
        if prev and human:
            s.say(f"{who} gains 1 wool for arriving at the centre.")
            push(s, seat, cx().board.centre_arrival_bonus, "Action wheel")
        return
    pos = circle_pos(s, circle)
    s.arrivals[pos] += 1
    bonus = arrow_bonus(s, pos) if prev and adjacent(s, prev, circle) else None
    s.say(f"{who} moves the die to {ACTION_NAMES[circle]}" + ("." if prev else " (first placement)."))
    if s.circle_pearls[pos]:
        n = s.circle_pearls[pos]
        s.circle_pearls[pos] = 0
        if human:
            p.pearls += n
            s.say(f"{who} collects {n} pearl(s) lying on {ACTION_NAMES[circle]}.")
        else:
            s.say(f"{n} pearl(s) lying on {ACTION_NAMES[circle]} go back to the supply.")
    if human and bonus:
        s.say(f"{who} takes the bonus under the arrow: {describe_effect(bonus)}.")
        push(s, seat, bonus, "Action wheel")
    if s.arrows[pos] < len(tile_fields(s, pos)):
        s.arrows[pos] += 1


class Act(Step):
    prompt_kind, actions = "choose-action", ("choose_action",)

    def text(self, s, t):
        return f"Choose how to perform {ACTION_NAMES[t[2]]}"

    def options(self, s, t):
        pearls = s.players[t[0]].pearls
        if t[2] == CENTRE:
            for act in s.ring:
                yield A.ChooseAction(action=act, pearls=0)
            yield A.ChooseAction(action="food_pearl")
            yield A.ChooseAction(action="wool_pearl")
            return
        void = t[2] == "pet_shop" and s.players[t[0]].pet >= 4
        for n in VARIANTS[t[2]]:
            if n <= pearls and not (void and n):
                yield A.ChooseAction(action=t[2], pearls=n)

    def check(self, s, t, a):
        if t[2] == CENTRE:
            if a.pearls:
                return "the centre cannot be boosted with pearls"
            if a.action in VARIANTS or a.action in ("food_pearl", "wool_pearl"):
                return None
            return f"the centre offers no {a.action!r}"
        if a.action != t[2]:
            return f"your die stands on {ACTION_NAMES[t[2]]}, not {ACTION_NAMES.get(a.action, a.action)}"
        if a.pearls not in VARIANTS[t[2]]:
            return f"{ACTION_NAMES[t[2]]} can be boosted with {' or '.join(map(str, VARIANTS[t[2]][1:]))} pearls, not {a.pearls}"
        have = s.players[t[0]].pearls
        if a.pearls and t[2] == "pet_shop" and s.players[t[0]].pet >= 4:
            return "you are at the top of the pet shop: boosting it would do nothing"
        if a.pearls > have:
            return f"needs {a.pearls} pearls; you have {have}"
        return None

    def auto(self, s, t):
        if t[2] == CENTRE:
            return False
        opts = list(self.options(s, t))
        if len(opts) == 1:
            self.do(s, t, opts[0])
            return True
        return False

    def do(self, s, t, a):
        seat = t[0]
        p = s.players[seat]
        s.tasks.pop()
        p.pearls -= a.pearls
        s.say(f"{name(s, seat)} performs {variant_text(a.action, a.pearls)}.")
        n = a.pearls
        match a.action:
            case "place_cards":
                if n == 4:
                    add_vp(s, seat, 3, "Actions")
                s.tasks.append([seat, "place", {0: 1, 1: 2, 4: 3}[n]])
            case "encyclopedia":
                s.tasks.append([seat, "ency", n + 1, "Encyclopedia"])
            case "oxygen":
                gain_oxygen(p, {0: 2, 1: 4, 3: 7}[n])
                if n == 3:
                    add_vp(s, seat, 1, "Actions")
            case "cards_food":
                if n == 2:
                    add_vp(s, seat, 2, "Actions")
                s.tasks.append([seat, "card", 2 if n == 0 else 3, 1])
                s.tasks.append([seat, "food_any", n + 1])
            case "pet_shop":
                if p.pet >= 4:
                    s.say(f"{name(s, seat)} is already at the top of the pet shop: the action does nothing.")
                else:
                    s.tasks.append([seat, "pet", n])
            case "food_pearl":
                p.pearls += 1
                s.tasks.append([seat, "food_any", 1])
            case "wool_pearl":
                p.pearls += 1
                push(s, seat, [["wool", 1]], "Actions")


class Place(Step):
    prompt_kind, actions = "place-card", ("place_card", "done")
    free = False

    def text(self, s, t):
        if self.free:
            return "Place a card from your hand for free"
        return f"Place a card from your hand ({t[2]} more allowed), or stop"

    def options(self, s, t):
        p = s.players[t[0]]
        empty = [i for i, c in enumerate(p.grid) if not c]
        for cid in p.hand:
            for cell in empty:
                if self.free or card_cost(p, cid, cell) <= p.oxygen:
                    yield A.PlaceCard(card=cid, cell=cell)
        yield A.Done()

    def check(self, s, t, a):
        if a.kind == "done":
            return None
        p = s.players[t[0]]
        if a.card not in p.hand:
            return f"{a.card} is not in your hand"
        if not 0 <= a.cell < GRID * GRID:
            return "that cell is outside your aquarium"
        if p.grid[a.cell]:
            return f"{cell_label(a.cell)} already holds {card_label(p.grid[a.cell])}"
        if not self.free:
            cost = card_cost(p, a.card, a.cell)
            if cost > p.oxygen:
                return f"needs {cost} OP; you have {p.oxygen}"
        return None

    def do(self, s, t, a):
        seat = t[0]
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        cost = 0 if self.free else card_cost(p, a.card, a.cell)
        p.oxygen -= cost
        p.hand.remove(a.card)
        p.grid[a.cell] = a.card
        if t[2] > 1:
            s.tasks.append([seat, t[1], t[2] - 1])
        card = cx().cards[a.card]
        s.say(f"{name(s, seat)} places {card_label(a.card)} at {cell_label(a.cell)} for {cost} OP.")
        push(s, seat, card.bonus, "Cards", a.cell)


class FreePlace(Place):
    free = True


class Dials(Step):
    prompt_kind, actions = "turn-dial", ("turn_dial", "done")

    def dials(self, t):
        return line_dials(t[3]) if t[1] == "md_line" else cx().dial_ids

    def text(self, s, t):
        where = "of this card's row or column" if t[1] == "md_line" else "of any dial"
        return f"Turn a dial clockwise ({t[2]} turn{'s' if t[2] > 1 else ''} left {where}), or stop"

    def options(self, s, t):
        for d in self.dials(t):
            yield A.TurnDial(dial=d)
        yield A.Done()

    def check(self, s, t, a):
        if a.kind == "turn_dial" and a.dial not in self.dials(t):
            return f"only dials {', '.join(self.dials(t))} may turn now"
        return None

    def do(self, s, t, a):
        if a.kind == "done":
            s.tasks.pop()
            return
        p = s.players[t[0]]
        i = cx().dial_ids.index(a.dial)
        p.dials[i] = (p.dials[i] + 1) % 4
        s.say(f"{name(s, t[0])} turns dial {a.dial} to {cx().colours[p.dials[i]]}.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()


class FoodAny(Step):
    prompt_kind, actions = "food-colour", ("food_colour",)

    def text(self, s, t):
        return f"Choose the colour of a food can ({t[2]} to take)"

    def options(self, s, t):
        for c in FOOD:
            yield A.FoodColour(color=c)

    def check(self, s, t, a):
        return None if a.color in FOOD else f"food comes in red, green or blue, not {a.color}"

    def do(self, s, t, a):
        s.players[t[0]].food[FOOD.index(a.color)] += 1
        s.say(f"{name(s, t[0])} takes 1 {a.color} food.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()


class TakeCards(Step):
    prompt_kind, actions = "take-card", ("take_card",)

    def text(self, s, t):
        src = "from the offer or the top of the deck" if t[3] else "from the offer"
        return f"Take a card {src} ({t[2]} to take)"

    def options(self, s, t):
        for i, c in enumerate(s.offer):
            if c:
                yield A.TakeCard(slot=i)
        if t[3] and (s.deck or s.discard):
            yield A.TakeCard(slot=-1)

    def check(self, s, t, a):
        if a.slot == -1:
            if not t[3]:
                return "this card must come from the offer"
            return None if s.deck or s.discard else "the deck is empty"
        if not 0 <= a.slot < len(s.offer) or not s.offer[a.slot]:
            return "that offer slot is empty"
        return None

    def auto(self, s, t):
        if next(self.options(s, t), None) is None:
            s.tasks.pop()
            s.say(f"No card is left for {name(s, t[0])}: the gain is lost.")
            return True
        return False

    def do(self, s, t, a):
        seat = t[0]
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
        if a.slot == -1:
            cid = draw(s)
            if cid:
                s.players[seat].hand.append(cid)
                s.say(f"{name(s, seat)} takes the top card of the deck.", seat=seat,
                      private=f"You draw {card_label(cid)} from the deck.")
        else:
            cid = take_offer(s, seat, a.slot)
            s.say(f"{name(s, seat)} takes {card_label(cid)} from the offer.")


class Ency(Step):
    prompt_kind, actions = "encyclopedia", ("ency_step",)

    def text(self, s, t):
        return f"Choose the branch for your encyclopedia marker ({t[2]} step{'s' if t[2] > 1 else ''} left)"

    def options(self, s, t):
        for n in cx().nodes[s.players[t[0]].ency].next:
            yield A.EncyStep(node=n)

    def check(self, s, t, a):
        nxt = cx().nodes[s.players[t[0]].ency].next
        return None if a.node in nxt else f"from {s.players[t[0]].ency} the marker can go to {', '.join(nxt)}"

    def auto(self, s, t):
        seat = t[0]
        p = s.players[seat]
        if p.ency == "E":
            s.tasks.pop()
            gained = add_vp(s, seat, 2 * t[2], t[3])
            s.say(f"{name(s, seat)} is past the end of the encyclopedia: {gained} VP for {t[2]} step(s).")
            return True
        nxt = cx().nodes[p.ency].next
        if len(nxt) == 1:
            self.do(s, t, A.EncyStep(node=nxt[0]))
            return True
        return False

    def do(self, s, t, a):
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
        enter_node(s, t[0], a.node)


class ChooseBonus(Step):
    prompt_kind, actions = "choose-bonus", ("choose",)

    def text(self, s, t):
        return f"Choose one: {describe_effect(json.loads(t[2]))} or {describe_effect(json.loads(t[3]))}"

    def options(self, s, t):
        for i in (0, 1):
            if self.check(s, t, A.Choose(index=i)) is None:
                yield A.Choose(index=i)

    def _possible(self, s, t, alt):
        for atom in alt:
            if atom[0] == "filter_token" and not legal_tokens(s, s.players[t[0]], atom[1]):
                return False
        return True

    def check(self, s, t, a):
        if a.index not in (0, 1):
            return "choose 0 or 1"
        alts = [json.loads(t[2]), json.loads(t[3])]
        if not self._possible(s, t, alts[a.index]) and self._possible(s, t, alts[1 - a.index]):
            return "no filter token can be taken now; take the other option"
        return None

    def do(self, s, t, a):
        s.tasks.pop()
        alt = json.loads(t[2 + a.index])
        s.say(f"{name(s, t[0])} chooses {describe_effect(alt)}.")
        push(s, t[0], alt, t[4], t[5])


class FTokenStep(Step):
    prompt_kind, actions = "filter-token", ("filter_token",)

    def text(self, s, t):
        return "Choose a filter token" + (f" ({t[2]})" if t[2] != "any" else "")

    def options(self, s, t):
        for k in legal_tokens(s, s.players[t[0]], t[2]):
            yield A.FilterToken(token=k)

    def check(self, s, t, a):
        p = s.players[t[0]]
        kinds = cx().fkinds
        if a.token not in kinds:
            return f"there is no filter token {a.token}"
        if len(p.ftokens) >= 4:
            return "your filter's 4 token slots are full"
        if t[2] != "any" and kinds[a.token].color != t[2]:
            return f"the token must be {t[2]}"
        if s.fsupply.get(a.token, 0) <= 0:
            return f"no {a.token} token is left in the supply"
        if any(kinds[k].bonus == kinds[a.token].bonus for k in p.ftokens):
            return f"your filter already holds a token with {describe_effect(kinds[a.token].bonus)}"
        return None

    def auto(self, s, t):
        if not legal_tokens(s, s.players[t[0]], t[2]):
            s.tasks.pop()
            s.say(f"{name(s, t[0])} cannot take a filter token: the gain is lost.")
            return True
        return False

    def do(self, s, t, a):
        seat = t[0]
        p = s.players[seat]
        s.tasks.pop()
        p.ftokens.append(a.token)
        s.fsupply[a.token] -= 1
        s.say(f"{name(s, seat)} puts filter token {a.token} ({describe_effect(cx().fkinds[a.token].bonus)}) "
              f"in slot {len(p.ftokens)}.")
        if len(p.ftokens) == 4:
            s.say(f"{name(s, seat)} covers the 4th filter slot and gains a lionfish.")
            s.tasks.append([seat, "lionfish", 1])


class Lion(Step):
    prompt_kind, actions = "place-lionfish", ("place_lionfish",)

    def text(self, s, t):
        return "Take a lionfish from the offer and place it in an empty cell"

    def options(self, s, t):
        p = s.players[t[0]]
        for lid in s.lion_offer:
            for cell, c in enumerate(p.grid):
                if not c:
                    yield A.PlaceLionfish(card=lid, cell=cell)

    def check(self, s, t, a):
        p = s.players[t[0]]
        if a.card not in s.lion_offer:
            return f"{a.card} is not in the lionfish offer"
        if not 0 <= a.cell < GRID * GRID or p.grid[a.cell]:
            return "that cell is not empty"
        return can_place_lionfish(s, p)

    def auto(self, s, t):
        why = can_place_lionfish(s, s.players[t[0]])
        if why:
            s.tasks.pop()
            s.say(f"{name(s, t[0])} cannot take a lionfish ({why}): the gain is lost.")
            return True
        return False

    def do(self, s, t, a):
        seat = t[0]
        p = s.players[seat]
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
        s.lion_offer.remove(a.card)
        p.grid[a.cell] = a.card
        p.lionfish += 1
        s.say(f"{name(s, seat)} places {card_label(a.card)} at {cell_label(a.cell)}.")
        push(s, seat, cx().lionfish[a.card].placement, "Lionfish placed")


def colour(cid: str) -> str:
    return cx().cards[cid].color


class Pet(Step):
    prompt_kind, actions = "pet-shop", ("pet_shop", "done")

    def text(self, s, t):
        extra = " (one may be any colour)" if t[2] >= 1 else ""
        return f"Pet shop: discard 2 cards of one colour{extra}, or skip"

    def options(self, s, t):
        for a, b in combinations(s.players[t[0]].hand, 2):
            if t[2] >= 1 or colour(a) == colour(b):
                yield A.PetShop(a=a, b=b)
        yield A.Done()

    def check(self, s, t, a):
        if a.kind == "done":
            return None
        hand = s.players[t[0]].hand
        if a.a == a.b or a.a not in hand or a.b not in hand:
            return "choose two different cards from your hand"
        if t[2] < 1 and colour(a.a) != colour(a.b):
            return f"the cards must share a colour ({colour(a.a)} and {colour(a.b)} differ); 1 pearl allows one off-colour card"
        return None

    def do(self, s, t, a):
        seat = t[0]
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        for c in (a.a, a.b):
            p.hand.remove(c)
            s.discard.append(c)
        p.pet += 1
        s.say(f"{name(s, seat)} discards {card_label(a.a)} and {card_label(a.b)} and reaches pet-shop level {p.pet}.")
        s.tasks.append([seat, "pet_lower", t[2], a.a, a.b])
        push(s, seat, cx().pet_levels[p.pet].upper, "Pet shop")


class PetLowerStep(Step):
    prompt_kind, actions = "pet-shop", ("pet_lower", "done")

    def text(self, s, t):
        lv = cx().pet_levels[s.players[t[0]].pet]
        cost = "for free" if t[2] >= 3 else "by discarding 1 more card of the set's colour"
        return (f"Pet shop: take a lower bonus {cost} — {describe_effect(lv.lower[0])} / "
                f"{describe_effect(lv.lower[1])} — or skip")

    def _card_ok(self, t, cid):
        ca, cb, c = colour(t[3]), colour(t[4]), colour(cid)
        if ca == cb:
            return c == ca or t[2] >= 1
        return c in (ca, cb)

    def options(self, s, t):
        for i in (0, 1):
            if t[2] >= 3:
                yield A.PetLower(index=i)
            else:
                for cid in s.players[t[0]].hand:
                    if self._card_ok(t, cid):
                        yield A.PetLower(index=i, card=cid)
        yield A.Done()

    def check(self, s, t, a):
        if a.kind == "done":
            return None
        if a.index not in (0, 1):
            return "there are two lower bonuses: 0 and 1"
        if not a.card:
            return None if t[2] >= 3 else "the lower bonus costs one more card of the set's colour"
        if a.card not in s.players[t[0]].hand:
            return f"{a.card} is not in your hand"
        if not self._card_ok(t, a.card):
            return f"the third card must match the set ({colour(t[3])}); {a.card} is {colour(a.card)}"
        return None

    def do(self, s, t, a):
        seat = t[0]
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        if a.card:
            p.hand.remove(a.card)
            s.discard.append(a.card)
        eff = cx().pet_levels[p.pet].lower[a.index]
        s.say(f"{name(s, seat)} takes the lower pet-shop bonus: {describe_effect(eff)}.")
        push(s, seat, eff, "Pet shop")


class EndTurnStep(Step):
    prompt_kind, actions = "end-turn", ("end_turn",)

    def text(self, s, t):
        return "End your turn (free actions and tokens are still possible)"

    def options(self, s, t):
        yield A.EndTurn()

    def do(self, s, t, a):
        s.tasks.pop()
        s.tasks.append([t[0], "fcheck"])


class Micro4(Step):
    prompt_kind, actions = "microflora", ("choose",)

    def text(self, s, t):
        return f"Dial {t[2]} matches: take its bonus ({describe_effect(cx().dial_bonus[t[2]])}) or 2 VP"

    def options(self, s, t):
        yield A.Choose(index=0)
        yield A.Choose(index=1)

    def check(self, s, t, a):
        return None if a.index in (0, 1) else "choose 0 (bonus) or 1 (2 VP)"

    def do(self, s, t, a):
        s.tasks.pop()
        if a.index == 1:
            add_vp(s, t[0], 2, "Microflora")
            s.say(f"{name(s, t[0])} takes 2 VP for dial {t[2]}.")
        else:
            s.say(f"{name(s, t[0])} takes the bonus of dial {t[2]}.")
            push(s, t[0], cx().dial_bonus[t[2]], "Microflora")


class FeedStep(Step):
    prompt_kind, actions = "feeding", ("feed", "done")

    def fed(self, t) -> list[int]:
        return [int(x) for x in t[2].split(",") if x]

    def text(self, s, t):
        hungry = [c for c in fish_cells(s, t[0]) if c not in self.fed(t)]
        return f"Feeding: feed your fish ({len(hungry)} hungry; each unfed fish costs 4 VP)"

    def feedable(self, s, t) -> list[int]:
        p = s.players[t[0]]
        fed = self.fed(t)
        return [c for c in fish_cells(s, t[0]) if c not in fed and can_feed(p.food, p.grid[c])]

    def options(self, s, t):
        cells = self.feedable(s, t)
        for c in cells:
            yield A.Feed(cell=c)
        if not cells:
            yield A.Done()

    def check(self, s, t, a):
        p = s.players[t[0]]
        if a.kind == "done":
            cells = self.feedable(s, t)
            if cells:
                return f"you can still feed the fish at {cell_label(cells[0])}; feed as many fish as your cans allow"
            return None
        if not 0 <= a.cell < GRID * GRID or a.cell not in fish_cells(s, t[0]):
            return "there is no fish to feed there"
        if a.cell in self.fed(t):
            return "that fish is already fed this round"
        if not can_feed(p.food, p.grid[a.cell]):
            needs = ", ".join(cx().cards[p.grid[a.cell]].food)
            have = ", ".join(f"{n} {c}" for c, n in zip(FOOD, p.food))
            return f"needs {needs} food; you have {have}"
        return None

    def do(self, s, t, a):
        seat = t[0]
        p = s.players[seat]
        if a.kind == "feed":
            cid = p.grid[a.cell]
            for i, n in enumerate(need(cid)):
                p.food[i] -= n
            card = cx().cards[cid]
            add_vp(s, seat, card.feed_vp, "Feeding")
            t[2] = ",".join(map(str, [*self.fed(t), a.cell]))
            s.say(f"{name(s, seat)} feeds {card_label(cid)} ({', '.join(card.food)}) for {card.feed_vp} VP.")
            return
        s.tasks.pop()
        unfed = len(fish_cells(s, seat)) - len(self.fed(t))
        p.unfed = unfed
        if unfed:
            lost = add_vp(s, seat, -4 * unfed, "Feeding")
            s.say(f"{name(s, seat)} leaves {unfed} fish unfed: {lost} VP.")


class AutomaTurn(Step):
    prompt_kind, actions = "automa", ("automa_step",)

    def text(self, s, t):
        return {"reveal": "The automa reveals its solo tile", "move": "The automa moves its die",
                "encyclopedia": "The automa moves its encyclopedia marker",
                "offer": "The automa cycles the card offer"}[t[2]]

    def options(self, s, t):
        yield A.AutomaStep(step=t[2])

    def check(self, s, t, a):
        return None if a.step == t[2] else f"the automa's next step is {t[2]}"

    def do(self, s, t, a):
        from .automa import automa_step

        automa_step(s, t)


STEPS: dict[str, Step] = {
    "setup_tile": SetupTile(), "setup_keep": SetupKeep(), "move": Move(), "act": Act(), "place": Place(),
    "free_place": FreePlace(), "md_line": Dials(), "md_any": Dials(), "food_any": FoodAny(), "card": TakeCards(),
    "ency": Ency(), "choose": ChooseBonus(), "ftoken": FTokenStep(), "lionfish": Lion(), "pet": Pet(),
    "pet_lower": PetLowerStep(), "endturn": EndTurnStep(), "micro4": Micro4(), "feed": FeedStep(),
    "automa": AutomaTurn(),
}
