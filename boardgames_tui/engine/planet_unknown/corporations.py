"""The unique corporation sides (each overrides only what its rule changes) and `corp(p)`,
the hook of a seat's corporation. The shared side and the hook's methods are in corporation.py.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .content import BIOMASS, ROVER, SIZE, TECH, TOP, TRACKS, WATER, corporations, geometry, tiles
from .corporation import ABILITIES, MILESTONES, REPUBLIC_RANKS, Corporation, Rewards, latest_medal, parse_rewards, raw_corporation
from .lookups import area_choices, neighbours, terrain_name
from .state import Player

PLAYABLE_CORPORATIONS = tuple(c.name for c in corporations() if c.name in ABILITIES)

# ---------------------------------------------------------------------------- Republic


class Republic(Corporation):
    regress_on_civ = True

    def civ_rank(self, p: Player, y: int) -> int:
        n = super().civ_rank(p, y)
        return REPUBLIC_RANKS[min(n, len(REPUBLIC_RANKS) - 1)]

    def jump_targets(self, state, seat, rover):
        p = state.players[seat]
        if not self.ability(p, "civ_jump") or p.terrain[p.rovers[rover]] not in "cC":
            return []
        return [i for i, ch in enumerate(p.terrain) if ch in "cC" and i not in p.rovers]

    def jump_problem(self, state, seat, rover, cell):
        p = state.players[seat]
        if not self.ability(p, "civ_jump"):
            return "only Republic's tech 3 lets a rover jump between civ squares"
        if terrain_name(p.terrain[p.rovers[rover]]) != "civ":
            return "the rover must stand on civ terrain to jump"
        if terrain_name(p.terrain[cell]) != "civ":
            return "a rover jumps only onto civ terrain"
        return None


class Cosmos(Corporation):
    parks_pods = True

    def ability(self, p, name):
        """A lifepod on a tech space blocks that tech only (BGA): tech n works when the n-th
        tech space is reached and holds no lifepod."""
        tech = self.techs.get(name)
        if tech is None:
            return False
        space = self.tech_spaces[tech - 1]
        return p.tracks[TECH] >= space and TECH * 16 + space not in p.track_pods


class Horizon(Corporation):
    carries_meteorites = True


# ---------------------------------------------------------------------------- Flux Industries


class Flux(Corporation):
    """A flux token marks one track (p.flux). Only the most recently unlocked tech works."""

    def ability(self, p, name):
        tech = self.techs.get(name)
        return tech is not None and self.tech_level(p) == tech

    @property
    def upgraded(self) -> tuple[tuple[Rewards, ...], ...]:
        return _flux_upgraded(self.id)

    def table(self, p):
        if p.flux < 0 or not self.ability(p, "flux_upgrade"):
            return self.base
        return tuple(self.upgraded[t] if t == p.flux else self.base[t] for t in range(5))

    def civ_rank(self, p, y):
        return min(4, super().civ_rank(p, y))

    def board_note(self, p):
        if p.flux < 0:
            return "≈ flux token: set at the first tech"
        return f"≈ flux: {TRACKS[p.flux]} · latest tech only"

    def on_tech_unlock(self, state, seat):
        p = state.players[seat]
        p.pending.append("flux" if p.flux >= 0 else "flux/first")
        if self.ability(p, "flux_jump") and "flux_jump" not in p.used:
            p.pending.append("flux-jump")

    def on_draft(self, state, seat):
        p = state.players[seat]
        if p.flux < 0:
            return
        if self.ability(p, "flux_moves"):
            n = sum(2 for r in p.rovers if r >= 0 and terrain_name(p.terrain[r]) == TRACKS[p.flux])
            if n:
                p.moves += n
                state.say(f"{state.seats[seat].name} gains {n} rover movement (Flux tech 1: rovers on {TRACKS[p.flux]})")
        if self.ability(p, "flux_jump") and "flux_jump" not in p.used and "flux-jump" not in p.pending:
            p.pending.append("flux-jump")
        if self.ability(p, "flux_boost"):
            p.pending.append(f"advopt/{p.flux}")

    def tile_extras(self, state, seat, tile, cells):
        p = state.players[seat]
        if p.flux >= 0 and self.ability(p, "flux_meteorite") and TRACKS[p.flux] in tiles()[tile].resources:
            return ["meteor-collect"]
        return []

    def jump_target(self, p: Player) -> int:
        """Tech 2: the space of the flux track's next milestone (water: next medal; else the top)."""
        t = p.flux
        spaces = self.table(p)[t]
        for y in range(p.tracks[t] + 1, TOP + 1):
            if any(rw[0] in MILESTONES for rw in spaces[y]):
                return y
        for y in range(p.tracks[t] + 1, TOP + 1):
            if any(rw[0] == "medal" for rw in spaces[y]):
                return y
        return TOP


