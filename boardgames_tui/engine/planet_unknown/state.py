"""Planet Unknown state: compact and flat; `Engine.apply` copies it by the shared copier (api.copier).

Cells are ints r*12+c. A planet's `terrain` is one 144-char string: '.' off-planet,
'-' uncovered, a terrain letter (c w b r t e) for a tile square, uppercase when that square
carries the tile's resource icon, 'p' for a biomass patch.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ..api import GameState, quick_assign
from .content import SIZE, TRACKS


@quick_assign
class Player(BaseModel):
    """One seat's planet and tracks. What changes a few times a game is a tuple, replaced whole
    when it changes (`p.tiles += (tile,)`, `p.lifepods = without(p.lifepods, cell)`): the copy
    `apply` makes shares it instead of copying it (most applies change one seat, or none).
    Lists remain for what the rules change item by item and often (tracks, rovers, pending);
    the two that only one corporation changes are tuples too (carrying, lanes): every copy of
    every seat copied them, mostly empty."""

    model_config = ConfigDict(extra="forbid")

    planet: int = 0
    corporation: int = 0
    terrain: str
    lifepods: tuple[int, ...]
    """Cells holding a lifepod still on the planet."""
    meteorites: tuple[int, ...] = ()
    """Cells holding a meteorite."""
    meteor_sites: tuple[int, ...] = ()
    """Cells where a placed tile shows a meteor icon."""
    rovers: list[int] = Field(default_factory=list)
    """Per rover: its cell, -1 not yet deployed, -2 destroyed."""
    carrying: tuple[int, ...] = ()
    """Horizon Group: per rover, 1 while it carries a meteorite to a rover icon."""
    track_pods: tuple[int, ...] = ()
    """Cosmos Inc: lifepods parked on the tracks, as track*16 + space."""
    used: tuple[str, ...] = ()
    """Once-per-game abilities already used."""
    round_used: tuple[str, ...] = ()
    """Once-per-round abilities used this round."""
    lanes: tuple[int, ...] = ()
    """Makeshift: the track column each tracker stands on (empty: its own)."""
    flux: int = -1
    """Flux Industries: the track under the flux token (-1 before the first tech)."""
    tech_pods: tuple[int, ...] = ()
    """Jump Drive: techs unlocked by a lifepod, in the order they were."""
    patched: tuple[int, ...] = ()
    """Wormhole Corp: squares where a biomass patch lies on a tile."""
    tracks: list[int] = Field(default_factory=lambda: [0] * 5)
    tiles: tuple[int, ...] = ()
    """Tile ids placed, in order."""
    last_tile: tuple[int, ...] = ()
    """Cells of the tile placed most recently."""
    lifepods_collected: int = 0
    meteorites_collected: int = 0
    civ_cards: tuple[int, ...] = ()
    """Cards taken; another seat's END GAME cards read -1 in a view."""
    civ_claims: tuple[int, ...] = ()
    """Ranks of civ milestones reached and not yet claimed."""
    stored_patches: int = 0
    objectives: tuple[int, ...] = ()
    """Private objectives kept (-1 in another seat's view)."""
    objective_offer: tuple[int, ...] = ()
    """Private objectives dealt, still to choose from."""
    pending: list[str] = Field(default_factory=list)
    """Effects waiting to be resolved, in words the rules read (see effects.py: ITEMS)."""
    moves: int = 0
    """Rover movement points left this turn."""
    step: str = ""
    """"draft" or "place" while this seat takes a tile; "" otherwise."""
    hand: int = -1
    """The tile drafted and not yet placed."""
    hand_advances: bool = True
    """Whether placing the tile in hand advances trackers (Salvage Yard: no)."""
    stuck: bool = False
    """Cannot place either tile this round (the game ends after it)."""
    unrestricted: bool = False
    """The round's event restriction would leave no placement, so it does not apply."""
    peek: int = -1
    """The next event card, seen through an event choice (private)."""


@quick_assign
class PUState(GameState):

    players: list[Player]
    stacks: list[tuple[int, ...]]
    """12 stacks of tile ids, top last: 0-5 inner ring slots, 6-11 outer ring slots. -1 = hidden."""
    unrevealed: list[int] = Field(default_factory=list)
    """Stacks whose new top stays face down until the end of the round."""
    offset: int = 0
    """Inner slot paired with outer slot d is (d + offset) % 6."""
    rotation: int = 0
    commander: int = 0
    order: list[int] = Field(default_factory=list)
    idx: int = 0
    """Position in `order` of the seat being served in the current phase."""
    civ_decks: list[tuple[int, ...]] = Field(default_factory=lambda: [(), (), (), ()])
    civ_box: tuple[int, ...] = ()
    """Civ cards not in play (face down)."""
    neighbour_objectives: list[tuple[int, int, int]] = Field(default_factory=list)
    """[card, seat a, seat b] per neighbour card."""
    objective_box: tuple[int, ...] = ()
    events_on: bool = False
    event_deck: tuple[int, ...] = ()
    """Face-down event cards, next on top (last)."""
    event: int = -1
    """The event card of this round."""
    event_rule: str = ""
    events_seen: tuple[int, ...] = ()
    solo_target: int | None = None
    last_round: bool = False
    end_reason: str = ""
    private_objectives_on: bool = False
    removed: tuple[int, ...] = ()
    """Tiles out of the game (drafted by a seat that could not place, removed by an event)."""
    civ_removed: tuple[int, ...] = ()
    """Civ cards removed from the decks by an event."""

    def __str__(self) -> str:
        lines = [f"Planet Unknown · round {self.round} · {self.phase} · commander {self.commander} · rotation {self.rotation}"]
        for s, p in enumerate(self.players):
            tr = " ".join(f"{n}={v}" for n, v in zip(TRACKS, p.tracks))
            lines.append(f"seat {s} {self.seats[s].name}: {tr} moves={p.moves} pending={p.pending} step={p.step}")
            for r in range(SIZE):
                row = ""
                for c in range(SIZE):
                    i = r * SIZE + c
                    ch = p.terrain[i]
                    if i in p.rovers:
                        ch = "R"
                    elif i in p.meteorites:
                        ch = "*"
                    elif i in p.lifepods:
                        ch = "o"
                    row += ch
                lines.append("   " + row)
        return "\n".join(lines)
