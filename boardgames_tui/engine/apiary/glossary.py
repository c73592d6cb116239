"""Apiary in words: an `Inspection` for every component, built from the content data (apiary.json).

Pure (no UI): the board asks these functions for the text of whatever the player points at.

    describe_tile("r:dancer", view, seat=0, hid="A1")  # a farm, recruit, development or carving
    describe_hex(view, seat, "A1")                     # a hex of a seat's hive
    describe_space(view, "explore")                    # a worker spot of the action board
    describe_cell(view, 5)                             # a planet space (planet or explore token)
    describe_market(view, "farm", 0) / describe_carving(view, 2) / describe_dance(view, 1)
    describe_seed(cid, view, seat) / describe_pod(view, "I-2") / describe_sector(view, "I")
    describe_qf(view) / describe_player(view, seat) / describe_automa(view)

Every function takes the view the player sees (hidden things stay hidden: a hidden card is
described as a face-down card). `view` may be None for the pure component text.
"""

from __future__ import annotations

from typing import Any

from ..api import HIDDEN_ID, Inspection
from ..content import edition_note
from ..text import plural, possessive
from .content import FACTION_HEXES, KIND, content

RES_WORD = {"pollen": "pollen", "fibre": "fibre", "water": "water", "wax": "wax", "honey": "honey"}
DOT_RES = {"p": "pollen", "f": "fibre", "w": "water"}
KIND_WORD = {"f": "Farm", "r": "Recruit", "d": "Development", "c": "Carving"}
ACTION_NAME = {"explore": "Explore", "advance": "Advance", "grow": "Grow", "research": "Research",
               "convert": "Convert", "carve": "Carve"}
COLUMN_NEED = ("Advance strength 2+", "Advance strength 3+", "Advance strength 5+")

ACTION_TEXT = {
    "explore": ("fly the QueenShip up to M steps (M = strength of all workers here) to another space; "
                "put 1 basic resource on an empty dot, gain the planet's gain + 1 per token on its dots. "
                "Unexplored: take its token, a planet is drawn there."),
    "advance": ("A = strength of both workers (+1 if the second space is empty): A 2 left column, 3-4 "
                "left and middle, 5+ all three; buy 1 market tile and build it next to your tiles."),
    "grow": "strength = points: a worker costs 1 point + 1 pollen (3 at most), a frame 2 points + 2 resources.",
    "research": "draw as many seed cards as the worker's strength, keep 1.",
    "convert": ("up to strength conversions: cycle a seed card, swap basics, pollen + fibre into wax, "
                "2 pollen + water into honey, or a taught dance."),
    "carve": "strength-4 workers only: pay a carving's honey and build it.",
}
S4_TEXT = {
    "explore": "also the planet's strength-4 bonus",
    "advance": "+3 VP",
    "grow": "may also upgrade your faction tile (once)",
    "research": "then may plant a seed card from hand",
    "convert": "first teach an untaught dance (once)",
    "carve": "the only strength allowed",
}
BUMP_TEXT = "strength 1-3: +1 strength to the pool, or keep it to the landing area (owner's choice); 4: hibernates."


# ----------------------------------------------------------------- small words


def res_words(res: dict[str, int]) -> str:
    """{"fibre": 2, "water": 1} -> "2 fibre + 1 water" ("nothing" when empty)."""
    parts = [f"{n} {RES_WORD.get(r, r)}" for r, n in res.items() if n]
    return " + ".join(parts) if parts else "nothing"


def res_short(res: dict[str, int]) -> str:
    """{"fibre": 2, "water": 1} -> "2F 1W" (X wax, H honey)."""
    letter = {"pollen": "P", "fibre": "F", "water": "W", "wax": "X", "honey": "H"}
    return " ".join(f"{n}{letter[r]}" for r, n in res.items() if n) or "free"


COUNT_WORD = {
    "farm": ("farm", "farms"), "recruit": ("recruit", "recruits"), "development": ("development", "developments"),
    "carving": ("carving", "carvings"), "explore_token": ("explore token", "explore tokens"),
    "planted_seed": ("planted seed card", "planted seed cards"), "seed_in_hand": ("seed card in hand", "seed cards in hand"),
    "worker": ("active worker", "active workers"), "worker_strength_ge_3": ("worker of strength 3 or more", "workers of strength 3 or more"),
    "hibernation_token": ("hibernation token placed", "hibernation tokens placed"), "qf": ("Queen's Favor", "Queen's Favor"),
    "frame": ("frame", "frames"), "resource_any": ("resource", "resources"), "resource_types": ("resource type held", "resource types held"),
    "tile_built": ("tile in your hive", "tiles in your hive"), "tile_on_frame": ("tile on a frame", "tiles on frames"),
    "sector_with_token": ("comb sector with your token", "comb sectors with your token"),
    "sector_majority": ("comb sector you lead", "comb sectors you lead"),
}


