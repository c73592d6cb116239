"""Corporations: the shared side and every unique corporation, per seat."""

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.engine.planet_unknown.actions import Advance, Choose, Draft, Jump, Regress, TakeCiv
from boardgames_tui.engine.planet_unknown.content import CIV, ROVER, TECH, corporations
from boardgames_tui.engine.planet_unknown.corporations import PLAYABLE_CORPORATIONS

from .builders import E, cell, fill, focus, new, pending, play

REPUBLIC = {"corporation_1": "Republic"}


def test_each_seat_chooses_its_corporation():
    s = new(2, **REPUBLIC)
    assert [corporations()[p.corporation].name for p in s.players] == ["Republic", "Universal Coalition"]
    assert s.players[0].rovers == [-1]  # Republic has one rover
    assert PLAYABLE_CORPORATIONS == (
        "Universal Coalition", "Cosmos inc", "Flux Industries", "Horizon Group", "Jump Drive",
        "Makeshift", "Oasis Ultd.", "Republic", "Wormhole Corp",
    )  # every corporation of the data file


def test_republic_civ_milestones_every_two_spaces_with_ranks_1_2_2_3_3_4_4():
    s = new(2, **REPUBLIC)
    s.players[0].tracks = [1, 2, 0, 0, 0]
    s = pending(s, 0, ["adv/0/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (1,)
    # and it costs one other tracker a space (water is the only one above 0)
    assert s.players[0].pending == ["reg/1234/1"]
    assert {a.track for a in E.legal_actions(s) if isinstance(a, Regress)} == {1}
    s = play(s, Regress(item=0, track=1))
    assert s.players[0].tracks[1] == 1
    s.players[0].tracks[CIV] = 3
    s = pending(s, 0, ["adv/0/1/1"])
    s.players[0].civ_claims = ()
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (2,)  # second milestone: rank 2
    s.players[0].tracks[CIV] = 5
    s = pending(s, 0, ["adv/0/1/1"])
    s.players[0].civ_claims = ()
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (2,)  # third milestone: rank 2 again


def test_universal_coalition_techs_do_not_apply_to_republic():
    s = new(2, **REPUBLIC)
    s.players[0].tracks[TECH] = 3
    from boardgames_tui.engine.planet_unknown.corporations import ability

    assert not ability(s.players[0], "free_placement") and ability(s.players[0], "civ_tile_moves")
    assert ability(s.players[1], "free_placement") is False  # tracker at 0


def test_republic_tech_1_civ_tile_gives_movement_when_taken():
    from boardgames_tui.engine.planet_unknown.content import tiles
    from boardgames_tui.engine.planet_unknown.lookups import depot_stacks

    s = new(2, **REPUBLIC)
    p = s.players[0]
    p.tracks[TECH] = 3
    p.tracks[ROVER] = 4  # "move 2" is printed here
    p.rovers = [cell(5, 5)]
    inner, _ = depot_stacks(s, 0)
    civ_tile = next(t for t in s.stacks[inner] if "civ" in tiles()[t].resources)
    s.stacks[inner] = tuple(t for t in s.stacks[inner] if t != civ_tile) + (civ_tile,)
    for q in s.players:
        q.step, q.pending = "", []
    p.step = "draft"
    s = focus(s, 0, "turn")
    s = play(s, Draft(stack=inner))
    assert s.players[0].moves == 2 and s.prompt.kind == "place"


def test_republic_tech_2_adds_the_first_card_of_the_next_rank():
    s = new(2, **REPUBLIC)
    s.players[0].tracks[TECH] = 5
    for q in s.players:
        q.step, q.pending = "", []
    s.players[0].civ_claims = (1,)
    s = focus(s, 0, "civ")
    cards = {a.card for a in E.legal_actions(s)}
    assert cards == set(s.civ_decks[0]) | {s.civ_decks[1][0]}
    s = play(s, TakeCiv(card=s.civ_decks[1][0]))
    assert len(s.civ_decks[1]) == 2


def test_republic_tech_3_jump_between_civ_squares():
    s = new(2, **REPUBLIC)
    p = s.players[0]
    p.tracks[TECH] = 7
    fill(s, 0, [cell(5, 2), cell(8, 8)], "c")
    p.rovers = [cell(5, 2)]
    s = pending(s, 0, [], moves=1)
    assert Jump(rover=0, cell=cell(8, 8)) in E.legal_actions(s)
    s = play(s, Jump(rover=0, cell=cell(8, 8)))
    assert s.players[0].rovers == [cell(8, 8)] and s.players[0].moves == 0
    s = pending(s, 0, [], moves=1)
    assert "civ terrain" in E.why_illegal(s, Jump(rover=0, cell=cell(5, 5)))


def test_republic_tech_4_synergy_with_each_civ_card():
    s = new(2, **REPUBLIC)
    s.players[0].tracks[TECH] = 10
    for q in s.players:
        q.step, q.pending = "", []
    s.players[0].civ_claims = (1,)
    s = focus(s, 0, "civ")
    card = next(c for c in s.civ_decks[0] if c in (6, 7, 29, 33)) if any(c in (6, 7, 29, 33) for c in s.civ_decks[0]) else s.civ_decks[0][0]
    s = play(s, TakeCiv(card=card))
    assert "adv/01234/1/1" in s.players[0].pending


def test_republic_tech_5_keeps_two_remaining_civ_cards_at_the_end():
    s = new(2, **REPUBLIC)
    s.players[0].tracks[TECH] = 14
    from boardgames_tui.engine.planet_unknown.flow import start_final

    for q in s.players:
        q.step, q.pending = "", []
    start_final(s)
    assert s.players[0].pending == ["civ-pick", "civ-pick"]
    s = focus(s, s.order[0], "final")
    if s.active != [0]:
        s = focus(s, 0, "final")
    box_card = s.civ_box[0]
    s = play(s, Choose(item=0, option=box_card))
    assert box_card in s.players[0].civ_cards and box_card not in s.civ_box


def test_end_game_cards_and_private_objectives_revealed_at_the_end():
    s = new(2, private_objectives=True)
    s.players[1].civ_cards = (7,)
    s.players[1].objectives = (3,)
    assert E.view(s, 0).players[1].civ_cards == (HIDDEN_ID,)
    s.phase = "over"
    s.finished = True
    v = E.view(s, 0)
    assert v.players[1].civ_cards == (7,) and v.players[1].objectives == (3,)
    _ = Draft


HORIZON = {"corporation_1": "Horizon Group"}


def test_horizon_has_four_rovers_and_its_own_rover_track():
    s = new(2, **HORIZON)
    assert s.players[0].rovers == [-1, -1, -1, -1]
    s.players[0].rovers = [cell(5, 5), -1, -1, -1]
    s.players[0].tracks[ROVER] = 15
    s = pending(s, 0, ["adv/3/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    assert s.players[0].moves == 5  # past the top: its own "move 5"


def test_horizon_rovers_carry_meteorites_to_a_rover_icon():
    from boardgames_tui.engine.planet_unknown.actions import MoveRover

    s = new(2, **HORIZON)
    p = s.players[0]
    fill(s, 0, [cell(5, 5), cell(5, 6)], "c")
    fill(s, 0, [cell(5, 7)], "R")
    p.meteorites = (cell(5, 6),)
    p.rovers = [cell(5, 5), -1, -1, -1]
    s = pending(s, 0, [], moves=3)
    s = play(s, MoveRover(rover=0, direction=1))
    p = s.players[0]
    assert p.meteorites == () and p.carrying[0] == 1 and p.meteorites_collected == 0
    s = play(s, MoveRover(rover=0, direction=1))
    p = s.players[0]
    assert p.carrying[0] == 0 and p.meteorites_collected == 1


def test_horizon_tech_1_rover_tiles_ignore_placement_restrictions():
    from boardgames_tui.engine.planet_unknown.actions import Place

    from .builders import hand, tile_id

    s = new(2, **HORIZON)
    s.players[0].tracks[TECH] = 3
    s = hand(s, 0, tile_id("D2", ("rover", "tech")))
    s.event_rule = "no_ice"
    assert E.why_illegal(s, Place(row=5, col=5)) is None  # away from the edge, on ice
    s = hand(s, 0, tile_id("D2", ("civ", "energy")))
    assert E.why_illegal(s, Place(row=5, col=5)) is not None


def test_horizon_tech_5_optional_rover_advance_each_turn():
    from boardgames_tui.engine.planet_unknown.lookups import depot_stacks

    s = new(2, **HORIZON)
    p = s.players[0]
    p.tracks[TECH] = 14
    for q in s.players:
        q.step, q.pending = "", []
    p.step = "draft"
    s = focus(s, 0, "turn")
    inner, _ = depot_stacks(s, 0)
    s = play(s, Draft(stack=inner))
    assert "advopt/3" in s.players[0].pending


COSMOS = {"corporation_1": "Cosmos inc"}


def test_cosmos_parks_a_collected_lifepod_and_trackers_skip_it():
    from boardgames_tui.engine.planet_unknown.actions import MoveRover

    s = new(2, **COSMOS)
    p = s.players[0]
    assert p.rovers == [-1]
    p.rovers = [cell(4, 2)]
    s = pending(s, 0, [], moves=1)
    s = play(s, MoveRover(rover=0, direction=3))  # onto the lifepod at (4,1)
    assert s.players[0].lifepods_collected == 1 and s.players[0].pending == ["pod-park"]
    s = play(s, Choose(item=0, option=0 * 16 + 3))  # on civ space 3 (a civ milestone)
    p = s.players[0]
    assert p.track_pods == (3,) and p.lifepods_collected == 0
    p.tracks[CIV] = 2
    s = pending(s, 0, ["adv/0/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    p = s.players[0]
    # the tracker jumps over space 3 to 4: no milestone; the lifepod goes back to scoring
    assert p.tracks[CIV] == 4 and p.civ_claims == () and p.track_pods == () and p.lifepods_collected == 1


def test_cosmos_medals_and_techs_under_a_lifepod_do_not_count():
    from boardgames_tui.engine.planet_unknown.corporations import tech_level
    from boardgames_tui.engine.planet_unknown.scoring import track_score

    s = new(2, **COSMOS)
    p = s.players[0]
    p.tracks = [5, 0, 0, 0, 5]
    assert track_score(p) == 2 and tech_level(p) == 2
    p.track_pods = (0 * 16 + 5, 4 * 16 + 5)
    assert track_score(p) == 1 and tech_level(p) == 1


def test_cosmos_tech_1_diagonal_rover_and_tech_4_free_energy_steps():
    from boardgames_tui.engine.planet_unknown.actions import MoveRover

    s = new(2, **COSMOS)
    p = s.players[0]
    p.rovers = [cell(5, 5)]
    s = pending(s, 0, [], moves=2)
    assert "diagonally" in E.why_illegal(s, MoveRover(rover=0, direction=6))
    s.players[0].tracks[TECH] = 10
    fill(s, 0, [cell(6, 6)], "e")
    s = pending(s, 0, [], moves=2)
    s = play(s, MoveRover(rover=0, direction=6))
    assert s.players[0].rovers == [cell(6, 6)] and s.players[0].moves == 2  # energy: no movement spent


def test_cosmos_tech_2_repositions_three_once():
    s = new(2, **COSMOS)
    p = s.players[0]
    p.tracks[TECH] = 4
    p.lifepods_collected = 2
    s = pending(s, 0, ["adv/4/1/1"])
    s = play(s, Advance(item=0, track=TECH))  # tech 5: the second tech
    assert s.players[0].pending == ["pod-move/3"]
    s = play(s, Choose(item=0, option=255))  # from the scoring area ...
    s = play(s, Choose(item=0, option=1 * 16 + 4))  # ... to water 4
    p = s.players[0]
    assert p.track_pods == (20,) and p.lifepods_collected == 1 and p.pending == ["pod-move/2"]


def test_cosmos_a_lifepod_over_a_civ_milestone_does_not_lower_the_next_rank():
    # BGA: the rank of a civ milestone is the one printed there; a skipped milestone under a
    # lifepod gives no card but the next one is still rank 2.
    s = new(2, **COSMOS)
    p = s.players[0]
    p.track_pods = (0 * 16 + 3,)
    p.tracks[CIV] = 5
    s = pending(s, 0, ["adv/0/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (2,)


def test_cosmos_a_lifepod_blocks_only_the_tech_it_covers():
    from boardgames_tui.engine.planet_unknown.corporations import ability

    s = new(2, **COSMOS)
    p = s.players[0]
    p.tracks[TECH] = 7  # techs 1, 2, 3 reached
    p.track_pods = (4 * 16 + 5,)  # a lifepod over tech 2
    assert ability(p, "diagonal_rovers") and not ability(p, "pods_three") and ability(p, "pod_on_energy_tile")
