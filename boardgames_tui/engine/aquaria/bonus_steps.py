"""Prompts of the bonuses: dial turns, food colours, cards, encyclopedia steps, slash choices,
filter tokens, lionfish and the pet shop (see steps.py for the Step contract)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ..api import put
from . import actions as A
from .actions import DONE, TAKE_DECK, TAKE_SLOT, per_cell, shared
from .effects import (
    FOOD, add_vp, can_place_lionfish, card_label, cell_label, cx, describe_effect, draw, legal_tokens, line_dials,
    name, push,
)
from .moves import enter_node, take_offer
from .state import GRID
from .steps import Step
from .tasks import Count, PetLowerBonus, task
from ..text import plural


_FOOD_COLOURS = tuple(shared(A.FoodColour, color=c) for c in FOOD)


@lru_cache(maxsize=None)
def _dial_options(cell: int) -> tuple:
    """Turns of the dials of a card's row and column (cell >= 0) or of any dial (-1), then stop."""
    dials = line_dials(cell) if cell >= 0 else cx().dial_ids
    return (*(shared(A.TurnDial, dial=d) for d in dials), DONE)


class Dials(Step):
    """Turns of any dial (a Count task)."""

    name = "md_any"
    prompt_kind, accepts = "turn-dial", ("turn_dial", "done")
    where = "of any dial"

    def cell(self, t) -> int:
        """The card whose row and column may turn (-1: any dial)."""
        return -1

    def dials(self, t):
        cell = self.cell(t)
        return line_dials(cell) if cell >= 0 else cx().dial_ids

    def text(self, s, t):
        return f"Turn a dial clockwise ({t.n} turn{'s' if t.n > 1 else ''} left {self.where}), or stop"

    def legal(self, s, t):
        return _dial_options(self.cell(t))

    def why(self, s, t, a):
        if a.kind == "turn_dial" and a.dial not in self.dials(t):
            return f"only dials {', '.join(self.dials(t))} may turn now"
        return None

    def apply(self, s, t, a):
        if a.kind == "done":
            s.tasks.pop()
            return
        p = s.players[t.seat]
        i = cx().dial_ids.index(a.dial)
        p.dials = put(p.dials, i, (p.dials[i] + 1) % 4)
        s.say(f"{name(s, t.seat)} turns dial {a.dial} to {cx().colours[p.dials[i]]}.")
        self.count_down(s, t)


class LineDialsStep(Dials):
    """Turns of the dials of a card's row or column (a LineDials task)."""

    name = "md_line"
    where = "of this card's row or column"

    def cell(self, t) -> int:
        return t.cell


class FoodAny(Step):
    name = "food_any"
    prompt_kind, accepts = "food-colour", ("food_colour",)

    def text(self, s, t):
        return f"Choose the colour of a food can ({t.n} to take)"

    def legal(self, s, t):
        return _FOOD_COLOURS

    def why(self, s, t, a):
        return None if a.color in FOOD else f"food comes in red, green or blue, not {a.color}"

    def apply(self, s, t, a):
        s.players[t.seat].food[FOOD.index(a.color)] += 1
        s.say(f"{name(s, t.seat)} takes 1 {a.color} food.")
        self.count_down(s, t)


class TakeCards(Step):
    name = "card"
    prompt_kind, accepts = "take-card", ("take_card",)

    def text(self, s, t):
        src = "from the offer or the top of the deck" if t.deck else "from the offer"
        return f"Take a card {src} ({t.n} to take)"

    def legal(self, s, t):
        out = [TAKE_SLOT[i] for i, c in enumerate(s.offer) if c]
        if t.deck and (s.deck or s.discard):
            out.append(TAKE_DECK)
        return out

    def why(self, s, t, a):
        if a.slot == -1:
            if not t.deck:
                return "this card must come from the offer"
            return None if s.deck or s.discard else "the deck is empty"
        if not 0 <= a.slot < len(s.offer) or not s.offer[a.slot]:
            return "that offer slot is empty"
        return None

    def auto(self, s, t):
        if not self.legal(s, t):
            return self.lose_gain(s, f"No card is left for {name(s, t.seat)}")
        return False

    def apply(self, s, t, a):
        seat = t.seat
        self.count_down(s, t)
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
    name = "ency"
    prompt_kind, accepts = "encyclopedia", ("ency_step",)

    def text(self, s, t):
        return f"Choose the branch for your encyclopedia marker ({t.n} step{'s' if t.n > 1 else ''} left)"

    def legal(self, s, t):
        for n in cx().nodes[s.players[t.seat].ency].next:
            yield shared(A.EncyStep, node=n)

    def why(self, s, t, a):
        nxt = cx().nodes[s.players[t.seat].ency].next
        return None if a.node in nxt else f"from {s.players[t.seat].ency} the marker can go to {', '.join(nxt)}"

    def auto(self, s, t):
        seat = t.seat
        p = s.players[seat]
        if p.ency == "E":
            s.tasks.pop()
            gained = add_vp(s, seat, 2 * t.n, "Encyclopedia")
            s.say(f"{name(s, seat)} is past the end of the encyclopedia: {gained} VP for {plural(t.n, 'step')}.")
            return True
        nxt = cx().nodes[p.ency].next
        if len(nxt) == 1:
            self.apply(s, t, shared(A.EncyStep, node=nxt[0]))
            return True
        return False

    def apply(self, s, t, a):
        self.count_down(s, t)
        enter_node(s, t.seat, a.node)


