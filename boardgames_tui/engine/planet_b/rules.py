"""Planet B rules: setup, legal actions, direct legality checks, applying actions."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from ..api import Engine, Prompt, ScoreSheet, Seat
from ..rng import Rng
from . import content, scoring
from . import geometry as geo
from .actions import (
    END_TURN,
    PASS,
    TAKE,
    TAKE_SPRING,
    BuyAnimal,
    EndTurn,
    PairBees,
    Pass,
    Place,
    PlanetBAction,
    TakeDevelopment,
    TakeSpring,
    buy_animal,
    pair_bees,
)
from .invariants import check_invariants
from .placement import can_place_all, dome_occupancy, fits, occupancy, place_actions, shapes_key
from .state import PlanetBState
from .view import fill_hidden, hide



class PlanetBOptions(BaseModel):
    """Project-edition readings the brief leaves open (see rules.md)."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    tree_water_yield: Literal["each_hex", "once_per_group"] = "each_hex"
    """Trees/water: each new hex pays its group size (default), or each group touched pays once."""
    sheep_habitat: Literal["triangle", "any_three"] = "triangle"
    """Sheep habitat: 3 fences in a triangle (default), or any 3 connected fences."""
    final_harvest: Literal["printed", "showing"] = "printed"
    """Last harvest: the one printed on the board, animals + bees (default), or whatever is showing."""
    wheat_goal: Literal["random", "WHEAT_1", "WHEAT_2", "WHEAT_3"] = "random"
    """Wheat goal: random, or 1 largest field, 2 triangles, 3 pairs."""
    berry_goal: Literal["random", "BERRY_1", "BERRY_2", "BERRY_3"] = "random"
    """Berry goal: random, or 1 longest chain, 2 bent threes, 3 straight line."""
    apple_goal: Literal["random", "APPLE_1", "APPLE_2", "APPLE_3"] = "random"
    """Apple goal: random, or 1 orchards, 2 straight threes, 3 apples on the rim."""
    animal_goal: Literal["random", "ANIMAL_1", "ANIMAL_2", "ANIMAL_3"] = "random"
    """Animal goal: random, or 1 largest herd, 2 animal groups, 3 animals on the rim."""


def hx(i: int) -> str:
    q, r = geo.hexes()[i]
    return f"({q},{r})"


@cache
def tile_words(tile_id: str) -> str:
    if not tile_id:
        return "empty"
    if tile_id == "SPRING":
        return "spring"
    return "-".join(geo.WORD[c] for c in geo.tile_codes(tile_id))


def seat_name(state: PlanetBState, s: int) -> str:
    return state.seats[s].name


_PHASE_WORDS = {"main": "choose", "place": "place tiles", "bees": "pair bees", "after": "buy animals / end"}


@cache
def _prompt(step: str, held: tuple[str, ...]) -> Prompt:
    """The prompt of a step (built once: prompts are frozen)."""
    if step == "main":
        return Prompt(text="Choose a development tile or take a spring", kind="choose-development")
    if step == "place":
        left = len(held)
        return Prompt(
            text=f"Place {', '.join(tile_words(t) for t in held)}" + (f" ({left} tiles, any order)" if left > 1 else ""),
            kind="place-tile",
        )
    if step == "bees":
        return Prompt(text="Choose which two flowers the bee pairs", kind="pair-bees")
    return Prompt(text="Buy animals (optional) or end your turn", kind="buy-animals")


@lru_cache(maxsize=4096)
def habitats(board: str, cover: str, animal: str, sheep_rule: str) -> tuple[tuple[int, ...], ...]:
    """The free habitats of an animal on a dome, in hex order (memoised: a dome often stays
    the same from one prompt to the next)."""
    code = geo.HABITAT_CODE[animal]
    if code not in board:
        return ()
    free = geo.code_mask(board, code) & geo.code_mask(cover, geo.EMPTY)
    if animal == "BIRD":
        return tuple((i,) for i in geo.bits(free))
    if animal == "RABBIT":
        later = geo.later_neighbours()
        return tuple((i, j) for i in geo.bits(free) for j in later[i] if free >> j & 1)
    if free.bit_count() < 3:
        return ()
    return tuple(t for t, m in geo.triple_masks(sheep_rule) if m & free == m)


# ----------------------------------------------------------------- the engine


