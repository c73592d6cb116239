"""Apiary: storage, hive mats, frames, faction abilities, scoring categories, variants, views."""

from __future__ import annotations

from boardgames_tui.engine.api import HIDDEN_ID
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.apiary.hive import cost, fit, open_hexes, overflow, planting_slots
from boardgames_tui.engine.apiary.steps import options
from boardgames_tui.engine.apiary.tasks import Build, Count

from .builders import DONE, RES0, game, my_turn, pick, play, put, worker

ALL_MAT = ["A1", "A2", "A3", "B3", "B4", "C1", "C3", "C4", "D1", "D2", "D3"]


def row(s, seat):
    return next(r for r in ENGINE.scores(s).seats if r.seat == seat).breakdown


def test_every_component_says_its_edition():
    raw = content().raw
    groups = [raw["factions"], raw["hive_mats"], raw["planets"], raw["explore_tokens"], raw["farms"]["types"],
              raw["recruits"]["tiles"], raw["developments"]["tiles"], raw["carvings"]["tiles"],
              raw["seed_cards"]["cards"], raw["dances"]["tiles"], raw["hibernation_comb"]["sectors"], raw["automa"]["cards"]]
    assert all(x["edition"] in ("official", "project") for g in groups for x in g)
    assert sum(1 for x in raw["carvings"]["tiles"] if x["edition"] == "official") == 15
    assert (len(raw["factions"]), len(raw["planets"]), len(raw["explore_tokens"]), len(raw["seed_cards"]["cards"])) == (20, 15, 20, 45)
    assert sum(t["count"] for t in raw["farms"]["types"]) == 40
    assert (len(raw["recruits"]["tiles"]), len(raw["developments"]["tiles"]), len(raw["carvings"]["tiles"])) == (30, 29, 30)


# ----------------------------------------------------------------- storage


def test_storage_faction_four_any_plus_typed_farm_spots():
    s = my_turn(game(2), 0)
    p = s.players[0]
    p.hive["A1"] = "f:rain_cistern"  # 3 water-only spots
    p.res = dict(RES0, water=5, pollen=3)
    assert fit(p) == 3 + 4 and overflow(p) == 1
    p.res = dict(RES0, water=2, pollen=6)
    assert fit(p) == 2 + 4 and overflow(p) == 2


def test_overflow_never_discards_what_fits():
    s = my_turn(game(2), 0, workers=(1,))
    p = s.players[0]
    p.hive["A1"] = "f:rain_cistern"
    p.res = dict(RES0, water=2, pollen=6)
    s.tasks.append(Count(step="overflow", seat=0, n=2))
    assert options(s, s.tasks[-1]) == ["res:pollen"]  # a water token has a water-only spot


def test_saha_farms_hold_one_more():
    s = my_turn(game(2), 0, faction="saha")
    p = s.players[0]
    p.hive["A1"] = "f:clover_field"
    p.res = dict(RES0, pollen=7)
    assert fit(p) == 4 + 2 + 1


# ----------------------------------------------------------------- hive mats


def test_langstroth_discount_hex():
    s = my_turn(game(2), 0, mat="langstroth")
    p = s.players[0]
    p.hive["A2"] = "f:clover_field"
    assert cost(p, "f:orchard", "A3") == {"water": 1} or cost(p, "f:orchard", "A3") == {"fibre": 1}
    assert cost(p, "f:orchard", "A1") == {"fibre": 1, "water": 1}
    assert cost(p, "d:apothecary", "D3") == {"wax": 1}


def test_log_mat_worker_hex():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1}, mat="log")
    s.market["farm"] = put(s.market["farm"], 0, "f:clover_field")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"}, pick("m:farm:0"), pick("hex:A2"))
    p = s.players[0]
    assert p.wl == ("advance", "pool", "supply", "supply") and p.ws == (1, 1, 0, 0)


def test_skep_resource_hex():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1}, mat="skep")
    s.market["farm"] = put(s.market["farm"], 0, "f:clover_field")
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"}, pick("m:farm:0"), pick("hex:A1"))
    assert s.players[0].res["pollen"] == 1


def test_poppleton_free_build_to_the_right():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1}, mat="poppleton")
    s.market["farm"] = ("f:clover_field", "f:reed_bed", "f:spring_pool")
    s.players[0].hive["A2"] = "f:silo"
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"}, pick("m:farm:0"), pick("hex:B3"))
    assert s.prompt.kind == "market"
    right = s.market["farm"][2]
    s = play(s, pick("m:farm:2"))  # any column, no cost
    assert s.players[0].hive["B4"] == right and s.players[0].res["fibre"] == 0


