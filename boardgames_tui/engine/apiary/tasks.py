"""Apiary's pending steps: small frozen values with named fields, one class per shape of step.

`ApiaryState.tasks` is a stack of these (the last one is on top and decides the prompt). A task's
`step` names the step that serves it (steps.py) or the automatic work `flow.settle` does for it;
the other fields are what that step needs to know. Tasks are values shared by every state that
holds them (the copier shares frozen models): a rule replaces a task (`replace`), never changes one.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any, ClassVar, Literal, TypeVar, Union

from pydantic import ConfigDict, Field, field_validator

from ..steps import Task


class ApiaryTask(Task):
    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    ROW: ClassVar[tuple[str, ...]] = ()
    """The fields in the order of the positional rows saves of state format 1 held
    (`[step, seat, *ROW]`, see `from_row` and `as_row`)."""


class Plain(ApiaryTask):
    """A step that needs to know nothing more than whose it is."""

    step: Literal["endturn", "endretrieve", "plant", "teach", "carve", "forager", "pod", "refreshrow", "signal", "returnw"]


class Count(ApiaryTask):
    """`n` of something: seed cards to keep, basic resources to take or pay, resources to pay for a
    frame, farms to produce, resources to discard (overflow), strength to add to pool workers."""

    step: Literal["keep", "basic", "paybasic", "payany", "income", "overflow", "strength"]
    n: int
    ROW: ClassVar[tuple[str, ...]] = ("n",)


class Turn(ApiaryTask):
    """A player's turn; `placed`: the main step (place a worker or retrieve) is taken."""

    step: Literal["turn"] = "turn"
    placed: bool = False
    ROW: ClassVar[tuple[str, ...]] = ("placed",)


class AutomaTurn(ApiaryTask):
    """The Automa's turn: `stage` 0 draws her card, 1 takes her action, 2 ends the turn."""

    step: Literal["automa"] = "automa"
    stage: int = 0
    ROW: ClassVar[tuple[str, ...]] = ("stage",)


class PlanetGains(ApiaryTask):
    """The gains of the planet the QueenShip reached on `cell` (after its dot tokens are placed)."""

    step: Literal["planet"] = "planet"
    cell: int
    strength4: bool
    """Explored by a strength-4 worker: the planet's strength-4 bonus too."""
    unexplored: bool
    ROW: ClassVar[tuple[str, ...]] = ("cell", "strength4", "unexplored")


class Draw(ApiaryTask):
    """Draw `n` seed cards and keep `keep` of them (None: keep them all)."""

    step: Literal["draw"] = "draw"
    n: int
    keep: int | None = None
    ROW: ClassVar[tuple[str, ...]] = ("n", "keep")


class Bump(ApiaryTask):
    """The owner of bumped `worker` chooses: +1 strength to the pool, or the landing area."""

    step: Literal["bump"] = "bump"
    worker: int
    ROW: ClassVar[tuple[str, ...]] = ("worker",)


class Move(ApiaryTask):
    """Move the QueenShip up to `reach` spaces."""

    step: Literal["move"] = "move"
    reach: int
    strength4: bool
    """Moved by a strength-4 worker (its planet bonus applies unless `by_effect`)."""
    by_effect: bool
    """Moved by an effect (a tile or card that explores), not by a worker."""
    ROW: ClassVar[tuple[str, ...]] = ("reach", "strength4", "by_effect")


class Dots(ApiaryTask):
    """Put `left` more basic resources on the dots of the planet on `cell`; the last `optional`
    of them may be skipped with Done."""

    step: Literal["dot"] = "dot"
    cell: int
    left: int
    optional: int
    ROW: ClassVar[tuple[str, ...]] = ("cell", "left", "optional")


class Advance(ApiaryTask):
    """Take a tile from the columns combined strength `strength` opens (only from `row` if set)."""

    step: Literal["advance"] = "advance"
    strength: int
    row: str = ""
    strength4: bool = False
    by_effect: bool = False
    ROW: ClassVar[tuple[str, ...]] = ("strength", "row", "strength4", "by_effect")


class Lama(ApiaryTask):
    """Lama: pay 1 basic resource for +`n` strength of the Advance below."""

    step: Literal["lama"] = "lama"
    n: int
    ROW: ClassVar[tuple[str, ...]] = ("n",)


class FreeBuild(ApiaryTask):
    """Build a tile for free on hex `hex`."""

    step: Literal["freebuild"] = "freebuild"
    hex: str
    ROW: ClassVar[tuple[str, ...]] = ("hex",)


class Build(ApiaryTask):
    """Build `tile` on a hex of the hive, paying its cost unless `free`."""

    step: Literal["build"] = "build"
    tile: str
    free: bool = False
    ROW: ClassVar[tuple[str, ...]] = ("tile", "free")


