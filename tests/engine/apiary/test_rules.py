"""Apiary rules, one test per rule (rules/apiary/rules.md)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import HIDDEN_ID, IllegalAction, Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.steps import settle
from boardgames_tui.engine.apiary.tasks import Turn
from boardgames_tui.engine.apiary.hive import fit
from boardgames_tui.engine.apiary.market import advance_power, columns
from boardgames_tui.engine.apiary.scoring import majority
from boardgames_tui.engine.rng import Rng

from .builders import DONE, RES0, game, my_turn, pick, play, put, worker


# ----------------------------------------------------------------- setup


@pytest.mark.parametrize("n,pods,cells,carvings,side", [(1, 8, 12, 6, "1-3"), (2, 8, 12, 6, "1-3"), (3, 12, 12, 6, "1-3"), (4, 15, 15, 8, "4-5"), (5, 15, 15, 8, "4-5")])
def test_setup_by_player_count(n, pods, cells, carvings, side):
    s = game(n)
    assert s.side == side and len(s.pods) == pods and len(s.etok) == cells and len(s.carvings) == carvings
    assert len(s.dances) == 3 and all(len(s.market[r]) == 3 for r in s.market)
    humans = [i for i in range(len(s.seats)) if i != s.automa]
    assert all(len(s.players[i].hand) == 1 for i in humans)
    # starting VP 1, 2, 3 ... in turn order from the first player
    for i, p in enumerate(s.players):
        assert p.vp == (i - s.first) % len(s.seats) + 1
    if side == "4-5":
        assert "advance_a" in s.spaces and "advance_b" in s.spaces and len(s.spaces["advance_a"]) == 1
    else:
        assert len(s.spaces["advance"]) == 2


def test_opening_hand_keep_one_of_two_first_player_first():
    s = game(3, opened=False)
    assert s.prompt.kind == "seed" and s.active == [s.first]
    for k in range(3):
        seat = (s.first + k) % 3
        assert s.active == [seat] and len(s.players[seat].drawn) == 2
        v = ENGINE.view(s, (seat + 1) % 3)
        assert v.players[seat].drawn == (HIDDEN_ID, HIDDEN_ID)
        keep = s.players[seat].drawn[1]
        s = play(s, pick(f"card:{keep}"))
        assert s.players[seat].hand == (keep,) and s.players[seat].drawn == ()
    assert s.prompt.kind == "turn" and s.active == [s.first] and len(s.discard) == 3


def test_solo_adds_automa_first_with_1_vp():
    s = game(1)
    assert s.automa == 1 and s.seats[1].kind == "automa" and s.first == 1
    assert s.players[1].vp == 1 and s.players[0].vp == 2
    assert s.prompt.kind == "automa" and ENGINE.automa_action(s).kind == "automa"


# ----------------------------------------------------------------- placing and bumping


def test_advance_combined_strength_examples():
    s = my_turn(game(2), 0, workers=(1, 4))
    assert advance_power(s, 0, "advance", 1) == 2 and columns(2) == 1
    assert advance_power(s, 0, "advance", 4) == 5 and columns(5) == 3
    assert columns(3) == columns(4) == 2


def test_push_row_shifts_and_bumps_off_the_end():
    s = my_turn(game(2), 0, workers=(1, 2, 3))
    s.spaces["explore"] = (1 * 4 + 0, 1 * 4 + 1)
    worker(s.players[1], 0, 2, "explore")
    worker(s.players[1], 1, 3, "explore")
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"})
    assert s.spaces["explore"] == (0, 4)
    assert s.players[1].wl[1] == "bumped" and s.active == [1] and s.prompt.kind == "bump"
    s = play(s, pick("landing"))
    assert s.players[1].wl[1] == "landing" and s.players[1].ws[1] == 3
    # the move uses both workers on Explore: 1 + 2 = 3 steps
    assert (s.tasks[-1].step, s.tasks[-1].seat, s.tasks[-1].reach) == ("move", 0, 3)


def test_bumped_worker_to_pool_gains_strength():
    s = my_turn(game(2), 0, workers=(1,), res={"pollen": 2})
    s.spaces["grow"] = (4,)
    worker(s.players[1], 0, 2, "grow")
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("pool"))
    assert s.players[1].ws[0] == 3 and s.players[1].wl[0] == "pool"


def test_bumped_strength_4_hibernates_after_the_action():
    s = my_turn(game(2), 0, workers=(1,), res={"pollen": 2})
    s.spaces["grow"] = (4,)
    worker(s.players[1], 0, 4, "grow")
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"})
    assert s.prompt.kind == "grow" and s.players[1].wl[0] == "bumped"
    s = play(s, pick("worker"))
    assert s.active == [1] and s.prompt.kind == "comb"
    s = play(s, pick("pod:I-1"))
    assert s.comb["I-1"] == 1 and s.players[1].hib == 1 and s.players[1].wl[0] == "supply"


def test_must_act_carve_needs_strength_4_and_honey():
    s = my_turn(game(2), 0, workers=(3, 4))
    assert "strength-4" in ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "place", "worker": 0, "space": "carve"}))
    assert "honey" in ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "place", "worker": 1, "space": "carve"}))


def test_retrieve_income_strength_up_and_hibernation():
    s = my_turn(game(2), 0, workers=(1,))
    p = s.players[0]
    worker(p, 1, 2, "landing")
    worker(p, 2, 4, "grow")
    s.spaces["grow"] = (2,)
    p.hive["A1"] = "f:clover_field"
    s = play(s, {"kind": "retrieve"})
    p = s.players[0]
    assert p.res["pollen"] == 1  # one farm, produced once
    assert p.ws[1] == 3 and p.wl[1] == "pool" and p.ws[0] == 1 and p.wl[0] == "pool"
    assert s.prompt.kind == "comb"
    s = play(s, pick("pod:II-2"))
    assert s.players[0].vp == 1 + 3 and s.players[0].wl[2] == "supply"


def test_empty_hive_rule_gives_a_worker():
    s = my_turn(game(2), 0, workers=())
    s.tasks = []
    from boardgames_tui.engine.apiary.flow import start_turn

    start_turn(s, 0)
    settle(s)
    assert s.players[0].ws.count(1) == 1 and s.players[0].wl.count("pool") == 1


# ----------------------------------------------------------------- actions


def test_explore_unexplored_takes_token_reveals_planet_and_gains():
    s = my_turn(game(2), 0, workers=(1,))
    s.etok = put(s.etok, 11, 1)  # 3 VP
    s.planet_stack = put(s.planet_stack, 0, 9)  # Ironpetal: 2 fibre, 2 dots
    reveals = s.reveals
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"), pick("res:fibre"))
    p = s.players[0]
    assert s.planet[11] == 9 and s.reveals > reveals and 1 in p.tokens
    assert p.res["fibre"] == 3 and p.vp == 1 + 3 and s.dots[11] == "f"


def test_explore_visits_grow_richer():
    s = my_turn(game(2), 0, workers=(1,))
    s.planet, s.dots, s.etok, s.ship = put(s.planet, 10, 1), put(s.dots, 10, "pp"), put(s.etok, 10, 0), 11  # Aurelia, 1 pollen printed, 3 dots
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:10"), pick("res:pollen"))
    assert s.players[0].res["pollen"] == 1 + 3 and s.dots[10] == "ppp"


def test_advance_buys_and_builds_adjacent_and_s4_bonus():
    s = my_turn(game(2), 0, workers=(4,), res={"fibre": 1})
    s.market["farm"] = ("f:clover_field", "f:reed_bed", "f:spring_pool")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"})
    assert s.players[0].vp == 1 + 3
    s = play(s, pick("m:farm:2"))
    assert "hex:A1" in [a.choice for a in ENGINE.legal_actions(s)]
    assert "touches none" in ENGINE.why_illegal(s, ENGINE.parse_action(pick("hex:A3")))
    s = play(s, pick("hex:A1"))
    assert s.players[0].hive["A1"] == "f:spring_pool" and s.players[0].res["fibre"] == 0 and len(s.market["farm"]) == 3


def test_grow_strength_3_worker_and_frame():
    s = my_turn(game(2), 0, workers=(3,), res={"pollen": 2, "water": 1})
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("worker"), pick("frame:N"), pick("res:pollen"), pick("res:water"))
    p = s.players[0]
    assert p.frames == ("N",) and p.wl.count("pool") == 1 and sum(p.res.values()) == 0


def test_research_draw_keep_and_s4_plant():
    s = my_turn(game(2), 0, workers=(4,))
    s.deck[:4] = [1, 2, 3, 4] if 1 in s.deck else s.deck[:4]
    top = s.deck[:4]
    s = play(s, {"kind": "place", "worker": 0, "space": "research"})
    assert s.prompt.kind == "seed" and sorted(s.players[0].drawn) == sorted(top)
    s = play(s, pick(f"card:{min(top)}"))
    assert s.players[0].drawn == () and set(top) - {min(top)} <= set(s.discard)
    s = play(s, pick(f"card:{min(top)}"))
    assert s.players[0].planted == (min(top),)


def test_convert_wax_honey_and_limit():
    s = my_turn(game(2), 0, workers=(2,), res={"pollen": 4, "fibre": 1, "water": 1})
    s = play(s, {"kind": "place", "worker": 0, "space": "convert"}, pick("wax"), pick("honey"))
    p = s.players[0]
    assert p.res["wax"] == 1 and p.res["honey"] == 1 and s.prompt.kind == "after"


def test_teach_dance_and_teacher_gets_qf_per_use():
    s = my_turn(game(2), 0, workers=(4,), res={"pollen": 6})
    s.dances = put(s.dances, 0, "waggle")
    s = play(s, {"kind": "place", "worker": 0, "space": "convert"}, pick("dance:0"), pick("tok:pollen"))
    assert s.teacher[0] == 0 and s.dtok[0] == ("pollen",)
    s = play(s, pick("dance:0"))
    assert s.players[0].res["wax"] == 1 and s.players[0].qf == 0  # own dance: no QF
    # another player uses it three times: 3 QF to the teacher
    s2 = my_turn(s, 1, workers=(3,), res={"pollen": 6})
    q0 = s2.players[0].qf
    s2 = play(s2, {"kind": "place", "worker": 0, "space": "convert"}, pick("dance:0"), pick("dance:0"), pick("dance:0"))
    assert s2.players[0].qf == q0 + 3 and s2.players[1].res["wax"] == 3


def test_carve_builds_a_carving():
    s = my_turn(game(2), 0, workers=(4,), res={"honey": 3})
    s.carvings = put(s.carvings, 0, "c:fermentation")
    s = play(s, {"kind": "place", "worker": 0, "space": "carve"}, pick("carving:0"), pick("hex:A1"))
    assert s.players[0].hive["A1"] == "c:fermentation" and s.carvings[0] == "" and s.players[0].res["honey"] == 2


# ----------------------------------------------------------------- storage, seeds, end


def test_overflow_discards_give_queens_favor():
    s = my_turn(game(2), 0, workers=(1,), res={"pollen": 6})
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"))
    while s.prompt.kind != "after":
        s = play(s, ENGINE.legal_actions(s)[0])
    qf, total = s.players[0].qf, sum(s.players[0].res.values())
    s = play(s, DONE)
    while s.prompt.kind == "resource" and s.active == [0]:
        s = play(s, ENGINE.legal_actions(s)[0])
    p = s.players[0]
    assert sum(p.res.values()) == 4 and p.qf == qf + (total - 4)


def final_turn_with_six_pollen(final_left: int):
    """Ann's turn at its end (the "after" seed-card step) holding 6 pollen, storage for 4."""
    s = my_turn(game(2), 0, workers=(1,))
    s.end_by, s.final_left = 1, final_left
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"))
    while s.prompt.kind != "after":
        s = play(s, ENGINE.legal_actions(s)[0])
    s = s.model_copy(deep=True)
    s.players[0].res = dict(RES0, pollen=6)
    assert fit(s.players[0]) == 4  # the faction tile's 4 spots
    return s


