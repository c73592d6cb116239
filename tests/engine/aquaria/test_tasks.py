"""Aquaria's pending steps are typed values; saves written while they were positional rows still load."""

import pytest
from pydantic import ValidationError

from boardgames_tui.engine.aquaria import ENGINE
from boardgames_tui.engine.aquaria.tasks import (
    AutomaStage, CardsFrom, Choice, Count, Feeding, PetLowerBonus, Plain, Scored, from_row, replace, task,
)

from .builders import past_setup


def test_old_positional_rows_become_the_same_typed_tasks():
    rows = [
        [0, "endturn"],
        [0, "place", 2],
        [1, "vp", -4, "Feeding"],
        [0, "card", 3, 1],
        [0, "choose", '[["wool", 1]]', '[["filter_token", "red"], ["vp", 1]]', "Cards", 5],
        [1, "feed", "3,7"],
        [0, "feed", ""],
        [0, "pet_lower", 1, "R01", "R02", 2],
        [1, "automa", "encyclopedia", 2, "left"],
    ]
    assert [from_row(r) for r in rows] == [
        Plain(seat=0, step="endturn"),
        Count(seat=0, step="place", n=2),
        Scored(seat=1, step="vp", n=-4, cat="Feeding"),
        CardsFrom(seat=0, n=3, deck=True),
        Choice(seat=0, first=(("wool", 1),), second=(("filter_token", "red"), ("vp", 1)), cat="Cards", cell=5),
        Feeding(seat=1, fed=(3, 7)),
        Feeding(seat=0),
        PetLowerBonus(seat=0, pearls=1, a="R01", b="R02", level=2),
        AutomaStage(seat=1, stage="encyclopedia", steps=2, fork="left"),
    ]


def test_a_state_saved_with_rows_loads_equal_to_one_saved_with_names():
    s = past_setup(2)
    s.tasks = [Plain(seat=0, step="endturn"), Feeding(seat=0, fed=(3,)),
               Choice(seat=0, first=(("wool", 1),), second=(("vp", 2),), cat="Cards")]
    new = s.model_dump(mode="json")
    old = {**new, "tasks": [[0, "endturn"], [0, "feed", "3"], [0, "choose", '[["wool", 1]]', '[["vp", 2]]', "Cards", -1]]}
    assert ENGINE.parse_state(ENGINE.migrate_state(old, 1)) == ENGINE.parse_state(new) == s


@pytest.mark.parametrize("row", [["turn", 2, 1], [0], [0, "no-such-step"], [0, ["feed"]]])
def test_a_row_that_is_no_task_is_refused_in_one_line(row):
    """An edited save (another game's task rows, say) is refused with a reason, not a KeyError;
    in today's state format a row is no task at all."""
    new = past_setup(2).model_dump(mode="json")
    with pytest.raises(ValueError, match="not a task row"):
        ENGINE.migrate_state({**new, "tasks": [row]}, 1)
    with pytest.raises(ValidationError):
        ENGINE.parse_state({**new, "tasks": [row]})


def test_tasks_are_shared_values_replaced_not_changed():
    t = task(Count, seat=0, step="place", n=2)
    assert task(Count, seat=0, step="place", n=2) is t
    fewer = replace(t, n=1)
    assert (t.n, fewer.n, fewer.step) == (2, 1, "place")


def test_a_state_saved_with_the_step_named_verb_loads_equal():
    """Save format 1 held named tasks with the step in `verb` (before the shared Task's `step`)."""
    s = past_setup(2)
    s.tasks = [Plain(seat=0, step="endturn"), Feeding(seat=0, fed=(3,)),
               Choice(seat=0, first=(("wool", 1),), second=(("vp", 2),), cat="Cards", cell=5)]
    new = s.model_dump(mode="json")
    old = {**new, "tasks": [{("verb" if k == "step" else k): v for k, v in t.items()} for t in new["tasks"]]}
    assert all("verb" in t and "step" not in t for t in old["tasks"])
    assert ENGINE.parse_state(ENGINE.migrate_state(old, 1)) == s
    assert ENGINE.migrate_state(new, 2) == new  # today's shape is left alone


def test_tasks_are_the_shared_task_frozen():
    from boardgames_tui.engine import steps

    t = task(Count, seat=1, step="place", n=2)
    assert isinstance(t, steps.Task) and (t.step, t.seat) == ("place", 1)
    with pytest.raises(ValidationError):
        t.n = 3


def test_an_action_the_step_does_not_take_gets_the_shared_refusal():
    from boardgames_tui.engine.aquaria.actions import EncyStep

    s = past_setup(2)
    assert s.tasks[-1].step == "move"
    assert ENGINE.why_illegal(s, EncyStep(node="P1")) == f"now is not the time for that: {s.prompt.text}"
