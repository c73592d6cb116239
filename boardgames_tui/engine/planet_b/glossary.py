"""Planet B in words: an `Inspection` for every component, from the content data and a view.

Pure (no Textual, no Rich): the board's inspect pane shows these, and the tests read them.

    describe_hex(view, seat, i)        a hex of a seat's dome: terrain, what lies on it, icon, goals
    describe_eco_tile(tile_id)         an eco tile: its shape and the full names of its elements
    describe_development(view, pos)    a development tile of the row: position, water cost, its tiles
    describe_springs / describe_track / describe_harvest / describe_stacks
    describe_bee_supply / describe_animal_supply
    describe_goal(view, goal_id)       how a goal card scores and where every player stands
    describe_player(view, seat)        a player's summary
    describe_action(view, action)      the component a decision is about
"""

from __future__ import annotations

from . import content
from . import geometry as geo
from . import scoring
from ..api import HIDDEN, Inspection
from ..content import edition_note
from ..text import plural, possessive
from .words import cells_words, harvest_name, hx

ELEMENT_NAME = {
    "T": "Tree",
    "W": "Water",
    "S": "Spring",
    "H": "Wheat",
    "A": "Apple",
    "B": "Berry",
    "y": "Yellow flower",
    "r": "Red flower",
    "p": "Purple flower",
    "F": "Fence",
    "L": "Log",
    "N": "Nest box",
}
"""Full name of every element code of a dome string (geometry.CODE)."""

COVER_NAME = {"Y": "Yellow bee", "R": "Red bee", "P": "Purple bee", "s": "Sheep", "k": "Rabbit", "b": "Bird"}
"""Full name of every cover code (bees and animals lying on top of elements)."""

ELEMENT_CLASS = {
    "T": "tree", "W": "water", "S": "water", "H": "plant", "A": "plant", "B": "plant",
    "y": "flower", "r": "flower", "p": "flower", "F": "habitat", "L": "habitat", "N": "habitat",
    "Y": "bee", "R": "bee", "P": "bee", "s": "animal", "k": "animal", "b": "animal",
}
"""The class of every element and cover code (what the board colours alike)."""

SHAPE_NAME = {"S1": "single", "S2": "pair", "S3I": "straight three", "S3V": "bent three", "S3T": "triangle"}
"""Short names of the five eco tile shapes (content's names are longer)."""

ANIMAL_WORD = {"SHEEP": "sheep", "RABBIT": "rabbit", "BIRD": "bird"}
_DECK_ELEMENT = {"WHEAT": "H", "BERRY": "B", "APPLE": "A"}


def element_effect(code: str, view=None) -> str:
    """What an element does, in one sentence."""
    bees = {b.plant: b for b in content.development().bees}
    animals = {a.habitat: a for a in content.development().animals}
    name = geo.NAME.get(code, "")
    if code in "TW":
        gain = "oxygen" if code == "T" else "water"
        word = "tree" if code == "T" else "water"
        if view is not None and getattr(view, "yield_rule", "each_hex") == "once_per_group":
            return f"Placed: each {word} group it joins gives +1 {gain} per {word} hex in it, once."
        return f"Placed: +1 {gain} for every {word} hex in its connected {word} group (itself included)."
    if code == "S":
        return f"Placed: +{content.development().springs.water_gain} water; never joins a water group."
    if name in bees:
        bee = bees[name]
        return f"Scores with {bee.colour} bees: each {bee.colour} bee scores 1 point per {ELEMENT_NAME[code].lower()} hex at a bee harvest."
    if code in geo.BEE_OF_FLOWER:
        colour = geo.BEE_WORD[geo.BEE_OF_FLOWER[code]]
        return f"Two touching free {colour} flowers get a free {colour} bee on top (while {colour} bees are left)."
    if name in animals:
        a = animals[name]
        return f"Habitat of the {ANIMAL_WORD[a.id]}: {_habitat_words(a.id, view)}."
    return ""