def test_no_storage_check_on_a_final_turn():
    # "Resources left in the hive at game end are not discarded and give no Queen's Favor": once the
    # end is triggered, each player's one final turn ends without the storage check
    s = final_turn_with_six_pollen(final_left=2)
    p = s.players[0]
    qf = p.qf
    s = play(s, DONE)
    assert s.current == 1 and s.final_left == 1  # no discard prompt: Bob's final turn begins
    assert s.players[0].qf == qf and s.players[0].res["pollen"] == 6  # 0 Queen's Favor, nothing discarded


def test_the_turn_that_triggers_the_end_still_checks_storage():
    # the end is noted when triggered; that turn finishes as usual (its storage check included),
    # and the trigger player still has a final turn to come
    s = final_turn_with_six_pollen(final_left=-1)
    qf = s.players[0].qf
    s = play(s, DONE)
    assert s.prompt.kind == "resource" and s.active == [0]
    while s.prompt.kind == "resource" and s.active == [0]:
        s = play(s, ENGINE.legal_actions(s)[0])
    assert s.players[0].res["pollen"] == 4 and s.players[0].qf == qf + 2
    assert s.final_left == 2


def test_seed_card_played_for_effect_or_resource():
    s = my_turn(game(2), 0, workers=(1,))
    s.players[0].hand = (1,)  # Clover: gain 2 pollen
    s.deck.remove(1) if 1 in s.deck else s.discard.remove(1) if 1 in s.discard else None
    s2 = play(s, {"kind": "seed", "card": 1, "effect": True})
    assert s2.players[0].res["pollen"] == 2 and 1 in s2.discard
    s3 = play(s, {"kind": "seed", "card": 1, "effect": False}, pick("res:water"))
    assert s3.players[0].res["water"] == 1


