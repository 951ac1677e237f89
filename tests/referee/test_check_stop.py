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
    pids = tmp_path / "started"
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


NEVER_ANSWERS = 'echo started >> "$1"; printf "("; while read -r line; do :; done'
"""A shell program (it starts in a few milliseconds, even on a loaded machine) that says it started (a line
in the file named by its argument), writes half a datum and never answers."""


def test_at_most_starts_programs_start_up_at_once(tmp_path: Path) -> None:
    """Many checks run at once (their silence watches overlap), but a program's start-up, from its start to
    its first answer or failure, holds one of `starts` slots: the first-reply limit is never spent waiting
    for more start-ups than that (issue 41). Programs that never answer hold their slot until their 10 s
    first-reply limit: when the k-th check ends, at most `starts` + k programs were ever started. (Each
    writes half a datum, so that the early stop for programs that write nothing never comes.)"""
    from referee.conformance import run_checks
    from referee.seats.process import Limits

    pids = tmp_path / "started"
    started_when_ended: list[int] = []

    def ended(outcome) -> None:
        started = len(pids.read_text().splitlines()) if pids.exists() else 0
        started_when_ended.append(started)

    only = ["first-move", "only-treasures", "only-victory", "empty-hand"]
    report = run_checks(
        "silent",
        ["sh", "-c", NEVER_ANSWERS, "sh", str(pids)],
        limits=Limits(reply_timeout=10.0, first_reply_timeout=10.0),
        jobs=4,
        starts=2,
        only=only,
        on_end=ended,
    )
    assert [o.status for o in report.outcomes] == ["fail"] * len(only)
    assert started_when_ended[-1] == len(only), started_when_ended  # every program did start
    assert all(started <= 2 + k for k, started in enumerate(started_when_ended, 1)), started_when_ended
