"""Private objectives are offered with what they ask for, not just their names."""

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.planet_unknown import ENGINE
from boardgames_tui.engine.planet_unknown.objectives import private_words
from boardgames_tui.engine.planet_unknown import content


def test_every_private_objective_reads_as_a_condition():
    for card in content.objectives():
        words = private_words(card)
        name, _, what = words.partition(": ")
        assert name.startswith("Project") and what and "_" not in what


def test_solo_discard_choice_names_each_condition():
    state = ENGINE.new_game([Seat(name="Ann")], seed=8)
    texts = [ENGINE.describe(state, a) for a in ENGINE.legal_actions(state)]
    assert "Discard Project: Lattice: a 3×3 block of water" in texts
    assert "Discard Project: Equator: a 2×5 block of biomass (either way round)" in texts
