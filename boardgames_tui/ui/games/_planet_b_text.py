"""Planet B's board words and glyphs: dome glyphs and tones, and the markup of every block of
the side column (development row, track, supply, players, goals), from a view.

Markup only through `styled` / `escape` (names are shown literally); tones are the shared
widgets' tone names, drawn with theme variables.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..text import escape
from ..widgets._cells import LEGAL_MARK
from ...engine.api import HIDDEN
from ...engine.planet_b import content as pbc
from ...engine.planet_b import geometry as geo
from ...engine.planet_b import glossary, scoring
from ...engine.planet_b.words import harvest_name
from ...engine.text import plural

# glyph and tone (HexBoard tone) of every element code, bee and animal
ELEMENT = {
    "T": ("Tr", "good"),
    "W": ("Wa", "water"),
    "S": ("Sp", "water"),
    "H": ("Wh", "warn"),
    "A": ("Ap", "bad"),
    "B": ("Be", "info"),
    "y": ("fY", "warn"),
    "r": ("fR", "bad"),
    "p": ("fP", "info"),
    "F": ("Fe", "cell"),
    "L": ("Lg", "cell"),
    "N": ("Ne", "cell"),
}
COVER = {
    "Y": ("bY", "warn"),
    "R": ("bR", "bad"),
    "P": ("bP", "info"),
    "s": ("Sh", "strong"),
    "k": ("Rb", "strong"),
    "b": ("Bd", "strong"),
}
# tone -> Content markup style: the same theme variables as the shared widgets' tones
STYLE = {
    "good": "$text-success",
    "water": "$text-primary",
    "warn": "$text-warning bold",
    "bad": "$text-error",
    "info": "$text-secondary",
    "cell": "",
    "muted": "$text-muted",
    "strong": "bold",
    "": "",
}


def styled(text: str, tone: str) -> str:
    style = STYLE.get(tone, "")
    return f"[{style}]{escape(text)}[/]" if style else escape(text)


def shape_lines(cells: Sequence[tuple[int, int]], glyphs: Sequence[tuple[str, str]]) -> list[tuple[str, int]]:
    """A small hex shape as 1–2 lines of (markup, width): 3 characters per hex, half-hex row offset."""
    rows: dict[int, dict[int, tuple[str, str]]] = {}
    q0 = min(q for q, _ in cells)
    r0 = min(r for _, r in cells)
    for (q, r), g in zip(cells, glyphs):
        rows.setdefault(r - r0, {})[3 * (q - q0) + (3 * (r - r0)) // 2] = g
    xmin = min(x for row in rows.values() for x in row)
    out = []
    for r in sorted(rows):
        line, at = "", xmin
        for x in sorted(rows[r]):
            line += " " * (x - at) + styled(*rows[r][x])
            at = x + len(rows[r][x][0])
        out.append((line, at - xmin))
    return out


def tile_lines(tile_id: str) -> list[tuple[str, int]]:
    if not tile_id:
        return [(styled("--", "muted"), 2)]
    if tile_id == HIDDEN:
        return [("??", 2)]
    shape = geo.tile_shape(tile_id)
    cells = [tuple(c) for c in pbc.shapes_by_id()[shape].cells]
    return shape_lines(cells, [ELEMENT[c] for c in geo.tile_codes(tile_id)])


def side_by_side(blocks: list[list[tuple[str, int]]], gap: int = 3) -> list[str]:
    """Markup blocks laid out left to right, each padded to its own width."""
    height = max(len(b) for b in blocks)
    widths = [max(w for _, w in b) for b in blocks]
    lines = []
    for y in range(height):
        parts = []
        for b, w in zip(blocks, widths):
            text, tw = b[y] if y < len(b) else ("", 0)
            parts.append(text + " " * (w - tw))
        lines.append((" " * gap).join(parts).rstrip())
    return lines


BEE_TONES = (("Y", "warn"), ("R", "bad"), ("P", "info"))
STACK_WORD = {"S1": "single", "S2": "pair", "S3I": "straight", "S3V": "bent", "S3T": "triangle"}
ANIMAL_PLURAL = {"SHEEP": ("sheep", "sheep"), "RABBIT": ("rabbit", "rabbits"), "BIRD": ("bird", "birds")}

LEGEND = (
    [(LEGAL_MARK, "allowed now", "good")]  # first: a 24-row screen shows the legend's first lines only
    + [(g, n, t) for g, n, t in (
        ("Tr", "Tree", "good"), ("Wa", "Water", "water"), ("Sp", "Spring", "water"),
        ("Wh", "Wheat", "warn"), ("Ap", "Apple", "bad"), ("Be", "Berry", "info"),
    )]
    + [("fY fR fP", "flower (yellow red purple)", ""), ("bY bR bP", "bee", "")]
    + [(g, n, "") for g, n in (("Fe", "Fence"), ("Lg", "Log"), ("Ne", "Nest box"))]
    + [(g, n, "strong") for g, n in (("Sh", "Sheep"), ("Rb", "Rabbit"), ("Bd", "Bird"))]
    + [("::", "dark hex", "muted"), ("..", "light hex", "empty"), ("~~", "water icon", "water"),
       ("O2", "oxygen icon", "info"), ("A–I", "rows; E5: row E, 5th hex from the left", "muted"),
       ("underlined:", "latest turn", ""), ("shaded:", "changed since your move", "")]
)
"""The dome's glyphs in full words (glyph, words, tone)."""


