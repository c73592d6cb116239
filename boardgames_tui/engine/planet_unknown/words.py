"""Actions and choices in a player's words: `describe` is the only place an action becomes text."""

from __future__ import annotations

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
from .content import TRACKS, civ_cards, corporations, layout_of, objectives, stack_shape, station, tiles
from .effects import describe_item, pod_words
from .lookups import cell_name, line_name, top
from .objectives import private_words
from .rovers import DIRECTIONS, rover_dest
from .state import PUState


def describe(state: PUState, action: PUAction) -> str:
    """An action in a player's words (the only place actions become text)."""
    seat = state.active[0] if state.active else 0
    p = state.players[seat]
    match action:
        case Rotate(rotation=r):
            positions = station().seat_positions[str(len(state.players))]
            d = (positions[seat] + r) % 6
            inner, outer = (d + state.offset) % 6, 6 + d
            return f"Turn the station to position {r}: you get {top_words(state, inner)} or {top_words(state, outer)}"
        case DiscardObjective(card=c):
            if c < 0:
                return "Discard a private objective"
            return f"Discard {private_words(c)}"
        case Draft(stack=s):
            t = top(state, s)
            return f"Take {tile_words(t)}" if t >= 0 else f"Take the top tile of stack {s}"
        case Place(row=r, col=c, rotation=rot, flipped=fl):
            turn = f", turned {rot * 90}°" if rot else ""
            if p.hand >= 0:  # named by its first square, as the log names the place
                c += layout_of(p.hand, rot, fl).first_column
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
            # several different effects wait: say which one this resolves ("advance any tracker"),
            # unless its words are the move's own ("advance water" for Advance water)
            item = describe_item(p.pending[k]) if k < len(p.pending) and len(set(p.pending)) > 1 else ""
            which = f", for {item}" if item and item != f"advance {TRACKS[t]}{steps}" else ""
            return f"Advance {TRACKS[t]}{steps} (now {p.tracks[t]}){which}"
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

def top_words(state: PUState, stack: int) -> str:
    t = top(state, stack)
    if t < 0:
        return "nothing" if not state.stacks[stack] else f"a face-down {stack_shape(stack)}"
    tile = tiles()[t]
    return f"{tile.shape} {tile.resources[0]}/{tile.resources[1]}" + ("*" if tile.has_meteor else "")


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
