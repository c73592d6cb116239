"""Planet Unknown in words: the full text of every component, for the inspect pane.

Pure (no Textual, no Rich): each function builds an `Inspection` from the content data and a
view (what the seat at the keyboard may see). A component drawn on the board has one here:
a planet square and its row/column medals, a tile (in the station, in hand, the ghost being
placed), a station depot, a track space and a track, a tech, a civ card, the event card, an
objective, the corporation, the planet and a player. `describe_action` names the component a
move of the decision panel is about.

The functions of pure content (tiles, cards, events, objectives, spaces) are cached by id;
the ones that read the view are cheap (a few lookups), so the board may call them on every
cursor move.
"""

from __future__ import annotations

from functools import cache

from ..api import HIDDEN_ID, Inspection
from ..content import edition_note
from ..text import plural, possessive
from .actions import Advance, Choose, DiscardObjective, Draft, EndTurn, Jump, MoveRover, Place, Regress, Rotate, Skip, TakeCiv, Target
from .content import (
    CIV,
    SIZE,
    TECH,
    TRACKS,
    civ_cards,
    corporations,
    events,
    geometry,
    layouts,
    objectives,
    planets,
    scoring_data,
    shapes,
    stack_shape,
    station,
    tiles,
)
from .corporations import corp
from .effects import describe_item
from .objectives import metric, private_done
from .rovers import rover_dest
from .state import PUState

RESOURCE = {"civ": "Civ", "water": "Water", "biomass": "Biomass", "rover": "Rover", "tech": "Tech", "energy": "Energy"}
"""The six resources (and terrains) by their names on the board."""
LETTER_NAME = {"c": "Civ", "w": "Water", "b": "Biomass", "p": "Biomass", "r": "Rover", "t": "Tech", "e": "Energy"}
TRACK_NAME = ("Civ", "Water", "Biomass", "Rover", "Tech")

ICON_EFFECT = {
    "civ": "advances your Civ tracker one space",
    "water": "advances your Water tracker one space if a water square of the tile covers ice",
    "biomass": "advances your Biomass tracker one space",
    "rover": "advances your Rover tracker one space",
    "tech": "advances your Tech tracker one space",
    "energy": "advances one track of the terrains touching the energy area it lies in (your choice)",
}

EVENT_KIND = {
    "advance": "Advance event",
    "regress": "Regress event",
    "round_rule": "Round rule",
    "instant": "Instant event",
    "choice": "Choice event",
}

DEPOT_COUNT = 6


# ----------------------------------------------------------------------------- small words


def square_name(cell: int) -> str:
    r, c = divmod(cell, SIZE)
    return f"row {r + 1}, column {c + 1}"


def seat_name(view: PUState, seat: int) -> str:
    return view.seats[seat].name if 0 <= seat < len(view.seats) else "nobody"


def reward_words(rw: tuple, corp_id: int = 0) -> str:
    """What one printed benefit of a track space gives, in words."""
    kind = rw[0]
    if kind == "medal":
        return f"{plural(rw[1], 'medal')} at the end while the tracker is here or higher (until a better medal)"
    if kind == "civ_milestone":
        return "civ milestone: take a civ card at the end of the round"
    if kind == "biomass_patch":
        return "a biomass patch, placed next to your tiles"
    if kind == "gain_rover":
        return "a new rover, deployed on the tile you just placed"
    if kind == "rover_move":
        return f"{plural(rw[1], 'rover movement')} this turn"
    if kind == "tech_unlock":
        return "unlocks your next tech"
    if kind == "synergy":
        return "synergy boost: advance any tracker one space"
    if kind == "advance_track":
        return f"advance your {TRACK_NAME[TRACKS.index(rw[1])]} tracker one space"
    if kind == "wormhole_stop":
        return "a wormhole mark: the tracker jumps over this space"
    return kind.replace("_", " ")


# ----------------------------------------------------------------------------- tiles


def tile_short(tile: int) -> str:
    """A tile in a few words: "T4 Civ+Energy" (the board's name for it)."""
    t = tiles()[tile]
    return f"{t.shape} {RESOURCE[t.resources[0]]}+{RESOURCE[t.resources[1]]}"


