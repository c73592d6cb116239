"""The fast paths (bitboard placements, the rover step table, shared action values, copy on
write) agree with the direct rules, and legal-action counts along seeded games do not drift."""

import json
from pathlib import Path

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_unknown.actions import MoveRover, Place
from boardgames_tui.engine.planet_unknown.content import SIZE, layouts
from boardgames_tui.engine.planet_unknown.placement import can_place, place_actions, why_not_here
from boardgames_tui.engine.planet_unknown.rovers import rover_moves, rover_step_problem
from boardgames_tui.engine.planet_unknown.state import Player, PUState
from boardgames_tui.engine.rng import Rng

from .builders import E

COUNTS = Path(__file__).resolve().parents[2] / "data" / "planet-unknown" / "counts.json"


def states(players, seed, options):
    """Every state of a seeded random game (the first legal action list picks by the rng)."""
    state = E.new_game([Seat(name=f"P{i}") for i in range(players)], seed=seed, options=options)
    rng = Rng.from_seed(seed)
    while not state.finished:
        yield state
        state = E.apply(state, rng.choice(E.legal_actions(state)))


@pytest.mark.parametrize("case", json.loads(COUNTS.read_text()), ids=lambda c: f"{c['players']}p-seed{c['seed']}")
def test_legal_action_counts_match_the_recorded_perft(case):
    # recorded with the engine before the speed work: the counts at every step of the game
    counts = [len(E.legal_actions(s)) for s in states(case["players"], case["seed"], case["options"])]
    assert counts == case["counts"]


UNIQUE = {
    "planet_1": "Tartarus", "planet_2": "Pajitnov", "planet_3": "Arashi", "planet_4": "K-273",
    "corporation_1": "Cosmos inc", "corporation_2": "Horizon Group", "corporation_3": "Republic", "events": True,
}


def test_placements_are_exactly_the_spots_the_direct_check_allows():
    checked = 0
    for state in states(4, 17, UNIQUE):
        if state.prompt.kind != "place":
            continue
        seat = state.active[0]
        tile = state.players[seat].hand
        want = {
            (r, c, lay.rotation, lay.flipped)
            for lay in layouts(tile)
            for r in range(SIZE)
            for c in range(SIZE)
            if why_not_here(state, seat, tile, r, c, lay.rotation, lay.flipped) is None
        }
        got = [(a.row, a.col, a.rotation, a.flipped) for a in place_actions(state, seat, tile)]
        assert len(got) == len(set(got)) and set(got) == want
        assert got == sorted(got, key=lambda g: ([(x.rotation, x.flipped) for x in layouts(tile)].index(g[2:]), g[0], g[1]))
        for a in E.legal_actions(state)[:: max(1, len(want) // 7)]:
            assert E.why_illegal(state, a) is None
        checked += 1
    assert checked > 20


def test_draft_check_agrees_with_the_placements():
    for state in states(3, 23, {"events": True, "planet_2": "Charybdis"}):
        for seat in range(3):
            for tile in (state.players[seat].hand, *(t for st in state.stacks[:2] for t in st[-1:])):
                if tile >= 0:
                    assert can_place(state, seat, tile) == any(
                        why_not_here(state, seat, tile, r, c, lay.rotation, lay.flipped) is None
                        for lay in layouts(tile)
                        for r in range(SIZE)
                        for c in range(SIZE)
                    )
        if state.round > 3:
            break


def test_rover_moves_are_the_moves_the_direct_check_allows():
    seen = 0
    for state in states(4, 31, {**UNIQUE, "planet_1": "K'Aax", "corporation_4": "Cosmos inc"}):
        for seat, p in enumerate(state.players):
            if p.moves <= 0 and seat != state.active[0]:
                continue
            want = [MoveRover(rover=k, direction=d) for k in range(len(p.rovers)) for d in range(9) if rover_step_problem(state, seat, k, d) is None]
            assert rover_moves(state, seat) == want
            seen += bool(want)
    assert seen > 10


def test_legal_actions_are_shared_values_equal_to_validated_ones():
    for state in states(2, 5, {"events": True, "private_objectives": True}):
        for a in E.legal_actions(state):
            again = E.parse_action(a.model_dump(mode="json"))
            assert again == a and hash(again) == hash(a) and type(again) is type(a)
            assert type(a).model_validate(a.model_dump()) == a
    assert Place.of(1, 2, 3, True) is Place.of(1, 2, 3, True) == Place(row=1, col=2, rotation=3, flipped=True)


def test_every_list_field_is_copied_by_a_deep_copy():
    state = next(s for i, s in enumerate(states(3, 9, {"events": True})) if i == 80)
    copy = state.model_copy(deep=True)
    assert copy.model_dump() == state.model_dump()
    for name, field in PUState.model_fields.items():
        if str(field.annotation).startswith("list") and name not in ("seats", "log"):
            assert getattr(copy, name) is not getattr(state, name), name
    for p, q in zip(copy.players, state.players):
        assert p is not q
        assert all(getattr(p, name) is not getattr(q, name) for name, f in Player.model_fields.items()
                   if str(f.annotation).startswith("list"))


def test_apply_never_changes_its_argument():
    previous = None
    for state in states(6, 2, {"events": True}):
        if previous is not None:
            assert previous.model_dump() == before
        previous, before = state, state.model_dump()


def test_the_place_tables_built_without_validation_hold_validated_values():
    from boardgames_tui.engine.planet_unknown.placement import _place_table

    for rotation in range(4):
        for flipped in (False, True):
            for o, action in enumerate(_place_table(rotation, flipped)):
                want = Place(row=o // SIZE, col=o % SIZE, rotation=rotation, flipped=flipped)
                assert action == want and action.model_dump() == want.model_dump()
                assert action.model_fields_set == want.model_fields_set
