"""Planet B engine: the contract's entry points, wired to one module per step of a turn.

A turn is a chain of steps (state.step): "main" (choose.py: a development tile, a spring or
pass), "place" (placing.py: each collected tile), "bees" (bees.py: only when bee pairings
compete) and "after" (End turn, turn.py). Animals (animals.py) may be bought in any step but
"bees". The round's end, harvests and final scoring are in round_end.py, the solo rival in solo.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import ClassVar

from pydantic import BaseModel

from ..api import Engine, Preview, ScoreSheet, Seat, copy_state, is_listed, legal_known, remember_legal
from ..steps import Step, by_name
from ..rng import Rng
from . import animals, bees, choose, placing, scoring
from . import geometry as geo
from .actions import END_TURN, PASS, BuyAnimal, EndTurn, PairBees, Pass, Place, PlanetBAction, TakeDevelopment, TakeSpring
from .invariants import check_invariants
from .options import PlanetBOptions
from .setup import setup
from .state import PlanetBState
from .turn import end_turn, set_prompt, why_end
from .view import fill_hidden, hide
from .words import describe, status

__all__ = ["PlanetBEngine", "PlanetBOptions"]

_MOVES: dict[type, tuple[Callable, Callable]] = {
    TakeDevelopment: (choose.why_take, choose.take),
    TakeSpring: (choose.why_spring, choose.take_spring),
    Pass: (choose.why_pass, choose.pass_turn),
    Place: (placing.why_place, placing.place),
    PairBees: (bees.why_pair, bees.pair),
    BuyAnimal: (animals.why_buy, animals.buy),
    EndTurn: (why_end, end_turn),
}
"""Per action class: (why it is illegal now or None, apply it), each called with (state, seat, action).
Each reason names the step it belongs to ("finish placing first"), so every step refuses by it."""


class _TurnStep(Step[PlanetBState, int, PlanetBAction]):
    """A step of a Planet B turn (`PlanetBState.step`), for the seat whose turn it is. Animals may
    be bought in every step but "bees"; each move checks the step itself (`_MOVES`)."""

    def why(self, state: PlanetBState, s: int, action: PlanetBAction) -> str | None:
        move = _MOVES.get(type(action))
        return "unknown action" if move is None else move[0](state, s, action)

    refuse = why

    def apply(self, state: PlanetBState, s: int, action: PlanetBAction) -> None:
        _MOVES[type(action)][1](state, s, action)


class _Main(_TurnStep):
    name = "main"
    accepts = ("take", "spring", "pass", "buy")

    def legal(self, state: PlanetBState, s: int) -> list[PlanetBAction]:
        main = choose.main_actions(state, s)
        return [*main, *animals.legal(state, s)] if main else [*animals.legal(state, s), PASS]


class _Place(_TurnStep):
    name = "place"
    accepts = ("place", "buy")

    def legal(self, state: PlanetBState, s: int) -> list[PlanetBAction]:
        return [*placing.legal(state, s), *animals.legal(state, s)]


class _Bees(_TurnStep):
    name = "bees"
    accepts = ("pair",)

    def legal(self, state: PlanetBState, s: int) -> list[PlanetBAction]:
        return bees.legal(state, s)


class _After(_TurnStep):
    name = "after"
    accepts = ("buy", "end")

    def legal(self, state: PlanetBState, s: int) -> list[PlanetBAction]:
        return [*animals.legal(state, s), END_TURN]


STEPS = by_name(_Main(), _Place(), _Bees(), _After())
"""The steps of a turn, in order (bees only when bee pairings compete). Legal actions: the
step's own actions, then animals, then Pass or End turn where they belong."""


