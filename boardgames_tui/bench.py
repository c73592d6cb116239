"""`boardgames bench`: the speed figures of the issues, measured on this machine."""

from __future__ import annotations

import gc
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from . import saves
from .bots import choose_random
from .engine.api import Action, Engine, GameState, Seat
from .engine.rng import Rng


def _p95(xs: list[float]) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def random_playout(engine: Engine, seed: int, seats: list[Seat] | None = None,
                   legal_times: list[float] | None = None) -> tuple[GameState, list[Action]]:
    """The bench's workload: one game of random bots (at the most players unless `seats` are
    given) from `seed`, legal moves listed at every step; the final state and the actions.
    `legal_times` collects the seconds of each legal_actions call."""
    if seats is None:
        seats = [Seat(name=f"P{i + 1}", kind="bot", bot="random") for i in range(engine.max_players)]
    rng = Rng.from_seed(seed)
    state = engine.new_game(seats, seed=seed)
    record = []
    while not state.finished:
        t = time.perf_counter()
        legal = engine.legal_actions(state)
        if legal_times is not None:
            legal_times.append(time.perf_counter() - t)
        action = engine.automa_action(state) if state.seats[state.actor].kind == "automa" else choose_random(engine, state, legal, rng)
        state = engine.apply(state, action)
        record.append(action)
    return state, record


def bench_game(engine: Engine, games: int = 5, seed: int = 1, rounds: int = 3) -> dict:
    """Random playouts at the most players: speed, legal_actions p95, save and load of a finished game.

    `rounds` rounds of `games` playouts each run in this process, each round on new seeds
    (round r plays seeds seed + r*games ..), so no round replays positions an earlier one
    left in a cache. This host's timings swing by a third from one second to the next, so the
    speed is the best round, as `timeit` reports its fastest repeat; the first round (cold:
    every lazy table still to build) and the median are reported beside it.
    """
    players = engine.max_players
    seats = [Seat(name=f"P{i + 1}", kind="bot", bot="random") for i in range(players)]
    legal_times: list[float] = []
    round_rates: list[float] = []
    game_times: list[float] = []
    last = None
    for r in range(max(1, rounds)):
        # the garbage of what ran before (another game's bench) is collected first: left in
        # the heap, it made the collector's full passes during the next game's round cost
        # Planet B more than half its speed when it ran after the other three titles
        gc.collect()
        round_actions = 0
        round_times: list[float] = []
        for g in range(games):
            game_seed = seed + r * games + g
            t0 = time.perf_counter()
            state, record = random_playout(engine, game_seed, seats, legal_times)
            round_times.append(time.perf_counter() - t0)
            round_actions += len(record)
            last = (state, record, game_seed)
        round_rates.append(round_actions / sum(round_times))
        game_times.extend(round_times)
    state, record, last_seed = last
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        t = time.perf_counter()
        saves.save(path, engine, seats, engine.Options(), last_seed, record, state)
        save_ms = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        saves.load(path)
        load_ms = (time.perf_counter() - t) * 1000
    return {
        "game": engine.id,
        "players": players,
        "games": games,
        "rounds": len(round_rates),
        "games_per_s": round(games * len(round_rates) / sum(game_times), 2),
        "actions_per_s": round(max(round_rates), 1),
        "actions_per_s_first_round": round(round_rates[0], 1),
        "actions_per_s_median": round(statistics.median(round_rates), 1),
        "mean_game_s": round(statistics.mean(game_times), 4),
        "max_game_s": round(max(game_times), 4),
        "legal_actions_p95_ms": round(_p95(legal_times) * 1000, 3),
        "save_finished_ms": round(save_ms, 2),
        "load_finished_ms": round(load_ms, 2),
    }


def app_start_seconds(repeats: int = 5) -> dict:
    """Seconds from a new interpreter to the first frame of the main menu, and to the first
    frame of a one-widget Textual app measured in the same run (best of `repeats` each,
    taken in turns so that a busy moment hits both alike), and their ratio (goal: ≤ 1.15)."""
    best = {"app": float("inf"), "baseline": float("inf")}
    for _ in range(repeats):
        for which, args in (("app", []), ("baseline", ["--baseline"])):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "boardgames_tui.ui.startcheck", *args], check=True, capture_output=True)
            best[which] = min(best[which], time.perf_counter() - t)
    return {"app_s": round(best["app"], 3), "one_widget_app_s": round(best["baseline"], 3),
            "ratio": round(best["app"] / best["baseline"], 2)}


