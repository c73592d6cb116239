"""Pilot tests of the app with the test game Hexling: menu, new game, moves, undo, save, load,
handoff privacy, bots, results, quitting."""

from __future__ import annotations

import json

from textual.widgets import OptionList, Select

from boardgames_tui.engine.api import Seat
from boardgames_tui.session import GameSession
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.games import TextBoard
from boardgames_tui.ui.screens.confirm import ConfirmScreen
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.handoff import HandoffScreen
from boardgames_tui.ui.screens.load import LoadScreen
from boardgames_tui.ui.screens.menu import MenuScreen
from boardgames_tui.ui.screens.new_game import NewGameScreen
from boardgames_tui.ui.screens.results import ResultsScreen
from boardgames_tui.ui.widgets import DecisionPanel, GameLog
from conftest import SIZE
from helpers import screen_text, settle
from toy_game import ENGINE as HEXLING, PlayCard

TWO_HUMANS = [{"name": "Ann"}, {"name": "Bob"}]


def new_app(save_dir, seats=TWO_HUMANS, seed=7, options=None):
    return BoardgamesApp(start=("new", "hexling", seats, seed, options or {}), save_dir=save_dir)


async def enter_game(pilot) -> GameScreen:
    """Past the opening handoff (two humans, hidden hands) onto the game screen."""
    await settle(pilot)
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settle(pilot)
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


def panel(app) -> DecisionPanel:
    return app.screen.query_one("#decisions", DecisionPanel)


async def test_menu_lists_entries_and_opens_screens(save_dir):
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen.query_one("#menu", OptionList)
        assert [menu.get_option_at_index(i).prompt for i in range(menu.option_count)] == [
            "New game", "Resume the last game", "Load a saved game", "Rules", "Quit"]
        await pilot.press("r")  # nothing saved yet
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert any("No unfinished game" in n.message for n in app._notifications)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert "No saved games yet" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("question_mark")
        await pilot.pause()
        assert "Rules of which game?" in screen_text(app)
        await pilot.press("escape", "q")
        await pilot.pause()
    assert app.return_code == 0


async def test_new_game_screen_sets_up_seats_options_and_seed(save_dir):
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        games = screen.query_one("#game-list", OptionList)
        games.highlighted = [e.id for e in screen.games].index("hexling")
        await settle(pilot)
        assert screen.engine.id == "hexling"
        text = screen_text(app)
        assert "1–3 players" in text and "Hexling (test game): Play number cards onto a small hex map." in text
        assert "Cards in each hand (1–3)" in text and "Score 1 per adjacent own hex" in text
        assert screen.query_one("#seed").value == "4242"
        # three players, the third a greedy bot; hand size 3, no bonus
        screen.query_one("#player-count", Select).value = 3
        await pilot.pause()
        screen.query_one("#seat-name-2").value = "Cy"
        screen.query_one("#seat-kind-2", Select).value = "bot:greedy"
        screen.query_one("#opt-hand_size").value = "3"
        screen.query_one("#opt-bonus").value = False
        kinds = [label for label, _ in screen.query_one("#seat-kind-0", Select)._options]
        assert "human" in kinds and "bot random" in kinds and "bot greedy" in kinds and "automa" not in kinds
        # an option out of bounds is refused with a reason, nothing starts
        screen.query_one("#opt-hand_size").value = "9"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert any("between 1 and 3" in n.message for n in app._notifications)
        screen.query_one("#opt-hand_size").value = "3"
        await pilot.press("ctrl+s")
        game = await enter_game(pilot)
        s = game.session
        assert [x.name for x in s.seats] == ["Ann", "Bob", "Cy"] and s.seats[2].bot == "greedy"
        assert s.seed == 4242 and s.options.hand_size == 3 and s.options.bonus is False
        assert len(s.state.hands[0]) == 3


async def test_new_game_form_shows_only_the_options_of_the_player_count(save_dir):
    """Planet Unknown declares a planet and corporation per seat and a solo deck: a 2-player form
    shows seats 1-2's and no solo option; choosing 1 player shows the solo options instead."""
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = app.screen
        screen.query_one("#game-list", OptionList).highlighted = [e.id for e in screen.games].index("planet-unknown")
        await settle(pilot)

        def shown() -> set[str]:
            return {row.id.removeprefix("opt-row-") for row in screen.query(".option-row") if row.display}

        assert screen.query_one("#player-count", Select).value == 2
        assert {"planet_1", "planet_2", "corporation_1", "corporation_2", "events"} <= shown()
        assert not {"planet_3", "corporation_6", "casual_solo", "solo_green"} & shown()
        text = screen_text(app)
        assert "Planet of seat 2." in text and "Planet of seat 3." not in text
        screen.query_one("#player-count", Select).value = 1
        await settle(pilot)
        assert {"planet_1", "casual_solo", "solo_green", "solo_orange"} <= shown()
        assert not {"planet_2", "events", "private_objectives"} & shown()
        screen.query_one("#player-count", Select).value = 6
        await settle(pilot)
        assert {f"planet_{n}" for n in range(1, 7)} <= shown() and "solo_green" not in shown()


