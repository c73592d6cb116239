"""Final scoring: the brief's worked example (96 basic, 109 advanced) and each category."""

from boardgames_tui.engine.aquaria.scoring import anemones, plants, school_groups, schools

from .builders import E, clear_board, past_setup, put


def example(scoring: str):
    s = past_setup(2, seed=4, scoring=scoring)
    clear_board(s, 0)
    layout = {
        0: "B04", 1: "R01", 2: "B07",
        4: "B17", 5: "R13", 6: "G07",
        8: "B03", 9: "Y01", 10: "B08",
        12: "L05", 15: "B14",
    }
    for cell, cid in layout.items():
        put(s, 0, cell, cid)
    p = s.players[0]
    p.vp, p.vp_parts = 45, {"Feeding": 20, "Filter": 10, "Bonuses": 15}
    p.pearls, p.wool, p.oxygen = 3, 2, 10
    p.food = [1, 1, 1]
    p.tokens = ()
    s.arrival = (0,)
    s.finished = True
    return s


def test_worked_example_basic_96():
    s = example("basic")
    sheet = E.scores(s)
    b = sheet.seats[0].breakdown
    assert b["Pearls & wool"] == 5
    assert b["Oxygen"] == 7
    assert b["Arrival"] == 12
    assert b["Leftover food"] == 1
    assert b["Full rows & columns"] == 3
    assert b["Unused tokens"] == 0
    assert b["Lionfish"] == 15
    assert b["Anemones"] == 4
    assert b["Schools"] == 4
    assert sheet.seats[0].total == 96
    assert "Plants" not in b


def test_worked_example_advanced_109():
    s = example("advanced")
    sheet = E.scores(s)
    b = sheet.seats[0].breakdown
    assert (b["Anemones"], b["Schools"], b["Plants"]) == (6, 9, 6)
    assert sheet.seats[0].total == 109


def test_school_group_tables():
    s = past_setup(2, seed=4)
    clear_board(s, 0)
    for cell, cid in zip((0, 1, 2, 3, 4), ("R07", "R08", "R09", "R10", "R11")):
        put(s, 0, cell, cid)
    put(s, 0, 15, "R12")
    p = s.players[0]
    assert school_groups(p) == [5, 1]
    assert schools(p, False) == 9 + 1
    assert schools(p, True) == 19 + 1


def test_anemone_cap_and_lionfish_not_clownfish():
    s = past_setup(2, seed=4)
    clear_board(s, 0)
    put(s, 0, 5, "R17")  # anemone in the middle
    for cell, cid in zip((1, 4, 6, 9), ("R01", "R02", "R03", "R04")):
        put(s, 0, cell, cid)
    p = s.players[0]
    assert anemones(p, False) == 8  # 4 clownfish x 2 = 8, cap 8
    assert anemones(p, True) == 12
    p.grid = (*p.grid[:9], "", *p.grid[10:])
    s.discard.append("R04")
    put(s, 0, 9, "L01")
    assert anemones(p, False) == 6


def test_plant_colours_and_lionfish_any_colour():
    s = past_setup(2, seed=4)
    clear_board(s, 0)
    put(s, 0, 5, "R13")
    put(s, 0, 1, "R01")
    put(s, 0, 4, "Y01")
    assert plants(s.players[0]) == 1
    put(s, 0, 6, "L02")
    assert plants(s.players[0]) == 3


def test_oxygen_final_floor_and_tiebreak():
    s = past_setup(2, seed=4)
    for i in (0, 1):
        clear_board(s, i)
        p = s.players[i]
        p.vp, p.vp_parts, p.pearls, p.wool, p.food, p.tokens = 0, {}, 0, 0, [0, 0, 0], ()
    s.players[0].oxygen = 0  # -3 VP, but the total stays at 0
    s.players[1].oxygen = 3  # 0 VP
    sheet = E.scores(s)
    assert [r.total for r in sheet.seats] == [0, 0]
    assert sheet.seats[0].breakdown["Oxygen"] == 0
    assert sheet.winners == [1]
    assert sheet.tie_break == "higher oxygen level"


def test_unused_tokens_and_lionfish_kinds():
    s = past_setup(2, seed=4)
    clear_board(s, 0)
    p = s.players[0]
    p.tokens = ("ER5", "EN07")
    for k in list(s.ency_tokens):
        if s.ency_tokens[k] in p.tokens:
            s.ency_tokens[k] = ""
    put(s, 0, 0, "L09")
    p.pet = 3
    b = E.scores(s).seats[0].breakdown
    assert b["Unused tokens"] == 4 + 2
    assert b["Lionfish"] == 9


def test_the_recalibrated_deck_keeps_the_seeds_costs_and_pays_a_builder():
    """Rules version 2 (issue 24 item 5, rules.md "Score scale"): the seed's example cards keep their
    costs; every other card costs 1-4 OP (plants 0) and a fish pays more in 2 feedings than it costs."""
    from boardgames_tui.engine.aquaria.content import content

    cards = content().cards
    assert (cards["R05"].cost, cards["R05"].anemone_discount) == (7, True)  # John pays 5 beside 2 anemones
    assert (cards["B01"].cost, cards["B01"].anemone_discount) == (3, True)  # Susan pays 2 beside 1
    assert cards["R08"].cost == 3 and cards["Y13"].cost == 0
    others = [c for cid, c in cards.items() if cid not in ("R05", "B01", "R08")]
    assert {c.cost for c in others if c.type == "plant"} == {0}
    assert {c.cost for c in others if c.type != "plant"} == {1, 2, 3, 4}
    fish = [c for c in cards.values() if c.food]
    assert sorted({c.feed_vp for c in fish if len(c.food) == 1}) == [5, 6, 7]
    assert sorted({c.feed_vp for c in fish if len(c.food) == 2}) == [8, 9]
    assert all(2 * (c.feed_vp - len(c.food)) > c.cost for c in fish)
