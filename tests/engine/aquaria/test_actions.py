"""The five actions, free actions and encyclopedia tokens."""

from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.content import content
from boardgames_tui.engine.aquaria.tasks import Count

from .builders import E, at, blank, clear_board, do, give, legal, main, past_setup, put, top


def base(seed=1):
    s = blank(past_setup(2, seed=seed))
    clear_board(s, 0)
    return s


def test_clownfish_paid_5_op_beside_two_anemones():
    s = base()
    put(s, 0, 4, "R17")
    put(s, 0, 6, "G17")
    give(s, 0, "R05")
    s.players[0].oxygen = 5
    s = at(s, 0, ["place", 1])
    assert E.describe(s, A.PlaceCard(card="R05", cell=5)).endswith("(5 OP)")
    s = do(s, A.PlaceCard(card="R05", cell=5))
    assert s.players[0].oxygen == 0 and s.players[0].grid[5] == "R05"


def test_blue_clownfish_paid_2_op_beside_one_anemone_with_its_bonus_and_income():
    s = base()
    put(s, 0, 1, "B17")
    give(s, 0, "B01")
    s.players[0].oxygen = 4
    s = at(s, 0, ["place", 1])
    s = do(s, A.PlaceCard(card="B01", cell=5))
    assert s.players[0].oxygen == 2
    assert s.prompt.kind == "turn-dial"
    assert {a.dial for a in legal(s) if a.kind == "turn_dial"} == {"C2", "R2"}
    d = list(s.players[0].dials)
    s = do(s, A.TurnDial(dial="C2"), A.TurnDial(dial="R2"), A.TurnDial(dial="R2"))
    assert s.players[0].dials[1] == (d[1] + 1) % 4 and s.players[0].dials[5] == (d[5] + 2) % 4
    assert s.prompt.kind == "take-card"
    hand = len(s.players[0].hand)
    s = do(s, A.TakeCard(slot=0))
    assert len(s.players[0].hand) == hand + 1 and all(s.offer)
    assert content().cards["B01"].income == [["food", "blue", 1]]


def test_cannot_place_without_enough_op():
    s = base()
    give(s, 0, "R05")
    s.players[0].oxygen = 4
    s = at(s, 0, ["place", 1])
    assert E.why_illegal(s, A.PlaceCard(card="R05", cell=0)) == "needs 7 OP; you have 4"
    assert all(a.card != "R05" for a in legal(s) if a.kind == "place_card")


def test_cannot_place_on_a_full_cell():
    s = base()
    put(s, 0, 0, "R13")
    give(s, 0, "G13")
    s = at(s, 0, ["place", 1])
    assert "already holds" in E.why_illegal(s, A.PlaceCard(card="G13", cell=0))


def test_place_boosts_two_cards_for_one_pearl_three_cards_and_3vp_for_four():
    s = base()
    s.players[0].pearls = 5
    s = at(s, 0, ["act", "place_cards"])
    assert {a.pearls for a in legal(s) if a.kind == "choose_action"} == {0, 1, 4}
    s1 = do(s, A.ChooseAction(action="place_cards", pearls=1))
    assert s1.tasks[-1] == Count(seat=0, step="place", n=2) and s1.players[0].pearls == 4
    s4 = do(s, A.ChooseAction(action="place_cards", pearls=4))
    assert s4.tasks[-1] == Count(seat=0, step="place", n=3) and s4.players[0].vp == 3 and s4.players[0].pearls == 1
    give(s4, 0, "R13", "G13")
    s4 = do(s4, A.PlaceCard(card="R13", cell=0))
    assert s4.prompt.kind == "food-colour" or top(s4) in ("md_any", "place")


def test_any_dial_turns_reach_every_dial_and_can_stop():
    s = base()
    s = at(s, 0, ["md_any", 2])
    assert len([a for a in legal(s) if a.kind == "turn_dial"]) == 8
    s = do(s, A.TurnDial(dial="R4"), A.Done())
    assert top(s) != "md_any"


