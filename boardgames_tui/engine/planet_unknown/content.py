"""Planet Unknown content: tiles, station, planets, corporation tracks, cards, loaded once.

The JSON lives in rules/planet-unknown/. Here it is validated with pydantic and turned into
lookup tables the rules use (oriented tile layouts, planet masks, edge squares).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict

from ..content import Component, load_json, load_model
from ..grid import neighbour_table, reach
from ..polyomino import offsets, origin_mask, square_mask

GAME = "planet-unknown"
SIZE = 12
TRACKS = ("civ", "water", "biomass", "rover", "tech")
CIV, WATER, BIOMASS, ROVER, TECH = range(5)
TERRAIN_LETTER = {"civ": "c", "water": "w", "biomass": "b", "rover": "r", "tech": "t", "energy": "e"}
LETTER_TERRAIN = {v: k for k, v in TERRAIN_LETTER.items()}
PATCH = "p"
"""A biomass patch square (biomass terrain, no icon)."""
UNCOVERED = "-"
OFF = "."
TOP = 15
"""The top space of an ordinary track."""
ANY = "01234"
"""In a pending effect: any of the five trackers."""


class _C(Component):
    model_config = ConfigDict(frozen=True, extra="ignore")


class ShapeData(_C):
    code: str
    name: str
    ring: Literal["inner", "outer"]
    size: int
    picture: list[str]
    meteor_site: list[int]


class TileData(_C):
    id: int
    shape: str
    ring: Literal["inner", "outer"]
    ring_slot: int
    resources: list[str]
    has_meteor: bool
    cells: list[tuple[int, int, str, bool, bool]]
    """(row, col, terrain, carries the resource icon, carries the meteor icon)."""


class TileFile(_C):
    resources: list[str]
    tracks: list[str]
    shapes: list[ShapeData]
    tiles: list[TileData]


class StationData(_C):
    inner: list[str]
    outer: list[str]
    seat_positions: dict[str, list[int]]
    auto_rotation_players: list[int]


class PlanetData(_C):
    id: int
    name: str
    side: str
    rule: str
    grid_rows: list[str]
    row_medals: list[int]
    column_medals: list[int]
    lifepods: list[tuple[int, int]]
    squares: int
    ice_squares: int


class CorporationData(_C):
    id: int
    name: str
    side: str
    rule: str
    tracks: dict[str, dict[str, Any]]
    tech_abilities: dict[str, str]
    rovers: int


class CivCard(_C):
    id: int
    rank: int
    name: str
    timing: Literal["immediate", "end_game"]
    text: str
    effect: dict[str, Any]


class ObjectiveCard(_C):
    id: int
    neighbour_side: dict[str, Any]
    private_side: dict[str, Any]


class EventCard(_C):
    bga_card_id: int
    color: Literal["green", "orange", "red"]
    solo_only: bool
    kind: str
    text: str
    rule: str | None = None
    choices: list[str] | str | None = None
    steps: int | None = None
    benefits: bool | None = None


class ScoringData(_C):
    objective_scoring: dict[str, Any]
    event_setup: dict[str, Any]
    solo_target: dict[str, Any]
    commerce_agreement_scores: list[int]
    tie_breakers: list[str]


class Layout(NamedTuple):
    """One orientation of a tile: cells relative to the top-left of its bounding box."""

    rotation: int
    flipped: bool
    height: int
    width: int
    cells: tuple[tuple[int, int, str, bool, bool], ...]
    """(dr, dc, terrain letter, icon, meteor)."""
    offsets: tuple[int, ...]
    """The squares as offsets from the origin square r*12+c (polyomino bitboards)."""
    origins: int
    """Bitboard of the origins where this layout stays inside the 12x12 box."""

    @property
    def first_column(self) -> int:
        """The column, from the left of the bounding box, of the tile's first square in reading
        order (on its top row). A place is named by that square, not by the box's corner, which
        an L or a T may leave uncovered: the moves, the log and the board's cursor agree."""
        return min(dc for dr, dc, *_ in self.cells if dr == 0)


def _transform(r: int, c: int, rotation: int, flipped: bool) -> tuple[int, int]:
    """The same transform as polyomino.orient, before normalising: flip, then turn clockwise."""
    if flipped:
        c = -c
    for _ in range(rotation % 4):
        r, c = c, -r
    return r, c


@cache
def tiles() -> tuple[TileData, ...]:
    data = load_model(GAME, "tiles.json", TileFile)
    out = tuple(sorted(data.tiles, key=lambda t: t.id))
    assert [t.id for t in out] == list(range(len(out)))
    return out


@cache
def shapes() -> dict[str, ShapeData]:
    return {s.code: s for s in load_model(GAME, "tiles.json", TileFile).shapes}