async def test_two_humans_move_undo_handoff_and_privacy(save_dir):
    app = new_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # two humans, hidden hands: nothing shows first
        assert "Pass the keyboard to Ann" in screen_text(app)
        assert "hands=" not in screen_text(app)
        game = await enter_game(pilot)
        assert isinstance(game.board, TextBoard)
        s = game.session
        ann_hand, bob_hand = s.state.hands
        assert game.keyboard == 0 and panel(app).choices == [f"Play the {c}" for c in sorted(set(ann_hand))]
        # a move from the decision panel, by number key
        await pilot.press("1")
        await settle(pilot)
        assert s.state.pending == ann_hand[0] and s.state.prompt.kind == "place"
        assert f"You play a {ann_hand[0]}." in game.query_one("#log", GameLog).shown  # Ann, at the keyboard, reads her move so
        # undo within the turn (nothing revealed yet); the Footer shows Undo enabled
        assert game.check_action("undo", ()) is True
        await pilot.press("u")
        await settle(pilot)
        assert s.state.pending == -1 and s.state.turn == 0
        # play, then place with arrows + Enter: a card is drawn (a reveal)
        await pilot.press("2")
        await settle(pilot)
        await pilot.press("down", "enter")
        await settle(pilot)
        assert s.state.turn == 2 and s.state.actor == 1
        # Bob's turn in a hidden-hand game: the handoff hides Ann's hand first
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Bob" in text and "hands=" not in text
        # what Ann did, in public words only: the card she drew stays hers
        assert "Since your last move:" in text and "Ann draws a card" in text and "You draw" not in text
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and game.keyboard == 1
        text = screen_text(app)
        assert f"hands=[[-1, -1], {sorted(s.state.hands[1])}]" in text  # Ann's hand hidden from Bob
        log = list(game.query_one("#log", GameLog).shown)
        assert "Ann draws a card." in log and not any("You draw" in line for line in log)
        # undo is unavailable across the other seat's move: dimmed in the Footer, the reason is shown
        assert game.check_action("undo", ()) is None
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Undo unavailable: nothing to undo" in str(game.query_one("#reason").render())
        assert s.state.turn == 2


async def test_illegal_move_shows_the_reason_and_loses_nothing(save_dir):
    app = new_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        s = game.session
        missing = next(c for c in range(1, 7) if c not in s.state.hands[0])
        before = s.state.model_dump()
        game.board.propose(PlayCard(card=missing))
        await settle(pilot)
        reason = str(game.query_one("#reason").render())
        assert f"Play the {missing}: you hold no {missing}" in reason
        assert s.state.model_dump() == before and s.record == []


async def test_board_moves_and_board_reasons(save_dir, hexling_board):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        assert isinstance(game.board, hexling_board)
        assert f"Hands  Ann: {' '.join(map(str, game.session.state.hands[0]))}" in screen_text(app)
        await pilot.press("1")
        await settle(pilot)
        hexes = game.board.query_one("#map")
        assert hexes.has_focus and len(hexes.highlighted) == 19  # placing: the board takes the keyboard
        await pilot.press("enter")  # the cursor starts on the centre hex
        await settle(pilot)
        assert game.session.state.board[0] == 0
        await pilot.press("1")
        await settle(pilot)
        hexes.move_cursor((0, 0))
        await pilot.press("enter")  # taken: the engine's reason, nothing applied
        await settle(pilot)
        assert "Place at 0,0: that hex is taken" in str(game.query_one("#reason").render())
        assert game.session.state.prompt.kind == "place"


async def test_save_then_load_from_the_load_screen(save_dir):
    app = new_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        path = game.session.path
        assert path.parent == save_dir and json.loads(path.read_text())["actions"] == [{"kind": "play", "card": game.session.state.pending}]
        assert any("Saved to" in n.message for n in app._notifications)
        state = game.session.state.model_dump()
    (save_dir / "broken.json").write_text('{"format": "boardgames-save", "format_version": 1, "game": "hex')
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await pilot.pause()
        text = screen_text(app)
        assert "Hexling (test game)" in text and "Ann, Bob" in text and "1 moves" in text
        assert "broken.json" in text and "cannot be loaded: the file is truncated" in text
        await pilot.press("enter")
        game = await enter_game(pilot)
        assert game.session.state.model_dump() == state and game.session.path == path


