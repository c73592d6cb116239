"""The worked examples of the brief (seed_examples_as_tests), with their exact numbers."""

from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b import scoring
from boardgames_tui.engine.planet_b.actions import (
    BuyAnimal,
    EndTurn,
    Place,
    TakeDevelopment,
    TakeSpring,
)

from .builders import idx, new, offer, paint, place, tile


def test_first_and_second_turn():
    s = new(2)
    wheat_pair, apple = tile("WHEAT", "WHEAT", shape="S2"), tile("APPLE")
    offer(s, 2, [wheat_pair, apple])
    row_before = list(s.row)
    assert row_before == ["A", "B", "C", "D", "E", "F"]
    # Turn 1: Ann takes position 3, pays 1 water onto the first track space, collects 2 eco tiles.
    s = ENGINE.apply(s, TakeDevelopment(pos=2))
    assert s.water[0] == 2 and s.track == 1
    assert sorted(s.held) == sorted([wheat_pair, apple])
    assert s.row == ["A", "B", "D", "E", "F", "C"]  # the emptied tile moved to the right end
    assert all(s.offer[5])  # ... and was refilled from the stacks
    assert s.prompt.kind == "place-tile"
    s = place(s, wheat_pair, [(0, 0), (1, 0)])  # the first tile covers the centre
    s = place(s, apple, [(0, 1)])
    assert s.step == "after"
    s = ENGINE.apply(s, EndTurn())
    assert s.current == 1
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 0)))
    s = ENGINE.apply(s, EndTurn())
    # Turn 2: the staggered three on (2,0) (3,-1) (4,-1) covers a water icon and an oxygen icon
    # and reaches a light perimeter hex.
    bent = tile("WHEAT", "FLOWER_Y", "WHEAT", shape="S3V")
    single = tile("BERRY")
    assert s.row[2] == "D"
    offer(s, 2, [single, bent])
    s = ENGINE.apply(s, TakeDevelopment(pos=2))
    assert s.water[0] == 1 and s.oxygen[0] == 0
    s = place(s, bent, [(2, 0), (3, -1), (4, -1)])
    assert s.water[0] == 2 and s.oxygen[0] == 1
    assert idx(4, -1) in geo.perimeter()
    assert idx(4, -1) not in geo.side("side_2_3").dark


def test_fourth_tree_gives_4_oxygen():
    s = new(2)
    paint(s, 0, {(0, 0): "T", (1, 0): "T", (2, 0): "T"})
    offer(s, 0, [tile("TREE"), tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, tile("TREE"), [(3, -1)])
    assert s.oxygen[0] == 4 + 1  # 4 for the tree group; (3,-1) also shows an oxygen icon
    s2 = new(2)
    paint(s2, 0, {(0, 0): "T", (1, 0): "T", (-1, 0): "T"})
    offer(s2, 0, [tile("TREE"), tile("APPLE")])
    s2 = ENGINE.apply(s2, TakeDevelopment(pos=0))
    s2 = place(s2, tile("TREE"), [(0, 1)])  # no icon there
    assert s2.oxygen[0] == 4


def test_second_water_hex_gives_2_water():
    s = new(2)
    paint(s, 0, {(0, 0): "W"})
    offer(s, 0, [tile("WATER"), tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    assert s.water[0] == 3
    s = place(s, tile("WATER"), [(0, 1)])
    assert s.water[0] == 5


def test_spring_gives_3_water_and_joins_no_water_group():
    s = new(2)
    paint(s, 0, {(0, 0): "W", (1, 0): "W"})
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 1)))
    assert s.water[0] == 3 + 3
    assert s.springs == 4
    offer(s, 0, [tile("WATER"), tile("APPLE")])
    s = ENGINE.apply(s, EndTurn())
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 0)))
    s = ENGINE.apply(s, EndTurn())
    # a water hex next to the spring only (not next to the 2 waters) makes a group of 1
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    before = s.water[0]
    s = place(s, tile("WATER"), [(-1, 2)])
    assert s.water[0] == before + 1


def test_two_bee_pairs_at_once():
    """One tile completes a yellow pair and a red pair: both bees arrive at once, free."""
    s = new(2)
    paint(s, 0, {(0, 0): "H", (-1, 0): "y", (2, 0): "r"})
    t = tile("FLOWER_Y", "WHEAT", "FLOWER_R")
    offer(s, 1, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=1))
    s = place(s, t, [(0, -1), (1, -1), (2, -1)])
    assert s.bee_supply == {"Y": 6, "R": 6, "P": 7}
    assert sorted(b[0] for b in s.bees[0]) == ["R", "Y"]
    assert s.cover[0][idx(-1, 0)] == s.cover[0][idx(0, -1)] == "Y"
    assert s.cover[0][idx(2, 0)] == s.cover[0][idx(2, -1)] == "R"
    assert s.step == "after"


