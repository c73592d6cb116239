"""The pending effects a seat resolves in the order it likes: what each kind offers and checks.

A pending effect is a short string in `Player.pending`; ITEMS below lists every kind. Each
kind says which actions resolve it (`options`), checks one action directly
(`item_problem`) and applies it (resolve.py: `resolve`). Effects that cannot do anything now drop out
(`tidy`), so a prompt never offers an effect without a way to resolve it.
"""

from __future__ import annotations

from functools import cache, lru_cache

from .actions import Advance, Choose, Regress, Skip, Target
from .content import ANY, BIOMASS, SIZE, TOP, TRACKS, geometry, tiles
from .corporations import ability, corp
from .lookups import area_choices, depot_stacks, depot_tiles
from .placement import can_place, patch_cells
from .rovers import can_move_any
from .state import Player, PUState
from .tracks import regress_amount
from ..text import plural

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


@lru_cache(maxsize=1024)
def kind_of(item: str) -> str:
    """The kind of a pending effect (cached: tidy and the legal list ask it of the same few items at every step)."""
    return item.split("/", 1)[0]


def args_of(item: str) -> list[str]:
    return item.split("/")[1:]


# ----------------------------------------------------------------------------- pending effects

ALWAYS_POSSIBLE = frozenset({"adv", "one", "objective-keep", "rotate", "advopt", "peek-or-synergy"})
"""Kinds whose `options` are never empty (tidy need not list them)."""


@cache
def _advances(idx: int, tracks: str) -> tuple[Advance, ...]:
    return tuple(Advance.of(idx, int(t)) for t in tracks)


