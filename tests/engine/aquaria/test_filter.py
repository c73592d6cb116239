"""Filter tokens, wool, the filter trigger, and lionfish."""

from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.flow import run

from .builders import E, at, blank, clear_board, do, legal, main, past_setup, put


def base():
    s = blank(past_setup(2, seed=2))
    clear_board(s, 0)
    return s


def test_tokens_fill_bottom_to_top_no_two_with_the_same_bonus():
    s = base()
    s = at(s, 0, ["endturn"], ["ftoken", "any"], ["ftoken", "red"])
    assert {a.token for a in main(s)} == {"FR1", "FR2", "FR3", "FR4"}
    s = do(s, A.FilterToken(token="FR1"))
    assert s.players[0].ftokens == ("FR1",) and s.fsupply["FR1"] == 1
    assert "FB2" not in {a.token for a in main(s)}  # also "1 card"
    assert "already holds" in E.why_illegal(s, A.FilterToken(token="FB2"))
    s = do(s, A.FilterToken(token="FY1"))
    assert s.players[0].ftokens == ("FR1", "FY1")


def test_fourth_token_gives_a_lionfish_first():
    s = base()
    s.players[0].ftokens = ("FR1", "FR2", "FR3")
    for k in ("FR1", "FR2", "FR3"):
        s.fsupply[k] -= 1
    s = at(s, 0, ["endturn"], ["vp", 1, "Bonuses"], ["ftoken", "any"])
    s = do(s, A.FilterToken(token="FY4"))
    assert s.prompt.kind == "place-lionfish"
    lid = s.lion_offer[0]
    s = do(s, A.PlaceLionfish(card=lid, cell=7))
    p = s.players[0]
    assert p.grid[7] == lid and p.lionfish == 1 and p.vp == 6 + 1


def test_no_token_possible_gain_lost_and_slash_must_take_other_side():
    s = base()
    s.players[0].ftokens = ("FR1", "FR2", "FR3", "FR4")
    for k in s.players[0].ftokens:
        s.fsupply[k] -= 1
    s = at(s, 0, ["endturn"], ["ftoken", "any"])
    assert s.prompt.kind == "end-turn"
    s = at(s, 0, ["endturn"], ["choose", '[["wool", 1]]', '[["filter_token", "red"]]', "Cards", -1])
    assert main(s) == [A.Choose(index=0)]
    assert "take the other option" in E.why_illegal(s, A.Choose(index=1))


def test_filter_trigger_at_end_of_turn():
    s = base()
    p = s.players[0]
    p.wool, p.oxygen = 4, 5
    p.ftokens = ("FG1", "FY3", "FR1")
    for k in p.ftokens:
        s.fsupply[k] -= 1
    s = at(s, 0, ["endturn"], ["wool", 1])
    assert s.players[0].wool == 5 and s.prompt.kind == "end-turn"
    hand = len(s.players[0].hand)
    s = do(s, A.EndTurn())
    # start bonus: 1 pearl + 1 card from the offer
    assert s.players[0].pearls == 1 and s.prompt.kind == "take-card"
    s = do(s, A.TakeCard(slot=0))
    # FG1: 1 green food; FY3: 1 encyclopedia step (a fork at the start)
    assert s.players[0].food == [0, 1, 0] and s.prompt.kind == "encyclopedia"
    s = do(s, A.EncyStep(node="T1"))
    # FR1: 1 card
    s = do(s, A.TakeCard(slot=0))
    p = s.players[0]
    assert len(p.hand) == hand + 2 and p.wool == 0
    assert p.vp == 2 and p.vp_parts == {"Filter": 2}


def test_wool_beyond_five_is_deferred_and_comes_back_after_emptying():
    s = base()
    p = s.players[0]
    p.wool, p.oxygen = 5, 2
    p.vp, p.vp_parts = 0, {}
    s = at(s, 0, ["endturn"], ["wool", 2])
    assert (s.players[0].wool, s.players[0].wool_deferred) == (5, 2)
    s = do(s, A.EndTurn())
    s = do(s, A.TakeCard(slot=0))
    p = s.players[0]
    assert (p.wool, p.wool_deferred) == (2, 0)
    assert p.vp == 0  # oxygen level 2 loses 1 VP, floor 0