def tile_title(tile: int) -> str:
    t = tiles()[tile]
    return f"{t.shape} {shapes()[t.shape].name}: {RESOURCE[t.resources[0]]} and {RESOURCE[t.resources[1]]}"


def tile_picture(tile: int, rotation: int = 0, flipped: bool = False) -> tuple[str, ...]:
    """The tile drawn one letter per square (capital: the resource icon, * the meteor icon)."""
    from .content import layout_index

    lay = layouts(tile)[layout_index(tile)[(rotation % 4, flipped)]]
    rows = [[" "] * lay.width for _ in range(lay.height)]
    for dr, dc, t, icon, met in lay.cells:
        rows[dr][dc] = "*" if met else (t.upper() if icon else t)
    return tuple("".join(r).rstrip() for r in rows)


@cache
def _tile_lines(tile: int) -> tuple[str, ...]:
    t = tiles()[tile]
    shape = shapes()[t.shape]
    lines = [f"Shape: {shape.name}, {shape.size} squares ({t.ring} ring stack {t.shape})"]
    for res in t.resources:
        n = sum(1 for _, _, terr, _, _ in t.cells if terr == res)
        lines.append(f"{RESOURCE[res]}: {plural(n, 'square')}; its icon {ICON_EFFECT[res]}")
    if t.has_meteor:
        where = next(RESOURCE[terr] for _, _, terr, _, m in t.cells if m)
        lines.append(f"Meteor: on a {where} square: a meteorite lands there when you place it")
    else:
        lines.append("Meteor: none")
    return tuple(lines)


@cache
def describe_tile(tile: int) -> Inspection:
    """A tile by itself: shape, terrains, icons and what they advance, meteor, picture."""
    if tile < 0:
        return Inspection("A face-down tile", ("Its top tile is shown at the end of the round.",), kind="tile")
    pic = tile_picture(tile)
    return Inspection(tile_title(tile), (*_tile_lines(tile), "Picture (capital: icon, *: meteor):", *("  " + r for r in pic)),
                      kind="tile")


# ----------------------------------------------------------------------------- the station


def depot_of_stack(view: PUState, stack: int) -> int:
    """The depot (0-5) a stack lies in now."""
    return stack - 6 if stack >= 6 else (stack - view.offset) % DEPOT_COUNT


def depot_stacks(view: PUState, depot: int) -> tuple[int, int]:
    return (depot + view.offset) % DEPOT_COUNT, 6 + depot


def depot_seat(view: PUState, depot: int) -> int:
    """The seat facing depot `depot` now, -1 for nobody."""
    positions = station().seat_positions[str(len(view.seats))]
    for seat, pos in enumerate(positions):
        if (pos + view.rotation) % DEPOT_COUNT == depot:
            return seat
    return -1


def describe_stack(view: PUState, stack: int) -> Inspection:
    """The top tile of one station stack, where it lies and who may take it."""
    st = view.stacks[stack]
    depot = depot_of_stack(view, stack)
    seat = depot_seat(view, depot)
    ring = "outer" if stack >= 6 else "inner"
    where = f"Where: depot {depot + 1}, {ring} ring, {plural(len(st), 'tile')} in the stack"
    facing = f"Cost: free for {seat_name(view, seat)} (facing it): take one of the two top tiles" if seat >= 0 else \
        "Cost: nobody faces this depot now"
    if not st:
        return Inspection(f"Empty {stack_shape(stack)} stack", (where, "A depot with both stacks empty ends the game."),
                          kind="station stack")
    top = st[-1]
    if top < 0:
        return Inspection(f"Face-down {stack_shape(stack)} tile", (where, facing, "Its top tile is shown at the end of the round."),
                          kind="station stack")
    base = describe_tile(top)
    return Inspection(base.title, (facing, where, *base.lines), kind="tile")


