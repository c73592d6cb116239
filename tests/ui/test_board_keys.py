"""The one interaction model (ui/games/board_keys.py) on every game's board, on the real game
screen: Enter on every kind of object of the board (each part that takes the keyboard, several
objects of each) makes a move, offers a choice or says a reason, never nothing; the inspect
pane said beforehand what it would do; the cursor and the pane with the keyboard read without
colour; and every hint and footer line keeps its key names (the `[` / `]` keys included)."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.registry import GAMES
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games._aquaria_widgets import PickList
from boardgames_tui.ui.games._planet_b_info import InfoColumn
from boardgames_tui.ui.games.board_keys import Enter, enter_line
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.widgets import CardGrid, DecisionPanel, GameLog, InspectPane
from boardgames_tui.ui.widgets._cells import CellBoard
from boardgames_tui.ui.widgets.hot_text import HotText
from conftest import SIZE
from helpers import screen_text, settle, settle_until_human

REAL_GAMES = ["apiary", "aquaria", "new-frontiers", "planet-b", "planet-unknown"]
PER_PART = 5
"""Objects tried in each part of the board (the first ones and the legal ones)."""


def spots(widget) -> list:
    """Ways to put the widget's cursor on each of its objects (callables), legal ones first."""
    if isinstance(widget, CellBoard):
        cells = sorted(widget.cells, key=lambda c: c not in widget.highlighted)
        return [lambda c=c: widget.move_cursor(c) for c in cells]
    if isinstance(widget, HotText):
        keys = sorted(widget.keys, key=lambda k: k not in widget.legal)
        return [lambda k=k: widget.move_to(k) for k in keys]
    if isinstance(widget, CardGrid):
        order = sorted(range(len(widget.cards)), key=lambda i: i not in widget.highlighted)
        return [lambda i=i: widget.move_cursor(i) for i in order]
    if isinstance(widget, PickList):
        return [lambda i=i: widget.move_cursor(i) for i in range(widget.count)]
    if isinstance(widget, InfoColumn):
        return [lambda k=w.key: widget.place(k) for w in widget.items() if w.display]
    return []


def board_parts(game: GameScreen) -> list:
    """The board's parts that take the keyboard and are on screen now."""
    board = game.board
    return [w for w in board.query("*") if w.focusable and board._on_screen(w) and spots(w)]


async def seat_ann(pilot) -> GameScreen:
    await settle_until_human(pilot)
    game = pilot.app.screen
    assert isinstance(game, GameScreen)
    return game


@pytest.mark.parametrize("game_id", REAL_GAMES)
async def test_enter_on_every_kind_of_object_moves_offers_or_explains(game_id, save_dir):
    players = 1 if game_id in ("aquaria", "apiary") and GAMES[game_id].min_players == 1 else 2
    seats = [{"name": "Ann"}] + ([{"name": "Bob", "kind": "bot", "bot": "random"}] if players == 2 else [])
    if game_id in ("aquaria", "apiary"):
        seats = [{"name": "Ann"}]  # solo against the automa: Enter meets the automa's seat too
    app = BoardgamesApp(start=("new", game_id, seats, 5, {}), save_dir=save_dir)
    seen: dict[str, int] = {"move": 0, "choice": 0, "reason": 0}
    async with app.run_test(size=SIZE) as pilot:
        for _round in range(4):  # a few prompts of the game: more kinds of objects
            game = await seat_ann(pilot)
            if game.session.finished:
                break
            moved = False
            for part in board_parts(game):
                for put in spots(part)[:PER_PART]:
                    part.focus()
                    await pilot.pause()
                    put()
                    await pilot.pause()
                    outcome = game.board.enter_here()
                    assert outcome is not None, f"{game_id}: no Enter outcome on {part.id}"
                    said = game.query_one("#inspect", InspectPane).plain
                    if game.legal:  # the pane said what Enter does before it is pressed
                        assert enter_line(outcome, game.board.describe) in said, (part.id, said)
                    turn, state = game.session.state.turn, game.session.state
                    game.say("")
                    await pilot.press("enter")
                    await settle(pilot, rounds=2)
                    panel = game.query_one("#decisions", DecisionPanel)
                    if game.session.state is not state or game.session.state.turn != turn:
                        seen["move"] += 1
                        moved = True
                    elif panel.narrowed:
                        seen["choice"] += 1
                        assert len(panel.actions) >= 1
                        await pilot.press("escape")  # every move again
                        await pilot.pause()
                        assert not panel.narrowed and len(panel.actions) == len(set(panel.texts))
                    elif outcome.then is not None:
                        seen["choice"] += 1  # a step of the board (a card picked first...)
                    else:
                        assert game.reason_text, f"{game_id}: Enter on {part.id} did nothing"
                        seen["reason"] += 1
                    if moved:
                        break
                if moved:
                    break
            if not moved and game.legal:  # nothing on the board moved: go on from the panel
                game.query_one("#decisions", DecisionPanel).choose(0)
                await settle(pilot)
    assert seen["reason"] > 0 and sum(seen.values()) >= 8, seen


