"""One test per rule of the brief (§2-§10), built on small stacked states."""

import pytest

from boardgames_tui.engine.api import HIDDEN, IllegalAction, Seat
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import (
    Boost,
    Choose,
    Consume,
    Develop,
    Discard,
    Keep,
    Bottom,
    Pass,
    PayProduce,
    Pick,
    Recruit,
    Settle,
    Trade,
    Windfall,
)
from boardgames_tui.engine.new_frontiers.content import tile

from .builders import choose, give_colony, give_dev, give_unsettled, home, new, play, top_of_bag, wid

# ----------------------------------------------------------------- setup (§2)


@pytest.mark.parametrize(
    "n, copies, vp, colonists, credits",
    [
        (2, 1, 24, 24, [3, 4]),
        (3, 2, 36, 34, [3, 3, 4]),
        (4, 2, 48, 44, [3, 3, 4, 4]),
        (5, 3, 60, 54, [3, 3, 3, 4, 4]),
    ],
)
def test_setup_by_player_count(n, copies, vp, colonists, credits):
    state = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=3)
    small = [d for d in state.supply if tile(d).size == "small"]
    large = [d for d in state.supply if tile(d).size == "large"]
    assert len(small) == 16 and all(state.supply[d] == copies for d in small)
    assert len(large) == 8 and all(state.supply[d] == 1 for d in large)
    assert state.vp_supply == vp and state.colonist_supply == colonists
    assert [state.credits[s] for s in state.priority] == credits
    assert len(state.bag) == 60 and state.produce_credits == 0
    for s in range(n):
        h = tile(state.colonies[s][0])
        assert h.id.startswith("H") and h.id.endswith("A")  # first-game side
        assert (state.colonies[s][0] in state.goods[s]) == (h.kind == "windfall")
        assert state.colonists[s] == (1 if h.name == "Ancient Race" else 0)
    assert state.step == "choose" and state.active == [state.priority[0]]


def test_colonist_supply_alternative_formula():
    state = ENGINE.new_game([Seat(name=f"P{i}") for i in range(3)], seed=3, options={"colonist_supply_formula": "12n"})
    assert state.colonist_supply == 36


def test_first_game_sides_versus_random_sides():
    first = new(3)
    assert "homesteading_pioneers" in first.supply and "galactic_federation" in first.supply
    sides = set()
    for seed in range(6):
        sides |= set(new(3, seed=seed, development_sides="random").supply)
    assert "terraforming_robots" in sides and "galactic_renaissance" in sides


# ----------------------------------------------------------------- the round (§4, §6)


def test_selection_follows_priority_and_a_tile_is_taken_once_per_round():
    state = new(3)
    state = choose(state, "retreat")
    assert state.active == [1] and state.step == "choose"
    assert ENGINE.why_illegal(state, Choose(role="retreat")) == "Retreat into Isolation was already selected this round by Ann"
    state = choose(state, "envoys")  # Bob moves to first
    assert state.priority == [1, 0, 2]
    assert state.active == [2]  # Cem still selects: the mover had already selected
    assert Choose(role="retreat") not in ENGINE.legal_actions(state)
    state = choose(state, "develop")
    while state.step != "choose":
        state = play(state, Pass())
    assert state.round == 2 and state.chosen == {}
    assert state.active == [1]  # new round: Bob is first on the track


def test_produce_tile_gains_a_credit_each_round_produce_is_not_selected_and_chooser_takes_them():
    state = new(2)
    state = choose(state, "retreat")
    state = choose(state, "envoys")
    assert state.produce_credits == 1 and state.round == 2
    state = choose(state, "retreat")
    state = choose(state, "envoys")
    assert state.produce_credits == 2
    before = state.credits[state.active[0]]
    s = state.active[0]
    state = choose(state, "produce")
    while state.chooser == s and state.active == [s]:
        state = play(state, ENGINE.legal_actions(state)[0])
    assert state.produce_credits == 0
    assert state.credits[s] >= before + 2


