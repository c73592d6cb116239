"""Small state builders for Planet Unknown rule tests: stack the station, paint planets,
put a seat straight into the step a test is about."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_unknown import ENGINE
from boardgames_tui.engine.planet_unknown.content import SIZE, tiles
from boardgames_tui.engine.planet_unknown.flow import order_from_commander, proceed
from boardgames_tui.engine.rng import Rng
from boardgames_tui.engine.planet_unknown.placement import footprint
from boardgames_tui.engine.planet_unknown.state import PUState

E = ENGINE
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def new(n: int = 2, seed: int = 1, **options) -> PUState:
    if n == 1 and "casual_solo" not in options and "solo_green" not in options:
        options.setdefault("casual_solo", True)
    return E.new_game([Seat(name=NAMES[i]) for i in range(n)], seed=seed, options=options)


def cell(r: int, c: int) -> int:
    return r * SIZE + c


def tile_id(shape: str, resources: tuple[str, str], meteor: bool = False) -> int:
    return next(t.id for t in tiles() if t.shape == shape and tuple(t.resources) == resources and t.has_meteor == meteor)


def paint(state: PUState, seat: int, tile: int, r: int, c: int, rotation: int = 0, flipped: bool = False) -> list[int]:
    """Put a tile on a planet without any rule or effect (meteorites included when shown)."""
    p = state.players[seat]
    cells = footprint(tile, r, c, rotation, flipped)
    assert cells is not None
    t = list(p.terrain)
    ids = []
    for rr, cc, letter, icon, met in cells:
        i = rr * SIZE + cc
        assert t[i] == "-", f"square {(rr, cc)} not free"
        t[i] = letter.upper() if icon else letter
        ids.append(i)
        if met:
            p.meteor_sites += (i,)
            p.meteorites += (i,)
        if i in p.lifepods:
            p.lifepods = tuple(c for c in p.lifepods if c != i)
    p.terrain = "".join(t)
    p.tiles += (tile,)
    p.last_tile = tuple(sorted(ids))
    for k, s in enumerate(state.stacks):
        if tile in s:
            state.stacks[k] = tuple(t for t in s if t != tile)
    return ids


def fill(state: PUState, seat: int, cells: list[int], letter: str = "c") -> None:
    """Cover squares with terrain directly (as if by tiles), for scoring tests."""
    p = state.players[seat]
    t = list(p.terrain)
    for i in cells:
        t[i] = letter
    p.terrain = "".join(t)


def focus(state: PUState, seat: int, phase: str = "turn") -> PUState:
    """Make `seat` the one deciding now in `phase`, with the prompt its state calls for."""
    state.phase = phase
    state.order = order_from_commander(state)
    state.idx = state.order.index(seat)
    rng = Rng(state.rng)
    proceed(state, rng)
    state.rng = rng.state
    return state


def hand(state: PUState, seat: int, tile: int) -> PUState:
    """`seat` holds `tile` and must place it now."""
    p = state.players[seat]
    for k, s in enumerate(state.stacks):
        if tile in s:
            state.stacks[k] = tuple(t for t in s if t != tile)
    for q in state.players:
        q.step = ""
        q.pending = []
        q.moves = 0
    p.hand = tile
    p.step = "place"
    return focus(state, seat)


def pending(state: PUState, seat: int, items: list[str], moves: int = 0, phase: str = "turn") -> PUState:
    for q in state.players:
        q.step = ""
        q.pending = []
        q.moves = 0
    p = state.players[seat]
    p.pending = list(items)
    p.moves = moves
    return focus(state, seat, phase)


def play(state: PUState, *actions) -> PUState:
    for a in actions:
        reason = E.why_illegal(state, a)
        assert reason is None, f"{a}: {reason}"
        assert a in E.legal_actions(state), f"{a} legal by why_illegal but not listed"
        state = E.apply(state, a)
    return state


def messages(state: PUState) -> list[str]:
    return [line.text for line in state.log]
