"""`referee check` for people: alike failures grouped, states shortened, --fail-fast, a quick verdict on a
program that never flushes (real programs from tests/programs, the installed command)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from referee.conformance import DEFAULT_FIRST_TIMEOUT, failure_groups, run_checks
from referee.output import compact_message
from referee.seats.process import Limits
from tests.cli import patience

ROOT = Path(__file__).resolve().parent.parent.parent
PROGRAMS = ROOT / "tests" / "programs"


def referee(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["referee", *args], capture_output=True, text=True, timeout=patience(timeout), cwd=ROOT
    )


def test_one_root_cause_is_one_block_naming_the_other_checks() -> None:
    done = referee("check", f"{sys.executable} {PROGRAMS / 'capitalised.py'}")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    blocks = [line for line in lines if line.startswith("FAIL")]
    assert len(blocks) == 2  # a capitalised play, and a play given as a defense
    more = [line.strip() for line in lines if "more like it:" in line]
    counts = [int(re.match(r"and (\d+) more like it: ", line).group(1)) for line in more]
    named = [line.split(": ", 1)[1].split(" (--json")[0].split(", ") for line in more]
    assert [len(n) for n in named] == counts
    summary = lines[-1]
    failed = int(re.search(r", (\d+) failed \(2 different failures\)", summary).group(1))
    assert failed == len(blocks) + sum(counts)
    # Every check still appears once: a PASS line, a FAIL block, or named in a block.
    shown = {line.split()[1] for line in lines if line.startswith(("PASS", "FAIL"))}
    assert len(shown) + sum(counts) == int(re.search(r"of (\d+) checks", summary).group(1))


def test_states_are_shortened_in_the_terminal_and_whole_in_json() -> None:
    program = f"{sys.executable} {PROGRAMS / 'illegal_play.py'}"
    text = referee("check", "--only", "large-supply", program)
    [sent] = [line for line in text.stdout.splitlines() if line.strip().startswith("sent:")]
    assert "copper×" in sent and len(sent) < 450
    data = json.loads(referee("check", "--json", "--only", "large-supply", program).stdout)
    whole = data["checks"][0]["sent"]
    assert len(whole) > 1500 and "×" not in whole and "copper copper copper" in whole
    assert compact_message(whole).startswith("(move ((players illegalplay ada bo cy) (supply copper×")


def test_json_keeps_its_keys_and_adds_groups() -> None:
    done = referee("check", "--json", f"{sys.executable} {PROGRAMS / 'illegal_play.py'}")
    data = json.loads(done.stdout)
    for key in ("name", "command", "protocol", "checks", "passed", "failed", "errors", "ok", "seconds"):
        assert key in data
    assert data["skipped"] == 0 and data["stopped"] is None
    groups = data["failure_groups"]
    assert sum(len(g["checks"]) for g in groups) == data["failed"]
    by_id = {c["id"]: c for c in data["checks"]}
    for group in groups:
        first, *others = group["checks"]
        assert by_id[first]["like"] is None
        assert all(by_id[other]["like"] == first for other in others)
        assert group["received"] == by_id[first]["received"]
    first_move = by_id["first-move"]
    assert first_move["kind"] == "illegal-play" and first_move["waited"] is None


def test_a_program_that_never_flushes_gets_its_verdict_in_seconds() -> None:
    started = time.monotonic()
    done = referee("check", f"{sys.executable} {PROGRAMS / 'never_flushes.py'}")
    elapsed = time.monotonic() - started
    assert done.returncode == 1
    out = done.stdout
    assert (
        f"this check waited {DEFAULT_FIRST_TIMEOUT:g} s and not a byte came: is your program flushing its "
        "output after each reply, and reading its input line by line?"
    ) in out
    assert "Python: print(..., flush=True) or python -u" in out
    assert out.count("FAIL") == 1  # one block for every silent check
    assert "stopped early: the first 4 checks got no reply and not a byte on stdout" in out
    assert re.search(r"0 of 37 checks passed, \d+ failed \(1 different failure\), \d+ not run", out)
    # Two rounds of 4 checks at most, each waiting the 20 s limit (not 10 rounds); generous margin.
    assert elapsed < patience(120), elapsed


def test_an_awk_program_that_flushes_is_told_of_mawks_input_buffering() -> None:
    # A 5 s start-up limit: the verdict sooner than with the default 20 s (mawk starts in milliseconds).
    done = referee("check", "--protocol", "1", "--first-timeout", "5", f"mawk -f {PROGRAMS / 'passive.awk'}")
    assert done.returncode == 1
    received = next(line for line in done.stdout.splitlines() if line.lstrip().startswith("received:"))
    assert received.strip() == (
        "received: no first reply (the start-up limit) within 5 s; nothing arrived on stdout: the program "
        "does not flush its output after each reply (stdout is buffered when it is a pipe), or waits for "
        "input its input buffering holds back; awk: fflush() after each print, and run mawk (Debian's awk) "
        "as mawk -W interactive; for a slow start-up allow more with --first-timeout "
        '(docs/writing-a-player.md, "No reply")'
    )
    done = referee(
        "check",
        "--protocol",
        "1",
        "--only",
        "first-move",
        f"mawk -W interactive -f {PROGRAMS / 'passive.awk'}",
    )
    assert done.returncode == 0, done.stdout


def test_check_says_how_far_it_is_on_stderr_off_a_terminal() -> None:
    done = referee(
        "check", "--only", "first-move", "--only", "quiet-at-start", f"{sys.executable} -m players.big_money"
    )
    assert done.returncode == 0, done.stdout
    lines = done.stderr.splitlines()
    assert lines[0] == "progress: 0 of 2 checks (0.0%)"
    assert lines[-1].startswith("progress: 2 of 2 checks (100.0%), ")
    assert all(line.startswith("progress: ") for line in lines)
    assert done.stdout.startswith("referee check: bigmoney")  # the report itself stays on stdout


def test_the_silent_stop_needs_more_checks_than_jobs() -> None:
    """Two checks with --jobs 4 (as the other tests of silent programs run them) both run to the end."""
    report = run_checks(
        "never",
        [sys.executable, str(PROGRAMS / "never_answers.py")],
        only=["first-move", "second-turn"],
        limits=Limits(reply_timeout=1.0, first_reply_timeout=1.0),
    )
    assert [o.status for o in report.outcomes] == ["fail", "fail"] and report.stopped is None
    assert len(failure_groups(report)) == 1


def test_fail_fast_stops_after_the_first_failure() -> None:
    report = run_checks("cheat", [sys.executable, str(PROGRAMS / "illegal_play.py")], jobs=1, fail_fast=True)
    statuses = [o.status for o in report.outcomes]
    assert statuses[0] == "fail" and set(statuses[1:]) == {"skipped"}
    assert report.stopped == "--fail-fast: stopped after the first failure (first-move)"
    done = referee("check", "--fail-fast", "--jobs", "2", f"{sys.executable} {PROGRAMS / 'illegal_play.py'}")
    assert done.returncode == 1
    assert "stopped early: --fail-fast: stopped after the first failure" in done.stdout
    summary = re.search(
        r"0 of 37 checks passed, ([12]) failed.*, (3[56]) not run", done.stdout.splitlines()[-1]
    )
    assert summary
    # The progress counts the checks that ran, never those not run (it said "37 of 37 checks (100.0%)").
    ran, not_run = int(summary.group(1)), int(summary.group(2))
    last = done.stderr.splitlines()[-1]
    assert last.startswith(f"progress: {ran} of 37 checks ("), last
    assert last.endswith(f", {not_run} not run (stopped early)"), last
    passing = referee(
        "check", "--fail-fast", "--first-timeout", "20", f"{sys.executable} -m players.big_money"
    )
    assert passing.returncode == 0 and "stopped early" not in passing.stdout


def test_a_crash_reads_as_a_sentence_naming_the_program_and_its_error() -> None:
    # It read "received: the program it exited with status 3; its error: ..." (the crash message starts
    # with "it", written for "NAME was ejected ...: it exited ...").
    done = referee("check", "--only", "second-turn", f"{sys.executable} {PROGRAMS / 'exits_midgame.py'} 1")
    assert done.returncode == 1
    [received] = [line.strip() for line in done.stdout.splitlines() if line.strip().startswith("received:")]
    assert received.startswith("received: the program exited with status 3"), received
    assert "exits_midgame: leaving now" in received


def test_a_program_slower_to_start_than_5_s_passes_as_in_a_game() -> None:
    # Checks run 4 at a time: on a busy machine a reference player took more than 5 s to answer its first
    # message and failed, told to flush its output. A check allows a first reply what a game allows (20 s).
    assert DEFAULT_FIRST_TIMEOUT == Limits().first_reply_timeout
    done = referee("check", "--only", "first-move", f"{sys.executable} {PROGRAMS / 'slow_answer.py'} 0 8")
    assert done.returncode == 0, done.stdout
    assert done.stdout.splitlines()[1].startswith("PASS  first-move")