@cache
def _flux_upgraded(corp_id: int) -> tuple[tuple[Rewards, ...], ...]:
    up = raw_corporation(corp_id)["upgraded_tracks"]
    return tuple(parse_rewards(up[name]["spaces"]) for name in TRACKS)


# ---------------------------------------------------------------------------- Jump Drive


class JumpDrive(Corporation):
    """Techs are unlocked by lifepods put on tech slots (p.tech_pods), in any order."""

    def tech_level(self, p):
        return len(p.tech_pods)

    def board_note(self, p):
        got = ", ".join(map(str, p.tech_pods)) or "none"
        return f"lifepod techs: {got} (of {self.tech_count()})"

    def ability(self, p, name):
        tech = self.techs.get(name)
        return tech is not None and tech in p.tech_pods

    def on_lifepod(self, state, seat):
        p = state.players[seat]
        return "pod-tech" if len(p.tech_pods) < self.tech_count() else None

    def on_tech_unlock(self, state, seat):
        p = state.players[seat]
        for name, item in (("row_benefits", "row-benefits"), ("shared_objective", "objective-draw")):
            if self.ability(p, name) and name not in p.used and item not in p.pending:
                p.pending.append(item)

    def on_draft(self, state, seat):
        self.on_tech_unlock(state, seat)

    def tile_items(self, state, seat, tile, cells, items):
        """Tech 4: the tile's tech icon may count as energy of the tech area it lies in."""
        p = state.players[seat]
        if not self.ability(p, "tech_as_energy"):
            return items
        out = []
        for item in items:
            if item == f"adv/{TECH}/1/1":
                icon = next(r * SIZE + c for r, c, t, icon, _ in cells if t == "t" and icon)
                choices = area_choices(p, icon, "tT", self)  # tech itself, or a track the "energy" reaches
                item = "adv/" + "".join(sorted(set(str(TECH) + choices))) + "/1/1"
            out.append(item)
        return out

    def jump_targets(self, state, seat, rover):
        p = state.players[seat]
        if not self.ability(p, "same_terrain_jump") or "jump" in p.round_used:
            return []
        here = terrain_name(p.terrain[p.rovers[rover]])
        if not here:
            return []
        return [i for i, ch in enumerate(p.terrain) if terrain_name(ch) == here and i not in p.rovers]

    def jump_problem(self, state, seat, rover, cell):
        p = state.players[seat]
        if not self.ability(p, "same_terrain_jump"):
            return "only Jump Drive's tech 2 lets a rover jump"
        if "jump" in p.round_used:
            return "Jump Drive's teleport works once per round"
        here = terrain_name(p.terrain[p.rovers[rover]])
        if not here:
            return "the rover must stand on a tile to jump"
        if terrain_name(p.terrain[cell]) != here:
            return f"a rover on {here} terrain jumps only onto {here} terrain"
        return None

    def on_jump(self, state, seat):
        state.players[seat].round_used += ("jump",)

    def row_rewards(self, p: Player, tracker: int) -> list[tuple[Any, ...]]:
        """Tech 5: what the other tracks show on the tracker's row (medals are not claimed)."""
        y = p.tracks[tracker]
        out = []
        for t in range(5):
            if t != tracker:
                out.extend(rw for rw in self.table(p)[t][y] if rw[0] != "medal")
        return out


# ---------------------------------------------------------------------------- Makeshift


