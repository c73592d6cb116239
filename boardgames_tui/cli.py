"""The `boardgames` command line.

Exit status: 0 on success, 2 on bad input (message on stderr, never a traceback), 1 when a
simulated game raised. Textual is imported only in the branches that start the TUI, so the
other commands start fast.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace

EXIT_BAD_INPUT = 2


def _json(value, **kwargs) -> str:
    import json  # here, not at the top: the menu (no arguments) starts without it

    return json.dumps(value, **kwargs)


class UsageError(Exception):
    """Bad input from the command line; the message is printed on stderr."""


def whole_number(text: str) -> int:
    """The type of the number arguments: argparse's "invalid int value" in words."""
    try:
        return int(text)
    except ValueError:
        from argparse import ArgumentTypeError

        raise ArgumentTypeError(f"{text!r} is not a whole number") from None


def _engine(game_id: str):
    from .engine.registry import GAMES, get_engine

    try:
        return get_engine(game_id)
    except KeyError:
        raise UsageError(f"unknown game {game_id!r}; known games: {', '.join(sorted(GAMES)) or 'none'}") from None


BOT_NAMES = ("Hal", "Ada", "Max", "Kit", "Ivy", "Rex")
"""Names for bots given none: short, so no board cuts them; lists show "Hal (greedy)"."""


def _bot_name(entries: list[str], seats: list) -> str:
    """The first of BOT_NAMES that no entry of --players and no seat made so far uses."""
    used = {e.rpartition("=")[0] if "=" in e else e for e in entries} | {s.name for s in seats}
    return next((n for n in BOT_NAMES if n not in used), f"Bot {len(seats) + 1}")


def parse_players(text: str, engine) -> list:
    """"Ann,Bob,bot:greedy,automa" -> seats. A bot or automa may be named: "Hal=bot:greedy"."""
    from .bots import BOTS
    from .engine.api import Seat
    from .engine.text import name_problem, printable

    seats = []
    entries = [e.strip() for e in text.split(",")]
    if not text.strip() or any(not e for e in entries):
        raise UsageError("--players needs a comma-separated list, e.g. \"Ann,Bob,bot:greedy\"")

    def seat(name: str, **kind) -> Seat:
        problem = name_problem(name)
        if problem:
            raise UsageError(f"player name '{printable(name)}' in --players: {problem}")
        return Seat(name=name, **kind)

    for i, entry in enumerate(entries, start=1):
        name, _, spec = entry.rpartition("=") if "=" in entry else ("", "", entry)
        if spec.startswith("bot:"):
            bot = spec[4:]
            if bot not in BOTS:
                raise UsageError(f"unknown bot {bot!r} in --players; bots: {', '.join(BOTS)}, mcts:<seconds>, mcts:easy|normal|hard")
            seats.append(seat(name or _bot_name(entries, seats), kind="bot", bot=bot))
        elif spec == "automa":
            if not engine.has_automa:
                raise UsageError(f"{engine.title} has no automa")
            seats.append(seat(name or "Automa", kind="automa"))
        else:
            seats.append(seat(spec))
    return seats


def parse_options(pairs: Sequence[str] | None, engine) -> dict:
    from .engine.api import BadOptions

    fields = engine.Options.model_fields
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise UsageError(f"--option needs key=value, not {pair!r}")
        if key not in fields:
            known = ", ".join(fields) or "none"
            raise UsageError(f"{engine.title} has no option {key!r} (options: {known})")
        out[key] = value.strip()
    try:
        return engine.make_options(out).model_dump()
    except BadOptions as err:
        raise UsageError(str(err)) from None


def _save_dir(args) -> Path:
    from .saves import default_dir

    return default_dir(args.saves)


# ------------------------------------------------------------------ commands


def cmd_menu(args) -> int:
    from .ui.app import run

    # the app finds the save folder when it first needs one (BoardgamesApp.save_dir): resolving
    # it here would import saves (pydantic, the engine API) before the menu's first frame
    run(start=None, save_dir=args.saves)
    return 0


