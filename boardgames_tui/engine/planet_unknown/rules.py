"""The Planet Unknown engine: setup, legal actions, direct legality checks, apply, views."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..api import HIDDEN_ID, BadOptions, Engine, Seat, is_listed, remember_legal
from ..rng import Rng
from .actions import (
    Advance,
    Choose,
    DiscardObjective,
    Draft,
    EndTurn,
    Jump,
    MoveRover,
    Place,
    PUAction,
    Regress,
    Rotate,
    Skip,
    TakeCiv,
    Target,
)
from .content import SIZE, canonical_orientation, civ_cards, corporations, geometry, planets, stack_shape, tiles, tiles_of_shape
from .corporations import PLAYABLE_CORPORATIONS, corp, corporation_id
from .effects import describe_item, item_problem, optional, options
from .events import EVENTS
from .flow import order_from_commander, proceed, start_round
from .lookups import cell_name, depot_stacks, depot_tiles, top
from .objectives import OBJECTIVES
from .placement import can_place, place_actions, place_problem
from .planets import PLAYABLE_PLANETS, planet_id
from .rovers import jump_problem, jumps, rover_moves, rover_step_problem
from .scoring import score_sheet
from .state import Player, PUState
from .turn import civ_choices, play
from .view import fill_hidden, hide
from .words import describe

PlanetName = Literal[PLAYABLE_PLANETS]  # type: ignore[valid-type]
CorporationName = Literal[PLAYABLE_CORPORATIONS]  # type: ignore[valid-type]


class PUOptions(BaseModel):
    """Planet Unknown options. Planets are chosen per seat; the shared side is the default."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    planet_1: PlanetName = "KSB-4156"
    """Planet of seat 1 (KSB-4156 is the shared side every board has)."""
    planet_2: PlanetName = Field(default="KSB-4156", json_schema_extra={"players": (2, 6)})
    """Planet of seat 2."""
    planet_3: PlanetName = Field(default="KSB-4156", json_schema_extra={"players": (3, 6)})
    """Planet of seat 3."""
    planet_4: PlanetName = Field(default="KSB-4156", json_schema_extra={"players": (4, 6)})
    """Planet of seat 4."""
    planet_5: PlanetName = Field(default="KSB-4156", json_schema_extra={"players": (5, 6)})
    """Planet of seat 5."""
    planet_6: PlanetName = Field(default="KSB-4156", json_schema_extra={"players": (6, 6)})
    """Planet of seat 6."""
    corporation_1: CorporationName = "Universal Coalition"
    """Corporation of seat 1 (Universal Coalition is the shared side)."""
    corporation_2: CorporationName = Field(default="Universal Coalition", json_schema_extra={"players": (2, 6)})
    """Corporation of seat 2."""
    corporation_3: CorporationName = Field(default="Universal Coalition", json_schema_extra={"players": (3, 6)})
    """Corporation of seat 3."""
    corporation_4: CorporationName = Field(default="Universal Coalition", json_schema_extra={"players": (4, 6)})
    """Corporation of seat 4."""
    corporation_5: CorporationName = Field(default="Universal Coalition", json_schema_extra={"players": (5, 6)})
    """Corporation of seat 5."""
    corporation_6: CorporationName = Field(default="Universal Coalition", json_schema_extra={"players": (6, 6)})
    """Corporation of seat 6."""
    events: bool = Field(default=False, json_schema_extra={"players": (2, 6)})
    """Play with the event module in games of 2–6 players (solo always uses it unless casual)."""
    private_objectives: bool = Field(default=False, json_schema_extra={"players": (2, 6)})
    """Private objective module in games of 2–6 players: deal 2, keep 1 (solo always: deal 4, keep 3)."""
    casual_solo: bool = Field(default=False, json_schema_extra={"players": (1, 1)})
    """Solo without events and without a target score."""
    solo_green: int = Field(default=7, ge=0, le=20, json_schema_extra={"players": (1, 1)})
    """Solo event deck: green cards (helpful; each raises the target)."""
    solo_orange: int = Field(default=7, ge=0, le=20, json_schema_extra={"players": (1, 1)})
    """Solo event deck: orange cards (mild setbacks). Red cards make up the rest of the 20."""


