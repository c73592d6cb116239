"""Civ cards (§14): claiming, commander order, immediate and END GAME cards, set scoring."""

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.engine.planet_unknown.actions import Advance, Choose, EndTurn, MoveRover, Place, TakeCiv, Target
from boardgames_tui.engine.planet_unknown.content import CIV, civ_cards
from boardgames_tui.engine.planet_unknown.scoring import score_sheet

from .builders import E, cell, focus, new, paint, play, tile_id


def _claim(s, seat, rank, card, claims=None):
    """Put `card` in the rank deck and let `seat` claim it in the civ phase."""
    deck = s.civ_decks[rank - 1]
    if card not in deck:
        for p in s.players:
            if card in p.civ_cards:
                p.civ_cards = tuple(c for c in p.civ_cards if c != card)
        if card in s.civ_box:
            s.civ_box = tuple(c for c in s.civ_box if c != card)
        if deck:
            s.civ_box += (deck[-1],)
            deck = deck[:-1]
        s.civ_decks[rank - 1] = tuple(sorted((*deck, card)))
    for q in s.players:
        q.step, q.pending, q.moves = "", [], 0
    s.players[seat].civ_claims = tuple(claims or [rank])
    return focus(s, seat, "civ")


def test_claims_are_taken_commander_first_then_clockwise():
    s = new(3, seed=5)
    s.commander = 1
    for q in s.players:
        q.step, q.pending = "", []
    s.players[0].civ_claims = (1,)
    s.players[2].civ_claims = (1,)
    s = focus(s, 0, "civ")
    s.idx = 0  # start the phase from the commander
    from boardgames_tui.engine.planet_unknown.flow import proceed
    from boardgames_tui.engine.rng import Rng

    proceed(s, Rng(s.rng))
    assert s.active == [2]  # commander 1 has nothing; next clockwise is 2, then 0
    card = next(c for c in s.civ_decks[0] if civ_cards()[c].timing == "end_game")
    s = play(s, TakeCiv(card=card))
    assert s.active == [0] and card not in s.civ_decks[0]


def test_choose_any_card_of_the_rank_deck():
    s = new(2)
    s = _claim(s, 0, 1, 1)
    assert {a.card for a in E.legal_actions(s)} == set(s.civ_decks[0])


def test_empty_rank_deck_gives_nothing():
    s = new(2)
    s.civ_box += s.civ_decks[0]
    s.civ_decks[0] = ()
    for q in s.players:
        q.step, q.pending = "", []
    s.players[0].civ_claims = (1,)
    s = focus(s, 0, "civ")
    assert s.prompt.kind != "civ-card"
    assert not s.players[0].civ_claims
    assert any("no rank 1 civ card is left" in line.text for line in s.log)


def test_end_game_cards_are_secret_from_other_seats():
    s = _claim(new(2), 0, 1, 7)  # Rising Planet Award
    s = play(s, TakeCiv(card=7))
    assert E.view(s, 1).players[0].civ_cards == (HIDDEN_ID,)
    assert E.view(s, 0).players[0].civ_cards == (7,)
    assert all("Rising" not in line.for_seat(1) for line in s.log)


def test_temp_agency_two_different_trackers():
    s = play(_claim(new(2), 0, 1, 1), TakeCiv(card=1))
    assert s.players[0].pending == ["diff/2/"]
    s = play(s, Advance(item=0, track=2))
    assert Advance(item=0, track=2) not in E.legal_actions(s)
    assert "different" in E.why_illegal(s, Advance(item=0, track=2))
    s = play(s, Advance(item=0, track=4))
    assert s.players[0].tracks[2] == 1 and s.players[0].tracks[4] == 1


def test_dept_of_operations_one_tracker_two_spaces():
    s = play(_claim(new(2), 0, 1, 2), TakeCiv(card=2))
    s = play(s, Advance(item=0, track=1))
    assert s.players[0].tracks[1] == 2


def test_dept_of_engineering_four_rover_moves():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), -1]
    s = play(_claim(s, 0, 1, 4), TakeCiv(card=4))
    assert s.players[0].moves == 4
    s = play(s, MoveRover(rover=0, direction=0))
    assert s.players[0].moves == 3


def test_salvage_yard_places_a_tile_without_advances():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s = play(_claim(s, 0, 1, 5), TakeCiv(card=5))
    assert s.players[0].pending == ["tile/0"]
    stack = next(a.option for a in E.legal_actions(s) if isinstance(a, Choose))
    s = play(s, Choose(item=0, option=stack))
    assert s.prompt.kind == "place"
    s = play(s, E.legal_actions(s)[0])
    p = s.players[0]
    assert len(p.tiles) == 2 and p.tracks == [0, 0, 0, 0, 0] and p.pending == []


def test_depot_repair_places_a_tile_with_advances():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s = play(_claim(s, 0, 3, 16), TakeCiv(card=16))
    stack = next(a.option for a in E.legal_actions(s) if isinstance(a, Choose))
    s = play(s, Choose(item=0, option=stack))
    s = play(s, E.legal_actions(s)[0])
    assert s.players[0].pending  # the new tile's advances wait


def test_approved_overtime_collects_two_lifepods_from_the_planet():
    s = play(_claim(new(2), 0, 2, 13), TakeCiv(card=13))
    s = play(s, Target(item=0, cell=cell(2, 7)))
    s = play(s, Target(item=0, cell=cell(4, 1)))
    assert s.players[0].lifepods_collected == 2 and len(s.players[0].lifepods) == 4


