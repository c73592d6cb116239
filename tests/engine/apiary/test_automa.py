"""The solo Automa (rules.md "Solo: the Automa"): every behaviour with exact numbers."""

from __future__ import annotations

from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary import automa
from boardgames_tui.engine.apiary.steps import settle
from boardgames_tui.engine.apiary.tasks import AutomaTurn, Turn

from .builders import game, pick, play, put, worker

AUTOMA = 1


def automa_turn(card: int, support: int, *, ws=(1, 1, 1, 2), wl=("pool",) * 4, seed=1):
    """A solo game where the Automa is about to act with `card` over `support`."""
    s = game(1, seed=seed)
    p = s.players[AUTOMA]
    p.ws, p.wl = tuple(ws), tuple(wl)
    for sp in s.spaces:
        s.spaces[sp] = (-1,) * len(s.spaces[sp])
    for i, loc in enumerate(p.wl):
        if loc in s.spaces:
            slots = list(s.spaces[loc])
            slots[slots.index(-1)] = AUTOMA * 4 + i
            s.spaces[loc] = tuple(slots)
    s.tasks = [AutomaTurn(seat=AUTOMA, stage=1)]
    s.current = AUTOMA
    s.automa_card, s.automa_support = card, support
    s.automa_deck = (support, *(c for c in range(1, 15) if c not in (card, support)))
    settle(s)
    return s


def act(s):
    return ENGINE.apply(s, ENGINE.automa_action(s))


def test_draw_step_then_action_step_and_reveal():
    s = game(1)
    assert s.active == [AUTOMA] and s.prompt.kind == "automa"
    r = s.reveals
    top = s.automa_deck[0]
    s = act(s)
    assert s.automa_card == top and s.automa_support == s.automa_deck[0] and s.reveals == r + 1
    s = act(s)
    assert s.active == [0] and s.prompt.kind == "turn"


def test_row1_retrieve_when_no_worker_of_the_colour_in_pool():
    # card 1: row 1 yellow; both yellow workers are out on the board
    s = automa_turn(1, 2, ws=(2, 3, 1, 2), wl=("grow", "research", "pool", "pool"))
    s = act(s)
    p = s.players[AUTOMA]
    assert p.ws == (3, 4, 1, 2) and p.wl == ("pool",) * 4 and s.spaces["grow"] == (-1,)


def test_row2_carve_with_strength_4_of_the_colour():
    # card 1: row 2 yellow; support card 2: BR curve, 2nd carving; carve VP 6 (standard)
    s = automa_turn(1, 2, ws=(4, 1, 1, 2))
    s.carvings = ("c:advancement", "c:brood_rearing", "c:cluster", "c:colony", "c:community", "c:delegation")
    vp = s.players[AUTOMA].vp
    s = act(s)
    p = s.players[AUTOMA]
    # BR path over 2 rows of 3: 5, 4, 3, 0, 1, 2 -> the 2nd is index 4
    assert p.pile == ("c:community",) and s.carvings[4] == "" and p.vp == vp + 6
    assert s.spaces["carve"] == (AUTOMA * 4 + 0,)


def test_row3_explore_exactly_m_steps_along_the_s_curve_from_the_launch_bay():
    # card 1: explore with the highest yellow worker (strength 2); support 1: TL curve, pollen
    s = automa_turn(1, 1, ws=(2, 1, 1, 2))
    s.etok, s.planet_stack = put(s.etok, 10, 5), put(s.planet_stack, 0, 9)  # Ironpetal: printed 2 fibre, 2 dots
    vp = s.players[AUTOMA].vp
    s = act(s)
    # launch bay -> bottom-right (step 1) -> end of the TL path, bounce back one: cell 10
    assert s.ship == 10 and s.planet[10] == 9 and 5 in s.players[AUTOMA].tokens
    assert s.dots[10] == "p"  # support card 1 says pollen
    # 2 VP for the token + 3 VP for the resources shown (2 printed + 1 dot)
    assert s.players[AUTOMA].vp == vp + 5 and sum(s.players[AUTOMA].res.values()) == 0


def test_s_curve_bottom_right_path():
    s = game(1)
    assert automa.s_curve(s, "BR")[:6] == [11, 10, 9, 8, 4, 5]
    assert automa.walk(s, "BR", 3) == 9
    s.ship = 0
    assert automa.walk(s, "TL", 2) == 2


def test_explore_ending_on_its_start_moves_one_more_step():
    s = game(1)
    s.ship = 3  # TL path ... 3, 7, 6 ...
    assert automa.walk(s, "TL", 2) == 6
    s.ship = 10  # 1 step: 11; exactly 2 steps would bounce back to 10, so one more: 9
    assert automa.walk(s, "TL", 2) == 9
    s.ship = 11  # end of the path: 2 steps bounce 10, 9
    assert automa.walk(s, "TL", 2) == 9


