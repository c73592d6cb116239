"""Planet Unknown state: compact, flat, cheap to copy.

Cells are ints r*12+c. A planet's `terrain` is one 144-char string: '.' off-planet,
'-' uncovered, a terrain letter (c w b r t e) for a tile square, uppercase when that square
carries the tile's resource icon, 'p' for a biomass patch.
"""

from __future__ import annotations

from operator import itemgetter

from pydantic import BaseModel, ConfigDict, Field

from ..api import GameState, bare_model, mark_applied, quick_assign
from .content import SIZE, TRACKS


def _shell(model: BaseModel, fields: dict) -> BaseModel:
    """A model of the same class holding `fields`, made without validation."""
    return bare_model(type(model), fields, set(model.__pydantic_fields_set__))


@quick_assign
class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")

    planet: int = 0
    corporation: int = 0
    terrain: str
    lifepods: list[int]
    """Cells holding a lifepod still on the planet."""
    meteorites: list[int] = Field(default_factory=list)
    """Cells holding a meteorite."""
    meteor_sites: list[int] = Field(default_factory=list)
    """Cells where a placed tile shows a meteor icon."""
    rovers: list[int] = Field(default_factory=list)
    """Per rover: its cell, -1 not yet deployed, -2 destroyed."""
    carrying: list[int] = Field(default_factory=list)
    """Horizon Group: per rover, 1 while it carries a meteorite to a rover icon."""
    track_pods: list[int] = Field(default_factory=list)
    """Cosmos Inc: lifepods parked on the tracks, as track*16 + space."""
    used: list[str] = Field(default_factory=list)
    """Once-per-game abilities already used."""
    round_used: list[str] = Field(default_factory=list)
    """Once-per-round abilities used this round."""
    lanes: list[int] = Field(default_factory=list)
    """Makeshift: the track column each tracker stands on (empty: its own)."""
    flux: int = -1
    """Flux Industries: the track under the flux token (-1 before the first tech)."""
    tech_pods: list[int] = Field(default_factory=list)
    """Jump Drive: techs unlocked by a lifepod, in the order they were."""
    patched: list[int] = Field(default_factory=list)
    """Wormhole Corp: squares where a biomass patch lies on a tile."""
    tracks: list[int] = Field(default_factory=lambda: [0] * 5)
    tiles: list[int] = Field(default_factory=list)
    """Tile ids placed, in order."""
    last_tile: list[int] = Field(default_factory=list)
    """Cells of the tile placed most recently."""
    lifepods_collected: int = 0
    meteorites_collected: int = 0
    civ_cards: list[int] = Field(default_factory=list)
    """Cards taken; another seat's END GAME cards read -1 in a view."""
    civ_claims: list[int] = Field(default_factory=list)
    """Ranks of civ milestones reached and not yet claimed."""
    stored_patches: int = 0
    objectives: list[int] = Field(default_factory=list)
    """Private objectives kept (-1 in another seat's view)."""
    objective_offer: list[int] = Field(default_factory=list)
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

    def __deepcopy__(self, memo: dict | None = None) -> Player:
        """A copy sharing the ints and strings and copying each list (see PLAYER_LISTS)."""
        return _shell(self, _copy_player_fields(self.__dict__))