def test_hidden_hands_and_deck_in_views():
    s = game(3)
    v = ENGINE.view(s, 0)
    assert v.players[1].hand == (HIDDEN_ID,) and v.players[0].hand == s.players[0].hand
    assert set(v.deck) == {HIDDEN_ID} and len(v.deck) == len(s.deck)
    assert all(x == "?" for x in v.stacks["farm"])


def test_comb_tie_rule():
    assert majority({0: 2, 1: 2, 2: 1}, [6, 3]) == {0: 3, 1: 3}
    assert majority({0: 3, 1: 1, 2: 1}, [6, 3]) == {0: 6, 1: 1, 2: 1}
    assert majority({0: 0, 1: 1}, [6, 3]) == {1: 6}


def test_seventh_token_triggers_final_round():
    s = my_turn(game(2), 0, workers=(1,))
    s.players[0].hib = 6
    for pod in ("I-1", "I-2", "I-3", "II-1", "II-2", "II-3"):
        s.comb[pod] = 0
    worker(s.players[0], 1, 4, "landing")
    s = play(s, {"kind": "retrieve"}, pick("pod:III-1"))
    assert s.end_by == 0
    s = play(s, DONE)
    assert s.final_left == 2 and s.current == 1
    while not s.finished:
        s = play(s, ENGINE.legal_actions(s)[-1])
    assert s.finished and ENGINE.scores(s).final