def test_row3_advance_boxes_rightmost_open_tile_and_scores_by_column():
    # card 3: advance with the highest yellow (strength 1, second space empty: A=2, left column)
    s = automa_turn(3, 1, ws=(1, 1, 1, 2))
    left = s.market["farm"][0]
    vp = s.players[AUTOMA].vp
    s = act(s)
    assert left in s.boxed and s.players[AUTOMA].vp == vp + 2 and len(s.market["farm"]) == 3
    # strength 4 alone: A=5, right column, 4 VP
    s = automa_turn(3, 1, ws=(4, 1, 1, 2))
    s.carvings = ("",) * len(s.carvings)  # no carving: row 2 does not apply
    right = s.market["farm"][2]
    vp = s.players[AUTOMA].vp
    s = act(s)
    assert right in s.boxed and s.players[AUTOMA].vp == vp + 4


def test_grow_convert_research_give_2_vp_1_qf_and_grow_raises_new_worker_strength():
    s = automa_turn(8, 1)  # grow with the lowest gray worker
    vp, qf = s.players[AUTOMA].vp, s.players[AUTOMA].qf
    s = act(s)
    assert s.players[AUTOMA].vp == vp + 2 and s.players[AUTOMA].qf == qf + 1 and s.automa_gain == 2
    assert s.spaces["grow"] == (AUTOMA * 4 + 2,)
    s.automa_gain = 3
    s2 = automa_turn(8, 1)
    s2.automa_gain = 3
    s2 = act(s2)
    assert s2.automa_gain == 3  # never above 3


def test_other_colour_when_none_of_the_named_colour_and_retrieve_when_pool_empty():
    # card 9: row 1 yellow -> yellow in pool? no: both yellow out, nothing on board -> not row 1
    s = automa_turn(9, 1, ws=(0, 0, 1, 2), wl=("supply", "supply", "pool", "pool"))
    s = act(s)
    assert s.spaces["convert"] == (AUTOMA * 4 + 2,)  # lowest gray used instead of yellow
    assert automa.plan(automa_turn(9, 1, ws=(1, 1, 1, 2), wl=("grow", "research", "convert", "explore"))) == ("retrieve", -1)


def test_bumped_automa_worker_goes_to_pool_with_plus_one():
    s = game(1)
    while s.active == [AUTOMA]:
        s = act(s)
    s.tasks = [Turn(seat=0)]
    s.players[0].res["pollen"] = 1
    s.spaces["grow"] = (AUTOMA * 4 + 3,)
    worker(s.players[AUTOMA], 3, 2, "grow")
    w = s.players[0].wl.index("pool")
    s = play(s, {"kind": "place", "worker": w, "space": "grow"})
    assert s.players[AUTOMA].ws[3] == 3 and s.players[AUTOMA].wl[3] == "pool" and s.prompt.kind == "grow"


def test_hibernation_fewest_sector_pod_vp_and_worker_back_at_gain_strength():
    s = automa_turn(1, 2, ws=(2, 4, 1, 2), wl=("grow", "research", "pool", "pool"))
    s.comb["I-1"] = AUTOMA
    s.players[AUTOMA].hib = 1
    s.automa_gain = 2
    vp = s.players[AUTOMA].vp
    s = act(s)  # row 1: retrieve; the strength-4 yellow hibernates
    p = s.players[AUTOMA]
    # sector II has fewest of her tokens (0) and comes before III: pod II-1 (no VP shown: 1 VP)
    assert s.comb["II-1"] == AUTOMA and p.hib == 2 and p.vp == vp + 1
    assert p.ws[1] == 2 and p.wl[1] == "pool"


def test_hibernation_pod_vp_when_shown():
    s = automa_turn(1, 2, ws=(2, 4, 1, 2), wl=("grow", "research", "pool", "pool"))
    vp = s.players[AUTOMA].vp
    s = act(s)
    assert s.comb["I-1"] == AUTOMA and s.players[AUTOMA].vp == vp + 2


def test_end_bonus_and_human_wins_ties():
    s = game(1)
    s.players[AUTOMA].gained = 30
    sheet = ENGINE.scores(s)
    rows = {r.seat: r for r in sheet.seats}
    assert rows[AUTOMA].breakdown["Automa bonus"] == 45 - 15
    # force a tie: the human wins it
    diff = rows[AUTOMA].total - rows[0].total
    s.players[0].vp += diff
    sheet = ENGINE.scores(s)
    assert sheet.total(0) == sheet.total(AUTOMA) and sheet.winners == [0]


def test_difficulty_changes_target_and_carve_vp():
    s = game(1, difficulty="hard")
    s.players[AUTOMA].gained = 0
    row = next(r for r in ENGINE.scores(s).seats if r.seat == AUTOMA)
    assert row.breakdown["Automa bonus"] == 60


def test_deck_reshuffles_when_empty():
    s = game(1)
    s.automa_deck = (7,)
    s = act(s)
    assert s.automa_card == 7 and len(s.automa_deck) == 13 and 7 not in s.automa_deck


def test_human_may_exchange_copy_from_automa_pile():
    s = game(1)
    p = s.players[0]
    p.hive["A1"] = "c:exchange"
    s.players[AUTOMA].pile = ("c:colony",)  # 14 VP with no developments
    row = next(r for r in ENGINE.scores(s).seats if r.seat == 0)
    assert row.breakdown["Carvings"] == 14 - 3