@quick_assign
class PUState(GameState):
    """Seats, prompt and log lines are frozen models and are shared by copies; every list is copied."""

    players: list[Player]
    stacks: list[list[int]]
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
    civ_decks: list[list[int]] = Field(default_factory=lambda: [[], [], [], []])
    civ_box: list[int] = Field(default_factory=list)
    """Civ cards not in play (face down)."""
    neighbour_objectives: list[list[int]] = Field(default_factory=list)
    """[card, seat a, seat b] per neighbour card."""
    objective_box: list[int] = Field(default_factory=list)
    events_on: bool = False
    event_deck: list[int] = Field(default_factory=list)
    """Face-down event cards, next on top (last)."""
    event: int = -1
    """The event card of this round."""
    event_rule: str = ""
    events_seen: list[int] = Field(default_factory=list)
    solo_target: int | None = None
    last_round: bool = False
    end_reason: str = ""
    private_objectives_on: bool = False
    removed: list[int] = Field(default_factory=list)
    """Tiles out of the game (drafted by a seat that could not place, removed by an event)."""
    civ_removed: list[int] = Field(default_factory=list)
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

    def __deepcopy__(self, memo: dict | None = None) -> PUState:
        """A deep copy, about ten times faster than the generic `fast_copy` because it knows
        each field's shape (STATE_LISTS, STATE_NESTED; seats, prompt and log lines are frozen
        and shared)."""
        fields = self._copied_fields()
        fields["players"] = [p.__deepcopy__() for p in self.players]
        return _shell(self, fields)

    def _copied_fields(self) -> dict:
        fields = self.__dict__.copy()
        fields.update(zip(STATE_LISTS, map(list.copy, _state_lists(fields))))
        fields.update(zip(STATE_NESTED, [list(map(list.copy, outer)) for outer in _state_nested(fields)]))
        return fields

    # ------------------------------------------------------------ copy on write, for apply

    def fork(self) -> PUState:
        """The copy `apply` changes, sharing everything with this state: each Player until
        `player(seat)` first asks for it, each list field until `own(name)` does (most actions
        change one or two seats and no list of the state). `unfork` ends the bookkeeping."""
        source = self.__dict__
        fields = source.copy()
        players = fields["players"] = _SharedPlayers(source["players"])
        players.source = source
        new = _shell(self, fields)
        mark_applied(new)  # only apply forks: legal_actions may keep its list in the new state
        return new

    def player(self, seat: int) -> Player:
        """The seat's Player, ready to change. Rules code that changes a seat takes it from
        here, never from `players[seat]`, so that a forked state never changes its original.
        The copy shares the lists the rules only ever replace (FORK_SHARED)."""
        players = self.players
        if type(players) is _SharedPlayers and players[seat] is players.source["players"][seat]:
            p = players[seat]
            players[seat] = _shell(p, _copy_forked_player_fields(p.__dict__))
        return players[seat]

    def own(self, name: str) -> list:
        """The list field `name` (one of STATE_LISTS or STATE_NESTED), ready to change in
        place: as `player`, the rules take a list from here before they change it."""
        fields = self.__dict__
        value = fields[name]
        players = fields["players"]
        if type(players) is _SharedPlayers:
            source = players.source[name]
            if value is source:
                value = fields[name] = list(map(list.copy, value)) if name in STATE_NESTED else value.copy()
            elif name in STATE_NESTED:  # own_stack copied only some of the inner lists
                for k, inner in enumerate(value):
                    if k < len(source) and inner is source[k]:
                        value[k] = inner.copy()
        return value

    def own_stack(self, stack: int) -> list[int]:
        """`own("stacks")[stack]`, copying only that stack (a draft changes one of twelve)."""
        fields = self.__dict__
        stacks = fields["stacks"]
        players = fields["players"]
        if type(players) is _SharedPlayers:
            source = players.source["stacks"]
            if stacks is source:
                stacks = fields["stacks"] = stacks.copy()
            if stacks[stack] is source[stack]:
                stacks[stack] = stacks[stack].copy()
        return stacks[stack]

    def unfork(self) -> None:
        """End of `apply`: a plain list of players again. What the action never asked for
        stays shared with the original state; from here on neither state changes (states are
        values: copy one before changing it outside `apply`)."""
        if type(self.players) is _SharedPlayers:
            self.__dict__["players"] = list(self.players)  # a required field: always in the fields set


class _SharedPlayers(list):
    """The players of a forked state, and its bookkeeping: `source` is the original state's
    fields, so a seat's Player (PUState.player) or a list field (PUState.own) that is still
    the very object found there is still shared, and is copied before it changes. (No
    __init__ and no sets to fill: a fork is made at every step of a playout.)"""

    __slots__ = ("source",)


PLAYER_LISTS = tuple(name for name, field in Player.model_fields.items() if field.annotation in (list[int], list[str]))
"""Player fields holding a list of ints or strings: the lists a copy must not share."""
STATE_LISTS = ("seats", "active", "log", "unrevealed", "order", "civ_box", "objective_box", "event_deck", "events_seen", "removed", "civ_removed")
"""PUState fields holding a list of values or frozen models."""
STATE_NESTED = ("stacks", "civ_decks", "neighbour_objectives")
"""PUState fields holding a list of lists of ints."""
# The state copies pick these fields out of a model's __dict__ in one C call (itemgetter), then
# copy each list with list.copy through map: no Python-level loop per field.
_state_lists = itemgetter(*STATE_LISTS)
_state_nested = itemgetter(*STATE_NESTED)


def _fields_copier(lists: tuple[str, ...]):
    """A function copying a model's __dict__ and each of the `lists` in it, written out one
    store per field: about a third faster than update(zip(...)), which builds a pair per field,
    and a Player is copied at almost every step of a playout."""
    body = "".join(f"    new[{name!r}] = fields[{name!r}].copy()\n" for name in lists)
    namespace: dict = {}
    exec(f"def copy_fields(fields):\n    new = fields.copy()\n{body}    return new\n", namespace)
    return namespace["copy_fields"]


_copy_player_fields = _fields_copier(PLAYER_LISTS)
FORK_SHARED = ("tiles", "meteor_sites", "last_tile", "tech_pods", "patched", "used", "civ_cards", "objective_offer")
"""Player lists the rules replace and never change in place (`p.tiles = [*p.tiles, tile]`):
the copy a fork makes of a seat shares them (a Player copy costs a list per list field, and
one is made at almost every step of a playout)."""
_copy_forked_player_fields = _fields_copier(tuple(name for name in PLAYER_LISTS if name not in FORK_SHARED))
