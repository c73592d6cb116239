"""`boardgames serve`: the app in a web browser, through textual-serve.

Each browser tab that opens the page gets its own app process (the same app as `boardgames`:
the menu, with the save folder given to `serve`). textual-serve runs that process with its web
driver and relays the screen to xterm.js in the page.

What this module adds to textual-serve's own server:
- the address is checked before serving, so a port in use or a bad host is one line (`ServeError`);
- the page gets a title, and picks its font size so that the window holds the 120×40 cells the
  boards are designed for when it can (`?fontsize=N` in the address still wins);
- the page's addresses follow the address the browser used (localhost, 127.0.0.1, a LAN name),
  so `--host 0.0.0.0` works from another machine;
- the page loads nothing from outside the machine: its template (`serve_page/app_index.html`,
  given through textual-serve's `templates_path`) takes the font from textual-serve's own static
  folder instead of fonts.googleapis.com;
- SIGINT and SIGTERM stop it quietly: every tab's app is told to quit and its process
  transport collected while the event loop still runs (textual-serve's own `serve` left the processes' transports
  to be collected after the loop closed: "RuntimeError: Event loop is closed").
"""

from __future__ import annotations

import asyncio
import errno
import gc
import os
import shlex
import signal
import socket
import sys
from pathlib import Path

import boardgames_tui

PAGE_TITLE = "boardgames"
BOARD_SIZE = (120, 40)
"""Cells the boards are designed for: the page picks the largest font that fits them."""
FONT_SIZES = (12, 24)
"""Smallest and largest font size (px) the page picks from; 12 when even 120×40 does not fit."""
TEMPLATES = Path(__file__).with_name("serve_page")
"""The page's template: textual-serve's, with the font served from this machine."""
STOP_SECONDS = 5.0
"""How long a tab's app has to quit on shutdown before its process is killed."""


class ServeError(Exception):
    """The server cannot start (bad host or port, port in use); the message is one line."""


def parse_port(text: str | int) -> int:
    try:
        port = int(text)
    except (TypeError, ValueError):
        raise ServeError(f"--port must be a number from 1 to 65535, not {text!r}") from None
    if not 1 <= port <= 65535:
        raise ServeError(f"--port must be a number from 1 to 65535, not {port}")
    return port


def check_address(host: str, port: int) -> None:
    """Bind (host, port) once and let go, so that a problem is reported before serving."""
    if not host.strip():
        raise ServeError("--host must not be empty (e.g. 127.0.0.1, localhost, 0.0.0.0)")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as err:
        reason = err.strerror if isinstance(err, socket.gaierror) else str(err)
        raise ServeError(f"cannot serve on host {host!r}: {reason}") from None
    for family, kind, proto, _, address in infos:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server itself binds
            try:
                probe.bind(address)
            except OSError as err:
                raise ServeError(address_problem(host, port, err)) from None


def address_problem(host: str, port: int, err: OSError) -> str:
    if err.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is already in use; choose another with --port"
    if err.errno == errno.EADDRNOTAVAIL:
        return f"cannot serve on host {host!r}: not an address of this machine"
    if err.errno == errno.EACCES:
        return f"no permission to serve on port {port}; choose one above 1023 with --port"
    return f"cannot serve on {host}:{port}: {err.strerror or err}"


def app_command(save_dir: Path) -> str:
    """The shell command textual-serve runs per browser tab: this same app, this save folder.

    `-P` keeps the current folder off the module path; PYTHONPATH (set by `serve`) points at the
    copy of boardgames_tui that is serving, so the tab runs exactly that code.
    """
    return shlex.join([sys.executable, "-P", "-m", "boardgames_tui.cli", "--saves", str(save_dir)])


def package_root() -> str:
    return str(Path(boardgames_tui.__file__).resolve().parent.parent)


