"""One test per rule of issue 3 (setup, actions, placement, effects, track, harvests, end)."""

import pytest

from boardgames_tui.engine.api import IllegalAction, Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b import scoring
from boardgames_tui.engine.planet_b.actions import (
    BuyAnimal,
    EndTurn,
    PairBees,
    Pass,
    Place,
    TakeDevelopment,
    TakeSpring,
)
from boardgames_tui.engine.planet_b.content import goals
from boardgames_tui.engine.rng import Rng

from .builders import idx, new, offer, paint, place, tile

# ----------------------------------------------------------------- setup


@pytest.mark.parametrize(("n", "side", "track"), [(1, "side_2_3", 7), (2, "side_2_3", 7), (3, "side_2_3", 10), (4, "side_4", 12)])
def test_setup_by_player_count(n, side, track):
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=3)
    assert s.side == side and s.track_len == track and s.track == 0
    assert s.row == ["A", "B", "C", "D", "E", "F"]
    assert [len(o) for o in s.offer] == [2, 1, 2, 2, 2, 2] and all(all(o) for o in s.offer)
    assert sum(len(v) for v in s.stacks.values()) == 112 - 11
    for pos, d in enumerate(s.row):  # each slot holds a tile of its printed shape
        from boardgames_tui.engine.planet_b.content import dev_tiles_by_id

        assert [geo.tile_shape(t) for t in s.offer[pos]] == dev_tiles_by_id()[d].slots
    assert s.springs == 5
    assert sorted(s.harvest_stack) == ["H_ANIMALS", "H_BEES", "H_BOTH"]
    assert [goals()[g].deck for g in s.goals] == ["WHEAT", "BERRY", "APPLE", "ANIMAL"]
    assert s.water == [3] * n and s.oxygen == [0] * n
    assert s.bee_points == [0] * n and s.animal_points == [0] * n
    assert ENGINE.invariants(s) == []


def test_dome_sides():
    small, big = geo.side("side_2_3"), geo.side("side_4")
    assert len(geo.hexes()) == 55 and len(geo.perimeter()) == 24
    assert len(small.dark) == 37 and len(big.dark) == 34
    assert len(small.water_icons) == len(small.oxygen_icons) == 6
    assert small.water_icons == big.oxygen_icons


def test_first_player_is_random():
    firsts = {ENGINE.new_game([Seat(name=f"P{i}") for i in range(4)], seed=k).first for k in range(20)}
    assert len(firsts) > 1


# ----------------------------------------------------------------- action A


def test_cannot_choose_unaffordable_tile():
    s = new(2)
    s.water[0] = 2
    assert ENGINE.why_illegal(s, TakeDevelopment(pos=5)) == "Needs 3 water; you have 2"
    assert TakeDevelopment(pos=5) not in ENGINE.legal_actions(s)
    assert TakeDevelopment(pos=4) in ENGINE.legal_actions(s)


def test_taking_the_last_position_just_refills():
    s = new(2)
    s = ENGINE.apply(s, TakeDevelopment(pos=5))
    assert s.row == ["A", "B", "C", "D", "E", "F"]
    assert s.water[0] == 0 and s.track == 3


def test_empty_stack_leaves_slot_empty_and_empty_tile_not_choosable():
    s = new(2)
    s.stacks["S3I"] = ()
    s.removed = ()
    # take B (S3I): its refill finds no S3I tile left
    taken = list(s.offer[1])
    s = ENGINE.apply(s, TakeDevelopment(pos=1))
    assert s.row[-1] == "B" and s.offer[-1] == ("",)
    s.step = "main"
    assert "holds no eco tiles" in ENGINE.why_illegal(s, TakeDevelopment(pos=5))
    del taken


