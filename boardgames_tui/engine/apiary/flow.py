"""Apiary turn flow: placement, the six actions, retrieve, hibernation, prompts as tasks."""

from __future__ import annotations

from typing import Any

from ..api import Prompt
from ..rng import Rng
from .content import BASIC, KIND, PREFIX, RES, ROWS, content
from .core import (
    FROM_LETTER,
    LETTER,
    active_workers,
    affordable_hexes,
    can_pay,
    cost,
    count_kind,
    draw_cards,
    draw_seed,
    fire,
    fit,
    gain_qf,
    gain_res,
    gain_vp,
    gain_worker,
    mod_n,
    mods,
    on_board,
    open_hexes,
    overflow,
    pay,
    planting_slots,
    pool,
    refresh_row,
    fill_row,
    run,
    seed_name,
    who,
)
from .state import ApiaryState

ACTION_OF = {"explore": "explore", "advance": "advance", "carve": "carve"}


def action_of(space: str) -> str:
    return space.split("_")[0]


def code(seat: int, w: int) -> int:
    return seat * 4 + w


# ----------------------------------------------------------------- placement maths


def shifted(s: ApiaryState, space: str) -> int:
    """The code of the worker that would sit in the second slot after a placement (-1 none)."""
    slots = s.spaces[space]
    return slots[0] if len(slots) == 2 else -1


