"""The solo Automa (research §17): a card-driven opponent that never holds resources."""

from __future__ import annotations

from ..rng import Rng
from .comb import empty_pods
from .content import content
from .core import gain_qf, gain_vp, put, take_tile
from .explore import explore_power, planet_name, reveal_planet
from .glossary import token_words
from .hibernation import put_pod
from .market import advance_power, columns
from .state import ApiaryState
from .workers import place, retrieve

COLOUR = {0: "yellow", 1: "yellow", 2: "gray", 3: "gray"}


def draw_card(s: ApiaryState) -> None:
    if not s.automa_deck:
        cards = [c for c in content().automa_cards if c != s.automa_card]
        rng = Rng(s.rng)
        rng.shuffle(cards)
        s.rng = rng.state
        s.automa_deck = tuple(cards)
    s.automa_card, s.automa_deck = s.automa_deck[0], s.automa_deck[1:]
    if not s.automa_deck:
        cards = [c for c in content().automa_cards if c != s.automa_card]
        rng = Rng(s.rng)
        rng.shuffle(cards)
        s.rng = rng.state
        s.automa_deck = tuple(cards)
    s.automa_support = s.automa_deck[0]
    s.reveals += 1
    s.say(f"The Automa draws card {s.automa_card} (support: card {s.automa_support}).")


def s_curve(s: ApiaryState, tail: str) -> list[int]:
    path = []
    rows = range(s.rows) if tail == "TL" else range(s.rows - 1, -1, -1)
    forward = tail == "TL"
    for r in rows:
        cols = list(range(s.cols)) if forward else list(range(s.cols - 1, -1, -1))
        path.extend(r * s.cols + c for c in cols)
        forward = not forward
    return path


def walk(s: ApiaryState, tail: str, m: int) -> int:
    path = s_curve(s, tail)
    start = s.ship
    steps = m
    if s.ship < 0:
        i = path.index(s.rows * s.cols - 1)
        steps -= 1
    else:
        i = path.index(s.ship)
    d = 1
    def step(i: int, d: int) -> tuple[int, int]:
        if not 0 <= i + d < len(path):
            d = -d
        return i + d, d
    for _ in range(max(0, steps)):
        i, d = step(i, d)
    if path[i] == start:
        i, d = step(i, d)
    return path[i]


def carving_pick(s: ApiaryState, tail: str, n: int) -> int:
    """The n-th available carving along the S-curve over the 2 curved rows (bouncing at the end)."""
    per_row = len(s.carvings) // 2
    top, bottom = list(range(per_row)), list(range(per_row, 2 * per_row))
    path = top + bottom[::-1] if tail == "TL" else bottom[::-1] + top
    order = [i for i in path if s.carvings[i]]
    seq = order + order[::-1][1:-1] if len(order) > 2 else order
    return seq[(n - 1) % len(seq)]


def plan(s: ApiaryState) -> tuple[str, int]:
    """(action, worker) the current card asks for."""
    seat = s.automa
    p = s.players[seat]
    card = content().automa_cards[s.automa_card]
    pool = [i for i, loc in enumerate(p.wl) if loc == "pool"]
    board = [i for i, loc in enumerate(p.wl) if loc not in ("pool", "supply", "landing", "bumped")]
    if not any(COLOUR[i] == card["row1_colour"] for i in pool) and board:
        return "retrieve", -1
    fours = [i for i in pool if COLOUR[i] == card["row2_colour"] and p.ws[i] == 4]
    if fours and any(s.carvings):
        return "carve", fours[0]
    if not pool:
        return "retrieve", -1
    row3 = card["row3"]
    mine = [i for i in pool if COLOUR[i] == row3["colour"]] or pool
    key = (lambda i: (p.ws[i], -i)) if row3["worker"] == "highest" else (lambda i: (-p.ws[i], -i))
    return row3["action"], max(mine, key=key)


def choose_space(s: ApiaryState, action: str) -> str:
    spaces = [sp for sp in s.spaces if sp.split("_")[0] == action]
    for sp in spaces:
        if all(c < 0 for c in s.spaces[sp]):
            return sp
    return spaces[0]


