"""Turn order: starting a seat's turn (its turn task, the empty hive rule) and ending one (the
final turns, the game's end). The steps of a turn are in steps.py."""

from __future__ import annotations

from .core import active_workers, gain_worker, who
from .state import ApiaryState
from .tasks import AutomaTurn, Turn, task


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
