"""The phases of a round: microflora, player order, income, feeding, preparation, refresh, end."""

from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.content import content
from boardgames_tui.engine.aquaria.flow import player_order, prepare, run

from .builders import E, at, blank, clear_board, do, legal, past_setup, put


def end_of_actions(s):
    s.phase, s.turn_idx, s.tasks = "Actions", 4 * len(s.seats) - 1, []
    run(s)
    return s


def base(n=2):
    s = blank(past_setup(n, seed=6))
    for i in range(n):
        clear_board(s, i)
        s.players[i].hand = []
    return s


def test_four_turns_each_in_player_order():
    s = past_setup(3, seed=8)
    order = list(s.order)
    movers = []
    while s.phase == "Actions":
        if s.prompt.kind == "move-die":
            movers.append(s.active[0])
        s = E.apply(s, next(a for a in legal(s) if a.kind not in A.FREE_KINDS))
    assert movers == order * 4


def test_microflora_matching_dials_give_their_bonus():
    s = base()
    idx = content().colours.index(s.colours[0])
    s.players[0].dials = (idx, (idx + 1) % 4, idx, (idx + 2) % 4, idx, *[(idx + 1) % 4] * 3)
    s = end_of_actions(s)  # C1 blue food, C3 card, R1 2 OP
    p = s.players[0]
    assert p.matches == 3 and p.food == [0, 0, 1]
    assert s.prompt.kind == "take-card"
    s = do(s, A.TakeCard(slot=0))
    assert s.players[0].oxygen == 6 and len(s.players[0].hand) == 1


def test_encyclopedia_token_at_the_microflora_take_a_card_prompt():
    # "These tokens can be used at any time during the game": also at the holder's own microflora prompt
    s = base()
    s.players[0].tokens, s.players[0].pearls = ("EN02",), 1  # EN02: 1 card
    s.ency_tokens = {k: ("" if v == "EN02" else v) for k, v in s.ency_tokens.items()}
    idx = content().colours.index(s.colours[0])
    s.players[0].dials = ((idx + 1) % 4,) * 2 + (idx,) + ((idx + 1) % 4,) * 5  # C3 only: 1 card
    s = end_of_actions(s)
    assert s.prompt.kind == "take-card" and s.active == [0]
    opts = legal(s)
    assert A.UseToken(token="EN02") in opts and E.why_illegal(s, A.UseToken(token="EN02")) is None
    assert A.FreeFood(color="red") not in opts  # free actions still wait for the turn or the feeding
    s = do(s, A.UseToken(token="EN02"), A.TakeCard(slot=0), A.TakeCard(slot=1))
    p = s.players[0]
    assert len(p.hand) == 2 and p.tokens == () and p.used_tokens == ("EN02",) and p.pearls == 1


def test_round_four_each_dial_bonus_or_two_vp():
    s = base()
    s.round = 4
    idx = content().colours.index(s.colours[3])
    s.players[0].dials = (idx, idx) + ((idx + 1) % 4,) * 6
    s = end_of_actions(s)
    assert s.prompt.kind == "microflora"
    s = do(s, A.Choose(index=1), A.Choose(index=0))
    p = s.players[0]
    assert p.vp == 2 and p.wool == 1 and p.vp_parts == {"Microflora": 2}


def test_player_order_fewest_matches_first_ties_reversed():
    s = base(4)
    s.order = (0, 1, 2, 3)
    for i, m in enumerate((2, 2, 1, 3)):
        s.players[i].matches = m
    player_order(s)
    assert s.order == (2, 1, 0, 3)


def test_income_phase():
    s = base()
    put(s, 0, 0, "R13")  # income 1 OP
    put(s, 0, 1, "R04")  # income 1 blue food
    s.phase, s.tasks = "Microflora", []
    run(s)
    assert s.players[0].oxygen == 5 and s.players[0].food == [0, 0, 1]
    assert s.phase == "Feeding"


def test_feeding_pay_gain_vp_unfed_minus_four_floor_zero():
    s = base()
    put(s, 0, 0, "R01")  # red, 2 VP
    put(s, 0, 1, "R09")  # red + green, 5 VP
    put(s, 0, 2, "G01")  # blue, 2 VP
    p = s.players[0]
    p.food = [1, 1, 0]
    s.phase, s.tasks = "Income", []
    run(s)
    assert s.prompt.kind == "feeding" and s.active == [0]  # Bob has no fish: not asked
    s = at(s, 0, ["feed", ""])
    opts = legal(s)
    assert A.Feed(cell=0) in opts and A.Feed(cell=1) in opts and A.Done() not in opts
    assert "pay your cans while a hungry fish can eat" in E.why_illegal(s, A.Done())
    assert "needs blue food" in E.why_illegal(s, A.Feed(cell=2))
    s = do(s, A.Feed(cell=1))  # no can left: the feeding ends by itself
    assert s.players[0].food == [0, 0, 0] and s.players[0].vp_parts == {"Feeding": 0}
    assert s.players[0].vp == 0 and s.players[0].unfed == 2  # 5 - 8, floor 0


