"""End of the game (§17), final scoring (§18), tie-breakers (§19), solo result (§20)."""

from boardgames_tui.engine.planet_unknown.actions import Advance, Draft
from boardgames_tui.engine.planet_unknown.content import geometry, objectives
from boardgames_tui.engine.planet_unknown.lookups import depot_stacks
from boardgames_tui.engine.planet_unknown.flow import end_round, start_turns
from boardgames_tui.engine.planet_unknown.objectives import OBJECTIVES, metric, private_done
from boardgames_tui.engine.planet_unknown.scoring import line_medals, score_sheet
from boardgames_tui.engine.rng import Rng

from .builders import E, cell, fill, new, play


def test_empty_depot_ends_the_game_after_the_round():
    s = new(2)
    inner, outer = depot_stacks(s, 0)
    s.removed += s.stacks[inner] + s.stacks[outer]
    s.stacks[inner] = ()
    s.stacks[outer] = ()
    end_round(s, Rng(s.rng))
    assert s.phase == "final" and "depot" in s.end_reason


def test_a_seat_that_cannot_place_takes_a_tile_and_advances_both_tracks():
    s = new(2)
    g = geometry(0)
    # cover everything but isolated single squares: no tile of 2+ squares fits
    free = sorted(g.playable)
    keep = {cell(5, 0), cell(0, 5)}
    fill(s, 0, [i for i in free if i not in keep], "c")
    s.players[0].tiles = (0,)
    s.order = [0, 1]
    start_turns(s)
    p = s.players[0]
    assert p.stuck and s.last_round
    s.active = [0]
    from boardgames_tui.engine.planet_unknown.flow import prompt_for

    s.prompt = prompt_for(s, 0)
    legal = E.legal_actions(s)
    assert legal and all(isinstance(a, Draft) for a in legal)
    # take an energy tile if offered: energy counts as the other resource
    from boardgames_tui.engine.planet_unknown.content import tiles

    act = legal[0]
    tile = s.stacks[act.stack][-1]
    s = play(s, act)
    res = tiles()[tile].resources
    items = s.players[0].pending
    if "energy" in res:
        other = next(r for r in res if r != "energy")
        assert len(items) == 2 and items[0] == items[1]
        assert other
    else:
        assert len(items) == 2
    assert tile in s.removed


def test_complete_rows_and_columns_score_unless_a_meteorite_is_there():
    s = new(1)
    g = geometry(0)
    row5 = list(g.row_cells[5])
    fill(s, 0, row5)
    assert line_medals(s.players[0])[0] == 3  # row 6 is worth 3
    col0 = list(g.col_cells[0])  # (5,0) and (6,0)
    fill(s, 0, col0)
    assert line_medals(s.players[0])[0] == 3 + 1
    s.players[0].meteorites = (cell(5, 0),)
    assert line_medals(s.players[0])[0] == 0  # blocks its row and its column


def test_full_planet_scores_forty():
    s = new(1)
    fill(s, 0, sorted(geometry(0).playable))
    assert line_medals(s.players[0])[0] == 40


def test_meteorites_score_one_per_three():
    s = new(2)
    s.players[0].meteorites_collected = 8
    assert score_sheet(s).seats[0].breakdown["Meteorites"] == 2


def test_neighbour_objectives_win_five_tie_two():
    s = new(3)
    s.neighbour_objectives = [(26, 0, 1), (28, 1, 2), (25, 2, 0)]  # most lifepods, fewest lifepods, most meteorites
    s.players[0].lifepods_collected = 3
    s.players[1].lifepods_collected = 1
    s.players[2].lifepods_collected = 1
    assert OBJECTIVES.neighbour_scores(s) == [5 + 2, 0 + 2, 2 + 2]


def test_private_objectives_score_five_when_done():
    s = new(1)
    p = s.players[0]
    p.objectives = (25, 19)  # Cleanup: 9 meteorites; Crowd Source: civ at 15
    p.meteorites_collected = 9
    assert private_done(p, 25) and not private_done(p, 19)
    assert score_sheet(s).seats[0].breakdown["Private objectives"] == 5


def test_block_and_area_objectives():
    s = new(1)
    p = s.players[0]
    fill(s, 0, [cell(r, c) for r in range(4, 7) for c in range(6, 9)], "c")
    assert private_done(p, 1)  # 3x3 civ
    fill(s, 0, [cell(r, c) for r in range(7, 9) for c in range(5, 10)], "b")
    fill(s, 0, [cell(7, 5)], "p")  # a patch counts as biomass
    assert private_done(p, 14)  # 2x5 biomass
    fill(s, 0, [cell(3, 3), cell(3, 4)], "C")
    assert metric(p, objectives()[9].neighbour_side) == 9  # largest civ area (3x3, separate from the pair)
    assert metric(p, objectives()[15].neighbour_side) == 2  # civ areas
    assert metric(p, objectives()[23].neighbour_side) == 2  # civ icons


def test_tie_breakers_fewest_uncovered_then_fewest_meteorites():
    s = new(2)
    fill(s, 0, [cell(5, 5)], "c")
    fill(s, 1, [cell(5, 5)], "c")
    s.players[0].meteorites = (cell(5, 5),)
    sheet = score_sheet(s)
    assert sheet.seats[0].total == sheet.seats[1].total
    assert sheet.winners == [1] and sheet.tie_break and "fewest" in sheet.tie_break
    s.players[0].meteorites = ()
    sheet = score_sheet(s)
    assert sheet.winners == [0, 1] and "shared" in sheet.tie_break


def test_solo_result_against_the_target():
    s = new(1, casual_solo=False)
    s.finished = True
    sheet = score_sheet(s)
    assert any("Solo target 59" in n and "loss" in n for n in sheet.notes)
    assert sheet.winners == []  # the results say "Nobody wins"
    s.players[0].tracks = [15, 15, 15, 15, 15]  # 30 medals
    s.players[0].lifepods_collected = 30
    sheet = score_sheet(s)
    assert sheet.winners == [0] and any("a win" in n for n in sheet.notes)


def test_stored_patches_are_placed_at_the_end():
    s = new(2)
    from .builders import paint, tile_id

    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s.players[0].stored_patches = 2
    for q in s.players:
        q.step = ""
    from boardgames_tui.engine.planet_unknown.flow import proceed, start_final

    start_final(s)
    rng = Rng(s.rng)
    proceed(s, rng)
    assert s.players[0].pending == ["patch/end", "patch/end"]
    assert s.prompt.kind == "resolve"
    _ = Advance


def test_a_seat_facing_an_empty_depot_skips_its_turn_and_the_game_ends():
    from .builders import focus

    s = new(2)
    inner, outer = depot_stacks(s, s.order[0])
    s.removed += s.stacks[inner] + s.stacks[outer]
    s.stacks[inner], s.stacks[outer] = (), ()
    for q in s.players:
        q.step = ""
    s.players[s.order[0]].step = "draft"
    s = focus(s, s.order[0], "turn")
    assert s.active == [s.order[1]] and s.prompt.kind == "draft"
    while not s.finished:
        s = E.apply(s, E.legal_actions(s)[0])
    assert "depot" in s.end_reason