class Makeshift(Corporation):
    """Trackers may step diagonally onto a neighbouring track (p.lanes: the column of each)."""

    def setup(self, p):
        p.lanes = tuple(range(5))

    def board_note(self, p):
        return "letter: tracker on another track"

    def lane(self, p, tracker):
        return p.lanes[tracker] if p.lanes else tracker

    def where(self, p, tracker):
        return self.lane(p, tracker), p.tracks[tracker]

    def occupied(self, p, col, y, tracker):
        return any(k != tracker and self.where(p, k) == (col, y) for k in range(5))

    def top_of(self, p: Player, col: int) -> int:
        return max((p.tracks[k] for k in range(5) if self.lane(p, k) == col), default=0)

    def tech_level(self, p):
        pos = self.top_of(p, TECH)
        return self.levels[min(pos, len(self.levels) - 1)]

    def destinations(self, p, tracker):
        col, y = self.where(p, tracker)
        moves = [(col, y + 1), (col - 1, y + 1), (col + 1, y + 1)]
        if self.ability(p, "shift_sideways"):
            moves += [(col - 1, y), (col + 1, y)]
        out = []
        for c, yy in moves:
            if not 0 <= c < 5:
                if not self.ability(p, "wrap_tracks"):
                    continue
                c %= 5
            if yy > TOP or self.occupied(p, c, yy, tracker):
                continue
            out.append((yy, c))
        return out

    def track_score(self, p):
        return sum(self.track_medal(p, k) for k in range(5))

    def track_medal(self, p, tracker):
        col, y = self.where(p, tracker)
        if self.ability(p, "best_on_track"):
            y = self.top_of(p, col)
        return latest_medal(self.table(p)[col], y)

    def maxed(self, p, track):
        return any(self.where(p, k) == (track, TOP) for k in range(5))

    def maxed_count(self, p):
        return sum(1 for k in range(5) if p.tracks[k] >= TOP)

    def move_bonus(self, p):
        crowded = sum(1 for k in range(5) if self.lane(p, k) == ROVER) > 1
        return 1 if crowded and self.ability(p, "crowded_rovers") else 0

    def on_draft(self, state, seat):
        p = state.players[seat]
        if self.ability(p, "regress_once") and any(p.tracks):
            p.pending.append("regopt")


# ---------------------------------------------------------------------------- Oasis Ultd.


class Oasis(Corporation):
    """The water tracker follows a winding path (p.tracks[WATER] is its step on the path) and
    advances once per water square on ice. Trackers block each other (tech 1 jumps over)."""

    @property
    def path(self) -> tuple[tuple[int, int], ...]:
        return _water_path(self.id)

    def where(self, p, tracker):
        if tracker == WATER:
            return self.path[p.tracks[WATER]]
        return tracker, p.tracks[tracker]

    def cell_of(self, p, tracker, value, lane):
        return self.path[value] if tracker == WATER else (lane, value)

    def last(self, p, tracker):
        return len(self.path) - 1 if tracker == WATER else TOP

    def occupied(self, p, col, y, tracker):
        return any(k != tracker and self.where(p, k) == (col, y) for k in range(5))

    def destinations(self, p, tracker):
        v = p.tracks[tracker] + 1
        while v <= self.last(p, tracker):
            col, y = self.cell_of(p, tracker, v, tracker)
            if not self.occupied(p, col, y, tracker):
                return [(v, tracker)]
            if not self.ability(p, "jump_over"):
                return []
            v += 1
        return []

    def rewards(self, p, col, y):
        return tuple(rw for rw in self.table(p)[col][y] if rw[0] != "wormhole_stop")

    def track_medal(self, p, tracker):
        if tracker != WATER:
            return super().track_medal(p, tracker)
        water = self.table(p)[WATER]
        best = 0
        for col, y in self.path[: p.tracks[WATER] + 1]:
            if col == WATER:
                best = max([best] + [rw[1] for rw in water[y] if rw[0] == "medal"])
        return best

    def track_score(self, p):
        return sum(self.track_medal(p, k) for k in range(5))

    def maxed(self, p, track):
        return p.tracks[track] >= self.last(p, track)

    def water_steps(self, p, cells, ice):
        return sum(1 for r, c, t, *_ in cells if t == "w" and r * SIZE + c in ice)

    def tile_extras(self, state, seat, tile, cells):
        items: list[str] = []
        p = state.players[seat]
        ice = geometry(p.planet).ice
        if self.ability(p, "dry_water") and not any(r * SIZE + c in ice for r, c, *_ in cells):
            items.append(f"adv/{WATER}/1/1")
        if "water" in tiles()[tile].resources:
            if self.ability(p, "water_patch"):
                items.append("patch")
            if self.ability(p, "water_synergy"):
                items.append("adv/01234/1/1")
        return items

    def on_draft(self, state, seat):
        p = state.players[seat]
        if self.ability(p, "water_rover_moves"):
            n = sum(1 for r in p.rovers if r >= 0 and p.terrain[r] in "wW")
            if n:
                p.moves += n
                state.say(f"{state.seats[seat].name} gains {n} rover movement (Oasis tech 2: rovers on water)")


