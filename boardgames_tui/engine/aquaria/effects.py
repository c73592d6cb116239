"""Effects: helpers that change the state, and the task stack that resolves effect lists.

An effect atom becomes a task (tasks.py) pushed on `state.tasks` (last = top).
Automatic verbs resolve at once (AUTO below); the others are prompts (steps.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..grid import neighbour_table
from ..rng import Rng
from .content import content
from .state import CENTRE, GRID, AquariaState, Player
from .tasks import CardsFrom, Choice, Count, FoodOf, LineDials, Plain, Scored, TaskBase, TokenOf, freeze, task

OX_MAX = 11
FOOD = ("red", "green", "blue")


cx = content
"""The content (cached; an alias kept short for the rules)."""


# ---------------------------------------------------------------- small helpers


def name(s: AquariaState, seat: int) -> str:
    return s.seats[seat].name


def add_vp(s: AquariaState, seat: int, n: int, cat: str) -> int:
    """Change a seat's VP (never below 0); returns the change actually made."""
    p = s.players[seat]
    if n < 0:
        n = max(n, -p.vp)
    if n:
        p.vp += n
        p.vp_parts[cat] = p.vp_parts.get(cat, 0) + n
    return n


def gain_oxygen(p: Player, n: int) -> None:
    p.oxygen = max(0, min(OX_MAX, p.oxygen + n))


def shuffle(s: AquariaState, items: list) -> None:
    rng = Rng(s.rng)
    rng.shuffle(items)
    s.rng = rng.state


def randbelow(s: AquariaState, n: int) -> int:
    rng = Rng(s.rng)
    x = rng.randbelow(n)
    s.rng = rng.state
    return x


def draw(s: AquariaState) -> str:
    """Top card of the deck ("" when deck and discard are both empty); reshuffles the discard."""
    if not s.deck and s.discard:
        s.deck = s.discard
        s.discard = []
        shuffle(s, s.deck)
        s.say("The deck ran out: the discard pile is shuffled into a new deck.")
    if not s.deck:
        return ""
    s.reveals += 1
    return s.deck.pop(0)


def refill_offer(s: AquariaState) -> None:
    for i, c in enumerate(s.offer):
        if not c:
            s.offer[i] = draw(s)


def new_offer(s: AquariaState) -> None:
    s.discard.extend(c for c in s.offer if c)
    s.offer = [""] * 6
    refill_offer(s)


def card_label(cid: str) -> str:
    if cid.startswith("L"):
        return f"lionfish {cid}"
    c = cx().cards.get(cid)
    if c is None:  # a move naming no card of the game (a crafted one): its reason still reads
        return f"card {cid!r} (not a card of this game)"
    return f"{c.color} {c.type} {cid}"


def cell_label(cell: int) -> str:
    return f"row {cell // GRID + 1}, column {cell % GRID + 1}"


NEIGHBOURS = neighbour_table(GRID, GRID)
"""Orthogonal neighbours of each cell (up, right, down, left)."""


def neighbours(cell: int) -> tuple[int, ...]:
    return NEIGHBOURS[cell]


def card_cost(p: Player, cid: str, cell: int) -> int:
    """Printed cost minus one per adjacent anemone when the card has the discount (never below 0)."""
    cards = cx().cards
    card = cards[cid]
    cost = card.cost
    if card.anemone_discount:
        grid = p.grid
        for n in NEIGHBOURS[cell]:
            other = grid[n]
            if other and other[0] != "L" and cards[other].type == "anemone":
                cost -= 1
    return max(0, cost)


def dial_cells(dial: str) -> tuple[str, int]:
    return dial[0], int(dial[1]) - 1


def line_dials(cell: int) -> list[str]:
    """The column dial and the row dial of a cell."""
    return [f"C{cell % GRID + 1}", f"R{cell // GRID + 1}"]


def dial_index(dial: str) -> int:
    return cx().dial_ids.index(dial)


