"""Anything on screen can be inspected for its full text (issue 23): at 80x24 the inspect pane
has a few rows, so a long card is cut there. The pane's frame then says so, the footer offers
F4, and F4 opens the whole text, scrollable, where the last words of the longest text of each
game come on screen."""

from __future__ import annotations

import pytest

from boardgames_tui.engine.api import Inspection, Seat
from boardgames_tui.engine.registry import get_engine
from boardgames_tui.ui.app import BoardgamesApp
from boardgames_tui.ui.screens.game import GameScreen
from boardgames_tui.ui.screens.inspect import InspectScreen
from boardgames_tui.ui.widgets import InspectPane
from boardgames_tui.ui.widgets.inspect_pane import CUT, inspection_text
from helpers import screen_text, settle, settle_until_human
from test_newcomer_boards import GAMES, seats_for


def every_text(game: str) -> list[Inspection]:
    """The inspect texts of every card, tile and objective of a game (its engine's glossary)."""
    if game == "apiary":
        from boardgames_tui.engine.apiary import glossary as g
        from boardgames_tui.engine.apiary.content import content

        c = content()
        return [g.describe_tile(t) for t in c.tiles] + [g.describe_seed(s) for s in c.seeds]
    if game == "aquaria":
        from boardgames_tui.engine.aquaria import glossary as g
        from boardgames_tui.engine.aquaria.content import content

        c = content()
        return [g.describe_card(x) for x in [*c.cards, *c.lionfish]]
    if game == "new-frontiers":
        from boardgames_tui.engine.new_frontiers import glossary as g
        from boardgames_tui.engine.new_frontiers.content import goals, tiles

        return ([g.describe_development(None, x) if t.size else g.describe_world(None, x, where="in the bag")
                 for x, t in tiles().items()] + [g.describe_goal(None, x) for x in goals()])
    if game == "planet-b":
        from boardgames_tui.engine.planet_b import content, glossary as g

        state = get_engine("planet-b").new_game([Seat(name="Ann"), Seat(name="Bob")], seed=1)
        return [g.describe_eco_tile(x) for x in content.tiles_by_id()] + [g.describe_goal(state, x) for x in content.goals()]
    from boardgames_tui.engine.planet_unknown import glossary as g
    from boardgames_tui.engine.planet_unknown.content import civ_cards, events, objectives, tiles

    return ([g.describe_tile(t.id) for t in tiles()] + [g.describe_civ_card(x) for x in civ_cards()]
            + [g.describe_event(x) for x in events()] + [g.describe_objective_card(x) for x in objectives()])


def longest(game: str) -> Inspection:
    return max((i for i in every_text(game) if i is not None), key=lambda i: len(inspection_text(i).plain))


@pytest.mark.parametrize("game", GAMES)
async def test_at_80x24_f4_brings_the_end_of_the_longest_text_on_screen(game, save_dir):
    text = longest(game)
    app = BoardgamesApp(start=("new", game, seats_for(game), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_until_human(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        pane = screen.query_one("#inspect", InspectPane)
        pane.show(text)
        await settle(pilot, 2)
        assert pane.inspection == text and pane.cut, (game, text)  # cut in the pane beside the board
        assert CUT in screen_text(app)  # its frame says there is more, and how to read it
        shown = {key for key, active in screen.active_bindings.items() if active.binding.show}
        assert "f4" in shown  # and the footer offers the key
        await pilot.press("f4")
        await settle(pilot, 2)
        assert isinstance(app.screen, InspectScreen)
        body = app.screen.query_one("#full-text-body")
        lines = inspection_text(text).wrap(app.console, body.content_region.width)
        await pilot.press("end")  # the keys of a long text, as in the whole log (F3)
        await settle(pilot, 2)
        last = lines[-1].plain.strip()
        assert last and last in screen_text(app), (last, screen_text(app))
        await pilot.press("escape")
        await settle(pilot, 1)
        assert app.screen is screen


async def test_f4_says_so_when_nothing_is_inspected_and_shows_a_short_text_whole_anyway(save_dir):
    app = BoardgamesApp(start=("new", "apiary", seats_for("apiary"), 3, {}), save_dir=save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle_until_human(pilot)
        screen = app.screen
        pane = screen.query_one("#inspect", InspectPane)
        pane.show(Inspection("Short", ("One line",), kind="test"))
        await settle(pilot, 2)
        assert not pane.cut and CUT not in screen_text(app)
        shown = {key for key, active in screen.active_bindings.items() if active.binding.show}
        assert "f4" not in shown  # whole in the pane: the footer does not offer F4
        await pilot.press("f4")
        await settle(pilot, 2)
        assert isinstance(app.screen, InspectScreen) and "One line" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot, 1)
        pane.show(None)
        await pilot.press("f4")
        await settle(pilot, 2)
        assert app.screen is screen
        assert any("Nothing is inspected" in n.message for n in app._notifications)
