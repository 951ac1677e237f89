"""Safe defaults of `referee serve`: tokens, the connection cap, the handshake timeout, paths and names
refused before the WebSocket upgrade, and the command line's refusals."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from tests.cli import patience
from tests.network.conftest import serving


def _status(url: str) -> int:
    with pytest.raises(InvalidStatus) as refused:
        with connect(url, open_timeout=patience(30)):
            pass
    return refused.value.response.status_code


def test_a_token_is_needed_when_the_server_has_one():
    with serving(tokens=("s3cret", "other")) as (_, url):
        assert _status(f"{url}/?name=eve") == 401
        assert _status(f"{url}/?name=eve&token=wrong") == 401
        with connect(f"{url}/join/g?name=ann&token=s3cret", open_timeout=patience(30)):
            pass
        with connect(
            f"{url}/?name=bob",
            additional_headers={"Authorization": "Bearer other"},
            open_timeout=patience(30),
        ):
            pass


def test_paths_and_names_are_checked_before_the_upgrade():
    with serving() as (_, url):
        assert _status(f"{url}/play/now") == 404
        assert _status(f"{url}/?name={'x' * 40}") == 400


def test_the_connection_cap_refuses_one_more():
    with serving(max_connections=1) as (_, url):
        with connect(f"{url}/?name=ann", open_timeout=patience(30)):
            time.sleep(0.5)  # the server counts the connection once its handler runs
            assert _status(f"{url}/?name=bob") == 503


def test_a_silent_connection_is_dropped_after_the_handshake_timeout():
    with serving(handshake_timeout=1.0) as (server, _):
        with socket.create_connection(("127.0.0.1", server.port), timeout=patience(30)) as raw:
            started = time.monotonic()
            assert raw.recv(1024) == b""  # closed by the server, having sent nothing
            assert time.monotonic() - started < 25


def test_the_command_refuses_another_host_without_a_token():
    run = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", "--host", "0.0.0.0"],
        capture_output=True,
        text=True,
        timeout=patience(60),
    )
    assert run.returncode == 2
    assert "--token" in run.stderr


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        ("--games", "0", "expected at least 1 game, got '0'"),
        ("--games", "x", "expected a whole number of games, got 'x'"),
        ("--max-message", "0", "expected at least 1 byte, got '0'"),
        ("--max-connections", "0", "expected at least 1 connection, got '0'"),
        ("--turn-limit", "0", "expected at least 1 turn, got '0'"),
    ],
)
def test_the_command_names_a_bad_count_in_english(option, value, expected):
    run = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", option, value],
        capture_output=True,
        text=True,
        timeout=patience(60),
    )
    assert run.returncode == 2
    assert f"argument {option}: {expected}" in run.stderr, run.stderr


@pytest.mark.parametrize(
    "kingdom",
    [
        ["ThroneRoom", "cellar", "chapel", "moat", "harbinger", "merchant", "vassal", "village", "workshop",
         "bureaucrat"],
        ["ThroneRoom,cellar,chapel,moat,harbinger,merchant,vassal,village,workshop,bureaucrat"],
    ],
    ids=["spaces", "commas"],
)  # fmt: skip
def test_the_command_refuses_a_kingdom_a_v3_opponent_does_not_know(kingdom):
    run = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", "--opponent", "big=python -m players.big_money",
         "--player-protocol", "big=3", "--kingdom", *kingdom],
        capture_output=True,
        text=True,
        timeout=patience(60),
    )  # fmt: skip
    assert run.returncode == 2
    assert "opponent big speaks protocol v3, which does not know bureaucrat, chapel, harbinger" in run.stderr


def _descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_stopped_server_leaves_no_opponent_program_behind():
    # The containment of player processes (docs/sandbox.md) holds for referee serve too: SIGTERM in the
    # middle of a game ends the opponent program with the server.
    serve = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "referee.cli",
            "serve",
            "--port",
            "0",
            "--opponent",
            "python -m players.big_money",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url = serve.stdout.readline().split()[4]
        with connect(f"{url}/?name=ann", open_timeout=patience(30)) as socket:
            socket.recv(timeout=patience(60))  # StartGame: the game has started, its opponent program runs
            deadline = time.monotonic() + patience(60)
            while not (programs := _descendants(serve.pid)) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert programs, "the opponent program did not start"
            serve.send_signal(signal.SIGTERM)
            assert serve.wait(patience(60)) == 128 + signal.SIGTERM
    finally:
        serve.kill()
    deadline = time.monotonic() + patience(10)
    while any(_alive(pid) for pid in programs) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in programs)
    assert "stopped by SIGTERM" in serve.stderr.read()
