"""Running the checks of `referee check` (`run_checks`, a few fresh processes at a time) and the command
itself (`main`): its arguments, its report in words or JSON."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from referee.cli import options as cliargs
from referee.conformance.dialogue import DEFAULT_FIRST_TIMEOUT, SILENCE_SECONDS, Check, CheckFailed, Dialogue
from referee.conformance.registry import CHECKED_VERSIONS, checks_for
from referee.errors import (
    UsageError,
)
from referee.output import compact_message, message_shape

# ---- running ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of one check.

    Fields:
        check: the check run.
        status: ``"pass"``, ``"fail"`` (the program's fault), ``"error"`` (the referee's fault) or
            ``"skipped"`` (not run: the run stopped early, see `CheckReport.stopped`).
        seconds: wall time of the check, start-up included.
        failure: the `CheckFailed` for a failure, else None.
        error: for ``"error"``, what went wrong in the referee, else None.
        replies: how many answers the program gave in the check.
        slowest_reply: the longest of their reply times in seconds (0.0 with no answer).
    """

    check: Check
    status: str
    seconds: float
    failure: CheckFailed | None = None
    error: str | None = None
    replies: int = 0
    slowest_reply: float = 0.0


@dataclass(frozen=True, slots=True)
class CheckReport:
    """The outcomes of every check of one program, in report order.

    Fields:
        name, command, version: the program checked and the protocol version.
        outcomes: one per selected check (``"skipped"`` for those not run).
        seconds: wall time of the whole run.
        stopped: why the run stopped before running every check (`--fail-fast`, or a program silent from
            the start), or None when every check ran.
    """

    name: str
    command: tuple[str, ...]
    version: int
    outcomes: tuple[Outcome, ...]
    seconds: float
    stopped: str | None = None

    @property
    def passed(self) -> bool:
        """True if every check passed."""
        return all(outcome.status == "pass" for outcome in self.outcomes)

    def count(self, status: str) -> int:
        """How many checks ended with `status`."""
        return sum(outcome.status == status for outcome in self.outcomes)

    @property
    def slowest_reply(self) -> float:
        """The longest reply time of all checks, in seconds (first replies, with start-up, included)."""
        return max((outcome.slowest_reply for outcome in self.outcomes), default=0.0)


def run_check(
    check: Check,
    name: str,
    command: Sequence[str],
    *,
    version: int,
    limits,
    seed: int,
    silence: float = SILENCE_SECONDS,
    running: set[Dialogue] | None = None,
    lock: threading.Lock | None = None,
    on_started: Callable[[], None] | None = None,
) -> Outcome:
    """Run one check against a fresh process of `command`; never raises for what the program does.

    Arguments are those of `run_checks`; `limits.exit_grace` is replaced by the check's `exit_seconds`.
    `running`, with its `lock`, holds the dialogue while its program runs, so that a stopped run
    (`run_checks`) can end it at once. `on_started` is the `Dialogue`'s `started` (called once the program's
    start-up is behind it).

    A `ScriptError` or another exception of the referee's own gives an ``"error"`` outcome.
    """
    started = time.monotonic()
    dialogue: Dialogue | None = None
    try:
        limits = replace(limits, exit_grace=check.exit_seconds)
        dialogue = Dialogue(
            name, command, version=version, limits=limits, seed=seed, silence=silence, started=on_started
        )
        if running is not None and lock is not None:
            with lock:
                running.add(dialogue)
        check.run(dialogue)
        status, failure, error = "pass", None, None
    except CheckFailed as failed:
        status, failure, error = "fail", failed, None
    except UsageError:
        raise
    except Exception as exception:  # the referee's own fault: report it, run the other checks
        status, failure = "error", None
        error = "".join(traceback.format_exception_only(exception)).strip()
    finally:
        if dialogue is not None:
            dialogue.close()
            if running is not None and lock is not None:
                with lock:
                    running.discard(dialogue)
    stats = dialogue.seat.reply_stats() if dialogue is not None else None
    return Outcome(
        check,
        status,
        time.monotonic() - started,
        failure,
        error,
        stats.count if stats else 0,
        stats.max if stats else 0.0,
    )


DEFAULT_JOBS = 16
"""`referee check`'s default number of checks run at once. A check mostly waits (its silence watches, the
program's exit): a v5 run of 107 checks waits about 3 minutes in all, which 4 checks at a time made a
minute on a 2-core machine; its CPU is the programs' start-ups, which `start_slots` keeps few at once."""


def start_slots() -> int:
    """How many programs `run_checks` lets start up at once by default: two per CPU core this process may
    use (`referee.cluster.default_jobs`), at least 4 (the 4 checks at once of `referee check`
    before it ran more)."""
    from referee.cluster import default_jobs

    return max(4, 2 * default_jobs())


class _StartSlot:
    """A start-up slot taken from `run_checks`'s gate, given back once (by the first of the check's
    `Dialogue` saying the start-up is behind it and the check's end)."""

    def __init__(self, gate: threading.BoundedSemaphore) -> None:
        self._gate: threading.BoundedSemaphore | None = gate

    def release(self) -> None:
        if self._gate is not None:
            gate, self._gate = self._gate, None
            gate.release()


