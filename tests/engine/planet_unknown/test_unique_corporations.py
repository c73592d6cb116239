"""The five corporations added last: Flux Industries, Jump Drive, Makeshift, Oasis Ultd. and
Wormhole Corp. One test per special rule and tech, with exact numbers; whole games at the end."""

import pytest

from boardgames_tui.engine.api import Seat, put
from boardgames_tui.engine.planet_unknown.actions import Advance, Choose, Draft, Jump, MoveRover, Place, Regress, Skip
from boardgames_tui.engine.planet_unknown.content import BIOMASS, CIV, ROVER, TECH, WATER
from boardgames_tui.engine.planet_unknown.corporations import corp
from boardgames_tui.engine.planet_unknown.lookups import depot_stacks
from boardgames_tui.engine.planet_unknown.corporations import ability, tech_level
from boardgames_tui.engine.planet_unknown.placement import patch_cells
from boardgames_tui.engine.planet_unknown.scoring import track_score
from boardgames_tui.engine.rng import Rng

from .builders import E, cell, fill, focus, hand, new, pending, play


def seats(name, n=2):
    return new(n, **{f"corporation_{k + 1}": name for k in range(n)})


def draft(s, seat=0):
    """`seat` takes the inner tile of its depot (its per-round corporation abilities trigger)."""
    for q in s.players:
        q.step, q.pending, q.moves = "", [], 0
    s.players[seat].step = "draft"
    s.unrevealed = []
    s = focus(s, seat, "turn")
    inner, _ = depot_stacks(s, seat)
    return play(s, Draft(stack=inner))


def placed_with_neighbour(s, seat=0, at=(3, 6)):
    """The seat already has a tile (no first-tile rule) and a civ square at `at`."""
    p = s.players[seat]
    p.tiles = (0,)
    fill(s, seat, [cell(*at)], "c")
    return s


# ----------------------------------------------------------------------------- Flux Industries

FLUX = "Flux Industries"


def test_flux_token_placed_with_the_first_tech_and_only_the_latest_tech_works():
    s = seats(FLUX)
    s.players[0].tracks[TECH] = 2
    s = pending(s, 0, [f"adv/{TECH}/1/1"])
    s = play(s, Advance(item=0, track=TECH))
    p = s.players[0]
    assert tech_level(p) == 1 and p.pending == ["flux/first"]
    assert "not optional" in E.why_illegal(s, Skip(item=0))
    s = play(s, Choose(item=0, option=WATER))
    p = s.players[0]
    assert p.flux == WATER and ability(p, "flux_moves")
    p.tracks[TECH] = 5  # tech 2 unlocked: tech 1 is no longer active
    assert ability(p, "flux_jump") and not ability(p, "flux_moves")


def test_flux_moving_the_token_later_is_optional():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks[TECH] = CIV, 4
    s = pending(s, 0, [f"adv/{TECH}/1/1"])
    s = play(s, Advance(item=0, track=TECH))
    assert s.players[0].pending[0] == "flux"
    assert {a.option for a in E.legal_actions(s) if isinstance(a, Choose) and a.item == 0} == {1, 2, 3, 4}
    s = play(s, Skip(item=0))
    assert s.players[0].flux == CIV