ONE_WIDGET_APP = """\
from textual.app import App
from textual.widgets import OptionList


class OneWidget(App):
    def compose(self):
        yield OptionList("one")


OneWidget().run()
"""


def command_start_seconds(repeats: int = 11, size: tuple[int, int] = (80, 24), timeout: float = 20.0) -> dict:
    """Seconds from starting the `boardgames` console script in a pseudo-terminal (no arguments:
    the menu) to the first frame on that terminal that shows the menu, against a one-widget
    Textual app script started the same way (run directly, by this interpreter), `repeats`
    of each taken in turns: the medians and their ratio (goal: ≤ 1.15), the median of each
    pair's ratio (a pair's two starts meet about the same load), the best of each, and the
    processor seconds each had used by its first frame (medians) with the load average.

    The console script is the one installed beside this interpreter (PYTHONPATH points it at
    this copy of the package, as `serve` does); without one, a script written the way pip
    writes console scripts stands in for it."""
    import os
    import shutil

    root = str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p),
           "TERM": os.environ.get("TERM", "xterm-256color") if os.environ.get("TERM", "dumb") != "dumb" else "xterm-256color"}
    for var in ("COLUMNS", "LINES", "TEXTUAL", "TEXTUAL_DRIVER", "PYTHONDONTWRITEBYTECODE"):
        env.pop(var, None)
    walls: dict[str, list[float]] = {"app": [], "baseline": []}
    cpus: dict[str, list[float]] = {"app": [], "baseline": []}
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        baseline = _script(Path(tmp) / "one_widget", ONE_WIDGET_APP)
        script = Path(sys.executable).parent / "boardgames"
        if not shutil.which(script.name, path=str(script.parent)):
            script = _script(Path(tmp) / "boardgames", "import sys\nfrom boardgames_tui.cli import main\nsys.exit(main())\n")
        env["BOARDGAMES_SAVES"] = str(Path(tmp) / "saves")  # a new folder: nothing of the player's is touched
        # compiled modules as an installed package has them (pip writes them at install; with
        # PYTHONDONTWRITEBYTECODE every start would compile this package again, and only it):
        # kept in a folder of the run's own, written by one start of each that is not timed
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        for run in range(repeats + 1):
            for which, argv, marker in (("app", [str(script)], b"New game"), ("baseline", [str(baseline)], b"one")):
                wall, used = _pty_first_frame(argv, marker, env, tmp, size, timeout)
                if run:  # the first start of each only wrote the compiled modules
                    walls[which].append(wall)
                    cpus[which].append(used)
    median = {k: statistics.median(v) for k, v in walls.items()}
    cpu = {k: statistics.median(v) for k, v in cpus.items()}
    return {"runs": repeats, "command_s": round(median["app"], 3), "one_widget_app_s": round(median["baseline"], 3),
            "ratio": round(median["app"] / median["baseline"], 2),
            "pair_ratio_median": round(statistics.median(a / b for a, b in zip(walls["app"], walls["baseline"])), 2),
            "best_ratio": round(min(walls["app"]) / min(walls["baseline"]), 2),
            "command_cpu_s": round(cpu["app"], 3), "one_widget_app_cpu_s": round(cpu["baseline"], 3),
            "cpu_ratio": round(cpu["app"] / cpu["baseline"], 2),
            "load_before": round(load, 2), "load_after": round(os.getloadavg()[0], 2)}


def _script(path: Path, body: str) -> Path:
    """An executable script run by this interpreter, as pip writes console scripts."""
    path.write_text(f"#!{sys.executable}\n{body}")
    path.chmod(0o755)
    return path


