"""Audit of the engine against issue 3 and the brief, rule by rule, with exact numbers.

Each test fails when its rule is broken; the first group fixed real discrepancies.
"""

import pytest

from boardgames_tui.engine.api import Seat
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
from boardgames_tui.engine.planet_b.content import goals

from .builders import idx, new, offer, paint, place, tile


def cover(state, seat, cells: dict[tuple[int, int], str]) -> None:
    c = list(state.cover[seat])
    for h, code in cells.items():
        c[idx(*h)] = code
    state.cover[seat] = "".join(c)


def give_bird(state, seat, h) -> None:
    """A bird already on a nest box of that dome (bought earlier)."""
    paint(state, seat, {h: "N"})
    cover(state, seat, {h: "b"})
    state.animals[seat] += (f"b:{idx(*h)}",)
    state.animal_supply["BIRD"] -= 1


def finish_round(s):
    """Play everyone's turn (a spring, or the first legal placement) until the round ends."""
    while True:
        if s.step == "main":
            s = ENGINE.apply(s, TakeSpring())
        while s.step in ("place", "bees"):
            s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if not isinstance(a, BuyAnimal)))
        s = ENGINE.apply(s, EndTurn())
        if s.current == s.first or s.finished:
            return s


# ----------------------------------------------------------------- discrepancies fixed


def test_animal_can_be_bought_between_two_tiles_of_a_turn():
    """Issue: habitats are bought as free actions, any number per turn, at any point."""
    s = new(2)
    paint(s, 0, {(0, 0): "L"})
    s.oxygen[0] = 2
    log_pair = tile("LOG", "LOG", shape="S2")
    offer(s, 2, [log_pair, tile("LOG")])  # C: a pair slot and a single slot
    s = ENGINE.apply(s, TakeDevelopment(pos=2))  # 1 water
    s = place(s, tile("LOG"), [(1, 0)])  # (0,0)-(1,0): a rabbit habitat, one tile still held
    assert s.step == "place" and s.held == [log_pair]
    rabbit = BuyAnimal(animal="RABBIT", cells=(idx(0, 0), idx(1, 0)))
    assert ENGINE.why_illegal(s, rabbit) is None
    assert rabbit in ENGINE.legal_actions(s)
    s = ENGINE.apply(s, rabbit)
    assert s.oxygen[0] == 0 and s.step == "place" and s.held == [log_pair]
    assert s.prompt.kind == "place-tile"
    s = place(s, log_pair, [(0, 1), (1, 1)])
    assert s.step == "after"


def test_no_animal_while_a_bee_pairing_waits():
    s = new(2)
    paint(s, 0, {(0, 0): "y", (2, 0): "y", (0, 1): "N"})
    s.oxygen[0] = 1
    yf = tile("FLOWER_Y")
    offer(s, 0, [yf, tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, yf, [(1, 0)])
    assert s.step == "bees"
    assert ENGINE.why_illegal(s, BuyAnimal(animal="BIRD", cells=(idx(0, 1),))) == "pair the bee first"


def test_multiplier_marker_moves_past_50_100_150():
    """Issue: score past 50, 100, 150 shown with the multiplier marker (state and view)."""
    s = new(2)
    assert s.multiplier == [0, 0]
    s.harvest_stack = ("H_ANIMALS", "H_BEES", "H_BOTH")
    s.animal_points = [48, 97]
    give_bird(s, 0, (0, 0))
    give_bird(s, 1, (0, 0))
    give_bird(s, 1, (1, 0))
    s.track = s.track_len - 1
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # 1 water fills the track
    s = finish_round(s)
    assert s.animal_points == [50, 101]
    assert s.multiplier == [1, 2]
    assert ENGINE.view(s, 1).multiplier == [1, 2]
    assert any("Ann's score passes 50" in line.text for line in s.log)
    assert any("Bob's score passes 100" in line.text for line in s.log)
    assert scoring.track_score(s, 1) == 101


def test_multiplier_marker_counts_the_goals_at_the_end():
    s = new(2)
    s.goals = ("WHEAT_3", "BERRY_2", "APPLE_1", "ANIMAL_3")
    paint(s, 0, {(0, 0): "H", (1, 0): "H"})  # one wheat pair: 3 points
    s.bee_points = [148, 0]
    s.end_reason = "test"
    s = finish_round(s)
    assert s.finished
    assert ENGINE.scores(s).seats[0].total == 151
    assert scoring.track_score(s, 0) == 151
    assert s.multiplier[0] == 3


def test_berry_chain_is_a_path_not_a_clump():
    """BERRY_1: a path; branching or clumping disqualifies the group (a triangle is a clump)."""
    g = goals()["BERRY_1"]
    board = list("." * 55)
    for h in [(0, 0), (1, 0), (0, 1)]:  # a triangle: every berry touches 2 others
        board[idx(*h)] = "B"
    assert scoring.goal_value(g, "".join(board), []) == 0
    for h in [(-3, 1), (-3, 2), (-3, 3), (-2, 3)]:  # a separate bent chain of 4
        board[idx(*h)] = "B"
    assert scoring.goal_points("BERRY_1", "".join(board), []) == (4, 6)
    ring = list("." * 55)
    for h in geo.hexgrid.ring((0, 0), 1):  # six berries around an empty centre: a loop
        ring[idx(*h)] = "B"
    assert scoring.goal_value(g, "".join(ring), []) == 0


@pytest.mark.parametrize(
    ("option", "value"),
    [("wheat_goal", "WHEAT_2"), ("berry_goal", "BERRY_3"), ("apple_goal", "APPLE_1"), ("animal_goal", "ANIMAL_2")],
)
def test_host_can_choose_a_goal_card(option, value):
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=5, options={option: value})
    assert value in s.goals
    same_seed = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=5)
    assert s.offer == same_seed.offer and s.harvest_stack == same_seed.harvest_stack
    assert [goals()[g].deck for g in s.goals] == ["WHEAT", "BERRY", "APPLE", "ANIMAL"]


