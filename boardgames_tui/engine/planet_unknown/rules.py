"""The Planet Unknown engine: setup, legal actions, direct legality checks, apply, views."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..api import HIDDEN_ID, BadOptions, Engine, Seat
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
from .content import (
    SIZE,
    TRACKS,
    civ_cards,
    corporations,
    events,
    geometry,
    objectives,
    planets,
    stack_shape,
    station,
    tiles,
    tiles_of_shape,
)
from .effects import (
    cell_name,
    collect_at,
    depot_stacks,
    depot_tiles,
    describe_item,
    destroy_under,
    item_problem,
    jump_problem,
    jumps,
    line_name,
    optional,
    options,
    pod_words,
    resolve,
    rover_dest,
    rover_step_problem,
    tile_advance_items,
    top,
)
from .events import EVENTS
from .flow import order_from_commander, proceed, start_round
from .objectives import OBJECTIVES, private_words
from .placement import ability, can_place, footprint, iter_placements, why_not_here
from .corporations import PLAYABLE_CORPORATIONS, corp, corporation_id
from .planets import PLAYABLE_PLANETS, planet_id
from .scoring import score_sheet
from .state import Player, PUState

PlanetName = Literal[PLAYABLE_PLANETS]  # type: ignore[valid-type]
CorporationName = Literal[PLAYABLE_CORPORATIONS]  # type: ignore[valid-type]
DIRECTIONS = ("up", "right", "down", "left", "across the chasm", "up-right", "down-right", "down-left", "up-left")


class PUOptions(BaseModel):
    """Planet Unknown options. Planets are chosen per seat; the shared side is the default."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    planet_1: PlanetName = "KSB-4156"
    """Planet of seat 1 (KSB-4156 is the shared side every board has)."""
    planet_2: PlanetName = "KSB-4156"
    """Planet of seat 2."""
    planet_3: PlanetName = "KSB-4156"
    """Planet of seat 3."""
    planet_4: PlanetName = "KSB-4156"
    """Planet of seat 4."""
    planet_5: PlanetName = "KSB-4156"
    """Planet of seat 5."""
    planet_6: PlanetName = "KSB-4156"
    """Planet of seat 6."""
    corporation_1: CorporationName = "Universal Coalition"
    """Corporation of seat 1 (Universal Coalition is the shared side)."""
    corporation_2: CorporationName = "Universal Coalition"
    """Corporation of seat 2."""
    corporation_3: CorporationName = "Universal Coalition"
    """Corporation of seat 3."""
    corporation_4: CorporationName = "Universal Coalition"
    """Corporation of seat 4."""
    corporation_5: CorporationName = "Universal Coalition"
    """Corporation of seat 5."""
    corporation_6: CorporationName = "Universal Coalition"
    """Corporation of seat 6."""
    events: bool = False
    """Play with the event module in games of 2–6 players (solo always uses it unless casual)."""
    private_objectives: bool = False
    """Private objective module in games of 2–6 players: deal 2, keep 1 (solo always: deal 4, keep 3)."""
    casual_solo: bool = False
    """Solo without events and without a target score."""
    solo_green: int = Field(default=7, ge=0, le=20)
    """Solo event deck: green cards (helpful; each raises the target)."""
    solo_orange: int = Field(default=7, ge=0, le=20)
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
            state.civ_decks[rank - 1] = sorted(pool[: n + 1])
            state.civ_box.extend(pool[n + 1 :])
        state.civ_box.sort()
        solo = n == 1
        OBJECTIVES.deal(state, rng, options.private_objectives)
        state.private_objectives_on = solo or options.private_objectives
        if solo and not options.casual_solo:
            green, orange = options.solo_green, options.solo_orange
            red = 20 - green - orange
            if red < 0:
                raise BadOptions(f"the solo event deck holds 20 cards; {green} green + {orange} orange is already {green + orange}")
            mix = (green, orange, red)
            state.event_deck = EVENTS.build_deck(rng, mix, solo=True)
            state.solo_target = EVENTS.solo_target(mix)
            state.events_on = True
        elif not solo and options.events:
            state.event_deck = EVENTS.build_deck(rng, EVENTS.random_mix(rng), solo=False)
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

    def iter_legal_actions(self, state: PUState) -> Iterator[PUAction]:
        if state.finished or not state.active:
            return
        seat = state.active[0]
        p = state.players[seat]
        kind = state.prompt.kind
        if kind == "rotate":
            yield from (Rotate(rotation=r) for r in range(6))
        elif kind == "objective":
            yield from (DiscardObjective(card=c) for c in p.objective_offer)
        elif kind == "draft":
            for stack, tile in depot_tiles(state, seat):
                if p.stuck or can_place(state, seat, tile):
                    yield Draft(stack=stack)
        elif kind == "place":
            for r, c, rot, fl in iter_placements(state, seat, p.hand):
                yield Place(row=r, col=c, rotation=rot, flipped=fl)
        elif kind == "civ-card":
            yield from (TakeCiv(card=c) for c in civ_choices(state, seat))
        elif kind == "resolve":
            for k, item in enumerate(p.pending):
                yield from options(state, seat, k)
                if optional(item):
                    yield Skip(item=k)
            if p.moves:
                for rv in range(len(p.rovers)):
                    for d in range(9):
                        if rover_step_problem(state, seat, rv, d) is None:
                            yield MoveRover(rover=rv, direction=d)
                yield from jumps(state, seat)
            if all(optional(i) for i in p.pending):
                yield EndTurn()

    def why_illegal(self, state: PUState, action: PUAction) -> str | None:
        if state.finished:
            return "the game is over"
        seat = state.active[0]
        p = state.players[seat]
        kind = state.prompt.kind
        match action:
            case Rotate(rotation=r):
                if kind != "rotate":
                    return "only the commander turns the station, at the start of the round"
                return None if 0 <= r < 6 else "the station has positions 0 to 5"
            case DiscardObjective(card=c):
                if kind != "objective":
                    return "you are not choosing private objectives now"
                return None if c in p.objective_offer else "that objective was not dealt to you"
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
            case Place(row=r, col=c, rotation=rot, flipped=fl):
                if kind != "place":
                    return "you have no tile to place now"
                if not 0 <= rot < 4:
                    return "rotation is 0 to 3 quarter turns"
                lay = (rot, fl)
                from .content import canonical_orientation

                canon = canonical_orientation(p.hand, rot, fl)
                if canon != lay:
                    return f"that turn looks the same as rotation {canon[0]}{' flipped' if canon[1] else ''}; use that one"
                return why_not_here(state, seat, p.hand, r, c, rot, fl)
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
            case Advance() | Regress() | Target() | Choose() | Skip():
                if kind != "resolve":
                    return "there is no effect to resolve now"
                return item_problem(state, seat, action)
        return "that is not a Planet Unknown move"

    # ------------------------------------------------------------------ apply

    def _apply(self, state: PUState, action: PUAction) -> None:
        rng = Rng(state.rng)
        seat = state.active[0]
        p = state.players[seat]
        name = state.seats[seat].name
        match action:
            case Rotate(rotation=r):
                from .flow import after_rotation

                state.rotation = r
                inner, outer = depot_stacks(state, seat)
                state.say(f"{name} turns the station to position {r} (their depot: {stack_shape(inner)} / {stack_shape(outer)})")
                after_rotation(state, rng)
            case DiscardObjective(card=c):
                p.objective_offer.remove(c)
                p.objectives = sorted(p.objective_offer)
                p.objective_offer = []
                state.objective_box.append(c)
                state.objective_box.sort()
                kept = ", ".join(objectives()[k].private_side["name"] for k in p.objectives)
                state.say(f"{name} keeps {len(p.objectives)} private objective(s)", seat=seat, private=f"You keep {kept}")
            case Draft(stack=s):
                tile = state.stacks[s].pop()
                if s not in state.unrevealed:
                    state.unrevealed.append(s)
                state.say(f"{name} takes {tile_words(tile)}")
                if p.stuck:
                    p.pending.extend(tile_advance_items(state, seat, tile, [], stuck=True))
                    p.step = ""
                    state.removed.append(tile)
                    state.say(f"{name} cannot place it: it leaves the game and its tracks advance")
                else:
                    p.hand = tile
                    p.hand_advances = True
                    p.step = "place"
                if state.phase == "turn" and ability(p, "carry_moves") and sum(p.carrying):
                    p.moves += sum(p.carrying)
                    state.say(f"{name} gains {sum(p.carrying)} rover movement for meteorites carried")
                if state.phase == "turn" and ability(p, "rover_boost"):
                    p.pending.append("advopt/3")
                if state.phase == "turn" and ability(p, "pod_each_round"):
                    p.pending.append("pod-move/1")
                if state.phase == "turn":
                    corp(p).on_draft(state, seat)
                if ability(p, "civ_tile_moves") and "civ" in tiles()[tile].resources:
                    from .corporations import rover_move_value

                    gain = rover_move_value(p)
                    if gain:
                        p.moves += gain
                        state.say(f"{name} gains {gain} rover movement (Republic tech 1)")
            case Place(row=r, col=c, rotation=rot, flipped=fl):
                self._place(state, seat, r, c, rot, fl)
            case TakeCiv(card=c):
                self._take_civ(state, seat, c)
            case MoveRover(rover=rv, direction=d):
                dest = rover_dest(p, rv, d)
                p.rovers[rv] = dest
                if not (ability(p, "free_energy_steps") and p.terrain[dest] in "eE"):
                    p.moves -= 1
                state.say(f"{name}'s rover moves {DIRECTIONS[d]} to {cell_name(dest)}")
                collect_at(state, seat, dest, rv)
            case Jump(rover=rv, cell=cell):
                p.rovers[rv] = cell
                p.moves -= 1
                corp(p).on_jump(state, seat)
                state.say(f"{name}'s rover jumps to {cell_name(cell)}")
                collect_at(state, seat, cell, rv)
            case EndTurn():
                p.pending = []
                p.moves = 0
                state.say(f"{name} is done")
            case _:
                resolve(state, seat, action, rng)
        proceed(state, rng)
        state.rng = rng.state

    def _place(self, state: PUState, seat: int, r: int, c: int, rot: int, fl: bool) -> None:
        p = state.players[seat]
        name = state.seats[seat].name
        tile = p.hand
        cells = footprint(tile, r, c, rot, fl)
        assert cells is not None
        ids = [rr * SIZE + cc for rr, cc, *_ in cells]
        t = list(p.terrain)
        for (rr, cc, letter, icon, _), i in zip(cells, ids):
            t[i] = letter.upper() if icon else letter
        p.terrain = "".join(t)
        destroy_under(state, seat, ids)
        for (rr, cc, _, _, met), i in zip(cells, ids):
            if met:
                p.meteor_sites.append(i)
                if ability(p, "no_meteorites"):
                    state.say(f"{name}'s tech 5 stops the meteorite")
                else:
                    p.meteorites.append(i)
                    state.say(f"A meteorite lands at {cell_name(i)}")
        p.meteorites.sort()
        p.tiles.append(tile)
        p.last_tile = sorted(ids)
        p.hand = -1
        p.step = ""
        state.say(f"{name} places {tile_words(tile)} at {cell_name(min(ids))}")
        if p.hand_advances:
            items = tile_advance_items(state, seat, tile, cells)
            if state.event_rule == "one_resource_only" and len(items) == 2:
                items = ["one/" + ";".join(items)]
            p.pending.extend(items)
            p.pending.extend(corp(p).tile_extras(state, seat, tile, cells))
        p.hand_advances = True
        if ability(p, "pod_on_energy_tile") and "energy" in tiles()[tile].resources:
            p.pending.append("pod-move/1")
        if state.event_rule == "add_rover":
            p.pending.append("rover/extra")

    def _take_civ(self, state: PUState, seat: int, c: int) -> None:
        p = state.players[seat]
        name = state.seats[seat].name
        rank = p.civ_claims.pop(0)
        for deck in state.civ_decks:
            if c in deck:
                deck.remove(c)
        p.civ_cards.append(c)
        card = civ_cards()[c]
        if ability(p, "civ_synergy"):
            p.pending.append("adv/01234/1/1")
        if card.timing == "end_game":
            if state.phase == "final":  # taken during end-game resolution: revealed and resolved at once
                state.say(f"{name} takes {card.name}: {card.text}")
                if card.effect.get("end_game_advance_any"):
                    p.pending.append("adv/01234/1/1")
                return
            state.say(f"{name} takes a rank {rank} civ card (END GAME, kept secret)", seat=seat, private=f"You take {card.name}: {card.text}")
            return
        state.say(f"{name} takes {card.name}: {card.text}")
        eff = card.effect
        if "advance_different_trackers" in eff:
            p.pending.append(f"diff/{eff['advance_different_trackers']}/")
        if "advance_one_tracker" in eff:
            p.pending.append(f"adv/01234/{eff['advance_one_tracker']}/1")
        p.pending.extend(["patch"] * eff.get("biomass_patches", 0))
        if "rover_move" in eff:
            p.moves += eff["rover_move"]
        if "extra_tile" in eff:
            p.pending.append(f"tile/{1 if eff['extra_tile']['advance'] else 0}")
        if "collect_lifepods" in eff:
            p.pending.append(f"lifepod/{eff['collect_lifepods']}")
        if "teleport_rover" in eff:
            p.pending.append("teleport")
        if "destroy_meteorites_line" in eff:
            p.pending.append("meteor-line")
        if "destroy_meteorites" in eff:
            p.pending.append(f"meteor-destroy/{eff['destroy_meteorites']}")
        if "raise_all_trackers_to" in eff:
            from .effects import advance

            for track in range(5):  # a bounded loop: a blocked or deferred step (Makeshift, Oasis) must not spin
                for _ in range(max(0, eff["raise_all_trackers_to"] - p.tracks[track])):
                    advance(state, seat, track, skip_synergy=True)

    # ------------------------------------------------------------------ information

    def _hide(self, view: PUState, seat: int | None) -> None:
        for k, st in enumerate(view.stacks):
            shown = len(st) if not st else (len(st) - 1 if k not in view.unrevealed else len(st))
            view.stacks[k] = [HIDDEN_ID] * shown + ([st[-1]] if st and k not in view.unrevealed else [])
        view.event_deck = [HIDDEN_ID] * len(view.event_deck)
        view.civ_box = [HIDDEN_ID] * len(view.civ_box)
        view.objective_box = [HIDDEN_ID] * len(view.objective_box)
        revealed_cards = view.phase in ("final", "over")  # END GAME cards are shown at the end
        for s, p in enumerate(view.players):
            if s == seat:
                continue
            if not revealed_cards:
                p.civ_cards = [c if civ_cards()[c].timing == "immediate" else HIDDEN_ID for c in p.civ_cards]
            if view.phase == "over":
                continue  # private objectives are revealed for scoring
            p.objectives = [HIDDEN_ID] * len(p.objectives)
            p.objective_offer = [HIDDEN_ID] * len(p.objective_offer)
            p.pending = ["objective-keep/" + "/".join([str(HIDDEN_ID)] * (i.count("/"))) if i.startswith("objective-keep/") else i for i in p.pending]
            p.peek = HIDDEN_ID if p.peek >= 0 else -1

    def _fill_hidden(self, state: PUState, rng: Rng) -> None:
        placed = {t for p in state.players for t in p.tiles} | {p.hand for p in state.players if p.hand >= 0} | set(state.removed)
        for k, st in enumerate(state.stacks):
            if HIDDEN_ID not in st:
                continue
            visible = {t for s2 in state.stacks for t in s2 if t >= 0}
            pool = [t for t in tiles_of_shape(stack_shape(k)) if t not in placed and t not in visible]
            rng.shuffle(pool)
            state.stacks[k] = [pool.pop() if t == HIDDEN_ID and pool else t for t in st]
            state.stacks[k] = [t for t in state.stacks[k] if t != HIDDEN_ID]
        solo = len(state.players) == 1
        peeked = [p.peek for p in state.players if p.peek >= 0]
        pool = [e for e, card in events().items() if (solo or not card.solo_only) and e not in state.events_seen and e not in peeked]
        rng.shuffle(pool)
        deck = [pool.pop() for _ in state.event_deck if pool]
        if peeked and deck:
            deck[-1] = peeked[0]
        state.event_deck = deck
        known = {c for d in state.civ_decks for c in d} | {c for p in state.players for c in p.civ_cards if c >= 0}
        cpool = [c for c in sorted(civ_cards()) if c not in known]
        rng.shuffle(cpool)
        for p in state.players:
            for k, c in enumerate(p.civ_cards):
                if c == HIDDEN_ID:
                    end = [x for x in cpool if civ_cards()[x].timing == "end_game"]
                    pick = end[0] if end else cpool[0]
                    cpool.remove(pick)
                    p.civ_cards[k] = pick
        state.civ_box = sorted(cpool[: len(state.civ_box)])
        okn = {c for c, _, _ in state.neighbour_objectives} | {c for p in state.players for c in p.objectives + p.objective_offer if c >= 0}
        okn |= {int(c) for p in state.players for i in p.pending if i.startswith("objective-keep/") for c in i.split("/")[1:] if int(c) >= 0}
        opool = [c for c in sorted(objectives()) if c not in okn]
        rng.shuffle(opool)
        for p in state.players:
            p.objectives = [c if c >= 0 else opool.pop() for c in p.objectives]
            p.objective_offer = [c if c >= 0 else opool.pop() for c in p.objective_offer]
            p.pending = [
                "objective-keep/" + "/".join(str(int(c) if int(c) >= 0 else opool.pop()) for c in i.split("/")[1:])
                if i.startswith("objective-keep/")
                else i
                for i in p.pending
            ]
            if p.peek == HIDDEN_ID:
                p.peek = -1
        state.objective_box = sorted(opool[: len(state.objective_box)])

    # ------------------------------------------------------------------ words and scores

    def scores(self, state: PUState):
        return score_sheet(state)

    def describe(self, state: PUState, action: PUAction) -> str:
        seat = state.active[0] if state.active else 0
        p = state.players[seat]
        match action:
            case Rotate(rotation=r):
                positions = station().seat_positions[str(len(state.players))]
                d = (positions[seat] + r) % 6
                inner, outer = (d + state.offset) % 6, 6 + d
                return f"Turn the station to position {r}: you get {self._top_words(state, inner)} or {self._top_words(state, outer)}"
            case DiscardObjective(card=c):
                if c < 0:
                    return "Discard a private objective"
                return f"Discard {private_words(c)}"
            case Draft(stack=s):
                t = top(state, s)
                return f"Take {tile_words(t)}" if t >= 0 else f"Take the top tile of stack {s}"
            case Place(row=r, col=c, rotation=rot, flipped=fl):
                turn = f", turned {rot * 90}°" if rot else ""
                return f"Place at row {r + 1}, column {c + 1}{turn}{', flipped' if fl else ''}"
            case TakeCiv(card=c):
                card = civ_cards()[c]
                return f"Take {card.name} ({'END GAME' if card.timing == 'end_game' else 'now'}: {card.text})"
            case MoveRover(rover=rv, direction=d):
                return f"Move rover {rv + 1} {DIRECTIONS[d]} to {cell_name(rover_dest(p, rv, d))}"
            case Jump(rover=rv, cell=cell):
                return f"Rover {rv + 1} jumps to the civ square {cell_name(cell)}"
            case EndTurn():
                return "Done" + (f" (lose {p.moves} rover move(s))" if p.moves else "")
            case Skip(item=k):
                return f"Skip: {describe_item(p.pending[k])}" if k < len(p.pending) else "Skip"
            case Advance(item=k, track=t):
                steps = ""
                if k < len(p.pending) and p.pending[k].startswith("adv/"):
                    n = int(p.pending[k].split("/")[2])
                    steps = f" {n} spaces" if n > 1 else ""
                return f"Advance {TRACKS[t]}{steps} (now {p.tracks[t]})"
            case Regress(item=k, track=t):
                return f"Regress {TRACKS[t]} (now {p.tracks[t]})"
            case Target(item=k, cell=i, rover=rv):
                what = describe_item(p.pending[k]) if k < len(p.pending) else "target"
                who = f"rover {rv + 1} " if rv >= 0 else ""
                return f"{what.capitalize()}: {who}{cell_name(i)}"
            case Choose(item=k, option=o):
                item = p.pending[k] if k < len(p.pending) else ""
                return choose_words(state, item, o)
        return str(action)

    @staticmethod
    def _top_words(state: PUState, stack: int) -> str:
        t = top(state, stack)
        if t < 0:
            return "nothing" if not state.stacks[stack] else f"a face-down {stack_shape(stack)}"
        tile = tiles()[t]
        return f"{tile.shape} {tile.resources[0]}/{tile.resources[1]}" + ("*" if tile.has_meteor else "")

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
        cards = [c for d in state.civ_decks for c in d] + state.civ_box + [c for p in state.players for c in p.civ_cards]
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


