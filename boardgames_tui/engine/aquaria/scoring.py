"""Final scoring (basic and advanced) and the solo rating; also used live during play."""

from __future__ import annotations

from ..api import ScoreSheet, SeatScore
from ..grid import groups
from .effects import cx, neighbours
from .state import GRID, AquariaState, Player

IN_PLAY = ["Feeding", "Filter", "Microflora", "Pet shop", "Encyclopedia steps", "Bonuses"]
FINAL = ["Pearls & wool", "Oxygen", "Arrival", "Leftover food", "Full rows & columns", "Unused tokens",
         "Lionfish", "Anemones", "Schools"]
PART_TO_CATEGORY = {"Feeding": "Feeding", "Filter": "Filter", "Microflora": "Microflora", "Pet shop": "Pet shop",
                    "Encyclopedia": "Encyclopedia steps"}


def categories(scoring: str) -> list[str]:
    return IN_PLAY + FINAL + (["Plants"] if scoring == "advanced" else [])


def _card(cid: str):
    return None if not cid or cid.startswith("L") else cx().cards[cid]


def anemones(p: Player, advanced: bool) -> int:
    rate, cap = cx().scoring.anemone_advanced if advanced else cx().scoring.anemone_basic
    total = 0
    for cell, cid in enumerate(p.grid):
        c = _card(cid)
        if c and c.type == "anemone":
            fish = sum(1 for n in neighbours(cell) if (o := _card(p.grid[n])) and o.type == "clownfish")
            total += min(cap, rate * fish)
    return total


def school_groups(p: Player) -> list[int]:
    """The sizes of the orthogonally connected groups of schools, largest first."""
    cells = [i for i, cid in enumerate(p.grid) if (c := _card(cid)) and c.type == "school"]
    return sorted((len(g) for g in groups(cells, neighbours)), reverse=True)


def schools(p: Player, advanced: bool) -> int:
    table = cx().scoring.school_advanced if advanced else cx().scoring.school_basic
    return sum(table[min(size, len(table) - 1)] for size in school_groups(p))


def plants(p: Player) -> int:
    table = cx().scoring.plant_advanced
    total = 0
    for cell, cid in enumerate(p.grid):
        c = _card(cid)
        if c and c.type == "plant":
            colours, lions = set(), 0
            for n in neighbours(cell):
                o = p.grid[n]
                if o.startswith("L"):
                    lions += 1
                elif o:
                    colours.add(cx().cards[o].color)
            total += table.get(str(min(4, len(colours) + lions)), 0)
    return total


def full_lines(p: Player) -> int:
    rows = sum(1 for r in range(GRID) if all(p.grid[r * GRID + c] for c in range(GRID)))
    cols = sum(1 for c in range(GRID) if all(p.grid[r * GRID + c] for r in range(GRID)))
    return rows + cols


def lionfish(p: Player) -> int:
    total = 0
    cards = [c for cid in p.grid if (c := _card(cid))]
    for cid in p.grid:
        if not cid.startswith("L"):
            continue
        sc = cx().lionfish[cid].scoring
        match sc.per:
            case "type":
                n = sum(1 for c in cards if c.type == sc.value)
            case "color":
                n = sum(1 for c in cards if c.color == sc.value)
            case "pet_shop_level":
                n = p.pet
            case _:
                n = len(p.ftokens)
        total += min(sc.max, sc.vp_each * n)
    return total


def arrival_vp(s: AquariaState, seat: int) -> int:
    if seat not in s.arrival:
        return 0
    chart = cx().ency.arrival_vp[s.side]
    place = s.arrival.index(seat)
    return chart[place] if place < len(chart) else 0


def breakdown(s: AquariaState, seat: int) -> dict[str, int]:
    p = s.players[seat]
    adv = s.scoring == "advanced"
    out = {k: 0 for k in categories(s.scoring)}
    if seat == s.automa:
        return out
    for part, n in p.vp_parts.items():
        out[PART_TO_CATEGORY.get(part, "Bonuses")] += n
    out["Pearls & wool"] = p.pearls + p.wool
    out["Arrival"] = arrival_vp(s, seat)
    out["Leftover food"] = sum(p.food) // 3
    out["Full rows & columns"] = 3 * full_lines(p)
    out["Unused tokens"] = sum(cx().tokens[t].back_vp for t in p.tokens)
    out["Lionfish"] = lionfish(p)
    out["Anemones"] = anemones(p, adv)
    out["Schools"] = schools(p, adv)
    if adv:
        out["Plants"] = plants(p)
    running = sum(out.values())
    out["Oxygen"] = max(cx().board.oxygen.vp_by_level[p.oxygen], -running)
    return out


def rating(total: int, scoring: str) -> str:
    label = "keep practising"
    for r in cx().solo.rating:
        if total >= (r.advanced if scoring == "advanced" else r.basic):
            label = r.label
    return label


def score_sheet(s: AquariaState) -> ScoreSheet:
    rows = []
    for i in range(len(s.seats)):
        b = breakdown(s, i)
        rows.append(SeatScore(seat=i, total=sum(b.values()), breakdown=b, tiebreak=[s.players[i].oxygen]))
    notes = []
    contenders = None
    if s.automa >= 0:
        contenders = [i for i in range(len(s.seats)) if i != s.automa]
        human = contenders[0]
        total = rows[human].total
        got = rating(total, s.scoring)
        notes.append(f"Solo rating ({s.scoring} scoring): {total} VP — {got}.")
        for r in cx().solo.rating:
            need = r.basic if s.scoring == "basic" else r.advanced
            notes.append(f"{'▶' if r.label == got else ' '} {need}+ VP: {r.label}")
        if s.automa in s.arrival:
            notes.append(f"The automa reached the end of the encyclopedia in place {s.arrival.index(s.automa) + 1}.")
    return ScoreSheet.build(rows, final=s.finished, categories=categories(s.scoring),
                            tie_break_rule="higher oxygen level", notes=notes, contenders=contenders)
