"""Aquaria (Tomáš Holek, Delicious Games 2025; solo automa by Vladimír Suchý).

The engine keeps no state: `flow.run` resolves the task stack of a state copy until a seat
must decide; `steps.STEPS` knows every prompt; free actions are offered alongside every
prompt of a player's own turn and of the feeding phase.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from ..api import HIDDEN, HIDDEN_ID, BadOptions, Engine, ScoreSheet, Seat, remember_legal, without
from ..rng import Rng
from . import actions as A
from .actions import FREE_SLOT, shared
from .actions import FREE_KINDS, AquariaAction
from .content import content
from .effects import FOOD, card_cost, card_label, cell_label, describe_effect, name, push, refill_offer
from .flow import ROUNDS, TURNS, run, setup
from .moves import ACTION_NAMES, free_ok, token_ok, variant_text
from .prompts import STEPS
from .scoring import score_sheet
from .state import CENTRE, AquariaState
from .tasks import Choice, DialMatch, Feeding, PetLowerBonus, from_saved


_FREE_FOOD = tuple(shared(A.FreeFood, color=c) for c in FOOD)


@lru_cache(maxsize=None)
def _converts(*food: int) -> tuple[A.FreeConvert, ...]:
    """The trades of two cans for one that `food` (cans by colour) can pay, in the stable order."""
    return tuple(
        shared(A.FreeConvert, pay_a=a, pay_b=b, gain=g)
        for a, b in combinations_with_replacement(FOOD, 2)
        if AquariaEngine._can_pay(list(food), a, b)
        for g in FOOD
        if not a == b == g  # trading two cans for one of the same colour gains nothing
    )


class AquariaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    scoring: Literal["basic", "advanced"] = "basic"
    """Final scoring side of the scoring aid: basic (brown) or advanced (gold, adds plant scoring)."""


class AquariaEngine(Engine[AquariaState, AquariaAction]):
    id: ClassVar[str] = "aquaria"
    title: ClassVar[str] = "Aquaria"
    description: ClassVar[str] = "Build a 4×4 aquarium of fish and plants, feed them, keep the water clean; solo vs the automa."
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    hides_information: ClassVar[bool] = True
    has_automa: ClassVar[bool] = True
    max_actions: ClassVar[int] = 6_000
    version: ClassVar[str] = "2"
    """2: the project edition's card costs and feed VP recalibrated (issue 24 item 5, rules.md)."""
    state_format: ClassVar[int] = 2
    """2: a task names its step in `step`, the shared Task's field (state format 1: `verb`, or a
    positional row `[seat, verb, *fields]` in saves older than named tasks); see `migrate_state`."""
    Options: ClassVar[type[BaseModel]] = AquariaOptions
    state_type: ClassVar[type[AquariaState]] = AquariaState
    action_type: ClassVar[object] = AquariaAction
    search_turn_horizon: ClassVar[int] = 40
    """A turn is many small decisions (move the die, take a food, free actions, end the turn), so
    a fixed rollout depth ends most rollouts in the middle of a turn (a die moved, its action not
    taken yet: the score cannot see what the move was for) or in the other seats' turns (noise
    this seat cannot steer)."""
    search_prior_visits: ClassVar[float] = 3.0
    """A 0.2 s search reaches ~45 iterations and its rollouts barely pass one turn: without a prior
    it won 18.5 of 40 games against greedy. Three virtual visits at the greedy value make a small
    budget start from the greedy order, which rollouts must outvote (7 of 10 in a first test, both
    3 and 10 visits). (With the turn horizon and the feeding-aware heuristic, a solo pilot over
    seeds 101-108 scored 75.0 with the prior and 76.5 without: kept.) The other games beat greedy
    without a prior."""

    # ----------------------------------------------------------------- setup

    def _setup(self, seats, seed, options, rng):
        seats = list(seats)
        autos = [s for s in seats if s.kind == "automa"]
        if autos and (len(autos) > 1 or len(seats) != 2):
            raise BadOptions("the automa plays only in a solo game: one player and one automa seat")
        if len(seats) == 1:
            names = {s.name for s in seats}
            seats.append(Seat(name="Automa" if "Automa" not in names else "Automa 2", kind="automa"))
        return setup(seats, seed, options.scoring, rng.state)

    # ----------------------------------------------------------------- actions

    def iter_legal_actions(self, state: AquariaState) -> Iterator[AquariaAction]:
        return iter(self.legal_actions(state))

    def legal_actions(self, state: AquariaState) -> list[AquariaAction]:
        # one list, built once: the step's options, then the free actions (no generator chain)
        if state.finished or not state.tasks:
            return []
        t = state.tasks[-1]
        out = list(STEPS[t.step].legal(state, t))
        if free_ok(state, t):
            self._free_options(state, t.seat, out)
        elif token_ok(state, t):
            out.extend(shared(A.UseToken, token=tok) for tok in state.players[t.seat].tokens)
        remember_legal(state, out)  # an action from this list needs no second check (api.is_listed)
        return out.copy()

    @staticmethod
    def _free_options(s: AquariaState, seat: int, out: list[AquariaAction]) -> None:
        p = s.players[seat]
        if p.pearls:
            out.extend([FREE_SLOT[i] for i, c in enumerate(s.offer) if c])
            out.extend(_FREE_FOOD)
        if sum(p.food) >= 2:
            out.extend(_converts(*p.food))
        if p.oxygen >= 1 and (s.deck or s.discard or any(s.offer)):
            out.append(shared(A.FreeRefresh))
        out.extend(shared(A.UseToken, token=tok) for tok in p.tokens)

    @staticmethod
    def _can_pay(food: list[int], a: str, b: str) -> bool:
        need = [0, 0, 0]
        for c in (a, b):
            need[FOOD.index(c)] += 1
        return all(x >= y for x, y in zip(food, need))

    def why_illegal(self, state: AquariaState, action: AquariaAction) -> str | None:
        if state.finished or not state.tasks:
            return "the game is over"
        t = state.tasks[-1]
        step = STEPS[t.step]
        if action.kind == "use_token" and token_ok(state, t):
            return self._free_check(state, t.seat, action)
        if action.kind in FREE_KINDS:
            if not free_ok(state, t):
                return f"free actions are for your own turn and the feeding phase; now: {step.text(state, t)}"
            return self._free_check(state, t.seat, action)
        return step.refuse(state, t, action)

    def _free_check(self, s: AquariaState, seat: int, a: AquariaAction) -> str | None:
        p = s.players[seat]
        match a:
            case A.FreeCard() | A.FreeFood():
                if p.pearls < 1:
                    return "needs 1 pearl; you have 0"
                if isinstance(a, A.FreeCard) and (not 0 <= a.slot < len(s.offer) or not s.offer[a.slot]):
                    return "that offer slot is empty"
                if isinstance(a, A.FreeFood) and a.color not in FOOD:
                    return f"food comes in red, green or blue, not {a.color}"
            case A.FreeConvert():
                if a.pay_a not in FOOD or a.pay_b not in FOOD or a.gain not in FOOD:
                    return "food comes in red, green or blue"
                if not self._can_pay(p.food, a.pay_a, a.pay_b):
                    have = ", ".join(f"{n} {c}" for c, n in zip(FOOD, p.food))
                    return f"needs {a.pay_a} and {a.pay_b} food; you have {have}"
            case A.FreeRefresh():
                if p.oxygen < 1:
                    return "needs 1 OP; you have 0"
            case A.UseToken():
                if a.token not in p.tokens:
                    return f"you hold no unused encyclopedia token {a.token}"
        return None

    def _apply(self, state: AquariaState, action: AquariaAction) -> None:
        t = state.tasks[-1]
        if action.kind in FREE_KINDS:
            self._free_do(state, t.seat, action)
        else:
            STEPS[t.step].apply(state, t, action)
        run(state)

    def _free_do(self, s: AquariaState, seat: int, a: AquariaAction) -> None:
        p = s.players[seat]
        who = name(s, seat)
        match a:
            case A.FreeCard():
                p.pearls -= 1
                cid = s.offer[a.slot]
                s.offer[a.slot] = ""
                p.hand.append(cid)
                refill_offer(s)
                s.say(f"{who} pays 1 pearl for {card_label(cid)} from the offer.")
            case A.FreeFood():
                p.pearls -= 1
                p.food[FOOD.index(a.color)] += 1
                s.say(f"{who} pays 1 pearl for 1 {a.color} food.")
            case A.FreeConvert():
                p.food[FOOD.index(a.pay_a)] -= 1
                p.food[FOOD.index(a.pay_b)] -= 1
                p.food[FOOD.index(a.gain)] += 1
                s.say(f"{who} trades {a.pay_a} and {a.pay_b} food for 1 {a.gain} food.")
            case A.FreeRefresh():
                p.oxygen -= 1
                push(s, seat, [["refresh_offer"]], "Bonuses")
                s.say(f"{who} pays 1 OP to replace the card offer.")
            case A.UseToken():
                p.tokens = without(p.tokens, a.token)
                p.used_tokens = (*p.used_tokens, a.token)
                face = content().tokens[a.token].face
                s.say(f"{who} uses encyclopedia token {a.token}: {describe_effect(face)}.")
                push(s, seat, face, "Bonuses")

    def automa_action(self, state: AquariaState) -> AquariaAction:
        if state.automa < 0 or state.active != [state.automa]:
            raise ValueError("the automa is not to act now")
        t = state.tasks[-1]
        return next(iter(STEPS[t.step].legal(state, t)))

    # ----------------------------------------------------------------- information

    def _hide(self, view: AquariaState, seat: int | None) -> None:
        setup_phase = view.phase == "Setup"
        for i, p in enumerate(view.players):
            if i == seat:
                continue
            p.hand = [HIDDEN] * len(p.hand)
            p.start_options = (HIDDEN_ID,) * len(p.start_options)
            if setup_phase:
                p.start_tile = HIDDEN_ID if p.start_tile else 0
        view.deck = [HIDDEN] * len(view.deck)
        view.solo_pile = [HIDDEN] * len(view.solo_pile)
        view.start_pool = (HIDDEN_ID,) * len(view.start_pool)

    def migrate_state(self, data: dict, stored_format: int) -> dict:
        """State format 1 held each task with its step in `verb`, or (saves older than named tasks)
        as a positional row: each becomes today's named task (tasks.from_saved)."""
        if stored_format < 2 and isinstance(data.get("tasks"), list):
            data["tasks"] = [from_saved(t) for t in data["tasks"]]
        return data

    def _fill_hidden(self, s: AquariaState, rng: Rng) -> None:
        c = content()
        known = set(s.offer) | set(s.discard)
        for p in s.players:
            known.update(p.grid)
            known.update(h for h in p.hand if h != HIDDEN)
        for t in s.tasks:
            if isinstance(t, PetLowerBonus):  # the set discarded for a pet-shop level
                known.update((t.a, t.b))
        pool = [cid for cid in c.card_ids if cid not in known]
        rng.shuffle(pool)
        for p in s.players:
            p.hand = [pool.pop() if h == HIDDEN else h for h in p.hand]
        s.deck = [pool.pop() if d == HIDDEN and pool else d for d in s.deck]
        s.deck = [d for d in s.deck if d != HIDDEN]
        tiles = [t.id for t in c.solo.tiles if t.id not in s.solo_used]
        rng.shuffle(tiles)
        s.solo_pile = tiles[: len(s.solo_pile)]
        seen = {n for p in s.players for n in (p.start_tile, *p.start_options) if n > 0}
        numbers = [n for n in sorted(c.start_tiles) if n not in seen]
        rng.shuffle(numbers)
        for p in s.players:
            p.start_options = tuple(numbers.pop() if n == HIDDEN_ID and numbers else n for n in p.start_options)
            if p.start_tile == HIDDEN_ID:
                p.start_tile = numbers.pop() if numbers else 8
        s.start_pool = tuple(numbers.pop() if numbers else 8 for _ in s.start_pool)

    # ----------------------------------------------------------------- words and scores

    def scores(self, state: AquariaState) -> ScoreSheet:
        return score_sheet(state)

    def describe(self, state: AquariaState, action: AquariaAction) -> str:
        seat = state.actor
        p = state.players[seat] if 0 <= seat < len(state.players) else None
        t = state.tasks[-1] if state.tasks else None
        step = t.step if t else ""
        match action:
            case A.StartTile():
                tile = content().start_tiles.get(action.number)
                return f"Keep start tile {action.number}" + (f" ({describe_effect(tile.gain)})" if tile else "")
            case A.ReturnCards():
                return f"Put {card_label(action.a)} and {card_label(action.b)} under the deck"
            case A.MoveDie():
                return f"Move die to {ACTION_NAMES.get(action.circle, action.circle)}"
            case A.ChooseAction():
                return variant_text(action.action, action.pearls) if action.action in ACTION_NAMES else action.action
            case A.PlaceCard():
                cost = 0
                if p is not None and step == "place" and action.card in content().cards:
                    cost = card_cost(p, action.card, action.cell)
                return f"Place {card_label(action.card)} at {cell_label(action.cell)} ({cost} OP)"
            case A.Done():
                return {"place": "Stop placing cards", "free_place": "Skip the free placement",
                        "md_line": "Stop turning dials", "md_any": "Stop turning dials", "pet": "Skip the pet shop",
                        "pet_lower": "Skip the lower bonus", "feed": "Finish feeding"}.get(step, "Done")
            case A.EndTurn():
                return "End turn"
            case A.TurnDial():
                return f"Turn dial {action.dial}"
            case A.FoodColour():
                return f"Take {action.color} food"
            case A.TakeCard():
                if action.slot == -1:
                    return "Take the top card of the deck"
                cid = state.offer[action.slot] if 0 <= action.slot < len(state.offer) else ""
                return f"Take {card_label(cid)} from the offer" if cid else f"Take offer slot {action.slot + 1}"
            case A.EncyStep():
                return f"Encyclopedia: go to {action.node}"
            case A.Choose():
                if isinstance(t, DialMatch):
                    return "Take 2 VP" if action.index else f"Take dial {t.dial}'s bonus"
                if isinstance(t, Choice) and action.index in (0, 1):
                    return "Choose " + describe_effect(t.option(action.index))
                return f"Choose option {action.index + 1}"
            case A.FilterToken():
                k = content().fkinds.get(action.token)
                return f"Filter token {action.token}" + (f" ({k.color}: {describe_effect(k.bonus)})" if k else "")
            case A.PlaceLionfish():
                return f"Place {card_label(action.card)} at {cell_label(action.cell)}"
            case A.PetShop():
                return f"Pet shop: discard {card_label(action.a)} and {card_label(action.b)}"
            case A.PetLower():
                level = t.level if isinstance(t, PetLowerBonus) else (p.pet if p else 0)
                lvl = content().pet_levels.get(level)
                what = describe_effect(lvl.lower[action.index]) if lvl else f"bonus {action.index + 1}"
                return f"Lower bonus: {what}" + (f" (discard {card_label(action.card)})" if action.card else "")
            case A.Feed():
                cid = p.grid[action.cell] if p else ""
                return f"Feed {card_label(cid) if cid else 'fish'} at {cell_label(action.cell)}"
            case A.FreeCard():
                cid = state.offer[action.slot] if 0 <= action.slot < len(state.offer) else ""
                return f"Free: 1 pearl → {card_label(cid) if cid else 'a card'} from the offer"
            case A.FreeFood():
                return f"Free: 1 pearl → 1 {action.color} food"
            case A.FreeConvert():
                return f"Free: {action.pay_a} + {action.pay_b} food → 1 {action.gain} food"
            case A.FreeRefresh():
                return "Free: 1 OP → new card offer"
            case A.UseToken():
                tok = content().tokens.get(action.token)
                return f"Use token {action.token}" + (f" ({describe_effect(tok.face)})" if tok else "")
            case A.AutomaStep():
                return {"reveal": "Automa: reveal the next solo tile", "move": "Automa: move the die",
                        "encyclopedia": "Automa: move the encyclopedia marker",
                        "offer": "Automa: cycle the offer rows"}[action.step]
        return action.kind

    def status(self, state: AquariaState) -> str:
        colour = state.colours[state.round - 1] if state.colours else ""
        text = f"Round {state.round}/4 · {state.phase} · active colour {colour}"
        if state.phase == "Actions":
            n = len(state.seats)
            text += f" · turn {state.turn_idx // n + 1} of 4"
        return text

    def heuristic(self, state: AquariaState, seat: int) -> float:
        """Rough worth of a position beyond the score (greedy's value, the search's cut-off): what
        the placed fish will still earn at the feedings left, less the cans they still lack; the
        income cards' coming income; the stock (pearls, oxygen, wool, filter tokens, placed cards)
        as buying power, fading turn by turn. Cards in hand count nothing: a card is worth what it
        earns once placed (worth it gave them, greedy hoarded cards bought with pearls)."""
        return _heuristic(state, seat)

    def invariants(self, state: AquariaState) -> list[str]:
        c = content()
        out = []
        seen: dict[str, int] = {}
        for cid in [*state.deck, *state.discard, *state.offer]:
            if cid:
                seen[cid] = seen.get(cid, 0) + 1
        for i, p in enumerate(state.players):
            who = state.seats[i].name
            if not 0 <= p.oxygen <= 11:
                out.append(f"{who}: oxygen {p.oxygen} outside 0-11")
            if p.pearls < 0 or min(p.food) < 0 or p.vp < 0:
                out.append(f"{who}: negative stock")
            if not 0 <= p.wool <= 5 or not 0 <= p.wool_deferred <= 5:
                out.append(f"{who}: wool {p.wool}+{p.wool_deferred} out of range")
            if not 0 <= p.pet <= 4:
                out.append(f"{who}: pet-shop level {p.pet} outside 0-4")
            if p.vp != sum(p.vp_parts.values()):
                out.append(f"{who}: VP {p.vp} differs from its parts")
            if len(p.ftokens) > 4:
                out.append(f"{who}: {len(p.ftokens)} filter tokens in 4 slots")
            bonuses = [c.fkinds[k].bonus for k in p.ftokens]
            if any(bonuses.count(b) > 1 for b in bonuses):
                out.append(f"{who}: two filter tokens with the same bonus")
            lions = sum(1 for x in p.grid if x.startswith("L"))
            if lions != p.lionfish or lions > 2:
                out.append(f"{who}: {lions} lionfish placed, {p.lionfish} counted")
            for cid in [*p.hand, *(x for x in p.grid if x and not x.startswith("L"))]:
                seen[cid] = seen.get(cid, 0) + 1
        if sorted(seen) != sorted(c.card_ids) or any(v != 1 for v in seen.values()):
            out.append(f"aquarium cards not conserved: {len(seen)} distinct of {len(c.card_ids)}")
        lion_all = [*state.lion_offer, *state.lion_out, *(x for p in state.players for x in p.grid if x.startswith("L"))]
        if sorted(lion_all) != sorted(c.lionfish_ids):
            out.append("lionfish not conserved")
        for k, kind in c.fkinds.items():
            placed = sum(p.ftokens.count(k) for p in state.players)
            if placed + state.fsupply.get(k, 0) != kind.copies:
                out.append(f"filter token {k} not conserved")
        toks = [*(v for v in state.ency_tokens.values() if v), *(x for p in state.players for x in p.tokens),
                *(x for p in state.players for x in p.used_tokens)]
        if len(toks) != len(set(toks)):
            out.append("an encyclopedia token is in two places")
        return out