def test_tie_breaker_active_workers():
    s = game(2)
    s.players[0].vp = s.players[1].vp = 0
    worker(s.players[1], 3, 1, "pool")
    sheet = ENGINE.scores(s)
    t = {r.seat: r.total for r in sheet.seats}
    if t[0] == t[1]:
        assert sheet.winners == [1]


# ----------------------------------------------------------------- automa


def test_automa_turn_is_visible_steps_and_never_holds_resources():
    s = game(1, seed=3)
    s = ENGINE.apply(s, ENGINE.automa_action(s))
    assert s.automa_card and s.prompt.text.startswith("The Automa takes")
    s = ENGINE.apply(s, ENGINE.automa_action(s))
    assert sum(s.players[1].res.values()) == 0 and s.players[1].gained > 0


def test_automa_hibernates_into_fewest_sector_and_regains_worker():
    from boardgames_tui.engine.apiary.automa import automa_hibernate

    s = game(1)
    s.comb["I-1"] = 1
    s.players[1].hib = 1
    worker(s.players[1], 0, 0, "supply")
    automa_hibernate(s, 1, 0)
    assert s.comb["II-1"] == 1 and s.players[1].ws[0] == 1 and s.players[1].wl[0] == "pool"


def test_automa_end_bonus():
    s = game(1)
    s.players[1].gained = 20
    row = next(r for r in ENGINE.scores(s).seats if r.seat == 1)
    assert row.breakdown["Automa bonus"] == 45 - 10


