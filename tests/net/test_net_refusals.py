"""What the host refuses, and that the game and the other seats go on unharmed after each:
a wrong or missing token, a move of another seat, out of turn, illegal, malformed JSON, another
protocol version, an oversized message, a flood."""

from __future__ import annotations

import asyncio
import json
import socket

import aiohttp
import pytest

from boardgames_tui.cli import main
from boardgames_tui.net import messages as m
from boardgames_tui.net.remote import JoinError, RemoteSession
from netplay import hosting, joining, make_table, wait_for  # noqa: F401 (fixtures)


async def raw_seat(host, token: str | None):
    """A bare websocket (no RemoteSession): hello sent, the first answer read."""
    http = aiohttp.ClientSession()
    ws = await http.ws_connect(f"ws://127.0.0.1:{host.port}/ws", max_msg_size=m.HOST_MESSAGE_BYTES)
    if token is not None:
        await ws.send_str(m.write(m.Hello(token=token)))
    return http, ws, json.loads((await ws.receive(timeout=5)).data)


async def answer(ws) -> dict:
    return json.loads((await ws.receive(timeout=5)).data)


def unharmed(table, turn: int, bob: RemoteSession, ann: RemoteSession) -> None:
    """Nothing was applied, and the game still plays: the seat to act makes a move."""
    assert table.session.state.turn == turn and len(table.session.record) == turn
    mover = ann if table.session.state.actor == ann.seat else bob
    wait_for(lambda: mover.state.turn == turn, what="the mover's view")
    mover.apply(mover.legal_actions()[0])
    assert table.session.state.turn == turn + 1
    other = bob if mover is ann else ann
    wait_for(lambda: other.state.turn == turn + 1, what="the other seat's update")


@pytest.fixture
def game(hosting, joining):
    table = make_table("new-frontiers", 2, seed=4)
    host = hosting(table)
    ann, bob = joining(host.link(table, 0)), joining(host.link(table, 1))
    return table, host, ann, bob


