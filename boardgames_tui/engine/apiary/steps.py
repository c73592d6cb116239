"""What each prompt (task) offers: its choices, whether Done is allowed, and its words."""

from __future__ import annotations

from functools import cache
from ..api import Prompt
from .abilities import mods
from .comb import empty_pods
from .content import BASIC, RES, ROWS
from .core import FROM_LETTER, on_board, pool
from .dances import can_fill, conversions, dance_token_options
from .explore import dot_count, reachable
from .grow import grow_options
from .hive import affordable_hexes, build_check, fit, planting_slots
from .market import lama_payable, market_open, market_options
from .state import ApiaryState
from .tasks import Advance, ApiaryTask


def options(s: ApiaryState, t: ApiaryTask) -> list[str]:
    kind, seat = t.step, t.seat
    p = s.players[seat]
    if kind == "bump":
        return ["pool", "landing"]
    if kind == "move":
        return [f"cell:{c}" for c in reachable(s, t.reach, bool(mods(p, "explore_diagonal")))]
    if kind == "dot":
        return [f"res:{r}" for r in BASIC] if len(s.dots[t.cell]) < dot_count(s, t.cell) else []
    if kind == "basic":
        return [f"res:{r}" for r in BASIC]
    if kind == "paybasic":
        return [f"res:{r}" for r in BASIC if p.res[r]]
    if kind == "payany":
        return [f"res:{r}" for r in RES if p.res[r]]
    if kind == "advance":
        return market_options(s, seat, t.strength, t.row)
    if kind == "freebuild":
        return [f"m:{row}:{i}" for row in ROWS for i in range(len(s.market[row]))] + [f"reserve:{i}" for i in range(len(p.reserve))]
    if kind == "build":
        return [f"hex:{h}" for h in affordable_hexes(p, t.tile)]
    if kind == "grow":
        return grow_options(s, t)
    if kind == "keep":
        return [f"card:{c}" for c in sorted(set(p.drawn))]
    if kind == "plant":
        if len(p.planted) >= planting_slots(p):
            return []
        return [f"card:{c}" for c in sorted(set(p.hand))]
    if kind == "convert":
        return conversions(s, seat, t.only, t.free_dances) if t.n > 0 else []
    if kind == "teach":
        return [f"dance:{i}" for i, tch in enumerate(s.teacher) if tch < 0 and can_fill(s, s.dances[i])]
    if kind == "dtok":
        return [f"tok:{f}" for f in dance_token_options(s, t.dance)]
    if kind == "carve":
        can_build = build_check(p)
        return [f"carving:{i}" for i, tid in enumerate(s.carvings) if tid and can_build(tid)]
    if kind == "forager":
        return [f"hex:{h}" for h in sorted(set(s.used))]
    if kind == "income":
        farms = [h for h, tid in p.hive.items() if tid[0] == "f" and h not in s.used]
        return [f"hex:{h}" for h in sorted(farms)] if t.n > 0 else []
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
        return [f"worker:{i}" for i in pool(p)] if t.n > 0 else []
    if kind == "refreshrow":
        return [f"row:{r}" for r in ROWS]
    if kind == "observe":
        return [f"pos:{i}" for i in range(t.placed, t.n)]
    if kind == "lama":
        below = task_below(s, t)
        return [f"res:{r}" for r in lama_payable(s, seat, below.strength + t.n, below.row)] if type(below) is Advance else []
    if kind == "signal":
        return [f"tok:{x}" for x in sorted(set(p.tokens))]
    if kind == "exchange":
        return [f"n:{k}" for k in range(t.times + 1)]
    if kind == "courier":
        return [f"res:{FROM_LETTER[x]}" for x in sorted(set(s.dots[t.cell]))]
    if kind == "returnw":
        return [f"worker:{i}" for i in on_board(p)]
    return []


def task_below(s: ApiaryState, t: ApiaryTask) -> ApiaryTask | None:
    """The task under `t` on the stack (None when `t` is at the bottom or not on it)."""
    i = s.tasks.index(t) if t in s.tasks else 0
    return s.tasks[i - 1] if i > 0 else None


def can_done(s: ApiaryState, t: ApiaryTask) -> bool:
    kind = t.step
    if kind == "turn":
        return t.placed
    if kind == "grow":
        return t.acted
    if kind == "convert":
        return t.acted or t.only != ""
    if kind == "dot":
        return t.left <= t.optional
    if kind == "lama":
        below = task_below(s, t)
        return type(below) is Advance and market_open(s, t.seat, below.strength, below.row)
    return kind in ("plant", "teach", "strength", "returnw", "forager", "observe")


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


@cache
def prompt(text: str, kind: str) -> Prompt:
    """The (frozen, shared) Prompt with these words: built once, not validated on every turn."""
    return Prompt(text=text, kind=kind)


def set_prompt(s: ApiaryState) -> None:
    if s.finished or not s.tasks:
        s.active = []
        return
    t = s.tasks[-1]
    s.active = [t.seat]
    if t.step == "turn":
        if not t.placed:
            s.prompt = prompt("Place a worker or retrieve (seed cards may be played first)", "turn")
        else:
            s.prompt = prompt("Play seed cards or end your turn", "after")
        s.phase = "Final round" if s.final_left > 0 else "Flow"
        return
    if t.step == "automa":
        s.prompt = prompt("The Automa draws a card" if t.stage == 0 else "The Automa takes her action", "automa")
        return
    text, kind = PROMPTS[t.step]
    if t.step in ("grow", "convert") and not can_done(s, t):
        text = text.removesuffix(" (Done to stop)")  # Done is offered only once something was spent
    if t.step == "bump":
        text = f"{s.seats[t.seat].name}: " + text
    s.prompt = prompt(text, kind)