def count_word(what: str, many: bool = False) -> str:
    if what in COUNT_WORD:
        return COUNT_WORD[what][1 if many else 0]
    if what.startswith("resource:"):
        return RES_WORD.get(what.split(":")[1], what)
    if what.startswith("set:"):
        return "set of " + ", ".join(what[4:].split("+"))
    if what.startswith("adjacent_to_faction_hex:"):
        kind = what.split(":")[1]
        return ("tile" if kind == "any" else kind) + " next to your faction hex"
    if what.startswith("adjacent_to_faction:"):
        kind = what.split(":")[1]
        return ("tile" if kind == "any" else kind) + " next to your faction tile"
    if what.startswith("adjacent_to_self:"):
        kind = what.split(":")[1]
        return ("tile" if kind == "any" else kind) + " next to it"
    return what.replace("_", " ")


FLAG_WORD = {
    "taught_dance": "you taught a dance",
    "qf_first": "you have the most Queen's Favor",
    "surrounded": "all six hexes around it are filled",
    "adjacent_to_faction_hex": "it is next to your faction hex",
}


def cond_words(c: dict[str, Any]) -> str:
    if "all" in c:
        return " and ".join(cond_words(x) for x in c["all"])
    if "flag" in c:
        return FLAG_WORD.get(c["flag"], c["flag"].replace("_", " "))
    what = c["count"]
    n = c["value"]
    if c["op"] == "==" and n == 0:
        return f"you have no {count_word(what, True)}"
    if c["op"] == "==":
        return f"you have exactly {n} {count_word(what, n != 1)}"
    return f"you have {n} or more {count_word(what, True)}"


def scoring_words(r: dict[str, Any]) -> str:
    """A scoring rule ({per, vp, max} / {per_n, vp, max_vp} / {if, vp, else_vp}) in words."""
    if "if" in r:
        out = f"{r['vp']} VP if {cond_words(r['if'])}"
        if r.get("else_vp"):
            out += f", otherwise {r['else_vp']} VP"
        return out
    if "per_n" in r:
        every = r["per_n"]["every"]
        out = f"{r['vp']} VP per {every} {count_word(r['per_n']['count'], every != 1)}"
        if r.get("max_vp") is not None:
            out += f" (at most {r['max_vp']} VP)"
        return out
    if "per" in r:
        out = f"{r['vp']} VP per {count_word(r['per'])}"
        if r.get("max") is not None:
            out += f" (counting at most {r['max']})"
        return out
    if "qf" in r:
        return f"{r['qf']} Queen's Favor, added before the Queen's Favor ranking"
    if "rescore_adjacent" in r:
        return "the printed VP of every development next to it, once more"
    if "copy_carving_from" in r:
        return "lose 3 VP; score a copy of a carving in another hive (solo: in the Automa's pile)"
    return f"{r.get('vp', 0)} VP"


