"""Planet Unknown's side panels as HotText lines: the station, the tracks, the cards, the players.

Pure drawing from a view: each function returns lines of `Piece`s whose keys name the
component (the board's `inspection(key)` describes it through engine/planet_unknown/glossary.py):

    ("station",) ("depot", d) ("stack", k)          the space station, a depot, a stack's top tile
    ("corp",) ("track", col) ("space", col, y)      the corporation and its tracks
    ("event",) ("civ", card) ("offer", card) ("deck", rank)
    ("nobj", index) ("pobj", card) ("pending", index) ("player", seat) ("planet",)
"""

from __future__ import annotations

from ...engine.api import HIDDEN_ID
from ...engine.planet_unknown import content as puc
from ...engine.planet_unknown.corporations import corp
from ...engine.planet_unknown.effects import describe_item
from ...engine.planet_unknown.glossary import (
    DEPOT_COUNT,
    RESOURCE,
    TRACK_NAME,
    depot_seat,
    depot_stacks,
    short_metric,
)
from ...engine.planet_unknown.objectives import metric, private_done
from ..text import fit
from ._planet_unknown_text import Piece, wrap_pieces

RES_TONE = {"civ": "civ", "water": "water", "biomass": "biomass", "rover": "rover", "tech": "tech", "energy": "energy"}
TRACK_TONE = ("civ", "water", "biomass", "rover", "tech")
TRACK_LETTER = "cwbrt"
"""A tracker standing on another track's space (Makeshift) shows its own letter there."""
MILESTONE_GLYPH = {"civ_milestone": "C", "biomass_patch": "P", "gain_rover": "R", "tech_unlock": "T"}

Line = list[Piece]


def space_glyph(rewards) -> str:
    """One character for a track space: medal digit (X for 10+), C/P/R/T milestone, + synergy,
    a small letter for "advance that track" (Wormhole Corp), · nothing."""
    glyph = "·"
    for rw in rewards:
        if rw[0] == "medal":
            glyph = "X" if rw[1] >= 10 else str(rw[1])
        elif rw[0] in MILESTONE_GLYPH:
            glyph = MILESTONE_GLYPH[rw[0]]
        elif rw[0] == "advance_track" and glyph == "·":
            glyph = TRACK_LETTER[puc.TRACKS.index(rw[1])]
        elif rw[0] == "synergy" and glyph == "·":
            glyph = "+"
    return glyph


def tile_pieces(tile: int, key, short: bool = False) -> list[Piece]:
    """A tile's name in words, each resource in its colour: "I3 Civ+Energy *"."""
    if tile < 0:
        return [Piece("face down" if tile == HIDDEN_ID else "empty", "muted", key)]
    t = puc.tiles()[tile]
    a, b = t.resources
    name = (lambda r: RESOURCE[r][:3]) if short else (lambda r: RESOURCE[r])
    out = [Piece(f"{t.shape} ", "strong", key), Piece(name(a), RES_TONE[a], key), Piece("+", "", key),
           Piece(name(b), RES_TONE[b], key)]
    if t.has_meteor:
        out.append(Piece(" *", "meteor", key))
    return out


def width_of(line: Line) -> int:
    return sum(len(p.text) for p in line)


def pad(line: Line, width: int) -> Line:
    w = width_of(line)
    return [*line, Piece(" " * (width - w))] if w < width else line


# ----------------------------------------------------------------------------- station


def station_lines(view, width: int) -> list[Line]:
    head = [Piece("Station", "label", ("station",)),
            Piece(f" · position {view.rotation} · ★ ", ""), Piece(view.seats[view.commander].name[:10], "strong", ("station",))]
    if view.last_round or any(p.stuck for p in view.players):
        head.append(Piece(" · last round", "bad"))
    lines = [head]
    short = width < 32
    for d in range(DEPOT_COUNT):
        seat = depot_seat(view, d)
        name = fit(view.seats[seat].name, 5) if seat >= 0 else "—"
        label = f"{d + 1} {name}"  # at most 7 cells: a space always before the tile
        tone = "strong" if seat >= 0 and seat == view.viewer else ("" if seat >= 0 else "muted")
        for k, stack in enumerate(depot_stacks(view, d)):
            st = view.stacks[stack]
            top = st[-1] if st else -2
            first = [Piece(label.ljust(8)[:8], tone, ("depot", d))] if k == 0 else [Piece(" " * 8)]
            tile = tile_pieces(top, ("stack", stack), short)
            line = pad(first + tile, width - 3)
            line.append(Piece(f"{len(st):>3}", "muted"))
            lines.append(line)
    return lines


