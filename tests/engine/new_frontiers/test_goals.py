"""Galaxy Goals option (§9, goals.py)."""

from boardgames_tui.engine.api import HIDDEN, put, without
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import Bottom, Choose, Keep
from boardgames_tui.engine.new_frontiers.goals import GOALS

from .builders import choose, give_colony, give_dev, home, new, play


def test_galaxy_goals_replaces_retreat():
    state = new(3, galaxy_goals=True)
    assert "galaxy_goals" in state.roles and "retreat" not in state.roles
    assert len(state.goal_stack) == 8 and state.goals_down == ("", "", "")
    assert Choose(role="retreat") not in ENGINE.legal_actions(state)


def test_galaxy_goals_bonus_credit_move_up_draw_keep_bottom():
    state = new(3, galaxy_goals=True)
    state.goal_stack = ("faction_tolerance", "military_might", "expansion_leader", "technology_leader", "galactic_standard_of_living")
    state = choose(state, "develop")
    while state.step != "choose":
        state = play(state, ENGINE.legal_actions(state)[-1])
    assert state.active == [1]
    r = state.reveals
    c = state.credits[1]
    state = choose(state, "galaxy_goals")
    assert state.credits[1] == c + 1 and state.priority == [1, 0, 2] and state.reveals == r + 1
    assert state.goal_drawn == ("galactic_standard_of_living", "technology_leader", "expansion_leader")
    assert ENGINE.view(state, 0).goal_drawn == (HIDDEN,) * 3
    assert ENGINE.view(state, 1).goal_drawn == state.goal_drawn
    state = play(state, Keep(goal="technology_leader"))
    priv = [line for line in state.log if line.private]
    assert priv and "Technology Leader" in priv[0].private and "Technology" not in priv[0].text
    state = play(state, Bottom(goal="expansion_leader"))
    assert state.goal_stack == ("expansion_leader", "galactic_standard_of_living", "faction_tolerance", "military_might")
    assert state.goals_down == ("", "technology_leader", "")
    assert ENGINE.view(state, 0).goals_down == ("", HIDDEN, "")


def test_placing_a_goal_turns_every_face_down_goal_face_up():
    state = new(2, galaxy_goals=True)
    state.goals_down = ("military_might", "")
    state.goal_stack = without(state.goal_stack, "military_might")
    state = choose(state, "develop")
    while state.step != "choose":
        state = play(state, ENGINE.legal_actions(state)[-1])
    state = choose(state, "galaxy_goals")
    state = play(state, Keep(goal=state.goal_drawn[0]))
    assert "military_might" in state.goals_up and state.goals_down[0] == ""


def test_most_goal_ties_share_and_skip_second_only_at_three_players():
    state = new(3)
    state.vp = [4, 4, 2]
    assert GOALS.points(state, "galactic_standard_of_living") == [5, 5, 0]
    state.vp = [4, 3, 2]
    assert GOALS.points(state, "galactic_standard_of_living") == [5, 2, 0]
    two = new(2)
    two.vp = [4, 3]
    assert GOALS.points(two, "galactic_standard_of_living") == [5, 0]
    state.vp = [0, 0, 0]
    assert GOALS.points(state, "galactic_standard_of_living") == [0, 0, 0]  # minimum 1


def test_military_might_minimum_and_faction_tolerance_table():
    state = new(3)
    home(state, 0, "New Sparta")  # +2
    home(state, 1, "Epsilon Eridani")  # +1
    home(state, 2, "Old Earth")
    give_dev(state, 1, "Space Marines")  # 1 + 2 = 3
    assert GOALS.points(state, "military_might") == [0, 5, 0]  # New Sparta's 2 is below the minimum 3
    home(state, 0, "Imperium Warlord")
    give_colony(state, 0, "Devolved Uplift Race", "Rebel Miners", "Alien Robot Sentry")
    assert GOALS.points(state, "faction_tolerance")[0] == 8


