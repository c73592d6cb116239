"""Planet B animals: buy a bird, rabbit or sheep with oxygen and put it on free habitat hexes (any step but "bees")."""

from __future__ import annotations

from functools import cache, lru_cache

from .. import hexgrid
from . import content
from . import geometry as geo
from .actions import BuyAnimal, buy_animal
from .state import PlanetBState
from .words import hx, seat_name


def habitats(board: str, cover: str, animal: str, sheep_rule: str) -> tuple[tuple[int, ...], ...]:
    """The free habitats of an animal on a dome, in hex order."""
    code = geo.HABITAT_CODE[animal]
    if code not in board:
        return ()
    return _habitats(animal, geo.code_mask(board, code) & geo.code_mask(cover, geo.EMPTY), sheep_rule)


def _habitats(animal: str, free: int, sheep_rule: str) -> tuple[tuple[int, ...], ...]:
    """The habitats of an animal within `free`, the mask of its free habitat hexes."""
    if animal == "BIRD":
        return tuple((i,) for i in hexgrid.bits(free))
    if animal == "RABBIT":
        later = geo.later_neighbours()
        return tuple((i, j) for i in hexgrid.bits(free) for j in later[i] if free >> j & 1)
    if free.bit_count() < 3:
        return ()
    by_first = geo.triple_masks_by_first(sheep_rule)
    return tuple(t for i in hexgrid.bits(free) for t, m in by_first[i] if m & free == m)


@lru_cache(maxsize=8192)
def _offers(animal: str, free: int, sheep_rule: str) -> tuple[BuyAnimal, ...]:
    """The BuyAnimal actions of an animal on every habitat within `free` (memoised by that mask:
    it changes only when a tile with that habitat lands or an animal covers some, so a new dome
    string seldom misses)."""
    return tuple(buy_animal(animal, cells) for cells in _habitats(animal, free, sheep_rule))


@cache
def _costs() -> tuple[tuple[str, int, str], ...]:
    """(animal, oxygen cost, habitat code) in ANIMAL_ORDER."""
    return tuple((animal, content.animals_by_id()[animal].oxygen_cost, geo.HABITAT_CODE[animal]) for animal in geo.ANIMAL_ORDER)


@cache
def _cheapest() -> int:
    return min(cost for _animal, cost, _code in _costs())


def legal(state: PlanetBState, s: int) -> list[BuyAnimal]:
    """Every animal seat s can afford on every free habitat (sheep, rabbits, birds)."""
    oxygen = state.oxygen[s]
    if oxygen < _cheapest():
        return []
    out: list[BuyAnimal] = []
    supply = state.animal_supply
    board, cover, rule = state.boards[s], state.cover[s], state.sheep_rule
    for animal, cost, code in _costs():
        if oxygen >= cost and supply[animal] > 0 and code in board:
            out += _offers(animal, geo.code_mask(board, code) & geo.code_mask(cover, geo.EMPTY), rule)
    return out


def why_buy(state: PlanetBState, s: int, action: BuyAnimal) -> str | None:
    animal, cells = action.animal, action.cells
    if state.step == "bees":
        return "pair the bee first"
    a = content.animals_by_id().get(animal)
    if a is None:  # a crafted move
        return f"there is no animal {animal!r} in this game"
    if state.animal_supply[animal] <= 0:
        return f"no {animal.lower()} is left in the supply"
    if state.oxygen[s] < a.oxygen_cost:
        return f"Needs {a.oxygen_cost} oxygen; you have {state.oxygen[s]}"
    if tuple(sorted(cells)) not in habitats(state.boards[s], state.cover[s], animal, state.sheep_rule):
        habitat = geo.WORD[geo.HABITAT_CODE[animal]]
        need = {"BIRD": "1 free nest box", "RABBIT": "2 adjacent free logs"}.get(
            animal, "3 free fences in a triangle" if state.sheep_rule == "triangle" else "3 connected free fences"
        )
        return f"a {animal.lower()} needs {need}; those hexes are not free {habitat} hexes of that shape"
    return None


def buy(state: PlanetBState, s: int, action: BuyAnimal) -> None:
    animal, cells = action.animal, action.cells
    cost = content.animals_by_id()[animal].oxygen_cost
    state.oxygen[s] -= cost
    state.animal_supply[animal] -= 1
    code = geo.ANIMAL_CODE[animal]
    cover = list(state.cover[s])
    for c in cells:
        cover[c] = code
    state.cover[s] = "".join(cover)
    state.animals[s] += (f"{code}:{','.join(map(str, sorted(cells)))}",)
    state.say(f"{seat_name(state, s)} buys a {animal.lower()} for {cost} oxygen on {' '.join(hx(c) for c in cells)}.")
