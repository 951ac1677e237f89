"""Nothing a player, a remote client or a transcript writes reaches a terminal raw (docs/sandbox.md, "Text
that others wrote"): every command that shows such text is run, as a user would, on a hostile payload (window
title, OSC 52 clipboard, hyperlink, clear screen, C1 CSI, BiDi controls; tests/programs/escapes.py), and
what it printed, stdout and stderr, holds no control character but the newline."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
ESCAPES = f"{sys.executable} {ROOT / 'tests' / 'programs' / 'escapes.py'}"
BIG = f"{sys.executable} -m players.big_money"
PAYLOAD = (
    "\x1b]0;pwned title\x07\x1b]52;c;cm0gLXJmIH4=\x07\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\"
    "\x1b[2J\x1b[H\x9b31m\u202eevil\u202c\u2066x\u2069"
)
"""What tests/programs/escapes.py writes (a copy: the program is not importable from here)."""

SHOWN = re.escape(r"\x1b]0;pwned") + r"\s+" + re.escape(r"title\x07")
"""How the start of the payload reads once escaped: each command must show it, so that a command that shows
nothing of the player's text cannot pass for one that escapes it. A table that fits its lines to the terminal
may wrap the text at its space."""


def referee(*args: str, cwd: Path) -> str:
    """Run ``referee ARGS`` with pipes; its stdout and stderr together."""
    run = subprocess.run(
        [*referee_command(), *args],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=cwd,
        stdin=subprocess.DEVNULL,
    )
    return run.stdout + run.stderr


def raw_controls(text: str) -> list[str]:
    """The characters of `text` a terminal could take as commands: every unprintable one but the newline."""
    return sorted({repr(ch) for ch in text if not ch.isprintable() and ch != "\n"})


def serve_with_hostile_client(directory: Path) -> str:
    """`referee serve` for one game against a v3 program; a remote client answers StartGame with a request
    whose method name is the payload. Returns what the server printed."""
    server = subprocess.Popen(
        [*referee_command(), "serve", "--port", "0", "--games", "1", "--seed", "1", "--opponent", BIG,
         "--log-dir", str(directory / "serve-logs")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=directory,
    )  # fmt: skip
    try:
        assert server.stdout is not None
        ready = server.stdout.readline()
        port = re.search(r"ws://127\.0\.0\.1:(\d+)", ready)
        assert port, ready
        with connect(f"ws://127.0.0.1:{port.group(1)}/?name=eve", open_timeout=patience(60)) as client:
            start = json.loads(client.recv(timeout=patience(60)))
            assert start["method"] == "StartGame", start
            client.send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": PAYLOAD, "params": {}}))
            deadline = time.monotonic() + patience(60)
            try:
                while time.monotonic() < deadline:
                    client.recv(timeout=patience(60))
            except Exception:  # noqa: BLE001 - the server closes the connection: what we wait for
                pass
        out, err = server.communicate(timeout=patience(120))
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    return ready + out + err


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Command -> what it printed, for every command that shows text players or clients wrote."""
    directory = tmp_path_factory.mktemp("hostile-text")
    log = directory / "game.jsonl"
    shown: dict[str, str] = {}
    shown["referee -v"] = referee("--seed", "3", "-v", "--log", str(log), BIG, ESCAPES, cwd=directory)
    shown["referee replay"] = referee("replay", str(log), cwd=directory)
    shown["referee replay --turn"] = referee("replay", "--turn", "2", str(log), cwd=directory)
    shown["referee check"] = referee("check", "--fail-fast", ESCAPES, cwd=directory)
    db = str(directory / "t.sqlite")
    # The pre-flight refuses the program (its first play is not one), quoting what it wrote.
    shown["referee tournament (pre-flight)"] = referee(
        "tournament",
        "--yes",
        "--games",
        "2",
        "--db",
        str(directory / "p.sqlite"),
        BIG,
        ESCAPES,
        cwd=directory,
    )
    shown["referee tournament"] = referee(
        "tournament",
        "--yes",
        "--skip-preflight",
        "--games",
        "2",
        "--jobs",
        "1",
        "--db",
        db,
        "--seed",
        "5",
        BIG,
        ESCAPES,
        cwd=directory,
    )
    shown["referee standings"] = referee("standings", "--db", db, cwd=directory)
    shown["referee standings --details"] = referee("standings", "--db", db, "--details", cwd=directory)
    shown["referee serve"] = serve_with_hostile_client(directory)
    forged = directory / "forged.jsonl"
    # A transcript may come from anyone: the player's name (and so every record and the result) is hostile.
    forged.write_text(log.read_text().replace('"escapes"', json.dumps("escapes" + PAYLOAD)))
    shown["referee replay (forged transcript)"] = referee("replay", str(forged), cwd=directory)
    return shown


COMMANDS = [
    "referee -v",
    "referee replay",
    "referee replay --turn",
    "referee check",
    "referee tournament (pre-flight)",
    "referee tournament",
    "referee standings",
    "referee standings --details",
    "referee serve",
    "referee replay (forged transcript)",
]


@pytest.mark.parametrize("command", COMMANDS)
def test_no_command_prints_a_raw_control_character(outputs: dict[str, str], command: str) -> None:
    printed = outputs[command]
    assert raw_controls(printed) == [], f"{command} printed raw controls:\n{printed}"
    if command == "referee standings":
        return  # one line per ejection kind, its example cut (at 400 characters); --details shows it whole
    # Whitespace folded: on a terminal the standings wrap their lines at its width.
    shown = " ".join(printed.split())
    assert re.search(SHOWN, shown), f"{command} did not show the payload (escaped):\n{printed}"