def test_tile_whose_eco_tiles_cannot_all_be_placed_is_not_choosable():
    s = new(2)
    # fill the dome but for 2 separate free hexes: a straight three cannot go anywhere
    board = ["T"] * 55
    free = [idx(1, 0), idx(-1, 0)]
    for f in free:
        board[f] = "."
    s.boards[0] = "".join(board)
    straight = tile("WHEAT", "WHEAT", "WHEAT")
    offer(s, 1, [straight])
    assert "cannot all be placed" in ENGINE.why_illegal(s, TakeDevelopment(pos=1))
    assert TakeDevelopment(pos=1) not in ENGINE.legal_actions(s)
    offer(s, 0, [tile("APPLE"), tile("BERRY")])
    assert TakeDevelopment(pos=0) in ENGINE.legal_actions(s)


# ----------------------------------------------------------------- action B


def test_spring_needs_a_spring_left():
    s = new(2)
    s.springs = 0
    assert ENGINE.why_illegal(s, TakeSpring()) == "no spring is left"
    assert TakeSpring() not in ENGINE.legal_actions(s)


# ----------------------------------------------------------------- placement


def test_first_tile_must_cover_the_centre():
    s = new(2)
    s = ENGINE.apply(s, TakeSpring())
    assert ENGINE.why_illegal(s, Place(tile="SPRING", rot=0, at=idx(1, 0))) == "your first tile must cover the centre hex (0,0)"
    assert [a.at for a in ENGINE.legal_actions(s)] == [idx(0, 0)]


def test_later_tiles_must_touch_and_stay_on_free_hexes():
    s = new(2)
    paint(s, 0, {(0, 0): "H"})
    s = ENGINE.apply(s, TakeSpring())
    assert ENGINE.why_illegal(s, Place(tile="SPRING", rot=0, at=idx(3, 0))) == "it must touch a tile already on your dome"
    assert "already covered" in ENGINE.why_illegal(s, Place(tile="SPRING", rot=0, at=idx(0, 0)))
    assert len(ENGINE.legal_actions(s)) == 6


def test_tile_must_lie_wholly_on_the_board():
    s = new(2)
    paint(s, 0, {(h[0], h[1]): "H" for h in geo.hexes() if geo.hexgrid.distance(h, (0, 0)) <= 3})
    t = tile("WHEAT", "WHEAT", shape="S2")
    offer(s, 0, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    assert ENGINE.why_illegal(s, Place(tile=t, rot=0, at=idx(3, -4))) == "the tile would stick out of the dome"
    # light rim hexes are legal
    assert ENGINE.why_illegal(s, Place(tile=t, rot=0, at=idx(1, -4))) is None


def test_tiles_of_a_turn_go_in_any_order_and_count_for_adjacency():
    s = new(2)
    a, b = tile("APPLE"), tile("BERRY")
    offer(s, 0, [a, b])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    tiles_first = {x.tile for x in ENGINE.legal_actions(s)}
    assert tiles_first == {a, b}
    s = place(s, b, [(0, 0)])
    s = place(s, a, [(1, 0)])  # touches the berry placed just before
    assert s.step == "after"


def test_placement_keeps_the_rest_placeable():
    s = new(2)
    board = ["T"] * 55
    for h in [(0, 0), (1, 0), (2, 0)]:
        board[idx(*h)] = "."
    board[idx(-1, 0)] = "H"
    s.boards[0] = "".join(board)
    single, pair = tile("APPLE"), tile("WHEAT", "WHEAT", shape="S2")
    offer(s, 0, [single, pair])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    # the single on (1,0) would split the gap and leave no room for the pair
    assert ENGINE.why_illegal(s, Place(tile=single, rot=0, at=idx(1, 0))) == (
        "then your other collected tiles could not all be placed"
    )
    assert ENGINE.why_illegal(s, Place(tile=single, rot=0, at=idx(2, 0))) is None


def test_rotations_map_elements():
    t = tile("TREE", "WATER", shape="S2")
    assert len(geo.tile_rotations(t)) == 6
    assert len(geo.tile_rotations(tile("WHEAT", "WHEAT", shape="S2"))) == 3
    assert geo.canonical(tile("WHEAT", "WHEAT", shape="S2"), 3, idx(1, 0)) == (0, idx(0, 0))


# ----------------------------------------------------------------- effects


def test_icons_give_tokens():
    s = new(2)
    paint(s, 0, {(1, 0): "H"})
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(2, 0)))  # water icon
    assert s.water[0] == 3 + 3 + 1


