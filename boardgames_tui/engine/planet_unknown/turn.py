"""A seat's own moves applied: turning the station, drafting, placing a tile, taking a civ
card, moving rovers. Pending effects are resolved by resolve.py; flow.py moves on after."""

from __future__ import annotations

from ..api import without
from ..rng import Rng
from .actions import (
    Advance,
    Choose,
    DiscardObjective,
    Draft,
    EndTurn,
    Jump,
    MoveRover,
    Place,
    PUAction,
    Regress,
    Rotate,
    Skip,
    TakeCiv,
    Target,
)
from .content import SIZE, civ_cards, objectives, stack_shape, tiles
from .corporations import ability, corp, rover_move_value
from .effects import tile_advance_items
from .flow import after_rotation
from .lookups import cell_name, depot_stacks
from .placement import footprint
from .resolve import destroy_under, resolve
from .rovers import DIRECTIONS, collect_at, rover_dest
from .state import PUState
from .tracks import advance
from .words import tile_words
from ..text import plural


def play(state: PUState, action: PUAction, rng: Rng) -> None:
    """Apply the active seat's action to `state` (a private copy); `proceed` comes after. Only
    the moves that may draw are handed the rng: turning the station (an event is revealed) and
    the pending effects (a card box is shuffled)."""
    seat = state.active[0]
    kind = type(action)
    if kind is Rotate:
        _rotate(state, seat, action, rng)
    elif kind in _RESOLVED:
        resolve(state, seat, action, rng)
    else:
        _PLAYS[kind](state, seat, action)


def _rotate(state: PUState, seat: int, action: Rotate, rng: Rng) -> None:
    state.rotation = action.rotation
    inner, outer = depot_stacks(state, seat)
    state.say(f"{state.seats[seat].name} turns the station to position {action.rotation} (their depot: {stack_shape(inner)} / {stack_shape(outer)})")
    after_rotation(state, rng)


def _discard_objective(state: PUState, seat: int, action: DiscardObjective) -> None:
    p = state.players[seat]
    c = action.card
    p.objectives = tuple(sorted(without(p.objective_offer, c)))
    p.objective_offer = ()
    state.objective_box = tuple(sorted((*state.objective_box, c)))
    kept = ", ".join(objectives()[k].private_side["name"] for k in p.objectives)
    state.say(f"{state.seats[seat].name} keeps {plural(len(p.objectives), 'private objective')}", seat=seat, private=f"You keep {kept}")


def _draft(state: PUState, seat: int, action: Draft) -> None:
    p = state.players[seat]
    name = state.seats[seat].name
    s = action.stack
    stack = state.stacks[s]
    tile, state.stacks[s] = stack[-1], stack[:-1]
    if s not in state.unrevealed:
        state.unrevealed.append(s)
    state.say(f"{name} takes {tile_words(tile)}")
    if p.stuck:
        p.pending.extend(tile_advance_items(state, seat, tile, [], stuck=True))
        p.step = ""
        state.removed += (tile,)
        state.say(f"{name} cannot place it: it leaves the game and its tracks advance")
    else:
        p.hand = tile
        p.hand_advances = True
        p.step = "place"
    if state.phase == "turn":
        if ability(p, "carry_moves") and sum(p.carrying):
            p.moves += sum(p.carrying)
            state.say(f"{name} gains {sum(p.carrying)} rover movement for meteorites carried")
        if ability(p, "rover_boost"):
            p.pending.append("advopt/3")
        if ability(p, "pod_each_round"):
            p.pending.append("pod-move/1")
        corp(p).on_draft(state, seat)
    if ability(p, "civ_tile_moves") and "civ" in tiles()[tile].resources:
        gain = rover_move_value(p)
        if gain:
            p.moves += gain
            state.say(f"{name} gains {gain} rover movement (Republic tech 1)")


def _place(state: PUState, seat: int, action: Place) -> None:
    place_tile(state, seat, action.row, action.col, action.rotation, action.flipped)


def _take_civ(state: PUState, seat: int, action: TakeCiv) -> None:
    take_civ(state, seat, action.card)


def _move_rover(state: PUState, seat: int, action: MoveRover) -> None:
    p = state.players[seat]
    rv = action.rover
    dest = rover_dest(p, rv, action.direction)
    p.rovers[rv] = dest
    if not (ability(p, "free_energy_steps") and p.terrain[dest] in "eE"):
        p.moves -= 1
    state.say(f"{state.seats[seat].name}'s rover moves {DIRECTIONS[action.direction]} to {cell_name(dest)}")
    collect_at(state, seat, dest, rv)


def _jump(state: PUState, seat: int, action: Jump) -> None:
    p = state.players[seat]
    p.rovers[action.rover] = action.cell
    p.moves -= 1
    corp(p).on_jump(state, seat)
    state.say(f"{state.seats[seat].name}'s rover jumps to {cell_name(action.cell)}")
    collect_at(state, seat, action.cell, action.rover)


