"""The event module (§16) and its round rules, as a hook called at the start of the round."""

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.engine.planet_unknown.actions import Advance, Choose, Draft, MoveRover, Place, Regress, Rotate, Target
from boardgames_tui.engine.planet_unknown.content import events
from boardgames_tui.engine.planet_unknown.events import EVENTS
from boardgames_tui.engine.planet_unknown.flow import after_rotation, start_turns
from boardgames_tui.engine.rng import Rng

from .builders import E, cell, fill, focus, hand, new, paint, pending, play, tile_id

SOLO_ONLY = {65, 66, 67, 79, 110, 116}


def _reveal(s, card):
    """Make `card` the next event and reveal it, as at the start of a round."""
    for q in s.players:
        q.step, q.pending, q.moves = "", [], 0
    s.event_deck += (card,)
    s.events_on = True
    s.order = [(s.commander + k) % len(s.players) for k in range(len(s.players))]
    rng = Rng(s.rng)
    after_rotation(s, rng)
    s.rng = rng.state
    return focus(s, s.order[0], "event")


def test_solo_deck_is_twenty_cards_of_the_chosen_mix_and_sets_the_target():
    s = new(1, solo_green=10, solo_orange=4, casual_solo=False)
    colours = [events()[e].color for e in s.event_deck]
    assert len(s.event_deck) == 20
    assert (colours.count("green"), colours.count("orange"), colours.count("red")) == (10, 4, 6)
    # 60 + green 7-10 (+6) + orange 3-6 (-1) + red 3-6 (-5)
    assert s.solo_target == 60


def test_solo_target_table():
    assert EVENTS.solo_target((0, 0, 20)) == 60 - 11
    assert EVENTS.solo_target((20, 0, 0)) == 72
    assert EVENTS.solo_target((7, 7, 6)) == 60 + 6 - 2 - 5


def test_multiplayer_deck_leaves_out_solo_only_cards():
    for seed in range(5):
        s = new(3, seed=seed, events=True)
        assert len(s.event_deck) + len(s.events_seen) == 20
        assert not SOLO_ONLY & set(s.event_deck + s.events_seen)


def test_events_off_by_default_in_multiplayer_and_on_in_solo():
    assert new(2).event_deck == ()
    assert len(new(1, casual_solo=False).event_deck) == 20
    assert new(1, casual_solo=True).event_deck == ()


def test_event_is_revealed_after_rotation_before_drafting():
    s = new(3, seed=2, events=True)
    assert s.prompt.kind == "rotate" and s.event == -1
    s = play(s, Rotate(rotation=0))
    assert s.event >= 0 and s.reveals >= 1


def test_advance_event_lets_each_seat_choose():
    s = _reveal(new(2), 74)  # water or civ, with benefits
    assert s.prompt.kind == "resolve"
    seat = s.active[0]
    s = play(s, Advance(item=0, track=1))
    assert s.players[seat].tracks[1] == 1


def test_advance_without_benefits_moves_three_spaces():
    s = _reveal(new(2), 68)
    seat = s.active[0]
    s = play(s, Advance(item=0, track=0))
    assert s.players[seat].tracks[0] == 3 and s.players[seat].civ_claims == ()


def test_regress_only_trackers_that_can_go_back_the_full_amount():
    s = new(2)
    for p in s.players:
        p.tracks = [1, 0, 4, 0, 2]
    s = _reveal(s, 106)  # any tracker, 3 spaces
    legal = E.legal_actions(s)
    assert {a.track for a in legal if isinstance(a, Regress)} == {2}
    seat = s.active[0]
    s = play(s, Regress(item=0, track=2))
    assert s.players[seat].tracks[2] == 1


def test_regress_shrinks_when_no_tracker_can_go_back_fully():
    s = new(2)
    for p in s.players:
        p.tracks = [1, 0, 2, 0, 0]
    s = _reveal(s, 106)
    assert {a.track for a in E.legal_actions(s) if isinstance(a, Regress)} == {2}
    seat = s.active[0]
    s = play(s, Regress(item=0, track=2))
    assert s.players[seat].tracks[2] == 0


def test_regress_is_skipped_when_every_tracker_is_at_zero():
    s = _reveal(new(2), 105)
    assert s.prompt.kind == "draft"


def test_no_edge_round_rule_and_fallback():
    s = _reveal(new(2), 103)
    assert s.event_rule == "no_edge"
    # first tile must touch the edge but may not: the restriction cannot be met, so it is lifted
    assert all(p.unrestricted for p in s.players)
    s2 = new(2)
    paint(s2, 0, tile_id("D2", ("civ", "energy")), 5, 5)
    s2 = _reveal(s2, 103)
    assert not s2.players[0].unrestricted
    s2 = hand(s2, 0, tile_id("D2", ("water", "rover")))
    s2.event_rule = "no_edge"
    assert E.why_illegal(s2, Place(row=5, col=4)) is None
    fill(s2, 0, [cell(5, c) for c in range(6, 11)], "c")
    assert E.why_illegal(s2, Place(row=5, col=11)) == "this round's event forbids touching the planet edge"


def test_no_ice_round_rule():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 5, 1)
    s = hand(s, 0, tile_id("D2", ("water", "rover")))
    s.event_rule = "no_ice"
    assert E.why_illegal(s, Place(row=5, col=0)) == "this round's event forbids covering planetary ice"


