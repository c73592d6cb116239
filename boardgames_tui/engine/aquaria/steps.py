"""Prompts of a player's turn and of the round's phases: the steps of the task stack.

Each step is an `engine.steps.Step` serving the task on top of the stack: `legal` (the
candidate actions, stable order), `why` (a direct legality test returning a reason in a
player's words), `apply` (apply to the state copy) and `prompt`, which resolves what is forced
(`auto`: a lost gain, an encyclopedia step without a fork) or asks the step's question (`text`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations
from typing import Any

from ..api import Prompt, put
from ..steps import AGAIN, Again
from ..steps import Step as Protocol
from . import actions as A
from .actions import DONE, END_TURN, move_die, per_cell, shared
from .effects import (
    CENTRE, FOOD, add_vp, card_cost, card_label, cell_label, cx, describe_effect, gain_oxygen, name, plain, push,
)
from .moves import ACTION_NAMES, VARIANTS, arrive, variant_text
from .state import GRID, AquariaState
from .tasks import ActOn, CardsFrom, Count, Feeding, PetVisit, Scored, TaskBase, replace, task

# ---------------------------------------------------------------- helpers


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


# ---------------------------------------------------------------- steps


@lru_cache(maxsize=4096)
def question(text: str, kind: str) -> Prompt:
    """`Prompt(text=..., kind=...)`, built once per wording and shared (prompts are frozen values)."""
    return Prompt(text=text, kind=kind)


class Step(Protocol[AquariaState, TaskBase, Any]):
    """An Aquaria step: `prompt_kind` names its prompt for the UI; `text` is its question."""

    prompt_kind = ""

    def prompt(self, s: AquariaState, t: TaskBase) -> Prompt | Again:
        """AGAIN when `auto` resolved the task without asking, else the question."""
        if self.auto(s, t):
            return AGAIN
        return question(self.text(s, t), self.prompt_kind)

    def text(self, s: AquariaState, t: TaskBase) -> str:
        return ""

    def legal(self, s: AquariaState, t: TaskBase) -> Iterable[Any]:
        """The candidate actions in the stable order: a generator, or a list or tuple of shared actions."""
        return ()

    def auto(self, s: AquariaState, t: TaskBase) -> bool:
        """Resolve the task without asking (True), e.g. a gain that cannot be taken."""
        return False

    @staticmethod
    def count_down(s: AquariaState, t: Any) -> None:
        """One of the task's uses (its count `n`) is spent; at 0 the task leaves the stack."""
        if t.n <= 1:
            s.tasks.pop()
        else:
            s.tasks[-1] = replace(t, n=t.n - 1)

    @staticmethod
    def lose_gain(s: AquariaState, words: str) -> bool:
        """The task's gain cannot be taken: drop the task and log "<words>: the gain is lost." (True, for `auto`)."""
        s.tasks.pop()
        s.say(f"{words}: the gain is lost.")
        return True


class SetupTile(Step):
    name = "setup_tile"
    prompt_kind, accepts = "start-tile", ("start_tile",)

    def text(self, s, t):
        return "Keep one of your two start tiles"

    def legal(self, s, t):
        for n in s.players[t.seat].start_options:
            yield shared(A.StartTile, number=n)

    def why(self, s, t, a):
        opts = s.players[t.seat].start_options
        return None if a.number in opts else f"start tile {a.number} is not yours; you hold {opts}"

    def apply(self, s, t, a):
        p = s.players[t.seat]
        p.start_tile = a.number
        s.start_pool = (*s.start_pool, *(n for n in p.start_options if n != a.number))
        p.start_options = ()
        s.tasks.pop()
        s.say(f"{name(s, t.seat)} keeps a start tile.", seat=t.seat, private=f"You keep start tile {a.number}.")


class SetupKeep(Step):
    name = "setup_keep"
    prompt_kind, accepts = "keep-cards", ("return_cards",)

    def text(self, s, t):
        return "Keep 3 of your 5 cards: choose 2 to put under the deck"

    def legal(self, s, t):
        for a, b in combinations(s.players[t.seat].hand, 2):
            yield shared(A.ReturnCards, a=a, b=b)

    def why(self, s, t, a):
        hand = s.players[t.seat].hand
        if a.a == a.b:
            return "choose two different cards"
        for c in (a.a, a.b):
            if c not in hand:
                return f"{c} is not in your hand"
        return None

    def apply(self, s, t, a):
        p = s.players[t.seat]
        p.hand.remove(a.a)
        p.hand.remove(a.b)
        s.deck.extend([a.a, a.b])
        s.tasks.pop()
        s.say(f"{name(s, t.seat)} puts 2 cards under the deck.", seat=t.seat,
              private=f"You put {card_label(a.a)} and {card_label(a.b)} under the deck.")


