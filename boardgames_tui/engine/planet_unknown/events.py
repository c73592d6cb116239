"""The event module (optional in multiplayer, always used solo unless casual): a hook object.

flow.py calls `EVENTS.build_deck` at setup and `EVENTS.reveal` at the start of each round,
after the station turns and before drafting (§16).
"""

from __future__ import annotations

from ..api import without
from ..rng import Rng
from .content import ANY, TRACKS, civ_cards, events, objectives, scoring_data
from .state import PUState

COLOURS = ("green", "orange", "red")


class EventModule:
    deck_size = 20

    def cards(self, colour: str, solo: bool) -> list[int]:
        return sorted(i for i, e in events().items() if e.color == colour and (solo or not e.solo_only))

    def random_mix(self, rng: Rng) -> tuple[int, int, int]:
        """BGA's multiplayer mix (green 0–13, orange 0–13, red the rest), kept within the red cards there are."""
        reds = len(self.cards("red", False))
        green = rng.randint(0, 13)
        orange = rng.randint(max(0, self.deck_size - green - reds), min(13, self.deck_size - green))
        return green, orange, self.deck_size - green - orange

    def build_deck(self, rng: Rng, mix: tuple[int, int, int], solo: bool) -> list[int]:
        deck: list[int] = []
        for colour, n in zip(COLOURS, mix):
            pool = self.cards(colour, solo)
            rng.shuffle(pool)
            deck.extend(pool[:n])
        rng.shuffle(deck)
        return deck

    def solo_target(self, mix: tuple[int, int, int]) -> int:
        data = scoring_data().solo_target
        target = data["base"]
        for colour, n in zip(COLOURS, mix):
            for span, mod in data["per_colour_modifier_by_count"][colour].items():
                lo, hi = (int(x) for x in span.split("-"))
                if lo <= n <= hi:
                    target += mod
        return target

    def reveal(self, state: PUState, rng: Rng) -> None:
        """Turn the next event card and apply it to every seat (per-seat choices become pending effects)."""
        card_id, state.event_deck = state.event_deck[-1], state.event_deck[:-1]
        state.reveals += 1
        state.event = card_id
        state.events_seen += (card_id,)
        for seat, p in enumerate(state.players):
            if p.peek != -1:
                state.players[seat].peek = -1
        card = events()[card_id]
        state.say(f"Event ({card.color}): {card.text}")
        if not state.event_deck:
            state.last_round = True
            state.say("That was the last event card: this is the final round.")
        if card.kind == "round_rule":
            state.event_rule = card.rule or ""
            return
        for seat in state.order:
            self._apply_to_seat(state, seat, card_id, rng)
        if card_id == 66:
            for rank in range(4):
                pool = [c for c in state.civ_box if _rank(c) == rank + 1]
                if pool:
                    c = rng.choice(pool)
                    state.civ_box = without(state.civ_box, c)
                    state.civ_decks[rank] = tuple(sorted((*state.civ_decks[rank], c)))
        elif card_id == 112:
            for rank in range(4):
                if state.civ_decks[rank]:
                    c = rng.choice(state.civ_decks[rank])
                    state.civ_decks[rank] = without(state.civ_decks[rank], c)
                    state.civ_removed += (c,)
                    state.say(f"A rank {rank + 1} civ card leaves the game")

    def _apply_to_seat(self, state: PUState, seat: int, card_id: int, rng: Rng) -> None:
        card = events()[card_id]
        p = state.players[seat]
        name = state.seats[seat].name
        if card.kind == "advance":
            tracks = ANY if card.choices == "any" else "".join(str(_track(t)) for t in card.choices)
            p.pending.append(f"adv/{tracks}/{card.steps}/{1 if card.benefits else 0}")
        elif card.kind == "regress":
            tracks = ANY if card.choices == "any" else "".join(str(_track(t)) for t in card.choices)
            p.pending.append(f"reg/{tracks}/{card.steps}")
        elif card.kind == "choice":
            p.pending.append("peek-or-synergy")
        elif card_id == 67:
            if state.objective_box:
                c = rng.choice(state.objective_box)
                state.objective_box = without(state.objective_box, c)
                p.objectives += (c,)
                state.say(f"{name} draws a private objective", seat=seat, private=f"You draw {objectives()[c].private_side['name']}")
        elif card_id == 79:
            p.pending.append("rotate")
        elif card_id == 80:
            p.pending.append("patch")
        elif card_id == 82:
            p.pending.append("lifepod/1")
        elif card_id == 83:
            p.pending.append("meteor-collect")
        elif card_id in (95, 107):
            p.pending.append("meteor-icon")
        elif card_id == 110:
            p.pending.append("discard-objective")
        elif card_id == 111:
            if sum(1 for r in p.rovers if r >= 0) > 1:
                p.pending.append("rover-destroy")
        elif card_id == 113:
            p.pending.append("lifepod-destroy")
        elif card_id == 114:
            if p.lifepods_collected:
                p.lifepods_collected -= 1
                state.say(f"{name} loses a collected lifepod")
        elif card_id == 115:
            if p.meteorites_collected:
                p.meteorites_collected -= 1
                state.say(f"{name} loses a collected meteorite")
        elif card_id == 116:
            p.pending.append("shape-remove")


def _track(name: str) -> int:
    return TRACKS.index(name)


def _rank(card: int) -> int:
    return civ_cards()[card].rank


EVENTS = EventModule()