# ----------------------------------------------------------------------------- tracks


def track_lines(view, seat: int, width: int = 34) -> list[Line]:
    p = view.players[seat]
    hook = corp(p)
    table = hook.table(p)
    spots = {hook.where(p, k): k for k in range(5)}
    cname = puc.corporations()[p.corporation].name
    lines: list[Line] = wrap_pieces([Piece(f"Tracks {view.seats[seat].name[:10]}", "label"), Piece(" · "),
                                     Piece(cname, "strong", ("corp",))], width)
    lines.append([Piece("        0    5    10   15 medal", "muted")])
    for col in range(5):
        reached = max((y for (c, y) in spots if c == col), default=0)
        name = TRACK_NAME[col][:6] + "≈" if col == p.flux else TRACK_NAME[col]
        row: Line = [Piece(name.ljust(8), TRACK_TONE[col] + " label", ("track", col))]
        for y, rewards in enumerate(table[col]):
            glyph = space_glyph(rewards)
            if col * 16 + y in p.track_pods:
                glyph = "o"  # a parked lifepod (Cosmos Inc)
            who = spots.get((col, y))
            if who is not None:
                tone = "tracker"  # the tracker: reverse video
                glyph = glyph if who == col else TRACK_LETTER[who]
            elif ("wormhole_stop",) in rewards:
                tone = "muted struck"
            elif y < reached:
                tone = TRACK_TONE[col]
            else:
                tone = "muted"
            row.append(Piece(glyph, tone, ("space", col, y)))
        row.append(Piece(f" {hook.track_medal(p, col):>2}", "strong"))
        lines.append(row)
    path = getattr(hook, "path", None)
    if path:  # Oasis Ultd.: the water tracker's winding path, each step in the colour of the track it crosses
        row = [Piece("W path  ", "water label", ("track", 1))]
        for k, (col, y) in enumerate(path):
            rewards = hook.rewards(p, col, y)
            if col != 1:  # medals of the other tracks do not count for the water tracker
                rewards = tuple(rw for rw in rewards if rw[0] != "medal")
            tone = "tracker" if k == p.tracks[1] else (TRACK_TONE[col] if k < p.tracks[1] else "muted")
            row.append(Piece(space_glyph(rewards), tone, ("space", col, y)))
        lines.append(row)
    note = hook.board_note(p)
    if note:
        lines.append([Piece(note, "muted", ("corp",))])
    lines.append([Piece("1-9 medals · C civ card · P patch", "muted")])
    lines.append([Piece("R new rover · T tech · + any track", "muted")])
    return lines


# ----------------------------------------------------------------------------- cards