def _pty_first_frame(argv: list[str], marker: bytes, env: dict, cwd: str, size: tuple[int, int],
                     timeout: float) -> tuple[float, float]:
    """Start `argv` on a new pseudo-terminal of `size`; seconds until `marker` is written to it,
    and the processor seconds the program had used by then (the figure a busy machine moves
    least). The program is killed once seen (RuntimeError if it is not seen within `timeout`)."""
    import fcntl
    import os
    import pty
    import select
    import signal
    import struct
    import termios

    cols, rows = size
    t0 = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal's size first, then the program
        try:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            os.chdir(cwd)
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    seen = b""
    try:
        while marker not in seen:
            left = timeout - (time.perf_counter() - t0)
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise RuntimeError(f"{Path(argv[0]).name}: {marker.decode()!r} not on the terminal within {timeout} s")
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the program ended
                chunk = b""
            if not chunk:
                raise RuntimeError(f"{Path(argv[0]).name} ended before {marker.decode()!r} was on the terminal")
            seen = seen[-len(marker):] + chunk
        wall = time.perf_counter() - t0
    finally:
        os.kill(pid, signal.SIGKILL)
        usage = os.wait4(pid, 0)[2]
        os.close(fd)
    return wall, usage.ru_utime + usage.ru_stime


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


# ------------------------------------------------------------------ keys on the boards


def _board_position(engine: Engine, board, seed: int = 3, max_steps: int = 400):
    """Seats and a state, from a seeded random game, where a human decides on the board
    (its `wants_focus`): the position the key timings are taken in."""
    seats = [Seat(name=n) for n in ("Ann", "Bob")][: max(engine.min_players, min(2, engine.max_players))]
    state = engine.new_game(seats, seed=seed)
    rng = Rng.from_seed(seed)
    record = []
    for _ in range(max_steps):
        if state.finished:
            break
        legal = engine.legal_actions(state)
        if state.seats[state.actor].kind == "human" and board.wants_focus(engine.view(state, state.actor), legal) and len(record) > 4:
            return state, record
        action = engine.automa_action(state) if state.seats[state.actor].kind == "automa" else choose_random(engine, state, legal, rng)
        state = engine.apply(state, action)
        record.append(action)
    raise RuntimeError(f"{engine.id}: no board prompt in {max_steps} random moves")


def _app_recording_frames(frames: list[float]):
    """The app (no save folder) with the time of every frame it puts on screen appended to `frames`."""
    from .ui.app import BoardgamesApp

    app = BoardgamesApp(save_dir=None)
    display = app._display

    def on_frame(screen, renderable) -> None:
        display(screen, renderable)
        if renderable is not None:
            frames.append(time.perf_counter())

    app._display = on_frame
    return app


def bench_keys(engine: Engine, presses: int = 40, size: tuple[int, int] = (120, 40)) -> dict:
    """Milliseconds from a key to the next frame on screen (Pilot, headless, `App._display`
    timed): cursor keys on the game's board while it takes the keyboard for a placement or a
    pick, and ↑/↓ in the decision panel; p50, p95 and max of each (goal: p95 ≤ 16 ms)."""
    import asyncio

    from .session import GameSession
    from .ui.games import board_for
    from .ui.screens.game import GameScreen
    from .ui.screens.handoff import HandoffScreen

    state, record = _board_position(engine, board_for(engine.id)(engine))
    session = GameSession(engine=engine, seats=list(state.seats), seed=state.seed, options=engine.Options(),
                          state=state, record=list(record))  # no file: nothing is saved
    frames: list[float] = []
    result: dict = {"game": engine.id}

    async def run() -> None:
        app = _app_recording_frames(frames)
        async with app.run_test(size=size) as pilot:
            GameScreen.BOT_PAUSE = 0.0
            await app.push_screen(GameScreen(session, fresh=False))
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen

            async def timed(keys: list[str]) -> list[float]:
                out = []
                for key in keys:
                    await pilot.pause()
                    await asyncio.sleep(0.03)  # one key at a time, as a player presses them
                    t0 = time.perf_counter()
                    await pilot.press(key)
                    for _ in range(200):
                        if frames and frames[-1] > t0:
                            break
                        await asyncio.sleep(0.001)
                    after = [f for f in frames if f > t0]
                    if after:
                        out.append((after[0] - t0) * 1000)
                return out

            board_keys = (["right", "left"] * presses)[:presses]
            if screen.board.has_focus or screen.board in (screen.focused.ancestors if screen.focused else []):
                result["board_ms"] = _summary(await timed(board_keys))
            panel = screen.query_one("#decisions")
            panel.focus()
            await pilot.pause()
            result["panel_ms"] = _summary(await timed((["down", "up"] * presses)[:presses]))

    asyncio.run(run())
    return result


