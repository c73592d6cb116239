"""The solo robot (project edition, rules.md "Solo against the robot"): one test per rule, on
small stacked states, plus determinism, hidden information and saves."""

from __future__ import annotations

import pytest

from boardgames_tui import saves
from boardgames_tui.bots import decide
from boardgames_tui.engine.api import HIDDEN, BadOptions, IllegalAction, Seat
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers.actions import Choose, Pass, RobotStep
from boardgames_tui.engine.new_frontiers.content import tile
from boardgames_tui.engine.new_frontiers.robot_deck import cards, rating, rules
from boardgames_tui.engine.new_frontiers.state import NFState
from boardgames_tui.engine.new_frontiers.turn import advance
from boardgames_tui.engine.rng import Rng

from .builders import give_colony, give_dev, give_unsettled, home, top_of_bag, wid

ROBOT = 1
STEP = RobotStep()


def solo(seed: int = 1, robot_first: bool = False, deck: tuple[str, ...] = (), **options) -> NFState:
    """A solo game (Ann and the robot), Ann on the first space unless `robot_first`; `deck` goes
    on top of the robot's role deck in that order."""
    state = ENGINE.new_game([Seat(name="Ann")], seed=seed, options=options or None)
    state.priority = [1, 0] if robot_first else [0, 1]
    state.credits = [3, 4] if not robot_first else [4, 3]
    if deck:
        rest = [c for c in state.robot_deck if c not in deck]
        state.robot_deck = (*deck, *rest)
    advance(state)
    return state


def robot_acts(state: NFState, times: int = 1) -> NFState:
    for _ in range(times):
        assert state.actor == ROBOT, state.prompt.text
        assert ENGINE.legal_actions(state) == [STEP]
        state = ENGINE.apply(state, STEP)
    return state


def until(state: NFState, done) -> NFState:
    """Play on (the robot by its rules, Ann passing where she can) until `done(state)`."""
    while not done(state):
        if state.actor == ROBOT:
            state = ENGINE.apply(state, STEP)
        else:
            legal = ENGINE.legal_actions(state)
            state = ENGINE.apply(state, Pass() if Pass() in legal else legal[0])
    return state


def text(state: NFState) -> str:
    return "\n".join(line.text for line in state.log)


def card_with(first: str, then: str) -> str:
    return next(c.id for c in rules().cards if c.first == first and c.then == then)


# ----------------------------------------------------------------- the seat


def test_a_one_seat_game_adds_the_robot_as_an_automa_seat_with_a_shuffled_deck():
    assert ENGINE.min_players == 1 and ENGINE.has_automa
    state = ENGINE.new_game([Seat(name="Ann")], seed=5)
    assert [s.name for s in state.seats] == ["Ann", "Robot"] and state.seats[1].kind == "automa"
    assert state.robot == 1 and state.robot_drawn == ()
    assert sorted(state.robot_deck) == sorted(cards()) and len(state.robot_deck) == 12
    # the robot counts as a player for setup: the 2-player numbers
    assert state.vp_supply == 24 and state.colonist_supply == 24 and set(state.supply.values()) <= {1}
    assert ENGINE.new_game([Seat(name="Robot")], seed=5).seats[1].name == "Robot 2"
    named = ENGINE.new_game([Seat(name="Ann"), Seat(name="Hal", kind="automa")], seed=5)
    assert named.robot == 1 and named.seats[1].name == "Hal"