def strength_of(s: ApiaryState, c: int) -> int:
    return s.players[c // 4].ws[c % 4]


def advance_power(s: ApiaryState, seat: int, space: str, st: int) -> int:
    p = s.players[seat]
    if len(s.spaces[space]) == 2:
        other = shifted(s, space)
        a = st + (strength_of(s, other) if other >= 0 else 1)
    else:
        a = st + 1
    if seat != s.automa:
        for m in mods(p, "advance_access"):
            if m.get("cost_basic", 0) == 0 or any(p.res[r] for r in BASIC):
                a += m["n"]
    return a


def lama_cost(s: ApiaryState, seat: int) -> int:
    """Advance strength a seat may buy with 1 basic resource (Lama's normal side), 0 if none."""
    p = s.players[seat]
    if seat == s.automa or not any(p.res[r] for r in BASIC):
        return 0
    return sum(m["n"] for m in mods(p, "advance_access") if m.get("cost_basic", 0))


def lama_payable(s: ApiaryState, seat: int, a: int, row_only: str = "") -> list[str]:
    """Basics whose payment still leaves a tile affordable with combined strength `a`."""
    p = s.players[seat]
    out = []
    for r in BASIC:
        if not p.res[r]:
            continue
        p.res[r] -= 1
        try:
            if market_options(s, seat, a, row_only, False):
                out.append(r)
        finally:
            p.res[r] += 1
    return out


def columns(a: int) -> int:
    return 1 if a <= 2 else 2 if a <= 4 else 3


def explore_power(s: ApiaryState, seat: int, st: int) -> int:
    other = shifted(s, "explore")
    m = st + (strength_of(s, other) if other >= 0 else 0)
    if seat != s.automa:
        m += mod_n(s.players[seat], "explore_move")
    return m


def market_options(s: ApiaryState, seat: int, a: int, row_only: str, free: bool) -> list[str]:
    p = s.players[seat]
    out = []
    cols = columns(a)
    for row in ROWS:
        if row_only and row != row_only:
            continue
        for col, tid in enumerate(s.market[row][:cols]):
            if affordable_hexes(p, tid, free):
                out.append(f"m:{row}:{col}")
    if not free or True:
        for i, tid in enumerate(p.reserve):
            if open_hexes(p):
                out.append(f"reserve:{i}")
    return out


def grow_options(s: ApiaryState, t: list[Any]) -> list[str]:
    _, seat, points, s4, acted, nw = t
    p = s.players[seat]
    out = []
    if points >= 1 and nw < 3 and active_workers(p) < 4:
        free_first = nw == 0 and any(m["mod"] == "first_grow_worker_free" for m in mods(p, "first_grow_worker_free"))
        if free_first or p.res["pollen"] >= 1:
            out.append("worker")
        if mods(p, "grow_worker_cost_alt") and p.res["water"] >= 1 and not free_first:
            out.append("worker_water")
    frame_cost = max(0, 2 - mod_n(p, "frame_discount"))
    supply = 15 - sum(len(q.frames) for q in s.players)
    if points >= 2 and sum(p.res.values()) >= frame_cost and supply > 0:
        out.extend(f"frame:{f}" for f in ("N", "E", "S", "W") if f not in p.frames)
    if s4 and not p.upgraded:
        out.append("upgrade")
    return out


def conversions(s: ApiaryState, seat: int, only: str, free: bool = False) -> list[str]:
    """Conversions open to `seat`; `free`: dances cost nothing (Dance Hall)."""
    p = s.players[seat]
    out = []
    if only in ("", "basic_swap"):
        for a in BASIC:
            if p.res[a]:
                out.extend(f"swap:{a}:{b}" for b in BASIC if b != a)
    if only == "":
        if p.res["pollen"] and p.res["fibre"]:
            out.append("wax")
        if p.res["pollen"] >= 2 and p.res["water"]:
            out.append("honey")
        if s.deck or s.discard:
            out.extend(f"cycle:{c}" for c in sorted(set(p.hand)))
    if only in ("", "dance"):
        for i, d in enumerate(s.dances):
            if dance_ready(s, i) and (free or can_pay(p, dance_cost(s, i))):
                out.append(f"dance:{i}")
    return out


def free_dances(t: list[Any]) -> bool:
    return len(t) > 6 and bool(t[6])


def dance_cost(s: ApiaryState, i: int) -> dict[str, int]:
    d, toks = s.dances[i], s.dtok[i]
    if d == "waggle":
        return {toks[0]: 2}
    if d == "tremble":
        c: dict[str, int] = {}
        for t in toks:
            c[t] = c.get(t, 0) + 1
        return c
    if d == "round":
        return {"wax": 1}
    if d == "sickle":
        return {toks[0]: 1}
    return {"honey": 1}


def dance_gain(s: ApiaryState, i: int) -> list[dict[str, Any]]:
    d, toks = s.dances[i], s.dtok[i]
    if d == "waggle":
        return [{"op": "gain", "res": {"wax": 1}}]
    if d == "tremble":
        return [{"op": "gain", "res": {"honey": 1}}]
    outs = {"round": toks, "sickle": toks[1:], "shaking": toks}[d]
    eff = [token_effect(t) for t in outs]
    if d == "sickle":
        eff.append({"op": "vp", "n": 1})
    if d == "shaking":
        eff.append({"op": "vp", "n": 3})
    return eff


def token_effect(face: str) -> dict[str, Any]:
    if face in BASIC:
        return {"op": "gain", "res": {face: 1}}
    if face == "vp":
        return {"op": "vp", "n": 1}
    if face == "seed":
        return {"op": "draw_seed", "n": 1, "keep": None}
    return {"op": "qf", "n": 1}


def can_fill(s: ApiaryState, d: str) -> bool:
    """True when the dance tokens left can fill every blank of dance `d` (basic blanks first)."""
    left = list(s.dance_supply)
    blanks = sorted(content().dances[d]["blanks"], key=lambda b: b["allowed"] == "any")
    for b in blanks:
        ok = [f for f in left if b["allowed"] == "any" or f in b["allowed"]]
        if not ok:
            return False
        left.remove(ok[0])
    return True


def dance_ready(s: ApiaryState, i: int) -> bool:
    return s.teacher[i] >= 0 and len(s.dtok[i]) >= dance_blanks(s.dances[i])


def dance_blanks(d: str) -> int:
    return len(content().dances[d]["blanks"])


def dance_token_options(s: ApiaryState, i: int) -> list[str]:
    d = content().dances[s.dances[i]]
    blank = d["blanks"][len(s.dtok[i])]
    allowed = blank["allowed"]
    return sorted({f for f in s.dance_supply if allowed == "any" or f in allowed})


def reachable(s: ApiaryState, m: int, diagonal: bool) -> list[int]:
    out = []
    if s.ship < 0:
        sr, sc = s.rows - 1, s.cols
    else:
        sr, sc = divmod(s.ship, s.cols)
    for cell in range(s.rows * s.cols):
        r, c = divmod(cell, s.cols)
        d = max(abs(r - sr), abs(c - sc)) if diagonal else abs(r - sr) + abs(c - sc)
        if 1 <= d <= m:
            out.append(cell)
    return out


def empty_pods(s: ApiaryState) -> list[str]:
    return [pod for pod in s.pods if s.comb[pod] < 0]


# ----------------------------------------------------------------- options per task


def options(s: ApiaryState, t: list[Any]) -> list[str]:
    kind, seat = t[0], t[1]
    p = s.players[seat]
    if kind == "bump":
        return ["pool", "landing"]
    if kind == "move":
        return [f"cell:{c}" for c in reachable(s, t[2], bool(mods(p, "explore_diagonal")))]
    if kind == "dot":
        return [f"res:{r}" for r in BASIC] if len(s.dots[t[2]]) < dot_count(s, t[2]) else []
    if kind == "basic":
        return [f"res:{r}" for r in BASIC]
    if kind == "paybasic":
        return [f"res:{r}" for r in BASIC if p.res[r]]
    if kind == "payany":
        return [f"res:{r}" for r in RES if p.res[r]]
    if kind == "advance":
        return market_options(s, seat, t[2], t[3], bool(t[5]) and False)
    if kind == "freebuild":
        return [f"m:{row}:{i}" for row in ROWS for i in range(len(s.market[row]))] + [f"reserve:{i}" for i in range(len(p.reserve))]
    if kind == "build":
        return [f"hex:{h}" for h in affordable_hexes(p, t[2])]
    if kind == "grow":
        return grow_options(s, t)
    if kind == "keep":
        return [f"card:{c}" for c in sorted(set(p.drawn))]
    if kind == "plant":
        if len(p.planted) >= planting_slots(p):
            return []
        return [f"card:{c}" for c in sorted(set(p.hand))]
    if kind == "convert":
        return conversions(s, seat, t[3], free_dances(t)) if t[2] > 0 else []
    if kind == "teach":
        return [f"dance:{i}" for i, tch in enumerate(s.teacher) if tch < 0 and can_fill(s, s.dances[i])]
    if kind == "dtok":
        return [f"tok:{f}" for f in dance_token_options(s, t[2])]
    if kind == "carve":
        return [f"carving:{i}" for i, tid in enumerate(s.carvings) if tid and affordable_hexes(p, tid)]
    if kind == "forager":
        return [f"hex:{h}" for h in sorted(set(s.used))]
    if kind == "income":
        farms = [h for h, tid in p.hive.items() if tid[0] == "f" and h not in s.used]
        return [f"hex:{h}" for h in sorted(farms)] if t[2] > 0 else []
    if kind == "pod":
        return [f"pod:{pod}" for pod in empty_pods(s)]
    if kind == "overflow":
        before = fit(p)
        out = []
        for r in RES:
            if p.res[r]:
                after = dict(p.res)
                after[r] -= 1
                if fit(p, after) == before:
                    out.append(f"res:{r}")
        return out
    if kind == "strength":
        return [f"worker:{i}" for i in pool(p)] if t[2] > 0 else []
    if kind == "refreshrow":
        return [f"row:{r}" for r in ROWS]
    if kind == "observe":
        return [f"pos:{i}" for i in range(t[2], t[3])]
    if kind == "lama":
        below = s.tasks[s.tasks.index(t) - 1] if t in s.tasks and s.tasks.index(t) > 0 else None
        return [f"res:{r}" for r in lama_payable(s, seat, below[2] + t[2], below[3])] if below and below[0] == "advance" else []
    if kind == "signal":
        return [f"tok:{x}" for x in sorted(set(p.tokens))]
    if kind == "exchange":
        return [f"n:{k}" for k in range(t[2] + 1)]
    if kind == "courier":
        return [f"res:{FROM_LETTER[x]}" for x in sorted(set(s.dots[t[2]]))]
    if kind == "returnw":
        return [f"worker:{i}" for i in on_board(p)]
    return []


def can_done(s: ApiaryState, t: list[Any]) -> bool:
    kind = t[0]
    if kind == "turn":
        return t[2] == 1
    if kind == "grow":
        return bool(t[4])
    if kind == "convert":
        return bool(t[4]) or t[3] != ""
    if kind == "dot":
        return len(t) > 4 and t[3] <= t[4]
    if kind == "lama":
        below = s.tasks[s.tasks.index(t) - 1] if t in s.tasks and s.tasks.index(t) > 0 else None
        return below is not None and below[0] == "advance" and bool(market_options(s, t[1], below[2], below[3], False))
    return kind in ("plant", "teach", "strength", "returnw", "forager", "observe")


def dot_count(s: ApiaryState, cell: int) -> int:
    pid = s.planet[cell]
    return content().planets[pid]["dots"] if pid > 0 else content().barren["dots"]


# ----------------------------------------------------------------- place / must act


def why_cannot_act(s: ApiaryState, seat: int, space: str, st: int) -> str | None:
    p = s.players[seat]
    act = action_of(space)
    if act == "explore":
        return None
    if act == "carve":
        if st < 4:
            return f"Carve needs a strength-4 worker; this one has strength {st}"
        if not any(tid and affordable_hexes(p, tid) for tid in s.carvings):
            return "you cannot pay the honey for any carving (or have no hex to build it)"
        return None
    if act == "advance":
        a = advance_power(s, seat, space, st)
        paid = lama_cost(s, seat)
        if market_options(s, seat, a - paid, "", False) or (paid and lama_payable(s, seat, a)):
            return None
        return f"with combined strength {a} ({columns(a)} column(s)) you cannot afford any tile or have no hex for it"
    if act == "grow":
        if not grow_options(s, ["grow", seat, st, int(st == 4), 0, 0]):
            return "Grow needs 1 pollen for a worker (with fewer than 4), or strength 2 + 2 resources + a free slot for a frame"
        return None
    if act == "research":
        if not s.deck and not s.discard:
            return "the seed deck and discard pile are empty"
        return None
    if act == "convert":
        can_teach = st == 4 and not p.taught and any(tch < 0 and can_fill(s, s.dances[i]) for i, tch in enumerate(s.teacher))
        if not conversions(s, seat, "") and not can_teach:
            return "you have nothing to convert"
        return None
    return f"unknown action {space}"


def place(s: ApiaryState, seat: int, w: int, space: str) -> None:
    p = s.players[seat]
    st = p.ws[w]
    name = who(s, seat)
    act = action_of(space)
    slots = s.spaces[space]
    others = [c for c in slots if c >= 0 and c // 4 != seat]
    power = explore_power(s, seat, st) if act == "explore" else advance_power(s, seat, space, st) if act == "advance" else 0
    bumped: int = -1
    if len(slots) == 2:
        bumped = slots[1] if slots[0] >= 0 else -1
        if slots[0] >= 0:
            slots[1] = slots[0]
        slots[0] = code(seat, w)
    else:
        bumped = slots[0]
        slots[0] = code(seat, w)
    p.wl[w] = space
    s.say(f"{name} places a strength-{st} worker on {space.replace('_', ' ').title()}.")
    if others:
        fire(s, seat, "on_place_beside_other")
    # the action first (tasks pushed below the bump choices)
    if act == "explore":
        s.tasks.append(["move", seat, power, int(st == 4), 0])
    elif act == "advance":
        a = power
        paid = lama_cost(s, seat)
        a -= paid
        if paid and not lama_payable(s, seat, a + paid):
            paid = 0
        s.say(f"Combined Advance strength {a}: {columns(a)} column(s) open.")
        if st == 4 and seat != s.automa:
            gain_vp(s, seat, 3)
            s.say(f"{name} scores 3 VP for a strength-4 Advance.")
        s.tasks.append(["advance", seat, a, "", int(st == 4), 0])
        if paid:
            s.tasks.append(["lama", seat, paid])
    elif act == "grow":
        s.tasks.append(["grow", seat, st, int(st == 4), 0, 0])
    elif act == "research":
        n = st + mod_n(p, "research_draw")
        keep = 1 + sum(m["n"] for m in mods(p, "research_keep") if st >= m.get("min_strength", 1))
        if st == 4:
            s.tasks.append(["plant", seat])
        draw_seed(s, seat, n, keep)
    elif act == "convert":
        n = st + mod_n(p, "convert_extra")
        free = int(bool(mods(p, "first_dance_free")))
        s.tasks.append(["convert", seat, n, "", 0, free])
        if st == 4 and not p.taught and any(tch < 0 and can_fill(s, s.dances[i]) for i, tch in enumerate(s.teacher)):
            s.tasks.append(["teach", seat])
    elif act == "carve":
        s.tasks.append(["carve", seat])
    if bumped >= 0:
        bump(s, bumped, seat)


def bump(s: ApiaryState, c: int, by: int) -> None:
    owner, w = divmod(c, 4)
    q = s.players[owner]
    st = q.ws[w]
    s.say(f"{who(s, owner)}'s strength-{st} worker is bumped.")
    if owner != by:
        fire(s, owner, "on_bumped_by_other")
    fire(s, owner, "on_bumped_any")
    if st >= 4:
        q.wl[w] = "bumped"
        s.hibq.append([owner, w])
    elif owner == s.automa:
        q.ws[w] += 1
        q.wl[w] = "pool"
    else:
        q.wl[w] = "bumped"
        s.tasks.append(["bump", owner, w])


def retrieve(s: ApiaryState, seat: int) -> None:
    p = s.players[seat]
    back = [i for i, loc in enumerate(p.wl) if loc not in ("supply", "pool", "bumped")]
    for i in back:
        loc = p.wl[i]
        if loc != "landing":
            slots = s.spaces[loc]
            slots[slots.index(code(seat, i))] = -1
            if len(slots) == 2 and slots[0] < 0 and slots[1] >= 0:
                slots[0], slots[1] = slots[1], -1
        p.wl[i] = "retrieving"
    s.say(f"{who(s, seat)} retrieves {len(back)} worker(s).")
    if seat == s.automa:
        finish_retrieve(s, seat)
        return
    fire(s, seat, "on_retrieve", retrieved=len(back))
    income = sum(1 for i in back if p.ws[i] < 4)
    farms = [h for h, tid in p.hive.items() if tid[0] == "f"]
    s.used = []
    s.tasks.append(["endretrieve", seat])
    if mods(p, "farm_double_income") and any(p.ws[i] < 4 for i in back):
        s.tasks.append(["forager", seat])
    if income >= len(farms):
        for h in sorted(farms):
            produce(s, seat, h)
    elif income:
        s.tasks.append(["income", seat, income])


def produce(s: ApiaryState, seat: int, h: str) -> None:
    p = s.players[seat]
    tile = content().tile(p.hive[h])
    s.say(f"{who(s, seat)}'s {tile['name']} ({h}) produces.")
    s.used.append(h)
    run(s, seat, tile["income"])


def finish_retrieve(s: ApiaryState, seat: int) -> None:
    p = s.players[seat]
    for i, loc in enumerate(p.wl):
        if loc != "retrieving":
            continue
        if p.ws[i] >= 4:
            p.wl[i] = "bumped"
            s.hibq.append([seat, i])
        else:
            p.ws[i] += 1
            p.wl[i] = "pool"


def hibernate(s: ApiaryState, seat: int, w: int) -> None:
    p = s.players[seat]
    p.ws[w] = 0
    p.wl[w] = "supply"
    s.say(f"{who(s, seat)}'s strength-4 worker hibernates.")
    fire(s, seat, "on_hibernate")
    if seat == s.automa:
        from .automa import automa_hibernate

        automa_hibernate(s, seat, w)
        return
    if empty_pods(s) and p.hib < 7:
        s.tasks.append(["pod", seat])
    else:
        gain_qf(s, seat, 1)
        s.say(f"No pod or token left: {who(s, seat)} gains 1 Queen's Favor instead.")


def put_pod(s: ApiaryState, seat: int, pod: str) -> None:
    p = s.players[seat]
    s.comb[pod] = seat
    p.hib += 1
    sector, spec = content().pods[pod]
    s.say(f"{who(s, seat)} places hibernation token {p.hib} on pod {pod}.")
    if spec.get("refresh"):
        refresh_row(s, spec["refresh"])
    if seat != s.automa:
        run(s, seat, spec["bonus"])
    check_end(s, seat)


def check_end(s: ApiaryState, seat: int) -> None:
    if s.end_by >= 0:
        return
    if not empty_pods(s) or s.players[seat].hib >= 7:
        s.end_by = seat
        why = "the comb is full" if not empty_pods(s) else f"{who(s, seat)} placed a 7th hibernation token"
        s.say(f"The end is near: {why}. Everyone takes one more turn after this one.")


# ----------------------------------------------------------------- picks


def pick(s: ApiaryState, t: list[Any], choice: str) -> None:
    kind, seat = t[0], t[1]
    p = s.players[seat]
    name = who(s, seat)
    head, _, rest = choice.partition(":")
    if kind == "bump":
        s.tasks.pop()
        w = t[2]
        if choice == "pool":
            p.ws[w] += 1
            p.wl[w] = "pool"
            s.say(f"{name} raises the bumped worker to strength {p.ws[w]} and puts it in the active pool.")
        else:
            p.wl[w] = "landing"
            s.say(f"{name} keeps the bumped worker at strength {p.ws[w]} in the landing area.")
    elif kind == "move":
        s.tasks.pop()
        explore_to(s, seat, int(rest), bool(t[3]) and not t[4])
    elif kind == "dot":
        t[3] -= 1
        if t[3] <= 0:
            s.tasks.pop()
        s.dots[t[2]] += LETTER[rest]
        s.say(f"{name} puts 1 {rest} on a dot of the planet.")
    elif kind in ("basic",):
        gain_res(s, seat, {rest: 1})
        s.say(f"{name} takes 1 {rest}.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
    elif kind in ("paybasic", "payany"):
        p.res[rest] -= 1
        s.say(f"{name} pays 1 {rest}.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
    elif kind in ("advance", "freebuild"):
        s.tasks.pop()
        if head == "reserve":
            tid = p.reserve.pop(int(rest))
            s.say(f"{name} builds {content().tile_name(tid)} from the reserve.")
            s.tasks.append(["build", seat, tid, 1])
        else:
            row, col = rest.split(":")
            tid = s.market[row].pop(int(col))
            fill_row(s, row)
            if kind == "freebuild":
                s.say(f"{name} builds {content().tile_name(tid)} for free on {t[2]}.")
                build(s, seat, tid, t[2])
            else:
                s.say(f"{name} takes {content().tile_name(tid)} from the {row} row.")
                s.tasks.append(["build", seat, tid, 0])
    elif kind == "build":
        s.tasks.pop()
        tid = t[2]
        if not (len(t) > 3 and t[3]):
            c = cost(p, tid, rest)
            pay(p, c)
            s.say(f"{name} pays {', '.join(f'{n} {r}' for r, n in c.items()) or 'nothing'}.")
        build(s, seat, tid, rest)
    elif kind == "grow":
        grow_pick(s, t, choice)
    elif kind == "keep":
        cid = int(rest)
        p.drawn.remove(cid)
        p.hand.append(cid)
        s.say(f"{name} keeps a seed card.", seat=seat, private=f"You keep {seed_name(cid)}.")
        t[2] -= 1
        if t[2] <= 0 or not p.drawn:
            s.tasks.pop()
            s.discard.extend(p.drawn)
            if p.drawn:
                s.say(f"{name} discards {', '.join(seed_name(c) for c in p.drawn)}.")
            p.drawn = []
    elif kind == "plant":
        s.tasks.pop()
        cid = int(rest)
        p.hand.remove(cid)
        p.planted.append(cid)
        s.say(f"{name} plants {seed_name(cid)}.")
        fire(s, seat, "on_plant")
    elif kind == "convert":
        convert_pick(s, t, choice)
    elif kind == "teach":
        s.tasks.pop()
        i = int(rest)
        s.teacher[i] = seat
        p.taught = s.dances[i]
        s.say(f"{name} teaches the {content().dances[s.dances[i]]['name']}.")
        s.tasks.append(["dtok", seat, i])
    elif kind == "dtok":
        i = t[2]
        s.dance_supply.remove(rest)
        s.dtok[i].append(rest)
        s.say(f"{name} puts a {rest} token on the dance.")
        if len(s.dtok[i]) >= dance_blanks(s.dances[i]):
            s.tasks.pop()
    elif kind == "carve":
        s.tasks.pop()
        i = int(rest)
        tid = s.carvings[i]
        s.carvings[i] = ""
        s.say(f"{name} takes the carving {content().tile_name(tid)}.")
        s.tasks.append(["build", seat, tid, 0])
    elif kind == "forager":
        s.tasks.pop()
        s.say(f"{name}'s Forager makes a farm produce twice.")
        produce(s, seat, rest)
    elif kind == "income":
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
        produce(s, seat, rest)
    elif kind == "pod":
        s.tasks.pop()
        put_pod(s, seat, rest)
    elif kind == "overflow":
        p.res[rest] -= 1
        gain_qf(s, seat, 1)
        s.say(f"{name} discards 1 {rest} that does not fit and gains 1 Queen's Favor.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
    elif kind == "strength":
        w = int(rest)
        if p.ws[w] >= 4:
            p.wl[w] = "bumped"
            s.hibq.append([seat, w])
            s.say(f"{name}'s strength-4 pool worker would grow further: it hibernates.")
        else:
            p.ws[w] += 1
            s.say(f"{name}'s pool worker rises to strength {p.ws[w]}.")
        t[2] -= 1
        if t[2] <= 0:
            s.tasks.pop()
    elif kind == "refreshrow":
        s.tasks.pop()
        refresh_row(s, rest)
    elif kind == "observe":
        pid = s.planet_stack.pop(int(rest))
        s.planet_stack.insert(t[2], pid)
        t[2] += 1
        s.say(f"{name} puts a planet in place {t[2]} of the stack.", seat=seat, private=f"You put {content().planets[pid]['name']} in place {t[2]}.")
        if t[2] >= t[3] - 1:
            s.tasks.pop()
    elif kind == "lama":
        s.tasks.pop()
        p.res[rest] -= 1
        adv = s.tasks[-1]
        adv[2] += t[2]
        s.say(f"{name} pays 1 {rest} for +{t[2]} Advance strength: {adv[2]}, {columns(adv[2])} column(s) open.")
    elif kind == "signal":
        s.tasks.pop()
        tok = int(rest)
        s.say(f"{name}'s Signal Tower repeats explore token {tok}.")
        run(s, seat, content().tokens[tok]["effect"])
    elif kind == "exchange":
        s.tasks.pop()
        times = int(rest)
        for _ in range(times):
            pay(p, t[3])
            gain_res(s, seat, t[4])
        s.say(f"{name} exchanges {times} time(s): " + " + ".join(f"{n} {r}" for r, n in t[3].items()) + " each for " + " + ".join(f"{n} {r}" for r, n in t[4].items()) + ".")
    elif kind == "courier":
        s.tasks.pop()
        gain_res(s, seat, {rest: 1})
        s.say(f"{name}'s Courier gains 1 {rest}.")
    elif kind == "returnw":
        s.tasks.pop()
        w = int(rest)
        loc = p.wl[w]
        slots = s.spaces[loc]
        slots[slots.index(code(seat, w))] = -1
        if len(slots) == 2 and slots[0] < 0 and slots[1] >= 0:
            slots[0], slots[1] = slots[1], -1
        if p.ws[w] >= 4:
            p.wl[w] = "bumped"
            s.hibq.append([seat, w])
        else:
            p.ws[w] += 1
            p.wl[w] = "pool"
        s.say(f"{name} returns a worker from the board to the pool.")


def build(s: ApiaryState, seat: int, tid: str, hid: str) -> None:
    p = s.players[seat]
    c = content()
    p.hive[hid] = tid
    tile = c.tile(tid)
    s.say(f"{who(s, seat)} builds {tile['name']} on {hid}.")
    kind = KIND[tid[0]]
    fire(s, seat, f"on_build_{kind}")
    bonus = c.mats[p.mat]["bonus_hexes"].get(hid)
    effects: list[dict[str, Any]] = []
    if isinstance(bonus, list):
        effects.extend(bonus)
    if kind == "development":
        effects = list(tile.get("effect", [])) + effects
    run(s, seat, effects)


def grow_pick(s: ApiaryState, t: list[Any], choice: str) -> None:
    _, seat, points, s4, acted, nw = t
    p = s.players[seat]
    name = who(s, seat)
    t[4] = 1
    if choice in ("worker", "worker_water"):
        strength = 1
        free_first = nw == 0 and bool(mods(p, "first_grow_worker_free"))
        for m in mods(p, "first_grow_worker_strength"):
            if nw == 0:
                strength = max(strength, m["value"])
        if free_first:
            strength = max(strength, 2)
        elif choice == "worker":
            p.res["pollen"] -= 1
        else:
            p.res["water"] -= 1
        gain_worker(s, seat, strength)
        t[2] -= 1
        t[5] += 1
    elif choice.startswith("frame:"):
        slot = choice[6:]
        p.frames.append(slot)
        t[2] -= 2
        n = max(0, 2 - mod_n(p, "frame_discount"))
        s.say(f"{name} gains the {slot} frame.")
        if n:
            s.tasks.append(["payany", seat, n])
    elif choice == "upgrade":
        p.upgraded = True
        t[3] = 0
        s.say(f"{name} upgrades the faction tile: {content().factions[p.faction]['upgraded']['text']}")
    if not grow_options(s, t) and s.tasks and s.tasks[-1] is t:
        s.tasks.pop()
    elif not grow_options(s, t):
        s.tasks.remove(t)


def convert_pick(s: ApiaryState, t: list[Any], choice: str) -> None:
    seat = t[1]
    p = s.players[seat]
    name = who(s, seat)
    t[4] = 1
    use = 1
    head, _, rest = choice.partition(":")
    if head == "swap":
        a, b = rest.split(":")
        p.res[a] -= 1
        p.res[b] += 1
        s.say(f"{name} swaps 1 {a} for 1 {b}.")
    elif choice == "wax":
        pay(p, {"pollen": 1, "fibre": 1})
        p.res["wax"] += 1
        s.say(f"{name} makes 1 wax.")
        fire(s, seat, "on_wax_made")
    elif choice == "honey":
        pay(p, {"pollen": 2, "water": 1})
        p.res["honey"] += 1
        s.say(f"{name} makes 1 honey.")
    elif head == "cycle":
        cid = int(rest)
        p.hand.remove(cid)
        s.discard.append(cid)
        s.say(f"{name} cycles a seed card.", seat=seat, private=f"You cycle {seed_name(cid)}.")
        got = draw_cards(s, 1)
        p.hand.extend(got)
        if got:
            s.say(f"{name} draws 1 seed card.", seat=seat, private=f"You draw {seed_name(got[0])}.")
    elif head == "dance":
        i = int(rest)
        if t[5]:
            t[5] = 0
            use = 0
        if free_dances(t):
            s.say(f"{name} uses the {content().dances[s.dances[i]]['name']} for free.")
        else:
            pay(p, dance_cost(s, i))
            s.say(f"{name} uses the {content().dances[s.dances[i]]['name']}.")
        teacher = s.teacher[i]
        if teacher != seat and teacher >= 0:
            gain_qf(s, teacher, 1)
            s.say(f"{who(s, teacher)} gains 1 Queen's Favor as its teacher.")
        fire(s, seat, "on_dance_use")
        t[2] -= use
        if t[2] <= 0 or not conversions(s, seat, t[3], free_dances(t)):
            s.tasks.remove(t)
        run(s, seat, dance_gain(s, i))
        return
    t[2] -= use
    if t[2] <= 0 or not conversions(s, seat, t[3], free_dances(t)):
        s.tasks.remove(t)


def explore_to(s: ApiaryState, seat: int, cell: int, s4: bool) -> None:
    name = who(s, seat)
    s.ship = cell
    r, c = divmod(cell, s.cols)
    s.say(f"{name} moves the QueenShip to row {r + 1}, column {c + 1}.")
    unexplored = s.planet[cell] == 0
    s.tasks.append(["planet", seat, cell, int(s4), int(unexplored)])
    if seat == s.automa:
        return
    p = s.players[seat]
    extra = mod_n(p, "explore_extra_token")
    free = dot_count(s, cell) - len(s.dots[cell]) if not unexplored else None
    if unexplored:
        reveal_planet(s, cell)
        free = dot_count(s, cell) - len(s.dots[cell])
    n = min(1 + extra, free)
    if n > 0:
        s.tasks.append(["dot", seat, cell, n, n - 1])  # the first token is placed, extra ones are optional
    if unexplored:
        tok = s.etok[cell]
        s.etok[cell] = 0
        p.tokens.append(tok)
        s.say(f"{name} takes explore token {tok}.")
        run(s, seat, content().tokens[tok]["effect"])


def reveal_planet(s: ApiaryState, cell: int) -> None:
    if s.planet_stack:
        s.planet[cell] = s.planet_stack.pop(0)
        s.reveals += 1
        s.say(f"The planet {content().planets[s.planet[cell]]['name']} is discovered.")
    else:
        s.planet[cell] = -1
        s.say("The planet stack is empty: a barren planet is placed.")


def planet_gains(s: ApiaryState, seat: int, cell: int, s4: bool, unexplored: bool) -> None:
    pid = s.planet[cell]
    spec = content().planets[pid] if pid > 0 else content().barren
    effects = list(spec["printed"])
    tok: dict[str, int] = {}
    for letter in s.dots[cell]:
        r = FROM_LETTER[letter]
        tok[r] = tok.get(r, 0) + 1
    if tok:
        effects.append({"op": "gain", "res": tok})
    if s4:
        effects.extend(spec["s4_bonus"])
    gained = set(tok)
    for e in spec["printed"]:
        gained |= set(e.get("res", {}))
    run(s, seat, effects)
    for r in sorted(gained):
        fire(s, seat, f"on_planet_gain:{r}")
    fire(s, seat, "on_explore")
    fire(s, seat, "on_explore_unexplored" if unexplored else "on_explore_explored")


# ----------------------------------------------------------------- seed cards


def seed_playable(s: ApiaryState, seat: int, cid: int, effect: bool) -> str | None:
    p = s.players[seat]
    if cid not in p.hand:
        return "that seed card is not in your hand"
    if effect:
        if s.seed_limit and p.seeds_played >= 2:
            return "the seed-card variant allows 2 cards per turn for their ability"
        for e in content().seeds[cid]["now"]:
            if e["op"] == "pay" and not can_pay(p, e["res"]):
                need = ", ".join(f"{n} {r}" for r, n in e["res"].items())
                return f"Needs {need}; you have " + ", ".join(f"{p.res[r]} {r}" for r in e["res"])
    return None


def play_seed(s: ApiaryState, seat: int, cid: int, effect: bool) -> None:
    p = s.players[seat]
    p.hand.remove(cid)
    s.discard.append(cid)
    if effect:
        p.seeds_played += 1
        s.say(f"{who(s, seat)} plays {seed_name(cid)} for its effect.")
        fire(s, seat, "on_seed_played_for_effect")
        run(s, seat, content().seeds[cid]["now"])
    else:
        s.say(f"{who(s, seat)} plays {seed_name(cid)} for 1 basic resource.")
        s.tasks.append(["basic", seat, 1])


# ----------------------------------------------------------------- the loop


AUTO = {"planet", "endturn", "draw", "endretrieve"}


def settle(s: ApiaryState) -> None:
    while not s.finished and s.tasks:
        t = s.tasks[-1]
        kind = t[0]
        if kind == "planet":
            s.tasks.pop()
            planet_gains(s, t[1], t[2], bool(t[3]), bool(t[4]))
            continue
        if kind == "draw":
            s.tasks.pop()
            draw_seed(s, t[1], t[2], None if t[3] < 0 else t[3])
            continue
        if kind == "endretrieve":
            s.tasks.pop()
            finish_retrieve(s, t[1])
            continue
        if kind in ("turn", "automa", "endturn") and (kind != "automa" or t[2] >= 1) and s.hibq:
            seat, w = s.hibq.pop(0)
            hibernate(s, seat, w)
            continue
        if kind == "endturn":
            p = s.players[t[1]]
            n = overflow(p) if t[1] != s.automa else 0
            if n > 0:
                s.say(f"{who(s, t[1])} has {n} resource(s) more than storage holds.")
                s.tasks.append(["overflow", t[1], n])
                continue
            s.tasks.pop()
            finish_turn(s)
            continue
        if kind == "automa" and t[2] >= 2:
            s.tasks[-1] = ["endturn", t[1]]
            continue
        if kind not in ("turn", "automa") and not options(s, t) and not can_done(s, t):
            s.tasks.pop()
            continue
        if kind not in ("turn", "automa") and not options(s, t) and kind in ("plant", "teach", "strength", "returnw", "convert", "grow", "forager"):
            s.tasks.pop()
            continue
        break
    set_prompt(s)


def start_turn(s: ApiaryState, seat: int) -> None:
    s.current = seat
    p = s.players[seat]
    p.herald = False
    p.seeds_played = 0
    if seat == s.automa:
        s.tasks.append(["automa", seat, 0])
        return
    if active_workers(p) == 0:
        gain_worker(s, seat, 1)
        s.say(f"{who(s, seat)} has no active workers: the empty hive rule gives a strength-1 worker.")
    s.tasks.append(["turn", seat, 0])


def finish_turn(s: ApiaryState) -> None:
    n = len(s.seats)
    if s.final_left > 0:
        s.final_left -= 1
        if s.final_left == 0:
            s.finished = True
            s.active = []
            s.phase = "Game over"
            s.say("The game is over.")
            return
    elif s.end_by >= 0:
        s.final_left = n
    nxt = (s.current + 1) % n
    if nxt == s.first:
        s.round += 1
    start_turn(s, nxt)


PROMPTS = {
    "bump": ("Your bumped worker: +1 strength to the active pool, or keep strength in the landing area?", "bump"),
    "move": ("Move the QueenShip: choose a planet space", "explore"),
    "dot": ("Put a basic resource on an empty dot of the planet (an extra token may be skipped with Done)", "explore"),
    "basic": ("Choose a basic resource to gain", "resource"),
    "paybasic": ("Choose a basic resource to pay", "resource"),
    "payany": ("Choose a resource to pay for the frame", "resource"),
    "advance": ("Advance: choose a tile from the open columns", "market"),
    "freebuild": ("Build a free tile on the hex to the right", "market"),
    "build": ("Choose a hex of your hive to build on", "place-tile"),
    "grow": ("Grow: spend strength points (Done to stop)", "grow"),
    "keep": ("Keep a seed card", "seed"),
    "plant": ("Plant a seed card (Done to skip)", "seed"),
    "convert": ("Convert: choose a conversion (Done to stop)", "convert"),
    "teach": ("Teach a dance (Done to skip)", "dance"),
    "dtok": ("Choose a dance token for the blank", "dance"),
    "carve": ("Carve: choose a carving", "market"),
    "income": ("Choose a farm to produce", "hive"),
    "forager": ("Forager: choose a farm that produced to produce again (Done to skip)", "hive"),
    "pod": ("Choose an empty pod of the Hibernation Comb", "comb"),
    "overflow": ("Too many resources: choose one to discard (+1 Queen's Favor)", "resource"),
    "strength": ("Choose a pool worker to gain 1 strength (Done to skip)", "workers"),
    "refreshrow": ("Choose a market row to refresh", "market"),
    "returnw": ("Choose a worker on the board to return to your pool", "workers"),
    "observe": ("Observatory: choose the next planet from the top of the stack (Done keeps the rest in order)", "explore"),
    "lama": ("Lama: pay 1 basic resource for +1 Advance strength? (Done to decline)", "resource"),
    "signal": ("Signal Tower: choose one of your explore tokens to repeat", "explore"),
    "exchange": ("Choose how many times to exchange", "resource"),
    "courier": ("Courier: choose a resource type lying on the planet's dots", "explore"),
}


def set_prompt(s: ApiaryState) -> None:
    if s.finished or not s.tasks:
        s.active = []
        return
    t = s.tasks[-1]
    s.active = [t[1]]
    if t[0] == "turn":
        if t[2] == 0:
            s.prompt = Prompt(text="Place a worker or retrieve (seed cards may be played first)", kind="turn")
        else:
            s.prompt = Prompt(text="Play seed cards or end your turn", kind="after")
        s.phase = "Final round" if s.final_left > 0 else "Flow"
        return
    if t[0] == "automa":
        s.prompt = Prompt(text="The Automa draws a card" if t[2] == 0 else "The Automa takes her action", kind="automa")
        return
    text, kind = PROMPTS[t[0]]
    if t[0] == "bump":
        text = f"{s.seats[t[1]].name}: " + text
    s.prompt = Prompt(text=text, kind=kind)


def new_rng_shuffle(s: ApiaryState, items: list[Any]) -> None:
    rng = Rng(s.rng)
    rng.shuffle(items)
    s.rng = rng.state