def test_two_picks_variant_snake_order():
    state = new(2, picks_per_player=2)
    order = []
    for role in ("retreat", "develop", "settle"):
        order.append(state.active[0])
        state = choose(state, role)
        while state.step != "choose":
            state = play(state, Pass())
    order.append(state.active[0])
    assert order == [0, 1, 1, 0]


# ----------------------------------------------------------------- Retreat, Envoys (§5.1, §5.7)


def test_retreat_gives_the_chooser_two_credits_and_nobody_else_anything():
    state = new(3)
    state = choose(state, "retreat")
    assert state.credits == [5, 3, 4]


def test_envoys_gives_one_vp_chip_and_first_place():
    state = new(3)
    state = choose(state, "retreat")
    state = choose(state, "develop")
    while state.step != "choose":
        state = play(state, Pass())
    state = choose(state, "envoys")
    assert state.vp == [0, 0, 1] and state.vp_supply == 35
    assert state.priority == [2, 0, 1]


# ----------------------------------------------------------------- Develop (§5.2)


def test_develop_chooser_pays_one_less_others_full_price():
    state = new(2)
    state.credits = [3, 3]
    state = choose(state, "develop")
    state = play(state, Develop(dev="space_marines"))  # 2 - 1
    assert state.credits[0] == 2 and "space_marines" in state.devs[0]
    assert ENGINE.why_illegal(state, Develop(dev="interstellar_bank")) is None
    state = play(state, Develop(dev="interstellar_bank"))  # 3, full price
    assert state.credits[1] == 0


def test_develop_supply_is_limited_and_nobody_owns_two_copies():
    state = new(2)  # one copy of each small at 2 players
    state.credits = [9, 9]
    state = choose(state, "develop")
    state = play(state, Develop(dev="space_marines"))
    assert ENGINE.why_illegal(state, Develop(dev="space_marines")) == "no copy of Space Marines is left"
    state = new(3)
    give_dev(state, 0, "Space Marines")
    state.credits = [9, 9, 9]
    state = choose(state, "develop")
    assert ENGINE.why_illegal(state, Develop(dev="space_marines")) == "you already own Space Marines"


def test_r4_discounts_stack_and_never_go_below_zero():
    state = new(2)
    give_dev(state, 0, "Galactic Federation", "Investment Credits")  # -2, -1
    state.credits = [0, 3]
    state = choose(state, "develop")
    assert ENGINE.describe(state, Develop(dev="export_duties")) == "Build Export Duties (0 credits, 1 VP)"
    state = play(state, Develop(dev="export_duties"))
    assert state.credits[0] == 0


def test_develop_cost_reason_has_numbers_and_after_develop_bonus():
    state = new(2)
    home(state, 0, "Deep Space Symbionts")
    state.credits = [2, 0]
    state = choose(state, "develop")
    assert ENGINE.why_illegal(state, Develop(dev="interstellar_bank")) is None
    assert ENGINE.why_illegal(state, Develop(dev="replicant_robots")) == "Replicant Robots costs 3 credits; you have 2"
    state = play(state, Develop(dev="interstellar_bank"))  # 3-1 = 2, then +1 credit
    assert state.credits[0] == 1


def test_a_seat_that_cannot_afford_anything_is_skipped():
    state = new(2)
    state.credits = [0, 0]
    state = choose(state, "develop")
    # Ann can still build a 1-cost development for 0 (chooser bonus)
    assert state.active == [0]
    state = play(state, Pass())
    assert state.step == "choose" and state.active == [1]


# ----------------------------------------------------------------- Explore (§5.3)


def test_explore_draws_seven_picks_in_order_bonus_and_rest_back_in_bag():
    state = new(3)
    reveals = state.reveals
    state = choose(state, "explore")
    assert len(state.display) == 7 and len(state.bag) == 53 and state.reveals == reveals + 1
    d = list(state.display)
    state = play(state, Pick(world=d[0]))
    assert state.active == [1]
    state = play(state, Pick(world=d[1]))
    state = play(state, Pass())  # Cem declines
    assert state.active == [0] and state.step == "explore_bonus"
    state = play(state, Pick(world=d[2]))
    assert state.unsettled == [(d[0], d[2]), (d[1],), ()]
    assert len(state.bag) == 57 and state.display == [] and state.step == "choose"