class Move(Step):
    name = "move"
    prompt_kind, accepts = "move-die", ("move_die",)

    def text(self, s, t):
        p = s.players[t.seat]
        return f"Move your die (turn {p.die_face + 1} of 4)" if p.die else "Place your die on any circle"

    def legal(self, s, t):
        die = s.players[t.seat].die
        return [move_die(c) for c in (*s.ring, CENTRE) if c != die]

    def why(self, s, t, a):
        if a.circle not in s.ring and a.circle != CENTRE:
            return f"there is no circle {a.circle!r}"
        if a.circle == s.players[t.seat].die:
            return "your die must move to a different circle"
        return None

    def apply(self, s, t, a):
        seat = t.seat
        s.tasks.pop()
        s.tasks.append(task(ActOn, seat=seat, circle=a.circle))
        arrive(s, seat, a.circle, human=True)


class Act(Step):
    name = "act"
    prompt_kind, accepts = "choose-action", ("choose_action",)

    def text(self, s, t):
        return f"Choose how to perform {ACTION_NAMES[t.circle]}"

    def legal(self, s, t):
        pearls = s.players[t.seat].pearls
        if t.circle == CENTRE:
            for act in s.ring:
                yield shared(A.ChooseAction, action=act, pearls=0)
            yield shared(A.ChooseAction, action="food_pearl")
            yield shared(A.ChooseAction, action="wool_pearl")
            return
        void = t.circle == "pet_shop" and s.players[t.seat].pet >= 4
        for n in VARIANTS[t.circle]:
            if n <= pearls and not (void and n):
                yield shared(A.ChooseAction, action=t.circle, pearls=n)

    def why(self, s, t, a):
        if t.circle == CENTRE:
            if a.pearls:
                return "the centre cannot be boosted with pearls"
            if a.action in VARIANTS or a.action in ("food_pearl", "wool_pearl"):
                return None
            return f"the centre offers no {a.action!r}"
        if a.action != t.circle:
            return f"your die stands on {ACTION_NAMES[t.circle]}, not {ACTION_NAMES.get(a.action, a.action)}"
        if a.pearls not in VARIANTS[t.circle]:
            return f"{ACTION_NAMES[t.circle]} can be boosted with {' or '.join(map(str, VARIANTS[t.circle][1:]))} pearls, not {a.pearls}"
        have = s.players[t.seat].pearls
        if a.pearls and t.circle == "pet_shop" and s.players[t.seat].pet >= 4:
            return "you are at the top of the pet shop: boosting it would do nothing"
        if a.pearls > have:
            return f"needs {a.pearls} pearls; you have {have}"
        return None

    def auto(self, s, t):
        if t.circle == CENTRE:
            return False
        opts = list(self.legal(s, t))
        if len(opts) == 1:
            self.apply(s, t, opts[0])
            return True
        return False

    def apply(self, s, t, a):
        seat = t.seat
        p = s.players[seat]
        s.tasks.pop()
        p.pearls -= a.pearls
        s.say(f"{name(s, seat)} performs {variant_text(a.action, a.pearls)}.")
        n = a.pearls
        match a.action:
            case "place_cards":
                if n == 4:
                    add_vp(s, seat, 3, "Actions")
                s.tasks.append(task(Count, seat=seat, step="place", n={0: 1, 1: 2, 4: 3}[n]))
            case "encyclopedia":
                s.tasks.append(task(Scored, seat=seat, step="ency", n=n + 1, cat="Encyclopedia"))
            case "oxygen":
                gain_oxygen(p, {0: 2, 1: 4, 3: 7}[n])
                if n == 3:
                    add_vp(s, seat, 1, "Actions")
            case "cards_food":
                if n == 2:
                    add_vp(s, seat, 2, "Actions")
                s.tasks.append(task(CardsFrom, seat=seat, n=2 if n == 0 else 3, deck=True))
                s.tasks.append(task(Count, seat=seat, step="food_any", n=n + 1))
            case "pet_shop":
                if p.pet >= 4:
                    s.say(f"{name(s, seat)} is already at the top of the pet shop: the action does nothing.")
                else:
                    s.tasks.append(task(PetVisit, seat=seat, pearls=n))
            case "food_pearl":
                p.pearls += 1
                s.tasks.append(task(Count, seat=seat, step="food_any", n=1))
            case "wool_pearl":
                p.pearls += 1
                push(s, seat, [["wool", 1]], "Actions")


class Place(Step):
    name = "place"
    prompt_kind, accepts = "place-card", ("place_card", "done")
    free = False

    def text(self, s, t):
        if self.free:
            return "Place a card from your hand for free"
        return f"Place a card from your hand ({t.n} more allowed), or stop"

    def legal(self, s, t):
        p = s.players[t.seat]
        empty = [i for i, c in enumerate(p.grid) if not c]
        cards = cx().cards
        out = []
        for cid in p.hand:
            card = cards[cid]
            row = per_cell(A.PlaceCard, cid)
            if self.free or (not card.anemone_discount and card.cost <= p.oxygen):
                out.extend([row[c] for c in empty])
            elif card.anemone_discount:  # the cost depends on the cell's anemone neighbours
                out.extend([row[c] for c in empty if card_cost(p, cid, c) <= p.oxygen])
        out.append(DONE)
        return out

    def why(self, s, t, a):
        if a.kind == "done":
            return None
        p = s.players[t.seat]
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

    def apply(self, s, t, a):
        seat = t.seat
        s.tasks.pop()
        if a.kind == "done":
            return
        p = s.players[seat]
        cost = 0 if self.free else card_cost(p, a.card, a.cell)
        p.oxygen -= cost
        p.hand.remove(a.card)
        p.grid = put(p.grid, a.cell, a.card)
        if t.n > 1:
            s.tasks.append(replace(t, n=t.n - 1))
        card = cx().cards[a.card]
        s.say(f"{name(s, seat)} places {card_label(a.card)} at {cell_label(a.cell)} for {cost} OP.")
        push(s, seat, card.bonus, "Cards", a.cell)