def test_face_up_goals_count_in_scores_and_all_are_revealed_at_the_end():
    state = new(2, galaxy_goals=True)
    state.goals_up = ("expansion_leader",)
    state.goals_down = ("", "technology_leader")
    state.goal_stack = tuple(g for g in state.goal_stack if g not in ("expansion_leader", "technology_leader"))
    give_colony(state, 0, "Artist Settlement")
    give_dev(state, 1, "Space Marines")
    assert ENGINE.scores(state).seats[0].breakdown["goals"] == 5
    assert ENGINE.scores(state).seats[1].breakdown["goals"] == 0
    state.final_round = True
    state = choose(state, "develop")
    while not state.finished:
        state = play(state, ENGINE.legal_actions(state)[-1])
    assert "technology_leader" in state.goals_up
    assert ENGINE.scores(state).seats[1].breakdown["goals"] >= 5


# ----------------------------------------------------------------- stockpile goals


def goals_game(*up):
    state = new(3, galaxy_goals=True)
    for g in up:
        state.goal_stack = without(state.goal_stack, g)
        state.goals_up = (*state.goals_up, g)
    return state


def test_colonial_reserves_stockpiles_a_colonist_after_each_settle_action():
    from boardgames_tui.engine.new_frontiers.actions import Pass, Recruit, Stockpile

    state = goals_game("colonial_reserves")
    state = choose(state, "settle")
    state = play(state, Recruit())  # Ann: 1 bonus + 2
    assert state.step == "stock_col" and state.active == [0]
    state = play(state, Stockpile(n=1))
    assert state.colonists[0] == 2 and state.stock_colonists[0] == 1
    state = play(state, Recruit(), Pass())  # Bob recruits, keeps his colonists
    assert state.stock_colonists[1] == 0 and state.active == [2]
    assert GOALS.points(state, "colonial_reserves") == [1 + 3, 0, 0]


def test_galactic_treasury_stockpiles_credits_after_trading_not_in_tie_break():
    from boardgames_tui.engine.new_frontiers.actions import Stockpile, Trade

    state = goals_game("galactic_treasury")
    home(state, 0, "Old Earth")
    give_colony(state, 0, "Artist Settlement", good=True)
    state.credits[0] = 3
    state = choose(state, "trade_consume")
    state = play(state, Trade(world=state.goods[0][0]))  # 1 + 1 (Old Earth)
    assert state.step == "stock_cr"
    assert ENGINE.why_illegal(state, Stockpile(n=2)) is None
    state = play(state, Stockpile(n=2))
    assert state.credits[0] == 3 and state.stock_credits[0] == 2
    assert GOALS.points(state, "galactic_treasury")[0] == 1 + 3
    assert ENGINE.scores(state).seats[0].tiebreak == [state.credits[0] + len(state.goods[0])]


def test_survey_archive_takes_an_explored_world_face_down_onto_the_mat():
    from boardgames_tui.engine.new_frontiers.actions import Pick

    state = goals_game("survey_archive")
    state = choose(state, "explore")
    w = state.display[0]
    assert Pick(world=w, archive=True) in ENGINE.legal_actions(state)
    state = play(state, Pick(world=w, archive=True))
    assert state.stock_worlds[0] == (w,) and w not in state.unsettled[0]
    assert ENGINE.view(state, 1).stock_worlds[0] == (w,)  # open information by default
    assert GOALS.points(state, "survey_archive") == [2, 0, 0]
    assert ENGINE.invariants(state) == []


def test_archive_is_refused_while_the_goal_is_not_face_up():
    from boardgames_tui.engine.new_frontiers.actions import Pick

    state = new(3, galaxy_goals=True)
    state = choose(state, "explore")
    reason = ENGINE.why_illegal(state, Pick(world=state.display[0], archive=True))
    assert reason == "Survey Archive is not face up, or your stockpile mat already holds 3 worlds"