# ----------------------------------------------------------------- setup


def test_harvest_tiles_and_goals_are_shuffled():
    games = [ENGINE.new_game([Seat(name="A"), Seat(name="B")], seed=k) for k in range(30)]
    assert len({tuple(g.harvest_stack) for g in games}) > 2
    assert len({tuple(g.goals) for g in games}) > 5
    assert all(g.multiplier == [0, 0] and g.track == 0 and g.fills == 0 for g in games)


def test_solo_player_is_first():
    s = ENGINE.new_game([Seat(name="Ann")], seed=9)
    assert s.first == 0 and s.current == 0 and s.track_len == 7 and s.side == "side_2_3"


# ----------------------------------------------------------------- actions


def test_a_development_tile_is_choosable_only_when_all_its_tiles_fit_together():
    s = new(2)
    board = ["T"] * 55
    board[idx(1, 0)] = "."  # one free hex: each single fits alone, the two do not
    s.boards[0] = "".join(board)
    offer(s, 0, [tile("APPLE"), tile("BERRY")])
    assert ENGINE.why_illegal(s, TakeDevelopment(pos=0)) == "its 2 eco tiles cannot all be placed on your dome"
    offer(s, 0, [tile("APPLE")])
    assert ENGINE.why_illegal(s, TakeDevelopment(pos=0)) is None


def test_payment_goes_left_to_right_and_overflow_carries_on():
    s = new(2)
    s.track = s.track_len - 1  # 6 of 7
    s = ENGINE.apply(s, TakeDevelopment(pos=5))  # 3 water: 1 completes, 2 carry on
    assert s.water[0] == 0 and s.fills == 1 and s.pending == 1 and s.track == 2


def test_row_slides_left_and_the_taken_tile_goes_right():
    s = new(2)
    before = list(s.offer)
    s = ENGINE.apply(s, TakeDevelopment(pos=1))
    assert s.row == ["A", "C", "D", "E", "F", "B"]
    assert s.offer[:5] == [before[0]] + before[2:]  # the others keep what they hold
    assert len(s.offer[5]) == 1 and geo.tile_shape(s.offer[5][0]) == "S3I"


def test_spring_needs_a_free_hex():
    s = new(2)
    s.boards[0] = "H" * 55
    assert ENGINE.why_illegal(s, TakeSpring()) == "your dome has no free hex for a spring"


def test_spring_on_an_oxygen_icon_gives_3_water_and_1_oxygen():
    s = new(2)
    paint(s, 0, {(1, -1): "H"})
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(2, -2)))  # oxygen icon on side 2-3
    assert s.water[0] == 6 and s.oxygen[0] == 1


def test_two_trees_on_one_tile_each_pay_the_group():
    s = new(2)
    paint(s, 0, {(0, 0): "H"})
    t = tile("TREE", "TREE", shape="S2")
    offer(s, 0, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, t, [(0, 1), (1, 1)])
    assert s.oxygen[0] == 4  # a group of 2, paid by each of its 2 new trees


def test_water_and_tree_on_one_tile_are_separate_groups():
    s = new(2)
    paint(s, 0, {(0, 0): "W", (-1, 0): "T"})
    t = tile("TREE", "WATER", shape="S2")
    offer(s, 0, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, t, [(-1, 1), (0, 1)])  # the tree touches the tree, the water the water
    assert s.oxygen[0] == 2 and s.water[0] == 3 + 2


