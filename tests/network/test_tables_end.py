"""Tables that end, and a page's kingdom drawn off the server's loop (issue 39, docs/browser.md "Tables that
end"): a table waiting for remote players is closed after `--table-wait`, or once its creator left before
anyone joined; finished tables are released; a kingdom request too large to count is refused in one line
and the server answers meanwhile. A real server on a loopback port, the page played by a WebSocket client."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from referee.kingdom import CATEGORIES
from tests.cli import patience
from tests.network.test_browser import serving
from tests.network.test_browser_seat import create, play_randomly, ws_url

PATIENCE = 120.0
"""Seconds a test waits for what the server does on its own (a loaded machine may be slow)."""

PERSON_AND_REMOTE = [{"kind": "person"}, {"kind": "remote"}]


def _until(condition, what: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def _error(page) -> str:
    while True:
        message = json.loads(page.recv(timeout=PATIENCE))
        if message["type"] == "error":
            return message["message"]


def test_tables_whose_creators_left_before_anyone_joined_are_dropped(tmp_path: Path) -> None:
    # Three abandoned tables under --max-tables 3 refused every honest page ("plays 3 tables already").
    with serving(tmp_path, max_tables=3) as (server, url):
        keys = []
        for _ in range(3):
            with connect(ws_url(url), open_timeout=patience(30)) as page:
                keys.append(create(page, PERSON_AND_REMOTE)["remote"]["path"])
        _until(lambda: not server.tables.tables, "the abandoned tables are dropped")
        for key in keys:
            with pytest.raises(InvalidStatus) as gone:
                connect(url.replace("http://", "ws://").rstrip("/") + key, open_timeout=patience(30))
            assert gone.value.response.status_code == 404
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            assert create(page, PERSON_AND_REMOTE)["type"] == "seated"


def test_a_creator_who_stays_keeps_the_table_until_the_wait_ends(tmp_path: Path) -> None:
    with serving(tmp_path, table_wait=2.0) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            seated = create(page, [{"kind": "person"}, {"kind": "remote"}, {"kind": "remote"}])
            address = url.replace("http://", "ws://").rstrip("/") + seated["remote"]["path"]
            with connect(address + "?name=bob", open_timeout=patience(30)) as bob:
                assert _error(page) == (
                    "no game: the table's remote seats were not all taken within 2 s (--table-wait); "
                    "create it again"
                )
                with pytest.raises(ConnectionClosed) as closed:
                    bob.recv(timeout=PATIENCE)
                assert closed.value.rcvd.code == 1001
            assert not server.tables.tables
            with pytest.raises(InvalidStatus):
                connect(address, open_timeout=patience(30))


def test_finished_tables_are_released_past_the_ones_kept(tmp_path: Path) -> None:
    table = [{"kind": "person"}, {"kind": "reference", "name": "big_money"}]
    with serving(tmp_path, finished_kept=1, turn_limit=1, seed=3) as (server, url):
        seats = []
        for number in (1, 2):
            with connect(ws_url(url), open_timeout=patience(30)) as page:
                seats.append(create(page, table)["seat"])
                assert play_randomly(page, seed=number)[-1]["type"] == "result"
            _until(lambda n=number: server.tables._finished[-1:] == [n], f"table {number} ends")
        assert list(server.tables.tables) == [2], "table 1 was released when table 2 ended"
        with connect(ws_url(url, f"seat={seats[0]}"), open_timeout=patience(30)) as page:
            assert "this seat's link is not known" in _error(page)
        with connect(ws_url(url, f"seat={seats[1]}"), open_timeout=patience(30)) as page:
            while json.loads(page.recv(timeout=PATIENCE))["type"] != "result":
                pass


def test_a_kingdom_too_large_to_count_is_refused_and_the_server_answers_meanwhile(tmp_path: Path) -> None:
    request = {"at_least": {category: 4 for category in CATEGORIES if category != "potion"}}
    with serving(tmp_path) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            assert json.loads(page.recv(timeout=patience(30)))["type"] == "choices"
            page.send(
                json.dumps({"type": "create", "table": {"players": PERSON_AND_REMOTE, "kingdom": request}})
            )
            message = _error(page)
            assert message.startswith("kingdom: counting the kingdoms of this request would take"), message
            assert "over the limit of 256 MiB" in message
            with connect(ws_url(url), open_timeout=patience(30)) as other:
                assert json.loads(other.recv(timeout=patience(30)))["type"] == "choices"
            assert create_on(page, PERSON_AND_REMOTE, {"at_least": {"village": 2}})["type"] == "seated"
        assert list(server.tables.tables) == [1]


def test_a_draw_past_its_time_limit_is_refused(tmp_path: Path) -> None:
    with serving(tmp_path, draw_limit=1e-6) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            assert json.loads(page.recv(timeout=patience(30)))["type"] == "choices"
            seated = create_on(page, PERSON_AND_REMOTE, {"at_least": {"village": 1}})
            assert seated == {
                "type": "error",
                "message": "kingdom: drawing this kingdom took longer than 1e-06 s: ask for fewer categories "
                "or smaller counts",
            }
        assert not server.tables.tables


def create_on(page, players: list[dict[str, str]], kingdom: object) -> dict:
    """Send `create` on an open page (its `choices` read already); return the answer."""
    page.send(json.dumps({"type": "create", "table": {"players": players, "kingdom": kingdom}}))
    return json.loads(page.recv(timeout=PATIENCE))
