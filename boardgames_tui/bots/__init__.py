"""Seat controllers over the engine contract only.

A bot is `choose(engine, view, legal, rng) -> Action`; it sees only `engine.view(state, seat)`
and draws its randomness from the Rng it is given, so seeded games repeat exactly.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.api import Action, Engine, GameState, Seat
from ..engine.rng import Rng, seed_state
from .greedy import choose_greedy
from .random_bot import choose_random

Bot = Callable[[Engine, GameState, list[Action], Rng], Action]

BOTS: dict[str, Bot] = {"random": choose_random, "greedy": choose_greedy}
"""Bot name -> choose function; the names seats use (Seat.bot)."""


def choose(engine: Engine, bot: str, view: GameState, legal: list[Action], rng: Rng) -> Action:
    """The action bot `bot` takes, seeing only `view`."""
    try:
        fn = BOTS[bot]
    except KeyError:
        raise ValueError(f"unknown bot {bot!r} (known: {', '.join(BOTS)})") from None
    return fn(engine, view, legal, rng)


def bot_rng(state: GameState) -> Rng:
    """A bot's generator for one decision, derived from the seed and the move number."""
    return Rng(seed_state(state.seed * 1_000_003 + state.turn * 7919 + state.actor))


def decide(engine: Engine, state: GameState, seat: Seat, legal: list[Action] | None = None) -> Action:
    """The action a non-human seat takes now: the automa's own rule, or its bot on its view."""
    if seat.kind == "automa":
        return engine.automa_action(state)
    if seat.kind != "bot" or seat.bot is None:
        raise ValueError(f"{seat.name} is not a bot or automa seat")
    legal = engine.legal_actions(state) if legal is None else legal
    return choose(engine, seat.bot, engine.view(state, state.actor), legal, bot_rng(state))


__all__ = ["BOTS", "Bot", "bot_rng", "choose", "decide", "choose_random", "choose_greedy"]
