"""Tracks, benefits and the pending effects a seat resolves in the order it likes.

A pending effect is a short string in `Player.pending`; ITEMS below lists every kind. Each
kind says which actions resolve it (`item_actions`), checks one action directly
(`item_problem`) and applies it (`resolve`). Effects that cannot do anything now drop out
(`tidy`), so a prompt never offers an effect without a way to resolve it.
"""

from __future__ import annotations

from .actions import Advance, Choose, Regress, Skip, Target
from .content import (
    BIOMASS,
    CIV,
    ROVER,
    SIZE,
    TRACKS,
    UNCOVERED,
    geometry,
    station,
)
from .placement import ability, can_place, covered, neighbours, patch_cells
from .corporations import corp, is_republic
from .planets import planet_hook
from .state import Player, PUState

TOP = 15
ANY = "01234"

ITEMS = {
    "adv": "advance one of the named trackers (adv/<tracks>/<steps>/<benefits 1|0>)",
    "diff": "advance n different trackers one space each (diff/<n>/<used>)",
    "reg": "regress one of the named trackers (reg/<tracks>/<steps>)",
    "one": "only one of the tile's two advances counts (one/<item>;<item>)",
    "patch": "place a biomass patch (patch/end at game end: no storing)",
    "rover": "deploy a rover on the tile just placed (rover/extra: a spare rover)",
    "lifepod": "collect n lifepods from your planet (lifepod/<n>)",
    "lifepod-destroy": "destroy a lifepod still on your planet",
    "meteor-collect": "collect a meteorite from your planet",
    "meteor-destroy": "destroy n meteorites (meteor-destroy/<n>)",
    "meteor-line": "destroy every meteorite in one row or column",
    "meteor-icon": "put a meteorite on an empty meteor icon of one of your tiles",
    "teleport": "move a rover to any square",
    "tile": "take a tile from your depot and place it (tile/<advances 1|0>)",
    "rover-destroy": "destroy one of your rovers on the planet",
    "peek-or-synergy": "a synergy boost, or look at the next event card",
    "discard-objective": "discard one of your private objectives",
    "shape-remove": "remove every tile of one shape of your depot from the station",
    "rotate": "turn the station to any position",
    "civ-pick": "keep one of the remaining civ cards (Republic tech 5)",
    "meteor-drop": "destroy the meteorite your rover carries onto water (meteor-drop/<rover>)",
    "advopt": "advance a tracker once this round, if you like (advopt/<track>)",
    "pod-park": "park the lifepod you collected on a track space",
    "pod-move": "reposition collected lifepods (pod-move/<n>)",
    "pod-to": "where the lifepod goes (pod-to/<from>/<n left>)",
    "lane": "where the tracker steps (lane/<tracker>/<benefits 1|0>/<skip synergy 1|0>)",
    "flux": "move the flux token to a track (flux/first: place it)",
    "flux-jump": "advance the flux track to its next milestone (once per game)",
    "pod-tech": "put the lifepod you collected on a tech slot, unlocking that tech",
    "row-benefits": "claim the benefits of the other tracks on one tracker's row (once per game)",
    "objective-draw": "draw three objectives and keep one for everyone (once per game)",
    "objective-keep": "keep one of the objectives drawn (objective-keep/<a>/<b>/<c>)",
    "regopt": "regress any one tracker one space, if you like (once per round)",
    "bio-reset": "reset the biomass tracker to 0, if you like",
}

MANDATORY = {
    "adv", "diff", "reg", "one", "meteor-icon", "lifepod-destroy", "rover-destroy", "discard-objective", "shape-remove",
    "lane", "objective-keep",
}


def kind_of(item: str) -> str:
    return item.split("/", 1)[0]


def args_of(item: str) -> list[str]:
    return item.split("/")[1:]


# ----------------------------------------------------------------------------- station


def depot_stacks(state: PUState, seat: int) -> tuple[int, int]:
    """(inner stack, outer stack) of the depot facing a seat now."""
    positions = station().seat_positions[str(len(state.players))]
    d = (positions[seat] + state.rotation) % 6
    return (d + state.offset) % 6, 6 + d


def top(state: PUState, stack: int) -> int:
    """The visible top tile of a stack, -1 when empty or face down."""
    st = state.stacks[stack]
    if not st or stack in state.unrevealed:
        return -1
    return st[-1]


def depot_tiles(state: PUState, seat: int) -> list[tuple[int, int]]:
    """(stack, tile) for each tile this seat may take now."""
    return [(s, top(state, s)) for s in depot_stacks(state, seat) if top(state, s) >= 0]


# ----------------------------------------------------------------------------- tracks


def civ_rank(p: Player, pos: int) -> int:
    return corp(p).civ_rank(p, pos)