def circle_pos(s: AquariaState, circle: str) -> int:
    return s.ring.index(circle)


def adjacent(s: AquariaState, a: str, b: str) -> bool:
    if a == CENTRE or b == CENTRE:
        return True
    i, j = s.ring.index(a), s.ring.index(b)
    return (i - j) % 5 in (1, 4)


def tile_fields(s: AquariaState, pos: int) -> list:
    tile = cx().tiles[s.btiles[pos]]
    return tile.side_1_2 if s.side == "1-2" else tile.side_3_4


def arrow_bonus(s: AquariaState, pos: int) -> list:
    """Effect under the arrow of a ring position ([] at the end of the tile)."""
    a = s.arrows[pos]
    if a < 0:
        return cx().tiles[s.btiles[pos]].red_box
    fields = tile_fields(s, pos)
    return fields[a] if a < len(fields) else []


def legal_tokens(s: AquariaState, p: Player, colour: str) -> list[str]:
    """Filter token kinds this player may take now (colour or "any")."""
    if len(p.ftokens) >= 4:
        return []
    kinds = cx().fkinds
    held = [kinds[k].bonus for k in p.ftokens]
    return [
        k for k in cx().fkind_ids
        if s.fsupply.get(k, 0) > 0 and (colour == "any" or kinds[k].color == colour) and kinds[k].bonus not in held
    ]


def can_place_lionfish(s: AquariaState, p: Player) -> str | None:
    if p.lionfish >= 2:
        return "you already own 2 lionfish"
    if not s.lion_offer:
        return "the lionfish offer is empty"
    if "" not in p.grid:
        return "your aquarium is full"
    return None


def describe_effect(effects: Sequence[Sequence[Any]]) -> str:
    parts = []
    for atom in effects:
        verb, *args = atom
        if verb == "choose":
            parts.append(" or ".join("(" + describe_effect(alt) + ")" for alt in args[0]))
        elif verb == "food":
            parts.append(f"{args[1]} {args[0]} food" if args[0] != "any" else f"{args[1]} food")
        elif verb == "filter_token":
            parts.append(f"{args[0]} filter token" if args[0] != "any" else "filter token")
        elif verb == "refresh_offer":
            parts.append("new card offer")
        else:
            label = {
                "vp": "VP", "vp_loss": "VP lost", "oxygen": "OP", "pearl": "pearl", "wool": "wool", "card": "card",
                "md_line": "row/column dial turn", "md_any": "dial turn", "ency_step": "encyclopedia step",
                "ency_bonus": "encyclopedia bonus", "pet_shop": "pet-shop level", "place_card_free": "free card placement",
                "lionfish": "lionfish",
            }.get(verb, verb)
            parts.append(f"{args[0]} {label}")
    return ", ".join(parts) if parts else "nothing"


# ---------------------------------------------------------------- pushing effects


def atom_task(seat: int, atom: Sequence[Any], cat: str, cell: int) -> TaskBase:
    verb, *args = atom
    match verb:
        case "vp":
            return task(Scored, seat=seat, step="vp", n=args[0], cat=cat)
        case "vp_loss":
            return task(Scored, seat=seat, step="vp", n=-args[0], cat=cat)
        case "oxygen" | "pearl" | "wool" | "md_any" | "lionfish":
            return task(Count, seat=seat, step=verb, n=args[0])
        case "food":
            colour, n = args
            if colour == "any":
                return task(Count, seat=seat, step="food_any", n=n)
            return task(FoodOf, seat=seat, colour=colour, n=n)
        case "card":
            return task(CardsFrom, seat=seat, n=args[0], deck=False)
        case "md_line":
            if cell >= 0:
                return task(LineDials, seat=seat, n=args[0], cell=cell)
            return task(Count, seat=seat, step="md_any", n=args[0])
        case "ency_step":
            return task(Scored, seat=seat, step="ency", n=args[0], cat=cat)
        case "ency_bonus":
            return task(Scored, seat=seat, step="ency_bonus", n=args[0], cat=cat)
        case "filter_token":
            return task(TokenOf, seat=seat, colour=args[0])
        case "pet_shop":
            return task(Count, seat=seat, step="pet_up", n=args[0])
        case "place_card_free":
            return task(Count, seat=seat, step="free_place", n=args[0])
        case "choose":
            first, second = args[0]
            return task(Choice, seat=seat, first=freeze(first), second=freeze(second), cat=cat, cell=cell)
        case "refresh_offer":
            return task(Plain, seat=seat, step="refresh")
    raise ValueError(f"unknown effect atom {atom!r}")