def effect_word(e: dict[str, Any]) -> str:
    op = e["op"]
    n = e.get("n", 1)
    if op == "gain":
        return res_words(e["res"])
    if op == "pay":
        return "pay " + res_words(e["res"])
    if op == "vp":
        return f"{n} VP"
    if op == "qf":
        return f"{n} Queen's Favor"
    if op == "draw_seed":
        keep = e.get("keep")
        return f"draw {plural(n, 'seed card')}" + (f", keep {keep}" if keep is not None else "")
    if op == "gain_basic_choice":
        return f"{n} basic resource{'s' if n != 1 else ''} of your choice"
    if op == "pay_basic_choice":
        return f"pay {n} basic resources of your choice"
    if op == "gain_worker":
        out = f"a new strength-{e.get('strength', 1)} worker"
        alt = effect_words(e.get("else") or [])
        return out + (f" (with 4 workers already: {alt} instead)" if alt != "nothing" else " (lost with 4 workers already)")
    if op == "strength_up":
        if e["zone"] == "landing":
            return "every worker in your landing area gains 1 strength" + (" and may return to your active pool" if e.get("may_move_to_pool") else "")
        return f"{plural(e['workers'], 'worker')} in your active pool gain{'s' if e['workers'] == 1 else ''} 1 strength (past 4: it hibernates)"
    if op in ("vp_per", "qf_per", "gain_per"):
        what = {"vp_per": "VP", "qf_per": "Queen's Favor", "gain_per": RES_WORD.get(e.get("res", ""), e.get("res", ""))}[op]
        out = f"{n} {what} per {count_word(e['count'])}"
        return out + (f" (at most {e['max']})" if e.get("max") is not None else "")
    if op == "refresh_rows":
        return "refresh every market row" if e["rows"] == "all" else "refresh a market row of your choice"
    if op == "conversions":
        only = {"basic_swap": " (basic resource swaps only)", "dance": " (taught dances only)"}.get(e.get("only") or "", "")
        return f"{n} conversions{only}"
    if op == "swap_resources":
        return f"swap up to {n} basic resources for others"
    if op == "exchange":
        return f"turn {res_words(e['pay'])} into {res_words(e['gain'])}, up to {plural(e['times_max'], 'time')}"
    if op == "use_dance":
        alt = effect_words(e.get("else") or [])
        return f"use taught dances {plural(e['times'], 'time')} without paying (none taught: {alt})"
    if op == "explore":
        return f"an Explore of up to {e['max_move']} steps" + ("" if e.get("s4_bonus") else " (no strength-4 bonus)")
    if op == "buy_build":
        return "buy and build a tile from any column of " + ("any market row" if e["row"] == "any" else f"the {e['row']} row")
    if op == "plant_seed":
        return f"plant {plural(n, 'seed card')} from your hand"
    if op == "return_worker_from_board":
        return f"take back a worker from the action board with +{e.get('strength_up', 1)} strength"
    if op == "repeat_explore_token":
        return "gain one of your explore tokens again"
    if op == "gain_type_on_planet":
        return "1 resource of a type lying on the QueenShip's planet"
    if op == "peek_planets":
        return f"look at the top {n} planets of the stack and put them back in any order"
    if op == "free_build_right":
        return f"build a free tile on {e['target_hex']} (any face-up market tile or a reserve tile)"
    return op.replace("_", " ")


def effect_words(effects: list[dict[str, Any]] | None) -> str:
    parts = [effect_word(e) for e in effects or ()]
    return ", ".join(parts) if parts else "nothing"


def token_words(tok: int) -> str:
    """What an explore token gives, for the log ("3 VP", "2 basic resources to choose", "a new
    worker"): the inspect pane's words without its "your" (the log is read by every seat)."""
    parts = []
    for e in content().tokens[tok]["effect"]:
        op, n = e["op"], e.get("n", 1)
        if op == "gain_basic_choice":
            parts.append(f"{plural(n, 'basic resource')} to choose")
        elif op == "strength_up":
            workers = e.get('workers', 1)
            parts.append(f"1 strength for {'an active worker' if workers == 1 else plural(workers, 'active worker')}")
        elif op == "gain_worker":
            parts.append("a new worker")
        else:
            parts.append(effect_word(e))
    return ", ".join(parts) or "nothing"


def token_short(tok: int) -> str:
    """The face of an explore token in a few words: "3 VP", "2 basic", "P+F+W", "worker"."""
    out = []
    for e in content().tokens[tok]["effect"]:
        op = e["op"]
        if op in ("vp", "qf"):
            out.append(f"{e['n']} {'VP' if op == 'vp' else 'QF'}")
        elif op == "gain":
            res = e["res"]
            if len(res) == 1:
                (r, n), = res.items()
                out.append(f"{n} {r}" if n > 1 else r)
            else:
                out.append("+".join(r[0].upper() * n for r, n in res.items()))
        elif op == "gain_basic_choice":
            out.append(f"{e['n']} basic")
        elif op == "draw_seed":
            out.append(f"{e['n']} seed")
        elif op == "strength_up":
            out.append("strength")
        elif op == "gain_worker":
            out.append("worker")
        else:
            out.append(op.split("_")[0])
    return "+".join(out)


def seat_name(view: Any, seat: int) -> str:
    if view is None or not 0 <= seat < len(view.seats):
        return f"seat {seat + 1}"
    return view.seats[seat].name


def worker_words(view: Any, code: int) -> str:
    seat, w = divmod(code, 4)
    return f"{possessive(seat_name(view, seat), capital=False)} strength-{view.players[seat].ws[w]} worker"


# ----------------------------------------------------------------- tiles


