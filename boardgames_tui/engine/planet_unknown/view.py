"""What a seat may see (`hide`), and a playable world made from a view (`fill_hidden`):
the station's face-down tiles, the event deck, the civ and objective boxes, other seats'
END GAME civ cards, private objectives and a peeked event card."""

from __future__ import annotations

from ..api import HIDDEN_ID
from ..rng import Rng
from .content import civ_cards, events, objectives, stack_shape, tiles_of_shape
from .state import PUState


def hide(view: PUState, seat: int | None) -> None:
    """Replace in place what `seat` may not see with HIDDEN_ID markers (counts kept)."""
    for k, st in enumerate(view.stacks):
        shown = len(st) if not st else (len(st) - 1 if k not in view.unrevealed else len(st))
        view.stacks[k] = (HIDDEN_ID,) * shown + ((st[-1],) if st and k not in view.unrevealed else ())
    view.event_deck = (HIDDEN_ID,) * len(view.event_deck)
    view.civ_box = (HIDDEN_ID,) * len(view.civ_box)
    view.objective_box = (HIDDEN_ID,) * len(view.objective_box)
    revealed_cards = view.phase in ("final", "over")  # END GAME cards are shown at the end
    for s, p in enumerate(view.players):
        if s == seat:
            continue
        if not revealed_cards:
            p.civ_cards = tuple(c if civ_cards()[c].timing == "immediate" else HIDDEN_ID for c in p.civ_cards)
        if view.phase == "over":
            continue  # private objectives are revealed for scoring
        p.objectives = (HIDDEN_ID,) * len(p.objectives)
        p.objective_offer = (HIDDEN_ID,) * len(p.objective_offer)
        p.pending = ["objective-keep/" + "/".join([str(HIDDEN_ID)] * (i.count("/"))) if i.startswith("objective-keep/") else i for i in p.pending]
        p.peek = HIDDEN_ID if p.peek >= 0 else -1


def fill_hidden(state: PUState, rng: Rng) -> None:
    """Fill every hidden marker of a view with components the viewer cannot see, at random."""
    placed = {t for p in state.players for t in p.tiles} | {p.hand for p in state.players if p.hand >= 0} | set(state.removed)
    for k, st in enumerate(state.stacks):
        if HIDDEN_ID not in st:
            continue
        visible = {t for s2 in state.stacks for t in s2 if t >= 0}
        pool = [t for t in tiles_of_shape(stack_shape(k)) if t not in placed and t not in visible]
        rng.shuffle(pool)
        filled = [pool.pop() if t == HIDDEN_ID and pool else t for t in st]
        state.stacks[k] = tuple(t for t in filled if t != HIDDEN_ID)
    solo = len(state.players) == 1
    peeked = [p.peek for p in state.players if p.peek >= 0]
    pool = [e for e, card in events().items() if (solo or not card.solo_only) and e not in state.events_seen and e not in peeked]
    rng.shuffle(pool)
    deck = [pool.pop() for _ in state.event_deck if pool]
    if peeked and deck:
        deck[-1] = peeked[0]
    state.event_deck = tuple(deck)
    known = {c for d in state.civ_decks for c in d} | {c for p in state.players for c in p.civ_cards if c >= 0}
    cpool = [c for c in sorted(civ_cards()) if c not in known]
    rng.shuffle(cpool)
    for p in state.players:
        cards = list(p.civ_cards)
        for k, c in enumerate(cards):
            if c == HIDDEN_ID:
                end = [x for x in cpool if civ_cards()[x].timing == "end_game"]
                pick = end[0] if end else cpool[0]
                cpool.remove(pick)
                cards[k] = pick
        p.civ_cards = tuple(cards)
    state.civ_box = tuple(sorted(cpool[: len(state.civ_box)]))
    okn = {c for c, _, _ in state.neighbour_objectives} | {c for p in state.players for c in p.objectives + p.objective_offer if c >= 0}
    okn |= {int(c) for p in state.players for i in p.pending if i.startswith("objective-keep/") for c in i.split("/")[1:] if int(c) >= 0}
    opool = [c for c in sorted(objectives()) if c not in okn]
    rng.shuffle(opool)
    for p in state.players:
        p.objectives = tuple(c if c >= 0 else opool.pop() for c in p.objectives)
        p.objective_offer = tuple(c if c >= 0 else opool.pop() for c in p.objective_offer)
        p.pending = [
            "objective-keep/" + "/".join(str(int(c) if int(c) >= 0 else opool.pop()) for c in i.split("/")[1:])
            if i.startswith("objective-keep/")
            else i
            for i in p.pending
        ]
        if p.peek == HIDDEN_ID:
            p.peek = -1
    state.objective_box = tuple(sorted(opool[: len(state.objective_box)]))
