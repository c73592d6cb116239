"""Settle: the chooser's colonist, settling civilian worlds for credits or conquering military
ones, temporary Military, recruiting, the second world of Improved Logistics."""

from __future__ import annotations

from ..api import Prompt, without
from . import content, facts
from .actions import PASS, RECRUIT, SETTLE, Boost, NFAction, Recruit, Settle, shared
from .common import Step, ask, check_end, gain_colonists, gain_credits, seat_done, seat_name
from .content import matches, tile
from .goals import GOALS
from .state import NFState
from ..text import plural


def enter(state: NFState, s: int) -> None:
    state.step = "settle"
    if s == state.chooser:
        gain_colonists(state, s, 1)
        state.say(f"{seat_name(state, s)} gains 1 colonist (Settle bonus)")


def military(state: NFState, s: int, world: str, pw: tuple[facts.Power, ...] | None = None) -> int:
    """Military against `world` now: permanent, against-this-world and temporary.
    `pw`: the seat's settle powers now (`settle_powers`), when the caller has them already."""
    return facts.military_against(state, s, world, state.settled_now, pw) + state.temp_mil


def settle_powers(state: NFState, s: int) -> tuple[facts.Power, ...]:
    """The settle powers of seat `s` that work in this Settle action (not those of worlds settled in it)."""
    return facts.powers(state, s, "settle", state.settled_now)


def settle_problem(state: NFState, s: int, world: str, pw: tuple[facts.Power, ...] | None = None) -> str | None:
    """Why seat `s` cannot settle `world` now (None: it can). `pw` as for `military`."""
    if world not in state.unsettled[s]:
        return "that world is not one of your explored worlds"
    t = tile(world)
    if state.colonists[s] < t.colonists:
        return f"{t.name} needs {plural(t.colonists, 'colonist')}; you have {state.colonists[s]}"
    if t.military:
        mil = military(state, s, world, pw)
        if mil < (t.defense or 0):
            return f"{t.name} has defense {t.defense}; your Military is {mil}"
    else:
        cost = facts.settle_cost(state, s, world, state.settled_now, pw)
        if state.credits[s] < cost:
            return f"{t.name} costs {plural(cost, 'credit')}; you have {state.credits[s]}"
    return None


def settleable(state: NFState, s: int, pw: tuple[facts.Power, ...]) -> tuple[list[str], bool]:
    """The checks of `settle_problem` for every world of seat `s` at once (`pw`: its settle powers
    now), without the words: the worlds it can settle, and whether temporary Military would help,
    that is whether a military world it has the colonists for lacks Military (see `boost_options`)."""
    colonists, credits, temp_mil = state.colonists[s], state.credits[s], state.temp_mil
    can: list[str] = []
    lacks_military = False
    for w in state.unsettled[s]:
        t = tile(w)
        if colonists < t.colonists:
            continue
        if t.military:
            if facts.military_of(t, pw) + temp_mil >= (t.defense or 0):
                can.append(w)
            else:
                lacks_military = True
        elif credits >= max(0, (t.cost or 0) - facts.discount_of(t, pw)):
            can.append(w)
    return can, lacks_military


def boost_options(
    state: NFState, s: int, pw: tuple[facts.Power, ...] | None = None, useful: bool | None = None
) -> list[tuple[str, int]]:
    """Temporary-Military powers usable now, only while some military world still needs them
    (`useful`: whether one does, when the caller knows it from `settleable`)."""
    if pw is None:
        pw = settle_powers(state, s)
    if useful is None:
        useful = settleable(state, s, pw)[1]
    if not useful:
        return []
    out = []
    for tid, i, p in pw:
        key = f"{tid}:{i}"
        uses = state.used.count(key)
        if p["effect"] == "buy_temp_military" and uses < p["max"] and state.credits[s] >= p["price"]:
            out.append((tid, i))
        elif p["effect"] == "colonist_for_temp_military" and uses < 1 and state.colonists[s] >= 1:
            out.append((tid, i))
    return out


def boost_problem(state: NFState, s: int, source: str, index: int) -> str:
    """Why a temporary-Military power cannot be used now, in a player's words."""
    what = tile(source).name if source in content.tiles() else source
    mine = {(tid, i): p for tid, i, p in facts.powers(state, s, "settle", state.settled_now)}
    p = mine.get((source, index))
    if p is None or p["effect"] not in ("buy_temp_military", "colonist_for_temp_military"):
        return f"{what} has no temporary-Military power you can use"
    uses = state.used.count(f"{source}:{index}")
    if p["effect"] == "buy_temp_military":
        if uses >= p["max"]:
            return f"{what} gives at most +{p['max']} temporary Military per Settle action"
        if state.credits[s] < p["price"]:
            unit = "credit" if p["price"] == 1 else "credits"
            return f"{what} costs {p['price']} {unit} per +1 Military; you have {state.credits[s]}"
    else:
        if uses >= 1:
            return f"{what} can be used once per Settle action"
        if state.colonists[s] < 1:
            return f"{what} needs a colonist from your reserve; you have 0"
    return "no explored military world needs more Military (or you lack its colonists)"


