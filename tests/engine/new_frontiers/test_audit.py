"""Audit against the brief: boundaries and rules the first test pass did not pin down."""

import pytest

from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import Consume, Develop, Keep, Pass, PayProduce, Settle
from boardgames_tui.engine.new_frontiers.content import tile
from boardgames_tui.engine.new_frontiers.scoring import bonus_of

from .builders import choose, give_colony, give_dev, give_unsettled, home, new, play, wid


def test_track_change_mid_round_sets_the_order_of_later_resolutions():
    # §4: Envoys moves its chooser at once; later resolutions this round use the new track
    state = new(3)
    state.credits = [9, 9, 9]
    state = choose(state, "retreat")  # Ann
    state = choose(state, "envoys")  # Bob: track becomes Bob, Ann, Cem
    assert state.priority == [1, 0, 2]
    state = choose(state, "develop")  # Cem
    order = []
    while state.step != "choose":
        order.append(state.active[0])
        state = play(state, Pass())
    assert order == [2, 1, 0]  # chooser first, then track order after Cem wrapping round (not 2, 0, 1)


def test_galaxy_goals_chooser_already_first_does_not_move():
    state = new(3, galaxy_goals=True)
    state = choose(state, "galaxy_goals")
    assert state.priority == [0, 1, 2] and state.credits[0] == 4
    state = play(state, Keep(goal=state.goal_drawn[0]))
    assert state.goals_down[0] and state.step == "goal_bottom"


def test_ten_development_units_do_not_trigger_eleven_do():
    state = new(2)
    give_dev(state, 0, "Galactic Federation", "Rebel Lords", "Trade League", "Mining League")  # 8 units
    state.credits = [20, 20]
    state = choose(state, "develop")
    state = play(state, Develop(dev="investment_credits"))  # 9 units
    state = play(state, Pass())
    assert not state.final_round
    state = choose(state, "retreat")  # Bob
    state = choose(state, "develop")  # round 2: Ann
    state = play(state, Develop(dev="export_duties"))  # 10 units
    assert not state.final_round
    state = play(state, Pass())
    state = choose(state, "envoys")  # Bob moves first
    state = choose(state, "develop")  # round 3: Bob
    state = play(state, Pass())
    assert state.active == [0]
    state = play(state, Develop(dev="space_marines"))  # Ann: 11 units
    assert state.final_round and state.end_reason == ("developments",)


def test_seventh_colony_does_not_trigger():
    state = new(2)
    give_colony(state, 0, "Artist Settlement", "Spice World", "Gem World", "Secluded World", "New Vinland")
    give_unsettled(state, 0, "Devolved Uplift Race")
    state = choose(state, "settle")
    state = play(state, Settle(world=wid("Devolved Uplift Race")))
    assert len(state.colonies[0]) == 7 and not state.final_round


def test_a_consume_power_is_used_at_most_its_times_limit():
    # Consumer Markets: 1 Novelty good -> 1 VP, up to 3x; a 4th Novelty good stays
    state = new(2)
    home(state, 0, "New Sparta")  # no good, no consume power
    give_dev(state, 0, "Consumer Markets")
    goods = give_colony(state, 0, "Artist Settlement", "Spice World", "Gem World", "Imperium Survey HQ", good=True)
    state = choose(state, "trade_consume")
    state = play(state, Pass())  # no trade
    for g in goods[:3]:
        state = play(state, Consume(source="consumer_markets", index=0, worlds=(g,)))
    assert state.vp[0] == 1 + 3  # chooser bonus + 3 uses
    assert state.goods[0] == (goods[3],) and state.active == [1]  # Ann's consumption is over


def test_trade_bonus_with_a_kind_filter_applies_only_to_that_kind():
    # Genetics Lab: +1 credit when the good sold is Genes; a Rare good sells for 2 only
    state = new(2)
    home(state, 0, "New Sparta")
    give_dev(state, 0, "Genetics Lab")
    rare, genes = give_colony(state, 0, "Volcanic World", "Hive World", good=True)
    c = state.credits[0]
    state = choose(state, "trade_consume")
    from boardgames_tui.engine.new_frontiers.actions import Trade

    after = play(state, Trade(world=rare))
    assert after.credits[0] == c + 2
    after = play(state, Trade(world=genes))
    assert after.credits[0] == c + 3 + 1


