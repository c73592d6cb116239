"""A host and its seats leave nothing behind: every thread, socket and event loop a `HostThread`
and its `RemoteSession`s open is gone once they are stopped and closed (so tests, the menu's
hosted games and long-running hosts hold a bounded number of them)."""

from __future__ import annotations

import os
import threading

from boardgames_tui.net.host import HostThread
from boardgames_tui.net.remote import RemoteSession
from netplay import make_table, wait_for, watched


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))  # sockets, the loops' selectors and wake-up pipes


def a_short_game() -> None:
    table = make_table("new-frontiers", 2, seed=3)
    host = HostThread([table]).start()
    ann, bob = (watched(RemoteSession(host.link(table, seat))).connect() for seat in (0, 1))
    mover = ann if table.session.state.actor == 0 else bob
    mover.apply(mover.legal_actions()[0])  # a move: the host's move thread runs, both seats are sent it
    wait_for(lambda: ann.state.turn == bob.state.turn == 1, what="both seats seeing the move")
    ann.close()
    bob.close()
    host.stop()
    table.session.close()


def test_a_stopped_host_and_closed_seats_leave_no_thread_or_socket_behind():
    a_short_game()  # once first: what is made once per process (imports, caches) is made now
    threads, files = threading.active_count(), open_files()
    for _ in range(3):
        a_short_game()
    assert threading.active_count() == threads, [t.name for t in threading.enumerate()]
    assert open_files() == files
