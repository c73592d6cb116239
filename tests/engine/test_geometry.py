"""Shared geometry: axial hexes, square grids, polyominoes."""

from hypothesis import given
from hypothesis import strategies as st

from boardgames_tui.engine import grid, hexgrid, polyomino

hexes = st.tuples(st.integers(-6, 6), st.integers(-6, 6))


def test_hex_neighbours_are_at_distance_one_and_distinct():
    ns = hexgrid.neighbours((2, -1))
    assert len(set(ns)) == 6
    assert all(hexgrid.distance((2, -1), n) == 1 for n in ns)


def test_hex_distance_examples():
    assert hexgrid.distance((0, 0), (0, 0)) == 0
    assert hexgrid.distance((0, 0), (2, -1)) == 2
    assert hexgrid.distance((-2, 0), (2, 0)) == 4
    assert hexgrid.distance((0, -3), (0, 3)) == 6


def test_rotate_one_step_follows_direction_order():
    for i, d in enumerate(hexgrid.DIRECTIONS):
        assert hexgrid.rotate(d, 1) == hexgrid.DIRECTIONS[(i + 1) % 6]


@given(hexes, st.integers(0, 12))
def test_rotation_keeps_distance_from_centre_and_six_steps_is_identity(h, k):
    assert hexgrid.distance(hexgrid.rotate(h, k), (0, 0)) == hexgrid.distance(h, (0, 0))
    assert hexgrid.rotate(h, 6) == h
    assert hexgrid.rotate(hexgrid.rotate(h, k), -k) == h


def test_rotate_around_another_centre():
    assert hexgrid.rotate((3, 0), 3, centre=(2, 0)) == (1, 0)


def test_rings_and_spiral_sizes():
    assert hexgrid.ring((0, 0), 0) == [(0, 0)]
    for k in range(1, 5):
        ring = hexgrid.ring((1, 1), k)
        assert len(ring) == len(set(ring)) == 6 * k
        assert all(hexgrid.distance((1, 1), h) == k for h in ring)
        # consecutive hexes of a ring touch
        assert all(hexgrid.distance(a, b) == 1 for a, b in zip(ring, ring[1:] + ring[:1]))
    assert len(hexgrid.spiral((0, 0), 3)) == 37


def test_connected_groups():
    cells = [(0, 0), (1, 0), (1, -1), (5, 5), (5, 6), (9, 9)]
    groups = hexgrid.connected_groups(cells)
    assert groups == [[(0, 0), (1, -1), (1, 0)], [(5, 5), (5, 6)], [(9, 9)]]
    assert hexgrid.group_of((5, 6), set(cells)) == {(5, 5), (5, 6)}


def test_straight_lines():
    assert hexgrid.line((0, 0), 0, 3) == [(0, 0), (1, 0), (2, 0)]
    assert hexgrid.are_in_line([(2, -2), (0, 0), (1, -1)])
    assert hexgrid.are_in_line([(0, 0), (0, 1), (0, 2)])
    assert not hexgrid.are_in_line([(0, 0), (1, 0), (1, 1)])
    assert not hexgrid.are_in_line([(0, 0), (2, 0)])  # a gap is not a line of adjacent hexes


def test_hex_orientations_of_shapes():
    assert len(hexgrid.orientations([(0, 0)])) == 1
    assert len(hexgrid.orientations([(0, 0), (1, 0)])) == 3
    assert len(hexgrid.orientations([(0, 0), (1, 0), (2, 0)])) == 3
    assert len(hexgrid.orientations([(0, 0), (1, 0), (0, 1)])) == 2  # the triangle
    assert len(hexgrid.orientations([(0, 0), (1, 0), (2, -1)])) == 6  # a bent three


@given(hexes)
def test_offset_round_trip(h):
    assert hexgrid.from_offset(*hexgrid.to_offset(h)) == h


def test_square_grid_neighbours_and_edges():
    assert grid.neighbours((0, 0), 3, 3) == [(0, 1), (1, 0)]
    assert len(grid.neighbours((1, 1), 3, 3, diagonal=True)) == 8
    assert grid.on_edge((0, 2), 5, 5) and not grid.on_edge((2, 2), 5, 5)
    assert grid.connected_groups([(0, 0), (0, 1), (1, 1), (3, 3), (2, 2)]) == [[(0, 0), (0, 1), (1, 1)], [(2, 2)], [(3, 3)]]


def test_square_neighbour_table_by_index():
    table = grid.neighbour_table(3, 4)  # squares 0-11, row by row
    assert table[0] == (1, 4)  # right, down
    assert table[5] == (1, 6, 9, 4)  # up, right, down, left
    assert table[11] == (7, 10)
    assert all(i in table[j] for i in range(12) for j in table[i])  # neighbours both ways
    assert grid.neighbour_table(3, 4) is table  # worked out once


