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


async def test_the_page_loads_nothing_from_outside_the_machine(tmp_path):
    """Every address the page loads (stylesheets, scripts, fonts, images) is on the server itself."""
    import re

    server = make_server("127.0.0.1", 8000, tmp_path)
    async with TestClient(TestServer(await server._make_app())) as client:
        page = await (await client.get("/", headers={"Host": "boards.example:8123"})).text()
        loaded = re.findall(r'(?:href|src)="([^"]+)"|url\("?([^")]+)"?\)', page)
        addresses = [a or b for a, b in loaded]
        assert any(a.endswith("fonts/RobotoMono-VariableFont_wght.ttf") for a in addresses)
        for address in addresses:
            assert address.startswith("http://boards.example:8123/static/"), address
            response = await client.get(address.removeprefix("http://boards.example:8123"))
            assert response.status == 200, address  # served from textual-serve's static folder
    assert "googleapis" not in page and "https://" not in page


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
def test_serve_stops_quietly_on_a_signal_with_a_tab_open(tmp_path, sig):
    """A tab's app is running (its menu reached the browser); the signal ends the server with
    status 0 within seconds, the tab is closed, and nothing but the serving lines is printed."""
    import asyncio
    import signal
    import time

    import aiohttp

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": package_root()}
    proc = subprocess.Popen([sys.executable, "-m", "boardgames_tui.cli", "--saves", str(tmp_path), "serve", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)

    async def tab() -> bool:
        async with aiohttp.ClientSession() as session:
            for _ in range(100):  # the server is up within seconds
                try:
                    ws = await session.ws_connect(f"http://127.0.0.1:{port}/ws?width=80&height=24")
                    break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.1)
            seen = b""
            async for message in ws:
                if isinstance(message.data, bytes):
                    seen += message.data
                if b"New game" in seen:
                    break
            proc.send_signal(getattr(signal, sig))
            t = time.monotonic()
            async for message in ws:  # the server closes the tab
                pass
            return time.monotonic() - t < 10

    try:
        assert asyncio.run(asyncio.wait_for(tab(), 60))
        out, _ = proc.communicate(timeout=15)
    finally:
        proc.kill()
    text = out.decode()
    assert proc.returncode == 0, text
    assert "Traceback" not in text and "Error" not in text and "closed" not in text, text
    assert text.startswith(f"boardgames: serving on http://127.0.0.1:{port}/")