def tile_lines(tid: str) -> list[str]:
    """Cost, effect and scoring of a farm, recruit, development or carving tile."""
    c = content()
    t = c.tile(tid)
    kind = tid[0]
    lines: list[str] = []
    if kind == "c":
        lines.append(f"Cost: {t['honey']} honey (Carve, strength-4 worker)")
        lines.append(f"Scores: {t['text'] if t.get('text') else scoring_words(t['scoring'])}" + ("" if t.get("text") else " (end of game)"))
        if t.get("note"):
            lines.append(f"Note: {t['note']}")
        return lines
    lines.append(f"Cost: {res_words(t['cost'])}")
    if kind == "f":
        lines.append(f"Income: {effect_words(t['income'])} (when a returning worker makes it produce)")
        spots = [f"{st['n']} {'water-only' if st['type'] == 'water' else 'resource'} spot{'s' if st['n'] != 1 else ''}" for st in t["storage"]]
        lines.append("Storage: " + " + ".join(spots))
        lines.append(f"Scores: {c.raw['farms'].get('end_vp_each', 1)} VP at the end of the game")
    elif kind == "r":
        lines.append(f"Effect: {t['text']}")
        lines.append(f"Scores: {t['vp']} VP at the end of the game"
                     + (f", plus {scoring_words(t['end_scoring'])}" if t.get("end_scoring") else ""))
    else:
        eff = effect_words(t["effect"])
        for m in t.get("modifiers", ()):
            if m["mod"] == "storage":
                eff = ("" if eff == "nothing" else eff + "; ") + "+" + " + ".join(f"{st['n']} storage spots" for st in m["spots"])
        lines.append(f"When built: {eff}")
        lines.append(f"Scores: {t['vp']} VP at the end of the game")
    return lines


def describe_tile(tid: str, view: Any = None, *, seat: int | None = None, hid: str | None = None,
                  where: str = "") -> Inspection:
    """A farm, recruit, development or carving; `seat`/`hid` when it is built in a hive."""
    c = content()
    lines = tile_lines(tid)
    if where:
        lines.append(f"Where: {where}")
    if seat is not None:
        lines.append(f"Owner: {seat_name(view, seat)}" + (f", hex {hid}" if hid else ""))
        if view is not None and hid and tid[0] == "c":
            vp = carving_now(view, seat, tid, hid)
            if vp is not None:
                lines.append(f"Now worth: {vp}")
    lines += edition_note(c.tile(tid))
    return Inspection(c.tile_name(tid), tuple(lines), kind=KIND_WORD[tid[0]].lower())


def carving_now(view: Any, seat: int, tid: str, hid: str) -> str | None:
    try:
        from .scoring import carving_vp

        vp, qf = carving_vp(view, seat, tid, hid)
    except Exception:  # a view the scoring cannot read (hidden cards): say nothing
        return None
    return f"{vp} VP" + (f" and {qf} Queen's Favor" if qf else "")


def market_cost(view: Any, seat: int | None, tid: str, hid: str | None = None) -> dict[str, int] | None:
    """What `seat` would pay for the tile (its discounts), None when it cannot be worked out."""
    if view is None or seat is None or seat == getattr(view, "automa", -1):
        return None
    try:
        from .hive import cost

        return cost(view.players[seat], tid, hid)
    except Exception:
        return None


def describe_market(view: Any, row: str, col: int, seat: int | None = None) -> Inspection:
    tid = view.market[row][col]
    where = f"{row} row, column {col + 1} (1 is oldest), {COLUMN_NEED[min(col, 2)]}"
    ins = describe_tile(tid, view, where=where)
    lines = list(ins.lines)
    mine = market_cost(view, seat, tid)
    if mine is not None and mine != content().tile(tid)["cost"]:
        lines.append(f"You pay: {res_words(mine)} (your discounts)")
    return Inspection(ins.title, tuple(lines), kind=f"{row} tile")


def describe_carving(view: Any, i: int) -> Inspection:
    tid = view.carvings[i]
    if not tid:
        return Inspection(f"Carving space {i + 1}", ("Empty: its carving was taken (carvings are never refilled).",), kind="carving")
    return describe_tile(tid, view, where=f"carving space {i + 1} of {len(view.carvings)} (never refilled)")


# ----------------------------------------------------------------- the hive


def mat_bonus_words(bonus: Any) -> str:
    if isinstance(bonus, dict) and "discount" in bonus:
        d = bonus["discount"]
        amount = res_words(d["res"]) if "res" in d else plural(d.get("resources", 1), "resource")
        return f"a {d['tile']} built here costs {amount} less"
    return "build here and gain " + effect_words(bonus)


def describe_faction(view: Any, seat: int) -> Inspection:
    c = content()
    p = view.players[seat]
    f = c.factions[p.faction]
    side = f["upgraded" if p.upgraded else "normal"]
    lines = [f"Owner: {seat_name(view, seat)}",
             f"Ability{' (upgraded)' if p.upgraded else ''}: {side['text']}"]
    if not p.upgraded:
        lines.append(f"Upgraded side: {f['upgraded']['text']} (Grow with a strength-4 worker, once per game)")
    lines.append("Tile: the faction hex and two storage hexes (4 resource spots"
                 + (f", +{side.get('extra_storage')} upgraded" if p.upgraded and side.get("extra_storage") else "") + ")")
    lines += edition_note(f)
    return Inspection(f"{f['name']} (faction)", tuple(lines), kind="faction tile")