class PlanetUnknownEngine(Engine[PUState, PUAction]):
    id: ClassVar[str] = "planet-unknown"
    title: ClassVar[str] = "Planet Unknown"
    description: ClassVar[str] = "Draft polyomino tiles from a rotating station, build your planet, race up five tracks."
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 6
    hides_information: ClassVar[bool] = True
    max_actions: ClassVar[int] = 6_000
    version: ClassVar[str] = "1"
    Options: ClassVar[type[BaseModel]] = PUOptions
    state_type: ClassVar[type] = PUState
    action_type: ClassVar = PUAction

    # ------------------------------------------------------------------ setup

    def _setup(self, seats: list[Seat], seed: int, options: PUOptions, rng: Rng) -> PUState:
        n = len(seats)
        players = []
        for s in range(n):
            pid = planet_id(getattr(options, f"planet_{s + 1}"))
            geo = geometry(pid)
            terrain = "".join("-" if i in geo.playable else "." for i in range(SIZE * SIZE))
            pods = sorted(r * SIZE + c for r, c in planets()[pid].lifepods)
            cid = corporation_id(getattr(options, f"corporation_{s + 1}"))
            players.append(Player(planet=pid, corporation=cid, terrain=terrain, lifepods=pods, rovers=[-1] * corporations()[cid].rovers))
            corp(players[-1]).setup(players[-1])
        stacks = []
        for k in range(12):
            st = list(tiles_of_shape(stack_shape(k)))
            rng.shuffle(st)
            stacks.append(st)
        state = PUState(seats=seats, seed=seed, rng=0, players=players, stacks=stacks)
        state.offset = rng.randbelow(6)
        state.rotation = rng.randbelow(6)
        for rank in range(1, 5):
            pool = sorted(c.id for c in civ_cards().values() if c.rank == rank)
            rng.shuffle(pool)
            state.civ_decks[rank - 1] = tuple(sorted(pool[: n + 1]))
            state.civ_box += tuple(pool[n + 1 :])
        state.civ_box = tuple(sorted(state.civ_box))
        solo = n == 1
        OBJECTIVES.deal(state, rng, options.private_objectives)
        state.private_objectives_on = solo or options.private_objectives
        if solo and not options.casual_solo:
            green, orange = options.solo_green, options.solo_orange
            red = 20 - green - orange
            if red < 0:
                raise BadOptions(f"the solo event deck holds 20 cards; {green} green + {orange} orange is already {green + orange}")
            mix = (green, orange, red)
            state.event_deck = tuple(EVENTS.build_deck(rng, mix, solo=True))
            state.solo_target = EVENTS.solo_target(mix)
            state.events_on = True
        elif not solo and options.events:
            state.event_deck = tuple(EVENTS.build_deck(rng, EVENTS.random_mix(rng), solo=False))
            state.events_on = True
        state.commander = rng.randbelow(n)
        state.order = order_from_commander(state)
        state.say(f"{seats[state.commander].name} takes the station commander token")
        if any(p.objective_offer for p in state.players):
            state.phase = "objectives"
            state.idx = 0
        else:
            start_round(state, rng)
        proceed(state, rng)
        state.rng = rng.state
        return state

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self, state: PUState) -> list[PUAction]:
        legal = self._legal_actions(state)
        remember_legal(state, legal)  # an action from this list needs no second check (api.is_listed)
        return legal.copy()

    def _legal_actions(self, state: PUState) -> list[PUAction]:
        """Built as a list directly (no generator): it runs at every step of a playout."""
        if state.finished or not state.active:
            return []
        seat = state.active[0]
        p = state.players[seat]
        kind = state.prompt.kind
        if kind == "place":
            return place_actions(state, seat, p.hand)
        if kind == "resolve":
            out: list[PUAction] = []
            all_optional = True
            for k, item in enumerate(p.pending):
                out.extend(options(state, seat, k))
                if optional(item):
                    out.append(Skip.of(k))
                else:
                    all_optional = False
            if p.moves:
                out.extend(rover_moves(state, seat))
                out.extend(jumps(state, seat))
            if all_optional:
                out.append(EndTurn.of())
            return out
        if kind == "draft":
            return [Draft.of(stack) for stack, tile in depot_tiles(state, seat) if p.stuck or can_place(state, seat, tile)]
        if kind == "rotate":
            return [Rotate.of(r) for r in range(6)]
        if kind == "objective":
            return [DiscardObjective.of(c) for c in p.objective_offer]
        if kind == "civ-card":
            return [TakeCiv.of(c) for c in civ_choices(state, seat)]
        return []

    def iter_legal_actions(self, state: PUState) -> Iterator[PUAction]:
        return iter(self._legal_actions(state))

    def why_illegal(self, state: PUState, action: PUAction) -> str | None:
        if state.finished:
            return "the game is over"
        if is_listed(state, action):
            return None  # the very object legal_actions just listed for this state
        seat = state.active[0]
        p = state.players[seat]
        kind = state.prompt.kind
        match action:  # the most frequent kinds first
            case Advance() | Regress() | Target() | Choose() | Skip():
                if kind != "resolve":
                    return "there is no effect to resolve now"
                return item_problem(state, seat, action)
            case Place(row=r, col=c, rotation=rot, flipped=fl):
                if kind != "place":
                    return "you have no tile to place now"
                if not 0 <= rot < 4:
                    return "rotation is 0 to 3 quarter turns"
                lay = (rot, fl)
                canon = canonical_orientation(p.hand, rot, fl)
                if canon != lay:
                    return f"that turn looks the same as rotation {canon[0]}{' flipped' if canon[1] else ''}; use that one"
                return place_problem(state, seat, p.hand, r, c, rot, fl)
            case Draft(stack=s):
                if kind != "draft":
                    return "you are not taking a tile now"
                if s not in depot_stacks(state, seat):
                    return "you may only take a tile from the depot facing you"
                tile = top(state, s)
                if tile < 0:
                    return "that stack is empty"
                if not p.stuck and not can_place(state, seat, tile):
                    return f"the {tiles()[tile].shape} tile fits nowhere on your planet"
                return None
            case Rotate(rotation=r):
                if kind != "rotate":
                    return "only the commander turns the station, at the start of the round"
                return None if 0 <= r < 6 else "the station has positions 0 to 5"
            case DiscardObjective(card=c):
                if kind != "objective":
                    return "you are not choosing private objectives now"
                return None if c in p.objective_offer else "that objective was not dealt to you"
            case TakeCiv(card=c):
                if kind != "civ-card":
                    return "you have no civ milestone to claim now"
                return None if c in civ_choices(state, seat) else f"that card is not in the rank {p.civ_claims[0]} deck"
            case MoveRover(rover=rv, direction=d):
                if kind != "resolve":
                    return "rovers move after you have placed your tile"
                return rover_step_problem(state, seat, rv, d)
            case Jump(rover=rv, cell=cell):
                if kind != "resolve":
                    return "rovers move after you have placed your tile"
                return jump_problem(state, seat, rv, cell)
            case EndTurn():
                if kind != "resolve":
                    return "finish the current step first"
                must = [describe_item(i) for i in p.pending if not optional(i)]
                if must:
                    return "first resolve: " + "; ".join(must)
                return None
        return "that is not a Planet Unknown move"

    # ------------------------------------------------------------------ apply

    def _apply(self, state: PUState, action: PUAction) -> None:
        rng = Rng(state.rng)
        play(state, action, rng)
        proceed(state, rng)
        state.rng = rng.state

    # ------------------------------------------------------------------ information

    def _hide(self, view: PUState, seat: int | None) -> None:
        hide(view, seat)

    def _fill_hidden(self, state: PUState, rng: Rng) -> None:
        fill_hidden(state, rng)

    # ------------------------------------------------------------------ words and scores

    def scores(self, state: PUState):
        return score_sheet(state)

    def describe(self, state: PUState, action: PUAction) -> str:
        return describe(state, action)

    def heuristic(self, state: PUState, seat: int) -> float:
        p = state.players[seat]
        covered = sum(1 for i in geometry(p.planet).playable if p.terrain[i] != "-")
        return 0.3 * sum(p.tracks) + 0.15 * covered - 0.5 * len(p.meteorites) + 0.2 * len(p.civ_claims)

    def invariants(self, state: PUState) -> list[str]:
        bad = []
        seen: list[int] = [t for st in state.stacks for t in st]
        for p in state.players:
            seen += p.tiles
            if p.hand >= 0:
                seen.append(p.hand)
        seen += state.removed
        if HIDDEN_ID not in seen and sorted(seen) != list(range(144)):
            bad.append(f"tiles not conserved: {len(seen)} of 144, {len(set(seen))} distinct")
        if len(set(seen)) != len(seen):
            bad.append("a tile is in two places")
        for s, p in enumerate(state.players):
            if any(not 0 <= t <= corp(p).last(p, k) for k, t in enumerate(p.tracks)):
                bad.append(f"seat {s}: tracker off the track {p.tracks}")
            if p.moves < 0 or p.lifepods_collected < 0 or p.meteorites_collected < 0 or p.stored_patches < 0:
                bad.append(f"seat {s}: negative stock")
            size = sum(len(tiles()[t].cells) for t in p.tiles)
            cov = sum(1 for ch in p.terrain if ch not in "-.")
            patches = p.terrain.count("p") - len(p.patched)
            if cov != size + patches:
                bad.append(f"seat {s}: {cov} covered squares but tiles+patches give {size + patches}")
            if len(p.lifepods) + p.lifepods_collected > len(planets()[p.planet].lifepods):
                bad.append(f"seat {s}: more lifepods than the planet had")
            geo = geometry(p.planet)
            for m in p.meteorites:
                if p.terrain[m] in "-.":
                    bad.append(f"seat {s}: meteorite on an uncovered square {cell_name(m)}")
            deployed = [r for r in p.rovers if r >= 0]
            if len(set(deployed)) != len(deployed) or any(r not in geo.playable for r in deployed):
                bad.append(f"seat {s}: rovers misplaced {p.rovers}")
        cards = [c for d in state.civ_decks for c in d] + list(state.civ_box) + [c for p in state.players for c in p.civ_cards]
        if HIDDEN_ID not in cards and len(cards) + len(state.civ_removed) != 36:
            bad.append(f"civ cards not conserved: {len(cards)} + {len(state.civ_removed)} out")
        return bad

    def status(self, state: PUState) -> str:
        if state.finished:
            return f"Game over after round {state.round}"
        words = {
            "objectives": "choosing private objectives",
            "rotate": "the commander turns the station",
            "event": "event",
            "turn": "drafting and placing",
            "civ": "civ milestones",
            "final": "end-game resolution",
        }.get(state.phase, state.phase)
        extra = " · LAST ROUND" if state.last_round or any(p.stuck for p in state.players) else ""
        return f"Round {state.round} · {words} · commander {state.seats[state.commander].name}{extra}"
