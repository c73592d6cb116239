"""Hibernation (§12): a strength-4 worker leaves, its token goes on a pod, and the end of the game nears."""

from __future__ import annotations

from .comb import empty_pods
from .content import content
from .core import fire, gain_qf, put, refresh_row, run, who
from .state import ApiaryState
from .tasks import Plain, task


def hibernate(s: ApiaryState, seat: int, w: int) -> None:
    p = s.players[seat]
    p.ws = put(p.ws, w, 0)
    p.wl = put(p.wl, w, "supply")
    s.say(f"{who(s, seat)}'s strength-4 worker hibernates.")
    fire(s, seat, "on_hibernate")
    if seat == s.automa:
        return  # the Automa's own pod choice follows (automa.automa_hibernate, called by the turn loop)
    if empty_pods(s) and p.hib < 7:
        s.tasks.append(task(Plain, step="pod", seat=seat))
    else:
        gain_qf(s, seat, 1)
        s.say(f"No pod or token left: {who(s, seat)} gains 1 Queen's Favor instead.")


def put_pod(s: ApiaryState, seat: int, pod: str) -> None:
    p = s.players[seat]
    s.comb[pod] = seat
    p.hib += 1
    sector, spec = content().pods[pod]
    s.say(f"{who(s, seat)} places hibernation token {p.hib} on pod {pod}.")
    if spec.get("refresh"):
        refresh_row(s, spec["refresh"])
    if seat != s.automa:
        run(s, seat, spec["bonus"])
    check_end(s, seat)


def check_end(s: ApiaryState, seat: int) -> None:
    if s.end_by >= 0:
        return
    if not empty_pods(s) or s.players[seat].hib >= 7:
        s.end_by = seat
        why = "the comb is full" if not empty_pods(s) else f"{who(s, seat)} placed a 7th hibernation token"
        s.say(f"The end is near: {why}. Everyone takes one more turn after this one.")