def turned_cells(tile_id: int, rotation: int, flipped: bool) -> tuple[tuple[int, int, str, bool, bool], ...]:
    """A tile's squares, labels included, flipped then turned clockwise and normalised: the same
    geometry as polyomino.orient (a test checks it), with the labels riding along."""
    cells = tiles()[tile_id].cells
    return tuple((r, c, TERRAIN_LETTER[cells[k][2]], cells[k][3], cells[k][4]) for r, c, k in _turn(_squares(tile_id), rotation, flipped))


@cache
def _squares(tile_id: int) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r, c, *_ in tiles()[tile_id].cells)


@cache
def _turn(squares: tuple[tuple[int, int], ...], rotation: int, flipped: bool) -> tuple[tuple[int, int, int], ...]:
    """Where each of a shape's squares goes, as (row, col, its index in `squares`) in row order:
    the geometry of turned_cells, worked out once per shape (the 12 tiles of a shape share it)."""
    moved = [_transform(r, c, rotation, flipped) for r, c in squares]
    r0 = min(r for r, _ in moved)
    c0 = min(c for _, c in moved)
    return tuple(sorted((r - r0, c - c0, k) for k, (r, c) in enumerate(moved)))


@cache
def _bitboards(shape: tuple[tuple[int, int], ...]) -> tuple[int, int, tuple[int, ...], int]:
    """(height, width, offsets, origins) of a turned shape, as Layout holds them; shared by its tiles."""
    return max(r for r, _ in shape) + 1, max(c for _, c in shape) + 1, offsets(shape, SIZE), origin_mask(shape, SIZE, SIZE)


@cache
def _orientations(tile_id: int) -> tuple[tuple[Layout, ...], dict[tuple[int, bool], int]]:
    lays: list[Layout] = []
    index: dict[tuple[int, bool], int] = {}
    first: dict[tuple, int] = {}
    for flipped in (False, True):
        for rotation in range(4):
            cells = turned_cells(tile_id, rotation, flipped)
            if cells not in first:
                first[cells] = len(lays)
                height, width, offs, origins = _bitboards(tuple((a, b) for a, b, *_ in cells))
                lays.append(Layout(rotation, flipped, height, width, cells, offs, origins))
            index[(rotation, flipped)] = first[cells]
    return tuple(lays), index


Footprint = tuple[tuple[int, ...], int]
"""A layout's squares without their labels: (offsets, origins) as in Layout."""
_FOOTPRINT_IDS: dict[tuple[Footprint, ...], int] = {}
FOOTPRINT_SETS: list[tuple[Footprint, ...]] = []
"""Footprint-set id (footprints()[0]) -> its footprints."""


@cache
def footprints(tile_id: int) -> tuple[int, tuple[Footprint, ...], tuple[int, ...]]:
    """The squares a tile covers, labels left out: (an id shared by every tile whose layouts
    cover the same distinct footprints, those footprints as (offsets, origins) in a fixed
    order, and per layout of layouts() the index of its footprint). Tiles of one shape share
    the placement search through it; a symmetric shape has fewer footprints than layouts."""
    lays = layouts(tile_id)
    distinct = tuple(sorted({(lay.offsets, lay.origins) for lay in lays}))
    key = _FOOTPRINT_IDS.get(distinct)
    if key is None:
        key = _FOOTPRINT_IDS[distinct] = len(FOOTPRINT_SETS)
        FOOTPRINT_SETS.append(distinct)
    return key, distinct, tuple(distinct.index((lay.offsets, lay.origins)) for lay in lays)


def layouts(tile_id: int) -> tuple[Layout, ...]:
    """Distinct orientations of a tile, terrain and icons included (a symmetric shape can still
    have 8 different layouts because its two terrains and icons turn with it)."""
    return _orientations(tile_id)[0]


def layout_index(tile_id: int) -> dict[tuple[int, bool], int]:
    """(rotation, flipped) -> index into layouts() of the layout it produces (duplicates map to the first)."""
    return _orientations(tile_id)[1]


def layout_of(tile_id: int, rotation: int, flipped: bool) -> Layout:
    """The layout that (rotation, flipped) gives the tile."""
    return layouts(tile_id)[layout_index(tile_id)[(rotation % 4, flipped)]]


def canonical_orientation(tile_id: int, rotation: int, flipped: bool) -> tuple[int, bool]:
    """The (rotation, flipped) the legal actions use for the layout that (rotation, flipped) gives."""
    lay = layouts(tile_id)[layout_index(tile_id)[(rotation % 4, flipped)]]
    return lay.rotation, lay.flipped


@cache
def station() -> StationData:
    return load_model(GAME, "station.json", StationData)


@cache
def planets() -> tuple[PlanetData, ...]:
    return tuple(PlanetData.model_validate(p) for p in load_json(GAME, "planets.json"))