def _summary(ms: list[float]) -> dict:
    if not ms:
        return {"presses": 0}
    return {"presses": len(ms), "p50": round(statistics.median(ms), 1), "p95": round(_p95(ms), 1), "max": round(max(ms), 1)}


# ------------------------------------------------------------------ a bot's turn in the app


def bench_bot_turns(engine: Engine, bot: str = "greedy", turns: int = 8, seed: int = 5,
                    size: tuple[int, int] = (120, 40), limit: float = 120.0) -> dict:
    """Seconds from a person's last move of their turn to the frame that shows the whole of the
    bot's next turn (Pilot, headless, the app's real pause and autosave): a game of "Ann" against `bot`, Ann
    making random moves; p50, p95 and max over `turns` of the bot's turns against the goal
    (0.5 s for random and greedy, the search bot's budget for the turn + 0.3 s), how many met
    it, the decisions in them, and the processor seconds the program used in the same span
    (all its threads: the figure the machine's load moves least) with the load average."""
    import asyncio
    import os

    from .session import GameSession
    from .ui.screens.game import GameScreen, bot_seconds
    from .ui.screens.results import ResultsScreen

    seats = [Seat(name="Ann"), Seat(name="Bot", kind="bot", bot=bot)]
    seats = seats[: max(engine.min_players, min(2, engine.max_players))]
    folder = tempfile.TemporaryDirectory()  # saved as the app saves (the autosave is part of a turn)
    session = GameSession.new(engine, seats, seed=seed, save_dir=Path(folder.name))
    frames: list[float] = []
    times: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    rng = Rng.from_seed(seed)

    async def run() -> None:
        app = _app_recording_frames(frames)
        async with app.run_test(size=size) as pilot:
            screen = GameScreen(session, fresh=True)
            await app.push_screen(screen)
            await pilot.pause()
            t_end = time.perf_counter() + limit
            while len(times) < turns and time.perf_counter() < t_end and not session.state.finished:
                state = session.state
                if state.seats[state.actor].kind != "human":
                    await asyncio.sleep(0.01)  # the bot that opens the game
                    continue
                action = rng.choice(session.legal_actions())
                before = state.turn
                t0, c0 = time.perf_counter(), time.process_time()
                screen.try_action(action)
                if session.state.finished or session.state.seats[session.state.actor].kind == "human":
                    await pilot.pause()  # Ann's turn goes on: the screen catches up, as between keys
                    continue
                while time.perf_counter() < t_end:
                    now = session.state
                    if now.finished or now.seats[now.actor].kind == "human":
                        break
                    await asyncio.sleep(0.002)
                landed = time.perf_counter()
                while not any(f > landed for f in frames) and time.perf_counter() < t_end and not isinstance(app.screen, ResultsScreen):
                    await asyncio.sleep(0.002)
                after = [f for f in frames if f > landed]
                times.append((after[0] if after else time.perf_counter()) - t0)
                cpu.append(time.process_time() - c0)
                decisions.append(session.state.turn - before - 1)

    load = os.getloadavg()[0]
    try:
        asyncio.run(run())
    finally:
        session.close()
        folder.cleanup()
    thinking = bot_seconds(seats[-1])
    goal = thinking + 0.3 if thinking else 0.5
    return {
        "game": engine.id, "bot": bot, "turns": len(times), "pause_s": GameScreen.BOT_PAUSE,
        "thinking_per_turn_s": thinking, "goal_s": round(goal, 3),
        "within_goal": sum(round(t, 3) <= goal for t in times),
        "turn_s_p50": round(statistics.median(times), 3) if times else None,
        "turn_s_p95": round(_p95(times), 3) if times else None,
        "turn_s_max": round(max(times), 3) if times else None,
        "cpu_s_p50": round(statistics.median(cpu), 3) if cpu else None,
        "cpu_s_p95": round(_p95(cpu), 3) if cpu else None,
        "cpu_s_max": round(max(cpu), 3) if cpu else None,
        "load_before": round(load, 2), "load_after": round(os.getloadavg()[0], 2),
        "decisions_max": max(decisions, default=0),
        "decisions_mean": round(statistics.mean(decisions), 1) if decisions else 0,
        "turn_s": [round(t, 3) for t in times],
        "cpu_s": [round(t, 3) for t in cpu],
        "decisions": decisions,
    }
