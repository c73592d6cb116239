"""Planet B scoring: harvests (bees, animals) and the 12 goal cards' measures."""

from __future__ import annotations

from functools import cache, lru_cache

from .. import hexgrid
from ..api import ScoreSheet, SeatScore
from . import content
from . import geometry as geo
from .placement import PADDED_ROW, pad
from .state import PlanetBState

TIE_BREAK = "most oxygen + water left"


def bee_count(cover: str, colour: str) -> int:
    """Bee tiles of a colour on a dome (each covers 2 hexes)."""
    return cover.count(colour) // 2


def bee_harvest(board: str, cover: str) -> tuple[int, list[str]]:
    """Points of a bee harvest and its explanation per colour."""
    total = 0
    parts = []
    for colour in geo.BEE_ORDER:
        bees = bee_count(cover, colour)
        plant = geo.PLANT_OF_BEE[colour]
        plants = board.count(plant)
        pts = bees * plants
        total += pts
        if bees or plants:
            parts.append(f"{bees} {geo.BEE_WORD[colour]} × {plants} {geo.WORD[plant]} = {pts}")
    return total, parts


def animal_counts(animals: list[str]) -> dict[str, int]:
    counts = {a: 0 for a in geo.ANIMAL_ORDER}
    for tile in animals:
        counts[geo.ANIMAL_OF_CODE[tile[0]]] += 1
    return counts


def animal_harvest(animals: list[str]) -> tuple[int, list[str]]:
    by_id = content.animals_by_id()
    total = 0
    parts = []
    for a, n in animal_counts(animals).items():
        if n:
            pts = n * by_id[a].harvest_points
            total += pts
            parts.append(f"{n} {a.lower()} × {by_id[a].harvest_points} = {pts}")
    return total, parts


# ----------------------------------------------------------------- goal measures


def group_masks(members: int) -> list[int]:
    """The connected groups of the hexes of a mask, as masks, by their lowest hex."""
    out = []
    while members:
        group = geo.group_mask((members & -members).bit_length() - 1, members)
        out.append(group)
        members ^= group
    return out


def groups(cells: set[int]) -> list[set[int]]:
    """The connected groups of `cells`, by their lowest hex."""
    return [set(hexgrid.bits(g)) for g in group_masks(hexgrid.mask_of(cells))]


@cache
def _pattern_forms(pattern: tuple[tuple[int, int], ...]) -> frozenset[tuple]:
    return frozenset(hexgrid.orientations(pattern))


def exact_shape_groups(board: str, code: str, pattern: list[tuple[int, int]]) -> int:
    forms = _pattern_forms(tuple(tuple(c) for c in pattern))
    hexes = geo.hexes()
    size = len(pattern)
    return sum(
        1
        for g in group_masks(geo.code_mask(board, code))
        if g.bit_count() == size and hexgrid.normalise(hexes[i] for i in hexgrid.bits(g)) in forms
    )


def largest_group(board: str, code: str) -> int:
    return max((g.bit_count() for g in group_masks(geo.code_mask(board, code))), default=0)


def group_count(board: str, code: str) -> int:
    return len(group_masks(geo.code_mask(board, code)))


def largest_chain(board: str, code: str) -> int:
    """The largest group that is a path: no hex touches more than 2 others and there is no loop.

    A triangle (each hex touches the other two) is a clump, a ring of six is a loop: neither
    is a chain.
    """
    nm = geo.neighbour_masks()
    best = 0
    for g in group_masks(geo.code_mask(board, code)):
        degrees = [(nm[i] & g).bit_count() for i in hexgrid.bits(g)]
        if max(degrees) <= 2 and sum(degrees) // 2 == len(degrees) - 1:
            best = max(best, len(degrees))
    return best


def longest_line(board: str, code: str) -> int:
    """The longest straight run of the element's hexes along one of the three axes: on the
    padded bit board an axis step is one shift, and a run of n hexes survives n - 1 rounds of
    "keep the hexes whose neighbour one step on is in the set" (placement.pad)."""
    occ = pad(geo.code_mask(board, code))
    best = 0
    for step in _AXIS_SHIFTS:
        run, n = occ, 0
        while run:
            n += 1
            run &= run >> step if step > 0 else run << -step
        best = max(best, n)
    return best


_AXIS_SHIFTS = tuple(dq + PADDED_ROW * dr for dq, dr in geo.axis_steps())
"""The padded-board shift of one step along each axis (placement's layout)."""


