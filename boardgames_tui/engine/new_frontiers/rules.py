"""New Frontiers rules: setup, the round of role selections, every role, end of game."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..api import HIDDEN, BadOptions, Engine, Prompt, ScoreSheet, Seat
from ..rng import Rng
from . import content, facts, scoring
from .actions import (
    Boost,
    Bottom,
    Choose,
    Consume,
    Develop,
    Discard,
    Keep,
    NFAction,
    Pass,
    PayProduce,
    Pick,
    Recruit,
    Reveal,
    Settle,
    Stockpile,
    Trade,
    Windfall,
)
from .content import GOODS, TRADE_VALUE, matches, tile
from .goals import GOALS
from .state import ROLE_NAMES, ROLES, NFState

EXPLORE_DRAW = 7
WEIGHTS = {
    "credit": 0.35,
    "colonist": 0.4,
    "good": 0.6,
    "unsettled_vp": 0.15,
    "unsettled": 0.1,
    "colony": 1.2,
    "production": 0.7,
    "dev_unit": 0.6,
    "privilege": {"explore": 1.0, "develop": 0.9, "produce": 0.9, "settle": 1.0, "trade_consume": 0.6},
}
"""Greedy-bot weights of the heuristic (tuned by self-play, see rules.md)."""
GOAL_DRAW = 3


class NFOptions(BaseModel):
    """Readings the brief leaves open and setup choices (see rules.md)."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    development_sides: Literal["first_game", "random"] = "first_game"
    """Variable small stacks and large tiles: first-game sides (default), or a coin flip each."""
    home_sides: Literal["first_game", "random"] = "first_game"
    """Empire mats: side A (default), or a random side for each mat."""
    colonist_supply_formula: Literal["10n+4", "12n"] = "10n+4"
    """Colonist supply: 10 per player + 4 (default, BGA), or 12 per player (reviews)."""
    galaxy_goals: bool = False
    """Galaxy Goals option: the Retreat tile is turned to its Galaxy Goals side."""
    picks_per_player: int = Field(default=1, ge=1, le=2)
    """Action tiles each player selects per round (2 only with 2 players, snake order A B B A)."""
    explored_worlds: Literal["open", "face_down"] = "open"
    """Explored, unsettled worlds (and Survey Archive worlds): open to all (default), or hidden from rivals."""


def _fills(state: NFState) -> list[str]:
    return [u for u in state.used if u.startswith("fill:")]