def legend_markup(width: int, side=None) -> str:
    """The legend packed into lines of at most `width` characters; with the dome `side`, its
    centre hex's mark (the side's label, "23" for side 2-3) too."""
    lines, line, used = [], [], 0
    centre = [(side.label.replace("-", ""), f"centre (dome side {side.label})", "strong")] if side is not None else []
    for glyph, words, tone in LEGEND[:-2] + centre + LEGEND[-2:]:
        if glyph.startswith("fY"):
            mark = " ".join(styled(g, t) for g, t in (("fY", "warn"), ("fR", "bad"), ("fP", "info")))
        elif glyph.startswith("bY"):
            mark = " ".join(styled(g, t) for g, t in (("bY", "warn"), ("bR", "bad"), ("bP", "info")))
        else:
            mark = styled(glyph, tone or "strong")
        size = len(glyph) + 1 + len(words)
        if line and used + 2 + size > width:
            lines.append("  ".join(line))
            line, used = [], 0
        used += size + (2 if line else 0)
        line.append(f"{mark} {escape(words)}")
    if line:
        lines.append("  ".join(line))
    return "\n".join(lines)


def names_markup(tile_id: str) -> str:
    """An eco tile's elements by full name, each in its element's tone."""
    if not tile_id:
        return styled("empty slot", "muted")
    if tile_id == HIDDEN:
        return "face-down tile"
    return "+".join(styled(glossary.ELEMENT_NAME[c], ELEMENT[c][1]) for c in geo.tile_codes(tile_id))


def cost_words(cost: int) -> str:
    return "free" if cost == 0 else f"{cost} water"


def dev_markup(view, p: int, choosing: bool, takeable: bool, names: bool, width: int = 38) -> str:
    """A development tile of the row: position, letter, cost, its eco tiles drawn (and named)."""
    plain = f"{p + 1} {view.row[p]} {cost_words(glossary.position_cost(p)):<7}"
    head = styled(plain, "" if takeable or not choosing else "muted")
    if choosing and takeable:
        head = f"[bold]{head}[/]"
    body = side_by_side([tile_lines(t) for t in view.offer[p]])
    lines = [f"{head} {body[0]}"] + [" " * (len(plain) + 1) + extra for extra in body[1:]]
    if names:
        tiles = [t for t in view.offer[p] if t]
        plain = " · ".join(glossary.tile_title(t) for t in tiles)
        if not tiles:
            lines.append("    " + styled("no eco tiles", "muted"))
        elif len(plain) + 4 <= width:
            lines.append("    " + " · ".join(names_markup(t) for t in tiles))
        else:  # one line per eco tile
            lines.extend(("    " if k == 0 else "  · ") + names_markup(t) for k, t in enumerate(tiles))
    return "\n".join(lines)


def track_markup(view) -> str:
    boxes = " ".join([styled("■", "water")] * view.track + [styled("□", "muted")] * (view.track_len - view.track))
    return f"Water track: {view.track} of {view.track_len} · fills {view.fills} of 4\n  {boxes}"


def harvest_markup(view) -> str:
    top = view.harvest_stack[0] if view.harvest_stack else None
    if top:
        below = len(view.harvest_stack) - 1
        text = f"Harvest next: [bold]{harvest_name(top)}[/]"
        text += f", {below} face down" if below else ""
        text += ", then printed Animals and bees"
    else:
        text = "Harvest next: the printed Animals and bees (no tile left)"
    if view.harvests_used:
        text += " · done: " + ", ".join(harvest_name(h).lower() for h in view.harvests_used)
    if view.pending or view.end_reason:
        text += " · [bold $warning]HARVEST WARNING[/]"
    if view.end_reason:
        text += f" · [bold $error]last round[/]: {escape(view.end_reason)}"
    return text


