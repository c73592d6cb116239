"""Tracks, benefits and the pending effects a seat resolves in the order it likes.

A pending effect is a short string in `Player.pending`; ITEMS below lists every kind. Each
kind says which actions resolve it (`item_actions`), checks one action directly
(`item_problem`) and applies it (`resolve`). Effects that cannot do anything now drop out
(`tidy`), so a prompt never offers an effect without a way to resolve it.
"""

from __future__ import annotations

from .actions import Advance, Choose, Regress, Skip, Target
from .content import (
    CIV,
    ROVER,
    SIZE,
    TRACKS,
    UNCOVERED,
    civ_spaces,
    geometry,
    station,
    track_spaces,
)
from .placement import ability, can_place, covered, neighbours, patch_cells, tech_level
from .corporations import parks as is_cosmos
from .corporations import is_republic
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
}

MANDATORY = {"adv", "diff", "reg", "one", "meteor-icon", "lifepod-destroy", "rover-destroy", "discard-objective", "shape-remove"}


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
    from .corporations import civ_rank as corp_rank

    return corp_rank(p, sum(1 for s in civ_spaces(p.corporation) if s <= pos and s not in p.track_pods))


def advance(state: PUState, seat: int, track: int, *, benefits: bool = True, skip_synergy: bool = False) -> None:
    """Move a tracker up one space and claim what is there (§10)."""
    p = state.players[seat]
    name = state.seats[seat].name
    pos = p.tracks[track]
    spaces = track_spaces(p.corporation)[track]
    if pos >= TOP:
        if track == ROVER and benefits:
            from .corporations import beyond_top

            _gain_moves(state, p, beyond_top(p), name)
        return
    pos += 1
    while pos < TOP and track * 16 + pos in p.track_pods:  # Cosmos: skip parked lifepods
        p.track_pods.remove(track * 16 + pos)
        p.lifepods_collected += 1
        state.say(f"{name}'s {TRACKS[track]} tracker skips a lifepod, which goes back to the scoring area")
        pos += 1
    p.tracks[track] = pos
    state.say(f"{name}: {TRACKS[track]} tracker to {pos}")
    if not benefits:
        return
    rule = state.event_rule
    for reward in spaces[pos]:
        what = reward[0]
        if what == "synergy":
            if skip_synergy or rule == "no_synergy":
                continue
            p.pending.append(f"adv/{ANY}/1/1")
        elif what == "rover_move":
            _gain_moves(state, p, reward[1], name)
        elif rule == "no_milestones" and what in ("civ_milestone", "biomass_patch", "gain_rover"):
            state.say(f"{name}: the event cancels the {what.replace('_', ' ')}")
        elif what == "civ_milestone":
            p.civ_claims.append(civ_rank(p, pos))
            state.say(f"{name} reaches a civ milestone (rank {civ_rank(p, pos)} card at the end of the round)")
            if is_republic(p):  # Republic: every civ milestone costs one other tracker a space
                p.pending.append("reg/" + "".join(str(t) for t in range(5) if t != CIV) + "/1")
        elif what == "biomass_patch":
            p.pending.append("patch")
        elif what == "gain_rover":
            p.pending.append("rover")
        elif what == "tech_unlock":
            state.say(f"{name} unlocks tech {tech_level(p)}")
            if ability(p, "pods_three") and "pods_three" not in p.used:
                p.used.append("pods_three")
                p.pending.append("pod-move/3")


def _gain_moves(state: PUState, p: Player, n: int, name: str) -> None:
    extra = 1 if ability(p, "extra_move") else 0
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
    from .corporations import carries, parks

    p = state.players[seat]
    name = state.seats[seat].name
    if cell in p.lifepods:
        p.lifepods.remove(cell)
        p.lifepods_collected += 1
        state.say(f"{name}'s rover collects a lifepod")
        if parks(p):
            p.pending.append("pod-park")
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
        if covered(p, dest) and _terrain_name(ch) == banned:
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


def _terrain_name(ch: str) -> str:
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
        return [Advance(item=idx, track=int(t)) for t in args[0]]
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
    return kind_of(item) not in MANDATORY


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


def resolve(state: PUState, seat: int, action) -> None:
    """Apply a legal action on a pending effect."""
    p = state.players[seat]
    name = state.seats[seat].name
    item = p.pending.pop(action.item)
    kind, args = kind_of(item), args_of(item)
    if isinstance(action, Skip):
        state.say(f"{name} declines: {describe_item(item)}")
        return
    if kind == "adv":
        for _ in range(int(args[1])):
            advance(state, seat, action.track, benefits=args[2] == "1")
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
        if isinstance(action, Choose):
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
        if is_cosmos(p):
            p.pending.insert(action.item, "pod-park")
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
            ice = any(t == "w" and (rr * SIZE + cc) in geo.ice for rr, cc, t, *_ in cells)
            if not ice:
                state.say(f"{state.seats[seat].name}: no water square on ice, the water icon gives nothing")
                continue
            n = 2 if ability(p, "double_water") else 1
            items.append(f"adv/1/{n}/1")
        elif r == "energy":
            icon = next(rr * SIZE + cc for rr, cc, t, icon, _ in cells if t == "e" and icon)
            choices = energy_choices(p, icon)
            items.append(f"adv/{choices}/1/1")
        else:
            items.append(f"adv/{TRACKS.index(r)}/1/1")
    return items


def energy_choices(p: Player, start: int) -> str:
    """Tracks of the terrains touching the energy area that holds `start` (§9.3).

    On Petra the uncovered electric currents are energy squares too."""
    hook = planet_hook(p.planet)
    extra = hook.energy_squares(p) if hook else set()
    area = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for n in neighbours(i):
            if n not in area and (p.terrain[n] in "eE" or n in extra):
                area.add(n)
                todo.append(n)
    found = set()
    for i in area:
        for n in neighbours(i):
            ch = p.terrain[n]
            if ch in (UNCOVERED, ".") or ch in "eE":
                continue
            found.add(TRACKS.index(_terrain_name(ch)))
    return "".join(str(t) for t in sorted(found))




def jump_problem(state: PUState, seat: int, rover: int, cell: int) -> str | None:
    """Republic tech 3: why this rover may not jump between civ squares, or None."""
    p = state.players[seat]
    if not ability(p, "civ_jump"):
        return "only Republic's tech 3 lets a rover jump between civ squares"
    if p.moves <= 0:
        return "you have no rover movement left"
    if not 0 <= rover < len(p.rovers) or p.rovers[rover] < 0:
        return "that rover is not on your planet"
    if _terrain_name(p.terrain[p.rovers[rover]]) != "civ":
        return "the rover must stand on civ terrain to jump"
    if not 0 <= cell < SIZE * SIZE or _terrain_name(p.terrain[cell]) != "civ":
        return "a rover jumps only onto civ terrain"
    if cell in p.rovers:
        return "another of your rovers is on that square"
    if state.event_rule == "rovers_avoid_civ":
        return "this round rovers may not move onto civ terrain"
    return None


def jumps(state: PUState, seat: int) -> list:
    from .actions import Jump

    p = state.players[seat]
    if not p.moves or not ability(p, "civ_jump"):
        return []
    out = []
    civ = [i for i, ch in enumerate(p.terrain) if ch in "cC"]
    for k, at in enumerate(p.rovers):
        if at < 0 or p.terrain[at] not in "cC":
            continue
        out.extend(Jump(rover=k, cell=i) for i in civ if jump_problem(state, seat, k, i) is None)
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