def cmd_new(args) -> int:
    from .engine.api import BadOptions

    engine = _engine(args.game)
    seats = parse_players(args.players, engine)
    options = parse_options(args.option, engine)
    try:
        engine.new_game(seats, seed=args.seed or 0, options=options)  # validates seats and options before the TUI starts
    except BadOptions as err:
        raise UsageError(str(err)) from None
    from .ui.app import run

    run(start=("new", engine.id, seats, args.seed, options), save_dir=_save_dir(args))
    return 0


def _check_loadable(path: Path) -> None:
    from .saves import SaveError, load

    try:
        load(path)
    except SaveError as err:
        raise UsageError(str(err)) from None


def cmd_load(args) -> int:
    from .saves import open_elsewhere

    path = Path(args.file)
    _check_loadable(path)
    holder = open_elsewhere(path)
    if holder is not None:
        raise UsageError(f"{path}: the game is open in another boardgames ({f'pid {holder}' if holder else 'another process'}); close it there first")
    from .ui.app import run

    run(start=("load", path), save_dir=_save_dir(args) if args.saves else path.parent)
    return 0


def cmd_replay(args) -> int:
    """Step through a save's record; reads the file only (an open game may be replayed too)."""
    path = Path(args.file)
    _check_loadable(path)
    from .ui.app import run

    run(start=("replay", path), save_dir=_save_dir(args) if args.saves else path.parent)
    return 0


def cmd_resume(args) -> int:
    from .saves import latest

    folder = _save_dir(args)
    path = latest(folder)  # the newest one that loads and is not open in another boardgames
    if path is None:
        raise UsageError(f"no unfinished saved game in {folder} (that is not open in another boardgames)")
    from .ui.app import run

    run(start=("load", path), save_dir=folder)
    return 0


SAVES_TABLE_WIDTH = 150
"""From this many columns `boardgames saves` prints a table; below, a block of lines per game."""


def cmd_saves(args) -> int:
    from .saves import list_saves

    folder = _save_dir(args)
    infos = list_saves(folder)
    if args.json:
        print(_json([i.model_dump(mode="json") for i in infos], indent=2))
        return 0
    if not infos:
        print(f"No saved games in {folder}")
        return 0
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from .engine.text import printable

    def literal(text: str, style: str = "") -> Text:  # names and file names are shown as they are, never as markup
        return Text(printable(text), style=style)

    console = Console()
    if console.width < SAVES_TABLE_WIDTH:  # a table's six columns would wrap every cell: a block per game
        console.print(literal(f"Saved games in {folder}", "bold"))
        for i in infos:
            console.print()
            if i.problem:
                console.print(Text.assemble(("broken", "red"), " · ", literal(i.problem)))
            else:
                console.print(Text.assemble(literal(i.title, "bold"), " · ", literal(", ".join(i.seats)),
                                            " · to act: ", literal(i.to_act or "—")))
                console.print(Text.assemble("  ", literal(i.progress)))
                console.print(Text.assemble("  saved ", literal(i.saved_at.replace("T", " ")[:16])))
            console.print(Text.assemble("  ", literal(i.path.name)), overflow="fold")
        return 0
    table = Table(title=literal(f"Saved games in {folder}"))
    for col in ("game", "seats", "progress", "to act", "saved"):
        table.add_column(col)
    table.add_column("file", overflow="fold")  # the name is what `boardgames load` needs, never cut
    for i in infos:
        if i.problem:
            table.add_row(Text("broken", style="red"), "", literal(i.problem), "", "", literal(i.path.name))
        else:
            table.add_row(literal(i.title), literal(", ".join(i.seats)), literal(i.progress), literal(i.to_act or "—"),
                          literal(i.saved_at.replace("T", " ")[:16]), literal(i.path.name))
    console.print(table)
    return 0


def cmd_rules(args) -> int:
    engine = _engine(args.game)
    from .engine.content import rules_text

    text = rules_text(engine.id)
    if args.plain or not sys.stdout.isatty():
        print(text)
        return 0
    from rich.console import Console
    from rich.markdown import Markdown

    console = Console()
    with console.pager(styles=True):
        console.print(Markdown(text))
    return 0