def test_any_number_of_animals_per_turn():
    s = new(2)
    paint(s, 0, {(0, 0): "N", (1, 0): "N", (2, 0): "N", (0, 1): "L", (1, 1): "L"})
    s.oxygen[0] = 5
    for cells, animal in [((idx(0, 0),), "BIRD"), ((idx(1, 0),), "BIRD"), ((idx(0, 1), idx(1, 1)), "RABBIT")]:
        s = ENGINE.apply(s, BuyAnimal(animal=animal, cells=cells))
    assert s.oxygen[0] == 1 and s.animal_supply == {"BIRD": 9, "RABBIT": 9, "SHEEP": 9}
    assert ENGINE.why_illegal(s, BuyAnimal(animal="BIRD", cells=(idx(0, 0),))).startswith("a bird needs 1 free nest box")


def test_bee_supply_limits_pairs():
    s = new(2)
    s.bee_supply["R"] = 1
    paint(s, 0, {(0, 0): "r", (2, 0): "r"})
    t = tile("FLOWER_R", "FLOWER_R", shape="S2")
    offer(s, 0, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, t, [(0, 1), (1, 1)])  # the tile's own pair and a pair with (0,0): one bee left
    assert s.step == "bees"
    s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    assert s.bee_supply["R"] == 0 and len(s.bees[0]) == 1 and s.step == "after"


# ----------------------------------------------------------------- harvests


def test_harvest_tile_with_bees_and_animals_scores_both_at_round_end():
    s = new(2)
    s.harvest_stack = ("H_BOTH", "H_ANIMALS", "H_BEES")
    # Bob: 5 berries, 2 purple bees, 1 red bee, 2 wheat (the seed's bee harvest: 10)
    paint(s, 1, {(0, 0): "B", (1, 0): "B", (2, 0): "B", (0, 1): "B", (1, 1): "B", (-1, 0): "H", (-1, 1): "H"})
    paint(s, 1, {(0, -1): "p", (1, -1): "p", (0, -2): "p", (1, -2): "p", (-1, -1): "r", (-2, 0): "r"})
    cover(s, 1, {(0, -1): "P", (1, -1): "P", (0, -2): "P", (1, -2): "P", (-1, -1): "R", (-2, 0): "R"})
    s.bees[1] = (f"P:{idx(0, -1)},{idx(1, -1)}", f"P:{idx(0, -2)},{idx(1, -2)}", f"R:{idx(-2, 0)},{idx(-1, -1)}")
    s.bee_supply = {"Y": 7, "R": 6, "P": 5}
    # Ann: a sheep, 2 rabbits and 2 birds = 8 + 10 + 4
    paint(s, 0, {(0, 0): "F", (1, 0): "F", (0, 1): "F", (-1, 0): "L", (-2, 0): "L", (-1, 1): "L", (-2, 1): "L"})
    paint(s, 0, {(2, 0): "N", (2, -1): "N"})
    s.animals[0] = (
        f"s:{idx(0, 0)},{idx(1, 0)},{idx(0, 1)}",
        f"k:{idx(-2, 0)},{idx(-1, 0)}",
        f"k:{idx(-2, 1)},{idx(-1, 1)}",
        f"b:{idx(2, -1)}",
        f"b:{idx(2, 0)}",
    )
    cover(s, 0, {(0, 0): "s", (1, 0): "s", (0, 1): "s", (-1, 0): "k", (-2, 0): "k", (-1, 1): "k", (-2, 1): "k"})
    cover(s, 0, {(2, 0): "b", (2, -1): "b"})
    s.animal_supply = {"BIRD": 9, "RABBIT": 8, "SHEEP": 8}
    s.track = s.track_len - 1
    s = ENGINE.apply(s, TakeDevelopment(pos=1))
    assert (s.bee_points, s.animal_points) == ([0, 0], [0, 0])
    s = finish_round(s)
    assert s.bee_points == [0, 10] and s.animal_points == [22, 0]
    assert s.harvest_stack == ("H_ANIMALS", "H_BEES") and s.harvests_used == ("H_BOTH",)


def test_harvest_waits_for_the_last_player_of_the_round():
    """A bird bought by the last player of the round, after the fill, still scores."""
    s = new(3, first=1)
    s.harvest_stack = ("H_ANIMALS", "H_BEES", "H_BOTH")
    s.track = s.track_len - 1
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # Bob (first) fills the track
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    s = finish_round_until(s, 0)  # Cy plays; now Ann, the last of the round
    paint(s, 0, {(2, 2): "N"})
    s.oxygen[0] = 1
    s = ENGINE.apply(s, BuyAnimal(animal="BIRD", cells=(idx(2, 2),)))
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    s = ENGINE.apply(s, EndTurn())
    assert s.current == 1 and s.animal_points == [2, 0, 0]