def describe_depot(view: PUState, depot: int) -> Inspection:
    inner, outer = depot_stacks(view, depot)
    seat = depot_seat(view, depot)
    lines = [f"Facing: {seat_name(view, seat)}" if seat >= 0 else "Facing: nobody"]
    for name, s in (("Inner", inner), ("Outer", outer)):
        st = view.stacks[s]
        top = st[-1] if st else None
        what = "empty" if top is None else ("face down" if top < 0 else tile_short(top) + (" with a meteor" if tiles()[top].has_meteor else ""))
        lines.append(f"{name}: {what} ({plural(len(st), 'tile')})")
    lines.append("Each round the station turns: a seat takes one of the two top tiles of its depot.")
    return Inspection(f"Station depot {depot + 1}", tuple(lines), kind="station depot")


def describe_station(view: PUState) -> Inspection:
    n = len(view.seats)
    how = "turns by itself one depot each round" if n in station().auto_rotation_players else "the commander turns it each round"
    lines = [f"Position: {view.rotation} (it {how})", f"Commander: {seat_name(view, view.commander)}"]
    for seat in range(n):
        positions = station().seat_positions[str(n)]
        lines.append(f"{seat_name(view, seat)}: depot {(positions[seat] + view.rotation) % DEPOT_COUNT + 1}")
    if view.last_round or any(p.stuck for p in view.players):
        lines.append("This is the last round.")
    return Inspection("Space station", tuple(lines), kind="station")


# ----------------------------------------------------------------------------- the planet


def _line_state(view: PUState, seat: int, cells: tuple[int, ...]) -> tuple[int, int, int]:
    """(squares, covered, meteorites) of a row or column."""
    p = view.players[seat]
    covered = sum(1 for i in cells if p.terrain[i] not in "-.")
    met = sum(1 for i in cells if i in p.meteorites)
    return len(cells), covered, met


def _line_words(view: PUState, seat: int, kind: str, k: int) -> str:
    p = view.players[seat]
    geo = geometry(p.planet)
    pl = planets()[p.planet]
    cells = geo.row_cells[k] if kind == "row" else geo.col_cells[k]
    medal = (pl.row_medals if kind == "row" else pl.column_medals)[k]
    n, cov, met = _line_state(view, seat, cells)
    if cov == n and not met:
        state = "complete, scores"
    elif met:
        state = f"{cov}/{n} covered, blocked by {plural(met, 'meteorite')}"
    else:
        state = f"{cov}/{n} covered"
    return f"{kind.capitalize()} {k + 1}: {plural(medal, 'medal')} ({state})"


def describe_line(view: PUState, seat: int, kind: str, k: int) -> Inspection:
    """A row's or column's medal: what completing it scores and how far it is."""
    p = view.players[seat]
    geo = geometry(p.planet)
    pl = planets()[p.planet]
    cells = geo.row_cells[k] if kind == "row" else geo.col_cells[k]
    medal = (pl.row_medals if kind == "row" else pl.column_medals)[k]
    n, cov, met = _line_state(view, seat, cells)
    lines = [
        f"Scores: {plural(medal, 'medal')} at the end if every square is covered (tiles or patches) and no meteorite lies on it",
        f"Now: {cov} of {n} squares covered" + (f", {plural(met, 'meteorite')} on it" if met else ""),
        "Complete: yes, it scores" if cov == n and not met else f"Complete: not yet ({n - cov} to cover)",
        f"Owner: {seat_name(view, seat)}",
    ]
    return Inspection(f"{kind.capitalize()} {k + 1} medal", tuple(lines), kind="medal")


def terrain_words(view: PUState, seat: int, cell: int) -> str:
    p = view.players[seat]
    geo = geometry(p.planet)
    ch = p.terrain[cell]
    if cell not in geo.playable:
        return "off the planet"
    if ch == "-":
        return "uncovered ice (a water square on it advances Water)" if cell in geo.ice else "uncovered land"
    if ch == "p":
        return "a biomass patch (Biomass terrain, no icon)"
    name = LETTER_NAME[ch.lower()]
    if ch.isupper():
        return f"a {name} tile square with the {name} icon"
    return f"a {name} tile square"


