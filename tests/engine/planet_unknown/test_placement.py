"""Placement (§7), meteorites (§8), orientations, and the speed goal for legal placements."""


from boardgames_tui.engine import polyomino
from boardgames_tui.engine.planet_unknown.actions import Place
from boardgames_tui.engine.planet_unknown.content import geometry, layout_index, layouts, tiles, turned_cells
from boardgames_tui.engine.planet_unknown.placement import iter_placements

from .builders import E, cell, hand, new, paint, play, tile_id

DOMINO = tile_id("D2", ("civ", "energy"))
O4 = tile_id("O4", ("rover", "tech"))


def test_every_orientation_of_a_tile_is_enumerated_with_its_labels():
    # a square tile has one shape but 8 different layouts of its two terrains and icons
    assert len(polyomino.orientations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1
    assert len(layouts(O4)) == 8
    # a straight tromino: flipping a vertical line changes nothing, so 4 layouts
    assert len(layouts(tile_id("I3", ("civ", "energy")))) == 4
    for t in tiles():
        assert 1 <= len(layouts(t.id)) <= 8


def test_turned_tiles_follow_the_shared_polyomino_geometry():
    # the labels ride along with each square; the squares themselves are polyomino.orient's
    for t in tiles():
        base = [(r, c) for r, c, *_ in t.cells]
        for flipped in (False, True):
            for rotation in range(4):
                cells = turned_cells(t.id, rotation, flipped)
                assert tuple((r, c) for r, c, *_ in cells) == polyomino.orient(base, rotation, flipped)
                lay = layouts(t.id)[layout_index(t.id)[(rotation, flipped)]]
                assert lay.cells == cells


def test_first_tile_legal_spots_are_exactly_those_touching_the_edge():
    s = hand(new(2), 0, DOMINO)
    g = geometry(0)
    got = {(a.row, a.col, a.rotation, a.flipped) for a in E.legal_actions(s)}
    want = set()
    for lay in layouts(DOMINO):
        for r in range(12):
            for c in range(12):
                ids = [(r + dr) * 12 + c + dc for dr, dc, *_ in lay.cells]
                if all(0 <= r + dr < 12 and 0 <= c + dc < 12 for dr, dc, *_ in lay.cells) and all(i in g.playable for i in ids) and any(i in g.edge for i in ids):
                    want.add((r, c, lay.rotation, lay.flipped))
    assert got == want and len(got) > 0


def test_first_tile_away_from_the_edge_is_refused_with_the_reason():
    s = hand(new(2), 0, DOMINO)
    assert E.why_illegal(s, Place(row=5, col=5)) == "your first tile must touch the edge of the planet"
    assert E.why_illegal(s, Place(row=0, col=5)) is None


def test_tile_must_lie_on_the_planet():
    s = hand(new(2), 0, DOMINO)
    assert "not part of the planet" in E.why_illegal(s, Place(row=0, col=0))
    assert "hang over" in E.why_illegal(s, Place(row=11, col=5))


def test_later_tiles_touch_a_side_not_a_corner_and_never_overlap():
    s = new(2)
    paint(s, 0, tile_id("D2", ("energy", "water")), 5, 0)  # covers (5,0) (6,0)
    s = hand(s, 0, DOMINO)
    assert "already covered" in E.why_illegal(s, Place(row=5, col=0))
    # diagonal contact only: (7,1)-(8,1) touches (6,0) at a corner
    assert E.why_illegal(s, Place(row=7, col=1)) == "the tile must touch one of your tiles or biomass patches (side to side)"
    assert E.why_illegal(s, Place(row=5, col=1)) is None


def test_covering_a_lifepod_or_rover_destroys_it():
    s = new(2)
    paint(s, 0, tile_id("D2", ("energy", "water")), 3, 1)  # (3,1) (4,1): lifepod at (4,1) destroyed by paint
    p = s.players[0]
    p.rovers = [cell(5, 1), -1]
    pods = len(p.lifepods)
    s = hand(s, 0, tile_id("V3", ("civ", "energy")))
    # V3 rotation 0: (0,0) (0,1) (1,1); place so (1,1) is (5,1)? use origin (4,0): cells (4,0)? off-planet -> pick flipped
    act = next(a for a in E.legal_actions(s) if {cell(5, 1)} <= {(a.row + dr) * 12 + a.col + dc for dr, dc, *_ in layouts(s.players[0].hand)[0].cells} and a.rotation == 0 and not a.flipped)
    s = play(s, act)
    assert s.players[0].rovers[0] == -2
    assert len(s.players[0].lifepods) == pods
    assert any("rover: it is destroyed" in line.text for line in s.log)


def test_lifepod_under_a_tile_is_destroyed_not_collected():
    s = hand(new(2), 0, tile_id("D2", ("energy", "water")))
    s = play(s, Place(row=4, col=1, rotation=0))  # (4,1) lifepod, (5,1)
    p = s.players[0]
    assert cell(4, 1) not in p.lifepods and p.lifepods_collected == 0


def test_meteor_tile_drops_a_meteorite_on_its_meteor_square():
    t = tile_id("D2", ("civ", "energy"), meteor=True)
    s = hand(new(2), 0, t)
    s = play(s, Place(row=0, col=5))
    lay = layouts(t)[0]
    met = next((dr, dc) for dr, dc, _, _, m in lay.cells if m)
    assert s.players[0].meteorites == (cell(0 + met[0], 5 + met[1]),)
    assert s.players[0].meteor_sites == s.players[0].meteorites


def test_tech_5_stops_meteorites():
    t = tile_id("D2", ("civ", "energy"), meteor=True)
    s = new(2)
    s.players[0].tracks[4] = 14
    s = hand(s, 0, t)
    s = play(s, Place(row=0, col=5))
    assert s.players[0].meteorites == () and len(s.players[0].meteor_sites) == 1


def test_tech_1_lifts_the_edge_and_adjacency_requirements():
    s = new(2)
    s.players[0].tracks[4] = 3
    s = hand(s, 0, DOMINO)
    assert E.why_illegal(s, Place(row=5, col=5)) is None


def test_duplicate_orientation_names_the_one_to_use():
    t = tile_id("I3", ("civ", "energy"))
    s = hand(new(2), 0, t)
    reason = E.why_illegal(s, Place(row=0, col=5, rotation=0, flipped=True))
    assert reason is not None and "looks the same as rotation 0" in reason


def test_legal_placements_on_a_half_full_planet_are_every_placement_that_fits():
    s = new(1, seed=7)
    g = geometry(0)
    free = sorted(g.playable)
    # cover the left half (48 squares) with painted terrain, leaving the right half open
    p = s.players[0]
    t = list(p.terrain)
    for i in free[:48]:
        t[i] = "c"
    p.terrain = "".join(t)
    p.tiles = (0,)
    s = hand(s, 0, tile_id("F", ("tech", "biomass")))
    legal = E.legal_actions(s)  # (its speed is bench's figure; a test asserts no timing)
    assert legal
    assert sum(1 for _ in iter_placements(s, 0, s.players[0].hand)) == len(legal)


def _planet_state(name, n=2):
    return new(n, planet_1=name)


def test_tartarus_tiles_may_not_straddle_the_chasm():
    s = hand(_planet_state("Tartarus"), 0, DOMINO)
    s.players[0].tracks[4] = 3  # tech 1: no edge rule, so only the chasm matters
    # (3,5) is in the left half, (3,6) in the right: a flat domino across them is refused
    assert E.why_illegal(s, Place(row=3, col=5, rotation=1)) == "on Tartarus a tile may not straddle the chasm"
    assert E.why_illegal(s, Place(row=3, col=6, rotation=1)) is None


def test_arashi_ring_tiles_must_reach_off_the_ring():
    s = new(2, planet_1="Arashi")
    s.players[0].tracks[4] = 3
    s = hand(s, 0, DOMINO)
    assert "ring" in E.why_illegal(s, Place(row=5, col=3))  # (5,3) and (6,3): both ring rows
    assert E.why_illegal(s, Place(row=4, col=3)) is None


def test_charybdis_first_tile_covers_the_centre():
    s = hand(new(2, planet_1="Charybdis"), 0, DOMINO)
    assert "central" in E.why_illegal(s, Place(row=0, col=5))
    assert E.why_illegal(s, Place(row=5, col=5)) is None


def test_k273_all_land_or_all_ice():
    s = new(2, planet_1="K-273")
    s.players[0].tracks[4] = 3
    s = hand(s, 0, DOMINO)
    assert "all on land or all on ice" in E.why_illegal(s, Place(row=4, col=8))  # (4,8) land, (5,8) ice
    assert E.why_illegal(s, Place(row=1, col=3)) is None


def test_persephone_forbids_an_icon_per_quadrant():
    s = new(2, planet_1="Persephone")
    s.players[0].tracks[4] = 3
    s = hand(s, 0, DOMINO)  # civ icon on top
    assert "civ icons" in E.why_illegal(s, Place(row=3, col=3))
    assert E.why_illegal(s, Place(row=7, col=3)) is None