def cmd_simulate(args) -> int:
    from .bots import BOTS
    from .bots.mcts import use_clock_cap
    from .engine.text import display_name
    from .simulate import match_games, play, play_by_id

    if args.sweep:
        return cmd_sweep(args)
    engine = _engine(args.game)
    if args.players is None:
        raise UsageError("--players is needed (or --sweep, which spreads the games over every player count)")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOTS]
    if not bots or unknown:
        which = f"unknown {'bot' if len(unknown) == 1 else 'bots'} {', '.join(unknown)}" if unknown else "no bot given"
        raise UsageError(f"{which}; bots: {', '.join(BOTS)}, mcts:<seconds>, mcts:easy|normal|hard")
    if args.players < 1:
        raise UsageError("--players must be at least 1")
    if args.automa and not engine.has_automa:
        raise UsageError(f"{engine.title} has no automa")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    from .engine.rng import SEED_MAX, SEED_MIN

    if not (SEED_MIN <= args.seed and args.seed + args.games - 1 <= SEED_MAX):
        raise UsageError(f"--seed: the seeds of the games must lie from {SEED_MIN} to {SEED_MAX}")
    matches = match_games(engine, args.players, bots, args.games, args.seed, automa=args.automa)
    seats = matches[0][0]
    if not engine.min_players <= len(seats) <= engine.max_players:
        raise UsageError(f"{engine.title} takes {engine.min_players}–{engine.max_players} players, not {len(seats)}")
    options = parse_options(args.option, engine)
    use_clock_cap(None)  # a search bot plays by its step budget only, so a match repeats exactly
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(max_workers=args.jobs, initializer=use_clock_cap, initargs=(None,))
        outcomes = pool.map(play_by_id, [engine.id] * len(matches), *zip(*matches), [options] * len(matches))
    else:
        pool = None
        outcomes = (play(engine, seats, seed, options) for seats, seed in matches)
    results = []
    names: dict[str, None] = {}  # every seat name of the match, in order of appearance
    try:
        for g, result in enumerate(outcomes):
            results.append(result)
            seats = result.seats  # the game may have added its automa
            names.update(dict.fromkeys(display_name(s) for s in seats))  # "Hal (greedy)", as the app says
            if not args.json:
                if result.error:
                    print(f"game {g + 1:4d} seed {result.seed}: ERROR after {result.actions} actions: {result.error}")
                else:
                    winners = ", ".join(display_name(seats[w]) for w in result.winners)
                    scores = " ".join(f"{display_name(s)}={v}" for s, v in zip(seats, result.scores))
                    print(f"game {g + 1:4d} seed {result.seed}: {scores}  winner {winners}  {result.actions} actions  {result.seconds:.3f}s",
                          flush=True)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    errors = [r for r in results if r.error]
    done = [r for r in results if not r.error]
    wins = dict.fromkeys(names, 0.0)
    points: dict[str, list[int]] = {name: [] for name in names}
    for r in done:
        for w in r.winners:
            wins[display_name(r.seats[w])] += 1 / len(r.winners)
        for s, v in zip(r.seats, r.scores):
            points[display_name(s)].append(v)
    margins: dict[str, list[int]] = {}  # against an automa: each other seat's score minus the automa's
    for r in done:
        autos = [i for i, s in enumerate(r.seats) if s.kind == "automa"]
        if len(autos) == 1:
            for i, s in enumerate(r.seats):
                if i != autos[0]:
                    margins.setdefault(display_name(s), []).append(r.scores[i] - r.scores[autos[0]])
    summary = {
        "game": engine.id,
        "players": list(names),
        "games": len(results),
        "errors": len(errors),
        "wins": wins,
        "mean_scores": {name: round(sum(v) / max(1, len(v)), 2) for name, v in points.items()},
        "mean_actions": round(sum(r.actions for r in done) / max(1, len(done)), 1),
        "mean_seconds": round(sum(r.seconds for r in done) / max(1, len(done)), 4),
        "max_seconds": round(max((r.seconds for r in done), default=0.0), 4),
    }
    if margins:
        summary["mean_margins"] = {name: round(sum(v) / len(v), 2) for name, v in margins.items()}
    if args.json:
        print(_json({"summary": summary, "games": [r.as_dict() for r in results]}, indent=2))
    else:
        print(
            f"\n{summary['games']} games, {summary['errors']} errors; mean {summary['mean_actions']} actions, "
            f"{summary['mean_seconds']}s per game (max {summary['max_seconds']}s)"
        )
        print("wins: " + ", ".join(f"{k} {v:g}" for k, v in wins.items()))
        print("mean scores: " + ", ".join(f"{k} {v}" for k, v in summary["mean_scores"].items()))
        if margins:
            print("mean margin over the automa (own score minus its score): "
                  + ", ".join(f"{k} {v:+.2f}" for k, v in summary["mean_margins"].items()))
    return 1 if errors else 0


