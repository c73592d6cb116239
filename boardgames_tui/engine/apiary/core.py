"""Apiary rules helpers: abilities and triggers, counts, storage, gains, effects, market rows, hive hexes and costs.

Tasks are typed frozen values on `state.tasks` (tasks.py; top = last). The top task is the
prompt; `flow.settle` runs the automatic ones. The action modules (explore, market, grow, dances,
hibernation, workers) build on this one; nothing here imports them.
"""

from __future__ import annotations

from typing import Any

from ..api import put, without  # noqa: F401 (the action modules take them from here)
from ..rng import Rng
from .abilities import triggers
from .comb import sector_places
from .content import BASIC, FACTION_HEXES, KIND, RES, content
from .state import ApiaryState, Player
from .tasks import Advance, ApiaryTask, Convert, Count, Courier, Draw, Exchange, FreeBuild, Move, Observe, Plain, task
from ..text import plural

NAMES = {"pollen": "pollen", "fibre": "fibre", "water": "water", "wax": "wax", "honey": "honey"}
LETTER = {"pollen": "p", "fibre": "f", "water": "w"}
FROM_LETTER = {v: k for k, v in LETTER.items()}


def who(s: ApiaryState, seat: int) -> str:
    return s.seats[seat].name


def fmt_res(res: dict[str, int]) -> str:
    parts = [f"{n} {r}" for r, n in res.items() if n]
    return " + ".join(parts) if parts else "nothing"


# ----------------------------------------------------------------- triggers


def fire(s: ApiaryState, seat: int, trigger: str, **ctx: Any) -> None:
    """Run every trigger of `seat` named `trigger`."""
    if seat == s.automa:
        return
    p = s.players[seat]
    for src, t in triggers(p, trigger):
        cond = t.get("condition") or {}
        if "retrieved_workers_gte" in cond and ctx.get("retrieved", 0) < cond["retrieved_workers_gte"]:
            continue
        if t.get("once_per_turn"):
            if p.herald:
                continue
            p.herald = True
        s.say(f"{who(s, seat)}'s {src.get('name', 'faction')} ability triggers.")
        run(s, seat, t["effect"])


# ----------------------------------------------------------------- counts


def count_kind(p: Player, kind: str) -> int:
    pre = {"farm": "f", "recruit": "r", "development": "d", "carving": "c"}[kind]
    return sum(1 for t in p.hive.values() if t[0] == pre)


def active_workers(p: Player) -> int:
    return len(p.wl) - p.wl.count("supply")


def pool(p: Player) -> list[int]:
    return [i for i, loc in enumerate(p.wl) if loc == "pool"]


def on_board(p: Player) -> list[int]:
    return [i for i, loc in enumerate(p.wl) if loc not in ("supply", "pool", "landing", "bumped")]


def total_res(p: Player) -> int:
    return sum(p.res.values())


# ----------------------------------------------------------------- gains


def gain_vp(s: ApiaryState, seat: int, n: int) -> None:
    p = s.players[seat]
    p.vp += n
    p.gained += n


def gain_qf(s: ApiaryState, seat: int, n: int) -> None:
    if n <= 0:
        return
    s.players[seat].qf += n
    fire(s, seat, "on_gain_qf")


def gain_res(s: ApiaryState, seat: int, res: dict[str, int]) -> None:
    if seat == s.automa:
        return
    p = s.players[seat]
    for r, n in res.items():
        p.res[r] += n


def pay(p: Player, cost: dict[str, int]) -> None:
    for r, n in cost.items():
        p.res[r] -= n


def draw_cards(s: ApiaryState, n: int) -> list[int]:
    out = []
    for _ in range(n):
        if not s.deck and s.discard:
            rng = Rng(s.rng)
            s.deck = list(s.discard)
            s.discard = []
            rng.shuffle(s.deck)
            s.rng = rng.state
            s.say("The seed discard pile is shuffled into a new deck.")
        if not s.deck:
            break
        out.append(s.deck.pop(0))
    if out:
        s.reveals += 1
    return out


def seed_name(cid: int) -> str:
    return content().seeds[cid]["name"]


def draw_seed(s: ApiaryState, seat: int, n: int, keep: int | None) -> None:
    if seat == s.automa:
        return
    p = s.players[seat]
    cards = draw_cards(s, n)
    if not cards:
        s.say(f"{who(s, seat)} would draw seed cards, but none are left.")
        return
    names = ", ".join(seed_name(c) for c in cards)
    if keep is None or keep >= len(cards):
        p.hand = (*p.hand, *cards)
        s.say(f"{who(s, seat)} draws {plural(len(cards), 'seed card')}.", seat=seat, private=f"You draw {names}.")
        return
    p.drawn = (*p.drawn, *cards)
    s.say(f"{who(s, seat)} draws {plural(len(cards), 'seed card')} and keeps {keep}.", seat=seat, private=f"You draw {names}.")
    s.tasks.append(task(Count, step="keep", seat=seat, n=keep))


