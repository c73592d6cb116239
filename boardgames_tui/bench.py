"""`boardgames bench`: the speed figures of the issues, measured on this machine."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from . import saves
from .bots import choose_random
from .engine.api import Engine, Seat
from .engine.rng import Rng


def _p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def bench_game(engine: Engine, games: int = 5, seed: int = 1) -> dict:
    """Random playouts at the most players: speed, legal_actions p95, save and load of a finished game."""
    players = engine.max_players
    seats = [Seat(name=f"P{i + 1}", kind="bot", bot="random") for i in range(players)]
    legal_times: list[float] = []
    game_times: list[float] = []
    actions = 0
    last = None
    for g in range(games):
        rng = Rng.from_seed(seed + g)
        t0 = time.perf_counter()
        state = engine.new_game(seats, seed=seed + g)
        record = []
        while not state.finished:
            t = time.perf_counter()
            legal = engine.legal_actions(state)
            legal_times.append(time.perf_counter() - t)
            action = engine.automa_action(state) if state.seats[state.actor].kind == "automa" else choose_random(engine, state, legal, rng)
            state = engine.apply(state, action)
            record.append(action)
        game_times.append(time.perf_counter() - t0)
        actions += len(record)
        last = (state, record, seed + g)
    state, record, last_seed = last
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        t = time.perf_counter()
        saves.save(path, engine, seats, engine.Options(), last_seed, record, state)
        save_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        saves.load(path)
        load_ms = (time.perf_counter() - t) * 1000
    total = sum(game_times)
    return {
        "game": engine.id,
        "players": players,
        "games": games,
        "games_per_s": round(games / total, 2),
        "actions_per_s": round(actions / total, 1),
        "mean_game_s": round(statistics.mean(game_times), 4),
        "max_game_s": round(max(game_times), 4),
        "legal_actions_p95_ms": round(_p95(legal_times) * 1000, 3),
        "save_finished_ms": round(save_ms, 2),
        "load_finished_ms": round(load_ms, 2),
    }


def app_start_seconds(repeats: int = 3) -> float:
    """Seconds from a new interpreter to an interactive main menu (best of `repeats`)."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "boardgames_tui.ui.startcheck"], check=True, capture_output=True)
        best = min(best, time.perf_counter() - t)
    return round(best, 3)


def bench_search(engine: Engine, positions: int = 6, seed: int = 1) -> dict:
    """The search bot at its normal budget on positions of a 2-player greedy game: engine steps
    and iterations per second (what `bots.mcts.STEPS_PER_SECOND` is calibrated from), seconds
    per decision, and the peak memory of one decision (tracemalloc, on the widest position)."""
    import tracemalloc

    from .bots import decide
    from .bots.mcts import MctsBot

    seats = [Seat(name=f"P{i + 1}", kind="bot", bot="greedy") for i in range(max(2, engine.min_players))]
    state = engine.new_game(seats, seed=seed)
    found = []
    while not state.finished:
        legal = engine.legal_actions(state)
        if state.actor == 0 and len(legal) > 1:
            found.append((state, legal))
        state = engine.apply(state, decide(engine, state, state.seats[state.actor], legal))
    step = max(1, len(found) // positions)
    chosen = found[::step][:positions]
    bot = MctsBot(cap_factor=None)
    steps = iterations = 0
    seconds: list[float] = []
    for state, legal in chosen:
        _, stats = bot.search(engine, engine.view(state, 0), legal, Rng.from_seed(seed))
        steps += stats.steps
        iterations += stats.iterations
        seconds.append(stats.seconds)
    widest = max(chosen, key=lambda c: len(c[1]))
    tracemalloc.start()
    try:
        _, stats = bot.search(engine, engine.view(widest[0], 0), widest[1], Rng.from_seed(seed))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    total = sum(seconds)
    return {
        "game": engine.id,
        "positions": len(chosen),
        "step_budget": bot.step_budget(engine),
        "steps_per_s": round(steps / total),
        "iterations_per_s": round(iterations / total, 1),
        "decision_s_mean": round(statistics.mean(seconds), 3),
        "decision_s_max": round(max(seconds), 3),
        "peak_mb": round(peak / 2**20, 1),
        "peak_position_actions": len(widest[1]),
        "peak_nodes": stats.nodes,
    }