@pytest.mark.parametrize("seats", [
    [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Hal", kind="automa")],
    [Seat(name="Hal", kind="automa")],
    [Seat(name="Hal", kind="automa"), Seat(name="Ida", kind="automa")],
])
def test_the_robot_only_plays_a_solo_game(seats):
    with pytest.raises(BadOptions, match="solo game"):
        ENGINE.new_game(seats, seed=1)


def test_the_command_line_starts_a_solo_game_from_one_name():
    from boardgames_tui.cli import parse_players

    state = ENGINE.new_game(parse_players("Ann", ENGINE), seed=3)
    assert [s.kind for s in state.seats] == ["human", "automa"]
    state = ENGINE.new_game(parse_players("Ann,automa", ENGINE), seed=3)
    assert state.robot == 1 and state.seats[1].name == "Automa"


def test_only_the_robot_takes_robot_steps_and_it_takes_nothing_else():
    state = solo()
    assert state.actor == 0 and RobotStep() not in ENGINE.legal_actions(state)
    with pytest.raises(IllegalAction, match="not its turn"):
        ENGINE.apply(state, STEP)
    with pytest.raises(ValueError):
        ENGINE.automa_action(state)
    state = ENGINE.apply(state, Choose(role="retreat"))
    assert state.actor == ROBOT and ENGINE.automa_action(state) == STEP
    with pytest.raises(IllegalAction, match="Robot's turn"):
        ENGINE.apply(state, Choose(role="develop"))
    assert ENGINE.describe(state, STEP) == "Robot: draw a role card and select its action tile"


# ----------------------------------------------------------------- role selection


def test_the_robot_selects_the_first_tile_of_the_card_it_draws():
    card = card_with("develop", "settle")
    state = robot_acts(solo(robot_first=True, deck=(card,)))
    assert state.robot_drawn == (card,) and len(state.robot_deck) == 11
    assert state.chosen == {"develop": ROBOT} and state.role == "develop"
    assert "Robot selects Develop (its role deck: Develop, else Settle · 11 cards left)" in text(state)


def test_the_robot_takes_the_second_tile_when_the_first_is_taken():
    card = card_with("develop", "settle")
    state = ENGINE.apply(solo(deck=(card,)), Choose(role="develop"))
    state = until(state, lambda st: st.actor == ROBOT and st.step == "choose")
    state = robot_acts(state)
    assert state.chosen["settle"] == ROBOT
    assert "its role deck: Develop (taken), else Settle" in text(state)


def test_when_both_tiles_are_taken_the_robot_takes_the_first_free_tile_in_its_fixed_order():
    card = card_with("develop", "settle")
    state = solo(deck=(card,))
    state.chosen = {"develop": 0, "settle": 0}
    state.selections = [0]
    advance(state)
    state = robot_acts(state)
    assert rules().fallback[:3] == ("settle", "develop", "produce")
    assert "Robot selects Produce (its role deck: Develop, else Settle, both taken: the first free tile" in text(state)


def test_an_empty_role_deck_is_shuffled_again_with_every_card():
    state = solo(robot_first=True)
    state.robot_drawn = state.robot_deck[:-1]
    state.robot_deck = state.robot_deck[-1:]
    last = state.robot_deck[0]
    state = robot_acts(state)
    assert state.robot_deck == () and state.robot_drawn[-1] == last and "0 cards left" in text(state)
    # next round: the robot selects first again after the reshuffle
    state.chosen, state.selections, state.role, state.step, state.queue = {}, [], "", "choose", []
    advance(state)
    state = robot_acts(state)
    assert "Robot shuffles its role deck" in text(state)
    assert len(state.robot_drawn) == 1 and sorted(state.robot_deck + state.robot_drawn) == sorted(cards())


def test_galaxy_goals_stands_in_for_retreat_on_the_robots_cards():
    state = robot_acts(solo(robot_first=True, deck=(card_with("retreat", "develop"),), galaxy_goals=True))
    assert state.chosen == {"galaxy_goals": ROBOT}
    state = robot_acts(state, 2)  # keep the first goal drawn, put the next at the bottom
    assert state.goals_down[ROBOT] and not state.goal_drawn


# ----------------------------------------------------------------- worlds


def explore_state(*worlds: str, mat: tuple[str, ...] = ()) -> NFState:
    state = solo(robot_first=True, deck=(card_with("explore", "settle"),))
    give_unsettled(state, ROBOT, *mat)
    top_of_bag(state, *worlds)
    return robot_acts(state)  # the robot selects Explore; the display is exactly `worlds`


def test_explore_the_robot_takes_the_most_vp_it_could_settle_or_conquer():
    state = explore_state("Rebel Homeworld", "Deserted Alien Library", "Galactic Resort")
    assert state.display and state.actor == ROBOT
    state = robot_acts(state)
    assert state.unsettled[ROBOT] == (wid("Deserted Alien Library"),)  # 5 VP; Rebel Homeworld (7) has defense 7
    assert "Robot takes Deserted Alien Library (robot: the most VP among worlds it can settle or conquer)" in text(state)


def test_explore_equal_vp_production_first_then_the_cheaper():
    state = robot_acts(explore_state("Galactic Resort", "Comet Zone", "Mining World"))
    assert state.unsettled[ROBOT] == (wid("Comet Zone"),)  # 2 VP each: production before windfall, display order


def test_explore_a_military_world_within_the_robots_military_is_taken():
    state = explore_state("Rebel Underground", "Galactic Resort")
    give_dev(state, ROBOT, "Space Marines")
    home(state, ROBOT, "New Sparta")  # +2 and +2: Military 4 against defense 3
    state = robot_acts(state)
    assert state.unsettled[ROBOT] == (wid("Rebel Underground"),)


def test_explore_the_robot_passes_when_nothing_can_be_settled():
    state = robot_acts(explore_state("Rebel Homeworld", "Rebel Base"))
    assert state.unsettled[ROBOT] == () and "Robot passes (robot: no world here it could settle or conquer)" in text(state)


def test_over_eight_worlds_the_robot_discards_its_least_valuable_one():
    mat = ("Comet Zone", "Destroyed World", "Mining World", "New Earth", "Hive World", "Galactic Resort", "Merchant World", "Tourist World")
    state = explore_state("Alien Data Repository", mat=mat)
    state = robot_acts(state)  # takes the 6-VP world: 9 on the mat
    state = until(state, lambda st: st.step == "discard" and st.actor == ROBOT)
    state = robot_acts(state)
    assert wid("Destroyed World") not in state.unsettled[ROBOT] and len(state.unsettled[ROBOT]) == 8
    assert "Robot discards Destroyed World into the bag (robot: its explored world worth least" in text(state)


def settle_state(credits: int, colonists: int, *worlds: str) -> NFState:
    state = solo(robot_first=True, deck=(card_with("settle", "develop"),))
    give_unsettled(state, ROBOT, *worlds)
    state.credits[ROBOT] = credits
    state.colonists[ROBOT] = colonists - 1  # the Settle bonus brings one
    return robot_acts(state)


def test_settle_the_robot_settles_its_best_world_it_can_pay_for():
    state = settle_state(5, 2, "Deserted Alien Library", "Deserted Alien Colony", "Galactic Resort")
    state = robot_acts(state)
    assert wid("Deserted Alien Colony") in state.colonies[ROBOT] and state.credits[ROBOT] == 0
    assert "Robot settles Deserted Alien Colony for 5 credits and 2 colonists (+4 VP · robot: its best world it can settle)" in text(state)


def test_settle_without_a_world_the_robot_recruits_when_short_of_colonists_else_passes():
    state = robot_acts(settle_state(0, 1, "Deserted Alien Colony"))
    assert state.colonists[ROBOT] == 3 and "Robot recruits 2 colonists (robot: no world it can settle" in text(state)
    state = robot_acts(settle_state(0, 2, "Deserted Alien Colony"))
    assert state.colonists[ROBOT] == 2 and "Robot passes (robot: no world it can settle)" in text(state)


def test_the_robot_never_buys_temporary_military():
    state = settle_state(9, 2, "Rebel Underground")
    give_dev(state, ROBOT, "Contact Specialist")
    assert state.step == "settle" and state.actor == ROBOT
    state = robot_acts(state)
    assert state.temp_mil == 0 and state.credits[ROBOT] == 9 and wid("Rebel Underground") in state.unsettled[ROBOT]


# ----------------------------------------------------------------- developments


def test_develop_the_robot_builds_the_cheapest_it_can_afford_most_vp_of_equals():
    state = solo(robot_first=True, deck=(card_with("develop", "settle"),))
    state.credits[ROBOT] = 3
    state = robot_acts(state, 2)  # select, build (chooser: 1 less)
    built = state.devs[ROBOT]
    assert len(built) == 1 and tile(built[0]).cost == 1 and tile(built[0]).vp == 1  # a cost-1 development, now free
    assert state.credits[ROBOT] == 3
    assert "(+1 VP · robot: the cheapest development it can afford)" in text(state)


def test_develop_the_robot_passes_a_turn_it_cannot_afford():
    state = solo(robot_first=True, deck=(card_with("develop", "settle"),))
    state.credits[ROBOT] = 0
    for d in list(state.supply):
        if (tile(d).cost or 0) <= 1:
            state.supply[d] = 0
    state = robot_acts(state)
    assert "Robot cannot afford a development" in text(state) and state.actor == 0


# ----------------------------------------------------------------- goods


def test_produce_the_robot_fills_its_most_valuable_windfall_and_pays_to_produce():
    state = solo(robot_first=True, deck=(card_with("produce", "settle"),))
    give_colony(state, ROBOT, "Galactic Resort", "Deserted Alien Outpost")
    state = robot_acts(state)
    if state.actor == ROBOT:
        state = robot_acts(state)
    assert wid("Deserted Alien Outpost") in state.goods[ROBOT] and wid("Galactic Resort") not in state.goods[ROBOT]
    assert "(robot: the most valuable good)" in text(state)


def test_trade_the_robot_sells_its_most_valuable_good_then_consumes_for_most_vp():
    state = solo(robot_first=True, deck=(card_with("trade_consume", "produce"),))
    home(state, ROBOT, "Old Earth")  # Trade +1; Consume: 1 good -> 1 VP
    give_colony(state, ROBOT, "Deserted Alien Outpost", "Galactic Resort", good=True)
    state = robot_acts(state)  # select: +1 VP chip
    state = robot_acts(state)  # sell the alien good: 4 + 1
    assert state.credits[ROBOT] == 3 + 5 and wid("Deserted Alien Outpost") not in state.goods[ROBOT]
    assert "Robot sells the alien good of Deserted Alien Outpost for 5 credits (robot: it sells its most valuable good)" in text(state)
    state = robot_acts(state)  # consume the novelty for 1 VP
    assert state.goods[ROBOT] == () and state.vp[ROBOT] == 2
    assert "(+1 VP · robot: the power that gives most VP)" in text(state)


# ----------------------------------------------------------------- scoring and rating


def finished(seed: int, bot: str = "greedy") -> tuple[NFState, list]:
    state = ENGINE.new_game([Seat(name="Ann", kind="bot", bot=bot)], seed=seed)
    record = []
    while not state.finished:
        action = decide(ENGINE, state, state.seats[state.actor])
        record.append(action)
        state = ENGINE.apply(state, action)
    return state, record


def test_the_robot_scores_normally_and_can_win_and_the_notes_rate_the_margin():
    outcomes = set()
    for seed, bot in [(k, b) for k in range(1, 5) for b in ("greedy", "random")]:
        state, _ = finished(seed, bot)
        sheet = ENGINE.scores(state)
        robot = next(r for r in sheet.seats if r.seat == ROBOT)
        assert robot.total == state.vp[ROBOT] + sum(tile(w).vp for w in state.colonies[ROBOT]) + robot.breakdown["developments"] + robot.breakdown["bonuses"]
        margin = sheet.total(0) - sheet.total(ROBOT)
        assert sheet.notes[0].startswith(f"Margin over the robot: {margin:+d}") and rating(margin) in sheet.notes[0]
        assert sum(line.startswith("▶") for line in sheet.notes) == 1
        outcomes.add(tuple(sheet.winners))
    assert (ROBOT,) in outcomes and (0,) in outcomes  # the robot wins some (against random play), loses some


def test_the_rating_table_goes_up_with_the_margin():
    table = rules().rating
    assert [r.margin for r in table] == sorted(r.margin for r in table)
    assert rating(-50) == table[0].label and rating(table[-1].margin) == table[-1].label
    assert rating(table[1].margin - 1) == table[0].label and rating(table[1].margin) == table[1].label


def test_every_robot_component_is_project_edition():
    assert rules().edition == "project"
    assert all(c.edition == "project" for c in rules().cards) and all(r.edition == "project" for r in rules().rating)


# ----------------------------------------------------------------- determinism, information, saves


def test_same_seed_same_solo_game_byte_for_byte():
    one, rec_one = finished(17)
    two, rec_two = finished(17)
    assert rec_one == rec_two and one.model_dump_json() == two.model_dump_json()
    other = ENGINE.new_game([Seat(name="Ann")], seed=18)
    assert other.robot_deck != ENGINE.new_game([Seat(name="Ann")], seed=17).robot_deck


def test_the_view_hides_the_deck_order_and_determinize_fills_it_from_the_undrawn_cards():
    state = robot_acts(solo(robot_first=True))
    for seat in (0, ROBOT, None):
        view = ENGINE.view(state, seat)
        assert view.robot_deck == (HIDDEN,) * 11 and view.robot_drawn == state.robot_drawn
    view = ENGINE.view(state, 0)
    fills = [ENGINE.determinize(view, Rng.from_seed(k)) for k in range(6)]
    for world in fills:
        assert sorted(world.robot_deck) == sorted(c for c in cards() if c not in state.robot_drawn)
        assert ENGINE.invariants(world) == [] and ENGINE.view(world, 0).model_dump() == view.model_dump()
    assert len({tuple(w.robot_deck) for w in fills}) > 1


def test_games_without_the_robot_save_exactly_as_before():
    state = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    assert not {"robot", "robot_deck", "robot_drawn"} & set(state.model_dump())
    assert '"robot' not in state.model_dump_json()


def test_a_solo_game_saves_loads_and_replays(tmp_path):
    state, record = finished(4, bot="random")
    path = tmp_path / "solo.json"
    seats = [Seat(name="Ann", kind="bot", bot="random")]
    saves.save(path, ENGINE, seats, ENGINE.Options(), 4, record, state)
    loaded = saves.load(path)
    assert loaded.state.model_dump() == state.model_dump() and [s.kind for s in loaded.seats] == ["bot", "automa"]