class PlanetBEngine(Engine[PlanetBState, PlanetBAction]):
    id: ClassVar[str] = "planet-b"
    title: ClassVar[str] = "Planet B"
    description: ClassVar[str] = (
        "Grow a dome ecosystem from hex eco tiles: trees, water, bees and animals feed the harvests "
        "(2–4 players; 1 player = project-edition solo variant against a rival)."
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    hides_information: ClassVar[bool] = False
    has_automa: ClassVar[bool] = False
    max_actions: ClassVar[int] = 3_000
    version: ClassVar[str] = "2"
    """2: the final harvest is the visible one, at most one harvest per round end (issue 24)."""
    Options: ClassVar[type[BaseModel]] = PlanetBOptions
    state_type: ClassVar[type] = PlanetBState
    action_type: ClassVar = PlanetBAction

    def _setup(self, seats: list[Seat], seed: int, options: BaseModel, rng: Rng) -> PlanetBState:
        return setup(seats, seed, options, rng)  # type: ignore[arg-type]

    # ----------------------------------------------------------------- actions

    def iter_legal_actions(self, state: PlanetBState) -> Iterator[PlanetBAction]:
        return iter(self.legal_actions(state))

    def legal_actions(self, state: PlanetBState) -> list[PlanetBAction]:
        """The step's legal actions, listed once per state made by apply (the copy returned is the caller's)."""
        if state.finished:
            return []
        known = legal_known(state)
        if known is None:
            known = STEPS[state.step].legal(state, state.current)
            remember_legal(state, known)
        return list(known)

    def why_illegal(self, state: PlanetBState, action: PlanetBAction) -> str | None:
        if state.finished:
            return "the game is over"
        if is_listed(state, action):
            return None
        return STEPS[state.step].refuse(state, state.current, action)

    def _apply(self, state: PlanetBState, action: PlanetBAction) -> None:
        STEPS[state.step].apply(state, state.current, action)
        if not state.finished:
            set_prompt(state)

    def preview(self, state: PlanetBState, action: PlanetBAction) -> Preview | None:
        """A placement's hexes and gains: its tokens by source, then the bees it pairs by itself."""
        if not isinstance(action, Place) or state.finished or self.why_illegal(state, action) is not None:
            return None
        s = state.current
        after = copy_state(state)
        after.log = []
        placing.place(after, s, action)
        cells = tuple(after.last_cells[s][len(state.last_cells[s]):])
        effects = [placing.gain_words(*g) for g in placing.gains(state, cells, after.boards[s], action.tile)]
        for bee in after.bees[s][len(state.bees[s]):]:
            colour, pair = bee.split(":")
            a, b = map(int, pair.split(","))
            effects.append(bees.bee_words(colour, a, b))
        return Preview(cells=cells, effects=tuple(effects))

    # ----------------------------------------------------------------- information

    def _hide(self, view: PlanetBState, seat: int | None) -> None:
        hide(view)

    def _fill_hidden(self, state: PlanetBState, rng: Rng) -> None:
        fill_hidden(state, rng)

    # ----------------------------------------------------------------- scores and words

    def scores(self, state: PlanetBState) -> ScoreSheet:
        return scoring.score_sheet(state)

    def describe(self, state: PlanetBState, action: PlanetBAction) -> str:
        return describe(state, action)

    def status(self, state: PlanetBState) -> str:
        return status(state)

    def heuristic(self, state: PlanetBState, seat: int) -> float:
        """Future harvest value of bees and animals, plus tokens and dome progress."""
        board, cover = state.boards[seat], state.cover[seat]
        side = geo.side(state.side)
        covered = sum(1 for i in side.dark if board[i] != ".")
        bee_pts, _ = scoring.bee_harvest(board, cover)
        animal_pts, _ = scoring.animal_harvest(state.animals[seat])
        harvests_left = 1 + len(state.harvest_stack) * 2 / 3  # the final one plus tiles (2 of 3 score each kind)
        free_habitat = sum(1 for i, c in enumerate(board) if c in "FLN" and cover[i] == ".")
        # collected tiles still to place are worth their hexes: otherwise water is never worth paying
        held = sum(len(geo.tile_codes(t)) for t in state.held) if state.current == seat else 0
        return (
            0.7 * held
            + harvests_left * (bee_pts + animal_pts)
            + 0.9 * state.oxygen[seat]
            + 0.4 * state.water[seat]
            + 0.25 * covered
            + 0.3 * free_habitat
        )

    def invariants(self, state: PlanetBState) -> list[str]:
        return check_invariants(state)