def test_flux_tech_3_upgrades_only_the_flux_track():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks = BIOMASS, [0, 0, 2, 1, 7]  # tech 3 is the latest
    fill(s, 0, [cell(5, 5)], "c")  # somewhere for the patches
    p.rovers = [cell(5, 5), -1]  # something to spend movement on
    s = pending(s, 0, [f"adv/{BIOMASS}/1/1", f"adv/{ROVER}/1/1"])
    s = play(s, Advance(item=0, track=BIOMASS))
    assert s.players[0].pending == [f"adv/{ROVER}/1/1", "patch", "patch"]  # two patches on the flux track
    s = play(s, Advance(item=0, track=ROVER))
    assert s.players[0].moves == 1  # the rover track is not the flux track: move 1
    s.players[0].flux = ROVER
    s = pending(s, 0, [f"adv/{ROVER}/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    assert s.players[0].moves == 2  # upgraded rover space 3: move 2


def test_flux_tech_3_on_the_civ_track_raises_each_card_rank():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks = CIV, [2, 0, 0, 0, 7]
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (2,)  # the upgraded civ track counts its milestone on space 0
    s.players[0].tracks[TECH] = 10  # tech 4: the upgrade is gone
    s.players[0].civ_claims = ()
    s.players[0].tracks[CIV] = 5
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (2,)  # space 6: the plain rank 2


def test_flux_tech_2_jumps_the_flux_track_to_its_next_milestone_once():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks = CIV, [0, 0, 0, 0, 5]
    s = pending(s, 0, ["flux-jump"])
    s = play(s, Choose(item=0, option=CIV))
    p = s.players[0]
    assert p.tracks[CIV] == 3 and p.civ_claims == (1,) and "flux_jump" in p.used
    s = draft(s)
    assert "flux-jump" not in s.players[0].pending


def test_flux_tech_2_on_water_stops_at_the_next_medal():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks = WATER, [0, 4, 0, 0, 5]
    s = pending(s, 0, ["flux-jump"])
    s = play(s, Choose(item=0, option=WATER))
    assert s.players[0].tracks[WATER] == 6  # water has no milestones: its next medal (3 at space 6)


def test_flux_tech_1_two_moves_per_rover_on_flux_terrain_and_tech_5_advance():
    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks[TECH] = CIV, 3
    fill(s, 0, [cell(5, 5), cell(6, 6)], "c")
    p.rovers = [cell(5, 5), cell(6, 6)]
    s = draft(s)
    assert s.players[0].moves == 4
    s.players[0].tracks[TECH] = 14
    s = draft(s)
    assert "advopt/0" in s.players[0].pending and s.players[0].moves == 0 and s.prompt.kind == "place"


def test_flux_tech_4_collects_a_meteorite_for_a_flux_tile():
    from .builders import tile_id

    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks[TECH] = CIV, 10
    s = placed_with_neighbour(s)
    fill(s, 0, [cell(8, 8)], "c")
    s.players[0].meteorites = (cell(8, 8),)
    s = hand(s, 0, tile_id("D2", ("civ", "energy")))
    s = play(s, Place(row=4, col=6))
    assert "meteor-collect" in s.players[0].pending
    s = play(s, next(a for a in E.legal_actions(s) if getattr(a, "cell", -1) == cell(8, 8)))
    assert s.players[0].meteorites_collected == 1 and s.players[0].meteorites == ()


# ----------------------------------------------------------------------------- Jump Drive

JUMP = "Jump Drive"


def test_jump_drive_lifepods_unlock_techs_in_any_order():
    s = seats(JUMP)
    p = s.players[0]
    assert p.rovers == [-1] and tech_level(p) == 0
    p.rovers = [cell(4, 2)]
    p.tracks[TECH] = 14  # the tech track unlocks nothing here
    assert not ability(p, "synergy_for_patch")
    s = pending(s, 0, [], moves=1)
    s = play(s, MoveRover(rover=0, direction=3))  # onto the lifepod at (4,1)
    assert s.players[0].pending == ["pod-tech"]
    assert {a.option for a in E.legal_actions(s) if isinstance(a, Choose)} == {1, 2, 3, 4, 5, 6}
    s = play(s, Choose(item=0, option=3))
    p = s.players[0]
    assert p.tech_pods == (3,) and p.lifepods_collected == 0 and tech_level(p) == 1
    assert ability(p, "double_synergy") and not ability(p, "synergy_for_patch")


def test_jump_drive_a_lifepod_may_stay_in_the_scoring_area():
    s = seats(JUMP)
    s.players[0].lifepods_collected = 1
    s = pending(s, 0, ["pod-tech"])
    s = play(s, Skip(item=0))
    assert s.players[0].lifepods_collected == 1 and s.players[0].tech_pods == ()


def test_jump_drive_tech_track_medals_fall_as_it_rises():
    s = seats(JUMP)
    p = s.players[0]
    scores = []
    for pos in (0, 1, 5, 6, 8, 11, 15):
        p.tracks = [0, 0, 0, 0, pos]
        scores.append(track_score(p))
    assert scores == [0, 5, 5, 3, 2, 1, 1]


def test_jump_drive_tech_1_synergy_instead_of_a_patch_once_per_round():
    s = seats(JUMP)
    s.players[0].tech_pods = (1,)
    fill(s, 0, [cell(5, 5)], "c")
    s = pending(s, 0, ["patch", "patch"])
    s = play(s, Choose(item=0, option=1))
    p = s.players[0]
    assert p.pending == ["adv/01234/1/1", "patch"]
    assert Choose(item=1, option=1) not in E.legal_actions(s)


def test_jump_drive_tech_2_teleport_on_the_same_terrain_once_per_round():
    s = seats(JUMP)
    p = s.players[0]
    p.tech_pods = (2,)
    fill(s, 0, [cell(5, 5), cell(9, 7)], "w")
    fill(s, 0, [cell(8, 8)], "c")
    p.rovers = [cell(5, 5)]
    s = pending(s, 0, [], moves=2)
    assert Jump(rover=0, cell=cell(9, 7)) in E.legal_actions(s)
    assert "water terrain" in E.why_illegal(s, Jump(rover=0, cell=cell(8, 8)))
    s = play(s, Jump(rover=0, cell=cell(9, 7)))
    p = s.players[0]
    assert p.rovers == [cell(9, 7)] and p.moves == 1
    assert "once per round" in E.why_illegal(s, Jump(rover=0, cell=cell(5, 5)))


def test_jump_drive_tech_3_a_synergy_boost_goes_two_spaces_once_per_round():
    s = seats(JUMP)
    s.players[0].tech_pods = (3,)
    s = pending(s, 0, ["adv/01234/1/1", "adv/01234/1/1"])
    s = play(s, Choose(item=0, option=CIV))
    assert s.players[0].tracks[CIV] == 2
    assert not [a for a in E.legal_actions(s) if isinstance(a, Choose)]


def test_jump_drive_tech_4_the_tech_icon_may_count_as_energy():
    from .builders import tile_id

    s = seats(JUMP)
    s.players[0].tech_pods = (4,)
    s = placed_with_neighbour(s, at=(5, 5))
    s = hand(s, 0, tile_id("D2", ("rover", "tech")))
    s = play(s, Place(row=4, col=6))  # rover (4,6), tech icon (5,6) beside the civ square (5,5)
    items = s.players[0].pending
    assert "adv/034/1/1" in items  # tech, or civ/rover as the energy of that tech area


def test_jump_drive_tech_5_claims_the_other_tracks_of_a_row_once():
    s = seats(JUMP)
    p = s.players[0]
    p.tech_pods = (5,)
    p.tracks = [3, 0, 0, 0, 0]
    p.rovers = [cell(5, 5), -1]
    fill(s, 0, [cell(5, 5)], "c")
    s = pending(s, 0, ["row-benefits"])
    s = play(s, Choose(item=0, option=CIV))  # row 3: water synergy, biomass patch, rover move 1
    p = s.players[0]
    assert p.pending == ["adv/01234/1/1", "patch"] and p.moves == 1 and "row_benefits" in p.used


def test_jump_drive_tech_6_an_objective_everyone_competes_for():
    s = seats(JUMP, 3)
    s.players[0].tech_pods = (6,)
    box = len(s.objective_box)
    s = pending(s, 0, ["objective-draw"])
    s = play(s, Choose(item=0, option=0))
    offered = [a.option for a in E.legal_actions(s) if isinstance(a, Choose)]
    assert len(offered) == 3 and len(s.objective_box) == box - 3
    s = play(s, Choose(item=0, option=offered[1]))
    assert s.neighbour_objectives[-1] == (offered[1], -1, -1) and len(s.objective_box) == box - 1


def test_an_objective_for_everyone_pays_the_best_5_and_a_shared_best_2():
    from boardgames_tui.engine.planet_unknown.objectives import OBJECTIVES

    s = seats(JUMP, 3)
    s.neighbour_objectives = [[25, -1, -1]]  # Geode: most meteorites collected
    for q, n in zip(s.players, (4, 2, 1)):
        q.meteorites_collected = n
    assert OBJECTIVES.neighbour_scores(s) == [5, 0, 0]
    s.players[1].meteorites_collected = 4
    assert OBJECTIVES.neighbour_scores(s) == [2, 2, 0]


# ----------------------------------------------------------------------------- Makeshift

MAKE = "Makeshift"


def test_makeshift_trackers_step_straight_or_diagonally():
    s = seats(MAKE)
    assert s.players[0].lanes == (0, 1, 2, 3, 4)
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].pending == ["lane/0/1/0"]
    assert {a.option for a in E.legal_actions(s) if isinstance(a, Choose)} == {0 * 16 + 1, 1 * 16 + 1}  # civ 1 or water 1
    s = play(s, Choose(item=0, option=1 * 16 + 1))
    p = s.players[0]
    assert p.lanes[CIV] == WATER and p.tracks[CIV] == 1
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert {a.option for a in E.legal_actions(s) if isinstance(a, Choose)} == {2, 16 + 2, 32 + 2}
    s = play(s, Choose(item=0, option=BIOMASS * 16 + 2))  # biomass space 2: a synergy boost
    assert s.players[0].pending == ["adv/01234/1/1"]


def test_makeshift_a_tracker_cannot_step_onto_another():
    s = seats(MAKE)
    p = s.players[0]
    p.tracks = [0, 1, 0, 0, 0]  # the water tracker stands on water 1
    assert corp(p).destinations(p, CIV) == [(1, 0)]
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))  # only one way: no choice asked
    assert s.players[0].tracks[CIV] == 1 and s.players[0].lanes[CIV] == CIV and not s.players[0].pending


