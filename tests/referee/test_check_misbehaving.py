"""Each misbehaving program of `tests/programs/` fails `referee check` with the specific reason; the
well-behaved odd ones (odd spacing, a flood of stderr, a double fork) pass. Real subprocesses.

Only the checks that show each misbehaviour are run (`only=`), several programs at once, to keep the
module fast. Time limits that decide an outcome are far from the behaviour: a program that never answers
never answers; the slow answer comes 10 s after a 1 s limit; every other reply has the game's limits
(20 s for the first, 5 s after); output while waiting is watched for 1 s.
"""

from __future__ import annotations

import os
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from programs_harness import alive

from referee.conformance import CheckReport, run_checks
from referee.seats.process import Limits

PROGRAMS = Path(__file__).resolve().parent.parent / "programs"

QUICK = Limits(reply_timeout=1.0, first_reply_timeout=2.0)
"""For programs that never answer: the checks fail whatever the limit, so keep it short."""

SILENCE = 1.0
"""Seconds each check watches for output while waiting: far above the microseconds a program that writes
while waiting takes, so the outcome never depends on the machine's load."""
LATE_SILENCE = 5.0
"""Seconds of the watch where the output while waiting is the program's answer to a notification (it
must be seen before the next message, however late the loaded machine runs the program)."""


@dataclass(frozen=True)
class Case:
    """A program, the checks to run, and what must fail: check id -> substrings of its failure text."""

    program: str
    only: tuple[str, ...]
    fails: dict[str, tuple[str, ...]] = field(default_factory=dict)
    args: tuple[str, ...] = ()
    limits: Limits = Limits()
    pidfile: bool = False


CASES = [
    Case(
        "never_answers",
        ("first-move", "attacked-first"),
        {"first-move": ("no first reply", "within 2 s"), "attacked-first": ("no first reply", "within 2 s")},
        limits=QUICK,
    ),
    Case(
        "slow_answer",
        ("first-move", "second-turn"),
        {"second-turn": ("no reply within 1 s",)},
        ("1", "10"),
        limits=Limits(reply_timeout=1.0),
    ),
    Case("garbage", ("first-move",), {"first-move": ("(please let me win)", "expected a play such as")}),
    Case("binary", ("first-move",), {"first-move": ("UTF-8",)}),
    Case("huge", ("first-move",), {"first-move": ("65536 bytes",)}),
    Case("illegal_play", ("first-move",), {"first-move": ("(buy province)", "needs 8 coins, you have 0")}),
    Case(
        "capitalised",
        ("first-move", "attacked-first"),
        {"first-move": ("card names are lowercase",), "attacked-first": ("(clean Copper)", "a defense")},
    ),
    Case(
        "writes_while_waiting",
        ("quiet-after-turn",),
        {"quiet-after-turn": ("(buy copper)", "while waiting", "no output")},
    ),
    Case(
        "exits_midgame",
        ("first-move", "second-turn"),
        {"second-turn": ("exited with status 3", "exits_midgame: leaving now")},
        ("1",),
    ),
    Case("closes_stdout", ("second-turn",), {"second-turn": ("closed its stdout",)}, ("1",), pidfile=True),
    Case(
        "fork_child_exits", ("second-turn",), {"second-turn": ("exited with status 0",)}, ("1",), pidfile=True
    ),
    # Not QUICK: its pid file must be written before the limit ends it, however slowly Python starts.
    Case(
        "never_reads",
        ("first-move",),
        {"first-move": ("no first reply",)},
        limits=Limits(reply_timeout=1.0, first_reply_timeout=20.0),
        pidfile=True,
    ),
    Case(
        "spins_at_eof",
        ("first-move", "exits-at-end-of-input"),
        {"exits-at-end-of-input": ("still running", "killed", "end of file")},
        pidfile=True,
    ),
    Case(
        "memory_hog",
        ("first-move",),
        {"first-move": ("the program", "exited with status 1", "MemoryError")},
        limits=Limits(data_bytes=256 * 1024**2),
    ),
    Case("double_fork", ("first-move", "exits-at-end-of-input"), pidfile=True),
    Case("floods_stderr", ("first-move", "second-turn", "attacked-first"), args=("2",)),
    Case("odd_spacing", ("first-move", "second-turn", "attacked-first", "attacked-three-cards")),
]