def player_markup(view, s: int) -> tuple[str, str]:
    """A player's two lines: name, score, water, oxygen; then bees and animals in words."""
    seat = view.seats[s]
    mark = "▶" if s == view.actor else " "
    first = "¹" if s == view.first else " "
    track = scoring.track_score(view, s)
    fifties = view.multiplier[s] if view.multiplier else track // 50
    total = scoring.score_sheet(view).total(s)  # the score table's number: harvests and goals now
    line = (
        f"{mark}{first}[bold]{escape(seat.name[:10])}[/] {plural(total, 'pt')}"
        f"{styled(f' ◆{50 * fifties}', 'strong') if fifties else ''} · "
        f"{styled(str(view.water[s]) + ' water', 'water')} · {styled(str(view.oxygen[s]) + ' oxygen', 'info')}"
    )
    bees = [
        styled(f"{n} {geo.BEE_WORD[c]}", t)
        for c, t in BEE_TONES
        if (n := scoring.bee_count(view.cover[s], c))
    ]
    an = scoring.animal_counts(view.animals[s])
    animals = [f"{n} {ANIMAL_PLURAL[a][n != 1]}" for a in geo.ANIMAL_ORDER if (n := an[a])]
    return line, f"    bees: {', '.join(bees) or 'none'} · animals: {', '.join(animals) or 'none'}"


def goal_markup(view, goal_id: str) -> str:
    goal = pbc.goals()[goal_id]
    lines = [f"[bold]{escape(goal.name)}[/] ({goal.deck.lower()} goal)"]
    if goal.pattern_cells:
        code = geo.CODE[goal.element]
        for ln, _w in shape_lines([tuple(c) for c in goal.pattern_cells], [ELEMENT[code]] * len(goal.pattern_cells)):
            lines.append("   " + ln)
    table = goal.points_by_value
    steps = [f"{i}→{p}" for i, p in enumerate(table) if 0 < i < len(table) - 1]
    steps.append(f"{len(table) - 1}+→{table[-1]}")
    lines.append(styled("   points: " + " ".join(steps), "muted"))
    now = ", ".join(
        f"{escape(name[:8])} {glossary.goal_unit(goal_id, value)} → {plural(points, 'pt')}"
        for name, value, points in glossary.goal_standing(view, goal_id)
    )
    lines.append(f"   now: {now}")
    return "\n".join(lines)


def signature(view, key: tuple):
    """What an item of the side column shows, to tell whether another seat changed it."""
    kind = key[0]
    if kind == "dev":
        return view.row[key[1]], tuple(view.offer[key[1]])
    if kind == "track":
        return view.track, view.fills
    if kind == "harvest":
        return tuple(view.harvest_stack[:1]), len(view.harvest_stack), tuple(view.harvests_used), view.pending
    if kind == "springs":
        return view.springs
    if kind == "bees":
        return tuple(sorted(view.bee_supply.items()))
    if kind == "animals":
        return tuple(sorted(view.animal_supply.items()))
    if kind == "stacks":
        return tuple(len(v) for v in view.stacks.values())
    if kind == "player":
        s = key[1]
        if s >= len(view.seats):
            return None
        return (view.water[s], view.oxygen[s], view.bee_points[s], view.animal_points[s],
                tuple(view.animals[s]), tuple(view.bees[s]))
    if kind == "goal":
        if key[1] >= len(view.goals):
            return None
        return tuple(glossary.goal_standing(view, view.goals[key[1]]))
    return None


def describe_key(view, key: tuple):
    """The Inspection of an item of the side column."""
    kind = key[0]
    if kind == "dev":
        return glossary.describe_development(view, key[1])
    if kind == "player":
        return glossary.describe_player(view, key[1]) if key[1] < len(view.seats) else None
    if kind == "goal":
        return glossary.describe_goal(view, view.goals[key[1]]) if key[1] < len(view.goals) else None
    return {
        "track": glossary.describe_track,
        "harvest": glossary.describe_harvest,
        "springs": glossary.describe_springs,
        "bees": glossary.describe_bee_supply,
        "animals": glossary.describe_animal_supply,
        "stacks": glossary.describe_stacks,
    }[kind](view)
