"""Placing a worker (must act, bumping) and retrieving workers with farm income (§6, §9)."""

from __future__ import annotations

from .abilities import mod_n, mods
from .board import action_of, code, leave, occupy
from .content import content
from .core import draw_seed, fire, gain_vp, put, run, who
from .dances import can_convert, can_fill
from .explore import explore_power
from .grow import can_grow
from .hive import build_check
from .market import access_bonus, advance_power, columns, columns_needed, space_power, lama_cost, lama_payable
from .state import ApiaryState
from .tasks import Advance, Bump, Convert, Count, Grow, Lama, Move, Plain, task
from ..text import plural


class MustAct:
    """The "must act" checks (§6) of one seat in one position, each answered at most once.

    Legal-move generation asks them for every pool worker on every space; only the worker's
    strength differs between questions, and most answers depend on it little or not at all.
    """

    def __init__(self, s: ApiaryState, seat: int) -> None:
        self.s, self.seat = s, seat
        self.needed: int | None = None
        """The fewest open columns with a tile the seat can build (`market.columns_needed`)."""
        self.lama: dict[int, bool] = {}
        self.grow: dict[int, bool] = {}
        self.convert: bool | None = None
        self.teach: bool | None = None
        self.carve: bool | None = None
        self.lama_paid: int | None = None
        self.bonus: int | None = None
        """What the seat's abilities add to every advance (`market.access_bonus`)."""
        self.advance: dict[int, bool] = {}
        """Combined strength -> the answer of `_advance`."""

    def can(self, space: str, st: int) -> bool:
        """True when a strength-`st` worker placed on `space` could act."""
        return self.can_act(action_of(space), space, st)

    def can_act(self, act: str, space: str, st: int) -> bool:
        """`can` for a space whose action `act` the caller already knows."""
        if act == "explore":
            return True
        if act == "advance":
            return self._advance(space, st)
        if act == "grow":
            if st not in self.grow:
                self.grow[st] = can_grow(self.s, task(Grow, seat=self.seat, points=st, upgrade=st == 4))
            return self.grow[st]
        if act == "convert":
            if self.convert is None:
                self.convert = can_convert(self.s, self.seat, "")
            return self.convert or (st == 4 and self._teach())
        if act == "research":
            return bool(self.s.deck or self.s.discard)
        if act == "carve":
            return st >= 4 and self._carve()
        return False

    def why_not(self, space: str, st: int) -> str | None:
        """None when a strength-`st` worker on `space` could act, else the reason."""
        if self.can(space, st):
            return None
        act = action_of(space)
        if act == "carve":
            if st < 4:
                return f"Carve needs a strength-4 worker; this one has strength {st}"
            return "you cannot pay the honey for any carving (or have no hex to build it)"
        if act == "advance":
            a = advance_power(self.s, self.seat, space, st)
            return f"with combined strength {a} ({columns(a)} column(s)) you cannot afford any tile or have no hex for it"
        if act == "grow":
            return "Grow needs 1 pollen for a worker (with fewer than 4), or strength 2 + 2 resources + a free slot for a frame"
        if act == "research":
            return "the seed deck and discard pile are empty"
        if act == "convert":
            return "you have nothing to convert"
        return f"unknown action {space}"

    def _advance(self, space: str, st: int) -> bool:
        if self.bonus is None:
            self.bonus = access_bonus(self.s, self.seat)
        a = space_power(self.s, space, st) + self.bonus
        found = self.advance.get(a)
        if found is None:
            found = self.advance[a] = self._advance_with(a)
        return found

    def _advance_with(self, a: int) -> bool:
        """True when combined strength `a` (abilities included) opens a tile the seat can build."""
        s, seat = self.s, self.seat
        if self.lama_paid is None:
            self.lama_paid = lama_cost(s, seat)
        paid = self.lama_paid
        if self.needed is None:
            self.needed = columns_needed(s, seat)
        if columns(a - paid) >= self.needed:
            return True
        if not paid:
            return False
        if columns(a) not in self.lama:
            self.lama[columns(a)] = bool(lama_payable(s, seat, a))
        return self.lama[columns(a)]

    def _teach(self) -> bool:
        if self.teach is None:
            s = self.s
            self.teach = not s.players[self.seat].taught and any(
                tch < 0 and can_fill(s, s.dances[i]) for i, tch in enumerate(s.teacher)
            )
        return self.teach

    def _carve(self) -> bool:
        if self.carve is None:
            can_build = build_check(self.s.players[self.seat])
            self.carve = any(tid and can_build(tid) for tid in self.s.carvings)
        return self.carve


def why_cannot_act(s: ApiaryState, seat: int, space: str, st: int) -> str | None:
    """None when a strength-`st` worker of `seat` placed on `space` could act (§6 "must act"), else why not."""
    return MustAct(s, seat).why_not(space, st)