def test_explore_powers_extra_world_is_open_by_default_and_bumps_reveals():
    state = new(2)
    give_colony(state, 1, "Imperium Survey HQ")
    state = choose(state, "explore")
    d = list(state.display)
    state = play(state, Pick(world=d[0]), Pass())
    r = state.reveals
    state = play(state, Pass())  # Ann's bonus pick declined -> after-explore powers
    assert len(state.unsettled[1]) == 1 and state.reveals == r + 1
    got = state.unsettled[1][0]
    line = next(line for line in state.log if line.seat == 1 and "Imperium Survey HQ" in line.text)
    assert line.text == f"Bob draws {tile(got).name} from the bag (Imperium Survey HQ)" and line.private is None
    view = ENGINE.view(state, 0)
    assert view.unsettled[1] == (got,) and view.unsettled[0] == (d[0],)


def test_explore_powers_extra_world_is_private_with_face_down_option():
    state = new(2, explored_worlds="face_down")
    give_colony(state, 1, "Imperium Survey HQ")
    state = choose(state, "explore")
    d = list(state.display)
    state = play(state, Pick(world=d[0]), Pass())
    r = state.reveals
    state = play(state, Pass())
    assert len(state.unsettled[1]) == 1 and state.reveals == r + 1
    line = next(line for line in state.log if line.seat == 1 and line.private)
    assert line.text == "Bob draws 1 world from the bag (Imperium Survey HQ)"
    assert tile(state.unsettled[1][0]).name in line.private
    view = ENGINE.view(state, 0)
    assert view.unsettled[1] == (HIDDEN,) and view.unsettled[0] == (d[0],)
    assert all(line.private is None for line in view.log if line.seat == 1)


def test_explore_gain_colonists_and_credits_powers():
    state = new(2)
    home(state, 0, "Star Nomad Outpost")  # Explore: gain 1 credit
    give_dev(state, 1, "Homesteading Pioneers")
    state = choose(state, "explore")
    c0, col1 = state.credits[0], state.colonists[1]
    state = play(state, Pass(), Pass(), Pass())
    assert state.credits[0] == c0 + 1 and state.colonists[1] == col1 + 1


def test_r16_explore_at_the_world_limit_then_discard_possibly_the_new_one():
    state = new(2)
    give_colony(state, 0, "Artist Settlement", "Spice World", "Gem World")
    give_unsettled(state, 0, "Secluded World", "New Vinland", "Dying Colony", "Comet Zone", "Mining World")
    assert len(state.colonies[0]) - 1 + len(state.unsettled[0]) == 8
    state = choose(state, "explore")
    new_world = state.display[0]
    state = play(state, Pick(world=new_world), Pass(), Pass())
    assert state.step == "discard" and state.active == [0]
    assert ENGINE.why_illegal(state, Discard(world=wid("Artist Settlement"))) == "you can only discard one of your unsettled worlds"
    state = play(state, Discard(world=new_world))
    assert new_world in state.bag and state.step == "choose"
    assert len(state.unsettled[0]) == 5


def test_r9_empty_bag_explore_draws_nothing():
    state = new(2)
    top_of_bag(state, "Spice World")
    state.bag = state.bag  # one world only
    # keep conservation in the test: the other worlds go to seat 1's colonies is not needed here
    state = choose(state, "explore")
    assert state.display == [wid("Spice World")]
    state = play(state, Pass(), Pass())
    assert state.step == "explore_bonus"
    state = play(state, Pick(world=wid("Spice World")))
    state.bag = []
    state = choose(state, "retreat")
    state = choose(state, "explore")
    assert state.display == [] and state.step == "choose"


# ----------------------------------------------------------------- Settle (§5.4)