def describe_square(view: PUState, seat: int, cell: int) -> Inspection:
    """One square of a seat's planet: terrain, what covers it and lies on it, its row and column."""
    p = view.players[seat]
    geo = geometry(p.planet)
    r, c = divmod(cell, SIZE)
    title = f"Square at row {r + 1}, column {c + 1} of {possessive(seat_name(view, seat), capital=False)} planet"
    if cell not in geo.playable:
        return Inspection(title, ("Off the planet: nothing can be placed here.",), kind="square")
    lines = [f"Terrain: {terrain_words(view, seat, cell)}"]
    if cell in p.last_tile:
        lines.append("Tile: part of the tile placed last")
    if cell in p.lifepods:
        lines.append("Lifepod: a rover entering collects it (1 medal at the end); a tile on it destroys it")
    if cell in p.meteorites:
        lines.append("Meteorite: a rover entering collects it (1 medal per 3); blocks its row and column medals")
    elif cell in p.meteor_sites:
        lines.append("Meteor icon: its meteorite is gone (an event may put one back)")
    for k, at in enumerate(p.rovers):
        if at == cell:
            carry = " carrying a meteorite" if k < len(p.carrying) and p.carrying[k] else ""
            lines.append(f"Rover: rover {k + 1}{carry}")
    if cell in geo.edge:
        lines.append("Edge: an edge square (the first tile touches the edge)")
    lines.append(_line_words(view, seat, "row", r))
    lines.append(_line_words(view, seat, "column", c))
    return Inspection(title, tuple(lines), kind="square")


def describe_ghost(view: PUState, seat: int, tile: int, rotation: int, flipped: bool, *, spots: int | None = None) -> Inspection:
    """The tile being placed, turned and flipped as the ghost shows it. It does not depend on
    where the ghost is (the cursor moves it; highlighted squares fit); `spots` is how many places
    fit in this orientation."""
    turn = f"turned {rotation * 90}°" if rotation else "not turned"
    lines = [f"Turned: {turn}{', flipped' if flipped else ''} (r turns, f flips)", "Cost: free (the tile of your depot)"]
    if spots is not None:
        lines.append(f"Fits: {plural(spots, 'place')} this way round (highlighted); Enter places it" if spots else
                     "Fits: nowhere this way round: turn or flip it")
    pic = tile_picture(tile, rotation, flipped)
    return Inspection(tile_title(tile), (*lines, *_tile_lines(tile), "Picture (capital: icon, *: meteor):",
                                         *("  " + r for r in pic)), kind="tile being placed")


def describe_planet(view: PUState, seat: int) -> Inspection:
    p = view.players[seat]
    pl = planets()[p.planet]
    geo = geometry(p.planet)
    covered = sum(1 for i in geo.playable if p.terrain[i] not in "-.")
    lines = [
        f"Rule: {pl.rule}",
        f"Squares: {pl.squares}, {pl.ice_squares} of them ice; {covered} covered",
        f"Lifepods: {len(p.lifepods)} still on it, {p.lifepods_collected} collected",
        f"Meteorites: {len(p.meteorites)} on it, {p.meteorites_collected} collected",
        "Scores: each complete row and column without a meteorite scores the medal at its end",
        f"Owner: {seat_name(view, seat)}",
    ]
    return Inspection(f"Planet {pl.name}", tuple(lines), kind="planet")


# ----------------------------------------------------------------------------- tracks and techs


def tech_words(corp_id: int, k: int) -> str:
    return corporations()[corp_id].tech_abilities.get(str(k), "")


def tech_unlocked(p, k: int) -> bool:
    """Whether the seat's tech k works now (Jump Drive: a lifepod on it; Flux: only the latest)."""
    if corporations()[p.corporation].name == "Jump Drive":
        return k in p.tech_pods
    return corp(p).tech_level(p) >= k


