"""Apiary final scoring (research §14); the majority rule itself lives in comb.py (§12.3)."""

from __future__ import annotations

from typing import Any

from ..api import ScoreSheet, SeatScore
from .comb import comb_scores, majority
from .content import FACTION_HEXES, content
from .core import active_workers, count, count_kind
from .state import ApiaryState

CATEGORIES = ["Play", "Seeds", "Farms", "Tiles", "Carvings", "Full hive", "Queen's Favor", "Faction", "Comb", "Automa bonus"]


def cond(s: ApiaryState, seat: int, c: dict[str, Any], hid: str | None = None) -> bool:
    if "all" in c:
        return all(cond(s, seat, x, hid) for x in c["all"])
    if "flag" in c:
        p = s.players[seat]
        f = c["flag"]
        if f == "taught_dance":
            return bool(p.taught)
        if f == "qf_first":
            return p.qf > 0 and p.qf >= max(q.qf for q in s.players)
        if f == "surrounded":
            return hid is not None and all(n in p.hive or n in FACTION_HEXES for n in content().neighbours(hid)) and len(content().neighbours(hid)) == 6
        if f == "adjacent_to_faction_hex":
            return hid is not None and "F" in content().neighbours(hid)
        return False
    v = count(s, seat, c["count"])
    return v >= c["value"] if c["op"] == ">=" else v == c["value"]


def rule_vp(s: ApiaryState, seat: int, r: dict[str, Any], hid: str | None = None) -> int:
    """VP of one scoring rule ({per, vp, max} / {per_n} / {if, vp, else_vp})."""
    p = s.players[seat]
    if "if" in r:
        return r["vp"] if cond(s, seat, r["if"], hid) else r.get("else_vp", 0)
    if "per_n" in r:
        n = count(s, seat, r["per_n"]["count"]) // r["per_n"]["every"] * r["vp"]
        return min(n, r["max_vp"]) if r.get("max_vp") is not None else n
    if "per" in r:
        per = r["per"]
        if per.startswith("adjacent_to_self:"):
            kind = per.split(":")[1]
            near = content().neighbours(hid) if hid else []
            n = 0
            for h in near:
                if h in FACTION_HEXES:
                    n += kind == "any"
                elif h in p.hive:
                    n += kind == "any" or {"f": "farm", "r": "recruit", "d": "development", "c": "carving"}[p.hive[h][0]] == kind
        else:
            n = count(s, seat, per)
        if r.get("max") is not None:
            n = min(n, r["max"])
        return n * r["vp"]
    return r.get("vp", 0)


def carving_vp(s: ApiaryState, seat: int, tid: str, hid: str) -> tuple[int, int]:
    """(VP, extra QF) of one carving in a hive."""
    c = content()
    t = c.tile(tid)
    sc = t["scoring"]
    p = s.players[seat]
    if "qf" in sc:
        return 0, sc["qf"]
    if "rescore_adjacent" in sc:
        return sum(c.tile(p.hive[h])["vp"] for h in c.neighbours(hid) if h in p.hive and p.hive[h][0] == "d"), 0
    if "copy_carving_from" in sc:
        best = 0
        for other, q in enumerate(s.players):
            if other == seat:
                continue
            for ctid in [*(x for x in q.hive.values() if x[0] == "c"), *q.pile]:
                if ctid.endswith("exchange"):
                    continue
                v, _ = carving_vp(s, seat, ctid, hid)
                best = max(best, v)
        return best - 3, 0
    return rule_vp(s, seat, sc, hid), 0


def seat_rows(s: ApiaryState) -> list[SeatScore]:
    c = content()
    n = len(s.seats)
    # step 4 before 6-7 (brief 14): Fermentation's QF counts for the ranking and for whatever reads QF
    fermented = {seat: sum(c.tile(t)["scoring"].get("qf", 0) for t in p.hive.values() if t[0] == "c") for seat, p in enumerate(s.players)}
    if any(fermented.values()):
        s = s.model_copy(deep=True)
        for seat, q in fermented.items():
            s.players[seat].qf += q
    qf_extra: dict[int, int] = {}
    rows: list[dict[str, int]] = []
    for seat, p in enumerate(s.players):
        b = {k: 0 for k in CATEGORIES}
        b["Play"] = p.vp
        if seat != s.automa:
            b["Seeds"] = sum(rule_vp(s, seat, c.seeds[cid]["planted"]) for cid in p.planted)
            b["Farms"] = count_kind(p, "farm")
            tiles = 0
            for tid in p.hive.values():
                if tid[0] in "rd":
                    t = c.tile(tid)
                    tiles += t["vp"]
                    if "end_scoring" in t:
                        tiles += rule_vp(s, seat, t["end_scoring"])
            b["Tiles"] = tiles
            for hid, tid in p.hive.items():
                if tid[0] == "c":
                    v, q = carving_vp(s, seat, tid, hid)
                    b["Carvings"] += v
                    qf_extra[seat] = qf_extra.get(seat, 0) + q
            full = 8 if all(h in p.hive for h in c.buildable) else 0
            for f in p.frames:
                if all(h in p.hive for h in c.frame_hexes[f]):
                    full += 8
            b["Full hive"] = full
        rows.append(b)
    qf = {seat: p.qf for seat, p in enumerate(s.players)}
    prizes = c.counts[str(n if s.automa < 0 else 1)]["qf_prizes"]
    for seat, v in majority(qf, prizes).items():
        rows[seat]["Queen's Favor"] = v
    for seat, p in enumerate(s.players):
        if seat != s.automa and "end_scoring" in (side := (c.factions[p.faction]["upgraded" if p.upgraded else "normal"])):
            rows[seat]["Faction"] = rule_vp(s, seat, side["end_scoring"])
    for seat, v in comb_scores(s).items():
        rows[seat]["Comb"] = v
    if s.automa >= 0:
        p = s.players[s.automa]
        t = c.automa["difficulty"][s.difficulty]["end_target_T"]
        rows[s.automa]["Automa bonus"] = max(0, t - p.gained // 2)
    out = []
    for seat, b in enumerate(rows):
        out.append(SeatScore(seat=seat, total=sum(b.values()), breakdown=b, tiebreak=([int(seat != s.automa)] if s.automa >= 0 else []) + [active_workers(s.players[seat])]))
    return out


def scores(s: ApiaryState) -> ScoreSheet:
    rows = seat_rows(s)
    return ScoreSheet.build(
        rows,
        final=s.finished,
        categories=CATEGORIES,
        tie_break_rule="more active workers wins" + ("; you win ties against the Automa" if s.automa >= 0 else ""),
    )
