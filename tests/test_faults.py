"""Faults: a process killed while autosaving never leaves a broken save and loses at most the
action in flight; a save that cannot be written leaves the game playing in memory; two
processes never hold the same save."""

from __future__ import annotations

import errno
import os
import select
import signal
import subprocess
import sys
import time

import pytest

from boardgames_tui import cli, saves
from boardgames_tui.engine.api import Seat
from boardgames_tui.engine.rng import Rng
from boardgames_tui.session import GameSession

KILLS = 24


def autosave_forever(hexling, path, report_fd) -> None:
    """The child: open the save (or start one), then play random moves for ever, each one
    autosaved, reporting "<seed> <moves>" once the file holds it. A finished game is replaced
    by a new one at the same path."""
    rng = Rng.from_seed(os.getpid())
    if path.exists():
        session = GameSession.load(path)
    else:
        session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=1)
        session.path = path
        assert session.autosave()
    while True:
        if session.finished:
            seed = session.seed + 1
            session.close()
            session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
            session.path = path
        else:
            session.apply(rng.choice(session.legal_actions()))
        if session.save_problem or (session.path and not session.autosave()):
            os.write(report_fd, f"ERROR {session.save_problem}\n".encode())
        os.write(report_fd, f"{session.seed} {len(session.record)}\n".encode())


def test_kill_9_while_autosaving_never_breaks_the_save(hexling, tmp_path):
    path = tmp_path / "game.json"
    rng = Rng.from_seed(77)
    for kill in range(KILLS):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child never returns into pytest
            try:
                os.close(read_fd)
                autosave_forever(hexling, path, write_fd)
            finally:
                os._exit(1)
        os.close(write_fd)
        lines: list[str] = []
        buffer = b""
        deadline = time.monotonic() + 30
        wait = rng.randbelow(40) / 1000  # kill 0–40 ms after the first report
        first_at = None
        while time.monotonic() < deadline:
            ready, _, _ = select.select([read_fd], [], [], 0.01)
            if ready:
                buffer += os.read(read_fd, 65536)
                *done, buffer = buffer.split(b"\n")
                lines += [d.decode() for d in done]
            if lines and first_at is None:
                first_at = time.monotonic()
            if first_at is not None and time.monotonic() - first_at >= wait:
                break
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        while True:  # what the child reported before it died
            ready, _, _ = select.select([read_fd], [], [], 0)
            chunk = os.read(read_fd, 65536) if ready else b""
            if not chunk:
                break
            buffer += chunk
        os.close(read_fd)
        *done, _partial = buffer.split(b"\n")  # a line cut by the kill does not count
        lines += [d.decode() for d in done if d]
        assert lines, f"kill {kill}: the child reported nothing"
        assert not any(line.startswith("ERROR") for line in lines), lines
        seed, moves = map(int, lines[-1].split())
        loaded = saves.load(path)  # never broken
        if loaded.seed == seed:  # at most the action in flight is lost, or already saved
            assert moves <= len(loaded.actions) <= moves + 1, (kill, moves, len(loaded.actions))
        else:  # killed while saving the first state of the next game
            assert loaded.seed == seed + 1 and loaded.actions == [], (kill, seed, loaded.seed)
        strays = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert len(strays) <= 1, strays  # at most the file being written when killed
    # The last child died holding the save (a stale lock, taken over below), unless it died
    # between two games: the finished one closed, the next not yet saved.
    stale_lock = saves.lock_path(path).exists()
    session = GameSession.load(path)
    assert stale_lock or session.finished
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []  # strays cleared
    session.close()
    assert not saves.lock_path(path).exists()


# ------------------------------------------------------------ two processes, one save

HOLDER = """
import sys, time
from boardgames_tui import saves
lock = saves.SaveLock.acquire(sys.argv[1])
print("holding", flush=True)
time.sleep(60)
"""


@pytest.fixture
def holder(tmp_path):
    """Start another process holding a save; yields (start, process)."""
    procs = []

    def start(path):
        proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True,
                                cwd=os.getcwd(), env={**os.environ, "PYTHONPATH": os.getcwd()})
        assert proc.stdout.readline().strip() == "holding"
        procs.append(proc)
        return proc

    yield start
    for proc in procs:
        proc.kill()
        proc.wait()


def saved_game(hexling, save_dir):
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=3, save_dir=save_dir)
    session.apply(session.legal_actions()[0])
    session.close()
    return session.path