def card_lines(view, seat: int, width: int) -> list[Line]:
    p = view.players[seat]
    lines: list[Line] = []
    if view.event >= 0:
        ev = puc.events()[view.event]
        left = f", {len(view.event_deck)} left" if view.event_deck else ", the last"
        row = [Piece("Event", "label", ("event",)), Piece(f" ({ev.color}{left}): ", "muted", ("event",))]
        row += [Piece(w + " ", "", ("event",)) for w in ev.text.split()]
        lines.extend(wrap_pieces(row, width))
    own: Line = [Piece("Civ cards: ", "label")]
    if not p.civ_cards:
        own.append(Piece("none", "muted"))
    for k, c in enumerate(p.civ_cards):
        if k:
            own.append(Piece(", "))
        if c == HIDDEN_ID:
            own.append(Piece("secret", "muted", ("civ", -1 - k)))
        else:
            card = puc.civ_cards()[c]
            own.append(Piece(card.name + (" (end)" if card.timing == "end_game" else ""), "", ("civ", c)))
    lines.extend(wrap_pieces(own, width))
    if p.civ_claims:
        lines.append([Piece(f"  to claim: rank {', '.join(map(str, p.civ_claims))}", "warn")])
    for rank, deck in enumerate(view.civ_decks):
        row: Line = [Piece(f"Rank {rank + 1} ", "label", ("deck", rank))]
        cards = [c for c in deck if c >= 0]
        if not cards:
            row.append(Piece("none left", "muted", ("deck", rank)))
        room = max(5, (width - 7 - 3 * max(0, len(cards) - 1)) // max(1, len(cards)))
        for k, c in enumerate(cards):
            if k:
                row.append(Piece(" · ", "muted"))
            card = puc.civ_cards()[c]
            row.append(Piece(short_name(card.name, room), "" if card.timing == "immediate" else "strong", ("offer", c)))
        lines.append(row)
    for index, (card, a, b) in enumerate(view.neighbour_objectives):
        if a >= 0 and seat not in (a, b):
            continue
        side = puc.objectives()[card].neighbour_side
        others = [s for s in range(len(view.seats)) if s != seat] if a < 0 else [b if seat == a else a]
        mine = metric(p, side)
        theirs = ", ".join(str(metric(view.players[o], side)) for o in others)
        who = "all" if a < 0 else view.seats[others[0]].name[:8]
        name = side["name"].removeprefix("Project: ")
        row = [Piece(f"vs {who} ", "label", ("nobj", index)), Piece(f"{name} {mine}–{theirs}", "strong", ("nobj", index)),
               Piece(f" {short_metric(side)}", "muted", ("nobj", index))]
        lines.extend(wrap_pieces(row, width))
    if p.objectives or p.objective_offer:
        row = [Piece("Private: ", "label")]
        if not p.objectives:
            row.append(Piece("choosing", "muted"))
        for k, c in enumerate(p.objectives):
            if k:
                row.append(Piece(", "))
            if c == HIDDEN_ID:
                row.append(Piece("secret", "muted", ("pobj", -1 - k)))
            else:
                done = "✓ " if private_done(p, c) else ""
                row.append(Piece(done + puc.objectives()[c].private_side["name"].removeprefix("Project: "), "", ("pobj", c)))
        lines.extend(wrap_pieces(row, width))
    if p.pending and seat == view.actor:
        row = [Piece("Waiting: ", "label")]
        for k, item in enumerate(p.pending):
            if k:
                row.append(Piece("; "))
            row.append(Piece(describe_item(item), "warn", ("pending", k)))
        lines.extend(wrap_pieces(row, width))
    return lines


FILLER = {"Dept", "of"}


def short_name(name: str, room: int) -> str:
    """A card's name in `room` characters: whole when it fits, else without filler words, else cut with …."""
    if len(name) <= room:
        return name
    words = [w for w in name.split() if w not in FILLER] or name.split()
    name = " ".join(words)
    return name if len(name) <= room else name[: room - 1].rstrip() + "…"


# ----------------------------------------------------------------------------- players


def player_lines(view, totals: list[int] | None, shown: int) -> list[Line]:
    lines: list[Line] = [[Piece("Players", "label"), Piece(" ▶ plays ★ commands", "muted")],
                         [Piece(" " * 9 + "score"), *(Piece(f" {n[:3]}", TRACK_TONE[k]) for k, n in enumerate(TRACK_NAME))]]
    for s, seat in enumerate(view.seats):
        mark = "▶" if s == view.actor else " "
        cmd = "★" if s == view.commander else " "
        total = totals[s] if totals else 0
        p = view.players[s]
        tone = "strong" if s == shown and len(view.seats) > 1 else ""
        row = [Piece(f"{mark}{cmd}{seat.name[:7].ljust(7)}{total:>5}", tone, ("player", s))]
        for k, t in enumerate(p.tracks):
            row.append(Piece(f"{t:>4}", TRACK_TONE[k], ("player", s)))
        lines.append(row)
    if view.solo_target is not None:
        lines.append([Piece(f"Solo target {view.solo_target}", "strong")])
    return lines
