"""Headless games between bots: `boardgames simulate`, the benchmark and the test harness."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .bots import play_turn
from .engine.api import Action, Engine, GameState, Seat
from .engine.text import display_name


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
            "seats": [display_name(s) for s in self.seats],
            "actions": self.actions,
            "seconds": round(self.seconds, 4),
            "scores": self.scores,
            "winners": [display_name(self.seats[w]) for w in self.winners],
            "tie_break": self.tie_break,
            "breakdowns": self.breakdowns,
            "error": self.error,
        }


def bot_seats(engine: Engine, players: int, bots: list[str], automa: bool = False, rotation: int = 0) -> list[Seat]:
    """`players` bot seats cycling through `bots` (started `rotation` places on), plus an automa
    seat when asked or needed. Each bot of `bots` has a name of the app's (cli.BOT_NAMES: Hal,
    Ada, ...), a second seat of the same bot "Hal 2", so a name follows its bot when the order
    rotates; the output shows them as the app does, "Hal (mcts easy)" (engine/text.py
    display_name), never "Mcts:easy 1"."""
    from .cli import BOT_NAMES

    named = {bot: BOT_NAMES[k] if k < len(BOT_NAMES) else f"Bot {k + 1}" for k, bot in enumerate(dict.fromkeys(bots))}
    seats: list[Seat] = []
    count: dict[str, int] = {}
    for i in range(players):
        bot = bots[(i + rotation) % len(bots)]
        count[bot] = count.get(bot, 0) + 1
        seats.append(Seat(name=named[bot] + (f" {count[bot]}" if count[bot] > 1 else ""), kind="bot", bot=bot))
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