async def test_resume_opens_the_latest_game(save_dir):
    session = GameSession.new(HEXLING, [Seat(name="Ann")], seed=3, save_dir=save_dir)
    session.apply(HEXLING.legal_actions(session.state)[0])
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        game = await enter_game(pilot)
        assert game.session.record == session.record


async def test_bot_seat_moves_by_itself(save_dir):
    app = new_app(save_dir, seats=[{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)  # one human: no handoff
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("1")
        await settle(pilot)
        s = game.session
        assert s.state.turn == 4 and s.state.actor == 0 and game.keyboard == 0  # the bot played its two steps
        assert any(line.startswith("Bot places") for line in game.query_one("#log", GameLog).shown)
        assert isinstance(app.screen, GameScreen)


async def test_a_bots_whole_turn_lands_at_once_with_its_changes_marked(save_dir, monkeypatch):
    """The pause is per turn: the bot's two steps (play a card, place it) come in one message,
    one pause, and the board marks every change since Ann's move (issue 23 item 8)."""
    monkeypatch.setattr(GameScreen, "BOT_PAUSE", 0.05)
    chosen: list[int] = []
    handle = GameScreen.on_game_screen_bot_chose

    def counting(self, message):
        chosen.append(len(message.actions))
        handle(self, message)

    monkeypatch.setattr(GameScreen, "on_game_screen_bot_chose", counting)
    app = new_app(save_dir, seats=[{"name": "Ann"}, {"name": "Bot", "kind": "bot", "bot": "greedy"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        await pilot.press("1")
        await settle(pilot)
        assert game.session.state.actor == 0 and not chosen  # Ann places her card: still her turn
        await pilot.press("1")
        await settle(pilot)
        s = game.session
        assert chosen == [2] and s.state.turn == 4 and s.state.actor == 0
        assert game.board.before == HEXLING.view(s.history()[2], 0)  # Ann's last move: both bot steps marked
        assert "Since your last move: Bot plays" in screen_text(app) and "Bot places" in screen_text(app)


TWO_BOTS = [{"name": "Ann", "kind": "bot", "bot": "greedy"}, {"name": "Bob", "kind": "bot", "bot": "random"}]


async def bots_to_the_results(pilot) -> None:
    for _ in range(40):
        await settle(pilot, 1)
        if isinstance(pilot.app.screen, ResultsScreen):
            break
    assert isinstance(pilot.app.screen, ResultsScreen)


async def test_bots_play_to_the_results_screen(save_dir):
    app = new_app(save_dir, seats=TWO_BOTS)
    async with app.run_test(size=SIZE) as pilot:
        await bots_to_the_results(pilot)
        await pilot.pause()
        await pilot.pause()
        sheet = app.screen.sheet
        assert sheet.final
        text = screen_text(app)
        winner = ["Ann", "Bob"][sheet.winners[0]]
        assert f"{winner} wins with {sheet.total(sheet.winners[0])} points" in text or "share the victory" in text
        assert "cards" in text and "neighbours" in text and "Total" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


def footer_text(app) -> str:
    return screen_text(app).splitlines()[-1]


async def test_a_finished_game_offers_no_move_and_says_game_over_once(save_dir, hexling_board):
    """Back on the board after the results: the footer has no "1-9 Choose", Undo, Place or
    Rotate, the status line says "Game over" once, and the inspect pane reads the final view."""
    app = new_app(save_dir, seats=TWO_BOTS)
    async with app.run_test(size=SIZE) as pilot:
        await bots_to_the_results(pilot)
        await pilot.press("b")
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen) and game.session.state.finished
        game.board.query_one("#map").focus()
        await pilot.pause()
        await pilot.pause()
        footer = footer_text(app)
        for gone in ("Choose", "Undo", "Place", "Rotate"):
            assert gone not in footer, footer
        assert "Rules" in footer and "Scores" in footer
        status = screen_text(app).splitlines()[0]
        assert status.lower().count("game over") == 1, status
        await pilot.press("ctrl+z")  # still says why
        await pilot.pause()
        assert any("the game is over" in n.message for n in app._notifications)


async def test_quit_asks_and_says_the_game_is_saved(save_dir):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "The game is saved in" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is game
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0 and game.session.path.exists()


async def test_palette_offers_the_game_commands(save_dir):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        titles = [c.title for c in app.get_system_commands(game)]
        assert {"Save", "Load", "Undo", "Rules", "Scores", "Log"} <= set(titles)
        await pilot.press("f2")
        await pilot.pause()
        assert "Scores" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("f1")
        await pilot.pause()
        assert "RulesScreen" == type(app.screen).__name__


async def test_every_builtin_theme_renders_the_game_screen(save_dir, hexling_board):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        await pilot.press("1")
        await settle(pilot)
        hexes = game.board.query_one("#map")
        for theme in ("textual-dark", "textual-light", "ansi-dark", "ansi-light"):  # Textual 8 names of the ansi theme
            app.theme = theme
            await pilot.pause()
            legal = hexes.get_component_rich_style("hex-board--legal")
            cursor = hexes.get_component_rich_style("hex-board--cursor")
            assert legal.bgcolor is not None and cursor.reverse  # legal spots and the cursor stand out
            ghost = hexes.get_component_rich_style("hex-board--ghost")
            bad = hexes.get_component_rich_style("hex-board--ghost-bad")
            assert len({legal.bgcolor, ghost.bgcolor, bad.bgcolor}) == 3, theme
            players = [hexes.get_component_rich_style(f"hex-board--p{i}") for i in range(6)]
            assert len({(p.color, p.underline) for p in players}) == 6, theme
            assert "Ann to act" in screen_text(app)


async def test_no_games_installed_is_said_plainly(save_dir, monkeypatch):
    import boardgames_tui.engine.registry as registry

    monkeypatch.setattr(registry, "GAMES", {})
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert "No games are installed yet" in screen_text(app)
        await pilot.press("ctrl+s")  # nothing to start, nothing breaks
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        assert "No games are installed yet" in screen_text(app)


async def test_rules_screen_shows_the_rules_or_says_there_are_none(save_dir):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert "No rules text is shipped for this game" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        from boardgames_tui.engine.content import rules_text
        from boardgames_tui.engine.registry import GAMES

        for gid, engine in GAMES.items():  # a real game's rules.md, when one has landed
            try:
                first = rules_text(gid).splitlines()[0].lstrip("# ").strip()
            except OSError:
                continue
            app.show_rules(gid)
            await pilot.pause()
            await pilot.pause()
            assert first in screen_text(app)
            break


async def test_ctrl_q_during_the_handoff_still_asks(save_dir):
    app = new_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "hands=" not in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)


async def test_bad_starts_land_on_the_menu_with_the_reason(save_dir):
    broken = save_dir / "broken.json"
    broken.write_text("not json at all")
    app = BoardgamesApp(start=("load", broken), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert any("not a save file" in n.message for n in app._notifications)
    app = new_app(save_dir, seats=[{"name": "Ann"}] * 2)  # two seats with one name
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert any("every seat needs its own name" in n.message for n in app._notifications)


async def test_a_failing_board_leaves_the_game_playable(save_dir, hexling_board, monkeypatch):
    def broken(self, view, legal):
        raise RuntimeError("drawing bug")

    monkeypatch.setattr(hexling_board, "show", broken)
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)
        assert any("could not be drawn" in n.message for n in app._notifications)
        await pilot.press("1")
        await settle(pilot)
        assert game.session.state.turn == 1


async def test_loaded_hot_seat_game_shows_no_hand_before_the_handoff(save_dir):
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", kind="bot", bot="random")]
    session = GameSession.new(HEXLING, seats, seed=9, save_dir=save_dir)
    for _ in range(4):  # Ann and Bob play a card each and place it: Cy (a bot) is next
        session.apply(HEXLING.legal_actions(session.state)[0])
    assert session.state.actor == 2
    app = BoardgamesApp(start=("load", session.path), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        if isinstance(app.screen, GameScreen):  # the bot's turn: the public view, every hand hidden
            assert "hands=[[-1, -1], [-1, -1], [-1, -1]]" in text
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # then Ann's turn: handoff first
        assert "Pass the keyboard to Ann" in screen_text(app)


async def test_a_game_that_fails_to_set_up_leaves_the_app_running(save_dir, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("setup bug")

    monkeypatch.setattr(HEXLING, "_setup", broken)
    app = new_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert any("ZeroDivisionError: setup bug" in n.message for n in app._notifications)


async def test_a_rules_bug_on_a_move_changes_nothing_and_is_reported(save_dir, monkeypatch):
    app = new_app(save_dir, seats=[{"name": "Ann"}])
    async with app.run_test(size=SIZE) as pilot:
        game = await enter_game(pilot)

        def broken(state, action):
            raise KeyError("apply bug")

        monkeypatch.setattr(HEXLING, "_apply", broken)
        await pilot.press("1")
        await settle(pilot)
        assert game.session.state.turn == 0 and isinstance(app.screen, GameScreen)
        assert any("apply bug" in n.message for n in app._notifications)


async def test_escape_on_the_menu_asks_like_ctrl_q(save_dir):
    app = BoardgamesApp(save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key in ("escape", "ctrl+q"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen) and "Quit boardgames?" in screen_text(app)
            await pilot.press("n")  # "Stay"
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running