def _habitat_words(animal: str, view=None) -> str:
    a = content.animals_by_id()[animal]
    if animal == "BIRD":
        where = "1 nest box"
    elif animal == "RABBIT":
        where = "2 touching logs"
    elif view is not None and getattr(view, "sheep_rule", "triangle") != "triangle":
        where = "3 connected fences"
    else:
        where = "3 fences in a triangle"
    return f"{where}, {a.oxygen_cost} oxygen, {a.harvest_points} points at every animal harvest"


def tile_names(tile_id: str) -> list[str]:
    """The full names of an eco tile's elements in order ("Spring" for a spring)."""
    return [ELEMENT_NAME[c] for c in geo.tile_codes(tile_id)]


def tile_title(tile_id: str) -> str:
    """An eco tile as a player names it: "Purple flower + Nest box"."""
    if not tile_id:
        return "Empty slot"
    if tile_id == HIDDEN:
        return "Face-down eco tile"
    return " + ".join(tile_names(tile_id))


def _effects(codes) -> list[str]:
    out = []
    for code in dict.fromkeys(codes):
        effect = element_effect(code)
        if effect:
            out.append(f"{ELEMENT_NAME[code]}: {effect}")
    return out


def describe_eco_tile(tile_id: str, where: str = "") -> Inspection:
    """An eco tile (or a spring): shape, the full names of its hexes, what each element does."""
    if tile_id == "SPRING":
        lines = ["Shape: single (1 hex)", f"Effect: {element_effect('S')}"]
        if where:
            lines.insert(0, f"Where: {where}")
        return Inspection("Spring", tuple(lines), kind="tile")
    tile = content.tiles_by_id()[tile_id]
    n = len(tile.hexes)
    lines = [f"Shape: {SHAPE_NAME.get(tile.shape, tile.shape)} ({n} hex{'es' if n > 1 else ''})"]
    if where:
        lines.insert(0, f"Where: {where}")
    lines += _effects(geo.tile_codes(tile_id))
    lines += edition_note(tile)
    return Inspection(tile_title(tile_id), tuple(lines), kind="eco tile")


def position_cost(pos: int) -> int:
    return content.development().position_costs.costs[pos]


def water_words(n: int) -> str:
    return "free (0 water)" if n == 0 else f"{n} water"


def describe_development(view, pos: int) -> Inspection:
    """The development tile at a row position: its letter, position, water cost and eco tiles."""
    dev = content.dev_tiles_by_id()[view.row[pos]]
    cost = position_cost(pos)
    tiles = view.offer[pos]
    lines = [f"Cost: {water_words(cost)}, paid onto the water track (position {pos + 1} of {len(view.row)})"]
    for shape, t in zip(dev.slots, tiles):
        if t:
            lines.append(f"Eco tile ({SHAPE_NAME.get(shape, shape)}): {tile_title(t)}")
        else:
            lines.append(f"Eco tile ({SHAPE_NAME.get(shape, shape)}): none (its stack ran out)")
    if any(tiles):
        lines.append("Take it: place all its eco tiles on your dome; it moves to the right end, refilled.")
        lines += _effects(c for t in tiles if t and t != HIDDEN for c in geo.tile_codes(t))
    else:
        lines.append("Empty: it cannot be chosen.")
    lines += edition_note(dev)
    return Inspection(f"Development tile {dev.id}", tuple(lines), kind="development")


def describe_springs(view) -> Inspection:
    count = content.development().springs.count
    return Inspection(
        "Springs",
        (f"Left: {view.springs} of {count}",
         f"Main action B: take a spring, place it (1 hex) and gain {content.development().springs.water_gain} water.",
         "A spring never joins a water group; the first tile of a dome may be one.",
         *edition_note(content.development().springs)),
        kind="supply",
    )


def describe_track(view) -> Inspection:
    n = len(view.seats)
    return Inspection(
        "Water track",
        (f"Spaces: {view.track_len} ({n} player{'s' if n > 1 else ''})",
         f"Water on it: {view.track} of {view.track_len}",
         f"Fills so far: {view.fills} of 4 (the 4th fill ends the game after that round)",
         "Water paid for development tiles goes here, left to right.",
         "When the last space fills: harvest warning, the track empties; the top harvest tile scores at the end of the round."
         + (" Harvest warning: a harvest at the end of this round." if view.pending else ""),
         *edition_note(content.development().water_track)),
        kind="track",
    )