def has_second(state: NFState, s: int) -> bool:
    return any(p["effect"] == "second_world" for _, _, p in facts.powers(state, s, "settle", state.settled_now))


def settle(state: NFState, s: int, world: str) -> None:
    """Settle or conquer `world` (legal): pay, move colonists, windfall good, after-settle powers."""
    t = tile(world)
    who = seat_name(state, s)
    if t.military:
        how = f"with Military {military(state, s, world)} against defense {t.defense}"
    else:
        cost = facts.settle_cost(state, s, world, state.settled_now)
        gain_credits(state, s, -cost)
        how = f"for {plural(cost, 'credit')}"
    triggers = list(facts.powers(state, s, "settle", state.settled_now))
    state.colonists[s] -= t.colonists
    state.unsettled[s] = without(state.unsettled[s], world)
    state.colonies[s] = (*state.colonies[s], world)
    state.settled_now.append(world)
    state.say(f"{who} settles {t.name} {how} and {plural(t.colonists, 'colonist')}")
    if t.kind == "windfall" and t.goods:
        state.goods[s] = (*state.goods[s], world)
    for _, _, p in triggers:
        if p["effect"] == "gain_credits_after_settle" and matches(t, p.get("filter")):
            gain_credits(state, s, p["amount"])
            state.say(f"{who} gains {p['amount']} credit after settling")
        elif p["effect"] == "gain_colonists_after_settle" and matches(t, p.get("filter")):
            gain_colonists(state, s, p["amount"])
            state.say(f"{who} gains {plural(p['amount'], 'colonist')} after settling")
    check_end(state, s)


def settle_end(state: NFState, s: int) -> None:
    """A seat's Settle action is over: Colonial Reserves may take a colonist, then the next seat."""
    if state.galaxy_goals and GOALS.can_stock_colonist(state, s):
        state.step = "stock_col"
    else:
        seat_done(state)


class SettleWorld(Step):
    """Settle one explored world, recruit colonists, use temporary Military, or pass."""

    name = "settle"
    accepts = ("recruit", "settle", "boost", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        return ask(f"{seat_name(state, s)}: settle a world, recruit colonists, or pass", "settle")

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        out: list[NFAction] = [RECRUIT] if self.name == "settle" else []
        pw = settle_powers(state, s)
        can, lacks_military = settleable(state, s, pw)
        out += map(SETTLE.__getitem__, can)
        out += [shared(Boost, source=tid, index=i) for tid, i in boost_options(state, s, pw, lacks_military)]
        out.append(PASS)
        return out

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if isinstance(action, Settle):
            return settle_problem(state, s, action.world)
        if isinstance(action, Boost):
            if (action.source, action.index) in boost_options(state, s):
                return None
            return boost_problem(state, s, action.source, action.index)
        return None

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        who = seat_name(state, s)
        if isinstance(action, Recruit):
            extra = sum(p["amount"] for _, _, p in facts.powers(state, s, "settle") if p["effect"] == "extra_recruits")
            gain_colonists(state, s, 2 + extra)
            state.say(f"{who} recruits {plural(2 + extra, 'colonist')}")
            settle_end(state, s)
        elif isinstance(action, Settle):
            settle(state, s, action.world)
            if self.name == "settle" and has_second(state, s) and state.unsettled[s]:
                state.step = "settle2"
            else:
                settle_end(state, s)
        elif isinstance(action, Boost):
            p = tile(action.source).powers[action.index]
            state.used.append(f"{action.source}:{action.index}")
            if p["effect"] == "buy_temp_military":
                gain_credits(state, s, -p["price"])
                state.temp_mil += 1
                state.say(f"{who} pays {plural(p['price'], 'credit')} for +1 temporary Military ({tile(action.source).name})")
            else:
                state.colonists[s] -= 1
                state.colonist_supply += 1
                state.temp_mil += p["amount"]
                state.say(f"{who} returns a colonist for +{p['amount']} temporary Military ({tile(action.source).name})")
        else:
            state.say(f"{who} passes")
            settle_end(state, s)


class SettleSecond(SettleWorld):
    """Improved Logistics: a second world in the same Settle action (no recruiting)."""

    name = "settle2"
    accepts = ("settle", "boost", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        if state.unsettled[s]:
            return ask(f"{seat_name(state, s)}: settle a second world (Improved Logistics), or pass", "settle")
        return None
