"""Pre-flight: start each player program once, as the games will, and ask it its first move.

A tournament or a comparison of programs that cannot start (an interpreter the `--run-as` user cannot read,
a missing module, a program that answers garbage) would otherwise record every one of its games as an
ejection. `preflight` runs each distinct program once, under the containment and identity the games use
(`referee.seats.process.SubprocessSeat` with the same `referee.seats.process.Limits`, `--run-as` included), in
a real game of the protocol version asked for, seat 0 against an in-process opponent, until its first move is
answered and accepted by the rules engine. A program that does not get that far fails, with the cause:

- *environment*: it runs as a `--run-as` user, and `environment_cause` finds files it needs that the user
  cannot reach (the program, its ``#!`` interpreter, the module ``python -m`` runs, its working directory,
  each with the directories leading to it), or its ejection is one a closed file gives (`CLOSED_FILE`:
  permission denied, no such module or file, a shared library that cannot be opened). The program is never
  run as another user to find out: `--run-as` is there to keep it away from the referee's files;
- *program*: anything else: its ejection says what it did.

Nothing is recorded: the check uses no database and keeps no transcript. docs/tournaments.md, "Pre-flight".
"""

from __future__ import annotations

import argparse
import os
import pwd
import re
import shlex
import shutil
import subprocess
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from referee.seats.load import overload

if TYPE_CHECKING:
    from referee.seats.process import Limits

PREFLIGHT_SEED = 1
"""The seed of every pre-flight game (the check is the same on every run)."""

CLOSED_FILE = re.compile(
    r"Permission denied|No module named|ModuleNotFoundError|cannot open shared object file|"
    r"No such file or directory|exited with status 12[67]\b"
)
"""What a program started as a user that cannot reach its files typically dies saying (or its exit status:
126, found but not executable; 127, not found)."""

_INTERPRETER_NAMES = ("python", "python3", "pypy", "pypy3")
"""Interpreters whose ``-m MODULE`` `environment_cause` locates (with the interpreter itself)."""


@dataclass(frozen=True, slots=True)
class PreflightFailure:
    """A program that did not answer its first move.

    Fields:
        name: the player's name.
        command: its argv.
        identity: who it ran as, in words: ``"user nobody (uid 65534)"``.
        cause: ``"environment"`` (files it needs are closed to `identity`) or ``"program"``.
        reason: what went wrong, in one line (the ejection's kind and message, with the environment's cause).
        advice: what to do, in one line.
    """

    name: str
    command: tuple[str, ...]
    identity: str
    cause: str
    reason: str
    advice: str

    def message(self) -> str:
        """The failure in one line: program, identity, cause, reason and advice."""
        return (
            f"pre-flight: {self.name} ({shlex.join(self.command)}) did not answer its first move as "
            f"{self.identity}: the {self.cause}: {self.reason}. {self.advice}"
        )


def add_preflight_option(parser: argparse.ArgumentParser) -> None:
    """``--skip-preflight``, for a command that runs a pre-flight before its games."""
    parser.add_argument(
        "--skip-preflight",
        action="store_true",
        help="do not start each program once and ask its first move before the games (the pre-flight "
        "stops before any game when a program cannot start or answer, naming the cause)",
    )


def identity_of(limits: Limits) -> str:
    """Who the players run as, in words: ``"user nobody (uid 65534)"``, or the referee's own user."""
    ids = limits.run_as_ids()
    uid = os.geteuid() if ids is None else ids[0]
    try:
        user = pwd.getpwuid(uid).pw_name
    except KeyError:
        user = str(uid)
    own = ", the referee's own user" if ids is None else ""
    return f"user {user} (uid {uid}{own})"


class _Answered(BaseException):  # noqa: N818 - a signal, not an error
    """Raised through the engine once the program's first move was accepted: the check is over."""


class _FirstMove:
    """A seat that passes everything to the program's seat until its first move was accepted (the engine
    asks anyone anything after it), then stops the game with `_Answered`."""

    def __init__(self, seat: Any) -> None:
        self.seat = seat
        self.name = seat.name
        self.version = getattr(seat, "version", None)
        self.answered = False

    @property
    def last_reply_text(self) -> str | None:
        return self.seat.last_reply_text

    def move(self, state: Any) -> Any:
        if self.answered:
            raise _Answered
        play = self.seat.move(state)
        self.answered = True
        return play

    def defend(self, *args: Any) -> Any:
        if self.answered:
            raise _Answered
        return self.seat.defend(*args)

    def decide(self, *args: Any) -> Any:
        if self.answered:
            raise _Answered
        return self.seat.decide(*args)

    def notify(self, notification: Any) -> None:
        self.seat.notify(notification)

    def close(self, *, kill: bool = False) -> None:
        self.seat.close(kill=kill)