def options(state: PUState, seat: int, idx: int) -> list | tuple:
    """Every action that resolves pending effect `idx` (Skip excluded); callers only read it."""
    p = state.players[seat]
    item = p.pending[idx]
    kind, args = kind_of(item), args_of(item)
    if kind == "adv":
        if args[0] == ANY and args[1:] == ["1", "1"] and ability(p, "double_synergy") and "double_synergy" not in p.round_used:
            return [*_advances(idx, args[0]), *(Choose.of(idx, t) for t in range(5))]
        return _advances(idx, args[0])  # the shared tuple: most effects are plain advances
    if kind == "lane":
        return [Choose.of(idx, lane * 16 + v) for v, lane in corp(p).destinations(p, int(args[0]))]
    if kind == "flux":
        return [Choose.of(idx, t) for t in range(5) if t != p.flux]
    if kind == "flux-jump":
        ok = p.flux >= 0 and ability(p, "flux_jump") and "flux_jump" not in p.used and not corp(p).at_top(p, p.flux)
        return [Choose.of(idx, p.flux)] if ok else []
    if kind == "pod-tech":
        if not p.lifepods_collected:
            return []
        return [Choose.of(idx, n) for n in range(1, corp(p).tech_count() + 1) if n not in p.tech_pods]
    if kind == "row-benefits":
        if not ability(p, "row_benefits") or "row_benefits" in p.used:
            return []
        return [Choose.of(idx, t) for t in range(5)]
    if kind == "objective-draw":
        ok = ability(p, "shared_objective") and "shared_objective" not in p.used and state.objective_box
        return [Choose.of(idx, 0)] if ok else []
    if kind == "objective-keep":
        return [Choose.of(idx, int(c)) for c in args]
    if kind == "regopt":
        return [Regress.of(idx, t) for t in range(5) if p.tracks[t] >= 1]
    if kind == "bio-reset":
        return [Choose.of(idx, BIOMASS)] if p.tracks[BIOMASS] >= TOP else []
    if kind == "diff":
        return [Advance.of(idx, t) for t in range(5) if str(t) not in args[1]]
    if kind == "reg":
        amount = regress_amount(p, args[0], int(args[1]))
        if amount <= 0:
            return []
        return [Regress.of(idx, int(t)) for t in args[0] if p.tracks[int(t)] >= amount]
    if kind == "one":
        return [Choose.of(idx, k) for k in (0, 1)]
    if kind == "patch":
        out: list = [Target.of(idx, i) for i in patch_cells(p)]
        if ability(p, "store_patches") and args != ["end"]:
            out.append(Choose.of(idx, 0))
        if ability(p, "synergy_for_patch") and "synergy_for_patch" not in p.round_used and args != ["end"]:
            out.append(Choose.of(idx, 1))
        return out
    if kind == "rover":
        if args != ["extra"] and -1 not in p.rovers:
            return []
        return [Target.of(idx, i) for i in sorted(p.last_tile) if i not in p.rovers]
    if kind in ("lifepod", "lifepod-destroy"):
        return [Target.of(idx, i) for i in sorted(p.lifepods)]
    if kind in ("meteor-collect", "meteor-destroy"):
        return [Target.of(idx, i) for i in sorted(p.meteorites)]
    if kind == "meteor-line":
        lines = []
        for k in range(2 * SIZE):
            if any((m // SIZE == k) if k < SIZE else (m % SIZE == k - SIZE) for m in p.meteorites):
                lines.append(Choose.of(idx, k))
        return lines
    if kind == "meteor-icon":
        return [Target.of(idx, i) for i in sorted(p.meteor_sites) if i not in p.meteorites]
    if kind == "teleport":
        geo = geometry(p.planet)
        out = []
        for k, at in enumerate(p.rovers):
            if at < 0:
                continue
            out.extend(Target.of(idx, i, k) for i in sorted(geo.playable) if i not in p.rovers)
        return out
    if kind == "tile":
        return [Choose.of(idx, s) for s, t in depot_tiles(state, seat) if can_place(state, seat, t, rule="")]
    if kind == "rover-destroy":
        return [Choose.of(idx, k) for k, at in enumerate(p.rovers) if at >= 0]
    if kind == "peek-or-synergy":
        return [Choose.of(idx, 0)] + ([Choose.of(idx, 1)] if state.event_deck else [])
    if kind == "discard-objective":
        return [Choose.of(idx, c) for c in p.objectives]
    if kind == "shape-remove":
        return [Choose.of(idx, s) for s in depot_stacks(state, seat) if state.stacks[s]]
    if kind == "rotate":
        return [Choose.of(idx, r) for r in range(6)]
    if kind == "pod-park":
        return [Choose.of(idx, c) for c in empty_pod_spaces(p)] if p.lifepods_collected else []
    if kind == "pod-move":
        sources = sorted(p.track_pods) + ([RESERVE] if p.lifepods_collected else [])
        return [Choose.of(idx, c) for c in sources]
    if kind == "pod-to":
        src = int(args[0])
        dests = empty_pod_spaces(p) + ([RESERVE] if src != RESERVE else [])
        return [Choose.of(idx, c) for c in dests]
    if kind == "meteor-drop":
        rv = int(args[0])
        return [Choose.of(idx, rv)] if rv < len(p.carrying) and p.carrying[rv] else []
    if kind == "advopt":
        return [Advance.of(idx, int(args[0]))]
    if kind == "civ-pick":
        return [Choose.of(idx, c) for c in sorted(c for d in state.civ_decks for c in d) + sorted(state.civ_box)]
    raise ValueError(f"unknown pending effect {item!r}")


@lru_cache(maxsize=1024)
def optional(item: str) -> bool:
    return kind_of(item) not in MANDATORY and item != "flux/first"


def tidy(state: PUState, seat: int) -> None:
    """Drop effects that can do nothing now, and movement no rover can use."""
    p = state.players[seat]
    pending, moves = p.pending, p.moves
    if not pending and not moves:
        return
    keep = []
    for k, item in enumerate(pending):
        if kind_of(item) in ALWAYS_POSSIBLE or options(state, seat, k):
            keep.append(item)
        else:
            state.say(f"{state.seats[seat].name}: {describe_item(item)}: nothing to do")
    if len(keep) < len(pending):
        state.players[seat].pending = keep
    if moves and not can_move_any(state, seat) and not any(kind_of(i) == "rover" for i in keep):
        state.players[seat].moves = 0


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



@lru_cache(maxsize=4096)
def describe_item(item: str) -> str:
    """A pending effect in a player's words (a pure function of the item, so cached)."""
    kind, args = kind_of(item), args_of(item)
    if kind == "adv":
        tracks = args[0]
        steps = int(args[1])
        what = "any tracker" if tracks == ANY else " or ".join(TRACKS[int(t)] for t in tracks)
        tail = "" if args[2] == "1" else " (no benefits)"
        return f"advance {what}" + (f" {steps} spaces" if steps > 1 else "") + tail
    if kind == "diff":
        return f"advance {plural(args[0], 'different tracker')}"
    if kind == "reg":
        what = "any tracker" if args[0] == ANY else " or ".join(TRACKS[int(t)] for t in args[0])
        return f"regress {what} {plural(args[1], 'space')}"
    if kind == "one":
        a, b = item.split("/", 1)[1].split(";")
        return f"only one counts: {describe_item(a)} / {describe_item(b)}"
    if kind == "lifepod":
        return f"collect {plural(args[0], 'lifepod')} from your planet"
    if kind == "meteor-destroy":
        return f"destroy {plural(args[0], 'meteorite')}"
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