def run_checks(
    name: str,
    command: Sequence[str],
    *,
    version: int = 3,
    limits=None,
    jobs: int = DEFAULT_JOBS,
    starts: int | None = None,
    seed: int = 0,
    only: Sequence[str] | None = None,
    silence: float = SILENCE_SECONDS,
    fail_fast: bool = False,
    on_start: Callable[[int], None] | None = None,
    on_end: Callable[[Outcome], None] | None = None,
) -> CheckReport:
    """Run every check of protocol `version` against `command`, `jobs` at a time, each in a fresh process.

    Most of a check's time is spent waiting (watching the program's silence, 0.25 s at a time), so many
    checks run at once; but at most `starts` programs are starting up at once (a start-up is the costly
    part of a check in CPU: a slot is held from the program's start to its first answer or its failure),
    so that start-ups never crowd each other out of their first-reply
    limit more than `starts` of them would.

    A stop signal (Ctrl-C, SIGTERM, SIGHUP: a `KeyboardInterrupt` raised in the calling thread) ends the
    program of every check under way at once and propagates. The run stops early (the checks not started
    yet are ``"skipped"``, those under way finish) after the
    first failure with `fail_fast`, and, always, when the first `starts` checks to end all failed on a reply
    timeout before which the program wrote nothing at all (more than `starts` checks selected): every other
    check would wait for the same limit in vain (a program that does not flush, or starts too slowly).

    Arguments:
        name: the program's name in the game (ASCII letters).
        command: argv of the program.
        version: protocol version 1 to 5.
        limits: a `referee.seats.process.Limits` (None: the defaults: 5 s per reply, 20 s for the first).
        jobs: how many checks run at once (1 or more).
        starts: how many programs may be starting up at once (None: `start_slots()`); never more than
            `jobs`.
        seed: passed to the program as ``DOMINION_PLAYER_SEED`` (random players are reproducible).
        only: ids of the checks to run (None: all of the version).
        silence: seconds the checks watch stdout where the program must write nothing.
        fail_fast: stop after the first failed check.
        on_start: called with the number of checks selected, before the first starts (progress).
        on_end: called with each check's `Outcome` as it ends (or is skipped), from the checks' threads.
    Raises:
        UsageError: the program cannot be started, or `only` names an unknown check.
    """
    from referee.seats.process import Limits, find_program

    problem = find_program(command)
    if problem is not None:
        raise UsageError(f"cannot check {shlex.join(command)}: {problem}")
    limits = limits or Limits()
    selected = checks_for(version)
    if only:
        known = {c.id for c in selected}
        unknown = [id for id in only if id not in known]
        if unknown:
            raise cliargs.AdvisedUsageError(
                f"no check called {', '.join(unknown)} for protocol v{version}; "
                f"referee check --protocol {version} --list names them"
            )
        selected = [c for c in selected if c.id in only]
    started = time.monotonic()
    if on_start is not None:
        on_start(len(selected))
    jobs = max(1, jobs)
    starts = min(jobs, max(1, start_slots() if starts is None else starts))
    first_round = starts if len(selected) > starts else 0
    ended: list[Outcome] = []
    stopped: list[str] = []
    lock = threading.Lock()
    gate = threading.BoundedSemaphore(starts)
    aborted = threading.Event()

    def run_one(c: Check) -> Outcome:
        outcome = run_and_count(c)
        if on_end is not None and not aborted.is_set():  # after a stop signal, nothing more is said
            on_end(outcome)
        return outcome

    def run_and_count(c: Check) -> Outcome:
        if stopped:
            return Outcome(c, "skipped", 0.0)
        gate.acquire()
        slot = _StartSlot(gate)
        try:
            if stopped:  # stopped while this check waited for its start
                return Outcome(c, "skipped", 0.0)
            outcome = run_check(
                c,
                name,
                command,
                version=version,
                limits=limits,
                seed=seed,
                silence=silence,
                running=running,
                lock=lock,
                on_started=slot.release,
            )
        finally:
            slot.release()
        with lock:
            ended.append(outcome)
            if stopped:
                pass
            elif fail_fast and outcome.status == "fail":
                stopped.append(f"--fail-fast: stopped after the first failure ({c.id})")
            elif len(ended) == first_round and all(o.failure is not None and o.failure.silent for o in ended):
                stopped.append(
                    f"the first {first_round} checks got no reply and not a byte on stdout; every other "
                    f"check would wait the same way, so they were not run"
                )
        return outcome

    running: set[Dialogue] = set()
    pool = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="check")
    try:
        futures = [pool.submit(run_one, c) for c in selected]
        outcomes = tuple(future.result() for future in futures)
    except BaseException:
        # Ctrl-C, SIGTERM or SIGHUP (raised in this thread) or a failure of the referee: the checks under
        # way would each wait for their program's reply; end every program now instead (docs/sandbox.md,
        # "Every exit path ends every player").
        aborted.set()
        stopped.append("stopped")
        pool.shutdown(wait=False, cancel_futures=True)
        with lock:
            programs = list(running)
        for dialogue in programs:
            dialogue.kill()
        raise
    pool.shutdown()
    return CheckReport(
        name, tuple(command), version, outcomes, time.monotonic() - started, stopped[0] if stopped else None
    )


# ---- the command ------------------------------------------------------------------------------------------


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


def failure_groups(report: CheckReport) -> list[list[Outcome]]:
    """The failed checks grouped by root cause, in report order: two failures are alike when they have the
    same kind and break the same rule or limit in the same words once numbers and card names are set aside
    (``(buy gold) needs 6 coins, you have 3`` is like ``(buy province) needs 8 coins, you have 5``; ``card
    names are lowercase: got Copper`` is like ``... got Estate``; every "no first reply within 5 s" is
    alike). Without a reason (output while waiting), the received text is compared the same way. Each group
    lists its first failure first."""
    groups: dict[tuple[str | None, str], list[Outcome]] = {}
    for outcome in report.outcomes:
        failure = outcome.failure
        if failure is None:
            continue
        key = (failure.kind, message_shape(failure.reason or failure.received))
        groups.setdefault(key, []).append(outcome)
    return list(groups.values())


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
