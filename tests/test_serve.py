"""`boardgames serve`: bad addresses are one line and exit 2; the page and the per-tab command.

The browser itself is driven in test_serve_browser.py.
"""

from __future__ import annotations

import os
import shlex
import socket
import subprocess
import sys

import pytest
from aiohttp.test_utils import TestClient, TestServer

from boardgames_tui import cli
from boardgames_tui.serve import app_command, make_server, package_root


def run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--port", "70000"], "--port must be a number from 1 to 65535, not 70000"),
        (["--port", "0"], "--port must be a number from 1 to 65535, not 0"),
        (["--port", "http"], "--port must be a number from 1 to 65535, not 'http'"),
        (["--host", "no-such-host.invalid"], "cannot serve on host 'no-such-host.invalid'"),
        (["--host", "192.0.2.1"], "cannot serve on host '192.0.2.1': not an address of this machine"),
        (["--host", " "], "--host must not be empty"),
    ],
)
def test_bad_address_is_one_line_and_exit_2(capsys, save_dir, argv, message):
    code, out, err = run(capsys, "serve", *argv)
    assert code == 2
    assert err.startswith("boardgames: ") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_port_in_use_is_one_line_and_exit_2(capsys, save_dir):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, out, err = run(capsys, "serve", "--port", str(port))
    assert code == 2
    assert err == f"boardgames: port {port} on 127.0.0.1 is already in use; choose another with --port\n"


def test_each_tab_runs_this_app_with_the_save_folder_from_any_folder(tmp_path):
    """The per-tab command: this copy of the package (not the current folder's), --saves given."""
    folder = tmp_path / "my saves"
    command = shlex.split(app_command(folder))
    assert command[:5] == [sys.executable, "-P", "-m", "boardgames_tui.cli", "--saves"] and command[5] == str(folder)
    # the command with `saves` added lists the folder it was given, run from elsewhere
    env = {**os.environ, "PYTHONPATH": package_root(), "COLUMNS": "300"}
    listed = subprocess.run([*command, "saves"], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert listed.returncode == 0, listed.stderr
    assert f"No saved games in {folder}" in listed.stdout


async def test_the_page_has_a_title_and_addresses_of_the_browsers_host(tmp_path):
    server = make_server("127.0.0.1", 8000, tmp_path)
    async with TestClient(TestServer(await server._make_app())) as client:
        response = await client.get("/", headers={"Host": "boards.example:8123"})
        page = await response.text()
    assert response.status == 200
    assert "<title>boardgames</title>" in page
    assert 'data-session-websocket-url="ws://boards.example:8123/ws"' in page
    assert 'src="http://boards.example:8123/static/js/textual.js"' in page
    assert "dataset.fontSize" in page  # the font is picked before textual.js reads it
