"""Planet B state: compact facts only (domes as strings, ids instead of objects)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..api import GameState, quick_assign
from . import geometry as geo

Step = Literal["main", "place", "bees", "after"]


@quick_assign
class PlanetBState(GameState):
    side: str
    """Dome side in play: "side_2_3" or "side_4"."""
    boards: list[str]
    """Per seat: 55 element codes in hex index order ("." empty, see geometry.CODE, "S" spring)."""
    cover: list[str]
    """Per seat: 55 codes of what lies on top ("." none, "Y"/"R"/"P" bee, "b"/"k"/"s" bird/rabbit/sheep)."""
    animals: list[tuple[str, ...]]
    """Per seat: animal tiles as "s:3,4,10" (cover code, covered hex indices).

    What changes a few times a game is a tuple, replaced whole when it changes
    (`state.animals[s] += (tile,)`): the copy `apply` makes shares it instead of copying it."""
    bees: list[tuple[str, ...]]
    """Per seat: bee tiles as "Y:3,4"."""
    placed: list[tuple[str, ...]]
    """Per seat: eco tile ids placed (and "SPRING")."""
    last_cells: list[tuple[int, ...]] = Field(default_factory=list)
    """Per seat: hexes covered during that seat's latest turn (for the UI)."""
    water: list[int]
    oxygen: list[int]
    bee_points: list[int]
    animal_points: list[int]
    multiplier: list[int] = Field(default_factory=list)
    """Per seat: the multiplier marker, how many times the score marker has passed 50
    (1 = on 50, 2 = on 100, 3 = on 150). The score marker itself is scoring.track_score."""
    stacks: dict[str, tuple[str, ...]]
    """Face-down eco tile stacks by shape id; the last id is the top."""
    row: list[str]
    """Development tile ids at positions 1..6 (left to right)."""
    offer: list[tuple[str, ...]]
    """Eco tile ids lying on the development tile at each position, one per slot ("" = empty slot)."""
    springs: int
    track: int
    """Water tokens on the track now."""
    track_len: int
    fills: int
    """How many times the track has filled this game."""
    harvest_stack: tuple[str, ...]
    """Harvest tiles, the first is the visible top one."""
    harvests_used: tuple[str, ...] = ()
    pending: int = 0
    """1 while the harvest warning shows (a fill this round): one harvest at the round end."""
    end_reason: str = ""
    """Why the game ends after this round ("" while it goes on)."""
    goals: tuple[str, ...]
    first: int
    current: int
    step: Step = "main"
    held: list[str] = Field(default_factory=list)
    """Tiles collected this turn and still to be placed."""
    passed: tuple[int, ...] = ()
    """Seats that passed this round (no main action possible)."""
    removed: tuple[str, ...] = ()
    """Eco tiles removed from the game by the solo rival."""
    bee_supply: dict[str, int]
    animal_supply: dict[str, int]
    yield_rule: str = "each_hex"
    sheep_rule: str = "triangle"

    @model_validator(mode="before")
    @classmethod
    def _drop_final_rule(cls, data):
        """States saved before the final harvest became the visible one carry `final_rule`."""
        if isinstance(data, dict) and "final_rule" in data:
            data = {k: v for k, v in data.items() if k != "final_rule"}
        return data

    def __str__(self) -> str:
        lines = [
            f"Planet B round {self.round} step {self.step} current {self.current} first {self.first}"
            f" track {self.track}/{self.track_len} fills {self.fills} pending {self.pending}"
            f" end {self.end_reason!r} finished {self.finished}",
            "row: " + "  ".join(f"{d}[{','.join(t or '-' for t in o)}]" for d, o in zip(self.row, self.offer)),
            f"held {self.held} springs {self.springs} harvests {self.harvest_stack} goals {self.goals}",
        ]
        for s, seat in enumerate(self.seats):
            lines.append(
                f"{seat.name}: water {self.water[s]} oxygen {self.oxygen[s]} bees+{self.bee_points[s]}"
                f" animals+{self.animal_points[s]} x50:{self.multiplier[s] if self.multiplier else 0} animals {self.animals[s]} bees {self.bees[s]}"
            )
            lines.extend(render_board(self.boards[s], self.cover[s]))
        return "\n".join(lines)


def render_board(board: str, cover: str = "") -> list[str]:
    """The dome as text rows (pointy-top, rows offset by half a hex)."""
    hexes = geo.hexes()
    out = []
    for r in range(-4, 5):
        row = [(q, i) for i, (q, rr) in enumerate(hexes) if rr == r]
        qmin = -4 - min(r, 0)
        line = " " * (abs(r))
        for q in range(qmin, qmin + 9 - abs(r)):
            i = geo.index().get((q, r))
            if i is None:
                line += "x "
            else:
                c = cover[i] if cover and cover[i] != "." else board[i]
                line += c + " "
        del row
        out.append(line.rstrip())
    return out
