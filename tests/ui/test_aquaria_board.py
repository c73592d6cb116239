"""Aquaria's board: place a card with keys (pick from hand, ghost with cost, Enter), reasons,
dials, feeding, other aquariums, and a snapshot of the game screen."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.aquaria import ENGINE
from boardgames_tui.engine.aquaria import actions as A
from boardgames_tui.engine.aquaria import glossary as G
from boardgames_tui.engine.aquaria.effects import plain
from boardgames_tui.engine.aquaria.flow import run
from boardgames_tui.engine.aquaria.tasks import Count, from_row
from boardgames_tui.ui.games import board_for
from boardgames_tui.ui.games.aquaria import AquariaBoard
from boardgames_tui.ui.games._aquaria_widgets import PickLine, PickList
from boardgames_tui.ui.widgets import CardGrid
from conftest import SIZE
from helpers import GameBoardApp, settle


class BoardApp(GameBoardApp):
    board_type = AquariaBoard
    engine = ENGINE
    focus_when_wanted = True
    inspected = None

    def on_game_board_inspected(self, event) -> None:
        self.inspected = event.inspection


def placing_state():
    """Ann (seat 0) must place a card: hand B01 (blue clownfish, 3 OP with anemone discount), R05."""
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    while s.phase != "Actions":
        s = ENGINE.apply(s, next(a for a in ENGINE.legal_actions(s) if a.kind not in A.FREE_KINDS))
    p = s.players[0]
    for cid in ("B01", "R05", "B17"):
        for pile in (s.deck, s.discard):
            if cid in pile:
                pile.remove(cid)
        if cid in s.offer:
            s.offer[s.offer.index(cid)] = s.deck.pop(0)
        for q in s.players:
            if cid in q.hand:
                q.hand.remove(cid)
    s.discard.extend(p.hand)
    p.hand = ["B01", "R05"]
    p.grid = (p.grid[0], "B17", *p.grid[2:])  # an anemone at row 1, column 2
    p.oxygen = 4
    s.tasks = [plain(0, "endturn"), Count(seat=0, step="place", n=1)]
    run(s)
    return s


def test_board_is_registered():
    assert board_for("aquaria") is AquariaBoard


async def test_place_a_card_with_keys():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hand = app.query_one("#aq-hand", CardGrid)
        grid = app.query_one("#aq-grid", CardGrid)
        assert hand.has_focus and hand.highlighted == {0}  # R05 costs 7: not affordable
        # R05 first: picked, but every cell is illegal -> the engine's reason
        await pilot.press("right", "enter")
        await pilot.pause()
        assert grid.has_focus
        board = app.query_one(AquariaBoard)
        assert board.picked == "R05" and grid.highlighted == set()
        await pilot.press("enter")
        await pilot.pause()
        assert app.reasons == ["needs 6 OP; you have 4"]  # 7 - 1 beside the anemone
        # back to the hand, pick B01 and move next to the anemone: cost 2 after the discount
        await pilot.press("h")
        await pilot.pause()
        assert hand.has_focus
        await pilot.press("left", "enter")
        await pilot.pause()
        assert board.picked == "B01" and grid.has_focus
        assert 0 in grid.highlighted and grid.cursor == 0
        detail = str(app.query_one("#aq-detail").render())
        assert "2 OP after discount" in detail
        assert grid.cards[0].tone == "ghost"
        await pilot.press("enter")
        await pilot.pause()
        s = app.state
        assert s.players[0].grid[0] == "B01" and s.players[0].oxygen == 2
        # its bonus: turn the row / column dial of the card with r and c
        assert s.prompt.kind == "turn-dial"
        before = list(s.players[0].dials)
        await pilot.press("r", "c")
        await pilot.pause()
        after = app.state.players[0].dials
        assert after[4] == (before[4] + 1) % 4 and after[0] == (before[0] + 1) % 4


async def test_the_placement_hint_on_a_taken_cell_names_its_card_not_a_cost():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # B01 picked: onto the aquarium, cell 0 (empty, affordable)
        await pilot.pause()
        detail = app.query_one("#aq-detail")
        assert "2 OP after discount (you have 4). Enter places it" in str(detail.render())
        await pilot.press("right")  # row 1, column 2 holds the anemone B17
        await pilot.pause()
        text = str(detail.render())
        assert text == "This cell holds a blue anemone: move to an empty cell (h: hand)."
        assert "OP" not in text and "Enter places" not in text


@pytest.mark.parametrize("width, lines", [(76, 2), (78, 2), (38, 1)])
async def test_every_offer_slot_keeps_to_its_lines(width, lines):
    """The board beside the side panel at 120 columns (78) and at its narrowest wide (76), and
    at 80 columns (38, page 2): no slot's words wrap onto another line (issue 23: "R3 VP")."""
    app = BoardApp(state_with([[0, "card", 2, 1]]))
    async with app.run_test(size=(width, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        offer = app.query_one("#aq-offer", PickList)
        shown = [line for line in offer.query(PickLine) if line.display]
        assert len(shown) == 6 and all(line.size.height == lines for line in shown)
        for line in shown:
            for text in str(line.render()).split("\n"):
                assert len(text) <= offer.content_size.width and "…" not in text, text


async def test_the_narrow_board_names_its_page():
    app = BoardApp(placing_state())
    async with app.run_test(size=(38, 24)) as pilot:
        await pilot.pause()
        board = app.query_one(AquariaBoard)
        assert board.page_words() == "page 2/3: hand & offer"  # picking a hand card
        await pilot.press("v")
        await pilot.pause()
        assert board.page_words() == "page 3/3: wheel & more"
    app = BoardApp(placing_state())
    async with app.run_test(size=(78, 24)) as pilot:
        await pilot.pause()
        assert app.query_one(AquariaBoard).page_words() == ""


async def test_other_aquariums_one_key_away_and_hand_hidden():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(AquariaBoard)
        await pilot.press("]")
        await pilot.pause()
        assert board.shown == 1
        hand = app.query_one("#aq-hand", CardGrid)
        assert all(c.kind == "back" for c in hand.cards)
        assert "Bob's aquarium" in str(app.query_one("#aq-title").render())
        await pilot.press("[")
        await pilot.pause()
        assert board.shown == 0


def state_with(tasks, setup=None):
    s = placing_state()
    if setup:
        setup(s)
    s.tasks = [plain(0, "endturn"), *map(from_row, tasks)]
    run(s)
    return s


async def test_take_a_card_from_the_offer_and_the_deck():
    app = BoardApp(state_with([[0, "card", 2, 1]]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        offer = app.query_one("#aq-offer", PickList)
        assert offer.has_focus
        assert [line.has_class("-legal") for line in offer.query(PickLine)] == [True] * 6
        wanted = app.state.offer[1]
        await pilot.press("down", "enter")
        await pilot.pause()
        assert wanted in app.state.players[0].hand
        top = app.state.deck[0]
        await pilot.press("d")
        await pilot.pause()
        assert top in app.state.players[0].hand and app.state.prompt.kind == "end-turn"


async def test_feed_and_place_a_lionfish_on_the_aquarium():
    def setup(s):
        s.players[0].food = [0, 0, 1]

    app = BoardApp(state_with([[0, "feed", ""], [0, "lionfish", 1]], setup))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        grid = app.query_one("#aq-grid", CardGrid)
        assert grid.has_focus and app.state.prompt.kind == "place-lionfish"
        await pilot.press("l")  # the second lionfish of the offer
        await pilot.pause()
        second = app.state.lion_offer[1]
        await pilot.press("down", "enter")  # row 2, column 1
        await pilot.pause()
        assert app.state.players[0].grid[4] == second
        # feeding: B17 is an anemone (no food); nothing to feed -> only "Finish feeding"
        assert app.state.prompt.kind == "feeding"
        await pilot.press("up", "right", "enter")
        await pilot.pause()
        assert app.reasons == ["there is no fish to feed there"]


async def test_the_cursor_inspects_the_card_under_it():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(AquariaBoard)
        hand = app.query_one("#aq-hand", CardGrid)
        assert hand.has_focus and hand.cursor == 0
        ins = board.inspect_cursor()
        assert ins.title == "Blue clownfish · B01"
        assert "Cost: 3 OP, −1 per anemone next to it" in ins.lines
        await pilot.press("right")
        await pilot.pause()
        assert app.inspected.title == "Red clownfish · R05"
        assert app.inspected.lines[0] == "Cost: 7 OP, −1 per anemone next to it"
        assert "Owner: Ann (hand)" in app.inspected.lines and "Project edition: numbers of our own" in app.inspected.lines
        assert any(line.startswith("⏎ pick this card, then Enter on a cell") for line in app.inspected.lines)  # what Enter does
        # the aquarium: the anemone at row 1, column 2 and an empty cell beside it
        await pilot.press("a", "right")
        await pilot.pause()
        assert app.inspected.title == "Blue anemone · B17"
        assert app.inspected.lines[0] == "Cost: 1 OP"
        await pilot.press("left")
        await pilot.pause()
        assert app.inspected.title == "Empty aquarium cell (row 1, column 1)"
        # the wheel, the encyclopedia and the filter have cursors too
        await pilot.press("w")
        await pilot.pause()
        first = app.state.ring[0]
        assert board.inspect_cursor().title == G.describe_circle(ENGINE.view(app.state, 0), first).title
        await pilot.press("down")
        await pilot.pause()
        assert app.inspected.title.endswith("(action wheel)") and app.inspected.title != board.describe_part("wheel", 0).title
        await pilot.press("e")
        await pilot.pause()
        assert app.inspected is not None
        await pilot.press("f")
        await pilot.pause()
        assert board.inspect_cursor().title == "Ann's filter"


async def test_picking_a_card_puts_its_cost_here_in_the_inspect_pane():
    app = BoardApp(placing_state())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # B01 picked; the cursor on row 1, column 1, beside the anemone
        await pilot.pause()
        assert app.inspected.title == "Empty aquarium cell (row 1, column 1)"
        assert app.inspected.lines[0] == "Placing blue clownfish B01 here: 2 OP (printed 3; you have 4 OP)"
        await pilot.press("down", "down")
        await pilot.pause()
        assert app.inspected.lines[0] == "Placing blue clownfish B01 here: 3 OP (printed 3; you have 4 OP)"


def _play_until(s, test, limit=400):
    import random

    rng = random.Random(1)
    for _ in range(limit):
        legal = ENGINE.legal_actions(s)
        if test(s, legal):
            return s, legal
        s = ENGINE.apply(s, rng.choice(legal))
    raise AssertionError("no such position")


async def test_another_seats_move_is_marked():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    s, legal = _play_until(s, lambda s, legal: s.actor == 1 and s.round == 1 and s.players[1].die
                           and any(a.kind == "move_die" for a in legal))
    before = ENGINE.view(s, 0)
    move = next(a for a in legal if a.kind == "move_die")
    s = ENGINE.apply(s, move)
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(AquariaBoard)
        board.before = before
        board.show(ENGINE.view(s, 0), [])
        await pilot.pause()
        wheel = app.query_one("#aq-wheel", PickList)
        marked = [board._wheel[i] for i, line in enumerate(wheel.query(PickLine)) if line.has_class("-changed")]
        assert move.circle in marked  # Bob's die arrived there (and its arrow moved)
        seats = app.query_one("#aq-seats", PickList)
        assert not any(line.has_class("-changed") for line in seats.query(PickLine)
                       if line.index == board._seats.index(0))  # Ann's own line is as it was


async def test_a_card_placed_by_another_seat_is_marked():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    s, legal = _play_until(s, lambda s, legal: s.actor == 1 and any(a.kind == "place_card" for a in legal))
    before = ENGINE.view(s, 0)
    place = next(a for a in legal if a.kind == "place_card")
    s = ENGINE.apply(s, place)
    app = BoardApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        board = app.query_one(AquariaBoard)
        board.before = before
        board.shown = 1
        board.show(ENGINE.view(s, 0), [])
        await pilot.pause()
        grid = app.query_one("#aq-grid", CardGrid)
        assert [i for i, card in enumerate(grid.cards) if card.changed] == [place.cell]
        assert grid.cards[place.cell].title in ("Clownfish", "Schooling", "Plant", "Anemone")


async def test_the_decision_panel_highlight_inspects_its_card(save_dir):
    from boardgames_tui.ui.app import BoardgamesApp
    from boardgames_tui.ui.widgets import InspectPane
    from helpers import settle

    app = BoardgamesApp(start=("new", "aquaria", [{"name": "Ann"}], 7, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pane = app.screen.query_one("#inspect", InspectPane)
        assert pane.inspection.title.startswith("Start tile ")
        await pilot.press("1")  # keep a start tile: now which 2 of the 5 cards go under the deck
        await settle(pilot)
        panel = app.screen.query_one("#decisions")
        first = panel.actions[panel.highlighted]
        assert first.kind == "return_cards"
        assert pane.inspection.title == f"{G.card_name(first.a)} · {first.a}"
        assert pane.inspection.lines[0].startswith("Cost: ")
        await pilot.press("down")
        await pilot.pause()
        other = panel.actions[panel.highlighted]
        assert pane.inspection.title == f"{G.card_name(other.a)} · {other.a}"


def _open_on_a_hand_card(app):
    async def run_before(pilot) -> None:
        from helpers import settle

        await settle(pilot)
        await pilot.press("1", "1", "1")  # keep start tile, keep 3 cards, place the die on circle 1
        await settle(pilot)
        app.screen.board.action_focus_part("hand")
        await pilot.pause()
        await pilot.press("right")
        await settle(pilot)

    return run_before


def test_board_snapshot_wide_with_the_inspect_pane(snap_compare, save_dir):
    from boardgames_tui.ui.app import BoardgamesApp

    app = BoardgamesApp(start=("new", "aquaria", [{"name": "Ann"}], 7, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(120, 40), run_before=_open_on_a_hand_card(app))


def test_board_snapshot_narrow_with_the_inspect_pane(snap_compare, save_dir):
    from boardgames_tui.ui.app import BoardgamesApp

    app = BoardgamesApp(start=("new", "aquaria", [{"name": "Ann"}], 7, {}), save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_open_on_a_hand_card(app))


def test_game_screen_snapshot(snap_compare, save_dir):
    from boardgames_tui.ui.app import BoardgamesApp

    app = BoardgamesApp(start=("new", "aquaria", [{"name": "Ann"}], 7, {}), save_dir=save_dir)
    # keep start tile, keep 3 cards, place the die on circle 1: the board as a turn goes on
    assert snap_compare(app, terminal_size=SIZE, run_before=settle, press=["1", "1", "1"])


def test_encyclopedia_tokens_held_read_as_their_effect_when_wide():
    from boardgames_tui.ui.games._aquaria_text import supply_lines

    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    s.players[0].tokens = ("ER5", "EN01")
    def tokens_line(wide):
        return next(text for key, _, text in supply_lines(s, 0, wide) if key == "tokens")
    assert tokens_line(True) == "Encyclopedia tokens: ER5: 1 pet-shop level; EN01: 1 pearl"
    assert tokens_line(False) == "Tokens: ER5; EN01"  # 80x24: the ids, the inspect pane has the words