def describe_mat(mat_id: str) -> Inspection:
    c = content()
    m = c.mats[mat_id]
    lines = [f"Rule: {m['rule']}"]
    for h, b in m["bonus_hexes"].items():
        lines.append(f"{h}: {mat_bonus_words(b)}")
    lines.append("Scores: 8 VP when every hex of the mat is filled")
    lines += edition_note(m)
    return Inspection(f"{m.get('display_name', m['name'])} (hive mat)", tuple(lines), kind="hive mat")


def frame_of(hid: str) -> str | None:
    for f, hexes in content().frame_hexes.items():
        if hid in hexes:
            return f
    return None


FRAME_NAME = {"N": "North", "E": "East", "S": "South", "W": "West"}


def neighbour_words(view: Any, seat: int, hid: str) -> str:
    c = content()
    p = view.players[seat]
    out = []
    for h in c.neighbours(hid):
        if h in FACTION_HEXES:  # the board marks its hexes by the faction's initials and St, not F/S1/S2
            out.append("the faction tile")
        elif h in p.hive:
            out.append(f"{h} {c.tile_name(p.hive[h])}")
    return ", ".join(sorted(set(out))) or "no tiles"


def describe_hex(view: Any, seat: int, hid: str) -> Inspection:
    """A hex of a seat's hive: what is built there (and what it does) or what building there gives."""
    c = content()
    p = view.players[seat]
    owner = seat_name(view, seat)
    frame = frame_of(hid)
    place = f"{FRAME_NAME.get(frame, frame)} frame" if frame else (c.mats[p.mat].get("display_name", c.mats[p.mat]["name"]) + " mat" if p.mat else "hive")
    if hid in FACTION_HEXES:
        f = c.factions[p.faction]
        side = f["upgraded" if p.upgraded else "normal"]
        if hid == "F":
            lines = (f"Hex: the faction hex of {possessive(owner, capital=False)} hive ({f['name'][:2]} on the board)", f"Ability: {side['text']}",
                     f"Next to: {neighbour_words(view, seat, hid)}")
            return Inspection(f"{f['name']} faction hex", lines, kind="hive hex")
        lines = (f"Hex: a storage hex of {possessive(owner, capital=False)} hive (St on the board)", "Part of the faction tile: storage for 2 resources "
                 "(4 on the whole tile)", f"Next to: {neighbour_words(view, seat, hid)}")
        return Inspection(f"{f['name']} storage hex", lines, kind="hive hex")
    if hid in p.hive:
        tid = p.hive[hid]
        lines = tile_lines(tid)
        lines.append(f"Hex: {hid} of {possessive(owner, capital=False)} {place}")
        lines.append(f"Next to: {neighbour_words(view, seat, hid)}")
        if tid[0] == "c":
            vp = carving_now(view, seat, tid, hid)
            if vp is not None:
                lines.append(f"Now worth: {vp}")
        lines += edition_note(c.tile(tid))
        return Inspection(c.tile_name(tid), tuple(lines), kind=KIND_WORD[tid[0]].lower())
    lines = []
    bonus = c.mats[p.mat]["bonus_hexes"].get(hid) if p.mat and not frame else None
    if bonus:
        lines.append(f"Build bonus: {mat_bonus_words(bonus)}")
    lines.append(f"Next to: {neighbour_words(view, seat, hid)}")
    lines.append(f"Hex: {hid} of {possessive(owner, capital=False)} {place}")
    lines.append("Empty: a tile can be built here when it is next to one of your tiles.")
    return Inspection(f"Empty hex {hid}", tuple(lines), kind="hive hex")


def describe_frame(frame: str, view: Any = None, seat: int | None = None) -> Inspection:
    c = content()
    hexes = c.frame_hexes[frame]
    lines = [f"Hexes: {', '.join(hexes)}",
             "Cost: 2 Grow points + 2 resources",
             "Scores: 8 VP when all four hexes are filled"]
    if c.frame_seed_slot.get(frame):
        lines.append(f"Also: +{c.frame_seed_slot[frame]} seed card planting slot")
    if view is not None and seat is not None:
        lines.append(f"Owner: {seat_name(view, seat)}" if frame in view.players[seat].frames else "Not built yet")
    return Inspection(f"{FRAME_NAME.get(frame, frame)} frame", tuple(lines), kind="frame")


# ----------------------------------------------------------------- the action board