def test_encyclopedia_three_steps_with_two_tokens():
    s = base()
    s.ency_tokens["Q2"] = "EN01"
    s.ency_tokens["QR3"] = "ER1"
    s.players[0].pearls = 2
    s = at(s, 0, ["act", "encyclopedia"])
    s = do(s, A.ChooseAction(action="encyclopedia", pearls=2))
    assert s.players[0].pearls == 0
    assert [a.node for a in main(s)] == ["P1", "Q1", "T1"]
    s = do(s, A.EncyStep(node="Q1"))  # small, then Q2 (only successor) taken at once
    assert s.players[0].ency == "Q2" and s.players[0].tokens == ("EN01",)
    assert [a.node for a in main(s)] == ["QL3", "QR3"]
    s = do(s, A.EncyStep(node="QR3"))
    assert s.players[0].ency == "QR3" and s.players[0].tokens == ("EN01", "ER1")
    assert s.ency_tokens["Q2"] == "" and s.ency_tokens["QR3"] == ""
    # ER1, the seed's token: 1 dial turn + 2 food cans of any colour
    s = at(s, 0, ["endturn"])
    s = do(s, A.UseToken(token="ER1"), A.TurnDial(dial="R1"), A.FoodColour(color="red"), A.FoodColour(color="blue"))
    assert s.players[0].food == [1, 0, 1] and s.players[0].tokens == ("EN01",) and s.prompt.kind == "end-turn"


def test_token_used_once_at_any_time_of_the_turn():
    s = base()
    s.players[0].tokens = ("EN01",)
    for k, v in list(s.ency_tokens.items()):
        if v == "EN01":
            s.ency_tokens[k] = ""
    s = at(s, 0, ["endturn"])
    assert A.UseToken(token="EN01") in legal(s)
    s = do(s, A.UseToken(token="EN01"))
    assert s.players[0].pearls == 1 and s.players[0].used_tokens == ("EN01",)
    assert A.UseToken(token="EN01") not in legal(s)
    assert "no unused" in E.why_illegal(s, A.UseToken(token="EN01"))


def test_arrival_chart_and_two_vp_per_step_past_the_end():
    s = base()
    s.players[0].ency = "U9"
    s.players[1].ency = "U9"
    s = at(s, 0, ["ency", 3, "Encyclopedia"])
    assert s.players[0].ency == "E" and s.arrival == (0,)
    assert s.players[0].vp == 4
    s = at(s, 1, ["ency", 1, "Encyclopedia"])
    assert s.arrival == (0, 1)
    sheet = E.scores(s)
    assert sheet.seats[0].breakdown["Arrival"] == 12 and sheet.seats[1].breakdown["Arrival"] == 8


def test_encyclopedia_bonus_is_the_current_space():
    s = base()
    s.players[0].ency = "Q1"  # 2 OP
    s = at(s, 0, ["ency_bonus", 1, "Bonuses"])
    assert s.players[0].oxygen == 6


def test_lionfish_on_entering_u9():
    s = base()
    s.players[0].ency = "P8"
    s = at(s, 0, ["ency", 1, "Encyclopedia"])
    assert s.prompt.kind == "place-lionfish"


def test_improve_oxygen_2_4_7_and_cap_11():
    for pearls, want_ox, want_vp in ((0, 6, 0), (1, 8, 0), (3, 11, 1)):
        s = base()
        s.players[0].pearls = pearls
        s = at(s, 0, ["act", "oxygen"])
        if s.prompt.kind == "choose-action":
            s = do(s, A.ChooseAction(action="oxygen", pearls=pearls))
        assert (s.players[0].oxygen, s.players[0].vp) == (want_ox, want_vp)


def test_take_cards_and_food_from_offer_or_deck():
    s = base()
    s = at(s, 0, ["endturn"], ["act", "cards_food"])
    assert s.prompt.kind == "food-colour"
    s = do(s, A.FoodColour(color="blue"))
    assert s.players[0].food == [0, 0, 1]
    assert A.TakeCard(slot=-1) in legal(s)
    top_card = s.deck[0]
    s = do(s, A.TakeCard(slot=-1))
    assert top_card in s.players[0].hand
    offered = s.offer[2]
    s = do(s, A.TakeCard(slot=2))
    assert offered in s.players[0].hand and s.offer[2] and s.prompt.kind == "end-turn"


