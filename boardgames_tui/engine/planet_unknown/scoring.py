"""Final scoring (§18) and tie-breakers (§19); live during play."""

from __future__ import annotations

from ..api import ScoreSheet, SeatScore
from .content import SIZE, civ_cards, planets, scoring_data
from .corporations import corp
from .objectives import OBJECTIVES
from .planets import planet_hook
from .state import Player, PUState

CATEGORIES = ["Rows & columns", "Tracks", "Lifepods", "Meteorites", "Civ cards", "Private objectives", "Neighbour objectives", "Planet bonus"]
TIE_BREAK = "fewest uncovered squares, then fewest meteorites on the planet"


def line_medals(p: Player) -> tuple[int, list[int], list[int]]:
    """Medals from complete rows and columns with no meteorite; also which rows/columns score."""
    pl = planets()[p.planet]
    t = p.terrain
    hook = planet_hook(p.planet)
    if hook is not None:
        for i in hook.energy_squares(p):  # Petra: uncovered currents count as covered
            t = t[:i] + "E" + t[i + 1 :]
    met_rows = {m // SIZE for m in p.meteorites}
    met_cols = {m % SIZE for m in p.meteorites}
    rows, cols = [], []
    total = 0
    for k in range(SIZE):
        line = t[k * SIZE : (k + 1) * SIZE]
        if k not in met_rows and "-" not in line and line != "." * SIZE:
            rows.append(k)
            total += pl.row_medals[k]
    for k in range(SIZE):
        line = t[k::SIZE]
        if k not in met_cols and "-" not in line and line != "." * SIZE:
            cols.append(k)
            total += pl.column_medals[k]
    return total, rows, cols


def track_score(p: Player) -> int:
    """Each track: the medal at or below its tracker (not under a parked lifepod); the
    corporation says how (Makeshift's trackers, Oasis' water path)."""
    return corp(p).track_score(p)


def civ_score(p: Player) -> int:
    cards = [civ_cards()[c] for c in p.civ_cards if c >= 0]
    total = 0
    commerce = 0
    for card in cards:
        if card.timing != "end_game":
            continue
        eff = card.effect
        total += eff.get("medals", 0)
        if "medals_per_biomass_patch" in eff:
            total += eff["medals_per_biomass_patch"] * p.terrain.count("p")
        if eff.get("set") == "commerce_agreement":
            commerce += 1
    total += scoring_data().commerce_agreement_scores[commerce]
    return total


def seat_breakdown(state: PUState, seat: int, neighbour: list[int]) -> dict[str, int]:
    p = state.players[seat]
    known = [civ_cards()[c] for c in p.civ_cards if c >= 0]
    lifepod_value = 1 + sum(c.effect.get("extra_medal_per_collected_lifepod", 0) for c in known)
    repos = sum(1 for c in known if c.effect.get("set") == "meteorite_repo")
    hook = planet_hook(p.planet)
    return {
        "Rows & columns": line_medals(p)[0],
        "Tracks": track_score(p),
        "Lifepods": p.lifepods_collected * lifepod_value,
        "Meteorites": (p.meteorites_collected // 3) * (1 + repos),
        "Civ cards": civ_score(p),
        "Private objectives": OBJECTIVES.private_score(p),
        "Neighbour objectives": neighbour[seat],
        "Planet bonus": hook.bonus(p) if hook else 0,
    }


def uncovered(p: Player) -> int:
    return p.terrain.count("-")


def score_sheet(state: PUState) -> ScoreSheet:
    neighbour = OBJECTIVES.neighbour_scores(state)
    rows = []
    for seat, p in enumerate(state.players):
        bd = seat_breakdown(state, seat, neighbour)
        rows.append(SeatScore(seat=seat, total=sum(bd.values()), breakdown=bd, tiebreak=[-uncovered(p), -len(p.meteorites)]))
    notes = []
    contenders: list[int] | None = None
    if state.solo_target is not None:
        total = rows[0].total
        diff = total - state.solo_target
        won = diff >= 0
        verdict = "you beat the target: a win" if won else "short of the target: a loss"
        notes.append(f"Solo target {state.solo_target}: {total} is {'+' if diff >= 0 else ''}{diff}, {verdict}.")
        if not won:
            contenders = []
    if state.end_reason:
        notes.append(state.end_reason)
    return ScoreSheet.build(
        rows, final=state.finished, categories=CATEGORIES, tie_break_rule=TIE_BREAK, notes=notes, contenders=contenders
    )
