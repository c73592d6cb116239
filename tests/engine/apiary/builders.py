"""Small builders for Apiary tests: a fresh game with the deck stacked by hand."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.steps import settle
from boardgames_tui.engine.apiary.state import ApiaryState
from boardgames_tui.engine.apiary.tasks import Turn

RES0 = {"pollen": 0, "fibre": 0, "water": 0, "wax": 0, "honey": 0}


def game(n: int = 2, seed: int = 1, *, opened: bool = True, **options) -> ApiaryState:
    """A new game; with `opened` every player has kept the first of the 2 opening seed cards."""
    names = ["Ann", "Bob", "Cem", "Dee", "Eve"][:n]
    s = ENGINE.new_game([Seat(name=x) for x in names], seed=seed, options=options or None)
    while opened and s.tasks[-1].step == "keep":
        s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    return s


def my_turn(s: ApiaryState, seat: int, *, workers=(1,), res=None, faction="ana", mat="skep") -> ApiaryState:
    """Make it `seat`'s turn with the given pool workers and resources, a plain faction and mat."""
    s = s.model_copy(deep=True)
    s.tasks = [Turn(seat=seat)]
    s.current = seat
    for i, q in enumerate(s.players):
        if i != s.automa:
            q.faction, q.mat = "ana", "skep"
    p = s.players[seat]
    p.faction, p.mat = faction, mat
    p.ws = (*workers, *(0,) * (4 - len(workers)))
    p.wl = (*("pool",) * len(workers), *("supply",) * (4 - len(workers)))
    p.res = dict(RES0, **(res or {}))
    settle(s)
    return s


def play(s: ApiaryState, *actions) -> ApiaryState:
    for a in actions:
        s = ENGINE.apply(s, ENGINE.parse_action(a))
    return s


def pick(choice: str) -> dict:
    return {"kind": "pick", "choice": choice}


DONE = {"kind": "done"}


def put(row: tuple, i: int, value) -> tuple:
    """`row` with item `i` replaced (a state's rows of tiles and slots are tuples)."""
    return (*row[:i], value, *row[i + 1:])


def worker(p, i: int, strength: int, where: str) -> None:
    """Player `p`'s worker `i` has this strength and stands there (supply, pool, landing, a space)."""
    p.ws = put(p.ws, i, strength)
    p.wl = put(p.wl, i, where)