class PlanetGeometry(BaseModel):
    """Lookup tables for one planet, cells as ints r*12+c."""

    model_config = ConfigDict(frozen=True)

    id: int
    base: str
    """144 chars: '.' off-planet, 'L' land, 'I' ice (lifepod squares are land here)."""
    playable: frozenset[int]
    edge: frozenset[int]
    ice: frozenset[int]
    row_cells: tuple[tuple[int, ...], ...]
    col_cells: tuple[tuple[int, ...], ...]
    playable_mask: int
    """The same squares as bitboards (bit r*12+c), for the placement search."""
    edge_mask: int
    ice_mask: int


@cache
def geometry(planet_id: int) -> PlanetGeometry:
    p = planets()[planet_id]
    base = "".join(p.grid_rows)
    playable = frozenset(i for i, ch in enumerate(base) if ch != OFF)
    # Edge: a playable square next to open space outside the planet (the box border counts).
    square = neighbour_table(SIZE, SIZE)
    border = [i for i in range(SIZE * SIZE) if len(square[i]) < 4]
    outside = reach((i for i in border if i not in playable), lambda i: i not in playable, square.__getitem__)
    edge = {i for i in playable if len(square[i]) < 4 or any(j in outside for j in square[i])}
    ice = frozenset(i for i, ch in enumerate(base) if ch == "I")
    norm = "".join("I" if ch == "I" else (OFF if ch == OFF else "L") for ch in base)
    return PlanetGeometry(
        id=planet_id,
        base=norm,
        playable=playable,
        edge=frozenset(edge),
        ice=ice,
        row_cells=tuple(tuple(r * SIZE + c for c in range(SIZE) if r * SIZE + c in playable) for r in range(SIZE)),
        col_cells=tuple(tuple(r * SIZE + c for r in range(SIZE) if r * SIZE + c in playable) for c in range(SIZE)),
        playable_mask=square_mask(playable),
        edge_mask=square_mask(edge),
        ice_mask=square_mask(ice),
    )


@cache
def corporations() -> tuple[CorporationData, ...]:
    return tuple(CorporationData.model_validate(c) for c in load_json(GAME, "corporations.json"))


@cache
def track_spaces(corp_id: int = 0) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """Per track, per space 0-15: the rewards there as tuples ("medal", n) / ("rover_move", n) / (name,)."""
    corp = corporations()[corp_id]
    out = []
    for name in TRACKS:
        spaces = []
        for space in corp.tracks[name]["spaces"]:
            rewards = []
            for item in space:
                if isinstance(item, str):
                    rewards.append((item,))
                else:
                    ((k, v),) = item.items()
                    rewards.append((k, v))
            spaces.append(tuple(rewards))
        out.append(tuple(spaces))
    return tuple(out)


@cache
def track_medals(corp_id: int = 0) -> tuple[tuple[int, ...], ...]:
    """Per track, per space: the medal that space scores (highest medal at or below it)."""
    out = []
    for spaces in track_spaces(corp_id):
        best, row = 0, []
        for rewards in spaces:
            for rw in rewards:
                if rw[0] == "medal":
                    best = max(best, rw[1])
            row.append(best)
        out.append(tuple(row))
    return tuple(out)


@cache
def tech_spaces(corp_id: int = 0) -> tuple[int, ...]:
    return tuple(i for i, rw in enumerate(track_spaces(corp_id)[TECH]) if ("tech_unlock",) in rw)


@cache
def civ_spaces(corp_id: int = 0) -> tuple[int, ...]:
    return tuple(i for i, rw in enumerate(track_spaces(corp_id)[CIV]) if ("civ_milestone",) in rw)


@cache
def civ_cards() -> dict[int, CivCard]:
    return {c["id"]: CivCard.model_validate(c) for c in load_json(GAME, "civ_cards.json")}


@cache
def objectives() -> dict[int, ObjectiveCard]:
    return {c["id"]: ObjectiveCard.model_validate(c) for c in load_json(GAME, "objectives.json")}


@cache
def events() -> dict[int, EventCard]:
    return {c["bga_card_id"]: EventCard.model_validate(c) for c in load_json(GAME, "events.json")}


@cache
def scoring_data() -> ScoringData:
    return load_model(GAME, "scoring.json", ScoringData)


def stack_shape(stack: int) -> str:
    """Stacks 0-5 are the inner ring slots, 6-11 the outer ring slots."""
    st = station()
    return st.inner[stack] if stack < 6 else st.outer[stack - 6]


@cache
def tiles_of_shape(code: str) -> tuple[int, ...]:
    return tuple(t.id for t in tiles() if t.shape == code)


@cache
def load_planet_extra(planet_id: int) -> dict[str, Any]:
    """The planet's special fields (ring rows, cities, sub-planet map, ...)."""
    raw = load_json(GAME, "planets.json")[planet_id]
    known = set(PlanetData.model_fields) | {"edition"}
    return {k: v for k, v in raw.items() if k not in known}