def test_bee_choice_when_pairings_compete():
    s = new(2)
    paint(s, 0, {(0, 0): "y", (2, 0): "y"})
    yf = tile("FLOWER_Y")
    offer(s, 0, [yf, tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, yf, [(1, 0)])  # touches both yellow flowers
    assert s.step == "bees" and s.prompt.kind == "pair-bees"
    legal = ENGINE.legal_actions(s)
    assert set(legal) == {PairBees(a=idx(0, 0), b=idx(1, 0)), PairBees(a=idx(1, 0), b=idx(2, 0))}
    s = ENGINE.apply(s, PairBees(a=idx(1, 0), b=idx(2, 0)))
    assert s.step == "place" and s.bee_supply["Y"] == 6
    assert s.cover[0][idx(0, 0)] == "."


def test_no_bee_left_no_pair():
    s = new(2)
    s.bee_supply["P"] = 0  # every purple bee is already on some dome
    paint(s, 0, {(0, 0): "p"})
    pf = tile("FLOWER_P")
    offer(s, 0, [pf, tile("APPLE")])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, pf, [(1, 0)])
    assert s.bees[0] == () and s.step == "place"


def test_rabbit_and_bird_habitats_and_costs():
    s = new(2)
    paint(s, 0, {(0, 0): "L", (1, 0): "L", (2, 0): "N"})
    s.oxygen[0] = 2
    legal = [a for a in ENGINE.legal_actions(s) if isinstance(a, BuyAnimal)]
    assert BuyAnimal(animal="RABBIT", cells=(idx(0, 0), idx(1, 0))) in legal
    assert BuyAnimal(animal="BIRD", cells=(idx(2, 0),)) in legal
    s = ENGINE.apply(s, BuyAnimal(animal="RABBIT", cells=(idx(0, 0), idx(1, 0))))
    assert s.oxygen[0] == 0
    assert ENGINE.why_illegal(s, BuyAnimal(animal="BIRD", cells=(idx(2, 0),))) == "Needs 1 oxygen; you have 0"


def test_sheep_needs_a_triangle_by_default():
    s = new(2)
    paint(s, 0, {(0, 0): "F", (1, 0): "F", (2, 0): "F"})
    s.oxygen[0] = 3
    line = BuyAnimal(animal="SHEEP", cells=(idx(0, 0), idx(1, 0), idx(2, 0)))
    assert "triangle" in ENGINE.why_illegal(s, line)
    s2 = new(2, sheep_habitat="any_three")
    paint(s2, 0, {(0, 0): "F", (1, 0): "F", (2, 0): "F"})
    s2.oxygen[0] = 3
    assert ENGINE.why_illegal(s2, line) is None


def test_animal_supply_limit():
    s = new(2)
    paint(s, 0, {(0, 0): "N"})
    s.oxygen[0] = 5
    s.animal_supply["BIRD"] = 0
    assert ENGINE.why_illegal(s, BuyAnimal(animal="BIRD", cells=(idx(0, 0),))) == "no bird is left in the supply"


def test_animals_can_be_bought_before_during_and_after_the_main_action():
    s = new(2)
    paint(s, 0, {(0, 0): "N", (1, 0): "N", (2, 0): "N"})
    s.oxygen[0] = 3
    s = ENGINE.apply(s, BuyAnimal(animal="BIRD", cells=(idx(0, 0),)))
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, BuyAnimal(animal="BIRD", cells=(idx(1, 0),)))  # holding the spring
    assert s.step == "place" and s.held == ["SPRING"]
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 1)))
    s = ENGINE.apply(s, BuyAnimal(animal="BIRD", cells=(idx(2, 0),)))
    assert s.oxygen[0] == 0 and len(s.animals[0]) == 3