class FreePlace(Place):
    name = "free_place"
    free = True


class EndTurnStep(Step):
    name = "endturn"
    prompt_kind, accepts = "end-turn", ("end_turn",)

    def text(self, s, t):
        return "End your turn (free actions and tokens are still possible)"

    def legal(self, s, t):
        return (END_TURN,)

    def apply(self, s, t, a):
        s.tasks.pop()
        s.tasks.append(plain(t.seat, "fcheck"))


class Micro4(Step):
    name = "micro4"
    prompt_kind, accepts = "microflora", ("choose",)

    def text(self, s, t):
        return f"Dial {t.dial} matches: take its bonus ({describe_effect(cx().dial_bonus[t.dial])}) or 2 VP"

    def legal(self, s, t):
        yield shared(A.Choose, index=0)
        yield shared(A.Choose, index=1)

    def why(self, s, t, a):
        return None if a.index in (0, 1) else "choose 0 (bonus) or 1 (2 VP)"

    def apply(self, s, t, a):
        s.tasks.pop()
        if a.index == 1:
            add_vp(s, t.seat, 2, "Microflora")
            s.say(f"{name(s, t.seat)} takes 2 VP for dial {t.dial}.")
        else:
            s.say(f"{name(s, t.seat)} takes the bonus of dial {t.dial}.")
            push(s, t.seat, cx().dial_bonus[t.dial], "Microflora")


class FeedStep(Step):
    name = "feed"
    prompt_kind, accepts = "feeding", ("feed", "done")

    def fed(self, t: Feeding) -> tuple[int, ...]:
        return t.fed

    def text(self, s, t):
        hungry = [c for c in fish_cells(s, t.seat) if c not in self.fed(t)]
        return f"Feeding: feed your fish ({len(hungry)} hungry; each unfed fish costs 4 VP)"

    def feedable(self, s, t) -> list[int]:
        p = s.players[t.seat]
        fed = self.fed(t)
        return [c for c in fish_cells(s, t.seat) if c not in fed and can_feed(p.food, p.grid[c])]

    def legal(self, s, t):
        # any hungry fish the cans can feed: the player chooses; the feeding ends once none can be fed
        cells = self.feedable(s, t)
        for c in cells:
            yield shared(A.Feed, cell=c)
        if not cells:
            yield DONE

    def auto(self, s, t):
        """Finish at once when nothing can change the outcome: no hungry fish can be fed and no pearl,
        pair of cans or encyclopedia token could help (no prompt, no hot-seat handoff for nothing)."""
        p = s.players[t.seat]
        if self.feedable(s, t) or p.pearls or sum(p.food) >= 2 or p.tokens:
            return False
        self.apply(s, t, DONE)
        return True

    def why(self, s, t, a):
        p = s.players[t.seat]
        if a.kind == "done":
            cells = self.feedable(s, t)
            if cells:
                return f"you can still feed the fish at {cell_label(cells[0])}: pay your cans while a hungry fish can eat"
            return None
        if not 0 <= a.cell < GRID * GRID or a.cell not in fish_cells(s, t.seat):
            return "there is no fish to feed there"
        if a.cell in self.fed(t):
            return "that fish is already fed this round"
        if not can_feed(p.food, p.grid[a.cell]):
            needs = ", ".join(cx().cards[p.grid[a.cell]].food)
            have = ", ".join(f"{n} {c}" for c, n in zip(FOOD, p.food))
            return f"needs {needs} food; you have {have}"
        return None

    def apply(self, s, t, a):
        seat = t.seat
        p = s.players[seat]
        if a.kind == "feed":
            cid = p.grid[a.cell]
            for i, n in enumerate(need(cid)):
                p.food[i] -= n
            card = cx().cards[cid]
            add_vp(s, seat, card.feed_vp, "Feeding")
            s.tasks[-1] = replace(t, fed=(*t.fed, a.cell))
            s.say(f"{name(s, seat)} feeds {card_label(cid)} ({', '.join(card.food)}) for {card.feed_vp} VP.")
            return
        s.tasks.pop()
        unfed = len(fish_cells(s, seat)) - len(self.fed(t))
        p.unfed = unfed
        if unfed:
            lost = add_vp(s, seat, -4 * unfed, "Feeding")
            s.say(f"{name(s, seat)} leaves {unfed} fish unfed: {lost} VP.")
