"""A `referee check` run that is stopped (Ctrl-C, SIGTERM, SIGHUP) ends every program it started at once,
even those of checks waiting for a reply (docs/sandbox.md, "Every exit path ends every player"). Real
subprocesses: the program records its process tag and never answers; its reply limit (120 s) is far beyond
the test's wait for the referee to exit (60 s), so a run that waited for its checks fails the test."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import programs_harness as harness
import pytest

from tests.cli import patience, referee_command

REFEREE = referee_command()


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_stopped_check_ends_every_program_it_started(tmp_path: Path, signum: int) -> None:
    pids = tmp_path / "pids"
    program = f"{sys.executable} {harness.PROGRAMS / 'silent_recorded.py'} {pids}"
    limits = ["--jobs", "2", "--timeout", "120", "--first-timeout", "120"]
    process = subprocess.Popen(
        [*REFEREE, "check", *limits, program],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As from a terminal: the default disposition of the signal, whatever this test inherited.
        preexec_fn=lambda: signal.signal(signum, signal.SIG_DFL),
    )
    recorded: list = []
    try:
        recorded = harness.read_pids(pids, 2, within=60.0)
        assert len(recorded) == 2, recorded  # the two checks under way (--jobs 2) are waiting for replies
        process.send_signal(signum)
        _, err = process.communicate(timeout=patience(60))
        assert process.returncode == 128 + signum, err
        assert "every player process was ended" in err.splitlines()[-1], err
        harness.assert_all_dead(recorded, within=2.0)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
