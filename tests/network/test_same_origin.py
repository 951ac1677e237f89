"""Same origin only (issue 39, docs/network.md "Same origin only"): `referee serve` answers its own page and
programs, never another site's page. A real server on a loopback port; real WebSocket handshakes (the
`websockets` client, which sends `Origin` only when told, as a browser always does) and plain HTTP requests,
with the `Host` and `Origin` a hostile page's browser would send."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from referee.network.server import ServeConfig
from tests.cli import patience
from tests.network.test_browser import serving as serving_page
from tests.network.test_browser_seat import create

EVIL = "https://evil.example"


def handshake(port: int, path: str, *, host: str | None = None, origin: str | None = None) -> int:
    """The HTTP status of a WebSocket handshake for `path` on the server's port with `Host` `host` (default
    the server's own address) and `Origin` `origin` (none by default): 101 when it opens."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=patience(30))
    try:
        with connect(
            f"ws://{host or f'127.0.0.1:{port}'}{path}", sock=raw, origin=origin, open_timeout=patience(30)
        ):
            return 101
    except InvalidStatus as refused:
        return refused.response.status_code
    finally:
        raw.close()


def get(port: int, path: str, headers: dict[str, str]) -> tuple[int, str]:
    """(status, body) of a plain HTTP GET with `headers` (a `Host` among them replaces the default)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=patience(30))
    try:
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        return response.status, response.read().decode(errors="replace")
    finally:
        connection.close()


def test_another_sites_page_cannot_open_the_pages_websocket_nor_create_a_table(tmp_path: Path) -> None:
    with serving_page(tmp_path, programs={"mine": (sys.executable, "-m", "players.big_money")}) as (
        server,
        url,
    ):
        port = server.port
        assert handshake(port, "/browser", origin=EVIL) == 403
        assert handshake(port, "/browser", origin="null") == 403
        assert handshake(port, "/browser", origin=f"http://evil.example:{port}") == 403
        # The page's own origin, as Chromium sends it from http://127.0.0.1:PORT/.
        with connect(
            f"ws://127.0.0.1:{port}/browser", origin=f"http://127.0.0.1:{port}", open_timeout=patience(30)
        ) as page:
            seated = create(page, [{"kind": "person"}, {"kind": "remote"}])
        assert list(server.tables.tables) == [1], "only the page's own table was made"
        key = seated["remote"]["path"]
        assert handshake(port, key, origin=EVIL) == 403, "a table's address refuses another site's page"


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/browser", "/join/g?name=ann", "/?name=ann"])
def test_a_rebound_host_name_is_refused_on_every_path(tmp_path: Path, path: str) -> None:
    # DNS rebinding: evil.example resolves to 127.0.0.1 once the page is loaded; the browser then sends
    # Host: evil.example:PORT, and its Origin is the same name, so only Host tells.
    with serving_page(tmp_path) as (server, _):
        port = server.port
        rebound = f"evil.example:{port}"
        status, body = get(port, path, {"Host": rebound})
        assert status == 403, body
        assert "--allow-host evil.example" in body
        assert handshake(port, path, host=rebound, origin=f"http://{rebound}") == 403
        assert handshake(port, path, host=rebound) == 403
        assert handshake(port, path, host=f"127.0.0.1:{port + 1}") == 403, "another port is another origin"


def test_the_server_answers_its_own_names_and_programs_without_origin(tmp_path: Path) -> None:
    with serving_page(tmp_path) as (server, _):
        port = server.port
        assert get(port, "/", {})[0] == 200
        assert get(port, "/", {"Host": f"localhost:{port}"})[0] == 200
        assert get(port, "/", {"Host": f"LocalHost:{port}", "Origin": f"http://localhost:{port}"})[0] == 200
        assert handshake(port, "/join/g?name=ann") == 101, "a program sends no Origin"
        assert handshake(port, "/?name=ann", host=f"localhost:{port}") == 101
        assert get(port, "/", {"Host": f"{socket.gethostname()}:{port}"})[0] == 200


def test_allow_host_and_allow_origin_add_names_and_pages(tmp_path: Path) -> None:
    from referee.network.browser import TableConfig, Tables
    from tests.network.conftest import serving

    config = {"allowed_hosts": ("dominion.example.edu", "proxy:9000"), "allowed_origins": (EVIL,)}
    with serving(**config) as (server, _):
        server.tables = Tables(TableConfig(log_dir=tmp_path))
        port = server.port
        assert get(port, "/", {"Host": "dominion.example.edu"})[0] == 200
        assert get(port, "/", {"Host": "proxy:9000"})[0] == 200
        assert get(port, "/", {"Host": "proxy:9001"})[0] == 403
        assert handshake(port, "/browser", origin=EVIL) == 101
        assert handshake(port, "/browser", origin="https://other.example") == 403


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("allowed_hosts", ("http://x/",), "--allow-host 'http://x/': expected NAME or NAME:PORT"),
        ("allowed_origins", ("evil.example",), "--allow-origin 'evil.example': expected SCHEME://NAME"),
    ],
)
def test_a_bad_allowed_name_is_refused_naming_the_option(field: str, value: tuple, expected: str) -> None:
    with pytest.raises(ValueError, match="^" + expected):
        ServeConfig(**{field: value})


def test_the_command_refuses_with_403_and_one_escaped_log_line() -> None:
    serve = subprocess.Popen(
        [sys.executable, "-m", "referee.cli", "serve", "--port", "0", "--allow-origin", "https://ok.example"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        port = int(serve.stdout.readline().split()[4].rsplit(":", 1)[1])
        # The header's bytes are read as Latin-1: 0x9b is the C1 control CSI, a terminal escape.
        hostile = b"https://evil.example/\x9b31mred"
        with socket.create_connection(("127.0.0.1", port), timeout=patience(30)) as raw:
            raw.sendall(
                b"GET /browser HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                b"Upgrade: websocket\r\nConnection: Upgrade\r\n"
                b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                b"Origin: %s\r\n\r\n" % (port, hostile)
            )
            answer = raw.recv(4096).decode(errors="replace")
        assert answer.startswith("HTTP/1.1 403"), answer
        assert handshake(port, "/browser", origin="https://ok.example") == 101
    finally:
        serve.terminate()
        serve.wait(patience(60))
    err = serve.stderr.read()
    refused = [line for line in err.splitlines() if "refused" in line]
    assert len(refused) == 1, err
    assert "\x9b" not in err and "evil.example/\\x9b31mred" in refused[0], refused
    assert refused[0].startswith("referee serve: refused /browser from 127.0.0.1: Origin"), refused
    assert json.dumps(refused[0]).isascii()