def advance(state: PUState, seat: int, track: int, *, benefits: bool = True, skip_synergy: bool = False) -> None:
    """Move a tracker up one space and claim what is there (§10). Where it may step is the
    corporation's (`destinations`): blocked, one space, or a choice left pending (Makeshift)."""
    p = state.players[seat]
    name = state.seats[seat].name
    hook = corp(p)
    if hook.at_top(p, track):
        if hook.lane(p, track) == ROVER and benefits:
            from .corporations import beyond_top

            _gain_moves(state, p, beyond_top(p), name)
        return
    dests = hook.destinations(p, track)
    if not dests:
        state.say(f"{name}: the {TRACKS[track]} tracker is blocked and does not move")
        return
    if len(dests) > 1:
        p.pending.append(f"lane/{track}/{int(benefits)}/{int(skip_synergy)}")
        return
    move_tracker(state, seat, track, *dests[0], benefits=benefits, skip_synergy=skip_synergy)


def move_tracker(state: PUState, seat: int, track: int, pos: int, lane: int, *, benefits: bool = True, skip_synergy: bool = False) -> None:
    p = state.players[seat]
    name = state.seats[seat].name
    hook = corp(p)
    before = hook.tech_level(p)
    while pos < TOP and track * 16 + pos in p.track_pods:  # Cosmos: skip parked lifepods
        p.track_pods.remove(track * 16 + pos)
        p.lifepods_collected += 1
        state.say(f"{name}'s {TRACKS[track]} tracker skips a lifepod, which goes back to the scoring area")
        pos += 1
    p.tracks[track] = pos
    if p.lanes:
        p.lanes[track] = lane
    col, y = hook.cell_of(p, track, pos, lane)
    where = f"{y}" if col == track else f"{TRACKS[col]} space {y}"
    state.say(f"{name}: {TRACKS[track]} tracker to {where}")
    if hook.tech_level(p) > before:
        state.say(f"{name} unlocks tech {hook.tech_level(p)}")
        hook.on_tech_unlock(state, seat)
    if benefits:
        claim(state, seat, hook.rewards(p, col, y), y, skip_synergy=skip_synergy)


def claim(state: PUState, seat: int, rewards, y: int, *, skip_synergy: bool = False) -> None:
    """Claim the rewards of a space on row y (medals score at the end; techs follow positions)."""
    p = state.players[seat]
    name = state.seats[seat].name
    rule = state.event_rule
    for reward in rewards:
        what = reward[0]
        if what in ("synergy", "advance_track"):
            if skip_synergy or rule == "no_synergy":
                continue
            tracks = ANY if what == "synergy" else str(TRACKS.index(reward[1]))
            p.pending.append(f"adv/{tracks}/1/1")
        elif what == "rover_move":
            _gain_moves(state, p, reward[1], name)
        elif rule == "no_milestones" and what in ("civ_milestone", "biomass_patch", "gain_rover"):
            state.say(f"{name}: the event cancels the {what.replace('_', ' ')}")
        elif what == "civ_milestone":
            rank = civ_rank(p, y)
            p.civ_claims.append(rank)
            state.say(f"{name} reaches a civ milestone (rank {rank} card at the end of the round)")
            if is_republic(p):  # Republic: every civ milestone costs one other tracker a space
                p.pending.append("reg/" + "".join(str(t) for t in range(5) if t != CIV) + "/1")
        elif what == "biomass_patch":
            p.pending.extend(corp(p).patch_claim(state, seat))
        elif what == "gain_rover":
            p.pending.append("rover")


def _gain_moves(state: PUState, p: Player, n: int, name: str) -> None:
    extra = corp(p).move_bonus(p)
    p.moves += n + extra
    state.say(f"{name} gains {n + extra} rover movement")


def can_regress(p: Player, track: int, steps: int) -> bool:
    return p.tracks[track] >= steps


def regress_amount(p: Player, tracks: str, steps: int) -> int:
    """BGA: only trackers that can go back the full amount; if none can, the largest amount some can."""
    best = max(p.tracks[int(t)] for t in tracks)
    return min(steps, best)


# ----------------------------------------------------------------------------- rovers