@cache
def _water_path(corp_id: int) -> tuple[tuple[int, int], ...]:
    return tuple((TRACKS.index(t), y) for t, y in raw_corporation(corp_id)["water_path"])


# ---------------------------------------------------------------------------- Wormhole Corp


class Wormhole(Corporation):
    """The biomass tracker jumps over wormhole marks; tiles advance biomass only by enlarging an area."""

    def destinations(self, p, tracker):
        v = p.tracks[tracker] + 1
        if tracker == BIOMASS:
            while v < TOP and ("wormhole_stop",) in self.base[BIOMASS][v]:
                v += 1
        return [(v, tracker)]

    def rewards(self, p, col, y):
        return tuple(rw for rw in self.table(p)[col][y] if rw[0] != "wormhole_stop")

    def energy_tracks(self, found):
        return found - {BIOMASS}

    def board_note(self, p):
        return "struck: jumped · c/w/t/r: advance"

    def tile_items(self, state, seat, tile, cells, items):
        p = state.players[seat]
        item = f"adv/{BIOMASS}/1/1"
        if item not in items:
            return items
        own = {r * SIZE + c for r, c, *_ in cells}
        grows = any(
            n not in own and p.terrain[n] in "bBp" for r, c, t, *_ in cells if t == "b" for n in neighbours(r * SIZE + c)
        )
        if not grows:
            items.remove(item)
            state.say(f"{state.seats[seat].name}: the tile starts a new biomass area, so biomass does not advance")
        return items

    def patch_claim(self, state, seat):
        p = state.players[seat]
        if self.ability(p, "double_patch") and "double_patch" not in p.round_used:
            p.round_used += ("double_patch",)
            return ["patch", "patch"]
        return ["patch"]

    def extra_patch_cells(self, p):
        if not self.ability(p, "patch_on_tiles"):
            return []
        on_meteor = self.ability(p, "patch_meteorite")
        return [
            i for i, ch in enumerate(p.terrain) if ch not in "-.p" and (on_meteor or i not in p.meteorites)
        ]

    def on_draft(self, state, seat):
        p = state.players[seat]
        if self.ability(p, "bio_reset") and p.tracks[BIOMASS] >= TOP:
            p.pending.append("bio-reset")


HOOKS: dict[str, type[Corporation]] = {
    "Republic": Republic,
    "Cosmos inc": Cosmos,
    "Horizon Group": Horizon,
    "Flux Industries": Flux,
    "Jump Drive": JumpDrive,
    "Makeshift": Makeshift,
    "Oasis Ultd.": Oasis,
    "Wormhole Corp": Wormhole,
}


@cache
def _hook(corp_id: int) -> Corporation:
    return HOOKS.get(corporations()[corp_id].name, Corporation)(corp_id)


def corp(p: Player) -> Corporation:
    return _hook(p.corporation)


@cache
def corporation_id(name: str) -> int:
    return next(c.id for c in corporations() if c.name == name)


def ability(p: Player, name: str) -> bool:
    """True when this seat's corporation has the ability and its tech is unlocked now."""
    hook = _hook(p.corporation)
    # every corporation's `ability` is False for a name none of its techs gives: most asks
    # (another corporation's ability) stop here without the method call
    return name in hook.techs and hook.ability(p, name)


def tech_level(p: Player) -> int:
    """How many techs this seat has unlocked."""
    return _hook(p.corporation).tech_level(p)


def is_republic(p: Player) -> bool:
    return corp(p).regress_on_civ


def carries(p: Player) -> bool:
    """Horizon Group: rovers carry meteorites to rover icons instead of collecting them."""
    return corp(p).carries_meteorites


def beyond_top(p: Player) -> int:
    """Movement for advancing the rover tracker past its top space."""
    rewards = corporations()[p.corporation].tracks["rover"].get("beyond_top", [{"rover_move": 4}])
    return sum(r.get("rover_move", 0) for r in rewards if isinstance(r, dict))


def rover_move_value(p: Player) -> int:
    """The movement printed at the rover tracker's space (0 where there is none)."""
    hook = corp(p)
    col, y = hook.where(p, ROVER)
    for rw in hook.rewards(p, col, y):
        if rw[0] == "rover_move":
            return rw[1]
    return 0