class ChooseBonus(Step):
    name = "choose"
    prompt_kind, accepts = "choose-bonus", ("choose",)

    def text(self, s, t):
        return f"Choose one: {describe_effect(t.first)} or {describe_effect(t.second)}"

    def legal(self, s, t):
        for i in (0, 1):
            if self.why(s, t, shared(A.Choose, index=i)) is None:
                yield shared(A.Choose, index=i)

    def _possible(self, s, t, alt):
        for atom in alt:
            if atom[0] == "filter_token" and not legal_tokens(s, s.players[t.seat], atom[1]):
                return False
        return True

    def why(self, s, t, a):
        if a.index not in (0, 1):
            return "choose 0 or 1"
        if not self._possible(s, t, t.option(a.index)) and self._possible(s, t, t.option(1 - a.index)):
            return "no filter token can be taken now; take the other option"
        return None

    def apply(self, s, t, a):
        s.tasks.pop()
        alt = t.option(a.index)
        s.say(f"{name(s, t.seat)} chooses {describe_effect(alt)}.")
        push(s, t.seat, alt, t.cat, t.cell)


class FTokenStep(Step):
    name = "ftoken"
    prompt_kind, accepts = "filter-token", ("filter_token",)

    def text(self, s, t):
        return "Choose a filter token" + (f" ({t.colour})" if t.colour != "any" else "")

    def legal(self, s, t):
        for k in legal_tokens(s, s.players[t.seat], t.colour):
            yield shared(A.FilterToken, token=k)

    def why(self, s, t, a):
        p = s.players[t.seat]
        kinds = cx().fkinds
        if a.token not in kinds:
            return f"there is no filter token {a.token}"
        if len(p.ftokens) >= 4:
            return "your filter's 4 token slots are full"
        if t.colour != "any" and kinds[a.token].color != t.colour:
            return f"the token must be {t.colour}"
        if s.fsupply.get(a.token, 0) <= 0:
            return f"no {a.token} token is left in the supply"
        if any(kinds[k].bonus == kinds[a.token].bonus for k in p.ftokens):
            return f"your filter already holds a token with {describe_effect(kinds[a.token].bonus)}"
        return None

    def auto(self, s, t):
        if not legal_tokens(s, s.players[t.seat], t.colour):
            return self.lose_gain(s, f"{name(s, t.seat)} cannot take a filter token")
        return False

    def apply(self, s, t, a):
        seat = t.seat
        p = s.players[seat]
        s.tasks.pop()
        p.ftokens = (*p.ftokens, a.token)
        s.fsupply[a.token] -= 1
        s.say(f"{name(s, seat)} puts filter token {a.token} ({describe_effect(cx().fkinds[a.token].bonus)}) "
              f"in slot {len(p.ftokens)}.")
        if len(p.ftokens) == 4:
            s.say(f"{name(s, seat)} covers the 4th filter slot and gains a lionfish.")
            s.tasks.append(task(Count, seat=seat, step="lionfish", n=1))


