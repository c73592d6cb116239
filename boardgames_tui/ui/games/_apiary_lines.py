"""The text of Apiary's shared boards and players list as lines of `Item`s (see ui/widgets/item_board.py).

Pure functions of a view: the board draws them, compares them with the lines of the view
before another seat's move (what changed) and keys its inspect texts by the items' keys:

    space:<id>  cell:<i>  ship  m:<row>:<col>  stack:<row>  carving:<i>  dance:<i>
    comb  sector:<id>  pod:<id>  qf  player:<seat>  faction:<seat>  mat:<seat>  seed:<seat>:<card>
    planted:<seat>:<card>  frame:<seat>:<frame>  automa
"""

from __future__ import annotations

import textwrap

from ...engine.api import HIDDEN_ID
from ...engine.apiary import glossary as g
from ...engine.apiary.content import content
from ...engine.text import plural
from ..text import fit
from ..widgets._cells import LEGAL_MARK
from ..widgets.item_board import Item

WIDTH = 40
"""Characters a line may take (the side column of the game screen at 120 columns, the narrow pane)."""

KIND_TONE = {"f": "good", "r": "info", "d": "warn", "c": "strong"}
ROW_WORD = {"farm": "Farms", "recruit": "Recruits", "development": "Developments"}
SPACE_TONE = "info"


def _wrap(items: list[Item], width: int = WIDTH, indent: str = "", gap: str = "  ") -> list[list[Item]]:
    """Lay items out on lines of `width`, `gap` apart, wrapping as needed."""
    lines: list[list[Item]] = []
    line: list[Item] = []
    used = 0
    between = gap
    for item in items:
        gap = len(between) if line else 0
        if line and used + gap + len(item.text) > width:
            lines.append(line)
            line, used, gap = ([Item(indent)] if indent else []), len(indent), 0
        if gap:
            line.append(Item(between))
        line.append(item)
        used += gap + len(item.text)
    if line:
        lines.append(line)
    return lines


def short_name(view, seat: int, n: int = 5) -> str:
    return fit(view.seats[seat].name, n)


def space_name(space: str) -> str:
    act = space.split("_")[0]
    return g.ACTION_NAME.get(act, act.title()) + (f" {space.split('_')[1].upper()}" if "_" in space else "")


def space_text(view, sp: str) -> str:
    """An action space in words: "Explore: 2 open", "Grow: Ann 3", "Explore: Ann 2, 1 open"."""
    slots = view.spaces[sp]
    taken = [f"{short_name(view, x // 4)} {view.players[x // 4].ws[x % 4]}" for x in slots if x >= 0]
    free = sum(1 for x in slots if x < 0)
    return f"{space_name(sp)}: " + ", ".join([*taken, *([f"{free} open"] if free else [])])


def action_lines(view, width: int = WIDTH) -> list[list[Item]]:
    items = [Item(space_text(view, sp), f"space:{sp}", SPACE_TONE) for sp in view.spaces]
    head = " (workers: name strength)" if width >= 38 else " (name strength)"
    return [[Item("Action board", bold=True), Item(head, tone="muted")]] + _wrap(items, width)


# An unexplored space's explore token as what exploring it gains, longest first: the first
# that fits the cell is shown.
TOKEN_FACES = {
    "vp+qf": ("+1 VP 1 QF", "+VP +QF", "+VP+QF"), "strength": ("+1 strength", "+strength", "+1 str"),
    "worker": ("+1 worker", "+worker", "+bee"), "P+F+W": ("+P F W", "+PFW"), "2 basic": ("+2 basic", "+2 any"),
    "1 seed": ("+1 seed", "+seed"), "2 seed": ("+2 seeds", "+2 seed", "+seeds"),
}
SHORT_FACES = {
    "+1 str": "a worker gains 1 strength", "+VP +QF": "1 VP and 1 Queen's Favor", "+VP+QF": "1 VP and 1 Queen's Favor",
    "+2 any": "2 basic resources of your choice", "+bee": "a new worker", "+seed": "1 seed card", "+seeds": "2 seed cards",
}
"""The faces a narrow cell (80 columns) shortens to: the legend says each one that is shown in words."""
FREE_DOT = "○"
"""An empty dot of a planet (the resources on the others: P F W)."""


