"""Game flow: setup, the 7 phases of a round, the end; the task loop that drives prompts."""

from __future__ import annotations

from ..api import Prompt, Seat
from ..steps import AGAIN
from .effects import AUTO, add_vp, cx, draw, describe_effect, name, new_offer, plain, push, randbelow, shuffle
from .moves import ACTION_NAMES
from .prompts import STEPS
from .state import AquariaState, Player
from .tasks import AutomaStage, DialMatch, Feeding, Plain, task
from ..text import plural

ROUNDS = 4
TURNS = 4


def humans(s: AquariaState) -> list[int]:
    return [i for i in range(len(s.seats)) if i != s.automa]


def setup(seats: list[Seat], seed: int, scoring: str, rng_state: int) -> AquariaState:
    c = cx()
    n = len(seats)
    s = AquariaState(seats=seats, seed=seed, rng=rng_state, scoring=scoring)
    s.automa = next((i for i, st in enumerate(seats) if st.kind == "automa"), -1)
    s.side = "1-2" if n <= 2 else "3-4"
    ring = list(c.board.outer_actions)
    shuffle(s, ring)
    s.ring = tuple(ring)
    btiles = [t.id for t in c.board.action_bonus_tiles]
    shuffle(s, btiles)
    s.btiles = tuple(btiles)
    s.arrows = [0] * 5
    s.arrivals = [0] * 5
    s.circle_pearls = [0] * 5
    colours = list(c.colours)
    shuffle(s, colours)
    s.colours = tuple(colours)
    red = [t.id for t in c.ency.tokens if t.border == "red"]
    unbordered = [t.id for t in c.ency.tokens if t.border == "none"]
    shuffle(s, red)
    shuffle(s, unbordered)
    for node in c.node_ids:
        if c.big(node, s.side):
            pile = red if c.nodes[node].border == "red" else unbordered
            s.ency_tokens[node] = pile.pop()
    lions = list(c.lionfish_ids)
    shuffle(s, lions)
    s.lion_offer = lions[: 2 * n]
    s.lion_out = tuple(lions[2 * n:])
    s.fsupply = {k.id: k.copies for k in c.board.filter_tokens}
    s.deck = list(c.card_ids)
    shuffle(s, s.deck)
    s.offer = [""] * 6
    first = c.colours.index(s.colours[0])
    s.players = [Player(dials=((first + 2) % 4,) * 8) for _ in seats]
    tiles = sorted(c.start_tiles)
    shuffle(s, tiles)
    for i in humans(s):
        s.players[i].start_options = tuple(sorted(tiles[:2]))
        del tiles[:2]
    if s.automa >= 0:
        s.players[s.automa].start_tile = tiles.pop(0)
        s.players[s.automa].ency = "S"
    s.start_pool = tuple(tiles)
    for i in humans(s):
        s.players[i].hand = [draw(s) for _ in range(5)]
    for i in range(6):
        s.offer[i] = draw(s)
    if s.automa >= 0:
        s.solo_pile = [t.id for t in c.solo.tiles]
        shuffle(s, s.solo_pile)
    s.reveals = 0
    s.phase = "Setup"
    s.say(f"Aquaria for {n} seats ({s.side} board sides). Ring order: "
          + " → ".join(ACTION_NAMES[a] for a in s.ring) + ".")
    s.say("Active colours by round: " + ", ".join(s.colours) + f". Dials start on {c.colours[(first + 2) % 4]}.")
    for i in reversed(humans(s)):
        s.tasks.append(plain(i, "setup_keep"))
        s.tasks.append(plain(i, "setup_tile"))
    run(s)
    return s


def run(s: AquariaState) -> None:
    """Resolve automatic tasks and advance the flow until a seat must decide (or the game ends)."""
    while True:
        if not s.tasks:
            if s.finished:
                s.active = []
                return
            advance(s)
            continue
        t = s.tasks[-1]
        f = AUTO.get(t.step)
        if f is not None:
            s.tasks.pop()
            f(s, t)
            continue
        asked = STEPS[t.step].prompt(s, t)
        if asked is AGAIN:
            continue
        s.active = [t.seat]
        s.prompt = asked
        return


def push_turn(s: AquariaState) -> None:
    n = len(s.seats)
    seat = s.order[s.turn_idx % n]
    if seat == s.automa:
        s.tasks.append(task(AutomaStage, seat=seat, stage="reveal"))
    else:
        s.tasks.append(plain(seat, "endturn"))
        s.tasks.append(plain(seat, "move"))