def test_settle_chooser_colonist_first_recruit_two_and_civilian_cost():
    state = new(2)
    home(state, 0, "Old Earth")
    give_unsettled(state, 0, "Spice World")
    state.credits = [2, 3]
    state = choose(state, "settle")
    assert state.colonists[0] == 1 and state.colonist_supply == 23
    state = play(state, Settle(world=wid("Spice World")))
    assert state.credits[0] == 0 and state.colonists[0] == 0
    assert wid("Spice World") in state.colonies[0] and state.unsettled[0] == ()
    state = play(state, Recruit())
    assert state.colonists[1] == 2 and state.colonist_supply == 21


def test_settle_needs_colonists_r7_even_at_cost_zero():
    state = new(2)
    give_unsettled(state, 1, "Devolved Uplift Race")
    state = choose(state, "settle")
    state = play(state, Pass())
    assert ENGINE.why_illegal(state, Settle(world=wid("Devolved Uplift Race"))) == (
        "Devolved Uplift Race needs 1 colonist; you have 0"
    )


def test_windfall_world_gets_its_good_when_settled():
    state = new(2)
    give_unsettled(state, 0, "Devolved Uplift Race")
    state = choose(state, "settle")
    state = play(state, Settle(world=wid("Devolved Uplift Race")))
    assert wid("Devolved Uplift Race") in state.goods[0]


def test_military_world_needs_military_and_costs_nothing():
    state = new(2)
    home(state, 0, "Epsilon Eridani")  # +1 Military
    give_unsettled(state, 0, "Rebel Miners")  # defense 2
    state.credits = [5, 5]
    state = choose(state, "settle")
    assert ENGINE.why_illegal(state, Settle(world=wid("Rebel Miners"))) == "Rebel Miners has defense 2; your Military is 1"
    state2 = new(2)
    home(state2, 0, "Epsilon Eridani")
    give_dev(state2, 0, "Expedition Force")
    give_unsettled(state2, 0, "Rebel Miners")
    state2.credits = [5, 5]
    state2 = choose(state2, "settle")
    state2 = play(state2, Settle(world=wid("Rebel Miners")))
    assert state2.credits[0] == 5 and wid("Rebel Miners") in state2.colonies[0]


def test_r5_type_limited_military_only_against_matching_worlds():
    state = new(2)
    home(state, 0, "Uplift Mercenary Force")  # +1, +2 against Genes military worlds
    give_unsettled(state, 0, "Avian Uplift Race", "Rebel Miners")  # genes def 2, rare def 2
    state = choose(state, "settle")
    assert ENGINE.why_illegal(state, Settle(world=wid("Avian Uplift Race"))) is None
    assert ENGINE.why_illegal(state, Settle(world=wid("Rebel Miners"))) == "Rebel Miners has defense 2; your Military is 1"


def test_r6_negative_military_lowers_permanent_military():
    state = new(2)
    home(state, 0, "Epsilon Eridani")  # +1
    give_colony(state, 0, "Refugee World")  # -1
    give_unsettled(state, 0, "Runaway Robots")  # defense 1
    state = choose(state, "settle")
    assert ENGINE.why_illegal(state, Settle(world=wid("Runaway Robots"))) == "Runaway Robots has defense 1; your Military is 0"


def test_temporary_military_bought_for_this_settle_action():
    state = new(2)
    home(state, 0, "Rebel Cantina")  # pay 1 credit per +1, up to +2
    give_unsettled(state, 0, "Rebel Miners")  # defense 2
    state.credits = [3, 3]
    state = choose(state, "settle")
    boost = Boost(source=wid("Rebel Cantina"), index=0)
    state = play(state, boost, boost)
    assert state.credits[0] == 1 and state.temp_mil == 2
    assert boost not in ENGINE.legal_actions(state)  # up to +2 used (and no need left)
    state = play(state, Settle(world=wid("Rebel Miners")))
    assert state.temp_mil == 0 and wid("Rebel Miners") in state.colonies[0]


