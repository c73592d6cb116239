"""Planet B setup: stacks, development row, harvest tiles, goals and the first player, all from the seed."""

from __future__ import annotations

from ..api import Seat
from ..rng import Rng
from . import content
from . import geometry as geo
from .options import PlanetBOptions
from .state import PlanetBState
from .turn import set_prompt, start_turn
from .words import harvest_name


def setup(seats: list[Seat], seed: int, options: PlanetBOptions, rng: Rng) -> PlanetBState:
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
    )
    state.say(
        f"Setup: {state.track_len}-space water track, dome side {geo.side(side).label}; "
        f"goals {', '.join(content.goals()[g].name for g in goals)}; "
        f"harvest tile on top: {harvest_name(harvests[0])}."
    )
    if n == 1:
        state.say("Solo variant (project edition): a rival takes a development tile after each of your turns.")
    state.say(f"{seats[first].name} is the first player.")
    start_turn(state, first)
    set_prompt(state)
    state.rng = rng.state
    return state