def test_take_cards_boost_two_pearls_three_cards_three_food_two_vp():
    s = base()
    s.players[0].pearls = 2
    s = at(s, 0, ["act", "cards_food"])
    s = do(s, A.ChooseAction(action="cards_food", pearls=2))
    assert s.players[0].vp == 2
    s = do(s, *[A.FoodColour(color="red")] * 3, *[A.TakeCard(slot=0)] * 3)
    assert s.players[0].food == [3, 0, 0] and len(s.players[0].hand) == 6


def test_pet_shop_two_red_cards_reach_first_level_and_third_card_lower_bonus():
    s = base()
    s.players[0].hand = []
    give(s, 0, "R01", "R02", "R03", "B01")
    s = at(s, 0, ["act", "pet_shop"])
    assert A.PetShop(a="R01", b="B01") not in legal(s)
    assert "share a colour" in E.why_illegal(s, A.PetShop(a="R01", b="B01"))
    s = do(s, A.PetShop(a="R01", b="R02"))
    assert s.players[0].pet == 1
    # upper bonus: 1 any-dial turn, the encyclopedia bonus of the start space (1 dial turn), 1 VP
    s = do(s, A.TurnDial(dial="C1"))
    s = do(s, A.TurnDial(dial="C1"))
    assert s.players[0].vp == 1
    assert s.prompt.kind == "pet-shop"
    assert A.PetLower(index=1, card="B01") not in legal(s)
    s = do(s, A.PetLower(index=1, card="R03"))  # 1 pearl + 2 OP + 1 card
    assert s.players[0].pearls == 1 and s.players[0].oxygen == 6
    s = do(s, A.TakeCard(slot=0))
    assert s.players[0].hand == ["B01", s.players[0].hand[1]]
    assert {"R01", "R02", "R03"} <= set(s.discard)


def test_pet_shop_boosts():
    s = base()
    s.players[0].hand = []
    give(s, 0, "R01", "B01", "G01")
    s.players[0].pearls = 3
    s = at(s, 0, ["act", "pet_shop"])
    s = do(s, A.ChooseAction(action="pet_shop", pearls=3))
    assert A.PetShop(a="R01", b="B01") in legal(s)
    s = do(s, A.PetShop(a="R01", b="B01"), A.Done(), A.Done())
    assert s.prompt.kind == "pet-shop"
    assert A.PetLower(index=0) in legal(s)
    s = do(s, A.PetLower(index=1))
    assert s.players[0].hand[0] == "G01" and s.players[0].pearls == 1


def test_pet_shop_at_top_level_is_void():
    s = base()
    s.players[0].pet = 4
    s = at(s, 0, ["endturn"], ["act", "pet_shop"])
    assert s.prompt.kind == "end-turn" and s.players[0].pet == 4


def test_free_actions():
    s = base()
    s.players[0].pearls = 2
    s.players[0].food = [2, 0, 0]
    s = at(s, 0, ["endturn"])
    kinds = {a.kind for a in legal(s)}
    assert {"free_card", "free_food", "free_convert", "free_refresh"} <= kinds
    card = s.offer[1]
    s = do(s, A.FreeCard(slot=1), A.FreeFood(color="green"), A.FreeConvert(pay_a="red", pay_b="red", gain="blue"))
    p = s.players[0]
    assert card in p.hand and p.pearls == 0 and p.food == [0, 1, 1]
    old = list(s.offer)
    s = do(s, A.FreeRefresh())
    assert s.players[0].oxygen == 3 and not set(old) & set(s.offer)
    assert E.why_illegal(s, A.FreeFood(color="red")) == "needs 1 pearl; you have 0"


def test_no_free_actions_outside_your_turn_and_feeding():
    s = base()
    s.players[0].pearls = 1
    s.phase = "Microflora"
    s = at(s, 0, ["food_any", 1])
    assert all(a.kind == "food_colour" for a in legal(s))
    assert "own turn and the feeding phase" in E.why_illegal(s, A.FreeFood(color="red"))


