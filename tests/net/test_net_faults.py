"""The host killed with -9 mid-game: `host --load` resumes at the last move, on the same links,
and the joined seats reconnect by themselves; a second host on the same save is refused."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from boardgames_tui.net.remote import RemoteSession
from netplay import LINK, start_host, wait_for

def test_host_kill_9_then_load_resumes_at_the_last_move_and_the_seats_reconnect(tmp_path):
    saves = tmp_path / "saves"
    proc, links, lines = start_host("new-frontiers", "--players", "Ann,Bob", "--seed", "8", "--port", "0", "--saves", str(saves))
    try:
        assert list(links) == ["Ann", "Bob"]
        save = Path(re.search(r"saved in (\S+\.json)\)", lines[-1])[1])
        assert (save.with_name(save.name + ".seats").stat().st_mode & 0o777) == 0o600
        assert all(token.rsplit("/", 1)[1] not in save.read_text() for token in links.values())  # not in the save
        port = LINK.match(lines[0])[3]
        ann, bob = RemoteSession(links["Ann"]).connect(), RemoteSession(links["Bob"]).connect()
        for _ in range(3):
            mover = ann if ann.state.actor == ann.seat else bob
            wait_for(lambda: mover.legal_actions(), what="the mover's moves")
            mover.apply(mover.legal_actions()[0])
        wait_for(lambda: ann.state.turn == bob.state.turn == 3, what="both views at move 3")
        before = ann.state.model_dump()

        # a second host on the same save is refused by the save's lock
        second = subprocess.run([sys.executable, "-m", "boardgames_tui.cli", "host", "--load", str(save), "--port", "0", "--no-browser"],
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 2 and "open in another boardgames" in second.stderr

        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        wait_for(lambda: ann.link_problem == "reconnecting…" and bob.link_problem == "reconnecting…", what="the drop")
        proc, again, _ = start_host("--load", str(save), "--port", port)
        assert again == links  # the same links after the restart
        wait_for(lambda: ann.link_problem is None and bob.link_problem is None, timeout=20, what="reconnecting")
        assert ann.state.model_dump() == before and ann.state.turn == 3
        mover = ann if ann.state.actor == ann.seat else bob
        mover.apply(mover.legal_actions()[0])
        wait_for(lambda: ann.state.turn == bob.state.turn == 4, what="the game going on")
        ann.close()
        bob.close()
    finally:
        proc.kill()
        proc.wait(10)
