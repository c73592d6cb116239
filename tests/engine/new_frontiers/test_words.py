"""New Frontiers' printed powers in words (issue 23: no code on a newcomer's screen)."""

from __future__ import annotations

import re

from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.new_frontiers import ENGINE
from boardgames_tui.engine.new_frontiers import glossary as G
from boardgames_tui.engine.new_frontiers.content import tiles
from boardgames_tui.engine.rng import Rng

CODE = re.compile(r"->|\(up to \d+x|\b\d+x\b")


def test_every_power_reads_in_words():
    """The data's "discard 1 good -> 1 VP (up to 1x)" reads "discard 1 good → 1 VP (once)"."""
    texts = [(t.id, p) for t in tiles().values() for p in t.powers if p.get("text")]
    assert any("->" in p["text"] for _, p in texts) and any("(up to 2x" in p["text"] for _, p in texts)
    for tid, p in texts:
        words = G.power_words(p)
        assert not CODE.search(words), (tid, words)
        if "(up to 1x)" in p["text"]:
            assert words.endswith("(once)"), words
    assert G.power_words({"text": "Consume: pay 2 credits -> 1 VP (up to 2x, optional)"}) == \
        "Consume: pay 2 credits → 1 VP (up to twice, optional)"


def test_no_move_of_a_random_game_names_a_power_in_code():
    s = ENGINE.new_game([Seat(name=n) for n in ("Ann", "Bob", "Cem")], seed=4)
    rng = Rng.from_seed(4)
    consumed = 0
    while not s.finished:
        legal = ENGINE.legal_actions(s)
        for a in legal:
            words = ENGINE.describe(s, a)
            assert not CODE.search(words), words
            consumed += words.startswith("Consume:")
        s = ENGINE.apply(s, legal[rng.randbelow(len(legal))])
    assert consumed  # the game offered powers' moves