ENGINE = AquariaEngine()

__all__ = ["ENGINE", "AquariaEngine", "AquariaOptions", "AquariaState", "CENTRE"]


H = {"feed": 0.7, "can_cost": 1.2, "can_spare": 0.3, "income": 1.0, "pearl": 0.3, "oxygen": 0.6,
     "wool": 0.5, "ftoken": 0.7, "placed": 0.5}
"""Weights of `AquariaEngine.heuristic` (VP per unit): `feed` per VP a placed fish will still
earn when fed, `can_cost` per can those feedings still lack, `can_spare` per can beyond them,
`income` per VP-worth of a card's income per round left; the stock weights per unit while all
16 turns remain. Chosen by the greedy bot's solo mean over seeds 101-120 (the old heuristic: 30.5,
these: 51.3) and checked with the search bot (solo 75 over seeds 101-108)."""

_INCOME_WORTH = {"food": 1.5, "oxygen": 0.5, "vp": 1.0}


@lru_cache(maxsize=None)
def _card_worth(cid: str) -> tuple[int, int, float]:
    """(feed VP, cans) of a fish and the worth of one round's income of a card."""
    card = content().cards[cid]
    income = sum(_INCOME_WORTH.get(atom[0], 0.7) * (atom[-1] if isinstance(atom[-1], int) else 1) for atom in card.income)
    return card.feed_vp if card.food else 0, len(card.food), income