def cmd_sweep(args) -> int:
    """`simulate GAME|all --sweep`: random games over every player count and option (sweep.py)."""
    from .engine.registry import GAMES
    from .sweep import sweep

    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.option:
        raise UsageError("--sweep draws the options itself; leave out --option")
    engines = [GAMES[g] for g in sorted(GAMES) if not GAMES[g].id.startswith("hexling")] if args.game == "all" else [_engine(args.game)]
    rows = []
    for engine in engines:
        def progress(r, every=max(1, args.games // 10)):
            if not args.json and r.games % every == 0:
                print(f"  {engine.id}: {r.games}/{args.games} games, {len(r.errors)} errors", file=sys.stderr, flush=True)

        start = time.perf_counter()
        result = sweep(engine, args.games, seed=args.seed, jobs=args.jobs, progress=progress)
        wall = time.perf_counter() - start
        rows.append((result, wall))
        if not args.json:
            for g in result.errors[:20]:
                print(f"ERROR {engine.id} game {g.number} seed {g.seed} {g.players}p options {g.options}: "
                      f"after {g.actions} actions: {g.error}")
    if args.json:
        print(_json([{
            "game": r.game, "games": r.games, "actions": r.actions, "errors": len(r.errors), "seconds": round(wall, 1),
            "players": r.by_players, "options": {k: sorted(map(str, v)) for k, v in r.option_values.items()},
            "failed": [{"number": g.number, "seed": g.seed, "players": g.players, "options": g.options, "error": g.error} for g in r.errors],
        } for r, wall in rows], indent=2))
    else:
        print(f"\n{'game':16s} {'games':>7s} {'actions':>10s} {'errors':>6s} {'time':>8s}  players (games)")
        for r, wall in rows:
            spread = " ".join(f"{n}p:{k}" for n, k in sorted(r.by_players.items()))
            print(f"{r.game:16s} {r.games:7d} {r.actions:10d} {len(r.errors):6d} {wall:7.1f}s  {spread}")
        for r, _ in rows:
            varied = ", ".join(f"{k} ({len(v)})" for k, v in r.option_values.items())
            print(f"{r.game} options drawn (distinct values): {varied or 'none'}")
    return 1 if any(r.errors for r, _ in rows) else 0


def cmd_serve(args) -> int:
    from .serve import ServeError, parse_port, serve

    try:
        serve(args.host, parse_port(args.port), _save_dir(args))
    except ServeError as err:
        raise UsageError(str(err)) from None
    return 0


def cmd_host(args) -> int:
    """Host one game for seats on other machines (`net/host.py`)."""
    from .net.host import HostError, serve_table, ssl_context
    from .saves import SaveError
    from .serve import ServeError, check_address, parse_port
    from .session import GameSession

    if (args.game is None) == (args.load is None):
        raise UsageError("boardgames host needs a GAME with --players, or --load FILE")
    try:
        port = parse_port(args.port) if str(args.port) != "0" else 0
        check_address(args.host, port)
        context = ssl_context(args.certfile, args.keyfile)
    except (ServeError, HostError) as err:
        raise UsageError(str(err)) from None
    if args.load is not None:
        try:
            session = GameSession.load(Path(args.load))
        except SaveError as err:
            raise UsageError(str(err)) from None
    else:
        from .engine.api import BadOptions

        engine = _engine(args.game)
        if args.players is None:
            raise UsageError('boardgames host GAME needs --players, e.g. "Ann,Bob,bot:mcts"')
        seats = parse_players(args.players, engine)
        if not any(s.kind == "human" for s in seats):
            raise UsageError("--players needs at least one person to join (the others may be bots)")
        try:
            session = GameSession.new(engine, seats, seed=args.seed, options=parse_options(args.option, engine),
                                      save_dir=_save_dir(args))
        except BadOptions as err:
            raise UsageError(str(err)) from None
    try:
        serve_table(session, args.host, port, ssl=context, browser=not args.no_browser)
    except HostError as err:
        raise UsageError(str(err)) from None
    return 0


def cmd_join(args) -> int:
    """Play one seat of a hosted game (`net/remote.py`) on the usual game screen."""
    from .net.remote import JoinError, RemoteSession

    url = args.url or os.environ.get("BOARDGAMES_SEAT_LINK")  # a browser tab's join gets it so (net/browser.py)
    if not args.url and url:
        from .net.browser import end_with_host

        end_with_host()
    if not url:
        raise UsageError("boardgames join needs the seat's link, e.g. boardgames join http://127.0.0.1:8765/seat/TOKEN")
    try:
        session = RemoteSession(url).connect()
    except JoinError as err:
        raise UsageError(str(err)) from None
    from .ui.app import run

    try:
        run(start=("session", session), save_dir=_save_dir(args))
    finally:
        session.close()
    return 0


def cmd_bench(args) -> int:
    from .bench import app_start_seconds, bench_game, command_start_seconds
    from .engine.registry import GAMES

    if args.net:
        return bench_net(args)
    ids = [args.game] if args.game else sorted(GAMES)
    engines = [_engine(i) for i in ids]
    if args.games < 1 or args.rounds < 1:
        raise UsageError("--games and --rounds must be at least 1")
    if args.mcts:
        from .bench import bench_search

        rows = [bench_search(e) for e in engines]
        if args.json:
            print(_json({"search": rows}, indent=2))
            return 0
        for r in rows:
            print(
                f"{r['game']:16s} mcts: {r['steps_per_s']} steps/s, {r['iterations_per_s']} iterations/s, budget {r['step_budget']} steps, "
                f"decision {r['decision_s_mean']} s (max {r['decision_s_max']} s), peak {r['peak_mb']} MB "
                f"({r['peak_position_actions']} actions, {r['peak_nodes']} nodes)"
            )
        return 0
    if args.turns:
        from .bench import bench_bot_turns

        rows = [bench_bot_turns(e, bot=b) for e in engines for b in ("greedy", "mcts:easy")]
        if args.json:
            print(_json({"bot_turns": rows}, indent=2))
            return 0
        for r in rows:
            goal = "0.5 s" if not r["thinking_per_turn_s"] else f"{r['thinking_per_turn_s']:g} s + 0.3 s"
            print(f"{r['game']:16s} {r['bot']:10s} whole turn in the app (Pilot, 120x40) p50/p95/max "
                  f"{r['turn_s_p50']}/{r['turn_s_p95']}/{r['turn_s_max']} s, {r['within_goal']} of {r['turns']} "
                  f"within the goal ({goal}); processor {r['cpu_s_p50']}/{r['cpu_s_p95']}/{r['cpu_s_max']} s; "
                  f"up to {r['decisions_max']} decisions (mean {r['decisions_mean']}); load {r['load_before']}-{r['load_after']}")
        return 0
    if args.keys:
        from .bench import bench_keys

        rows = [bench_keys(e) for e in engines]
        if args.json:
            print(_json({"keys": rows}, indent=2))
            return 0
        for r in rows:
            parts = [f"{where} {r[key]['p50']}/{r[key]['p95']}/{r[key]['max']} ms ({r[key]['presses']} keys)"
                     for key, where in (("board_ms", "board cursor"), ("panel_ms", "decision panel")) if r.get(key, {}).get("presses")]
            print(f"{r['game']:16s} key to frame p50/p95/max: " + ", ".join(parts))
        return 0
    rows = [bench_game(e, games=args.games, rounds=args.rounds) for e in engines]
    start = None if args.no_start else app_start_seconds()
    command = None if args.no_start else command_start_seconds()
    if args.json:
        print(_json({"app_start_s": start and start["app_s"], "start": start, "command_start": command, "games": rows}, indent=2))
        return 0
    if start is not None:
        print(f"app start to the menu's first frame: {start['app_s']:.3f} s, a one-widget Textual app "
              f"{start['one_widget_app_s']:.3f} s: {start['ratio']}x (best of 5 each, headless)")
        print(f"`boardgames` in a terminal (pty, 80x24) to the menu on screen: {command['command_s']:.3f} s, a one-widget "
              f"Textual app script {command['one_widget_app_s']:.3f} s: {command['ratio']}x (goal 1.15x; medians of "
              f"{command['runs']} alternated runs each; median pair {command['pair_ratio_median']}x, best {command['best_ratio']}x; "
              f"processor time {command['command_cpu_s']:.3f} s against {command['one_widget_app_cpu_s']:.3f} s: "
              f"{command['cpu_ratio']}x; load {command['load_before']}-{command['load_after']})")
    for r in rows:
        print(
            f"{r['game']:16s} {r['players']}p: {r['actions_per_s']} actions/s (best of {r['rounds']} rounds; first "
            f"{r['actions_per_s_first_round']}, median {r['actions_per_s_median']}), {r['games_per_s']} games/s, "
            f"mean game {r['mean_game_s']} s (max {r['max_game_s']} s), legal_actions p95 {r['legal_actions_p95_ms']} ms, "
            f"save {r['save_finished_ms']} ms, load {r['load_finished_ms']} ms"
        )
    return 0


def bench_net(args) -> int:
    """`bench --net`: one host on loopback (net/bench.py), bounded to about a minute."""
    from .net.bench import bench_net as measure, summary

    games = 100 if args.net_games is None else args.net_games
    if not 1 <= games <= 500:
        raise UsageError("--net-games must be from 1 to 500")
    result = measure(games=games)
    result["load_average"] = [round(x, 1) for x in os.getloadavg()]
    if args.json:
        print(_json({"net": result}, indent=2))
        return 0
    print(f"{result['game']} on 127.0.0.1, host in its own process, autosave after every move "
          f"(machine load average {result['load_average'][0]})")
    print(f"latency: {summary(result['latency'])}")
    print(f"load:    {summary(result['load'])}")
    return 0


# ------------------------------------------------------------------ parser


def build_parser() -> argparse.ArgumentParser:
    import argparse  # here, not at the top: the menu (no arguments) starts without it

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str):
            """argparse's own errors in the one-line style of every other bad input, exit 2."""
            from .engine.text import printable

            message = message.removeprefix("argument ")  # "argument --seed: ..." -> "--seed: ..."
            self.exit(EXIT_BAD_INPUT, f"boardgames: {printable(message)} (see: {self.prog} --help)\n")

    p = _Parser(prog="boardgames", description="Five modern euro board games in the terminal. Without a command: the main menu.")
    p.add_argument("--saves", metavar="DIR", help="save folder (default: $BOARDGAMES_SAVES, ./saves, or the user data folder)")
    # --saves is accepted after the command too; SUPPRESS keeps the top-level value otherwise
    common = _Parser(add_help=False)
    common.add_argument("--saves", metavar="DIR", default=argparse.SUPPRESS, help="save folder")
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    s = sub.add_parser("new", parents=[common], help="start a game straight away", description="Start a game straight away.")
    s.add_argument("game", help="game id, e.g. planet-b")
    s.add_argument("--players", required=True, help='comma-separated seats: names, bot:random, bot:greedy, bot:mcts, bot:mcts:<seconds>, bot:mcts:easy|normal|hard, automa (e.g. "Ann,Bob,bot:mcts")')
    s.add_argument("--seed", type=whole_number, default=None, help="seed of the game (random when left out)")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    s.set_defaults(func=cmd_new)

    s = sub.add_parser("load", parents=[common], help="open a saved game", description="Open a saved game file.")
    s.add_argument("file")
    s.set_defaults(func=cmd_load)

    s = sub.add_parser("replay", parents=[common], help="step through a saved game", description="Step through the record of a saved or finished game, move by move (the file is only read).")
    s.add_argument("file")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("resume", parents=[common], help="continue the most recently saved game", description="Continue the most recently saved game.")
    s.set_defaults(func=cmd_resume)

    s = sub.add_parser("saves", parents=[common], help="list saved games", description="List the saved games, newest first.")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=cmd_saves)

    s = sub.add_parser("rules", parents=[common], help="show a game's rules", description="Show a game's rules reference.")
    s.add_argument("game")
    s.add_argument("--plain", action="store_true", help="print the Markdown source")
    s.set_defaults(func=cmd_rules)

    s = sub.add_parser("simulate", parents=[common], help="play headless games between bots", description="Play headless games between bots.")
    s.add_argument("game")
    s.add_argument("--players", type=whole_number, help="number of bot seats (not with --sweep)")
    s.add_argument("--bots", default="random",
                   help="comma-separated bots, cycled over the seats (random, greedy, mcts, mcts:<seconds>, mcts:easy|normal|hard); "
                        "game g starts the cycle g places on, so each bot plays each seat equally")
    s.add_argument("--games", type=whole_number, default=10)
    s.add_argument("--seed", type=whole_number, default=1,
                   help="seed of the first deal; each deal is played once per rotation of the bots, the next deals count up")
    s.add_argument("--jobs", type=whole_number, default=1, help="games played at once, in separate processes")
    s.add_argument("--automa", action="store_true", help="add the game's automa as a seat")
    s.add_argument("--sweep", action="store_true",
                   help="random games over every player count and a random draw of every option, invariants checked after every action; GAME may be 'all'")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=cmd_simulate)

    s = sub.add_parser("serve", parents=[common], help="play in a web browser", description="Serve the app to web browsers (textual-serve): each tab plays its own app, saving to the usual folder.")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; 0.0.0.0 for every network)")
    s.add_argument("--port", default="8000", help="port to listen on (default 8000)")
    s.set_defaults(func=cmd_serve)

    s = sub.add_parser("host", parents=[common], help="host a game for players on other machines",
                       description="Host one game: each human seat joins from its own terminal (boardgames join LINK) or browser (the same link). "
                                   "Bots and the automa play here; the game is saved here after every move.")
    s.add_argument("game", nargs="?", help="game id, e.g. planet-b (or --load)")
    s.add_argument("--players", help='comma-separated seats, as for new (e.g. "Ann,Bob,bot:mcts"); every person joins by a link')
    s.add_argument("--seed", type=int, default=None, help="seed of the game (random when left out)")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    s.add_argument("--load", metavar="FILE", help="host a saved game; its seats' links stay the same")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 for every network)")
    s.add_argument("--port", default="8765", help="port to listen on (default 8765; 0: any free port)")
    s.add_argument("--certfile", help="TLS certificate (PEM) to serve https and wss")
    s.add_argument("--keyfile", help="the certificate's private key (PEM), if not in --certfile")
    s.add_argument("--no-browser", action="store_true", help="serve terminals only (no browser page for the links)")
    s.set_defaults(func=cmd_host)

    s = sub.add_parser("join", parents=[common], help="play a seat of a hosted game",
                       description="Play one seat of a game hosted with boardgames host, from its link.")
    s.add_argument("url", nargs="?", help="the seat's link, http://HOST:PORT/seat/TOKEN (default: $BOARDGAMES_SEAT_LINK)")
    s.set_defaults(func=cmd_join)

    s = sub.add_parser("bench", parents=[common], help="measure speed", description="Measure the speed figures of every game.")
    s.add_argument("--game", help="only this game id")
    s.add_argument("--games", type=whole_number, default=5, help="random playouts per game")
    s.add_argument("--rounds", type=whole_number, default=3, help="times the playouts run; the speed is the best round (the first and the median are shown too)")
    s.add_argument("--no-start", action="store_true", help="skip measuring the app start")
    s.add_argument("--keys", action="store_true", help="measure key to screen refresh on every board (Pilot, 120x40) instead")
    s.add_argument("--mcts", action="store_true", help="measure the search bot instead: steps/s (its calibration), decision time, memory")
    s.add_argument("--turns", action="store_true", help="measure a bot's whole turn in the app instead (greedy and mcts:easy, Pilot, 120x40)")
    s.add_argument("--net", action="store_true", help="measure one host on loopback instead: move-to-every-seat latency, 100 games of 4 seats at once")
    s.add_argument("--net-games", type=int, help="games at once for --net (default 100)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=cmd_bench)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    # no arguments: the menu, with nothing to parse (its first frame comes sooner without argparse)
    args = build_parser().parse_args(argv) if argv else SimpleNamespace(saves=None, func=cmd_menu)
    func = getattr(args, "func", cmd_menu)
    try:
        return func(args)
    except UsageError as err:
        from .engine.text import printable

        print(f"boardgames: {printable(str(err))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # whoever read the output left early (`boardgames rules apiary | head`): stop quietly, and
        # point stdout at nothing so that flushing it at exit does not fail a second time
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
