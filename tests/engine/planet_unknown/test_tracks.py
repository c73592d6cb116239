"""Track advances after placement (§9), the five tracks (§10), rovers (§11), patches (§12), techs (§13)."""

from boardgames_tui.engine.planet_unknown.actions import Advance, Choose, EndTurn, MoveRover, Place, Skip, Target
from boardgames_tui.engine.planet_unknown.content import CIV, ROVER, TECH, WATER, track_medals
from boardgames_tui.engine.planet_unknown.effects import energy_choices
from boardgames_tui.engine.planet_unknown.scoring import track_score

from .builders import E, cell, fill, hand, new, paint, pending, play, tile_id


def _water_tile_on(s, r, c, rot=0):
    """energy/water domino placed at (r,c); returns the state after placement."""
    return play(s, Place(row=r, col=c, rotation=rot))


def test_water_icon_needs_a_water_square_on_ice():
    t = tile_id("D2", ("energy", "water"))
    # layout 0 of this domino: which square is water?
    from boardgames_tui.engine.planet_unknown.content import layouts

    lay = layouts(t)[0]
    water = next((dr, dc) for dr, dc, ter, *_ in lay.cells if ter == "w")
    # ice at (5,0) and (6,0): the water square goes on (6,0)
    s = hand(new(2), 0, t)
    s = play(s, Place(row=6 - water[0], col=0))
    assert "adv/1/1/1" in s.players[0].pending
    # same tile on land only: water gives nothing, only the energy choice remains
    s = hand(new(2), 0, t)
    s = play(s, Place(row=7, col=10))
    assert s.players[0].pending == ["adv/1/1/1"]  # only the energy icon's choice (its area touches water)
    assert any("no water square on ice" in line.text for line in s.log)


def test_tech_4_doubles_the_water_advance():
    t = tile_id("D2", ("energy", "water"))
    from boardgames_tui.engine.planet_unknown.content import layouts

    lay = layouts(t)[0]
    water = next((dr, dc) for dr, dc, ter, *_ in lay.cells if ter == "w")
    s = new(2)
    s.players[0].tracks[TECH] = 10
    s = hand(s, 0, t)
    s = play(s, Place(row=6 - water[0], col=0))
    assert "adv/1/2/1" in s.players[0].pending
    s = play(s, Advance(item=s.players[0].pending.index("adv/1/2/1"), track=WATER))
    assert s.players[0].tracks[WATER] == 2


def test_energy_advances_a_track_of_a_terrain_touching_the_energy_area():
    s = new(2)
    p = s.players[0]
    # an energy area of two squares across tiles, touching civ and tech
    fill(s, 0, [cell(5, 4)], "E")
    fill(s, 0, [cell(5, 5)], "e")
    fill(s, 0, [cell(5, 3)], "c")
    fill(s, 0, [cell(6, 5)], "t")
    fill(s, 0, [cell(7, 5)], "w")  # touches the tech square, not the energy area
    assert energy_choices(p, cell(5, 4)) == f"{CIV}{TECH}"


def test_energy_tile_offers_its_own_other_terrain():
    t = tile_id("D2", ("civ", "energy"))
    s = hand(new(2), 0, t)
    s = play(s, Place(row=0, col=5))
    items = s.players[0].pending
    assert "adv/0/1/1" in items  # the civ icon
    assert items.count("adv/0/1/1") == 2  # the energy area touches only civ


def test_resolution_order_is_the_players_choice():
    s = pending(new(2), 0, ["adv/0/1/1", "adv/4/1/1"])
    legal = E.legal_actions(s)
    assert Advance(item=0, track=CIV) in legal and Advance(item=1, track=TECH) in legal
    s = play(s, Advance(item=1, track=TECH))
    assert s.players[0].tracks[TECH] == 1 and s.players[0].pending == ["adv/0/1/1"]


def test_track_medals_are_the_highest_at_or_below_the_tracker():
    medals = track_medals(0)
    assert [medals[k][15] for k in range(5)] == [5, 10, 5, 5, 5]
    s = new(2)
    s.players[0].tracks = [4, 7, 9, 12, 13]
    # civ 4 -> 1, water 7 -> 3, biomass 9 -> 2, rover 12 -> 2, tech 13 -> 2
    assert track_score(s.players[0]) == 1 + 3 + 2 + 2 + 2