def gain_worker(s: ApiaryState, seat: int, strength: int) -> bool:
    p = s.players[seat]
    for i, loc in enumerate(p.wl):
        if loc == "supply":
            p.wl = put(p.wl, i, "pool")
            p.ws = put(p.ws, i, strength)
            s.say(f"{who(s, seat)} gains a strength-{strength} worker.")
            return True
    return False


COUNTERS = ("farm", "recruit", "development", "carving")


def count(s: ApiaryState, seat: int, what: str) -> int:
    p = s.players[seat]
    if what in COUNTERS:
        return count_kind(p, what)
    if what == "explore_token":
        return len(p.tokens)
    if what == "planted_seed":
        return len(p.planted)
    if what == "seed_in_hand":
        return len(p.hand)
    if what == "worker":
        return active_workers(p)
    if what == "worker_strength_ge_3":
        return sum(1 for i, loc in enumerate(p.wl) if loc != "supply" and p.ws[i] >= 3)
    if what == "hibernation_token":
        return p.hib
    if what == "qf":
        return p.qf
    if what == "frame":
        return len(p.frames)
    if what == "resource_any":
        return total_res(p)
    if what == "resource_types":
        return sum(1 for r in RES if p.res[r])
    if what.startswith("resource:"):
        return p.res[what.split(":")[1]]
    if what == "tile_built":
        return len(p.hive)
    if what == "tile_on_frame":
        c = content()
        return sum(1 for h in p.hive if h not in c.buildable)
    if what == "sector_with_token":
        c = content()
        return len({c.pods[pod][0]["id"] for pod, o in s.comb.items() if o == seat})
    if what == "sector_majority":
        return sum(1 for places in sector_places(s).values() if places.get(seat) == 1)
    if what.startswith("set:"):
        kinds = what[4:].split("+")
        return min(count_kind(p, k) for k in kinds)
    if what.startswith("adjacent_to_faction"):
        c = content()
        kind = what.split(":")[1]
        near = set(c.neighbours("F")) if "hex" in what else {n for h in FACTION_HEXES for n in c.neighbours(h)}
        near -= set(FACTION_HEXES)
        return sum(1 for h in near if h in p.hive and (kind == "any" or KIND[p.hive[h][0]] == kind))
    raise ValueError(f"unknown count {what}")


# ----------------------------------------------------------------- effects


def run(s: ApiaryState, seat: int, effects: list[dict[str, Any]]) -> None:
    """Run effects in order; choices become tasks (pushed in reverse so they resolve in order)."""
    later: list[ApiaryTask] = []
    for e in effects:
        if e["op"] == "pay_basic_choice" and seat != s.automa:
            have = sum(s.players[seat].res[r] for r in BASIC)
            if have < e["n"]:
                s.say(f"{who(s, seat)} cannot pay {e['n']} basic resources; the rest of the effect is lost.")
                break
        later.extend(run_one(s, seat, e))
    for t in reversed(later):
        s.tasks.append(t)