def test_makeshift_any_tracker_claims_any_benefit_and_techs_follow_the_tech_column():
    s = seats(MAKE)
    p = s.players[0]
    p.tracks, p.lanes = [0, 0, 0, 2, 2], (0, 1, 2, 3, 4)
    s = pending(s, 0, [f"adv/{ROVER}/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    s = play(s, Choose(item=0, option=TECH * 16 + 3))  # the rover tracker onto tech space 3
    p = s.players[0]
    assert tech_level(p) == 1 and "unlocks tech 1" in " ".join(x.text for x in s.log[-3:])
    p.lanes = put(p.lanes, ROVER, CIV)  # now on civ space 3 instead: no tech, but a civ milestone
    p.tracks[ROVER] = 2
    s = pending(s, 0, [f"adv/{ROVER}/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    s = play(s, Choose(item=0, option=CIV * 16 + 3))
    assert s.players[0].civ_claims == (1,) and tech_level(s.players[0]) == 0


def test_makeshift_scoring_per_tracker_and_tech_5_best_on_track():
    s = seats(MAKE)
    p = s.players[0]
    p.tracks, p.lanes = [5, 9, 0, 0, 12], (0, 0, 2, 3, 4)  # civ and water trackers both on civ
    assert track_score(p) == 2 + 3 + 0 + 0 + 1
    p.tracks[TECH] = 14  # tech 5: each tracker scores as the best one on its track
    assert track_score(p) == 3 + 3 + 0 + 0 + 2


def test_makeshift_tech_1_civ_and_tech_are_neighbours():
    s = seats(MAKE)
    p = s.players[0]
    p.tracks = [0, 0, 0, 0, 0]
    assert (1, TECH) not in corp(p).destinations(p, CIV)
    p.tracks = [2, 0, 0, 0, 5]
    assert (3, TECH) in corp(p).destinations(p, CIV)


def test_makeshift_tech_2_crowded_rover_track_and_tech_3_sideways():
    s = seats(MAKE)
    p = s.players[0]
    p.tracks, p.lanes = [0, 0, 0, 0, 7], (0, 1, 2, 3, 4)
    p.rovers = [cell(5, 5), -1]
    assert (0, TECH) in corp(p).destinations(p, CIV)  # tech 3: sideways (tech 1: tech is next to civ)
    assert (0, WATER) not in corp(p).destinations(p, CIV)  # the water tracker is there
    p.lanes, p.tracks[CIV] = put(p.lanes, CIV, ROVER), 5
    s = pending(s, 0, [f"adv/{ROVER}/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    s = play(s, Choose(item=0, option=ROVER * 16 + 1))  # the rover track's own space 1 (a rover)
    s = pending(s, 0, [f"adv/{CIV}/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    s = play(s, Choose(item=0, option=ROVER * 16 + 6))
    assert s.players[0].moves == 2 + 1  # two trackers on the rover track: +1


def test_makeshift_tech_4_optional_regress_each_round():
    s = seats(MAKE)
    s.players[0].tracks = [3, 0, 0, 0, 10]
    s = draft(s)
    assert "regopt" in s.players[0].pending
    s = pending(s, 0, ["regopt"])
    assert {a.track for a in E.legal_actions(s) if isinstance(a, Regress)} == {CIV, TECH}
    assert Skip(item=0) in E.legal_actions(s)
    s = play(s, Regress(item=0, track=CIV))
    assert s.players[0].tracks[CIV] == 2


# ----------------------------------------------------------------------------- Oasis Ultd.

OASIS = "Oasis Ultd."


def test_oasis_water_advances_once_per_water_square_on_ice():
    from .builders import tile_id

    s = seats(OASIS)
    s = placed_with_neighbour(s)
    s = hand(s, 0, tile_id("I3", ("water", "rover")))
    s = play(s, Place(row=2, col=5))  # rover (2,5), water (3,5) and (4,5), both on ice
    assert "adv/1/2/1" in s.players[0].pending


def test_oasis_water_winds_across_the_other_tracks():
    s = seats(OASIS)
    p = s.players[0]
    p.tracks = [0, 1, 0, 0, 0]
    p.rovers = [cell(5, 5), -1]
    s = pending(s, 0, ["adv/1/2/1"])
    s = play(s, Advance(item=0, track=WATER))
    p = s.players[0]
    # step 2: biomass space 2 (synergy); step 3: rover space 3 (move 1)
    assert p.tracks[WATER] == 3 and corp(p).where(p, WATER) == (ROVER, 3)
    assert p.pending == ["adv/01234/1/1"] and p.moves == 1


def test_oasis_trackers_block_each_other_and_tech_1_jumps_over():
    s = seats(OASIS)
    p = s.players[0]
    p.tracks = [0, 1, 2, 0, 0]  # the biomass tracker stands on biomass 2, the water path's next step
    s = pending(s, 0, ["adv/1/1/1"])
    s = play(s, Advance(item=0, track=WATER))
    assert s.players[0].tracks[WATER] == 1
    p = s.players[0]
    p.tracks[TECH] = 3
    p.rovers = [cell(5, 5), -1]
    s = pending(s, 0, ["adv/1/1/1"])
    s = play(s, Advance(item=0, track=WATER))
    assert s.players[0].tracks[WATER] == 3 and s.players[0].moves == 1  # over it to rover space 3


def test_oasis_water_scores_only_medals_on_the_water_track():
    s = seats(OASIS)
    p = s.players[0]
    p.tracks = [0, 14, 0, 0, 0]  # on biomass space 8 (a medal 2 there does not count)
    assert corp(p).where(p, WATER) == (BIOMASS, 8)
    assert track_score(p) == 6  # the water spaces passed: the best is 6 (water 9)
    p.tracks[WATER] = 23
    assert track_score(p) == 15 and corp(p).maxed(p, WATER)


def test_oasis_techs_3_4_5_on_placing():
    from .builders import tile_id

    s = seats(OASIS)
    s.players[0].tracks[TECH] = 14
    s = placed_with_neighbour(s, at=(8, 7))
    s = hand(s, 0, tile_id("D2", ("energy", "water")))
    s = play(s, Place(row=8, col=8))  # energy (8,8), water (9,8): no ice
    items = s.players[0].pending
    assert "adv/1/1/1" in items and "patch" in items and "adv/01234/1/1" in items


def test_oasis_tech_2_a_move_per_rover_on_water():
    s = seats(OASIS)
    p = s.players[0]
    p.tracks[TECH] = 5
    fill(s, 0, [cell(5, 5)], "w")
    fill(s, 0, [cell(6, 6)], "c")
    p.rovers = [cell(5, 5), cell(6, 6)]
    s = draft(s)
    assert s.players[0].moves == 1


# ----------------------------------------------------------------------------- Wormhole Corp

WORM = "Wormhole Corp"


def test_wormhole_biomass_jumps_over_wormhole_marks():
    s = seats(WORM)
    s = pending(s, 0, [f"adv/{BIOMASS}/1/1"])
    s = play(s, Advance(item=0, track=BIOMASS))
    assert s.players[0].tracks[BIOMASS] == 2 and s.players[0].pending == ["adv/01234/1/1"]
    s.players[0].tracks[BIOMASS] = 3
    s = pending(s, 0, [f"adv/{BIOMASS}/1/1"])
    s = play(s, Advance(item=0, track=BIOMASS))
    p = s.players[0]
    assert p.tracks[BIOMASS] == 5 and p.pending == [f"adv/{CIV}/1/1"]  # space 5: advance civ
    assert track_score(p) == 1  # the medal 1 of the jumped space 4 counts


def test_wormhole_tile_advances_biomass_only_when_it_enlarges_an_area():
    from .builders import tile_id

    s = seats(WORM)
    s = placed_with_neighbour(s)
    s = hand(s, 0, tile_id("D2", ("tech", "biomass")))
    s = play(s, Place(row=1, col=6))  # tech (1,6), biomass (2,6): a new biomass area
    assert s.players[0].pending == [f"adv/{TECH}/1/1"]
    s = seats(WORM)
    s = placed_with_neighbour(s)
    fill(s, 0, [cell(2, 7)], "p")
    s = hand(s, 0, tile_id("D2", ("tech", "biomass")))
    s = play(s, Place(row=1, col=6))  # biomass (2,6) beside the patch at (2,7): the area grows
    assert s.players[0].pending == [f"adv/{TECH}/1/1", f"adv/{BIOMASS}/1/1"]


def test_wormhole_energy_cannot_advance_biomass():
    from boardgames_tui.engine.planet_unknown.effects import energy_choices

    s = seats(WORM)
    fill(s, 0, [cell(5, 5)], "E")
    fill(s, 0, [cell(5, 6)], "b")
    fill(s, 0, [cell(5, 4)], "c")
    assert energy_choices(s.players[0], cell(5, 5)) == "0"
    s2 = seats("Universal Coalition")
    fill(s2, 0, [cell(5, 5)], "E")
    fill(s2, 0, [cell(5, 6)], "b")
    fill(s2, 0, [cell(5, 4)], "c")
    assert energy_choices(s2.players[0], cell(5, 5)) == "02"


def test_wormhole_tech_2_patches_on_tiles_and_tech_5_on_meteorites():
    s = seats(WORM)
    p = s.players[0]
    p.tracks[TECH] = 5
    fill(s, 0, [cell(5, 5), cell(5, 6)], "c")
    p.tiles = (0,)
    p.meteorites = (cell(5, 6),)
    cells = patch_cells(p)
    assert cell(5, 5) in cells and cell(5, 6) not in cells
    p.tracks[TECH] = 14
    assert cell(5, 6) in patch_cells(p)
    s = pending(s, 0, ["patch"])
    from boardgames_tui.engine.planet_unknown.actions import Target

    s = play(s, Target(item=0, cell=cell(5, 6)))
    p = s.players[0]
    assert p.terrain[cell(5, 6)] == "p" and p.meteorites == () and p.patched == (cell(5, 6),)
    assert p.meteorites_collected == 0  # destroyed, not collected


def test_wormhole_tech_3_two_patches_once_per_round():
    s = seats(WORM)
    p = s.players[0]
    p.tracks = [0, 0, 2, 0, 7]
    fill(s, 0, [cell(5, 5)], "c")
    s = pending(s, 0, [f"adv/{BIOMASS}/1/1"])
    s = play(s, Advance(item=0, track=BIOMASS))
    assert s.players[0].pending.count("patch") == 2
    s.players[0].tracks[BIOMASS] = 5
    s = pending(s, 0, [f"adv/{BIOMASS}/1/1"])
    s = play(s, Advance(item=0, track=BIOMASS))
    assert s.players[0].pending.count("patch") == 1


def test_wormhole_tech_1_reset_a_full_biomass_track_and_tech_4_store_patches():
    s = seats(WORM)
    p = s.players[0]
    p.tracks = [0, 0, 15, 0, 10]
    s = draft(s)
    assert "bio-reset" in s.players[0].pending
    s = pending(s, 0, ["bio-reset"])
    s = play(s, Choose(item=0, option=BIOMASS))
    assert s.players[0].tracks[BIOMASS] == 0
    assert ability(s.players[0], "store_patches")


# ----------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("name", ["Flux Industries", "Jump Drive", "Makeshift", "Oasis Ultd.", "Wormhole Corp"])
@pytest.mark.parametrize("n", [1, 4])
def test_every_seat_on_one_corporation_plays_to_the_end(name, n):
    opts = {f"corporation_{k + 1}": name for k in range(n)}
    if n > 1:
        opts["events"] = True
    state = E.new_game([Seat(name=f"P{i}") for i in range(n)], seed=n, options=opts)
    rng = Rng.from_seed(n + 7)
    steps = 0
    while not state.finished:
        legal = E.legal_actions(state)
        assert legal, str(state)
        for a in legal:
            if a.kind == "choose":  # every choice reads as words
                assert not E.describe(state, a).startswith("Choose "), (a, state.players[state.active[0]].pending)
        useful = [a for a in legal if a.kind not in ("end", "skip")]
        state = E.apply(state, rng.choice(useful or legal))
        steps += 1
        assert steps < E.max_actions
    assert E.invariants(state) == [] and E.scores(state).final


def test_jump_drive_drawn_objectives_are_hidden_from_the_other_seats():
    s = seats(JUMP, 3)
    s.players[0].tech_pods = (6,)
    s = pending(s, 0, ["objective-draw"])
    s = play(s, Choose(item=0, option=0))
    mine = s.players[0].pending[0]
    assert E.view(s, 0).players[0].pending[0] == mine
    hidden = E.view(s, 1).players[0].pending[0]
    assert hidden.startswith("objective-keep/") and str(s.players[0].pending[0].split("/")[1]) not in hidden.split("/")[1:]
    w = E.determinize(E.view(s, 1), Rng.from_seed(2))
    drawn = [int(c) for c in w.players[0].pending[0].split("/")[1:]]
    assert len(drawn) == 3 and not set(drawn) & set(w.objective_box)


def test_jump_drive_tech_4_and_only_one_resource_counts():
    from .builders import tile_id

    s = seats(JUMP)
    s.players[0].tech_pods = (4,)
    s = placed_with_neighbour(s, at=(5, 5))
    s = hand(s, 0, tile_id("D2", ("rover", "tech")))
    s.event_rule = "one_resource_only"
    s = play(s, Place(row=4, col=6))
    assert s.players[0].pending == ["one/adv/3/1/1;adv/034/1/1"]
    s = play(s, Choose(item=0, option=1))
    assert s.players[0].pending == ["adv/034/1/1"]
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].tracks[CIV] == 1


def test_only_one_resource_counts_even_with_a_corporation_extra():
    from .builders import tile_id

    s = seats(FLUX)
    p = s.players[0]
    p.flux, p.tracks[TECH] = CIV, 10
    s = placed_with_neighbour(s)
    fill(s, 0, [cell(8, 8)], "c")
    s.players[0].meteorites = (cell(8, 8),)
    s = hand(s, 0, tile_id("D2", ("civ", "energy")))
    s.event_rule = "one_resource_only"
    s = play(s, Place(row=4, col=6))
    items = s.players[0].pending
    assert items[0].startswith("one/adv/0/1/1;adv/") and items[1:] == ["meteor-collect"]
