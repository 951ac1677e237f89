"""`--version` on `referee` and on every subcommand: one line with our version, the Python running it and
the protocol versions spoken, exit status 0, whatever else the command line holds."""

from __future__ import annotations

import platform
import subprocess
import sys
from importlib.metadata import version

import pytest

from referee.cli.main import SUBCOMMANDS
from tests.cli import patience, referee_command


def run_referee(*args: str) -> subprocess.CompletedProcess[str]:
    command = referee_command()
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=patience(60))


EXPECTED = (
    f"referee {version('dominion-referee')} (Python {platform.python_version()}; Dominion Protocol v1, v2, "
    "v3, v4, v5, v6; DominAI JSON-RPC 2.0 over WebSocket with referee serve)\n"
)


@pytest.mark.parametrize("command", ["", *SUBCOMMANDS])
def test_every_command_prints_its_version_and_exits_0(command: str) -> None:
    done = run_referee(*([command] if command else []), "--version")
    assert (done.returncode, done.stdout, done.stderr) == (0, EXPECTED, "")


def test_version_wins_over_missing_arguments_and_is_never_wrapped() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "referee.cli", "check", "--version"],
        capture_output=True,
        text=True,
        timeout=patience(60),
        env={"COLUMNS": "40", "PATH": "/usr/bin:/bin"},
    )
    assert (done.returncode, done.stdout) == (0, EXPECTED)