def finish_round_until(s, seat):
    while s.current != seat:
        s = ENGINE.apply(s, TakeSpring())
        s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
        s = ENGINE.apply(s, EndTurn())
    return s


def test_third_and_fourth_fill_in_one_round_end_with_the_visible_tile_once():
    s = new(2)
    s.harvest_stack, s.harvests_used = ("H_BEES",), ("H_ANIMALS", "H_BOTH")
    s.fills = 2
    s.track_len = 2
    s.water[0] = 9
    s = ENGINE.apply(s, TakeDevelopment(pos=5))  # 3 water: fill 3 (harvest tile) and 1 on the track
    assert s.fills == 3 and s.pending == 1 and s.track == 1 and not s.end_reason
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # Bob: 1 water, fill 4
    assert s.fills == 4 and s.end_reason == "fourth fill of the water track"
    s = finish_round(s)
    assert s.finished
    # one round end, one harvest: the bees tile was visible; the printed harvest never showed
    harvests = [line.text for line in s.log if line.text.startswith("Harvest (")]
    assert harvests == ["Harvest (final, Bees tile): bees."]
    assert s.harvests_used == ("H_ANIMALS", "H_BOTH", "H_BEES") and s.animal_points == [0, 0]


# ----------------------------------------------------------------- goals, exact tables

TABLES = {  # the brief's tables, value: points (the last value holds for every higher value)
    "WHEAT_1": {1: 1, 2: 2, 3: 4, 4: 6, 5: 8, 6: 10, 7: 12, 8: 14, 9: 16, 10: 18, 11: 20},
    "WHEAT_2": {1: 6, 2: 13, 3: 20, 4: 27, 5: 34},
    "WHEAT_3": {1: 3, 2: 8, 3: 14, 4: 20, 5: 26, 6: 32},
    "BERRY_1": {1: 1, 2: 2, 3: 4, 4: 6, 5: 9, 6: 12, 7: 15},
    "BERRY_2": {1: 6, 2: 13, 3: 20, 4: 27, 5: 34},
    "BERRY_3": {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21},
    "APPLE_1": {1: 0, 2: 1, 3: 3, 4: 6, 5: 10, 6: 15, 7: 21},
    "APPLE_2": {1: 6, 2: 13, 3: 20, 4: 27, 5: 34},
    "APPLE_3": {1: 1, 2: 3, 3: 5, 4: 8, 5: 11, 6: 14, 7: 17, 8: 20},
    "ANIMAL_1": {1: 1, 2: 3, 3: 5, 4: 8, 5: 11, 6: 14, 7: 17, 8: 20},
    "ANIMAL_2": {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21},
    "ANIMAL_3": {1: 1, 2: 3, 3: 5, 4: 8, 5: 11, 6: 14, 7: 17, 8: 20},
}


@pytest.mark.parametrize("goal_id", sorted(TABLES))
def test_goal_tables_are_exactly_the_briefs(goal_id):
    g = goals()[goal_id]
    table = TABLES[goal_id]
    assert g.points(0) == 0
    for v, pts in table.items():
        assert g.points(v) == pts, (v, pts)
    top = max(table)
    assert g.points(top + 5) == table[top]
    for v, pts in g.seed_points:
        assert g.points(v) == pts


def board_with(cells) -> str:
    b = list("." * 55)
    for h, code in cells.items():
        b[idx(*h)] = code
    return "".join(b)


def test_largest_wheat_field_6_scores_10():
    b = board_with({h: "H" for h in [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (-1, 2)]} | {(3, -3): "H"})
    assert scoring.goal_points("WHEAT_1", b, []) == (6, 10)


def test_wheat_triangles_count_only_exact_triangles():
    tri_a = {(0, 0): "H", (1, 0): "H", (0, 1): "H"}
    tri_b = {(-3, 1): "H", (-2, 1): "H", (-3, 2): "H"}
    assert scoring.goal_points("WHEAT_2", board_with(tri_a | tri_b), []) == (2, 13)
    bigger = tri_a | tri_b | {(1, 1): "H"}  # a fourth wheat touching one triangle: it no longer counts
    assert scoring.goal_points("WHEAT_2", board_with(bigger), []) == (1, 6)