def test_flood_fill_reach_and_groups():
    table = grid.neighbour_table(3, 3)
    walls = {1, 4, 7}  # the middle column
    assert grid.reach([0], lambda i: i not in walls, table.__getitem__) == {0, 3, 6}
    assert grid.reach([0, 2], lambda i: i not in walls, table.__getitem__) == {0, 3, 6, 2, 5, 8}
    assert grid.groups([8, 0, 3, 2, 5], table.__getitem__) == [[0, 3], [2, 5, 8]]
    assert grid.groups([], table.__getitem__) == []
    # the same flood fill serves hexes
    assert hexgrid.group_of((0, 0), {(0, 0), (1, 0), (3, 3)}) == {(0, 0), (1, 0)}


def test_square_grid_rows_of_strings():
    rows = grid.make_rows(2, 3)
    grid.set_cell(rows, (1, 2), "x")
    assert rows == ["...", "..x"] and grid.get(rows, (1, 2)) == "x"


L_SHAPE = [(0, 0), (1, 0), (2, 0), (2, 1)]


def test_polyomino_rotate_flip_normalise():
    assert polyomino.normalise([(5, 5), (5, 6)]) == ((0, 0), (0, 1))
    assert polyomino.rotate([(0, 0), (0, 1)], 1) == ((0, 0), (1, 0))
    assert polyomino.rotate(L_SHAPE, 4) == polyomino.normalise(L_SHAPE)
    assert polyomino.flip(L_SHAPE) == ((0, 1), (1, 1), (2, 0), (2, 1))
    assert polyomino.flip(polyomino.flip(L_SHAPE)) == polyomino.normalise(L_SHAPE)


def test_polyomino_orientation_counts():
    assert len(polyomino.orientations(L_SHAPE)) == 8
    assert len(polyomino.orientations(L_SHAPE, allow_flip=False)) == 4
    assert len(polyomino.orientations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1  # O
    assert len(polyomino.orientations([(0, 0), (0, 1), (0, 2)])) == 2  # I3
    assert len(polyomino.orientations([(0, 0), (0, 1), (1, 1), (1, 2)])) == 4  # S/Z


def test_polyomino_placements_fit_and_count():
    places = list(polyomino.placements([(0, 0), (0, 1)], 3, 3))
    # a domino: 2 orientations x 6 positions each on a 3x3
    assert len(places) == 12
    assert all(all(0 <= r < 3 and 0 <= c < 3 for r, c in cells) for _, _, _, cells in places)


def test_bitboard_fitting_matches_placements():
    # an L tromino on a 4x5 grid with two squares taken: the bitboard search finds exactly the
    # placements whose squares are all free, in row-then-column order
    height, width = 4, 5
    taken = {(1, 1), (2, 3)}
    free = polyomino.square_mask(r * width + c for r in range(height) for c in range(width) if (r, c) not in taken)
    for rotation, flipped, shape in polyomino.orientations([(0, 0), (1, 0), (1, 1)]):
        offs = polyomino.offsets(shape, width)
        found = list(polyomino.bits(polyomino.fitting(offs, polyomino.origin_mask(shape, height, width), free)))
        want = [
            r * width + c
            for (r, c), rot, fl, cells in polyomino.placements(shape, height, width, allow_flip=False)
            if rot == 0 and not set(cells) & taken
        ]
        assert found == want and found


def test_bitboard_touching_and_neighbours():
    width = 4
    domino = polyomino.offsets([(0, 0), (0, 1)], width)
    origins = polyomino.origin_mask([(0, 0), (0, 1)], 3, width)
    marks = polyomino.square_mask([1 * width + 3])  # square (1,3)
    assert list(polyomino.bits(polyomino.touching(domino, origins, marks))) == [1 * width + 2]
    # neighbours of (0,3) on a 3x4 grid do not wrap to the next row's first square
    assert sorted(polyomino.bits(polyomino.neighbour_mask(1 << 3, 3, width))) == [2, 7]
    assert sorted(polyomino.bits(polyomino.neighbour_mask(1 << 4, 3, width))) == [0, 5, 8]
    assert polyomino.origin_mask([(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)], 3, width) == 0


def test_hex_bit_masks_find_groups_and_the_spots_of_a_shape():
    from boardgames_tui.engine import hexgrid

    board = hexgrid.spiral((0, 0), 1)  # the centre, then the ring
    nm = hexgrid.neighbour_masks(board)
    assert nm[0] == hexgrid.mask_of(range(1, 7)) and bin(nm[1]).count("1") == 3
    assert hexgrid.bits(0b101001) == [0, 3, 5] and hexgrid.bit_selectors(0b101) == b"\x01\x00\x01"
    ring = hexgrid.mask_of(range(1, 7))
    assert hexgrid.group_mask(1, ring, nm) == ring  # the ring is one group around the centre
    assert hexgrid.group_mask(1, hexgrid.mask_of([1, 4]), nm) == 0b10  # opposite hexes do not touch
    # a padded row of 8 free cells: a domino (cells at shifts 0 and 1) fits at anchors 0..6,
    # and where it must cover cell 5 only at anchors 4 and 5
    free = 0b11111111
    assert hexgrid.spots((0, 1), free, free, free) == 0b1111111
    assert hexgrid.spots((0, 1), free, free, 1 << 5) == 0b110000
    assert hexgrid.covering((0, 1), 1 << 5) == 0b110000