def start_round(s: AquariaState) -> None:
    s.phase = "Actions"
    s.turn_idx = 0
    for p in s.players:
        p.die_face = 0
    if s.automa >= 0 and s.round in (3, 4) and len(s.lion_offer) > 2:
        lid = s.lion_offer.pop(randbelow(s, len(s.lion_offer)))
        s.lion_out = (*s.lion_out, lid)
        s.say(f"Solo: lionfish {lid} is discarded from the lionfish offer at random.")
    s.say(f"Round {s.round} begins; the active colour is {s.colours[s.round - 1]}. "
          "Order: " + ", ".join(name(s, i) for i in s.order) + ".")
    push_turn(s)


def advance(s: AquariaState) -> None:
    """The task stack is empty: move the game to its next step."""
    order_h = [i for i in s.order if i != s.automa]
    match s.phase:
        case "Setup":
            s.order = tuple(sorted(range(len(s.seats)), key=lambda i: s.players[i].start_tile))
            s.reveals += 1  # the start tiles (the automa's too) are shown
            s.say("Start tiles: " + ", ".join(f"{name(s, i)} {s.players[i].start_tile}" for i in s.order)
                  + ". Turn order follows them.")
            s.phase = "Start resources"
            for i in reversed([i for i in s.order if i != s.automa]):
                push(s, i, cx().start_tiles[s.players[i].start_tile].gain, "Start")
        case "Start resources":
            start_round(s)
        case "Actions":
            s.turn_idx += 1
            if s.turn_idx < TURNS * len(s.seats):
                push_turn(s)
                return
            s.phase = "Microflora"
            for i in reversed(order_h):
                s.tasks.append(plain(i, "fcheck"))
                s.tasks.append(plain(i, "micro"))
        case "Microflora":
            player_order(s)
            s.phase = "Income"
            for i in reversed([i for i in s.order if i != s.automa]):
                s.tasks.append(plain(i, "fcheck"))
                for card in reversed(s.players[i].grid):
                    if card and not card.startswith("L") and cx().cards[card].income:
                        push(s, i, cx().cards[card].income, "Income")
        case "Income":
            s.phase = "Feeding"
            for i in reversed(order_h):
                s.tasks.append(plain(i, "fcheck"))
                s.tasks.append(task(Feeding, seat=i))
        case "Feeding":
            if s.round >= ROUNDS:
                s.finished = True
                s.phase = "Game over"
                s.active = []
                s.prompt = Prompt(text="The game is over", kind="game-over")
                s.say("The game is over after round 4.")
                return
            prepare(s)
            s.round += 1
            start_round(s)


def player_order(s: AquariaState) -> None:
    prev = list(s.order)
    if s.automa >= 0:
        human = next(i for i in prev if i != s.automa)
        m = s.players[human].matches
        s.order = (human, s.automa) if m >= 5 else (s.automa, human)
        s.say(f"{name(s, human)} matched {m} dials: " + (
            "you start the next round." if m >= 5 else "the automa starts the next round."))
        return
    s.order = tuple(sorted(prev, key=lambda i: (s.players[i].matches, -prev.index(i))))
    s.say("New player order (fewest matching dials first): " + ", ".join(name(s, i) for i in s.order) + ".")


def prepare(s: AquariaState) -> None:
    """Phases 6 and 7 of rounds 1-3."""
    for pos in range(5):
        if s.arrows[pos] < 0:
            s.circle_pearls[pos] += 1
            s.say(f"Nobody visited {ACTION_NAMES[s.ring[pos]]}: 1 pearl is placed on it.")
    least = min(s.arrivals)
    for pos in range(5):
        s.arrows[pos] = -1 if s.arrivals[pos] == least else 0
    s.say("Least used this round: " + ", ".join(
        ACTION_NAMES[s.ring[p]] for p in range(5) if s.arrivals[p] == least) + " (arrow to the red box).")
    s.arrivals = [0] * 5
    new_offer(s)
    s.say("The card offer is refreshed.")
    if s.automa >= 0 and s.round == 2:
        s.solo_pile = [t.id for t in cx().solo.tiles]
        s.solo_used = ()
        shuffle(s, s.solo_pile)
        s.say("Solo: all 8 solo tiles are shuffled into a new pile for rounds 3 and 4.")


def _micro(s: AquariaState, t: Plain) -> None:
    seat = t.seat
    p = s.players[seat]
    active = cx().colours.index(s.colours[s.round - 1])
    dials = [d for i, d in enumerate(cx().dial_ids) if p.dials[i] == active]
    p.matches = len(dials)
    s.say(f"{name(s, seat)} has {plural(len(dials), 'dial')} on {s.colours[s.round - 1]}"
          + (": " + ", ".join(dials) if dials else "") + ".")
    if s.round >= ROUNDS:
        for d in reversed(dials):
            s.tasks.append(task(DialMatch, seat=seat, dial=d))
    else:
        for d in reversed(dials):
            push(s, seat, cx().dial_bonus[d], "Microflora")


AUTO["micro"] = _micro


__all__ = ["setup", "run", "describe_effect", "add_vp"]
