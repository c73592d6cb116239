"""New Frontiers state: compact facts only (ids and ints)."""

from __future__ import annotations

from pydantic import Field

from ..api import GameState, LogLine, Prompt, Seat, bare_model, mark_applied, quick_assign

ROLES = ("retreat", "develop", "explore", "settle", "produce", "trade_consume", "envoys")
ROLE_NAMES = {
    "retreat": "Retreat into Isolation",
    "galaxy_goals": "Galaxy Goals",
    "develop": "Develop",
    "explore": "Explore",
    "settle": "Settle",
    "produce": "Produce",
    "trade_consume": "Trade/Consume",
    "envoys": "Send Diplomatic Envoys",
}


@quick_assign
class NFState(GameState):
    roles: list[str]
    """The 7 action tiles in play (Galaxy Goals replaces Retreat with the option)."""
    priority: list[int]
    """The priority track: seats, first space first."""
    credits: list[int]
    colonists: list[int]
    """Per seat: colonists in reserve."""
    vp: list[int]
    """Per seat: VP chips."""
    colonies: list[list[str]]
    """Per seat: settled worlds, home world first."""
    unsettled: list[list[str]]
    """Per seat: explored worlds lying face down (open information unless `explored_face_down`)."""
    goods: list[list[str]]
    """Per seat: colonies holding a good (the good is of the world's kind)."""
    devs: list[list[str]]
    """Per seat: developments built, in order."""
    supply: dict[str, int]
    """Developments in play: copies left."""
    bag: list[str]
    """World ids in the bag (no order: draws pick at random)."""
    display: list[str] = Field(default_factory=list)
    """Explore: worlds drawn and face up."""
    vp_supply: int
    colonist_supply: int
    produce_credits: int = 0
    chosen: dict[str, int] = Field(default_factory=dict)
    """This round: action tile -> seat that chose it."""
    selections: list[int] = Field(default_factory=list)
    """This round: seats in the order they selected."""
    picks_per_player: int = 1
    explored_face_down: bool = False
    """Option: explored, unsettled worlds are hidden from rivals (default: open information, brief §5.3.7)."""
    role: str = ""
    """The action tile being resolved ("" while a seat selects)."""
    chooser: int = -1
    queue: list[int] = Field(default_factory=list)
    """Seats still to resolve the current action, the first one is acting."""
    step: str = "choose"
    entered: int = -1
    """The seat whose start-of-resolution effects are done."""
    temp_mil: int = 0
    """Temporary Military bought in the acting seat's Settle action."""
    settled_now: list[str] = Field(default_factory=list)
    """Worlds the acting seat settled in this Settle action."""
    used: list[str] = Field(default_factory=list)
    """Power uses in the acting seat's current action, as "tile:index"."""
    traded: bool = False
    final_round: bool = False
    end_reason: list[str] = Field(default_factory=list)
    # Galaxy Goals option
    galaxy_goals: bool = False
    goal_stack: list[str] = Field(default_factory=list)
    goal_drawn: list[str] = Field(default_factory=list)
    """Goals the Galaxy Goals chooser drew and has not placed yet (secret to the others)."""
    goals_down: list[str] = Field(default_factory=list)
    """Per seat: the goal held face down ("" none)."""
    goals_up: list[str] = Field(default_factory=list)
    """Face-up goals, scored by every seat."""
    reveal_seat: int = -1
    """The seat asked whether to turn its face-down stockpile goal up for the action just selected."""
    resume_step: str = ""
    """The step the action goes on with after that question."""
    stock_colonists: list[int] = Field(default_factory=list)
    """Per seat: colonists on the stockpile mat (Colonial Reserves)."""
    stock_credits: list[int] = Field(default_factory=list)
    """Per seat: credits on the stockpile mat (Galactic Treasury)."""
    archived: list[int] = Field(default_factory=list)
    """Seats that put a world on their stockpile mat in the current Explore action (Survey Archive: 1 each)."""
    stock_worlds: list[list[str]] = Field(default_factory=list)
    """Per seat: worlds face down on the stockpile mat (Survey Archive), hidden like `unsettled`."""
    # Solo game against the robot (robot.py). Left out of a save while unused, so the saves and
    # state digests of games without the robot stay byte for byte what they were.
    robot: int = Field(default=-1, exclude_if=lambda v: v < 0)
    """The robot's seat in a solo game (-1: no robot)."""
    robot_deck: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    """The robot's role cards still to draw, top first (hidden: views show backs)."""
    robot_drawn: list[str] = Field(default_factory=list, exclude_if=lambda v: not v)
    """The robot's role cards drawn since its deck was last shuffled, the last one on top (open)."""

    def __deepcopy__(self, memo: dict | None = None) -> NFState:
        """A deep copy planned from the field types (see `_COPIED`): lists and dicts of ids and ints
        copied flat, per-seat lists row by row, everything immutable shared."""
        data = self.__dict__.copy()
        for key in _FLAT:
            data[key] = data[key].copy()
        for key in _ROWS:
            data[key] = [row.copy() for row in data[key]]
        return bare_model(NFState, data, self.__pydantic_fields_set__.copy())

    def fork(self) -> NFState:
        """The copy `apply` changes, with an empty log. Like `__deepcopy__`, except that it copies
        only the lists most actions change (`_FORK_COPIED`: their outer lists, for the per-seat
        rows) and shares everything else with this state: the rules replace a shared row or list,
        never change it (common.add and common.drop for rows, `own` for the other lists)."""
        old = self.__dict__
        data = old.copy()
        for key in _FORK_COPIED:  # a plain loop: a third cheaper than dict.update over zip and map
            data[key] = old[key].copy()
        data["log"] = []
        fields_set = self.__pydantic_fields_set__
        if not _APPLY_SETS <= fields_set:
            fields_set = fields_set | _APPLY_SETS
        new = bare_model(NFState, data, fields_set)  # the fields set shared too: __setattr__ replaces it
        mark_applied(new)  # legal_actions may keep its list in this state
        return new


    def __str__(self) -> str:
        lines = [
            f"New Frontiers round {self.round} step {self.step} role {self.role or '-'} chooser {self.chooser}"
            f" queue {self.queue} priority {self.priority} chosen {self.chosen} final {self.final_round}"
            f" {self.end_reason} finished {self.finished}",
            f"supply vp {self.vp_supply} colonists {self.colonist_supply} produce tile {self.produce_credits}"
            f" bag {len(self.bag)} display {self.display} devs {self.supply}",
        ]
        for s, seat in enumerate(self.seats):
            lines.append(
                f"{seat.name}: ${self.credits[s]} col {self.colonists[s]} vp {self.vp[s]} colonies {self.colonies[s]}"
                f" goods {self.goods[s]} unsettled {self.unsettled[s]} devs {self.devs[s]}"
            )
        return "\n".join(lines)