def token_face(tok: int, room: int) -> str:
    """The explore token of an unexplored space in at most `room` characters, as a gain ("+3 VP",
    "+2 basic", "+1 honey", "+2 seeds", "+1 strength"): the marks it keeps (VP, QF, P F W, basic)
    are in the legend."""
    short = g.token_short(tok)
    key = "vp+qf" if short == "1 VP+1 QF" else short
    if key in TOKEN_FACES:
        faces = TOKEN_FACES[key]
    elif short in ("wax", "honey"):
        faces = (f"+1 {short}", f"+{short}")
    elif short.endswith(" seed"):
        n = short.split()[0]
        faces = (f"+{n} seed" + ("s" if n != "1" else ""), f"+{n} seed")
    else:
        faces = ("+" + short,)
    return next((f for f in faces if len(f) <= room), fit(faces[-1], room))


def cell_text(view, i: int, width: int, reachable: bool) -> tuple[str, str]:
    """A planet space as two lines of `width`: what is there (an unexplored space's explore token
    as a gain, "+3 VP"; a planet's name; "barren") after the mark of a space the QueenShip can fly
    to now (✓, as every board marks what is allowed), and below a planet what it holds (the
    QueenShip "Q" and the resources on its dots): the name keeps its room."""
    c = content()
    pid = view.planet[i]
    mark = LEGAL_MARK if reachable else ""
    if pid == 0:
        return fit(mark + token_face(view.etok[i], width - len(mark)), width).ljust(width), " " * width
    planet = c.planets[pid] if pid > 0 else c.barren
    top = planet["name"] if pid > 0 else "barren"
    dots = [d.upper() for d in view.dots[i]]
    bottom = " ".join((["Q"] if view.ship == i else []) + dots + [FREE_DOT] * (planet["dots"] - len(dots)))
    return fit(mark + top, width).ljust(width), fit(bottom, width).ljust(width)


def column_word(n: int, width: int) -> str:
    return next(w for w in (f"column {n}", f"col {n}", str(n)) if len(w) <= width or w == str(n))


