"""Whole games through the host: real clients over real websockets on 127.0.0.1.

Every title is played to the end by two or three scripted clients (seeded random moves); the
host's final state equals the same actions applied locally, each client ends holding exactly
its own view of it, and no client was ever sent a byte of another seat's hidden information.
"""

from __future__ import annotations

import json

import pytest

from boardgames_tui.engine.api import GameState
from boardgames_tui.session import GameSession
from boardgames_tui.net.host import bot_turn
from netplay import hosting, joining, TITLES, make_table, play_to_end, wait_for  # noqa: F401 (fixtures)


def strings(data, out: set[str], keys: bool = False) -> set[str]:
    """Every string value in JSON data (and every key too, with `keys`)."""
    stack = [data]
    while stack:  # by hand, not recursion: it reads every message of whole games
        item = stack.pop()
        kind = type(item)
        if kind is dict:
            if keys:
                out.update(item)
            stack.extend(item.values())
        elif kind is list:
            stack.extend(item)
        elif kind is str:
            out.add(item)
    return out


def hidden_strings(full, view, out: set[str]) -> set[str]:
    """The string values of the full state where its view differs (what the viewer may not see)."""
    stack = [(full, view)]
    while stack:
        full, view = stack.pop()
        if full == view:  # the same below here: nothing hidden (one comparison, in C)
            continue
        if type(full) is dict and type(view) is dict:
            for k, v in full.items():
                if k in view:
                    stack.append((v, view[k]))
                else:
                    strings(v, out)
        elif type(full) is list and type(view) is list and len(full) == len(view):
            stack.extend(zip(full, view))
        else:
            strings(full, out)
    return out


@pytest.mark.parametrize("game", TITLES)
def test_a_seeded_game_played_through_the_host_ends_as_the_same_actions_locally(game, hosting, joining):
    players = 3 if game == "new-frontiers" else 2  # three clients in one title (its game is the shortest)
    table = make_table(game, players, seed=11, bots=1 if game == "planet-b" else 0)
    host = hosting(table, rate=(1000.0, 1000.0))  # scripts move faster than people: the flood limit has its own test
    clients = [joining(host.link(table, seat)) for seat in sorted(table.tokens)]
    for c in clients:
        c.keep_raw = True
    assert [c.seat for c in clients] == sorted(table.tokens)

    play_to_end(table, clients, seed=3)

    engine = table.engine
    local = GameSession.new(engine, table.session.seats, seed=11)
    for action in table.session.record:  # the host's record: the clients' moves and the bot's
        local.apply(action)
    assert local.state.finished
    assert table.session.state.model_dump() == local.state.model_dump()
    for c in clients:
        wait_for(lambda: c.state.finished, what="the last update")
        assert c.state.model_dump() == engine.view(local.state, c.seat).model_dump()
        assert c.log_for(c.seat) == local.log_for(c.seat)
        assert c.scores() == local.scores()
        last = table.session.record[-1]
        assert c.why_illegal(last) == local.why_illegal(last) == "the game is over"

    # no leak: every view a client was sent is exactly its own; no hidden card id, no rng
    history = local.history()
    replay = clients[0].history()  # the replay at the end: every state, as that seat saw it
    assert clients[0].record == table.session.record
    assert [s.model_dump() for s in replay] == [engine.view(s, clients[0].seat).model_dump() for s in history]
    fulls: dict[int, dict] = {}  # each state as JSON, made once for all the clients
    for c in clients:
        views: dict[int, dict] = {}  # each state as this seat sees it, made once

        def view_of(turn: int) -> dict:
            if turn not in views:
                views[turn] = engine.view(history[turn], c.seat).model_dump(mode="json")
            return views[turn]

        seen: set[str] = set()  # what this seat has legitimately seen so far (it may see cards move)
        for raw in c.received:
            msg = json.loads(raw)
            snap = msg.get("snapshot")
            if snap is None:
                continue
            turn = snap["view"]["turn"]
            full: GameState = history[turn]
            view = view_of(turn)
            assert snap["view"] == view
            seen |= strings(view, set(), keys=True)
            seen |= set(snap["log"])
            rest = {k: v for k, v in snap.items() if k not in ("view", "since")}
            if snap["since"] is not None:  # the view right after this seat's last move
                before = snap["since"]["before"]
                assert before == view_of(before["turn"])
                seen |= strings(before, set(), keys=True)
                rest["since"] = {k: v for k, v in snap["since"].items() if k != "before"}
            if turn not in fulls:
                fulls[turn] = full.model_dump(mode="json")
            secret = hidden_strings(fulls[turn], view, set()) - seen
            # every other string of the message, keys too, as sent (non-ASCII text unescaped): the
            # views' own strings are in `seen`, so nothing of them can be secret
            leaked = secret & strings({**msg, "snapshot": rest}, set(), keys=True)
            assert not leaked, f"{engine.id}: seat {c.seat} was sent hidden {sorted(leaked)!r}"
            assert str(full.rng) not in raw
            if snap["legal"]:
                assert full.actor == c.seat


def test_a_bots_whole_turn_reaches_the_seats_as_one_update(hosting, joining):
    """As at one keyboard (the game screen's bot pace): a bot's turn of several decisions is
    decided on the host, then applied at once, and each seat gets one update for it."""
    table = make_table("planet-b", 1, seed=5, bots=1)
    host = hosting(table)
    ann = joining(host.link(table, 0))
    assert table.session.state.actor == 0
    while ann.state.actor == 0:  # Ann's whole turn (planet-b: a tile taken, then placed, …)
        ann.apply(ann.legal_actions()[0])
    ann.keep_raw = True
    bot_from = ann.state.turn
    wait_for(lambda: table.session.state.finished or table.session.state.actor == 0, what="the bot's turn")
    wait_for(lambda: ann.state.turn == table.session.state.turn, what="Ann's update")
    updates = [json.loads(raw) for raw in ann.received if json.loads(raw)["type"] == "update"]
    assert ann.state.turn - bot_from >= 2  # the bot made several decisions …
    assert len(updates) == 1  # … and they came in one update
    assert [a.model_dump() for a in table.session.record[bot_from:]] == [
        a.model_dump() for a in bot_turn(table.engine, table.session.history()[bot_from])]


class SlowEngine:
    """The real engine, each `apply` 2 ms slower: a machine far slower than the step budget's."""

    def __init__(self, engine) -> None:
        self._engine = engine

    def __getattr__(self, name):
        return getattr(self._engine, name)

    def apply(self, state, action):
        import time
        time.sleep(0.002)
        return self._engine.apply(state, action)


def test_a_search_bots_decisions_on_the_host_are_capped_by_the_clock():
    """As at one keyboard (bots/mcts.py's wall-clock cap): on a host too slow for the calibrated
    step budget, each search decision of the host's bot turn still ends near its budget."""
    import time
    from boardgames_tui.engine.api import Seat
    from boardgames_tui.engine.registry import get_engine
    from boardgames_tui.bots.mcts import CLOCK_SLACK

    engine = get_engine("planet-b")
    seats = [Seat(name="Ann"), Seat(name="Hal", kind="bot", bot="mcts:0.1")]
    session = GameSession.new(engine, seats, seed=5)
    while session.state.actor == 0:
        session.apply(session.legal_actions()[0])
    slow = SlowEngine(engine)
    start = time.perf_counter()
    actions = bot_turn(slow, session.state)
    spent = time.perf_counter() - start
    # Uncapped, 0.1 s of planet-b's calibrated steps (1,800 applies at 2 ms) is over 3 s a decision.
    assert spent < len(actions) * (0.1 + CLOCK_SLACK + 0.25)
