"""The search bot: information-set Monte Carlo tree search over the engine contract.

`bot:mcts` sees only its own view, like every bot. Each iteration of the search

1. **determinizes** the view with the bot's rng (`engine.determinize`): the hidden parts (decks,
   other hands, face-down tiles, the rng of chance inside `apply`) are filled with one random
   guess, so every iteration plays in a different possible world;
2. **selects** down one tree shared by all those worlds (single-observer ISMCTS, SO-ISMCTS):
   a node is a sequence of actions from the decision, its edges are actions, and a node is
   entered only along actions legal in this world. Each edge counts how often it was
   *available* as well as chosen, and UCB uses that availability count instead of the parent's
   visits, so an action legal in few worlds is neither starved nor over-trusted. Every seat's
   node picks what is best **for that seat** (each edge keeps a value per seat); the automa's
   moves and single-action prompts are followed without branching;
3. **expands** one new action. Where a prompt has many actions (Planet Unknown's hundreds of
   placements) the number of children grows with the visits (progressive widening,
   `widening * visits**0.5`), and the next child is the best of a small random sample by the
   one-ply value the greedy bot uses; at the root all actions are ordered that way once;
4. **rolls out** by a cheap policy (each step: the best of `rollout_sample` random actions by
   one-ply value, or a random one with probability `rollout_random`) for at most
   `rollout_depth` actions (in a game with a `search_turn_horizon`: to the end of the deciding seat's turn,
   where the tree stops too), then **scores** the world: for each seat
   `engine.scores(state).total(seat) + engine.heuristic(state, seat)`, as a margin against the
   best other (non-automa) seat, squashed to [0, 1] by a logistic; a seat with no such rival
   (solo against the automa) scores its gain since the decision instead;
5. **backs up** that value vector along the path.

Where a game asks for it (its engine's `search_prior_visits`), each root action starts with a few virtual visits
worth its one-ply value, so a small budget starts from the greedy order.

The move is the root action chosen most often (ties: better mean, then the greedy order).

**Deterministic budget.** A wall-clock budget would make the choice depend on the machine's
load. Instead a budget of `seconds` is turned into a number of engine steps (calls of `apply`,
`legal_actions` and `determinize`, in the tree, the rollouts and the one-ply looks): `seconds * STEPS_PER_SECOND[game]`, the rate measured on
the development machine with `boardgames bench --mcts` (an idle 2-core machine; see the
README's bots section). The search stops when that count is used up, so the same view, legal
actions and rng always give the same action. A wall-clock cap (`cap_factor * seconds`, default
1.5x, and at most `CLOCK_SLACK` past the budget) stops it sooner only when the machine is slower
than at calibration, the one case where the choice may differ; `simulate` turns the cap off for reproducible matches. A `cancel`
callable (the UI's worker) is polled between iterations; a cancelled search returns its best so
far. A decision with one legal action returns at once without searching.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.api import Action, Engine, GameState, IllegalAction
from ..engine.rng import Rng

STEPS_PER_SECOND: dict[str, float] = {
    "planet-b": 6_800.0,
    "planet-unknown": 4_700.0,
    "new-frontiers": 10_400.0,
    "apiary": 6_800.0,
    "aquaria": 5_700.0,
}
"""Engine steps the search makes per second, per game: three quarters of the rate of an idle
2-core machine of the kind the project runs and tests on, so that a decision stays within its
budget on the slower hosts of that kind.