def planet_lines(view, reachable: set[int], width: int = WIDTH) -> list[list[Item]]:
    """The planet grid with the rows and columns the moves name ("fly to row 2, column 3"): a row
    of unexplored spaces on one line, a row with a planet on two (see cell_text); its legend."""
    where = "launch bay" if view.ship < 0 else f"row {view.ship // view.cols + 1}, column {view.ship % view.cols + 1}"
    head = [Item("Planets", bold=True), Item(" · "), Item(f"QueenShip: {where}", "ship")]
    cell = max(4, (width - 2 - (view.cols - 1)) // view.cols)
    out = [head, [Item("  " + " ".join(column_word(col + 1, cell).ljust(cell) for col in range(view.cols)).rstrip(), tone="muted")]]
    for r in range(view.rows):
        top: list[Item] = [Item(f"{r + 1} ", tone="muted")]
        bottom: list[Item] = [Item("  ")]
        for col in range(view.cols):
            i = r * view.cols + col
            pid = view.planet[i]
            tone = "muted" if pid == 0 else ("empty" if pid < 0 else "land")
            upper, lower = cell_text(view, i, cell, i in reachable)
            if col:
                top.append(Item(" "))
                bottom.append(Item(" "))
            top.append(Item(upper, f"cell:{i}", tone))
            bottom.append(Item(lower, f"cell:{i}", tone))
        out += [top, bottom] if any(view.planet[r * view.cols + col] for col in range(view.cols)) else [top]
    legend = (f"Q QueenShip · {LEGAL_MARK} it can fly there now · +3 VP: unexplored, explorer gains it · "
              f"P pollen F fibre W water {FREE_DOT} free dot · basic: pollen, fibre or water · QF Queen's Favor · "
              f"{plural(len(view.planet_stack), 'planet')} in stack")
    shown = {item.text.strip().removeprefix(LEGAL_MARK) for line in out for item in line}
    legend += "".join(f" · {face}: {words}" for face, words in SHORT_FACES.items() if face in shown)  # a narrow cell's short faces
    out += [[Item(line, tone="muted")] for line in _fold(legend, width)]
    return out


def _fold(text: str, width: int) -> list[str]:
    """A legend of " · "-separated marks folded to `width`, never breaking inside a mark that fits
    on a line (a longer one is wrapped at its spaces)."""
    lines, line = [], ""
    parts = [piece for part in text.split(" · ")
             for piece in (textwrap.wrap(part, width, subsequent_indent=" ") if len(part) > width else [part])]
    for part in parts:
        joined = f"{line} · {part}" if line else part
        if line and len(joined) > width:
            lines.append(line)
            joined = part
        line = joined
    return lines + ([line] if line else [])


def market_lines(view, width: int = WIDTH) -> list[list[Item]]:
    c = content()
    out = []
    for row in ("farm", "recruit", "development"):
        n = len(view.stacks.get(row, []))
        out.append([Item(ROW_WORD[row], bold=True), Item(" "), Item(f"({n} in stack)", f"stack:{row}", "muted"),
                    Item(" · 1 is oldest" if row == "farm" and width >= 36 else "", tone="muted")])
        for col, tid in enumerate(view.market[row]):
            t = c.tile(tid)
            cost = g.res_words(t["cost"]).replace(" + ", " ")
            name = t["name"]
            text = f"{name}  {cost}"
            if len(text) > width - 3:
                text = f"{name}  {g.res_short(t['cost'])}"
            # numbered as the moves name them ("take Spring Pool (farm row, column 2)")
            out.append([Item(f"{col + 1} ", tone="muted"), Item(text, f"m:{row}:{col}", KIND_TONE[tid[0]])])
    return out


def carving_lines(view, width: int = WIDTH) -> list[list[Item]]:
    c = content()
    items = []
    for i, tid in enumerate(view.carvings):
        if tid:
            items.append(Item(f"{c.tile_name(tid)} {c.tile(tid)['honey']} honey", f"carving:{i}", "strong"))
        else:
            items.append(Item("(taken)", f"carving:{i}", "empty"))
    return [[Item("Carvings", bold=True), Item(" (Carve at strength 4)", tone="muted")]] + _wrap(items, width, indent=" ")


def dance_lines(view, width: int = WIDTH) -> list[list[Item]]:
    c = content()
    out = [[Item("Dances", bold=True), Item(" (Convert; strength 4 teaches)", tone="muted")]]
    rows = []
    for i, d in enumerate(view.dances):
        tch = view.teacher[i]
        recipe = g.dance_recipe(view, i).replace("pay ", "").replace("gain ", "")
        # an untaught dance's blanks: "blank", which the line under the heading explains
        recipe = recipe.replace("a token of the teacher's choice", "blank")
        who = f" · {short_name(view, tch, 8)}" if tch >= 0 else ""
        text = f"{c.dances[d]['name']}: {recipe}{who}"
        if len(text) > width - 1:
            text = f"{c.dances[d]['name']}{who or ' · untaught'}"
        rows.append([Item(" "), Item(text, f"dance:{i}", "info" if tch >= 0 else "muted")])
    if any("blank" in line[1].text for line in rows):
        out += [[Item(line, tone="muted")] for line in _fold(" blank: untaught, its teacher chooses", width)]
    return out + rows


def pod_short(pod: dict) -> str:
    parts = []
    for e in pod["bonus"]:
        if e["op"] in ("vp", "qf"):
            parts.append(f"{e['n']} {'VP' if e['op'] == 'vp' else 'QF'}")
        elif e["op"] == "gain":
            res = e["res"]
            parts.append("+".join(r if n == 1 else f"{n} {r}" for r, n in res.items()))
        elif e["op"] == "draw_seed":
            parts.append("seed" if e["n"] == 1 else f"{e['n']} seeds")
        else:
            parts.append(e["op"])
    return "+".join(parts)


def comb_lines(view, width: int = WIDTH) -> list[list[Item]]:
    c = content()
    left = sum(1 for pod in view.pods if view.comb[pod] < 0)
    head = [Item("Hibernation Comb", "comb", bold=True), Item(f" · {left} of {len(view.pods)} pods empty")]
    if view.final_left > 0:
        head.append(Item(f" · final turns {view.final_left}", tone="warn"))
    out = [head, *([Item(line, tone="muted")] for line in _fold(" a sector's VP for most pods, next most · [a pod: its bonus or owner]", width))]
    for sec in c.sectors:
        pods = [p for p in sec["pods"] if p["id"] in view.comb]
        if not pods:
            continue
        line = [Item(f" {sec['id']:>3}: {sec['prizes'][0]} VP, {sec['prizes'][1]}", f"sector:{sec['id']}", "muted")]
        for p in pods:
            o = view.comb[p["id"]]
            text = short_name(view, o, 6) if o >= 0 else pod_short(p)
            line.append(Item(f"[{text}]", f"pod:{p['id']}", f"p{o}" if o >= 0 else "empty"))
        out += _wrap(line, width, indent="      ", gap=" ")  # a sector's pods wrap under it, never past the pane
    return out


def shared_lines(view, reachable: set[int], width: int = WIDTH) -> list[list[Item]]:
    return (action_lines(view, width) + planet_lines(view, reachable, width) + market_lines(view, width)
            + carving_lines(view, width) + dance_lines(view, width) + comb_lines(view, width))


# ----------------------------------------------------------------- players


def player_lines(view, shown: int, width: int = 36) -> list[list[Item]]:
    c = content()
    out: list[list[Item]] = [[Item("Players", bold=True), Item(" (point at one: details)", tone="muted")]]
    for s, seat in enumerate(view.seats):
        p = view.players[s]
        mark = "▶" if s == view.actor else " "
        head = f"{mark}{fit(seat.name, 12)}  {p.vp} VP · {p.qf} QF · in comb {p.hib}/7"
        tone = f"p{s}" if s <= 5 else "strong"
        if s == view.automa:
            out.append([Item(head[:width], "automa", tone)])
            pile = ", ".join(c.tile_name(t) for t in p.pile) or "none"
            out.append([Item(f"  Automa · carvings: {pile}"[:width], tone="muted")])
        else:
            line = [Item(head[:width], f"player:{s}", tone)]
            out.append(line)
            mat = c.mats[p.mat].get("display_name", c.mats[p.mat]["name"]) if p.mat else ""
            out.append([Item("  "), Item(c.factions[p.faction]["name"] + ("+" if p.upgraded else ""), f"faction:{s}", "strong"),
                        Item(" on "), Item(mat, f"mat:{s}", "muted")]
                       + [x for f in p.frames for x in (Item(" "), Item(f"{g.FRAME_NAME[f]} frame", f"frame:{s}:{f}", "muted"))])
            held = [f"{n} {r}" for r, n in p.res.items() if n]
            res = ", ".join(held) or "no resources"
            if len(res) + 2 > width:
                res = " ".join(held)
            if len(res) + 2 <= width:
                out.append([Item("  "), Item(res, f"res:{s}")])
            else:
                out += [[Item("  "), *line] for line in _wrap([Item(w, f"res:{s}") for w in held], width - 2)]
        pool = ",".join(str(p.ws[i]) for i in range(4) if p.wl[i] == "pool") or "none"
        land = ",".join(str(p.ws[i]) for i in range(4) if p.wl[i] == "landing")
        # short, so that it never runs into the shared boards beside it: the landing only when used
        words = f"workers: {pool} in the pool" + (f", {land} landing" if land else "")
        out.append([Item("  "), Item(words[:width - 2], f"workers:{s}", "muted")])
        if s != view.automa:
            cards = [Item(c.seeds[x]["name"], f"seed:{s}:{x}", "good") for x in p.hand if x != HIDDEN_ID and x in c.seeds]
            hidden = sum(1 for x in p.hand if x == HIDDEN_ID)
            planted = [Item(c.seeds[x]["name"], f"planted:{s}:{x}", "land") for x in p.planted if x in c.seeds]
            row = [Item("  hand:")] + (cards or [Item(f"{hidden} hidden" if hidden else "none")])
            if planted:
                row += [Item("planted:")] + planted
            out += _wrap(row, width, "    ")
    order = sorted(range(len(view.seats)), key=lambda s: -view.players[s].qf)
    qf = ", ".join(f"{short_name(view, s, 6)} {view.players[s].qf}" for s in order)
    prizes = ", ".join(f"{n} VP {place}" for n, place in zip(g.qf_prizes(view), ("most", "next", "third")))
    out += _wrap([Item("Queen's Favor:", "qf", "strong"), Item(qf, "qf", "strong"),
                  Item(f"at the end {prizes}", "qf", "muted")], width, "  ")
    return out


def keys_of(lines: list[list[Item]]) -> dict[str, str]:
    """Item key -> its text (and tone): what the change marks compare."""
    return {item.key: item.text + "|" + item.tone for line in lines for item in line if item.key}