def test_holder_may_turn_a_stockpile_goal_face_up_when_its_action_is_selected():
    from boardgames_tui.engine.new_frontiers.actions import Pass, Recruit, Reveal

    state = new(3, galaxy_goals=True)
    state.goal_stack = without(state.goal_stack, "colonial_reserves")
    state.goals_down = put(state.goals_down, 2, "colonial_reserves")
    state = choose(state, "settle")
    assert state.step == "reveal" and state.active == [2]
    assert "Colonial" not in state.prompt.text  # the question does not name the hidden goal
    assert ENGINE.describe(state, Reveal()) == "Turn Colonial Reserves face up now"
    state = play(state, Reveal())
    assert state.goals_up == ("colonial_reserves",) and state.step == "settle" and state.active == [0]
    state = play(state, Recruit())
    assert state.step == "stock_col"  # usable in this very action
    other = new(3, galaxy_goals=True)
    other.goal_stack = without(other.goal_stack, "colonial_reserves")
    other.goals_down = put(other.goals_down, 1, "colonial_reserves")
    other = choose(other, "settle")
    other = play(other, Pass())
    assert other.goals_down[1] == "colonial_reserves" and other.step == "settle"


def test_survey_archive_worlds_hidden_with_face_down_option():
    from boardgames_tui.engine.new_frontiers.actions import Pick

    state = new(3, galaxy_goals=True, explored_worlds="face_down")
    state.goal_stack = without(state.goal_stack, "survey_archive")
    state.goals_up = (*state.goals_up, "survey_archive")
    state = choose(state, "explore")
    w = state.display[0]
    state = play(state, Pick(world=w, archive=True))
    assert ENGINE.view(state, 1).stock_worlds[0] == (HIDDEN,)
    assert ENGINE.view(state, 0).stock_worlds[0] == (w,)


def test_survey_archive_takes_at_most_one_world_per_explore_action():
    # goals.json survey_archive: per_action 1 ("one of the worlds they take"); the chooser's bonus pick
    # may not go onto the mat too, but it may in the next Explore action
    from boardgames_tui.engine.new_frontiers.actions import Pass, Pick

    state = goals_game("survey_archive")
    state = choose(state, "explore")
    w1 = state.display[0]
    state = play(state, Pick(world=w1, archive=True), Pass(), Pass())
    assert state.step == "explore_bonus" and state.active == [0]
    w2 = state.display[0]
    assert Pick(world=w2, archive=True) not in ENGINE.legal_actions(state)
    assert ENGINE.why_illegal(state, Pick(world=w2, archive=True)) == (
        "Survey Archive: you already put a world on your stockpile mat in this Explore action"
    )
    state = play(state, Pick(world=w2))
    assert state.stock_worlds[0] == (w1,) and w2 in state.unsettled[0]
    while state.step != "choose":
        state = play(state, ENGINE.legal_actions(state)[-1])
    state = choose(state, "develop")  # the next action: the per-action count starts again
    assert GOALS.can_archive(state, 0) and state.archived == ()


def test_colonial_reserves_after_improved_logistics_settles_the_last_explored_world():
    # Improved Logistics with no second world to settle: the Settle action still ends with the
    # Colonial Reserves question (it used to skip it)
    from boardgames_tui.engine.new_frontiers.actions import Settle, Stockpile

    from .builders import give_dev, give_unsettled

    state = goals_game("colonial_reserves")
    give_dev(state, 0, "Improved Logistics")
    w = give_unsettled(state, 0, "Devolved Uplift Race")[0]  # cost 0, 1 colonist
    state.colonists[0] = 2
    state = choose(state, "settle")  # +1 bonus colonist: 3
    state = play(state, Settle(world=w))
    assert state.step == "stock_col" and state.active == [0]
    state = play(state, Stockpile(n=1))
    assert state.colonists[0] == 1 and state.stock_colonists[0] == 1 and state.active == [1]
