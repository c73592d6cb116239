"""Seat controllers over the engine contract only.

A bot is `choose(engine, view, legal, rng) -> Action`; it sees only `engine.view(state, seat)`
and draws its randomness from the Rng it is given, so seeded games repeat exactly. A bot that
thinks for a while (mcts) also takes `cancel`, a callable polled while it searches.

Bot names (Seat.bot): "random", "greedy", "mcts" (about a second per decision), and
"mcts:<seconds>" or "mcts:<level>" with a level of `mcts.LEVELS` (easy, normal, hard).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.api import Action, Engine, GameState, Seat
from ..engine.rng import Rng, seed_state
from .greedy import choose_greedy
from .mcts import LEVELS, MctsBot, parse_budget
from .random_bot import choose_random

Bot = Callable[[Engine, GameState, list[Action], Rng], Action]


class BotRegistry(dict):
    """Bot name -> choose function. Besides its own entries it knows the parametrised search
    bots, "mcts:<seconds>" and "mcts:<level>" (`"mcts:0.2" in BOTS`, `BOTS["mcts:hard"]`);
    iterating lists the plain names only."""

    def __missing__(self, name: str) -> Bot:
        bot = _parametrised(name)
        if bot is None:
            raise KeyError(name)
        return bot

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or (isinstance(name, str) and _parametrised(name) is not None)

    def get(self, name, default=None):
        return self[name] if name in self else default


def _parametrised(name: str) -> Bot | None:
    base, sep, spec = name.partition(":")
    if base != "mcts" or not sep:
        return None
    seconds = parse_budget(spec)
    return None if seconds is None else MctsBot(seconds)


BOTS: BotRegistry = BotRegistry(random=choose_random, greedy=choose_greedy, mcts=MctsBot())
"""Bot name -> choose function; the names seats use (Seat.bot)."""

SEAT_CHOICES: list[tuple[str, str]] = [("random", "random"), ("greedy", "greedy")] + [(f"mcts {level}", f"mcts:{level}") for level in LEVELS]
"""(label, bot name) of the bots the new-game form offers, the search bot by named strength."""


def choose(
    engine: Engine, bot: str, view: GameState, legal: list[Action], rng: Rng, cancel: Callable[[], bool] | None = None
) -> Action:
    """The action bot `bot` takes, seeing only `view`; `cancel` stops a thinking bot early."""
    try:
        fn = BOTS[bot]
    except KeyError:
        raise ValueError(f"unknown bot {bot!r} (known: {', '.join(BOTS)}, mcts:<seconds>, mcts:<level>)") from None
    if isinstance(fn, MctsBot):
        return fn(engine, view, legal, rng, cancel)
    return fn(engine, view, legal, rng)


def bot_rng(state: GameState) -> Rng:
    """A bot's generator for one decision, derived from the seed and the move number."""
    return Rng(seed_state(state.seed * 1_000_003 + state.turn * 7919 + state.actor))


def decide(
    engine: Engine, state: GameState, seat: Seat, legal: list[Action] | None = None, cancel: Callable[[], bool] | None = None
) -> Action:
    """The action a non-human seat takes now: the automa's own rule, or its bot on its view."""
    if seat.kind == "automa":
        return engine.automa_action(state)
    if seat.kind != "bot" or seat.bot is None:
        raise ValueError(f"{seat.name} is not a bot or automa seat")
    legal = engine.legal_actions(state) if legal is None else legal
    return choose(engine, seat.bot, engine.view(state, state.actor), legal, bot_rng(state), cancel)


__all__ = [
    "BOTS", "Bot", "BotRegistry", "SEAT_CHOICES", "MctsBot", "bot_rng", "choose", "decide", "choose_random", "choose_greedy",
]
