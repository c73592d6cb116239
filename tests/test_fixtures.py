"""Whole games played to the end through the real app, replayed as regression tests.

Each tests/fixtures/<game>/*.json is a finished game saved by the app (seats renamed
"Seat N"). Loading replays every action from the seed through the rules; the final scores
and winners must stay what they were when the game was played. A rules change that alters
them shows up here, to be reviewed on purpose.
"""

from pathlib import Path

import pytest

from boardgames_tui import saves

FIXTURES = Path(__file__).parent / "fixtures"

EXPECTED = {
    # file: (totals per seat, winners)
    # regenerated for Aquaria rules version 2 (issue 24 item 5): cheaper cards that feed 3 VP more
    # (were 39, 0 and 27, 32, 21; same records, same winners)
    "aquaria/1p-seed21.json": ([49, 0], [0]),
    "aquaria/3p-seed33.json": ([27, 38, 21], [1]),
    # regenerated for Planet B rules version 2 (issue 24): the dome was completed in the round of the
    # 3rd fill; the visible Animals and bees tile is the one final harvest (was 81, 46, 117 with a
    # second, printed harvest)
    "planet-b/3p-seed2027.json": ([52, 32, 76], [2]),
    "planet-unknown/1p-seed8.json": ([24], []),  # solo: 24 is short of the target 59
    "planet-unknown/4p-seed12.json": ([23, 19, 21, 21], [0]),
}


def test_every_fixture_has_expected_scores():
    found = {p.relative_to(FIXTURES).as_posix() for p in FIXTURES.glob("*/*.json")}
    assert found == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_finished_game_replays_to_the_same_result(name):
    loaded = saves.load(FIXTURES / name)
    assert loaded.state.finished
    assert all(s.name.startswith("Seat ") for s in loaded.seats if s.kind == "human")
    sheet = loaded.engine.scores(loaded.state)
    totals, winners = EXPECTED[name]
    assert [r.total for r in sheet.seats] == totals
    assert sheet.winners == winners
    assert sheet.final
