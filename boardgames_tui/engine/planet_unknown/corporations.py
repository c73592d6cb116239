"""Corporation sides: which tech gives which ability, and the hooks of a corporation's own rule.

The rules ask `ability(p, name)` instead of testing tech numbers, so each corporation maps
its techs to abilities here. Universal Coalition (the shared side) and Republic are played;
the other unique corporations are not in this edition (rules.md).
"""

from __future__ import annotations

from functools import cache

from .content import corporations
from .state import Player

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
    "Horizon Group": {
        "rover_tiles_free": 1,
        "carry_moves": 2,
        "patch_per_meteorite": 3,
        "drop_on_water": 4,
        "rover_boost": 5,
    },
    "Republic": {
        "civ_tile_moves": 1,
        "extra_civ_choice": 2,
        "civ_jump": 3,
        "civ_synergy": 4,
        "end_civ_pick": 5,
    },
}

PLAYABLE_CORPORATIONS = tuple(ABILITIES)

REPUBLIC_RANKS = (0, 1, 2, 2, 3, 3, 4, 4)
"""Republic: the card rank of its n-th civ milestone (7 milestones)."""


@cache
def corporation_id(name: str) -> int:
    return next(c.id for c in corporations() if c.name == name)


@cache
def _name(corp: int) -> str:
    return corporations()[corp].name


def ability(p: Player, name: str) -> bool:
    """True when this seat's corporation has the ability and its tech is unlocked now."""
    from .placement import tech_level

    tech = ABILITIES.get(_name(p.corporation), {}).get(name)
    return tech is not None and tech_level(p) >= tech


def is_republic(p: Player) -> bool:
    return _name(p.corporation) == "Republic"


def parks(p: Player) -> bool:
    """Cosmos Inc: collected lifepods may be parked on the tracks."""
    return _name(p.corporation) == "Cosmos inc"


def pod_free(p: Player, track: int, space: int) -> bool:
    return track * 16 + space not in p.track_pods


def carries(p: Player) -> bool:
    """Horizon Group: rovers carry meteorites to rover icons instead of collecting them."""
    return _name(p.corporation) == "Horizon Group"


def beyond_top(p: Player) -> int:
    """Movement for advancing the rover tracker past its top space."""
    rewards = corporations()[p.corporation].tracks["rover"].get("beyond_top", [{"rover_move": 4}])
    return sum(r.get("rover_move", 0) for r in rewards if isinstance(r, dict))


def civ_rank(p: Player, milestones: int) -> int:
    """The card rank of a seat's n-th civ milestone."""
    if is_republic(p):
        return REPUBLIC_RANKS[min(milestones, len(REPUBLIC_RANKS) - 1)]
    return milestones


def rover_move_value(p: Player) -> int:
    """The movement printed at the rover tracker's space (0 where there is none)."""
    from .content import ROVER, track_spaces

    for rw in track_spaces(p.corporation)[ROVER][p.tracks[ROVER]]:
        if rw[0] == "rover_move":
            return rw[1]
    return 0