def test_relocation_bonus_teleports_a_rover():
    s = new(2)
    s.players[0].rovers = [cell(5, 5), -1]
    s = play(_claim(s, 0, 2, 14), TakeCiv(card=14))
    s = play(s, Target(item=0, cell=cell(9, 5), rover=0))
    assert s.players[0].rovers[0] == cell(9, 5) and s.players[0].lifepods_collected == 1


def test_landing_zone_destroys_meteorites_in_a_line():
    s = new(2)
    s.players[0].terrain = s.players[0].terrain  # meteorites sit on covered squares
    from .builders import fill

    fill(s, 0, [cell(5, 2), cell(5, 7), cell(6, 7)])
    s.players[0].meteorites = (cell(5, 2), cell(5, 7), cell(6, 7))
    s = play(_claim(s, 0, 3, 17), TakeCiv(card=17))
    s = play(s, Choose(item=0, option=5))  # row 6
    assert s.players[0].meteorites == (cell(6, 7),) and s.players[0].meteorites_collected == 0


def test_meteor_defense_destroys_three():
    from .builders import fill

    s = new(2)
    ms = [cell(5, 2), cell(5, 7), cell(6, 7), cell(7, 7)]
    fill(s, 0, ms)
    s.players[0].meteorites = tuple(ms)
    s = play(_claim(s, 0, 4, 25), TakeCiv(card=25))
    for m in ms[:3]:
        s = play(s, Target(item=0, cell=m))
    assert s.players[0].meteorites == (ms[3],)


def test_unionization_raises_trackers_to_five_without_synergy():
    s = new(2)
    paint(s, 0, tile_id("D2", ("civ", "energy")), 0, 5)
    s.players[0].tracks = [6, 0, 3, 0, 0]
    s = play(_claim(s, 0, 3, 21), TakeCiv(card=21))
    p = s.players[0]
    assert p.tracks[1:] == [5, 5, 5, 5] and p.tracks[0] == 6
    # water 3, biomass 2, tech 2 are synergies: none is gained
    assert not any(i.startswith("adv/01234") for i in p.pending)
    # biomass 3 gives a patch, rover 1 a rover; rover 2-5 give 1+1+2+2 moves; tech 3 and 5 unlock
    # biomass 4-5 give nothing new; rover 1 gives a rover, rover 2-5 give 1+1+2+2 moves, +1 each
    # from tech 3 once it is unlocked (tech is raised last, so not here)
    assert "patch" not in p.pending and p.pending == ["rover"] and p.moves == 6


def test_immediate_card_milestone_is_claimed_at_once():
    s = new(2)
    s.players[0].tracks[CIV] = 2
    s = play(_claim(s, 0, 1, 2), TakeCiv(card=2))  # +2 on one tracker
    s = play(s, Advance(item=0, track=CIV))  # civ 3 then 4: milestone at 3
    assert s.prompt.kind == "civ-card" and s.active == [0]


def test_set_cards_and_end_game_medals_score():
    s = new(2)
    p = s.players[0]
    p.civ_cards = (33, 34, 35)  # Commerce Agreement x3 -> 6
    p.civ_cards += (29, 30)  # Meteorite Repo x2
    p.meteorites_collected = 7  # 2 sets x (1 + 2)
    p.civ_cards += (22,)  # Sustainable Living: 1 per patch
    from .builders import fill

    fill(s, 0, [cell(5, 5), cell(5, 6)], "p")
    p.civ_cards += (28,)  # Space Citizen Decree
    p.lifepods_collected = 3
    bd = score_sheet(s).seats[0].breakdown
    assert bd["Civ cards"] == 6 + 2
    assert bd["Meteorites"] == 6
    assert bd["Lifepods"] == 6


def test_gaming_commission_advances_at_game_end():
    s = new(2)
    s.players[0].civ_cards = (23,)
    from boardgames_tui.engine.planet_unknown.flow import start_final

    start_final(s)
    assert s.players[0].pending == ["adv/01234/1/1"]
    assert civ_cards()[23].effect["medals"] == 2


def test_take_civ_reason_names_the_rank():
    s = _claim(new(2), 0, 2, 9)
    assert E.why_illegal(s, TakeCiv(card=1)) == "that card is not in the rank 2 deck"
    _ = (EndTurn, Place)


def test_end_game_card_taken_during_end_resolution_advances_at_once():
    s = new(2)
    s.players[0].tracks[CIV] = 13
    s = _claim(s, 0, 4, 24)  # Planet Lottery
    s.phase = "final"
    s = play(s, TakeCiv(card=24))
    assert s.players[0].pending == ["adv/01234/1/1"]


def test_salvage_yard_sees_the_refilled_depot():
    """The station refills before the civ phase, so both stacks of the depot can be used."""
    from boardgames_tui.engine.planet_unknown.lookups import depot_stacks, depot_tiles

    s = new(2, seed=3)
    inner, outer = depot_stacks(s, 0)
    s.unrevealed = [inner]
    for q in s.players:
        q.step, q.pending, q.moves = "", [], 0
    s.players[0].civ_claims = (1,)
    s = focus(s, s.order[-1], "turn")  # the last seat finishes its turn: on to the civ phase
    assert s.phase == "civ" and s.unrevealed == []
    assert {st for st, _ in depot_tiles(s, 0)} == {inner, outer}
