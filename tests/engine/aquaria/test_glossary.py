"""Aquaria's glossary: the inspect pane's words for every component (engine/aquaria/glossary.py)."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.content import PROJECT_EDITION
from boardgames_tui.engine.aquaria import ENGINE
from boardgames_tui.engine.aquaria import glossary as g
from boardgames_tui.engine.aquaria.content import content


def view():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    return s, ENGINE.view(s, 0)


def test_a_clownfish_card_in_words():
    ins = g.describe_card("R05")
    assert ins.title == "Red clownfish · R05"
    assert ins.kind == "card"
    assert ins.lines == (
        "Cost: 7 OP, −1 per anemone next to it",
        "Bonus row: 3 dial turns (its row or column), 1 encyclopedia step, 1 card, when placed",
        "Income: 1 OP every round",
        "Eats: 1 red food → 7 VP when fed (hungry: −4 VP)",
        "Scores: at the end each anemone next to it +2 VP",
        PROJECT_EDITION,  # our own numbers, not the published card's
    )


def test_schools_anemones_plants_and_a_lionfish():
    assert g.describe_card("B12").title == "Blue schooling fish · B12"
    assert "1…7+: 1/2/4/6/9/12/15 VP" in g.describe_card("B12").lines[-2]
    assert g.describe_card("B17").lines == ("Cost: 1 OP", "Bonus row: 2 dial turns (its row or column), when placed",
                                            "Eats: nothing", "Scores: at the end 2 VP per clownfish next to it (max 8)",
                                            PROJECT_EDITION)
    lion = g.describe_card("L05")
    assert lion.title == "Lionfish (blue cards) · L05" and lion.kind == "lionfish"
    assert "Scores: 3 VP per blue card at the end (max 15)" in lion.lines
    assert lion.lines[0] == "Cost: free (no OP), when a bonus gives a lionfish"


def test_every_component_has_a_description():
    c = content()
    every = g.all_components()
    assert len(every) >= len(c.cards) + len(c.lionfish) + len(c.tokens) + len(c.nodes) + len(c.solo_tiles)
    for ins in every:
        assert ins.title and ins.lines and all(line.strip() for line in ins.lines), ins
        assert "nothing" not in ins.lines[0] or ins.kind in ("encyclopedia",), ins


def test_cells_wheel_encyclopedia_and_owner():
    s, v = view()
    cell = g.describe_cell(v, 0, 5, picked="R05")
    assert cell.title == "Empty aquarium cell (row 2, column 2)"
    assert cell.lines[0] == "Placing red clownfish R05 here: 7 OP (printed 7; you have 4 OP)"
    assert cell.lines[-1] == "Owner: Ann"
    wheel = g.describe_circle(v, "oxygen")
    assert wheel.title == "Improve oxygen (action wheel)"
    assert wheel.lines[:2] == ("Action: Gain 2 OP (oxygen, at most 11).", "Boosts: 1 pearl: +4 OP · 3 pearls: +7 OP + 1 VP")
    assert any(line.startswith("Next bonus: ") for line in wheel.lines)
    node = g.describe_node(v, "P2")
    assert node.title == "Encyclopedia space P2" and any(line.startswith("Token ") for line in node.lines)
    assert g.describe_card("Y05", v, owner=1, where="hand").lines[-2:] == ("Owner: Bob (hand)", PROJECT_EDITION)
    assert g.describe_solo_tile("ST4").lines[0] == "Effect: the automa moves to Encyclopedia research; extra: 2 encyclopedia steps, left at forks"


def test_every_legal_move_of_a_game_can_be_described():
    import random

    s, _ = view()
    rng = random.Random(5)
    for _ in range(300):
        if s.finished:
            break
        legal = ENGINE.legal_actions(s)
        v = ENGINE.view(s, s.actor)
        for a in legal:
            g.describe_action(v, a)  # never raises
        s = ENGINE.apply(s, legal[rng.randrange(len(legal))])