Measured with `boardgames bench --mcts` at commit d678a0d, twice, idle (load 0.5-1.0; `python -m
timeit "sum(range(50))"` 768-798 ns), the lower of the two: apiary 9,084, aquaria 7,676,
new-frontiers 13,912, planet-b 9,129, planet-unknown 6,335. Three quarters of that, rounded down
to hundreds, is the table. (The table before, from commit 97a6c0f, was planet-b 18,000,
planet-unknown 12,000, new-frontiers 36,000, apiary 19,000, aquaria 18,000: it came from a host
twice as fast, timeit 390 ns, and on today's host a 1 s budget took about 2 s before the
wall-clock cap stopped it.) The table is kept fixed between
calibrations, so a budget stays the same number of steps and a match replays the same way; a
faster engine only makes a decision finish sooner."""
DEFAULT_STEPS_PER_SECOND = 2_000.0
"""For a game not in the table (tests' toy game, a new game before calibration)."""

MIN_SPREAD = 0.01
"""Exploration never shrinks below this spread of values (a decision where every line looks alike)."""

LEVELS: dict[str, float] = {"easy": 0.2, "normal": 1.0, "hard": 3.0}
"""Named strengths: seconds of thinking a turn (`bots.play_turn` splits them over its decisions)."""
DEFAULT_SECONDS = LEVELS["normal"]
MAX_SECONDS = 60.0


@dataclass
class SearchStats:
    """What one decision's search did (tests and the bench read it)."""

    iterations: int = 0
    steps: int = 0
    step_budget: int = 0
    seconds: float = 0.0
    nodes: int = 0
    stopped: str = ""
    """Why the search ended: "budget", "clock", "cancel", or "single" (one legal action)."""


class Edge:
    """An action out of a node: how often it was available and chosen, and its value per seat."""

    __slots__ = ("action", "child", "visits", "available", "total")

    def __init__(self, action: Action, seats: int) -> None:
        self.action = action
        self.child = Node()
        self.visits = 0
        self.available = 0
        self.total = [0.0] * seats


class Node:
    """A sequence of actions from the decision; its edges in the order they were expanded."""

    __slots__ = ("edges", "visits", "ply")

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}
        self.visits = 0
        self.ply: dict[Action, float] | None = None
        """One-ply values of actions looked at for expansion (in the first world that saw them)."""


class _OutOfSteps(Exception):
    """The step budget ran out in the middle of an iteration."""


class _Default:
    """Marks a parameter left to the module-wide setting."""


_DEFAULT = _Default()
CLOCK_CAP = 1.5
"""The default wall-clock cap: a search stops after 1.5x its budget in seconds whatever its steps,
and never later than `CLOCK_SLACK` past its budget."""
CLOCK_SLACK = 0.08
"""Seconds a capped search may run past its budget: a bot's move appears within its budget + 100
ms (the rest is for the answer to reach the screen). The step budget is calibrated to fit in the
budget, but on this 2-core host one and the same New Frontiers decision (24,000 steps, 1 s) took
0.70 s in one run and 1.42 s in another, idle or not, GC on or off: only the clock can keep the
promise on a busy or slower machine. Matches (`simulate`) run uncapped, so they do not change."""
_clock_cap: float | None = CLOCK_CAP


def use_clock_cap(factor: float | None) -> None:
    """Set the wall-clock cap of every search bot that has no cap of its own: `factor` times its
    budget, or None for no cap (simulate: the step budget alone decides, so matches repeat)."""
    global _clock_cap
    _clock_cap = factor


class MctsBot:
    """A `Bot` (`choose(engine, view, legal, rng)`) that searches for `seconds` of calibrated work."""

    def __init__(
        self,
        seconds: float = DEFAULT_SECONDS,
        *,
        steps: int | None = None,
        cap_factor: float | None | _Default = _DEFAULT,
        exploration: float = 1.4,
        widening: float = 2.0,
        expand_sample: int = 6,
        rollout_depth: int = 12,
        rollout_sample: int = 3,
        rollout_random: float = 0.25,
        squash: float = 0.1,
        rivalry: float = 1.0,
        prior_visits: float | None = None,
        turn_horizon: int | None = None,
    ) -> None:
        if not 0 < seconds <= MAX_SECONDS:
            raise ValueError(f"a thinking time must be more than 0 and at most {MAX_SECONDS:g} seconds, not {seconds:g}")
        self.seconds = seconds
        self.steps = steps
        self.cap_factor = cap_factor
        self.exploration = exploration
        self.widening = widening
        self.expand_sample = expand_sample
        self.rollout_depth = rollout_depth
        self.rollout_sample = rollout_sample
        self.rollout_random = rollout_random
        self.squash = squash
        self.rivalry = rivalry
        self.prior_visits = prior_visits
        self.turn_horizon = turn_horizon
        """Rollout actions at most to the end of the seat's turn, 0 for the fixed `rollout_depth`;
        None: the game's setting (`Engine.search_turn_horizon`)."""
        self.last_stats = SearchStats()

    def __repr__(self) -> str:
        return f"MctsBot({self.seconds:g}s)"

    def prior_for(self, engine: Engine) -> float:
        """Virtual visits of the root actions: this bot's own setting, else the game's."""
        return self.prior_visits if self.prior_visits is not None else engine.search_prior_visits

    def horizon_for(self, engine: Engine) -> int:
        """Rollout actions to the end of the deciding seat's turn (0: no turn horizon, a fixed depth)."""
        return self.turn_horizon if self.turn_horizon is not None else engine.search_turn_horizon

    def step_budget(self, engine: Engine) -> int:
        if self.steps is not None:
            return self.steps
        rate = STEPS_PER_SECOND.get(engine.id, DEFAULT_STEPS_PER_SECOND)
        return max(1, round(self.seconds * rate))

    def __call__(
        self, engine: Engine, view: GameState, legal: list[Action], rng: Rng, cancel: Callable[[], bool] | None = None
    ) -> Action:
        action, self.last_stats = self.search(engine, view, legal, rng, cancel)
        return action

    # ------------------------------------------------------------------ the search

    def search(
        self, engine: Engine, view: GameState, legal: list[Action], rng: Rng, cancel: Callable[[], bool] | None = None
    ) -> tuple[Action, SearchStats]:
        """The chosen action and what the search did."""
        if not legal:
            raise ValueError("no legal action to choose from")
        start = time.perf_counter()
        stats = SearchStats(step_budget=self.step_budget(engine))
        if len(legal) == 1:
            stats.stopped = "single"
            return legal[0], stats
        run = _Search(self, engine, view, legal, rng, stats)
        cap = _clock_cap if isinstance(self.cap_factor, _Default) else self.cap_factor
        deadline = None if cap is None else start + min(cap * self.seconds, self.seconds + CLOCK_SLACK)
        try:
            while True:
                run.iterate()
                stats.iterations += 1
                if stats.steps >= stats.step_budget:
                    stats.stopped = "budget"
                    break
                if cancel is not None and cancel():
                    stats.stopped = "cancel"
                    break
                if deadline is not None and time.perf_counter() >= deadline:
                    stats.stopped = "clock"
                    break
        except _OutOfSteps:
            stats.stopped = "budget"
        stats.seconds = time.perf_counter() - start
        stats.nodes = run.nodes
        return run.best(), stats


