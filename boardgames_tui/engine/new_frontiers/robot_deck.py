"""The solo robot's role deck, its seat and its rating (project edition; rules.md, "Solo against
the robot"): content from rules/new-frontiers/robot.json, shuffles and draws with the state's
rng, what a view hides of it and how determinize fills it. robot.py plays the robot's steps.

This module imports no phase module, so scoring may use it.
"""

from __future__ import annotations

from functools import cache

from ..api import HIDDEN, BadOptions, Seat
from ..content import Component, load_model
from ..rng import Rng
from .common import seat_name
from .state import NFState

NAME = "Robot"


class RobotCard(Component):
    id: str
    first: str
    """The action tile the robot selects when this card is drawn."""
    then: str
    """Its choice when the first tile was already selected this round."""


class Rating(Component):
    margin: int
    """The least margin (player score minus robot score) for this label."""
    label: str


class RobotRules(Component):
    note: str
    name: str
    fallback: tuple[str, ...]
    """When both tiles of the card are taken: the first free tile in this order."""
    cards: tuple[RobotCard, ...]
    rating: tuple[Rating, ...]
    """Labels by margin, ascending."""


@cache
def rules() -> RobotRules:
    return load_model("new-frontiers", "robot.json", RobotRules)


@cache
def cards() -> dict[str, RobotCard]:
    return {c.id: c for c in rules().cards}


# ----------------------------------------------------------------- setup


def seat_up(seats: list[Seat]) -> tuple[list[Seat], int]:
    """The seats of a game and the robot's seat (-1: none): a one-seat game gets the robot."""
    autos = [i for i, s in enumerate(seats) if s.kind == "automa"]
    if autos and (len(autos) > 1 or len(seats) != 2):
        raise BadOptions("the robot plays only in a solo game: one player and one robot seat")
    if len(seats) == 1:
        names = {s.name for s in seats}
        name = NAME if NAME not in names else f"{NAME} 2"
        return [*seats, Seat(name=name, kind="automa")], 1
    return seats, autos[0] if autos else -1


def start(state: NFState, seat: int) -> None:
    """The robot takes its seat: its role deck is shuffled (after the rest of the setup)."""
    state.robot = seat
    shuffle(state)
    state.say(f"{seat_name(state, seat)} plays by fixed rules; its role deck of {len(state.robot_deck)} cards is shuffled")


def shuffle(state: NFState) -> None:
    deck = [c.id for c in rules().cards]
    rng = Rng(state.rng)
    rng.shuffle(deck)
    state.rng = rng.state
    state.robot_deck = tuple(deck)
    state.robot_drawn = ()


def draw(state: NFState) -> RobotCard:
    """The top card of the role deck (a new shuffle of all cards when it is empty)."""
    if not state.robot_deck:
        shuffle(state)
        state.say(f"{seat_name(state, state.robot)} shuffles its role deck")
    top, state.robot_deck = state.robot_deck[0], state.robot_deck[1:]
    state.robot_drawn = (*state.robot_drawn, top)
    state.reveals += 1
    return cards()[top]


# ----------------------------------------------------------------- information, checks, rating


def hide(view: NFState) -> None:
    view.robot_deck = (HIDDEN,) * len(view.robot_deck)


def fill(state: NFState, rng: Rng) -> None:
    if state.robot < 0:
        return
    rest = [c for c in cards() if c not in state.robot_drawn]
    rng.shuffle(rest)
    state.robot_deck = tuple(rest.pop() if c == HIDDEN else c for c in state.robot_deck)


def invariants(state: NFState) -> list[str]:
    if state.robot < 0:
        return [] if not (state.robot_deck or state.robot_drawn) else ["robot cards without a robot"]
    out = []
    if sorted(state.robot_deck + state.robot_drawn) != sorted(cards()):
        out.append("the robot's role cards are not all accounted for exactly once")
    if state.seats[state.robot].kind != "automa":
        out.append("the robot's seat is not an automa seat")
    return out


def rating(margin: int) -> str:
    got = rules().rating[0].label
    for r in rules().rating:
        if margin >= r.margin:
            got = r.label
    return got


def notes(state: NFState, totals: list[int]) -> list[str]:
    """The results screen's lines: the margin and the rating table."""
    if state.robot < 0:
        return []
    me = next(s for s in range(len(state.seats)) if s != state.robot)
    margin = totals[me] - totals[state.robot]
    got = rating(margin)
    out = [f"Margin over the robot: {margin:+d} ({totals[me]} − {totals[state.robot]}) — {got}"]
    table = rules().rating
    for i, r in enumerate(table):
        span = f"below {table[1].margin:+d}" if i == 0 and len(table) > 1 else f"{r.margin:+d} or more"
        out.append(f"{'▶' if r.label == got else ' '} {span}: {r.label}")
    return out