def test_enter_outcomes_and_their_line():
    from boardgames_tui.engine.apiary.actions import DONE

    say = lambda a: "Done"  # noqa: E731
    assert Enter.of([DONE], "no").kind == "move" and enter_line(Enter.of([DONE], "no"), say) == "⏎ Done"
    assert Enter.of([DONE, DONE], "no").kind == "choice"
    assert enter_line(Enter.of([DONE, DONE], "no"), say).startswith("⏎ choose one of 2 moves")
    assert Enter.of([], "Pick a card first.").kind == "reason"
    assert enter_line(Enter.of([], "Pick a card first."), say) == "⏎ nothing: Pick a card first."
    assert Enter(then=lambda: None, words="pick this card").kind == "choice"
    assert "not allowed here" in enter_line(Enter(moves=(DONE,), unchecked=True, words="build here"), say)


@pytest.mark.parametrize("game_id", REAL_GAMES)
async def test_hints_and_footer_keep_their_keys(game_id, save_dir):
    """The `[` / `]` keys survive as text (they were swallowed as markup), the footer shows
    every key it offers, and the pane with the keyboard is labelled."""
    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", game_id, seats, 5, {}), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await seat_ann(pilot)
        await pilot.press("tab")
        await pilot.pause()
        for _ in range(6):  # through the board's parts, the panel and the log
            text = screen_text(app)
            assert "▶ keys:" in text or "▶ " in game.query_one("#decisions", DecisionPanel).border_title.plain
            footer = text.splitlines()[-1]  # the footer line (cut at the right when the keys are many)
            for binding in app.active_bindings.values():
                b = binding.binding
                at = footer.find(f" {b.description}") if b.show and b.description else -1
                if at > 0:  # shown (not cut off): a key glyph stands right before its words
                    assert footer[at - 1] != " ", (b.key, b.description, footer)
            for hint in game.board.query("Static"):
                plain = str(hint.render())
                assert " to go back" not in plain or "[ and ] to go back" in plain, plain
                assert not plain.startswith(" show the other"), plain
                assert "show the other" not in plain or "[ and ] show the other" in plain, plain
            await pilot.press("tab")
            await pilot.pause()
        log = game.query_one("#log", GameLog)
        log.focus()
        await pilot.pause()
        assert "Log" in str(log.border_title) and str(log.border_title).startswith("▶")
        assert "▶ keys: the log" in screen_text(app)
        # another seat's board: the hint names the keys to go back
        game.board.focus()
        await pilot.pause()
        await pilot.press("]")
        await pilot.pause()
        hints = " ".join(str(h.render()) for h in game.board.query("Static"))
        if game.board.shown != game.view.actor:
            assert "[ and ] to go back" in hints, hints


async def test_aquaria_enter_on_an_empty_cell_offers_the_hand_cards_that_fit(save_dir):
    """Issue 23 item 2: a move that needs a hand card first. Enter on an empty cell with no card
    picked offers the hand's cards that fit there (a choice in the moves list, one per card);
    Enter on a hand card picks it, and then Enter on a cell places that card there."""
    from boardgames_tui.engine.aquaria import actions as A

    seats = [{"name": "Ann"}, {"name": "Bob", "kind": "bot", "bot": "random"}]
    app = BoardgamesApp(start=("new", "aquaria", seats, 1, {}), save_dir=save_dir)  # seed 1: 2+ cards fit a cell
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(12):  # the setup choices, then the Place cards action
            game = await seat_ann(pilot)
            if game.view.prompt.kind == "place-card":
                break
            words = [game.describe(a) for a in game.legal]
            pick = next((i for i, w in enumerate(words) if w.startswith("Place cards: place 1")), None)
            pick = next((i for i, w in enumerate(words) if "Move die to Place cards" in w), pick)
            game.try_action(game.legal[pick if pick is not None else 0])
        game = await seat_ann(pilot)
        assert game.view.prompt.kind == "place-card"
        board, panel = game.board, game.query_one("#decisions", DecisionPanel)
        places = [a for a in game.legal if isinstance(a, A.PlaceCard)]
        cell = max((a.cell for a in places), key=lambda c: len({a.card for a in places if a.cell == c}))
        fitting = {a.card for a in places if a.cell == cell}
        board.action_focus_part("aquarium")
        await pilot.pause()
        board.query_one("#aq-grid", CardGrid).move_cursor(cell)
        await pilot.pause()
        assert len(fitting) > 1 and board.picked == "" and board.enter_here().kind == "choice"
        await pilot.press("enter")
        await settle(pilot, rounds=2)
        assert panel.narrowed and panel.has_focus
        assert {a.card for a in panel.actions} == fitting and {a.cell for a in panel.actions} == {cell}
        await pilot.press("escape")
        await pilot.pause()
        assert not panel.narrowed
        # the other way: a hand card first, then the cell
        card = next(iter(fitting))
        hand = board.query_one("#aq-hand", CardGrid)
        board.action_focus_part("hand")
        await pilot.pause()
        hand.move_cursor(game.view.players[game.view.actor].hand.index(card))
        await pilot.pause()
        assert "pick this card" in game.query_one("#inspect", InspectPane).plain
        await pilot.press("enter")
        await pilot.pause()
        assert board.picked == card and board.query_one("#aq-grid", CardGrid).has_focus
        board.query_one("#aq-grid", CardGrid).move_cursor(cell)
        await pilot.pause()
        assert f"⏎ {game.describe(A.PlaceCard(card=card, cell=cell))}" in game.query_one("#inspect", InspectPane).plain
        await pilot.press("enter")
        await settle(pilot)
        assert game.session.state.players[0].grid[cell] == card
