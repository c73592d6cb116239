"""Honest components (issue 23 item 11): the inspect pane's words for every component whose
rules data says `"edition": "project"` end with "project edition: numbers of our own", and
the published game's components never say so. One test per game, over every component of
each kind the inspect pane describes (the words come from the engine's glossary)."""

from __future__ import annotations

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.content import PROJECT_EDITION, edition_note
from boardgames_tui.engine.registry import get_engine

SEATS = [Seat(name="Ann"), Seat(name="Bob")]


def honest(described: list[tuple[object, object]]) -> tuple[int, int]:
    """Check each (component, its Inspection): the note iff the data is the project's. Returns
    how many of each edition were seen, so a test can insist it met both."""
    seen = {"official": 0, "project": 0}
    for component, words in described:
        edition = component["edition"] if isinstance(component, dict) else component.edition
        seen[edition] += 1
        says = PROJECT_EDITION in words.lines
        assert says == (edition == "project"), f"{words.title}: edition {edition}, lines {words.lines}"
    return seen["official"], seen["project"]


def test_the_note_names_the_project_edition_in_a_players_words():
    assert "project edition: numbers of our own" in PROJECT_EDITION.casefold()
    assert edition_note({"edition": "official"}) == () and edition_note({"edition": "project"}) == (PROJECT_EDITION,)


def test_apiary():
    from boardgames_tui.engine.apiary import glossary as g
    from boardgames_tui.engine.apiary.content import content

    c = content()
    described = [(c.tile(t), g.describe_tile(t)) for t in c.tiles]
    described += [(c.seeds[s], g.describe_seed(s)) for s in c.seeds]
    described += [(c.tokens[t], g.describe_token(t)) for t in c.tokens]
    described += [(c.mats[m], g.describe_mat(m)) for m in c.mats]
    official, project = honest(described)
    assert official >= 15 and project >= 100  # the 15 official carvings and one token


def test_aquaria():
    from boardgames_tui.engine.aquaria import glossary as g
    from boardgames_tui.engine.aquaria.content import content

    c = content()
    described = [(c.cards[x], g.describe_card(x)) for x in c.cards]
    described += [(c.lionfish[x], g.describe_card(x)) for x in c.lionfish]
    described += [(c.tokens[x], g.describe_token(x)) for x in c.tokens]
    described += [(c.fkinds[x], g.describe_filter_token(x)) for x in c.fkinds]
    described += [(c.start_tiles[x], g.describe_start_tile(x)) for x in c.start_tiles]
    described += [(c.solo_tiles[x], g.describe_solo_tile(x)) for x in c.solo_tiles]
    state = get_engine("aquaria").new_game(SEATS, seed=1)
    described += [(c.nodes[x], g.describe_node(state, x)) for x in c.nodes]
    official, project = honest(described)
    assert official >= 4 and project >= 80


def test_new_frontiers():
    from boardgames_tui.engine.new_frontiers import glossary as g
    from boardgames_tui.engine.new_frontiers.content import goals, tiles

    described = [(t, g.describe_development(None, x) if t.size else g.describe_world(None, x, where="in the bag"))
                 for x, t in tiles().items()]
    described += [(goal, g.describe_goal(None, x)) for x, goal in goals().items()]
    official, project = honest(described)
    assert official >= 9 and project >= 100


def test_planet_b():
    from boardgames_tui.engine.planet_b import content, glossary as g

    state = get_engine("planet-b").new_game(SEATS, seed=1)
    described = [(t, g.describe_eco_tile(x)) for x, t in content.tiles_by_id().items()]
    described += [(content.dev_tiles_by_id()[d], g.describe_development(state, pos)) for pos, d in enumerate(state.row)]
    described += [(goal, g.describe_goal(state, x)) for x, goal in content.goals().items()]
    described += [(content.animals_by_id()[a], g.describe_animal(state, a)) for a in content.animals_by_id()]
    dev = content.development()
    described += [(dev.springs, g.describe_springs(state)), (dev.water_track, g.describe_track(state)),
                  (dev.harvest_tiles[0], g.describe_harvest(state))]
    official, project = honest(described)
    assert official >= 3 and project >= 100  # the springs and two animals are the published game's


def test_planet_unknown():
    from boardgames_tui.engine.planet_unknown import glossary as g
    from boardgames_tui.engine.planet_unknown.content import corporations

    engine = get_engine("planet-unknown")
    described = []
    for k, data in enumerate(corporations()):
        state = engine.new_game(SEATS, seed=1)
        state.players[0].corporation = k
        described.append((data, g.describe_corporation(state, 0)))
    official, project = honest(described)
    assert official == 6 and project == 3  # the three corporations of our own design
