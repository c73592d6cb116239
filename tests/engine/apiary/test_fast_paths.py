"""Fast paths stay exact: the state copy is equal and shares nothing mutable; cached actions equal validated ones."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary.state import ApiaryState
from boardgames_tui.engine.apiary.tasks import Bump, Exchange
from boardgames_tui.engine.rng import Rng


def mutable_parts(value, out: list) -> list:
    """Every list, dict and non-frozen model reachable from `value`."""
    if isinstance(value, (list, dict)):
        out.append(value)
        for x in value.values() if isinstance(value, dict) else value:
            mutable_parts(x, out)
    elif isinstance(value, BaseModel) and not value.model_config.get("frozen"):
        out.append(value)
        for x in value.__dict__.values():
            mutable_parts(x, out)
    return out


def midgame(steps: int = 250) -> ApiaryState:
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(5)], seed=4)
    rng = Rng.from_seed(4)
    for _ in range(steps):
        s = ENGINE.apply(s, rng.choice(ENGINE.legal_actions(s)))
    return s


def test_copy_is_equal_and_shares_no_mutable_part():
    s = midgame()
    assert s.tasks and any(p.hive for p in s.players) and s.log
    c = s.model_copy(deep=True)
    assert c == s and c.model_dump() == s.model_dump()
    assert c == ApiaryState.model_validate(s.model_dump())
    originals = {id(x) for x in mutable_parts(s, [])}
    shared = [x for x in mutable_parts(c, []) if id(x) in originals]
    assert shared == []


def test_changing_the_copy_leaves_the_original():
    s = midgame(120)
    before = s.model_dump()
    c = s.model_copy(deep=True)
    c.players[0].res["pollen"] += 5
    c.players[0].hive["Z9"] = "f:x"
    c.spaces[next(iter(c.spaces))] = (99,)
    c.tasks.pop()
    c.market["farm"] = ()
    c.players[1].ws = (9, *c.players[1].ws[1:])
    c.deck.append(99)
    c.say("a line")
    assert s.model_dump() == before


def test_a_pending_exchange_saves_loads_and_is_a_shared_frozen_value():
    """An exchange's task holds what it pays and gains as (resource, n) pairs: a save of it loads
    into the same typed task, and the copy shares it, as nothing can change it."""
    s = midgame(40)
    s.tasks.append(Exchange(seat=0, times=1, pay={"wax": 1}, gain={"honey": 1}))
    loaded = ApiaryState.model_validate(s.model_dump(mode="json"))
    assert loaded == s and type(loaded.tasks[-1]) is Exchange and loaded.tasks[-1].pay == (("wax", 1),)
    c = s.model_copy(deep=True)
    assert c.tasks is not s.tasks and c.tasks[-1] is s.tasks[-1]
    with pytest.raises(ValidationError):
        c.tasks[-1].times = 2


def test_shared_legal_actions_round_trip_through_parse_action():
    """Legal-move generation hands out cached action instances: each equals a validated one."""
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(3)], seed=9)
    rng = Rng.from_seed(9)
    kinds = set()
    for _ in range(300):
        legal = ENGINE.legal_actions(s)
        for a in legal:
            assert ENGINE.parse_action(a.model_dump(mode="json")) == a
            kinds.add(a.kind)
        s = ENGINE.apply(s, rng.choice(legal))
    assert kinds >= {"place", "retrieve", "seed", "pick", "done"}


def test_no_later_apply_on_either_branch_changes_an_earlier_state():
    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(4)], seed=12)
    rng = Rng.from_seed(12)
    chain = []
    for _ in range(400):
        chain.append((s, s.model_dump()))
        legal = ENGINE.legal_actions(s)
        ENGINE.apply(s, legal[-1])  # a side branch from the same state
        s = ENGINE.apply(s, rng.choice(legal))
    for state, dump in chain:
        assert state.model_dump() == dump
    # a full copy shares nothing, so changing it directly is safe
    c = s.model_copy(deep=True)
    c.players[0].res["pollen"] += 7
    assert s.players[0].res["pollen"] == c.players[0].res["pollen"] - 7


def test_remembered_legal_actions_are_those_of_a_fresh_enumeration():
    """A state made by apply keeps its prompt's options and legal actions; a copy (which may be changed by hand) keeps none."""
    from boardgames_tui.engine.api import legal_known

    s = ENGINE.new_game([Seat(name=f"P{i}") for i in range(5)], seed=6)
    ENGINE.legal_actions(s)
    assert legal_known(s) is None  # a new game may still be changed by hand
    rng = Rng.from_seed(6)
    for _ in range(300):
        legal = ENGINE.legal_actions(s)
        fresh = s.model_copy(deep=True)
        assert legal_known(fresh) is None
        assert ENGINE.legal_actions(fresh) == legal
        assert all(ENGINE.why_illegal(fresh, a) is None for a in legal)
        s = ENGINE.apply(s, rng.choice(legal))
    # changing a copy by hand is seen at once
    c = s.model_copy(deep=True)
    ENGINE.legal_actions(c)
    c.tasks.append(Bump(seat=c.tasks[-1].seat, worker=0))
    assert ENGINE.legal_actions(c) == [ENGINE.parse_action({"kind": "pick", "choice": x}) for x in ("pool", "landing")]