def civ_choices(state: PUState, seat: int) -> list[int]:
    """The cards a seat may take for its next civ milestone (Republic tech 2 adds the first card
    of the next rank's deck)."""
    p = state.players[seat]
    rank = p.civ_claims[0]
    out = list(state.civ_decks[rank - 1])
    if ability(p, "extra_civ_choice") and rank < 4 and state.civ_decks[rank]:
        out.append(state.civ_decks[rank][0])
    return out


def tile_words(tile: int) -> str:
    t = tiles()[tile]
    met = ", meteor" if t.has_meteor else ""
    return f"the {t.shape} tile ({t.resources[0]}/{t.resources[1]}{met})"


def choose_words(state: PUState, item: str, option: int) -> str:
    kind = item.split("/", 1)[0]
    if kind == "one":
        sub = item.split("/", 1)[1].split(";")[option]
        return f"Only this one counts: {describe_item(sub)}"
    if kind == "patch":
        if option == 1:
            return "Take a synergy boost instead of the patch (tech 1, once per round)"
        return "Store the biomass patch for the end of the game"
    if kind == "meteor-line":
        return f"Destroy the meteorites in {line_name(option)}"
    if kind == "tile":
        t = top(state, option)
        return f"Take and place {tile_words(t)}" if t >= 0 else "Take a tile"
    if kind == "rover-destroy":
        return f"Lose rover {option + 1}"
    if kind == "peek-or-synergy":
        return "Synergy boost: advance any tracker" if option == 0 else "Look at the next event card"
    if kind == "discard-objective":
        return f"Discard {private_words(option)}" if option >= 0 else "Discard an objective"
    if kind == "shape-remove":
        return f"Remove every {stack_shape(option)} tile from the station"
    if kind == "rotate":
        return f"Turn the station to position {option}"
    if kind == "meteor-drop":
        return f"Destroy the meteorite rover {option + 1} carries"
    if kind == "pod-park":
        return f"Park the lifepod on {pod_words(option)}"
    if kind == "pod-move":
        return f"Move the lifepod from {pod_words(option)}"
    if kind == "pod-to":
        return f"... to {pod_words(option)}"
    if kind == "civ-pick":
        card = civ_cards()[option]
        return f"Keep {card.name} ({card.text})"
    if kind == "adv":
        return f"Advance {TRACKS[option]} two spaces (tech 3, once per round)"
    if kind == "lane":
        lane, value = divmod(option, 16)
        tracker = int(item.split("/")[1])
        p = state.players[state.active[0]]
        way = "straight up" if lane == p.lanes[tracker] else ("sideways" if value == p.tracks[tracker] else "diagonally")
        return f"{TRACKS[tracker].capitalize()} tracker {way} to {TRACKS[lane]} space {value}"
    if kind == "flux":
        return f"Flux token on the {TRACKS[option]} track"
    if kind == "flux-jump":
        return f"Advance {TRACKS[option]} to its next milestone (tech 2, once per game)"
    if kind == "pod-tech":
        p = state.players[state.active[0]]
        text = corporations()[p.corporation].tech_abilities[str(option)]
        return f"Lifepod on tech {option}: {text}"
    if kind == "row-benefits":
        p = state.players[state.active[0]]
        return f"Claim row {p.tracks[option]} (the {TRACKS[option]} tracker's row)"
    if kind == "objective-draw":
        return "Draw three objective cards and keep one (tech 6, once per game)"
    if kind == "objective-keep":
        card = objectives()[option]
        side = card.private_side if len(state.players) == 1 else card.neighbour_side
        return f"Keep {side['name']}"
    if kind == "bio-reset":
        return "Reset the biomass tracker to 0 (tech 1)"
    return f"Choose {option}"