def test_feeding_too_few_cans_the_player_chooses_which_fish():
    # the example: 1 red and 1 green can, a red+green fish and two one-can fish
    s = base()
    put(s, 0, 0, "R09")  # red + green, 8 VP
    put(s, 0, 1, "R01")  # red, 5 VP
    put(s, 0, 2, "R02")  # green, 6 VP
    s.players[0].food = [1, 1, 0]
    s = at(s, 0, ["feed", ""])
    assert {a.cell for a in legal(s) if a.kind == "feed"} == {0, 1, 2}
    assert E.why_illegal(s, A.Feed(cell=0)) is None
    two = do(s, A.Feed(cell=1))  # the red can feeds R01; the green can must then feed R02
    assert [a for a in legal(two) if a.kind not in A.FREE_KINDS] == [A.Feed(cell=2)]
    assert E.why_illegal(two, A.Done()) is not None
    two = do(two, A.Feed(cell=2))
    assert two.players[0].vp == 7 and two.players[0].unfed == 1  # 5 + 6 - 4
    one = do(s, A.Feed(cell=0))  # both cans feed R09: no can is left, the feeding ends
    assert one.players[0].food == [0, 0, 0] and one.players[0].unfed == 2
    assert one.players[0].vp == 0  # 8 - 8
    one = s.model_copy(deep=True)
    one.players[0].vp = 10
    one = do(one, A.Feed(cell=0))
    assert one.players[0].vp == 10  # 10 + 8 - 8


def test_free_actions_during_feeding():
    s = base()
    put(s, 0, 2, "G01")
    s.players[0].pearls = 1
    s = at(s, 0, ["feed", ""])
    assert A.FreeFood(color="blue") in legal(s)
    s = do(s, A.FreeFood(color="blue"), A.Feed(cell=2))
    assert s.players[0].vp == 5  # G01: 1 blue can -> 5 VP


def test_preparation_red_boxes_pearls_and_least_used():
    s = base()
    s.arrows = [-1, 2, 3, 1, 4]
    s.arrivals = [0, 2, 1, 1, 3]
    s.players[0].die, s.players[0].die_face = "oxygen", 4
    prepare(s)
    assert s.circle_pearls == [1, 0, 0, 0, 0]
    assert s.arrows == [-1, 0, 0, 0, 0]
    s.arrows = [0, 2, 3, 1, 4]
    s.arrivals = [2, 1, 3, 1, 2]
    prepare(s)
    assert s.arrows == [0, -1, 0, -1, 0] and s.circle_pearls == [1, 0, 0, 0, 0]
    assert s.players[0].die == "oxygen"


def test_supply_refresh_and_next_round_dice_blank():
    s = base()
    old = list(s.offer)
    s.phase, s.tasks = "Feeding", []
    for p in s.players:
        p.die_face = 4
    run(s)
    assert s.round == 2 and s.phase == "Actions"
    assert not set(old) & set(s.offer) and set(old) <= set(s.discard)
    assert all(p.die_face == 0 for p in s.players)


def test_game_ends_after_round_four_feeding():
    s = base()
    s.round = 4
    s.phase, s.tasks = "Feeding", []
    run(s)
    assert s.finished and E.legal_actions(s) == [] and E.scores(s).final


def test_feeding_without_a_choice_resolves_by_itself():
    """No fish, or hungry fish that no can, pearl or token could feed: nobody is asked (no handoff in
    hot-seat for nothing); the penalty is applied and logged."""
    s = base()
    put(s, 1, 0, "R01")  # Bob: a red fish, no food, no pearls, no tokens
    s.players[1].vp, s.players[1].vp_parts = 6, {"Feeding": 6}
    s.phase, s.tasks = "Income", []
    run(s)
    assert s.phase == "Actions" and s.round == 2  # Ann has no fish: no feeding prompt either
    assert s.players[1].vp == 2 and s.players[1].unfed == 1
    assert any("leaves 1 fish unfed" in x.text for x in s.log)


def test_feeding_asks_while_a_pearl_could_still_buy_food():
    s = base()
    put(s, 0, 0, "R01")
    s.players[0].pearls = 1
    s = at(s, 0, ["feed", ""])
    assert s.prompt.kind == "feeding" and A.FreeFood(color="red") in legal(s)
