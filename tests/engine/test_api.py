"""The engine contract's shared parts: seats, options, score sheets, apply and view."""

import copy

import pytest

from pydantic import ValidationError

from boardgames_tui.engine.api import (
    BadOptions, IllegalAction, LogLine, Prompt, ScoreSheet, Seat, SeatScore, bare_model, is_listed, legal_known, log_line,
    mark_applied, quick_assign, remember_legal,
)
from toy_game import PlaceCard, PlayCard


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


def test_quick_assign_marks_a_field_set_without_changing_a_shared_fields_set():
    from pydantic import BaseModel

    @quick_assign
    class Counter(BaseModel):
        count: int = 0
        name: str = ""

    shared = {"name"}
    one, two = bare_model(Counter, {"count": 0, "name": "a"}, shared), bare_model(Counter, {"count": 0, "name": "b"}, shared)
    one.count = 3
    assert (one.count, one.model_fields_set, two.model_fields_set, shared) == (3, {"name", "count"}, {"name"}, {"name"})
    assert one.model_dump() == {"count": 3, "name": "a"} and Counter(**one.model_dump()) == one
    with pytest.raises(ValueError):  # a name that is not a field still goes to pydantic, which refuses it
        one.colour = "red"


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