class Grow(ApiaryTask):
    """Spend `points` strength points on workers, frames and the faction upgrade."""

    step: Literal["grow"] = "grow"
    points: int
    upgrade: bool
    """The faction upgrade is open (a strength-4 worker, not upgraded yet this grow)."""
    acted: bool = False
    """Something was bought: Done is offered."""
    workers: int = 0
    """Workers gained in this grow."""
    ROW: ClassVar[tuple[str, ...]] = ("points", "upgrade", "acted", "workers")


class Convert(ApiaryTask):
    """`n` conversions (`only`: "" any, "basic_swap" or "dance")."""

    step: Literal["convert"] = "convert"
    n: int
    only: str = ""
    acted: bool = False
    """Something was converted: Done is offered."""
    first_dance_free: bool = False
    """The first dance used does not count against `n` (an ability)."""
    free_dances: bool = False
    """Dances cost nothing (Dance Hall)."""
    ROW: ClassVar[tuple[str, ...]] = ("n", "only", "acted", "first_dance_free", "free_dances")


class DanceToken(ApiaryTask):
    """Choose the dance tokens for the blanks of dance `dance`."""

    step: Literal["dtok"] = "dtok"
    dance: int
    ROW: ClassVar[tuple[str, ...]] = ("dance",)


class Observe(ApiaryTask):
    """Observatory: `placed` of the top `n` planets of the stack are put in order."""

    step: Literal["observe"] = "observe"
    placed: int
    n: int
    ROW: ClassVar[tuple[str, ...]] = ("placed", "n")


Resources = tuple[tuple[str, int], ...]
"""Resource amounts as (resource, n) pairs, so that a task holding them stays a frozen value."""


class Exchange(ApiaryTask):
    """Exchange up to `times` times: pay `pay`, gain `gain` each time."""

    step: Literal["exchange"] = "exchange"
    times: int
    pay: Resources
    gain: Resources
    ROW: ClassVar[tuple[str, ...]] = ("times", "pay", "gain")

    @field_validator("pay", "gain", mode="before")
    @classmethod
    def _pairs(cls, value: Any) -> Any:
        return tuple(value.items()) if isinstance(value, dict) else value


class Courier(ApiaryTask):
    """Courier: take 1 of a resource type lying on the dots of the planet on `cell`."""

    step: Literal["courier"] = "courier"
    cell: int
    ROW: ClassVar[tuple[str, ...]] = ("cell",)


KINDS = (Plain, Count, Turn, AutomaTurn, PlanetGains, Draw, Bump, Move, Dots, Advance, Lama, FreeBuild, Build, Grow,
         Convert, DanceToken, Observe, Exchange, Courier)

AnyTask = Annotated[Union[KINDS], Field(discriminator="step")]  # type: ignore[valid-type]

_T = TypeVar("_T", bound=ApiaryTask)


@lru_cache(maxsize=1 << 14)
def task(cls: type[_T], **fields: Any) -> _T:
    """`cls(**fields)`, built once and shared: tasks are frozen values, and validating a new one
    costs more than most steps it stands for."""
    return cls(**fields)


def replace(t: _T, **changes: Any) -> _T:
    """The task `t` with some fields changed (a new value; `t` stays as it is)."""
    return task(type(t), **(t.__dict__ | changes))


_BY_STEP: dict[str, type[ApiaryTask]] = {
    step: cls for cls in KINDS for step in cls.model_fields["step"].annotation.__args__
}


def from_row(row: list[Any]) -> ApiaryTask:
    """A task from the positional row a save of state format 1 held: `[step, seat, *fields]`
    (a draw's keep -1 meant all; a convert row had no sixth field unless its dances were free)."""
    if len(row) < 2 or not isinstance(row[0], str) or row[0] not in _BY_STEP:
        raise ValueError(f"not a task row: {str(row)[:60]}")  # a one-line refusal of an edited save
    step, seat, *values = row
    cls = _BY_STEP[step]
    if len(values) > len(cls.ROW):
        raise ValueError(f"not a task row: {str(row)[:60]}")
    fields: dict[str, Any] = dict(zip(cls.ROW, values))
    if cls is Draw and fields.get("keep") == -1:
        fields["keep"] = None
    return cls(step=step, seat=seat, **fields)


def as_row(t: ApiaryTask) -> list[Any]:
    """The positional row of state format 1 for task `t` (`from_row`'s inverse): the perft pins
    were made over states holding such rows."""
    values: list[Any] = []
    for name in t.ROW:
        value = getattr(t, name)
        if isinstance(value, bool):
            value = int(value)
        elif name in ("pay", "gain"):
            value = dict(value)
        elif name == "keep" and value is None:
            value = -1
        values.append(value)
    if type(t) is Convert and not t.free_dances:
        values.pop()
    return [t.step, t.seat, *values]