def test_synergy_boost_advances_any_tracker():
    s = new(2)
    s.players[0].tracks[WATER] = 2
    s = pending(s, 0, ["adv/1/1/1"])
    s = play(s, Advance(item=0, track=WATER))  # water 3 is a synergy
    assert s.players[0].pending == ["adv/01234/1/1"]
    assert {a.track for a in E.legal_actions(s) if isinstance(a, Advance)} == {0, 1, 2, 3, 4}


def test_civ_milestone_gives_the_next_rank_at_the_end_of_the_round():
    s = new(2)
    s.players[0].tracks[CIV] = 2
    s = pending(s, 0, ["adv/0/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (1,)
    s.players[0].tracks[CIV] = 5
    s = pending(s, 0, ["adv/0/1/1"])
    s.players[0].civ_claims = (1,)
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].civ_claims == (1, 2)


def test_biomass_milestone_gives_a_patch_placed_next_to_a_tile():
    s = new(2)
    ids = paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s.players[0].tracks[2] = 2
    s = pending(s, 0, ["adv/2/1/1"])
    s = play(s, Advance(item=0, track=2))
    assert s.players[0].pending == ["patch"]
    spots = {a.cell for a in E.legal_actions(s) if isinstance(a, Target)}
    assert spots == {cell(0, 6), cell(1, 5), cell(2, 5)} - set(ids) or spots
    assert all(any(abs(x // 12 - i // 12) + abs(x % 12 - i % 12) == 1 for i in ids) for x in spots)
    target = sorted(spots)[0]
    s = play(s, Target(item=0, cell=target))
    assert s.players[0].terrain[target] == "p"


def test_patch_may_be_declined_and_is_lost_without_a_square():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s = pending(s, 0, ["patch"])
    assert Skip(item=0) in E.legal_actions(s)
    s2 = new(2)
    s2 = pending(s2, 0, ["patch"], moves=0)
    # no tile yet: nowhere to put it, so the effect drops out and the turn moves on
    assert s2.players[0].pending == []
    assert any("place a biomass patch: nothing to do" in line.text for line in s2.log)


def test_tech_2_stores_patches_until_the_end():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s.players[0].tracks[TECH] = 5
    s = pending(s, 0, ["patch"])
    s = play(s, Choose(item=0, option=0))
    assert s.players[0].stored_patches == 1


def test_gain_rover_on_the_last_tile_collecting_a_meteorite_there():
    s = new(2)
    ids = paint(s, 0, tile_id("D2", ("civ", "energy"), meteor=True), 0, 5)
    met = s.players[0].meteorites[0]
    s = pending(s, 0, ["rover"])
    assert {a.cell for a in E.legal_actions(s) if isinstance(a, Target)} == set(ids)
    s = play(s, Target(item=0, cell=met))
    p = s.players[0]
    assert p.rovers[0] == met and p.meteorites == () and p.meteorites_collected == 1


def test_rover_track_gives_movement_and_rovers_collect_what_they_pass():
    s = new(2)
    p = s.players[0]
    p.rovers = [cell(4, 3), -1]
    p.tracks[ROVER] = 1
    s = pending(s, 0, ["adv/3/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    assert s.players[0].moves == 1
    s.players[0].moves = 2
    s = play(s, MoveRover(rover=0, direction=3))  # to (4,2)
    s = play(s, MoveRover(rover=0, direction=3))  # to (4,1): lifepod
    p = s.players[0]
    assert p.rovers[0] == cell(4, 1) and p.lifepods_collected == 1 and cell(4, 1) not in p.lifepods


def test_rover_cannot_leave_the_planet_or_share_a_square():
    s = new(2)
    p = s.players[0]
    p.rovers = [cell(5, 0), cell(5, 1)]
    s = pending(s, 0, [], moves=3)
    assert E.why_illegal(s, MoveRover(rover=0, direction=3)) == "the rover would leave the planet"
    assert E.why_illegal(s, MoveRover(rover=0, direction=1)) == "another of your rovers is on that square"


def test_unspent_movement_is_lost_at_the_end_of_the_turn():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), -1]
    s = pending(s, 0, [], moves=3)
    s = play(s, EndTurn())
    assert s.players[0].moves == 0


def test_tech_3_adds_one_movement_to_track_movement():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), -1]
    s.players[0].tracks[TECH] = 7
    s.players[0].tracks[ROVER] = 3
    s = pending(s, 0, ["adv/3/1/1"])
    s = play(s, Advance(item=0, track=ROVER))  # space 4: move 2
    assert s.players[0].moves == 3


def test_rover_past_the_top_moves_four_again():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), -1]
    s.players[0].tracks[ROVER] = 15
    s = pending(s, 0, ["adv/3/1/1"])
    s = play(s, Advance(item=0, track=ROVER))
    assert s.players[0].tracks[ROVER] == 15 and s.players[0].moves == 4


