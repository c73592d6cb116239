"""Resolving a pending effect: what each kind of effect does with the action chosen for it."""

from __future__ import annotations

from ..api import put, without
from ..rng import Rng
from .actions import Advance, Choose, Skip
from .content import ANY, BIOMASS, SIZE, TOP, TRACKS, civ_cards, events, objectives, stack_shape
from .corporations import corp
from .effects import RESERVE, args_of, describe_item, kind_of, pod_words
from .lookups import cell_name, covered, line_name
from .placement import can_place
from .rovers import collect_at
from .state import PUState
from .tracks import advance, claim, move_tracker, regress_amount


def resolve(state: PUState, seat: int, action, rng: Rng) -> None:
    """Apply a legal action on a pending effect (`rng` for the effects that draw cards)."""
    p = state.players[seat]
    item = p.pending.pop(action.item)
    kind, args = kind_of(item), args_of(item)
    if kind == "adv" and type(action) is Advance:  # the most frequent effect by far
        for _ in range(int(args[1])):
            advance(state, seat, action.track, benefits=args[2] == "1")
        return
    name = state.seats[seat].name
    if isinstance(action, Skip):
        state.say(f"{name} declines: {describe_item(item)}")
        return
    if kind == "adv":
        if isinstance(action, Choose):  # Jump Drive tech 3: this synergy boost goes two spaces
            p.round_used += ("double_synergy",)
            state.say(f"{name} doubles a synergy boost (Jump Drive tech 3)")
            for _ in range(2):
                advance(state, seat, action.option)
            return
        for _ in range(int(args[1])):
            advance(state, seat, action.track, benefits=args[2] == "1")
    elif kind == "lane":
        lane, value = divmod(action.option, 16)
        move_tracker(state, seat, int(args[0]), value, lane, benefits=args[1] == "1", skip_synergy=args[2] == "1")
    elif kind == "flux":
        p.flux = action.option
        state.say(f"{name} puts the flux token on the {TRACKS[action.option]} track")
    elif kind == "flux-jump":
        p.used += ("flux_jump",)
        hook = corp(p)
        goal = hook.jump_target(p)
        state.say(f"{name} advances {TRACKS[p.flux]} to space {goal} (Flux tech 2)")
        for _ in range(TOP):
            if p.tracks[p.flux] >= goal or hook.at_top(p, p.flux):
                break
            advance(state, seat, p.flux)
    elif kind == "pod-tech":
        p.lifepods_collected -= 1
        p.tech_pods += (action.option,)
        state.say(f"{name} puts a lifepod on tech {action.option}: unlocked")
        corp(p).on_tech_unlock(state, seat)
    elif kind == "row-benefits":
        p.used += ("row_benefits",)
        y = p.tracks[action.option]
        state.say(f"{name} claims the benefits on row {y} (Jump Drive tech 5)")
        claim(state, seat, corp(p).row_rewards(p, action.option), y)
    elif kind == "objective-draw":
        p.used += ("shared_objective",)
        box = list(state.objective_box)
        rng.shuffle(box)
        drawn = sorted(box[:3])
        for c in drawn:
            state.objective_box = without(state.objective_box, c)
        state.reveals += 1
        p.pending.insert(action.item, "objective-keep/" + "/".join(map(str, drawn)))
        state.say(f"{name} draws {len(drawn)} objective cards (Jump Drive tech 6)")
    elif kind == "objective-keep":
        back = tuple(int(c) for c in args if int(c) != action.option)
        state.objective_box = tuple(sorted((*state.objective_box, *back)))
        card = objectives()[action.option]
        if len(state.players) == 1:
            p.objectives += (action.option,)
            state.say(f"{name} keeps the objective {card.private_side['name']}")
        else:
            state.neighbour_objectives.append((action.option, -1, -1))
            state.say(f"{name} keeps {card.neighbour_side['name']}: every player competes for it")
    elif kind == "regopt":
        p.tracks[action.track] -= 1
        state.say(f"{name}: {TRACKS[action.track]} tracker back 1 to {p.tracks[action.track]} (Makeshift tech 4)")
    elif kind == "bio-reset":
        p.tracks[BIOMASS] = 0
        state.say(f"{name} resets the biomass tracker to 0 (Wormhole tech 1)")
    elif kind == "diff":
        advance(state, seat, action.track)
        n, used = int(args[0]), args[1] + str(action.track)
        if n > 1:
            p.pending.insert(action.item, f"diff/{n - 1}/{used}")
    elif kind == "reg":
        amount = regress_amount(p, args[0], int(args[1]))
        p.tracks[action.track] -= amount
        state.say(f"{name}: {TRACKS[action.track]} tracker back {amount} to {p.tracks[action.track]}")
    elif kind == "one":
        chosen = item.split("/", 1)[1].split(";")[action.option]
        p.pending.insert(action.item, chosen)
    elif kind == "patch":
        if isinstance(action, Choose) and action.option == 1:
            p.round_used += ("synergy_for_patch",)
            p.pending.insert(action.item, f"adv/{ANY}/1/1")
            state.say(f"{name} takes a synergy boost instead of the biomass patch (Jump Drive tech 1)")
        elif isinstance(action, Choose):
            p.stored_patches += 1
            state.say(f"{name} stores a biomass patch for the end of the game")
        else:
            place_patch(state, seat, action.cell)
    elif kind == "rover":
        if args == ["extra"]:
            p.rovers.append(action.cell)
        else:
            p.rovers[p.rovers.index(-1)] = action.cell
        state.say(f"{name} deploys a rover at {cell_name(action.cell)}")
        collect_at(state, seat, action.cell, p.rovers.index(action.cell))
    elif kind == "lifepod":
        p.lifepods = without(p.lifepods, action.cell)
        p.lifepods_collected += 1
        state.say(f"{name} collects the lifepod at {cell_name(action.cell)}")
        follow = corp(p).on_lifepod(state, seat)
        if follow:
            p.pending.insert(action.item, follow)
        if int(args[0]) > 1:
            p.pending.insert(action.item, f"lifepod/{int(args[0]) - 1}")
    elif kind == "lifepod-destroy":
        p.lifepods = without(p.lifepods, action.cell)
        state.say(f"{name} loses the lifepod at {cell_name(action.cell)}")
    elif kind == "meteor-collect":
        p.meteorites = without(p.meteorites, action.cell)
        p.meteorites_collected += 1
        state.say(f"{name} collects the meteorite at {cell_name(action.cell)}")
    elif kind == "meteor-destroy":
        p.meteorites = without(p.meteorites, action.cell)
        state.say(f"{name} destroys the meteorite at {cell_name(action.cell)}")
        if int(args[0]) > 1:
            p.pending.insert(action.item, f"meteor-destroy/{int(args[0]) - 1}")
    elif kind == "meteor-line":
        k = action.option
        gone = [m for m in p.meteorites if ((m // SIZE == k) if k < SIZE else (m % SIZE == k - SIZE))]
        p.meteorites = tuple(m for m in p.meteorites if m not in gone)
        state.say(f"{name} destroys {len(gone)} meteorite(s) in {line_name(k)}")
    elif kind == "meteor-icon":
        p.meteorites = tuple(sorted((*p.meteorites, action.cell)))
        state.say(f"{name} puts a meteorite at {cell_name(action.cell)}")
    elif kind == "teleport":
        p.rovers[action.rover] = action.cell
        state.say(f"{name} relocates a rover to {cell_name(action.cell)}")
        collect_at(state, seat, action.cell, action.rover)
    elif kind == "tile":
        stack = state.stacks[action.option]
        p.hand, state.stacks[action.option] = stack[-1], stack[:-1]
        if action.option not in state.unrevealed:
            state.unrevealed.append(action.option)
        p.hand_advances = args[0] == "1"
        p.step = "place"
        state.say(f"{name} takes an extra tile from the station")
        if not can_place(state, seat, p.hand):  # only the round's restriction is in the way: it does not apply (§7)
            p.unrestricted = True
            state.say(f"This round's restriction would leave the tile nowhere to go, so it does not apply to {name}")
    elif kind == "rover-destroy":
        p.rovers[action.option] = -2
        state.say(f"{name} loses a rover")
    elif kind == "peek-or-synergy":
        if action.option == 0:
            p.pending.insert(action.item, f"adv/{ANY}/1/1")
        else:
            p.peek = state.event_deck[-1]
            state.reveals += 1
            state.say(f"{name} looks at the next event card", seat=seat, private=f"Next event: {events()[p.peek].text}")
    elif kind == "discard-objective":
        p.objectives = without(p.objectives, action.option)
        state.say(f"{name} discards a private objective")
    elif kind == "shape-remove":
        n = len(state.stacks[action.option])
        state.removed += state.stacks[action.option]
        state.stacks[action.option] = ()
        state.say(f"{name} removes the {n} {stack_shape(action.option)} tiles from the station")
    elif kind == "rotate":
        state.rotation = action.option
        state.say(f"{name} turns the station to position {action.option}")
    elif kind == "pod-park":
        p.lifepods_collected -= 1
        p.track_pods = tuple(sorted((*p.track_pods, action.option)))
        state.say(f"{name} parks a lifepod on {pod_words(action.option)}")
    elif kind == "pod-move":
        p.pending.insert(action.item, f"pod-to/{action.option}/{int(args[0]) - 1}")
    elif kind == "pod-to":
        src, left = int(args[0]), int(args[1])
        if src == RESERVE:
            p.lifepods_collected -= 1
        else:
            p.track_pods = without(p.track_pods, src)
        if action.option == RESERVE:
            p.lifepods_collected += 1
        else:
            p.track_pods = tuple(sorted((*p.track_pods, action.option)))
        state.say(f"{name} moves a lifepod from {pod_words(src)} to {pod_words(action.option)}")
        if left > 0:
            p.pending.insert(action.item, f"pod-move/{left}")
    elif kind == "meteor-drop":
        p.carrying = put(p.carrying, action.option, 0)
        state.say(f"{name}'s rover drops its meteorite into the water: destroyed")
    elif kind == "advopt":
        advance(state, seat, action.track)
    elif kind == "civ-pick":
        for k, deck in enumerate(state.civ_decks):
            if action.option in deck:
                state.civ_decks[k] = without(deck, action.option)
        if action.option in state.civ_box:
            state.civ_box = without(state.civ_box, action.option)
        p.civ_cards += (action.option,)
        state.say(f"{name} keeps {civ_cards()[action.option].name}")


def place_patch(state: PUState, seat: int, cell: int) -> None:
    p = state.players[seat]
    if covered(p, cell):  # Wormhole Corp tech 2: on top of a tile
        p.patched = tuple(sorted((*p.patched, cell)))
        if cell in p.meteorites:
            p.meteorites = without(p.meteorites, cell)
            state.say(f"{state.seats[seat].name}'s patch destroys the meteorite at {cell_name(cell)} (Wormhole tech 5)")
    p.terrain = p.terrain[:cell] + "p" + p.terrain[cell + 1 :]
    destroy_under(state, seat, [cell])
    state.say(f"{state.seats[seat].name} places a biomass patch at {cell_name(cell)}")


def destroy_under(state: PUState, seat: int, cells: list[int]) -> None:
    """Lifepods and rovers under a newly covered square are destroyed (§7)."""
    p = state.players[seat]
    name = state.seats[seat].name
    for i in cells:
        if i in p.lifepods:
            p.lifepods = without(p.lifepods, i)
            state.say(f"{name} covers a lifepod: it is destroyed")
        if i in p.rovers:
            p.rovers[p.rovers.index(i)] = -2
            state.say(f"{name} covers a rover: it is destroyed")

