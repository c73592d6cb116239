"""The engine contract's shared parts: seats, options, score sheets, apply and view."""

import copy
from typing import Any

import pytest

from pydantic import BaseModel, ConfigDict, ValidationError

from boardgames_tui.engine.api import (
    BadOptions, GameState, IllegalAction, LogLine, Prompt, ScoreSheet, Seat, SeatScore, apply_copier, bare_model, copier, copy_state,
    is_listed, legal_known, log_line, mark_applied, quick_assign, remember_legal, without,
)
from toy_game import HexlingEngine, PlaceCard, PlayCard


def seats(n):
    return [Seat(name=f"P{i}") for i in range(n)]


def test_player_count_and_names_are_checked(hexling):
    with pytest.raises(BadOptions, match="1–3 players, not 4"):
        hexling.new_game(seats(4), seed=1)
    with pytest.raises(BadOptions, match="own name"):
        hexling.new_game([Seat(name="Ann"), Seat(name="Ann")], seed=1)
    with pytest.raises(BadOptions, match="no automa"):
        hexling.new_game([Seat(name="Ann"), Seat(name="A", kind="automa")], seed=1)


def test_options_are_validated_with_a_readable_message(hexling):
    with pytest.raises(BadOptions, match="hand_size"):
        hexling.new_game(seats(2), seed=1, options={"hand_size": 9})
    state = hexling.new_game(seats(2), seed=1, options={"hand_size": "3"})
    assert len(state.hands[0]) == 3


def test_apply_leaves_its_argument_untouched_and_rejects_illegal(hexling):
    state = hexling.new_game(seats(2), seed=5)
    before = state.model_dump()
    card = state.hands[0][0]
    after = hexling.apply(state, PlayCard(card=card))
    assert state.model_dump() == before
    assert after.pending == card and after.turn == 1
    with pytest.raises(IllegalAction, match="first place the"):
        hexling.apply(after, PlayCard(card=after.hands[0][0]))
    assert hexling.why_illegal(after, PlaceCard(q=9, r=9)) == "that hex is off the map"


def test_view_hides_other_hands_and_rng_and_determinize_refills(hexling):
    from boardgames_tui.engine.rng import Rng

    state = hexling.new_game(seats(3), seed=5)
    view = hexling.view(state, 1)
    assert view.rng == -1 and view.is_view and view.viewer == 1
    assert view.hands[1] == state.hands[1]
    assert all(c == -1 for c in view.hands[0] + view.hands[2] + view.deck)
    with pytest.raises(IllegalAction, match="determinize"):
        hexling.apply(view, hexling.legal_actions(view)[0])
    world = hexling.determinize(view, Rng.from_seed(9))
    assert world.hands[1] == state.hands[1] and world.rng >= 0
    assert hexling.invariants(world) == []


def test_private_log_lines_reach_only_their_seat(hexling):
    state = hexling.new_game(seats(2), seed=5)
    state = hexling.apply(state, PlayCard(card=state.hands[0][0]))
    state = hexling.apply(state, hexling.legal_actions(state)[0])
    drawn = [line for line in state.log if line.private]
    assert drawn and drawn[0].seat == 0
    assert hexling.view(state, 1).log[-1].private is None
    assert hexling.view(state, 0).log[-1].private.startswith("You draw a")


def test_equal_log_lines_are_one_shared_frozen_value():
    line = log_line("Ann draws a card", 0, "You draw the Kelp")
    assert line is log_line("Ann draws a card", 0, "You draw the Kelp")
    assert line == LogLine(text="Ann draws a card", seat=0, private="You draw the Kelp")
    assert line is not log_line("Ann draws a card", 1, "You draw the Kelp")
    with pytest.raises(ValidationError):
        line.text = "changed"  # frozen: sharing one value between states is safe
    assert (line.for_seat(0), line.for_seat(1)) == ("You draw the Kelp", "Ann draws a card")


def test_a_copy_of_a_log_line_with_a_change_leaves_the_other_lines_alone():
    # log_line's lines share one fields set: pydantic's copy must take its own before adding to it
    line, other = log_line("Ann passes"), log_line("Bob passes")
    changed = line.model_copy(update={"seat": 1})
    assert (changed.text, changed.seat) == ("Ann passes", 1)
    assert other.model_fields_set == line.model_fields_set == {"text", "seat", "private"}
    assert line.seat is None


def test_a_bare_model_is_the_validated_model_without_the_validation():
    fields_set = {"text", "kind"}
    made = bare_model(Prompt, {"text": "Take a card", "kind": "choose"}, fields_set)
    validated = Prompt(text="Take a card", kind="choose")
    assert made == validated
    assert made.model_dump_json() == validated.model_dump_json()
    assert made.model_fields_set is fields_set  # shared, as the engines' copies rely on
    assert made.model_copy(update={"text": "Pass"}).text == "Pass" and fields_set == {"text", "kind"}