def perimeter_count(board: str, code: str) -> int:
    return (geo.code_mask(board, code) & geo.perimeter_mask()).bit_count()


def animal_tiles(animals: list[str]) -> list[tuple[int, ...]]:
    return [tuple(int(x) for x in a[2:].split(",")) for a in animals]


def animal_groups(animals: list[str]) -> list[int]:
    """Sizes (in tiles) of the groups of adjacent animal tiles."""
    tiles = animal_tiles(animals)
    ns = geo.neighbours()
    touch = [set(n for c in t for n in ns[c]) for t in tiles]
    cells = [set(t) for t in tiles]
    seen = [False] * len(tiles)
    sizes = []
    for s in range(len(tiles)):
        if seen[s]:
            continue
        seen[s] = True
        todo = [s]
        size = 0
        while todo:
            a = todo.pop()
            size += 1
            for b in range(len(tiles)):
                if not seen[b] and touch[a] & cells[b]:
                    seen[b] = True
                    todo.append(b)
        sizes.append(size)
    return sizes


def goal_value(goal: content.Goal, board: str, animals: list[str]) -> int:
    code = geo.CODE[goal.element] if goal.element else ""
    m = goal.metric
    if m == "largest_group_size":
        return largest_group(board, code)
    if m == "exact_shape_groups":
        return exact_shape_groups(board, code, goal.pattern_cells or [])
    if m == "largest_chain_size":
        return largest_chain(board, code)
    if m == "longest_straight_line":
        return longest_line(board, code)
    if m == "group_count":
        return group_count(board, code)
    if m == "perimeter_hex_count":
        return perimeter_count(board, code)
    if m == "largest_animal_tile_group":
        return max(animal_groups(animals), default=0)
    if m == "animal_tile_group_count":
        return len(animal_groups(animals))
    if m == "perimeter_animal_tile_count":
        per = geo.perimeter()
        return sum(1 for t in animal_tiles(animals) if any(c in per for c in t))
    raise ValueError(f"unknown goal metric {m}")


def goal_points(goal_id: str, board: str, animals: list[str]) -> tuple[int, int]:
    """(measured value, points) of a goal card for one dome."""
    return _goal_points(goal_id, board, tuple(animals))


@lru_cache(maxsize=20_000)
def _goal_points(goal_id: str, board: str, animals: tuple[str, ...]) -> tuple[int, int]:
    goal = content.goals()[goal_id]
    v = goal_value(goal, board, list(animals))
    return v, goal.points(v)


def track_score(state: PlanetBState, seat: int) -> int:
    """Where a seat's score marker stands: harvest points, plus the goal cards once the game is over.

    The multiplier marker (state.multiplier) counts the 50s: track_score // 50.
    """
    points = state.bee_points[seat] + state.animal_points[seat]
    if state.finished:
        points += sum(goal_points(g, state.boards[seat], state.animals[seat])[1] for g in state.goals)
    return points


def score_sheet(state: PlanetBState) -> ScoreSheet:
    """Harvest points plus the 4 goals (live during play); ties: most oxygen + water."""
    goals = content.goals()
    cats = ["Bee harvests", "Animal harvests"] + [goals[g].name for g in state.goals]
    rows = []
    for s in range(len(state.seats)):
        bd = {"Bee harvests": state.bee_points[s], "Animal harvests": state.animal_points[s]}
        for g in state.goals:
            bd[goals[g].name] = goal_points(g, state.boards[s], state.animals[s])[1]
        rows.append(
            SeatScore(seat=s, total=sum(bd.values()), breakdown=bd, tiebreak=[state.oxygen[s] + state.water[s]])
        )
    notes = []
    if len(state.seats) == 1:
        total = rows[0].total
        rating = "struggling"
        for threshold, word in ((60, "stable"), (80, "thriving"), (100, "model colony")):
            if total >= threshold:
                rating = word
        notes.append(f"Solo rating (project edition): {rating}")
    return ScoreSheet.build(
        rows, final=state.finished, categories=cats, tie_break_rule=TIE_BREAK, notes=notes
    )


def build_goal_tables() -> None:
    """The geometry the goal measures use, built once at import: built lazily, the first game
    whose goals need a table paid for it at its end."""
    geo.perimeter_mask()
    for goal in content.goals().values():
        if goal.pattern_cells:
            _pattern_forms(tuple(tuple(c) for c in goal.pattern_cells))


build_goal_tables()