class Lion(Step):
    name = "lionfish"
    prompt_kind, accepts = "place-lionfish", ("place_lionfish",)

    def text(self, s, t):
        return "Take a lionfish from the offer and place it in an empty cell"

    def legal(self, s, t):
        p = s.players[t.seat]
        empty = [i for i, c in enumerate(p.grid) if not c]
        return [row[c] for row in (per_cell(A.PlaceLionfish, lid) for lid in s.lion_offer) for c in empty]

    def why(self, s, t, a):
        p = s.players[t.seat]
        if a.card not in s.lion_offer:
            return f"{a.card} is not in the lionfish offer"
        if not 0 <= a.cell < GRID * GRID or p.grid[a.cell]:
            return "that cell is not empty"
        return can_place_lionfish(s, p)

    def auto(self, s, t):
        why = can_place_lionfish(s, s.players[t.seat])
        if why:
            return self.lose_gain(s, f"{name(s, t.seat)} cannot take a lionfish ({why})")
        return False

    def apply(self, s, t, a):
        seat = t.seat
        p = s.players[seat]
        self.count_down(s, t)
        s.lion_offer.remove(a.card)
        p.grid = put(p.grid, a.cell, a.card)
        p.lionfish += 1
        s.say(f"{name(s, seat)} places {card_label(a.card)} at {cell_label(a.cell)}.")
        push(s, seat, cx().lionfish[a.card].placement, "Lionfish placed")


def colour(cid: str) -> str:
    return cx().cards[cid].color


class Pet(Step):
    name = "pet"
    prompt_kind, accepts = "pet-shop", ("pet_shop", "done")

    def text(self, s, t):
        extra = " (one may be any colour)" if t.pearls >= 1 else ""
        return f"Pet shop: discard 2 cards of one colour{extra}, or skip"

    def legal(self, s, t):
        if s.players[t.seat].pet < 4:
            for a, b in combinations(s.players[t.seat].hand, 2):
                if t.pearls >= 1 or colour(a) == colour(b):
                    yield shared(A.PetShop, a=a, b=b)
        yield DONE

    def why(self, s, t, a):
        if a.kind == "done":
            return None
        if s.players[t.seat].pet >= 4:
            return "you are at the top of the pet shop (level 4): the action does nothing"
        hand = s.players[t.seat].hand
        if a.a == a.b or a.a not in hand or a.b not in hand:
            return "choose two different cards from your hand"
        if t.pearls < 1 and colour(a.a) != colour(a.b):
            return f"the cards must share a colour ({colour(a.a)} and {colour(a.b)} differ); 1 pearl allows one off-colour card"
        return None

    def apply(self, s, t, a):
        seat = t.seat
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        for c in (a.a, a.b):
            p.hand.remove(c)
            s.discard.append(c)
        p.pet += 1
        s.say(f"{name(s, seat)} discards {card_label(a.a)} and {card_label(a.b)} and reaches pet-shop level {p.pet}.")
        s.tasks.append(task(PetLowerBonus, seat=seat, pearls=t.pearls, a=a.a, b=a.b, level=p.pet))
        push(s, seat, cx().pet_levels[p.pet].upper, "Pet shop")


class PetLowerStep(Step):
    name = "pet_lower"
    prompt_kind, accepts = "pet-shop", ("pet_lower", "done")

    def text(self, s, t):
        lv = cx().pet_levels[t.level]
        cost = "for free" if t.pearls >= 3 else "by discarding 1 more card of the set's colour"
        return (f"Pet shop: take a lower bonus {cost} — {describe_effect(lv.lower[0])} / "
                f"{describe_effect(lv.lower[1])} — or skip")

    def _card_ok(self, t, cid):
        ca, cb, c = colour(t.a), colour(t.b), colour(cid)
        if ca == cb:
            return c == ca or t.pearls >= 1
        return c in (ca, cb)

    def legal(self, s, t):
        for i in (0, 1):
            if t.pearls >= 3:
                yield shared(A.PetLower, index=i)
            else:
                for cid in s.players[t.seat].hand:
                    if self._card_ok(t, cid):
                        yield shared(A.PetLower, index=i, card=cid)
        yield DONE

    def why(self, s, t, a):
        if a.kind == "done":
            return None
        if a.index not in (0, 1):
            return "there are two lower bonuses: 0 and 1"
        if not a.card:
            return None if t.pearls >= 3 else "the lower bonus costs one more card of the set's colour"
        if a.card not in s.players[t.seat].hand:
            return f"{a.card} is not in your hand"
        if not self._card_ok(t, a.card):
            return f"the third card must match the set ({colour(t.a)}); {a.card} is {colour(a.card)}"
        return None

    def apply(self, s, t, a):
        seat = t.seat
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        if a.card:
            p.hand.remove(a.card)
            s.discard.append(a.card)
        eff = cx().pet_levels[t.level].lower[a.index]
        s.say(f"{name(s, seat)} takes the lower pet-shop bonus: {describe_effect(eff)}.")
        push(s, seat, eff, "Pet shop")
