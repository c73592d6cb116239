"""New Frontiers in words: the full text of every component the board shows, for the inspect pane.

Pure (no Textual, no Rich): the words come from the content data (rules/new-frontiers/*.json
through content.py) and the state. A face-down world of another seat is never described.
"""

from __future__ import annotations

import re

from ..api import HIDDEN, Inspection
from ..content import edition_note
from ..text import plural, possessive
from . import facts
from .content import game, goals, tile
from .state import ROLE_NAMES, NFState

GOOD_NAMES = {"novelty": "Novelty", "rare": "Rare elements", "genes": "Genes", "alien": "Alien technology"}
KIND_NAMES = {"production": "production", "windfall": "windfall", "none": ""}


def world_kind(w: str) -> str:
    """'Novelty windfall world', 'Genes production world', 'world' (no goods)."""
    t = tile(w)
    if not t.goods:
        return "world, no goods"
    return f"{GOOD_NAMES[t.goods]} {KIND_NAMES[t.kind]} world".replace("  ", " ")


def world_price(w: str) -> str:
    t = tile(w)
    if t.military:
        return f"Military world: defense {t.defense} (conquer with at least {t.defense} Military, no credits)"
    return f"Cost: {plural(t.cost or 0, 'credit')}"


_TIMES = {"1": "once", "2": "twice"}


def power_words(power: dict) -> str:
    """A power's printed text in words: the data's "-> 1 VP (up to 1x)" reads "→ 1 VP (once)",
    "(up to 2x, optional)" "(up to twice, optional)" (issue 23: no code on a newcomer's screen)."""
    text = power.get("text", "").replace(" -> ", " → ")
    return re.sub(r"\(up to (\d+)x", lambda m: "(" + (_TIMES[m.group(1)] if m.group(1) == "1" else
                                                     f"up to {_TIMES.get(m.group(1), m.group(1) + ' times')}"), text)


def powers_lines(powers) -> list[str]:
    return [f"Power: {power_words(p)}" for p in powers if p.get("text")]


def _where_world(state: NFState, w: str) -> str:
    for s, seat in enumerate(state.seats):
        if w in state.colonies[s]:
            home = " (home world)" if state.colonies[s] and state.colonies[s][0] == w else ""
            good = ", holds a good" if w in state.goods[s] else ""
            return f"Where: {possessive(seat.name, capital=False)} colony{home}{good}"
        if w in state.unsettled[s]:
            return f"Where: explored by {seat.name}, not settled yet"
        if state.stock_worlds and w in state.stock_worlds[s]:
            return f"Where: on {possessive(seat.name, capital=False)} stockpile mat"
    if w in state.display:
        return "Where: on the Explore display"
    return "Where: in the bag"


def describe_world(state: NFState | None, w: str, where: str = "") -> Inspection | None:
    """A world's full text; None for a face-down world (never described)."""
    if w == HIDDEN:
        return None
    t = tile(w)
    lines = [world_kind(w), world_price(w), f"Colonists to settle: {t.colonists}", f"Scores: {plural(t.vp, 'VP', 'VP')}"]
    if t.goods:
        value = game()["goods"][t.goods]
        lines.append(f"Goods: {GOOD_NAMES[t.goods]} ({value['color']}), trade value {value['trade_value']}")
    if t.flags:
        lines.append("Faction: " + ", ".join(f.capitalize() for f in t.flags))
    lines += powers_lines(t.powers) or ["Powers: none"]
    if where:
        lines.append(f"Where: {where}")
    elif state is not None:
        lines.append(_where_world(state, w))
    lines += edition_note(t)
    return Inspection(title=t.name, lines=tuple(lines), kind="world")


PER_WORDS = {
    "large_development": "large development",
    "small_development": "small development",
    "development": "development",
    "world": "world",
    "military_world": "military world",
    "good": "good",
    "flag": "faction flag",
}


def _filter_words(f: dict) -> str:
    words = []
    if f.get("military") is True:
        words.append("military")
    if f.get("military") is False:
        words.append("non-military")
    if "kind" in f:
        words.append(f["kind"])
    if "goods" in f:
        words.append(GOOD_NAMES[f["goods"]])
    if "flag" in f:
        words.append(f["flag"].capitalize())
    out = " ".join(words + ["colony"])
    if "goods_not" in f:
        out += f" not of {GOOD_NAMES[f['goods_not']]}"
    if "not_flag" in f:
        out += f" not {f['not_flag'].capitalize()}"
    return out


def endgame_words(e: dict) -> str:
    per = e.get("per", "")
    vp = e.get("vp", 0)
    if per == "colony":
        return f"+{vp} VP per {_filter_words(e.get('filter') or {})}"
    if per == "owns_development":
        return f"+{vp} VP if you also built {tile(e['name']).name}" if e.get("name") in _tile_ids() else f"+{vp} VP"
    if per in ("development_with_power", "world_with_power"):
        what = "development" if per.startswith("development") else "world"
        return f"+{vp} VP per {what} with a power in {e.get('phase', '').capitalize()}"
    if per == "vp_chips":
        return f"+{vp} VP per {e.get('divisor', 1)} VP chips"
    if per == "permanent_military":
        return f"+{vp} VP per point of permanent Military"
    return f"+{vp} VP per {PER_WORDS.get(per, per.replace('_', ' '))}"


def _tile_ids():
    from .content import tiles

    return tiles()


