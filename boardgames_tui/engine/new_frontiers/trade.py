"""Trade/Consume: the chooser's VP chip, selling one good, Consume powers (compulsory while one
can still consume goods), consume-all, paying credits for VP."""

from __future__ import annotations

from itertools import combinations

from ..api import Prompt, without
from . import facts
from .actions import PASS, TRADE, Consume, NFAction, Trade, shared
from .common import AGAIN, Again, Step, ask, gain_credits, gain_vp, seat_done, seat_name
from .content import TRADE_VALUE, matches, tile
from .goals import GOALS
from .state import NFState
from ..text import plural


def enter(state: NFState, s: int) -> None:
    state.step = "trade"
    if s == state.chooser:
        gain_vp(state, s, 1)
        state.say(f"{seat_name(state, s)} gains 1 VP chip (Trade/Consume bonus)")


def after_trade(state: NFState, s: int) -> None:
    """After trading: Galactic Treasury may take credits, then consumption."""
    if state.galaxy_goals and GOALS.stock_credit_max(state, s) > 0:
        state.step = "stock_cr"
    else:
        consume_start(state, s)


def consume_start(state: NFState, s: int) -> None:
    """Consumption begins: the powers that simply give VP or credits in this phase."""
    state.step = "consume"
    who = seat_name(state, s)
    for tid, i, p in facts.powers(state, s, "consume"):
        if p["effect"] == "gain_vp":
            gain_vp(state, s, p["amount"])
            state.say(f"{who} gains {p['amount']} VP chip ({tile(tid).name})")
        elif p["effect"] == "gain_credits":
            gain_credits(state, s, p["amount"])
            state.say(f"{who} gains {p['amount']} credit ({tile(tid).name})")


def consume_actions(state: NFState, s: int, *, compulsory: bool) -> list[Consume]:
    """Consume powers usable now: the goods-consuming ones (compulsory) or pay-credits-for-VP ones."""
    out: list[Consume] = []
    goods = sorted(state.goods[s])
    for tid, i, p in facts.powers(state, s, "consume"):
        eff = p["effect"]
        key = f"{tid}:{i}"
        if state.used.count(key) >= p.get("times", 1):
            continue
        if compulsory and eff == "consume":
            kind = p["goods"]
            pool = [w for w in goods if kind == "any" or tile(w).goods == kind]
            for combo in combinations(pool, p["count"]):
                out.append(shared(Consume, source=tid, index=i, worlds=combo))
        elif compulsory and eff == "consume_different":
            for combo in combinations(goods, p["count"]):
                if len({tile(w).goods for w in combo}) == len(combo):
                    out.append(shared(Consume, source=tid, index=i, worlds=combo))
        elif not compulsory and eff == "pay_credits_for_vp" and state.credits[s] >= p["price"]:
            out.append(shared(Consume, source=tid, index=i))
    return out


def consume_all(state: NFState, s: int) -> None:
    """Consume-all powers take every good left once no other power can consume."""
    for tid, i, p in facts.powers(state, s, "consume"):
        key = f"{tid}:{i}"
        if p["effect"] == "consume_all" and state.goods[s] and key not in state.used:
            n = len(state.goods[s])
            state.goods[s] = ()
            state.used.append(key)
            gain_vp(state, s, n * p["vp_each"])
            state.say(f"{seat_name(state, s)} consumes all {n} remaining goods for {n * p['vp_each']} VP ({tile(tid).name})")


def consume(state: NFState, s: int, action: Consume) -> None:
    p = tile(action.source).powers[action.index]
    state.used.append(f"{action.source}:{action.index}")
    who = seat_name(state, s)
    if p["effect"] == "pay_credits_for_vp":
        gain_credits(state, s, -p["price"])
        gain_vp(state, s, p["vp"])
        state.say(f"{who} pays {plural(p['price'], 'credit')} for {p['vp']} VP ({tile(action.source).name})")
        return
    for w in action.worlds:
        state.goods[s] = without(state.goods[s], w)
    vp, cr = p.get("vp", 0), p.get("credits", 0)
    if vp:
        gain_vp(state, s, vp)
    gain_credits(state, s, cr)
    what = " and ".join(x for x in (f"{vp} VP" if vp else "", plural(cr, 'credit') if cr else "") if x) or "nothing"
    state.say(f"{who} consumes {len(action.worlds)} good{'s' if len(action.worlds) > 1 else ''} for {what} ({tile(action.source).name})")


class SellOne(Step):
    """Trade: sell one good for credits (its kind's value plus Trade powers), or skip."""

    name = "trade"
    accepts = ("trade", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | Again:
        if state.goods[s]:
            return ask(f"{seat_name(state, s)}: sell one good, or skip trading", "trade")
        after_trade(state, s)
        return AGAIN

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return [*map(TRADE.__getitem__, state.goods[s]), PASS]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Trade):
            return None if action.world in state.goods[s] else "that colony holds no good of yours"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        who = seat_name(state, s)
        if isinstance(action, Trade):
            t = tile(action.world)
            value = TRADE_VALUE[t.goods] + sum(
                p["amount"] for _, _, p in facts.powers(state, s, "trade")
                if p["effect"] == "trade_bonus" and matches(t, p.get("filter"))
            )
            state.goods[s] = without(state.goods[s], action.world)
            gain_credits(state, s, value)
            state.traded = True
            state.say(f"{who} sells the {t.goods} good of {t.name} for {plural(value, 'credit')}")
        else:
            state.say(f"{who} sells nothing")
        after_trade(state, s)


class ConsumeGoods(Step):
    """Consume: goods-consuming powers first (compulsory), then consume-all, then pay credits for VP."""

    name = "consume"
    accepts = ("consume", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        who = seat_name(state, s)
        if consume_actions(state, s, compulsory=True):
            return ask(f"{who}: consume goods (compulsory while a power can be used)", "consume")
        consume_all(state, s)
        if consume_actions(state, s, compulsory=False):
            return ask(f"{who}: pay credits for VP, or finish", "consume")
        return None

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return consume_actions(state, s, compulsory=True) or [*consume_actions(state, s, compulsory=False), PASS]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Consume):
            must = consume_actions(state, s, compulsory=True)
            if action in must:
                return None
            if must:
                return "consumption is compulsory: use a power that can still consume goods first"
            if action in consume_actions(state, s, compulsory=False):
                return None
            return "that consume power cannot be used with those goods now"
        if consume_actions(state, s, compulsory=True):
            return "consumption is compulsory while a consume power can still be used"
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        if isinstance(action, Consume):
            consume(state, s, action)
        else:
            seat_done(state)
