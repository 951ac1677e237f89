"""Remote players at a page's table (docs/browser.md, "Remote players"): the page's table waits at its own
address for DominAI clients, then a person, the remote clients and any programs play one game."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from referee.network.browser import SECOND_EDITION, TableError, parse_table
from referee.rules.spec import ATTACK, SPECS
from tests.chromium import Chromium
from tests.cli import patience
from tests.network.test_browser import Person, create_table, replay, serving, shots
from tests.network.test_browser_seat import create, play_randomly, ws_url


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Chromium]:
    chromium = Chromium(tmp_path / "profile")
    try:
        yield chromium
    finally:
        chromium.close()


def remote_client(url: str, path: str, name: str, strategy: str) -> subprocess.Popen:
    address = url.replace("http://", "ws://").rstrip("/") + path
    return subprocess.Popen(
        [sys.executable, "-m", "players.remote", address, "--strategy", strategy, "--name", name],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_person_and_a_remote_client_play_a_whole_game_at_one_table(tmp_path: Path) -> None:
    with serving(tmp_path, seed=5) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            seated = create(page, [{"kind": "person", "name": "ann"}, {"kind": "remote"}])
            remote = seated["remote"]
            assert remote["seats"] == 1 and remote["path"].startswith("/table/")
            assert server.tables.tables[1].thread.ident is None, "the game waits for its remote player"
            client = remote_client(url, remote["path"], "bob-2", "big_money")
            try:
                messages = play_randomly(page, seed=3)
                out, err = client.communicate(timeout=patience(120))
            finally:
                client.kill()
        table = server.tables.tables[1]
    assert client.returncode == 0, err
    result = table.result
    assert result is not None and not result.ejections
    assert [p.name for p in result.players] == ["ann", "bob"]
    assert {p.command for p in result.players} == {"person (browser)", "remote bob-2"}
    assert messages[-1]["type"] == "result" and messages[-1]["players"]
    assert messages[-1]["replay"] == f"jq -a .text {table.transcript}"
    assert "bob-2" in out, out  # the client's own line of the game's result
    records = [json.loads(line) for line in table.transcript.read_text().splitlines()]
    spoken = {record["player"] for record in records if "player" in record}
    assert spoken == {"ann", "bob"}
    assert any(r.get("player") == "bob" and '"StartGame"' in r.get("text", "") for r in records)
    shown = replay(table.transcript)
    # A served game's transcript holds DominAI's JSON-RPC texts: replay says so, as for any served game.
    assert shown.returncode == 2 and "served by referee serve" in shown.stderr, shown.stderr


def test_in_chromium_the_page_shows_the_tables_address_and_the_person_plays_the_remote_client(
    tmp_path: Path, browser: Chromium
) -> None:
    with serving(tmp_path, seed=12) as (server, url):
        create_table(browser, url, ["remote:"])
        shown = browser.wait_for("document.getElementById('remote')?.textContent")
        command = shown[shown.index("python -m players.remote") :].split()
        assert command[3].startswith(url.replace("http://", "ws://") + "table/"), shown
        client = subprocess.Popen(
            [sys.executable, *command[1:], "--name", "dora"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            rows = Person(browser).play()
            shots("remote.png", browser.screenshot(), tmp_path)
            client.communicate(timeout=patience(120))
        finally:
            client.kill()
        assert browser.js("document.getElementById('remote')") is None, "the waiting line is gone"
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections
    assert sorted(row[1] for row in rows) == ["dora", "you"]
    assert {row[1]: int(row[2]) for row in rows} == {p.name: p.score for p in result.players}


def test_a_table_with_a_program_and_a_remote_client_waits_then_plays(tmp_path: Path) -> None:
    with serving(tmp_path, seed=8) as (server, url):
        with connect(ws_url(url), open_timeout=patience(30)) as page:
            seated = create(
                page,
                [{"kind": "person"}, {"kind": "remote"}, {"kind": "reference", "name": "militia_money"}],
                kingdom={"at_least": {"village": 1}, "reaction_if_attack": True},
            )
            with pytest.raises(InvalidStatus) as unknown:
                connect(url.replace("http://", "ws://") + "table/not-a-table", open_timeout=patience(30))
            assert unknown.value.response.status_code == 404
            time.sleep(0.5)
            assert server.tables.tables[1].thread.ident is None
            client = remote_client(url, seated["remote"]["path"], "carol", "smithy_money")
            try:
                play_randomly(page, seed=4)
                client.communicate(timeout=patience(120))
            finally:
                client.kill()
            with pytest.raises(InvalidStatus):  # the table plays no more: its address is gone
                connect(
                    url.replace("http://", "ws://").rstrip("/") + seated["remote"]["path"],
                    open_timeout=patience(30),
                )
        result = server.tables.tables[1].result
    assert result is not None and not result.ejections
    assert [p.name for p in result.players] == ["you", "carol", "militiamoney"]
    assert set(result.kingdom) <= set(SECOND_EDITION), "DominAI names second-edition cards only"
    assert any(ATTACK in SPECS[card].types for card in result.kingdom) <= ("moat" in result.kingdom)


@pytest.mark.parametrize(
    ("spec", "error"),
    [
        ({"players": [{"kind": "person"}, {"kind": "remote"}], "version": 3}, "version: a table with remote"),
        (
            {
                "players": [{"kind": "person"}, {"kind": "remote"}],
                "kingdom": [
                    "adventurer",
                    "cellar",
                    "chapel",
                    "moat",
                    "village",
                    "smithy",
                    "market",
                    "militia",
                    "mine",
                    "witch",
                ],
            },
            "kingdom: DominAI has no name for adventurer",
        ),  # fmt: skip
    ],
)
def test_a_table_with_remote_seats_is_refused_what_dominai_cannot_play(spec: dict, error: str) -> None:
    with pytest.raises(TableError, match="^" + error):
        parse_table(spec, {})