def collect_at(state: PUState, seat: int, cell: int, rover: int = -1) -> None:
    """A rover enters (or is put on) `cell`: it collects the lifepod and meteorite there.

    Horizon Group's rovers instead pick a meteorite up and collect it when they reach a square
    showing a rover icon."""
    from .corporations import carries

    p = state.players[seat]
    name = state.seats[seat].name
    if cell in p.lifepods:
        p.lifepods.remove(cell)
        p.lifepods_collected += 1
        state.say(f"{name}'s rover collects a lifepod")
        follow = corp(p).on_lifepod(state, seat)
        if follow:
            p.pending.append(follow)
    if carries(p) and rover >= 0:
        while len(p.carrying) < len(p.rovers):
            p.carrying.append(0)
        if p.carrying[rover] and p.terrain[cell] == "R":
            p.carrying[rover] = 0
            p.meteorites_collected += 1
            state.say(f"{name}'s rover delivers a meteorite to a rover icon: collected")
            if ability(p, "patch_per_meteorite"):
                p.pending.append("patch")
        elif p.carrying[rover] and p.terrain[cell] in "wW" and ability(p, "drop_on_water"):
            p.pending.append(f"meteor-drop/{rover}")
        if cell in p.meteorites and not p.carrying[rover]:
            p.meteorites.remove(cell)
            p.carrying[rover] = 1
            state.say(f"{name}'s rover picks up a meteorite")
        return
    if cell in p.meteorites:
        p.meteorites.remove(cell)
        p.meteorites_collected += 1
        state.say(f"{name}'s rover collects a meteorite")
        if ability(p, "patch_per_meteorite"):
            p.pending.append("patch")


STEPS = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1), 5: (-1, 1), 6: (1, 1), 7: (1, -1), 8: (-1, -1)}
"""Rover moves: 0-3 up/right/down/left, 4 across Tartarus' chasm, 5-8 diagonals (Cosmos Inc tech 1)."""


def rover_step_problem(state: PUState, seat: int, rover: int, direction: int) -> str | None:
    """Why a rover may not make this one-square move (direction 0-3 up/right/down/left, 4 the
    diagonal chasm crossing on Tartarus), or None."""
    p = state.players[seat]
    if p.moves <= 0:
        return "you have no rover movement left"
    if not 0 <= rover < len(p.rovers) or p.rovers[rover] < 0:
        return "that rover is not on your planet"
    if not 0 <= direction < 9:
        return "a rover moves up, right, down or left"
    if direction >= 5 and not ability(p, "diagonal_rovers"):
        return "only Cosmos Inc's tech 1 lets rovers move diagonally"
    hook = planet_hook(p.planet)
    start = p.rovers[rover]
    if direction == 4:
        ends = hook.crossings(start) if hook else []
        if not ends:
            return "a rover crosses the chasm only at its two narrow ends"
        dest = ends[0]
    else:
        r, c = divmod(start, SIZE)
        dr, dc = STEPS[direction]
        r, c = r + dr, c + dc
        if not (0 <= r < SIZE and 0 <= c < SIZE) or r * SIZE + c not in geometry(p.planet).playable:
            return "the rover would leave the planet"
        dest = r * SIZE + c
        if hook is not None and not hook.rover_may_step(p, start, dest):
            return "a rover cannot cross the chasm here (only diagonally at its two ends)"
    if dest in p.rovers:
        return "another of your rovers is on that square"
    rule = state.event_rule
    if rule.startswith("rovers_avoid_"):
        banned = rule.removeprefix("rovers_avoid_")
        ch = p.terrain[dest]
        if covered(p, dest) and terrain_name(ch) == banned:
            return f"this round rovers may not move onto {banned} terrain"
    if hook is not None and not hook.rover_may_enter(p, dest):
        return "rovers may not enter uncovered toxic terrain"
    return None


def rover_dest(p: Player, rover: int, direction: int) -> int:
    if direction == 4:
        hook = planet_hook(p.planet)
        return hook.crossings(p.rovers[rover])[0] if hook else p.rovers[rover]
    dr, dc = STEPS[direction]
    return p.rovers[rover] + dr * SIZE + dc


def terrain_name(ch: str) -> str:
    return {"c": "civ", "w": "water", "b": "biomass", "p": "biomass", "r": "rover", "t": "tech", "e": "energy"}.get(ch.lower(), "")


def can_move_any(state: PUState, seat: int) -> bool:
    p = state.players[seat]
    return any(rover_step_problem(state, seat, k, d) is None for k in range(len(p.rovers)) for d in range(9)) or bool(
        jumps(state, seat)
    )


# ----------------------------------------------------------------------------- pending effects


