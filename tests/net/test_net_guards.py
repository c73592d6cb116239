"""The host's guards against a game's own bug, reached through real clients on 127.0.0.1: the
game's check raising on a move (`Table.check`: "the game cannot check this move"), and applying
a move raising (`Table.act`: "the game failed on this move"). Since the engines give a reason
for every crafted move, nothing reaches these guards by itself any more; here the engine is made
to raise for one move. Each time the seat gets the one-line reason, nothing is applied, the other
seat is sent nothing, the host keeps serving (the same move plays once the engine is well again,
and a new seat joins), and the host's log line names no token. One host for the module."""

from __future__ import annotations

import json
import logging

import pytest

from boardgames_tui.net.host import HostThread
from boardgames_tui.net.remote import RemoteSession
from netplay import make_table, wait_for, watched


class RulesBug(Exception):
    """What a bug in a game's rules raises."""


@pytest.fixture(scope="module")
def served():
    table = make_table("new-frontiers", 2, seed=9)
    host = HostThread([table]).start()
    seats = {seat: watched(RemoteSession(host.link(table, seat))).connect() for seat in sorted(table.tokens)}
    yield host, table, seats
    for client in seats.values():
        client.close()
    host.stop()
    table.session.close()


def raising_for(move, real):
    """`real`, except that it raises RulesBug for `move` (whichever way it is called)."""
    def broken(*args):
        if args[-1] == move:
            raise RulesBug("the rules broke on this move")
        return real(*args)
    return broken


def refused_and_unharmed(host, table, seats, caplog, broken_part: str, expected: str, logged: str) -> None:
    engine = table.engine
    state = table.session.state
    mover, other = seats[state.actor], seats[1 - state.actor]
    wait_for(lambda: mover.state.turn == other.state.turn == state.turn, what="both seats' views")
    move = mover.legal_actions()[0]
    other.keep_raw, other.received = True, []
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="boardgames_tui.net.host"):
        with pytest.MonkeyPatch.context() as patch:
            rules = type(engine)  # the game's class: restored whole afterwards
            patch.setattr(rules, broken_part, raising_for(move, getattr(rules, broken_part)))
            with pytest.raises(Exception) as refused:
                mover.apply(move)
    reason = str(refused.value)
    assert reason == expected and "\n" not in reason  # the seat's one line
    # nothing applied, no other seat told, every connection still up
    assert table.session.state is state and len(table.session.record) == state.turn
    assert mover.state.turn == state.turn and mover.link_problem is None
    assert other.received == [] and other.link_problem is None
    assert all(len(table.connections[seat]) == 1 for seat in seats)
    # the host's line says what failed, and names no token
    lines = [r.getMessage() for r in caplog.records if r.name == "boardgames_tui.net.host"]
    assert len(lines) == 1 and lines[0].startswith(logged) and "RulesBug" in lines[0]
    assert not any(token in caplog.text for token in table.tokens.values())
    # the host keeps serving: the same move plays once the engine is well, both seats see it
    mover.apply(move)
    assert table.session.state.turn == state.turn + 1 and table.session.record[-1] == move
    wait_for(lambda: other.state.turn == state.turn + 1, what="the other seat's update")
    assert [json.loads(raw)["type"] for raw in other.received] == ["update"]
    # and a new connection to a seat is welcomed with the game as it is
    again = RemoteSession(host.link(table, other.seat)).connect()
    try:
        assert again.state.model_dump() == engine.view(table.session.state, other.seat).model_dump()
    finally:
        again.close()
    wait_for(lambda: len(table.connections[other.seat]) == 1, what="the extra connection closing")


def test_a_move_the_games_check_raises_on_is_refused_and_harms_nothing(served, caplog):
    host, table, seats = served
    refused_and_unharmed(host, table, seats, caplog, "why_illegal",
                         expected="the game cannot check this move (RulesBug)", logged="checking ")


def test_a_move_the_game_fails_to_apply_is_refused_and_harms_nothing(served, caplog):
    host, table, seats = served
    refused_and_unharmed(host, table, seats, caplog, "_apply",
                         expected="the game failed on this move (RulesBug)", logged="applying ")