def test_a_save_open_in_another_process_is_refused_until_it_dies(hexling, save_dir, holder, capsys):
    path = saved_game(hexling, save_dir)
    proc = holder(path)
    with pytest.raises(saves.SaveLocked, match=f"open in another boardgames \\(pid {proc.pid}\\)"):
        GameSession.load(path)
    assert saves.open_elsewhere(path) == proc.pid
    code = cli.main(["load", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and f"open in another boardgames (pid {proc.pid})" in err and len(err.splitlines()) == 1
    code = cli.main(["resume"])
    assert code == 2 and "not open in another boardgames" in capsys.readouterr().err
    assert saves.latest(save_dir) is None
    proc.kill()  # dies without letting go: its lock file stays, naming a dead pid
    proc.wait()
    assert saves.lock_holder_pid(saves.lock_path(path)) == proc.pid
    session = GameSession.load(path)  # the stale lock is taken over
    assert saves.lock_holder_pid(saves.lock_path(path)) == os.getpid()
    session.close()
    assert saves.latest(save_dir) == path


def test_a_session_never_writes_a_save_another_process_holds(hexling, save_dir, holder):
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=3, save_dir=save_dir)
    path = session.path
    session.close()  # as if the folder had not been writable: the session holds nothing
    before = path.read_bytes()
    proc = holder(path)
    session.apply(session.legal_actions()[0])
    assert session.save_problem == f"open in another boardgames (pid {proc.pid})"
    assert path.read_bytes() == before  # no interleaved write
    proc.kill()
    proc.wait()
    assert session.retry_save() and session.save_problem is None
    assert saves.load(path).actions == session.record
    session.close()


def test_one_process_may_reopen_the_save_it_holds(hexling, save_dir):
    path = saved_game(hexling, save_dir)
    first = GameSession.load(path)
    second = GameSession.load(path)  # loading the game that is open: same process, allowed
    first.close()
    assert saves.open_elsewhere(path) is None and saves.lock_path(path).exists()  # still held by `second`
    second.close()
    assert not saves.lock_path(path).exists()


# ------------------------------------------------------------ writes that fail


@pytest.mark.parametrize("fault", ["folder is a file", "disk full", "read-only"])
def test_a_failing_autosave_keeps_the_game_and_saves_once_it_works(hexling, tmp_path, monkeypatch, fault):
    folder = tmp_path / "saves"
    real_replace = os.replace
    if fault == "folder is a file":
        folder.write_text("not a folder")
    elif fault == "disk full":
        def full(src, dst):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        monkeypatch.setattr(saves.os, "replace", full)
    else:
        folder.mkdir()
        if os.geteuid() == 0:  # root writes through permissions: the folder is read-only by a patch
            real_mkstemp = saves.tempfile.mkstemp

            def read_only(*args, **kwargs):
                raise PermissionError(errno.EROFS, os.strerror(errno.EROFS))

            monkeypatch.setattr(saves.tempfile, "mkstemp", read_only)
        else:
            folder.chmod(0o500)
    session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=9, save_dir=folder)
    expected = {"folder is a file": "the save folder", "disk full": "No space left", "read-only": "ead-only"}[fault]
    assert session.save_problem and expected in session.save_problem
    for _ in range(3):  # play goes on in memory
        session.apply(session.legal_actions()[0])
        assert expected in session.save_problem
    assert len(session.record) == 3
    # writing works again
    if fault == "folder is a file":
        folder.unlink()
        folder.mkdir()
    elif fault == "disk full":
        monkeypatch.setattr(saves.os, "replace", real_replace)
    elif os.geteuid() == 0:
        monkeypatch.setattr(saves.tempfile, "mkstemp", real_mkstemp)
    else:
        folder.chmod(0o700)
    assert session.retry_save() and session.save_problem is None
    assert saves.load(session.path).actions == session.record
    session.apply(session.legal_actions()[0])
    assert session.save_problem is None and len(saves.load(session.path).actions) == 4
    session.close()


@pytest.mark.skipif(os.geteuid() != 0 or sys.platform != "linux", reason="mounting a tmpfs needs root on Linux")
def test_a_really_full_disk(hexling, tmp_path):
    folder = tmp_path / "small"
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        session = GameSession.new(hexling, [Seat(name="Ann"), Seat(name="Bob")], seed=9, save_dir=folder)
        assert session.save_problem is None
        filler = folder / "filler"
        try:  # fill the disk up
            with open(filler, "wb") as f:
                while True:
                    f.write(b"x" * 4096)
                    f.flush()
        except OSError as err:
            assert err.errno == errno.ENOSPC
        before = session.path.read_bytes()
        session.apply(session.legal_actions()[0])
        assert session.save_problem == os.strerror(errno.ENOSPC)
        assert session.path.read_bytes() == before  # the old save is intact
        assert saves.load(session.path).actions == []
        assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]  # the failed temp file is gone
        filler.unlink()
        session.apply(session.legal_actions()[0])
        assert session.save_problem is None and saves.load(session.path).actions == session.record
        session.close()
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True)