def push(s: AquariaState, seat: int, effects: Sequence[Sequence[Any]], cat: str, cell: int = -1) -> None:
    """Queue an effect list so that its first atom resolves first."""
    for atom in reversed(effects):
        s.tasks.append(atom_task(seat, atom, cat, cell))


def plain(seat: int, step: str) -> Plain:
    """The task `step` of `seat` that needs nothing more (tasks.Plain)."""
    return task(Plain, seat=seat, step=step)


# ---------------------------------------------------------------- automatic verbs


def do_wool(s: AquariaState, seat: int, n: int) -> None:
    p = s.players[seat]
    for _ in range(n):
        if p.wool < 5:
            p.wool += 1
        elif p.wool_deferred < 5:
            p.wool_deferred += 1


def _vp(s, t):
    add_vp(s, t.seat, t.n, t.cat)


def _oxygen(s, t):
    gain_oxygen(s.players[t.seat], t.n)


def _pearl(s, t):
    s.players[t.seat].pearls += t.n


def _food(s, t):
    s.players[t.seat].food[FOOD.index(t.colour)] += t.n


def _wool(s, t):
    do_wool(s, t.seat, t.n)


def _ency_bonus(s, t):
    p = s.players[t.seat]
    bonus = cx().nodes[p.ency].bonus
    for _ in range(t.n):
        push(s, t.seat, bonus, t.cat)
    s.say(f"{name(s, t.seat)} takes the encyclopedia bonus of space {p.ency}: {describe_effect(bonus)}.")


def _pet_up(s, t):
    seat, n = t.seat, t.n
    p = s.players[seat]
    todo = []
    for _ in range(n):
        if p.pet >= 4:
            break
        p.pet += 1
        todo.append(cx().pet_levels[p.pet].upper)
        s.say(f"{name(s, seat)} moves up to pet-shop level {p.pet}.")
    for eff in reversed(todo):
        push(s, seat, eff, "Pet shop")


def _refresh(s, t):
    new_offer(s)
    s.say("The card offer is replaced by 6 new cards.")


def _fcheck(s, t):
    """End of a turn or phase part: trigger the filter when its lower part is full."""
    seat = t.seat
    p = s.players[seat]
    if p.wool < 5:
        return
    s.say(f"{name(s, seat)}'s filter triggers.")
    s.tasks.append(plain(seat, "fdone"))
    effects = list(cx().board.filter_start_bonus)
    for k in p.ftokens:
        effects.extend(cx().fkinds[k].bonus)
    push(s, seat, effects, "Filter")


def _fdone(s, t):
    seat = t.seat
    p = s.players[seat]
    p.wool = min(5, p.wool_deferred)
    p.wool_deferred = 0
    gained = add_vp(s, seat, cx().board.oxygen.vp_by_level[p.oxygen], "Filter")
    s.say(f"{name(s, seat)}'s wool is cleaned; oxygen level {p.oxygen} scores {gained:+d} VP.")


AUTO: dict[str, Callable[[AquariaState, Any], None]] = {
    "vp": _vp, "oxygen": _oxygen, "pearl": _pearl, "food": _food, "wool": _wool, "ency_bonus": _ency_bonus,
    "pet_up": _pet_up, "refresh": _refresh, "fcheck": _fcheck, "fdone": _fdone,
}
