"""Every engine test checks the contract's first promise: `apply` never changes its argument.

The check wraps `Engine.apply`, the one template every game's moves go through (no game may
define its own, see Engine.__init_subclass__), for every test under tests/engine: so the random
playouts of the harness and the crafted states of all five games' rule tests prove it: the
argument dumps the same after the call as before, whether the call returned a state or raised
IllegalAction.

It also checks what the copy relies on: each value of the argument is the container its
annotation names. The copier shares a tuple field's value (a tuple cannot change), so a list
stored there, by a rule or by a test building a state, would be shared by both states, and
`state.things += (x,)` would extend it in place. (A state apply made is checked when it is
the next argument: checking both cost the slowest playout tests too much.)
"""

from __future__ import annotations

import functools
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from boardgames_tui.engine.api import Engine


def wrong_containers(value: Any, annotation: Any, where: str) -> list[str]:
    """Where `value` is not the container `annotation` names (a list in a tuple field, a tuple
    in a list field), recursively through lists, tuples, dicts and nested models."""
    check = _checker(annotation)
    return [] if check is None else [f"{where}{at}" for at in check(value)]


_CHECKERS: dict[Any, Any] = {}


def _checker(annotation: Any):
    """A function listing where a value of `annotation` holds the wrong container (None: nothing
    to check there), made once per annotation: the check runs on every apply of the engine tests."""
    try:
        return _CHECKERS[annotation]
    except KeyError:
        pass
    except TypeError:  # an unhashable annotation
        return _make_checker(annotation)
    made = _CHECKERS[annotation] = _make_checker(annotation)
    return made


def _make_checker(annotation: Any):
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        return _checker(args[0])
    if origin in (Union, UnionType):
        parts = [a for a in args if a is not type(None)]
        if len(parts) != 1 or _checker(parts[0]) is None:
            return None
        inner = _checker(parts[0])
        return lambda value: [] if value is None else inner(value)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        def check_model(value):
            if type(value) is not annotation:
                if not isinstance(value, annotation):
                    return [f" is a {type(value).__name__}, not a {annotation.__name__}"]
                return _checker(type(value))(value)  # a subclass: its own fields
            d = value.__dict__
            found = []
            for name, check in checks:
                wrong = check(d[name])
                if wrong:
                    found += [f".{name}{at}" for at in wrong]
            return found

        checks: list[tuple[str, Any]] = []
        _CHECKERS[annotation] = check_model  # a model may nest itself
        checks += [(n, c) for n, f in annotation.model_fields.items() if (c := _checker(f.annotation)) is not None]
        return check_model
    kind = {list: list, tuple: tuple, dict: dict, set: set}.get(origin or annotation)
    if kind is None:
        return None
    if kind is dict:
        inner = _checker(args[1]) if args else None
        items = lambda value: ((f"[{k!r}]", v) for k, v in value.items())
    elif kind is tuple and args and args[-1] is not Ellipsis:  # tuple[int, str]: one annotation per item
        per_item = [_checker(a) for a in args]
        inner = (lambda pair: pair[1](pair[0]) if pair[1] else []) if any(per_item) else None
        items = lambda value: ((f"[{k}]", (v, c)) for k, (v, c) in enumerate(zip(value, per_item)))
    else:
        inner = _checker(args[0]) if args else None
        items = lambda value: ((f"[{k}]", v) for k, v in enumerate(value))

    def check_container(value):
        if type(value) is not kind:
            return [f" is a {type(value).__name__}, annotated {kind.__name__}"]
        if inner is None:
            return []
        return [f"{at}{deeper}" for at, v in items(value) for deeper in inner(v)]

    return check_container


def _checked(apply):
    @functools.wraps(apply)
    def checked_apply(self, state, action):
        wrong = wrong_containers(state, type(state), "state")
        assert not wrong, f"the argument of {type(self).__name__}.apply: {'; '.join(wrong[:5])}"
        before = state.model_dump()
        try:
            return apply(self, state, action)
        finally:
            after = state.model_dump()
            if after != before:
                changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
                raise AssertionError(f"{type(self).__name__}.apply changed its argument: {', '.join(changed)}")

    return checked_apply


@pytest.fixture(autouse=True)
def apply_never_changes_its_argument(monkeypatch):
    monkeypatch.setattr(Engine, "apply", _checked(Engine.__dict__["apply"]))