def act(s: ApiaryState) -> None:
    seat = s.automa
    p = s.players[seat]
    support = content().automa_cards[s.automa_support]["support"]
    diff = content().automa["difficulty"][s.difficulty]
    action, w = plan(s)
    if action == "retrieve":
        retrieve(s, seat)
        return
    space = choose_space(s, action)
    st = p.ws[w]
    if action == "explore":
        m = explore_power(s, seat, st)
    elif action == "advance":
        a = advance_power(s, seat, space, st)
    # place without the player tasks, then do her version of the action
    before = len(s.tasks)
    place(s, seat, w, space)
    mine = [t for t in s.tasks[before:] if t.seat == seat]
    for t in mine:
        s.tasks.remove(t)
    if action == "explore":
        cell = walk(s, support["s_curve"], m)
        s.ship = cell
        r, c = divmod(cell, s.cols)
        s.say(f"The Automa moves the QueenShip {m} steps along the S-curve to row {r + 1}, column {c + 1}.")
        if s.planet[cell] == 0:
            tok = s.etok[cell]
            s.etok = put(s.etok, cell, 0)
            p.tokens = (*p.tokens, tok)
            reveal_planet(s, cell)
            gain_vp(s, seat, 2)
            s.say(f"The Automa takes the explore token of {planet_name(s, cell)} ({token_words(tok)}), which gives it 2 VP.")
        pid = s.planet[cell]
        dots = content().planets[pid]["dots"] if pid > 0 else content().barren["dots"]
        if len(s.dots[cell]) < dots:
            s.dots = put(s.dots, cell, s.dots[cell] + support["resource"][0])
        spec = content().planets[pid] if pid > 0 else content().barren
        shown = sum(n for e in spec["printed"] for n in e.get("res", {}).values()) + len(s.dots[cell])
        vp = min(4, shown)
        gain_vp(s, seat, vp)
        s.say(f"The Automa scores {vp} VP from the planet.")
    elif action == "advance":
        row = support["advance_row"]
        cols = min(columns(a), len(s.market[row]))
        if cols:
            tid = take_tile(s, row, cols - 1)
            s.boxed = (*s.boxed, tid)
            vp = 1 + cols
            gain_vp(s, seat, vp)
            s.say(f"The Automa boxes {content().tile_name(tid)} from the {row} row and scores {vp} VP.")
    elif action == "carve":
        i = carving_pick(s, support["s_curve"], support["carve_count"])
        tid = s.carvings[i]
        s.carvings = put(s.carvings, i, "")
        p.pile = (*p.pile, tid)
        gain_vp(s, seat, diff["carve_vp"])
        s.say(f"The Automa takes the carving {content().tile_name(tid)} and scores {diff['carve_vp']} VP.")
    else:
        gain_vp(s, seat, 2)
        gain_qf(s, seat, 1)
        s.say(f"The Automa {action}s: 2 VP and 1 Queen's Favor.")
        if action == "grow":
            s.automa_gain = min(3, s.automa_gain + 1)


def automa_hibernate(s: ApiaryState, seat: int, w: int) -> None:
    p = s.players[seat]
    pods = empty_pods(s)
    if pods and p.hib < 7:
        c = content()
        mine: dict[str, int] = {}
        for pod, o in s.comb.items():
            sec = c.pods[pod][0]["id"]
            mine.setdefault(sec, 0)
            if o == seat:
                mine[sec] += 1
        order = [sec["id"] for sec in c.sectors]
        secs = sorted({c.pods[pod][0]["id"] for pod in pods}, key=lambda x: (mine[x], order.index(x)))
        pod = next(pod for pod in pods if c.pods[pod][0]["id"] == secs[0])
        spec = c.pods[pod][1]
        vp = sum(e["n"] for e in spec["bonus"] if e["op"] == "vp") or 1
        put_pod(s, seat, pod)
        gain_vp(s, seat, vp)
        s.say(f"The Automa scores {vp} VP from the pod.")
    else:
        gain_qf(s, seat, 1)
        s.say("No pod or token left: the Automa gains 1 Queen's Favor.")
    p.ws = put(p.ws, w, s.automa_gain)
    p.wl = put(p.wl, w, "pool")
    s.say(f"The Automa gains a new {COLOUR[w]} worker at strength {s.automa_gain}.")