def test_r3_second_world_keeps_temp_military_but_not_first_worlds_powers():
    state = new(2)
    home(state, 0, "Rebel Cantina")
    give_dev(state, 0, "Improved Logistics")
    give_unsettled(state, 0, "Rebel Miners", "Rebel Warrior Race")  # def 2 ; def 3 (+1 Military power)
    state.colonists = [3, 0]
    state.credits = [2, 0]
    state = choose(state, "settle")
    boost = Boost(source=wid("Rebel Cantina"), index=0)
    state = play(state, boost, boost, Settle(world=wid("Rebel Miners")))
    assert state.step == "settle2" and state.temp_mil == 2
    # Rebel Warrior Race needs 3: temp 2 carries over, nothing else counts
    assert ENGINE.why_illegal(state, Settle(world=wid("Rebel Warrior Race"))) == (
        "Rebel Warrior Race has defense 3; your Military is 2"
    )
    state = new(2)
    home(state, 0, "Rebel Cantina")
    give_dev(state, 0, "Improved Logistics")
    give_unsettled(state, 0, "Rebel Warrior Race", "Rebel Miners")
    state.colonists = [3, 0]
    state.credits = [3, 0]
    state = choose(state, "settle")
    state = play(state, boost, boost)
    assert ENGINE.why_illegal(state, Settle(world=wid("Rebel Warrior Race"))) == "Rebel Warrior Race has defense 3; your Military is 2"
    # the first world's +1 Military does not help the second: Rebel Miners first, then no more boosts
    state = play(state, Settle(world=wid("Rebel Miners")))
    assert ENGINE.why_illegal(state, Settle(world=wid("Rebel Warrior Race"))) == "Rebel Warrior Race has defense 3; your Military is 2"


def test_settle_triggers_fire_per_world():
    state = new(2)
    give_dev(state, 0, "Terraforming Robots")
    give_unsettled(state, 0, "Devolved Uplift Race")
    state = choose(state, "settle")
    c = state.credits[0]
    state = play(state, Settle(world=wid("Devolved Uplift Race")))
    assert state.credits[0] == c + 1


def test_r13_development_bought_in_develop_helps_a_later_settle_same_round():
    state = new(2)
    home(state, 0, "Old Earth")
    give_unsettled(state, 0, "Rebel Miners")  # defense 2
    state.credits = [1, 0]
    state.colonists = [1, 0]
    state = choose(state, "develop")
    state = play(state, Develop(dev="space_marines"))  # 2 - 1
    state = play(state, Pass()) if state.step == "develop" else state
    state = choose(state, "settle")
    state = play(state, Pass())
    assert state.active == [0]
    state = play(state, Settle(world=wid("Rebel Miners")))
    assert wid("Rebel Miners") in state.colonies[0]


def test_settle_bonus_colonist_even_if_the_chooser_passes():
    state = new(2)
    state = choose(state, "settle")
    state = play(state, Pass())
    assert state.colonists[0] == 1


# ----------------------------------------------------------------- Produce (§5.5)


def test_produce_fills_production_worlds_and_the_chooser_fills_a_windfall():
    state = new(2)
    home(state, 0, "Old Earth")
    give_colony(state, 0, "Artist Settlement", "Gem World")
    give_colony(state, 0, "Radioactive World", "Asteroid Belt")  # empty windfalls
    state.produce_credits = 3
    c = state.credits[0]
    state = choose(state, "produce")
    assert set(state.goods[0]) == {wid("Artist Settlement"), wid("Gem World")}
    assert state.credits[0] == c + 3 + 1  # tile credits + Gem World
    assert state.step == "windfall"
    state = play(state, Windfall(world=wid("Asteroid Belt")))
    assert wid("Asteroid Belt") in state.goods[0] and wid("Radioactive World") not in state.goods[0]


def test_r1_r14_a_full_world_does_not_produce_or_pay():
    state = new(2)
    home(state, 0, "Old Earth")
    give_colony(state, 0, "Gem World", good=True)
    c = state.credits[0]
    state = choose(state, "produce")
    assert state.goods[0] == (wid("Gem World"),)
    assert state.credits[0] == c


def test_r12_chooser_without_empty_windfall_loses_it_but_takes_tile_credits():
    state = new(2)
    home(state, 0, "Old Earth")
    state.produce_credits = 2
    c = state.credits[0]
    state = choose(state, "produce")
    assert state.credits[0] == c + 2 and state.produce_credits == 0
    assert any("lost" in line.text for line in state.log)