def harvest_effect(tile_id: str) -> str:
    scores = next((h.scores for h in content.development().harvest_tiles if h.id == tile_id), [])
    parts = []
    if "BEES" in scores:
        parts.append("each colour scores its bees × its plants (yellow × wheat, red × apple, purple × berry)")
    if "ANIMALS" in scores:
        a = content.animals_by_id()
        parts.append(f"sheep {a['SHEEP'].harvest_points}, rabbit {a['RABBIT'].harvest_points}, bird {a['BIRD'].harvest_points} points each")
    return "; ".join(parts)


def describe_harvest(view) -> Inspection:
    top = view.harvest_stack[0] if view.harvest_stack else None
    lines = []
    if top:
        lines.append(f"Next: {harvest_name(top)}: {harvest_effect(top)}")
        if len(view.harvest_stack) > 1:
            lines.append(f"Below it: {len(view.harvest_stack) - 1} face down")
    else:
        lines.append("No harvest tile left.")
    lines.append("End of the game: the harvest showing then (the printed animals and bees once no tile is left)")
    if view.harvests_used:
        lines.append("Done: " + ", ".join(harvest_name(h).lower() for h in view.harvests_used))
    if view.pending:
        lines.append("Harvest warning: a harvest at the end of this round")
    lines.append("A harvest scores when the water track fills, at the end of that round.")
    lines += edition_note(*content.development().harvest_tiles)
    return Inspection("Harvest tiles", tuple(lines), kind="harvest")


def describe_stacks(view) -> Inspection:
    lines = [f"{SHAPE_NAME.get(k, k).capitalize()}: {len(ids)} left" for k, ids in view.stacks.items()]
    lines.append("They refill the development tiles' slots of their shape; an empty stack leaves the slot empty.")
    return Inspection("Eco tile stacks (face down)", tuple(lines), kind="supply")


def describe_bee_supply(view) -> Inspection:
    lines = []
    for bee in content.development().bees:
        code = bee.id[-1]
        plant = ELEMENT_NAME[geo.CODE[bee.plant]].lower()
        lines.append(f"{bee.colour.capitalize()} bees: {view.bee_supply.get(code, 0)} of {bee.supply} left"
                     f" (on 2 {bee.colour} flowers, score × {plant})")
    lines.append("A bee comes free when two touching free flowers of its colour lie on a dome.")
    return Inspection("Bees", tuple(lines), kind="supply")


def describe_animal_supply(view) -> Inspection:
    lines = []
    for animal in geo.ANIMAL_ORDER:
        a = content.animals_by_id()[animal]
        lines.append(f"{ANIMAL_WORD[animal].capitalize()}: {view.animal_supply.get(animal, 0)} of {a.supply} left"
                     f" ({_habitat_words(animal, view)})")
    lines.append("Buy them with oxygen at any point of your turn; covered habitat never hosts another.")
    return Inspection("Animals", tuple(lines), kind="supply")


def points_words(n: int) -> str:
    return plural(n, "point")


_UNITS = {
    "largest_group_size": ("hex", "hexes"),
    "exact_shape_groups": ("group", "groups"),
    "largest_chain_size": ("hex", "hexes"),
    "longest_straight_line": ("hex", "hexes"),
    "group_count": ("group", "groups"),
    "perimeter_hex_count": ("hex", "hexes"),
    "largest_animal_tile_group": ("animal", "animals"),
    "animal_tile_group_count": ("group", "groups"),
    "perimeter_animal_tile_count": ("animal", "animals"),
}


def goal_unit(goal_id: str, value: int) -> str:
    """A goal's measured value with its unit: "1 group", "3 hexes"."""
    one, many = _UNITS.get(content.goals()[goal_id].metric, ("", ""))
    return f"{value} {one if value == 1 else many}".rstrip()


def points_table(goal: content.Goal) -> str:
    table = goal.points_by_value
    return ", ".join(f"{i}→{p}" for i, p in enumerate(table) if i > 0) + " (more: the last)"