# ----------------------------------------------------------------- frames, grow, upgrade


def test_frames_add_hexes_and_seed_slots():
    s = my_turn(game(2), 0)
    p = s.players[0]
    before = set(open_hexes(p))
    p.hive["A1"] = "f:silo"
    p.frames = ("N", "E")
    assert "N1" in open_hexes(p) and "N1" not in before
    assert planting_slots(p) == 3


def test_grow_s4_upgrades_the_faction_tile():
    s = my_turn(game(2), 0, workers=(4,), faction="iber")
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("upgrade"))
    assert s.players[0].upgraded
    s.players[0].tokens = (1, 2)
    assert row(s, 0)["Faction"] == 6  # upgraded Iber: 3 VP per explore token


def test_grow_needs_pollen_or_frame_resources():
    s = my_turn(game(2), 0, workers=(1,))
    reason = ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "place", "worker": 0, "space": "grow"}))
    assert "pollen" in reason


# ----------------------------------------------------------------- final scoring


def test_full_hive_mat_and_frame_score_8_each():
    s = game(2)
    p = s.players[0]
    for h in ALL_MAT:
        p.hive[h] = "f:silo"
    p.frames = ("N",)
    for h in ("N1", "N2", "N3", "N4"):
        p.hive[h] = "f:silo"
    b = row(s, 0)
    assert b["Full hive"] == 16 and b["Farms"] == 15


def test_cluster_counts_each_faction_hex():
    s = game(2)
    p = s.players[0]
    p.hive["C3"] = "c:cluster"  # next to S1, S2 (faction tile), B3, C4, D2, D3
    p.hive["B3"] = "f:silo"
    assert row(s, 0)["Carvings"] == 3 * 3


def test_planted_seed_cards_score_their_condition():
    s = game(2)
    p = s.players[0]
    p.planted = (1,)  # Clover: 2 VP per farm
    p.hive["A1"] = p.hive["A2"] = "f:silo"
    assert row(s, 0)["Seeds"] == 4


def test_fermentation_adds_qf_before_the_ranking():
    s = game(2)
    s.players[0].qf, s.players[1].qf = 1, 4
    s.players[0].hive["A1"] = "c:fermentation"
    assert row(s, 0)["Queen's Favor"] == 6 and row(s, 1)["Queen's Favor"] == 2


def test_qf_ranking_three_players_and_zero_scores_nothing():
    s = game(3)
    s.players[0].qf, s.players[1].qf, s.players[2].qf = 5, 3, 0
    assert [row(s, i)["Queen's Favor"] for i in range(3)] == [8, 4, 0]
    s.players[1].qf = 5
    assert [row(s, i)["Queen's Favor"] for i in range(3)] == [4, 4, 0]


def test_comb_majorities_in_a_game():
    s = game(2)
    s.comb.update({"I-1": 0, "I-2": 0, "I-3": 1, "II-1": 1, "II-2": 0})
    # sector I: 2 v 1 -> 6 and 3; sector II: tied 1 v 1 -> split 6 = 3 each, no 2nd prize
    assert row(s, 0)["Comb"] == 6 + 3 and row(s, 1)["Comb"] == 3 + 3


def test_recruit_and_development_vp_and_end_texts():
    s = game(2)
    p = s.players[0]
    p.hive["A1"] = "r:steward"  # 0 VP; 1 VP per 2 resources, max 6
    p.hive["A2"] = "d:foundry"  # 2 VP
    p.res = dict(RES0, pollen=5)
    assert row(s, 0)["Tiles"] == 2 + 2


# ----------------------------------------------------------------- abilities and effects


def test_recruit_triggers_on_explore():
    s = my_turn(game(2), 0, workers=(1,))
    s.players[0].hive["A1"] = "r:scout"  # Explore: +1 VP
    vp = s.players[0].vp
    s.planet, s.etok = put(s.planet, 11, 1), put(s.etok, 11, 0)
    s.dots = put(s.dots, 11, "ppp")
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"))
    assert s.players[0].vp == vp + 1 and s.players[0].res["pollen"] == 4


def test_planet_s4_bonus():
    s = my_turn(game(2), 0, workers=(4,))
    s.planet, s.etok, s.dots = put(s.planet, 11, 1), put(s.etok, 11, 0), put(s.dots, 11, "ppp")  # Aurelia S4: 2 VP
    vp = s.players[0].vp
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"))
    assert s.players[0].vp == vp + 2


