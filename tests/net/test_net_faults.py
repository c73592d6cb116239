"""The host killed with -9 mid-game: `host --load` resumes at the last move, on the same links,
and the joined seats reconnect by themselves; a second host on the same save is refused; a
client killed with -9 leaves its seat waiting. (A browser tab's join ending with its host killed
with -9 is proven by the browser test, tests/net/test_net_browser.py, on its own host.)"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boardgames_tui.cli import main
from boardgames_tui.net import remote
from boardgames_tui.net.remote import RemoteSession
from netplay import LINK, ROOT, hosting, start_host, wait_for, warm_host, watched  # noqa: F401 (fixtures)

CLIENT = ("import sys, time\n"
          "from boardgames_tui.net.remote import RemoteSession\n"
          "import boardgames_tui.engine.registry\n"
          "s = RemoteSession(sys.stdin.readline().strip()).connect()\n"  # the link: not on a command line
          "print('joined', s.state.turn, flush=True)\n"
          "time.sleep(60)\n")


@pytest.fixture(scope="module", autouse=True)
def warm():
    """The restarted host and the client to kill, as Python processes started with the module:
    their imports (seconds on a loaded machine) overlap the first host's start and its game."""
    spares = {"host": warm_host(),
              "client": subprocess.Popen([sys.executable, "-c", CLIENT], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, cwd=ROOT)}
    yield spares
    for proc in spares.values():
        proc.kill()
        proc.wait(10)


def test_host_kill_9_then_load_resumes_at_the_last_move_and_the_seats_reconnect(tmp_path, monkeypatch, capsys, warm):
    monkeypatch.setattr(remote, "RETRY_SECONDS", (0.05, 0.1, 0.2))  # reconnect as soon as the host is back
    saves = tmp_path / "saves"
    proc, links, lines = start_host("new-frontiers", "--players", "Ann,Bob", "--seed", "8", "--port", "0", "--saves", str(saves))
    try:
        assert list(links) == ["Ann", "Bob"]
        save = Path(re.search(r"saved in (\S+\.json)\)", lines[-1])[1])
        # a second host on the same save (here, in this process) is refused by the save's lock
        assert main(["host", "--load", str(save), "--port", "0", "--no-browser"]) == 2
        assert "open in another boardgames" in capsys.readouterr().err
        assert (save.with_name(save.name + ".seats").stat().st_mode & 0o777) == 0o600
        assert all(token.rsplit("/", 1)[1] not in save.read_text() for token in links.values())  # not in the save
        port = LINK.match(lines[0])[3]
        ann, bob = watched(RemoteSession(links["Ann"])).connect(), watched(RemoteSession(links["Bob"])).connect()
        for _ in range(3):
            mover = ann if ann.state.actor == ann.seat else bob
            wait_for(lambda: mover.legal_actions(), what="the mover's moves")
            mover.apply(mover.legal_actions()[0])
        wait_for(lambda: ann.state.turn == bob.state.turn == 3, what="both views at move 3")
        before = ann.state.model_dump()

        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        wait_for(lambda: ann.link_problem == "reconnecting…" and bob.link_problem == "reconnecting…", what="the drop")
        proc, again, _ = start_host("--load", str(save), "--port", port, warm=warm["host"])  # `boardgames host --load`
        assert again == links  # the same links after the restart
        wait_for(lambda: ann.link_problem is None and bob.link_problem is None, timeout=20, what="reconnecting")
        assert ann.state.model_dump() == before and ann.state.turn == 3
        mover = ann if ann.state.actor == ann.seat else bob
        mover.apply(mover.legal_actions()[0])
        wait_for(lambda: ann.state.turn == bob.state.turn == 4, what="the game going on")
        ann.close()
        bob.close()
        proc.kill()
        rest = proc.stdout.read()
        assert "boardgames: Ann joined" in rest and "move 4" in rest
        tokens = [url.rsplit("/", 1)[1] for url in links.values()]
        assert not any(token in rest for token in tokens)  # the host's lines after the links name no token
    finally:
        proc.kill()
        proc.wait(10)


def test_a_client_killed_with_9_leaves_its_seat_waiting_and_rejoins_by_the_same_link(hosting, warm):
    from netplay import make_table

    table = make_table("new-frontiers", 2, seed=6)
    host = hosting(table)
    actor = table.session.state.actor
    client = warm["client"]  # a RemoteSession in a process of its own, given the seat's link now
    client.stdin.write(host.link(table, actor) + "\n")
    client.stdin.close()
    try:
        assert client.stdout.readline().strip() == "joined 0"
        wait_for(lambda: len(table.connections[actor]) == 1, what="the client's connection")
        os.kill(client.pid, signal.SIGKILL)
        client.wait(10)
        wait_for(lambda: not table.connections[actor], what="the host noticing the dead client")
    finally:
        client.kill()
    other = watched(RemoteSession(host.link(table, 1 - actor))).connect()
    assert table.session.state.actor == actor and table.session.state.turn == 0  # the seat waits
    back = RemoteSession(host.link(table, actor)).connect()
    back.apply(back.legal_actions()[0])
    wait_for(lambda: other.state.turn == 1, what="the game going on")
    back.close()
    other.close()
