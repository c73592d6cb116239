"""Convert (§7.5): swaps, wax and honey, cycling seed cards, and the dances (teaching, costs, gains)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .content import BASIC, content
from .core import without, draw_cards, fire, gain_qf, pay, run, seed_name, who
from .hive import can_pay
from .state import ApiaryState
from .tasks import Convert, replace

SWAPS = {a: [f"swap:{a}:{b}" for b in BASIC if b != a] for a in BASIC}


def iter_conversions(s: ApiaryState, seat: int, only: str, free: bool = False) -> Iterator[str]:
    """Conversions open to `seat`, in a stable order; `free`: dances cost nothing (Dance Hall)."""
    p = s.players[seat]
    if only in ("", "basic_swap"):
        for a in BASIC:
            if p.res[a]:
                yield from SWAPS[a]
    if only == "":
        if p.res["pollen"] and p.res["fibre"]:
            yield "wax"
        if p.res["pollen"] >= 2 and p.res["water"]:
            yield "honey"
        if s.deck or s.discard:
            yield from (f"cycle:{c}" for c in sorted(set(p.hand)))
    if only in ("", "dance"):
        for i, d in enumerate(s.dances):
            if dance_ready(s, i) and (free or can_pay(p, dance_cost(s, i))):
                yield f"dance:{i}"


def conversions(s: ApiaryState, seat: int, only: str, free: bool = False) -> list[str]:
    return list(iter_conversions(s, seat, only, free))


def can_convert(s: ApiaryState, seat: int, only: str, free: bool = False) -> bool:
    """True when `conversions` is not empty (stops at the first one)."""
    return next(iter_conversions(s, seat, only, free), None) is not None


def dance_cost(s: ApiaryState, i: int) -> dict[str, int]:
    d, toks = s.dances[i], s.dtok[i]
    if d == "waggle":
        return {toks[0]: 2}
    if d == "tremble":
        c: dict[str, int] = {}
        for t in toks:
            c[t] = c.get(t, 0) + 1
        return c
    if d == "round":
        return {"wax": 1}
    if d == "sickle":
        return {toks[0]: 1}
    return {"honey": 1}


def dance_gain(s: ApiaryState, i: int) -> list[dict[str, Any]]:
    d, toks = s.dances[i], s.dtok[i]
    if d == "waggle":
        return [{"op": "gain", "res": {"wax": 1}}]
    if d == "tremble":
        return [{"op": "gain", "res": {"honey": 1}}]
    outs = {"round": toks, "sickle": toks[1:], "shaking": toks}[d]
    eff = [token_effect(t) for t in outs]
    if d == "sickle":
        eff.append({"op": "vp", "n": 1})
    if d == "shaking":
        eff.append({"op": "vp", "n": 3})
    return eff


def token_effect(face: str) -> dict[str, Any]:
    if face in BASIC:
        return {"op": "gain", "res": {face: 1}}
    if face == "vp":
        return {"op": "vp", "n": 1}
    if face == "seed":
        return {"op": "draw_seed", "n": 1, "keep": None}
    return {"op": "qf", "n": 1}


def can_fill(s: ApiaryState, d: str) -> bool:
    """True when the dance tokens left can fill every blank of dance `d` (basic blanks first)."""
    left = list(s.dance_supply)
    blanks = sorted(content().dances[d]["blanks"], key=lambda b: b["allowed"] == "any")
    for b in blanks:
        ok = [f for f in left if b["allowed"] == "any" or f in b["allowed"]]
        if not ok:
            return False
        left.remove(ok[0])
    return True


def dance_ready(s: ApiaryState, i: int) -> bool:
    return s.teacher[i] >= 0 and len(s.dtok[i]) >= dance_blanks(s.dances[i])


def dance_blanks(d: str) -> int:
    return len(content().dances[d]["blanks"])


def dance_token_options(s: ApiaryState, i: int) -> list[str]:
    d = content().dances[s.dances[i]]
    blank = d["blanks"][len(s.dtok[i])]
    allowed = blank["allowed"]
    return sorted({f for f in s.dance_supply if allowed == "any" or f in allowed})


def convert_pick(s: ApiaryState, t: Convert, choice: str) -> None:
    seat = t.seat
    p = s.players[seat]
    name = who(s, seat)
    at = len(s.tasks) - 1  # t is on top; what the conversion triggers goes above it
    t = replace(t, acted=True)
    use = 1
    head, _, rest = choice.partition(":")
    if head == "swap":
        a, b = rest.split(":")
        p.res[a] -= 1
        p.res[b] += 1
        s.say(f"{name} swaps 1 {a} for 1 {b}.")
    elif choice == "wax":
        pay(p, {"pollen": 1, "fibre": 1})
        p.res["wax"] += 1
        s.say(f"{name} makes 1 wax.")
        fire(s, seat, "on_wax_made")
    elif choice == "honey":
        pay(p, {"pollen": 2, "water": 1})
        p.res["honey"] += 1
        s.say(f"{name} makes 1 honey.")
    elif head == "cycle":
        cid = int(rest)
        p.hand = without(p.hand, cid)
        s.discard.append(cid)
        s.say(f"{name} cycles a seed card.", seat=seat, private=f"You cycle {seed_name(cid)}.")
        got = draw_cards(s, 1)
        p.hand = (*p.hand, *got)
        if got:
            s.say(f"{name} draws 1 seed card.", seat=seat, private=f"You draw {seed_name(got[0])}.")
    elif head == "dance":
        i = int(rest)
        if t.first_dance_free:
            t = replace(t, first_dance_free=False)
            use = 0
        if t.free_dances:
            s.say(f"{name} uses the {content().dances[s.dances[i]]['name']} for free.")
        else:
            pay(p, dance_cost(s, i))
            s.say(f"{name} uses the {content().dances[s.dances[i]]['name']}.")
        teacher = s.teacher[i]
        if teacher != seat and teacher >= 0:
            gain_qf(s, teacher, 1)
            s.say(f"{who(s, teacher)} gains 1 Queen's Favor as its teacher.")
        fire(s, seat, "on_dance_use")
        count_conversion(s, at, t, use)
        run(s, seat, dance_gain(s, i))
        return
    count_conversion(s, at, t, use)


def count_conversion(s: ApiaryState, at: int, t: Convert, use: int) -> None:
    """`use` of the task's conversions are spent: the task at `at` goes on with the rest, or ends
    once none is left or nothing more can be converted."""
    t = replace(t, n=t.n - use)
    if t.n <= 0 or not can_convert(s, t.seat, t.only, t.free_dances):
        del s.tasks[at]
    else:
        s.tasks[at] = t