def test_quick_assign_stores_a_field_and_leaves_other_names_to_pydantic():
    from pydantic import BaseModel

    @quick_assign
    class Counter(BaseModel):
        count: int = 0
        name: str = ""

    one = Counter(name="a")
    one.count = 3
    assert one.model_dump() == {"count": 3, "name": "a"} and Counter(**one.model_dump()) == one
    with pytest.raises(ValueError):  # a name that is not a field still goes to pydantic, which refuses it
        one.colour = "red"


class Piece(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str


class Player(BaseModel):
    hand: list[str] = []
    rows: list[list[int]] = []
    stock: dict[str, int] = {}
    piles: dict[str, list[str]] = {}
    piece: Piece = Piece(name="meeple")
    corner: tuple[int, int] = (0, 0)
    note: str | None = None
    best: list[int] | None = None
    loose: list[Any] = []
    cells: list[int | str | dict[str, int]] = []


class Table(GameState):
    players: list[Player]
    lead: Player | None = None
    pieces: list[Piece] = []


def test_the_copier_copies_every_container_by_its_annotation_and_shares_what_cannot_change():
    p = Player(hand=["a"], rows=[[1, 2], [3]], stock={"w": 1}, piles={"x": ["y"]}, best=[7], loose=[[1], {"k": [2]}],
               cells=[1, "a", {"w": 2}])
    table = Table(seats=[Seat(name="Ann")], seed=1, rng=2, players=[p], lead=p, pieces=[Piece(name="cube")])
    twin = copy_state(table)
    assert twin == table and twin.model_dump() == table.model_dump() and type(twin) is Table
    a, b = twin.players[0], table.players[0]
    assert a is not b and twin.lead is not table.lead and twin.players is not table.players
    for name in ("hand", "rows", "stock", "piles", "best", "loose", "cells"):
        assert getattr(a, name) is not getattr(b, name), name
    assert a.cells[2] is not b.cells[2] and a.cells == [1, "a", {"w": 2}]
    assert a.rows[0] is not b.rows[0] and a.piles["x"] is not b.piles["x"] and a.loose[1]["k"] is not b.loose[1]["k"]
    assert a.piece is b.piece and a.corner is b.corner and twin.pieces[0] is table.pieces[0]  # frozen: shared
    assert twin.seats is table.seats and type(table.seats) is tuple  # set once at the start: shared
    a.rows[0].append(9)
    a.piles["x"].append("z")
    assert table.players[0].rows == [[1, 2], [3]] and table.players[0].piles == {"x": ["y"]}
    assert copy.deepcopy(table) == table and table.model_copy(deep=True).players[0] is not b
    # every copy of a class shares one fields set naming all its fields (nothing reads it)
    assert copy_state(table).model_fields_set is twin.model_fields_set == set(Table.model_fields)


def test_the_copy_apply_makes_is_the_deep_copy_with_a_new_empty_log():
    p = Player(hand=["a"], rows=[[1, 2]])
    table = Table(seats=[Seat(name="Ann")], seed=1, rng=2, players=[p])
    table.say("Ann takes a card")
    made = apply_copier(Table)(table)
    assert made.log == [] and table.log == [LogLine(text="Ann takes a card")]
    made.log.append(LogLine(text="Ann passes"))
    assert len(table.log) == 1  # its own list, not the argument's
    assert made.players[0] is not p and made.players[0].rows[0] is not p.rows[0]
    assert made.model_dump(exclude={"log"}) == table.model_dump(exclude={"log"})
    assert apply_copier(Table) is apply_copier(Table) and apply_copier(Table) is not copier(Table)


def test_the_copier_refuses_a_shape_it_cannot_copy_when_it_is_made():
    class Odd(BaseModel):
        cells: tuple[list[int], ...] = ()

    with pytest.raises(TypeError, match="Odd.cells"):
        copier(Odd)


def test_a_planet_b_place_prompt_copies_with_a_change():
    from boardgames_tui.engine.planet_b.words import prompt

    made = prompt("place", ("E001",))
    changed = made.model_copy(update={"text": "Place it"})
    assert (changed.text, changed.kind, made.text.startswith("Place ")) == ("Place it", "place-tile", True)
    assert prompt("place", ("E002",)).model_fields_set == {"text", "kind"}


def test_only_a_state_marked_as_made_by_apply_keeps_its_legal_actions(hexling):
    state = hexling.new_game(seats(2), seed=3)
    legal = hexling.legal_actions(state)
    remember_legal(state, legal)
    assert legal_known(state) is None and not is_listed(state, legal[0])  # a new game may be changed by hand
    mark_applied(state)
    remember_legal(state, legal)
    assert legal_known(state) is legal and is_listed(state, legal[0])
    assert not is_listed(state, legal[0].model_copy())  # identity: an equal action is checked in full
    assert legal_known(copy.deepcopy(state)) is None  # neither copied...
    assert "_legal" not in state.model_dump_json()  # ...nor saved


def test_score_sheet_ranks_and_tie_breaks():
    rows = [
        SeatScore(seat=0, total=10, breakdown={"a": 10}, tiebreak=[3]),
        SeatScore(seat=1, total=10, breakdown={"a": 4, "b": 6}, tiebreak=[5]),
        SeatScore(seat=2, total=7, breakdown={"a": 7}, tiebreak=[9]),
    ]
    sheet = ScoreSheet.build(rows, final=True, categories=["a", "b"], tie_break_rule="most oxygen")
    assert sheet.winners == [1] and sheet.tie_break == "most oxygen"
    tied = [r.model_copy(update={"tiebreak": [1]}) for r in rows[:2]]
    shared = ScoreSheet.build(tied, final=True, categories=["a"], tie_break_rule="most oxygen")
    assert shared.winners == [0, 1] and "shared" in shared.tie_break
    assert ScoreSheet.build(rows[:1], final=False, categories=["a"]).tie_break is None
    with pytest.raises(ValueError, match="does not add up"):
        ScoreSheet.build([SeatScore(seat=0, total=3, breakdown={"a": 1})], final=True, categories=["a"])


def test_no_engine_class_overrides_the_apply_template():
    """Every game, the toy game of the tests and any other Engine subclass: `apply` is Engine's
    own template (a game writes `_apply`), and a class that defines its own is refused."""
    from boardgames_tui.engine.api import Engine
    from boardgames_tui.engine.registry import GAMES

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    classes = set(subclasses(Engine))
    assert {type(e) for e in GAMES.values()} | {HexlingEngine} <= classes
    assert [c.__name__ for c in classes if "apply" in c.__dict__] == []
    with pytest.raises(TypeError, match="overrides Engine.apply"):
        class Overriding(HexlingEngine):
            def apply(self, state, action):
                return state


def test_the_autouse_check_catches_an_apply_that_changes_its_argument(monkeypatch):
    """tests/engine/conftest.py wraps Engine.apply for every engine test; were the copy to share
    what the move changes, the check fails the test."""
    from boardgames_tui.engine import api
    from boardgames_tui.engine.registry import GAMES

    hexling = GAMES["hexling"]
    state = hexling.new_game(seats(2), seed=3)
    action = hexling.legal_actions(state)[0]
    hexling.apply(state, action)  # the real copier: fine
    monkeypatch.setattr(api, "apply_copier", lambda cls: lambda model: model)  # a copy that is no copy
    with pytest.raises(AssertionError, match="HexlingEngine.apply changed its argument: .*hands"):
        hexling.apply(state, action)


def test_without_is_list_remove_for_a_tuple():
    assert without((3, 1, 3), 3) == (1, 3) and without(("a",), "a") == ()
    with pytest.raises(ValueError):
        without((1, 2), 5)


def test_the_autouse_check_catches_a_list_stored_in_a_tuple_field():
    """The copier shares a tuple field's value: a list stored there by hand would be shared by
    the argument and the result, and `+=` would extend it in place. The check names the field,
    on the argument of apply and on what apply made."""
    from tests.engine.conftest import wrong_containers
    from boardgames_tui.engine.registry import GAMES

    engine = GAMES["planet-b"]
    state = engine.new_game(seats(2), seed=3)
    assert wrong_containers(state, type(state), "state") == []
    state.animals[1] = list(state.animals[1])
    state.goals = list(state.goals)
    assert wrong_containers(state, type(state), "state") == [
        "state.animals[1] is a list, annotated tuple", "state.goals is a list, annotated tuple"]
    with pytest.raises(AssertionError, match=r"the argument of PlanetBEngine.apply: state.animals\[1\] is a list"):
        engine.apply(state, engine.legal_actions(state)[0])


def test_actions_are_equal_by_class_and_field_values_and_hash_so():
    from typing import Literal

    from boardgames_tui.engine.api import Action

    class Take(Action):
        kind: Literal["take"] = "take"
        n: int

    class Give(Action):
        kind: Literal["take"] = "take"
        n: int

    assert Take(n=2) == Take(n=2) and hash(Take(n=2)) == hash(Take(n=2))
    assert Take(n=2) != Take(n=3) and Take(n=2) != Give(n=2) and Take(n=2) != {"kind": "take", "n": 2}
    assert {Take(n=2): "x"}[Take(n=2)] == "x" and PlayCard(card=3) in [PlaceCard(q=0, r=0), PlayCard(card=3)]


def test_engine_is_an_abstract_base_class():
    from boardgames_tui.engine.api import Engine

    with pytest.raises(TypeError, match="abstract"):
        Engine()
    assert Engine.__abstractmethods__ == {"_setup", "iter_legal_actions", "_apply", "scores", "describe"}
