"""`referee check [NAME=]COMMAND`: the command line of the conformance checks (`referee.conformance`): its
arguments, its progress on stderr, its report in words (`print_report`) or JSON (`report_json`)."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import threading
from collections.abc import Sequence

from referee.cli import options as cliargs
from referee.conformance.dialogue import DEFAULT_FIRST_TIMEOUT, Check, CheckFailed
from referee.conformance.registry import CHECKED_VERSIONS, checks_for
from referee.conformance.run import DEFAULT_JOBS, CheckReport, Outcome, failure_groups, run_checks
from referee.errors import UsageError
from referee.output import compact_message


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `referee check`."""
    parser = cliargs.Parser(
        "check",
        description=(
            "Check that a player program speaks the Dominion Protocol: scripted dialogues, each with a fresh "
            "process, every answer judged by the rules engine. Prints one line per check (PASS or FAIL, "
            "with what was sent, received and expected for each failure) and a summary. Exit status 0 only "
            "if every check passes."
        ),
        epilog='example: referee check --protocol 2 "python -m players.smithy_money"',
    )
    parser.add_argument(
        "player",
        metavar="[NAME=]COMMAND",
        nargs="?",
        help="the program to check, as one argument (quote it), split like a shell would",
    )
    parser.add_argument(
        "--protocol",
        type=int,
        choices=CHECKED_VERSIONS,
        default=3,
        help="protocol version (default 3; 4: the whole base game, with decide, happened and every attack; "
        "5: the v5 state, tokens, mats, Potion and Stash's insert decision too)",
    )
    cliargs.add_timeout_option(parser, "", default=cliargs.REPLY_TIMEOUT)
    parser.add_argument(
        "--first-timeout",
        type=cliargs.positive_seconds,
        default=DEFAULT_FIRST_TIMEOUT,
        metavar="SECONDS",
        help=f"seconds allowed for the first reply of each process, start-up included (default "
        f"{DEFAULT_FIRST_TIMEOUT:g}, as in a game; a program that writes nothing is stopped after the first "
        f"round of checks). Example: --first-timeout 60 for a slow JVM",
    )
    parser.add_argument(
        "--jobs",
        type=cliargs.positive_int("job"),
        default=DEFAULT_JOBS,
        metavar="J",
        help=f"checks run at once (default {DEFAULT_JOBS}; at most two programs per CPU core, and at least "
        f"4, start up at once)",
    )
    parser.add_argument(
        "--seed",
        type=cliargs.seed,
        default=0,
        metavar="N",
        help="DOMINION_PLAYER_SEED given to the program (default 0)",
    )
    parser.add_argument("--only", action="append", metavar="CHECK", help="run only this check (repeatable)")
    parser.add_argument(
        "--fail-fast",
        action="store_true",
        help="stop at the first failed check (the checks under way finish; the others are not run)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--list", action="store_true", help="list the checks of the version and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee check` with `argv` (the arguments after ``check``).

    Returns the exit status: 0 if every check passes, 1 if one fails (or the referee failed in one), 2 for
    bad command-line use (one line on stderr).
    """
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _check)


def _check(args: argparse.Namespace) -> int:
    """Run the checks `args` (parsed by `build_parser`) ask for and print the report; raises `UsageError`."""
    from referee.match import name_from_command, parse_player
    from referee.seats.process import Limits

    if args.list:
        checks = checks_for(args.protocol)
        width = _id_width(checks)
        for c in checks:
            print(f"{c.id:{width}} {c.title}")
        return 0
    if args.player is None:
        raise UsageError("give the program to check: referee check [NAME=]COMMAND")
    name, command = parse_player(args.player)
    name = name or name_from_command(command)
    # Exactly the limits given, as a game takes them: a first-reply limit below --timeout is honoured.
    limits = Limits(reply_timeout=args.timeout, first_reply_timeout=args.first_timeout)
    from rich.console import Console

    from referee.tournament.report import LiveProgress

    # Progress on stderr (stdout holds the report): a bar on a terminal, sparse lines off one.
    with LiveProgress(Console(stderr=True, highlight=False), unit="checks") as live:
        lock = threading.Lock()

        def ended(outcome: Outcome) -> None:
            with lock:
                if outcome.status == "skipped":
                    live.skip()  # not run: never counted as done
                else:
                    live.advance()

        report = run_checks(
            name,
            command,
            version=args.protocol,
            limits=limits,
            jobs=args.jobs,
            seed=args.seed,
            only=args.only,
            fail_fast=args.fail_fast,
            on_start=lambda total: live.start(total, 0),
            on_end=ended,
        )
    if args.json:
        print(json.dumps(report_json(report), indent=2))
    else:
        print_report(report)
    return 0 if report.passed else 1


def report_json(report: CheckReport) -> dict:
    """The report as a JSON-ready dict: the program, the version, one object per check, the counts, the
    failures grouped by root cause (`failure_groups`) and why the run stopped early (or null)."""
    groups = failure_groups(report)
    first_of = {o.check.id: group[0].check.id for group in groups for o in group}
    checks = []
    for outcome in report.outcomes:
        entry: dict = {
            "id": outcome.check.id,
            "title": outcome.check.title,
            "status": outcome.status,
            "seconds": round(outcome.seconds, 3),
            "replies": outcome.replies,
            "slowest_reply": round(outcome.slowest_reply, 4),
        }
        failure = outcome.failure
        if failure is not None:
            entry.update(
                sent=failure.sent,
                received=failure.received,
                expected=failure.expected,
                stderr=failure.stderr,
                kind=failure.kind,
                waited=failure.waited,
                silent=failure.silent,
                like=None if first_of[outcome.check.id] == outcome.check.id else first_of[outcome.check.id],
            )
        if outcome.error is not None:
            entry["error"] = outcome.error
        checks.append(entry)
    return {
        "name": report.name,
        "command": list(report.command),
        "protocol": report.version,
        "checks": checks,
        "passed": report.count("pass"),
        "failed": report.count("fail"),
        "errors": report.count("error"),
        "skipped": report.count("skipped"),
        "ok": report.passed,
        "seconds": round(report.seconds, 3),
        "slowest_reply": round(report.slowest_reply, 4),
        "failure_groups": [
            {
                "checks": [o.check.id for o in group],
                "kind": group[0].failure.kind,
                "received": group[0].failure.received,
                "expected": group[0].failure.expected,
            }
            for group in groups
            if group[0].failure is not None
        ],
        "stopped": report.stopped,
    }


def _id_width(checks: Sequence[Check]) -> int:
    """The width of the column of check ids: 24, or the longest id if longer (some of v4's)."""
    return max([24, *(len(c.id) for c in checks)])


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _flushing_hint(failure: CheckFailed) -> str | None:
    """The line for a reply timeout before which the program wrote nothing at all, else None."""
    if not failure.silent or failure.waited is None:
        return None
    return (
        f"this check waited {failure.waited:g} s and not a byte came: is your program flushing its output "
        f"after each reply, and reading its input line by line? (for a slow start-up, allow more with "
        f"--first-timeout S)"
    )


def print_report(report: CheckReport, file=None) -> None:
    """Print the report as text: one line per passed check, one block per group of alike failures (the
    first failure in full, the others named: "and 27 more like it"), then why the run stopped early, if it
    did, and a summary line. Long messages are shortened (`compact_message`, then cut in the middle);
    ``--json`` has every text whole."""
    from referee.output import printable

    out = file or sys.stdout
    groups = {group[0].check.id: group for group in failure_groups(report)}
    alike = {o.check.id for group in groups.values() for o in group[1:]}
    width = _id_width([outcome.check for outcome in report.outcomes])
    print(
        f"referee check: {report.name} = {shlex.join(report.command)} (protocol v{report.version}, "
        f"{_count(len(report.outcomes), 'check')})",
        file=out,
    )
    for outcome in report.outcomes:
        if outcome.status == "skipped" or outcome.check.id in alike:
            continue
        word = {"pass": "PASS", "fail": "FAIL", "error": "ERROR"}[outcome.status]
        print(f"{word:5} {outcome.check.id:{width}} {outcome.check.title}", file=out)
        failure = outcome.failure
        if failure is not None:
            print(f"      sent:     {printable(compact_message(failure.sent), 400, keep_end=250)}", file=out)
            print(f"      received: {printable(failure.received, 600)}", file=out)
            print(f"      expected: {failure.expected}", file=out)
            for line in failure.stderr.splitlines():
                print(f"      stderr:   {printable(line, 200)}", file=out)
            others = [o.check.id for o in groups[outcome.check.id][1:]]
            if others:
                print(
                    f"      and {len(others)} more like it: {', '.join(others)} (--json has each in full)",
                    file=out,
                )
            hint = _flushing_hint(failure)
            if hint:
                print(f"      {hint}", file=out)
        if outcome.error is not None:
            print(
                f"      the referee failed in this check (not the program's fault): {outcome.error}", file=out
            )
    passed, failed, errors = report.count("pass"), report.count("fail"), report.count("error")
    skipped = report.count("skipped")
    if report.stopped:
        print(f"stopped early: {report.stopped} ({_count(skipped, 'check')} not run)", file=out)
    summary = f"{passed} of {_count(len(report.outcomes), 'check')} passed"
    if failed:
        summary += f", {failed} failed"
        if len(groups) < failed:
            summary += f" ({_count(len(groups), 'different failure')})"
    if errors:
        summary += f", {errors} could not run (a referee error)"
    if skipped:
        summary += f", {skipped} not run"
    replies = sum(outcome.replies for outcome in report.outcomes)
    print(
        f"{summary} ({report.seconds:.1f} s); slowest of {_count(replies, 'answer')}: "
        f"{report.slowest_reply:.3f} s",
        file=out,
    )