def test_yellow_and_purple_pairs_in_one_turn():
    s = new(2)
    paint(s, 0, {(0, 0): "H", (0, -1): "y", (1, 0): "p"})
    yf, pf = tile("FLOWER_Y"), tile("FLOWER_P")
    offer(s, 0, [yf, pf])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, yf, [(1, -2)])  # touches the yellow flower on (0,-1)
    assert s.bee_supply["Y"] == 6
    s = place(s, pf, [(2, -1)])  # touches the purple flower on (1,0)
    assert s.bee_supply == {"Y": 6, "R": 7, "P": 6}
    assert len(s.bees[0]) == 2


def test_sheep_bought():
    s = new(2)
    paint(s, 0, {(0, 0): "F", (1, 0): "F"})
    s.oxygen[0] = 3
    offer(s, 0, [tile("FENCE"), tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, tile("FENCE"), [(0, 1)])  # (0,0) (1,0) (0,1) form a triangle
    s = place(s, tile("APPLE"), [(-1, 0)])
    sheep = BuyAnimal(animal="SHEEP", cells=tuple(sorted((idx(0, 0), idx(1, 0), idx(0, 1)))))
    assert sheep in ENGINE.legal_actions(s)
    s = ENGINE.apply(s, sheep)
    assert s.oxygen[0] == 0 and s.animal_supply["SHEEP"] == 8
    assert s.animals[0] == ("s:" + ",".join(map(str, sheep.cells)),)
    assert all(s.cover[0][c] == "s" for c in sheep.cells)
    assert not [a for a in ENGINE.legal_actions(s) if isinstance(a, BuyAnimal)]


def test_water_track_overflow():
    s = new(2)
    s.track = s.track_len - 1
    s.water[0] = 5
    offer(s, 3, [tile("APPLE"), tile("WHEAT", "FLOWER_Y", "WHEAT", shape="S3V")])
    s = ENGINE.apply(s, TakeDevelopment(pos=3))  # costs 2
    assert s.fills == 1 and s.pending == 1
    assert s.track == 1  # emptied, the second token on space 1
    assert "harvest warning" in s.phase


def test_bee_harvest_worth_10():
    board = "." * 55
    cells = {}
    berries = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)]
    for h in berries:
        cells[h] = "B"
    cells[(-1, 0)] = "H"
    cells[(-1, 1)] = "H"
    b = list(board)
    for (q, r), c in cells.items():
        b[idx(q, r)] = c
    cover = list("." * 55)
    # 2 purple bees, 1 red bee, 0 yellow (bee covers on flowers elsewhere)
    for h in [(0, -1), (1, -1), (0, -2), (1, -2)]:
        b[idx(*h)] = "p"
        cover[idx(*h)] = "P"
    for h in [(-1, -1), (-2, 0)]:
        b[idx(*h)] = "r"
        cover[idx(*h)] = "R"
    pts, _ = scoring.bee_harvest("".join(b), "".join(cover))
    assert pts == 10


def test_animal_harvest_worth_14():
    animals = ["k:1,2", "k:5,6", "b:10", "b:12"]
    pts, _ = scoring.animal_harvest(animals)
    assert pts == 14


def test_final_scoring_52_plus_goals_is_90():
    s = new(2)
    s.goals = ("WHEAT_3", "BERRY_2", "APPLE_1", "ANIMAL_3")
    # 3 separate wheat pairs
    paint(s, 0, {(0, 0): "H", (1, 0): "H", (-2, 0): "H", (-2, 1): "H", (1, -3): "H", (2, -3): "H"})
    # one bent three of berries (S3V cells (0,0) (1,0) (1,1) shifted)
    paint(s, 0, {(-1, 2): "B", (0, 2): "B", (0, 3): "B"})
    # 5 separate apple groups
    paint(s, 0, {(3, -2): "A", (2, 1): "A", (-3, 2): "A", (-3, 0): "A", (-1, -2): "A"})
    # 4 animals on the rim: birds on nests at perimeter hexes
    rim = [(1, -4), (3, -4), (-3, 4), (-1, 4)]
    paint(s, 0, {h: "N" for h in rim})
    cover = list(s.cover[0])
    for h in rim:
        cover[idx(*h)] = "b"
        s.animals[0] += (f"b:{idx(*h)}",)
    s.cover[0] = "".join(cover)
    s.bee_points[0] = 30
    s.animal_points[0] = 22
    sheet = ENGINE.scores(s)
    row = sheet.seats[0]
    assert row.breakdown == {
        "Bee harvests": 30,
        "Animal harvests": 22,
        "Wheat pairs": 14,
        "Bent berry threes": 6,
        "Apple orchards": 10,
        "Animals on the rim": 8,
    }
    assert row.total == 90
