"""Small state builders for Aquaria rule tests: stack the position, don't hunt seeds."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat, without
from boardgames_tui.engine.aquaria import ENGINE, AquariaState
from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria.flow import run
from boardgames_tui.engine.aquaria.tasks import from_row

E = ENGINE
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def seats(n: int, solo: bool = False) -> list[Seat]:
    if solo:
        return [Seat(name="Ann"), Seat(name="Automa", kind="automa")]
    return [Seat(name=NAMES[i]) for i in range(n)]


def new(n: int = 2, seed: int = 1, solo: bool = False, scoring: str = "basic") -> AquariaState:
    return E.new_game(seats(n, solo), seed=seed, options={"scoring": scoring})


def first_main(state: AquariaState):
    """The first legal action that is not a free action (deterministic)."""
    return next(a for a in E.legal_actions(state) if a.kind not in A.FREE_KINDS)


def past_setup(n: int = 2, seed: int = 1, solo: bool = False, scoring: str = "basic") -> AquariaState:
    """A game in round 1's action phase (setup choices made with the first option)."""
    s = new(n, seed, solo, scoring)
    while s.phase != "Actions":
        s = E.apply(s, first_main(s))
    return s


def at(state: AquariaState, seat: int, *tasks: list) -> AquariaState:
    """Replace the pending steps with `tasks` (last = top) for `seat` and resolve to the first prompt.
    A task is written short, as its step and its fields in `tasks.from_row`'s order:
    `["place", 1]` is `Count(seat=seat, step="place", n=1)`."""
    s = state.model_copy(deep=True)
    s.tasks = [from_row([seat, *t]) for t in tasks]
    run(s)
    return s


def turn(state: AquariaState, seat: int) -> AquariaState:
    """`seat` is about to move its die."""
    return at(state, seat, ["endturn"], ["move"])


def clear_board(state: AquariaState, seat: int) -> None:
    """Empty a seat's aquarium, putting its cards back in the discard (keeps conservation)."""
    p = state.players[seat]
    for c in p.grid:
        if c and not c.startswith("L"):
            state.discard.append(c)
        elif c:
            state.lion_out = (*state.lion_out, c)
            p.lionfish -= 1
    p.grid = ("",) * len(p.grid)


def give(state: AquariaState, seat: int, *cards: str) -> None:
    """Move cards (from wherever they are) into a seat's hand."""
    for cid in cards:
        _take(state, cid)
        state.players[seat].hand.append(cid)


def put(state: AquariaState, seat: int, cell: int, cid: str) -> None:
    """Place a card (or lionfish) directly into a cell."""
    if cid.startswith("L"):
        if cid in state.lion_offer:
            state.lion_offer.remove(cid)
        elif cid in state.lion_out:
            state.lion_out = without(state.lion_out, cid)
        state.players[seat].lionfish += 1
    else:
        _take(state, cid)
    grid = state.players[seat].grid
    state.players[seat].grid = (*grid[:cell], cid, *grid[cell + 1:])


def _take(state: AquariaState, cid: str) -> None:
    for pile in (state.deck, state.discard):
        if cid in pile:
            pile.remove(cid)
            return
    if cid in state.offer:
        state.offer[state.offer.index(cid)] = state.deck.pop(0)
        return
    for p in state.players:
        if cid in p.hand:
            p.hand.remove(cid)
            return
        if cid in p.grid:
            i = p.grid.index(cid)
            p.grid = (*p.grid[:i], "", *p.grid[i + 1:])
            return
    raise AssertionError(f"card {cid} not found")


def do(state: AquariaState, *actions) -> AquariaState:
    for a in actions:
        reason = E.why_illegal(state, a)
        assert reason is None, f"{a}: {reason}\n{state}"
        state = E.apply(state, a)
    return state


def legal(state: AquariaState) -> list:
    return E.legal_actions(state)


def top(state: AquariaState) -> str:
    return state.tasks[-1].step if state.tasks else ""


def blank(state: AquariaState) -> AquariaState:
    """Zero every seat's pearls, food, wool, filter tokens and VP (start resources removed)."""
    for p in state.players:
        p.pearls, p.food, p.wool, p.wool_deferred, p.vp, p.vp_parts, p.oxygen = 0, [0, 0, 0], 0, 0, 0, {}, 4
        for k in p.ftokens:
            state.fsupply[k] += 1
        p.ftokens = ()
    return state


def main(state: AquariaState) -> list:
    """Legal actions without the free actions and tokens offered beside them."""
    return [a for a in E.legal_actions(state) if a.kind not in A.FREE_KINDS]