def describe_tech(view: PUState, seat: int, k: int) -> Inspection:
    p = view.players[seat]
    hook = corp(p)
    have = hook.tech_level(p)
    lines = [f"Effect: {tech_words(p.corporation, k)}"]
    spaces = hook.tech_spaces
    if k - 1 < len(spaces) and corporations()[p.corporation].name != "Jump Drive":
        lines.append(f"Cost: reach space {spaces[k - 1]} of the Tech track")
    lines.append(f"Unlocked: {'yes' if tech_unlocked(p, k) else 'no'} ({have} of {hook.tech_count()} unlocked)")
    lines.append(f"Owner: {seat_name(view, seat)}")
    return Inspection(f"Tech {k} of {corporations()[p.corporation].name}", tuple(lines), kind="tech")


def describe_track_space(view: PUState, seat: int, col: int, y: int) -> Inspection:
    """One space of a seat's corporation track: what entering it gives, how far it is."""
    p = view.players[seat]
    hook = corp(p)
    rewards = hook.table(p)[col][y]
    name = TRACK_NAME[col]
    lines = []
    here = [k for k in range(5) if hook.where(p, k) == (col, y)]
    at = hook.where(p, col)
    if here:
        who = ", ".join(f"{TRACK_NAME[k]} tracker" for k in here)
        lines.append(f"Now: the {who} stands here")
    if at[0] == col:
        if y > at[1]:
            lines.append(f"Cost: {plural(y - at[1], 'more advance')} of the {name} tracker (on space {at[1]})")
        elif y < at[1]:
            lines.append(f"Reached: passed (the {name} tracker is on space {at[1]})")
    gives = [reward_words(rw, p.corporation) for rw in rewards]
    tech_no = 0
    if ("tech_unlock",) in rewards and y in hook.tech_spaces:
        tech_no = hook.tech_spaces.index(y) + 1
        gives = [g if g != "unlocks your next tech" else f"unlocks tech {tech_no}: {tech_words(p.corporation, tech_no)}" for g in gives]
    if ("civ_milestone",) in rewards:
        rank = hook.civ_rank(p, y)
        gives = [g if not g.startswith("civ milestone") else f"civ milestone: take a rank-{min(rank, 4)} civ card at the end of the round" for g in gives]
    if col * 16 + y in p.track_pods:
        lines.append("Lifepod: parked here (its benefits do not count; a tracker skips it)")
    if gives:
        lines.extend(f"Gives: {g}" for g in gives)
    else:
        lines.append("Gives: nothing")
    lines.append(f"Scores: now {plural(hook.track_medal(p, col), 'medal')} on the {name} track")
    lines.append(f"Owner: {seat_name(view, seat)} ({corporations()[p.corporation].name})")
    title = f"{name} track, space {y}" + (" (top)" if y == len(hook.table(p)[col]) - 1 else "")
    return Inspection(title, tuple(lines), kind="track space")


def describe_track(view: PUState, seat: int, col: int) -> Inspection:
    p = view.players[seat]
    hook = corp(p)
    name = TRACK_NAME[col]
    table = hook.table(p)[col]
    medals = [f"{rw[1]} on {y}" for y, rws in enumerate(table) for rw in rws if rw[0] == "medal"]
    how = {
        CIV: "Civ icons advance it; its milestones give civ cards",
        1: "Water icons advance it when a water square covers ice",
        2: "Biomass icons advance it; it gives biomass patches",
        3: "Rover icons advance it; it gives rover movement and rovers",
        TECH: "Tech icons advance it; it unlocks techs",
    }[col]
    lines = [
        f"Tracker: space {p.tracks[col]} of {len(table) - 1}",
        f"Effect: {how}",
        "Medals: " + ", ".join(medals),
        f"Scores: now {plural(hook.track_medal(p, col), 'medal')} (the highest medal at or below the tracker)",
        f"Owner: {seat_name(view, seat)}",
    ]
    return Inspection(f"{name} track", tuple(lines), kind="track")


# ----------------------------------------------------------------------------- cards


@cache
def _civ_lines(card: int) -> tuple[str, ...]:
    c = civ_cards()[card]
    when = "END GAME: kept face down, counts at the end" if c.timing == "end_game" else "now: its effect happens when you take it"
    return (f"Cost: a rank-{c.rank} civ milestone of your Civ track (taken at the end of the round)",
            f"When: {when}", f"Effect: {c.text}")


