"""`--certfile/--keyfile`: the host speaks TLS (https links, wss), and a seat that trusts the
certificate plays through it; one that does not is not connected."""

from __future__ import annotations

import ssl
import subprocess

import pytest

from boardgames_tui.cli import main
from boardgames_tui.net.host import ssl_context
from boardgames_tui.net.remote import JoinError, RemoteSession
from netplay import hosting, make_table, wait_for  # noqa: F401 (fixtures)


@pytest.fixture
def certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def test_a_host_with_a_certificate_serves_its_seats_over_tls(certificate, hosting, capsys):
    cert, key = certificate
    table = make_table("new-frontiers", 2, seed=2)
    host = hosting(table, ssl=ssl_context(str(cert), str(key)))
    link = host.link(table, 0)
    assert link.startswith("https://127.0.0.1:")
    trusting = ssl.create_default_context(cafile=str(cert))
    ann = RemoteSession(link, ssl=trusting).connect()
    bob = RemoteSession(host.link(table, 1), ssl=trusting).connect()
    mover = ann if table.session.state.actor == 0 else bob
    mover.apply(mover.legal_actions()[0])
    wait_for(lambda: ann.state.turn == bob.state.turn == 1, what="both seats over TLS")
    ann.close()
    bob.close()
    with pytest.raises(JoinError, match="the host's certificate is not trusted here"):  # nor gets in
        RemoteSession(link).connect(timeout=5)
    assert main(["host", "new-frontiers", "--players", "Ann,Bob", "--keyfile", str(key)]) == 2
    assert "--keyfile needs --certfile too" in capsys.readouterr().err
