"""Effects where the player chooses (Signal Tower, Refinery, Courier, Lama, Dance Hall)."""

from __future__ import annotations

from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.apiary.core import run
from boardgames_tui.engine.apiary.steps import settle

from .builders import DONE, game, my_turn, pick, play, put


def effect_of(s, seat, tid):
    s = s.model_copy(deep=True)
    run(s, seat, content().tile(tid)["effect"])
    settle(s)
    return s


def choices(s):
    return [a.choice for a in ENGINE.legal_actions(s) if a.kind == "pick"]


def token_with(op):
    return next(k for k, t in content().tokens.items() if t["effect"] and t["effect"][0]["op"] == op and len(t["effect"]) == 1)


def test_signal_tower_lets_you_choose_which_explore_token_to_repeat():
    s = my_turn(game(2), 0)
    vp_tok = next(k for k, t in content().tokens.items() if t["effect"] == [{"op": "vp", "n": 3}])
    qf_tok = next(k for k, t in content().tokens.items() if t["effect"] == [{"op": "qf", "n": 2}])
    s.players[0].tokens = (vp_tok, qf_tok)
    vp0, qf0 = s.players[0].vp, s.players[0].qf
    s = effect_of(s, 0, "d:signal_tower")
    assert sorted(choices(s)) == sorted([f"tok:{vp_tok}", f"tok:{qf_tok}"])
    s = play(s, pick(f"tok:{vp_tok}"))
    assert s.players[0].vp == vp0 + 3 and s.players[0].qf == qf0


def test_refinery_lets_you_choose_how_much_wax_to_refine():
    s = my_turn(game(2), 0, res={"wax": 3})
    s = effect_of(s, 0, "d:refinery")
    assert choices(s) == ["n:0", "n:1", "n:2"]
    s = play(s, pick("n:1"))
    assert s.players[0].res["wax"] == 2 and s.players[0].res["honey"] == 1


def test_refinery_with_one_wax_offers_zero_or_one():
    s = my_turn(game(2), 0, res={"wax": 1})
    s = effect_of(s, 0, "d:refinery")
    assert choices(s) == ["n:0", "n:1"]
    s = play(s, pick("n:0"))
    assert s.players[0].res["wax"] == 1 and s.players[0].res["honey"] == 0


def test_courier_chooses_a_type_lying_on_the_dots():
    s = my_turn(game(2), 0)
    s.ship = 0
    s.planet = put(s.planet, 0, 1)
    s.dots = put(s.dots, 0, "pw")
    run(s, 0, [{"op": "gain_type_on_planet", "n": 1}])
    settle(s)
    assert sorted(choices(s)) == ["res:pollen", "res:water"]
    s = play(s, pick("res:water"))
    assert s.players[0].res["water"] == 1 and s.players[0].res["pollen"] == 0


def advance_task(s):
    return next(t for t in reversed(s.tasks) if t.step == "advance")


def test_lama_may_decline_to_pay_for_plus_one_advance_strength():
    s = my_turn(game(2), 0, workers=(2,), res={"pollen": 1, "fibre": 2, "water": 1}, faction="lama")
    s.spaces["advance"] = (-1, -1)
    s.market["farm"] = put(s.market["farm"], 0, "f:clover_field")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"})
    # strength 2 + empty second space = 3 (2 columns); paying 1 basic makes it 4 (still 2 columns)
    assert s.tasks[-1].step == "lama"
    assert sorted(choices(s)) == ["res:fibre", "res:pollen", "res:water"]
    assert advance_task(s).strength == 3
    s = play(s, DONE)
    assert s.players[0].res == {"pollen": 1, "fibre": 2, "water": 1, "wax": 0, "honey": 0}
    assert s.tasks[-1].step == "advance" and s.tasks[-1].strength == 3


def test_lama_chooses_which_basic_pays_for_the_extra_column():
    s = my_turn(game(2), 0, workers=(3,), res={"pollen": 1, "fibre": 2, "water": 1}, faction="lama")
    s.spaces["advance"] = (-1, -1)
    s.market["farm"] = put(s.market["farm"], 0, "f:clover_field")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"})
    s = play(s, pick("res:water"))
    assert s.players[0].res["water"] == 0 and s.players[0].res["fibre"] == 2
    assert s.tasks[-1].step == "advance" and s.tasks[-1].strength == 5


def test_dance_hall_uses_a_taught_dance_twice_for_free():
    s = my_turn(game(2), 0)
    s.dances, s.teacher, s.dtok = put(s.dances, 0, "waggle"), put(s.teacher, 0, 1), put(s.dtok, 0, ("pollen",))
    qf1 = s.players[1].qf
    s = effect_of(s, 0, "d:dance_hall")
    assert choices(s) == ["dance:0"]
    s = play(s, pick("dance:0"), pick("dance:0"))
    assert s.players[0].res["wax"] == 2 and s.players[0].res["pollen"] == 0
    assert s.players[1].qf == qf1 + 2
    assert s.tasks[-1].step == "turn"


