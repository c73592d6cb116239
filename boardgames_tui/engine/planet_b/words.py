"""Planet B words: hexes, tiles, prompts, the status line and `describe` (the only source of action text)."""

from __future__ import annotations

from functools import cache

from ..api import Prompt, bare_model
from ..hexgrid import to_offset
from . import content
from . import geometry as geo
from .actions import BuyAnimal, EndTurn, PairBees, Pass, Place, PlanetBAction, TakeDevelopment, TakeSpring
from .state import PlanetBState


@cache
def _hex_words() -> tuple[str, ...]:
    """Every hex by the label the dome shows: its row's letter (A at the top to I at the
    bottom) and its place in that row counted from the left, "E5"."""
    spots = [to_offset(h) for h in geo.hexes()]
    rows = sorted({row for _, row in spots})
    in_row = {row: sorted(col for col, r in spots if r == row) for row in rows}
    return tuple(f"{chr(ord('A') + rows.index(row))}{in_row[row].index(col) + 1}" for col, row in spots)


def hx(i: int) -> str:
    """A hex index as the dome labels it, "E5" (row E, 5th hex from the left)."""
    return _hex_words()[i]


def row_letters() -> tuple[str, ...]:
    """The dome's row labels from the top ("A" … "I")."""
    return tuple(sorted({w[0] for w in _hex_words()}))


@cache
def cells_words(cells: tuple[int, ...]) -> str:
    """Hexes as "E5 E6 F5 ..." (memoised: placements repeat)."""
    return " ".join([hx(c) for c in cells])


@cache
def tile_words(tile_id: str) -> str:
    if not tile_id:
        return "empty"
    if tile_id == "SPRING":
        return "spring"
    if tile_id not in content.tiles_by_id():  # a move naming no tile of the game (a crafted one)
        return f"tile {tile_id!r} (not a tile of this game)"
    return "-".join(geo.WORD[c] for c in geo.tile_codes(tile_id))


HARVEST_NAMES = {"H_ANIMALS": "Animals", "H_BEES": "Bees", "H_BOTH": "Animals and bees"}
"""A harvest tile by what it scores, as a player calls it."""


def harvest_name(tile_id: str) -> str:
    return HARVEST_NAMES.get(tile_id, tile_id)


def seat_name(state: PlanetBState, s: int) -> str:
    return state.seats[s].name


_PHASE_WORDS = {"main": "choose", "place": "place tiles", "bees": "pair bees", "after": "buy animals / end"}


_PLACE_PROMPT_SET = {"text", "kind"}
"""Shared by every place prompt: a plain set, as pydantic's model_copy(update=...) copies it and then adds to the copy."""


def _place_prompt(text: str) -> Prompt:
    """Prompt(text=text, kind="place-tile") without validating two plain strings again: held
    tiles come in so many combinations that the prompt cache misses on most turns."""
    return bare_model(Prompt, {"text": text, "kind": "place-tile"}, _PLACE_PROMPT_SET)


@cache
def prompt(step: str, held: tuple[str, ...]) -> Prompt:
    """The prompt of a step (built once per step and held tiles: prompts are frozen)."""
    if step == "main":
        return Prompt(text="Choose a development tile or take a spring", kind="choose-development")
    if step == "place":
        left = len(held)
        return _place_prompt(f"Place {', '.join(tile_words(t) for t in held)}" + (f" ({left} tiles, any order)" if left > 1 else ""))
    if step == "bees":
        return Prompt(text="Choose which two flowers the bee pairs", kind="pair-bees")
    return Prompt(text="Buy animals (optional) or end your turn", kind="buy-animals")


def phase(state: PlanetBState) -> str:
    words = _PHASE_WORDS[state.step]
    if state.pending or state.end_reason:
        words += " · harvest warning"
    return words


def describe(state: PlanetBState, action: PlanetBAction) -> str:
    costs = content.development().position_costs.costs
    match action:
        case TakeDevelopment(pos=p):
            tiles = [t for t in state.offer[p] if t] if p < len(state.offer) else []
            return (
                f"Take tile {state.row[p]} at position {p + 1} ({costs[p]} water): "
                + (", ".join(tile_words(t) for t in tiles) or "empty")
            )
        case TakeSpring():
            return f"Take a spring (+3 water; {state.springs} left)"
        case Pass():
            return "Pass: no main action possible (+1 water)"
        case Place(tile=t, rot=rot, at=at):
            known = t == "SPRING" or t in content.tiles_by_id()
            spot = geo.placement_at(geo.tile_shape(t), rot).get(at) if known else None
            where = " ".join(hx(c) for c in spot[0]) if spot else f"hex {at}"
            return f"Place {tile_words(t)} on {where}"
        case PairBees(a=a, b=b):
            board = state.boards[state.current]
            colour = geo.BEE_OF_FLOWER.get(board[a], "")
            return f"{geo.BEE_WORD.get(colour, '').capitalize()} bee on {hx(a)} {hx(b)}"
        case BuyAnimal(animal=animal, cells=cells):
            known = content.animals_by_id().get(animal)
            cost = f"{known.oxygen_cost} oxygen" if known else "not an animal of this game"
            return f"Buy a {animal.lower()} ({cost}) on {' '.join(hx(c) for c in cells)}"
        case EndTurn():
            return "End turn"
    return str(action)


def status(state: PlanetBState) -> str:
    if state.finished:
        return f"Game over after round {state.round}"
    # who acts is said beside the status by every screen, so it is not repeated here
    text = f"Round {state.round} · water track {state.track}/{state.track_len} · fills {state.fills} of 4"
    if state.pending or state.end_reason:
        text += " · HARVEST WARNING"
    if state.end_reason:
        text += " · last round"
    return text