def test_once_per_group_yield_option():
    s = new(2, tree_water_yield="once_per_group")
    paint(s, 0, {(0, 0): "T"})
    t = tile("TREE", "TREE", shape="S2")
    offer(s, 0, [t])
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    s = place(s, t, [(0, 1), (1, 1)])
    assert s.oxygen[0] == 3
    d = new(2)
    paint(d, 0, {(0, 0): "T"})
    offer(d, 0, [t])
    d = ENGINE.apply(d, TakeDevelopment(pos=0))
    d = place(d, t, [(0, 1), (1, 1)])
    assert d.oxygen[0] == 6  # each new tree pays the group of 3


# ----------------------------------------------------------------- track and harvests


def finish_round(s):
    """End the turns of everyone until the first player is to act again (springs as main actions)."""
    while True:
        if s.step == "main":
            s = ENGINE.apply(s, TakeSpring())
        while s.step in ("place", "bees"):
            s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
        s = ENGINE.apply(s, EndTurn())
        if s.current == s.first or s.finished:
            return s


def test_harvest_at_round_end_uses_the_top_tile_then_discards_it():
    s = new(2)
    s.harvest_stack = ("H_ANIMALS", "H_BEES", "H_BOTH")
    paint(s, 1, {(0, 0): "N"})
    s.animals[1] = (f"b:{idx(0, 0)}",)
    s.animal_supply["BIRD"] -= 1
    s.cover[1] = s.cover[1][: idx(0, 0)] + "b" + s.cover[1][idx(0, 0) + 1 :]
    s.track = s.track_len - 1
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # 1 water fills the track
    assert s.pending == 1 and s.animal_points == [0, 0]
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    assert s.current == 1 and s.animal_points == [0, 0]  # harvest waits for the round end
    s = finish_round(s)
    assert s.animal_points == [0, 2]
    assert s.harvest_stack == ("H_BEES", "H_BOTH") and s.harvests_used == ("H_ANIMALS",)
    assert s.pending == 0 and s.current == 0 and s.round == 2


def test_two_fills_in_one_round_make_one_harvest():
    # the first-player token shows "harvest warning" or not: one harvest at the round end
    s = new(2)
    s.harvest_stack = ("H_ANIMALS", "H_BEES", "H_BOTH")
    s.track_len = 2
    s.water[0] = 5
    s = ENGINE.apply(s, TakeDevelopment(pos=4))  # 2 water: fill 1
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    s = ENGINE.apply(s, TakeDevelopment(pos=4))  # fill 2
    assert s.pending == 1 and s.fills == 2
    s = finish_round(s)
    assert s.harvests_used == ("H_ANIMALS",) and s.harvest_stack == ("H_BEES", "H_BOTH")


def test_fourth_fill_ends_the_game_with_the_printed_harvest_once():
    s = new(2)
    s.harvest_stack, s.harvests_used = (), ("H_ANIMALS", "H_BEES", "H_BOTH")
    s.fills = 3
    s.track = s.track_len - 1
    paint(s, 1, {(0, 0): "N"})
    s.animals[1] = (f"b:{idx(0, 0)}",)
    s.animal_supply["BIRD"] -= 1
    s = ENGINE.apply(s, TakeDevelopment(pos=1))
    assert s.end_reason == "fourth fill of the water track"
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    assert not s.finished  # the round is finished first
    s = finish_round(s)
    assert s.finished and s.animal_points == [0, 2]
    assert ENGINE.scores(s).final


