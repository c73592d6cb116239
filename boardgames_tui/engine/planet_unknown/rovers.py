"""Rovers (§11): one-square moves, jumps, and what a rover collects where it stops."""

from __future__ import annotations

from functools import cache

from ..api import put, without
from .actions import Jump, MoveRover
from .content import SIZE, geometry
from .corporations import ability, carries, corp
from .lookups import covered, terrain_name
from .planets import planet_hook
from .state import Player, PUState


def collect_at(state: PUState, seat: int, cell: int, rover: int = -1) -> None:
    """A rover enters (or is put on) `cell`: it collects the lifepod and meteorite there.

    Horizon Group's rovers instead pick a meteorite up and collect it when they reach a square
    showing a rover icon."""
    p = state.players[seat]
    name = state.seats[seat].name
    if cell in p.lifepods:
        p.lifepods = without(p.lifepods, cell)
        p.lifepods_collected += 1
        state.say(f"{name}'s rover collects a lifepod")
        follow = corp(p).on_lifepod(state, seat)
        if follow:
            p.pending.append(follow)
    if carries(p) and rover >= 0:
        if len(p.carrying) < len(p.rovers):
            p.carrying += (0,) * (len(p.rovers) - len(p.carrying))
        if p.carrying[rover] and p.terrain[cell] == "R":
            p.carrying = put(p.carrying, rover, 0)
            p.meteorites_collected += 1
            state.say(f"{name}'s rover delivers a meteorite to a rover icon: collected")
            if ability(p, "patch_per_meteorite"):
                p.pending.append("patch")
        elif p.carrying[rover] and p.terrain[cell] in "wW" and ability(p, "drop_on_water"):
            p.pending.append(f"meteor-drop/{rover}")
        if cell in p.meteorites and not p.carrying[rover]:
            p.meteorites = without(p.meteorites, cell)
            p.carrying = put(p.carrying, rover, 1)
            state.say(f"{name}'s rover picks up a meteorite")
        return
    if cell in p.meteorites:
        p.meteorites = without(p.meteorites, cell)
        p.meteorites_collected += 1
        state.say(f"{name}'s rover collects a meteorite")
        if ability(p, "patch_per_meteorite"):
            p.pending.append("patch")


DIRECTIONS = ("up", "right", "down", "left", "across the chasm", "up-right", "down-right", "down-left", "up-left")
"""Rover move directions in words, by direction number."""

STEPS = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1), 5: (-1, 1), 6: (1, 1), 7: (1, -1), 8: (-1, -1)}
"""Rover moves: 0-3 up/right/down/left, 4 across Tartarus' chasm, 5-8 diagonals (Cosmos Inc tech 1)."""


def rover_step_problem(state: PUState, seat: int, rover: int, direction: int) -> str | None:
    """Why a rover may not make this one-square move (direction 0-3 up/right/down/left, 4 the
    diagonal chasm crossing on Tartarus), or None."""
    p = state.players[seat]
    if p.moves <= 0:
        return "you have no rover movement left"
    if not 0 <= rover < len(p.rovers) or p.rovers[rover] < 0:
        return "that rover is not on your planet"
    if not 0 <= direction < 9:
        return "a rover moves up, right, down or left"
    if direction >= 5 and not ability(p, "diagonal_rovers"):
        return "only Cosmos Inc's tech 1 lets rovers move diagonally"
    hook = planet_hook(p.planet)
    start = p.rovers[rover]
    if direction == 4:
        ends = hook.crossings(start) if hook else []
        if not ends:
            return "a rover crosses the chasm only at its two narrow ends"
        dest = ends[0]
    else:
        r, c = divmod(start, SIZE)
        dr, dc = STEPS[direction]
        r, c = r + dr, c + dc
        if not (0 <= r < SIZE and 0 <= c < SIZE) or r * SIZE + c not in geometry(p.planet).playable:
            return "the rover would leave the planet"
        dest = r * SIZE + c
        if hook is not None and not hook.rover_may_step(p, start, dest):
            return "a rover cannot cross the chasm here (only diagonally at its two ends)"
    if dest in p.rovers:
        return "another of your rovers is on that square"
    rule = state.event_rule
    if rule.startswith("rovers_avoid_"):
        banned = rule.removeprefix("rovers_avoid_")
        ch = p.terrain[dest]
        if covered(p, dest) and terrain_name(ch) == banned:
            return f"this round rovers may not move onto {banned} terrain"
    if hook is not None and not hook.rover_may_enter(p, dest):
        return "rovers may not enter uncovered toxic terrain"
    return None


