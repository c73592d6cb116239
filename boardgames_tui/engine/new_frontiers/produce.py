"""Produce: goods on production worlds, Produce credits, the Produce tile, paying to produce,
and windfall goods (the chooser's one, then Produce powers)."""

from __future__ import annotations

from ..api import Prompt
from . import content, facts
from .actions import PASS, PAY_PRODUCE, WINDFALL, NFAction, PayProduce
from .common import AGAIN, Again, Step, ask, fills, gain_credits, seat_name
from .content import matches, tile
from .state import NFState
from ..text import plural


def enter(state: NFState, s: int) -> None:
    """Seat `s` produces: its production worlds fill, credits come in, windfall fills are owed."""
    state.step = "produce_pay"
    who = seat_name(state, s)
    made = []
    gained = 0
    for w in state.colonies[s]:
        t = tile(w)
        if t.kind != "production" or w in state.goods[s]:
            continue
        if any(p["effect"] == "pay_to_produce_here" for p in t.powers):
            continue
        state.goods[s] = (*state.goods[s], w)
        made.append(t.name)
        gained += sum(p["amount"] for p in t.powers if p["effect"] == "gain_credits_if_this_produced")
    for _, _, p in facts.powers(state, s, "produce"):
        if p["effect"] == "gain_credits":
            gained += p["amount"]
        elif p["effect"] == "gain_credits_per":
            gained += p["amount"] * sum(1 for w in state.colonies[s] if matches(tile(w), p["per"]))
    if made:
        state.say(f"{who} produces on " + ", ".join(made))
    if s == state.chooser and state.produce_credits:
        gained += state.produce_credits
        state.say(f"{who} takes {plural(state.produce_credits, 'credit')} from the Produce tile")
        state.produce_credits = 0
    if gained:
        gain_credits(state, s, gained)
        state.say(f"{who} gains {plural(gained, 'credit')} from Produce powers" if s != state.chooser or made else f"{who} gains {plural(gained, 'credit')}")
    owed = []
    if s == state.chooser:
        owed.append("fill:*")
    for _, _, p in facts.powers(state, s, "produce"):
        if p["effect"] == "fill_windfall":
            owed.append("fill:" + ((p.get("filter") or {}).get("goods") or "*"))
    owed.sort(key=lambda f: f == "fill:*")  # kind-limited fills first, free ones last
    state.used = owed


def pay_produce_options(state: NFState, s: int) -> list[str]:
    """Empty colonies of `s` that produce only if paid, which `s` can pay for and has not yet."""
    out = []
    for w in state.colonies[s]:
        if w in state.goods[s] or f"paid:{w}" in state.used:
            continue
        for p in tile(w).powers:
            if p["effect"] == "pay_to_produce_here" and state.credits[s] >= p["price"]:
                out.append(w)
    return out


def windfall_targets(state: NFState, s: int) -> list[str]:
    """Empty windfall colonies the next owed fill can go on."""
    owed = fills(state)
    if not owed:
        return []
    kind = owed[0][5:]
    return [
        w for w in state.colonies[s]
        if tile(w).kind == "windfall" and w not in state.goods[s] and (kind == "*" or tile(w).goods == kind)
    ]


def fill(state: NFState, s: int, world: str) -> None:
    state.goods[s] = (*state.goods[s], world)
    state.say(f"{seat_name(state, s)} puts a good on {tile(world).name}")


class PayToProduce(Step):
    """Pay the credits a world asks to produce on it, or pass (then the windfall fills)."""

    name = "produce_pay"
    accepts = ("pay_produce", "pass")

    def prompt(self, state: NFState, s: int) -> Prompt | Again:
        if pay_produce_options(state, s):
            return ask(f"{seat_name(state, s)}: pay to produce on a world, or pass", "produce")
        state.step = "windfall"
        return AGAIN

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return [*map(PAY_PRODUCE.__getitem__, pay_produce_options(state, s)), PASS]

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        if not isinstance(action, PayProduce) or action.world in pay_produce_options(state, s):
            return None
        t = tile(action.world) if action.world in content.tiles() else None
        price = next((p["price"] for p in t.powers if p["effect"] == "pay_to_produce_here"), None) if t else None
        if t is None or price is None or action.world not in state.colonies[s]:
            return f"{t.name if t else action.world} is not a colony of yours that you pay to produce on"
        if action.world in state.goods[s]:
            return f"{t.name} already holds a good"
        if state.credits[s] < price:
            return f"{t.name} produces only if you pay {price} credit{'s' if price > 1 else ''}; you have {state.credits[s]}"
        return f"you already paid for {t.name} in this Produce action"

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        if not isinstance(action, PayProduce):
            state.step = "windfall"
            return
        t = tile(action.world)
        price = next(p["price"] for p in t.powers if p["effect"] == "pay_to_produce_here")
        gain_credits(state, s, -price)
        state.goods[s] = (*state.goods[s], action.world)
        state.used.append(f"paid:{action.world}")
        gain = sum(p["amount"] for p in t.powers if p["effect"] == "gain_credits_if_this_produced")
        gain_credits(state, s, gain)
        state.say(f"{seat_name(state, s)} pays {plural(price, 'credit')} to produce on {t.name}")


class WindfallFill(Step):
    """Each owed windfall good goes on an empty windfall colony: asked only when there is a choice."""

    name = "windfall"
    accepts = ("windfall",)

    def prompt(self, state: NFState, s: int) -> Prompt | None:
        while fills(state):
            targets = windfall_targets(state, s)
            if len(targets) > 1:
                return ask(f"{seat_name(state, s)}: choose an empty windfall colony to get a good", "produce")
            state.used.remove(fills(state)[0])
            if targets:
                fill(state, s, targets[0])
            else:
                state.say(f"{seat_name(state, s)} has no empty windfall colony to fill; that good is lost")
        return None

    def legal(self, state: NFState, s: int) -> list[NFAction]:
        return list(map(WINDFALL.__getitem__, windfall_targets(state, s)))

    def why(self, state: NFState, s: int, action: NFAction) -> str | None:
        return None if action.world in windfall_targets(state, s) else "that is not an empty windfall colony this good can go on"

    def apply(self, state: NFState, s: int, action: NFAction) -> None:
        state.used.remove(fills(state)[0])
        fill(state, s, action.world)
