"""Explore (§7.1): QueenShip reach and movement, discovering planets, dot tokens and planet gains."""

from __future__ import annotations

from .abilities import mod_n
from .board import shifted, strength_of
from .content import content
from .core import FROM_LETTER, fire, put, run, who
from .glossary import token_words
from .state import ApiaryState
from .tasks import Dots, PlanetGains, task


def explore_power(s: ApiaryState, seat: int, st: int) -> int:
    other = shifted(s, "explore")
    m = st + (strength_of(s, other) if other >= 0 else 0)
    if seat != s.automa:
        m += mod_n(s.players[seat], "explore_move")
    return m


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


def dot_count(s: ApiaryState, cell: int) -> int:
    pid = s.planet[cell]
    return content().planets[pid]["dots"] if pid > 0 else content().barren["dots"]


def explore_to(s: ApiaryState, seat: int, cell: int, s4: bool) -> None:
    name = who(s, seat)
    s.ship = cell
    r, c = divmod(cell, s.cols)
    s.say(f"{name} moves the QueenShip to row {r + 1}, column {c + 1}.")
    unexplored = s.planet[cell] == 0
    s.tasks.append(task(PlanetGains, seat=seat, cell=cell, strength4=s4, unexplored=unexplored))
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
        s.tasks.append(task(Dots, seat=seat, cell=cell, left=n, optional=n - 1))  # the first token is placed, extra ones are optional
    if unexplored:
        tok = s.etok[cell]
        s.etok = put(s.etok, cell, 0)
        p.tokens = (*p.tokens, tok)
        s.say(f"{name} takes the explore token of {planet_name(s, cell)}: {token_words(tok)}.")
        run(s, seat, content().tokens[tok]["effect"])


def planet_name(s: ApiaryState, cell: int) -> str:
    """The planet on `cell` as the board names it ("Hollowme", "the barren planet"): the log
    names an explore token by the planet it lay on and by what it gives, not by its number."""
    pid = s.planet[cell]
    return content().planets[pid]["name"] if pid > 0 else "the barren planet"


def reveal_planet(s: ApiaryState, cell: int) -> None:
    if s.planet_stack:
        s.planet, s.planet_stack = put(s.planet, cell, s.planet_stack[0]), s.planet_stack[1:]
        s.reveals += 1
        s.say(f"The planet {content().planets[s.planet[cell]]['name']} is discovered.")
    else:
        s.planet = put(s.planet, cell, -1)
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
