"""Planet Unknown's glossary: the words of the inspect pane, for every component of the content."""

from __future__ import annotations

import random

from boardgames_tui.engine.api import Inspection, Seat
from boardgames_tui.engine.planet_unknown import ENGINE
from boardgames_tui.engine.planet_unknown import glossary as gl
from boardgames_tui.engine.planet_unknown.actions import Draft
from boardgames_tui.engine.planet_unknown.content import SIZE, civ_cards, events, objectives, tiles


def start():
    state = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=1)
    return state, ENGINE.view(state, state.actor)


def filled(ins: Inspection) -> bool:
    return bool(ins.title) and bool(ins.lines) and all(line for line in ins.lines)


def test_a_tile_in_words():
    ins = gl.describe_tile(0)
    assert ins.title == "I3 straight tromino: Civ and Energy"
    assert ins.lines[:4] == (
        "Shape: straight tromino, 3 squares (inner ring stack I3)",
        "Civ: 2 squares; its icon advances your Civ tracker one space",
        "Energy: 1 square; its icon advances one track of the terrains touching the energy area it lies in (your choice)",
        "Meteor: none",
    )
    assert ins.lines[-3:] == ("  E", "  C", "  c")  # the picture: capitals carry the icon


def test_a_station_tile_says_who_may_take_it():
    state, view = start()
    top = view.stacks[5][-1]
    ins = gl.describe_stack(view, 5)
    assert ins.title == gl.tile_title(top)
    assert ins.lines[0] == "Cost: free for Bob (facing it): take one of the two top tiles"
    assert gl.describe_action(view, Draft(stack=5)) == ins


def test_a_civ_card_a_track_space_an_event_and_objectives():
    state, view = start()
    assert gl.describe_civ_card(5, view) == Inspection("Salvage Yard", (
        "Cost: a rank-1 civ milestone of your Civ track (taken at the end of the round)",
        "When: now: its effect happens when you take it",
        "Effect: Take a tile from your depot and place it, without advancing any tracker for it.",
        "Where: face up in the rank-1 offer (3 cards)",
    ), kind="civ card, rank 1")
    assert gl.describe_civ_card(6).lines[1] == "When: END GAME: kept face down, counts at the end"
    space = gl.describe_track_space(view, 0, 0, 3)
    assert space.title == "Civ track, space 3"
    assert space.lines == ("Cost: 3 more advances of the Civ tracker (on space 0)",
                           "Gives: civ milestone: take a rank-1 civ card at the end of the round",
                           "Scores: now 0 medals on the Civ track", "Owner: Ann (Universal Coalition)")
    tech = gl.describe_track_space(view, 0, 4, 3)
    assert "Gives: unlocks tech 1: Ignore the adjacency requirement" in tech.text()
    assert gl.describe_event(124).title == "Round rule (red event)"
    assert gl.describe_event(124).lines[0] == "Effect: This round tiles may not touch the planet edge."
    assert gl.describe_private_objective(1).lines == ("Goal: a 3×3 block of Civ terrain", "Scores: 5 medals at the end if done")
    card = view.neighbour_objectives[0][0]
    nobj = gl.describe_neighbour_objective(view, 0)
    assert nobj.title == objectives()[card].neighbour_side["name"]
    assert "Scores: 5 medals to the better, 2 each on a tie, 0 to the other, at the end" in nobj.lines
    assert nobj.lines[-1] == "Leading: tied"


def test_a_square_and_a_row_medal():
    state, view = start()
    sq = gl.describe_square(view, 0, 2 * SIZE + 7)
    assert sq.title == "Square at row 3, column 8 of Ann's planet"
    assert sq.lines[0] == "Terrain: uncovered land"
    assert sq.lines[1].startswith("Lifepod: a rover entering collects it")
    assert sq.lines[-2:] == ("Row 3: 1 medal (0/8 covered)", "Column 8: 2 medals (0/10 covered)")
    row = gl.describe_line(view, 0, "row", 0)
    assert row.title == "Row 1 medal" and row.lines[1] == "Now: 0 of 2 squares covered"


def test_every_component_of_the_content_has_words():
    for t in range(len(tiles())):
        assert filled(gl.describe_tile(t))
    for c in civ_cards():
        assert filled(gl.describe_civ_card(c))
    for e in events():
        assert filled(gl.describe_event(e))
    for o in objectives():
        assert filled(gl.describe_objective_card(o)) and filled(gl.describe_private_objective(o))


def test_every_part_of_a_game_has_words_along_a_playout():
    options = {"corporation_1": "Jump Drive", "corporation_2": "Makeshift"}
    state = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3, options=options)
    rng = random.Random(1)
    for step in range(60):
        if state.finished:
            break
        view = ENGINE.view(state, state.actor)
        for action in ENGINE.legal_actions(state):
            ins = gl.describe_action(view, action)
            assert ins is None or filled(ins)
        if step % 10 == 0:
            for seat in range(2):
                for i in range(SIZE * SIZE):
                    assert filled(gl.describe_square(view, seat, i))
                for col in range(5):
                    assert filled(gl.describe_track(view, seat, col))
                    for y in range(16):
                        assert filled(gl.describe_track_space(view, seat, col, y))
                assert filled(gl.describe_corporation(view, seat)) and filled(gl.describe_planet(view, seat))
            for k in range(12):
                assert filled(gl.describe_stack(view, k))
            for d in range(6):
                assert filled(gl.describe_depot(view, d))
            for i in range(len(view.neighbour_objectives)):
                assert filled(gl.describe_neighbour_objective(view, i))
        state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
