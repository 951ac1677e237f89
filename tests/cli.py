"""The `referee` command as a student runs it, for the tests that run it in a subprocess: the installed
script on PATH (the one the integrator's checks use), else `python -m referee.cli` of this interpreter."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def referee_command() -> list[str]:
    """The argument list that starts `referee`: ``[path of referee]`` when it is on PATH, else
    ``[python, "-m", "referee.cli"]``."""
    program = shutil.which("referee")
    return [program] if program else [sys.executable, "-m", "referee.cli"]


def run_referee(
    *args: str, timeout: float = 300, cwd: Path | str | None = ROOT, **options
) -> subprocess.CompletedProcess[str]:
    """Run `referee ARGS...` to its end and return it, stdout and stderr captured as text.

    `timeout` in seconds (generous: the machine is loaded; `subprocess.TimeoutExpired` when it runs out);
    `cwd` the directory it runs in (the repository's root by default: the players' `python -m players...`
    commands resolve there); `options` go to `subprocess.run` (`env`, `input`...)."""
    return subprocess.run(
        [*referee_command(), *args], capture_output=True, text=True, timeout=timeout, cwd=cwd, **options
    )


PLAYER_SEED_KEY = "00112233445566778899aabbccddeeff"
"""A fixed `--player-seed-key`: the players' own seeds, so that a game of random players is one game."""


def verbose_v5_game(
    kingdom: str, seed: int, turn_limit: int, *players: str, seeded: bool = True
) -> subprocess.CompletedProcess[str]:
    """`referee --protocol 5 --kingdom KINGDOM --seed SEED --turn-limit TURN_LIMIT -v PLAYERS...` (each
    player a command or ``NAME=COMMAND``; `seeded`: with `--player-seed-key PLAYER_SEED_KEY`), run to its end
    (`run_referee`); asserts that it exited 0, its stderr in the message."""
    options = ["--protocol", "5", "--kingdom", kingdom, "--seed", str(seed), "--turn-limit", str(turn_limit)]
    key = ["--player-seed-key", PLAYER_SEED_KEY] if seeded else []
    done = run_referee(*options, "-v", *key, *players)
    assert done.returncode == 0, done.stderr
    return done
