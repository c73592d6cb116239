"""New Frontiers setup: priority, empire mats, starting credits and goods, the development
supply, the bag, the supplies and the Galaxy Goals stack."""

from __future__ import annotations

from ..api import BadOptions, Seat
from ..rng import Rng
from . import content
from .content import tile
from .goals import GOALS
from .options import NFOptions
from .state import ROLES, NFState
from ..text import plural


def setup(seats: list[Seat], seed: int, o: NFOptions, rng: Rng) -> NFState:
    """The state before the first selection (the caller runs the forced steps)."""
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
    goods: list[tuple[str, ...]] = [() for _ in range(n)]
    for s, h in enumerate(homes):
        t = tile(h)
        colonists[s] = sum(p["amount"] for p in t.powers if p["effect"] == "extra_start_colonists")
        if t.starts_with_good or (t.kind == "windfall" and t.goods):
            goods[s] = (h,)
    roles = list(ROLES)
    stack: list[str] = []
    if o.galaxy_goals:
        roles[0] = "galaxy_goals"
        stack = GOALS.stack(rng)
    state = NFState(
        seats=seats,
        seed=seed,
        rng=0,
        roles=tuple(roles),
        priority=priority,
        credits=credits,
        colonists=colonists,
        vp=[0] * n,
        colonies=[(h,) for h in homes],
        unsettled=[() for _ in range(n)],
        goods=goods,
        devs=[() for _ in range(n)],
        supply=supply,
        bag=list(content.bag_world_ids()),
        vp_supply=g["vp_chips_in_supply_per_player"] * n,
        colonist_supply=10 * n + 4 if o.colonist_supply_formula == "10n+4" else 12 * n,
        picks_per_player=o.picks_per_player,
        explored_face_down=o.explored_worlds == "face_down",
        galaxy_goals=o.galaxy_goals,
        goal_stack=tuple(stack),
        goals_down=("",) * n if o.galaxy_goals else (),
        stock_colonists=(0,) * n if o.galaxy_goals else (),
        stock_credits=(0,) * n if o.galaxy_goals else (),
        stock_worlds=[() for _ in range(n)] if o.galaxy_goals else [],
    )
    for s in range(n):
        state.say(f"{seats[s].name} starts on {tile(homes[s]).name} with {plural(credits[s], 'credit')}")
    state.say("Priority: " + ", ".join(seats[s].name for s in priority))
    state.rng = rng.state
    return state