_FIELDS = frozenset(NFState.model_fields)
_FLAT = tuple(
    k for k, f in NFState.model_fields.items() if f.annotation in (list[str], list[int], list[Seat], list[LogLine], dict[str, int])
)
"""Fields holding a flat list or dict of immutable values (ids, ints, frozen models): copied flat."""
_ROWS = tuple(k for k, f in NFState.model_fields.items() if f.annotation == list[list[str]])
"""Per-seat lists of ids: copied row by row."""
_FORK_COPIED = ("queue",)
"""The lists `fork` copies: the queue, which most actions change in place (`seat_done`). Every
other list and dict of a forked state is shared with the state it came from, and a rule that
changes one takes its own copy first with `own` (common.add, drop, gain_credits and the like)."""
_APPLY_SETS = frozenset({"log", "turn", "active", "prompt"})
"""The fields every `apply` sets on its copy, written straight into `__dict__` (by fork, apply and
turn.ask_seat): in the fields set from the fork on, as pydantic's `__setattr__` would have put them."""
_SHARED = frozenset(k for k, f in NFState.model_fields.items() if f.annotation in (int, str, bool, Prompt, int | None))
"""Immutable fields: shared by the copy."""
if _FIELDS != set(_FLAT) | set(_ROWS) | _SHARED:
    raise TypeError(f"NFState.__deepcopy__ does not know how to copy {sorted(_FIELDS - set(_FLAT) - set(_ROWS) - _SHARED)}")


def own(state: NFState, name: str) -> list | dict:
    """Field `name` of `state` (a list or dict that `fork` shares, outside `_FORK_COPIED`) as a
    copy of its own, put in its place to be changed in place. Written into `__dict__` directly:
    changing a field in place marks no field set, and neither does this."""
    data = state.__dict__
    mine = data[name] = data[name].copy()
    return mine
