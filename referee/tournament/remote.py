"""Tournament games on a Dask cluster (``referee tournament --cluster``, docs/cluster.md).

Each game is one Dask task, `play_on_worker`, run by a worker of the cluster: it plays the game exactly as
``--jobs`` does, in a fresh ``python -m referee.tournament.worker`` process on the worker's machine (so the
players' sandbox is that machine's, and a killed worker stops its game: the game's process sees its stdin,
the lifeline, close), and sends back the report with the transcript and the players' stderr files. The
command that runs ``referee`` (`referee.tournament.runner.TournamentRunner`) records each game as its task
returns, in the SQLite file on its own machine, and keeps the files in its logs directory.

A worker that lacks what a game needs (a player's program or a file its command names, at the same path as
where ``referee`` runs; its working directory) fails that game with an error naming the worker and the
path: no player is ejected, nothing is recorded, and running the same command again retries it.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

NeededPath = tuple[str, str, str]
"""(player name, ``"program"`` or ``"file"``, path or program name): what a game needs on a worker."""

_worker_lock = threading.Lock()
_containment: Any = None
_games_dir: Path | None = None


def needed_paths(commands: dict[str, Sequence[str]], cwd: str | None) -> list[NeededPath]:
    """What the players' commands need on a worker, read off where ``referee`` runs.

    Arguments:
        commands: player name -> its command (program and arguments).
        cwd: the players' working directory (None: this process's).
    Returns:
        For each player: its program (an absolute path when the command names one with a ``/``, else the
        bare name, looked up on the worker's PATH), then each argument that names an existing file or
        directory here (as an absolute path), in order.
    """
    base = Path(cwd or os.getcwd())
    needs: list[NeededPath] = []
    for name, command in commands.items():
        program = command[0]
        needs.append((name, "program", str(base / program) if "/" in program else program))
        for argument in command[1:]:
            if argument.startswith("-"):
                continue
            path = base / argument
            if path.exists():
                needs.append((name, "file", str(path.resolve())))
    return needs


def missing_on_worker(needs: Sequence[NeededPath], cwd: str | None) -> str | None:
    """Why this machine cannot play a game whose players need `needs` in working directory `cwd`, or
    None when it can: the first program not found or not executable, file missing, or `cwd` missing."""
    if cwd is not None and not os.path.isdir(cwd):
        return f"lacks the players' working directory {cwd}"
    for player, kind, path in needs:
        if kind == "program":
            if "/" in path:
                if not os.access(path, os.X_OK) or os.path.isdir(path):
                    return f"lacks the program {path} (or it is not executable), which player {player!r} runs"
            elif shutil.which(path) is None:
                return f"has no program {path!r} on its PATH, which player {player!r} runs"
        elif not os.path.exists(path):
            return f"lacks {path}, which player {player!r}'s command names"
    return None


GAMES_PREFIX = "referee-cluster-games-"
"""Prefix of each worker process's directory of games in flight (in the temporary directory), followed by
its `referee.seats.sandbox.owner_tag`: a later worker removes one whose owner no longer runs."""


def _local_containment() -> Any:
    """This machine's containment (`referee.seats.sandbox.detect`), probed once per worker process."""
    global _containment
    from referee.seats import sandbox

    with _worker_lock:
        if _containment is None:
            _containment = sandbox.detect()
        return _containment


def games_dir() -> Path:
    """This worker process's directory of games in flight, made on first use (mode 0700), after removing
    those of worker processes that no longer run (killed before they could tidy)."""
    global _games_dir
    from referee.seats import sandbox

    with _worker_lock:
        if _games_dir is None:
            base = Path(tempfile.gettempdir())
            for stale in base.glob(GAMES_PREFIX + "*"):
                if sandbox.owner_gone(stale.name[len(GAMES_PREFIX) :].split("-", 1)[0]):
                    shutil.rmtree(stale, ignore_errors=True)
            _games_dir = Path(tempfile.mkdtemp(prefix=f"{GAMES_PREFIX}{sandbox.owner_tag()}-"))
            atexit.register(shutil.rmtree, _games_dir, True)
        return _games_dir


def unfit_sandbox(containment: Any) -> str | None:
    """Why `containment` cannot hold a cluster's players, or None: it must be strong
    (`referee.seats.sandbox.Containment.weak` False) and give each player a network namespace of its own. A
    player with the network could reach the Dask scheduler and workers, which run whatever code they are
    sent: on a cluster ``--allow-weak-sandbox`` does not lift this."""
    from referee.seats import sandbox

    if containment.weak or "net" not in containment.namespaces:
        return (
            f"players cannot be contained safely there ({sandbox.describe(containment)}); a cluster's "
            "workers must give each player no network (a network namespace), because Dask runs whatever code "
            "reaches it: run the workers as root where util-linux unshare works (docs/cluster.md)"
        )
    return None


def play_on_worker(
    request: dict[str, Any], needs: Sequence[NeededPath], cwd: str | None, version: str
) -> dict[str, Any]:
    """The Dask task of one tournament game: play `request` (a ``referee.tournament.worker`` job, whose
    ``log``, ``stderr_dir`` and ``containment`` are set here) on this machine.

    Arguments:
        request: `TournamentRunner.request` of the game.
        needs: `needed_paths` of its players, checked first (`missing_on_worker`).
        cwd: the players' working directory.
        version: the referee version of the command that sent the task (`referee.cluster.referee_version`);
            a worker of another version refuses the game.
    Returns:
        The worker process's report (``result`` and ``reply_histograms``, or ``error`` and ``traceback``),
        plus ``worker`` (who played it, `referee.cluster.worker_name`), ``duration`` (seconds),
        ``transcript`` (the transcript's bytes, zlib-compressed, or None), ``stderr`` (file name -> the
        player's stderr, likewise) and ``worker_stderr`` (text). Never raises: a game that cannot be played
        here (a missing program, a weak sandbox, another version, a failure of this machine) has an
        ``error`` naming this worker.
    """
    from referee.cluster import referee_version, worker_name

    who = worker_name()
    try:
        refusal = None
        if referee_version() != version:
            refusal = f"runs referee version {referee_version()}, not {version}: install the same version"
        refusal = refusal or missing_on_worker(needs, cwd)
        if refusal is not None:
            return {
                "error": f"{who} {refusal}; every worker needs the same referee and the players' programs at "
                "the same paths as where referee runs (docs/cluster.md)",
                "worker": who,
            }
        containment = _local_containment()
        unfit = unfit_sandbox(containment)
        if unfit is not None:
            return {"error": f"{who}: {unfit}", "worker": who}
        return _play_here(request, cwd, containment, who)
    except Exception as error:  # noqa: BLE001 - this machine failed the game: said, not raised at the runner
        import traceback

        return {
            "error": f"{who} failed to play the game: {type(error).__name__}: {error}",
            "traceback": traceback.format_exc(),
            "worker": who,
        }


def _play_here(request: dict[str, Any], cwd: str | None, containment: Any, who: str) -> dict[str, Any]:
    """Play `request` in a fresh worker process in a directory of its own under `games_dir` (hidden from
    every player of this worker, with the other games' directories) and return its report with its files."""
    started = time.monotonic()
    games = games_dir()
    scratch = Path(tempfile.mkdtemp(prefix="game-", dir=games))
    try:
        job = dict(request)
        job["log"] = str(scratch / "game.jsonl")
        job["stderr_dir"] = str(scratch / "stderr")
        job["containment"] = containment.to_json()
        hide = job.get("hide") or {}
        job["hide"] = {"files": list(hide.get("files", ())), "dirs": [*hide.get("dirs", ()), str(games)]}
        with open(scratch / "worker.log", "wb") as worker_log:
            process = subprocess.Popen(
                [sys.executable, "-P", "-m", "referee.tournament.worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=worker_log,
                cwd=cwd,
            )
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(json.dumps(job).encode() + b"\n")
            process.stdin.flush()
        except BrokenPipeError:
            pass  # the worker died at start-up: its empty stdout reports it
        # stdin stays open while the game goes on: the worker's lifeline (if this process dies, it closes).
        output = process.stdout.read()
        process.stdin.close()
        status = process.wait()
        try:
            report = json.loads(output.decode())
        except ValueError:
            report = {
                "error": f"the game's worker process on {who} exited with status {status} without a result"
            }
        report["worker"] = who
        report["duration"] = time.monotonic() - started
        report["transcript"] = _pack_file(scratch / "game.jsonl")
        stderr_dir = scratch / "stderr"
        files = sorted(stderr_dir.iterdir()) if stderr_dir.is_dir() else []
        report["stderr"] = {path.name: _pack_file(path) for path in files if path.is_file()}
        report["worker_stderr"] = (scratch / "worker.log").read_text(errors="replace")
        return report
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _pack_file(path: Path) -> bytes | None:
    """The file at `path`, zlib-compressed, or None when it does not exist."""
    try:
        return zlib.compress(path.read_bytes())
    except FileNotFoundError:
        return None


def unpack_file(packed: bytes | None, path: Path) -> None:
    """Write a file `_pack_file` packed (nothing for None) to `path`, creating its directory."""
    if packed is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(zlib.decompress(packed))
