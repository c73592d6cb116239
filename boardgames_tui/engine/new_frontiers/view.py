"""What a seat may not see (the bag, the goal stack, rivals' face-down worlds and goals), and
filling a view's hidden parts at random from what that seat cannot see."""

from __future__ import annotations

from ..api import HIDDEN, put
from ..rng import Rng
from . import content
from .goals import GOALS
from .state import NFState


def hide(view: NFState, seat: int | None) -> None:
    view.bag = [HIDDEN] * len(view.bag)
    view.goal_stack = (HIDDEN,) * len(view.goal_stack)
    for s in range(len(view.seats)):
        if s != seat and view.explored_face_down:
            view.unsettled[s] = (HIDDEN,) * len(view.unsettled[s])
            if view.stock_worlds:
                view.stock_worlds[s] = (HIDDEN,) * len(view.stock_worlds[s])
        if s != seat:
            if view.goals_down and view.goals_down[s]:
                view.goals_down = put(view.goals_down, s, HIDDEN)
    if view.goal_drawn and not (view.queue and view.queue[0] == seat):
        view.goal_drawn = (HIDDEN,) * len(view.goal_drawn)


def fill_hidden(state: NFState, rng: Rng) -> None:
    seen = set(state.display)
    for s in range(len(state.seats)):
        seen.update(state.colonies[s])
        seen.update(w for w in state.unsettled[s] if w != HIDDEN)
        if state.stock_worlds:
            seen.update(w for w in state.stock_worlds[s] if w != HIDDEN)
    pool = [w for w in content.bag_world_ids() if w not in seen]
    rng.shuffle(pool)
    for s in range(len(state.seats)):
        state.unsettled[s] = tuple(pool.pop() if w == HIDDEN else w for w in state.unsettled[s])
        if state.stock_worlds:
            state.stock_worlds[s] = tuple(pool.pop() if w == HIDDEN else w for w in state.stock_worlds[s])
    state.bag = [pool.pop() if w == HIDDEN else w for w in state.bag]
    if state.galaxy_goals:
        gseen = set(state.goals_up) | {g for g in state.goals_down if g and g != HIDDEN} | {g for g in state.goal_drawn if g != HIDDEN}
        gpool = [g for g in GOALS.in_play() if g not in gseen]
        rng.shuffle(gpool)
        state.goal_drawn = tuple(gpool.pop() if g == HIDDEN else g for g in state.goal_drawn)
        state.goals_down = tuple(gpool.pop() if g == HIDDEN else g for g in state.goals_down)
        state.goal_stack = tuple(gpool.pop() if g == HIDDEN else g for g in state.goal_stack)