def place(s: ApiaryState, seat: int, w: int, space: str) -> None:
    p = s.players[seat]
    st = p.ws[w]
    name = who(s, seat)
    act = action_of(space)
    others = [c for c in s.spaces[space] if c >= 0 and c // 4 != seat]
    power = explore_power(s, seat, st) if act == "explore" else advance_power(s, seat, space, st) if act == "advance" else 0
    bumped = occupy(s, space, code(seat, w))
    p.wl = put(p.wl, w, space)
    s.say(f"{name} places a strength-{st} worker on {space.replace('_', ' ').title()}.")
    if others:
        fire(s, seat, "on_place_beside_other")
    # the action first (tasks pushed below the bump choices)
    if act == "explore":
        s.tasks.append(task(Move, seat=seat, reach=power, strength4=st == 4, by_effect=False))
    elif act == "advance":
        a = power
        paid = lama_cost(s, seat)
        a -= paid
        if paid and not lama_payable(s, seat, a + paid):
            paid = 0
        s.say(f"Combined Advance strength {a}: {plural(columns(a), 'column')} open.")
        if st == 4 and seat != s.automa:
            gain_vp(s, seat, 3)
            s.say(f"{name} scores 3 VP for a strength-4 Advance.")
        s.tasks.append(task(Advance, seat=seat, strength=a, strength4=st == 4))
        if paid:
            s.tasks.append(task(Lama, seat=seat, n=paid))
    elif act == "grow":
        s.tasks.append(task(Grow, seat=seat, points=st, upgrade=st == 4))
    elif act == "research":
        n = st + mod_n(p, "research_draw")
        keep = 1 + sum(m["n"] for m in mods(p, "research_keep") if st >= m.get("min_strength", 1))
        if st == 4:
            s.tasks.append(task(Plain, step="plant", seat=seat))
        draw_seed(s, seat, n, keep)
    elif act == "convert":
        n = st + mod_n(p, "convert_extra")
        free = bool(mods(p, "first_dance_free"))
        s.tasks.append(task(Convert, seat=seat, n=n, first_dance_free=free))
        if st == 4 and not p.taught and any(tch < 0 and can_fill(s, s.dances[i]) for i, tch in enumerate(s.teacher)):
            s.tasks.append(task(Plain, step="teach", seat=seat))
    elif act == "carve":
        s.tasks.append(task(Plain, step="carve", seat=seat))
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
        q.wl = put(q.wl, w, "bumped")
        s.hibq = (*s.hibq, (owner, w))
    elif owner == s.automa:
        q.ws = put(q.ws, w, q.ws[w] + 1)
        q.wl = put(q.wl, w, "pool")
    else:
        q.wl = put(q.wl, w, "bumped")
        s.tasks.append(task(Bump, seat=owner, worker=w))


def retrieve(s: ApiaryState, seat: int) -> None:
    p = s.players[seat]
    back = [i for i, loc in enumerate(p.wl) if loc not in ("supply", "pool", "bumped")]
    for i in back:
        loc = p.wl[i]
        if loc != "landing":
            leave(s, loc, code(seat, i))
        p.wl = put(p.wl, i, "retrieving")
    s.say(f"{who(s, seat)} retrieves {plural(len(back), 'worker')}.")
    if seat == s.automa:
        finish_retrieve(s, seat)
        return
    fire(s, seat, "on_retrieve", retrieved=len(back))
    income = sum(1 for i in back if p.ws[i] < 4)
    farms = [h for h, tid in p.hive.items() if tid[0] == "f"]
    s.used = ()
    s.tasks.append(task(Plain, step="endretrieve", seat=seat))
    if mods(p, "farm_double_income") and any(p.ws[i] < 4 for i in back):
        s.tasks.append(task(Plain, step="forager", seat=seat))
    if income >= len(farms):
        for h in sorted(farms):
            produce(s, seat, h)
    elif income:
        s.tasks.append(task(Count, step="income", seat=seat, n=income))


def produce(s: ApiaryState, seat: int, h: str) -> None:
    p = s.players[seat]
    tile = content().tile(p.hive[h])
    s.say(f"{who(s, seat)}'s {tile['name']} ({h}) produces.")
    s.used = (*s.used, h)
    run(s, seat, tile["income"])


def finish_retrieve(s: ApiaryState, seat: int) -> None:
    p = s.players[seat]
    for i, loc in enumerate(p.wl):
        if loc != "retrieving":
            continue
        if p.ws[i] >= 4:
            p.wl = put(p.wl, i, "bumped")
            s.hibq = (*s.hibq, (seat, i))
        else:
            p.ws = put(p.ws, i, p.ws[i] + 1)
            p.wl = put(p.wl, i, "pool")