def test_pet_shop_level_three_places_a_lionfish_and_level_four_a_free_card():
    s = base()
    s.players[0].pet = 2
    s = at(s, 0, ["endturn"], ["pet_up", 1])
    # level 3 upper: 2 any-dial turns, 2 OP, 4 VP, 1 lionfish
    s = do(s, A.Done())
    p = s.players[0]
    assert p.pet == 3 and p.oxygen == 6 and p.vp == 4 and s.prompt.kind == "place-lionfish"
    s = do(s, A.PlaceLionfish(card=s.lion_offer[0], cell=3))
    assert s.players[0].vp == 10
    s.players[0].hand = []
    give(s, 0, "R05")
    s = at(s, 0, ["endturn"], ["pet_up", 1])
    s = do(s, A.Done())  # 2 dial turns
    s = do(s, A.Done()) if s.prompt.kind == "turn-dial" else s  # the encyclopedia bonus of S: 1 dial turn
    assert s.prompt.kind == "place-card" and "for free" in s.prompt.text
    ox = s.players[0].oxygen
    s = do(s, A.PlaceCard(card="R05", cell=0))
    assert s.players[0].grid[0] == "R05" and s.players[0].oxygen == ox


def test_deck_draws_are_private_in_the_log():
    s = base()
    s = at(s, 0, ["endturn"], ["card", 1, 1])
    s = do(s, A.TakeCard(slot=-1))
    line = next(x for x in s.log if "deck" in x.text)
    drawn = s.players[0].hand[-1]
    assert drawn not in line.text and drawn in line.for_seat(0)
    v = E.view(s, 1)
    assert all(drawn not in x.for_seat(1) for x in v.log)


def test_arrival_chart_for_three_and_four_players():
    s = blank(past_setup(4, seed=3))
    for i in range(4):
        s.players[i].ency = "V9"
    for i in (2, 0, 3, 1):
        s = at(s, i, ["ency", 1, "Encyclopedia"])
    sheet = E.scores(s)
    assert s.arrival == (2, 0, 3, 1)
    assert [sheet.seats[i].breakdown["Arrival"] for i in range(4)] == [8, 3, 12, 5]


def test_encyclopedia_one_step_base_and_two_steps_for_one_pearl():
    s = base()
    s.players[0].pearls = 1
    s.players[0].ency = "T1"
    s = at(s, 0, ["endturn"], ["act", "encyclopedia"])
    assert {a.pearls for a in legal(s) if a.kind == "choose_action"} == {0, 1}
    s0 = do(s, A.ChooseAction(action="encyclopedia", pearls=0))
    assert s0.players[0].ency == "T2" and s0.players[0].pearls == 1
    s1 = do(s, A.ChooseAction(action="encyclopedia", pearls=1))
    assert s1.players[0].ency == "T3" and s1.players[0].pearls == 0


def test_take_cards_boost_one_pearl_three_cards_two_food():
    s = base()
    s.players[0].pearls = 1
    hand = len(s.players[0].hand)
    s = at(s, 0, ["endturn"], ["act", "cards_food"])
    s = do(s, A.ChooseAction(action="cards_food", pearls=1))
    s = do(s, A.FoodColour(color="green"), A.FoodColour(color="blue"))
    s = do(s, A.TakeCard(slot=0), A.TakeCard(slot=-1), A.TakeCard(slot=5))
    p = s.players[0]
    assert p.food == [0, 1, 1] and len(p.hand) == hand + 3 and p.pearls == 0 and p.vp == 0
    assert s.prompt.kind == "end-turn"


def test_free_actions_at_any_prompt_of_your_own_turn():
    """Free actions and tokens are usable at any time in your turn, also inside a bonus choice."""
    s = base()
    s.players[0].pearls = 1
    s = at(s, 0, ["endturn"], ["food_any", 1])
    assert A.FreeFood(color="red") in legal(s)
    s = do(s, A.FreeFood(color="red"), A.FoodColour(color="blue"))
    assert s.players[0].food == [1, 0, 1] and s.prompt.kind == "end-turn"