class _Opponent:
    """The in-process opponent: asked anything, the program's first move was accepted."""

    listens = False

    def move(self, state: Any) -> Any:
        raise _Answered

    def defend(self, *args: Any) -> Any:
        raise _Answered

    def decide(self, *args: Any) -> Any:
        raise _Answered

    def notify(self, notification: Any) -> None:
        """Not called (`listens` is False)."""


def first_move(
    name: str,
    command: Sequence[str],
    *,
    version: int,
    kingdom: Sequence[str] | None,
    edition: int,
    limits: Limits,
    cwd: str | None = None,
) -> str | None:
    """Start `command` once as player `name` (seat 0 of a game of `version`, `kingdom` and `edition`
    against an in-process opponent, under `limits`) and ask its first move. None if it answered with a play
    the rules accept; else why not, in one line (the ejection's kind and message, or why it could not start).
    """
    from referee.errors import UsageError
    from referee.seats.engine import play_game
    from referee.seats.process import SubprocessSeat
    from referee.seats.seat import InProcessSeat

    opponent = "preflight" if name != "preflight" else "preflightb"
    try:
        seat = SubprocessSeat(name, list(command), version=version, limits=limits, cwd=cwd)
    except UsageError as error:
        return str(error)
    program = _FirstMove(seat)
    try:
        result = play_game(
            [program, InProcessSeat(opponent, _Opponent())],
            version=version,
            seed=PREFLIGHT_SEED,
            turn_limit=100,
            kingdom=kingdom,
            edition=edition,
        )
    except _Answered:
        return None
    finally:
        seat.close(kill=True)
    mine = next(p for p in result.players if p.name == name)
    if mine.ejection is None:
        return None
    return f"ejected ({mine.ejection.kind}): {mine.ejection.message}"


def environment_cause(command: Sequence[str], limits: Limits, cwd: str | None = None) -> str | None:
    """Why `command` may fail as the `limits.run_as` user when it works as the referee's: the files it needs
    that the user cannot reach, in one phrase (``"user nobody cannot read /root/.pyenv/shims/python (a
    directory on the way, /root, is closed to it)"``), or None when none is found (or no user is set).

    Looked at, in order: the program as found on PATH (and the file it links to), its ``#!`` interpreter,
    the module a Python interpreter runs with ``-m`` (where the referee's user finds it), each argument that
    names an existing file, and the working directory. A file must be readable by the user and every
    directory leading to it searchable; checked by running ``test`` as the user (util-linux ``setpriv``).
    """
    ids = limits.run_as_ids()
    setpriv = shutil.which("setpriv")
    if ids is None or setpriv is None:
        return None
    user = limits.run_as
    where = Path(cwd or os.getcwd())
    blocked: list[str] = []
    for path in _needed_paths(command, where):
        problem = _unreachable(path, ids, setpriv)
        if problem is not None and problem not in blocked:
            blocked.append(problem)
    if not blocked:
        return None
    more = f" (and {len(blocked) - 1} more: {'; '.join(blocked[1:3])})" if len(blocked) > 1 else ""
    return f"user {user} cannot read {blocked[0]}{more}"


def _needed_paths(command: Sequence[str], cwd: Path) -> list[Path]:
    program = command[0]
    found = shutil.which(program) if os.sep not in program else str(cwd / program)
    paths: list[Path] = []
    if found is not None:
        paths += [Path(found), Path(os.path.realpath(found))]
        interpreter = _shebang(Path(found))
        if interpreter is not None:
            paths.append(interpreter)
    base = Path(program).name
    if base.startswith(_INTERPRETER_NAMES) and "-m" in command[1:-1] and found is not None:
        module = command[command.index("-m", 1) + 1]
        origin = _module_origin(found, module, cwd)
        if origin is not None:
            paths.append(origin)
    for arg in command[1:]:
        candidate = cwd / arg
        if not arg.startswith("-") and candidate.is_file():
            paths.append(candidate)
    paths.append(cwd)
    return paths


def _shebang(path: Path) -> Path | None:
    """The interpreter of a ``#!`` script (through ``/usr/bin/env NAME``), or None."""
    try:
        with open(path, "rb") as file:
            first = file.readline(256)
    except OSError:
        return None
    if not first.startswith(b"#!"):
        return None
    words = first[2:].decode(errors="replace").split()
    if not words:
        return None
    if Path(words[0]).name == "env" and len(words) > 1:
        found = shutil.which(words[1])
        return None if found is None else Path(found)
    return Path(words[0])


