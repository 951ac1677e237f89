"""Running the checks of `referee check` (`run_checks`, a few fresh processes at a time) and grouping their
failures by cause (`failure_groups`); the command line and the printed report are `referee.cli.check`."""

from __future__ import annotations

import shlex
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace

from referee.conformance.dialogue import SILENCE_SECONDS, Check, CheckFailed, Dialogue
from referee.conformance.registry import checks_for
from referee.errors import AdvisedUsageError, UsageError
from referee.output import message_shape

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
            raise AdvisedUsageError(
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
