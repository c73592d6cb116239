"""Solo against the automa: setup, the 8 tile behaviours, reshuffle, lionfish trim, start player, rating."""

from boardgames_tui.engine.api import Seat, without
from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.flow import player_order, prepare, run, start_round
from boardgames_tui.engine.aquaria.tasks import AutomaStage, Scored

from .builders import E, blank, do, legal, new, past_setup


def solo(seed=1):
    s = blank(past_setup(1, seed=seed, solo=True))
    s.ring = ("place_cards", "encyclopedia", "oxygen", "cards_food", "pet_shop")
    return s


def automa_turn(s, tile, die=None):
    """Put `tile` on top of the solo pile and run the automa's whole turn."""
    s = s.model_copy(deep=True)
    a = s.automa
    if die is not None:
        s.players[a].die = die
    if tile in s.solo_pile:
        s.solo_pile.remove(tile)
    else:
        s.solo_used = without(s.solo_used, tile)
    s.solo_pile.insert(0, tile)
    s.tasks = [AutomaStage(seat=a, stage="reveal")]
    s.phase, s.turn_idx, s.order = "Actions", 0, (a, 1 - a)
    run(s)
    steps = []
    while s.active == [a] and not s.finished:
        act = E.automa_action(s)
        assert legal(s) == [act]
        steps.append(act.step)
        s = E.apply(s, act)
    return s, steps


def test_solo_setup_as_two_players():
    s = new(solo=True)
    assert s.side == "1-2" and len(s.lion_offer) == 4 and len(s.offer) == 6
    assert s.automa == 1 and s.players[1].ency == "S" and len(s.solo_pile) == 8
    assert s.players[1].start_tile > 0 and not s.players[1].hand
    v = E.view(s, 0)
    assert v.players[1].start_tile == -1 and v.solo_pile == ["?"] * 8


def test_one_seat_game_gets_the_automa():
    s = E.new_game([Seat(name="Solo")], seed=3)
    assert [x.kind for x in s.seats] == ["human", "automa"]


def test_lower_start_tile_starts():
    s = past_setup(1, seed=9, solo=True)
    h, a = s.players[0].start_tile, s.players[1].start_tile
    assert s.order == ((0, 1) if h < a else (1, 0))


def test_fixed_tile_moves_die_turns_arrow_no_bonus():
    s = solo()
    s.circle_pearls[0] = 1
    s2, steps = automa_turn(s, "ST1", die="oxygen")
    assert steps == ["reveal", "move"]
    assert s2.players[1].die == "place_cards" and s2.arrows[0] == 1 and s2.arrivals[0] == 1
    assert s2.circle_pearls[0] == 0 and s2.players[1].pearls == 0 and s2.players[1].vp == 0


def test_fixed_tile_on_own_circle_stays_and_turns_arrow():
    s = solo()
    s2, _ = automa_turn(s, "ST2", die="oxygen")
    assert s2.players[1].die == "oxygen" and s2.arrows[2] == 1


def test_encyclopedia_tile_two_steps_left_removing_tokens():
    s = solo()
    s.ency_tokens["P2"] = "EN05"
    s2, steps = automa_turn(s, "ST4", die="oxygen")
    assert steps == ["reveal", "move", "encyclopedia"]
    assert s2.players[1].ency == "P2" and s2.ency_tokens["P2"] == ""
    assert "EN05" not in s2.players[1].tokens


def test_cards_food_tile_cycles_the_offer_rows():
    s = solo()
    top_row, bottom_row = s.offer[:3], s.offer[3:]
    s2, steps = automa_turn(s, "ST5", die="oxygen")
    assert steps == ["reveal", "move", "offer"]
    assert s2.offer[3:] == top_row and set(bottom_row) <= set(s2.discard)
    assert all(s2.offer[:3]) and not set(s2.offer[:3]) & set(top_row + bottom_row)


def test_centre_tile_one_step_right():
    s = solo()
    s2, steps = automa_turn(s, "ST6", die="oxygen")
    assert s2.players[1].die == "centre" and s2.players[1].ency == "T1"
    assert s2.players[0].wool == 0 and s2.players[1].wool == 0