class PlanetBEngine(Engine[PlanetBState, PlanetBAction]):
    id: ClassVar[str] = "planet-b"
    title: ClassVar[str] = "Planet B"
    description: ClassVar[str] = (
        "Grow a dome ecosystem from hex eco tiles: trees, water, bees and animals feed the harvests "
        "(2–4 players; 1 player = project-edition solo variant against a rival)."
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    hides_information: ClassVar[bool] = False
    has_automa: ClassVar[bool] = False
    max_actions: ClassVar[int] = 3_000
    version: ClassVar[str] = "1"
    Options: ClassVar[type[BaseModel]] = PlanetBOptions
    state_type: ClassVar[type] = PlanetBState
    action_type: ClassVar = PlanetBAction

    # ----------------------------------------------------------------- setup

    def _setup(self, seats: list[Seat], seed: int, options: BaseModel, rng: Rng) -> PlanetBState:
        n = len(seats)
        dev = content.development()
        side = "side_4" if n == 4 else "side_2_3"
        covered = dev.water_track.covered.get(str(n), 0)
        stacks: dict[str, list[str]] = {s.id: [] for s in content.eco().shapes}
        for t in content.eco().tiles:
            stacks[t.shape].append(t.id)
        for ids in stacks.values():
            rng.shuffle(ids)
        row = [t.id for t in sorted(dev.development_tiles, key=lambda t: t.start_position)]
        offer = []
        for d in row:
            offer.append([stacks[slot].pop() if stacks[slot] else "" for slot in content.dev_tiles_by_id()[d].slots])
        harvests = [h.id for h in dev.harvest_tiles]
        rng.shuffle(harvests)
        decks: dict[str, list[str]] = {}
        for g in content.goals().values():
            decks.setdefault(g.deck, []).append(g.id)
        goals = [rng.choice(decks[d]) for d in ("WHEAT", "BERRY", "APPLE", "ANIMAL")]  # always drawn: same seed, same game
        chosen = (options.wheat_goal, options.berry_goal, options.apple_goal, options.animal_goal)
        goals = [g if c == "random" else c for g, c in zip(goals, chosen)]
        first = 0 if n == 1 else rng.randbelow(n)
        o = options
        state = PlanetBState(
            seats=seats,
            seed=seed,
            rng=0,
            side=side,
            boards=["." * geo.N_HEX] * n,
            cover=["." * geo.N_HEX] * n,
            animals=[[] for _ in range(n)],
            bees=[[] for _ in range(n)],
            placed=[[] for _ in range(n)],
            last_cells=[[] for _ in range(n)],
            water=[dev.starting.water] * n,
            oxygen=[dev.starting.oxygen] * n,
            bee_points=[0] * n,
            animal_points=[0] * n,
            multiplier=[0] * n,
            stacks=stacks,
            row=row,
            offer=offer,
            springs=dev.springs.count,
            track=0,
            track_len=dev.water_track.base_length - covered,
            fills=0,
            harvest_stack=harvests,
            goals=goals,
            first=first,
            current=first,
            bee_supply={b.id[-1]: b.supply for b in dev.bees},
            animal_supply={a.id: a.supply for a in dev.animals},
            yield_rule=o.tree_water_yield,
            sheep_rule=o.sheep_habitat,
            final_rule=o.final_harvest,
        )
        state.say(
            f"Setup: {state.track_len}-space water track, dome side {geo.side(side).label}; "
            f"goals {', '.join(content.goals()[g].name for g in goals)}; "
            f"harvest tile on top: {harvests[0]}."
        )
        if n == 1:
            state.say("Solo variant (project edition): a rival takes a development tile after each of your turns.")
        state.say(f"{seats[first].name} is the first player.")
        self._start_turn(state, first)
        state.rng = rng.state
        return state

    # ----------------------------------------------------------------- prompts

    def _start_turn(self, state: PlanetBState, seat: int) -> None:
        state.current = seat
        state.step = "main"
        state.held = []
        state.last_cells[seat] = []
        state.active = [seat]
        self._set_prompt(state)

    def _set_prompt(self, state: PlanetBState) -> None:
        state.prompt = _prompt(state.step, tuple(state.held) if state.step == "place" else ())
        state.phase = self._phase(state)

    def _phase(self, state: PlanetBState) -> str:
        words = _PHASE_WORDS[state.step]
        if state.pending or state.end_reason:
            words += " · harvest warning"
        return words

    # ----------------------------------------------------------------- legal actions

    def iter_legal_actions(self, state: PlanetBState) -> Iterator[PlanetBAction]:
        return iter(self.legal_actions(state))

    def legal_actions(self, state: PlanetBState) -> list[PlanetBAction]:
        if state.finished:
            return []
        s = state.current
        step = state.step
        if step == "main":
            occ = dome_occupancy(state.boards[s])
            costs = content.development().position_costs.costs
            out: list[PlanetBAction] = [TAKE[p] for p in range(6) if self._take_problem(state, s, p, occ, costs) is None]
            if state.springs > 0 and fits(occ, ("S1",)):
                out.append(TAKE_SPRING)
            main = bool(out)
            out += self._animal_actions(state, s)
            if not main:
                out.append(PASS)
            return out
        if step == "place":
            return [*self._place_actions(state, s), *self._animal_actions(state, s)]
        if step == "bees":
            return [pair_bees(a, b) for a, b in self._bee_candidates(state, s)]
        return [*self._animal_actions(state, s), END_TURN]

    def _take_problem(self, state: PlanetBState, s: int, p: int, occ: int, costs: list[int]) -> str | None:
        """Why the tile at position p cannot be taken (occ: the dome's padded occupancy), or None."""
        tiles = [t for t in state.offer[p] if t]
        if not tiles:
            return f"development tile {state.row[p]} at position {p + 1} holds no eco tiles"
        if state.water[s] < costs[p]:
            return f"Needs {costs[p]} water; you have {state.water[s]}"
        if not fits(occ, shapes_key(tiles)):
            return f"its {len(tiles)} eco tile{'s' if len(tiles) > 1 else ''} cannot all be placed on your dome"
        return None

    def _place_actions(self, state: PlanetBState, s: int) -> list[Place]:
        return place_actions(dome_occupancy(state.boards[s]), state.held)

    def _bee_candidates(self, state: PlanetBState, s: int) -> list[tuple[int, int]]:
        """Pairs of adjacent free flowers of one colour whose bee is in the supply (adjacent_pairs' order)."""
        board = state.boards[s]
        free = geo.code_mask(state.cover[s], geo.EMPTY)
        masks = {}
        for flower, bee in geo.BEE_OF_FLOWER.items():
            if flower in board and state.bee_supply[bee] > 0:
                m = geo.code_mask(board, flower) & free
                if m & (m - 1):  # two or more
                    masks[flower] = m
        if not masks:
            return []
        later = geo.later_neighbours()
        out = []
        for i in geo.bits(sum(masks.values())):
            m = masks[board[i]]
            out.extend((i, j) for j in later[i] if m >> j & 1)
        return out

    def _habitats(self, state: PlanetBState, s: int, animal: str) -> tuple[tuple[int, ...], ...]:
        return habitats(state.boards[s], state.cover[s], animal, state.sheep_rule)

    def _animal_actions(self, state: PlanetBState, s: int) -> list[BuyAnimal]:
        out = []
        for animal in geo.ANIMAL_ORDER:
            a = content.animals_by_id()[animal]
            if state.animal_supply[animal] <= 0 or state.oxygen[s] < a.oxygen_cost:
                continue
            out.extend(buy_animal(animal, cells) for cells in self._habitats(state, s, animal))
        return out

    # ----------------------------------------------------------------- direct checks

    def why_illegal(self, state: PlanetBState, action: PlanetBAction) -> str | None:
        if state.finished:
            return "the game is over"
        s = state.current
        step = state.step
        match action:
            case TakeDevelopment(pos=p):
                if step != "main":
                    return "you already took your main action this turn" if step == "after" else "finish placing first"
                return self._take_problem(state, s, p, dome_occupancy(state.boards[s]), content.development().position_costs.costs)
            case TakeSpring():
                if step != "main":
                    return "you already took your main action this turn" if step == "after" else "finish placing first"
                if state.springs <= 0:
                    return "no spring is left"
                if not fits(dome_occupancy(state.boards[s]), ("S1",)):
                    return "your dome has no free hex for a spring"
                return None
            case Pass():
                if step != "main":
                    return "you can only pass instead of a main action"
                for a in self.iter_legal_actions(state):
                    if isinstance(a, (TakeDevelopment, TakeSpring)):
                        return "you can still take a development tile or a spring"
                return None
            case Place(tile=t, rot=rot, at=at):
                if step != "place":
                    return "you have no tile to place now"
                if t not in state.held:
                    return f"{tile_words(t)} is not one of the tiles you hold"
                shape = geo.tile_shape(t)
                spot = geo.placement_at(shape, rot).get(at)
                if spot is None:
                    return "the tile would stick out of the dome"
                if rot not in geo.tile_rotations(t):
                    r2, a2 = geo.canonical(t, rot, at)
                    return f"same as rotation {r2} at {hx(a2)}: use that one"
                cells, mask, touch = spot
                occ = occupancy(state.boards[s])
                if mask & occ:
                    n = bin(mask & occ).count("1")
                    return f"{n} of its hexes {'is' if n == 1 else 'are'} already covered"
                if occ == 0 and not mask >> geo.centre() & 1:
                    return "your first tile must cover the centre hex (0,0)"
                if occ and not touch & occ:
                    return "it must touch a tile already on your dome"
                k = state.held.index(t)
                rest = shapes_key(state.held[:k] + state.held[k + 1 :])
                if not can_place_all(occ | mask, rest):
                    return "then your other collected tiles could not all be placed"
                return None
            case PairBees(a=a, b=b):
                if step != "bees":
                    return "no bee pairing is waiting"
                if (min(a, b), max(a, b)) not in self._bee_candidates(state, s):
                    return f"{hx(a)} and {hx(b)} are not two free adjacent flowers of one colour"
                return None
            case BuyAnimal(animal=animal, cells=cells):
                if step == "bees":
                    return "pair the bee first"
                a = content.animals_by_id()[animal]
                if state.animal_supply[animal] <= 0:
                    return f"no {animal.lower()} is left in the supply"
                if state.oxygen[s] < a.oxygen_cost:
                    return f"Needs {a.oxygen_cost} oxygen; you have {state.oxygen[s]}"
                if tuple(sorted(cells)) not in self._habitats(state, s, animal):
                    habitat = geo.WORD[geo.HABITAT_CODE[animal]]
                    need = {"BIRD": "1 free nest box", "RABBIT": "2 adjacent free logs"}.get(
                        animal, "3 free fences in a triangle" if state.sheep_rule == "triangle" else "3 connected free fences"
                    )
                    return f"a {animal.lower()} needs {need}; those hexes are not free {habitat} hexes of that shape"
                return None
            case EndTurn():
                if step == "main":
                    return "take a development tile or a spring first"
                if step != "after":
                    return "finish placing first"
                return None
        return "unknown action"

    # ----------------------------------------------------------------- applying

    def _copy_for_apply(self, state: PlanetBState) -> PlanetBState:
        return state.fork()  # per-seat rows and stacks shared until the rules replace one

    def _apply(self, state: PlanetBState, action: PlanetBAction) -> None:
        s = state.current
        name = seat_name(state, s)
        rng = Rng(state.rng)
        match action:
            case TakeDevelopment(pos=p):
                cost = content.development().position_costs.costs[p]
                tiles = [t for t in state.offer[p] if t]
                d = state.row[p]
                state.say(
                    f"{name} takes development tile {d} at position {p + 1}"
                    + (f", paying {cost} water" if cost else " (free)")
                    + f": {', '.join(tile_words(t) for t in tiles)}."
                )
                state.water[s] -= cost
                self._pay_track(state, cost)
                state.held = tiles
                state.offer[p] = ["" for _ in state.offer[p]]
                self._slide_and_refill(state, p, rng)
                state.step = "place"
            case TakeSpring():
                state.springs -= 1
                state.held = ["SPRING"]
                state.say(f"{name} takes a spring ({state.springs} left).")
                state.step = "place"
            case Pass():
                state.water[s] += 1
                state.passed.append(s)
                state.say(f"{name} cannot take a development tile or a spring and passes (+1 water).")
                state.step = "after"
            case Place(tile=t, rot=rot, at=at):
                self._place(state, s, t, rot, at)
            case PairBees(a=a, b=b):
                self._put_bee(state, s, a, b)
                self._auto_bees(state, s)
            case BuyAnimal(animal=animal, cells=cells):
                cost = content.animals_by_id()[animal].oxygen_cost
                state.oxygen[s] -= cost
                state.animal_supply[animal] -= 1
                code = geo.ANIMAL_CODE[animal]
                cover = list(state.cover[s])
                for c in cells:
                    cover[c] = code
                state.cover[s] = "".join(cover)
                state.animals[s] = [*state.animals[s], f"{code}:{','.join(map(str, sorted(cells)))}"]
                state.say(f"{name} buys a {animal.lower()} for {cost} oxygen on {' '.join(hx(c) for c in cells)}.")
            case EndTurn():
                self._end_turn(state, rng)
        if not state.finished:
            self._set_prompt(state)
        state.rng = rng.state

    def _slide_and_refill(self, state: PlanetBState, p: int, rng: Rng) -> None:
        d = state.row.pop(p)
        state.offer.pop(p)
        state.row.append(d)
        slots = content.dev_tiles_by_id()[d].slots
        new = []
        for shape in slots:
            stack = state.stacks[shape]
            new.append(stack[-1] if stack else "")
            state.stacks[shape] = stack[:-1]  # a new row: the stack is shared with the state apply was given
        state.offer.append(new)
        if any(new):
            state.reveals += 1
        empty = sum(1 for t in new if not t)
        state.say(
            f"Development tile {d} moves to position 6 and is refilled: {', '.join(tile_words(t) for t in new if t) or 'nothing'}"
            + (f" ({empty} slot{'s' if empty > 1 else ''} stay empty: stack ran out)" if empty else "")
            + "."
        )

    def _pay_track(self, state: PlanetBState, n: int) -> None:
        n_harvest_tiles = len(content.development().harvest_tiles)
        for _ in range(n):
            state.track += 1
            if state.track >= state.track_len:
                state.track = 0
                state.fills += 1
                if state.fills <= n_harvest_tiles:
                    state.pending += 1
                    state.say(f"The water track is full (fill {state.fills}): harvest at the end of the round; the track empties.")
                else:
                    state.say(f"The water track is full for the {state.fills}th time: the game ends after this round.")
                    if not state.end_reason:
                        state.end_reason = "fourth fill of the water track"

    def _place(self, state: PlanetBState, s: int, t: str, rot: int, at: int) -> None:
        name = seat_name(state, s)
        shape = geo.tile_shape(t)
        cells, _mask, _touch = geo.placement_at(shape, rot)[at]
        codes = geo.tile_codes(t)
        board = list(state.boards[s])
        for c, code in zip(cells, codes):
            board[c] = code
        state.boards[s] = "".join(board)
        state.held.remove(t)
        state.placed[s] = [*state.placed[s], t]  # new rows: the old ones are shared with the state apply was given
        state.last_cells[s] = [*state.last_cells[s], *cells]
        side = geo.side(state.side)
        gains_w = sum(1 for c in cells if c in side.water_icons)
        gains_o = sum(1 for c in cells if c in side.oxygen_icons)
        notes = []
        if gains_w:
            notes.append(f"+{gains_w} water (icon)")
        if gains_o:
            notes.append(f"+{gains_o} oxygen (icon)")
        for code, word, gain_kind in (("T", "tree", "oxygen"), ("W", "water", "water")):
            new = [c for c, k in zip(cells, codes) if k == code]
            if not new:
                continue
            members = geo.code_mask(state.boards[s], code)
            if state.yield_rule == "once_per_group":
                gain = sum(g.bit_count() for g in {geo.group_mask(c, members) for c in new})
            else:
                gain = sum(geo.group_mask(c, members).bit_count() for c in new)
            notes.append(f"+{gain} {gain_kind} ({word} group)")
            if gain_kind == "oxygen":
                gains_o += gain
            else:
                gains_w += gain
        if t == "SPRING":
            spring_gain = content.development().springs.water_gain
            gains_w += spring_gain
            notes.append(f"+{spring_gain} water (spring)")
        state.water[s] += gains_w
        state.oxygen[s] += gains_o
        state.say(
            f"{name} places {tile_words(t)} on {' '.join(hx(c) for c in cells)}"
            + (": " + ", ".join(notes) if notes else "")
            + "."
        )
        if not state.end_reason:
            occ = occupancy(state.boards[s])
            if side.dark_mask & ~occ == 0:
                state.end_reason = f"{name} completed their dome"
                state.say(f"{name} has covered every dark hex of their dome: the game ends after this round.")
        state.step = "place" if state.held else "after"
        self._auto_bees(state, s)

    def _put_bee(self, state: PlanetBState, s: int, a: int, b: int) -> None:
        colour = geo.BEE_OF_FLOWER[state.boards[s][a]]
        state.bee_supply[colour] -= 1
        cover = list(state.cover[s])
        cover[a] = cover[b] = colour
        state.cover[s] = "".join(cover)
        a, b = min(a, b), max(a, b)
        state.bees[s] = [*state.bees[s], f"{colour}:{a},{b}"]
        state.say(f"{seat_name(state, s)} gets a {geo.BEE_WORD[colour]} bee on {hx(a)} {hx(b)} (free).")

    def _auto_bees(self, state: PlanetBState, s: int) -> None:
        """Pair every bee that is not a choice; stop at a choice (step "bees")."""
        while True:
            cands = self._bee_candidates(state, s)
            if not cands:
                break
            used = [x for pair in cands for x in pair]
            per_colour: dict[str, int] = {}
            for a, _b in cands:
                col = geo.BEE_OF_FLOWER[state.boards[s][a]]
                per_colour[col] = per_colour.get(col, 0) + 1
            clash = len(used) != len(set(used)) or any(n > state.bee_supply[c] for c, n in per_colour.items())
            if clash:
                state.step = "bees"
                return
            for a, b in cands:
                self._put_bee(state, s, a, b)
        state.step = "place" if state.held else "after"

    def _end_turn(self, state: PlanetBState, rng: Rng) -> None:
        n = len(state.seats)
        if n == 1:
            self._rival(state, rng)
        nxt = (state.current + 1) % n
        if nxt == state.first:
            self._end_round(state, rng)
            if state.finished:
                return
        self._start_turn(state, nxt)

    def _rival(self, state: PlanetBState, rng: Rng) -> None:
        costs = content.development().position_costs.costs
        p = rng.randbelow(6)
        state.reveals += 1
        if not any(state.offer[p]):
            state.say(f"The rival rolls {p + 1}: that development tile is empty; it rolls again.")
            p = rng.randbelow(6)
        if not any(state.offer[p]):
            state.say(f"The rival rolls {p + 1}: empty again; the rival does nothing.")
            return
        tiles = [t for t in state.offer[p] if t]
        state.say(
            f"The rival rolls {p + 1}: it removes {', '.join(tile_words(t) for t in tiles)} from the game"
            + (f" and puts {costs[p]} water on the track." if costs[p] else ".")
        )
        state.removed.extend(tiles)
        state.offer[p] = ["" for _ in state.offer[p]]
        self._pay_track(state, costs[p])
        self._slide_and_refill(state, p, rng)

    def _harvest(self, state: PlanetBState, kinds: list[str], label: str) -> None:
        state.say(f"Harvest ({label}): {' and '.join(k.lower() for k in kinds)}.")
        for s in range(len(state.seats)):
            parts = []
            if "BEES" in kinds:
                pts, why = scoring.bee_harvest(state.boards[s], state.cover[s])
                state.bee_points[s] += pts
                parts.append(f"bees {pts}" + (f" ({'; '.join(why)})" if why else ""))
            if "ANIMALS" in kinds:
                pts, why = scoring.animal_harvest(state.animals[s])
                state.animal_points[s] += pts
                parts.append(f"animals {pts}" + (f" ({'; '.join(why)})" if why else ""))
            state.say(f"  {seat_name(state, s)}: {', '.join(parts)}.")
        self._move_multipliers(state)

    def _move_multipliers(self, state: PlanetBState) -> None:
        """The multiplier marker follows the score marker past 50, 100, 150, ..."""
        for s in range(len(state.seats)):
            fifties = scoring.track_score(state, s) // 50
            if fifties > state.multiplier[s]:
                state.multiplier[s] = fifties
                state.say(f"{seat_name(state, s)}'s score passes {50 * fifties}: the multiplier marker moves to {50 * fifties}.")

    def _end_round(self, state: PlanetBState, rng: Rng) -> None:
        tiles = {h.id: h for h in content.development().harvest_tiles}
        printed = content.development().printed_final_harvest.scores
        while state.pending > 0:
            state.pending -= 1
            if state.harvest_stack:
                top = state.harvest_stack.pop(0)
                state.harvests_used.append(top)
                self._harvest(state, list(tiles[top].scores), f"tile {top}")
                if state.harvest_stack:
                    state.reveals += 1
                    state.say(f"Next harvest tile: {state.harvest_stack[0]}.")
                else:
                    state.say("No harvest tile left: the printed harvest (animals and bees) shows.")
            else:
                self._harvest(state, list(printed), "printed")
        if len(set(state.passed)) == len(state.seats) and not state.end_reason:
            state.end_reason = "every player passed this round"
        state.passed = []
        if state.end_reason:
            if state.final_rule == "showing" and state.harvest_stack:
                self._harvest(state, list(tiles[state.harvest_stack[0]].scores), f"final, tile {state.harvest_stack[0]}")
            else:
                self._harvest(state, list(printed), "final, printed on the board")
            state.finished = True
            self._move_multipliers(state)  # the goal cards are added to the score track
            state.active = []
            state.phase = "game over"
            state.prompt = Prompt(text="The game is over", kind="game-over")
            sheet = self.scores(state)
            for row in sheet.seats:
                goals = ", ".join(f"{k} {v}" for k, v in row.breakdown.items() if k not in ("Bee harvests", "Animal harvests"))
                state.say(f"Final: {seat_name(state, row.seat)} {row.total} points ({goals}).")
            state.say(f"Game over ({state.end_reason}). Winner: {', '.join(seat_name(state, w) for w in sheet.winners)}.")
            return
        state.round += 1

    # ----------------------------------------------------------------- information

    def _hide(self, view: PlanetBState, seat: int | None) -> None:
        hide(view)

    def _fill_hidden(self, state: PlanetBState, rng: Rng) -> None:
        fill_hidden(state, rng)

    # ----------------------------------------------------------------- scores and words

    def scores(self, state: PlanetBState) -> ScoreSheet:
        return scoring.score_sheet(state)

    def describe(self, state: PlanetBState, action: PlanetBAction) -> str:
        costs = content.development().position_costs.costs
        match action:
            case TakeDevelopment(pos=p):
                tiles = [t for t in state.offer[p] if t] if p < len(state.offer) else []
                return (
                    f"Take tile {state.row[p]} at position {p + 1} ({costs[p]} water): "
                    + (", ".join(tile_words(t) for t in tiles) or "empty")
                )
            case TakeSpring():
                return f"Take a spring (+3 water; {state.springs} left)"
            case Pass():
                return "Pass: no main action possible (+1 water)"
            case Place(tile=t, rot=rot, at=at):
                spot = geo.placement_at(geo.tile_shape(t), rot).get(at)
                where = " ".join(hx(c) for c in spot[0]) if spot else f"hex {at}"
                return f"Place {tile_words(t)} on {where}"
            case PairBees(a=a, b=b):
                board = state.boards[state.current]
                colour = geo.BEE_OF_FLOWER.get(board[a], "")
                return f"{geo.BEE_WORD.get(colour, '').capitalize()} bee on {hx(a)} {hx(b)}"
            case BuyAnimal(animal=animal, cells=cells):
                cost = content.animals_by_id()[animal].oxygen_cost
                return f"Buy a {animal.lower()} ({cost} oxygen) on {' '.join(hx(c) for c in cells)}"
            case EndTurn():
                return "End turn"
        return str(action)

    def status(self, state: PlanetBState) -> str:
        if state.finished:
            return f"Game over after round {state.round}"
        text = f"Round {state.round} · {seat_name(state, state.current)} · track {state.track}/{state.track_len}"
        text += f" · fill {state.fills}"
        if state.pending or state.end_reason:
            text += " · HARVEST WARNING"
        if state.end_reason:
            text += " · last round"
        return text

    def heuristic(self, state: PlanetBState, seat: int) -> float:
        """Future harvest value of bees and animals, plus tokens and dome progress."""
        board, cover = state.boards[seat], state.cover[seat]
        side = geo.side(state.side)
        covered = sum(1 for i in side.dark if board[i] != ".")
        bees, _ = scoring.bee_harvest(board, cover)
        animals, _ = scoring.animal_harvest(state.animals[seat])
        harvests_left = 1 + len(state.harvest_stack) * 2 / 3  # the final one plus tiles (2 of 3 score each kind)
        free_habitat = sum(1 for i, c in enumerate(board) if c in "FLN" and cover[i] == ".")
        # collected tiles still to place are worth their hexes: otherwise water is never worth paying
        held = sum(len(geo.tile_codes(t)) for t in state.held) if state.current == seat else 0
        return (
            0.7 * held
            + harvests_left * (bees + animals)
            + 0.9 * state.oxygen[seat]
            + 0.4 * state.water[seat]
            + 0.25 * covered
            + 0.3 * free_habitat
        )

    def invariants(self, state: PlanetBState) -> list[str]:
        return check_invariants(state)