def goal_standing(view, goal_id: str) -> list[tuple[str, int, int]]:
    """(seat name, measured value, points) of a goal card for every seat."""
    return [
        (seat.name, *scoring.goal_points(goal_id, view.boards[s], view.animals[s]))
        for s, seat in enumerate(view.seats)
    ]


def describe_goal(view, goal_id: str) -> Inspection:
    goal = content.goals()[goal_id]
    lines = [
        f"Goal card ({goal.deck.lower()} deck): scores at the end of the game",
        f"Measures: {goal.text}",
        f"Points: {points_table(goal)}",
    ]
    for name, value, points in goal_standing(view, goal_id):
        lines.append(f"{name} now: {goal_unit(goal_id, value)} → {points_words(points)}")
    lines += edition_note(goal)
    return Inspection(goal.name, tuple(lines), kind="goal")


def goals_of_code(view, code: str) -> list[str]:
    """The ids of the goal cards in play that count this element or cover code."""
    out = []
    for g in view.goals:
        goal = content.goals()[g]
        if goal.deck == "ANIMAL":
            if code in geo.ANIMAL_OF_CODE:
                out.append(g)
        elif _DECK_ELEMENT.get(goal.deck) == code:
            out.append(g)
    return out


def describe_hex(view, seat: int, i: int) -> Inspection:
    """A hex of a seat's dome: its terrain and icon, what lies on it, what it counts for, where."""
    side = geo.side(view.side)
    board, cover = view.boards[seat], view.cover[seat]
    q, r = geo.hexes()[i]
    code, top = board[i], cover[i]
    terrain = "dark hex (inner dome)" if i in side.dark else "light hex (outer dome)"
    if i == geo.centre():
        terrain += f", the centre (side {side.label}): the first tile covers it"
    elif i in geo.perimeter():
        terrain += ", on the rim (the dome's edge)"
    icon = "water" if i in side.water_icons else "oxygen" if i in side.oxygen_icons else ""
    lines = [f"Terrain: {terrain}"]
    if icon:
        if code == ".":
            lines.append(f"Icon: {icon}: the tile covering it gives +1 {icon}")
        else:
            lines.append(f"Icon: {icon} (covered: it gave +1 {icon})")
    where = f"Where: {possessive(view.seats[seat].name, capital=False)} dome, hex {hx(i)}"
    if code == ".":
        title = "Empty " + ("dark hex" if i in side.dark else "light hex")
        done = sum(1 for d in side.dark if board[d] != ".")
        lines.append(f"Dark hexes covered: {done} of {len(side.dark)} (all covered ends the game after the round)")
        lines.append(where)
        return Inspection(title, tuple(lines), kind="hex")
    name = ELEMENT_NAME[code]
    title = name
    if top != ".":
        title = f"{COVER_NAME[top]} on {name}"
        lines.insert(0, f"On it: {COVER_NAME[top]}, {_cover_words(view, seat, top, i)}")
    for g in goals_of_code(view, top if top in geo.ANIMAL_OF_CODE else code):
        value, points = scoring.goal_points(g, board, view.animals[seat])
        lines.append(f"Counts for goal: {content.goals()[g].name} (now {goal_unit(g, value)} → {points_words(points)})")
    if code in "TWHAB":
        members = {j for j, c in enumerate(board) if c == code}
        group = next((g for g in scoring.groups(members) if i in g), {i})
        lines.append(f"Group: {len(group)} connected {name.lower()} hex{'es' if len(group) > 1 else ''}")
    if code in "FLN" and top == ".":
        lines.append("Free habitat: an animal may still be bought onto it")
    effect = element_effect(code, view)
    if effect:
        lines.append(f"{name}: {effect}")
    lines.append(where)
    return Inspection(title, tuple(lines), kind="hex")


def _cover_words(view, seat: int, top: str, i: int) -> str:
    if top in geo.PLANT_OF_BEE:
        plant = geo.PLANT_OF_BEE[top]
        n = view.boards[seat].count(plant)
        return (f"on 2 {geo.BEE_WORD[top]} flowers; scores 1 point per {ELEMENT_NAME[plant].lower()} hex"
                f" at a bee harvest (now {n})")
    animal = geo.ANIMAL_OF_CODE[top]
    a = content.animals_by_id()[animal]
    return f"scores {a.harvest_points} points at every animal harvest"


