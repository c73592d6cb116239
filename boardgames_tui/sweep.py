"""`boardgames simulate GAME|all --sweep`: many random games spread over every player count and
option, with the game's invariants checked after every action.

Game g of a title plays `players_for(g)` seats (cycling from the fewest to the most the game
takes; a one-seat game gets its automa where it has one) and a random choice of every option
(each bool, each choice, each bounded int; a combination the game refuses is drawn again),
both from the sweep's seed, so a failing game is found again by its number. Every seat is the
random bot. After every action the next prompt has legal actions and the engine's invariants
hold; at the end the score sheet adds up. A failure is reported with its game number, seed,
players and options; nothing stops the sweep.

This is a command, not a test: 10,000 games a title take minutes. The test suite plays a
small seeded sample of it (tests/test_sweep.py).
"""

from __future__ import annotations

import time
import typing
from dataclasses import dataclass, field
from typing import Any

from .bots import choose_random
from .engine.api import BadOptions, Engine, Seat
from .engine.rng import Rng


@dataclass
class SweepGame:
    """One game of the sweep: what was played and how it went."""

    number: int
    seed: int
    players: int
    options: dict[str, Any]
    actions: int = 0
    seconds: float = 0.0
    error: str | None = None


@dataclass
class SweepResult:
    """The sums of a title's sweep, with every failed game."""

    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    errors: list[SweepGame] = field(default_factory=list)
    by_players: dict[int, int] = field(default_factory=dict)
    option_values: dict[str, set] = field(default_factory=dict)
    """Every value each option took (the spread of the sweep)."""

    def add(self, g: SweepGame) -> None:
        self.games += 1
        self.actions += g.actions
        self.seconds += g.seconds
        self.by_players[g.players] = self.by_players.get(g.players, 0) + 1
        for k, v in g.options.items():
            self.option_values.setdefault(k, set()).add(v)
        if g.error:
            self.errors.append(g)


def _bound(info: Any, name: str) -> int | None:
    return next((getattr(m, name) for m in info.metadata if hasattr(m, name)), None)


def option_choices(engine: Engine) -> dict[str, list[Any]]:
    """Every value each option of the game may take: bools, Literal choices, bounded ints."""
    choices: dict[str, list[Any]] = {}
    for name, info in engine.Options.model_fields.items():
        kind = info.annotation
        if kind is bool:
            choices[name] = [False, True]
        elif typing.get_origin(kind) is typing.Literal:
            choices[name] = list(typing.get_args(kind))
        elif kind is int:
            low, high = _bound(info, "ge"), _bound(info, "le")
            if low is not None and high is not None and high - low <= 40:
                choices[name] = list(range(low, high + 1))
    return choices


def players_for(engine: Engine, number: int) -> int:
    """The seat count of game `number`: from the fewest to the most, in turn."""
    return engine.min_players + number % (engine.max_players - engine.min_players + 1)


def game_setup(engine: Engine, number: int, seed: int, tries: int = 50) -> tuple[dict[str, Any], Any]:
    """The options drawn (as a dict) and the new game of game `number` (a draw the game refuses
    for this many players, say a 2-player variant at 4, is drawn again)."""
    rng = Rng.from_seed(seed)
    seats = [Seat(name=f"Random {i + 1}", kind="bot", bot="random") for i in range(players_for(engine, number))]
    choices = option_choices(engine)
    for _ in range(tries):
        drawn = {name: rng.choice(values) for name, values in choices.items()}
        try:
            return drawn, engine.new_game(seats, seed=seed, options=engine.make_options(drawn))
        except BadOptions:
            continue
    return {}, engine.new_game(seats, seed=seed)


def play_one(engine: Engine, number: int, base_seed: int) -> SweepGame:
    """Play game `number` of the sweep (never raises: a failure is the result's `error`)."""
    seed = base_seed + number
    game = SweepGame(number=number, seed=seed, players=players_for(engine, number), options={})
    start = time.perf_counter()
    rng = Rng.from_seed(seed).fork()
    try:
        game.options, state = game_setup(engine, number, seed)
        problems = engine.invariants(state)
        while not problems and not state.finished:
            if game.actions >= engine.max_actions:
                raise RuntimeError(f"no end after {game.actions} actions")
            legal = engine.legal_actions(state)
            if not legal:
                raise RuntimeError(f"no legal action at {state.prompt.text!r}")
            automa = state.seats[state.actor].kind == "automa"
            action = engine.automa_action(state) if automa else choose_random(engine, state, legal, rng)
            state = engine.apply(state, action)
            game.actions += 1
            problems = engine.invariants(state)
        if problems:
            raise RuntimeError(f"invariant broken after action {game.actions}: {'; '.join(problems)}")
        for row in engine.scores(state).seats:
            if sum(row.breakdown.values()) != row.total:
                raise RuntimeError(f"seat {row.seat}: the breakdown adds up to {sum(row.breakdown.values())}, not the total {row.total}")
    except Exception as err:  # noqa: BLE001 - the sweep reports every failure and goes on
        game.error = f"{type(err).__name__}: {err}"
    game.seconds = time.perf_counter() - start
    return game


def play_by_id(game_id: str, number: int, base_seed: int) -> SweepGame:
    """`play_one` for a worker process (`--jobs`)."""
    from .engine.registry import get_engine

    return play_one(get_engine(game_id), number, base_seed)


def sweep(engine: Engine, games: int, seed: int = 1, jobs: int = 1, progress=None) -> SweepResult:
    """Play `games` sweep games of one title (in `jobs` processes); `progress(result)` after each."""
    result = SweepResult(game=engine.id)
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for g in pool.map(play_by_id, [engine.id] * games, range(games), [seed] * games, chunksize=16):
                result.add(g)
                if progress:
                    progress(result)
    else:
        for number in range(games):
            result.add(play_one(engine, number, seed))
            if progress:
                progress(result)
    return result