def run_one(s: ApiaryState, seat: int, e: dict[str, Any]) -> list[ApiaryTask]:
    op = e["op"]
    name = who(s, seat)
    p = s.players[seat]
    if op == "gain":
        gain_res(s, seat, e["res"])
        s.say(f"{name} gains {fmt_res(e['res'])}.")
    elif op == "pay":
        pay(p, e["res"])
        s.say(f"{name} pays {fmt_res(e['res'])}.")
    elif op == "vp":
        gain_vp(s, seat, e["n"])
        s.say(f"{name} scores {e['n']} VP.")
    elif op == "qf":
        gain_qf(s, seat, e["n"])
        s.say(f"{name} gains {e['n']} Queen's Favor.")
    elif op == "draw_seed":
        return [task(Draw, seat=seat, n=e["n"], keep=e.get("keep"))]
    elif op == "gain_basic_choice":
        return [task(Count, step="basic", seat=seat, n=e["n"])]
    elif op == "pay_basic_choice":
        return [task(Count, step="paybasic", seat=seat, n=e["n"])]
    elif op == "gain_worker":
        if active_workers(p) >= 4 or not gain_worker(s, seat, e.get("strength", 1)):
            s.say(f"{name} has 4 workers already; the new worker is lost.")
            run(s, seat, e.get("else", []))
    elif op == "strength_up":
        if e["zone"] == "landing":
            for i, loc in enumerate(p.wl):
                if loc == "landing" and p.ws[i] < 4:
                    p.ws = put(p.ws, i, p.ws[i] + 1)
                    if e.get("may_move_to_pool"):
                        p.wl = put(p.wl, i, "pool")
            s.say(f"{name}'s landing workers gain 1 strength.")
        else:
            return [task(Count, step="strength", seat=seat, n=e["workers"])]
    elif op in ("vp_per", "qf_per", "gain_per"):
        n = count(s, seat, e["count"]) * e["n"]
        if e.get("max") is not None:
            n = min(n, e["max"])
        if op == "vp_per":
            gain_vp(s, seat, n)
            s.say(f"{name} scores {n} VP.")
        elif op == "qf_per":
            gain_qf(s, seat, n)
            s.say(f"{name} gains {n} Queen's Favor.")
        else:
            gain_res(s, seat, {e["res"]: n})
            s.say(f"{name} gains {n} {e['res']}.")
    elif op == "refresh_rows":
        if e["rows"] == "all":
            for row in ("farm", "recruit", "development"):
                refresh_row(s, row)
        else:
            return [task(Plain, step="refreshrow", seat=seat)]
    elif op == "conversions":
        return [task(Convert, seat=seat, n=e["n"], only=e.get("only") or "")]
    elif op == "swap_resources":
        return [task(Convert, seat=seat, n=e["n"], only="basic_swap")]
    elif op == "exchange":
        times = min(e["times_max"], min(p.res[r] // n for r, n in e["pay"].items()))
        if times > 0:
            return [task(Exchange, seat=seat, times=times, pay=tuple(e["pay"].items()), gain=tuple(e["gain"].items()))]
        s.say(f"{name} has nothing to exchange.")
    elif op == "use_dance":
        if any(t >= 0 for t in s.teacher):
            return [task(Convert, seat=seat, n=e["times"], only="dance", free_dances=True)]
        run(s, seat, e.get("else", []))
    elif op == "explore":
        return [task(Move, seat=seat, reach=e["max_move"], strength4=False, by_effect=True)]
    elif op == "buy_build":
        cols = 3 if e["columns"] == "any" else 1
        row = "" if e["row"] == "any" else e["row"]
        return [task(Advance, seat=seat, strength=2 if cols == 1 else 5, row=row, by_effect=True)]
    elif op == "plant_seed":
        return [task(Plain, step="plant", seat=seat)]
    elif op == "return_worker_from_board":
        return [task(Plain, step="returnw", seat=seat)]
    elif op == "repeat_explore_token":
        if p.tokens:
            return [task(Plain, step="signal", seat=seat)]
        s.say(f"{name} has no explore token to repeat.")
    elif op == "gain_type_on_planet":
        if s.ship >= 0 and s.dots[s.ship]:
            return [task(Courier, seat=seat, cell=s.ship)]
    elif op == "peek_planets":
        n = min(e["n"], len(s.planet_stack))
        if n >= 2:
            top = ", ".join(content().planets[x]["name"] for x in s.planet_stack[:n])
            s.reveals += 1
            s.say(f"{name} looks at the top {n} planets of the stack.", seat=seat, private=f"The top planets: {top}.")
            return [task(Observe, seat=seat, placed=0, n=n)]
        s.say(f"{name} looks at the planet stack: nothing to reorder.")
    elif op == "free_build_right":
        if e["target_hex"] not in p.hive:
            return [task(FreeBuild, seat=seat, hex=e["target_hex"])]
    else:
        raise ValueError(f"unknown effect {op}")
    return []


# ----------------------------------------------------------------- market


def refresh_row(s: ApiaryState, row: str) -> None:
    s.boxed = (*s.boxed, *s.market[row])
    s.market[row] = ()
    fill_row(s, row)
    s.say(f"The {row} row is refreshed.")


def fill_row(s: ApiaryState, row: str) -> None:
    """The row's empty columns are filled from the top of its stack (each tile a reveal)."""
    drawn = s.stacks[row][: 3 - len(s.market[row])]
    if drawn:
        s.market[row] = (*s.market[row], *drawn)
        s.stacks[row] = s.stacks[row][len(drawn):]
        s.reveals += len(drawn)


def take_tile(s: ApiaryState, row: str, col: int) -> str:
    """The tile in column `col` of the market row leaves it; the row refills."""
    tiles = s.market[row]
    s.market[row] = tiles[:col] + tiles[col + 1:]
    fill_row(s, row)
    return tiles[col]