def _turns_left(state: AquariaState, seat: int) -> int:
    """`seat`'s action turns still to come (16 at the start, 0 from round 4's microflora on)."""
    later = TURNS * (ROUNDS - state.round)
    if state.phase not in ("Setup", "Start resources", "Actions"):
        return later
    if state.phase != "Actions":
        return later + TURNS
    n = len(state.seats)
    pos = state.order.index(seat)
    done = min(TURNS, max(0, -(-(state.turn_idx - pos) // n)))  # this seat's turns before turn_idx
    return later + TURNS - done


def _heuristic(state: AquariaState, seat: int) -> float:
    """Worth changes only smoothly: stock loses its worth turn by turn (never all at once at a
    phase change, which a one-ply bot would put off with wasteful free actions), a fish's coming
    feedings drop by one when it is fed (the VP enter the score then), the income's at income."""
    h = H
    p = state.players[seat]
    phase = state.phase
    later = ROUNDS - state.round
    feeding_now = phase in ("Setup", "Start resources", "Actions", "Microflora", "Income")
    fed: tuple[int, ...] = ()
    if phase == "Feeding":
        for t in state.tasks:
            if t.seat == seat and isinstance(t, Feeding):
                feeding_now = True
                fed = t.fed
                break
    incomes = later + (1 if phase in ("Setup", "Start resources", "Actions", "Microflora") else 0)
    feed_value = 0.0
    needed = 0
    income = 0.0
    placed = 0
    for cell, x in enumerate(p.grid):
        if not x:
            continue
        placed += 1
        if x[0] == "L":
            continue
        vp, n, inc = _card_worth(x)
        if n:
            left = later + (1 if feeding_now and cell not in fed else 0)
            feed_value += vp * left
            needed += n * left
        income += inc
    food = sum(p.food)
    tau = _turns_left(state, seat) / (ROUNDS * TURNS)
    value = h["feed"] * feed_value + h["income"] * income * incomes
    value += -h["can_cost"] * max(0, needed - food) + h["can_spare"] * max(0, food - needed) * tau
    value += tau * (h["pearl"] * p.pearls + h["oxygen"] * p.oxygen + h["wool"] * p.wool
                    + h["ftoken"] * len(p.ftokens) + h["placed"] * placed)
    return value