def test_produce_powers_credits_per_and_fill_windfall_by_kind():
    state = new(2)
    home(state, 1, "Old Earth")
    give_dev(state, 1, "Rebel Lords", "Mining Robots")
    give_colony(state, 1, "Rebel Miners", "Rebel Fuel Cache", "Radioactive World")
    c = state.credits[1]
    state = choose(state, "produce")
    # Ann has nothing to decide; Bob: Rebel Miners produces, 2 Rebel military colonies pay 2,
    # Mining Robots fills his one empty Rare windfall automatically (Rebel Fuel Cache has its good? no)
    assert state.credits[1] == c + 2
    assert wid("Rebel Miners") in state.goods[1]


# ----------------------------------------------------------------- Trade/Consume (§5.6)


def test_trade_sells_one_good_with_bonus_then_consumption_is_compulsory():
    state = new(2)
    home(state, 0, "Old Earth")  # Trade +1; Consume 1 good -> 1 VP
    give_colony(state, 0, "Lost Species Ark World", "Artist Settlement", good=True)
    c = state.credits[0]
    state = choose(state, "trade_consume")
    assert state.vp[0] == 1  # chooser bonus
    state = play(state, Trade(world=wid("Lost Species Ark World")))  # genes 3 + 1
    assert state.credits[0] == c + 4
    assert state.step == "consume"
    assert ENGINE.why_illegal(state, Pass()) == "consumption is compulsory while a consume power can still be used"
    assert all(a.kind == "consume" for a in ENGINE.legal_actions(state))
    state = play(state, Consume(source=wid("Old Earth"), index=1, worlds=(wid("Artist Settlement"),)))
    assert state.vp[0] == 2 and state.goods[0] == ()


def test_r2_only_one_good_sold():
    state = new(2)
    home(state, 0, "Ancient Race")
    give_colony(state, 0, "Lost Species Ark World", "Artist Settlement", good=True)
    state = choose(state, "trade_consume")
    state = play(state, Trade(world=wid("Artist Settlement")))
    assert not any(a.kind == "trade" for a in ENGINE.legal_actions(state))


def test_consume_all_resolves_last_and_gain_vp_needs_no_good():
    state = new(2)
    home(state, 0, "Ancient Race")  # Genes windfall with a good
    give_colony(state, 0, "Pilgrimage World")
    give_colony(state, 0, "Artist Settlement", good=True)
    give_dev(state, 0, "Galactic Salon")
    state.goods[0] = (*state.goods[0], state.colonies[0][0])
    state = choose(state, "trade_consume")
    state = play(state, Pass())
    assert state.vp[0] == 1 + 1 + 2  # bonus + Salon + 2 goods consumed
    assert state.goods[0] == ()


def test_pay_credits_for_vp_is_optional():
    state = new(2)
    home(state, 0, "Ancient Race")
    state.goods[0] = ()
    give_dev(state, 0, "Deficit Spending")
    state.credits[0] = 5
    state = choose(state, "trade_consume")
    assert state.step == "consume"
    pay = Consume(source="deficit_spending", index=0)
    assert pay in ENGINE.legal_actions(state) and Pass() in ENGINE.legal_actions(state)
    state = play(state, pay)
    assert state.credits[0] == 3 and state.vp[0] == 2
    state = play(state, Pass())
    assert state.active == [1]


# ----------------------------------------------------------------- end of game (§7, R10, R11)


def test_eighth_colony_triggers_last_round_played_out():
    state = new(2)
    give_colony(state, 0, "Artist Settlement", "Spice World", "Gem World", "Secluded World", "New Vinland", "Dying Colony")
    give_unsettled(state, 0, "Devolved Uplift Race")
    state = choose(state, "settle")
    state = play(state, Settle(world=wid("Devolved Uplift Race")))
    assert state.final_round and state.end_reason == ("worlds",) and not state.finished
    state = play(state, Pass())
    assert state.active == [1] and not state.finished  # Bob still selects
    state = choose(state, "envoys")
    assert state.finished and state.vp[1] == 1  # R10: the last round's gains count


