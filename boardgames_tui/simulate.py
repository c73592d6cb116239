"""Headless games between bots: `boardgames simulate`, the benchmark and the test harness."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .bots import play_turn
from .engine.api import Action, Engine, GameState, Seat


class RunawayGame(RuntimeError):
    """A playout longer than the engine's max_actions: a bug in the rules."""


@dataclass
class GameResult:
    seed: int
    seats: list[Seat]
    actions: int
    seconds: float
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    tie_break: str | None = None
    breakdowns: list[dict[str, int]] = field(default_factory=list)
    """Each seat's score sheet by category (the final score's sources)."""
    error: str | None = None
    record: list[Action] = field(default_factory=list)
    final: GameState | None = None

    def as_dict(self) -> dict:
        return {
            "seed": self.seed,
            "seats": [s.name for s in self.seats],
            "actions": self.actions,
            "seconds": round(self.seconds, 4),
            "scores": self.scores,
            "winners": [self.seats[w].name for w in self.winners],
            "tie_break": self.tie_break,
            "breakdowns": self.breakdowns,
            "error": self.error,
        }


def bot_seats(engine: Engine, players: int, bots: list[str], automa: bool = False, rotation: int = 0) -> list[Seat]:
    """`players` bot seats cycling through `bots` (started `rotation` places on), plus an automa
    seat when asked or needed. A seat is named after its bot and which of that bot's seats it is
    ("Mcts 1", "Greedy 1", "Mcts 2"), so a name follows its bot when the order rotates."""
    seats: list[Seat] = []
    count: dict[str, int] = {}
    for i in range(players):
        bot = bots[(i + rotation) % len(bots)]
        count[bot] = count.get(bot, 0) + 1
        seats.append(Seat(name=f"{bot.capitalize()} {count[bot]}", kind="bot", bot=bot))
    if engine.has_automa and (automa or players < engine.min_players):
        seats.append(Seat(name="Automa", kind="automa"))
    return seats


def match_games(engine: Engine, players: int, bots: list[str], games: int, seed: int, automa: bool = False) -> list[tuple[list[Seat], int]]:
    """(seats, seed) of each game of a match: game g rotates the bots by g places, and each deal
    (seed) is played once per rotation, so every bot plays every seat of the same deals equally."""
    rotations = len(bots) if len(bots) > 1 else 1
    return [(bot_seats(engine, players, bots, automa, rotation=g % rotations), seed + g // rotations) for g in range(games)]


def play_by_id(game_id: str, seats: list[Seat], seed: int, options=None) -> GameResult:
    """`play` for a worker process (`simulate --jobs`): the engine by id, the final state left out."""
    from .engine.registry import get_engine

    result = play(get_engine(game_id), seats, seed, options)
    result.final = None
    return result


def play(engine: Engine, seats: list[Seat], seed: int, options=None, *, keep_record: bool = False) -> GameResult:
    """Play one game to the end with every seat a bot or automa. Errors are caught into the result."""
    start = time.perf_counter()
    record: list[Action] = []
    n = 0
    state = None
    try:
        state = engine.new_game(seats, seed=seed, options=options)
        seats = list(state.seats)  # a game may add a seat (Aquaria's automa in a one-seat game)
        while not state.finished:
            if n >= engine.max_actions:
                raise RunawayGame(f"no end after {n} actions")
            for action in play_turn(engine, state):  # a turn at a time, as in the app: a search bot's budget is the turn's
                state = engine.apply(state, action)
                if keep_record:
                    record.append(action)
                n += 1
        sheet = engine.scores(state)
        return GameResult(
            seed=seed, seats=seats, actions=n, seconds=time.perf_counter() - start,
            scores=[r.total for r in sheet.seats], winners=sheet.winners, tie_break=sheet.tie_break,
            breakdowns=[dict(r.breakdown) for r in sheet.seats], record=record, final=state,
        )
    except Exception as err:  # noqa: BLE001 - a simulation reports every failure instead of stopping
        return GameResult(
            seed=seed, seats=seats, actions=n, seconds=time.perf_counter() - start,
            error=f"{type(err).__name__}: {err}", record=record, final=state,
        )