def test_a_wrong_or_missing_token_is_refused_and_join_exits_2_with_one_line(game, capsys):
    table, host, ann, bob = game
    wrong = f"http://127.0.0.1:{host.port}/seat/{'x' * 43}"
    with pytest.raises(JoinError, match="the host refused this seat: this link is not a seat of this game"):
        RemoteSession(wrong).connect()
    assert main(["join", wrong]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("boardgames: the host refused this seat")
    assert main(["join", f"http://127.0.0.1:{host.port}/seat/"]) == 2  # no token at all
    assert "seat link looks like" in capsys.readouterr().err
    assert main(["join", "http://127.0.0.1:1/seat/abc"]) == 2  # nobody there
    assert "no boardgames host answers" in capsys.readouterr().err

    async def empty() -> None:
        http, ws, first = await raw_seat(host, "")
        assert first["type"] == "refused"
        await http.close()

    asyncio.run(empty())
    unharmed(table, 0, bob, ann)


def test_a_seat_cannot_move_for_another_and_out_of_turn_or_illegal_moves_get_the_local_words(game):
    table, host, ann, bob = game
    actor = ann if table.session.state.actor == 0 else bob
    other = bob if actor is ann else ann
    move = actor.legal_actions()[0]
    assert other.why_illegal(move) == "it is not your turn to decide"  # asked before sending, as the screen does
    assert actor.why_illegal(move) is None
    with pytest.raises(Exception, match="^it is not your turn to decide$"):
        other.apply(move)  # Bob's token plays Bob's seat only
    assert table.session.state.turn == 0
    # an illegal move: the reason is the local game's own why_illegal
    local = table.session
    illegal = next(a for s in range(40) for a in [_other_move(table, s)] if a is not None and local.why_illegal(a))
    assert actor.why_illegal(illegal) == local.why_illegal(illegal)
    with pytest.raises(Exception) as refused:
        actor.apply(illegal)
    assert str(refused.value) == local.why_illegal(illegal)
    unharmed(table, 0, bob, ann)


def _other_move(table, seed: int):
    """A move of this game that is legal in some other position (so usually illegal here)."""
    import random

    from boardgames_tui.engine.api import Seat

    engine = table.engine
    state = engine.new_game([Seat(name="A"), Seat(name="B")], seed=seed)
    rnd = random.Random(seed)
    for _ in range(rnd.randrange(1, 12)):
        state = engine.apply(state, rnd.choice(engine.legal_actions(state)))
    legal = engine.legal_actions(state)
    return rnd.choice(legal) if legal else None


def test_malformed_wrong_version_oversized_and_flooding_messages_harm_nothing(game):
    table, host, ann, bob = game
    mover = table.session.state.actor
    token = table.tokens[mover]

    async def attack() -> None:
        http, ws, first = await raw_seat(host, token)
        assert first["type"] == "welcome" and first["seat"] == mover
        assert "rng" in first["snapshot"]["view"] and first["snapshot"]["view"]["rng"] == -1
        await ws.send_str("{not json")
        assert await answer(ws) == {"v": m.VERSION, "type": "problem", "reason": "malformed message: not JSON"}
        await ws.send_str(json.dumps({"v": m.VERSION, "type": "act", "id": 1, "turn": 0, "action": "nope"}))
        reply = await answer(ws)
        assert reply["type"] == "problem" and reply["reason"].startswith("malformed message: act.action")
        await ws.send_str(json.dumps({"v": m.VERSION, "type": "act", "id": 1, "turn": 0, "action": {"kind": "no such"}}))
        assert (await answer(ws))["reason"] == "that is not a move of this game"
        await ws.send_str(json.dumps({"v": m.VERSION, "type": "hello", "token": token}))
        assert (await answer(ws))["reason"] == "this connection has said hello already"
        # a flood: beyond the bucket's burst, messages are refused, not read
        for i in range(300):
            await ws.send_str(json.dumps({"v": m.VERSION, "type": "act", "id": i, "turn": 999, "action": {}}))
        replies = [await answer(ws) for _ in range(300)]
        limited = [r for r in replies if r.get("reason") == "too many messages: wait a moment"]
        assert 100 <= len(limited) < 300 and all(r["type"] == "reply" for r in limited)
        assert [r["id"] for r in replies] == list(range(300))  # each request answered, in order
        await http.close()
        # another version: refused, the connection closed
        http, ws, first = await raw_seat(host, token)
        await ws.send_str(json.dumps({"v": m.VERSION + 1, "type": "act", "id": 1, "turn": 0, "action": {}}))
        reply = await answer(ws)
        assert reply["type"] == "refused" and f"speaks version {m.VERSION} of the boardgames protocol, not {m.VERSION + 1}" in reply["reason"]
        assert (await ws.receive(timeout=5)).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        # too big: that connection is closed by aiohttp (1009), nothing else
        http2, ws2, _ = await raw_seat(host, token)
        await ws2.send_str(json.dumps({"v": m.VERSION, "type": "act", "id": 1, "turn": 0, "action": {"x": "y" * 100_000}}))
        closing = await ws2.receive(timeout=5)
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert ws2.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
        await http.close()
        await http2.close()

    asyncio.run(attack())
    unharmed(table, 0, bob, ann)


def test_a_version_mismatch_in_hello_refuses_the_join_with_the_reason(game):
    table, host, ann, bob = game

    async def old_client() -> dict:
        http = aiohttp.ClientSession()
        ws = await http.ws_connect(f"ws://127.0.0.1:{host.port}/ws")
        await ws.send_str(json.dumps({"v": 0, "type": "hello", "token": table.tokens[0]}))
        reply = await answer(ws)
        await http.close()
        return reply

    reply = asyncio.run(old_client())
    assert reply["type"] == "refused" and "not 0" in reply["reason"]
    unharmed(table, 0, bob, ann)


def test_a_seat_link_page_needs_its_token(game):
    table, host, ann, bob = game

    async def fetch(path: str) -> int:
        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{host.port}{path}") as r:
            return r.status

    assert asyncio.run(fetch(f"/seat/{'y' * 43}")) == 404
    assert asyncio.run(fetch(f"/seat/{table.tokens[0]}")) == 200


def cut(client: RemoteSession) -> None:
    """Cut the client's socket under it (as a pulled cable or a killed process does)."""
    sock = client._ws.get_extra_info("socket")
    client._loop.call_soon_threadsafe(sock.shutdown, socket.SHUT_RDWR)


def test_a_cut_connection_reconnects_by_itself_and_loses_nothing(game):
    table, host, ann, bob = game
    actor = ann if table.session.state.actor == 0 else bob
    actor.apply(actor.legal_actions()[0])
    seen = []
    ann.watch(lambda: seen.append(ann.link_problem))
    cut(ann)
    wait_for(lambda: "reconnecting…" in seen, what="the reconnecting line")
    wait_for(lambda: ann.link_problem is None, what="the reconnection")
    assert seen[-1] is None
    assert ann.state.turn == 1 and ann.log_for(0) == table.session.log_for(0)
    unharmed(table, 1, bob, ann)
    # while Ann is away the seat waits; the game goes on when she is back
    cut(ann)
    wait_for(lambda: seen.count("reconnecting…") == 2, what="the second drop")
    wait_for(lambda: ann.link_problem is None and ann.state.turn == table.session.state.turn, what="rejoining")
    unharmed(table, 2, bob, ann)


def test_undo_within_your_own_turn_works_remotely_and_the_other_seat_sees_it(game):
    table, host, ann, bob = game
    for _ in range(40):  # play on until the seat to act may take its move back
        mover = ann if table.session.state.actor == ann.seat else bob
        wait_for(lambda: mover.state.turn == table.session.state.turn, what="the mover's view")
        mover.apply(mover.legal_actions()[0])
        mover = ann if table.session.state.actor == ann.seat else bob
        if mover.can_undo():
            break
    else:
        pytest.fail("no undoable move in 40 moves")
    other = bob if mover is ann else ann
    assert other.undo() is False and "not your turn" in other.undo_blocker()
    turn = table.session.state.turn
    assert mover.undo() is True
    assert table.session.state.turn == turn - 1 == mover.state.turn
    wait_for(lambda: other.state.turn == turn - 1, what="the other seat seeing the undo")
    assert other.log_for(other.seat) == table.session.log_for(other.seat)
