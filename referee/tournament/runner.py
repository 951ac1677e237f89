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

from referee.seats import sandbox
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
        recorded: True if this run recorded it (False: a failure, a void, or already recorded by an earlier
            run).
        duration: wall-clock seconds from start to report.
        void: why the game was void (`referee.errors.MachineBusy`: the machine starved a player past the
            hard cap), with the figures, or None. A void game is recorded as such and played again.
    """

    game: ScheduledGame
    result: dict[str, Any] | None
    error: str | None
    error_log: str | None
    transcript: str | None
    recorded: bool
    duration: float
    void: str | None = None


MAX_VOIDS = 3
"""Times one run plays a game void before leaving it to the next run (a machine that stays this busy)."""


@dataclass(slots=True)
class RunSummary:
    """What one `run` did.

    Fields:
        total: games in the schedule.
        already: games recorded before this run started.
        played: games recorded by this run.
        failed: games the referee failed to play (not recorded; a later run retries them).
        voids: games void because the machine was too busy (each played again, up to `MAX_VOIDS` times).
        left_void: games void `MAX_VOIDS` times in this run, left unplayed for a later run.
        interrupted: True if the run was stopped by Ctrl-C or SIGTERM before the end.
    """

    total: int
    already: int
    played: int = 0
    failed: list[GameOutcome] = field(default_factory=list)
    voids: int = 0
    left_void: list[GameOutcome] = field(default_factory=list)
    interrupted: bool = False

    @property
    def remaining(self) -> int:
        """Games of the schedule not recorded yet."""
        return self.total - self.already - self.played


@dataclass(frozen=True, slots=True)
class GameFiles:
    """Where one game in flight writes: its transcript (`log`), its players' stderr files (`stderr_dir`) and
    its worker's own stderr (`worker_log`), all in the logs directory's ``.running/``."""

    log: Path
    stderr_dir: Path
    worker_log: Path

    def remove(self) -> None:
        """Remove whichever of the three is still there."""
        for leftover in (self.log, self.stderr_dir, self.worker_log):
            _remove(leftover)


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
        cluster: a `distributed.Client` (`referee.cluster.connect`): play each game as a task on its
            workers (`referee.tournament.remote`) instead of `jobs` local worker processes. A worker whose
            sandbox cannot hold players (`referee.tournament.remote.unfit_sandbox`) fails its games.
    Raises:
        ValueError: if `jobs` < 1 without a cluster.
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
        cluster: Any = None,
    ) -> None:
        if jobs < 1 and cluster is None:
            raise ValueError(f"jobs must be at least 1, got {jobs}")
        self.cluster = cluster
        self._tasks: dict[Any, tuple[ScheduledGame, GameFiles]] = {}
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
        self._replays: list[ScheduledGame] = []
        self._voids: dict[int, int] = {}
        """Schedule index -> times it was void in this run."""

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
        # Probed once here rather than by every game's worker (see `referee.seats.sandbox.adopt`); a cluster's
        # worker probes its own machine.
        self._containment = None if self.cluster is not None else sandbox.detect().to_json()
        if self.on_start is not None:
            self.on_start(summary.total, summary.already)
        previous = _set_handler(signal.SIGTERM, _raise_interrupt)
        try:
            while pending or self._running:
                self._play(pending, running_dir, summary)
                # Swiss: a finished round lets the next one be paired. Games attempted in this run are not
                # retried here (a game the referee failed on waits for the next run).
                pending.extend(self._unplayed(self.store.finished_indices(), attempted))
                pending.extend(self._replays)  # void games, played again
                self._replays.clear()
        except KeyboardInterrupt:
            summary.interrupted = True
            self._stop_all()
        finally:
            _set_handler(signal.SIGTERM, previous)
            if self._running or self._tasks:
                self._stop_all()
            _remove(running_dir)
        return summary

    def _unplayed(self, done: set[int], attempted: set[int]) -> list[ScheduledGame]:
        """The games of the schedule known now that are neither recorded nor attempted in this run; marks
        them attempted."""
        swiss = self.definition.format == "swiss"
        points = self.store.points() if swiss else None
        conduct = self.store.conduct() if swiss else None
        games = [
            g
            for g in self.definition.schedule(points, conduct)
            if g.index not in done and g.index not in attempted
        ]
        if self.max_games is not None:
            games = games[: max(0, self.max_games - len(attempted))]
        attempted.update(g.index for g in games)
        return games

    def _play(self, pending: deque[ScheduledGame], running_dir: Path, summary: RunSummary) -> None:
        """Play the `pending` games, `jobs` at a time, until none is pending or running."""
        if self.cluster is not None:
            self._play_on_cluster(pending, running_dir, summary)
            return
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
                self._count(summary, self._finish(job))

    def request(self, game: ScheduledGame, log: str, stderr_dir: str) -> dict[str, Any]:
        """The job of `game` for a ``referee.tournament.worker`` process (its module doc gives the fields),
        writing the transcript to `log` and the players' stderr files into `stderr_dir`."""
        return {
            "players": [[name, list(self.definition.command_of(name))] for name in game.seats],
            "seed": game.seed,
            "player_seed_key": self.store.player_seed_key(),
            "version": self.definition.version,
            "kingdom": self.definition.kingdom_of_game(game),
            "edition": self.definition.edition,
            "turn_limit": self.definition.turn_limit,
            "cover_reactions": self.definition.cover_reactions,
            "limits": self.definition.limits,
            "log": log,
            "stderr_dir": stderr_dir,
            "containment": self._containment,
            # Never readable by a player: the database (the seed) and every game's files.
            "hide": {"files": [str(self.store.path.resolve())], "dirs": [str(self.logs_dir)]},
        }

    def _count(self, summary: RunSummary, outcome: GameOutcome) -> None:
        """Count `outcome` in `summary` and tell `on_game`."""
        if outcome.recorded:
            summary.played += 1
        elif outcome.void is not None:
            summary.voids += 1
            index = outcome.game.index
            self._voids[index] = self._voids.get(index, 0) + 1
            if self._voids[index] < MAX_VOIDS:
                self._replays.append(outcome.game)
            else:
                summary.left_void.append(outcome)
        elif outcome.error is not None:
            summary.failed.append(outcome)
        if self.on_game is not None:
            self.on_game(outcome)

    def _play_on_cluster(self, pending: deque[ScheduledGame], running_dir: Path, summary: RunSummary) -> None:
        """Play the `pending` games as tasks on the cluster (`referee.tournament.remote.play_on_worker`),
        recording each as its task returns, until none is pending or running.

        A task whose worker died is run again by Dask on another worker (until more workers died running it
        than the scheduler's ``distributed.scheduler.allowed-failures``, 3 by default; then the game fails
        and a rerun retries it); a result for a game already recorded
        changes nothing (`TournamentStore.record`).
        Raises:
            ClusterError: the scheduler was lost; the games recorded so far stay recorded.
        """
        from concurrent.futures import CancelledError

        from distributed import KilledWorker, as_completed

        from referee.cluster import referee_version
        from referee.errors import ClusterError
        from referee.tournament.remote import needed_paths, play_on_worker, unpack_file

        cwd = str(Path(self.cwd or os.getcwd()).resolve())
        version = referee_version()
        finished = as_completed()
        while pending:
            game = pending.popleft()
            token = f"game-{game.index:06d}-{uuid.uuid4().hex[:8]}"
            files = GameFiles(
                running_dir / f"{token}.jsonl",
                running_dir / f"{token}.stderr",
                running_dir / f"{token}.referee.log",
            )
            request = self.request(game, str(files.log), str(files.stderr_dir))
            # What this game's players need: a worker lacking another player's program still plays it.
            needs = needed_paths({name: self.definition.command_of(name) for name in game.seats}, cwd)
            future = self.cluster.submit(
                play_on_worker, request, needs, cwd, version, key=f"referee-{token}", pure=False
            )
            self._tasks[future] = (game, files)
            finished.add(future)
        for future in finished:
            game, files = self._tasks.pop(future)
            try:
                report = future.result()
            except KilledWorker:
                report = {
                    "error": "the game was lost with the Dask workers that died playing it (more of them "
                    "than the scheduler's distributed.scheduler.allowed-failures, 3 by default)"
                }
            except CancelledError:
                recorded = summary.already + summary.played
                raise ClusterError(
                    f"lost the Dask scheduler: {recorded} of {summary.total} games recorded; run the same "
                    "command again to resume"
                ) from None
            except Exception as error:  # noqa: BLE001 - the task failed outside the game: that game fails
                report = {"error": f"the game's Dask task failed: {type(error).__name__}: {error}"}
            unpack_file(report.pop("transcript", None), files.log)
            for name, packed in (report.pop("stderr", None) or {}).items():
                unpack_file(packed, files.stderr_dir / name)
            worker_stderr = report.pop("worker_stderr", "")
            if worker_stderr:
                files.worker_log.write_text(worker_stderr, encoding="utf-8")
            outcome = self.conclude(game, report, files, report.pop("duration", 0.0))
            self._count(summary, outcome)

    def _start(self, game: ScheduledGame, running_dir: Path) -> None:
        token = f"game-{game.index:06d}-{uuid.uuid4().hex[:8]}"
        job_files = {
            "log": running_dir / f"{token}.jsonl",
            "stderr_dir": running_dir / f"{token}.stderr",
            "worker_log": running_dir / f"{token}.referee.log",
        }
        request = self.request(game, str(job_files["log"]), str(job_files["stderr_dir"]))
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
        return self.conclude(job.game, report, GameFiles(job.log, job.stderr_dir, job.worker_log), duration)

    def conclude(
        self, game: ScheduledGame, report: dict[str, Any], files: GameFiles, duration: float
    ) -> GameOutcome:
        """Record the game `report` tells of (a ``referee.tournament.worker`` report: a result, or an error),
        keep or remove its `files`, and return its outcome (`on_game` is the caller's to call).

        Arguments:
            game: the scheduled game.
            report: ``{"result": ..., "reply_histograms": ...}``, ``{"error": ..., "traceback": ...}`` or
                ``{"void": ...}`` (recorded as void, `TournamentStore.record_void`).
            files: where its transcript, stderr files and worker's stderr are (missing ones are skipped).
            duration: wall-clock seconds the game took.
        """
        result = report.get("result")
        void = report.get("void")
        if void is not None:
            # The machine's fault, not a player's: nothing of the game counts; it is played again.
            self.store.record_void(game, void)
            files.remove()
            return GameOutcome(game, None, None, None, None, False, duration, void=void)
        if result is None:
            return GameOutcome(
                game,
                None,
                report.get("error", "no result"),
                self._keep_error(game, report, files),
                None,
                False,
                duration,
            )
        ejected = any(p.get("ejection") for p in result["players"])
        keep = ejected or self.keep_logs or not self._with_transcript.issuperset(game.seats)
        transcript = stderr_dir = None
        if keep:
            transcript = _move(files.log, self.logs_dir / f"game-{game.index:06d}.jsonl")
            stderr_dir = _move(files.stderr_dir, self.logs_dir / f"game-{game.index:06d}.stderr")
        files.remove()
        recorded = self.store.record(
            game,
            result,
            transcript=transcript,
            stderr_dir=stderr_dir,
            duration=round(duration, 3),
            reply_histograms=report.get("reply_histograms"),
        )
        if recorded and transcript is not None:
            self._with_transcript.update(game.seats)
        return GameOutcome(game, result, None, None, transcript, recorded, duration)

    def _keep_error(self, game: ScheduledGame, report: dict[str, Any], files: GameFiles) -> str:
        """Keep a failed game's details in LOGS/game-N.error.log and return its path."""
        path = self.logs_dir / f"game-{game.index:06d}.error.log"
        with open(path, "w", encoding="utf-8") as file:
            file.write(f"game {game.index} seed {game.seed} seats {' '.join(game.seats)}\n")
            file.write(report.get("error", "") + "\n" + report.get("traceback", "") + "\n")
            if files.worker_log.exists():
                file.write("--- worker stderr ---\n" + files.worker_log.read_text(errors="replace"))
        files.remove()
        return str(path)

    def _stop_all(self) -> None:
        """Stop every game in flight: close each worker's lifeline, wait, kill what is left. On a cluster,
        cancel the tasks not finished (a game already running on a worker plays to its end there)."""
        if self._tasks:
            self.cluster.cancel(list(self._tasks))
            self._tasks.clear()
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
