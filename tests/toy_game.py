"""Hexling: a tiny game that lives only in tests, to exercise the harness and the app.

Each seat holds 2 hidden number cards (1–6). A turn is two prompts: play a card from the hand,
then place it on a free hex of a radius-2 map; it scores its value plus 1 per adjacent own
hex. The played card is replaced from the deck (a reveal). The game ends when every hand is
empty or the map is full.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, Field

from boardgames_tui.engine import hexgrid
from boardgames_tui.engine.api import HIDDEN_ID, Action, Engine, GameState, Prompt, ScoreSheet, Seat, SeatScore
from boardgames_tui.engine.rng import Rng

MAP = hexgrid.spiral((0, 0), 2)


class PlayCard(Action):
    kind: Literal["play"] = "play"
    card: int


class PlaceCard(Action):
    kind: Literal["place"] = "place"
    q: int
    r: int


HexlingAction = Annotated[PlayCard | PlaceCard, Field(discriminator="kind")]


class HexlingOptions(BaseModel):
    hand_size: int = Field(default=2, ge=1, le=3, description="Cards in each hand")
    bonus: bool = Field(default=True, description="Score 1 per adjacent own hex")


class HexlingState(GameState):
    deck: list[int]
    hands: list[list[int]]
    board: list[int]
    """Owner seat per MAP hex, -1 when free."""
    values: list[int]
    points: list[int]
    pending: int = -1
    """The card chosen this turn, waiting to be placed."""
    bonus: bool = True

    def __str__(self) -> str:
        return f"Hexling turn {self.turn}: hands={self.hands} board={self.board} points={self.points}"


class HexlingEngine(Engine[HexlingState, PlayCard | PlaceCard]):
    id: ClassVar[str] = "hexling"
    title: ClassVar[str] = "Hexling (test game)"
    description: ClassVar[str] = "Play number cards onto a small hex map."
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 3
    hides_information: ClassVar[bool] = True
    max_actions: ClassVar[int] = 200
    Options = HexlingOptions
    state_type = HexlingState
    action_type = HexlingAction

    def _setup(self, seats: list[Seat], seed: int, options: HexlingOptions, rng: Rng) -> HexlingState:
        deck = [v for v in range(1, 7) for _ in range(3)]
        rng.shuffle(deck)
        hands = [sorted(deck.pop() for _ in range(options.hand_size)) for _ in seats]
        state = HexlingState(
            seats=seats, seed=seed, rng=0, deck=deck, hands=hands, board=[-1] * len(MAP),
            values=[0] * len(MAP), points=[0] * len(seats), bonus=options.bonus,
        )
        state.rng = rng.state
        state.active = [0]
        state.say(f"{seats[0].name} starts.")
        self._prompt(state)
        return state

    def _prompt(self, state: HexlingState) -> None:
        name = state.seats[state.actor].name
        if state.pending < 0:
            state.prompt = Prompt(text=f"{name}: play a card", kind="play")
        else:
            state.prompt = Prompt(text=f"{name}: place your {state.pending}", kind="place")

    def iter_legal_actions(self, state: HexlingState) -> Iterator[PlayCard | PlaceCard]:
        if state.pending < 0:
            for card in sorted(set(state.hands[state.actor])):
                yield PlayCard(card=card)
        else:
            for i, h in enumerate(MAP):
                if state.board[i] < 0:
                    yield PlaceCard(q=h[0], r=h[1])

    def why_illegal(self, state: HexlingState, action: PlayCard | PlaceCard) -> str | None:
        match action:
            case PlayCard(card=card):
                if state.pending >= 0:
                    return f"first place the {state.pending} you played"
                if card not in state.hands[state.actor]:
                    return f"you hold no {card}"
            case PlaceCard(q=q, r=r):
                if state.pending < 0:
                    return "first play a card"
                if (q, r) not in MAP:
                    return "that hex is off the map"
                if state.board[MAP.index((q, r))] >= 0:
                    return "that hex is taken"
        return None

    def _apply(self, state: HexlingState, action: PlayCard | PlaceCard) -> None:
        seat = state.actor
        name = state.seats[seat].name
        match action:
            case PlayCard(card=card):
                state.hands[seat].remove(card)
                state.pending = card
                state.say(f"{name} plays a {card}.")
            case PlaceCard(q=q, r=r):
                i = MAP.index((q, r))
                state.board[i] = seat
                state.values[i] = state.pending
                own = sum(1 for n in hexgrid.neighbours((q, r)) if n in MAP and state.board[MAP.index(n)] == seat)
                gain = state.pending + (own if state.bonus else 0)
                state.points[seat] += gain
                state.say(f"{name} places the {state.pending} at {q},{r} for {gain}.")
                state.pending = -1
                if state.deck:
                    card = state.deck.pop()
                    state.hands[seat].append(card)
                    state.hands[seat].sort()
                    state.reveals += 1
                    state.say(f"{name} draws a card.", seat=seat, private=f"You draw a {card}.")
                if all(not h for h in state.hands) or all(b >= 0 for b in state.board):
                    state.finished = True
                    state.active = []
                    state.prompt = Prompt(text="Game over", kind="over")
                    state.say("The game ends.")
                    return
                nxt = (seat + 1) % len(state.seats)
                while not state.hands[nxt]:
                    nxt = (nxt + 1) % len(state.seats)
                state.active = [nxt]
                state.round = state.turn // (2 * len(state.seats)) + 1
        self._prompt(state)

    def _hide(self, view: HexlingState, seat: int | None) -> None:
        view.deck = [HIDDEN_ID] * len(view.deck)
        view.hands = [h if i == seat else [HIDDEN_ID] * len(h) for i, h in enumerate(view.hands)]

    def _fill_hidden(self, state: HexlingState, rng: Rng) -> None:
        unseen = [v for v in range(1, 7) for _ in range(3)]
        for h in state.hands:
            for c in h:
                if c != HIDDEN_ID:
                    unseen.remove(c)
        for i, v in enumerate(state.values):
            if state.board[i] >= 0:
                unseen.remove(v)
        if state.pending >= 0:
            unseen.remove(state.pending)
        rng.shuffle(unseen)
        state.hands = [[c if c != HIDDEN_ID else unseen.pop() for c in h] for h in state.hands]
        state.deck = [unseen.pop() for _ in state.deck]

    def scores(self, state: HexlingState) -> ScoreSheet:
        rows = []
        for seat in range(len(state.seats)):
            placed = [state.values[i] for i, b in enumerate(state.board) if b == seat]
            rows.append(SeatScore(
                seat=seat, total=state.points[seat],
                breakdown={"cards": sum(placed), "neighbours": state.points[seat] - sum(placed)},
                tiebreak=[len(placed)],
            ))
        return ScoreSheet.build(rows, final=state.finished, categories=["cards", "neighbours"], tie_break_rule="most hexes")

    def describe(self, state: HexlingState, action: PlayCard | PlaceCard) -> str:
        match action:
            case PlayCard(card=card):
                return f"Play the {card}"
            case PlaceCard(q=q, r=r):
                return f"Place at {q},{r}"
        return str(action)

    def invariants(self, state: HexlingState) -> list[str]:
        problems = []
        cards = len(state.deck) + sum(map(len, state.hands)) + sum(1 for b in state.board if b >= 0) + (state.pending >= 0)
        if cards != 18:
            problems.append(f"{cards} cards in play, expected 18")
        if any(p < 0 for p in state.points):
            problems.append("negative points")
        return problems

    def heuristic(self, state: HexlingState, seat: int) -> float:
        return 0.1 * sum(state.hands[seat]) if all(c != HIDDEN_ID for c in state.hands[seat]) else 0.0


ENGINE = HexlingEngine()
