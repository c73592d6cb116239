"""New Frontiers state: compact facts only (ids and ints). `Engine.apply` copies it by the shared
copier (api.copier), which copies lists and shares tuples: a seat's worlds, goods and
developments change a few times a game, so each is a tuple replaced whole when it changes
(`state.goods[s] = (*state.goods[s], world)`), and most copies share it."""

from __future__ import annotations

from pydantic import Field

from ..api import GameState, quick_assign

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
    roles: tuple[str, ...]
    """The 7 action tiles in play (Galaxy Goals replaces Retreat with the option)."""
    priority: list[int]
    """The priority track: seats, first space first."""
    credits: list[int]
    colonists: list[int]
    """Per seat: colonists in reserve."""
    vp: list[int]
    """Per seat: VP chips."""
    colonies: list[tuple[str, ...]]
    """Per seat: settled worlds, home world first."""
    unsettled: list[tuple[str, ...]]
    """Per seat: explored worlds lying face down (open information unless `explored_face_down`)."""
    goods: list[tuple[str, ...]]
    """Per seat: colonies holding a good (the good is of the world's kind)."""
    devs: list[tuple[str, ...]]
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
    end_reason: tuple[str, ...] = ()
    # Galaxy Goals option
    galaxy_goals: bool = False
    goal_stack: tuple[str, ...] = ()
    goal_drawn: tuple[str, ...] = ()
    """Goals the Galaxy Goals chooser drew and has not placed yet (secret to the others)."""
    goals_down: tuple[str, ...] = ()
    """Per seat: the goal held face down ("" none)."""
    goals_up: tuple[str, ...] = ()
    """Face-up goals, scored by every seat."""
    reveal_seat: int = -1
    """The seat asked whether to turn its face-down stockpile goal up for the action just selected."""
    resume_step: str = ""
    """The step the action goes on with after that question."""
    stock_colonists: tuple[int, ...] = ()
    """Per seat: colonists on the stockpile mat (Colonial Reserves)."""
    stock_credits: tuple[int, ...] = ()
    """Per seat: credits on the stockpile mat (Galactic Treasury)."""
    archived: tuple[int, ...] = ()
    """Seats that put a world on their stockpile mat in the current Explore action (Survey Archive: 1 each)."""
    stock_worlds: list[tuple[str, ...]] = Field(default_factory=list)
    """Per seat: worlds face down on the stockpile mat (Survey Archive), hidden like `unsettled`."""
    # Solo game against the robot (robot.py). Left out of a save while unused, so the saves and
    # state digests of games without the robot stay byte for byte what they were.
    robot: int = Field(default=-1, exclude_if=lambda v: v < 0)
    """The robot's seat in a solo game (-1: no robot)."""
    robot_deck: tuple[str, ...] = Field(default=(), exclude_if=lambda v: not v)
    """The robot's role cards still to draw, top first (hidden: views show backs)."""
    robot_drawn: tuple[str, ...] = Field(default=(), exclude_if=lambda v: not v)
    """The robot's role cards drawn since its deck was last shuffled, the last one on top (open)."""

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