def test_pathfinder_moves_diagonally():
    s = my_turn(game(2), 0, workers=(1,))
    s.ship = 5
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"})
    plain = set(options(s, s.tasks[-1]))
    s.players[0].hive["A1"] = "r:pathfinder"
    diag = set(options(s, s.tasks[-1]))
    assert "cell:0" in diag - plain and len(plain) == 4


def test_hibernation_without_pods_gives_qf():
    s = my_turn(game(2), 0, workers=(1,))
    for pod in s.comb:
        s.comb[pod] = 1
    s.players[1].hib = len(s.comb)
    worker(s.players[0], 1, 4, "landing")
    qf = s.players[0].qf
    s = play(s, {"kind": "retrieve"})
    assert s.players[0].qf == qf + 1 and s.players[0].wl[1] == "supply"


def test_pod_refresh_icon_refreshes_the_row():
    s = my_turn(game(2), 0, workers=(1,))
    old = list(s.market["farm"])
    worker(s.players[0], 1, 4, "landing")
    s = play(s, {"kind": "retrieve"}, pick("pod:I-2"))
    assert all(t in s.boxed for t in old) and s.players[0].res["wax"] == 1


# ----------------------------------------------------------------- variants and hidden information


def test_seed_limit_variant():
    s = my_turn(game(2, variant_seed_limit=True), 0, workers=(1,))
    s.players[0].hand = (1, 2, 4)
    for c in (1, 2, 4):
        for pile in (s.deck, s.discard):
            if c in pile:
                pile.remove(c)
    s = play(s, {"kind": "seed", "card": 1}, {"kind": "seed", "card": 2})
    assert "2 cards per turn" in ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "seed", "card": 4}))
    assert ENGINE.why_illegal(s, ENGINE.parse_action({"kind": "seed", "card": 4, "effect": False})) is None


def test_remove_two_seed_token_and_starter_factions():
    for seed in range(5):
        s = game(5, seed=seed, variant_remove_two_seed_token=True, starter_factions_only=True)
        assert 13 not in s.etok
        assert all(content().factions[p.faction]["starter"] for p in s.players)


def test_draws_are_private_lines_and_bump_reveals():
    s = my_turn(game(2), 0, workers=(2,))
    r = s.reveals
    s = play(s, {"kind": "place", "worker": 0, "space": "research"})
    assert s.reveals > r
    line = next(x for x in s.log if x.private)
    assert line.seat == 0 and "draws 2" in line.text and "You draw" in line.private
    v = ENGINE.view(s, 1)
    assert all(x.private is None for x in v.log)
    assert v.players[0].drawn == (HIDDEN_ID, HIDDEN_ID)


def test_why_illegal_words_with_numbers():
    s = my_turn(game(2), 0, workers=(1,), res={"fibre": 1})
    s.market["farm"] = put(s.market["farm"], 0, "f:honey_terrace")  # 2 fibre + 2 water
    s.market["recruit"] = put(s.market["recruit"], 0, "r:scout")
    s.market["development"] = put(s.market["development"], 0, "d:beacon")
    s.players[0].res["pollen"] = 1
    s = play(s, {"kind": "place", "worker": 0, "space": "advance"}, pick("m:recruit:0"))
    assert ENGINE.why_illegal(s, ENGINE.parse_action(pick("hex:A3"))) == "A3 touches none of your tiles"
    assert ENGINE.why_illegal(s, ENGINE.parse_action(pick("hex:N1"))) == "N1 is on a frame you do not have"
    s2 = s.model_copy(deep=True)
    s2.tasks[-1] = Build(seat=0, tile="f:honey_terrace")
    assert ENGINE.why_illegal(s2, ENGINE.parse_action(pick("hex:A1"))) == "Needs 2 fibre + 2 water; you have 1 fibre, 0 water"
    assert ENGINE.why_illegal(s, ENGINE.parse_action(pick("hex:F"))) == "F already holds a tile"


def test_end_turn_done_and_next_player():
    s = my_turn(game(2), 0, workers=(1,))
    s = play(s, {"kind": "place", "worker": 0, "space": "explore"}, pick("cell:11"))
    while s.active == [0] and s.prompt.kind != "after":
        s = play(s, ENGINE.legal_actions(s)[0])
    s = play(s, DONE)
    assert s.active == [1] and s.prompt.kind == "turn"


def test_a_dance_is_teachable_only_when_tokens_can_fill_it():
    from boardgames_tui.engine.apiary.dances import can_fill

    s = game(2)
    s.dance_supply = ("vp", "pollen")
    assert can_fill(s, "waggle") and not can_fill(s, "tremble") and can_fill(s, "sickle") and can_fill(s, "round")
    s.dance_supply = ("vp",)
    assert not can_fill(s, "waggle") and can_fill(s, "shaking")


