"""Objective cards: neighbour comparisons (always in multiplayer) and the private-objective
module (solo always; optional in multiplayer). A hook object called at setup and at scoring."""

from __future__ import annotations

from functools import lru_cache

from ..grid import connected_groups
from ..rng import Rng
from .content import SIZE, TERRAIN_LETTER, TRACKS, geometry, objectives, scoring_data
from .corporations import corp
from .lookups import terrain_of
from .state import Player, PUState

LETTER = TERRAIN_LETTER


def terrain_at(p: Player, i: int) -> str:
    return terrain_of(p.terrain[i])


def areas(p: Player, letter: str) -> list[list[tuple[int, int]]]:
    return _areas(p.terrain, letter)


@lru_cache(maxsize=4096)
def _areas(terrain: str, letter: str) -> list[list[tuple[int, int]]]:
    want = (letter, letter.upper(), "p") if letter == "b" else (letter, letter.upper())
    cells = [divmod(i, SIZE) for i, ch in enumerate(terrain) if ch in want]
    return connected_groups(cells)


def icons(p: Player, letter: str, cells=None) -> int:
    up = letter.upper()
    rng = range(SIZE * SIZE) if cells is None else cells
    return sum(1 for i in rng if p.terrain[i] == up)


def metric(p: Player, side: dict) -> int:
    """The value a neighbour card compares (§15.4)."""
    m = side["metric"]
    if m == "resource_icons_on_edge":
        return icons(p, LETTER[side["resource"]], geometry(p.planet).edge)
    if m == "largest_terrain_area":
        return max((len(a) for a in areas(p, LETTER[side["terrain"]])), default=0)
    if m == "number_of_terrain_areas":
        return len(areas(p, LETTER[side["terrain"]]))
    if m == "resource_icons_on_planet":
        return icons(p, LETTER[side["resource"]])
    if m == "tracks_at_maximum":
        return corp(p).maxed_count(p)
    if m == "collected_meteorites":
        return p.meteorites_collected
    if m == "collected_lifepods":
        return p.lifepods_collected
    raise ValueError(f"unknown objective metric {m}")


def _has_rectangle(p: Player, letter: str, h: int, w: int) -> bool:
    for r in range(SIZE - h + 1):
        for c in range(SIZE - w + 1):
            if all(terrain_at(p, (r + dr) * SIZE + c + dc) == letter for dr in range(h) for dc in range(w)):
                return True
    return False


def private_done(p: Player, card: int) -> bool:
    side = objectives()[card].private_side
    cond = side["condition"]
    if cond == "rectangle_of_terrain":
        h, w = side["size"]
        letter = LETTER[side["terrain"]]
        return _has_rectangle(p, letter, h, w) or (side.get("either_orientation", False) and _has_rectangle(p, letter, w, h))
    if cond == "terrain_area_with_resource_icons":
        letter = LETTER[side["terrain"]]
        return any(icons(p, letter, [r * SIZE + c for r, c in a]) >= side["min_icons"] for a in areas(p, letter))
    if cond == "track_at_maximum":
        return corp(p).maxed(p, TRACKS.index(side["track"]))
    if cond == "energy_icons_on_planet_at_most":
        return icons(p, "e") <= side["value"]
    if cond == "collected_meteorites_at_least":
        return p.meteorites_collected >= side["value"]
    if cond == "collected_lifepods_more_than_collected_meteorites":
        return p.lifepods_collected > p.meteorites_collected
    geo = geometry(p.planet)
    if cond == "no_uncovered_ice":
        return all(p.terrain[i] != "-" for i in geo.ice)
    if cond == "no_uncovered_land":
        return all(p.terrain[i] != "-" for i in geo.playable if i not in geo.ice)
    raise ValueError(f"unknown private objective {cond}")


def private_words(card: int) -> str:
    """A private objective in a player's words: its name and what it asks for."""
    side = objectives()[card].private_side
    cond = side["condition"]
    if cond == "rectangle_of_terrain":
        h, w = side["size"]
        either = " (either way round)" if side.get("either_orientation") else ""
        what = f"a {h}×{w} block of {side['terrain']}{either}"
    elif cond == "terrain_area_with_resource_icons":
        what = f"one {side['terrain']} area with {side['min_icons']}+ {side['terrain']} icons"
    elif cond == "track_at_maximum":
        what = f"the {side['track']} track at its top"
    elif cond == "energy_icons_on_planet_at_most":
        what = f"at most {side['value']} energy icons on the planet"
    elif cond == "collected_meteorites_at_least":
        what = f"{side['value']}+ meteorites collected"
    elif cond == "collected_lifepods_more_than_collected_meteorites":
        what = "more lifepods than meteorites collected"
    elif cond == "no_uncovered_ice":
        what = "no ice left uncovered"
    elif cond == "no_uncovered_land":
        what = "no land left uncovered"
    else:
        what = cond.replace("_", " ")
    return f"{side['name']}: {what}"


class ObjectiveModule:
    def deal(self, state: PUState, rng: Rng, private_module: bool) -> None:
        n = len(state.players)
        deck = sorted(objectives())
        rng.shuffle(deck)
        if n == 2:
            state.neighbour_objectives = [(deck.pop(), 0, 1) for _ in range(3)]
        elif n >= 3:
            state.neighbour_objectives = [(deck.pop(), s, (s + 1) % n) for s in range(n)]
        if n == 1:
            state.players[0].objective_offer = tuple(sorted(deck.pop() for _ in range(4)))
        elif private_module:
            for p in state.players:
                p.objective_offer = tuple(sorted(deck.pop() for _ in range(2)))
        state.objective_box = tuple(sorted(deck))

    def neighbour_scores(self, state: PUState) -> list[int]:
        sc = scoring_data().objective_scoring
        out = [0] * len(state.players)
        for card, a, b in state.neighbour_objectives:
            side = objectives()[card].neighbour_side
            if a < 0:  # Jump Drive tech 6: every player competes; the best wins, a shared best ties
                values = [metric(q, side) * (-1 if side["best"] == "least" else 1) for q in state.players]
                best = [s for s, v in enumerate(values) if v == max(values)]
                for s in best:
                    out[s] += sc["neighbour_win"] if len(best) == 1 else sc["neighbour_tie"]
                continue
            va, vb = metric(state.players[a], side), metric(state.players[b], side)
            if side["best"] == "least":
                va, vb = -va, -vb
            if va == vb:
                out[a] += sc["neighbour_tie"]
                out[b] += sc["neighbour_tie"]
            elif va > vb:
                out[a] += sc["neighbour_win"]
                out[b] += sc["neighbour_loss"]
            else:
                out[b] += sc["neighbour_win"]
                out[a] += sc["neighbour_loss"]
        return out

    def private_score(self, p: Player) -> int:
        value = scoring_data().objective_scoring["private_done"]
        return sum(value for c in p.objectives if c >= 0 and private_done(p, c))


OBJECTIVES = ObjectiveModule()
