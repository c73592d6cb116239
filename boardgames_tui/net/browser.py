"""A seat's link opened in a web browser: the host serves textual-serve's page for it.

`GET /seat/<token>` is textual-serve's own page (its template and static files: xterm.js and
textual.js), pointed at `/seat/<token>/terminal`. That websocket runs, on the host's machine,
`boardgames join` for that seat in a process of its own (textual-serve's `AppService`, which
relays the screen to the page): the browser plays the seat through the same protocol, over
loopback, as a terminal does. The link is handed to that process in its environment
(`BOARDGAMES_SEAT_LINK`), never on a command line that `ps` would show.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shlex
import sys
import threading
import time
from pathlib import Path

import jinja2
import textual_serve
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from .. import serve
from .host import Host

log = logging.getLogger(__name__)

SEAT_LINK_ENV = "BOARDGAMES_SEAT_LINK"
TABS_PER_SEAT = 3
"""Browser tabs (each a process on the host's machine) a seat may have open at once."""
_tabs: dict[str, int] = {}
_HERE = Path(textual_serve.__file__).parent
# `serve`'s page template: textual-serve's, with the font from this host (nothing loaded from outside)
_templates = jinja2.Environment(loader=jinja2.FileSystemLoader(serve.TEMPLATES), autoescape=True)


class _SeatApp(AppService):
    """textual-serve's app process, with the seat's link in its environment only."""

    def __init__(self, link: str, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.link = link

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        env = super()._build_environment(width=width, height=height)
        env[SEAT_LINK_ENV] = self.link
        root = serve.package_root()  # the tab runs exactly the code that hosts
        env["PYTHONPATH"] = root + (":" + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        return env


def install(host: Host) -> None:
    """Add the browser routes to a host (before it starts)."""
    host.app.router.add_static("/static", _HERE / "static")
    async def tab(request: web.Request) -> web.WebSocketResponse:
        return await terminal(host, request)

    host.app.router.add_get("/seat/{token}/terminal", tab)
    host.browser_page = page


async def page(request: web.Request, token: str) -> web.Response:
    """textual-serve's page for one seat (the token was checked by the host)."""
    base = f"{request.scheme}://{request.host}"
    ws = ("wss:" if request.scheme == "https" else "ws:") + base.split(":", 1)[1]
    html = _templates.get_template("app_index.html").render(
        font_size=16,
        app_websocket_url=f"{ws}/seat/{token}/terminal",
        config={"static": {"url": f"{base}/static/"}},
        application={"name": serve.PAGE_TITLE},
    )
    html = html.replace("<head>", "<head>\n" + serve.head_html(), 1)
    return web.Response(text=html, content_type="text/html", headers={"Referrer-Policy": "no-referrer"})


def join_command() -> str:
    # `exec`: the shell textual-serve starts becomes the join itself, so the join's parent is this
    # host, and `end_with_host` sees the host go even when it is killed with -9
    return "exec " + shlex.join([sys.executable, "-P", "-m", "boardgames_tui.cli", "join"])


def end_with_host(poll_seconds: float = 0.1) -> None:
    """In a browser tab's join: end the process once the host that started it is gone.

    The tab's page is relayed by the host itself (`_relay`), so a host that is gone, even killed
    with -9 before it could stop its tabs, leaves no page for this process to draw on; without
    this it would retry the host forever, unseen. The player reopens the link once the host is back
    (`host --load`). A join started in a terminal keeps reconnecting instead. Nothing is lost:
    the host holds the game and its save; a join holds no file."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll_seconds)
        os._exit(0)  # the screen's terminal is gone with the host: nothing to draw or tidy

    threading.Thread(target=watch, name="boardgames-tab-watch", daemon=True).start()


async def terminal(host: Host, request: web.Request) -> web.WebSocketResponse:
    """One browser tab: `boardgames join` for the seat, its screen relayed to the page."""
    token = request.match_info["token"]
    if host.find(token) is None:
        raise web.HTTPNotFound(text="This link is not a seat of a game hosted here.\n")
    if _tabs.get(token, 0) >= TABS_PER_SEAT:
        raise web.HTTPTooManyRequests(text=f"This seat is open in {TABS_PER_SEAT} browser tabs already.\n")
    _tabs[token] = _tabs.get(token, 0) + 1
    try:
        return await _relay(host, request, token)
    finally:
        _tabs[token] -= 1
        if not _tabs[token]:
            del _tabs[token]


async def _relay(host: Host, request: web.Request, token: str) -> web.WebSocketResponse:
    ws = web.WebSocketResponse(heartbeat=15, max_msg_size=64 * 1024)
    await ws.prepare(request)
    width = _int(request.query.get("width"), 80)
    height = _int(request.query.get("height"), 24)
    scheme = "https" if request.scheme == "https" else "http"
    link = f"{scheme}://{host.loopback}:{host.port}/seat/{token}"
    service = _SeatApp(link, join_command(), write_bytes=ws.send_bytes, write_str=ws.send_str, close=ws.close,
                       download_manager=DownloadManager(), debug=False)
    try:
        await service.start(width, height)
        async for message in ws:  # as textual-serve's own handler reads the page
            if message.type != WSMsgType.TEXT:
                continue
            try:
                kind, data = message.json()
            except (ValueError, TypeError):
                continue
            if kind == "stdin" and isinstance(data, str):
                await service.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                await service.set_terminal_size(_int(data.get("width"), 80), _int(data.get("height"), 24))
            elif kind == "ping":
                await ws.send_json(["pong", data])
            elif kind == "blur":
                await service.blur()
            elif kind == "focus":
                await service.focus()
    except asyncio.CancelledError:
        await ws.close()
    finally:
        await service.stop()
    return ws


def _int(value: object, default: int) -> int:
    try:
        return max(1, min(int(value), 1000))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
