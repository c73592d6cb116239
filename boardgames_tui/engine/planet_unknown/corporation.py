"""The corporation hook: which tech gives which ability, and how the shared side plays.

The rules ask `ability(p, name)` instead of testing tech numbers, so each corporation maps its
techs to abilities in ABILITIES. Everything else a corporation changes goes through its hook
(`corp(p)`): where a tracker may step (`destinations`), what a space gives (`rewards`), how
tracks score (`track_score`), what a placed tile advances (`tile_items`, `tile_extras`), what happens when
a seat takes its tile (`on_draft`), unlocks a tech or collects a lifepod. `Corporation` here plays
like the shared side; corporations.py holds the unique corporations, which override only what
their rule changes, and `corp`/`ability`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..content import load_json
from .content import CIV, GAME, SIZE, TECH, TOP, corporations, track_spaces
from .state import Player, PUState

ABILITIES: dict[str, dict[str, int]] = {
    "Universal Coalition": {
        "free_placement": 1,
        "store_patches": 2,
        "extra_move": 3,
        "double_water": 4,
        "no_meteorites": 5,
    },
    "Cosmos inc": {
        "diagonal_rovers": 1,
        "pods_three": 2,
        "pod_on_energy_tile": 3,
        "free_energy_steps": 4,
        "pod_each_round": 5,
    },
    "Flux Industries": {
        "flux_moves": 1,
        "flux_jump": 2,
        "flux_upgrade": 3,
        "flux_meteorite": 4,
        "flux_boost": 5,
    },
    "Horizon Group": {
        "rover_tiles_free": 1,
        "carry_moves": 2,
        "patch_per_meteorite": 3,
        "drop_on_water": 4,
        "rover_boost": 5,
    },
    "Jump Drive": {
        "synergy_for_patch": 1,
        "same_terrain_jump": 2,
        "double_synergy": 3,
        "tech_as_energy": 4,
        "row_benefits": 5,
        "shared_objective": 6,
    },
    "Makeshift": {
        "wrap_tracks": 1,
        "crowded_rovers": 2,
        "shift_sideways": 3,
        "regress_once": 4,
        "best_on_track": 5,
    },
    "Oasis Ultd.": {
        "jump_over": 1,
        "water_rover_moves": 2,
        "dry_water": 3,
        "water_patch": 4,
        "water_synergy": 5,
    },
    "Republic": {
        "civ_tile_moves": 1,
        "extra_civ_choice": 2,
        "civ_jump": 3,
        "civ_synergy": 4,
        "end_civ_pick": 5,
    },
    "Wormhole Corp": {
        "bio_reset": 1,
        "patch_on_tiles": 2,
        "double_patch": 3,
        "store_patches": 4,
        "patch_meteorite": 5,
    },
}

REPUBLIC_RANKS = (0, 1, 2, 2, 3, 3, 4, 4)
"""Republic: the card rank of its n-th civ milestone (7 milestones)."""

MILESTONES = ("civ_milestone", "biomass_patch", "gain_rover", "tech_unlock")

Rewards = tuple[tuple[Any, ...], ...]


def parse_rewards(spaces: list) -> tuple[Rewards, ...]:
    out = []
    for space in spaces:
        rewards = []
        for item in space:
            if isinstance(item, str):
                rewards.append((item,))
            else:
                ((k, v),) = item.items()
                rewards.append((k, v))
        out.append(tuple(rewards))
    return tuple(out)


@cache
def raw_corporation(corp_id: int) -> dict[str, Any]:
    return load_json(GAME, "corporations.json")[corp_id]


def latest_medal(spaces: tuple[Rewards, ...], upto: int, skip=()) -> int:
    """The medal of the last medal space at or below `upto` (on an ordinary track, whose medals
    only grow, that is the highest one; Jump Drive's falling tech medals read the latest)."""
    for y in range(min(upto, len(spaces) - 1), -1, -1):
        if y in skip:
            continue
        for rw in spaces[y]:
            if rw[0] == "medal":
                return rw[1]
    return 0


class Corporation:
    """The shared side's behaviour; unique corporations override what their rule changes."""

    regress_on_civ = False
    """Republic: each civ milestone costs one other tracker a space."""
    parks_pods = False
    """Cosmos Inc: collected lifepods may be parked on the tracks."""
    carries_meteorites = False
    """Horizon Group: rovers carry meteorites to rover icons."""

    def __init__(self, corp_id: int) -> None:
        self.id = corp_id
        self.name = corporations()[corp_id].name
        self.techs = ABILITIES.get(self.name, {})
        self.base = track_spaces(corp_id)
        self.tech_spaces = tuple(s for s, rw in enumerate(self.base[TECH]) if ("tech_unlock",) in rw)
        """The tech track spaces that unlock a tech."""
        self.levels = tuple(sum(1 for s in self.tech_spaces if s <= pos) for pos in range(len(self.base[TECH])))
        """Techs unlocked with the tech tracker on each space (no lifepod parked on the track)."""

    # ------------------------------------------------------------ set-up, techs

    def setup(self, p: Player) -> None:
        """Corporation pieces at the start (Makeshift's trackers, ...)."""

    def tech_level(self, p: Player) -> int:
        pos = p.tracks[TECH]
        if not p.track_pods:
            return self.levels[min(pos, len(self.levels) - 1)]
        return sum(1 for s in self.tech_spaces if s <= pos and TECH * 16 + s not in p.track_pods)

    def ability(self, p: Player, name: str) -> bool:
        tech = self.techs.get(name)
        return tech is not None and self.tech_level(p) >= tech

    def tech_count(self) -> int:
        return len(corporations()[self.id].tech_abilities)

    # ------------------------------------------------------------ trackers

    def table(self, p: Player) -> tuple[tuple[Rewards, ...], ...]:
        """Per track column, per space: the rewards printed there for this seat now."""
        return self.base

    def where(self, p: Player, tracker: int) -> tuple[int, int]:
        """(track column, space) where a tracker stands."""
        return tracker, p.tracks[tracker]

    def last(self, p: Player, tracker: int) -> int:
        """The highest value `p.tracks[tracker]` can take."""
        return TOP

    def at_top(self, p: Player, tracker: int) -> bool:
        return p.tracks[tracker] >= self.last(p, tracker)

    def occupied(self, p: Player, col: int, y: int, tracker: int) -> bool:
        """Another tracker stands on that space (only corporations whose trackers share columns care)."""
        return False

    def destinations(self, p: Player, tracker: int) -> list[tuple[int, int]]:
        """Where a one-space advance may take the tracker: (value of p.tracks, lane) pairs.
        Empty when it is blocked. The lane is the track column (Makeshift); others keep theirs."""
        return [(p.tracks[tracker] + 1, tracker)]

    def cell_of(self, p: Player, tracker: int, value: int, lane: int) -> tuple[int, int]:
        """(column, space) of the space a tracker with this value and lane stands on."""
        return lane, value

    def rewards(self, p: Player, col: int, y: int) -> Rewards:
        return self.table(p)[col][y]

    def lane(self, p: Player, tracker: int) -> int:
        return tracker

    def track_score(self, p: Player) -> int:
        """Each track: the medal at or below its tracker (not under a parked lifepod)."""
        table = self.table(p)
        total = 0
        for t, pos in enumerate(p.tracks):
            skip = {s % 16 for s in p.track_pods if s // 16 == t}
            total += latest_medal(table[t], pos, skip)
        return total

    def track_medal(self, p: Player, tracker: int) -> int:
        """Medal one tracker scores now (the board shows it)."""
        skip = {s % 16 for s in p.track_pods if s // 16 == tracker}
        return latest_medal(self.table(p)[tracker], p.tracks[tracker], skip)

    def maxed(self, p: Player, track: int) -> bool:
        """Objectives: this track's tracker is on its top space."""
        return p.tracks[track] >= TOP

    def maxed_count(self, p: Player) -> int:
        return sum(1 for t in range(5) if self.maxed(p, t))

    def civ_rank(self, p: Player, y: int) -> int:
        """The card rank of the civ milestone on civ space y: the rank printed there (milestones
        below it count even when a Cosmos lifepod covers them, as BGA counts them)."""
        return sum(1 for s, rw in enumerate(self.table(p)[CIV]) if ("civ_milestone",) in rw and s <= y)

    def move_bonus(self, p: Player) -> int:
        """Extra movement whenever a track benefit gives rover movement."""
        return 1 if self.ability(p, "extra_move") else 0

    def energy_tracks(self, found: set[int]) -> set[int]:
        """Tracks an energy area may advance, from the terrains touching it."""
        return found

    # ------------------------------------------------------------ moments of the turn

    def on_draft(self, state: PUState, seat: int) -> None:
        """The seat takes its tile this round ("at the start of the round" abilities)."""

    def on_tech_unlock(self, state: PUState, seat: int) -> None:
        p = state.players[seat]
        if self.ability(p, "pods_three") and "pods_three" not in p.used:
            p.used += ("pods_three",)
            p.pending.append("pod-move/3")

    def on_lifepod(self, state: PUState, seat: int) -> str | None:
        """A lifepod was collected: a follow-up pending effect, or None."""
        return "pod-park" if self.parks_pods else None

    def tile_items(self, state: PUState, seat: int, tile: int, cells: list, items: list[str]) -> list[str]:
        """The advances a placed tile's two resources give, after the shared rules built `items`."""
        return items

    def tile_extras(self, state: PUState, seat: int, tile: int, cells: list) -> list[str]:
        """Effects a placed tile gives besides its two resources (techs that react to a tile)."""
        return []

    def water_steps(self, p: Player, cells: list, ice: frozenset[int]) -> int:
        """Water advances for a placed tile with a water icon (0: nothing)."""
        if not any(t == "w" and r * SIZE + c in ice for r, c, t, *_ in cells):
            return 0
        return 2 if self.ability(p, "double_water") else 1

    def patch_claim(self, state: PUState, seat: int) -> list[str]:
        """Pending effects for a biomass-patch milestone."""
        return ["patch"]

    def extra_patch_cells(self, p: Player) -> list[int]:
        """Covered squares a biomass patch may also go on (Wormhole Corp tech 2)."""
        return []

    def jump_targets(self, state: PUState, seat: int, rover: int) -> list[int]:
        """Squares a rover may jump to for one movement (Republic tech 3, Jump Drive tech 2)."""
        return []

    def jump_problem(self, state: PUState, seat: int, rover: int, cell: int) -> str | None:
        return "your corporation's rovers cannot jump"

    def on_jump(self, state: PUState, seat: int) -> None:
        """A jump was made (once-per-round jumps note it)."""

    def board_note(self, p: Player) -> str:
        """A short line for the board beside the tracks (what the corporation keeps there)."""
        return ""
