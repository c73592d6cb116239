"""Aquaria state: facts only, compact (ids and ints); `Engine.apply` copies it by the shared copier
(api.copier), which copies lists and dicts and shares tuples: what is set once, or changes a few
times a game (the board's ring, an aquarium's grid and dials, tokens held), is a tuple, replaced
whole when it changes (`p.grid = put(p.grid, cell, card)`), so most copies share it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ..api import GameState, quick_assign
from .tasks import Task


CENTRE = "centre"
GRID = 4
"""The aquarium is GRID x GRID cells, stored row by row in `Player.grid`."""


@quick_assign
class Player(BaseModel):
    """One seat's aquarium, supplies and markers."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    hand: list[str] = Field(default_factory=list)
    grid: tuple[str, ...] = ("",) * (GRID * GRID)
    """Card id per cell, row by row; "" = empty. Lionfish ids start with "L"."""
    dials: tuple[int, ...] = (0,) * 8
    """Colour index (content colours) per dial C1..C4, R1..R4."""
    oxygen: int = 4
    vp: int = 0
    vp_parts: dict[str, int] = Field(default_factory=dict)
    """In-game VP by source; sums to `vp`."""
    pearls: int = 0
    food: list[int] = Field(default_factory=lambda: [0, 0, 0])
    """Cans by food colour: red, green, blue."""
    wool: int = 0
    """Wool tiles in the lower filter (0-5)."""
    wool_deferred: int = 0
    ftokens: tuple[str, ...] = ()
    """Filter token kinds, bottom to top."""
    ency: str = "S"
    """Encyclopedia space; "E" once arrived."""
    tokens: tuple[str, ...] = ()
    """Encyclopedia tokens held and not yet used."""
    used_tokens: tuple[str, ...] = ()
    pet: int = 0
    lionfish: int = 0
    die: str = ""
    """Circle the die stands on ("" before the first turn)."""
    die_face: int = 0
    start_tile: int = 0
    start_options: tuple[int, ...] = ()
    matches: int = 0
    """Dials that matched in the last microflora phase."""
    unfed: int = 0
    """Fish left unfed in the last feeding phase."""


@quick_assign
class AquariaState(GameState):
    scoring: str = "basic"
    side: str = "1-2"
    """Board sides by player count (automa included): "1-2" or "3-4"."""
    ring: tuple[str, ...] = ()
    """The 5 outer circles in clockwise order."""
    btiles: tuple[str, ...] = ()
    """Action bonus tile id per ring position."""
    arrows: list[int] = Field(default_factory=list)
    """Arrow position per ring position: -1 red box, 0 start field, n = end of tile."""
    arrivals: list[int] = Field(default_factory=list)
    """Die arrivals per ring position this round."""
    circle_pearls: list[int] = Field(default_factory=list)
    colours: tuple[str, ...] = ()
    """Active colour of rounds 1-4."""
    ency_tokens: dict[str, str] = Field(default_factory=dict)
    """Big space -> token still lying there ("" once taken or removed)."""
    arrival: tuple[int, ...] = ()
    """Seats in the order they reached the end of the encyclopedia."""
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    offer: list[str] = Field(default_factory=list)
    """6 face-up cards ("" = empty slot). Solo: slots 0-2 top row, 3-5 bottom row."""
    lion_offer: list[str] = Field(default_factory=list)
    lion_out: tuple[str, ...] = ()
    fsupply: dict[str, int] = Field(default_factory=dict)
    start_pool: tuple[int, ...] = ()
    """Start tiles not dealt (back in the box)."""
    players: list[Player] = Field(default_factory=list)
    order: tuple[int, ...] = ()
    turn_idx: int = 0
    tasks: list[Task] = Field(default_factory=list)
    """The pending steps (tasks.py); the last one is on top and decides the prompt."""
    automa: int = -1
    """The automa's seat, or -1."""
    solo_pile: list[str] = Field(default_factory=list)
    solo_used: tuple[str, ...] = ()
    automa_tile: str = ""
    """The solo tile the automa revealed this turn."""

    def __str__(self) -> str:
        lines = [f"Aquaria round {self.round} {self.phase} turn {self.turn_idx} active={self.active} prompt={self.prompt.text!r}"]
        lines.append(f"ring={self.ring} arrows={self.arrows} pearls={self.circle_pearls} colours={self.colours}")
        lines.append(f"offer={self.offer} lionfish={self.lion_offer} deck={len(self.deck)} tasks={self.tasks}")
        for i, p in enumerate(self.players):
            lines.append(
                f"  {self.seats[i].name}: vp={p.vp} ox={p.oxygen} pearls={p.pearls} food={p.food} wool={p.wool}"
                f"+{p.wool_deferred} ency={p.ency} pet={p.pet} die={p.die} hand={p.hand} tokens={p.tokens} ftok={p.ftokens}"
            )
            for r in range(GRID):
                lines.append("    " + " ".join(f"{c or '..':>3}" for c in p.grid[r * GRID:(r + 1) * GRID]))
        return "\n".join(lines)
