"""Apiary in words (engine/apiary/glossary.py): exact texts of a few components, and every
component of the content (and every spot of a game in progress) described."""

from __future__ import annotations

from boardgames_tui.engine.api import HIDDEN_ID, Inspection, Seat
from boardgames_tui.engine.apiary import ENGINE
from boardgames_tui.engine.apiary import glossary as g
from boardgames_tui.engine.apiary.actions import Place
from boardgames_tui.engine.apiary.content import content
from boardgames_tui.engine.content import PROJECT_EDITION
from boardgames_tui.engine.rng import Rng


def played(names, seed=3, steps=150):
    s = ENGINE.new_game([Seat(name=n) for n in names], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if s.finished:
            break
        legal = ENGINE.legal_actions(s)
        s = ENGINE.apply(s, ENGINE.automa_action(s) if s.seats[s.actor].kind == "automa" else legal[rng.randbelow(len(legal))])
    return s


def test_tiles_in_words():
    assert g.describe_tile("f:silo") == Inspection("Silo", (
        "Cost: 1 water",
        "Income: 1 VP (when a returning worker makes it produce)",
        "Storage: 4 resource spots",
        "Scores: 1 VP at the end of the game",
        PROJECT_EDITION,  # our own numbers, not the published tile's
    ), kind="farm")
    assert g.describe_tile("d:library").lines == (
        "Cost: 1 wax", "When built: plant 1 seed card from your hand, 1 VP", "Scores: 1 VP at the end of the game",
        PROJECT_EDITION)
    assert g.describe_tile("c:brood_rearing").lines == (
        "Cost: 2 honey (Carve, strength-4 worker)", "Scores: 2 VP per active worker (end of game)")
    assert g.describe_tile("r:dancer").lines[:2] == ("Cost: 1 pollen", "Effect: Dance > +1 VP per dance use.")


def test_seed_cards_hidden_and_shown():
    assert g.describe_seed(1) == Inspection("Clover", (
        "Play: 2 pollen, or 1 basic resource of your choice instead",
        "Planted: 2 VP per farm at the end of the game (no effect when planted)",
        PROJECT_EDITION,
    ), kind="seed card")
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    v = ENGINE.view(s, 0)
    assert g.describe_seed(HIDDEN_ID, v, 1).title == "Seed card (face down)"


def test_a_worker_spot_says_who_is_there_and_what_bumping_does():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    while s.tasks[-1].step != "turn":
        s = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    seat = s.actor
    w = next(i for i in range(4) if s.players[seat].wl[i] == "pool")
    s = ENGINE.apply(s, Place(worker=w, space="explore"))
    v = ENGINE.view(s, 0)
    ins = g.describe_space(v, "explore")
    assert ins.title == "Explore" and ins.kind == "action space"
    assert ins.lines[0] == f"Arrow space: {s.seats[seat].name}'s strength-{s.players[seat].ws[w]} worker"
    assert ins.lines[1] == "Second space: empty"
    assert any(line.startswith("Bumped: strength 1-3: +1 strength to the pool") for line in ins.lines)


def test_planet_space_comb_pod_and_queens_favor():
    s = ENGINE.new_game([Seat(name="Ann"), Seat(name="Bob")], seed=3)
    v = ENGINE.view(s, 0)
    cell = g.describe_cell(v, 0)
    assert cell.title == "Unexplored space" and cell.lines[0].startswith("Explore token: ")
    assert g.describe_pod(v, "I-2").lines[0] == "Bonus: 1 wax, and the farm row is refreshed (for the hibernation token placed here)"
    assert g.describe_qf(v).title == "Queen's Favor track"
    assert "6 VP / 2 VP" in g.describe_qf(v).lines[1]


def test_every_component_has_a_description():
    c = content()
    for names in (["Ann", "Bob"], ["Ann"], ["Ann", "Bob", "Cem", "Dee"]):
        v = ENGINE.view(played(names), 0)
        comps = g.every_component(v)
        assert all(ins.title and ins.lines and all(ins.lines) for ins in comps)
        titles = {ins.title for ins in comps}
        assert {t["name"] for t in c.tiles.values()} <= titles
        assert {card["name"] for card in c.seeds.values()} <= titles
    solo = ENGINE.view(played(["Ann"]), 0)
    assert g.describe_automa(solo).kind == "automa"
    # every hex of every hive, built or not
    for seat, p in enumerate(v.players):
        for hid in p.hive:
            assert g.describe_hex(v, seat, hid).title == c.tile_name(p.hive[hid])


def test_counts_in_effects_are_real_plurals():
    hyssop = next(k for k, card in content().seeds.items() if card["name"] == "Hyssop")
    play = g.describe_seed(hyssop).lines[0]
    assert "use taught dances 1 time without paying" in play and "1 times" not in play


def test_move_and_log_words_name_only_what_the_board_shows():
    """Issue 23 item 5: no move names an explore token by its number ("repeat explore token 5":
    the board shows what a token gives, "+3 VP"), nor a raw dance token id ("dance token: qf"),
    and a comb pod comes with its sector and bonus, as the comb shows them. The log too: a
    token taken is named by its planet and what it gives ("takes the explore token of
    Hollowme: 3 VP"), never "takes explore token 20" (the perft pins were re-pinned for it)."""
    import re

    from boardgames_tui.engine.api import Seat
    from boardgames_tui.engine.apiary import ENGINE
    from boardgames_tui.engine.rng import Rng

    coded = re.compile(r"explore token \d|dance token: (qf|vp|seed)\b")
    seen = {"pod": 0}
    for seed in (2, 3):
        s = ENGINE.new_game([Seat(name=n) for n in ("Ann", "Bob", "Cem")], seed=seed)
        rng = Rng.from_seed(seed)
        while not s.finished:
            legal = ENGINE.legal_actions(s)
            for a in legal:
                words = ENGINE.describe(s, a)
                assert not coded.search(words), words
                if "hibernate on pod" in words:
                    assert re.search(r"pod [IV]+-\d \(sector [IV]+: .+\)", words), words
                    seen["pod"] += 1
            s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])
            for entry in s.log:
                assert not coded.search(entry.text) and " your " not in entry.text, entry.text
                if "takes the explore token of " in entry.text:
                    assert re.search(r"explore token of (the barren planet|[A-Z][\w ]+): [^:]+\.$", entry.text), entry.text
                    seen["token"] = seen.get("token", 0) + 1
    assert seen["pod"] and seen.get("token")


