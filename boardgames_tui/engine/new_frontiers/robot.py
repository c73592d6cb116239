"""The solo robot (project edition; rules.md, "Solo against the robot").

A one-seat game adds the robot's seat (kind "automa"), an ordinary empire that the board draws
like any other. The robot selects action tiles from its own shuffled role deck (robot_deck.py)
and plays its part of every action by fixed rules, choosing among the very legal actions a
player would have: no hand to manage, no look-ahead. Each of its prompts has one legal action,
`RobotStep`, which `automa_action` returns; applying it runs the rule here and writes what the
robot did, and which rule made it do so, into the log.
"""

from __future__ import annotations

from collections.abc import Callable

from ..api import LogLine
from . import facts
from .actions import Bottom, Consume, Develop, Discard, Keep, NFAction, Pass, PayProduce, Pick, Recruit, Reveal, Settle, Trade, Windfall
from .common import seat_name
from .content import TRADE_VALUE, tile
from .robot_deck import draw, rules
from .selection import choose
from .state import ROLE_NAMES, NFState
from .turn import STEPS

KIND_RANK = {"production": 2, "windfall": 1, "none": 0}
"""Among worlds of equal VP the robot prefers production, then windfall worlds."""


def role_of(state: NFState, role: str) -> str:
    """A card's tile in this game: Retreat is Galaxy Goals with that option."""
    return role if role in state.roles or role != "retreat" else state.roles[0]


def select(state: NFState, s: int) -> None:
    """Draw a role card and select its first tile, else its second, else the first free one in order."""
    card = draw(state)
    free = [r for r in state.roles if r not in state.chosen]
    first, then = role_of(state, card.first), role_of(state, card.then)
    left = f"{len(state.robot_deck)} card{'s' if len(state.robot_deck) != 1 else ''} left"
    if first in free:
        role, words = first, f"its role deck: {ROLE_NAMES[first]}, else {ROLE_NAMES[then]} · {left}"
    elif then in free:
        role, words = then, f"its role deck: {ROLE_NAMES[first]} (taken), else {ROLE_NAMES[then]} · {left}"
    else:
        role = next(r for r in (role_of(state, x) for x in rules().fallback) if r in free)
        words = f"its role deck: {ROLE_NAMES[first]}, else {ROLE_NAMES[then]}, both taken: the first free tile · {left}"
    start_line = len(state.log)
    choose(state, s, role)
    annotate(state, start_line, words)


# ----------------------------------------------------------------- the fixed rules

Plan = tuple[NFAction, str]
"""The action the robot takes and the words of the rule behind it."""


def conquerable(state: NFState, s: int, w: str) -> bool:
    """A world the robot would take: civilian, or military with defense within its Military."""
    t = tile(w)
    return not t.military or facts.military_against(state, s, w) >= (t.defense or 0)


def world_rank(w: str) -> tuple[int, int, int]:
    t = tile(w)
    return (t.vp, KIND_RANK.get(t.kind, 0), -((t.defense if t.military else t.cost) or 0))


def vp_words(n: int) -> str:
    return f"+{n} VP"