@pytest.mark.parametrize(
    "large, expected",
    [
        ("rebel_lords", 2 * 2 + 1 * 1),  # Rebel Miners, Rebel Warrior Race; Runaway Robots
        ("galactic_federation", 2 * 1 + 1 * 4),  # itself; 4 small developments
        ("galactic_renaissance", 7 // 3 + 2 * 1),  # 7 VP chips; Consumer Markets has a consume power
        ("trade_league", 2 * 2 + 1 * 2),  # Export Duties + itself; Old Earth, Spice World
        ("new_galactic_order", 2 + 1 + 2),  # Space Marines, Rebel Warrior Race, itself (Mining Robots' +1 is type-limited)
        ("mining_league", 2 * 2 + 1 * 1 + 2),  # Rebel Miners, Volcanic World; Runaway Robots; owns Mining Robots
        ("uplift_code", 3 * 0 + 1 * 1),  # no Uplift colony; Rebel Warrior Race is a non-Uplift Genes world
        ("prospecting_guild", 2 * 3 + 1 * 3),  # 3 Rare colonies; Old Earth, Rebel Warrior Race, Spice World
        ("merchant_guild", 2 * 3),  # Rebel Miners, Spice World, Volcanic World produce
        ("terraforming_guild", 2 * 2),  # Runaway Robots, Rebel Warrior Race are windfall
        ("galactic_survey_seti", 6 + 0 + 1),  # 6 colonies; no Explore world; itself has an Explore power
    ],
)
def test_large_development_end_game_bonus_exact_numbers(large, expected):
    state = new(2)
    home(state, 0, "Old Earth")
    give_colony(state, 0, "Rebel Miners", "Runaway Robots", "Rebel Warrior Race", "Spice World", "Volcanic World")
    give_dev(state, 0, "Space Marines", "Export Duties", "Mining Robots", "Consumer Markets")
    state.devs[0] = (*state.devs[0], large)
    state.vp[0] = 7
    assert bonus_of(state, 0, large) == expected, [e for e in tile(large).endgame]


@pytest.mark.parametrize("role", ["retreat", "envoys"])
def test_after_an_instant_role_the_next_seat_is_selecting(role):
    # Retreat and Envoys resolve at once: the status and state show a selection, not that role
    state = new(3)
    state = choose(state, role)
    assert state.step == "choose" and state.active == [1]
    assert state.role == "" and state.chooser == -1
    assert ENGINE.status(state) == "Round 1 · selecting"
    assert state.chosen == {role: 0}


@pytest.mark.parametrize("world, price", [("Artist Settlement", 1), ("Volcanic World", 2), ("Hive World", 3), ("Alien Robotic Factory", 4)])
def test_selling_prices_novelty_1_rare_2_genes_3_alien_4(world, price):
    state = new(2)
    home(state, 0, "New Sparta")  # no trade bonus
    w = give_colony(state, 0, world, good=True)[0]
    c = state.credits[0]
    state = choose(state, "trade_consume")
    from boardgames_tui.engine.new_frontiers.actions import Trade

    state = play(state, Trade(world=w))
    assert state.credits[0] == c + price


def test_r8_unsettled_worlds_score_nothing():
    state = new(2)
    home(state, 0, "New Sparta")  # 1 VP
    give_unsettled(state, 0, "Rebel Homeworld", "Alien Data Repository")  # 7 and 6 VP if settled
    row = ENGINE.scores(state).seats[0]
    assert row.breakdown["worlds"] == 1 and row.total == 1


def test_two_selections_per_round_only_with_two_players():
    from boardgames_tui.engine.api import BadOptions, Seat

    with pytest.raises(BadOptions):
        ENGINE.new_game([Seat(name=n) for n in ("A", "B", "C")], seed=1, options={"picks_per_player": 2})


def test_temporary_military_reasons_have_numbers():
    from boardgames_tui.engine.new_frontiers.actions import Boost

    state = new(2)
    home(state, 0, "Rebel Cantina")  # pay 1 credit per +1, up to +2
    give_unsettled(state, 0, "Rebel Warrior Race")  # defense 3
    state.credits = [1, 3]
    state.colonists = [0, 0]
    state = choose(state, "settle")  # +1 colonist
    boost = Boost(source=wid("Rebel Cantina"), index=0)
    state = play(state, boost)
    assert ENGINE.why_illegal(state, boost) == "Rebel Cantina costs 1 credit per +1 Military; you have 0"
    state.credits[0] = 5
    state = play(state, boost)
    assert ENGINE.why_illegal(state, boost) == "Rebel Cantina gives at most +2 temporary Military per Settle action"
    other = Boost(source="space_marines", index=0)
    assert ENGINE.why_illegal(state, other) == "Space Marines has no temporary-Military power you can use"
    state = new(2)
    home(state, 0, "Rebel Cantina")
    state = choose(state, "settle")
    assert ENGINE.why_illegal(state, Boost(source=wid("Rebel Cantina"), index=0)) == (
        "no explored military world needs more Military (or you lack its colonists)"
    )


def test_pay_to_produce_reason_has_numbers():
    state = new(2)
    home(state, 0, "Damaged Alien Factory")  # produces only if you pay 1 credit
    state.goods[0] = ()
    state = choose(state, "produce")
    assert state.step == "produce_pay"
    state.credits[0] = 0
    assert ENGINE.why_illegal(state, PayProduce(world=wid("Damaged Alien Factory"))) == (
        "Damaged Alien Factory produces only if you pay 1 credit; you have 0"
    )
    assert ENGINE.why_illegal(state, PayProduce(world=wid("Artist Settlement"))) == (
        "Artist Settlement is not a colony of yours that you pay to produce on"
    )


def test_explore_picks_wrap_round_from_a_middle_chooser_then_the_bonus_pick():
    from boardgames_tui.engine.new_frontiers.actions import Pick

    state = new(3)
    state = choose(state, "retreat")  # Ann
    state = choose(state, "explore")  # Bob
    d = list(state.display)
    seen = []
    for w in d[:3]:
        seen.append(state.active[0])
        state = play(state, Pick(world=w))
    assert seen == [1, 2, 0]
    assert state.step == "explore_bonus" and state.active == [1]
    state = play(state, Pick(world=d[3]))
    assert state.unsettled == [(d[2],), (d[0], d[3]), (d[1],)]