class _Search:
    """One decision's tree and the worlds it plays in."""

    def __init__(self, bot: MctsBot, engine: Engine, view: GameState, legal: list[Action], rng: Rng, stats: SearchStats):
        self.bot = bot
        self.engine = engine
        self.view = view
        self.legal = legal
        self.root_legal = set(legal)
        self.rng = rng
        self.stats = stats
        self.seats = len(view.seats)
        self.me = view.viewer if view.viewer is not None else view.actor
        self.automa = [s.kind == "automa" for s in view.seats]
        self.rivals = [[j for j in range(self.seats) if j != i and not self.automa[j]] for i in range(self.seats)]
        self.root = Node()
        self.nodes = 1
        self.order: dict[Action, int] = {}  # the root's actions by one-ply value, best first
        self.root_ply: dict[Action, float] = {}  # the bot's one-ply value of each root action (first world)
        self.root_raw = 0.0  # the bot's own raw value in the first world
        self.prior_visits = bot.prior_for(engine)
        self.horizon = bot.horizon_for(engine)
        self.baseline: list[float] | None = None  # each seat's margin in the first world
        self.valued = 0  # values backed up so far, and their sums per seat
        self.value_sum = [0.0] * self.seats
        self.value_square_sum = [0.0] * self.seats
        self.looked_ahead: dict[Action, GameState] = {}  # states one expansion's one-ply looks reached
        self.scale = 1.0

    # ------------------------------------------------------------ engine calls, counted

    def count(self) -> None:
        """One more engine step (apply, legal_actions or determinize); past the budget, stop."""
        stats = self.stats
        if stats.steps >= stats.step_budget and stats.iterations > 0:
            raise _OutOfSteps
        stats.steps += 1

    def apply(self, state: GameState, action: Action) -> GameState:
        self.count()
        return self.engine.apply(state, action)

    def legal_actions(self, state: GameState) -> list[Action]:
        self.count()
        return self.engine.legal_actions(state)

    def raw(self, state: GameState) -> list[float]:
        """Score plus heuristic of every seat (the heuristic only while the game goes on)."""
        sheet = self.engine.scores(state)
        totals = {r.seat: r.total for r in sheet.seats}
        if state.finished:
            return [float(totals.get(i, 0)) for i in range(self.seats)]
        h = self.engine.heuristic
        return [totals.get(i, 0) + (0.0 if self.automa[i] else h(state, i)) for i in range(self.seats)]

    def one_ply(self, state: GameState, action: Action, seat: int, keep: bool = False) -> float | None:
        """The greedy bot's value of `action` for `seat`: own score + heuristic right after it.
        `keep`: remember the state reached, for an expansion in this same world."""
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return None
        if keep:
            self.looked_ahead[action] = after
        return self.engine.scores(after).total(seat) + (0.0 if after.finished else self.engine.heuristic(after, seat))

    def margins(self, raw: list[float]) -> list[float]:
        """Each seat's lead over its best rival, the rival counted `rivalry` times (a seat without
        rivals: its own raw value)."""
        k = self.bot.rivalry
        return [raw[i] - k * max(raw[j] for j in rivals) if rivals else raw[i] for i, rivals in enumerate(self.rivals)]

    def values(self, state: GameState) -> list[float]:
        """Each seat's worth of `state` in [0, 1]: how much its margin over the best rival grew
        since the decision, squashed by a logistic (0.5: no change)."""
        margins = self.margins(self.raw(state))
        out = []
        for i in range(self.seats):
            if self.automa[i]:
                out.append(0.5)  # the automa follows its own rule, never the tree
                continue
            x = max(-30.0, min(30.0, (margins[i] - self.baseline[i]) / self.scale))
            out.append(1.0 / (1.0 + math.exp(-x)))
        return out

    def spread(self, seat: int) -> float:
        """The standard deviation of `seat`'s values so far: how far apart values are in this decision."""
        n = self.valued
        if n < 2:
            return 0.5
        mean = self.value_sum[seat] / n
        return math.sqrt(max(self.value_square_sum[seat] / n - mean * mean, 0.0)) or 0.5

    # ------------------------------------------------------------ one iteration

    def world(self) -> GameState:
        if not self.view.is_view:
            return self.view
        self.count()
        return self.engine.determinize(self.view, self.rng.fork())

    def iterate(self) -> None:
        engine, bot = self.engine, self.bot
        state = self.world()
        if self.baseline is None:
            raw = self.raw(state)
            self.baseline = self.margins(raw)
            self.root_raw = raw[self.me]
            self.scale = 1.0 + bot.squash * max(abs(v) for v in raw)
            self.order_root(state)
        self.looked_ahead = {}
        node = self.root
        path: list[tuple[Node, Edge]] = []
        expanded = False
        while not state.finished and not expanded:
            actor = state.actor
            if self.horizon and actor != self.me:
                break  # the seat's turn is over: score the world here
            if self.automa[actor]:
                edge = self.follow(node, engine.automa_action(state))
            else:
                legal = self.legal_actions(state)
                if node is self.root:  # the real decision's actions that this world allows too
                    legal = [a for a in legal if a in self.root_legal]
                    if not legal:
                        return
                if len(legal) == 1:
                    edge = self.follow(node, legal[0])
                else:
                    edge, expanded = self.select(node, state, legal, actor, node is self.root)
                    if edge is None:  # nothing the tree knows is legal in this world
                        break
            after = self.looked_ahead.get(edge.action) if expanded else None
            if after is None:
                try:
                    after = self.apply(state, edge.action)
                except IllegalAction:  # listed as legal but refused: skip this world
                    return
            path.append((node, edge))
            node, state = edge.child, after
        value = self.values(self.rollout(state))
        self.valued += 1
        for i, v in enumerate(value):
            self.value_sum[i] += v
            self.value_square_sum[i] += v * v
        for parent, edge in path:
            parent.visits += 1
            edge.visits += 1
            total = edge.total
            for i in range(self.seats):
                total[i] += value[i]

    def follow(self, node: Node, action: Action) -> Edge:
        """The edge of a move that is not a choice here (the automa's, or the only legal one)."""
        edge = node.edges.get(action)
        if edge is None:
            edge = node.edges[action] = Edge(action, self.seats)
            self.nodes += 1
        edge.available += 1
        return edge

    def select(self, node: Node, state: GameState, legal: list[Action], actor: int, root: bool) -> tuple[Edge | None, bool]:
        """UCB over the edges available in this world, or a new edge when widening allows one."""
        legal_set = set(legal)
        available = [e for e in node.edges.values() if e.action in legal_set]
        for e in available:
            e.available += 1
        allowed = self.bot.widening * math.sqrt(node.visits + 1)
        if len(available) < allowed and len(available) < len(legal):
            action = self.pick_new(node, state, legal, actor, root)
            if action is not None:
                edge = node.edges[action] = Edge(action, self.seats)
                edge.available = 1
                self.nodes += 1
                if root and self.prior_visits:
                    self.seed_prior(edge)
                return edge, True
        if not available:
            return None, False
        c = self.bot.exploration * max(self.spread(actor), MIN_SPREAD)
        best, best_ucb = None, -math.inf
        for e in available:
            ucb = e.total[actor] / e.visits + c * math.sqrt(math.log(e.available) / e.visits) if e.visits else math.inf
            if ucb > best_ucb:
                best, best_ucb = e, ucb
        return best, False

    def pick_new(self, node: Node, state: GameState, legal: Sequence[Action], actor: int, root: bool) -> Action | None:
        """The next action to expand: greedy order at the root, else the best of a small sample."""
        fresh = [a for a in legal if a not in node.edges]
        if not fresh:
            return None
        if root:
            return min(fresh, key=lambda a: self.order.get(a, len(self.order)))
        sample = fresh if len(fresh) <= self.bot.expand_sample else _sample(self.rng, fresh, self.bot.expand_sample)
        if node.ply is None:
            node.ply = {}
        ply = node.ply
        best, best_value = sample[0], -math.inf
        for a in sample:
            v = ply.get(a)
            if v is None:
                v = ply[a] = self.one_ply(state, a, actor, keep=True)
                if v is None:
                    v = ply[a] = -math.inf
            if v > best_value:
                best, best_value = a, v
        return best

    def seed_prior(self, edge: Edge) -> None:
        """Start a root edge with `prior_visits` virtual visits worth its one-ply value, so a
        small budget does no worse than the greedy order and rollouts must outvote it."""
        v = self.root_ply.get(edge.action)
        if v is None:
            return
        n = self.prior_visits
        x = max(-30.0, min(30.0, (v - self.root_raw) / self.scale))
        edge.visits = n
        for i in range(self.seats):
            edge.total[i] = n * 0.5
        edge.total[self.me] = n / (1.0 + math.exp(-x))

    def best_one_ply(self, state: GameState, actions: Sequence[Action], seat: int) -> Action | None:
        best, best_value = None, -math.inf
        for a in actions:
            v = self.one_ply(state, a, seat)
            if v is not None and v > best_value:
                best, best_value = a, v
        return best

    def order_root(self, state: GameState) -> None:
        """Rank the root's actions by their one-ply value in the first world (stable for ties)."""
        scored = []
        for i, a in enumerate(self.legal):
            v = self.one_ply(state, a, self.me)
            if v is not None:
                self.root_ply[a] = v
            scored.append((-(v if v is not None else -math.inf), i, a))
        scored.sort(key=lambda t: (t[0], t[1]))
        self.order = {a: rank for rank, (_, _, a) in enumerate(scored)}

    def rollout(self, state: GameState) -> GameState:
        engine, bot, rng = self.engine, self.bot, self.rng
        horizon = self.horizon
        try:
            for _ in range(horizon or bot.rollout_depth):
                if state.finished:
                    break
                actor = state.actor
                if horizon and actor != self.me:
                    break
                if self.automa[actor]:
                    action = engine.automa_action(state)
                else:
                    legal = self.legal_actions(state)
                    if len(legal) == 1 or bot.rollout_sample <= 1 or rng.random() < bot.rollout_random:
                        action = rng.choice(legal)
                    else:
                        sample = legal if len(legal) <= bot.rollout_sample else _sample(rng, legal, bot.rollout_sample)
                        action = self.best_one_ply(state, sample, actor) or sample[0]
                state = self.apply(state, action)
        except _OutOfSteps:
            pass  # score the world reached so far
        except IllegalAction:
            pass
        return state

    # ------------------------------------------------------------ the answer

    def best(self) -> Action:
        edges = list(self.root.edges.values())
        if not edges:
            return min(self.legal, key=lambda a: self.order.get(a, 0))
        me = self.me

        def key(e: Edge):
            mean = e.total[me] / e.visits if e.visits else 0.0
            return (-e.visits, -mean, self.order.get(e.action, len(self.order)))

        return min(edges, key=key).action


def _sample(rng: Rng, seq: Sequence[Action], k: int) -> list[Action]:
    """k distinct items of `seq` at random: a partial Fisher-Yates (k swaps, not len(seq))."""
    pool = list(seq)
    n = len(pool)
    for i in range(k):
        j = i + rng.randbelow(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def parse_budget(spec: str) -> float | None:
    """Seconds for "mcts" parameters: "hard" -> 3.0, "0.2" -> 0.2; None when not a budget."""
    spec = spec.strip().lower()
    if spec in LEVELS:
        return LEVELS[spec]
    try:
        seconds = float(spec)
    except ValueError:
        return None
    return seconds if 0 < seconds <= MAX_SECONDS and math.isfinite(seconds) else None
