"""The New Frontiers engine: the contract's entry points over the chain of steps in turn.py.

Layout: setup.py builds a game; selection.py (role selection), explore.py, develop.py, settle.py,
produce.py, trade.py (Trade/Consume) and goal_steps.py (the Galaxy Goals option) hold one Step per
prompt; turn.py chains them; common.py and facts.py are the shared moves and lookups underneath;
view.py hides, words.py describes, scoring.py scores; robot.py is the solo robot (its seat decides
by fixed rules through `RobotStep`, the only legal action at its prompts).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from pydantic import BaseModel

from ..api import HIDDEN, Engine, ScoreSheet, Seat, is_listed, remember_legal
from ..rng import Rng
from . import content, facts, robot, robot_deck, scoring
from .actions import NFAction, RobotStep
from .content import tile
from .explore import EXPLORE_DRAW
from .goal_steps import GOAL_DRAW
from .goals import GOALS
from .options import NFOptions
from .setup import setup
from .state import NFState
from .turn import STEPS, advance
from .view import fill_hidden, hide
from .words import describe, status, world_words

__all__ = ["EXPLORE_DRAW", "GOAL_DRAW", "WEIGHTS", "NFOptions", "NewFrontiersEngine", "world_words"]

WEIGHTS = {
    "credit": 0.35,
    "colonist": 0.4,
    "good": 0.6,
    "unsettled_vp": 0.15,
    "unsettled": 0.1,
    "colony": 1.2,
    "production": 0.7,
    "dev_unit": 0.6,
    "privilege": {"explore": 1.0, "develop": 0.9, "produce": 0.9, "settle": 1.0, "trade_consume": 0.6},
}
"""Greedy-bot weights of the heuristic (tuned by self-play, see rules.md)."""
ROBOT_STEP = RobotStep()


class NewFrontiersEngine(Engine[NFState, NFAction]):
    id: ClassVar[str] = "new-frontiers"
    title: ClassVar[str] = "New Frontiers"
    description: ClassVar[str] = (
        "Race for the Galaxy on a board: pick a role each round, explore, settle, develop, "
        "produce and consume goods for VP (2–5 players, or solo against the robot)."
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 5
    hides_information: ClassVar[bool] = True
    has_automa: ClassVar[bool] = True
    max_actions: ClassVar[int] = 4_000
    version: ClassVar[str] = "1"
    Options: ClassVar[type[BaseModel]] = NFOptions
    state_type: ClassVar[type] = NFState
    action_type: ClassVar = NFAction

    def _setup(self, seats: list[Seat], seed: int, options: BaseModel, rng: Rng) -> NFState:
        seats, robot_seat = robot_deck.seat_up(list(seats))
        state = setup(seats, seed, options, rng)  # type: ignore[arg-type]
        if robot_seat >= 0:
            robot_deck.start(state, robot_seat)
        advance(state)
        return state

    # ----------------------------------------------------------------- actions

    def iter_legal_actions(self, state: NFState) -> Iterator[NFAction]:
        if state.finished:
            return
        if state.actor == state.robot >= 0:
            yield ROBOT_STEP
            return
        yield from STEPS[state.step].legal(state, state.actor)

    def legal_actions(self, state: NFState) -> list[NFAction]:
        if state.finished:
            return []
        actor = state.active[0]  # a game not over always has a seat to act
        if actor == state.robot >= 0:
            return [ROBOT_STEP]
        legal = list(STEPS[state.step].legal(state, actor))
        remember_legal(state, legal)
        return legal.copy()

    def why_illegal(self, state: NFState, action: NFAction) -> str | None:
        if state.finished:
            return "the game is over"
        if is_listed(state, action):
            return None  # one of the very actions just listed for this state
        robots_turn = state.actor == state.robot >= 0
        if isinstance(action, RobotStep):
            return None if robots_turn else "only the robot takes robot steps, and it is not its turn"
        if robots_turn:
            return f"it is {state.seats[state.robot].name}'s turn; it plays by its own rules"
        return STEPS[state.step].refuse(state, state.actor, action)

    def _apply(self, state: NFState, action: NFAction) -> None:
        if isinstance(action, RobotStep):
            robot.act(state)
        else:
            STEPS[state.step].apply(state, state.active[0], action)
        advance(state)

    def automa_action(self, state: NFState) -> NFAction:
        if state.finished or not state.actor == state.robot >= 0:
            raise ValueError("the robot is not to act now")
        return ROBOT_STEP

    # ----------------------------------------------------------------- information

    def _hide(self, view: NFState, seat: int | None) -> None:
        hide(view, seat)
        robot_deck.hide(view)

    def _fill_hidden(self, state: NFState, rng: Rng) -> None:
        fill_hidden(state, rng)
        robot_deck.fill(state, rng)

    # ----------------------------------------------------------------- words and scores

    def scores(self, state: NFState) -> ScoreSheet:
        return scoring.score(state)

    def describe(self, state: NFState, action: NFAction) -> str:
        return describe(state, action)

    def status(self, state: NFState) -> str:
        return status(state)

    def heuristic(self, state: NFState, seat: int) -> float:
        """Greedy bots: resources and engine pieces are worth a little, and so is holding a role's bonus."""
        s = seat
        w = WEIGHTS
        unsettled = sum(tile(x).vp for x in state.unsettled[s] if x != HIDDEN)
        production = sum(1 for x in state.colonies[s] if tile(x).kind == "production")
        privilege = w["privilege"].get(state.role, 0.0) if state.chooser == s else 0.0
        return (
            w["credit"] * state.credits[s]
            + w["colonist"] * min(state.colonists[s], 3)
            + w["good"] * len(state.goods[s])
            + w["unsettled_vp"] * unsettled
            + w["unsettled"] * len(state.unsettled[s])
            + w["colony"] * len(state.colonies[s])
            + w["production"] * production
            + w["dev_unit"] * facts.dev_units(state, s)
            + privilege
        )

    def invariants(self, state: NFState) -> list[str]:
        out = []
        n = len(state.seats)
        for s in range(n):
            if state.credits[s] < 0:
                out.append(f"seat {s} has {state.credits[s]} credits")
            if state.colonists[s] < 0:
                out.append(f"seat {s} has {state.colonists[s]} colonists")
            for w in state.goods[s]:
                if w not in state.colonies[s] or not tile(w).goods:
                    out.append(f"seat {s}: good on {w} which is not a goods colony of theirs")
            if len(set(state.goods[s])) != len(state.goods[s]):
                out.append(f"seat {s}: a world holds 2 goods")
            if len(set(state.devs[s])) != len(state.devs[s]):
                out.append(f"seat {s} owns two copies of a development")
            if facts.mat_worlds(state, s) > facts.WORLD_SLOTS and not (state.role == "explore"):
                out.append(f"seat {s} has {facts.mat_worlds(state, s)} worlds on the mat")
        every = list(state.bag) + list(state.display)
        for s in range(n):
            every += state.unsettled[s] + state.colonies[s][1:]
            if state.stock_worlds:
                every += state.stock_worlds[s]
        if sorted(every) != sorted(content.bag_world_ids()):
            out.append("the 60 bag worlds are not all accounted for exactly once")
        if any(c < 0 for c in state.supply.values()):
            out.append("a development supply is negative")
        if sorted(state.priority) != list(range(n)):
            out.append("priority track is not a permutation of the seats")
        if state.galaxy_goals:
            goals = [*state.goal_stack, *state.goal_drawn, *state.goals_up, *(g for g in state.goals_down if g)]
            if sorted(goals) != sorted(GOALS.in_play()):
                out.append("goal tiles are not all accounted for")
        return out + robot_deck.invariants(state)