def describe_space(view: Any, space: str) -> Inspection:
    """A worker spot of the action board: the action, who is there, what placing here does."""
    c = content()
    act = space.split("_")[0]
    spec = next((sp for sp in c.sides[view.side]["action_spaces"] if sp["id"] == space), {"kind": "single"})
    name = ACTION_NAME.get(act, act.title()) + (f" {space.split('_')[1].upper()}" if "_" in space else "")
    slots = view.spaces.get(space, [])
    lines = []
    for k, code in enumerate(slots):
        label = ("Arrow space" if k == 0 else "Second space") if len(slots) == 2 else "Space"
        lines.append(f"{label}: " + (worker_words(view, code) if code >= 0 else "empty"))
    lines.append(f"Action: {ACTION_TEXT.get(act, act)}")
    if spec.get("advance_strength_bonus"):
        lines.append(f"Here: A = the worker's strength + {spec['advance_strength_bonus']}")
    lines.append(f"Strength 4: {S4_TEXT.get(act, 'nothing extra')}")
    if len(slots) == 2:
        lines.append("Placing: the arrow worker shifts on; one pushed off the end is bumped.")
    else:
        lines.append("Placing: a worker already here is bumped.")
    lines.append(f"Bumped: {BUMP_TEXT}")
    return Inspection(name, tuple(lines), kind="action space")


def describe_cell(view: Any, i: int, reachable: bool = False) -> Inspection:
    """A planet space: its planet (gain, dots, strength-4 bonus) or its explore token."""
    c = content()
    r, col = divmod(i, view.cols)
    where = f"Space: row {r + 1}, column {col + 1}" + (" · the QueenShip is here" if view.ship == i else "")
    pid = view.planet[i]
    lines = []
    if pid == 0:
        tok = view.etok[i]
        lines.append(f"Explore token: {effect_words(c.tokens[tok]['effect'])} (the first explorer takes it)")
        lines.append("Unexplored: exploring here draws a planet from the stack onto it.")
        title = "Unexplored space"
    else:
        planet = c.planets[pid] if pid > 0 else c.barren
        title = planet.get("name", "Barren planet") if pid > 0 else "Barren planet"
        lines.append(f"Gain: {effect_words(planet['printed'])}, +1 of each resource on its dots")
        dots = view.dots[i]
        free = planet["dots"] - len(dots)
        on = ", ".join(DOT_RES[d] for d in dots) or "none"
        lines.append(f"Dots: {planet['dots']} ({on} on them; {free} empty)")
        lines.append(f"Strength 4: {effect_words(planet['s4_bonus'])}")
        lines += edition_note(planet)
    lines.append(where)
    if reachable:
        lines.append("The QueenShip can fly here now.")
    return Inspection(title, tuple(lines), kind="planet space")


def describe_token(tok: int) -> Inspection:
    token = content().tokens[tok]
    return Inspection(f"Explore token: {token_short(tok)}", (f"Effect: {effect_words(token['effect'])}",
                                                             "Scores: some carvings and seeds count explore tokens",
                                                             *edition_note(token)), kind="explore token")


def describe_ship(view: Any) -> Inspection:
    where = "the launch bay (right of the bottom-right space)" if view.ship < 0 else f"row {view.ship // view.cols + 1}, column {view.ship % view.cols + 1}"
    return Inspection("QueenShip", (f"At: {where}", "Moves: Explore flies it orthogonally, never back to the launch bay",
                                    f"Planet stack: {len(view.planet_stack)} face down"), kind="ship")


# ----------------------------------------------------------------- dances, seeds, comb, QF


def dance_recipe(view: Any, i: int) -> str:
    c = content()
    d = c.dances[view.dances[i]]
    recipe = d["recipe"]
    toks = view.dtok[i] if view is not None and i < len(view.dtok) else []
    for k, blank in enumerate(d["blanks"]):
        word = c.raw["dances"]["token_meaning"].get(toks[k], toks[k]) if k < len(toks) else "a token of the teacher's choice"
        recipe = recipe.replace(f"[{blank['slot']}]", word)
    return recipe.replace(" x ", " ").replace("->", "→")


def describe_dance(view: Any, i: int) -> Inspection:
    c = content()
    d = c.dances[view.dances[i]]
    tch = view.teacher[i]
    lines = [f"Use: {dance_recipe(view, i)} (one Convert conversion)"]
    if tch >= 0:
        lines.append(f"Teacher: {seat_name(view, tch)} (gains 1 Queen's Favor when another player uses it)")
    else:
        lines.append("Untaught: a strength-4 Convert teaches it (once per game), filling its blanks with dance tokens.")
    lines += edition_note(d)
    return Inspection(d["name"], tuple(lines), kind="dance")


