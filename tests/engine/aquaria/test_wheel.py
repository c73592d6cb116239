"""The action wheel: first placement, the must-move rule, adjacency bonuses, arrows, centre, pearls."""

from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.effects import tile_fields

from .builders import E, at, blank, do, legal, past_setup, top, turn


def setup_ring(s):
    s.ring = ("place_cards", "encyclopedia", "oxygen", "cards_food", "pet_shop")
    s.btiles = ("T1", "T2", "T3", "T4", "T5")
    return blank(s)


def test_first_placement_anywhere_no_bonus_arrow_turns():
    s = setup_ring(past_setup(2))
    s = turn(s, 0)
    assert {a.circle for a in legal(s) if a.kind == "move_die"} == {*s.ring, "centre"}
    before = s.players[0].pearls
    s = do(s, A.MoveDie(circle="oxygen"))
    assert s.players[0].die == "oxygen" and s.players[0].die_face == 1
    assert s.arrows[2] == 1 and s.arrivals[2] == 1
    assert s.players[0].pearls == before and top(s) in ("act", "endturn")


def test_die_must_move():
    s = setup_ring(past_setup(2))
    s.players[0].die = "oxygen"
    s = turn(s, 0)
    assert E.why_illegal(s, A.MoveDie(circle="oxygen")) == "your die must move to a different circle"
    assert A.MoveDie(circle="oxygen") not in legal(s)


def test_adjacent_move_takes_bonus_under_arrow_and_turns_it():
    s = setup_ring(past_setup(2))
    s.players[0].die = "place_cards"
    s.arrows[1] = 1  # T2 field 1 = 1 wool
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="encyclopedia"))
    assert s.players[0].wool == 1
    assert s.arrows[1] == 2


def test_non_adjacent_move_no_bonus_but_arrow_turns():
    s = setup_ring(past_setup(2))
    s.players[0].die = "place_cards"
    s.arrows[2] = 2  # T3 field 2 = food
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="oxygen"))
    assert top(s) == "act" or s.prompt.kind == "end-turn"
    assert s.arrows[2] == 3
    assert sum(s.players[0].food) == 0


def test_arrow_stops_at_end_of_tile():
    s = setup_ring(past_setup(2))
    n = len(tile_fields(s, 1))
    s.arrows[1] = n
    s.players[0].die = "place_cards"
    wool = s.players[0].wool
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="encyclopedia"))
    assert s.arrows[1] == n and s.players[0].wool == wool


def test_slash_field_is_a_choice():
    s = setup_ring(past_setup(2))
    s.players[0].die = "encyclopedia"
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="place_cards"))  # T1 field 0: 1 pearl or 2 OP
    assert s.prompt.kind == "choose-bonus"
    ox = s.players[0].oxygen
    s = do(s, A.Choose(index=1))
    assert s.players[0].oxygen == ox + 2


def test_red_box_bonus():
    s = setup_ring(past_setup(2))
    s.arrows[2] = -1  # T3 red box: 1 pearl + 1 encyclopedia step
    s.players[0].die = "encyclopedia"
    pearls = s.players[0].pearls
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="oxygen"))
    assert s.players[0].pearls == pearls + 1
    assert s.arrows[2] == 0


def test_centre_gives_wool_that_cannot_be_refused_and_three_sections():
    s = setup_ring(past_setup(2))
    s.players[0].die = "oxygen"
    s.players[0].pearls = 5
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="centre"))
    assert s.players[0].wool == 1
    opts = [a for a in legal(s) if a.kind == "choose_action"]
    assert {(a.action, a.pearls) for a in opts} == {(c, 0) for c in s.ring} | {("food_pearl", 0), ("wool_pearl", 0)}
    assert "cannot be boosted" in E.why_illegal(s, A.ChooseAction(action="oxygen", pearls=1))
    s = do(s, A.ChooseAction(action="wool_pearl"))
    assert s.players[0].wool == 2 and s.players[0].pearls == 6


def test_pearl_boosted_versions_offered_by_pearls_held():
    s = setup_ring(past_setup(2))
    s.players[0].die = "encyclopedia"
    s.players[0].pearls = 1
    s.arrows[2] = 4  # end of tile, no bonus
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="oxygen"))
    assert {a.pearls for a in legal(s) if a.kind == "choose_action"} == {0, 1}
    assert E.why_illegal(s, A.ChooseAction(action="oxygen", pearls=3)) == "needs 3 pearls; you have 1"


def test_pearls_lying_on_a_circle_go_to_the_first_arrival():
    s = setup_ring(past_setup(2))
    s.circle_pearls[3] = 2
    s.players[0].die = "place_cards"
    pearls = s.players[0].pearls
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="cards_food"))
    assert s.players[0].pearls == pearls + 2 and s.circle_pearls[3] == 0


def test_moving_back_to_previous_circle_is_allowed():
    s = setup_ring(past_setup(2))
    s.players[0].die = "oxygen"
    s = at(s, 0, ["move"])
    s = do(s, A.MoveDie(circle="cards_food"))
    s = at(s, 0, ["move"])
    assert E.why_illegal(s, A.MoveDie(circle="oxygen")) is None


def test_first_placement_on_the_centre_gives_no_wool():
    s = setup_ring(past_setup(2))
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="centre"))
    assert s.players[0].wool == 0 and s.players[0].die == "centre" and s.prompt.kind == "choose-action"
    assert s.arrivals == [0] * 5


def test_red_box_left_unused_collects_a_pearl_each_round():
    from boardgames_tui.engine.aquaria.flow import prepare

    s = setup_ring(past_setup(2))
    s.arrows = [-1, 1, 1, 1, 1]
    s.arrivals = [0, 1, 1, 1, 1]
    prepare(s)
    assert s.circle_pearls == [1, 0, 0, 0, 0] and s.arrows == [-1, 0, 0, 0, 0]
    s.arrivals = [0, 2, 1, 1, 3]
    prepare(s)
    assert s.circle_pearls == [2, 0, 0, 0, 0]
    s.players[0].die = "encyclopedia"
    pearls = s.players[0].pearls
    s = turn(s, 0)
    s = do(s, A.MoveDie(circle="place_cards"))  # T1 red box: 1 pearl + 1 food
    assert s.prompt.kind == "food-colour"
    s = do(s, A.FoodColour(color="red"))
    assert s.players[0].pearls == pearls + 2 + 1 and s.circle_pearls[0] == 0


def test_die_face_counts_the_turns_of_the_round():
    s = setup_ring(past_setup(2))
    faces = []
    for circle in ("oxygen", "centre", "oxygen", "cards_food"):
        s = at(s, 0, ["move"])
        s = do(s, A.MoveDie(circle=circle))
        faces.append(s.players[0].die_face)
    assert faces == [1, 2, 3, 4]