@pytest.fixture(scope="module")
def reports(python: str, tmp_path_factory) -> dict[str, tuple[CheckReport, Path | None]]:
    directory = tmp_path_factory.mktemp("pids")

    def run(case: Case) -> tuple[CheckReport, Path | None]:
        args = list(case.args)
        pidfile = None
        if case.pidfile:
            pidfile = directory / f"{case.program}.pids"
            args.append(str(pidfile))
        command = [python, str(PROGRAMS / f"{case.program}.py"), *args]
        name = case.program.replace("_", "")
        report = run_checks(
            name, command, version=3, limits=case.limits, jobs=4, only=case.only, silence=SILENCE
        )
        return report, pidfile

    with ThreadPoolExecutor(max_workers=6) as pool:
        return dict(zip((c.program for c in CASES), pool.map(run, CASES), strict=True))


def _failure_text(outcome) -> str:
    failure = outcome.failure
    return "\n".join((failure.sent, failure.received, failure.expected, failure.stderr))


@pytest.mark.parametrize("case", CASES, ids=[c.program for c in CASES])
def test_program_fails_exactly_the_checks_that_show_its_misbehaviour(reports, case: Case) -> None:
    report, _ = reports[case.program]
    statuses = {o.check.id: o.status for o in report.outcomes}
    assert statuses == {id: ("fail" if id in case.fails else "pass") for id in case.only}
    assert report.passed == (not case.fails)
    for outcome in report.outcomes:
        if outcome.check.id in case.fails:
            text = _failure_text(outcome)
            for gist in case.fails[outcome.check.id]:
                assert gist in text, f"{outcome.check.id}: {gist!r} not in {text!r}"


@pytest.mark.parametrize("case", [c for c in CASES if c.pidfile], ids=[c.program for c in CASES if c.pidfile])
def test_no_process_of_a_checked_program_survives(reports, case: Case) -> None:
    _, pidfile = reports[case.program]
    assert pidfile is not None and pidfile.exists()
    # Process tags, not pids: each player has its own PID namespace (programs_harness.resolve).
    tags = pidfile.read_text().split()
    assert tags
    assert not alive(tags), f"processes of {case.program} still running: {alive(tags)}"


def test_a_failure_names_the_message_sent(reports) -> None:
    report, _ = reports["illegal_play"]
    failure = report.outcomes[0].failure
    assert failure.sent.startswith("(move ((players illegalplay ada) (supply copper")
    assert failure.received == "(buy province)"
    assert os.linesep not in failure.sent


OK_AFTER_CLEAN = '''
"""Cleans up at once every turn, and writes (ok) after each other player's clean-up (a mistake)."""
import re
import sys

for line in sys.stdin:
    if line.startswith("(move "):
        hand = re.search(r"\\(hand ?([a-z ]*)\\)", line).group(1).split()
        print(f"(clean {hand[0]})" if hand else "(clean)", flush=True)
    elif line.startswith("(moved ") and "(clean" in line:
        print("(ok)", flush=True)
'''


def test_output_after_a_notification_is_output_while_waiting_in_every_check(
    python: str, tmp_path: Path
) -> None:
    """A program that writes ``(ok)`` right after ``(moved ada (clean ...))`` is blamed for writing while
    waiting, after a clean-up notification, by every check, as in a game; never for a bad play when the next
    ``(move ...)`` follows at once (second-turn sends it without a pause of its own)."""
    program = tmp_path / "ok_after_clean.py"
    program.write_text(OK_AFTER_CLEAN)
    only = ("second-turn", "second-seat", "quiet-after-clean", "fourth-seat")
    # A longer watch than SILENCE: the program answers (ok) as soon as it reads the clean-up, but on a loaded
    # machine (tests on every core beside other work) it may not run for over a second; the watch ends at
    # the (ok) (one check watches a silent program for the whole of it: 5 s of waiting, no CPU).
    report = run_checks("okafterclean", [python, str(program)], version=3, only=only, silence=LATE_SILENCE)
    assert sorted(o.check.id for o in report.outcomes) == sorted(only)
    for outcome in report.outcomes:
        assert outcome.status == "fail", outcome.check.id
        failure = outcome.failure
        # With several players' turns sent in a row, the output may be noticed after a later clean-up.
        assert re.match(r"\(moved [a-z]+ \(clean", failure.sent), (outcome.check.id, failure.sent)
        assert failure.received == "(ok) (while waiting)", (outcome.check.id, failure.received)
        assert failure.expected.startswith("no output"), (outcome.check.id, failure.expected)
