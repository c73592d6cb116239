"""What a seat may not see, as words: the names and ids of the hidden components of a state.

Derived from the engine, not written per test: the full state is compared with
`view(state, seat)`, every value the view hides (HIDDEN, HIDDEN_ID, or a code with hidden
parts) is collected with the field it sits in, and each is named through the game's content.
Names that some visible component also has (a second copy face up, a card already played)
are dropped: showing those is no leak. What is left must appear nowhere on that seat's screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from collections.abc import Callable, Iterator
from typing import Any

from boardgames_tui.engine.api import HIDDEN, HIDDEN_ID, Engine, GameState

Leaf = tuple[str, Any]
"""A value of the state with the name of the field that holds it (the last dict key above it)."""


def _pairs(full: Any, shown: Any, field: str) -> Iterator[tuple[str, Any, Any]]:
    if isinstance(full, dict):
        for k, v in full.items():
            yield from _pairs(v, shown.get(k) if isinstance(shown, dict) else None, str(k))
    elif isinstance(full, (list, tuple)):
        for i, v in enumerate(full):
            other = shown[i] if isinstance(shown, (list, tuple)) and i < len(shown) else None
            yield from _pairs(v, other, field)
    else:
        yield field, full, shown


def _leaves(value: Any, field: str = "") -> Iterator[Leaf]:
    for f, v, _ in _pairs(value, value, field):
        yield f, v


def hidden_leaves(engine: Engine, state: GameState, seat: int | None) -> list[Leaf]:
    """Every value of `state` that `view(state, seat)` hides, with its field."""
    full = state.model_dump()
    view = engine.view(state, seat).model_dump()
    full.pop("log", None), view.pop("log", None)
    out: list[Leaf] = []
    for field, a, b in _pairs(full, view, ""):
        if field in ("rng", "is_view", "viewer") or a == b:
            continue
        if b in (HIDDEN, HIDDEN_ID):
            out.append((field, a))
        elif isinstance(a, str) and isinstance(b, str):  # a code with hidden parts: "objective-keep/12/30"
            out.extend((field, x) for x, y in zip(a.split("/"), b.split("/")) if x != y)
    return out


# ------------------------------------------------------------------ naming, per game


def _apiary(field: str, value: Any) -> list[str]:
    from boardgames_tui.engine.apiary.content import content

    c = content()
    if field in ("hand", "drawn", "deck", "planted", "discard") and value in c.seeds:
        return [c.seeds[value]["name"]]
    if field in ("planet_stack", "planet") and value in c.planets:
        return [c.planets[value]["name"]]
    if isinstance(value, str) and value in c.tiles:
        return [c.tile_name(value)]
    return []


def _aquaria(field: str, value: Any) -> list[str]:
    from boardgames_tui.engine.aquaria.content import content

    c = content()
    if isinstance(value, str) and value in c.cards:
        return [value]  # names repeat over many cards ("Yellow clownfish"): the id is the card
    if isinstance(value, str) and value in c.solo_tiles:
        return [value]
    return []


def _new_frontiers(field: str, value: Any) -> list[str]:
    from boardgames_tui.engine.new_frontiers.content import goals, tiles

    if isinstance(value, str) and value in tiles():
        return [value, tiles()[value].name]
    if isinstance(value, str) and value in goals():
        return [goals()[value].name]
    return []


def _planet_b(field: str, value: Any) -> list[str]:
    from boardgames_tui.engine.planet_b.content import tiles_by_id

    if isinstance(value, str) and value in tiles_by_id():
        return [value]  # its hexes' words are no secret: the same mixes recur
    return []


def _planet_unknown(field: str, value: Any) -> list[str]:
    from boardgames_tui.engine.planet_unknown.content import civ_cards, objectives

    try:
        n = int(value)
    except (TypeError, ValueError):
        return []
    if field in ("civ_cards", "civ_box", "civ_decks") and n in civ_cards():
        return [civ_cards()[n].name]
    if field in ("objectives", "objective_offer", "objective_box", "pending") and n in objectives():
        return [objectives()[n].private_side["name"]]
    return []


NAMERS: dict[str, Callable[[str, Any], list[str]]] = {
    "apiary": _apiary,
    "aquaria": _aquaria,
    "new-frontiers": _new_frontiers,
    "planet-b": _planet_b,
    "planet-unknown": _planet_unknown,
}


@dataclass(frozen=True)
class Secrets:
    """The names and ids a seat may not see, and those of what it sees (some contain a
    secret one: the farm "Clover Field" and the seed card "Clover")."""

    hidden: frozenset[str]
    visible: frozenset[str]

    def leaks(self, text: str) -> list[str]:
        """The hidden words `text` holds as whole words, once every visible name is taken out."""
        flat = " ".join(text.split())
        for name in sorted(self.visible, key=len, reverse=True):
            flat = flat.replace(name, " ")
        return sorted(w for w in self.hidden if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", flat))


def secrets(engine: Engine, states: list[GameState], seat: int | None) -> Secrets:
    """The names and ids of what `seat` may not see in any of `states` (say the states before
    and after a move), less those some component visible in one of them also goes by: a card
    taken from a face-up offer into a hidden hand was seen by all, and may be named."""
    name = NAMERS[engine.id]
    hidden: set[str] = set()
    visible: set[str] = set()
    for s in states:
        hidden.update(w for field, v in hidden_leaves(engine, s, seat) for w in name(field, v))
        shown = engine.view(s, seat).model_dump()
        shown.pop("log", None)
        visible.update(w for field, v in _leaves(shown) if v not in (HIDDEN, HIDDEN_ID) for w in name(field, v))
    return Secrets(frozenset(hidden - visible), frozenset(visible))