def describe_seed(cid: int, view: Any = None, seat: int | None = None, planted: bool = False) -> Inspection:
    c = content()
    if cid == HIDDEN_ID or cid not in c.seeds:
        return Inspection("Seed card (face down)", (f"Owner: {seat_name(view, seat)}" if seat is not None else "Hidden",), kind="seed card")
    card = c.seeds[cid]
    lines = [f"Play: {effect_words(card['now'])}, or 1 basic resource of your choice instead",
             f"Planted: {scoring_words(card['planted'])} at the end of the game (no effect when planted)"]
    if seat is not None:
        lines.append(f"Owner: {seat_name(view, seat)}" + (" (planted)" if planted else " (in hand)"))
    lines += edition_note(card)
    return Inspection(card["name"], tuple(lines), kind="seed card")


def pod_bonus_words(pod: dict[str, Any]) -> str:
    out = effect_words(pod["bonus"])
    if pod.get("refresh"):
        out += f", and the {pod['refresh']} row is refreshed"
    return out


def describe_pod(view: Any, pod_id: str) -> Inspection:
    c = content()
    sec, pod = c.pods[pod_id]
    o = view.comb.get(pod_id, -1)
    lines = [f"Bonus: {pod_bonus_words(pod)} (for the hibernation token placed here)",
             f"Holds: {possessive(seat_name(view, o), capital=False)} hibernation token" if o >= 0 else "Holds: nothing yet",
             f"Sector {sec['id']}: majority scores {sec['prizes'][0]} VP (first) / {sec['prizes'][1]} VP (second) at the end"]
    return Inspection(f"Comb pod {pod_id}", tuple(lines), kind="hibernation pod")


def describe_sector(view: Any, sec_id: str) -> Inspection:
    c = content()
    sec = next(s for s in c.sectors if s["id"] == sec_id)
    pods = [p["id"] for p in sec["pods"] if p["id"] in view.comb]
    counts: dict[int, int] = {}
    for pod in pods:
        if view.comb[pod] >= 0:
            counts[view.comb[pod]] = counts.get(view.comb[pod], 0) + 1
    held = ", ".join(f"{seat_name(view, s)} {n}" for s, n in sorted(counts.items(), key=lambda x: -x[1])) or "nobody yet"
    lines = [f"Pods: {', '.join(pods)}",
             f"Majority: {sec['prizes'][0]} VP for the most tokens, {sec['prizes'][1]} VP for second at the end",
             "Ties: tied for first split the first prize (rounded down), no second; tied for second split it",
             f"Tokens: {held}"]
    return Inspection(f"Comb sector {sec_id}", tuple(lines), kind="comb sector")


def comb_words(view: Any) -> Inspection:
    left = sum(1 for pod in view.pods if view.comb[pod] < 0)
    lines = [f"Empty pods: {left} of {len(view.pods)}",
             "Hibernation: a strength-4 worker that would grow further goes to the supply; its owner puts a "
             "token on an empty pod and gains its bonus (no pod or no token left: 1 Queen's Favor).",
             "The end: when the comb is full or a player places a 7th token, the turn ends and everyone takes one more turn."]
    return Inspection("Hibernation Comb", tuple(lines), kind="comb")


def qf_prizes(view: Any) -> list[int]:
    n = len(view.seats) if view.automa < 0 else 1
    return content().raw["queens_favor_track"]["end_prizes_by_player_count"][str(n)]


def describe_qf(view: Any, value: int | None = None) -> Inspection:
    order = sorted(range(len(view.seats)), key=lambda s: -view.players[s].qf)
    lines = []
    if value is not None:
        here = [seat_name(view, s) for s in order if view.players[s].qf == value]
        lines.append(f"Space {value}: " + (", ".join(here) or "nobody"))
    lines.append("Standing: " + ", ".join(f"{seat_name(view, s)} {view.players[s].qf}" for s in order))
    prizes = qf_prizes(view)
    lines.append("End: " + " / ".join(f"{v} VP" for v in prizes) + " for the most / next most Queen's Favor (0 scores nothing; ties split, rounded down)")
    lines.append("Gain it: discarding resources you cannot store (1 each), tiles, seeds, dances, pods")
    return Inspection("Queen's Favor track", tuple(lines), kind="track")


def where_word(loc: str) -> str:
    if loc in ("pool", "landing", "supply"):
        return {"pool": "active pool", "landing": "landing area", "supply": "supply"}[loc]
    return "on " + ACTION_NAME.get(loc.split("_")[0], loc)