def options(state: PUState, seat: int, idx: int) -> list:
    """Every action that resolves pending effect `idx` (Skip excluded)."""
    p = state.players[seat]
    item = p.pending[idx]
    kind, args = kind_of(item), args_of(item)
    if kind == "adv":
        out = [Advance(item=idx, track=int(t)) for t in args[0]]
        if args[0] == ANY and args[1:] == ["1", "1"] and ability(p, "double_synergy") and "double_synergy" not in p.round_used:
            out.extend(Choose(item=idx, option=t) for t in range(5))
        return out
    if kind == "lane":
        return [Choose(item=idx, option=lane * 16 + v) for v, lane in corp(p).destinations(p, int(args[0]))]
    if kind == "flux":
        return [Choose(item=idx, option=t) for t in range(5) if t != p.flux]
    if kind == "flux-jump":
        ok = p.flux >= 0 and ability(p, "flux_jump") and "flux_jump" not in p.used and not corp(p).at_top(p, p.flux)
        return [Choose(item=idx, option=p.flux)] if ok else []
    if kind == "pod-tech":
        if not p.lifepods_collected:
            return []
        return [Choose(item=idx, option=n) for n in range(1, corp(p).tech_count() + 1) if n not in p.tech_pods]
    if kind == "row-benefits":
        if not ability(p, "row_benefits") or "row_benefits" in p.used:
            return []
        return [Choose(item=idx, option=t) for t in range(5)]
    if kind == "objective-draw":
        ok = ability(p, "shared_objective") and "shared_objective" not in p.used and state.objective_box
        return [Choose(item=idx, option=0)] if ok else []
    if kind == "objective-keep":
        return [Choose(item=idx, option=int(c)) for c in args]
    if kind == "regopt":
        return [Regress(item=idx, track=t) for t in range(5) if p.tracks[t] >= 1]
    if kind == "bio-reset":
        return [Choose(item=idx, option=BIOMASS)] if p.tracks[BIOMASS] >= TOP else []
    if kind == "diff":
        return [Advance(item=idx, track=t) for t in range(5) if str(t) not in args[1]]
    if kind == "reg":
        amount = regress_amount(p, args[0], int(args[1]))
        if amount <= 0:
            return []
        return [Regress(item=idx, track=int(t)) for t in args[0] if p.tracks[int(t)] >= amount]
    if kind == "one":
        return [Choose(item=idx, option=k) for k in (0, 1)]
    if kind == "patch":
        out: list = [Target(item=idx, cell=i) for i in patch_cells(p)]
        if ability(p, "store_patches") and args != ["end"]:
            out.append(Choose(item=idx, option=0))
        if ability(p, "synergy_for_patch") and "synergy_for_patch" not in p.round_used and args != ["end"]:
            out.append(Choose(item=idx, option=1))
        return out
    if kind == "rover":
        if args != ["extra"] and -1 not in p.rovers:
            return []
        return [Target(item=idx, cell=i) for i in sorted(p.last_tile) if i not in p.rovers]
    if kind in ("lifepod", "lifepod-destroy"):
        return [Target(item=idx, cell=i) for i in sorted(p.lifepods)]
    if kind in ("meteor-collect", "meteor-destroy"):
        return [Target(item=idx, cell=i) for i in sorted(p.meteorites)]
    if kind == "meteor-line":
        lines = []
        for k in range(2 * SIZE):
            if any((m // SIZE == k) if k < SIZE else (m % SIZE == k - SIZE) for m in p.meteorites):
                lines.append(Choose(item=idx, option=k))
        return lines
    if kind == "meteor-icon":
        return [Target(item=idx, cell=i) for i in sorted(p.meteor_sites) if i not in p.meteorites]
    if kind == "teleport":
        geo = geometry(p.planet)
        out = []
        for k, at in enumerate(p.rovers):
            if at < 0:
                continue
            out.extend(Target(item=idx, cell=i, rover=k) for i in sorted(geo.playable) if i not in p.rovers)
        return out
    if kind == "tile":
        return [Choose(item=idx, option=s) for s, t in depot_tiles(state, seat) if can_place(state, seat, t, rule="")]
    if kind == "rover-destroy":
        return [Choose(item=idx, option=k) for k, at in enumerate(p.rovers) if at >= 0]
    if kind == "peek-or-synergy":
        return [Choose(item=idx, option=0)] + ([Choose(item=idx, option=1)] if state.event_deck else [])
    if kind == "discard-objective":
        return [Choose(item=idx, option=c) for c in p.objectives]
    if kind == "shape-remove":
        return [Choose(item=idx, option=s) for s in depot_stacks(state, seat) if state.stacks[s]]
    if kind == "rotate":
        return [Choose(item=idx, option=r) for r in range(6)]
    if kind == "pod-park":
        return [Choose(item=idx, option=c) for c in empty_pod_spaces(p)] if p.lifepods_collected else []
    if kind == "pod-move":
        sources = sorted(p.track_pods) + ([RESERVE] if p.lifepods_collected else [])
        return [Choose(item=idx, option=c) for c in sources]
    if kind == "pod-to":
        src = int(args[0])
        dests = empty_pod_spaces(p) + ([RESERVE] if src != RESERVE else [])
        return [Choose(item=idx, option=c) for c in dests]
    if kind == "meteor-drop":
        rv = int(args[0])
        return [Choose(item=idx, option=rv)] if rv < len(p.carrying) and p.carrying[rv] else []
    if kind == "advopt":
        return [Advance(item=idx, track=int(args[0]))]
    if kind == "civ-pick":
        return [Choose(item=idx, option=c) for c in sorted(c for d in state.civ_decks for c in d) + sorted(state.civ_box)]
    raise ValueError(f"unknown pending effect {item!r}")


def optional(item: str) -> bool:
    return kind_of(item) not in MANDATORY and item != "flux/first"


def tidy(state: PUState, seat: int) -> None:
    """Drop effects that can do nothing now, and movement no rover can use."""
    p = state.players[seat]
    keep = []
    for k, item in enumerate(p.pending):
        if options(state, seat, k):
            keep.append(item)
        else:
            state.say(f"{state.seats[seat].name}: {describe_item(item)}: nothing to do")
    p.pending = keep
    if p.moves and not can_move_any(state, seat) and not any(kind_of(i) == "rover" for i in keep):
        p.moves = 0


def item_problem(state: PUState, seat: int, action) -> str | None:
    p = state.players[seat]
    if not 0 <= action.item < len(p.pending):
        return "there is no such effect waiting"
    item = p.pending[action.item]
    if isinstance(action, Skip):
        if not optional(item):
            return f"{describe_item(item)} is not optional"
        return None
    if action in options(state, seat, action.item):
        return None
    kind = kind_of(item)
    if isinstance(action, Advance) and kind == "diff":
        return "each advance of this effect must go to a different tracker"
    if isinstance(action, Regress):
        return f"choose a tracker that can go back {regress_amount(p, args_of(item)[0], int(args_of(item)[1]))} spaces"
    if isinstance(action, Target) and kind == "patch":
        return "a biomass patch goes on an uncovered square next to your tiles or patches"
    if isinstance(action, Target) and kind == "rover":
        return "a new rover goes on a square of the tile you placed last, not on another rover"
    return f"that does not resolve '{describe_item(item)}'"


def resolve(state: PUState, seat: int, action, rng=None) -> None:
    """Apply a legal action on a pending effect (`rng` for the effects that draw cards)."""
    p = state.players[seat]
    name = state.seats[seat].name
    item = p.pending.pop(action.item)
    kind, args = kind_of(item), args_of(item)
    if isinstance(action, Skip):
        state.say(f"{name} declines: {describe_item(item)}")
        return
    if kind == "adv":
        if isinstance(action, Choose):  # Jump Drive tech 3: this synergy boost goes two spaces
            p.round_used.append("double_synergy")
            state.say(f"{name} doubles a synergy boost (Jump Drive tech 3)")
            for _ in range(2):
                advance(state, seat, action.option)
            return
        for _ in range(int(args[1])):
            advance(state, seat, action.track, benefits=args[2] == "1")
    elif kind == "lane":
        lane, value = divmod(action.option, 16)
        move_tracker(state, seat, int(args[0]), value, lane, benefits=args[1] == "1", skip_synergy=args[2] == "1")
    elif kind == "flux":
        p.flux = action.option
        state.say(f"{name} puts the flux token on the {TRACKS[action.option]} track")
    elif kind == "flux-jump":
        p.used.append("flux_jump")
        hook = corp(p)
        goal = hook.jump_target(p)
        state.say(f"{name} advances {TRACKS[p.flux]} to space {goal} (Flux tech 2)")
        for _ in range(TOP):
            if p.tracks[p.flux] >= goal or hook.at_top(p, p.flux):
                break
            advance(state, seat, p.flux)
    elif kind == "pod-tech":
        p.lifepods_collected -= 1
        p.tech_pods.append(action.option)
        state.say(f"{name} puts a lifepod on tech {action.option}: unlocked")
        corp(p).on_tech_unlock(state, seat)
    elif kind == "row-benefits":
        p.used.append("row_benefits")
        y = p.tracks[action.option]
        state.say(f"{name} claims the benefits on row {y} (Jump Drive tech 5)")
        claim(state, seat, corp(p).row_rewards(p, action.option), y)
    elif kind == "objective-draw":
        from ..rng import Rng

        p.used.append("shared_objective")
        r = rng if rng is not None else Rng(state.rng)
        box = list(state.objective_box)
        r.shuffle(box)
        drawn = sorted(box[:3])
        for c in drawn:
            state.objective_box.remove(c)
        state.reveals += 1
        p.pending.insert(action.item, "objective-keep/" + "/".join(map(str, drawn)))
        state.say(f"{name} draws {len(drawn)} objective cards (Jump Drive tech 6)")
    elif kind == "objective-keep":
        from .content import objectives

        for c in args:
            if int(c) != action.option:
                state.objective_box.append(int(c))
        state.objective_box.sort()
        card = objectives()[action.option]
        if len(state.players) == 1:
            p.objectives.append(action.option)
            state.say(f"{name} keeps the objective {card.private_side['name']}")
        else:
            state.neighbour_objectives.append([action.option, -1, -1])
            state.say(f"{name} keeps {card.neighbour_side['name']}: every player competes for it")
    elif kind == "regopt":
        p.tracks[action.track] -= 1
        state.say(f"{name}: {TRACKS[action.track]} tracker back 1 to {p.tracks[action.track]} (Makeshift tech 4)")
    elif kind == "bio-reset":
        p.tracks[BIOMASS] = 0
        state.say(f"{name} resets the biomass tracker to 0 (Wormhole tech 1)")
    elif kind == "diff":
        advance(state, seat, action.track)
        n, used = int(args[0]), args[1] + str(action.track)
        if n > 1:
            p.pending.insert(action.item, f"diff/{n - 1}/{used}")
    elif kind == "reg":
        amount = regress_amount(p, args[0], int(args[1]))
        p.tracks[action.track] -= amount
        state.say(f"{name}: {TRACKS[action.track]} tracker back {amount} to {p.tracks[action.track]}")
    elif kind == "one":
        chosen = item.split("/", 1)[1].split(";")[action.option]
        p.pending.insert(action.item, chosen)
    elif kind == "patch":
        if isinstance(action, Choose) and action.option == 1:
            p.round_used.append("synergy_for_patch")
            p.pending.insert(action.item, f"adv/{ANY}/1/1")
            state.say(f"{name} takes a synergy boost instead of the biomass patch (Jump Drive tech 1)")
        elif isinstance(action, Choose):
            p.stored_patches += 1
            state.say(f"{name} stores a biomass patch for the end of the game")
        else:
            place_patch(state, seat, action.cell)
    elif kind == "rover":
        if args == ["extra"]:
            p.rovers.append(action.cell)
        else:
            p.rovers[p.rovers.index(-1)] = action.cell
        state.say(f"{name} deploys a rover at {cell_name(action.cell)}")
        collect_at(state, seat, action.cell, p.rovers.index(action.cell))
    elif kind == "lifepod":
        p.lifepods.remove(action.cell)
        p.lifepods_collected += 1
        state.say(f"{name} collects the lifepod at {cell_name(action.cell)}")
        follow = corp(p).on_lifepod(state, seat)
        if follow:
            p.pending.insert(action.item, follow)
        if int(args[0]) > 1:
            p.pending.insert(action.item, f"lifepod/{int(args[0]) - 1}")
    elif kind == "lifepod-destroy":
        p.lifepods.remove(action.cell)
        state.say(f"{name} loses the lifepod at {cell_name(action.cell)}")
    elif kind == "meteor-collect":
        p.meteorites.remove(action.cell)
        p.meteorites_collected += 1
        state.say(f"{name} collects the meteorite at {cell_name(action.cell)}")
    elif kind == "meteor-destroy":
        p.meteorites.remove(action.cell)
        state.say(f"{name} destroys the meteorite at {cell_name(action.cell)}")
        if int(args[0]) > 1:
            p.pending.insert(action.item, f"meteor-destroy/{int(args[0]) - 1}")
    elif kind == "meteor-line":
        k = action.option
        gone = [m for m in p.meteorites if ((m // SIZE == k) if k < SIZE else (m % SIZE == k - SIZE))]
        p.meteorites = [m for m in p.meteorites if m not in gone]
        state.say(f"{name} destroys {len(gone)} meteorite(s) in {line_name(k)}")
    elif kind == "meteor-icon":
        p.meteorites.append(action.cell)
        p.meteorites.sort()
        state.say(f"{name} puts a meteorite at {cell_name(action.cell)}")
    elif kind == "teleport":
        p.rovers[action.rover] = action.cell
        state.say(f"{name} relocates a rover to {cell_name(action.cell)}")
        collect_at(state, seat, action.cell, action.rover)
    elif kind == "tile":
        p.hand = state.stacks[action.option].pop()
        if action.option not in state.unrevealed:
            state.unrevealed.append(action.option)
        p.hand_advances = args[0] == "1"
        p.step = "place"
        state.say(f"{name} takes an extra tile from the station")
        if not can_place(state, seat, p.hand):  # only the round's restriction is in the way: it does not apply (§7)
            p.unrestricted = True
            state.say(f"This round's restriction would leave the tile nowhere to go, so it does not apply to {name}")
    elif kind == "rover-destroy":
        p.rovers[action.option] = -2
        state.say(f"{name} loses a rover")
    elif kind == "peek-or-synergy":
        if action.option == 0:
            p.pending.insert(action.item, f"adv/{ANY}/1/1")
        else:
            p.peek = state.event_deck[-1]
            state.reveals += 1
            from .content import events

            state.say(f"{name} looks at the next event card", seat=seat, private=f"Next event: {events()[p.peek].text}")
    elif kind == "discard-objective":
        p.objectives.remove(action.option)
        state.say(f"{name} discards a private objective")
    elif kind == "shape-remove":
        from .content import stack_shape

        n = len(state.stacks[action.option])
        state.removed.extend(state.stacks[action.option])
        state.stacks[action.option] = []
        state.say(f"{name} removes the {n} {stack_shape(action.option)} tiles from the station")
    elif kind == "rotate":
        state.rotation = action.option
        state.say(f"{name} turns the station to position {action.option}")
    elif kind == "pod-park":
        p.lifepods_collected -= 1
        p.track_pods.append(action.option)
        p.track_pods.sort()
        state.say(f"{name} parks a lifepod on {pod_words(action.option)}")
    elif kind == "pod-move":
        p.pending.insert(action.item, f"pod-to/{action.option}/{int(args[0]) - 1}")
    elif kind == "pod-to":
        src, left = int(args[0]), int(args[1])
        if src == RESERVE:
            p.lifepods_collected -= 1
        else:
            p.track_pods.remove(src)
        if action.option == RESERVE:
            p.lifepods_collected += 1
        else:
            p.track_pods.append(action.option)
            p.track_pods.sort()
        state.say(f"{name} moves a lifepod from {pod_words(src)} to {pod_words(action.option)}")
        if left > 0:
            p.pending.insert(action.item, f"pod-move/{left}")
    elif kind == "meteor-drop":
        p.carrying[action.option] = 0
        state.say(f"{name}'s rover drops its meteorite into the water: destroyed")
    elif kind == "advopt":
        advance(state, seat, action.track)
    elif kind == "civ-pick":
        from .content import civ_cards

        for deck in [*state.civ_decks, state.civ_box]:
            if action.option in deck:
                deck.remove(action.option)
        p.civ_cards.append(action.option)
        state.say(f"{name} keeps {civ_cards()[action.option].name}")


def place_patch(state: PUState, seat: int, cell: int) -> None:
    p = state.players[seat]
    if covered(p, cell):  # Wormhole Corp tech 2: on top of a tile
        p.patched.append(cell)
        p.patched.sort()
        if cell in p.meteorites:
            p.meteorites.remove(cell)
            state.say(f"{state.seats[seat].name}'s patch destroys the meteorite at {cell_name(cell)} (Wormhole tech 5)")
    p.terrain = p.terrain[:cell] + "p" + p.terrain[cell + 1 :]
    destroy_under(state, seat, [cell])
    state.say(f"{state.seats[seat].name} places a biomass patch at {cell_name(cell)}")


def destroy_under(state: PUState, seat: int, cells: list[int]) -> None:
    """Lifepods and rovers under a newly covered square are destroyed (§7)."""
    p = state.players[seat]
    name = state.seats[seat].name
    for i in cells:
        if i in p.lifepods:
            p.lifepods.remove(i)
            state.say(f"{name} covers a lifepod: it is destroyed")
        if i in p.rovers:
            p.rovers[p.rovers.index(i)] = -2
            state.say(f"{name} covers a rover: it is destroyed")


def cell_name(cell: int) -> str:
    r, c = divmod(cell, SIZE)
    return f"({r + 1},{c + 1})"


def line_name(k: int) -> str:
    return f"row {k + 1}" if k < SIZE else f"column {k - SIZE + 1}"


def describe_item(item: str) -> str:
    kind, args = kind_of(item), args_of(item)
    if kind == "adv":
        tracks = args[0]
        steps = int(args[1])
        what = "any tracker" if tracks == ANY else " or ".join(TRACKS[int(t)] for t in tracks)
        tail = "" if args[2] == "1" else " (no benefits)"
        return f"advance {what}" + (f" {steps} spaces" if steps > 1 else "") + tail
    if kind == "diff":
        return f"advance {args[0]} different tracker(s)"
    if kind == "reg":
        what = "any tracker" if args[0] == ANY else " or ".join(TRACKS[int(t)] for t in args[0])
        return f"regress {what} {args[1]} space(s)"
    if kind == "one":
        a, b = item.split("/", 1)[1].split(";")
        return f"only one counts: {describe_item(a)} / {describe_item(b)}"
    if kind == "lifepod":
        return f"collect {args[0]} lifepod(s) from your planet"
    if kind == "meteor-destroy":
        return f"destroy {args[0]} meteorite(s)"
    if kind == "advopt":
        return f"advance {TRACKS[int(args[0])]} (once per round, optional)"
    if kind == "pod-move":
        return f"reposition {args[0]} collected lifepod(s)"
    if kind == "pod-to":
        return f"move the lifepod from {pod_words(int(args[0]))}"
    if kind == "tile":
        return "place an extra tile from your depot" + (" (with advances)" if args[0] == "1" else " (no advances)")
    if kind == "patch":
        return "place a biomass patch"
    if kind == "rover":
        return "deploy a rover on your last tile"
    if kind == "lane":
        return f"move the {TRACKS[int(args[0])]} tracker up (straight or diagonally)"
    if kind == "flux" and args == ["first"]:
        return "place the flux token on a track"
    if kind == "flux":
        return "move the flux token (optional)"
    return ITEMS[kind]


def tile_advance_items(state: PUState, seat: int, tile: int, cells: list[tuple[int, int, str, bool, bool]], *, stuck: bool = False) -> list[str]:
    """The pending advances a placed (or unplaceable) tile gives (§9, §17.2)."""
    from .content import tiles

    p = state.players[seat]
    res = tiles()[tile].resources
    geo = geometry(p.planet)
    items: list[str] = []
    if stuck:
        other = {r for r in res if r != "energy"}
        for r in res:
            if r == "energy":
                r = next(iter(other))
            items.append(f"adv/{TRACKS.index(r)}/1/1")
        return items
    for r in res:
        if r == "water":
            n = corp(p).water_steps(p, cells, geo.ice)
            if not n:
                state.say(f"{state.seats[seat].name}: no water square on ice, the water icon gives nothing")
                continue
            items.append(f"adv/1/{n}/1")
        elif r == "energy":
            icon = next(rr * SIZE + cc for rr, cc, t, icon, _ in cells if t == "e" and icon)
            choices = energy_choices(p, icon)
            items.append(f"adv/{choices}/1/1")
        else:
            items.append(f"adv/{TRACKS.index(r)}/1/1")
    return corp(p).tile_items(state, seat, tile, cells, items)


def energy_choices(p: Player, start: int) -> str:
    """Tracks of the terrains touching the energy area that holds `start` (§9.3).

    On Petra the uncovered electric currents are energy squares too."""
    return area_choices(p, start, "eE", corp(p))


def area_choices(p: Player, start: int, letters: str, hook) -> str:
    """Tracks of the terrains touching the area of `letters` squares holding `start` (energy;
    Jump Drive tech 4 also reads a tech area this way). Energy itself has no track."""
    planet = planet_hook(p.planet)
    extra = planet.energy_squares(p) if planet and letters == "eE" else set()
    area = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for n in neighbours(i):
            if n not in area and (p.terrain[n] in letters or n in extra):
                area.add(n)
                todo.append(n)
    found = set()
    for i in area:
        for n in neighbours(i):
            ch = p.terrain[n]
            if ch in (UNCOVERED, ".") or ch in letters or ch in "eE":
                continue
            found.add(TRACKS.index(terrain_name(ch)))
    return "".join(str(t) for t in sorted(hook.energy_tracks(found)))


def jump_problem(state: PUState, seat: int, rover: int, cell: int) -> str | None:
    """Why this rover may not jump to `cell` for one movement (Republic tech 3, Jump Drive tech 2), or None."""
    p = state.players[seat]
    if p.moves <= 0:
        return "you have no rover movement left"
    if not 0 <= rover < len(p.rovers) or p.rovers[rover] < 0:
        return "that rover is not on your planet"
    if not 0 <= cell < SIZE * SIZE or cell not in geometry(p.planet).playable:
        return "a rover jumps only onto a square of your planet"
    if cell in p.rovers:
        return "another of your rovers is on that square"
    reason = corp(p).jump_problem(state, seat, rover, cell)
    if reason:
        return reason
    rule = state.event_rule
    if rule.startswith("rovers_avoid_") and terrain_name(p.terrain[cell]) == rule.removeprefix("rovers_avoid_"):
        return f"this round rovers may not move onto {rule.removeprefix('rovers_avoid_')} terrain"
    return None


def jumps(state: PUState, seat: int) -> list:
    from .actions import Jump

    p = state.players[seat]
    if not p.moves:
        return []
    hook = corp(p)
    out = []
    for k, at in enumerate(p.rovers):
        if at < 0:
            continue
        out.extend(Jump(rover=k, cell=i) for i in hook.jump_targets(state, seat, k) if jump_problem(state, seat, k, i) is None)
    return out


RESERVE = 255
"""In a lifepod move: the scoring area (not a track space)."""


def empty_pod_spaces(p: Player) -> list[int]:
    """Cosmos Inc: track spaces a lifepod may be parked on (no tracker, no lifepod, not the top)."""
    return [
        t * 16 + space
        for t in range(5)
        for space in range(TOP)
        if space != p.tracks[t] and t * 16 + space not in p.track_pods
    ]


def pod_words(code: int) -> str:
    if code == RESERVE:
        return "the scoring area"
    return f"{TRACKS[code // 16]} space {code % 16}"
