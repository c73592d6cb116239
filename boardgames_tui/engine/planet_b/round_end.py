"""Planet B end of a round: the harvest when the warning shows (at most one per round), then the end of the game and final scoring."""

from __future__ import annotations

from ..api import Prompt
from . import content, scoring
from .state import PlanetBState
from .words import harvest_name, seat_name

GAME_OVER = Prompt(text="The game is over", kind="game-over")


def harvest(state: PlanetBState, kinds: list[str], label: str) -> None:
    state.say(f"Harvest ({label}): {' and '.join(k.lower() for k in kinds)}.")
    for s in range(len(state.seats)):
        parts = []
        if "BEES" in kinds:
            pts, why = scoring.bee_harvest(state.boards[s], state.cover[s])
            state.bee_points[s] += pts
            parts.append(f"bees {pts}" + (f" ({'; '.join(why)})" if why else ""))
        if "ANIMALS" in kinds:
            pts, why = scoring.animal_harvest(state.animals[s])
            state.animal_points[s] += pts
            parts.append(f"animals {pts}" + (f" ({'; '.join(why)})" if why else ""))
        state.say(f"  {seat_name(state, s)}: {', '.join(parts)}.")
    move_multipliers(state)


def move_multipliers(state: PlanetBState) -> None:
    """The multiplier marker follows the score marker past 50, 100, 150, ..."""
    for s in range(len(state.seats)):
        fifties = scoring.track_score(state, s) // 50
        if fifties > state.multiplier[s]:
            state.multiplier[s] = fifties
            state.say(f"{seat_name(state, s)}'s score passes {50 * fifties}: the multiplier marker moves to {50 * fifties}.")


def end_round(state: PlanetBState) -> None:
    """At most one harvest per round end, the one visible on the development board, when the
    harvest warning shows (a fill this round, or an end trigger); then the end of the game when a
    trigger fired (state.end_reason)."""
    if len(set(state.passed)) == len(state.seats) and not state.end_reason:
        state.end_reason = "every player passed this round"
    state.passed = ()
    if state.pending or state.end_reason:
        state.pending = 0
        visible_harvest(state, final=bool(state.end_reason))
    if state.end_reason:
        _end_game(state)
        return
    state.round += 1


def visible_harvest(state: PlanetBState, final: bool) -> None:
    """The top harvest tile (then discarded), or the harvest printed on the board (animals and
    bees) once every tile is gone. The final harvest is this one too: "at the end of the round
    carry out the harvest visible on the development board"."""
    prefix = "final, " if final else ""
    if not state.harvest_stack:
        harvest(state, list(content.development().printed_final_harvest.scores), prefix + "printed on the board")
        return
    tiles = {h.id: h for h in content.development().harvest_tiles}
    top = state.harvest_stack[0]
    state.harvest_stack = state.harvest_stack[1:]
    state.harvests_used += (top,)
    harvest(state, list(tiles[top].scores), f"{prefix}{harvest_name(top)} tile")
    if final:
        return
    if state.harvest_stack:
        state.reveals += 1
        state.say(f"Next harvest tile: {harvest_name(state.harvest_stack[0])}.")
    else:
        state.say("No harvest tile left: the printed harvest (animals and bees) shows.")


def _end_game(state: PlanetBState) -> None:
    state.finished = True
    move_multipliers(state)  # the goal cards are added to the score track
    state.active = []
    state.phase = "game over"
    state.prompt = GAME_OVER
    sheet = scoring.score_sheet(state)
    for row in sheet.seats:
        goals = ", ".join(f"{k} {v}" for k, v in row.breakdown.items() if k not in ("Bee harvests", "Animal harvests"))
        state.say(f"Final: {seat_name(state, row.seat)} {row.total} points ({goals}).")
    state.say(f"Game over ({state.end_reason}). Winner: {', '.join(seat_name(state, w) for w in sheet.winners)}.")