def _module_origin(interpreter: str, module: str, cwd: Path) -> Path | None:
    """Where `interpreter` (run as the referee's user, in `cwd`) finds `module`'s top package, or None."""
    top = module.split(".", 1)[0]
    code = (
        "import importlib.util, sys; s = importlib.util.find_spec(sys.argv[1]); print(s.origin if s else '')"
    )
    try:
        found = subprocess.run(
            [interpreter, "-c", code, top], cwd=cwd, capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    origin = found.stdout.strip()
    return Path(origin) if origin and origin not in ("built-in", "frozen") else None


def _unreachable(path: Path, ids: tuple[int, int], setpriv: str) -> str | None:
    """`path` in words if the user `ids` (uid, gid) cannot reach it: the first directory on the way it
    cannot search, or the file it cannot read; None if it can (or the path does not exist)."""
    if not path.exists():
        return None
    path = Path(os.path.abspath(path))
    for directory in [*reversed(path.parents), *([path] if path.is_dir() else [])]:
        if not _as_user(["test", "-x", str(directory)], ids, setpriv):
            return f"{path} (the directory {directory} is closed to it)" if directory != path else str(path)
    if path.is_file() and not _as_user(["test", "-r", str(path)], ids, setpriv):
        return str(path)
    return None


def _as_user(argv: list[str], ids: tuple[int, int], setpriv: str) -> bool:
    uid, gid = ids
    command = [setpriv, f"--reuid={uid}", f"--regid={gid}", "--clear-groups", "--", *argv]
    try:
        return subprocess.run(command, capture_output=True, timeout=10, check=False).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return True  # cannot tell: say nothing rather than blame a path wrongly


def check_program(
    name: str,
    command: Sequence[str],
    *,
    version: int,
    kingdom: Sequence[str] | None,
    edition: int,
    limits: Limits,
    cwd: str | None = None,
) -> PreflightFailure | None:
    """Pre-flight one program (`first_move`) and tell the environment from the program when it fails (see
    the module doc). None if it answered.
    """
    failed = first_move(
        name, command, version=version, kingdom=kingdom, edition=edition, limits=limits, cwd=cwd
    )
    if failed is None:
        return None
    identity = identity_of(limits)
    found = None if limits.run_as is None else environment_cause(command, limits, cwd)
    if limits.run_as is not None and (found is not None or CLOSED_FILE.search(failed)):
        user = limits.run_as
        reason = (found if found is not None else f"as {user} it could not load what it needs") + (
            f" ({failed})"
        )
        advice = (
            f"Install the interpreter, the program and what it imports where {user} can read them "
            "(world-readable directories such as /opt or /usr/local, directories mode 755), or leave out "
            "--run-as; --skip-preflight runs the games anyway."
        )
        return PreflightFailure(name, tuple(command), identity, "environment", reason, advice)
    advice = (
        f"Fix the program (referee check {shlex.quote(shlex.join(command))} shows what goes wrong) or leave "
        "it out; --skip-preflight runs the games anyway."
    )
    return PreflightFailure(name, tuple(command), identity, "program", failed, advice)


def preflight(
    players: Sequence[tuple[str, Sequence[str]]],
    *,
    version: int,
    kingdom: Sequence[str] | None,
    edition: int,
    limits: Limits,
    cwd: str | None = None,
    jobs: int = 1,
    say: Callable[[str], None] | None = None,
) -> list[PreflightFailure]:
    """Pre-flight every distinct program of `players` ((name, argv) pairs), `jobs` at a time (threads: each
    check waits on its program); return the failures in the order of `players`.

    Arguments:
        players: the players; a command given twice is checked once (under its first name).
        version, kingdom, edition: the game the programs will play (`kingdom` None: the version's, which a
            v4 game does not have: give the cards then).
        limits: the players' `referee.seats.process.Limits` (time limits, `run_as`, ...).
        cwd: the players' working directory (None: the referee's).
        jobs: checks at a time (>= 1).
        say: told one line when the check starts (and one more when the machine's load exceeds its cores,
            `referee.seats.load.overload`) and one when it ends (None: silent).
    """
    distinct: dict[tuple[str, ...], str] = {}
    for name, command in players:
        distinct.setdefault(tuple(command), name)
    started = time.monotonic()
    if say is not None:
        programs = "the program" if len(distinct) == 1 else f"each of the {len(distinct)} programs"
        say(
            f"pre-flight: starting {programs} once as {identity_of(limits)} and asking its first move "
            "(--skip-preflight skips this)"
        )
        busy = overload(jobs)
        if busy is not None:
            say(busy)

    def check(item: tuple[tuple[str, ...], str]) -> PreflightFailure | None:
        command, name = item
        return check_program(
            name, command, version=version, kingdom=kingdom, edition=edition, limits=limits, cwd=cwd
        )

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        failures = [f for f in pool.map(check, distinct.items()) if f is not None]
    if say is not None and not failures:
        answered = (
            "the program answered its"
            if len(distinct) == 1
            else f"all {len(distinct)} programs answered their"
        )
        say(f"pre-flight: {answered} first move ({time.monotonic() - started:.1f} s)")
    return failures
