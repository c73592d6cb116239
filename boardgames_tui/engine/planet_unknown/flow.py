"""The round (§5) as a chain of small prompts, one seat at a time.

Phases: "objectives" (private objectives kept at setup), "rotate" (the commander turns the
station), "event" (each seat resolves the event), "turn" (each seat drafts, places, resolves
its advances and moves rovers), "civ" (civ milestones claimed, commander first), "final"
(end-game resolution). `proceed` moves on until some seat has something to decide.
"""

from __future__ import annotations

from functools import lru_cache

from ..api import Prompt, bare_model
from ..rng import Rng
from .content import ANY, civ_cards, stack_shape, tiles
from .corporations import ability
from .effects import describe_item, tidy
from .events import EVENTS
from .lookups import depot_tiles
from .placement import active_rule, can_place
from .state import Player, PUState
from ..text import plural

SEAT_PHASES = ("objectives", "event", "turn", "civ", "final")
CLAIM_PHASES = ("event", "civ", "final")


@lru_cache(maxsize=4096)
def prompt(text: str, kind: str) -> Prompt:
    """A prompt, shared when the same words come back (prompts are frozen values); made as
    api.log_line makes a log line, without validating two plain strings the rules wrote."""
    return bare_model(Prompt, {"text": text, "kind": kind}, {"text", "kind"})


def order_from_commander(state: PUState) -> list[int]:
    n = len(state.players)
    return [(state.commander + k) % n for k in range(n)]


def start_round(state: PUState, rng: Rng) -> None:
    state.order = order_from_commander(state)
    for seat, p in enumerate(state.players):
        if p.round_used:
            state.players[seat].round_used = ()
    state.event_rule = ""
    if len(state.players) <= 2:
        state.rotation = (state.rotation + 1) % 6
        state.say(f"Round {state.round}: the station turns by itself to position {state.rotation}")
        after_rotation(state, rng)
    else:
        state.phase = "rotate"
        state.say(f"Round {state.round}: {state.seats[state.commander].name} commands the station")


def after_rotation(state: PUState, rng: Rng) -> None:
    if state.events_on and state.event_deck:
        EVENTS.reveal(state, rng)
        state.phase = "event"
        state.idx = 0
    else:
        start_turns(state)


def start_turns(state: PUState) -> None:
    """The end check before drafting (§17.2), then the first seat's turn."""
    for seat in state.order:
        if state.players[seat].stuck or state.players[seat].unrestricted:
            p = state.players[seat]
            p.stuck = p.unrestricted = False
        offered = [t for _, t in depot_tiles(state, seat)]
        rule = active_rule(state, state.players[seat])
        if any(can_place(state, seat, t, rule) for t in offered):
            continue
        p = state.players[seat]
        if rule and any(can_place(state, seat, t, "") for t in offered):
            p.unrestricted = True
            state.say(f"{state.seats[seat].name} could not place under this round's restriction, so it does not apply to them")
            continue
        p.stuck = True
        state.last_round = True
        if not state.end_reason:
            state.end_reason = f"{state.seats[seat].name} could place neither tile: the game ends after round {state.round}."
        state.say(f"{state.seats[seat].name} cannot place either tile: this is the last round")
    state.phase = "turn"
    state.idx = 0
    state.players[state.order[0]].step = "draft"


def reveal_tops(state: PUState) -> None:
    if state.unrevealed:
        state.unrevealed = []
        state.reveals += 1
        state.say("The station shows its new top tiles")


def end_round(state: PUState, rng: Rng) -> None:
    reveal_tops(state)
    empty = [d for d in range(6) if not state.stacks[(d + state.offset) % 6] and not state.stacks[6 + d]]
    if empty and not state.end_reason:
        state.end_reason = f"A depot ({stack_shape((empty[0] + state.offset) % 6)}/{stack_shape(6 + empty[0])}) is empty: the game ends after round {state.round}."
    if state.last_round and not state.end_reason:
        state.end_reason = f"The event deck is used up: the game ends after round {state.round}."
    for seat, p in enumerate(state.players):
        if p.stuck or p.unrestricted:
            p = state.players[seat]
            p.stuck = p.unrestricted = False
    state.event_rule = ""
    if empty or state.last_round:
        start_final(state)
        return
    state.commander = (state.commander + 1) % len(state.players)
    state.round += 1
    start_round(state, rng)