def rover_dest(p: Player, rover: int, direction: int) -> int:
    if direction == 4:
        hook = planet_hook(p.planet)
        return hook.crossings(p.rovers[rover])[0] if hook else p.rovers[rover]
    dr, dc = STEPS[direction]
    return p.rovers[rover] + dr * SIZE + dc


@cache
def rover_steps(planet: int, diagonal: bool) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per square: (direction, destination) of each one-square move that stays on the planet,
    diagonals only when asked, and Tartarus' crossing of its chasm (direction 4)."""
    geo = geometry(planet)
    hook = planet_hook(planet)
    out = []
    for start in range(SIZE * SIZE):
        moves = []
        for d in range(9) if diagonal else range(5):
            if d == 4:
                ends = hook.crossings(start) if hook else []
                if ends:
                    moves.append((4, ends[0]))
                continue
            r, c = divmod(start, SIZE)
            dr, dc = STEPS[d]
            r, c = r + dr, c + dc
            if 0 <= r < SIZE and 0 <= c < SIZE and r * SIZE + c in geo.playable:
                moves.append((d, r * SIZE + c))
        out.append(tuple(moves))
    return tuple(out)


def rover_moves(state: PUState, seat: int) -> list[MoveRover]:
    """Every legal one-square rover move, rover by rover, directions in order: the moves
    `rover_step_problem` finds nothing against, from a table of the planet's steps."""
    p = state.players[seat]
    if p.moves <= 0:
        return []
    steps = rover_steps(p.planet, ability(p, "diagonal_rovers"))
    hook = planet_hook(p.planet)
    banned = state.event_rule.removeprefix("rovers_avoid_") if state.event_rule.startswith("rovers_avoid_") else ""
    out = []
    for k, start in enumerate(p.rovers):
        if start < 0:
            continue
        for d, dest in steps[start]:
            if dest in p.rovers:
                continue
            if banned and covered(p, dest) and terrain_name(p.terrain[dest]) == banned:
                continue
            if hook is not None and (
                (d != 4 and not hook.rover_may_step(p, start, dest)) or not hook.rover_may_enter(p, dest)
            ):
                continue
            out.append(MoveRover.of(k, d))
    return out


def can_move_any(state: PUState, seat: int) -> bool:
    return bool(rover_moves(state, seat)) or bool(jumps(state, seat))



def jump_problem(state: PUState, seat: int, rover: int, cell: int) -> str | None:
    """Why this rover may not jump to `cell` for one movement (Republic tech 3, Jump Drive tech 2), or None."""
    p = state.players[seat]
    if p.moves <= 0:
        return "you have no rover movement left"
    if not 0 <= rover < len(p.rovers) or p.rovers[rover] < 0:
        return "that rover is not on your planet"
    if not 0 <= cell < SIZE * SIZE or cell not in geometry(p.planet).playable:
        return "a rover jumps only onto a square of your planet"
    if cell in p.rovers:
        return "another of your rovers is on that square"
    reason = corp(p).jump_problem(state, seat, rover, cell)
    if reason:
        return reason
    rule = state.event_rule
    if rule.startswith("rovers_avoid_") and terrain_name(p.terrain[cell]) == rule.removeprefix("rovers_avoid_"):
        return f"this round rovers may not move onto {rule.removeprefix('rovers_avoid_')} terrain"
    return None


def jumps(state: PUState, seat: int) -> list:
    p = state.players[seat]
    if not p.moves:
        return []
    hook = corp(p)
    out = []
    for k, at in enumerate(p.rovers):
        if at < 0:
            continue
        out.extend(Jump.of(k, i) for i in hook.jump_targets(state, seat, k) if jump_problem(state, seat, k, i) is None)
    return out

