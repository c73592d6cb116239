"""Applying a Pick: the chosen option of the task on top of the stack."""

from __future__ import annotations

from .board import code
from .content import content
from .core import LETTER, fill_row, fire, gain_qf, gain_res, pay, refresh_row, run, seed_name, who
from .dances import convert_pick, dance_blanks
from .explore import explore_to
from .grow import grow_pick
from .hibernation import put_pod
from .hive import cost
from .market import build, columns
from .state import ApiaryState
from .tasks import ApiaryTask, Build, Count, DanceToken, replace, task
from .workers import produce
from ..text import plural


def count_down(s: ApiaryState, t: Count) -> None:
    """One of the `n` things of the task on top is done: the next, or the task ends."""
    if t.n <= 1:
        s.tasks.pop()
    else:
        s.tasks[-1] = replace(t, n=t.n - 1)


def pick(s: ApiaryState, t: ApiaryTask, choice: str) -> None:
    kind, seat = t.step, t.seat
    p = s.players[seat]
    name = who(s, seat)
    head, _, rest = choice.partition(":")
    if kind == "bump":
        s.tasks.pop()
        w = t.worker
        if choice == "pool":
            p.ws[w] += 1
            p.wl[w] = "pool"
            s.say(f"{name} raises the bumped worker to strength {p.ws[w]} and puts it in the active pool.")
        else:
            p.wl[w] = "landing"
            s.say(f"{name} keeps the bumped worker at strength {p.ws[w]} in the landing area.")
    elif kind == "move":
        s.tasks.pop()
        explore_to(s, seat, int(rest), t.strength4 and not t.by_effect)
    elif kind == "dot":
        if t.left <= 1:
            s.tasks.pop()
        else:
            s.tasks[-1] = replace(t, left=t.left - 1)
        s.dots[t.cell] += LETTER[rest]
        s.say(f"{name} puts 1 {rest} on a dot of the planet.")
    elif kind in ("basic",):
        gain_res(s, seat, {rest: 1})
        s.say(f"{name} takes 1 {rest}.")
        count_down(s, t)
    elif kind in ("paybasic", "payany"):
        p.res[rest] -= 1
        s.say(f"{name} pays 1 {rest}.")
        count_down(s, t)
    elif kind in ("advance", "freebuild"):
        s.tasks.pop()
        if head == "reserve":
            tid = p.reserve.pop(int(rest))
            s.say(f"{name} builds {content().tile_name(tid)} from the reserve.")
            s.tasks.append(task(Build, seat=seat, tile=tid, free=True))
        else:
            row, col = rest.split(":")
            tid = s.market[row].pop(int(col))
            fill_row(s, row)
            if kind == "freebuild":
                s.say(f"{name} builds {content().tile_name(tid)} for free on {t.hex}.")
                build(s, seat, tid, t.hex)
            else:
                s.say(f"{name} takes {content().tile_name(tid)} from the {row} row.")
                s.tasks.append(task(Build, seat=seat, tile=tid))
    elif kind == "build":
        s.tasks.pop()
        tid = t.tile
        if not t.free:
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
        if t.n <= 1 or not p.drawn:
            s.tasks.pop()
            s.discard.extend(p.drawn)
            if p.drawn:
                s.say(f"{name} discards {', '.join(seed_name(c) for c in p.drawn)}.")
            p.drawn = []
        else:
            s.tasks[-1] = replace(t, n=t.n - 1)
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
        s.tasks.append(task(DanceToken, seat=seat, dance=i))
    elif kind == "dtok":
        i = t.dance
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
        s.tasks.append(task(Build, seat=seat, tile=tid))
    elif kind == "forager":
        s.tasks.pop()
        s.say(f"{name}'s Forager makes a farm produce twice.")
        produce(s, seat, rest)
    elif kind == "income":
        count_down(s, t)
        produce(s, seat, rest)
    elif kind == "pod":
        s.tasks.pop()
        put_pod(s, seat, rest)
    elif kind == "overflow":
        p.res[rest] -= 1
        gain_qf(s, seat, 1)
        s.say(f"{name} discards 1 {rest} that does not fit and gains 1 Queen's Favor.")
        count_down(s, t)
    elif kind == "strength":
        w = int(rest)
        if p.ws[w] >= 4:
            p.wl[w] = "bumped"
            s.hibq.append([seat, w])
            s.say(f"{name}'s strength-4 pool worker would grow further: it hibernates.")
        else:
            p.ws[w] += 1
            s.say(f"{name}'s pool worker rises to strength {p.ws[w]}.")
        count_down(s, t)
    elif kind == "refreshrow":
        s.tasks.pop()
        refresh_row(s, rest)
    elif kind == "observe":
        stack = s.planet_stack
        pid = stack.pop(int(rest))
        stack.insert(t.placed, pid)
        placed = t.placed + 1
        s.say(f"{name} puts a planet in place {placed} of the stack.", seat=seat, private=f"You put {content().planets[pid]['name']} in place {placed}.")
        if placed >= t.n - 1:
            s.tasks.pop()
        else:
            s.tasks[-1] = replace(t, placed=placed)
    elif kind == "lama":
        s.tasks.pop()
        p.res[rest] -= 1
        adv = s.tasks[-1] = replace(s.tasks[-1], strength=s.tasks[-1].strength + t.n)
        s.say(f"{name} pays 1 {rest} for +{t.n} Advance strength: {adv.strength}, {plural(columns(adv.strength), 'column')} open.")
    elif kind == "signal":
        s.tasks.pop()
        tok = int(rest)
        s.say(f"{name}'s Signal Tower repeats explore token {tok}.")
        run(s, seat, content().tokens[tok]["effect"])
    elif kind == "exchange":
        s.tasks.pop()
        times = int(rest)
        paid, gained = dict(t.pay), dict(t.gain)
        for _ in range(times):
            pay(p, paid)
            gain_res(s, seat, gained)
        s.say(f"{name} exchanges {plural(times, 'time')}: " + " + ".join(f"{n} {r}" for r, n in t.pay) + " each for " + " + ".join(f"{n} {r}" for r, n in t.gain) + ".")
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
