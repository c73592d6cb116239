"""Fixtures of the network tests: hosts in threads on 127.0.0.1 (port 0), joined seats."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from boardgames_tui.net.host import HostThread, Table
from boardgames_tui.net.remote import RemoteSession


@pytest.fixture
def hosting() -> Iterator:
    """hosting(*tables) -> a started HostThread; everything stopped and closed at the end."""
    made: list = []

    def start(*tables: Table, **kwargs) -> HostThread:
        host = HostThread(list(tables), **kwargs).start()
        made.append(host)
        return host

    yield start
    for host in made:
        host.stop()
        for table in host.server.tables:
            table.session.close()


@pytest.fixture
def joining() -> Iterator:
    """joining(url) -> a connected RemoteSession, closed at the end."""
    made: list[RemoteSession] = []

    def join(url: str, **kwargs) -> RemoteSession:
        client = RemoteSession(url, **kwargs)
        made.append(client)
        return client.connect()

    yield join
    for client in made:
        client.close()