def describe_civ_card(card: int, view: PUState | None = None) -> Inspection:
    """A civ card: rank, when it works, its effect, and who holds it (or which deck)."""
    if card == HIDDEN_ID or card < 0:
        return Inspection("A secret END GAME civ card", ("It is revealed and scores at the end of the game.",), kind="civ card")
    c = civ_cards()[card]
    lines = list(_civ_lines(card))
    if view is not None:
        owner = [view.seats[s].name for s, p in enumerate(view.players) if card in p.civ_cards]
        if owner:
            lines.append(f"Owner: {owner[0]}")
        else:
            for rank, deck in enumerate(view.civ_decks):
                if card in deck:
                    lines.append(f"Where: face up in the rank-{rank + 1} offer ({plural(len(deck), 'card')})")
    return Inspection(c.name, tuple(lines), kind=f"civ card, rank {c.rank}")


def describe_civ_deck(view: PUState, rank: int) -> Inspection:
    deck = view.civ_decks[rank]
    names = [civ_cards()[c].name for c in deck if c >= 0]
    lines = [f"Cost: a rank-{rank + 1} civ milestone of your Civ track", f"Cards: {', '.join(names) if names else 'none left'}"]
    return Inspection(f"Rank {rank + 1} civ cards", tuple(lines), kind="civ cards")


@cache
def _event(card: int) -> tuple[str, tuple[str, ...]]:
    ev = events()[card]
    title = f"{EVENT_KIND.get(ev.kind, ev.kind.replace('_', ' ').capitalize())} ({ev.color} event)"
    lines = [f"Effect: {ev.text}"]
    if ev.choices and isinstance(ev.choices, list):
        lines.append("Choices: " + " or ".join(TRACK_NAME[TRACKS.index(c)] if c in TRACKS else c for c in ev.choices))
    lines.append("Lasts: this round" if ev.kind == "round_rule" else "When: at once, every seat in turn order")
    if ev.solo_only:
        lines.append("Solo only")
    return title, tuple(lines)


def describe_event(card: int, view: PUState | None = None) -> Inspection:
    if card < 0:
        return Inspection("No event", ("The event module is off, or no card is turned yet.",), kind="event")
    title, lines = _event(card)
    if view is not None:
        lines = (*lines, f"Deck: {plural(len(view.event_deck), 'card')} left; the game ends in the round the last is turned")
    return Inspection(title, lines, kind="event card")


METRIC_WORDS = {
    "resource_icons_on_edge": "{best} {what} icons on the edge squares of the planet",
    "largest_terrain_area": "{size} {what} area",
    "number_of_terrain_areas": "{best} separate {what} areas",
    "resource_icons_on_planet": "{best} {what} icons on the planet",
    "tracks_at_maximum": "{best} trackers at the top of their tracks",
    "collected_meteorites": "{best} meteorites collected",
    "collected_lifepods": "{best} lifepods collected",
}


def metric_words(side: dict) -> str:
    """A neighbour objective's comparison, e.g. "most Civ icons on the edge squares of the planet"."""
    what = RESOURCE.get(side.get("resource") or side.get("terrain") or "", "")
    best = "most" if side["best"] == "most" else "fewest"
    size = "largest" if side["best"] == "most" else "smallest"
    words = METRIC_WORDS.get(side["metric"], side["metric"].replace("_", " "))
    return words.format(best=best, what=what, size=size)


def short_metric(side: dict) -> str:
    """The same in a few words for the board: "most Civ icons on edge"."""
    what = RESOURCE.get(side.get("resource") or side.get("terrain") or "", "")
    best = "most" if side["best"] == "most" else "fewest"
    return {
        "resource_icons_on_edge": f"{best} {what} icons on edge",
        "largest_terrain_area": f"{'largest' if best == 'most' else 'smallest'} {what} area",
        "number_of_terrain_areas": f"{best} {what} areas",
        "resource_icons_on_planet": f"{best} {what} icons",
        "tracks_at_maximum": f"{best} tracks at top",
        "collected_meteorites": f"{best} meteorites",
        "collected_lifepods": f"{best} lifepods",
    }.get(side["metric"], side["metric"])


