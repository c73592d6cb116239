"""The heuristic (greedy's value and the search's cut-off): what placed fish will still earn, and
stock whose worth fades turn by turn rather than all at once at a phase change."""

from boardgames_tui.engine.aquaria import H, _turns_left
from boardgames_tui.engine.aquaria.effects import plain
from boardgames_tui.engine.aquaria.tasks import Feeding

from .builders import E, blank, clear_board, past_setup, put


def base(seed=1):
    s = blank(past_setup(2, seed=seed))
    clear_board(s, 0)
    s.players[0].hand = []
    return s


def test_a_placed_fish_is_worth_its_coming_feedings_less_the_cans_it_still_needs():
    s = base()
    empty = E.heuristic(s, 0)
    put(s, 0, 5, "R01")  # red clownfish: 1 red can -> 5 VP at each feeding
    tau = _turns_left(s, 0) / 16
    assert s.round == 1 and s.phase == "Actions"
    expected = H["feed"] * 5 * 4 - H["can_cost"] * 4 + H["placed"] * tau
    assert abs(E.heuristic(s, 0) - empty - expected) < 1e-9
    s.players[0].food = [4, 0, 0]  # the cans for all four feedings held: no cost left
    assert abs(E.heuristic(s, 0) - empty - (H["feed"] * 20 + H["placed"] * tau)) < 1e-9


def test_a_fish_fed_this_round_counts_one_feeding_fewer():
    s = base()
    put(s, 0, 5, "R01")
    s.phase = "Feeding"
    s.tasks = [plain(0, "fcheck"), Feeding(seat=0)]
    hungry = E.heuristic(s, 0)
    s.tasks[-1] = Feeding(seat=0, fed=(5,))
    assert abs(hungry - E.heuristic(s, 0) - (H["feed"] * 5 - H["can_cost"])) < 1e-9
    s.tasks = [plain(0, "fcheck")]  # the feeding is over: the same as fed
    assert abs(hungry - E.heuristic(s, 0) - (H["feed"] * 5 - H["can_cost"])) < 1e-9


def test_stock_fades_with_the_seats_turns_and_is_worth_nothing_in_the_last_feeding():
    s = base()
    p = s.players[0]
    p.pearls, p.oxygen, p.wool = 3, 6, 2
    assert _turns_left(s, 0) == 16
    full = E.heuristic(s, 0)
    s.round, s.phase, s.tasks = 4, "Feeding", [plain(0, "fcheck"), Feeding(seat=0)]
    assert _turns_left(s, 0) == 0 and E.heuristic(s, 0) == 0
    assert full == H["pearl"] * 3 + H["oxygen"] * 6 + H["wool"] * 2
