"""Actions in a player's words: `describe` is the only place an action becomes text."""

from __future__ import annotations

from ..api import HIDDEN
from . import content, facts
from .actions import (
    Boost,
    Bottom,
    Choose,
    Consume,
    Develop,
    Discard,
    Keep,
    NFAction,
    Pass,
    PayProduce,
    Pick,
    Recruit,
    Reveal,
    RobotStep,
    Settle,
    Stockpile,
    Trade,
    Windfall,
)
from .content import tile
from .glossary import GOOD_NAMES, power_words
from .state import ROLE_NAMES, NFState
from ..text import plural


def world_words(w: str) -> str:
    if w not in content.tiles():  # a move naming no tile of the game (a crafted one): its reason still reads
        return f"tile {w!r} (not a tile of this game)"
    t = tile(w)
    good = f"{GOOD_NAMES[t.goods].split()[0]} {t.kind}" if t.goods else "no goods"
    how = f"defense {t.defense}" if t.military else f"cost ${t.cost}"
    colonists = "1 colonist" if t.colonists == 1 else f"{t.colonists} colonists"
    return f"{t.name} ({good}, {how}, {colonists}, {t.vp} VP)"


ROBOT_STEP_WORDS = {
    "choose": "draw a role card and select its action tile",
    "develop": "build by its rule",
    "explore": "take a world by its rule",
    "explore_bonus": "take a bonus world by its rule",
    "discard": "discard by its rule",
    "settle": "settle by its rule",
    "settle2": "settle a second world by its rule",
    "produce_pay": "pay to produce by its rule",
    "windfall": "place a windfall good by its rule",
    "trade": "sell by its rule",
    "consume": "consume by its rule",
}
"""What the robot's next step does, by the step of the turn (the others: "its next step")."""


def describe(state: NFState, action: NFAction) -> str:
    """An action in a player's words (the only place actions become text)."""
    s = state.actor
    for field in ("dev", "world", "source"):
        named = getattr(action, field, None)
        if named is not None and named not in content.tiles():  # a crafted move: its refusal still reads
            return f"{type(action).__name__} of tile {named!r}, which this game does not have"
    if isinstance(action, RobotStep):
        who = state.seats[s].name if 0 <= s < len(state.seats) else "Robot"
        return f"{who}: {ROBOT_STEP_WORDS.get(state.step, 'its next step')}"
    if isinstance(action, Choose):
        return f"Select {ROLE_NAMES.get(action.role, action.role)}"
    if isinstance(action, Develop):
        t = tile(action.dev)
        cost = facts.dev_cost(state, s, action.dev) if 0 <= s < len(state.seats) else t.cost
        return f"Build {t.name} ({plural(cost, 'credit')}, {t.vp} VP)"
    if isinstance(action, Pick):
        if action.archive:
            return f"Stockpile {tile(action.world).name} (Survey Archive, 2 VP)"
        return f"Take {world_words(action.world)}"
    if isinstance(action, Reveal):
        g = state.goals_down[s] if state.goals_down and 0 <= s < len(state.goals_down) else ""
        return f"Turn {content.goals()[g].name} face up now" if g and g != HIDDEN else "Turn your goal face up now"
    if isinstance(action, Stockpile):
        if state.step == "stock_col":
            return "Stockpile 1 colonist (Colonial Reserves)"
        return f"Stockpile {action.n} credit{'s' if action.n > 1 else ''} (Galactic Treasury)"
    if isinstance(action, Discard):
        return f"Discard {tile(action.world).name}"
    if isinstance(action, Recruit):
        return "Recruit 2 colonists"
    if isinstance(action, Settle):
        t = tile(action.world)
        if t.military:
            return f"Conquer {t.name} (defense {t.defense}, {plural(t.colonists, 'colonist')}, {t.vp} VP)"
        cost = facts.settle_cost(state, s, action.world, state.settled_now) if 0 <= s < len(state.seats) else t.cost
        return f"Settle {t.name} ({plural(cost, 'credit')}, {plural(t.colonists, 'colonist')}, {t.vp} VP)"
    if isinstance(action, Boost):
        return f"Temporary Military: {power_words(tile(action.source).powers[action.index])}"
    if isinstance(action, PayProduce):
        return f"Pay to produce on {tile(action.world).name}"
    if isinstance(action, Windfall):
        return f"Put a good on {tile(action.world).name}"
    if isinstance(action, Trade):
        t = tile(action.world)
        return f"Sell the {t.goods} good of {t.name}"
    if isinstance(action, Consume):
        p = tile(action.source).powers[action.index]
        goods = ", ".join(f"{tile(w).goods} ({tile(w).name})" for w in action.worlds)
        return f"{power_words(p)} [{tile(action.source).name}]" + (f" with {goods}" if goods else "")
    if isinstance(action, Keep):
        g = content.goals()[action.goal]
        return f"Keep goal {g.name}: {g.rule}"
    if isinstance(action, Bottom):
        return f"Put {content.goals()[action.goal].name} at the very bottom"
    if isinstance(action, Pass):
        return {
            "trade": "Sell nothing",
            "consume": "Finish consuming",
            "produce_pay": "Do not pay",
            "develop": "Build nothing",
            "settle": "Pass",
            "settle2": "Settle no second world",
            "stock_col": "Keep your colonists",
            "stock_cr": "Keep your credits",
            "reveal": "Keep it face down",
        }.get(state.step, "Pass")
    return action.kind


def status(state: NFState) -> str:
    """Round and action in words for the status line."""
    if state.finished:
        return f"Game over after round {state.round}"
    last = " · last round" if state.final_round else ""
    role = f" · {ROLE_NAMES[state.role]}" if state.role else " · selecting"
    return f"Round {state.round}{role}{last}"