def private_goal(side: dict) -> str:
    cond = side["condition"]
    terr = RESOURCE.get(side.get("terrain", ""), "")
    if cond == "rectangle_of_terrain":
        h, w = side["size"]
        either = " (either way round)" if side.get("either_orientation") else ""
        return f"a {h}×{w} block of {terr} terrain{either}"
    if cond == "terrain_area_with_resource_icons":
        return f"one {terr} area with {side['min_icons']} or more {terr} icons"
    if cond == "track_at_maximum":
        return f"the {RESOURCE[side['track']]} tracker at the top of its track"
    if cond == "energy_icons_on_planet_at_most":
        return f"at most {side['value']} Energy icons on the planet"
    if cond == "collected_meteorites_at_least":
        return f"{side['value']} or more meteorites collected"
    if cond == "collected_lifepods_more_than_collected_meteorites":
        return "more lifepods collected than meteorites"
    if cond == "no_uncovered_ice":
        return "no ice left uncovered"
    if cond == "no_uncovered_land":
        return "no land left uncovered"
    return cond.replace("_", " ")


def describe_neighbour_objective(view: PUState, index: int) -> Inspection:
    """A neighbour objective between two seats (or everyone): how it scores and the standing."""
    card, a, b = view.neighbour_objectives[index]
    side = objectives()[card].neighbour_side
    sc = scoring_data().objective_scoring
    seats = list(range(len(view.seats))) if a < 0 else [a, b]
    values = {s: metric(view.players[s], side) for s in seats}
    lines = [f"Compare: {metric_words(side)}",
             "Between: " + (" and ".join(seat_name(view, s) for s in seats) if a >= 0 else "every player"),
             f"Scores: {sc['neighbour_win']} medals to the better, {sc['neighbour_tie']} each on a tie, "
             f"{sc['neighbour_loss']} to the other, at the end",
             "Now: " + ", ".join(f"{seat_name(view, s)} {values[s]}" for s in seats)]
    sign = -1 if side["best"] == "least" else 1
    best = max(sign * v for v in values.values())
    leaders = [s for s in seats if sign * values[s] == best]
    lines.append("Leading: " + ("tied" if len(leaders) > 1 else seat_name(view, leaders[0])))
    return Inspection(side["name"], tuple(lines), kind="neighbour objective")


def describe_private_objective(card: int, view: PUState | None = None, seat: int | None = None) -> Inspection:
    if card < 0:
        return Inspection("A secret private objective", ("Another player's: revealed at the end.",), kind="private objective")
    side = objectives()[card].private_side
    value = scoring_data().objective_scoring["private_done"]
    lines = [f"Goal: {private_goal(side)}", f"Scores: {value} medals at the end if done"]
    if view is not None and seat is not None:
        lines.append(f"Now: {'done' if private_done(view.players[seat], card) else 'not yet'}")
        lines.append(f"Owner: {seat_name(view, seat)}")
    return Inspection(side["name"], tuple(lines), kind="private objective")


def describe_objective_card(card: int, neighbour: bool = True) -> Inspection:
    """An objective card as dealt (before it is in play): the side that counts."""
    if card < 0:
        return Inspection("A face-down objective", (), kind="objective")
    if neighbour:
        side = objectives()[card].neighbour_side
        sc = scoring_data().objective_scoring
        return Inspection(side["name"], (f"Compare: {metric_words(side)}",
                                         f"Scores: {sc['neighbour_win']} medals to the better, {sc['neighbour_tie']} each on a tie"),
                          kind="objective")
    return describe_private_objective(card)


# ----------------------------------------------------------------------------- corporation, players


