"""Run the games of a tournament, `jobs` at a time, each in its own worker process, recording each as it ends.

Each game runs in a fresh ``python -m referee.tournament.worker`` process (`referee.tournament.worker`),
which runs `referee.match.run_match` once: games never share state. This process is the only writer of the
database: it commits each game as its worker reports it. Games already recorded are skipped, so running
the same tournament again resumes it; a game is played with its scheduled seed whenever it is played.

Files (``LOGS`` is the logs directory, by default next to the database, see `logs_dir_for`):
    LOGS/game-000042.jsonl          the transcript of game 42 (kept when someone was ejected, when it is
                                    the first game recorded for one of its players, or always with
                                    `keep_logs`)
    LOGS/game-000042.stderr/NAME.stderr   its players' stderr (kept alongside the transcript)
    LOGS/.running/                  games in flight; left-overs of a killed run are removed on the next run

Stopping: Ctrl-C (SIGINT) or SIGTERM stops every game in flight (its worker ends its players' process
groups) and keeps what was recorded. If this process is killed outright, each worker sees its stdin close
and stops its game the same way.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from referee import sandbox
from referee.tournament.definition import TournamentDefinition
from referee.tournament.schedule import ScheduledGame
from referee.tournament.store import TournamentStore

STOP_GRACE = 10.0
"""Seconds a stopped worker gets to end its players before it is killed."""


def logs_dir_for(db: str | Path) -> Path:
    """The default logs directory of database `db`: ``tournament.sqlite`` -> ``tournament-games``."""
    path = Path(db)
    return path.with_name(path.stem + "-games")


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """What became of one game the runner started.

    Fields:
        game: the scheduled game.
        result: its `GameResult` JSON, or None if the referee failed.
        error: the referee's failure in one line, or None.
        error_log: file holding the failure's details, or None.
        transcript: the kept transcript's path, or None.
        recorded: True if this run recorded it (False: a failure, or already recorded by an earlier run).
        duration: wall-clock seconds from start to report.
    """

    game: ScheduledGame
    result: dict[str, Any] | None
    error: str | None
    error_log: str | None
    transcript: str | None
    recorded: bool
    duration: float


@dataclass(slots=True)
class RunSummary:
    """What one `run` did.

    Fields:
        total: games in the schedule.
        already: games recorded before this run started.
        played: games recorded by this run.
        failed: games the referee failed to play (not recorded; a later run retries them).
        interrupted: True if the run was stopped by Ctrl-C or SIGTERM before the end.
    """

    total: int
    already: int
    played: int = 0
    failed: list[GameOutcome] = field(default_factory=list)
    interrupted: bool = False

    @property
    def remaining(self) -> int:
        """Games of the schedule not recorded yet."""
        return self.total - self.already - self.played


@dataclass(slots=True)
class _Job:
    game: ScheduledGame
    process: subprocess.Popen[bytes]
    stdin: IO[bytes]
    stdout_fd: int
    log: Path
    stderr_dir: Path
    worker_log: Path
    started: float
    output: bytearray = field(default_factory=bytearray)


class TournamentRunner:
    """Plays the unrecorded games of `definition` and records them in `store`.

    Arguments:
        definition: the tournament.
        store: its database, opened with `TournamentStore.create_or_resume` (holding the writer lock).
        jobs: games at a time (>= 1).
        logs_dir: directory for transcripts and stderr files (created if missing).
        keep_logs: keep every game's transcript; otherwise only those of games with an ejection, and of the
            first game recorded for each player (so that every player has a game to replay).
        cwd: working directory of the players (None: this process's).
        on_start: called once with (total games, games already recorded) before the first game starts.
        on_game: called after each game ends, with its `GameOutcome` (after it was committed).
        max_games: start at most this many games in this run (None: all); to measure the rate.
    Raises:
        ValueError: if `jobs` < 1.
    """

    def __init__(
        self,
        definition: TournamentDefinition,
        store: TournamentStore,
        *,
        jobs: int,
        logs_dir: str | Path,
        keep_logs: bool = False,
        cwd: str | Path | None = None,
        on_start: Callable[[int, int], None] | None = None,
        on_game: Callable[[GameOutcome], None] | None = None,
        max_games: int | None = None,
    ) -> None:
        if jobs < 1:
            raise ValueError(f"jobs must be at least 1, got {jobs}")
        self.definition = definition
        self.store = store
        self.jobs = jobs
        self.logs_dir = Path(logs_dir).resolve()
        self.keep_logs = keep_logs
        self.cwd = None if cwd is None else str(cwd)
        self.on_start = on_start
        self.on_game = on_game
        self.max_games = max_games
        self._running: dict[int, _Job] = {}
        self._selector = selectors.DefaultSelector()
        self._containment: dict[str, object] | None = None
        self._with_transcript: set[str] = set()

    def run(self) -> RunSummary:
        """Play every game not yet recorded, `jobs` at a time, in schedule order; return what happened.

        Ctrl-C or SIGTERM stops the games in flight (they are not recorded) and returns with
        `RunSummary.interrupted` set; games recorded so far stay recorded. (Signals are handled only
        when this runs in the main thread.)
        Raises:
            OSError: the logs directory cannot be created or written.
        """
        total = self.definition.total_games()
        done = self.store.finished_indices()
        attempted: set[int] = set()
        pending = deque(self._unplayed(done, attempted))
        summary = RunSummary(total=total, already=sum(1 for index in done if index < total))
        self._with_transcript = self.store.players_with_transcripts()
        running_dir = self.logs_dir / ".running"
        shutil.rmtree(running_dir, ignore_errors=True)  # left by a killed run; we hold the writer lock
        running_dir.mkdir(parents=True, exist_ok=True)
        # Probed once here rather than by every game's worker (see `referee.sandbox.adopt`).
        self._containment = sandbox.detect().to_json()
        if self.on_start is not None:
            self.on_start(summary.total, summary.already)
        previous = _set_handler(signal.SIGTERM, _raise_interrupt)
        try:
            while pending or self._running:
                self._play(pending, running_dir, summary)
                # Swiss: a finished round lets the next one be paired. Games attempted in this run are not
                # retried here (a game the referee failed on waits for the next run).
                pending.extend(self._unplayed(self.store.finished_indices(), attempted))
        except KeyboardInterrupt:
            summary.interrupted = True
            self._stop_all()
        finally:
            _set_handler(signal.SIGTERM, previous)
            if self._running:
                self._stop_all()
            _remove(running_dir)
        return summary

    def _unplayed(self, done: set[int], attempted: set[int]) -> list[ScheduledGame]:
        """The games of the schedule known now that are neither recorded nor attempted in this run; marks
        them attempted."""
        points = self.store.points() if self.definition.format == "swiss" else None
        games = [
            g for g in self.definition.schedule(points) if g.index not in done and g.index not in attempted
        ]
        if self.max_games is not None:
            games = games[: max(0, self.max_games - len(attempted))]
        attempted.update(g.index for g in games)
        return games

    def _play(self, pending: deque[ScheduledGame], running_dir: Path, summary: RunSummary) -> None:
        """Play the `pending` games, `jobs` at a time, until none is pending or running."""
        while pending or self._running:
            while pending and len(self._running) < self.jobs:
                self._start(pending.popleft(), running_dir)
            for key, _ in self._selector.select(timeout=1.0):
                job: _Job = key.data
                chunk = os.read(job.stdout_fd, 65536)
                if chunk:
                    job.output += chunk
                    continue
                self._selector.unregister(job.stdout_fd)
                del self._running[job.stdout_fd]
                os.close(job.stdout_fd)
                # Start the next game before recording this one: the commit waits for the disk.
                while pending and len(self._running) < self.jobs:
                    self._start(pending.popleft(), running_dir)
                outcome = self._finish(job)
                if outcome.recorded:
                    summary.played += 1
                elif outcome.error is not None:
                    summary.failed.append(outcome)
                if self.on_game is not None:
                    self.on_game(outcome)

    def _start(self, game: ScheduledGame, running_dir: Path) -> None:
        token = f"game-{game.index:06d}-{uuid.uuid4().hex[:8]}"
        job_files = {
            "log": running_dir / f"{token}.jsonl",
            "stderr_dir": running_dir / f"{token}.stderr",
            "worker_log": running_dir / f"{token}.referee.log",
        }
        request = {
            "players": [[name, list(self.definition.command_of(name))] for name in game.seats],
            "seed": game.seed,
            "version": self.definition.version,
            "kingdom": self.definition.kingdom_of_game(game),
            "edition": self.definition.edition,
            "turn_limit": self.definition.turn_limit,
            "limits": self.definition.limits,
            "log": str(job_files["log"]),
            "stderr_dir": str(job_files["stderr_dir"]),
            "containment": self._containment,
            # Never readable by a player: the database (the seed) and every game's files.
            "hide": {"files": [str(self.store.path.resolve())], "dirs": [str(self.logs_dir)]},
        }
        with open(job_files["worker_log"], "wb") as worker_log:
            process = subprocess.Popen(
                # -P: the players' directory may hold a `referee` or `protocol` folder; never import it.
                [sys.executable, "-P", "-m", "referee.tournament.worker"],
                bufsize=0,  # unbuffered: nothing is left to flush (and fail) when the lifeline is closed
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=worker_log,
                cwd=self.cwd,
            )
        assert process.stdin is not None and process.stdout is not None
        # The worker keeps reading stdin: it stays open as a lifeline until the game is over.
        try:
            unsent = memoryview(json.dumps(request).encode() + b"\n")
            while unsent:
                unsent = unsent[process.stdin.write(unsent) or 0 :]
        except BrokenPipeError:
            pass  # the worker died at start-up: its empty stdout reports the failure with its log
        fd = process.stdout.fileno()
        os.set_blocking(fd, False)
        job = _Job(game, process, process.stdin, os.dup(fd), **job_files, started=time.monotonic())
        process.stdout.close()
        self._running[job.stdout_fd] = job
        self._selector.register(job.stdout_fd, selectors.EVENT_READ, job)

    def _finish(self, job: _Job) -> GameOutcome:
        """Collect a worker that closed its stdout: record its result, tidy its files."""
        job.stdin.close()
        job.process.wait()
        duration = time.monotonic() - job.started
        try:
            report = json.loads(job.output.decode())
        except ValueError:
            status = job.process.returncode
            if status == 130 or status < 0:
                why = (
                    f"the game's worker was stopped from outside (exit status {status}) before the game ended"
                )
            else:
                why = f"the game's worker exited with status {status} without a result"
            report = {"error": why}
        result = report.get("result")
        if result is None:
            return GameOutcome(
                job.game,
                None,
                report.get("error", "no result"),
                self._keep_error(job, report),
                None,
                False,
                duration,
            )
        ejected = any(p.get("ejection") for p in result["players"])
        keep = ejected or self.keep_logs or not self._with_transcript.issuperset(job.game.seats)
        transcript = stderr_dir = None
        if keep:
            transcript = _move(job.log, self.logs_dir / f"game-{job.game.index:06d}.jsonl")
            stderr_dir = _move(job.stderr_dir, self.logs_dir / f"game-{job.game.index:06d}.stderr")
        for leftover in (job.log, job.stderr_dir, job.worker_log):
            _remove(leftover)
        recorded = self.store.record(
            job.game,
            result,
            transcript=transcript,
            stderr_dir=stderr_dir,
            duration=round(duration, 3),
            reply_histograms=report.get("reply_histograms"),
        )
        if recorded and transcript is not None:
            self._with_transcript.update(job.game.seats)
        return GameOutcome(job.game, result, None, None, transcript, recorded, duration)

    def _keep_error(self, job: _Job, report: dict[str, Any]) -> str:
        """Keep a failed game's details in LOGS/game-N.error.log and return its path."""
        path = self.logs_dir / f"game-{job.game.index:06d}.error.log"
        with open(path, "w", encoding="utf-8") as file:
            file.write(f"game {job.game.index} seed {job.game.seed} seats {' '.join(job.game.seats)}\n")
            file.write(report.get("error", "") + "\n" + report.get("traceback", "") + "\n")
            if job.worker_log.exists():
                file.write("--- worker stderr ---\n" + job.worker_log.read_text(errors="replace"))
        for leftover in (job.log, job.stderr_dir, job.worker_log):
            _remove(leftover)
        return str(path)

    def _stop_all(self) -> None:
        """Stop every game in flight: close each worker's lifeline, wait, kill what is left."""
        # A second Ctrl-C while stopping must not leave workers behind.
        previous = _set_handler(signal.SIGINT, signal.SIG_IGN)
        try:
            jobs = list(self._running.values())
            for job in jobs:
                try:
                    job.stdin.close()
                except OSError:
                    pass
            deadline = time.monotonic() + STOP_GRACE
            for job in jobs:
                try:
                    job.process.wait(timeout=max(0.0, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    job.process.kill()
                    job.process.wait()
                self._selector.unregister(job.stdout_fd)
                os.close(job.stdout_fd)
            self._running.clear()
        finally:
            _set_handler(signal.SIGINT, previous)


def _set_handler(signum: int, handler: Any) -> Any:
    """Install a signal handler and return the previous one; do nothing outside the main thread or for None
    (what `signal.signal` returns when the previous handler was not set from Python)."""
    if handler is None or threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signum, handler)


def _raise_interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _move(source: Path, target: Path) -> str | None:
    """Move a file or directory to `target` (replacing it); return the target, or None without `source`."""
    if not source.exists():
        return None
    _remove(target)
    os.replace(source, target)
    return str(target)


def _remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)