def test_dance_hall_without_a_taught_dance_gives_2_basic():
    s = my_turn(game(2), 0)
    s = effect_of(s, 0, "d:dance_hall")
    s = play(s, pick("res:fibre"), pick("res:water"))
    assert s.players[0].res["fibre"] == 1 and s.players[0].res["water"] == 1


def test_observatory_reorders_the_top_3_planets_and_scores_2_vp():
    s = my_turn(game(2), 0)
    s.planet_stack = (5, 9, 12, 1, *s.planet_stack[4:])
    vp0 = s.players[0].vp
    s = effect_of(s, 0, "d:observatory")
    assert s.players[0].vp == vp0 + 2
    assert s.tasks[-1].step == "observe"
    # the observer sees the top 3 planets, the other player does not
    assert ENGINE.view(s, 0).planet_stack[:3] == (5, 9, 12)
    assert ENGINE.view(s, 1).planet_stack[:3] == (-1, -1, -1) or all(x != 5 for x in ENGINE.view(s, 1).planet_stack[:3])
    assert choices(s) == ["pos:0", "pos:1", "pos:2"]
    assert ENGINE.describe(ENGINE.view(s, 0), ENGINE.parse_action(pick("pos:2"))).endswith("put Loamhaven in place 1 of the stack")
    s = play(s, pick("pos:2"))  # planet 12 on top: [12, 5, 9]
    assert s.planet_stack[:3] == (12, 5, 9)
    assert choices(s) == ["pos:1", "pos:2"]
    s = play(s, pick("pos:1"))  # 5 stays second
    assert s.planet_stack[:4] == (12, 5, 9, 1)
    assert s.tasks[-1].step == "turn"
    assert ENGINE.view(s, 0).planet_stack[0] != 12


def test_observatory_may_keep_the_order():
    s = my_turn(game(2), 0)
    s.planet_stack = (5, 9, 12, *s.planet_stack[3:])
    s = effect_of(s, 0, "d:observatory")
    s = play(s, DONE)
    assert s.planet_stack[:3] == (5, 9, 12)
    assert s.tasks[-1].step == "turn"


def test_strength_up_on_a_strength_4_pool_worker_hibernates_it():
    # brief 6.6: a strength-4 worker that would gain strength (any effect) hibernates
    s = my_turn(game(2), 0, workers=(4, 1))
    s = effect_of(s, 0, "d:training_ground")
    assert sorted(choices(s)) == ["worker:0", "worker:1"]
    s = play(s, pick("worker:0"))
    assert s.tasks[-1].step == "pod"
    s = play(s, pick("pod:I-1"))
    p = s.players[0]
    assert p.ws[0] == 0 and p.wl[0] == "supply" and p.hib == 1 and s.comb["I-1"] == 0
    assert p.res["pollen"] == 1
    assert s.tasks[-1].step == "turn"


def test_arti_may_decline_the_extra_dot_token():
    from boardgames_tui.engine.apiary.explore import explore_to

    s = my_turn(game(2), 0, faction="arti")
    s.planet, s.dots = put(s.planet, 0, 1), put(s.dots, 0, "")  # Aurelia: 1 pollen printed, 3 dots
    explore_to(s, 0, 0, False)
    settle(s)
    assert s.tasks[-1].step == "dot" and "done" not in [a.kind for a in ENGINE.legal_actions(s)]
    s = play(s, pick("res:water"))
    assert s.tasks[-1].step == "dot" and "done" in [a.kind for a in ENGINE.legal_actions(s)]
    s = play(s, DONE)
    assert s.dots[0] == "w"
    assert s.players[0].res["water"] == 1 and s.players[0].res["pollen"] == 1


def test_lama_cannot_place_on_advance_when_paying_the_basic_leaves_nothing_affordable():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1}, faction="lama")
    s.spaces["advance"] = (-1, -1)
    s.market["farm"] = ("f:honey_terrace", "f:clover_field", "f:reed_bed")
    # A = 1 + 1 (empty second space) = 2: left column only (Honey Terrace, 2 fibre + 2 water)
    # paying the only fibre for A = 3 opens Clover Field (1 fibre) but leaves no fibre to buy it
    reason = ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "place", "worker": 0, "space": "advance"}))
    assert reason is not None and "cannot afford" in reason


def test_lama_with_two_basics_pays_one_and_buys_the_middle_tile():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1, "pollen": 1}, faction="lama")
    s.spaces["advance"] = (-1, -1)
    s.market["farm"] = ("f:honey_terrace", "f:clover_field", "f:reed_bed")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"})
    assert s.tasks[-1].step == "lama" and choices(s) == ["res:pollen"]  # fibre would leave nothing to buy
    s = play(s, pick("res:pollen"), pick("m:farm:1"))
    assert s.players[0].res["pollen"] == 0