def test_eleven_development_units_trigger():
    state = new(2)
    give_dev(state, 0, "Galactic Federation", "Rebel Lords", "Trade League", "Mining League", "Investment Credits")
    assert sum(tile(d).dev_units for d in state.devs[0]) == 9
    state.credits = [20, 0]
    state = choose(state, "develop")
    state = play(state, Develop(dev="free_trade_association"))
    assert state.end_reason == ("developments",)


def test_vp_chip_supply_runs_out_and_r11_counters_go_negative():
    state = new(2)
    state.vp_supply = 1
    state = choose(state, "retreat")
    state = choose(state, "envoys")
    assert state.vp_supply == 0 and state.finished
    state = new(2)
    state.vp_supply = 0
    home(state, 0, "Old Earth")
    give_colony(state, 0, "Artist Settlement", good=True)
    state = choose(state, "trade_consume")
    assert state.vp_supply == -1 and state.vp[0] == 1


def test_settle_selected_with_four_colonists_left_triggers():
    state = new(2)
    state.colonist_supply = 5
    state = choose(state, "settle")
    assert not state.final_round
    state = new(2)
    state.colonist_supply = 4
    state = choose(state, "settle")
    assert state.final_round and state.end_reason == ("colonists",)


# ----------------------------------------------------------------- scoring (§8)


def test_scoring_breakdown_with_large_bonus_exact_numbers():
    state = new(2)
    home(state, 0, "Imperium Warlord")  # 1 VP, a military home, Imperium flag
    give_colony(state, 0, "Rebel Miners", "Rebel Fuel Cache", "Runaway Robots", "Artist Settlement")
    give_dev(state, 0, "Rebel Lords", "Space Marines")
    state.vp[0] = 4
    sheet = ENGINE.scores(state)
    row = sheet.seats[0]
    # worlds: 1 + 1 + 1 + 1 + 1 = 5; devs: 0 + 1;
    # Rebel Lords: 2 x 2 (two Rebel military colonies) + 1 x 2 (Runaway Robots, the military home)
    assert row.breakdown == {"VP chips": 4, "worlds": 5, "developments": 1, "bonuses": 6, "goals": 0}
    assert row.total == 16


def test_tie_break_credits_plus_goods_then_shared():
    state = new(2)
    home(state, 0, "Old Earth")
    state.colonies[1] = (state.colonies[0][0], *state.colonies[1][1:])
    state.goods = [(), ()]
    state.credits = [2, 1]
    give_colony(state, 1, "Dying Colony", good=True)  # 0 VP, one good
    state.finished = True
    sheet = ENGINE.scores(state)
    assert sheet.seats[0].total == sheet.seats[1].total
    assert sheet.winners == [0, 1] and "shared" in sheet.tie_break
    state.credits = [3, 1]
    assert ENGINE.scores(state).winners == [0]


# ----------------------------------------------------------------- views (hidden information)


def test_explored_worlds_are_open_information_by_default_bag_hidden():
    # brief §5.3.7 [project edition]: explored worlds are open; §9: the face-down goal is the only secret
    state = new(3)
    give_unsettled(state, 1, "Spice World", "Gem World")
    view = ENGINE.view(state, 0)
    assert view.unsettled[1] == (wid("Spice World"), wid("Gem World"))
    assert view.bag == [HIDDEN] * len(state.bag)


def test_discarded_world_is_named_in_the_public_log_by_default():
    state = new(2)
    give_unsettled(state, 0, *[tile(w).name for w in state.bag[:8]])
    state.bag = [w for w in state.bag if w not in state.unsettled[0]]
    state = choose(state, "explore")
    new_world = state.display[0]
    state = play(state, Pick(world=new_world), Pass(), Pass())
    assert state.step == "discard" and state.active == [0]
    state = play(state, Discard(world=new_world))
    line = state.log[-1] if state.log[-1].seat == 0 else next(x for x in reversed(state.log) if "discards" in x.text)
    assert line.text == f"Ann discards {tile(new_world).name} into the bag" and line.private is None


