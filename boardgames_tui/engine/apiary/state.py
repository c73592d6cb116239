"""Apiary state: compact lists and dicts of ids (see rules/apiary/rules.md).

Copying a state is the largest fixed cost of `apply`, so the state copies itself by its
declared shape (see `shape_copier`) instead of inspecting every value as `api.fast_copy` does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field

from ..api import GameState, bare_model, fast_copy, mark_applied, quick_assign

_ATOMS = (str, int, float, bool, type(None))


def _is_shared(annotation: Any) -> bool:
    """True for values that are never changed in place: atoms, frozen models, unions of those."""
    if annotation in _ATOMS:
        return True
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return bool(annotation.model_config.get("frozen"))
    if get_origin(annotation) is Union or type(annotation).__name__ == "UnionType":
        return all(_is_shared(a) for a in get_args(annotation))
    return False


def copy_rows(rows: list[list[Any]]) -> list[list[Any]]:
    return [row.copy() for row in rows]


def copy_dict_of_rows(d: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    return {k: row.copy() for k, row in d.items()}


_INLINE = {list.copy: "{}.copy()", dict.copy: "{}.copy()", copy_rows: "[r.copy() for r in {}]"}
"""Copiers that `shape_copier` writes out in place instead of calling."""


def _field_copier(annotation: Any) -> Callable[[Any], Any] | None:
    """How to copy a value of this declared type (None: share it)."""
    if _is_shared(annotation):
        return None
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is list and _is_shared(args[0]):
        return list.copy
    if origin is list and get_origin(args[0]) is list and _is_shared(get_args(args[0])[0]):
        return copy_rows
    if origin is list and isinstance(args[0], type) and issubclass(args[0], BaseModel):
        item = shape_copier(args[0])
        return lambda items: [item(x) for x in items]
    if origin is dict and _is_shared(args[1]):
        return dict.copy
    if origin is dict and get_origin(args[1]) is list and _is_shared(get_args(args[1])[0]):
        return copy_dict_of_rows
    return fast_copy


def shape_copier(
    cls: type[BaseModel], share: frozenset[str] = frozenset(), rows: frozenset[str] = frozenset(),
    sets: frozenset[str] = frozenset(),
) -> Callable[[BaseModel], BaseModel]:
    """A deep copy of a `cls` instance planned once from its field types.

    Atoms and frozen models are shared, lists and dicts of them copied flat, nested models
    copied by their own plan; any other shape (e.g. `list[list[Any]]`) goes to `api.fast_copy`,
    unless named in `rows`: lists of rows that hold only atoms, copied row by row.
    Equal to `copy.deepcopy` for values that match their declared types, which pydantic
    ensures for loaded states and the rules keep for the rest. Fields named in `share` are
    not copied at all (the caller takes care of them); fields named in `sets` join the copy's
    fields set (the caller writes them into its `__dict__`, as an assignment would); the copy then
    shares the fields set of `model` when that holds them all already, so the class's `__setattr__`
    must replace its fields set, never add to it in place. The plan is written out as one
    straight-line function (no loop over the fields, no call per flat field): it runs on every `apply`.
    """
    lines = ["def copy_model(model):", "    d = model.__dict__.copy()"]
    env: dict[str, Any] = {"bare_model": bare_model, "cls": cls, "sets": sets}
    for name, info in cls.model_fields.items():
        fn = copy_rows if name in rows else _field_copier(info.annotation)
        if fn is None or name in share:
            continue
        if fn in _INLINE:
            lines.append(f"    d[{name!r}] = " + _INLINE[fn].format(f"d[{name!r}]"))
        else:
            env[f"copy_{name}"] = fn
            lines.append(f"    d[{name!r}] = copy_{name}(d[{name!r}])")
    if sets:
        lines += [
            "    fields_set = model.__pydantic_fields_set__",
            "    return bare_model(cls, d, fields_set if sets <= fields_set else fields_set | sets)",
        ]
    else:
        lines.append("    return bare_model(cls, d, model.__pydantic_fields_set__.copy())")
    exec("\n".join(lines), env)  # noqa: S102 - source written above from the model's own field names
    return env["copy_model"]


@quick_assign
class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")

    faction: str = ""
    upgraded: bool = False
    mat: str = ""
    ws: list[int] = Field(default_factory=lambda: [0, 0, 0, 0])
    """Strength of each of the 4 workers (0 = in the general supply)."""
    wl: list[str] = Field(default_factory=lambda: ["supply"] * 4)
    """Where each worker is: supply, pool, landing, bumped or an action space id."""
    res: dict[str, int] = Field(default_factory=lambda: {r: 0 for r in ("pollen", "fibre", "water", "wax", "honey")})
    hive: dict[str, str] = Field(default_factory=dict)
    """hex id -> tile id (f:farm, r:recruit, d:development, c:carving)."""
    frames: list[str] = Field(default_factory=list)
    reserve: list[str] = Field(default_factory=list)
    hand: list[int] = Field(default_factory=list)
    drawn: list[int] = Field(default_factory=list)
    planted: list[int] = Field(default_factory=list)
    tokens: list[int] = Field(default_factory=list)
    vp: int = 0
    gained: int = 0
    """VP gained during play (the automa's end bonus reads it)."""
    qf: int = 0
    hib: int = 0
    """Hibernation tokens placed (7 at most)."""
    taught: str = ""
    herald: bool = False
    seeds_played: int = 0
    pile: list[str] = Field(default_factory=list)
    """Automa: carvings she took."""




@quick_assign
class ApiaryState(GameState):
    __slots__ = ("_cow", "_options")
    # _cow: what a state made by `copy_for_apply` owns of the parts it may share (unset: everything);
    # _options: what its prompt offers, kept once known (see `remember`; the legal actions are
    # kept in GameState's slot, api.remember_legal)

    side: str = "1-3"
    pods: list[str] = Field(default_factory=list)
    spaces: dict[str, list[int]] = Field(default_factory=dict)
    """space id -> slots, each seat*4+worker or -1."""
    rows: int = 3
    cols: int = 4
    etok: list[int] = Field(default_factory=list)
    """Explore token per grid cell (0 once taken)."""
    planet: list[int] = Field(default_factory=list)
    """Planet per cell: 0 unexplored, -1 barren."""
    dots: list[str] = Field(default_factory=list)
    """Tokens on each planet's dots, one letter each (p f w)."""
    ship: int = -1
    planet_stack: list[int] = Field(default_factory=list)
    market: dict[str, list[str]] = Field(default_factory=dict)
    stacks: dict[str, list[str]] = Field(default_factory=dict)
    boxed: list[str] = Field(default_factory=list)
    carvings: list[str] = Field(default_factory=list)
    dances: list[str] = Field(default_factory=list)
    teacher: list[int] = Field(default_factory=list)
    dtok: list[list[str]] = Field(default_factory=list)
    dance_supply: list[str] = Field(default_factory=list)
    comb: dict[str, int] = Field(default_factory=dict)
    deck: list[int] = Field(default_factory=list)
    discard: list[int] = Field(default_factory=list)
    players: list[Player] = Field(default_factory=list)
    tasks: list[list[Any]] = Field(default_factory=list)
    hibq: list[list[int]] = Field(default_factory=list)
    first: int = 0
    current: int = 0
    end_by: int = -1
    final_left: int = -1
    automa: int = -1
    automa_deck: list[int] = Field(default_factory=list)
    automa_card: int = 0
    automa_support: int = 0
    automa_gain: int = 1
    difficulty: str = "standard"
    seed_limit: bool = False
    used: list[str] = Field(default_factory=list)
    """Scratch list of the current step (farms that produced, ...)."""

    def __deepcopy__(self, memo: dict | None = None) -> ApiaryState:
        return _copy_state(self)

    def __str__(self) -> str:
        lines = [f"Apiary turn {self.turn} current={self.current} tasks={self.tasks} hibq={self.hibq}"]
        for i, p in enumerate(self.players):
            lines.append(
                f"  {i} {self.seats[i].name}: vp {p.vp} qf {p.qf} res {p.res} ws {p.ws} wl {p.wl} hive {p.hive} hand {p.hand}"
            )
        lines.append(f"  spaces {self.spaces} ship {self.ship} comb {self.comb}")
        return "\n".join(lines)


_ROWS = frozenset({"tasks"})
"""Task rows hold only ids and ints ([kind, seat, ...]): copied row by row."""
_copy_state = shape_copier(ApiaryState, rows=_ROWS)
PLAYER_SHARED = frozenset({"hive", "frames", "reserve", "drawn", "planted", "tokens", "pile"})
"""Player containers that `player`'s copy shares with the player it copies: few rules change them,
and those put a new container in the field (`renew`) instead of changing the shared one."""
_copy_player = shape_copier(Player, share=PLAYER_SHARED)

# ----------------------------------------------------------------- copy on write, for apply

SHARED_FIELDS = frozenset(
    {"spaces", "etok", "planet", "dots", "planet_stack", "market", "stacks", "boxed", "carvings", "teacher", "dtok",
     "dance_supply", "comb", "deck", "discard", "automa_deck"}
)
"""Containers `copy_for_apply` leaves shared: a rule copies one (`own`) before changing it in place."""
_NEVER_CHANGED = frozenset({"seats", "pods", "dances", "active", "log"})
"""Shared for good: no rule changes them in place after setup (active is replaced, the log started anew)."""
APPLY_SETS = frozenset({"log", "turn", "active", "prompt"})
"""What every `apply` sets on its copy, written straight into `__dict__` (copy_for_apply, apply and
tasks.set_prompt): in the copy's fields set from the start, where pydantic's `__setattr__` put them."""
_copy_rest = shape_copier(ApiaryState, share=SHARED_FIELDS | _NEVER_CHANGED | {"players"}, rows=_ROWS, sets=APPLY_SETS)
_COPY_FIELD = {name: _field_copier(ApiaryState.model_fields[name].annotation) for name in SHARED_FIELDS}
_cow_slot = ApiaryState._cow  # the slots' descriptors: reads without pydantic's __getattr__
_options_slot = ApiaryState._options


def _owned(s: ApiaryState) -> tuple[set[str], set[int]] | None:
    """(fields, seats) that `s` owns of what it may share; None: it owns everything."""
    try:
        return s._cow  # the slot, read as an attribute: faster than its descriptor's __get__ when set
    except AttributeError:
        return None


def copy_for_apply(s: ApiaryState) -> ApiaryState:
    """A copy of `s` for `apply` to change, with an empty log, that shares what it has not changed yet.

    The players and the containers in SHARED_FIELDS stay the very objects of `s` until a rule
    asks for them to change them (`player`, `own`): most actions change one player of up to
    five and few of the board's lists. From now on `s` shares them too, so a later change
    through `player`/`own` on either state copies first. The task stack and the rest are copied.
    """
    new = _copy_rest(s)
    data = new.__dict__
    data["players"] = list(data["players"])
    data["log"] = []
    _cow_slot.__set__(new, (set(), set()))
    _options_slot.__set__(new, None)  # set, so that reading it never raises
    mark_applied(new)
    owned = _owned(s)
    if owned is None:
        _cow_slot.__set__(s, (set(), set()))
    else:  # the sets are s's own: emptied in place, cheaper than new ones
        owned[0].clear()
        owned[1].clear()
    return new


def own(s: ApiaryState, name: str) -> Any:
    """Field `name` of `s` (one of SHARED_FIELDS), ready to change in place: copied first if shared.

    Call it before taking any alias into the field (`slots = own(s, "spaces")[space]`).
    """
    owned = _owned(s)
    if owned is not None and name not in owned[0]:
        owned[0].add(name)
        s.__dict__[name] = _COPY_FIELD[name](s.__dict__[name])
    return s.__dict__[name]


def renew(p: Player, name: str, value: Any) -> None:
    """Put `value`, a new container, in field `name` of `p` (one of PLAYER_SHARED). Like the change in
    place it stands for, this marks no field set (model_fields_set stays what it was)."""
    p.__dict__[name] = value


def player(s: ApiaryState, seat: int) -> Player:
    """The seat's player, ready to change: copied first if `s` still shares it (see copy_for_apply).

    Rules code that changes a player, or reads one after changing another part of the state,
    gets it through here; code that only reads may use `s.players[seat]`.
    """
    owned = _owned(s)
    if owned is not None and seat not in owned[1]:
        owned[1].add(seat)
        s.players[seat] = _copy_player(s.players[seat])
    return s.players[seat]


# ----------------------------------------------------------------- what a prompt offers, kept


def remember(s: ApiaryState, slot: Any, value: Any) -> None:
    """Keep `value` (what the prompt of `s` offers) in `slot` of `s` if `s` was made by `apply`.

    Such a state is a value: no rule changes it after `apply` returns (the copy-on-write sharing
    relies on that too), so its options and legal actions stay what they were when first listed.
    A new game, a loaded state or a deep copy may still be changed by hand (tests do): nothing is kept.
    """
    if _owned(s) is not None:
        slot.__set__(s, value)




def remember_options(s: ApiaryState, t: list[Any], options: list[str]) -> None:
    """The options of task `t` (the prompt, found by `flow.settle`), for legal-move generation."""
    remember(s, _options_slot, (t, options))


def options_known(s: ApiaryState, t: list[Any]) -> list[str] | None:
    try:
        known = s._options  # the slots, read as attributes (see _owned); unset on a state not made by apply
    except AttributeError:
        return None
    return known[1] if known is not None and known[0] is t else None
