"""The shared words of engine/text.py: plurals, possessives, verbs that agree with a seat's
name ("You" included), a seat's own lines in the second person, and display names."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.text import addressed, agrees, base_verb, display_name, plural, possessive, read_as


def test_plural_writes_one_and_many():
    assert [plural(n, "credit") for n in (0, 1, 2)] == ["0 credits", "1 credit", "2 credits"]
    assert plural(1, "colony", "colonies") == "1 colony" and plural(3, "colony", "colonies") == "3 colonies"
    assert plural(1, "seed card") == "1 seed card"


def test_possessive_and_agreement_with_any_name():
    assert [possessive(n) for n in ("Ann", "You", "you", "[bold]x[/]")] == ["Ann's", "Your", "Your", "[bold]x[/]'s"]
    assert [agrees(n, "wins") for n in ("Ann", "You", "[bold]x[/]")] == ["Ann wins", "You win", "[bold]x[/] wins"]
    assert [base_verb(v) for v in ("takes", "passes", "carries", "has", "is", "reaches", "goes")] == [
        "take", "pass", "carry", "have", "are", "reach", "go"]


@pytest.mark.parametrize(
    ("line", "name", "reads"),
    [
        ("Ann takes 2 cards.", "Ann", "You take 2 cards."),
        ("Ann draws 3 seed cards and keeps 1.", "Ann", "You draw 3 seed cards and keep 1."),
        ("Bob takes a card from Ann. Ann's hive grows.", "Ann", "Bob takes a card from you. Your hive grows."),
        ("Bob gains 1 Queen's Favor as Ann's teacher", "Ann", "Bob gains 1 Queen's Favor as your teacher"),
        ("Ann has 2 resources more than storage holds.", "Ann", "You have 2 resources more than storage holds."),
        ("You takes 2 cards and tokens", "You", "You take 2 cards and tokens"),
        ("You wins with 22 points", "You", "You win with 22 points"),
        ("Round 2: You places a tile", "You", "Round 2: You place a tile"),
        ("[bold]x[/] passes; Bob scores 2 VP", "[bold]x[/]", "You pass; Bob scores 2 VP"),
        ("Annabel passes", "Ann", "Annabel passes"),
        ("You draw Zinnia.", "You", "You draw Zinnia."),
        ("Ann, Bob and Cy pass", "Ann", "You, Bob and Cy pass"),
    ],
)
def test_a_seat_reads_its_own_moves_in_the_second_person(line, name, reads):
    assert addressed(line, name) == reads


def test_read_as_gives_you_grammar_to_a_seat_named_you_whoever_reads():
    names = ["You", "Ann"]
    assert read_as("You takes 2 cards; Ann passes", "Ann", names) == "You take 2 cards; you pass"
    assert read_as("You takes 2 cards; Ann passes", None, names) == "You take 2 cards; Ann passes"
    assert read_as("Ann's turn", "Bob", ["Ann", "Bob"]) == "Ann's turn"


def test_display_name_says_what_plays_a_bot():
    assert display_name(Seat(name="Hal", kind="bot", bot="greedy")) == "Hal (greedy)"
    assert display_name(Seat(name="Ada", kind="bot", bot="mcts:hard")) == "Ada (mcts hard)"
    assert display_name(Seat(name="Max", kind="bot", bot="mcts:2.5")) == "Max (mcts 2.5 s)"
    assert display_name(Seat(name="You")) == "You" and display_name(Seat(name="Automa", kind="automa")) == "Automa"


def test_default_bot_names_are_short_names_not_cut_on_any_board(hexling):
    from boardgames_tui.cli import parse_players

    seats = parse_players("Hal,bot:greedy,bot:random,Ada=bot:mcts", hexling)
    assert [(s.name, s.bot) for s in seats] == [("Hal", None), ("Max", "greedy"), ("Kit", "random"), ("Ada", "mcts")]
