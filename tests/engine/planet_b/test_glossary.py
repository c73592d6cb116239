"""Planet B's glossary: the words of the inspect pane, exact for a few components, and a
non-empty description for every component of the content."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.content import PROJECT_EDITION
from boardgames_tui.engine.planet_b import ENGINE, content, glossary
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b.actions import BuyAnimal, EndTurn, Pass, Place, TakeDevelopment, TakeSpring

from .builders import idx, new


def painted(cells: dict, cover: dict | None = None, **extra):
    s = new(2, seed=11)
    board, top = list(s.boards[0]), list(s.cover[0])
    for h, code in cells.items():
        board[idx(*h)] = code
    for h, code in (cover or {}).items():
        top[idx(*h)] = code
    s.boards[0], s.cover[0] = "".join(board), "".join(top)
    for k, v in extra.items():
        setattr(s, k, v)
    return s


def test_a_development_tile_in_full():
    s = new(2, seed=11)
    s.row = ["A", "B", "C", "D", "E", "F"]
    s.offer[0] = (glossary_tile("FLOWER_R"), glossary_tile("FENCE"))
    ins = glossary.describe_development(s, 0)
    assert ins.title == "Development tile A" and ins.kind == "development"
    assert ins.lines[:3] == (
        "Cost: free (0 water), paid onto the water track (position 1 of 6)",
        "Eco tile (single): Red flower",
        "Eco tile (single): Fence",
    )
    assert "Fence: Habitat of the sheep: 3 fences in a triangle, 3 oxygen, 8 points at every animal harvest." in ins.lines
    assert glossary.describe_development(s, 5).lines[0] == "Cost: 3 water, paid onto the water track (position 6 of 6)"


def glossary_tile(element: str) -> str:
    return next(t.id for t in content.eco().tiles if t.hexes == [element])


def test_a_dome_hex_with_a_bee_and_a_goal():
    s = painted({(0, 0): "y", (1, 0): "y", (0, 1): "H"}, {(0, 0): "Y", (1, 0): "Y"}, goals=["WHEAT_1", "BERRY_1", "APPLE_1", "ANIMAL_1"])
    ins = glossary.describe_hex(s, 0, idx(0, 0))
    assert ins.title == "Yellow bee on Yellow flower"
    assert ins.lines[-1] == "Where: Ann's dome, hex E4"
    assert ins.lines[1] == "Terrain: dark hex (inner dome), the centre (side 2-3): the first tile covers it"
    assert ("On it: Yellow bee, on 2 yellow flowers; scores 1 point per wheat hex at a bee harvest (now 1)") in ins.lines
    wheat = glossary.describe_hex(s, 0, idx(0, 1))
    assert wheat.title == "Wheat"
    assert "Group: 1 connected wheat hex" in wheat.lines
    assert "Counts for goal: Largest wheat field (now 1 hex → 1 point)" in wheat.lines


def test_empty_hexes_say_their_terrain_and_icon():
    s = new(2, seed=11)
    side = geo.side(s.side)
    water = min(side.water_icons)
    ins = glossary.describe_hex(s, 0, water)
    assert ins.title == "Empty dark hex"
    assert "Icon: water: the tile covering it gives +1 water" in ins.lines
    rim = next(i for i in range(geo.N_HEX) if i not in side.dark)
    assert glossary.describe_hex(s, 0, rim).title == "Empty light hex"


def test_goal_card_scores_and_standing():
    s = painted({(0, 0): "H", (1, 0): "H", (0, 1): "H"}, goals=["WHEAT_2", "BERRY_1", "APPLE_1", "ANIMAL_1"])
    ins = glossary.describe_goal(s, "WHEAT_2")
    assert ins.title == "Wheat triangles" and ins.kind == "goal"
    assert ins.lines == (
        "Goal card (wheat deck): scores at the end of the game",
        "Measures: Wheat groups that are exactly a triangle of 3 (no other wheat touching).",
        "Points: 1→6, 2→13, 3→20, 4→27, 5→34 (more: the last)",
        "Ann now: 1 group → 6 points",
        "Bob now: 0 groups → 0 points",
        PROJECT_EDITION,  # the goal cards are our own design
    )


def test_track_supply_and_player():
    s = new(2, seed=11)
    track = glossary.describe_track(s)
    assert track.title == "Water track" and track.lines[:3] == (
        "Spaces: 7 (2 players)", "Water on it: 0 of 7", "Fills so far: 0 of 4 (the 4th fill ends the game after that round)")
    animals = glossary.describe_animal_supply(s)
    assert animals.lines[0] == "Sheep: 9 of 9 left (3 fences in a triangle, 3 oxygen, 8 points at every animal harvest)"
    bees = glossary.describe_bee_supply(s)
    assert bees.lines[0] == "Yellow bees: 7 of 7 left (on 2 yellow flowers, score × wheat)"
    ann = glossary.describe_player(s, 0)
    assert ann.title == "Ann"
    assert "Water: 3 · Oxygen: 0" in ann.lines and "Animals: 0 sheep, 0 rabbit, 0 bird" in ann.lines


def test_actions_name_their_component():
    s = new(2, seed=11)
    assert glossary.describe_action(s, TakeDevelopment(pos=1)).title == f"Development tile {s.row[1]}"
    assert glossary.describe_action(s, TakeSpring()).title == "Springs"
    assert glossary.describe_action(s, Pass()).title == "Pass"
    assert glossary.describe_action(s, EndTurn()).title == "Ann"
    bird = glossary.describe_action(s, BuyAnimal(animal="BIRD", cells=(idx(0, 0),)))
    assert bird.title == "Bird" and bird.lines[:2] == ("Where: E4", "Cost: 1 oxygen")
    tile = s.offer[0][0]
    place = glossary.describe_action(s, Place(tile=tile, rot=0, at=geo.centre()))
    assert place.title == glossary.tile_title(tile) and place.lines[0].startswith("Where: E4")


def test_every_component_has_a_description():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")], seed=3)
    for t in content.eco().tiles:
        ins = glossary.describe_eco_tile(t.id)
        assert ins.lines and ins.title == " + ".join(glossary.ELEMENT_NAME[geo.CODE[e]] for e in t.hexes)
    assert glossary.describe_eco_tile("SPRING").title == "Spring"
    for code in glossary.ELEMENT_NAME:
        assert glossary.element_effect(code), code
    for side in content.domes().sides:
        s.side = side.id
        for i in range(geo.N_HEX):
            for seat in range(3):
                assert glossary.describe_hex(s, seat, i).lines
    for p in range(6):
        assert glossary.describe_development(s, p).lines
    for goal in content.goals():
        assert glossary.describe_goal(s, goal).lines
    for describe in (glossary.describe_springs, glossary.describe_track, glossary.describe_harvest,
                     glossary.describe_stacks, glossary.describe_bee_supply, glossary.describe_animal_supply):
        assert describe(s).title and describe(s).lines
    for seat in range(3):
        assert glossary.describe_player(s, seat).lines
    for action in ENGINE.legal_actions(s):
        assert glossary.describe_action(s, action) is not None