def _end_turn(state: PUState, seat: int, action: EndTurn) -> None:
    p = state.players[seat]
    p.pending = []
    p.moves = 0
    state.say(f"{state.seats[seat].name} is done")


_RESOLVED = frozenset({Advance, Regress, Target, Choose, Skip})
"""The actions that answer a pending effect (resolve.py)."""

_PLAYS = {
    DiscardObjective: _discard_objective,
    Draft: _draft,
    Place: _place,
    TakeCiv: _take_civ,
    MoveRover: _move_rover,
    Jump: _jump,
    EndTurn: _end_turn,
}
"""What each of the other moves does: a dict lookup instead of a match that tries the classes in turn."""


def place_tile(state: PUState, seat: int, r: int, c: int, rot: int, fl: bool) -> None:
    p = state.players[seat]
    name = state.seats[seat].name
    tile = p.hand
    cells = footprint(tile, r, c, rot, fl)
    assert cells is not None
    ids = [rr * SIZE + cc for rr, cc, *_ in cells]
    t = list(p.terrain)
    for (rr, cc, letter, icon, _), i in zip(cells, ids):
        t[i] = letter.upper() if icon else letter
    p.terrain = "".join(t)
    destroy_under(state, seat, ids)
    for (rr, cc, _, _, met), i in zip(cells, ids):
        if met:
            p.meteor_sites += (i,)
            if ability(p, "no_meteorites"):
                state.say(f"{name}'s tech 5 stops the meteorite")
            else:
                p.meteorites += (i,)
                state.say(f"A meteorite lands at {cell_name(i)}")
    p.meteorites = tuple(sorted(p.meteorites))
    p.tiles += (tile,)
    p.last_tile = tuple(sorted(ids))
    p.hand = -1
    p.step = ""
    state.say(f"{name} places {tile_words(tile)} at {cell_name(min(ids))}")
    if p.hand_advances:
        items = tile_advance_items(state, seat, tile, cells)
        if state.event_rule == "one_resource_only" and len(items) == 2:
            items = ["one/" + ";".join(items)]
        p.pending.extend(items)
        p.pending.extend(corp(p).tile_extras(state, seat, tile, cells))
    p.hand_advances = True
    if ability(p, "pod_on_energy_tile") and "energy" in tiles()[tile].resources:
        p.pending.append("pod-move/1")
    if state.event_rule == "add_rover":
        p.pending.append("rover/extra")


def take_civ(state: PUState, seat: int, c: int) -> None:
    p = state.players[seat]
    name = state.seats[seat].name
    rank, p.civ_claims = p.civ_claims[0], p.civ_claims[1:]
    for k, deck in enumerate(state.civ_decks):
        if c in deck:
            state.civ_decks[k] = without(deck, c)
    p.civ_cards += (c,)
    card = civ_cards()[c]
    if ability(p, "civ_synergy"):
        p.pending.append("adv/01234/1/1")
    if card.timing == "end_game":
        if state.phase == "final":  # taken during end-game resolution: revealed and resolved at once
            state.say(f"{name} takes {card.name}: {card.text}")
            if card.effect.get("end_game_advance_any"):
                p.pending.append("adv/01234/1/1")
            return
        state.say(f"{name} takes a rank {rank} civ card (END GAME, kept secret)", seat=seat, private=f"You take {card.name}: {card.text}")
        return
    state.say(f"{name} takes {card.name}: {card.text}")
    eff = card.effect
    if "advance_different_trackers" in eff:
        p.pending.append(f"diff/{eff['advance_different_trackers']}/")
    if "advance_one_tracker" in eff:
        p.pending.append(f"adv/01234/{eff['advance_one_tracker']}/1")
    p.pending.extend(["patch"] * eff.get("biomass_patches", 0))
    if "rover_move" in eff:
        p.moves += eff["rover_move"]
    if "extra_tile" in eff:
        p.pending.append(f"tile/{1 if eff['extra_tile']['advance'] else 0}")
    if "collect_lifepods" in eff:
        p.pending.append(f"lifepod/{eff['collect_lifepods']}")
    if "teleport_rover" in eff:
        p.pending.append("teleport")
    if "destroy_meteorites_line" in eff:
        p.pending.append("meteor-line")
    if "destroy_meteorites" in eff:
        p.pending.append(f"meteor-destroy/{eff['destroy_meteorites']}")
    if "raise_all_trackers_to" in eff:
        for track in range(5):  # a bounded loop: a blocked or deferred step (Makeshift, Oasis) must not spin
            for _ in range(max(0, eff["raise_all_trackers_to"] - p.tracks[track])):
                advance(state, seat, track, skip_synergy=True)


def civ_choices(state: PUState, seat: int) -> list[int]:
    """The cards a seat may take for its next civ milestone (Republic tech 2 adds the first card
    of the next rank's deck)."""
    p = state.players[seat]
    rank = p.civ_claims[0]
    out = list(state.civ_decks[rank - 1])
    if ability(p, "extra_civ_choice") and rank < 4 and state.civ_decks[rank]:
        out.append(state.civ_decks[rank][0])
    return out
