"""Why a move is not allowed, asked of the host: a joined seat answers by itself only where its
view makes the words exact (the game is over, not its turn, a move of the legal list); any other
move is asked of the host (`AskWhy`), whose answer is the game's own `why_illegal` on the full
state. One host serves a table of every title for the whole module."""

from __future__ import annotations

import json
import random

import pytest

from boardgames_tui.engine.api import HIDDEN, HIDDEN_ID
from boardgames_tui.net import messages as m
from boardgames_tui.net.host import HostThread
from boardgames_tui.net.remote import RemoteSession
from boardgames_tui.session import GameSession
from netplay import TITLES, make_table, wait_for


@pytest.fixture(scope="module")
def served():
    tables = {game: make_table(game, 2, seed=21) for game in TITLES}
    host = HostThread(list(tables.values())).start()
    clients: list[RemoteSession] = []
    yield host, tables, clients
    for client in clients:
        client.close()
    host.stop()
    for table in tables.values():
        table.session.close()


def _leaves(data, out: set) -> set:
    if isinstance(data, dict):
        for value in data.values():
            _leaves(value, out)
    elif isinstance(data, list):
        for value in data:
            _leaves(value, out)
    elif isinstance(data, (str, int)) and not isinstance(data, bool):
        out.add(data)
    return out


def _hidden(full, view, out: set) -> set:
    """The values of the full state that the view replaces (cards in decks, other hands…)."""
    if isinstance(full, dict) and isinstance(view, dict):
        for key, value in full.items():
            if key in ("rng", "log"):  # the seed of the draws and the lines: not things a move names
                continue
            if key in view:
                _hidden(value, view[key], out)
            else:
                _leaves(value, out)
    elif isinstance(full, list) and isinstance(view, list) and len(full) == len(view):
        for a, b in zip(full, view):
            _hidden(a, b, out)
    elif full != view:
        _leaves(full, out)
    return out


def move_naming_a_hidden_thing(engine, state, seed: int):
    """One of the actor's legal moves with one field changed to something its view hides (a card
    of a deck or of another seat's hand): a move the seat can try and whose reason is about what
    it cannot see. None when this position offers none."""
    view = engine.view(state, state.actor)
    secrets = sorted((x for x in _hidden(state.model_dump(mode="json"), view.model_dump(mode="json"), set())
                      if x not in (HIDDEN, HIDDEN_ID) and (" " not in x if isinstance(x, str) else 0 <= x < 10_000)), key=repr)
    rnd = random.Random(seed)
    legal = engine.legal_actions(state)
    for action in rnd.sample(legal, len(legal)):
        data = action.model_dump(mode="json")
        for key, value in data.items():
            for secret in secrets:
                if key == "kind" or type(secret) is not type(value) or isinstance(value, bool) or secret == value:
                    continue
                try:
                    changed = engine.parse_action({**data, key: secret})
                    reason = engine.why_illegal(state, changed)
                except Exception:
                    continue
                if reason is not None:
                    return changed
    return None


class NoLocalCheck:
    """The game's engine for a client, except that it may not answer `why_illegal` itself."""

    def __init__(self, engine) -> None:
        self._engine = engine

    def __getattr__(self, name):
        return getattr(self._engine, name)

    def why_illegal(self, state, action):
        raise AssertionError("the client checked a move on its own view")


@pytest.mark.parametrize("game", TITLES)
def test_a_move_whose_reason_needs_hidden_things_gets_the_hosts_words(game, served):
    host, tables, clients = served
    table = tables[game]
    engine = table.engine
    seats = {seat: RemoteSession(host.link(table, seat)) for seat in sorted(table.tokens)}
    clients.extend(seats.values())
    for client in seats.values():
        client.connect()
    rnd = random.Random(7)
    action = None
    for _ in range(60):  # play on (seeded) until the seat to act can try a move about hidden things
        state = table.session.state
        action = move_naming_a_hidden_thing(engine, state, seed=state.turn)
        if action is not None:
            break
        mover = seats[state.actor]
        wait_for(lambda: mover.state.turn == state.turn, what="the mover's view")
        mover.apply(rnd.choice(mover.legal_actions()))
    assert action is not None, f"{game}: no move about hidden things in 60 moves"
    state = table.session.state
    mover = seats[state.actor]
    wait_for(lambda: mover.state.turn == state.turn, what="the mover's view")
    assert action not in mover.legal_actions()

    # the words of a local game on the full state: the same seats and seed, the host's record replayed
    local = GameSession.new(engine, table.session.seats, seed=21)
    for played in table.session.record:
        local.apply(played)
    expected = local.why_illegal(action)
    assert expected is not None

    mover.keep_raw = True
    mover.engine = NoLocalCheck(engine)  # the words cannot come from the client's view
    try:
        assert mover.why_illegal(action) == expected
    finally:
        mover.engine = engine
    answers = [json.loads(raw) for raw in mover.received]
    assert [a for a in answers if a["type"] == "why"] == [{"v": m.VERSION, "type": "why", "id": answers[-1]["id"],
                                                           "reason": expected}]
    # the cases the view makes exact are answered without asking: a legal move, another seat's turn
    other = seats[1 - state.actor]
    other.keep_raw = True
    mover.received.clear()
    assert mover.why_illegal(mover.legal_actions()[0]) is None
    assert other.why_illegal(action) == "it is not your turn to decide"
    assert mover.received == [] and other.received == []
    assert table.session.state is state  # asking changed nothing


def test_a_move_the_games_check_cannot_read_is_refused_and_harms_nothing(served):
    """A crafted move naming no tile of the game: asked or played, the host answers with the
    engine's reason, which names the tile; the connection and the game go on."""
    host, tables, clients = served
    table = tables["planet-b"]
    for _ in range(12):  # on to a seat placing tiles (another test of the module may have got there)
        state = table.session.state
        mover = RemoteSession(host.link(table, state.actor)).connect()
        clients.append(mover)
        if state.step == "place":
            break
        mover.apply(mover.legal_actions()[0])  # take a development tile (or end a turn)
        wait_for(lambda: table.session.state.turn == state.turn + 1, what="the host's move")
    assert state.step == "place"
    from boardgames_tui.engine.planet_b.actions import Place

    crafted = Place(tile="no such tile", rot=0, at=0)
    reason = mover.why_illegal(crafted)
    assert reason is not None and "'no such tile' (not a tile of this game)" in reason
    with pytest.raises(Exception) as refused:
        mover.apply(crafted)
    assert str(refused.value) == reason
    assert table.session.state is state and mover.link_problem is None
    mover.apply(mover.legal_actions()[0])
    assert table.session.state.turn == state.turn + 1


def test_why_asked_while_the_host_is_away_says_so(served):
    host, tables, clients = served
    table = tables["planet-b"]
    mover = RemoteSession(host.link(table, table.session.state.actor)).connect()
    clients.append(mover)
    from boardgames_tui.engine.planet_b.actions import Place

    mover._ws = None  # as between a dropped connection and the next one
    assert mover.why_illegal(Place(tile="no such tile", rot=0, at=0)) == "not connected to the host (reconnecting…)"
