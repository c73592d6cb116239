"""Write saves/examples/<game>-midgame.json: a real game between bots, saved part-way.

    python tools/make_example_save.py planet-b --players "Ann,Bob,Cem" --seed 7 --actions 60

The human seats are played by the greedy bot up to the stop, then left for a person to go on.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from boardgames_tui.bots import choose, bot_rng, decide
from boardgames_tui.cli import parse_players
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.session import GameSession


def play_part_way(engine, seats, seed: int, options: dict, actions: int) -> GameSession:
    """A game (not saved) whose humans the greedy bot plays for `actions` actions, then on to a human's turn."""
    session = GameSession.new(engine, seats, seed=seed, options=options)
    while len(session.record) < actions and not session.finished:
        state = session.state
        seat = state.seats[state.actor]
        if seat.kind == "human":
            action = choose(engine, "greedy", engine.view(state, state.actor), session.legal_actions(), bot_rng(state))
        else:
            action = decide(engine, state, seat)
        session.apply(action)
    # stop where a human decides, so the game opens on a person's turn
    while not session.finished and session.state.seats[session.state.actor].kind != "human":
        session.apply(decide(engine, session.state, session.state.seats[session.state.actor]))
    return session


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--players", required=True)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--actions", type=int, default=60)
    p.add_argument("--option", action="append", default=[])
    args = p.parse_args()
    engine = get_engine(args.game)
    seats = parse_players(args.players, engine)
    options = dict(o.split("=", 1) for o in args.option)
    session = play_part_way(engine, seats, args.seed, options, args.actions)
    out = Path(__file__).resolve().parents[1] / "saves" / "examples" / f"{args.game}-midgame.json"
    session.save(out)
    print(f"{out}: {len(session.record)} actions, {engine.status(session.state)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