def describe_corporation(view: PUState, seat: int) -> Inspection:
    p = view.players[seat]
    data = corporations()[p.corporation]
    hook = corp(p)
    have = hook.tech_level(p)
    lines = [f"Rule: {data.rule}", f"Rovers: {data.rovers}; techs unlocked: {have} of {hook.tech_count()}"]
    for k in range(1, hook.tech_count() + 1):
        mark = " ✓" if tech_unlocked(p, k) else ""
        lines.append(f"Tech {k}{mark}: {tech_words(p.corporation, k)}")
    lines.append(f"Owner: {seat_name(view, seat)}")
    lines += edition_note(data)
    return Inspection(data.name, tuple(lines), kind="corporation")


def describe_player(view: PUState, seat: int, total: int | None = None) -> Inspection:
    p = view.players[seat]
    lines = []
    if total is not None:
        lines.append(f"Score now: {plural(total, 'medal')}")
    lines.append(f"Planet: {planets()[p.planet].name} · {corporations()[p.corporation].name}")
    lines.append("Tracks: " + ", ".join(f"{TRACK_NAME[k]} {v}" for k, v in enumerate(p.tracks)))
    lines.append(f"Tiles placed: {len(p.tiles)}; lifepods {p.lifepods_collected}, meteorites {p.meteorites_collected}")
    lines.append(f"Civ cards: {len(p.civ_cards)}")
    roles = []
    if seat == view.commander:
        roles.append("station commander")
    if seat == view.actor:
        roles.append("to play")
    if roles:
        lines.append("Now: " + ", ".join(roles))
    return Inspection(seat_name(view, seat), tuple(lines), kind="player")


def describe_pending(item: str) -> Inspection:
    return Inspection("Waiting effect", (f"Effect: {describe_item(item)}", "Resolve it from the list (or on the planet)."),
                      kind="pending")


# ----------------------------------------------------------------------------- moves


def describe_action(view: PUState, action) -> Inspection | None:
    """The component a move of the decision panel is about (None: nothing to show)."""
    seat = view.active[0] if view.active else max(view.actor, 0)
    p = view.players[seat]
    match action:
        case Draft(stack=s):
            return describe_stack(view, s)
        case Place(row=r, col=c, rotation=rot, flipped=fl):
            if p.hand >= 0:
                return describe_ghost(view, seat, p.hand, rot, fl)  # the list says where: the pane stays put
            return describe_square(view, seat, r * SIZE + c)
        case Rotate(rotation=r):
            positions = station().seat_positions[str(len(view.players))]
            return describe_depot(view, (positions[seat] + r) % DEPOT_COUNT)
        case TakeCiv(card=c):
            return describe_civ_card(c, view)
        case DiscardObjective(card=c):
            return describe_private_objective(c, view, seat)
        case MoveRover(rover=rv, direction=d):
            return describe_square(view, seat, rover_dest(p, rv, d))
        case Jump(cell=cell) | Target(cell=cell):
            return describe_square(view, seat, cell)
        case Advance(track=t) | Regress(track=t):
            return describe_track(view, seat, t)
        case Skip(item=k):
            return describe_pending(p.pending[k]) if k < len(p.pending) else None
        case EndTurn():
            return None
        case Choose(item=k, option=o):
            item = p.pending[k] if k < len(p.pending) else ""
            kind = item.split("/", 1)[0]
            if kind == "civ-pick":
                return describe_civ_card(o, view)
            if kind == "tile":
                return describe_stack(view, o)
            if kind == "objective-keep":
                return describe_objective_card(o, neighbour=len(view.players) > 1)
            if kind == "discard-objective":
                return describe_private_objective(o, view, seat)
            if kind in ("adv", "flux", "flux-jump", "row-benefits"):
                return describe_track(view, seat, o)
            if kind == "pod-tech":
                return describe_tech(view, seat, o)
            if kind == "rotate":
                positions = station().seat_positions[str(len(view.players))]
                return describe_depot(view, (positions[seat] + o) % DEPOT_COUNT)
            if kind == "lane":
                lane, value = divmod(o, 16)
                return describe_track_space(view, seat, lane, value)
            return describe_pending(item) if item else None
    return None