def test_one_resource_only_round_rule():
    s = new(2)
    s.event_rule = "one_resource_only"
    s = hand(s, 0, tile_id("D2", ("civ", "energy")))
    s.event_rule = "one_resource_only"
    s = play(s, Place(row=0, col=5))
    assert s.players[0].pending == ["one/adv/0/1/1;adv/0/1/1"]
    s = play(s, Choose(item=0, option=1))
    assert s.players[0].pending == ["adv/0/1/1"]


def test_no_synergy_and_no_milestones_round_rules():
    s = new(2)
    s.players[0].tracks[1] = 2
    s = pending(s, 0, ["adv/1/1/1"])
    s.event_rule = "no_synergy"
    s = play(s, Advance(item=0, track=1))
    assert s.players[0].pending == []
    s = new(2)
    s.players[0].tracks[0] = 2
    s = pending(s, 0, ["adv/0/1/1"])
    s.event_rule = "no_milestones"
    s = play(s, Advance(item=0, track=0))
    assert s.players[0].civ_claims == ()


def test_rovers_avoid_terrain_round_rule():
    s = new(2)
    fill(s, 0, [cell(5, 6)], "w")
    s.players[0].rovers = [cell(5, 5), -1]
    s = pending(s, 0, [], moves=2)
    s.event_rule = "rovers_avoid_water"
    assert E.why_illegal(s, MoveRover(rover=0, direction=1)) == "this round rovers may not move onto water terrain"


def test_no_matching_neighbours_round_rule():
    s = new(2)
    fill(s, 0, [cell(5, 5)], "c")
    s.players[0].tiles = (0,)
    s = hand(s, 0, tile_id("D2", ("civ", "energy")))
    s.event_rule = "no_matching_neighbours"
    lay_civ_bottom = Place(row=3, col=5, rotation=2)  # (3,5) energy, (4,5) civ, next to civ at (5,5)
    assert "same terrain" in E.why_illegal(s, lay_civ_bottom)


def test_meteorite_event_on_an_empty_meteor_icon():
    s = new(2)
    ids = paint(s, 0, tile_id("D2", ("civ", "energy"), meteor=True), 0, 5)
    s.players[0].meteorites = ()
    s = _reveal(s, 95)
    if s.active != [0]:
        s = play(s, *[])
    p = s.players[0]
    assert "meteor-icon" in p.pending or p.meteorites
    _ = ids


def test_rover_loss_event_only_with_two_rovers_out():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), cell(6, 6)]
    s.players[1].rovers = [cell(5, 5), -1]
    s = _reveal(s, 111)
    assert s.players[0].pending == ["rover-destroy"] and s.players[1].pending == []


def test_lose_collected_lifepod_and_meteorite():
    s = new(2)
    s.players[0].lifepods_collected = 2
    s = _reveal(s, 114)
    assert s.players[0].lifepods_collected == 1
    s.players[0].meteorites_collected = 0
    s = _reveal(s, 115)
    assert s.players[0].meteorites_collected == 0


def test_remove_a_random_civ_card_from_each_rank():
    s = new(2)
    before = [len(d) for d in s.civ_decks]
    s = _reveal(s, 112)
    assert [len(d) for d in s.civ_decks] == [n - 1 for n in before]
    assert len(s.civ_removed) == 4


def test_peek_at_the_next_event_is_private():
    s = new(2)
    s.event_deck = (80,)
    s = _reveal(s, 117)
    seat = s.active[0]
    s = play(s, Choose(item=0, option=1))
    assert s.players[seat].peek == 80
    other = 1 - seat
    assert E.view(s, other).players[seat].peek == HIDDEN_ID
    assert all("Gain 1 biomass" not in line.for_seat(other) for line in s.log)


def test_last_event_card_makes_it_the_final_round():
    s = new(2)
    s.event_deck = ()
    s = _reveal(s, 80)
    assert s.last_round


def test_solo_rotation_event():
    s = new(1, casual_solo=False)
    s = _reveal(s, 79)
    assert {a.option for a in E.legal_actions(s) if isinstance(a, Choose)} == set(range(6))
    s = play(s, Choose(item=0, option=3))
    assert s.rotation == 3


def test_solo_shape_removal_event():
    s = new(1, casual_solo=False)
    s = _reveal(s, 116)
    stack = next(a.option for a in E.legal_actions(s) if isinstance(a, Choose))
    s = play(s, Choose(item=0, option=stack))
    assert s.stacks[stack] == () and len(s.removed) >= 11


def test_unplaceable_tile_event_check_happens_before_drafting():
    s = new(2)
    start_turns(s)
    assert s.prompt.kind == "draft" or s.phase == "turn"
    _ = (Draft, Target)


def test_a_civ_card_tile_is_never_left_without_a_placement_by_the_round_rule():
    # No tile yet and "no edge" this round: a first tile must touch the edge, so under the
    # restriction it fits nowhere. Depot Repair still lets the seat take and place a tile:
    # the restriction does not apply to it (as the start-of-round fallback does).
    s = new(3)
    s.event_rule = "no_edge"
    s = pending(s, 0, ["tile/1"], phase="civ")
    choice = next(a for a in E.legal_actions(s) if isinstance(a, Choose))
    s = play(s, choice)
    assert s.prompt.kind == "place"
    assert E.legal_actions(s), "a tile in hand with nowhere to go"
