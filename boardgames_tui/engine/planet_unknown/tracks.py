"""Trackers (§10): advancing one space, the rewards of the space reached, and regressing.

Where a tracker may step is its corporation's (`Corporation.destinations`); a choice of
several steps (Makeshift) is left pending as a "lane" effect.
"""

from __future__ import annotations

from ..api import put, without
from .content import ANY, CIV, ROVER, TOP, TRACKS
from .corporations import beyond_top, corp, is_republic
from .state import Player, PUState


def advance(state: PUState, seat: int, track: int, *, benefits: bool = True, skip_synergy: bool = False) -> None:
    """Move a tracker up one space and claim what is there (§10). Where it may step is the
    corporation's (`destinations`): blocked, one space, or a choice left pending (Makeshift)."""
    p = state.players[seat]
    hook = corp(p)
    if hook.at_top(p, track):
        if hook.lane(p, track) == ROVER and benefits:
            _gain_moves(state, p, beyond_top(p), state.seats[seat].name)
        return
    dests = hook.destinations(p, track)
    if not dests:
        state.say(f"{state.seats[seat].name}: the {TRACKS[track]} tracker is blocked and does not move")
        return
    if len(dests) > 1:
        p.pending.append(f"lane/{track}/{int(benefits)}/{int(skip_synergy)}")
        return
    move_tracker(state, seat, track, *dests[0], benefits=benefits, skip_synergy=skip_synergy)


def move_tracker(state: PUState, seat: int, track: int, pos: int, lane: int, *, benefits: bool = True, skip_synergy: bool = False) -> None:
    p = state.players[seat]
    name = state.seats[seat].name
    hook = corp(p)
    before = hook.tech_level(p)
    while pos < TOP and track * 16 + pos in p.track_pods:  # Cosmos: skip parked lifepods
        p.track_pods = without(p.track_pods, track * 16 + pos)
        p.lifepods_collected += 1
        state.say(f"{name}'s {TRACKS[track]} tracker skips a lifepod, which goes back to the scoring area")
        pos += 1
    p.tracks[track] = pos
    if p.lanes:
        p.lanes = put(p.lanes, track, lane)
    col, y = hook.cell_of(p, track, pos, lane)
    where = f"{y}" if col == track else f"{TRACKS[col]} space {y}"
    state.say(f"{name}: {TRACKS[track]} tracker to {where}")
    after = hook.tech_level(p)
    if after > before:
        state.say(f"{name} unlocks tech {after}")
        hook.on_tech_unlock(state, seat)
    if benefits:
        rewards = hook.rewards(p, col, y)
        if rewards:  # most spaces give nothing
            claim(state, seat, rewards, y, skip_synergy=skip_synergy)


def claim(state: PUState, seat: int, rewards, y: int, *, skip_synergy: bool = False) -> None:
    """Claim the rewards of a space on row y (medals score at the end; techs follow positions)."""
    p = state.players[seat]
    rule = state.event_rule
    for reward in rewards:
        what = reward[0]
        if what in ("synergy", "advance_track"):
            if skip_synergy or rule == "no_synergy":
                continue
            tracks = ANY if what == "synergy" else str(TRACKS.index(reward[1]))
            p.pending.append(f"adv/{tracks}/1/1")
        elif what == "rover_move":
            _gain_moves(state, p, reward[1], state.seats[seat].name)
        elif rule == "no_milestones" and what in ("civ_milestone", "biomass_patch", "gain_rover"):
            state.say(f"{state.seats[seat].name}: the event cancels the {what.replace('_', ' ')}")
        elif what == "civ_milestone":
            rank = corp(p).civ_rank(p, y)
            p.civ_claims += (rank,)
            state.say(f"{state.seats[seat].name} reaches a civ milestone (rank {rank} card at the end of the round)")
            if is_republic(p):  # Republic: every civ milestone costs one other tracker a space
                p.pending.append("reg/" + "".join(str(t) for t in range(5) if t != CIV) + "/1")
        elif what == "biomass_patch":
            p.pending.extend(corp(p).patch_claim(state, seat))
        elif what == "gain_rover":
            p.pending.append("rover")


def _gain_moves(state: PUState, p: Player, n: int, name: str) -> None:
    extra = corp(p).move_bonus(p)
    p.moves += n + extra
    state.say(f"{name} gains {n + extra} rover movement")


def regress_amount(p: Player, tracks: str, steps: int) -> int:
    """BGA: only trackers that can go back the full amount; if none can, the largest amount some can."""
    best = max(p.tracks[int(t)] for t in tracks)
    return min(steps, best)

