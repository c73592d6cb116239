"""Apiary's steps on the one step protocol (engine/steps.py): one Step per value of a task's `step`.

The task on top of `state.tasks` is the prompt. Its Step lists the legal actions (`legal`), says
why an action is not legal (`why`, through `refuse`), applies one (`apply`), and, asked for its
prompt by `settle`, runs what is forced: an automatic step (a planet's gains, a draw, the end of
a turn) does its work and returns AGAIN; a choice with nothing left to choose returns None and
ends; otherwise it returns the question.

Most steps are a `Choice`: a list of options (strings such as "res:pollen" or "hex:B3"), each a
Pick action, and sometimes Done. The player's turn (`TurnStep`) and the Automa's
(`AutomaTurnStep`) take the other actions.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from ..api import Prompt, offer_legal
from ..steps import AGAIN, Again, by_name
from ..steps import Step as GameStep
from . import automa as automa_mod
from .abilities import mods
from .actions import AUTOMA_STEP, DONE, RETRIEVE, ApiaryAction, Done, Place, PlaySeed, Retrieve
from .actions import pick as pick_action
from .actions import place as place_action
from .actions import play_seed as play_seed_action
from .automa import automa_hibernate
from .board import code, leave, space_actions
from .comb import empty_pods
from .content import BASIC, RES, ROWS, content
from .core import FROM_LETTER, LETTER, put, without, active_workers, draw_seed, take_tile, fire, fmt_res, gain_qf, gain_res, on_board, pay, pool, refresh_row, run, seed_name, who
from .dances import can_convert, can_fill, conversions, convert_pick, dance_blanks, dance_token_options
from .explore import dot_count, explore_to, planet_gains, reachable
from .glossary import token_words
from .flow import empty_hive, finish_turn
from .grow import grow_options, grow_pick
from .hibernation import hibernate, put_pod
from .hive import affordable_hexes, build_check, cost, fit, overflow, planting_slots, why_not_hex
from .market import build, columns, lama_payable, market_open, market_options
from .seeds import can_play_for_effect, play_seed, seed_playable
from .state import ApiaryState, Player
from .tasks import Advance, ApiaryTask, Build, Count, DanceToken, Plain, replace, task
from .workers import MustAct, finish_retrieve, place, produce, retrieve, why_cannot_act
from ..text import plural, possessive

Step = GameStep[ApiaryState, ApiaryTask, ApiaryAction]


@cache
def question(text: str, kind: str) -> Prompt:
    """The (frozen, shared) Prompt with these words: built once, not validated on every turn."""
    return Prompt(text=text, kind=kind)


NOT_AT_A_CHOICE = {
    "place": "finish the current choice first",
    "retrieve": "you can retrieve only as your turn's main step",
    "seed": "seed cards are played only before or after your main step",
    "automa": "it is not the Automa's turn",
}
"""Why an action of the turn is refused while a choice is asked."""


def hibernate_next(s: ApiaryState) -> None:
    """The first worker waiting to hibernate does (the Automa's chooses her pod by her rules)."""
    (seat, w), s.hibq = s.hibq[0], s.hibq[1:]
    hibernate(s, seat, w)
    if seat == s.automa:
        automa_hibernate(s, seat, w)


# ----------------------------------------------------------------- the turns


class TurnStep(Step):
    """A player's turn: place a worker or retrieve (the main step), seed cards before or after it, then end it."""

    name = "turn"
    accepts = ("place", "retrieve", "seed", "done")

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Prompt | Again:
        if s.hibq:
            hibernate_next(s)
            return AGAIN
        if not t.placed and active_workers(s.players[t.seat]) == 0:
            # seed cards played before the main step took the last worker (it hibernated): the
            # empty hive rule applies then too, or the turn could neither place nor retrieve
            empty_hive(s, t.seat)
            return AGAIN
        s.phase = "Final round" if s.final_left > 0 else "Flow"
        if t.placed:
            return question("Play seed cards or end your turn", "after")
        return question("Place a worker or retrieve (seed cards may be played first)", "turn")

    def legal(self, s: ApiaryState, t: ApiaryTask) -> list[ApiaryAction]:
        seat = t.seat
        p = s.players[seat]
        legal: list[ApiaryAction] = []
        if not t.placed:
            legal.extend(placements(s, seat, p))
            if any(loc != "supply" and loc != "pool" for loc in p.wl):
                legal.append(RETRIEVE)
        for cid in sorted(set(p.hand)):
            if can_play_for_effect(s, seat, cid):
                legal.append(play_seed_action(cid, True))
            legal.append(play_seed_action(cid, False))
        if t.placed:
            legal.append(DONE)
        return legal

    def refuse(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> str | None:
        if a.kind == "pick":
            return "choose a worker placement, a retrieve or a seed card"
        if a.kind == "automa":
            return "it is not the Automa's turn"
        return self.why(s, t, a)

    def why(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> str | None:
        seat = t.seat
        p = s.players[seat]
        if isinstance(a, Place):
            if t.placed:
                return "you already took your place or retrieve step this turn"
            if not 0 <= a.worker < 4 or p.wl[a.worker] != "pool":
                return "that worker is not in your active pool"
            if a.space not in s.spaces:
                return f"there is no action space {a.space!r} on this side of the board"
            return why_cannot_act(s, seat, a.space, p.ws[a.worker])
        if isinstance(a, Retrieve):
            if t.placed:
                return "you can retrieve only as your turn's main step"
            if not any(loc not in ("supply", "pool") for loc in p.wl):
                return "you have no workers on the board or in your landing area to retrieve"
            return None
        if isinstance(a, PlaySeed):
            return seed_playable(s, seat, a.card, a.effect)
        return None if t.placed else "this choice cannot be skipped"  # Done

    def apply(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> None:
        seat = t.seat
        if isinstance(a, Place):
            s.tasks[-1] = replace(t, placed=True)
            place(s, seat, a.worker, a.space)
        elif isinstance(a, Retrieve):
            s.tasks[-1] = replace(t, placed=True)
            retrieve(s, seat)
        elif isinstance(a, PlaySeed):
            play_seed(s, seat, a.card, a.effect)
        else:  # Done
            s.tasks[-1] = task(Plain, step="endturn", seat=seat)


def placements(s: ApiaryState, seat: int, p: Player) -> list[ApiaryAction]:
    """Place actions: each pool worker of a strength not seen before on each space where it could act."""
    must_act = MustAct(s, seat)
    out: list[ApiaryAction] = []
    seen: set[int] = set()
    layout = space_actions(tuple(s.spaces))
    ws = p.ws
    for w, loc in enumerate(p.wl):
        if loc != "pool":
            continue
        st = ws[w]
        if st in seen:
            continue
        seen.add(st)
        for space, act in layout:
            if act == "explore" or must_act.can_act(act, space, st):  # a worker can always explore
                out.append(place_action(w, space))
    return out


class AutomaTurnStep(Step):
    """The Automa's turn: she draws her card, then takes the action it shows."""

    name = "automa"
    accepts = ("automa",)

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Prompt | Again:
        if t.stage >= 1 and s.hibq:
            hibernate_next(s)
            return AGAIN
        if t.stage >= 2:
            s.tasks[-1] = task(Plain, step="endturn", seat=t.seat)
            return AGAIN
        return question("The Automa draws a card" if t.stage == 0 else "The Automa takes her action", "automa")

    def legal(self, s: ApiaryState, t: ApiaryTask) -> list[ApiaryAction]:
        return [AUTOMA_STEP]

    def refuse(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> str | None:
        return None if a.kind == "automa" else "the Automa is taking her turn"

    def apply(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> None:
        if t.stage == 0:
            s.tasks[-1] = replace(t, stage=1)
            automa_mod.draw_card(s)
        else:
            s.tasks[-1] = replace(t, stage=2)
            automa_mod.act(s)


# ----------------------------------------------------------------- automatic steps


class EndTurn(Step):
    """The end of a turn: waiting workers hibernate, what storage cannot hold is discarded, the next seat's turn."""

    name = "endturn"

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Again:
        if s.hibq:
            hibernate_next(s)
            return AGAIN
        # a final turn (final_left > 0) is the seat's last: what it holds is left in the hive at
        # game end, "not discarded, and gives no Queen's Favor"; the triggering turn still checks
        n = overflow(s.players[t.seat]) if t.seat != s.automa and s.final_left <= 0 else 0
        if n > 0:
            s.say(f"{who(s, t.seat)} has {plural(n, 'resource')} more than storage holds.")
            s.tasks.append(task(Count, step="overflow", seat=t.seat, n=n))
            return AGAIN
        s.tasks.pop()
        finish_turn(s)
        return AGAIN


class PlanetStep(Step):
    """The gains of the planet the QueenShip reached, once its dot tokens are placed."""

    name = "planet"

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Again:
        s.tasks.pop()
        planet_gains(s, t.seat, t.cell, t.strength4, t.unexplored)
        return AGAIN


class DrawStep(Step):
    """Seed cards drawn by an effect (after the choices before it)."""

    name = "draw"

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Again:
        s.tasks.pop()
        draw_seed(s, t.seat, t.n, t.keep)
        return AGAIN


class EndRetrieve(Step):
    """After a retrieve's income: the retrieved workers gain strength and return to the pool."""

    name = "endretrieve"

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Again:
        s.tasks.pop()
        finish_retrieve(s, t.seat)
        return AGAIN


# ----------------------------------------------------------------- choices


class Choice(Step):
    """A step that asks for one of its options (a Pick), and may offer Done."""

    accepts = ("pick", "done")
    text: ClassVar[str] = ""
    kind: ClassVar[str] = ""
    """The prompt's words and kind (the board the UI focuses)."""
    ends_without_options: ClassVar[bool] = False
    """An optional choice that ends once nothing is left to choose, even where Done is not offered."""

    def options(self, s: ApiaryState, t: ApiaryTask) -> list[str]:
        raise NotImplementedError

    def has_options(self, s: ApiaryState, t: ApiaryTask) -> bool:
        """`bool(self.options(s, t))`; a step whose options are costly to list says it sooner."""
        return bool(self.options(s, t))

    def can_done(self, s: ApiaryState, t: ApiaryTask) -> bool:
        return False

    def words(self, s: ApiaryState, t: ApiaryTask) -> str:
        return self.text

    def prompt(self, s: ApiaryState, t: ApiaryTask) -> Prompt | None:
        # a choice with no option left resolves by itself: skipped, or ended where Done would end it
        if type(self).has_options is not Choice.has_options:  # it says sooner than listing them
            if not self.has_options(s, t) and (self.ends_without_options or not self.can_done(s, t)):
                return None
            return question(self.words(s, t), self.kind)
        options = self.options(s, t)
        if not options and (self.ends_without_options or not self.can_done(s, t)):
            return None
        # the options were listed to decide: they are the legal actions of the state settle leaves
        offer_legal(s, self.legal_of(s, t, options))
        return question(self.words(s, t), self.kind)

    def legal(self, s: ApiaryState, t: ApiaryTask) -> list[ApiaryAction]:
        return self.legal_of(s, t, self.options(s, t))

    def legal_of(self, s: ApiaryState, t: ApiaryTask, options: list[str]) -> list[ApiaryAction]:
        """The legal actions of this choice, its options being `options`."""
        legal: list[ApiaryAction] = [pick_action(o) for o in options]
        if self.can_done(s, t):
            legal.append(DONE)
        return legal

    def refuse(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> str | None:
        if a.kind not in self.accepts:
            return NOT_AT_A_CHOICE[a.kind]
        return self.why(s, t, a)

    def why(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> str | None:
        if isinstance(a, Done):
            return None if self.can_done(s, t) else "this choice cannot be skipped"
        if a.choice in self.options(s, t):
            return None
        return self.reason(s, t, a.choice)

    def reason(self, s: ApiaryState, t: ApiaryTask, choice: str) -> str:
        """Why `choice` is not one of the options."""
        return f"{choice} is not an option now ({s.prompt.text})"

    def apply(self, s: ApiaryState, t: ApiaryTask, a: ApiaryAction) -> None:
        if isinstance(a, Done):
            s.tasks.pop()
        else:
            self.choose(s, t, a.choice)

    def choose(self, s: ApiaryState, t: ApiaryTask, choice: str) -> None:
        raise NotImplementedError


def count_down(s: ApiaryState, t: Count) -> None:
    """One of the `n` things of the task on top is done: the next, or the task ends."""
    if t.n <= 1:
        s.tasks.pop()
    else:
        s.tasks[-1] = replace(t, n=t.n - 1)


def resource_of(choice: str) -> str:
    """The resource of an option "res:<resource>"."""
    return choice.partition(":")[2]


class BumpChoice(Choice):
    name = "bump"
    kind = "bump"
    text = "Your bumped worker: +1 strength to the active pool, or keep strength in the landing area?"

    def words(self, s, t):
        return f"{s.seats[t.seat].name}: {self.text}"

    def options(self, s, t):
        return ["pool", "landing"]

    def choose(self, s, t, choice):
        p = s.players[t.seat]
        name = who(s, t.seat)
        s.tasks.pop()
        w = t.worker
        if choice == "pool":
            p.ws = put(p.ws, w, p.ws[w] + 1)
            p.wl = put(p.wl, w, "pool")
            s.say(f"{name} raises the bumped worker to strength {p.ws[w]} and puts it in the active pool.")
        else:
            p.wl = put(p.wl, w, "landing")
            s.say(f"{name} keeps the bumped worker at strength {p.ws[w]} in the landing area.")


class MoveChoice(Choice):
    name = "move"
    kind = "explore"
    text = "Move the QueenShip: choose a planet space"

    def options(self, s, t):
        return [f"cell:{c}" for c in reachable(s, t.reach, bool(mods(s.players[t.seat], "explore_diagonal")))]

    def choose(self, s, t, choice):
        s.tasks.pop()
        explore_to(s, t.seat, int(choice.partition(":")[2]), t.strength4 and not t.by_effect)


class DotChoice(Choice):
    name = "dot"
    kind = "explore"
    text = "Put a basic resource on an empty dot of the planet (an extra token may be skipped with Done)"

    def words(self, s, t):
        # the first token is not optional: Done is offered (and named) only for an extra one
        return self.text if self.can_done(s, t) else self.text.removesuffix(" (an extra token may be skipped with Done)")

    def options(self, s, t):
        return [f"res:{r}" for r in BASIC] if len(s.dots[t.cell]) < dot_count(s, t.cell) else []

    def can_done(self, s, t):
        return t.left <= t.optional

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        if t.left <= 1:
            s.tasks.pop()
        else:
            s.tasks[-1] = replace(t, left=t.left - 1)
        s.dots = put(s.dots, t.cell, s.dots[t.cell] + LETTER[rest])
        s.say(f"{who(s, t.seat)} puts 1 {rest} on a dot of the planet.")


class BasicChoice(Choice):
    name = "basic"
    kind = "resource"
    text = "Choose a basic resource to gain"

    def options(self, s, t):
        return [f"res:{r}" for r in BASIC]

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        gain_res(s, t.seat, {rest: 1})
        s.say(f"{who(s, t.seat)} takes 1 {rest}.")
        count_down(s, t)


class PayChoice(Choice):
    """Pay `n` resources, one at a time."""

    kind = "resource"
    payable: ClassVar[tuple[str, ...]] = RES

    def options(self, s, t):
        p = s.players[t.seat]
        return [f"res:{r}" for r in self.payable if p.res[r]]

    def reason(self, s, t, choice):
        rest = resource_of(choice)
        if choice.startswith("res:") and rest in RES and s.players[t.seat].res.get(rest, 0) == 0:
            return f"you have no {rest}"
        return super().reason(s, t, choice)

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        s.players[t.seat].res[rest] -= 1
        s.say(f"{who(s, t.seat)} pays 1 {rest}.")
        count_down(s, t)


class PayBasicChoice(PayChoice):
    name = "paybasic"
    text = "Choose a basic resource to pay"
    payable = BASIC


class PayAnyChoice(PayChoice):
    name = "payany"
    text = "Choose a resource to pay for the frame"


class OverflowChoice(PayChoice):
    name = "overflow"
    text = "Too many resources: choose one to discard (+1 Queen's Favor)"

    def options(self, s, t):
        p = s.players[t.seat]
        before = fit(p)
        out = []
        for r in RES:
            if p.res[r]:
                after = dict(p.res)
                after[r] -= 1
                if fit(p, after) == before:
                    out.append(f"res:{r}")
        return out

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        s.players[t.seat].res[rest] -= 1
        gain_qf(s, t.seat, 1)
        s.say(f"{who(s, t.seat)} discards 1 {rest} that does not fit and gains 1 Queen's Favor.")
        count_down(s, t)


class TakeTile(Choice):
    """Take a market tile (or a reserve tile) to build."""

    kind = "market"

    def choose(self, s, t, choice):
        seat = t.seat
        p = s.players[seat]
        name = who(s, seat)
        head, _, rest = choice.partition(":")
        s.tasks.pop()
        if head == "reserve":
            i = int(rest)
            tid = p.reserve[i]
            p.reserve = p.reserve[:i] + p.reserve[i + 1:]
            s.say(f"{name} builds {content().tile_name(tid)} from the reserve.")
            s.tasks.append(task(Build, seat=seat, tile=tid, free=True))
            return
        row, col = rest.split(":")
        tid = take_tile(s, row, int(col))
        self.take(s, t, tid, row)

    def take(self, s: ApiaryState, t: ApiaryTask, tid: str, row: str) -> None:
        raise NotImplementedError


class AdvanceChoice(TakeTile):
    name = "advance"
    text = "Advance: choose a tile from the open columns"

    def options(self, s, t):
        return market_options(s, t.seat, t.strength, t.row)

    def has_options(self, s, t):
        return market_open(s, t.seat, t.strength, t.row)

    def take(self, s, t, tid, row):
        s.say(f"{who(s, t.seat)} takes {content().tile_name(tid)} from the {row} row.")
        s.tasks.append(task(Build, seat=t.seat, tile=tid))


class FreeBuildChoice(TakeTile):
    name = "freebuild"
    text = "Build a free tile on the hex to the right"

    def options(self, s, t):
        p = s.players[t.seat]
        return [f"m:{row}:{i}" for row in ROWS for i in range(len(s.market[row]))] + [f"reserve:{i}" for i in range(len(p.reserve))]

    def take(self, s, t, tid, row):
        s.say(f"{who(s, t.seat)} builds {content().tile_name(tid)} for free on {t.hex}.")
        build(s, t.seat, tid, t.hex)


class BuildChoice(Choice):
    name = "build"
    kind = "place-tile"
    text = "Choose a hex of your hive to build on"

    def options(self, s, t):
        return [f"hex:{h}" for h in affordable_hexes(s.players[t.seat], t.tile)]

    def reason(self, s, t, choice):
        head, _, rest = choice.partition(":")
        if head == "hex":
            p = s.players[t.seat]
            r = why_not_hex(p, rest)
            if r:
                return r
            c = cost(p, t.tile, rest)
            return f"Needs {fmt_res(c)}; you have " + ", ".join(f"{p.res[k]} {k}" for k in c)
        return super().reason(s, t, choice)

    def choose(self, s, t, choice):
        p = s.players[t.seat]
        hid = choice.partition(":")[2]
        s.tasks.pop()
        if not t.free:
            c = cost(p, t.tile, hid)
            pay(p, c)
            s.say(f"{who(s, t.seat)} pays {', '.join(f'{n} {r}' for r, n in c.items()) or 'nothing'}.")
        build(s, t.seat, t.tile, hid)


class GrowChoice(Choice):
    name = "grow"
    kind = "grow"
    text = "Grow: spend strength points (Done to stop)"
    ends_without_options = True

    def words(self, s, t):
        # Done is offered only once something was spent
        return self.text if self.can_done(s, t) else self.text.removesuffix(" (Done to stop)")

    def options(self, s, t):
        return grow_options(s, t)

    def can_done(self, s, t):
        return t.acted

    def choose(self, s, t, choice):
        grow_pick(s, t, choice)


class KeepChoice(Choice):
    name = "keep"
    kind = "seed"
    text = "Keep a seed card"

    def options(self, s, t):
        return [f"card:{c}" for c in sorted(set(s.players[t.seat].drawn))]

    def choose(self, s, t, choice):
        seat = t.seat
        p = s.players[seat]
        name = who(s, seat)
        cid = int(choice.partition(":")[2])
        p.drawn = without(p.drawn, cid)
        p.hand = (*p.hand, cid)
        s.say(f"{name} keeps a seed card.", seat=seat, private=f"You keep {seed_name(cid)}.")
        if t.n <= 1 or not p.drawn:
            s.tasks.pop()
            s.discard.extend(p.drawn)
            if p.drawn:
                s.say(f"{name} discards {', '.join(seed_name(c) for c in p.drawn)}.")
            p.drawn = ()
        else:
            s.tasks[-1] = replace(t, n=t.n - 1)


class PlantChoice(Choice):
    name = "plant"
    kind = "seed"
    text = "Plant a seed card (Done to skip)"
    ends_without_options = True

    def options(self, s, t):
        p = s.players[t.seat]
        if len(p.planted) >= planting_slots(p):
            return []
        return [f"card:{c}" for c in sorted(set(p.hand))]

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        p = s.players[t.seat]
        s.tasks.pop()
        cid = int(choice.partition(":")[2])
        p.hand = without(p.hand, cid)
        p.planted = (*p.planted, cid)
        s.say(f"{who(s, t.seat)} plants {seed_name(cid)}.")
        fire(s, t.seat, "on_plant")


class ConvertChoice(Choice):
    name = "convert"
    kind = "convert"
    text = "Convert: choose a conversion (Done to stop)"
    ends_without_options = True

    def words(self, s, t):
        return self.text if self.can_done(s, t) else self.text.removesuffix(" (Done to stop)")

    def options(self, s, t):
        return conversions(s, t.seat, t.only, t.free_dances) if t.n > 0 else []

    def has_options(self, s, t):
        return t.n > 0 and can_convert(s, t.seat, t.only, t.free_dances)

    def can_done(self, s, t):
        return t.acted or t.only != ""

    def choose(self, s, t, choice):
        convert_pick(s, t, choice)


class TeachChoice(Choice):
    name = "teach"
    kind = "dance"
    text = "Teach a dance (Done to skip)"
    ends_without_options = True

    def options(self, s, t):
        return [f"dance:{i}" for i, tch in enumerate(s.teacher) if tch < 0 and can_fill(s, s.dances[i])]

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        seat = t.seat
        s.tasks.pop()
        i = int(choice.partition(":")[2])
        s.teacher = put(s.teacher, i, seat)
        s.players[seat].taught = s.dances[i]
        s.say(f"{who(s, seat)} teaches the {content().dances[s.dances[i]]['name']}.")
        s.tasks.append(task(DanceToken, seat=seat, dance=i))


class DanceTokenChoice(Choice):
    name = "dtok"
    kind = "dance"
    text = "Choose a dance token for the blank"

    def options(self, s, t):
        return [f"tok:{f}" for f in dance_token_options(s, t.dance)]

    def choose(self, s, t, choice):
        rest = choice.partition(":")[2]
        i = t.dance
        s.dance_supply = without(s.dance_supply, rest)
        s.dtok = put(s.dtok, i, (*s.dtok[i], rest))
        s.say(f"{who(s, t.seat)} puts a {rest} token on the dance.")
        if len(s.dtok[i]) >= dance_blanks(s.dances[i]):
            s.tasks.pop()


class CarveChoice(Choice):
    name = "carve"
    kind = "market"
    text = "Carve: choose a carving"

    def options(self, s, t):
        can_build = build_check(s.players[t.seat])
        return [f"carving:{i}" for i, tid in enumerate(s.carvings) if tid and can_build(tid)]

    def choose(self, s, t, choice):
        s.tasks.pop()
        i = int(choice.partition(":")[2])
        tid = s.carvings[i]
        s.carvings = put(s.carvings, i, "")
        s.say(f"{who(s, t.seat)} takes the carving {content().tile_name(tid)}.")
        s.tasks.append(task(Build, seat=t.seat, tile=tid))


class ForagerChoice(Choice):
    name = "forager"
    kind = "hive"
    text = "Forager: choose a farm that produced to produce again (Done to skip)"
    ends_without_options = True

    def options(self, s, t):
        return [f"hex:{h}" for h in sorted(set(s.used))]

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        s.tasks.pop()
        s.say(f"{who(s, t.seat)}'s Forager makes a farm produce twice.")
        produce(s, t.seat, choice.partition(":")[2])


class IncomeChoice(Choice):
    name = "income"
    kind = "hive"
    text = "Choose a farm to produce"

    def options(self, s, t):
        farms = [h for h, tid in s.players[t.seat].hive.items() if tid[0] == "f" and h not in s.used]
        return [f"hex:{h}" for h in sorted(farms)] if t.n > 0 else []

    def choose(self, s, t, choice):
        count_down(s, t)
        produce(s, t.seat, choice.partition(":")[2])


class PodChoice(Choice):
    name = "pod"
    kind = "comb"
    text = "Choose an empty pod of the Hibernation Comb"

    def options(self, s, t):
        return [f"pod:{pod}" for pod in empty_pods(s)]

    def choose(self, s, t, choice):
        s.tasks.pop()
        put_pod(s, t.seat, choice.partition(":")[2])


class StrengthChoice(Choice):
    name = "strength"
    kind = "workers"
    text = "Choose a pool worker to gain 1 strength (Done to skip)"
    ends_without_options = True

    def options(self, s, t):
        return [f"worker:{i}" for i in pool(s.players[t.seat])] if t.n > 0 else []

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        seat = t.seat
        p = s.players[seat]
        name = who(s, seat)
        w = int(choice.partition(":")[2])
        if p.ws[w] >= 4:
            p.wl = put(p.wl, w, "bumped")
            s.hibq = (*s.hibq, (seat, w))
            s.say(f"{name}'s strength-4 pool worker would grow further: it hibernates.")
        else:
            p.ws = put(p.ws, w, p.ws[w] + 1)
            s.say(f"{name}'s pool worker rises to strength {p.ws[w]}.")
        count_down(s, t)


class RefreshRowChoice(Choice):
    name = "refreshrow"
    kind = "market"
    text = "Choose a market row to refresh"

    def options(self, s, t):
        return [f"row:{r}" for r in ROWS]

    def choose(self, s, t, choice):
        s.tasks.pop()
        refresh_row(s, choice.partition(":")[2])


class ReturnWorkerChoice(Choice):
    name = "returnw"
    kind = "workers"
    text = "Choose a worker on the board to return to your pool"
    ends_without_options = True

    def options(self, s, t):
        return [f"worker:{i}" for i in on_board(s.players[t.seat])]

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        seat = t.seat
        p = s.players[seat]
        s.tasks.pop()
        w = int(choice.partition(":")[2])
        leave(s, p.wl[w], code(seat, w))
        if p.ws[w] >= 4:
            p.wl = put(p.wl, w, "bumped")
            s.hibq = (*s.hibq, (seat, w))
        else:
            p.ws = put(p.ws, w, p.ws[w] + 1)
            p.wl = put(p.wl, w, "pool")
        s.say(f"{who(s, seat)} returns a worker from the board to the pool.")


class ObserveChoice(Choice):
    name = "observe"
    kind = "explore"
    text = "Observatory: choose the next planet from the top of the stack (Done keeps the rest in order)"
    ends_without_options = True

    def options(self, s, t):
        return [f"pos:{i}" for i in range(t.placed, t.n)]

    def can_done(self, s, t):
        return True

    def choose(self, s, t, choice):
        stack = list(s.planet_stack)
        pid = stack.pop(int(choice.partition(":")[2]))
        stack.insert(t.placed, pid)
        s.planet_stack = tuple(stack)
        placed = t.placed + 1
        s.say(f"{who(s, t.seat)} puts a planet in place {placed} of the stack.", seat=t.seat,
              private=f"You put {content().planets[pid]['name']} in place {placed}.")
        if placed >= t.n - 1:
            s.tasks.pop()
        else:
            s.tasks[-1] = replace(t, placed=placed)


def task_below(s: ApiaryState, t: ApiaryTask) -> ApiaryTask | None:
    """The task under `t` on the stack (None when `t` is at the bottom or not on it)."""
    i = s.tasks.index(t) if t in s.tasks else 0
    return s.tasks[i - 1] if i > 0 else None


class LamaChoice(Choice):
    name = "lama"
    kind = "resource"
    text = "Lama: pay 1 basic resource for +1 Advance strength? (Done to decline)"

    def options(self, s, t):
        below = task_below(s, t)
        return [f"res:{r}" for r in lama_payable(s, t.seat, below.strength + t.n, below.row)] if type(below) is Advance else []

    def can_done(self, s, t):
        below = task_below(s, t)
        return type(below) is Advance and market_open(s, t.seat, below.strength, below.row)

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        s.tasks.pop()
        s.players[t.seat].res[rest] -= 1
        adv = s.tasks[-1] = replace(s.tasks[-1], strength=s.tasks[-1].strength + t.n)
        s.say(f"{who(s, t.seat)} pays 1 {rest} for +{t.n} Advance strength: {adv.strength}, {plural(columns(adv.strength), 'column')} open.")


class SignalChoice(Choice):
    name = "signal"
    kind = "explore"
    text = "Signal Tower: choose one of your explore tokens to repeat"

    def options(self, s, t):
        return [f"tok:{x}" for x in sorted(set(s.players[t.seat].tokens))]

    def choose(self, s, t, choice):
        s.tasks.pop()
        tok = int(choice.partition(":")[2])
        s.say(f"{possessive(who(s, t.seat))} Signal Tower repeats an explore token: {token_words(tok)}.")
        run(s, t.seat, content().tokens[tok]["effect"])


class ExchangeChoice(Choice):
    name = "exchange"
    kind = "resource"
    text = "Choose how many times to exchange"

    def options(self, s, t):
        return [f"n:{k}" for k in range(t.times + 1)]

    def choose(self, s, t, choice):
        seat = t.seat
        p = s.players[seat]
        s.tasks.pop()
        times = int(choice.partition(":")[2])
        paid, gained = dict(t.pay), dict(t.gain)
        for _ in range(times):
            pay(p, paid)
            gain_res(s, seat, gained)
        s.say(f"{who(s, seat)} exchanges {plural(times, 'time')}: " + " + ".join(f"{n} {r}" for r, n in t.pay)
              + " each for " + " + ".join(f"{n} {r}" for r, n in t.gain) + ".")


class CourierChoice(Choice):
    name = "courier"
    kind = "explore"
    text = "Courier: choose a resource type lying on the planet's dots"

    def options(self, s, t):
        return [f"res:{FROM_LETTER[x]}" for x in sorted(set(s.dots[t.cell]))]

    def choose(self, s, t, choice):
        rest = resource_of(choice)
        s.tasks.pop()
        gain_res(s, t.seat, {rest: 1})
        s.say(f"{who(s, t.seat)}'s Courier gains 1 {rest}.")


STEPS: dict[str, Step] = by_name(
    TurnStep(), AutomaTurnStep(), EndTurn(), PlanetStep(), DrawStep(), EndRetrieve(),
    BumpChoice(), MoveChoice(), DotChoice(), BasicChoice(), PayBasicChoice(), PayAnyChoice(), OverflowChoice(),
    AdvanceChoice(), FreeBuildChoice(), BuildChoice(), GrowChoice(), KeepChoice(), PlantChoice(), ConvertChoice(),
    TeachChoice(), DanceTokenChoice(), CarveChoice(), ForagerChoice(), IncomeChoice(), PodChoice(), StrengthChoice(),
    RefreshRowChoice(), ReturnWorkerChoice(), ObserveChoice(), LamaChoice(), SignalChoice(), ExchangeChoice(),
    CourierChoice(),
)
"""Every value of a task's `step` and the Step that serves it."""


def options(s: ApiaryState, t: ApiaryTask) -> list[str]:
    """The options of choice task `t` (what its Picks choose)."""
    return STEPS[t.step].options(s, t)


def settle(s: ApiaryState) -> None:
    """Run the forced steps until a seat must decide (or the game ends): the task on top is asked
    for its prompt, which resolves what is forced (AGAIN: ask the new top), ends a choice with
    nothing left to choose (None), or is the question for the task's seat."""
    while not s.finished and s.tasks:
        t = s.tasks[-1]
        asked = STEPS[t.step].prompt(s, t)
        if asked is AGAIN:
            continue
        if asked is None:
            s.tasks.pop()
            continue
        s.active = [t.seat]
        s.prompt = asked
        return
    s.active = []