def test_dome_complete_ends_after_the_round_and_both_triggers_harvest_once():
    s = new(2, first=0)
    side = geo.side(s.side)
    board = ["."] * 55
    for i in side.dark:
        board[i] = "H"
    board[idx(1, 0)] = "."
    s.boards[0] = "".join(board)
    paint(s, 0, {(2, 0): "N"})
    s.animals[0] = (f"b:{idx(2, 0)}",)
    s.animal_supply["BIRD"] -= 1
    s.cover[0] = s.cover[0][: idx(2, 0)] + "b" + s.cover[0][idx(2, 0) + 1 :]
    s.harvest_stack, s.harvests_used = (), ("H_ANIMALS", "H_BEES", "H_BOTH")
    s.fills = 3
    s.track = s.track_len - 1
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(1, 0)))
    assert s.end_reason == "Ann completed their dome"
    s = ENGINE.apply(s, EndTurn())
    assert not s.finished
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # Bob fills the track a 4th time as well
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    assert s.finished
    assert s.animal_points == [2, 0]  # one final harvest, not two


def test_stuck_player_passes_for_1_water_and_all_passing_ends_the_game():
    s = new(2)
    full = "H" * 55
    s.boards = [full, full]
    s.springs = 0
    legal = ENGINE.legal_actions(s)
    assert legal == [Pass()]
    assert ENGINE.why_illegal(new(2), Pass()) == "you can still take a development tile or a spring"
    s = ENGINE.apply(s, Pass())
    assert s.water[0] == 4
    s = ENGINE.apply(s, EndTurn())
    s = ENGINE.apply(s, Pass())
    s = ENGINE.apply(s, EndTurn())
    assert s.finished and s.end_reason == "every player passed this round"


def test_tie_break_is_oxygen_plus_water():
    s = new(2)
    s.bee_points = [10, 10]
    s.water, s.oxygen = [3, 1], [0, 1]
    sheet = ENGINE.scores(s)
    assert sheet.winners == [0] and sheet.tie_break == "most oxygen + water left"
    s.water = [2, 1]
    assert ENGINE.scores(s).winners == [0, 1]


def test_end_turn_needs_main_action():
    s = new(2)
    assert ENGINE.why_illegal(s, EndTurn()) == "take a development tile or a spring first"
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, EndTurn())


# ----------------------------------------------------------------- solo, views


def test_solo_rival_takes_a_tile_after_each_turn():
    s = new(1)
    s.seed = 0
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(0, 0)))
    stacks_before = sum(len(v) for v in s.stacks.values())
    s = ENGINE.apply(s, EndTurn())
    assert len(s.removed) >= 1 and s.current == 0 and s.round == 2
    assert sum(len(v) for v in s.stacks.values()) < stacks_before  # the rival's tile was refilled
    assert ENGINE.invariants(s) == []
    assert any("rival" in line.text for line in s.log)


def test_solo_rating_note():
    s = new(1)
    s.bee_points = [85]
    assert ENGINE.scores(s).notes == ["Solo rating (project edition): thriving"]


def test_view_hides_stack_order_and_lower_harvest_tiles():
    s = new(3)
    v = ENGINE.view(s, 0)
    assert all(set(ids) == {"?"} for ids in v.stacks.values() if ids)
    assert v.harvest_stack[0] == s.harvest_stack[0] and v.harvest_stack[1:] == ("?", "?")
    d = ENGINE.determinize(v, Rng(4))
    assert ENGINE.invariants(d) == []
    assert {k: sorted(x) for k, x in d.stacks.items()} == {k: sorted(x) for k, x in s.stacks.items()}


def test_refill_and_harvest_reveal_bump_reveals():
    s = new(2)
    r = s.reveals
    s = ENGINE.apply(s, TakeDevelopment(pos=0))
    assert s.reveals == r + 1


