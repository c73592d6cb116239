"""New Frontiers actions: small frozen models holding ids and ints."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, Literal, TypeVar, Union

from pydantic import Field

from ..api import Action


class Choose(Action):
    kind: Literal["choose"] = "choose"
    role: str
    """Action tile id: retreat, galaxy_goals, develop, explore, settle, produce, trade_consume, envoys."""


class Develop(Action):
    kind: Literal["develop"] = "develop"
    dev: str
    """Development id from the supply."""


class Pick(Action):
    kind: Literal["pick"] = "pick"
    world: str
    """World id from the Explore display."""
    archive: bool = False
    """Survey Archive (face up): put the world face down on your stockpile mat instead."""


class Discard(Action):
    kind: Literal["discard"] = "discard"
    world: str
    """One of your unsettled worlds, back into the bag (over the 8-world limit)."""


class Recruit(Action):
    kind: Literal["recruit"] = "recruit"


class Settle(Action):
    kind: Literal["settle"] = "settle"
    world: str
    """One of your unsettled worlds."""


class Boost(Action):
    kind: Literal["boost"] = "boost"
    source: str
    """Tile id whose temporary-Military power is used (pay credits or return a colonist) for this Settle."""
    index: int = 0
    """Which power of that tile."""


class PayProduce(Action):
    kind: Literal["pay_produce"] = "pay_produce"
    world: str
    """Your production world that produces only if you pay."""


class Windfall(Action):
    kind: Literal["windfall"] = "windfall"
    world: str
    """An empty windfall colony of yours that gets a good."""


class Trade(Action):
    kind: Literal["trade"] = "trade"
    world: str
    """The colony whose good you sell."""


class Consume(Action):
    kind: Literal["consume"] = "consume"
    source: str
    """Tile id whose consume power is used."""
    index: int = 0
    """Which power of that tile."""
    worlds: tuple[str, ...] = ()
    """Colonies whose goods are discarded (sorted); empty for pay-credits powers."""


class Keep(Action):
    kind: Literal["keep"] = "keep"
    goal: str
    """Galaxy Goals: the drawn goal you keep face down."""


class Bottom(Action):
    kind: Literal["bottom"] = "bottom"
    goal: str
    """Galaxy Goals: the goal that goes to the very bottom of the stack (the other lies just above it)."""


class Stockpile(Action):
    kind: Literal["stockpile"] = "stockpile"
    n: int = Field(default=1, ge=1, le=2)
    """Colonists (1) or credits (1 or 2) moved to your stockpile mat for a face-up stockpile goal."""


class Reveal(Action):
    kind: Literal["reveal"] = "reveal"
    """Turn your face-down stockpile goal face up now, so it works in this action."""


class Pass(Action):
    kind: Literal["pass"] = "pass"


class RobotStep(Action):
    kind: Literal["robot"] = "robot"
    """The robot's next step (solo game): it decides by its fixed rules (robot.py)."""


NFAction = Annotated[
    Union[Choose, Develop, Pick, Discard, Recruit, Settle, Boost, PayProduce, Windfall, Trade, Consume, Keep, Bottom, Stockpile, Reveal, Pass, RobotStep],
    Field(discriminator="kind"),
]


A = TypeVar("A", bound=Action)


@lru_cache(maxsize=8192)
def shared(cls: type[A], **fields: Any) -> A:
    """`cls(**fields)`, built once and shared: actions are frozen values, and building one through
    pydantic costs more than the rest of a legal-action list. Legal actions come from here."""
    return cls(**fields)


class OneField(dict):
    """The shared actions of one class by the value of its one field, built on first use:
    `OneField(Choose, "role")[r]` is `shared(Choose, role=r)` for the cost of a dict lookup
    (legal-action lists are built from these on every step of every playout)."""

    def __init__(self, cls: type[Action], field: str) -> None:
        super().__init__()
        self.cls = cls
        self.field = field

    def __missing__(self, value: Any) -> Action:
        action = self[value] = shared(self.cls, **{self.field: value})
        return action


CHOOSE = OneField(Choose, "role")
DEVELOP = OneField(Develop, "dev")
PICK = OneField(Pick, "world")
DISCARD = OneField(Discard, "world")
SETTLE = OneField(Settle, "world")
PAY_PRODUCE = OneField(PayProduce, "world")
WINDFALL = OneField(Windfall, "world")
TRADE = OneField(Trade, "world")
PASS = shared(Pass)
RECRUIT = shared(Recruit)
