"""The engine contract every game implements (DESIGN.md, "Engine contract").

A game is an `Engine` subclass that keeps no state of its own: it builds states, lists the
legal actions of the current prompt, applies one action to a copy of a state, hides what a
seat may not see, and scores. States and actions are pydantic models, so a state is also
what a save holds and an action is what the game record holds.

Names here are public: tools outside the project rely on them.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
import secrets
from dataclasses import dataclass
from collections.abc import Iterable, Iterator, Sequence
from functools import cached_property, lru_cache
from types import UnionType
from typing import Annotated, Any, Callable, ClassVar, Generic, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

from .rng import SEED_MAX, SEED_MIN, Rng, seed_state
from .text import name_problem

HIDDEN = "?"
"""What a view shows instead of a hidden string id (a card in another seat's hand, a deck card)."""
HIDDEN_ID = -1
"""What a view shows instead of a hidden int id."""


_ATOMS = frozenset({str, int, float, bool, type(None), bytes})


def fast_copy(value: Any) -> Any:
    """A deep copy of untyped game data (a field annotated `Any`): lists, dicts, tuples and
    pydantic models of ints and strings, inspected value by value. Typed fields are copied by
    `copier`, which knows their shape from the annotation and inspects nothing."""
    t = type(value)
    if t in _ATOMS:
        return value
    if t is list:
        return [x if type(x) in _ATOMS else fast_copy(x) for x in value]
    if t is dict:
        return {k: x if type(x) in _ATOMS else fast_copy(x) for k, x in value.items()}
    if t is tuple:
        return tuple(x if type(x) in _ATOMS else fast_copy(x) for x in value)
    if isinstance(value, BaseModel):
        if value.model_config.get("frozen"):
            return value
        return copier(type(value))(value)
    return copy.deepcopy(value)


ModelT = TypeVar("ModelT", bound=BaseModel)
_new_object = object.__new__
_set_model_dict, _set_fields_set, _set_extra, _set_private = (
    BaseModel.__dict__[slot].__set__ for slot in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")
)
"""The setters of the four slots of every pydantic model, bound once: setting a slot through
them skips object.__setattr__'s lookup of the name on the class."""


def bare_model(cls: type[ModelT], data: dict[str, Any], fields_set: set[str]) -> ModelT:
    """An instance of a pydantic model from field values known to be valid, without validation
    (model_construct minus its work per field): shared actions, prompts and log lines are built
    so on every step. `fields_set` may be shared by frozen values (pydantic's copies copy it
    before they add to it), else it is the instance's own: pydantic's __setattr__ adds to it."""
    model = _new_object(cls)
    _set_model_dict(model, data)
    _set_fields_set(model, fields_set)
    _set_extra(model, None)
    _set_private(model, None)
    return model


def quick_assign(cls: type[ModelT]) -> type[ModelT]:
    """Class decorator: `model.field = value` stores the value, as pydantic's own __setattr__ does
    for a model without validate_assignment, minus its handler lookup and its bookkeeping of
    the fields set (nothing reads that: no dump uses exclude_unset, and == ignores it). Measured
    to pay: about a third of the cost of the many small assignments the rules make in `apply`.
    Other names (private attributes) go to pydantic as before."""
    fields = frozenset(cls.model_fields)
    pydantic_setattr = BaseModel.__setattr__

    def __setattr__(self: BaseModel, name: str, value: Any) -> None:
        if name in fields:
            self.__dict__[name] = value
        else:
            pydantic_setattr(self, name, value)

    cls.__setattr__ = __setattr__  # type: ignore[method-assign]
    return cls


def without(items: tuple, item: Any) -> tuple:
    """The tuple `items` without its first `item`, as list.remove would leave it (ValueError when
    it is not there): for the tuple fields a rule replaces whole when they change."""
    k = items.index(item)
    return items[:k] + items[k + 1 :]


def put(items: tuple, i: int, item: Any) -> tuple:
    """The tuple `items` with its item `i` replaced by `item`, as `items[i] = item` would leave a
    list: for the tuple fields a rule replaces whole when they change."""
    return (*items[:i], item, *items[i + 1 :])


# ----------------------------------------------------------------- the one copy mechanism

_COPIERS: dict[type, Any] = {}


def copier(cls: type[ModelT]) -> Callable[[ModelT], ModelT]:
    """The deep copy of instances of the pydantic model `cls`, derived once from its field
    annotations (and cached): every list, dict and set is a new one, per its annotation
    (`list[str]` a slice, `list[list[int]]` a slice per row, `list[Player]` each player by
    Player's own copier, `dict[str, int]` a dict copy), while what cannot change is shared:
    strings, ints, tuples, frozen models (Seat, Prompt, LogLine, actions). Values typed `Any`
    are copied by inspecting them (`fast_copy`). A shape it cannot copy safely is a TypeError
    when the copier is made, not a shared list found later.

    This is what makes `Engine.apply` safe for every game: its `_apply` changes the copy freely."""
    made = _COPIERS.get(cls)
    if made is None:
        made = _COPIERS[cls] = _make_copier(cls)
    return made


def copy_state(state: ModelT) -> ModelT:
    """A deep copy of a game state (or any model) by `copier`."""
    return copier(type(state))(state)


_APPLY_COPIERS: dict[type, Any] = {}


def apply_copier(cls: type[S]) -> Callable[[S], S]:
    """`copier(cls)` for the copy `Engine.apply` makes: the same deep copy, but its `log` starts
    empty (each action writes a new log) instead of being copied only to be thrown away."""
    made = _APPLY_COPIERS.get(cls)
    if made is None:
        made = _APPLY_COPIERS[cls] = _make_copier(cls, new_log=True)
    return made


def _make_copier(cls: type[BaseModel], new_log: bool = False) -> Callable[[BaseModel], BaseModel]:
    if getattr(cls, "__private_attributes__", None) or cls.model_config.get("extra") == "allow":
        raise TypeError(f"copier: {cls.__name__} has private attributes or extra fields, which it does not copy")
    env: dict[str, Any] = {
        "cls": cls, "fast_copy": fast_copy, "ATOMS": _ATOMS, "new_object": _new_object, "set_dict": _set_model_dict,
        "set_fields_set": _set_fields_set, "set_extra": _set_extra, "set_private": _set_private,
        # Every copy of the class shares one fields set naming all its fields: nothing reads it
        # (no dump uses exclude_unset, == ignores it), and pydantic's __setattr__ adding a name to
        # it changes nothing. A set made per copy cost as much as copying two more lists.
        "all_fields": set(cls.model_fields),
    }
    lines = []
    for name, field in cls.model_fields.items():
        if new_log and name == "log":
            lines.append(f"    new[{name!r}] = []")
            continue
        expr = _copy_expr(field.annotation, f"d[{name!r}]", env, 0, f"{cls.__name__}.{name}")
        if expr is not None:
            lines.append(f"    new[{name!r}] = {expr}")
    code = "\n".join([
        "def copy(model):",
        "    d = model.__dict__",
        "    new = d.copy()",  # the immutable values shared; every container replaced below
        *lines,
        # bare_model written out: one call less per model copied
        "    made = new_object(cls)",
        "    set_dict(made, new)",
        "    set_fields_set(made, all_fields)",
        "    set_extra(made, None)",
        "    set_private(made, None)",
        "    return made",
    ])
    exec(compile(code, f"<copier of {cls.__qualname__}>", "exec"), env)
    copy_fn = env["copy"]
    copy_fn.__doc__ = f"A deep copy of a {cls.__name__} (api.copier):\n{code}"
    return copy_fn


def _copy_expr(ann: Any, src: str, env: dict[str, Any], depth: int, where: str) -> str | None:
    """Python code that copies the value `src` of annotation `ann`, or None when it is shared."""
    origin = get_origin(ann)
    args = get_args(ann)
    if ann in _ATOMS or ann is type(None) or origin is Literal:
        return None
    if ann is Any:
        return f"fast_copy({src})"
    if origin in (Union, UnionType):
        parts = [a for a in args if a is not type(None)]
        if all(_copy_expr(a, "x", {}, 0, where) is None for a in parts):
            return None
        if len(parts) == 1 and len(args) == 2:  # X | None
            inner = _copy_expr(parts[0], src, env, depth, where)
            return f"(None if {src} is None else {inner})"
        return f"({src} if type({src}) in ATOMS else fast_copy({src}))"
    if origin is Annotated:
        return _copy_expr(args[0], src, env, depth, where)
    if origin is tuple or ann is tuple:
        if args and all(_copy_expr(a, "x", {}, 0, where) is None for a in args if a is not Ellipsis):
            return None
        raise TypeError(f"copier: {where} is a tuple of changeable values ({ann}); use a list")
    if isinstance(ann, type) and issubclass(ann, BaseModel):
        if ann.model_config.get("frozen"):
            return None
        key = f"copy_{ann.__name__}_{id(ann)}"
        env[key] = copier(ann)
        return f"{key}({src})"
    x = f"x{depth}"
    if origin is list or origin is set:
        (item,) = args
        inner = _copy_expr(item, x, env, depth + 1, where)
        if inner is None:
            return f"{src}.copy()"
        return f"[{inner} for {x} in {src}]" if origin is list else f"{{{inner} for {x} in {src}}}"
    if origin is dict:
        key_ann, value_ann = args
        if _copy_expr(key_ann, "k", {}, 0, where) is not None:
            raise TypeError(f"copier: {where} has changeable dict keys ({ann})")
        inner = _copy_expr(value_ann, x, env, depth + 1, where)
        if inner is None:
            return f"{src}.copy()"
        k = f"k{depth}"
        return f"{{{k}: {inner} for {k}, {x} in {src}.items()}}"
    raise TypeError(f"copier: {where} has a type it does not know how to copy: {ann}")


@dataclass(frozen=True)
class Inspection:
    """The full text of one component, as the inspect pane shows it (what the card says).

    A game builds these from its content data (each engine package's `glossary.py`), so the
    words are tested without a UI. `lines` are whole sentences or "Label: text" lines, e.g.
    ("Cost: 3 coins", "Effect: +2 food each round", "Scores: 3 points", "Owner: Ann").
    """

    title: str
    """The component's full name ("Clownfish", "Tree", "Space station depot 3")."""
    lines: tuple[str, ...] = ()
    """Its facts in words, one per line: cost, effect, how it scores, who owns it."""
    kind: str = ""
    """What sort of thing it is ("card", "tile", "hex", "track space", "role"...)."""

    def text(self) -> str:
        """Title and lines as plain text (tests, logs)."""
        return "\n".join((self.title, *self.lines))


@dataclass(frozen=True)
class Preview:
    """What a legal action would do, for a board to show before the player confirms it (the
    ghost of a tile and its gains): the cells it covers in the game's own cell numbering, and
    its effects in a player's words, in order ("+4 oxygen (tree group)", "a yellow bee on c3 d3")."""

    cells: tuple[int, ...] = ()
    effects: tuple[str, ...] = ()


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The message is for a player to read."""


class BadOptions(ValueError):
    """Seats or options that a game cannot be started with. The message is for a player."""


class Seat(BaseModel):
    """One place at the table."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: str = Field(min_length=1, max_length=24)
    """What the other players call this seat."""
    kind: Literal["human", "bot", "automa"] = "human"
    """Who decides for this seat: a person at the keyboard, a bot, or the game's automa."""
    bot: str | None = Field(default=None, pattern=r"^[A-Za-z0-9_.:-]{1,32}$")
    """For kind "bot": which bot ("random", "greedy")."""

    @field_validator("name")
    @classmethod
    def _printable_name(cls, name: str) -> str:
        # one policy for every way a name comes in (engine/text.py): no control characters
        problem = name_problem(name)
        if problem:
            raise ValueError(problem)
        return name


class Prompt(BaseModel):
    """What the active seats decide now, in words a player understands."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    text: str
    """The question, e.g. "Choose a development tile or take a spring"."""
    kind: str = ""
    """A stable tag the UI uses to pick which board has focus, e.g. "place-tile"."""


class LogLine(BaseModel):
    """One line of the game log. `seat` reads `private` instead of `text`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    seat: int | None = None
    private: str | None = None

    def for_seat(self, seat: int | None) -> str:
        if self.private is not None and seat is not None and seat == self.seat:
            return self.private
        return self.text


class Action(BaseModel):
    """Base of every action: a small frozen value object with a `kind` literal.

    Each game declares its actions as subclasses with `kind: Literal["..."]` and puts them in
    a discriminated union (`Engine.action_type`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    def __eq__(self, other: object) -> bool:
        """Pydantic's equality for these frozen values (no private or extra fields), as one dict
        comparison: `action in legal` runs on most steps, and pydantic's __eq__ took about 8 times
        as long (measured: 36 Planet Unknown placements searched for an equal one)."""
        if type(other) is type(self):
            return self.__dict__ == other.__dict__
        return NotImplemented


class GameState(BaseModel):
    """Base of every game state. Holds only facts; rules live in the engine.

    Games add their own compact fields (boards as strings, ids instead of objects).
    """

    model_config = ConfigDict(extra="forbid", validate_assignment=False)
    __slots__ = ("_legal",)
    # _legal: on a state made by `apply`, its legal actions once listed (see remember_legal);
    # unset on any other state. A slot, not a field: it is neither saved nor copied.

    seats: tuple[Seat, ...]
    """Set once at the start: a tuple, shared by every copy (a saved list loads as one)."""
    seed: int
    rng: int
    """The whole rng state (see rng.py); -1 in a view, where it is hidden."""
    active: list[int] = Field(default_factory=list)
    """The seats that must decide now."""
    prompt: Prompt = Prompt(text="")
    finished: bool = False
    round: int = 1
    phase: str = ""
    turn: int = 0
    """How many actions have been applied."""
    reveals: int = 0
    """Bumped whenever hidden information becomes known (a draw, a flip): an undo barrier."""
    viewer: int | None = None
    """In a view: the seat it was made for (None for the public view)."""
    is_view: bool = False
    log: list[LogLine] = Field(default_factory=list)
    """The lines written by the last applied action; the session keeps the whole log."""

    @property
    def actor(self) -> int:
        """The seat that decides now (the first active seat)."""
        return self.active[0] if self.active else -1

    def __deepcopy__(self, memo: dict | None = None) -> GameState:
        """`model_copy(deep=True)` and `copy.deepcopy` of a state: the state class's `copier`."""
        return copier(type(self))(self)

    def say(self, text: str, *, seat: int | None = None, private: str | None = None) -> None:
        """Write a log line; `private` is what `seat` reads instead of `text`."""
        self.log.append(log_line(text, seat, private))


_legal_slot = GameState._legal
"""The slot's descriptor, which sets it. It is read as `state._legal`: about half the cost of the
descriptor's own __get__ on a state made by `apply` (the slot set), the case of every step; an
unset slot (a new game, a loaded state) raises AttributeError through pydantic's __getattr__,
slowly, but once per such state."""


_offered: tuple[GameState | None, list | None] = (None, None)
"""The state `_apply` is leaving and the legal actions the rules listed for it while they asked
its prompt (`offer_legal`), until `mark_applied` keeps them on that very state."""


def offer_legal(state: GameState, legal: list) -> None:
    """The rules listed the legal actions of `state` while they worked out its prompt, as the
    last thing their `_apply` does (a choice whose prompt depends on what it offers): when `apply`
    returns this very state, they are its remembered list (`remember_legal`), not listed again.
    Kept by identity and only for the state `apply` marks next, so an offer made anywhere else
    (a new game's setup, another thread's move) is never used for another state."""
    global _offered
    _offered = (state, legal)


def mark_applied(state: GameState) -> None:
    """`state` was just made by `apply`: a value that no rule changes once `apply` returns, so its
    legal actions may be kept once listed (`remember_legal`), or from now on when the rules
    offered them (`offer_legal`). `Engine.apply` calls this on its copy."""
    global _offered
    offered, legal = _offered
    if offered is state:
        _offered = (None, None)
        _legal_slot.__set__(state, legal)
    else:
        _legal_slot.__set__(state, None)


def made_by_apply(state: GameState) -> bool:
    """True for a state `apply` made (`mark_applied`): a value no rule changes once `apply` has
    returned it, so what is worked out from it may be kept on it (as `remember_legal` does)."""
    try:
        state._legal
    except AttributeError:
        return False
    return True


def remember_legal(state: GameState, legal: list) -> None:
    """Keep the legal actions of a state made by `apply` (`mark_applied`). A new game, a loaded
    state or a deep copy may still be changed by hand, as tests do: nothing is kept for them."""
    try:
        state._legal
    except AttributeError:
        return
    _legal_slot.__set__(state, legal)


def legal_known(state: GameState) -> list | None:
    """The legal actions `remember_legal` kept for `state`, or None. The list is the state's own:
    a caller that may change it gets a copy (`legal_actions` returns one)."""
    try:
        return state._legal
    except AttributeError:
        return None


def is_listed(state: GameState, action: Action) -> bool:
    """True when `action` is one of the very objects `legal_actions` listed for `state` (actions
    are shared values): legal with no rule checked again. Identity, not ==, which would run
    pydantic's __eq__ over every listed action."""
    try:
        known = state._legal
    except AttributeError:
        return False
    for listed in known or ():
        if listed is action:
            return True
    return False


@lru_cache(maxsize=8192)
def log_line(text: str, seat: int | None = None, private: str | None = None) -> LogLine:
    """`LogLine(text=..., seat=..., private=...)` without validating again three plain values the
    rules wrote (a log line is made on almost every action of every playout and search).

    Equal lines are one shared value: a LogLine is frozen, and most lines of a playout repeat
    (who passes, who takes what), so finding one in the cache costs less than building it.
    """
    return bare_model(LogLine, {"text": text, "seat": seat, "private": private}, _LOG_LINE_FIELDS)


_LOG_LINE_FIELDS = {"text", "seat", "private"}
"""The fields set every line from log_line shares: a LogLine is frozen, and pydantic's copies
(model_copy, with or without update) copy the set before they change it."""


class NoOptions(BaseModel):
    """A game without options."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)


class SeatScore(BaseModel):
    """The score of one seat: total and breakdown by category."""

    model_config = ConfigDict(extra="forbid")

    seat: int
    total: int
    breakdown: dict[str, int]
    tiebreak: list[int] = Field(default_factory=list)
    """Values compared, in order, when totals are equal (higher is better)."""


class ScoreSheet(BaseModel):
    """Scores of every seat, live during play and final at the end."""

    model_config = ConfigDict(extra="forbid")

    final: bool
    categories: list[str]
    """Display order of the breakdown categories."""
    seats: list[SeatScore]
    winners: list[int]
    """Seats that won; more than one means a shared victory."""
    tie_break: str | None = None
    """The tie-break rule that decided, in words, or None when no tie-break was needed."""
    notes: list[str] = Field(default_factory=list)
    """Extra lines for the results screen (e.g. a solo rating)."""

    @classmethod
    def build(
        cls,
        rows: Sequence[SeatScore],
        *,
        final: bool,
        categories: Sequence[str],
        tie_break_rule: str | None = None,
        notes: Iterable[str] = (),
        contenders: Iterable[int] | None = None,
    ) -> ScoreSheet:
        """Rank rows by total, then by their `tiebreak` values; equal on all means shared.

        `contenders` limits who can win (e.g. only the human seats against an automa).
        """
        for row in rows:
            if sum(row.breakdown.values()) != row.total:
                raise ValueError(f"seat {row.seat}: breakdown does not add up to {row.total}")
        pool = [r for r in rows if contenders is None or r.seat in set(contenders)]
        if not pool:
            return cls(final=final, categories=list(categories), seats=list(rows), winners=[], notes=list(notes))
        best_total = max(r.total for r in pool)
        leaders = [r for r in pool if r.total == best_total]
        tie_break = None
        if len(leaders) > 1 and tie_break_rule:
            best_key = max(r.tiebreak for r in leaders)
            narrowed = [r for r in leaders if r.tiebreak == best_key]
            if len(narrowed) < len(leaders):
                tie_break = tie_break_rule
            else:
                tie_break = f"{tie_break_rule}: still tied, victory shared"
            leaders = narrowed
        elif len(leaders) > 1:
            tie_break = "tied: victory shared"
        return cls(
            final=final,
            categories=list(categories),
            seats=list(rows),
            winners=[r.seat for r in leaders],
            tie_break=tie_break,
            notes=list(notes),
        )

    def total(self, seat: int) -> int:
        return next(r.total for r in self.seats if r.seat == seat)


S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


class Engine(ABC, Generic[S, A]):
    """A game's rules. Subclasses set the ClassVars and implement the `_`-methods.

    Contract (DESIGN.md): new_game, legal_actions, apply, view, determinize, scores,
    describe. The argument of `apply` is never changed; nothing is half-applied.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str] = ""
    """One line for the new-game screen."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    hides_information: ClassVar[bool] = False
    """True when seats hold secrets: drives the handoff screen and the view tests."""
    has_automa: ClassVar[bool] = False
    """True when a seat may be of kind "automa"."""
    max_actions: ClassVar[int] = 5_000
    """A playout longer than this is a bug."""
    version: ClassVar[str] = "1"
    """Engine version written into saves."""
    state_format: ClassVar[int] = 1
    """The version of the stored shape of this game's state, written into saves: bumped when a
    field changes its shape (not its rules: that is `version`), with `migrate_state` turning a
    state stored in an older shape into today's."""
    Options: ClassVar[type[BaseModel]] = NoOptions
    state_type: ClassVar[type[GameState]]
    action_type: ClassVar[Any]
    """The discriminated union of the game's actions."""
    search_turn_horizon: ClassVar[int] = 0
    """For the search bot (bots/mcts.py): when > 0, its tree and rollouts stop where the deciding
    seat's turn ends (or after this many rollout actions) and score the world reached there,
    instead of rolling out a fixed depth. For games whose turn is many small decisions."""
    search_prior_visits: ClassVar[float] = 0.0
    """For the search bot: virtual visits each root action starts with, worth its one-ply
    (greedy) value, so that a small budget starts from the greedy order (0: no prior)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game writes `_apply`; `apply` is the one template, so a game class defining its own
        is refused when it is made."""
        super().__init_subclass__(**kwargs)
        if "apply" in cls.__dict__:
            raise TypeError(f"{cls.__name__} overrides Engine.apply: write _apply, which changes the copy apply makes")

    # ----------------------------------------------------------------- building

    def new_game(self, seats: Sequence[Seat], seed: int | None = None, options: BaseModel | dict | None = None) -> S:
        """A new game. Raises BadOptions with a readable message for bad seats or options."""
        seats = [s if isinstance(s, Seat) else Seat.model_validate(s) for s in seats]
        if not self.min_players <= len(seats) <= self.max_players:
            raise BadOptions(
                f"{self.title} takes {self.min_players}–{self.max_players} players, not {len(seats)}"
            )
        for s in seats:
            if s.kind == "automa" and not self.has_automa:
                raise BadOptions(f"{self.title} has no automa")
            if s.kind == "bot" and s.bot is None:
                raise BadOptions(f"seat {s.name}: a bot seat needs a bot name")
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            raise BadOptions("every seat needs its own name")
        opts = self.make_options(options)
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        elif not SEED_MIN <= seed <= SEED_MAX:
            raise BadOptions(f"bad seed {str(seed)[:12]}{'…' if len(str(seed)) > 12 else ''}: a seed is a whole number from {SEED_MIN} to {SEED_MAX}")
        return self._setup(seats, seed, opts, Rng(seed_state(seed)))

    def make_options(self, options: BaseModel | dict | None) -> BaseModel:
        if options is None:
            return self.Options()
        if isinstance(options, self.Options):
            return options
        try:
            return self.Options.model_validate(dict(options) if not isinstance(options, BaseModel) else options.model_dump())
        except ValidationError as err:
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'options'}: {e['msg']}" for e in err.errors())
            raise BadOptions(f"bad options for {self.title}: {problems}") from None

    @abstractmethod
    def _setup(self, seats: list[Seat], seed: int, options: BaseModel, rng: Rng) -> S:
        """The first state of a game of these (checked) seats and options, drawing from `rng`."""

    # ----------------------------------------------------------------- actions

    @abstractmethod
    def iter_legal_actions(self, state: S) -> Iterator[A]:
        """Every legal action of the prompt, in a stable order."""

    def legal_actions(self, state: S) -> list[A]:
        """Every legal action for the prompt; never empty while the game is not finished."""
        if state.finished:
            return []
        return list(self.iter_legal_actions(state))

    def has_legal_action(self, state: S) -> bool:
        return next(iter(self.iter_legal_actions(state)), None) is not None

    def why_illegal(self, state: S, action: A) -> str | None:
        """None when legal, else the reason in a player's words. Games override with direct checks."""
        if action in self.legal_actions(state):
            return None
        return "that is not one of the moves allowed now"

    def is_legal(self, state: S, action: A) -> bool:
        return self.why_illegal(state, action) is None

    def refuse_unplayable(self, state: S) -> None:
        """Raise IllegalAction when no action can be applied to `state`: a view or a finished game."""
        if state.rng < 0:
            raise IllegalAction("this is a view with hidden parts; determinize it before playing on")
        if state.finished:
            raise IllegalAction("the game is over")

    def refuse_illegal(self, state: S, action: A) -> None:
        """Raise IllegalAction, with the move in words and the reason, when `action` is not legal now."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(f"{self.describe(state, action)}: {reason}")

    def apply(self, state: S, action: A) -> S:
        """A new state with the action applied; raises IllegalAction and leaves `state` untouched.

        The one template of a move, for every game: refuse what is illegal (nothing to check for
        one of the very actions `legal_actions` just listed for this state, see `is_listed`),
        copy the state by the shared mechanism (`apply_copier`: `copier` with a new, empty log),
        let the game's `_apply` change the copy, then the bookkeeping: the turn counted, the copy
        marked as made here."""
        if not is_listed(state, action):  # a view or a finished game lists nothing: checked here
            self.refuse_unplayable(state)
            self.refuse_illegal(state, action)
        new = apply_copier(type(state))(state)  # a deep copy with an empty log
        self._apply(new, action)
        new.turn += 1
        mark_applied(new)
        return new

    @abstractmethod
    def _apply(self, state: S, action: A) -> None:
        """Apply a legal action to `state` in place: plain code changing plain attributes of the
        copy `apply` made (lists, dicts and nested models are its own). Draws through
        `Rng(state.rng)` and stores `rng.state` back."""

    def preview(self, state: S, action: A) -> Preview | None:
        """What `action` would do in `state` (a view will do when the action draws nothing hidden),
        or None when it is not legal or the game offers no preview for it. Boards show this
        instead of reading the log of a trial apply."""
        return None

    def automa_action(self, state: S) -> A:
        """The action the game's automa takes when an automa seat is active."""
        raise NotImplementedError(f"{self.title} has no automa")

    # ----------------------------------------------------------------- information

    def view(self, state: S, seat: int | None) -> S:
        """A copy with what `seat` may not see hidden (seat None: the public view)."""
        v = state.model_copy(deep=True)
        v.rng = -1
        v.is_view = True
        v.viewer = seat
        v.log = [
            line if line.private is None or line.seat == seat else LogLine(text=line.text, seat=line.seat)
            for line in state.log
        ]
        self._hide(v, seat)
        return v

    def _hide(self, view: S, seat: int | None) -> None:
        """Replace in place what `seat` may not see with HIDDEN markers (counts kept)."""

    def determinize(self, view: S, rng: Rng) -> S:
        """A playable state: the hidden parts of a view filled at random from what that seat cannot see."""
        s = view.model_copy(deep=True)
        self._fill_hidden(s, rng)
        s.rng = rng.next64()
        s.is_view = False
        s.viewer = None
        return s

    def _fill_hidden(self, state: S, rng: Rng) -> None:
        """Fill every HIDDEN marker of a view with components the viewer cannot see."""

    # ----------------------------------------------------------------- words and scores

    @abstractmethod
    def scores(self, state: S) -> ScoreSheet:
        """Total and breakdown per seat, live during play and final at the end."""

    @abstractmethod
    def describe(self, state: S, action: A) -> str:
        """The action in a few words, for menus and the log ("Take the Tree tile")."""

    def heuristic(self, state: S, seat: int) -> float:
        """Greedy bots' extra value of a position for `seat`, beyond its score. 0 by default."""
        return 0.0

    def invariants(self, state: S) -> list[str]:
        """Violated invariants of a full state (empty when all hold); the harness checks them."""
        return []

    def status(self, state: S) -> str:
        """Round and phase in words for the status line."""
        return f"Round {state.round}" + (f" · {state.phase}" if state.phase else "")

    # ----------------------------------------------------------------- (de)serialising

    @cached_property
    def _action_adapter(self) -> TypeAdapter:
        return TypeAdapter(self.action_type)

    def parse_action(self, data: Any) -> A:
        """An action from its JSON form (raises pydantic.ValidationError)."""
        return self._action_adapter.validate_python(data)

    def parse_state(self, data: Any) -> S:
        return self.state_type.model_validate(data)

    def migrate_state(self, data: dict[str, Any], stored_format: int) -> dict[str, Any]:
        """The JSON form of a state stored in shape `stored_format` (older than `state_format`)
        in today's shape, for `parse_state`. Raises ValueError, in a player's words, for one that
        cannot be migrated. A game bumping `state_format` writes its migration here."""
        return data