def describe_player(view, seat: int) -> Inspection:
    """A player's summary: score, tokens, bees, animals, dome progress, goals now."""
    name = view.seats[seat].name
    track = scoring.track_score(view, seat)
    fifties = view.multiplier[seat] if view.multiplier else track // 50
    side = geo.side(view.side)
    board, cover = view.boards[seat], view.cover[seat]
    bees = [f"{scoring.bee_count(cover, c)} {geo.BEE_WORD[c]}" for c in geo.BEE_ORDER]
    an = scoring.animal_counts(view.animals[seat])
    bee_now, _ = scoring.bee_harvest(board, cover)
    animal_now, _ = scoring.animal_harvest(view.animals[seat])
    role = []
    if seat == view.actor:
        role.append("to act now")
    if seat == view.first:
        role.append("first player")
    lines = [
        f"Score: {track} points (bee harvests {view.bee_points[seat]}, animal harvests {view.animal_points[seat]})"
        + (f", multiplier marker on {50 * fifties}" if fifties else ""),
        f"Water: {view.water[seat]} · Oxygen: {view.oxygen[seat]}",
        "Bees: " + ", ".join(bees),
        "Animals: " + ", ".join(f"{an[a]} {ANIMAL_WORD[a]}" for a in geo.ANIMAL_ORDER),
        f"A harvest now would score: bees {bee_now}, animals {animal_now}",
        f"Dark hexes covered: {sum(1 for d in side.dark if board[d] != '.')} of {len(side.dark)}",
        "Goals now: " + ", ".join(
            f"{content.goals()[g].name} {scoring.goal_points(g, board, view.animals[seat])[1]}" for g in view.goals
        ),
    ]
    if role:
        lines.insert(0, "Seat: " + ", ".join(role))
    return Inspection(name, tuple(lines), kind="player")


def describe_animal(view, animal: str, cells=()) -> Inspection:
    a = content.animals_by_id()[animal]
    lines = [f"Cost: {a.oxygen_cost} oxygen", f"Habitat: {_habitat_words(animal, view)}",
             f"Left in the supply: {view.animal_supply.get(animal, 0)} of {a.supply}"]
    if cells:
        lines.insert(0, "Where: " + cells_words(tuple(cells)))
    lines += edition_note(a)
    return Inspection(ANIMAL_WORD[animal].capitalize(), tuple(lines), kind="animal")


def describe_bee(view, colour: str, cells=()) -> Inspection:
    plant = ELEMENT_NAME[geo.PLANT_OF_BEE[colour]].lower()
    lines = ["Cost: free", f"Lies on: 2 touching {geo.BEE_WORD[colour]} flowers",
             f"Scores: 1 point per {plant} hex of the dome at every bee harvest",
             f"Left in the supply: {view.bee_supply.get(colour, 0)}"]
    if cells:
        lines.insert(0, "Where: " + cells_words(tuple(cells)))
    return Inspection(COVER_NAME[colour], tuple(lines), kind="bee")


def describe_action(view, action) -> Inspection | None:
    """The component a decision is about (None when it is about nothing in particular)."""
    kind = getattr(action, "kind", "")
    if kind == "take":
        return describe_development(view, action.pos)
    if kind == "spring":
        return describe_springs(view)
    if kind == "place":
        spot = geo.placement_at(geo.tile_shape(action.tile), action.rot).get(action.at)
        where = cells_words(tuple(spot[0])) if spot else ""
        return describe_eco_tile(action.tile, where)
    if kind == "bee":
        colour = geo.BEE_OF_FLOWER.get(view.boards[view.current][action.a], "Y")
        return describe_bee(view, colour, (action.a, action.b))
    if kind == "animal":
        return describe_animal(view, action.animal, action.cells)
    if kind == "pass":
        return Inspection("Pass", ("No main action is possible: +1 water.",
                                   "When every player passes in one round, the game ends after it."), kind="move")
    if kind == "end":
        return describe_player(view, view.current)
    return None
