"""Seed cards played from the hand during a turn (§10): for their effect or for 1 basic resource."""

from __future__ import annotations

from functools import cache

from .content import content
from .core import without, fire, run, seed_name, who
from .hive import can_pay
from .state import ApiaryState
from .tasks import Count, task


@cache
def payments(cid: int) -> tuple[dict[str, int], ...]:
    """What playing seed card `cid` for its effect makes its owner pay, payment by payment."""
    return tuple(e["res"] for e in content().seeds[cid]["now"] if e["op"] == "pay")


def can_play_for_effect(s: ApiaryState, seat: int, cid: int) -> bool:
    """`seed_playable(s, seat, cid, True) is None` for a card in the hand, without the words."""
    p = s.players[seat]
    if s.seed_limit and p.seeds_played >= 2:
        return False
    return all(can_pay(p, cost) for cost in payments(cid))


def seed_playable(s: ApiaryState, seat: int, cid: int, effect: bool) -> str | None:
    p = s.players[seat]
    if cid not in p.hand:
        return "that seed card is not in your hand"
    if effect:
        if s.seed_limit and p.seeds_played >= 2:
            return "the seed-card variant allows 2 cards per turn for their ability"
        for cost in payments(cid):
            if not can_pay(p, cost):
                need = ", ".join(f"{n} {r}" for r, n in cost.items())
                return f"Needs {need}; you have " + ", ".join(f"{p.res[r]} {r}" for r in cost)
    return None


def play_seed(s: ApiaryState, seat: int, cid: int, effect: bool) -> None:
    p = s.players[seat]
    p.hand = without(p.hand, cid)
    s.discard.append(cid)
    if effect:
        p.seeds_played += 1
        s.say(f"{who(s, seat)} plays {seed_name(cid)} for its effect.")
        fire(s, seat, "on_seed_played_for_effect")
        run(s, seat, content().seeds[cid]["now"])
    else:
        s.say(f"{who(s, seat)} plays {seed_name(cid)} for 1 basic resource.")
        s.tasks.append(task(Count, step="basic", seat=seat, n=1))