def test_pet_shop_a_pearl_bought_card_completes_the_pair():
    s = base()
    s.players[0].hand = []
    give(s, 0, "R01", "B01")
    s.offer[2] = "R02"
    s.deck.remove("R02")
    s.players[0].pearls = 1
    s = at(s, 0, ["endturn"], ["pet", 0])
    assert A.FreeCard(slot=2) in legal(s)
    s = do(s, A.FreeCard(slot=2), A.PetShop(a="R01", b="R02"))
    assert s.players[0].pet == 1 and s.players[0].pearls == 0


def test_token_raising_the_pet_shop_mid_action():
    """A pet-shop token used inside the pet-shop action: at level 4 the action is void; the lower
    bonus stays the one of the level the discarded pair reached."""
    s = base()
    s.players[0].hand = []
    give(s, 0, "R01", "R02", "R03")
    s.players[0].pet = 3
    s.players[0].tokens = ("ER5",)
    s.ency_tokens = {k: ("" if v == "ER5" else v) for k, v in s.ency_tokens.items()}
    s = at(s, 0, ["endturn"], ["pet", 0])
    s = do(s, A.UseToken(token="ER5"))
    while s.prompt.kind != "pet-shop":
        s = do(s, next(a for a in legal(s) if a.kind == "done" or a.kind == "take_card"))
    assert s.players[0].pet == 4
    assert [a for a in legal(s) if a.kind not in A.FREE_KINDS] == [A.Done()]
    assert "top of the pet shop" in E.why_illegal(s, A.PetShop(a="R01", b="R02"))
    # level 1 reached by the pair, then the token lifts the marker to level 2 before the lower bonus
    s = base()
    s.players[0].hand = []
    give(s, 0, "R01", "R02", "R03")
    s.players[0].tokens = ("ER5",)
    s.ency_tokens = {k: ("" if v == "ER5" else v) for k, v in s.ency_tokens.items()}
    s = at(s, 0, ["endturn"], ["pet", 0])
    s = do(s, A.PetShop(a="R01", b="R02"))
    while s.prompt.kind != "pet-shop":
        s = do(s, A.Done())
    s = do(s, A.UseToken(token="ER5"))
    while s.prompt.kind != "pet-shop":
        s = do(s, A.Done())
    assert s.players[0].pet == 2
    s = do(s, A.PetLower(index=1, card="R03"))  # level 1: 1 pearl + 2 OP + 1 card (level 2 gives food + 1 VP)
    assert s.players[0].pearls == 1 and s.players[0].oxygen == 6


def test_steps_past_the_end_score_as_encyclopedia_vp_whatever_their_source():
    s = base()
    s.players[0].ency = "E"
    s.arrival = (0,)
    s = at(s, 0, ["endturn"], ["ency", 1, "Filter"])
    assert s.players[0].vp_parts == {"Encyclopedia": 2}
    assert E.scores(s).seats[0].breakdown["Encyclopedia steps"] == 2


def test_anemone_discount_never_below_zero():
    s = base()
    for cell, cid in ((1, "R17"), (4, "Y17"), (6, "G17"), (9, "B17")):
        put(s, 0, cell, cid)
    give(s, 0, "B01")  # blue clownfish, 3 OP with the anemone discount, 4 anemones around cell 5
    s.players[0].oxygen = 2
    s = at(s, 0, ["place", 1])
    assert E.describe(s, A.PlaceCard(card="B01", cell=5)).endswith("(0 OP)")
    s = do(s, A.PlaceCard(card="B01", cell=5))
    assert s.players[0].oxygen == 2


def test_encyclopedia_bonus_after_arrival_is_the_end_space():
    s = base()
    s.players[0].ency = "E"
    s.arrival = (0,)
    s = at(s, 0, ["endturn"], ["ency_bonus", 1, "Bonuses"])
    assert s.players[0].vp == 3


def test_empty_deck_reshuffles_the_discard_pile():
    s = base()
    s.discard.extend(s.deck)
    s.deck = []
    s = at(s, 0, ["endturn"], ["card", 1, 1])
    n, hand = len(s.discard), len(s.players[0].hand)
    s = do(s, A.TakeCard(slot=-1))
    assert s.discard == [] and len(s.deck) == n - 1 and len(s.players[0].hand) == hand + 1
    assert any("shuffled into a new deck" in x.text for x in s.log)