def test_describe_and_status_are_words():
    s = new(2)
    texts = [ENGINE.describe(s, a) for a in ENGINE.legal_actions(s)]
    assert texts[0].startswith("Take tile A at position 1 (0 water)")
    assert "Take a spring" in texts[-1]
    assert ENGINE.status(s).startswith("Round 1 · water track 0/7 · fills 0 of 4")


def dome_one_hex_short(s, seat=0):
    """`seat`'s dome with every dark hex covered (trees) but (1, 0); a bird on a nest at (2, 0),
    a yellow bee on the wheat pair (3, 0) (3, -1)."""
    board = ["."] * 55
    for i in geo.side(s.side).dark:
        board[i] = "T"
    board[idx(1, 0)] = "."
    s.boards[seat] = "".join(board)
    paint(s, seat, {(2, 0): "N", (3, 0): "H", (3, -1): "H"})
    s.animals[seat] = (f"b:{idx(2, 0)}",)
    s.animal_supply["BIRD"] -= 1
    s.bees[seat] = (f"Y:{idx(3, 0)},{idx(3, -1)}",)
    s.bee_supply["Y"] -= 1
    cover = list(s.cover[seat])
    cover[idx(2, 0)], cover[idx(3, 0)], cover[idx(3, -1)] = "b", "Y", "Y"
    s.cover[seat] = "".join(cover)
    return s


def complete_the_dome(s):
    s = ENGINE.apply(s, TakeSpring())
    s = ENGINE.apply(s, Place(tile="SPRING", rot=0, at=idx(1, 0)))
    assert s.end_reason == "Ann completed their dome"
    return ENGINE.apply(s, EndTurn())


def test_dome_complete_final_harvest_is_the_visible_tile():
    # "at the end of the round carry out the harvest visible on the development board": with tiles
    # left, the top one; an animals-only tile scores no bees
    s = dome_one_hex_short(new(2, first=0))
    s.harvest_stack, s.harvests_used = ("H_ANIMALS", "H_BOTH"), ("H_BEES",)
    s.fills = 1
    bees = scoring.bee_harvest(s.boards[0], s.cover[0])[0]
    assert bees == 2  # 1 yellow bee x 2 wheat: what a bee harvest would give
    s = finish_round(complete_the_dome(s))
    assert s.finished and s.animal_points == [2, 0] and s.bee_points == [0, 0]
    assert s.harvests_used == ("H_BEES", "H_ANIMALS")
    assert any(line.text == "Harvest (final, Animals tile): animals." for line in s.log)
    d = dome_one_hex_short(new(2, first=0))
    d.harvest_stack, d.harvests_used = ("H_BOTH",), ("H_ANIMALS", "H_BEES")
    d.fills = 2
    d = finish_round(complete_the_dome(d))
    assert d.finished and d.animal_points == [2, 0] and d.bee_points == [2, 0]


def test_third_fill_and_finished_dome_in_one_round_harvest_once():
    # the harvest warning is shown once: the visible tile is harvested once, then the goals score
    s = dome_one_hex_short(new(2, first=0))
    s.harvest_stack, s.harvests_used = ("H_ANIMALS",), ("H_BEES", "H_BOTH")
    s.fills = 2
    s.track = s.track_len - 1
    s = complete_the_dome(s)
    s = ENGINE.apply(s, TakeDevelopment(pos=1))  # Bob pays 1 water: the 3rd fill
    assert s.fills == 3 and s.pending == 1
    s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if isinstance(a, Place)))
    s = ENGINE.apply(s, EndTurn())
    assert s.finished
    assert s.animal_points == [2, 0] and s.bee_points == [0, 0]  # the animals tile once, no printed harvest
    assert [line.text for line in s.log if line.text.startswith("Harvest (")] == ["Harvest (final, Animals tile): animals."]
    sheet = ENGINE.scores(s)
    goals = sum(v for k, v in sheet.seats[0].breakdown.items() if k not in ("Bee harvests", "Animal harvests"))
    assert sheet.seats[0].total == 2 + goals