def test_the_warre_mat_is_spelt_warre_with_its_accent_everywhere():
    """Issue 23: one spelling of the hive mat, the research brief's "Warré" (the data's
    display_name), in the opening log line as on the board and in the inspect pane."""
    from boardgames_tui.engine.api import Seat
    from boardgames_tui.engine.apiary import ENGINE

    for seed in range(1, 40):
        s = ENGINE.new_game([Seat(name=n) for n in ("Ann", "Bob", "Cem")], seed=seed)
        if any(p.mat == "warre" for p in s.players):
            break
    else:
        raise AssertionError("no seed dealt the Warré mat")
    opening = s.log[0].text
    assert "the Warré mat" in opening and "Warre" not in opening, opening
    assert g.describe_mat("warre").title.startswith("Warré")


def test_a_prompt_names_done_only_when_done_is_offered():
    """Issue 23 item 6: "(an extra token may be skipped with Done)" stood over the first token
    of a flight, which cannot be skipped, and the moves list had no Done. A prompt that names
    Done offers it."""
    from boardgames_tui.engine.api import Seat
    from boardgames_tui.engine.apiary import ENGINE
    from boardgames_tui.engine.apiary.actions import Done
    from boardgames_tui.engine.rng import Rng

    dots = 0
    for seed in (2, 3, 4):
        s = ENGINE.new_game([Seat(name=n) for n in ("Ann", "Bob", "Cem")], seed=seed)
        rng = Rng.from_seed(seed)
        while not s.finished:
            legal = ENGINE.legal_actions(s)
            if "Done" in s.prompt.text:
                assert any(isinstance(a, Done) for a in legal), s.prompt.text
            dots += s.prompt.text.startswith("Put a basic resource on an empty dot")
            s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])
    assert dots  # the games explored