def plan_explore(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    picks = [a for a in legal if isinstance(a, Pick) and not a.archive and conquerable(state, s, a.world)]
    if not picks:
        return Pass(), "robot: no world here it could settle or conquer"
    best = max(picks, key=lambda a: world_rank(a.world))
    return best, "robot: the most VP among worlds it can settle or conquer"


def plan_discard(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    drops = [a for a in legal if isinstance(a, Discard)]
    worst = min(reversed(drops), key=lambda a: world_rank(a.world))
    return worst, "robot: its explored world worth least, the newest of equals"


def plan_settle(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    settles = [a for a in legal if isinstance(a, Settle)]
    if settles:
        best = max(settles, key=lambda a: world_rank(a.world))
        return best, f"{vp_words(tile(best.world).vp)} · robot: its best world it can settle"
    if state.step == "settle" and state.colonists[s] < 2 and any(isinstance(a, Recruit) for a in legal):
        return Recruit(), "robot: no world it can settle, fewer than 2 colonists"
    return Pass(), "robot: no world it can settle"


def plan_develop(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    devs = [a for a in legal if isinstance(a, Develop)]
    if not devs:
        return Pass(), "robot: nothing it can afford"
    best = max(devs, key=lambda a: (-facts.dev_cost(state, s, a.dev), tile(a.dev).vp))
    t = tile(best.dev)
    gain = vp_words(t.vp) + " and an end bonus" if t.size == "large" else vp_words(t.vp)
    return best, f"{gain} · robot: the cheapest development it can afford"


def plan_pay(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    pays = [a for a in legal if isinstance(a, PayProduce)]
    if pays:
        return pays[0], "robot: it always pays to produce"
    return Pass(), "robot: it cannot pay"


def plan_windfall(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    fills = [a for a in legal if isinstance(a, Windfall)]
    best = max(fills, key=lambda a: TRADE_VALUE.get(tile(a.world).goods or "", 0))
    return best, "robot: the most valuable good"


def plan_trade(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    sells = [a for a in legal if isinstance(a, Trade)]
    if sells:
        best = max(sells, key=lambda a: TRADE_VALUE.get(tile(a.world).goods or "", 0))
        return best, "robot: it sells its most valuable good"
    return Pass(), "robot: no good to sell"


def consume_gain(a: Consume) -> tuple[int, int, int]:
    p = tile(a.source).powers[a.index]
    return (p.get("vp", 0), p.get("credits", 0), -len(a.worlds))


def plan_consume(state: NFState, s: int, legal: list[NFAction]) -> Plan:
    uses = [a for a in legal if isinstance(a, Consume)]
    if not uses:
        return Pass(), "robot: nothing more to consume"
    best = max(uses, key=consume_gain)
    if best.worlds:
        return best, f"{vp_words(consume_gain(best)[0])} · robot: the power that gives most VP"
    return best, f"{vp_words(consume_gain(best)[0])} · robot: it always pays credits for VP"


def plan_first(kind: type, words: str) -> Callable[[NFState, int, list[NFAction]], Plan]:
    """A rule that takes the first legal action of a kind (else passes)."""

    def plan(state: NFState, s: int, legal: list[NFAction]) -> Plan:
        return next((a for a in legal if isinstance(a, kind)), Pass()), words

    return plan


RULES: dict[str, Callable[[NFState, int, list[NFAction]], Plan]] = {
    "develop": plan_develop,
    "explore": plan_explore,
    "explore_bonus": plan_explore,
    "discard": plan_discard,
    "settle": plan_settle,
    "settle2": plan_settle,
    "produce_pay": plan_pay,
    "windfall": plan_windfall,
    "trade": plan_trade,
    "consume": plan_consume,
    "goal_keep": plan_first(Keep, "robot: the first goal drawn"),
    "goal_bottom": plan_first(Bottom, "robot: the first goal left"),
    "reveal": plan_first(Reveal, "robot: it turns its goal up at once"),
    "stock_col": plan_first(Pass, "robot: it never stockpiles"),
    "stock_cr": plan_first(Pass, "robot: it never stockpiles"),
}
"""The robot's rule for each step of the turn (the step names of turn.STEPS)."""


def plan(state: NFState, s: int) -> Plan:
    """What the robot does at the current prompt: one of the legal actions, by its rule."""
    legal = list(STEPS[state.step].legal(state, s))
    action, words = RULES[state.step](state, s, legal)
    if action not in legal:  # a rule that cannot apply here (never expected): the first legal action
        return legal[0], "robot: the first possible choice"
    return action, words


def act(state: NFState) -> None:
    """Apply the robot's next step to `state` (the caller runs the forced steps after it)."""
    s = state.robot
    if state.step == "choose":
        select(state, s)
        return
    action, words = plan(state, s)
    start_line = len(state.log)
    STEPS[state.step].apply(state, s, action)
    annotate(state, start_line, words, fallback=f"{seat_name(state, s)} passes")


def annotate(state: NFState, start_line: int, words: str, fallback: str = "") -> None:
    """Add the rule's words to the first log line the robot's step wrote (or write one)."""
    if len(state.log) <= start_line:
        state.say(f"{fallback} ({words})")
        return
    line = state.log[start_line]
    private = f"{line.private} ({words})" if line.private is not None else None
    state.log[start_line] = LogLine(text=f"{line.text} ({words})", seat=line.seat, private=private)