def test_four_five_side_advance_is_two_single_spaces_with_plus_one():
    from boardgames_tui.engine.apiary.market import advance_power

    s = my_turn(game(4), 0, workers=(2,))
    s.spaces["advance_a"] = (4,)
    worker(s.players[1], 0, 3, "advance_a")
    assert advance_power(s, 0, "advance_a", 2) == 3 and advance_power(s, 0, "advance_b", 2) == 3


def test_capen_gains_a_basic_when_bumped_by_another_player():
    s = my_turn(game(2), 0, workers=(1,), res={"pollen": 1})
    s.players[1].faction = "capen"
    s.spaces["grow"] = (4,)
    worker(s.players[1], 0, 2, "grow")
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"})
    assert [t.step for t in s.tasks][-2:] == ["basic", "bump"] and s.active == [1]
    s = play(s, pick("landing"), pick("res:water"))
    assert s.players[1].res["water"] == 2 and s.players[1].wl[0] == "landing"


def test_herald_once_per_turn():
    s = my_turn(game(2), 0, workers=(1,))
    s.players[0].hive["A1"] = "r:herald"
    s.players[0].hand = (5,)  # Dandelion-like: 2 QF
    for pile in (s.deck, s.discard):
        if 5 in pile:
            pile.remove(5)
    qf = s.players[0].qf
    s = play(s, {"kind": "seed", "card": 5})
    assert s.players[0].qf == qf + 2 + 1
    s.players[0].hand = (39,)
    for pile in (s.deck, s.discard):
        if 39 in pile:
            pile.remove(39)
    s = play(s, {"kind": "seed", "card": 39})
    assert s.players[0].qf == qf + 3 + 2  # no second Herald bonus this turn


def test_mentor_first_grown_worker_at_strength_2():
    s = my_turn(game(2), 0, workers=(3,), res={"pollen": 2})
    s.players[0].hive["A1"] = "r:mentor"
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("worker"), pick("worker"))
    new = sorted(s.players[0].ws[1:3])
    assert new == [1, 2]


def test_grow_at_most_three_workers_and_four_in_all():
    s = my_turn(game(2), 0, workers=(4, 1), res={"pollen": 5})
    s = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("worker"), pick("worker"))
    assert "worker" not in options(s, s.tasks[-1])  # 4 workers now


def test_trade_post_needs_two_basics_for_the_honey():
    from boardgames_tui.engine.apiary.core import run

    s = my_turn(game(2), 0, workers=(1,), res={"pollen": 1})
    run(s, 0, content().devs["trade_post"]["effect"])
    assert s.players[0].res["honey"] == 0 and s.tasks[-1].step == "turn"
    s.players[0].res["fibre"] = 2
    run(s, 0, content().devs["trade_post"]["effect"])
    assert s.players[0].res["honey"] == 1 and s.tasks[-1] == Count(step="paybasic", seat=0, n=2)


def test_ana_three_vp_per_farm_next_to_the_faction_hex():
    s = game(2)
    p = s.players[0]
    p.faction = "ana"
    p.hive["C1"] = p.hive["A1"] = "f:silo"  # C1 and A1 touch F... A1 is (1,0): touches F (0,1)
    p.hive["D1"] = "f:silo"  # D1 touches C1, D2, S2 only
    assert row(s, 0)["Faction"] == 3 * 2


def test_grow_strength_4_two_frames_or_frame_and_two_workers():
    s = my_turn(game(2), 0, workers=(4,), res={"pollen": 2, "fibre": 2, "water": 2})
    s1 = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("frame:N"), pick("res:fibre"), pick("res:fibre"), pick("frame:S"), pick("res:water"), pick("res:water"))
    # no points left; the strength-4 upgrade is still offered, for free
    assert s1.players[0].frames == ("N", "S") and options(s1, s1.tasks[-1]) == ["upgrade"]
    s1 = play(s1, DONE)
    assert s1.prompt.kind == "after" and not s1.players[0].upgraded
    s2 = play(s, {"kind": "place", "worker": 0, "space": "grow"}, pick("frame:E"), pick("res:fibre"), pick("res:fibre"), pick("worker"), pick("worker"))
    p = s2.players[0]
    assert p.frames == ("E",) and p.wl.count("pool") == 2 and options(s2, s2.tasks[-1]) == ["upgrade"]