class NewFrontiersEngine(Engine[NFState, NFAction]):
    id: ClassVar[str] = "new-frontiers"
    title: ClassVar[str] = "New Frontiers"
    description: ClassVar[str] = (
        "Race for the Galaxy on a board: pick a role each round, explore, settle, develop, "
        "produce and consume goods for VP (2–5 players)."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    hides_information: ClassVar[bool] = True
    has_automa: ClassVar[bool] = False
    max_actions: ClassVar[int] = 4_000
    version: ClassVar[str] = "1"
    Options: ClassVar[type[BaseModel]] = NFOptions
    state_type: ClassVar[type] = NFState
    action_type: ClassVar = NFAction

    # ----------------------------------------------------------------- setup

    def _setup(self, seats: list[Seat], seed: int, options: BaseModel, rng: Rng) -> NFState:
        o: NFOptions = options  # type: ignore[assignment]
        n = len(seats)
        if o.picks_per_player == 2 and n != 2:
            raise BadOptions("two selections per round is a 2-player variant")
        g = content.game()["setup"]
        priority = list(range(n))
        rng.shuffle(priority)
        mats = rng.sample(list(range(1, 9)), n)
        homes = []
        for m in mats:
            side = "A" if o.home_sides == "first_game" or rng.randbelow(2) == 0 else "B"
            homes.append(f"H{m}{side}")
        credits = [0] * n
        for pos, s in enumerate(priority):
            credits[s] = g["starting_credits"][str(n)][pos]
        copies = g["small_development_copies"][str(n)]
        devs = content.developments_file()
        supply: dict[str, int] = {}
        for t in devs["small_core"]:
            supply[t.id] = copies
        for a, b in devs["small_variable"]:
            side_b = o.development_sides == "random" and rng.randbelow(2) == 1
            supply[(b if side_b else a).id] = copies
        for a, b in devs["large"]:
            side_b = o.development_sides == "random" and rng.randbelow(2) == 1
            supply[(b if side_b else a).id] = 1
        colonists = [0] * n
        goods: list[list[str]] = [[] for _ in range(n)]
        for s, h in enumerate(homes):
            t = tile(h)
            colonists[s] = sum(p["amount"] for p in t.powers if p["effect"] == "extra_start_colonists")
            if t.starts_with_good or (t.kind == "windfall" and t.goods):
                goods[s].append(h)
        roles = list(ROLES)
        stack: list[str] = []
        if o.galaxy_goals:
            roles[0] = "galaxy_goals"
            stack = GOALS.stack(rng)
        state = NFState(
            seats=seats,
            seed=seed,
            rng=0,
            roles=roles,
            priority=priority,
            credits=credits,
            colonists=colonists,
            vp=[0] * n,
            colonies=[[h] for h in homes],
            unsettled=[[] for _ in range(n)],
            goods=goods,
            devs=[[] for _ in range(n)],
            supply=supply,
            bag=list(content.bag_world_ids()),
            vp_supply=g["vp_chips_in_supply_per_player"] * n,
            colonist_supply=10 * n + 4 if o.colonist_supply_formula == "10n+4" else 12 * n,
            picks_per_player=o.picks_per_player,
            explored_face_down=o.explored_worlds == "face_down",
            galaxy_goals=o.galaxy_goals,
            goal_stack=stack,
            goals_down=[""] * n if o.galaxy_goals else [],
            stock_colonists=[0] * n if o.galaxy_goals else [],
            stock_credits=[0] * n if o.galaxy_goals else [],
            stock_worlds=[[] for _ in range(n)] if o.galaxy_goals else [],
        )
        for s in range(n):
            state.say(f"{seats[s].name} starts on {tile(homes[s]).name} with {credits[s]} credits")
        state.say("Priority: " + ", ".join(seats[s].name for s in priority))
        state.rng = rng.state
        self._advance(state)
        return state

    # ----------------------------------------------------------------- flow helpers

    def _name(self, state: NFState, s: int) -> str:
        return state.seats[s].name

    def _order(self, state: NFState, chooser: int) -> list[int]:
        i = state.priority.index(chooser)
        return state.priority[i:] + state.priority[:i]

    def _next_selector(self, state: NFState) -> int | None:
        n = len(state.seats)
        k = len(state.selections)
        if k >= n * state.picks_per_player:
            return None
        if k < n:
            return next(s for s in state.priority if s not in state.selections)
        return next(s for s in reversed(state.priority) if state.selections.count(s) < 2)

    def _gain_vp(self, state: NFState, s: int, n: int) -> None:
        state.vp[s] += n
        state.vp_supply -= n
        if state.vp_supply <= 0:
            self._trigger(state, "vp_chips", "the VP-chip supply is empty")

    def _gain_colonists(self, state: NFState, s: int, n: int) -> None:
        state.colonists[s] += n
        state.colonist_supply -= n

    def _trigger(self, state: NFState, key: str, words: str) -> None:
        if key in state.end_reason:
            return
        state.end_reason.append(key)
        if not state.final_round:
            state.final_round = True
            state.say(f"Game end triggered: {words}. This round is the last.")

    def _check_end(self, state: NFState, s: int) -> None:
        if len(state.colonies[s]) >= 8:
            self._trigger(state, "worlds", f"{self._name(state, s)} has 8 colonies")
        if facts.dev_units(state, s) >= 11:
            self._trigger(state, "developments", f"{self._name(state, s)} has 11 development units")

    def _advance(self, state: NFState) -> None:
        """Run forced steps until a seat must decide (or the game ends)."""
        while True:
            if state.finished:
                state.active = []
                state.prompt = Prompt(text="The game is over", kind="game-over")
                state.phase = "game over"
                return
            if state.step == "choose":
                sel = self._next_selector(state)
                if sel is None:
                    self._end_round(state)
                    continue
                state.active = [sel]
                state.phase = "role selection"
                state.prompt = Prompt(text=f"{self._name(state, sel)}: select an action tile", kind="choose-role")
                return
            if state.step == "reveal":
                h = state.reveal_seat
                state.active = [h]
                state.phase = ROLE_NAMES[state.role]
                state.prompt = Prompt(
                    text=f"{self._name(state, h)}: turn your face-down goal face up for this action?", kind="goal"
                )
                return
            if not state.queue:
                self._next_stage(state)
                continue
            s = state.queue[0]
            if state.entered != s:
                state.entered = s
                self._enter(state, s)
            p = self._pending(state, s)
            if p is not None:
                state.active = [s]
                state.phase = ROLE_NAMES[state.role]
                state.prompt = p
                return
            self._seat_done(state)

    def _seat_done(self, state: NFState) -> None:
        state.queue.pop(0)
        state.entered = -1
        state.temp_mil = 0
        state.settled_now = []
        state.used = []
        state.traded = False

    def _next_stage(self, state: NFState) -> None:
        if state.role == "explore" and state.step == "explore":
            state.step = "explore_bonus"
            state.queue = [state.chooser]
            return
        if state.role == "explore" and state.step == "explore_bonus":
            if state.display:
                state.say(f"{len(state.display)} worlds go back into the bag")
            state.bag.extend(state.display)
            state.display = []
            self._after_explore(state)
            state.step = "discard"
            state.queue = self._order(state, state.chooser)
            return
        state.role = ""
        state.chooser = -1
        state.step = "choose"
        state.display = []

    def _end_round(self, state: NFState) -> None:
        if "produce" not in state.chosen:
            state.produce_credits += 1
            state.say(f"Produce was not selected: 1 credit goes on the Produce tile (now {state.produce_credits})")
        state.chosen = {}
        state.selections = []
        if state.final_round:
            for s, g in enumerate(state.goals_down):
                if g:
                    state.goals_up.append(g)
                    state.goals_down[s] = ""
                    state.say(f"{self._name(state, s)} reveals goal {content.goals()[g].name}")
            state.finished = True
            sheet = self.scores(state)
            state.say("Game over: " + ", ".join(f"{self._name(state, r.seat)} {r.total}" for r in sheet.seats))
            return
        state.round += 1

    # ----------------------------------------------------------------- entering a seat's resolution

    def _enter(self, state: NFState, s: int) -> None:
        r = state.role
        name = self._name(state, s)
        if r == "develop":
            state.step = "develop"
        elif r == "settle":
            state.step = "settle"
            if s == state.chooser:
                self._gain_colonists(state, s, 1)
                state.say(f"{name} gains 1 colonist (Settle bonus)")
        elif r == "produce":
            state.step = "produce_pay"
            self._produce(state, s)
        elif r == "trade_consume":
            state.step = "trade"
            if s == state.chooser:
                self._gain_vp(state, s, 1)
                state.say(f"{name} gains 1 VP chip (Trade/Consume bonus)")

    def _produce(self, state: NFState, s: int) -> None:
        name = self._name(state, s)
        made = []
        gained = 0
        for w in state.colonies[s]:
            t = tile(w)
            if t.kind != "production" or w in state.goods[s]:
                continue
            if any(p["effect"] == "pay_to_produce_here" for p in t.powers):
                continue
            state.goods[s].append(w)
            made.append(t.name)
            gained += sum(p["amount"] for p in t.powers if p["effect"] == "gain_credits_if_this_produced")
        for _, _, p in facts.powers(state, s, "produce"):
            if p["effect"] == "gain_credits":
                gained += p["amount"]
            elif p["effect"] == "gain_credits_per":
                gained += p["amount"] * sum(1 for w in state.colonies[s] if matches(tile(w), p["per"]))
        if made:
            state.say(f"{name} produces on " + ", ".join(made))
        if s == state.chooser and state.produce_credits:
            gained += state.produce_credits
            state.say(f"{name} takes {state.produce_credits} credits from the Produce tile")
            state.produce_credits = 0
        if gained:
            state.credits[s] += gained
            state.say(f"{name} gains {gained} credits from Produce powers" if s != state.chooser or made else f"{name} gains {gained} credits")
        fills = []
        if s == state.chooser:
            fills.append("fill:*")
        for _, _, p in facts.powers(state, s, "produce"):
            if p["effect"] == "fill_windfall":
                fills.append("fill:" + ((p.get("filter") or {}).get("goods") or "*"))
        fills.sort(key=lambda f: f == "fill:*")  # kind-limited fills first, free ones last
        state.used = fills

    # ----------------------------------------------------------------- what the acting seat decides

    def _affordable_devs(self, state: NFState, s: int) -> list[str]:
        return [
            d for d, c in state.supply.items()
            if c > 0 and d not in state.devs[s] and facts.dev_cost(state, s, d) <= state.credits[s]
        ]

    def _windfall_targets(self, state: NFState, s: int) -> list[str]:
        fills = _fills(state)
        if not fills:
            return []
        kind = fills[0][5:]
        return [
            w for w in state.colonies[s]
            if tile(w).kind == "windfall" and w not in state.goods[s] and (kind == "*" or tile(w).goods == kind)
        ]

    def _pay_produce_options(self, state: NFState, s: int) -> list[str]:
        out = []
        for w in state.colonies[s]:
            if w in state.goods[s] or f"paid:{w}" in state.used:
                continue
            for p in tile(w).powers:
                if p["effect"] == "pay_to_produce_here" and state.credits[s] >= p["price"]:
                    out.append(w)
        return out

    def _pending(self, state: NFState, s: int) -> Prompt | None:
        st = state.step
        name = self._name(state, s)
        if st == "develop":
            if self._affordable_devs(state, s):
                return Prompt(text=f"{name}: build one development, or pass", kind="develop")
            state.say(f"{name} cannot afford a development")
            return None
        if st in ("explore", "explore_bonus"):
            if not state.display:
                return None
            what = "take one more world (Explore bonus)" if st == "explore_bonus" else "take a world from the display"
            return Prompt(text=f"{name}: {what}, or pass", kind="explore")
        if st == "discard":
            if facts.mat_worlds(state, s) > facts.WORLD_SLOTS:
                return Prompt(text=f"{name}: more than 8 worlds on your mat, discard an unsettled world", kind="discard")
            return None
        if st == "settle":
            return Prompt(text=f"{name}: settle a world, recruit colonists, or pass", kind="settle")
        if st == "settle2":
            if state.unsettled[s]:
                return Prompt(text=f"{name}: settle a second world (Improved Logistics), or pass", kind="settle")
            return None
        if st == "produce_pay":
            if self._pay_produce_options(state, s):
                return Prompt(text=f"{name}: pay to produce on a world, or pass", kind="produce")
            state.step = "windfall"
            st = "windfall"
        if st == "windfall":
            while _fills(state):
                targets = self._windfall_targets(state, s)
                if len(targets) > 1:
                    return Prompt(text=f"{name}: choose an empty windfall colony to get a good", kind="produce")
                fill = _fills(state)[0]
                state.used.remove(fill)
                if targets:
                    self._fill(state, s, targets[0])
                else:
                    state.say(f"{name} has no empty windfall colony to fill; that good is lost")
            return None
        if st == "trade":
            if state.goods[s]:
                return Prompt(text=f"{name}: sell one good, or skip trading", kind="trade")
            self._after_trade(state, s)
            st = state.step
        if st == "stock_cr":
            return Prompt(text=f"{name}: move up to 2 credits to your stockpile mat (Galactic Treasury), or pass", kind="stockpile")
        if st == "stock_col":
            return Prompt(text=f"{name}: move 1 colonist to your stockpile mat (Colonial Reserves), or pass", kind="stockpile")
        if st == "consume":
            if self._consume_actions(state, s, compulsory=True):
                return Prompt(text=f"{name}: consume goods (compulsory while a power can be used)", kind="consume")
            self._consume_all(state, s)
            if self._consume_actions(state, s, compulsory=False):
                return Prompt(text=f"{name}: pay credits for VP, or finish", kind="consume")
            return None
        if st == "goal_keep":
            return Prompt(text=f"{name}: keep one goal face down", kind="goal")
        if st == "goal_bottom":
            if len(state.goal_drawn) > 1:
                return Prompt(text=f"{name}: choose the goal that goes to the bottom of the stack", kind="goal")
            state.goal_stack[:0] = state.goal_drawn
            state.goal_drawn = []
            return None
        raise AssertionError(f"unknown step {st}")

    # ----------------------------------------------------------------- settle helpers

    def _military(self, state: NFState, s: int, world: str) -> int:
        return facts.military_against(state, s, world, state.settled_now) + state.temp_mil

    def _settle_problem(self, state: NFState, s: int, world: str) -> str | None:
        if world not in state.unsettled[s]:
            return "that world is not one of your explored worlds"
        t = tile(world)
        if state.colonists[s] < t.colonists:
            return f"{t.name} needs {t.colonists} colonists; you have {state.colonists[s]}"
        if t.military:
            mil = self._military(state, s, world)
            if mil < (t.defense or 0):
                return f"{t.name} has defense {t.defense}; your Military is {mil}"
        else:
            cost = facts.settle_cost(state, s, world, state.settled_now)
            if state.credits[s] < cost:
                return f"{t.name} costs {cost} credits; you have {state.credits[s]}"
        return None

    def _boost_options(self, state: NFState, s: int) -> list[tuple[str, int]]:
        useful = any(
            tile(w).military and state.colonists[s] >= tile(w).colonists and self._military(state, s, w) < (tile(w).defense or 0)
            for w in state.unsettled[s]
        )
        if not useful:
            return []
        out = []
        for tid, i, p in facts.powers(state, s, "settle", state.settled_now):
            key = f"{tid}:{i}"
            uses = state.used.count(key)
            if p["effect"] == "buy_temp_military" and uses < p["max"] and state.credits[s] >= p["price"]:
                out.append((tid, i))
            elif p["effect"] == "colonist_for_temp_military" and uses < 1 and state.colonists[s] >= 1:
                out.append((tid, i))
        return out

    def _boost_problem(self, state: NFState, s: int, source: str, index: int) -> str:
        """Why a temporary-Military power cannot be used now, in a player's words."""
        name = tile(source).name if source in content.tiles() else source
        mine = {(tid, i): p for tid, i, p in facts.powers(state, s, "settle", state.settled_now)}
        p = mine.get((source, index))
        if p is None or p["effect"] not in ("buy_temp_military", "colonist_for_temp_military"):
            return f"{name} has no temporary-Military power you can use"
        uses = state.used.count(f"{source}:{index}")
        if p["effect"] == "buy_temp_military":
            if uses >= p["max"]:
                return f"{name} gives at most +{p['max']} temporary Military per Settle action"
            if state.credits[s] < p["price"]:
                unit = "credit" if p["price"] == 1 else "credits"
                return f"{name} costs {p['price']} {unit} per +1 Military; you have {state.credits[s]}"
        else:
            if uses >= 1:
                return f"{name} can be used once per Settle action"
            if state.colonists[s] < 1:
                return f"{name} needs a colonist from your reserve; you have 0"
        return "no explored military world needs more Military (or you lack its colonists)"

    def _has_second(self, state: NFState, s: int) -> bool:
        return any(p["effect"] == "second_world" for _, _, p in facts.powers(state, s, "settle", state.settled_now))

    # ----------------------------------------------------------------- consume helpers

    def _consume_start(self, state: NFState, s: int) -> None:
        state.step = "consume"
        name = self._name(state, s)
        for tid, i, p in facts.powers(state, s, "consume"):
            if p["effect"] == "gain_vp":
                self._gain_vp(state, s, p["amount"])
                state.say(f"{name} gains {p['amount']} VP chip ({tile(tid).name})")
            elif p["effect"] == "gain_credits":
                state.credits[s] += p["amount"]
                state.say(f"{name} gains {p['amount']} credit ({tile(tid).name})")

    def _consume_actions(self, state: NFState, s: int, *, compulsory: bool) -> list[Consume]:
        out: list[Consume] = []
        goods = sorted(state.goods[s])
        for tid, i, p in facts.powers(state, s, "consume"):
            eff = p["effect"]
            key = f"{tid}:{i}"
            if state.used.count(key) >= p.get("times", 1):
                continue
            if compulsory and eff == "consume":
                kind = p["goods"]
                pool = [w for w in goods if kind == "any" or tile(w).goods == kind]
                for combo in combinations(pool, p["count"]):
                    out.append(Consume(source=tid, index=i, worlds=combo))
            elif compulsory and eff == "consume_different":
                for combo in combinations(goods, p["count"]):
                    if len({tile(w).goods for w in combo}) == len(combo):
                        out.append(Consume(source=tid, index=i, worlds=combo))
            elif not compulsory and eff == "pay_credits_for_vp" and state.credits[s] >= p["price"]:
                out.append(Consume(source=tid, index=i))
        return out

    def _consume_all(self, state: NFState, s: int) -> None:
        for tid, i, p in facts.powers(state, s, "consume"):
            key = f"{tid}:{i}"
            if p["effect"] == "consume_all" and state.goods[s] and key not in state.used:
                n = len(state.goods[s])
                state.goods[s] = []
                state.used.append(key)
                self._gain_vp(state, s, n * p["vp_each"])
                state.say(f"{self._name(state, s)} consumes all {n} remaining goods for {n * p['vp_each']} VP ({tile(tid).name})")

    # ----------------------------------------------------------------- legal actions

    def iter_legal_actions(self, state: NFState) -> Iterator[NFAction]:
        if state.finished:
            return
        s = state.actor
        st = state.step
        if st == "choose":
            for r in state.roles:
                if r not in state.chosen:
                    yield Choose(role=r)
        elif st == "develop":
            for d in self._affordable_devs(state, s):
                yield Develop(dev=d)
            yield Pass()
        elif st in ("explore", "explore_bonus"):
            archive = GOALS.can_archive(state, s) if state.galaxy_goals else False
            for w in state.display:
                yield Pick(world=w)
                if archive:
                    yield Pick(world=w, archive=True)
            yield Pass()
        elif st == "discard":
            for w in state.unsettled[s]:
                yield Discard(world=w)
        elif st in ("settle", "settle2"):
            if st == "settle":
                yield Recruit()
            for w in state.unsettled[s]:
                if self._settle_problem(state, s, w) is None:
                    yield Settle(world=w)
            for tid, i in self._boost_options(state, s):
                yield Boost(source=tid, index=i)
            yield Pass()
        elif st == "produce_pay":
            for w in self._pay_produce_options(state, s):
                yield PayProduce(world=w)
            yield Pass()
        elif st == "windfall":
            for w in self._windfall_targets(state, s):
                yield Windfall(world=w)
        elif st == "trade":
            seen = set()
            for w in state.goods[s]:
                yield Trade(world=w)
                seen.add(w)
            yield Pass()
        elif st == "consume":
            must = self._consume_actions(state, s, compulsory=True)
            if must:
                yield from must
            else:
                yield from self._consume_actions(state, s, compulsory=False)
                yield Pass()
        elif st == "reveal":
            yield Reveal()
            yield Pass()
        elif st == "stock_col":
            yield Stockpile(n=1)
            yield Pass()
        elif st == "stock_cr":
            for k in range(1, GOALS.stock_credit_max(state, s) + 1):
                yield Stockpile(n=k)
            yield Pass()
        elif st == "goal_keep":
            for g in state.goal_drawn:
                yield Keep(goal=g)
        elif st == "goal_bottom":
            for g in state.goal_drawn:
                yield Bottom(goal=g)

    def why_illegal(self, state: NFState, action: NFAction) -> str | None:
        if state.finished:
            return "the game is over"
        s = state.actor
        st = state.step
        k = action.kind
        allowed = {
            "choose": ("choose",),
            "develop": ("develop", "pass"),
            "explore": ("pick", "pass"),
            "explore_bonus": ("pick", "pass"),
            "discard": ("discard",),
            "settle": ("recruit", "settle", "boost", "pass"),
            "settle2": ("settle", "boost", "pass"),
            "produce_pay": ("pay_produce", "pass"),
            "windfall": ("windfall",),
            "trade": ("trade", "pass"),
            "consume": ("consume", "pass"),
            "goal_keep": ("keep",),
            "goal_bottom": ("bottom",),
            "stock_col": ("stockpile", "pass"),
            "reveal": ("reveal", "pass"),
            "stock_cr": ("stockpile", "pass"),
        }[st]
        if k not in allowed:
            return f"now is not the time for that: {state.prompt.text}"
        if isinstance(action, Choose):
            if action.role not in state.roles:
                return f"{action.role} is not an action tile in this game"
            if action.role in state.chosen:
                return f"{ROLE_NAMES[action.role]} was already selected this round by {self._name(state, state.chosen[action.role])}"
            return None
        if isinstance(action, Develop):
            if action.dev not in state.supply:
                return "that development is not in play"
            if state.supply[action.dev] <= 0:
                return f"no copy of {tile(action.dev).name} is left"
            if action.dev in state.devs[s]:
                return f"you already own {tile(action.dev).name}"
            cost = facts.dev_cost(state, s, action.dev)
            if cost > state.credits[s]:
                return f"{tile(action.dev).name} costs {cost} credits; you have {state.credits[s]}"
            return None
        if isinstance(action, Pick):
            if action.world not in state.display:
                return "that world is not on the display"
            if action.archive and not (state.galaxy_goals and GOALS.can_archive(state, s)):
                if state.galaxy_goals and s in state.archived:
                    return "Survey Archive: you already put a world on your stockpile mat in this Explore action"
                return "Survey Archive is not face up, or your stockpile mat already holds 3 worlds"
            return None
        if isinstance(action, Stockpile):
            if st == "stock_col":
                return None if action.n == 1 else "you may stockpile 1 colonist per Settle action"
            most = GOALS.stock_credit_max(state, s)
            return None if action.n <= most else f"you may stockpile up to {most} credits now"
        if isinstance(action, Discard):
            return None if action.world in state.unsettled[s] else "you can only discard one of your unsettled worlds"
        if isinstance(action, Settle):
            return self._settle_problem(state, s, action.world)
        if isinstance(action, Boost):
            if (action.source, action.index) in self._boost_options(state, s):
                return None
            return self._boost_problem(state, s, action.source, action.index)
        if isinstance(action, PayProduce):
            if action.world in self._pay_produce_options(state, s):
                return None
            t = tile(action.world) if action.world in content.tiles() else None
            price = next((p["price"] for p in t.powers if p["effect"] == "pay_to_produce_here"), None) if t else None
            if t is None or price is None or action.world not in state.colonies[s]:
                return f"{t.name if t else action.world} is not a colony of yours that you pay to produce on"
            if action.world in state.goods[s]:
                return f"{t.name} already holds a good"
            if state.credits[s] < price:
                return f"{t.name} produces only if you pay {price} credit{'s' if price > 1 else ''}; you have {state.credits[s]}"
            return f"you already paid for {t.name} in this Produce action"
        if isinstance(action, Windfall):
            return None if action.world in self._windfall_targets(state, s) else "that is not an empty windfall colony this good can go on"
        if isinstance(action, Trade):
            return None if action.world in state.goods[s] else "that colony holds no good of yours"
        if isinstance(action, Consume):
            must = self._consume_actions(state, s, compulsory=True)
            if action in must:
                return None
            if must:
                return "consumption is compulsory: use a power that can still consume goods first"
            if action in self._consume_actions(state, s, compulsory=False):
                return None
            return "that consume power cannot be used with those goods now"
        if isinstance(action, Pass):
            if st == "consume" and self._consume_actions(state, s, compulsory=True):
                return "consumption is compulsory while a consume power can still be used"
            return None
        if isinstance(action, (Keep, Bottom)):
            return None if action.goal in state.goal_drawn else "that goal is not one you drew"
        return None

    # ----------------------------------------------------------------- applying

    def _apply(self, state: NFState, action: NFAction) -> None:
        s = state.actor
        name = self._name(state, s)
        st = state.step
        if isinstance(action, Choose):
            self._choose(state, s, action.role)
        elif isinstance(action, Develop):
            cost = facts.dev_cost(state, s, action.dev)
            bonus = sum(p["amount"] for _, _, p in facts.powers(state, s, "develop") if p["effect"] == "gain_credits_after_develop")
            state.credits[s] -= cost
            state.supply[action.dev] -= 1
            state.devs[s].append(action.dev)
            state.say(f"{name} builds {tile(action.dev).name} for {cost} credits")
            if bonus:
                state.credits[s] += bonus
                state.say(f"{name} gains {bonus} credits after developing")
            self._check_end(state, s)
            self._seat_done(state)
        elif isinstance(action, Pick):
            state.display.remove(action.world)
            if action.archive:
                state.stock_worlds[s].append(action.world)
                state.archived.append(s)
                state.say(f"{name} takes {tile(action.world).name} onto the stockpile mat (Survey Archive)")
            else:
                state.unsettled[s].append(action.world)
                state.say(f"{name} takes {tile(action.world).name}")
            self._seat_done(state)
        elif isinstance(action, Stockpile):
            if st == "stock_col":
                state.colonists[s] -= 1
                state.stock_colonists[s] += 1
                state.say(f"{name} moves 1 colonist to the stockpile mat")
                self._seat_done(state)
            else:
                state.credits[s] -= action.n
                state.stock_credits[s] += action.n
                state.say(f"{name} moves {action.n} credit{'s' if action.n > 1 else ''} to the stockpile mat")
                self._consume_start(state, s)
        elif isinstance(action, Discard):
            state.unsettled[s].remove(action.world)
            state.bag.append(action.world)
            if state.explored_face_down:
                state.say(f"{name} discards an unsettled world into the bag", seat=s,
                          private=f"You discard {tile(action.world).name} into the bag")
            else:
                state.say(f"{name} discards {tile(action.world).name} into the bag", seat=s)
        elif isinstance(action, Recruit):
            extra = sum(p["amount"] for _, _, p in facts.powers(state, s, "settle") if p["effect"] == "extra_recruits")
            self._gain_colonists(state, s, 2 + extra)
            state.say(f"{name} recruits {2 + extra} colonists")
            self._settle_end(state, s)
        elif isinstance(action, Settle):
            self._settle(state, s, action.world)
            if st == "settle" and self._has_second(state, s) and state.unsettled[s]:
                state.step = "settle2"
            else:
                self._settle_end(state, s)
        elif isinstance(action, Boost):
            p = tile(action.source).powers[action.index]
            state.used.append(f"{action.source}:{action.index}")
            if p["effect"] == "buy_temp_military":
                state.credits[s] -= p["price"]
                state.temp_mil += 1
                state.say(f"{name} pays {p['price']} credits for +1 temporary Military ({tile(action.source).name})")
            else:
                state.colonists[s] -= 1
                state.colonist_supply += 1
                state.temp_mil += p["amount"]
                state.say(f"{name} returns a colonist for +{p['amount']} temporary Military ({tile(action.source).name})")
        elif isinstance(action, PayProduce):
            t = tile(action.world)
            price = next(p["price"] for p in t.powers if p["effect"] == "pay_to_produce_here")
            state.credits[s] -= price
            state.goods[s].append(action.world)
            state.used.append(f"paid:{action.world}")
            gain = sum(p["amount"] for p in t.powers if p["effect"] == "gain_credits_if_this_produced")
            state.credits[s] += gain
            state.say(f"{name} pays {price} credits to produce on {t.name}")
        elif isinstance(action, Windfall):
            state.used.remove(_fills(state)[0])
            self._fill(state, s, action.world)
        elif isinstance(action, Trade):
            t = tile(action.world)
            value = TRADE_VALUE[t.goods] + sum(
                p["amount"] for _, _, p in facts.powers(state, s, "trade")
                if p["effect"] == "trade_bonus" and matches(t, p.get("filter"))
            )
            state.goods[s].remove(action.world)
            state.credits[s] += value
            state.traded = True
            state.say(f"{name} sells the {t.goods} good of {t.name} for {value} credits")
            self._after_trade(state, s)
        elif isinstance(action, Consume):
            self._consume(state, s, action)
        elif isinstance(action, Keep):
            for o, g in enumerate(state.goals_down):
                if g:
                    state.goals_up.append(g)
                    state.goals_down[o] = ""
                    state.say(f"Goal {content.goals()[g].name} held by {self._name(state, o)} is turned face up")
            state.goals_down[s] = action.goal
            state.goal_drawn.remove(action.goal)
            state.say(f"{name} keeps a goal face down", seat=s, private=f"You keep {content.goals()[action.goal].name} face down")
            state.step = "goal_bottom"
        elif isinstance(action, Bottom):
            state.goal_drawn.remove(action.goal)
            state.goal_stack[:0] = [action.goal] + state.goal_drawn
            state.goal_drawn = []
            state.say(f"{name} puts the other goals at the bottom of the stack")
            self._seat_done(state)
        elif isinstance(action, Reveal):
            g = state.goals_down[s]
            state.goals_down[s] = ""
            state.goals_up.append(g)
            state.say(f"{name} turns goal {content.goals()[g].name} face up")
            state.step = state.resume_step
            state.reveal_seat = -1
        elif isinstance(action, Pass) and st == "reveal":
            state.step = state.resume_step
            state.reveal_seat = -1
        elif isinstance(action, Pass):
            if st == "trade":
                state.say(f"{name} sells nothing")
                self._after_trade(state, s)
            elif st == "stock_cr":
                self._consume_start(state, s)
            elif st in ("settle", "settle2"):
                state.say(f"{name} passes")
                self._settle_end(state, s)
            elif st == "produce_pay":
                state.step = "windfall"
            else:
                if st in ("develop", "settle", "explore", "explore_bonus"):
                    state.say(f"{name} passes")
                self._seat_done(state)
        self._advance(state)

    def _settle_end(self, state: NFState, s: int) -> None:
        """A seat's Settle action is over: Colonial Reserves may take a colonist, then the next seat."""
        if state.galaxy_goals and GOALS.can_stock_colonist(state, s):
            state.step = "stock_col"
        else:
            self._seat_done(state)

    def _after_trade(self, state: NFState, s: int) -> None:
        """After trading: Galactic Treasury may take credits, then consumption."""
        if state.galaxy_goals and GOALS.stock_credit_max(state, s) > 0:
            state.step = "stock_cr"
        else:
            self._consume_start(state, s)

    def _choose(self, state: NFState, s: int, role: str) -> None:
        name = self._name(state, s)
        state.chosen[role] = s
        state.selections.append(s)
        state.role = role
        state.chooser = s
        state.say(f"{name} selects {ROLE_NAMES[role]}")
        if role == "retreat":
            state.credits[s] += 2
            state.say(f"{name} gains 2 credits")
            state.role, state.chooser = "", -1
            return
        if role == "envoys":
            self._gain_vp(state, s, 1)
            state.priority.remove(s)
            state.priority.insert(0, s)
            state.say(f"{name} gains 1 VP chip and moves to the first space of the priority track")
            state.role, state.chooser = "", -1
            return
        if role == "galaxy_goals":
            state.credits[s] += 1
            i = state.priority.index(s)
            if i > 0:
                state.priority[i - 1], state.priority[i] = state.priority[i], state.priority[i - 1]
            drawn = [state.goal_stack.pop() for _ in range(min(GOAL_DRAW, len(state.goal_stack)))]
            state.say(f"{name} gains 1 credit, moves up the priority track and draws {len(drawn)} goals", seat=s,
                      private=f"You gain 1 credit, move up and draw " + ", ".join(content.goals()[g].name for g in drawn))
            if drawn:
                state.reveals += 1
                state.goal_drawn = drawn
                state.step = "goal_keep"
                state.queue = [s]
            else:
                state.role, state.chooser = "", -1
            return
        state.queue = self._order(state, s)
        state.archived = []
        if role == "develop":
            state.step = "develop"
        elif role == "explore":
            k = min(EXPLORE_DRAW, len(state.bag))
            rng = Rng(state.rng)
            for _ in range(k):
                state.display.append(state.bag.pop(rng.randbelow(len(state.bag))))
            state.rng = rng.state
            if k:
                state.reveals += 1
            state.say(f"Explore draws {k} worlds: " + ", ".join(tile(w).name for w in state.display))
            state.step = "explore"
        elif role == "settle":
            if state.colonist_supply <= 4:
                self._trigger(state, "colonists", f"Settle was selected with {state.colonist_supply} colonists left in the supply")
            state.step = "settle"
        elif role == "produce":
            state.step = "produce_pay"
        elif role == "trade_consume":
            state.step = "trade"
        goal = {"settle": "colonial_reserves", "trade_consume": "galactic_treasury", "explore": "survey_archive"}.get(role)
        if state.galaxy_goals and goal in state.goals_down:
            state.reveal_seat = state.goals_down.index(goal)
            state.resume_step = state.step
            state.step = "reveal"

    def _settle(self, state: NFState, s: int, world: str) -> None:
        t = tile(world)
        name = self._name(state, s)
        if t.military:
            how = f"with Military {self._military(state, s, world)} against defense {t.defense}"
        else:
            cost = facts.settle_cost(state, s, world, state.settled_now)
            state.credits[s] -= cost
            how = f"for {cost} credits"
        triggers = list(facts.powers(state, s, "settle", state.settled_now))
        state.colonists[s] -= t.colonists
        state.unsettled[s].remove(world)
        state.colonies[s].append(world)
        state.settled_now.append(world)
        state.say(f"{name} settles {t.name} {how} and {t.colonists} colonist{'s' if t.colonists > 1 else ''}")
        if t.kind == "windfall" and t.goods:
            state.goods[s].append(world)
        for _, _, p in triggers:
            if p["effect"] == "gain_credits_after_settle" and matches(t, p.get("filter")):
                state.credits[s] += p["amount"]
                state.say(f"{name} gains {p['amount']} credit after settling")
            elif p["effect"] == "gain_colonists_after_settle" and matches(t, p.get("filter")):
                self._gain_colonists(state, s, p["amount"])
                state.say(f"{name} gains {p['amount']} colonist after settling")
        self._check_end(state, s)

    def _fill(self, state: NFState, s: int, world: str) -> None:
        state.goods[s].append(world)
        state.say(f"{self._name(state, s)} puts a good on {tile(world).name}")

    def _consume(self, state: NFState, s: int, action: Consume) -> None:
        p = tile(action.source).powers[action.index]
        state.used.append(f"{action.source}:{action.index}")
        name = self._name(state, s)
        if p["effect"] == "pay_credits_for_vp":
            state.credits[s] -= p["price"]
            self._gain_vp(state, s, p["vp"])
            state.say(f"{name} pays {p['price']} credits for {p['vp']} VP ({tile(action.source).name})")
            return
        for w in action.worlds:
            state.goods[s].remove(w)
        vp, cr = p.get("vp", 0), p.get("credits", 0)
        if vp:
            self._gain_vp(state, s, vp)
        state.credits[s] += cr
        what = " and ".join(x for x in (f"{vp} VP" if vp else "", f"{cr} credits" if cr else "") if x) or "nothing"
        state.say(f"{name} consumes {len(action.worlds)} good{'s' if len(action.worlds) > 1 else ''} for {what} ({tile(action.source).name})")

    def _after_explore(self, state: NFState) -> None:
        rng = Rng(state.rng)
        for s in self._order(state, state.chooser):
            name = self._name(state, s)
            for tid, _, p in facts.powers(state, s, "explore"):
                eff = p["effect"]
                if eff == "extra_world":
                    got = []
                    for _ in range(min(p["amount"], len(state.bag))):
                        got.append(state.bag.pop(rng.randbelow(len(state.bag))))
                    if got:
                        state.unsettled[s].extend(got)
                        state.reveals += 1
                        if state.explored_face_down:
                            state.say(f"{name} draws {len(got)} world from the bag ({tile(tid).name})", seat=s,
                                      private=f"You draw {', '.join(tile(w).name for w in got)} ({tile(tid).name})")
                        else:
                            state.say(f"{name} draws {', '.join(tile(w).name for w in got)} from the bag ({tile(tid).name})", seat=s)
                elif eff == "gain_colonists":
                    self._gain_colonists(state, s, p["amount"])
                    state.say(f"{name} gains {p['amount']} colonist ({tile(tid).name})")
                elif eff == "gain_credits":
                    state.credits[s] += p["amount"]
                    state.say(f"{name} gains {p['amount']} credit ({tile(tid).name})")
        state.rng = rng.state

    # ----------------------------------------------------------------- information

    def _hide(self, view: NFState, seat: int | None) -> None:
        view.bag = [HIDDEN] * len(view.bag)
        view.goal_stack = [HIDDEN] * len(view.goal_stack)
        for s in range(len(view.seats)):
            if s != seat and view.explored_face_down:
                view.unsettled[s] = [HIDDEN] * len(view.unsettled[s])
                if view.stock_worlds:
                    view.stock_worlds[s] = [HIDDEN] * len(view.stock_worlds[s])
            if s != seat:
                if view.goals_down and view.goals_down[s]:
                    view.goals_down[s] = HIDDEN
        if view.goal_drawn and not (view.queue and view.queue[0] == seat):
            view.goal_drawn = [HIDDEN] * len(view.goal_drawn)

    def _fill_hidden(self, state: NFState, rng: Rng) -> None:
        seen = set(state.display)
        for s in range(len(state.seats)):
            seen.update(state.colonies[s])
            seen.update(w for w in state.unsettled[s] if w != HIDDEN)
            if state.stock_worlds:
                seen.update(w for w in state.stock_worlds[s] if w != HIDDEN)
        pool = [w for w in content.bag_world_ids() if w not in seen]
        rng.shuffle(pool)
        for s in range(len(state.seats)):
            state.unsettled[s] = [pool.pop() if w == HIDDEN else w for w in state.unsettled[s]]
            if state.stock_worlds:
                state.stock_worlds[s] = [pool.pop() if w == HIDDEN else w for w in state.stock_worlds[s]]
        state.bag = [pool.pop() if w == HIDDEN else w for w in state.bag]
        if state.galaxy_goals:
            gseen = set(state.goals_up) | {g for g in state.goals_down if g and g != HIDDEN} | {g for g in state.goal_drawn if g != HIDDEN}
            gpool = [g for g in GOALS.in_play() if g not in gseen]
            rng.shuffle(gpool)
            state.goal_drawn = [gpool.pop() if g == HIDDEN else g for g in state.goal_drawn]
            state.goals_down = [gpool.pop() if g == HIDDEN else g for g in state.goals_down]
            state.goal_stack = [gpool.pop() if g == HIDDEN else g for g in state.goal_stack]

    # ----------------------------------------------------------------- words and scores

    def scores(self, state: NFState) -> ScoreSheet:
        return scoring.score(state)

    def describe(self, state: NFState, action: NFAction) -> str:
        s = state.actor
        if isinstance(action, Choose):
            return f"Select {ROLE_NAMES.get(action.role, action.role)}"
        if isinstance(action, Develop):
            t = tile(action.dev)
            cost = facts.dev_cost(state, s, action.dev) if 0 <= s < len(state.seats) else t.cost
            return f"Build {t.name} ({cost} credits, {t.vp} VP)"
        if isinstance(action, Pick):
            if action.archive:
                return f"Stockpile {tile(action.world).name} (Survey Archive, 2 VP)"
            return f"Take {world_words(action.world)}"
        if isinstance(action, Reveal):
            g = state.goals_down[s] if state.goals_down and 0 <= s < len(state.goals_down) else ""
            return f"Turn {content.goals()[g].name} face up now" if g and g != HIDDEN else "Turn your goal face up now"
        if isinstance(action, Stockpile):
            if state.step == "stock_col":
                return "Stockpile 1 colonist (Colonial Reserves)"
            return f"Stockpile {action.n} credit{'s' if action.n > 1 else ''} (Galactic Treasury)"
        if isinstance(action, Discard):
            return f"Discard {tile(action.world).name}"
        if isinstance(action, Recruit):
            return "Recruit 2 colonists"
        if isinstance(action, Settle):
            t = tile(action.world)
            if t.military:
                return f"Conquer {t.name} (defense {t.defense}, {t.colonists} colonists, {t.vp} VP)"
            cost = facts.settle_cost(state, s, action.world, state.settled_now) if 0 <= s < len(state.seats) else t.cost
            return f"Settle {t.name} ({cost} credits, {t.colonists} colonists, {t.vp} VP)"
        if isinstance(action, Boost):
            return f"Temporary Military: {tile(action.source).powers[action.index]['text']}"
        if isinstance(action, PayProduce):
            return f"Pay to produce on {tile(action.world).name}"
        if isinstance(action, Windfall):
            return f"Put a good on {tile(action.world).name}"
        if isinstance(action, Trade):
            t = tile(action.world)
            return f"Sell the {t.goods} good of {t.name}"
        if isinstance(action, Consume):
            p = tile(action.source).powers[action.index]
            goods = ", ".join(f"{tile(w).goods} ({tile(w).name})" for w in action.worlds)
            return f"{p['text']} [{tile(action.source).name}]" + (f" with {goods}" if goods else "")
        if isinstance(action, Keep):
            g = content.goals()[action.goal]
            return f"Keep goal {g.name}: {g.rule}"
        if isinstance(action, Bottom):
            return f"Put {content.goals()[action.goal].name} at the very bottom"
        if isinstance(action, Pass):
            return {
                "trade": "Sell nothing",
                "consume": "Finish consuming",
                "produce_pay": "Do not pay",
                "develop": "Build nothing",
                "settle": "Pass",
                "settle2": "Settle no second world",
                "stock_col": "Keep your colonists",
                "stock_cr": "Keep your credits",
                "reveal": "Keep it face down",
            }.get(state.step, "Pass")
        return action.kind

    def status(self, state: NFState) -> str:
        if state.finished:
            return f"Game over after round {state.round}"
        last = " · last round" if state.final_round else ""
        role = f" · {ROLE_NAMES[state.role]}" if state.role else " · selecting"
        return f"Round {state.round}{role}{last}"

    def heuristic(self, state: NFState, seat: int) -> float:
        """Greedy bots: resources and engine pieces are worth a little, and so is holding a role's bonus."""
        s = seat
        w = WEIGHTS
        unsettled = sum(tile(x).vp for x in state.unsettled[s] if x != HIDDEN)
        production = sum(1 for x in state.colonies[s] if tile(x).kind == "production")
        privilege = w["privilege"].get(state.role, 0.0) if state.chooser == s else 0.0
        return (
            w["credit"] * state.credits[s]
            + w["colonist"] * min(state.colonists[s], 3)
            + w["good"] * len(state.goods[s])
            + w["unsettled_vp"] * unsettled
            + w["unsettled"] * len(state.unsettled[s])
            + w["colony"] * len(state.colonies[s])
            + w["production"] * production
            + w["dev_unit"] * facts.dev_units(state, s)
            + privilege
        )

    def invariants(self, state: NFState) -> list[str]:
        out = []
        n = len(state.seats)
        for s in range(n):
            if state.credits[s] < 0:
                out.append(f"seat {s} has {state.credits[s]} credits")
            if state.colonists[s] < 0:
                out.append(f"seat {s} has {state.colonists[s]} colonists")
            for w in state.goods[s]:
                if w not in state.colonies[s] or not tile(w).goods:
                    out.append(f"seat {s}: good on {w} which is not a goods colony of theirs")
            if len(set(state.goods[s])) != len(state.goods[s]):
                out.append(f"seat {s}: a world holds 2 goods")
            if len(set(state.devs[s])) != len(state.devs[s]):
                out.append(f"seat {s} owns two copies of a development")
            if facts.mat_worlds(state, s) > facts.WORLD_SLOTS and not (state.role == "explore"):
                out.append(f"seat {s} has {facts.mat_worlds(state, s)} worlds on the mat")
        every = list(state.bag) + list(state.display)
        for s in range(n):
            every += state.unsettled[s] + state.colonies[s][1:]
            if state.stock_worlds:
                every += state.stock_worlds[s]
        if sorted(every) != sorted(content.bag_world_ids()):
            out.append("the 60 bag worlds are not all accounted for exactly once")
        if any(c < 0 for c in state.supply.values()):
            out.append("a development supply is negative")
        if sorted(state.priority) != list(range(n)):
            out.append("priority track is not a permutation of the seats")
        if state.galaxy_goals:
            goals = state.goal_stack + state.goal_drawn + state.goals_up + [g for g in state.goals_down if g]
            if sorted(goals) != sorted(GOALS.in_play()):
                out.append("goal tiles are not all accounted for")
        return out


def world_words(w: str) -> str:
    t = tile(w)
    good = f"{t.goods} {t.kind}" if t.goods else "no good"
    how = f"defense {t.defense}" if t.military else f"cost {t.cost}"
    return f"{t.name} ({good}, {how}, {t.colonists} col, {t.vp} VP)"
