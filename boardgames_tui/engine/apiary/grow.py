"""Grow (§7.3): spending strength points on workers, frames and the faction upgrade."""

from __future__ import annotations

from collections.abc import Iterator

from .abilities import mod_n, mods
from .content import content
from .core import active_workers, gain_worker, who
from .state import ApiaryState
from .tasks import Count, Grow, replace, task


def _grow_choices(s: ApiaryState, t: Grow) -> Iterator[str]:
    """What the Grow task `t` may buy next, in the order the moves list shows it."""
    p = s.players[t.seat]
    points, nw = t.points, t.workers
    if points >= 1 and nw < 3 and active_workers(p) < 4:
        free_first = nw == 0 and any(m["mod"] == "first_grow_worker_free" for m in mods(p, "first_grow_worker_free"))
        if free_first or p.res["pollen"] >= 1:
            yield "worker"
        if mods(p, "grow_worker_cost_alt") and p.res["water"] >= 1 and not free_first:
            yield "worker_water"
    frame_cost = max(0, 2 - mod_n(p, "frame_discount"))
    supply = 15 - sum(len(q.frames) for q in s.players)
    if points >= 2 and sum(p.res.values()) >= frame_cost and supply > 0:
        yield from (f"frame:{f}" for f in ("N", "E", "S", "W") if f not in p.frames)
    if t.upgrade and not p.upgraded:
        yield "upgrade"


def grow_options(s: ApiaryState, t: Grow) -> list[str]:
    return list(_grow_choices(s, t))


def can_grow(s: ApiaryState, t: Grow) -> bool:
    """`bool(grow_options(s, t))`, answered at the first option found (the must-act check of a
    Grow space asks it for every strength of worker, on every turn)."""
    return next(_grow_choices(s, t), None) is not None


def grow_pick(s: ApiaryState, t: Grow, choice: str) -> None:
    seat, nw = t.seat, t.workers
    p = s.players[seat]
    name = who(s, seat)
    at = len(s.tasks) - 1  # t is on top; what the choice adds goes above it
    t = s.tasks[at] = replace(t, acted=True)
    if choice in ("worker", "worker_water"):
        strength = 1
        free_first = nw == 0 and bool(mods(p, "first_grow_worker_free"))
        for m in mods(p, "first_grow_worker_strength"):
            if nw == 0:
                strength = max(strength, m["value"])
        if free_first:
            strength = max(strength, 2)
        elif choice == "worker":
            p.res["pollen"] -= 1
        else:
            p.res["water"] -= 1
        gain_worker(s, seat, strength)
        t = s.tasks[at] = replace(t, points=t.points - 1, workers=nw + 1)
    elif choice.startswith("frame:"):
        slot = choice[6:]
        p.frames = (*p.frames, slot)
        t = s.tasks[at] = replace(t, points=t.points - 2)
        n = max(0, 2 - mod_n(p, "frame_discount"))
        s.say(f"{name} gains the {slot} frame.")
        if n:
            s.tasks.append(task(Count, step="payany", seat=seat, n=n))
    elif choice == "upgrade":
        p.upgraded = True
        t = s.tasks[at] = replace(t, upgrade=False)
        s.say(f"{name} upgrades the faction tile: {content().factions[p.faction]['upgraded']['text']}")
    if not can_grow(s, t):
        del s.tasks[at]