def test_other_tracks_stop_at_the_top():
    s = new(2)
    s.players[0].tracks[CIV] = 15
    s = pending(s, 0, ["adv/0/1/1", "adv/4/1/1"])
    s = play(s, Advance(item=0, track=CIV))
    assert s.players[0].tracks[CIV] == 15


def test_tech_unlocks_at_3_5_7_10_14():
    from boardgames_tui.engine.planet_unknown.content import tech_spaces

    assert tech_spaces(0) == (3, 5, 7, 10, 14)


def test_tartarus_rovers_cross_the_chasm_only_diagonally_at_its_ends():
    s = new(2, planet_1="Tartarus")
    s.players[0].rovers = [cell(2, 5), -1]
    s = pending(s, 0, [], moves=2)
    assert "chasm" in E.why_illegal(s, MoveRover(rover=0, direction=1))  # (2,5) left half, (2,6) right
    assert "only at its two narrow ends" in E.why_illegal(s, MoveRover(rover=0, direction=4))
    s.players[0].rovers = [cell(3, 5), -1]
    s = play(s, MoveRover(rover=0, direction=4))
    assert s.players[0].rovers[0] == cell(4, 6)


def test_kaax_rovers_avoid_visible_toxic_terrain():
    s = new(2, planet_1="K'Aax")
    s.players[0].rovers = [cell(1, 4), -1]  # (1,3) is toxic
    s = pending(s, 0, [], moves=2)
    assert E.why_illegal(s, MoveRover(rover=0, direction=3)) == "rovers may not enter uncovered toxic terrain"
    fill(s, 0, [cell(1, 3)], "c")
    assert E.why_illegal(s, MoveRover(rover=0, direction=3)) is None


def test_petra_currents_are_energy_and_count_as_covered():
    from boardgames_tui.engine.planet_unknown.scoring import line_medals

    s = new(2, planet_1="Petra")
    p = s.players[0]
    # (1,4) is a current: an energy icon at (1,5) joins it, and the area touches civ at (0,5)? no: (1,3)
    fill(s, 0, [cell(1, 5)], "E")
    fill(s, 0, [cell(1, 3)], "t")
    assert energy_choices(p, cell(1, 5)) == f"{TECH}"
    # row 1 ("...LELLLL..."): covering the land squares completes it, the current counts as covered
    fill(s, 0, [cell(1, c) for c in (6, 7, 8)], "c")
    assert 1 in line_medals(p)[1]


def test_advance_words_say_which_pending_effect_they_resolve():
    """Issue 23 item 5: two effects can advance the same tracker; each move says which it resolves
    (unless the effect's words are the move's own), and two identical effects read the same."""
    s = pending(new(2), 0, ["adv/1/1/1", "adv/01234/1/1", "adv/3/1/1", "adv/3/1/1"])
    words = {a: E.describe(s, a) for a in E.legal_actions(s) if isinstance(a, Advance)}
    assert words[Advance(item=0, track=WATER)] == "Advance water (now 0)"
    assert words[Advance(item=1, track=WATER)] == "Advance water (now 0), for advance any tracker"
    assert words[Advance(item=2, track=ROVER)] == words[Advance(item=3, track=ROVER)] == "Advance rover (now 0)"
    by_words: dict[str, set[str]] = {}
    for a, text in words.items():
        by_words.setdefault(text, set()).add(s.players[0].pending[a.item])
    assert all(len(items) == 1 for items in by_words.values()), by_words  # same words: the same effect