def describe_development(state: NFState | None, d: str, owner: int | None = None) -> Inspection:
    t = tile(d)
    size = "Large" if t.size == "large" else "Small"
    lines = [f"{size} development ({plural(t.dev_units, 'dev unit')})", f"Cost: {plural(t.cost or 0, 'credit')}",
             f"Scores: {t.vp} VP"]
    if t.endgame:
        lines.append("End of game: " + ", ".join(endgame_words(e) for e in t.endgame))
    lines += powers_lines(t.powers) or ["Powers: none"]
    if state is not None:
        owners = [seat.name for s, seat in enumerate(state.seats) if d in state.devs[s]]
        if d in state.supply:
            lines.append(f"Supply: {plural(state.supply[d], 'copy', 'copies')} left")
        if owners:
            lines.append("Built by: " + ", ".join(owners))
        if owner is not None and 0 <= owner < len(state.seats):
            lines.append(f"Cost for {state.seats[owner].name} now: {plural(facts.dev_cost(state, owner, d), 'credit')}")
    lines += edition_note(t)
    return Inspection(title=t.name, lines=tuple(lines), kind="development")


def _role_data(role: str) -> dict:
    for a in game()["actions"]:
        if a["id"] == role:
            return a
    return {}


def describe_role(state: NFState | None, role: str) -> Inspection:
    a = _role_data(role)
    lines = [f"Everyone: {a['everyone']}" if a.get("everyone") else "Everyone: nothing (only the chooser acts)",
             f"Chooser's bonus: {a.get('bonus', '')}"]
    if state is not None:
        who = state.chosen.get(role)
        if who is not None:
            lines.append(f"Chosen this round by {state.seats[who].name}")
            if state.role == role:
                lines.append("Being resolved now")
        else:
            lines.append("Free this round")
    return Inspection(title=ROLE_NAMES.get(role, a.get("name", role)), lines=tuple(lines), kind="action tile")


def describe_priority(state: NFState) -> Inspection:
    lines = [f"{i + 1}. {state.seats[s].name}" for i, s in enumerate(state.priority)]
    lines.append("Seats select action tiles in this order; Send Diplomatic Envoys moves its chooser to the first space.")
    return Inspection(title="Priority track", lines=tuple(lines), kind="track")


def describe_supply(state: NFState) -> Inspection:
    lines = [f"VP chips: {state.vp_supply} left (the game ends in the round they run out)",
             f"Colonists: {state.colonist_supply} left",
             f"Produce tile: {plural(state.produce_credits, 'credit')} lying on it",
             f"Bag: {plural(len(state.bag), 'world')}"]
    return Inspection(title="Supply", lines=tuple(lines), kind="supply")


def goal_scoring(g) -> str:
    sc = g.scoring
    if "table" in sc:
        return "Scores: " + ", ".join(f"{k} → {v} VP" for k, v in sc["table"].items())
    return "Scores: " + ", ".join(f"{k} {v}" for k, v in sc.items())


def describe_goal(state: NFState | None, gid: str) -> Inspection | None:
    if gid in ("", HIDDEN):
        return None
    g = goals()[gid]
    lines = [f"Kind: {g.category}", g.rule, goal_scoring(g)]
    if g.uses_stockpile_mat:
        lines.append("Uses the stockpile mat")
    if state is not None:
        if gid in state.goals_up:
            lines.append("Face up: every seat scores it")
        for s, seat in enumerate(state.seats):
            if s < len(state.goals_down) and state.goals_down[s] == gid:
                lines.append(f"Held face down by {seat.name}")
    lines += edition_note(g)
    return Inspection(title=g.name, lines=tuple(lines), kind="goal")


def describe_player(state: NFState, s: int, total: int | None = None, breakdown: dict | None = None) -> Inspection:
    n = state.seats[s].name
    hidden = sum(1 for w in state.unsettled[s] if w == HIDDEN)
    lines = []
    if total is not None:
        parts = ", ".join(f"{k} {v}" for k, v in (breakdown or {}).items() if v)
        lines.append(f"Score so far: {total} VP" + (f" ({parts})" if parts else ""))
    lines += [
        f"VP chips: {state.vp[s]}",
        f"Credits: {state.credits[s]}",
        f"Colonists in reserve: {state.colonists[s]}",
        f"Goods: {len(state.goods[s])}",
        f"Colonies: {plural(len(state.colonies[s]), 'world')}, explored unsettled: {len(state.unsettled[s])}"
        + (f" ({hidden} face down)" if hidden else ""),
        f"Developments: {plural(len(state.devs[s]), 'development')}, {plural(facts.dev_units(state, s), 'dev unit')}",
        f"Military: {facts.permanent_military(state, s):+d}",
    ]
    if state.robot == s:
        lines.append("The solo robot: follows its role deck (see rules.md)")
        if state.robot_drawn:
            lines.append("Last role card drawn: " + ROLE_NAMES.get(state.robot_drawn[-1], state.robot_drawn[-1]))
        lines.append(f"Role cards still in its deck: {len(state.robot_deck)}")
    if s in state.priority:
        lines.append(f"Priority: space {state.priority.index(s) + 1}")
    return Inspection(title=n, lines=tuple(lines), kind="player")


def describe_action(state: NFState, action) -> Inspection | None:
    """The component a move names: the world, development, action tile or goal."""
    for field, fn in (("world", describe_world), ("dev", describe_development), ("role", describe_role),
                      ("goal", describe_goal)):
        value = getattr(action, field, None)
        if isinstance(value, str) and value:
            if field == "dev":
                return describe_development(state, value, owner=state.actor)
            return fn(state, value)
    return None
