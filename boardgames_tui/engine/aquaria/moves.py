"""Moves shared by the players' steps, the bonus steps and the automa, and the action wheel's names.

The action wheel: circle names, how each action may be boosted with pearls, and a die
arriving on a circle. The encyclopedia: a marker entering a space. The card offer: taking
a card. This module imports only content, state and effects, so the step modules, the
automa and the flow can all build on it without importing each other in a circle.
"""

from __future__ import annotations

from .effects import CENTRE, adjacent, arrow_bonus, circle_pos, cx, describe_effect, name, push, refill_offer, tile_fields
from .state import AquariaState
from .tasks import Count, TaskBase, task
from ..text import plural

VARIANTS = {
    "place_cards": (0, 1, 4), "encyclopedia": (0, 1, 2), "oxygen": (0, 1, 3), "cards_food": (0, 1, 2), "pet_shop": (0, 1, 3),
}
ACTION_NAMES = {
    "place_cards": "Place cards", "encyclopedia": "Encyclopedia research", "oxygen": "Improve oxygen",
    "cards_food": "Take cards & food", "pet_shop": "Pet shop", CENTRE: "Centre",
    "food_pearl": "1 food + 1 pearl", "wool_pearl": "1 wool + 1 pearl",
}
FREE_PHASES = ("Actions", "Feeding")
"""Phases during which the deciding player may take free actions."""


def free_ok(s: AquariaState, t: TaskBase) -> bool:
    """Free actions: at any prompt of a player's own turn and of the feeding phase."""
    return s.phase in FREE_PHASES and t.seat != s.automa


def token_ok(s: AquariaState, t: TaskBase) -> bool:
    """Encyclopedia tokens "can be used at any time during the game": at every prompt of the
    seat that holds them (the automa holds none)."""
    return t.seat != s.automa


def variant_text(action: str, pearls: int) -> str:
    if action in ("food_pearl", "wool_pearl"):
        return f"Centre: {ACTION_NAMES[action]}"
    t = {
        ("place_cards", 0): "place 1 card", ("place_cards", 1): "place up to 2 cards",
        ("place_cards", 4): "place up to 3 cards + 3 VP",
        ("encyclopedia", 0): "1 step", ("encyclopedia", 1): "2 steps", ("encyclopedia", 2): "3 steps",
        ("oxygen", 0): "+2 OP", ("oxygen", 1): "+4 OP", ("oxygen", 3): "+7 OP + 1 VP",
        ("cards_food", 0): "2 cards + 1 food", ("cards_food", 1): "3 cards + 2 food",
        ("cards_food", 2): "3 cards + 3 food + 2 VP",
        ("pet_shop", 0): "2 cards of one colour", ("pet_shop", 1): "one card of the set may be any colour",
        ("pet_shop", 3): "any colour for one card, lower bonus without extra card",
    }.get((action, pearls), "")
    return f"{ACTION_NAMES[action]}: {t}" + (f" ({pearls} pearl{'s' if pearls > 1 else ''})" if pearls else "")


# ---------------------------------------------------------------- moves


def take_offer(s: AquariaState, seat: int, slot: int) -> str:
    cid = s.offer[slot]
    s.offer[slot] = ""
    s.players[seat].hand.append(cid)
    refill_offer(s)
    return cid


def enter_node(s: AquariaState, seat: int, node: str, automa: bool = False) -> None:
    """Move a marker onto `node`: take (or, for the automa, remove) its token; lionfish; arrival."""
    p = s.players[seat]
    p.ency = node
    who = name(s, seat)
    tok = s.ency_tokens.get(node, "")
    if tok:
        s.ency_tokens[node] = ""
        if automa:
            s.say(f"{who} enters space {node}: token {tok} ({describe_effect(cx().tokens[tok].face)}) leaves the game.")
        else:
            p.tokens = (*p.tokens, tok)
            s.say(f"{who} enters space {node} and takes token {tok} ({describe_effect(cx().tokens[tok].face)}).")
    else:
        s.say(f"{who}'s encyclopedia marker moves to {node}.")
    if cx().nodes[node].lionfish_on_entry and not automa:
        s.tasks.append(task(Count, seat=seat, step="lionfish", n=1))
    if node == "E":
        s.arrival = (*s.arrival, seat)
        s.say(f"{who} reaches the end of the encyclopedia in place {len(s.arrival)}.")


def arrive(s: AquariaState, seat: int, circle: str, human: bool) -> None:
    """A die arrives on a circle: pearls lying there, adjacency bonus, arrow."""
    p = s.players[seat]
    prev = p.die
    p.die = circle
    p.die_face += 1
    who = name(s, seat)
    if circle == CENTRE:
        s.say(f"{who} moves the die to the centre.")
        if prev and human:
            s.say(f"{who} gains 1 wool for arriving at the centre.")
            push(s, seat, cx().board.centre_arrival_bonus, "Action wheel")
        return
    pos = circle_pos(s, circle)
    s.arrivals[pos] += 1
    bonus = arrow_bonus(s, pos) if prev and adjacent(s, prev, circle) else None
    s.say(f"{who} moves the die to {ACTION_NAMES[circle]}" + ("." if prev else " (first placement)."))
    if s.circle_pearls[pos]:
        n = s.circle_pearls[pos]
        s.circle_pearls[pos] = 0
        if human:
            p.pearls += n
            s.say(f"{who} collects {plural(n, 'pearl')} lying on {ACTION_NAMES[circle]}.")
        else:
            s.say(f"{plural(n, 'pearl')} lying on {ACTION_NAMES[circle]} go back to the supply.")
    if human and bonus:
        s.say(f"{who} takes the bonus under the arrow: {describe_effect(bonus)}.")
        push(s, seat, bonus, "Action wheel")
    if s.arrows[pos] < len(tile_fields(s, pos)):
        s.arrows[pos] += 1