def test_clockwise_and_counterclockwise_neighbours():
    s = solo()
    s2, steps = automa_turn(s, "ST7", die="oxygen")
    assert s2.players[1].die == "cards_food" and steps == ["reveal", "move", "offer"]
    s3, steps = automa_turn(s, "ST8", die="oxygen")
    assert s3.players[1].die == "encyclopedia" and steps == ["reveal", "move", "encyclopedia"]
    assert s3.players[1].ency == "T2"  # right at forks
    s4, steps = automa_turn(s, "ST7", die="cards_food")
    assert s4.players[1].die == "pet_shop" and steps == ["reveal", "move"]


def test_neighbour_tiles_from_the_centre_or_before_the_first_placement():
    s = solo()
    s2, _ = automa_turn(s, "ST7", die="centre")
    assert s2.players[1].die == "encyclopedia" and s2.players[1].ency == "P2"
    s3, steps = automa_turn(s, "ST8", die="")
    assert s3.players[1].die == "cards_food" and steps[-1] == "offer"


def test_automa_after_arrival_does_nothing_more_and_second_place_is_8():
    s = solo()
    s.players[1].ency = "V9"
    s2, _ = automa_turn(s, "ST4", die="oxygen")
    assert s2.arrival == (1,) and s2.players[1].ency == "E"
    s2.players[0].ency = "U9"
    s2.tasks = [Scored(seat=0, step="ency", n=1, cat="Encyclopedia")]
    run(s2)
    assert E.scores(s2).seats[0].breakdown["Arrival"] == 8


def test_solo_pile_reshuffled_after_round_two():
    s = solo()
    s.solo_pile, s.solo_used = [], ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6", "ST7", "ST8")
    s.round = 2
    prepare(s)
    assert sorted(s.solo_pile) == [f"ST{i}" for i in range(1, 9)] and s.solo_used == ()


def test_lionfish_trim_at_start_of_rounds_three_and_four():
    s = solo()
    s.round = 3
    s.tasks = []
    start_round(s)
    assert len(s.lion_offer) == 3 and len(s.lion_out) == 7
    s.round = 4
    s.tasks = []
    start_round(s)
    assert len(s.lion_offer) == 2
    s.tasks = []
    start_round(s)
    assert len(s.lion_offer) == 2


def test_start_player_five_matches():
    s = solo()
    s.players[0].matches = 5
    player_order(s)
    assert s.order == (0, 1)
    s.players[0].matches = 4
    player_order(s)
    assert s.order == (1, 0)


def test_rating_on_the_results():
    s = solo()
    s.players[0].vp, s.players[0].vp_parts = 155, {"Feeding": 155}
    sheet = E.scores(s)
    assert sheet.winners == [0]
    assert any("Solo rating" in n and "Well done for a beginner" in n for n in sheet.notes)
    s.players[0].vp, s.players[0].vp_parts = 10, {"Feeding": 10}
    assert any("keep practising" in n for n in E.scores(s).notes)


def test_automa_skips_microflora_income_feeding():
    s = solo()
    s.phase, s.turn_idx, s.tasks = "Actions", 7, []
    run(s)
    while not (s.phase == "Actions" and s.round == 2):
        assert s.active != [1]
        s = do(s, next(a for a in legal(s) if a.kind not in A.FREE_KINDS))


def test_pet_shop_tile_and_centre_arrivals_not_counted():
    s = solo()
    s2, steps = automa_turn(s, "ST3", die="centre")
    assert steps == ["reveal", "move"] and s2.players[1].die == "pet_shop"
    assert s2.arrows[4] == 1 and s2.arrivals == [0, 0, 0, 0, 1]
    s3, _ = automa_turn(s, "ST6", die="pet_shop")
    assert s3.arrivals == [0] * 5 and s3.arrows == s.arrows


def test_the_automas_hidden_start_tile_is_revealed_when_compared():
    s = new(solo=True)
    s = do(s, A.StartTile(number=s.players[0].start_options[0]))
    before = s.reveals
    s = do(s, A.ReturnCards(a=s.players[0].hand[0], b=s.players[0].hand[1]))
    assert s.phase != "Setup"
    assert s.reveals > before
    assert E.view(s, 0).players[1].start_tile == s.players[1].start_tile