def test_filter_triggers_after_the_microflora_bonuses():
    s = base()
    p = s.players[0]
    colour = s.colours[0]
    from boardgames_tui.engine.aquaria.content import content

    idx = content().colours.index(colour)
    dials = [(idx + 2) % 4] * 8
    dials[1] = idx  # C2: 1 wool
    dials[3] = idx  # C4: 1 pearl
    p.dials = tuple(dials)
    p.wool = 4
    s.phase, s.turn_idx, s.tasks = "Actions", 4 * 2 - 1, []
    run(s)
    p = s.players[0]
    # C2 wool fills the filter, C4 pearl is taken, then the filter triggers (pearl + card)
    assert p.matches == 2 and p.wool == 5 and p.pearls == 2
    assert s.prompt.kind == "take-card"


def test_lionfish_cap_two_and_free_placement():
    s = base()
    s = at(s, 0, ["endturn"], ["lionfish", 1])
    assert len(main(s)) == len(s.lion_offer) * 16
    l1 = s.lion_offer[0]
    ox = s.players[0].oxygen
    s = do(s, A.PlaceLionfish(card=l1, cell=0))
    assert s.players[0].oxygen == ox and s.players[0].vp == 6
    s = at(s, 0, ["endturn"], ["lionfish", 1])
    s = do(s, A.PlaceLionfish(card=s.lion_offer[0], cell=1))
    s = at(s, 0, ["endturn"], ["lionfish", 1])
    assert s.prompt.kind == "end-turn" and s.players[0].lionfish == 2


def test_filter_oxygen_vp_counts_the_level_after_the_token_bonuses():
    """Order of a trigger: start bonus, tokens bottom to top, then the oxygen VP, then the wool goes."""
    s = base()
    p = s.players[0]
    p.wool, p.oxygen = 5, 5
    p.ftokens = ("FG4",)  # 2 OP
    s.fsupply["FG4"] -= 1
    s = at(s, 0, ["endturn"])
    s = do(s, A.EndTurn(), A.TakeCard(slot=0))
    p = s.players[0]
    assert p.oxygen == 7 and p.vp == 4 and p.wool == 0  # level 7 = +4 VP (level 5 would be +2)


def test_wool_from_a_token_during_the_trigger_waits_for_the_emptying():
    s = base()
    p = s.players[0]
    p.wool, p.oxygen = 5, 4
    p.ftokens = ("FG3",)  # 1 wool
    s.fsupply["FG3"] -= 1
    s = at(s, 0, ["endturn"])
    s = do(s, A.EndTurn(), A.TakeCard(slot=0))
    p = s.players[0]
    assert (p.wool, p.wool_deferred, p.vp) == (1, 0, 1)


def test_deferred_wool_never_exceeds_the_five_tiles():
    s = base()
    s.players[0].wool = 5
    s = at(s, 0, ["endturn"], ["wool", 7])
    assert (s.players[0].wool, s.players[0].wool_deferred) == (5, 5)
    assert E.invariants(s) == []


def test_lionfish_lost_when_the_offer_is_empty_or_the_aquarium_full():
    s = base()
    s.lion_out = (*s.lion_out, *s.lion_offer)
    s.lion_offer = []
    s = at(s, 0, ["endturn"], ["lionfish", 1])
    assert s.prompt.kind == "end-turn" and s.players[0].lionfish == 0
    assert "offer is empty" in s.log[-1].text
    s = base()
    cards = [c for c in s.deck[:16]]
    for cell, cid in enumerate(cards):
        put(s, 0, cell, cid)
    s = at(s, 0, ["endturn"], ["lionfish", 1])
    assert s.prompt.kind == "end-turn" and "aquarium is full" in s.log[-1].text