def test_view_hides_other_seats_unsettled_worlds_with_face_down_option_counts_kept():
    state = new(3, explored_worlds="face_down")
    give_unsettled(state, 1, "Spice World", "Gem World")
    view = ENGINE.view(state, 0)
    assert view.unsettled[1] == (HIDDEN, HIDDEN)
    assert view.bag == [HIDDEN] * len(state.bag)
    own = ENGINE.view(state, 1)
    assert own.unsettled[1] == (wid("Spice World"), wid("Gem World"))


def test_illegal_action_raises_with_a_reason():
    state = new(2)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, Pass())


# ----------------------------------------------------------------- more powers (power_vocabulary)


def test_consume_different_needs_goods_of_different_kinds():
    state = new(2)
    home(state, 0, "Epsilon Eridani")  # Consume: 1 good -> 1 VP
    give_dev(state, 0, "Diversified Economy")  # 3 different -> 3 VP
    a, b, c = give_colony(state, 0, "Artist Settlement", "Spice World", "Volcanic World", good=True)
    d = give_colony(state, 0, "Plague World", good=True)[0]
    state = choose(state, "trade_consume")
    state = play(state, Pass())
    legal = [x for x in ENGINE.legal_actions(state) if x.source == "diversified_economy"]
    assert Consume(source="diversified_economy", index=0, worlds=tuple(sorted((a, c, d)))) in legal
    assert all(len({tile(w).goods for w in x.worlds}) == 3 for x in legal)
    state = play(state, Consume(source="diversified_economy", index=0, worlds=tuple(sorted((a, c, d)))))
    assert state.vp[0] == 1 + 3 and state.goods[0] == (b,)
    state = play(state, Consume(source=state.colonies[0][0], index=1, worlds=(b,)))
    assert state.vp[0] == 5 and state.active == [1]


def test_pay_to_produce_here_is_a_choice():
    state = new(2)
    home(state, 0, "Damaged Alien Factory")  # produces only if you pay 1
    state.credits[0] = 2
    state = choose(state, "produce")
    assert state.step == "produce_pay" and state.active == [0]
    state = play(state, PayProduce(world=state.colonies[0][0]))
    assert state.credits[0] == 1 and state.colonies[0][0] in state.goods[0]


def test_colonist_for_temporary_military_once_per_settle():
    state = new(2)
    home(state, 0, "Old Earth")
    give_dev(state, 0, "New Military Tactics")  # return a colonist: +3 temporary Military
    give_unsettled(state, 0, "Rebel Underground")  # defense 3, 1 colonist
    state.colonists = [1, 0]  # + 1 bonus colonist = 2
    state = choose(state, "settle")
    boost = Boost(source="new_military_tactics", index=0)
    state = play(state, boost)
    assert state.temp_mil == 3 and state.colonists[0] == 1 and boost not in ENGINE.legal_actions(state)
    state = play(state, Settle(world=wid("Rebel Underground")))
    assert wid("Rebel Underground") in state.colonies[0] and state.colonists[0] == 0


def test_extra_recruits_and_colonists_after_settle():
    state = new(2)
    give_dev(state, 1, "Colony Ship")
    state = choose(state, "settle")
    state = play(state, Pass(), Recruit())
    assert state.colonists[1] == 3
    state = new(2)
    give_dev(state, 0, "Pan-Galactic League")  # after you settle a Genes world, gain 1 colonist
    give_unsettled(state, 0, "Pre-Sentient Race")  # genes windfall, cost 2
    state = choose(state, "settle")
    state = play(state, Settle(world=wid("Pre-Sentient Race")))
    assert state.colonists[0] == 1


def test_explore_bag_draws_and_decline_leave_conservation():
    state = new(4)
    state = choose(state, "explore")
    state = play(state, Pass(), Pass(), Pass(), Pass(), Pass())
    assert ENGINE.invariants(state) == [] and len(state.bag) == 60