def describe_player(view: Any, seat: int) -> Inspection:
    c = content()
    p = view.players[seat]
    name = seat_name(view, seat)
    if seat == view.automa:
        return describe_automa(view)
    lines = [f"Faction: {c.factions[p.faction]['name']}" + (" (upgraded)" if p.upgraded else "")
             + (f" on the {c.mats[p.mat].get('display_name', c.mats[p.mat]['name'])} mat" if p.mat else ""),
             f"Score so far: {p.vp} VP, {p.qf} Queen's Favor",
             f"Resources: {res_words(p.res)}"]
    try:
        from .hive import storage

        any_spots, water = storage(p)
        lines.append(f"Storage: {any_spots} spots" + (f" + {water} water-only" if water else ""))
    except Exception:
        pass
    workers = [f"strength {p.ws[w]} {where_word(p.wl[w])}" for w in range(4) if p.wl[w] != "supply"]
    lines.append("Workers: " + ("; ".join(workers) or "none"))
    hand = [x for x in p.hand]
    if hand and all(x == HIDDEN_ID for x in hand):
        lines.append(f"Hand: {plural(len(hand), 'seed card')} (hidden)")
    else:
        lines.append("Hand: " + (", ".join(c.seeds[x]["name"] for x in hand if x in c.seeds) or "no seed cards"))
    lines.append("Planted: " + (", ".join(c.seeds[x]["name"] for x in p.planted if x in c.seeds) or "none"))
    lines.append(f"Hibernation: {p.hib} of 7 tokens placed · explore tokens {len(p.tokens)} · frames "
                 + (", ".join(FRAME_NAME.get(f, f) for f in p.frames) or "none"))
    return Inspection(name, tuple(lines), kind="player")


def describe_automa(view: Any) -> Inspection:
    c = content()
    seat = view.automa
    p = view.players[seat]
    diff = c.automa["difficulty"].get(view.difficulty, {})
    lines = [f"Difficulty: {view.difficulty} (end bonus max(0, {diff.get('end_target_T', '?')} - half her VP gained); "
             f"a carving gives her {diff.get('carve_vp', '?')} VP)",
             f"Score so far: {p.vp} VP ({p.gained} gained in play), {p.qf} Queen's Favor"]
    workers = [f"strength {p.ws[w]} {where_word(p.wl[w])}" for w in range(4) if p.wl[w] != "supply"]
    lines.append("Workers: " + ("; ".join(workers) or "none"))
    lines.append(f"New workers: strength {view.automa_gain} (each Automa Grow raises it, at most 3)")
    card = c.automa_cards.get(view.automa_card)
    if card:
        r3 = card["row3"]
        lines.append(f"Last card {card['id']}: retrieve if no {card['row1_colour']} worker in her pool; carve with a "
                     f"{card['row2_colour']} strength-4 worker; else {r3['action']} with her {r3['worker']} {r3['colour']} worker")
    lines.append(f"Deck: {len(view.automa_deck)} cards left")
    lines.append("Carvings taken: " + (", ".join(c.tile_name(t) for t in p.pile) or "none"))
    lines.append(f"Hibernation: {p.hib} of 7 tokens placed")
    lines.append("Never: holds resources, builds, plants or dances")
    return Inspection(f"{seat_name(view, seat)} (Automa)", tuple(lines), kind="automa")


def describe_stack(view: Any, row: str) -> Inspection:
    kind = {"farm": "farms", "recruit": "recruits", "development": "developments"}[row]
    return Inspection(f"{row.title()} stack", (f"Face down: {len(view.stacks.get(row, []))} {kind}",
                                              "Refill: the row slides towards column 1 and the stack fills the last column"), kind="stack")


# ----------------------------------------------------------------- the whole content (tests)


def every_component(view: Any) -> list[Inspection]:
    """An Inspection for every component of the content (and every spot of `view`)."""
    c = content()
    out = [describe_tile(tid) for tid in c.tiles]
    out += [describe_seed(cid) for cid in c.seeds]
    out += [describe_token(t) for t in c.tokens]
    out += [describe_mat(m) for m in c.mats]
    out += [describe_frame(f) for f in c.frame_hexes]
    out += [describe_space(view, sp) for sp in view.spaces]
    out += [describe_cell(view, i) for i in range(len(view.planet))]
    out += [describe_dance(view, i) for i in range(len(view.dances))]
    out += [describe_pod(view, pod) for pod in view.pods]
    out += [describe_sector(view, s["id"]) for s in c.sectors if any(p["id"] in view.comb for p in s["pods"])]
    out += [describe_player(view, s) for s in range(len(view.seats))]
    out += [describe_qf(view), comb_words(view), describe_ship(view)]
    for seat, p in enumerate(view.players):
        if seat == view.automa:
            continue
        out.append(describe_faction(view, seat))
        for hid in [*FACTION_HEXES, *c.buildable]:
            out.append(describe_hex(view, seat, hid))
    return out


__all__ = [n for n in dir() if n.startswith("describe_")] + ["every_component", "effect_words", "scoring_words",
                                                              "res_words", "res_short", "token_short", "KIND"]
