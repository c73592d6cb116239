"""The turn loop: resolve automatic tasks until a player must choose, then start the next turn.

Tasks are typed frozen values on `state.tasks` (tasks.py; top = last); the top task is the prompt."""

from __future__ import annotations

from .automa import automa_hibernate
from .core import active_workers, draw_seed, gain_worker, who
from .explore import planet_gains
from .hibernation import hibernate
from .hive import overflow
from .state import ApiaryState, remember_options
from .steps import can_done, options, set_prompt
from .tasks import AutomaTurn, Count, Plain, Turn, task
from .workers import finish_retrieve
from ..text import plural


ENDS_WITHOUT_OPTIONS = frozenset({"plant", "teach", "strength", "returnw", "convert", "grow", "forager"})
"""Optional choices that end once nothing is left to choose, even where Done is not offered."""


def settle(s: ApiaryState) -> None:
    while not s.finished and s.tasks:
        t = s.tasks[-1]
        kind = t.step
        if kind == "planet":
            s.tasks.pop()
            planet_gains(s, t.seat, t.cell, t.strength4, t.unexplored)
            continue
        if kind == "draw":
            s.tasks.pop()
            draw_seed(s, t.seat, t.n, t.keep)
            continue
        if kind == "endretrieve":
            s.tasks.pop()
            finish_retrieve(s, t.seat)
            continue
        if kind in ("turn", "automa", "endturn") and (kind != "automa" or t.stage >= 1) and s.hibq:
            seat, w = s.hibq.pop(0)
            hibernate(s, seat, w)
            if seat == s.automa:
                automa_hibernate(s, seat, w)
            continue
        if kind == "turn" and not t.placed and active_workers(s.players[t.seat]) == 0:
            # seed cards played before the main step took the last worker (it hibernated): the
            # empty hive rule applies then too, or the turn could neither place nor retrieve
            empty_hive(s, t.seat)
            continue
        if kind == "endturn":
            p = s.players[t.seat]
            # a final turn (final_left > 0) is the seat's last: what it holds is left in the hive at
            # game end, "not discarded, and gives no Queen's Favor"; the triggering turn still checks
            n = overflow(p) if t.seat != s.automa and s.final_left <= 0 else 0
            if n > 0:
                s.say(f"{who(s, t.seat)} has {plural(n, 'resource')} more than storage holds.")
                s.tasks.append(task(Count, step="overflow", seat=t.seat, n=n))
                continue
            s.tasks.pop()
            finish_turn(s)
            continue
        if kind == "automa" and t.stage >= 2:
            s.tasks[-1] = task(Plain, step="endturn", seat=t.seat)
            continue
        if kind not in ("turn", "automa"):
            opts = options(s, t)
            # a choice with no option left resolves by itself: skipped, or ended where Done would end it
            if not opts and (kind in ENDS_WITHOUT_OPTIONS or not can_done(s, t)):
                s.tasks.pop()
                continue
            remember_options(s, t, opts)
        break
    set_prompt(s)


def start_turn(s: ApiaryState, seat: int) -> None:
    s.current = seat
    p = s.players[seat]
    if p.herald or p.seeds_played:  # only then: an unchanged player stays shared with the previous state
        p = s.players[seat]
        p.herald = False
        p.seeds_played = 0
    if seat == s.automa:
        s.tasks.append(task(AutomaTurn, seat=seat))
        return
    if active_workers(p) == 0:
        empty_hive(s, seat)
    s.tasks.append(task(Turn, seat=seat))


def empty_hive(s: ApiaryState, seat: int) -> None:
    """The empty hive rule (§5): a seat to take its main step with no active worker gains a strength-1 worker."""
    gain_worker(s, seat, 1)
    s.say(f"{who(s, seat)} has no active workers: the empty hive rule gives a strength-1 worker.")


def finish_turn(s: ApiaryState) -> None:
    n = len(s.seats)
    if s.final_left > 0:
        s.final_left -= 1
        if s.final_left == 0:
            s.finished = True
            s.active = []
            s.phase = "Game over"
            s.say("The game is over.")
            return
    elif s.end_by >= 0:
        s.final_left = n
    nxt = (s.current + 1) % n
    if nxt == s.first:
        s.round += 1
    start_turn(s, nxt)
