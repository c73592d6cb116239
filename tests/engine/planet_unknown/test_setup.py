"""Setup for 1, 2 and 3–6 players (§3), the station (§4) and the planets (§21, §22.3)."""

import pytest

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.engine.planet_unknown.actions import DiscardObjective, Draft, Rotate
from boardgames_tui.engine.planet_unknown.content import (
    SIZE,
    civ_cards,
    geometry,
    planets,
    stack_shape,
    station,
    tiles,
)
from boardgames_tui.engine.planet_unknown.lookups import depot_stacks

from .builders import E, new, play


def test_twelve_stacks_of_twelve_tiles_by_shape():
    s = new(3)
    assert len(s.stacks) == 12
    for k, st in enumerate(s.stacks):
        assert len(st) == 12
        assert {tiles()[t].shape for t in st} == {stack_shape(k)}
        assert {tiles()[t].ring for t in st} == {"inner" if k < 6 else "outer"}
    assert sorted(t for st in s.stacks for t in st) == list(range(144))
    assert [stack_shape(k) for k in range(6)] == ["I3", "T4", "V3", "L4", "D2", "O4"]


def test_each_stack_holds_six_pairs_with_and_without_meteor():
    s = new(2)
    for st in s.stacks:
        pairs = sorted((tuple(tiles()[t].resources), tiles()[t].has_meteor) for t in st)
        assert len(set(pairs)) == 12


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_civ_cards_players_plus_one_per_rank(n):
    s = new(n)
    for rank, deck in enumerate(s.civ_decks, start=1):
        assert len(deck) == n + 1
        assert all(civ_cards()[c].rank == rank for c in deck)
    assert len(s.civ_box) == 36 - 4 * (n + 1)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_one_neighbour_objective_between_each_pair_of_neighbours(n):
    s = new(n)
    pairs = sorted(tuple(sorted((a, b))) for _, a, b in s.neighbour_objectives)
    assert pairs == sorted(tuple(sorted((k, (k + 1) % n))) for k in range(n))
    assert len({c for c, _, _ in s.neighbour_objectives}) == n


def test_two_players_share_three_neighbour_objectives():
    s = new(2)
    assert len(s.neighbour_objectives) == 3
    assert all((a, b) == (0, 1) for _, a, b in s.neighbour_objectives)
    assert all(not p.objective_offer for p in s.players)


def test_solo_deals_four_private_objectives_and_keeps_three():
    s = new(1)
    assert s.neighbour_objectives == []
    p = s.players[0]
    assert len(p.objective_offer) == 4 and s.prompt.kind == "objective"
    drop = p.objective_offer[1]
    s = play(s, DiscardObjective(card=drop))
    assert len(s.players[0].objectives) == 3 and drop not in s.players[0].objectives
    assert s.players[0].objective_offer == ()


def test_private_objective_module_deals_two_keeps_one():
    s = new(3, private_objectives=True)
    assert all(len(p.objective_offer) == 2 for p in s.players)
    for _ in range(3):
        seat = s.active[0]
        s = play(s, DiscardObjective(card=s.players[seat].objective_offer[0]))
    assert all(len(p.objectives) == 1 for p in s.players)
    assert s.prompt.kind == "rotate"


def test_lifepods_rovers_trackers_at_start():
    s = new(4)
    for p in s.players:
        assert sorted(p.lifepods) == sorted(r * SIZE + c for r, c in planets()[0].lifepods)
        assert len(p.lifepods) == 6
        assert p.rovers == [-1, -1]
        assert p.tracks == [0, 0, 0, 0, 0]
    assert 0 <= s.commander < 4


def test_shared_planet_has_96_squares_21_ice_28_edge():
    g = geometry(0)
    assert len(g.playable) == 96 and len(g.ice) == 21 and len(g.edge) == 28
    assert [len(r) for r in g.row_cells] == [2, 6, 8, 10, 10, 12, 12, 10, 10, 8, 6, 2]


def test_lacuna_holes_are_not_edge_and_oblivion_edge_is_the_outer_frame():
    lacuna = next(p for p in planets() if p.name == "Lacuna")
    g = geometry(lacuna.id)
    assert len(g.playable) == 94
    assert (5 * SIZE + 8) not in g.edge  # next to the hole at (5,9)
    oblivion = next(p for p in planets() if p.name == "Oblivion")
    g = geometry(oblivion.id)
    assert (2 * SIZE + 3) not in g.edge  # next to the empty centre
    assert all(i // SIZE in (0, 11) or i % SIZE in (0, 11) for i in g.edge)


def test_each_seat_can_have_its_own_planet():
    s = new(2, planet_1="Gaia", planet_2="K-273")
    assert [planets()[p.planet].name for p in s.players] == ["Gaia", "K-273"]


@pytest.mark.parametrize("n,positions", [(1, [0]), (2, [0, 3]), (3, [0, 2, 4]), (4, [0, 1, 3, 4]), (6, [0, 1, 2, 3, 4, 5])])
def test_seats_face_depots_as_bga(n, positions):
    assert station().seat_positions[str(n)] == positions
    s = new(n)
    for seat in range(n):
        d = (positions[seat] + s.rotation) % 6
        assert depot_stacks(s, seat) == ((d + s.offset) % 6, 6 + d)


def test_two_players_station_turns_one_depot_per_round_by_itself():
    s = new(2, seed=4)
    first = s.rotation
    assert s.prompt.kind == "draft"
    while s.round == 1:
        s = E.apply(s, E.legal_actions(s)[0])
    assert s.rotation == (first + 1) % 6


def test_commander_rotates_the_station_with_three_or_more():
    s = new(3, seed=2)
    assert s.prompt.kind == "rotate" and s.active == [s.commander]
    assert E.legal_actions(s) == [Rotate(rotation=r) for r in range(6)]
    s = play(s, Rotate(rotation=4))
    assert s.rotation == 4 and s.prompt.kind == "draft"
    assert s.active == [s.order[0]] and s.order[0] == s.commander


def test_turn_order_runs_clockwise_from_the_commander():
    s = new(4, seed=3)
    s = play(s, Rotate(rotation=0))
    assert s.order == [(s.commander + k) % 4 for k in range(4)]


def test_draft_offers_the_two_tops_and_new_top_stays_hidden_until_round_end():
    s = new(3, seed=2)
    s = play(s, Rotate(rotation=1))
    seat = s.active[0]
    inner, outer = depot_stacks(s, seat)
    assert [a.stack for a in E.legal_actions(s)] == [inner, outer]
    s = play(s, Draft(stack=outer))
    v = E.view(s, (seat + 1) % 3)
    assert v.stacks[outer][-1] == HIDDEN_ID
    assert v.stacks[inner][-1] == s.stacks[inner][-1]
    reveals = s.reveals
    while s.round == 1:
        s = E.apply(s, E.legal_actions(s)[0])
    assert s.reveals > reveals and s.unrevealed == []
    assert E.view(s, 0).stacks[outer][-1] == s.stacks[outer][-1]


def test_views_hide_stack_order_event_deck_and_box():
    s = new(2, events=True)
    v = E.view(s, 0)
    assert all(t == HIDDEN_ID for st in v.stacks for t in st[:-1])
    assert set(v.event_deck) == {HIDDEN_ID} and len(v.event_deck) == len(s.event_deck)
    assert set(v.civ_box) == {HIDDEN_ID}