def head_html() -> str:
    """What the page's <head> gets on top of textual-serve's template."""
    cols, rows = BOARD_SIZE
    smallest, largest = FONT_SIZES
    return f"""<title>{PAGE_TITLE}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>
// Before textual.js reads data-font-size on load: the largest font that still gives the
// {cols}×{rows} cells the boards are designed for, unless the address says ?fontsize=N.
// Measured once the page's own Roboto Mono has loaded (this listener runs before textual.js's
// onload): a fallback font measured earlier has other cells, and the terminal came out short.
document.fonts.load("100px 'Roboto Mono'");
window.addEventListener("load", () => {{
  const terminal = document.getElementById("terminal");
  if (!terminal || new URLSearchParams(location.search).has("fontsize")) return;
  const probe = document.createElement("span");
  probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre;line-height:normal;"
    + "font-family:'Roboto Mono', Monaco, 'Courier New', monospace;font-size:100px";
  probe.textContent = "W".repeat(50);
  document.body.appendChild(probe);
  const box = probe.getBoundingClientRect();
  probe.remove();
  const cellWidth = box.width / 50 / 100, cellHeight = box.height / 100;
  let size = {smallest};
  for (let px = {largest}; px >= {smallest}; px--) {{
    if (innerWidth / (cellWidth * px) >= {cols} && innerHeight / (cellHeight * px) >= {rows}) {{ size = px; break; }}
  }}
  terminal.dataset.fontSize = String(size);
}});
</script>
"""


def make_server(host: str, port: int, save_dir: Path):
    """A textual-serve Server for the app (not started)."""
    from textual_serve.server import Server

    class BoardgamesServer(Server):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.sessions: set[asyncio.Task] = set()
            """The tasks of the open tabs (one websocket each), so that shutdown can end them."""

        async def on_startup(self, app) -> None:
            self.console.print(
                f"boardgames: serving on http://{display_host(self.host)}:{self.port}/ "
                f"(saves in {save_dir}); Ctrl+C stops", highlight=False, soft_wrap=True,
            )

        async def handle_index(self, request):
            # textual-serve writes absolute addresses into the page: make them the browser's own.
            self.public_url = f"{request.scheme}://{request.host}"
            response = await super().handle_index(request)
            response.text = response.text.replace("<head>", "<head>\n" + head_html(), 1)
            return response

        async def handle_websocket(self, request):
            task = asyncio.current_task()
            self.sessions.add(task)
            try:
                return await super().handle_websocket(request)
            finally:
                self.sessions.discard(task)

        async def end_sessions(self) -> None:
            """Tell every tab's app to quit (textual-serve does that when its task is cancelled)."""
            tasks = list(self.sessions)
            for task in tasks:
                task.cancel()
            if tasks:
                await asyncio.wait(tasks, timeout=STOP_SECONDS)

    return BoardgamesServer(app_command(save_dir), host=host, port=port, title=PAGE_TITLE, templates_path=TEMPLATES)


def display_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def serve(host: str, port: int, save_dir: Path) -> None:
    """Check the address, then serve until Ctrl+C (ServeError if the address cannot be used)."""
    check_address(host, port)
    save_dir = Path(save_dir).absolute()
    root = package_root()
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    server = make_server(host, port, save_dir)
    server.initialize_logging()
    try:
        asyncio.run(run_until_signal(server))
    except OSError as err:  # taken between the check and the bind
        raise ServeError(address_problem(host, port, err)) from None


async def run_until_signal(server) -> None:
    """Serve until SIGINT or SIGTERM, then end every tab before the loop closes."""
    from aiohttp import web

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    runner = web.AppRunner(await server._make_app(), handle_signals=False, shutdown_timeout=STOP_SECONDS)
    await runner.setup()
    try:
        await web.TCPSite(runner, server.host, server.port).start()
        await stop.wait()
        await server.end_sessions()
    finally:
        await runner.cleanup()
        # the tabs' process transports are collected now, while the loop still runs: closing one
        # schedules a callback (and kills a process that did not quit), which fails once it is closed
        gc.collect()
        await asyncio.sleep(0)
