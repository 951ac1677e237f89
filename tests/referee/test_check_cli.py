"""`referee check` on the command line: usage errors, the text report, --json, --list, exit status."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from referee.cli import check as conformance
from referee.conformance import Check, ScriptError, checks_for, run_check
from referee.seats.process import Limits
from tests.cli import patience

ROOT = Path(__file__).resolve().parent.parent.parent
PROGRAMS = ROOT / "tests" / "programs"


def referee(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run the installed `referee` command (as a user would)."""
    return subprocess.run(
        ["referee", *args], capture_output=True, text=True, timeout=patience(timeout), cwd=ROOT, check=False
    )


def test_list_prints_every_check_of_the_version() -> None:
    for version in (1, 3, 4):
        done = referee("check", "--list", "--protocol", str(version))
        assert done.returncode == 0
        ids = [line.split()[0] for line in done.stdout.splitlines()]
        assert ids == [c.id for c in checks_for(version)]


@pytest.mark.parametrize(
    ("args", "gist"),
    [
        ((), "give the program to check"),
        (("./no-such-player",), "not found"),
        (("--timeout", "0", "python -m players.passive"), "positive number of seconds"),
        (("--protocol", "7", "python -m players.passive"), "invalid choice"),
        (("--only", "no-such-check", "python -m players.passive"), "no check called no-such-check"),
        (("--jobs", "0", "python -m players.passive"), "argument --jobs: expected at least 1 job"),
        (("9x=python -m players.passive",), "bad player name"),
    ],
)
def test_misuse_exits_2_with_one_line(args: tuple[str, ...], gist: str) -> None:
    done = referee("check", *args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert gist in done.stderr


def test_misuse_gives_one_hint_only() -> None:
    done = referee("check", "--only", "no-such-check", "python -m players.passive")
    assert done.stderr.strip() == (
        "referee check: error: no check called no-such-check for protocol v3; "
        "referee check --protocol 3 --list names them"
    )
    assert done.stderr.count("(see ") == 0
    plain = referee("check", "--jobs", "0", "python -m players.passive")
    assert plain.stderr.count("(see ") == 1 and plain.stderr.rstrip().endswith("(see referee check --help)")


def test_the_first_reply_limit_given_is_honoured_even_below_the_reply_limit() -> None:
    """A game takes --first-timeout as given; so does the check (it used to raise it to --timeout)."""
    done = referee(
        "check",
        "--timeout",
        "60",
        "--first-timeout",
        "1",
        "--only",
        "first-move",
        f"{sys.executable} {PROGRAMS / 'never_answers.py'}",
    )
    assert done.returncode == 1
    assert "no first reply (the start-up limit) within 1 s" in done.stdout, done.stdout


def test_a_passing_program_exits_0_with_a_line_per_check() -> None:
    done = referee(
        "check",
        "--first-timeout",
        "20",  # a game's limit: a loaded machine must not fail a program that passes
        "--only",
        "first-move",
        "--only",
        "attacked-first",
        f"{sys.executable} -m players.big_money",
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("referee check: bigmoney = ")
    assert lines[1].split()[:2] == ["PASS", "first-move"]
    assert lines[2].split()[:2] == ["PASS", "attacked-first"]
    summary = r"2 of 2 checks passed \(\d+\.\d s\); slowest of \d+ answers: \d+\.\d{3} s"
    assert re.fullmatch(summary, lines[-1])


def test_a_failing_program_exits_1_and_says_what_was_sent_received_and_expected() -> None:
    done = referee(
        "check", "--only", "first-move", f"cheater={sys.executable} {PROGRAMS / 'illegal_play.py'}"
    )
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[1].split()[:2] == ["FAIL", "first-move"]
    assert lines[2].strip().startswith("sent:     (move ((players cheater ada) (supply")
    assert lines[3].strip() == "received: (buy province)"
    assert lines[4].strip().startswith("expected: a legal play; this play is illegal: (buy province) needs 8")
    assert lines[-1].startswith("0 of 1 check passed, 1 failed")


def test_json_report() -> None:
    done = referee(
        "check",
        "--json",
        "--timeout",
        "1",
        "--first-timeout",
        "1",
        "--only",
        "first-move",
        "--only",
        "exits-at-end-of-input",
        f"{sys.executable} {PROGRAMS / 'never_answers.py'}",
    )
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert report["name"] == "neveranswers"
    assert report["protocol"] == 3
    assert (report["passed"], report["failed"], report["errors"], report["ok"]) == (0, 2, 0, False)
    first = report["checks"][0]
    assert first["id"] == "first-move" and first["status"] == "fail"
    assert first["sent"].startswith("(move ((players neveranswers ada)")
    assert "no first reply (the start-up limit) within 1 s" in first["received"]
    assert first["expected"] == "a legal play"
    assert (first["replies"], first["slowest_reply"]) == (0, 0.0)


def test_an_error_in_a_check_script_is_reported_and_the_other_checks_still_run(python: str) -> None:
    def broken(dialogue) -> None:
        raise ScriptError("this check is broken")

    check = Check("broken", "a broken check", "nothing", "nothing", 1, broken)
    outcome = run_check(
        check, "passive", [python, "-m", "players.passive"], version=1, limits=Limits(), seed=0
    )
    assert outcome.status == "error"
    assert "this check is broken" in outcome.error
    assert conformance.main(["--protocol", "1", "--only", "first-move", f"{python} -m players.passive"]) == 0


def test_help_returns_0_instead_of_exiting(capsys) -> None:
    assert conformance.main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: referee check")
