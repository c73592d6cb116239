"""Seat controllers over the engine contract only.

A bot is `choose(engine, view, legal, rng) -> Action`; it sees only `engine.view(state, seat)`
and draws its randomness from the Rng it is given, so seeded games repeat exactly. A bot that
thinks for a while (mcts) also takes `cancel`, a callable polled while it searches.

Bot names (Seat.bot): "random", "greedy", "mcts" (about a second a turn), and
"mcts:<seconds>" or "mcts:<level>" with a level of `mcts.LEVELS` (easy, normal, hard).

A seat's whole turn (its decisions until another seat acts) is `play_turn`: the game screen,
the host and `simulate` all play bots a turn at a time through it, so a search bot's budget is
for the turn, however many decisions the turn has.
"""

from __future__ import annotations

import copy
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


def turn_seconds(seat: Seat) -> float:
    """The thinking time of a search bot's seat for a whole turn (0 for every other seat)."""
    bot = BOTS.get(seat.bot) if seat.kind == "bot" and seat.bot else None
    return bot.seconds if isinstance(bot, MctsBot) else 0.0


def play_turn(
    engine: Engine, state: GameState, cancel: Callable[[], bool] | None = None, most: int = 60
) -> list[Action]:
    """The whole turn of the non-human seat to act: each decision on the state the ones before
    it make, until another seat acts or the game ends (at most `most` decisions; a longer run
    is played in parts). `cancel` stops a thinking search early (it returns its best so far).

    A search bot's budget is the turn's: each decision that has a choice gets half of the steps
    the turn has left (a decision with one legal action costs none), so a turn never uses more
    than its budget whatever its number of decisions, and the same state always gives the same
    turn (the shares depend on the decisions' order only, never on the clock). Its wall-clock
    cap shrinks with its share too."""
    seat = state.actor
    bot = BOTS.get(state.seats[seat].bot) if state.seats[seat].kind == "bot" and state.seats[seat].bot else None
    search = bot if isinstance(bot, MctsBot) else None
    left = search.step_budget(engine) if search is not None else 0
    actions: list[Action] = []
    while len(actions) < most:
        legal = engine.legal_actions(state)
        if search is not None and len(legal) > 1:
            share = max(1, left // 2)
            left -= share
            part = copy.copy(search)  # the shared bot stays as it is: this decision's budget only
            part.steps = share
            part.seconds = search.seconds * share / search.step_budget(engine)
            action = part(engine, engine.view(state, seat), legal, bot_rng(state), cancel)
        else:
            action = decide(engine, state, state.seats[seat], legal, cancel)
        actions.append(action)
        state = engine.apply(state, action)
        if state.finished or state.actor != seat:
            break
    return actions


__all__ = [
    "BOTS", "Bot", "BotRegistry", "SEAT_CHOICES", "MctsBot", "bot_rng", "choose", "decide", "choose_random", "choose_greedy",
    "play_turn", "turn_seconds",
]
