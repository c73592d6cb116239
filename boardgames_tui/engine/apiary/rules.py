"""Apiary engine (Stonemaier 2023; rules in rules/apiary/rules.md)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..api import HIDDEN, HIDDEN_ID, BadOptions, Engine, ScoreSheet, Seat, is_listed, legal_known, remember_legal
from ..rng import Rng
from .actions import ApiaryAction, AutomaStep, Done, PlaySeed, Place, Retrieve
from .content import ROWS, content
from .core import fmt_res, put, seed_name, who
from .glossary import pod_bonus_words
from .flow import start_turn
from .scoring import scores as score_sheet
from .state import ApiaryState, Player
from .steps import STEPS, settle
from .tasks import ApiaryTask, Count, from_row, task
from ..text import plural


class ApiaryOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    variant_seed_limit: bool = False
    """Official variant: at most 2 seed cards per turn played for their ability."""
    variant_remove_two_seed_token: bool = False
    """Official variant: remove the explore token that gives 2 seed cards."""
    starter_factions_only: bool = False
    """Deal only the 5 starter factions (end-game abilities), for a first game."""
    difficulty: Literal["easy", "standard", "hard"] = Field(default="standard", description="Solo Automa difficulty.", json_schema_extra={"players": (1, 1)})


def all_market_tiles() -> dict[str, list[str]]:
    c = content()
    farms = [f"f:{k}" for k, t in c.farms.items() for _ in range(t["count"])]
    return {"farm": farms, "recruit": [f"r:{k}" for k in c.recruits], "development": [f"d:{k}" for k in c.devs]}


class ApiaryEngine(Engine[ApiaryState, ApiaryAction]):
    id: ClassVar[str] = "apiary"
    title: ClassVar[str] = "Apiary"
    description: ClassVar[str] = "Space bees: place workers that grow stronger, explore planets, build your hex hive, hibernate."
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 5
    hides_information: ClassVar[bool] = True
    has_automa: ClassVar[bool] = True
    max_actions: ClassVar[int] = 8_000
    version: ClassVar[str] = "2"
    """2: no storage check on a player's final turn (issue 24)."""
    state_format: ClassVar[int] = 2
    """2: tasks are typed values with named fields (tasks.py); format 1 held positional rows."""
    Options: ClassVar[type[BaseModel]] = ApiaryOptions
    state_type: ClassVar[type[ApiaryState]] = ApiaryState
    action_type: ClassVar[object] = ApiaryAction

    # ----------------------------------------------------------------- setup

    def _setup(self, seats, seed, options, rng: Rng) -> ApiaryState:
        seats = list(seats)
        autos = [i for i, s in enumerate(seats) if s.kind == "automa"]
        if autos and (len(autos) > 1 or len(seats) != 2):
            raise BadOptions("the Automa plays only in a solo game: one player and one Automa seat")
        if len(seats) == 1:
            names = {s.name for s in seats}
            seats.append(Seat(name="Automa" if "Automa" not in names else "Automa 2", kind="automa"))
            autos = [1]
        c = content()
        n_table = 1 if autos else len(seats)
        cfg = c.counts[str(n_table)]
        side = cfg["board_side"]
        geo = c.sides[side]
        s = ApiaryState(seats=seats, seed=seed, rng=0, side=side)
        s.automa = autos[0] if autos else -1
        s.difficulty = options.difficulty
        s.seed_limit = options.variant_seed_limit
        s.rows, s.cols = geo["planet_grid"]["rows"], geo["planet_grid"]["cols"]
        s.spaces = {sp["id"]: (-1, -1) if sp["kind"] != "single" else (-1,) for sp in geo["action_spaces"]}
        # comb
        s.pods = tuple(pod["id"] for sec in c.sectors if sec["id"] in cfg["comb_sectors"] for pod in sec["pods"])
        s.comb = {pod: -1 for pod in s.pods}
        # planet grid
        cells = s.rows * s.cols
        toks = [t for t in c.tokens if not (options.variant_remove_two_seed_token and c.tokens[t].get("variant_removable"))]
        rng.shuffle(toks)
        s.etok = tuple(toks[:cells])
        s.planet = (0,) * cells
        s.dots = ("",) * cells
        stack = list(c.planets)
        rng.shuffle(stack)
        s.planet_stack = tuple(stack)
        # market
        tiles = all_market_tiles()
        for row in ROWS:
            stack = tiles[row]
            rng.shuffle(stack)
            s.market[row] = tuple(stack[:3])
            s.stacks[row] = tuple(stack[3:])
        carv = list(c.carvings)
        rng.shuffle(carv)
        n_carv = geo["carving_spaces"]["curved_rows"] * geo["carving_spaces"]["per_row"]
        s.carvings = tuple(f"c:{k}" for k in carv[:n_carv])
        dances = list(c.dances)
        rng.shuffle(dances)
        s.dances = tuple(dances[: geo["dance_spaces"]])
        s.teacher = (-1,) * len(s.dances)
        s.dtok = ((),) * len(s.dances)
        s.dance_supply = tuple(c.dance_tokens)
        s.deck = list(c.seeds)
        rng.shuffle(s.deck)
        # players
        facs = [f for f in c.factions if c.factions[f]["starter"] or not options.starter_factions_only]
        rng.shuffle(facs)
        mats = list(c.mats)
        rng.shuffle(mats)
        s.first = s.automa if s.automa >= 0 else rng.randbelow(len(seats))
        for i, seat in enumerate(seats):
            p = Player()
            order = (i - s.first) % len(seats)
            p.vp = order + 1
            if i == s.automa:
                p.faction = "automa"
                for w, spec in enumerate(c.automa["workers"]):
                    p.ws = put(p.ws, w, spec["strength"])
                    p.wl = put(p.wl, w, "pool")
            else:
                p.faction = facs.pop()
                p.mat = mats.pop()
                f = c.factions[p.faction]
                for w, st in enumerate(f["start_workers"]):
                    p.ws = put(p.ws, w, st)
                    p.wl = put(p.wl, w, "pool")
                for r, n in f["start_resources"].items():
                    p.res[r] += n
            s.players.append(p)
        if s.automa >= 0:
            deck = list(c.automa_cards)
            rng.shuffle(deck)
            s.automa_deck = tuple(deck)
        s.rng = rng.state
        s.say("Apiary begins. " + ", ".join(f"{who(s, i)} leads the {c.factions.get(p.faction, {}).get('name', p.faction.title())} on {mat_words(p.mat)}" for i, p in enumerate(s.players)) + ".")
        start_turn(s, s.first)
        # the opening hand: 2 seed cards each, keep 1 (first player chooses first)
        n = len(seats)
        for k in reversed(range(n)):
            i = (s.first + k) % n
            if i == s.automa:
                continue
            s.players[i].drawn = (s.deck.pop(0), s.deck.pop(0))
            s.tasks.append(task(Count, step="keep", seat=i, n=1))
        for i, p in enumerate(s.players):
            if p.drawn:
                names = " and ".join(seed_name(x) for x in p.drawn)
                s.say(f"{who(s, i)} is dealt 2 seed cards.", seat=i, private=f"You are dealt {names}.")
        settle(s)
        return s

    def faction_text(self, p: Player) -> str:
        if p.faction == "automa":
            return "Automa"
        f = content().factions[p.faction]
        return f["upgraded" if p.upgraded else "normal"]["text"]

    # ----------------------------------------------------------------- actions

    def iter_legal_actions(self, s: ApiaryState) -> Iterator[ApiaryAction]:
        return iter(self.legal_actions(s))

    def legal_actions(self, s: ApiaryState) -> list[ApiaryAction]:
        if s.finished or not s.tasks:
            return []
        known = legal_known(s)
        if known is not None:
            return list(known)
        t = s.tasks[-1]
        legal = STEPS[t.step].legal(s, t)
        remember_legal(s, legal)
        return list(legal)

    def why_illegal(self, s: ApiaryState, a: ApiaryAction) -> str | None:
        if s.finished or not s.tasks:
            return "the game is over"
        if is_listed(s, a):
            return None  # one of the actions just listed for this very state (they are shared instances)
        t = s.tasks[-1]
        return STEPS[t.step].refuse(s, t, a)

    def _apply(self, s: ApiaryState, a: ApiaryAction) -> None:
        t = s.tasks[-1]
        STEPS[t.step].apply(s, t, a)
        settle(s)

    def automa_action(self, s: ApiaryState) -> ApiaryAction:
        if s.automa < 0 or s.active != [s.automa]:
            raise ValueError("the Automa is not to act now")
        return AutomaStep()

    # ----------------------------------------------------------------- information

    def _hide(self, v: ApiaryState, seat: int | None) -> None:
        for i, p in enumerate(v.players):
            if i != seat:
                p.hand = (HIDDEN_ID,) * len(p.hand)
                p.drawn = (HIDDEN_ID,) * len(p.drawn)
        v.deck = [HIDDEN_ID] * len(v.deck)
        seen = 0
        if v.tasks and v.tasks[-1].step == "observe" and v.tasks[-1].seat == seat:
            seen = v.tasks[-1].n
        v.planet_stack = v.planet_stack[:seen] + (HIDDEN_ID,) * (len(v.planet_stack) - seen)
        v.stacks = {r: (HIDDEN,) * len(x) for r, x in v.stacks.items()}
        v.automa_deck = tuple(HIDDEN_ID if k else x for k, x in enumerate(v.automa_deck))

    def _fill_hidden(self, s: ApiaryState, rng: Rng) -> None:
        c = content()
        known = set(s.discard)
        for p in s.players:
            known.update(x for x in (*p.hand, *p.drawn, *p.planted) if x != HIDDEN_ID)
        unknown = [x for x in c.seeds if x not in known]
        rng.shuffle(unknown)
        for p in s.players:
            p.hand = tuple(unknown.pop() if x == HIDDEN_ID else x for x in p.hand)
            p.drawn = tuple(unknown.pop() if x == HIDDEN_ID else x for x in p.drawn)
        s.deck = [unknown.pop() for _ in s.deck]
        top = [x for x in s.planet_stack if x != HIDDEN_ID]
        placed = {x for x in s.planet if x > 0} | set(top)
        rest = [x for x in c.planets if x not in placed]
        rng.shuffle(rest)
        s.planet_stack = tuple(top + rest[: len(s.planet_stack) - len(top)])
        seen: list[str] = list(s.boxed) + [t.tile for t in s.tasks if t.step == "build" and t.tile[0] != "c"]
        for row in ROWS:
            seen.extend(s.market[row])
        for p in s.players:
            seen.extend(t for t in p.hive.values() if t[0] != "c")
            seen.extend(p.reserve)
        tiles = all_market_tiles()
        for row in ROWS:
            pool_ = list(tiles[row])
            for x in seen:
                if x in pool_:
                    pool_.remove(x)
            rng.shuffle(pool_)
            s.stacks[row] = tuple(pool_[: len(s.stacks[row])])
        if s.automa >= 0:
            known_a = {x for x in s.automa_deck[:1] if x != HIDDEN_ID} | {s.automa_card}
            rest_a = [x for x in c.automa_cards if x not in known_a]
            rng.shuffle(rest_a)
            s.automa_deck = tuple(x if x != HIDDEN_ID else rest_a.pop() for x in s.automa_deck)

    def migrate_state(self, data: dict, stored_format: int) -> dict:
        """Format 1 held each task as a positional row (`["exchange", 0, 1, {...}, {...}]`):
        each becomes its typed task (tasks.from_row)."""
        if stored_format < 2 and isinstance(data.get("tasks"), list):
            data["tasks"] = [from_row(row).model_dump(mode="json") if isinstance(row, list) else row for row in data["tasks"]]
        return data

    # ----------------------------------------------------------------- words and scores

    def scores(self, s: ApiaryState) -> ScoreSheet:
        return score_sheet(s)

    def describe(self, s: ApiaryState, a: ApiaryAction) -> str:
        if isinstance(a, AutomaStep):
            return "Automa: next step"
        if not s.tasks:
            return a.kind
        t = s.tasks[-1]
        seat = t.seat
        name = s.seats[seat].name
        p = s.players[seat]
        if isinstance(a, Place):
            st = p.ws[a.worker] if 0 <= a.worker < 4 else 0
            return f"{name}: place the strength-{st} worker on {a.space.replace('_', ' ').title()}"
        if isinstance(a, Retrieve):
            return f"{name}: retrieve your workers"
        if isinstance(a, PlaySeed):
            cname = seed_name(a.card) if a.card in content().seeds else str(a.card)
            return f"{name}: play {cname} " + ("for its effect" if a.effect else "for 1 basic resource")
        if isinstance(a, Done):
            return f"{name}: " + ("end the turn" if t.step == "turn" else "done")
        return f"{name}: {describe_choice(s, t, a.choice)}"

    def heuristic(self, s: ApiaryState, seat: int) -> float:
        p = s.players[seat]
        if seat == s.automa:
            return 0.0
        if s.finished:
            return 0.0
        value = {"pollen": 0.6, "fibre": 0.6, "water": 0.6, "wax": 1.6, "honey": 2.6}
        res = sum(value[r] * n for r, n in p.res.items())
        workers = sum(1.5 + 0.4 * p.ws[i] for i in range(4) if p.wl[i] != "supply")
        tiles = sum(1.5 if t[0] == "f" else 1.0 for t in p.hive.values())
        return res + workers + tiles + 0.8 * len(p.hand) + 1.0 * len(p.frames)

    def invariants(self, s: ApiaryState) -> list[str]:
        out = []
        c = content()
        for i, p in enumerate(s.players):
            for r, n in p.res.items():
                if n < 0:
                    out.append(f"seat {i} has {n} {r}")
            for w in range(4):
                if (p.ws[w] == 0) != (p.wl[w] == "supply"):
                    out.append(f"seat {i} worker {w}: strength {p.ws[w]} at {p.wl[w]}")
                if not 0 <= p.ws[w] <= 4:
                    out.append(f"seat {i} worker {w} strength {p.ws[w]}")
                loc = p.wl[w]
                if loc in s.spaces and i * 4 + w not in s.spaces[loc]:
                    out.append(f"seat {i} worker {w} is not on {loc}")
            if p.hib > 7:
                out.append(f"seat {i} placed {p.hib} hibernation tokens")
            if sum(1 for o in s.comb.values() if o == i) != p.hib:
                out.append(f"seat {i}: comb tokens differ from {p.hib}")
        for sp, slots in s.spaces.items():
            for code_ in slots:
                if code_ >= 0 and s.players[code_ // 4].wl[code_ % 4] != sp:
                    out.append(f"space {sp} holds a worker that is elsewhere")
        if not s.is_view:
            tiles = list(s.boxed) + [x for row in ROWS for x in s.market[row] + s.stacks[row]]
            tiles += [t.tile for t in s.tasks if t.step == "build" and t.tile[0] != "c"]
            for p in s.players:
                tiles += [x for x in p.hive.values() if x[0] != "c"] + list(p.reserve)
            full = all_market_tiles()
            if sorted(tiles) != sorted(full["farm"] + full["recruit"] + full["development"]):
                out.append(f"market tiles: {len(tiles)} instead of 99")
            cards = list(s.deck) + list(s.discard)
            for p in s.players:
                cards += [*p.hand, *p.drawn, *p.planted]
            if sorted(cards) != sorted(c.seeds):
                out.append(f"seed cards: {len(cards)} instead of {len(c.seeds)}")
        return out

    def status(self, s: ApiaryState) -> str:
        left = sum(1 for pod in s.pods if s.comb[pod] < 0)
        words = f"Round {s.round} · {left}/{len(s.pods)} pods empty"
        if s.final_left > 0:
            words += f" · final turns: {s.final_left} left"
        return words


def describe_choice(s: ApiaryState, t: ApiaryTask, choice: str) -> str:
    c = content()
    head, _, rest = choice.partition(":")
    kind = t.step
    p = s.players[t.seat]
    if kind == "bump":
        return "bumped worker +1 strength to the active pool" if choice == "pool" else "bumped worker keeps strength, to the landing area"
    if head == "cell":
        r, col = divmod(int(rest), s.cols)
        pid = s.planet[int(rest)]
        where = c.planets[pid]["name"] if pid > 0 else "barren planet" if pid < 0 else "unexplored space"
        return f"fly to row {r + 1}, column {col + 1} ({where})"
    if head == "res":
        verb = {"dot": "put 1 {} on the planet", "basic": "take 1 {}", "courier": "take 1 {}", "lama": "pay 1 {} for +1 Advance strength", "overflow": "discard 1 {}"}.get(kind, "pay 1 {}")
        return verb.format(rest)
    if head == "m":
        row, col = rest.split(":")
        tid = s.market[row][int(col)] if int(col) < len(s.market[row]) else "?"
        return f"take {c.tile_name(tid) if tid != '?' else tid} ({row} row, column {int(col) + 1})"
    if head == "reserve":
        return f"build {c.tile_name(p.reserve[int(rest)])} from your reserve" if int(rest) < len(p.reserve) else "reserve tile"
    if head == "hex":
        if kind == "income":
            return f"farm on {rest} produces"
        return f"build on hex {rest}"
    if head == "card":
        cid = int(rest)
        return ("plant " if kind == "plant" else "keep ") + (seed_name(cid) if cid in c.seeds else "a card")
    if head == "cycle":
        return f"cycle {seed_name(int(rest))}"
    if head == "swap":
        a, b = rest.split(":")
        return f"swap 1 {a} for 1 {b}"
    if choice == "wax":
        return "make wax (1 pollen + 1 fibre)"
    if choice == "honey":
        return "make honey (2 pollen + 1 water)"
    if head == "dance":
        d = c.dances[s.dances[int(rest)]]
        return ("teach " if kind == "teach" else "use ") + d["name"]
    if head == "tok" and kind == "signal":
        return f"repeat the explore token {effect_words(c.tokens[int(rest)]['effect'])}"  # equal tokens read the same: one choice
    if head == "tok":
        return f"dance token: {c.raw['dances']['token_meaning'].get(rest, rest)}"  # "1 Queen's Favor", not "qf"
    if head == "carving":
        tid = s.carvings[int(rest)]
        return f"carve {c.tile_name(tid)} ({c.tile(tid)['honey']} honey)" if tid else "carving"
    if head == "pod":
        sec, pod = c.pods[rest]
        # the pod as the comb shows it: its sector's line and its bonus in brackets
        return f"hibernate on pod {rest} (sector {sec['id']}: {pod_bonus_words(pod)})"
    if head == "worker" and rest:
        w = int(rest)
        if kind == "strength" and p.ws[w] >= 4:
            return f"worker {w + 1} (strength 4: it hibernates)"
        return f"worker {w + 1} (strength {p.ws[w]})"
    if head == "pos" and kind == "observe":
        pid = s.planet_stack[int(rest)] if int(rest) < len(s.planet_stack) else HIDDEN_ID
        what = c.planets[pid]["name"] if pid in c.planets else f"the planet now in place {int(rest) + 1}"
        return f"put {what} in place {t.placed + 1} of the stack"
    if head == "n" and kind == "exchange":
        return f"refine {plural(int(rest), 'time')} (1 wax into 1 honey each)"
    if head == "row":
        return f"refresh the {rest} row"
    if choice == "worker":
        return "gain a worker (1 point + 1 pollen)"
    if choice == "worker_water":
        return "gain a worker (1 point + 1 water)"
    if head == "frame":
        return f"gain the {rest} frame (2 points + 2 resources)"
    if choice == "upgrade":
        return "upgrade your faction tile"
    return choice


def mat_words(mat: str) -> str:
    """A hive mat as the board and the rules name it: "the Warré mat" (its display name), "a docking mat"."""
    if not mat:
        return "a docking mat"
    m = content().mats[mat]
    return f"the {m.get('display_name', m['name'])} mat"


def effect_words(effects: list) -> str:
    """Short words for a list of effects (explore tokens)."""
    out = []
    for e in effects:
        op = e["op"]
        if op == "gain":
            out.append(fmt_res(e["res"]))
        elif op in ("vp", "qf"):
            out.append(f"{e['n']} {'VP' if op == 'vp' else 'QF'}")
        elif op == "draw_seed":
            out.append(f"{plural(e['n'], 'seed card')}")
        elif op == "gain_basic_choice":
            out.append(f"{e['n']} basic")
        else:
            out.append(op.replace("_", " "))
    return " + ".join(out) or "nothing"
