"""Unique planet sides: one small hook object per planet whose rules differ from KSB-4156.

placement.py calls `first_tile_problem` and `placement_problem`, the rover moves call
`rover_may_enter`, and scoring.py calls `bonus`. A planet with no entry plays like the shared side
(Lacuna and Oblivion differ only in their outline and edge, which content.geometry derives).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from .content import SIZE, load_planet_extra, planets

if TYPE_CHECKING:
    from .content import PlanetGeometry
    from .state import Player

Cells = list[tuple[int, int, str, bool, bool]]


class PlanetHook:
    replaces_first_tile_rule = False
    """True when the planet has its own first-tile rule instead of 'touch the edge'."""
    bonus_name = ""

    def __init__(self, planet_id: int) -> None:
        self.planet_id = planet_id
        self.extra: dict[str, Any] = load_planet_extra(planet_id)

    def first_tile_problem(self, geo: PlanetGeometry, ids: list[int]) -> str | None:
        return None

    def placement_problem(self, p: Player, geo: PlanetGeometry, cells: Cells, ids: list[int]) -> str | None:
        return None

    def rover_may_enter(self, p: Player, cell: int) -> bool:
        return True

    def rover_may_step(self, p: Player, start: int, dest: int) -> bool:
        """An orthogonal step from `start` to `dest` (both on the planet)."""
        return True

    def crossings(self, cell: int) -> list[int]:
        """Squares a rover on `cell` may reach with its special move (Tartarus), else []."""
        return []

    def energy_squares(self, p: Player) -> set[int]:
        """Uncovered squares that count as energy terrain (Petra's currents)."""
        return set()

    def bonus(self, p: Player) -> int:
        return 0


class Arashi(PlanetHook):
    def placement_problem(self, p, geo, cells, ids):
        if len(ids) == 1:
            return None
        ring = set(self.extra["ring_rows"])
        on_ring = [r in ring for r, *_ in cells]
        if any(on_ring) and all(on_ring):
            return "on Arashi a tile on the ring must also reach off the ring"
        return None


class Cerberus(PlanetHook):
    bonus_name = "sub-planets"

    def bonus(self, p):
        rows = self.extra["subplanet_map"]
        total = 0
        for name in "ABC":
            cells = [r * SIZE + c for r in range(SIZE) for c in range(SIZE) if rows[r][c] == name]
            if cells and all(p.terrain[i] not in "-." for i in cells):
                total += 2
        return total


class Charybdis(PlanetHook):
    replaces_first_tile_rule = True

    def first_tile_problem(self, geo, ids):
        centre = {r * SIZE + c for r, c in self.extra["first_tile_must_cover_one_of"]}
        if not centre.intersection(ids):
            return "on Charybdis your first tile must cover one of the four central squares"
        return None


class Gaia(PlanetHook):
    bonus_name = "cities"

    def bonus(self, p):
        return 2 * sum(1 for r, c in self.extra["cities"] if p.terrain[r * SIZE + c] == "-")


class K273(PlanetHook):
    def placement_problem(self, p, geo, cells, ids):
        on_ice = [i in geo.ice for i in ids]
        if any(on_ice) and not all(on_ice):
            return "on K-273 a tile must lie all on land or all on ice"
        return None


class KAax(PlanetHook):
    def __init__(self, planet_id):
        super().__init__(planet_id)
        rows = planets()[planet_id].grid_rows
        self.toxic = frozenset(r * SIZE + c for r in range(SIZE) for c in range(SIZE) if rows[r][c] == "T")

    def rover_may_enter(self, p, cell):
        return not (cell in self.toxic and p.terrain[cell] == "-")


class Pajitnov(PlanetHook):
    def placement_problem(self, p, geo, cells, ids):
        if len(ids) == 1:
            return None
        own = set(ids)
        for step in (-SIZE, 1, SIZE, -1):
            ok = True
            for i in ids:
                r, c = divmod(i, SIZE)
                if (step == 1 and c == SIZE - 1) or (step == -1 and c == 0):
                    continue
                j = i + step
                if j < 0 or j >= SIZE * SIZE or j in own:
                    continue
                if p.terrain[j] not in "-.p":
                    ok = False
                    break
            if ok:
                return None
        return "on Pajitnov a tile must be able to slide into place from one side"


class Persephone(PlanetHook):
    QUADRANTS = {(0, 0): "c", (0, 1): "e", (1, 0): "t", (1, 1): "w"}

    def placement_problem(self, p, geo, cells, ids):
        for r, c, t, icon, _ in cells:
            if icon and self.QUADRANTS[(r // 6, c // 6)] == t:
                return f"on Persephone this quadrant forbids {_NAME[t]} icons"
        return None


class Petra(PlanetHook):
    def __init__(self, planet_id):
        super().__init__(planet_id)
        rows = planets()[planet_id].grid_rows
        self.currents = frozenset(r * SIZE + c for r in range(SIZE) for c in range(SIZE) if rows[r][c] == "E")

    def energy_squares(self, p):
        return {i for i in self.currents if p.terrain[i] == "-"}


class Tartarus(PlanetHook):
    def __init__(self, planet_id):
        super().__init__(planet_id)
        halves = self.extra["halves"]
        self.half = {r * SIZE + c: halves[r][c] for r in range(SIZE) for c in range(SIZE)}
        self.links: dict[int, list[int]] = {}
        for (r1, c1), (r2, c2) in self.extra["diagonal_crossings"]:
            a, b = r1 * SIZE + c1, r2 * SIZE + c2
            self.links.setdefault(a, []).append(b)
            self.links.setdefault(b, []).append(a)

    def placement_problem(self, p, geo, cells, ids):
        if len({self.half[i] for i in ids}) > 1:
            return "on Tartarus a tile may not straddle the chasm"
        return None

    def rover_may_step(self, p, start, dest):
        return self.half[start] == self.half[dest]

    def crossings(self, cell):
        return self.links.get(cell, [])


_NAME = {"c": "civ", "w": "water", "b": "biomass", "r": "rover", "t": "tech", "e": "energy"}

HOOKS: dict[str, type[PlanetHook]] = {
    "Arashi": Arashi,
    "Cerberus": Cerberus,
    "Charybdis": Charybdis,
    "Gaia": Gaia,
    "K-273": K273,
    "K'Aax": KAax,
    "Pajitnov": Pajitnov,
    "Persephone": Persephone,
    "Petra": Petra,
    "Tartarus": Tartarus,
}

PLAYABLE_PLANETS = (
    "KSB-4156", "Arashi", "Cerberus", "Charybdis", "Gaia", "K-273", "K'Aax", "Lacuna", "Oblivion", "Pajitnov",
    "Persephone", "Petra", "Tartarus",
)
"""Every planet side: the shared KSB-4156 and the twelve unique ones."""


@cache
@cache
def planet_hook(planet_id: int) -> PlanetHook | None:
    """The planet's rules hook (None for a planet without rules of its own); hooks hold only
    tables made at creation, so one per planet is shared."""
    cls = HOOKS.get(planets()[planet_id].name)
    return cls(planet_id) if cls else None


def planet_id(name: str) -> int:
    return next(p.id for p in planets() if p.name == name)
