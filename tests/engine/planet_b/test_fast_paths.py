"""The fast paths (padded bit-board placement search, shared action values) agree
with the plain definitions they replace."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_b import ENGINE
from boardgames_tui.engine.planet_b import geometry as geo
from boardgames_tui.engine.planet_b import bees, placement, scoring
from boardgames_tui.engine.planet_b.actions import Place, place
from boardgames_tui.engine.planet_b.placement import can_place_all, occupancy
from boardgames_tui.engine.rng import Rng


def _fits_slow(occ: int, shapes: tuple[str, ...]) -> bool:
    """can_place_all by its definition: try every spot of every shape in every order."""
    if not shapes:
        return True
    for k, s in enumerate(shapes):
        rest = shapes[:k] + shapes[k + 1 :]
        for rot in range(6):
            for _a, _cells, mask, touch in geo.placements(s, rot):
                ok = not mask & occ and (touch & occ if occ else mask >> geo.centre() & 1)
                if ok and _fits_slow(occ | mask, rest):
                    return True
    return False


def _places_slow(occ: int, held: list[str]) -> list[Place]:
    out, seen = [], set()
    for k, t in enumerate(held):
        if t in seen:
            continue
        seen.add(t)
        rest = tuple(sorted(geo.tile_shape(x) for x in held[:k] + held[k + 1 :]))
        for rot in geo.tile_rotations(t):
            for a, _cells, mask, touch in geo.placements(geo.tile_shape(t), rot):
                ok = not mask & occ and (touch & occ if occ else mask >> geo.centre() & 1)
                if ok and _fits_slow(occ | mask, rest):
                    out.append(Place(tile=t, rot=rot, at=a))
    return out


def _states(n: int = 2, seed: int = 3):
    state = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=seed)
    rng = Rng.from_seed(seed)
    while not state.finished:
        yield state
        state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))


def test_placements_are_exactly_the_spots_the_definition_allows():
    checked = 0
    for state in _states():
        if state.step == "place":
            occ = occupancy(state.boards[state.current])
            got = [a for a in ENGINE.legal_actions(state) if isinstance(a, Place)]
            assert got == _places_slow(occ, state.held), str(state)
            checked += 1
    assert checked > 20


def test_fit_check_agrees_with_the_definition_on_crowded_domes():
    keys = [("S1",), ("S3I",), ("S3T",), ("S3V",), ("S2", "S3V"), ("S3I", "S3T"), ("S3I", "S3I")]
    answers = set()
    for state in _states(3, 8):
        occ = occupancy(state.boards[state.current])
        for key in keys:
            answer = can_place_all(occ, key)
            assert answer == _fits_slow(occ, key), (key, str(state))
            answers.add(answer)
    assert answers == {True, False}


def test_unvalidated_place_equals_the_validated_one():
    a, b = place("E1", 2, 7), Place(tile="E1", rot=2, at=7)
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a.model_dump_json() == b.model_dump_json() and a.model_fields_set == b.model_fields_set


def _runs_slow(cells: set[int]) -> int:
    """The longest straight run along an axis, walked hex by hex (what longest_line shifts)."""
    hexes, idx, best = geo.hexes(), geo.index(), 0
    for i in cells:
        for dq, dr in geo.axis_steps():
            n, (q, r) = 0, hexes[i]
            while idx.get((q, r)) in cells:
                n, q, r = n + 1, q + dq, r + dr
            best = max(best, n)
    return best


def _chain_slow(cells: set[int]) -> int:
    """The largest group that is a path, by degrees counted over neighbour lists."""
    ns, best = geo.neighbours(), 0
    for g in scoring.groups(cells):
        degrees = [sum(1 for n in ns[i] if n in g) for i in g]
        if max(degrees) <= 2 and sum(degrees) // 2 == len(g) - 1:
            best = max(best, len(g))
    return best


def test_goal_measures_on_masks_agree_with_hex_by_hex_counts():
    # the final domes of random games, every element: lines, chains and groups of all sizes
    domes = [list(_states(4, seed))[-1].boards for seed in range(1, 7)]
    domes = [board for boards in domes for board in boards]
    checked = 0
    for board in domes:
        for code in "TWHABFLN":
            cells = {i for i, c in enumerate(board) if c == code}
            assert scoring.longest_line(board, code) == _runs_slow(cells), (board, code)
            assert scoring.largest_chain(board, code) == _chain_slow(cells), (board, code)
            sizes = [len(g) for g in scoring.groups(cells)]
            assert scoring.largest_group(board, code) == max(sizes, default=0)
            assert scoring.group_count(board, code) == len(sizes)
            checked += bool(cells)
    assert checked > 100


def test_a_dome_grown_by_a_tile_has_the_mask_its_string_gives():
    placement._DOMES.clear()  # only masks grown by the placements of these games
    for seed in (1, 2):
        for state in _states(4, seed):
            pass
    assert len(placement._DOMES) > 50
    for board, occ_p in placement._DOMES.items():
        assert occ_p == placement.pad(occupancy(board)), board


def test_the_pairings_a_new_tile_makes_are_found_around_it_alone():
    compared = 0
    for seed in (1, 2, 3):
        for state in _states(4, seed):
            if state.step != "place":
                continue
            s = state.current
            for action in ENGINE.legal_actions(state)[::7]:
                if not isinstance(action, Place) or not any(c in geo.BEE_OF_FLOWER for c in geo.tile_codes(action.tile)):
                    continue
                cells, _mask, _touch = geo.placement_at(geo.tile_shape(action.tile), action.rot)[action.at]
                board = list(state.boards[s])
                for c, code in zip(cells, geo.tile_codes(action.tile)):
                    board[c] = code
                after = state.model_copy(deep=True)
                after.boards[s] = "".join(board)
                assert bees.candidates_near(after, s, cells) == bees.candidates(after, s)
                compared += bool(bees.candidates(after, s))
    assert compared > 20


def test_a_placement_preview_gives_the_hexes_and_gains_the_placement_makes():
    from boardgames_tui.engine.api import Preview

    checked = bees_seen = 0
    for state in _states(3, 4):
        if state.step != "place":
            continue
        view = ENGINE.view(state, state.current)
        for action in ENGINE.legal_actions(state)[::5]:
            if not isinstance(action, Place):
                assert ENGINE.preview(view, action) is None
                continue
            preview = ENGINE.preview(view, action)
            after = ENGINE.apply(state, action)
            s = state.current
            cells, _mask, _touch = geo.placement_at(geo.tile_shape(action.tile), action.rot)[action.at]
            assert isinstance(preview, Preview) and preview.cells == tuple(cells)
            placed = after.log[0].text  # "P1 places ... on a1 b2: +1 water (icon), ..."
            gains = [e for e in preview.effects if e.startswith("+")]
            assert (placed.split(": ", 1)[1].rstrip(".") if gains else "") == ", ".join(gains)
            got_bees = len(after.bees[s]) - len(state.bees[s])
            assert sum(" bee on " in e for e in preview.effects) == got_bees
            water = sum(int(e.split()[0]) for e in gains if " water " in e)
            assert after.water[s] - state.water[s] == water
            checked += 1
            bees_seen += got_bees
    assert checked > 20 and bees_seen > 0
    illegal = Place(tile="E1", rot=0, at=0)
    assert ENGINE.preview(state, illegal) is None