def test_illegal_pick_has_reason():
    s = my_turn(game(2), 0, workers=(1,))
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, ENGINE.parse_action(pick("hex:A1")))


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_random_playout_ends(n):
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=n)
    rng = Rng.from_seed(n)
    k = 0
    while not s.finished:
        legal = ENGINE.legal_actions(s)
        s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])
        k += 1
        assert k < ENGINE.max_actions
    assert ENGINE.invariants(s) == [] and ENGINE.scores(s).final


@pytest.mark.parametrize("n", [1, 3, 5])
def test_every_legal_action_is_described_from_the_view(n):
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(n)], seed=40 + n)
    rng = Rng.from_seed(n)
    while not s.finished:
        legal = ENGINE.legal_actions(s)
        view = ENGINE.view(s, s.actor)
        for a in legal:
            text = ENGINE.describe(view, a)
            assert text and "?" not in text.split(":", 1)[0]
        s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])


def test_explore_must_move_to_another_space_never_the_launch_bay():
    from boardgames_tui.engine.apiary.explore import reachable

    s = game(2)
    assert reachable(s, 1, False) == [11]  # from the launch bay: only the bottom-right space
    s.ship = 5
    cells = reachable(s, 2, False)
    assert set(cells) == {1, 4, 6, 9, 0, 2, 8, 10, 7}  # Manhattan distance 1..2 from row 2, column 2


def test_research_reshuffles_the_discard_when_the_deck_is_empty():
    s = my_turn(game(2), 0, workers=(2,))
    s.discard.extend(s.deck)
    s.deck = []
    s = play(s, {"kind": "place", "worker": 0, "space": "research"})
    assert len(s.players[0].drawn) == 2 and len(s.deck) > 0


def test_carve_bumps_a_strength_4_worker_into_hibernation_after_the_action():
    s = my_turn(game(2), 0, workers=(4,), res={"honey": 2})
    s.carvings = put(s.carvings, 0, "c:reverence")
    s.spaces["carve"] = (4,)
    worker(s.players[1], 0, 4, "carve")
    s = play(s, {"kind": "place", "worker": 0, "space": "carve"})
    assert s.prompt.kind == "market" and s.players[1].wl[0] == "bumped"
    s = play(s, pick("carving:0"), pick("hex:A1"))
    assert s.players[0].hive["A1"] == "c:reverence" and s.active == [1] and s.prompt.kind == "comb"


def test_seed_card_that_sends_the_last_worker_into_hibernation_triggers_the_empty_hive_rule():
    """Regression (volume sweep, greedy 2p seed 509): Snowdrop returned the only worker, a strength-4
    one, which hibernated before the main step; the turn had no legal action left."""
    s = my_turn(game(2), 0, workers=(4,))
    s.players[0].wl = put(s.players[0].wl, 0, "advance")
    s.spaces["advance"] = (0, -1)
    s.players[0].hand = (35,)  # Snowdrop: return a worker from the board (+1 strength)
    s = play(s, {"kind": "seed", "card": 35, "effect": True}, pick("worker:0"))
    while s.prompt.kind == "comb":
        s = play(s, ENGINE.legal_actions(s)[0])
    p = s.players[0]
    assert p.hib == 1 and s.tasks[-1] == Turn(seat=0)
    assert p.ws.count(1) == 1 and p.wl[p.ws.index(1)] == "pool"
    assert any("empty hive rule" in line.text for line in s.log)
    assert any(a.kind == "place" for a in ENGINE.legal_actions(s))