def start_final(state: PUState) -> None:
    state.phase = "final"
    state.order = order_from_commander(state)
    state.idx = 0
    state.say("End of the game: END GAME civ cards are revealed")
    for seat in range(len(state.players)):
        p = state.players[seat]
        for c in p.civ_cards:
            card = civ_cards()[c]
            if card.timing == "end_game":
                state.say(f"{state.seats[seat].name} reveals {card.name}")
                if card.effect.get("end_game_advance_any"):
                    p.pending.append(f"adv/{ANY}/1/1")
        p.pending.extend(["patch/end"] * p.stored_patches)
        if ability(p, "end_civ_pick"):
            p.pending.extend(["civ-pick", "civ-pick"])
        p.stored_patches = 0


def drop_empty_claims(state: PUState, seat: int) -> None:
    while state.players[seat].civ_claims and not state.civ_decks[state.players[seat].civ_claims[0] - 1]:
        p = state.players[seat]
        rank, p.civ_claims = p.civ_claims[0], p.civ_claims[1:]
        state.say(f"{state.seats[seat].name}: no rank {rank} civ card is left")


def proceed(state: PUState, rng: Rng) -> None:
    """Move the game on until a seat has something to decide (or the game is over)."""
    while True:
        phase = state.phase
        if phase == "rotate":
            ask(state, [state.commander], prompt("Turn the space station: choose which depot faces whom", "rotate"))
            return
        if phase == "over":
            ask(state, [], prompt("The game is over", "over"))
            return
        # the phase and the order stay as they are until every seat is done with this phase
        order = state.order
        idx = state.idx
        while idx < len(order):
            seat = order[idx]
            if phase in CLAIM_PHASES:
                drop_empty_claims(state, seat)
            if phase != "objectives":
                tidy(state, seat)
            p = state.players[seat]
            if p.step == "draft" and not depot_tiles(state, seat):
                p = state.players[seat]
                p.step = ""  # both stacks of this depot are gone (an event emptied them)
                state.say(f"{state.seats[seat].name}'s depot is empty: no tile this round")
            asked = decision(state, seat, p, phase)
            if asked is not None:
                ask(state, [seat], asked)
                return
            if p.moves:
                state.players[seat].moves = 0
            idx += 1
            state.idx = idx
            if phase == "turn" and idx < len(order):
                state.players[order[idx]].step = "draft"
        # every seat is done with this phase
        if phase == "objectives":
            start_round(state, rng)
        elif phase == "event":
            start_turns(state)
        elif phase == "turn":
            reveal_tops(state)  # the refill comes before the civ cards that take tiles (Salvage Yard)
            state.phase = "civ"
            state.idx = 0
        elif phase == "civ":
            end_round(state, rng)
        elif phase == "final":
            state.phase = "over"
            state.finished = True
            state.say("The game is over")


def ask(state: PUState, active: list[int], asked: Prompt) -> None:
    """The seats that decide now, and what they decide."""
    state.active = active
    state.prompt = asked


def prompt_for(state: PUState, seat: int) -> Prompt | None:
    """The prompt of what the seat must decide now (None: nothing)."""
    return decision(state, seat, state.players[seat], state.phase)


def decision(state: PUState, seat: int, p: Player, phase: str) -> Prompt | None:
    """What the seat (whose Player is `p`) must decide now in `phase`, or None when it has
    nothing to decide and the phase moves on to the next seat."""
    if phase == "objectives":
        if not p.objective_offer:
            return None
        keep = len(p.objective_offer) - 1
        return prompt(f"{state.seats[seat].name}: keep {plural(keep, 'private objective')} — discard one", "objective")
    step = p.step
    if step == "draft":
        if p.stuck:
            return prompt(f"{state.seats[seat].name}: you cannot place either tile — take one; its two tracks advance", "draft")
        return prompt(f"{state.seats[seat].name}: take a tile from your depot", "draft")
    if step == "place":
        shape = tiles()[p.hand].shape
        return prompt(f"{state.seats[seat].name}: place your {shape} tile on your planet (r rotates, f flips)", "place")
    if phase in CLAIM_PHASES and p.civ_claims:
        return prompt(f"{state.seats[seat].name}: take a rank {p.civ_claims[0]} civ card", "civ-card")
    pending, moves = p.pending, p.moves
    if pending or moves > 0:
        return _resolve_prompt(state.seats[seat].name, tuple(pending), moves)
    return None


@lru_cache(maxsize=4096)
def _resolve_prompt(name: str, pending: tuple[str, ...], moves: int) -> Prompt:
    parts = [describe_item(i) for i in pending]
    if moves:
        parts.append(plural(moves, 'rover move'))
    return prompt(f"{name}: resolve — " + "; ".join(parts), "resolve")