def test_wheat_pairs_exactly_two():
    pairs = {(0, 0): "H", (1, 0): "H", (-3, 2): "H", (-3, 3): "H"}
    assert scoring.goal_points("WHEAT_3", board_with(pairs), []) == (2, 8)
    assert scoring.goal_points("WHEAT_3", board_with(pairs | {(2, 0): "H"}), []) == (1, 3)


def test_bent_berry_three_and_straight_apple_three():
    bent = {(0, 0): "B", (1, 0): "B", (1, 1): "B"}
    straight = {(0, 0): "B", (1, 0): "B", (2, 0): "B"}
    assert scoring.goal_points("BERRY_2", board_with(bent), []) == (1, 6)
    assert scoring.goal_points("BERRY_2", board_with(straight), []) == (0, 0)
    apples = {(0, 0): "A", (1, 0): "A", (2, 0): "A", (-3, 1): "A", (-3, 2): "A", (-3, 3): "A"}
    assert scoring.goal_points("APPLE_2", board_with(apples), []) == (2, 13)
    assert scoring.goal_points("APPLE_2", board_with({k: "A" for k in bent}), []) == (0, 0)


def test_straight_berry_line_of_5_scores_15_ignoring_side_berries():
    line = {(q, 0): "B" for q in range(-2, 3)} | {(0, 1): "B", (1, -1): "B"}
    assert scoring.goal_points("BERRY_3", board_with(line), []) == (5, 15)


def test_apple_groups_and_apples_on_the_rim():
    apples = {(0, 0): "A", (1, 0): "A", (3, -1): "A", (-2, 0): "A", (1, -4): "A", (-4, 2): "A"}
    assert scoring.goal_points("APPLE_1", board_with(apples), []) == (5, 10)
    assert scoring.goal_points("APPLE_3", board_with(apples), []) == (2, 3)


def test_animal_goals():
    ann = [
        f"s:{idx(0, 0)},{idx(1, 0)},{idx(0, 1)}",
        f"b:{idx(2, 0)}",  # touches the sheep
        f"k:{idx(-1, 0)},{idx(-2, 0)}",  # touches the sheep
        f"b:{idx(-1, 2)}",  # touches the sheep at (0,1)
        f"k:{idx(2, -4)},{idx(3, -4)}",  # alone, on the rim
        f"b:{idx(2, -2)}",  # alone, not on the perimeter
    ]
    assert scoring.goal_points("ANIMAL_1", "." * 55, ann) == (4, 8)
    assert scoring.goal_points("ANIMAL_2", "." * 55, ann) == (3, 6)
    assert scoring.goal_points("ANIMAL_3", "." * 55, ann) == (1, 1)
    on_rim = ann + [f"s:{idx(-3, 3)},{idx(-2, 3)},{idx(-2, 2)}"]  # a sheep with one hex on a rim corner
    assert scoring.goal_value(goals()["ANIMAL_3"], "." * 55, on_rim) == 2


# ----------------------------------------------------------------- solo


def solo_after_one_turn(empty_positions):
    s = new(1)
    for p in empty_positions:
        s.removed += tuple(x for x in s.offer[p] if x)
        s.offer[p] = ("",) * len(s.offer[p])
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 0)))
    return ENGINE.apply(s, EndTurn())


def test_solo_rival_rolls_once_more_on_an_empty_tile():
    s = solo_after_one_turn(range(6))
    texts = [line.text for line in s.log]
    assert any("that development tile is empty; it rolls again" in t for t in texts)
    assert any(t.endswith("empty again; the rival does nothing.") for t in texts)
    assert s.track == 0 and s.round == 2 and ENGINE.invariants(s) == []


def test_solo_rival_removes_the_tiles_and_pays_the_positions_water():
    s = solo_after_one_turn([])
    line = next(t.text for t in s.log if t.text.startswith("The rival rolls"))
    p = int(line.split()[3].rstrip(":"))
    assert s.track == [0, 1, 1, 2, 2, 3][p - 1]
    assert len(s.removed) == [2, 1, 2, 2, 2, 2][p - 1]  # every eco tile of development tile A..F
    assert s.row[-1] == "ABCDEF"[p - 1] and ENGINE.invariants(s) == []


def test_straight_berry_line_along_each_hex_axis():
    for line in ([(q, 0) for q in range(-1, 3)], [(0, r) for r in range(-1, 3)], [(q, -q) for q in range(-1, 3)]):
        assert scoring.goal_points("BERRY_3", board_with({h: "B" for h in line}), []) == (4, 10)
    zigzag = [(0, 0), (1, 0), (1, 1), (2, 1)]  # connected, but no 3 in one line
    assert scoring.goal_points("BERRY_3", board_with({h: "B" for h in zigzag}), []) == (2, 3)
