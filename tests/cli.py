"""The `referee` command as a student runs it, for the tests that run it in a subprocess: the installed
script on PATH (the one the integrator's checks use), else `python -m referee.cli` of this interpreter."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def patience(seconds: float) -> float:
    """A wall-clock safety limit of `seconds` on an idle machine, scaled with the machine's load: times the
    load average over the last minute per core when it exceeds 1 (at load 20 on 2 cores, ten times). A test
    waits on an event (a process's exit, a message); this only ends a hang, never a slow run on a loaded
    machine (issue 39: fixed 120 s limits failed tests at load 20)."""
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = 0.0
    cores = len(os.sched_getaffinity(0)) or 1
    return seconds * max(1.0, load / cores)


def referee_command() -> list[str]:
    """The argument list that starts `referee`: ``[path of referee]`` when it is on PATH, else
    ``[python, "-m", "referee.cli"]``."""
    program = shutil.which("referee")
    return [program] if program else [sys.executable, "-m", "referee.cli"]


def run_referee(
    *args: str, timeout: float = 300, cwd: Path | str | None = ROOT, **options
) -> subprocess.CompletedProcess[str]:
    """Run `referee ARGS...` to its end and return it, stdout and stderr captured as text.

    `timeout` in seconds on an idle machine, scaled with its load (`patience`; `subprocess.TimeoutExpired`
    when it runs out);
    `cwd` the directory it runs in (the repository's root by default: the players' `python -m players...`
    commands resolve there); `options` go to `subprocess.run` (`env`, `input`...)."""
    return subprocess.run(
        [*referee_command(), *args],
        capture_output=True,
        text=True,
        timeout=patience(timeout),
        cwd=cwd,
        **options,
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
