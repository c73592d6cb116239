"""Every engine test checks the contract's first promise: `apply` never changes its argument.

The check wraps `Engine.apply`, the one template every game's moves go through (no game may
define its own, see Engine.__init_subclass__), for every test under tests/engine: so the random
playouts of the harness and the crafted states of all five games' rule tests prove it: the
argument dumps the same after the call as before, whether the call returned a state or raised
IllegalAction.
"""

from __future__ import annotations

import functools

import pytest

from boardgames_tui.engine.api import Engine


def _checked(apply):
    @functools.wraps(apply)
    def checked_apply(self, state, action):
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
