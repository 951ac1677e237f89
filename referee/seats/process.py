"""Player programs as subprocesses: the `Seat` that speaks the protocol over pipes, under limits.

docs/protocol.md, "Framing" and "Ejection"; docs/sandbox.md, "Talking to a player":

- every message to a player is one line plus ``\\n``, written with `os.write` to a non-blocking pipe under
  a deadline (`Limits.write_timeout`: a player that never reads cannot freeze the referee);
- a reply is one datum read with `protocol.framing.DatumReader` under the reply deadline and size limit,
  then parsed for the seat's protocol version; the deadline counts only the time the player could run (it
  moves on by the time the machine starved its processes of a CPU, up to `Limits.wall_cap` times the limit,
  where `referee.errors.MachineBusy` makes the game void: docs/referee.md, "A busy machine");
- anything non-blank the player writes while waiting is `OutputWhileWaiting`, checked before every message
  sent to it;
- stderr is drained all the time by a thread into a capped tail (and a capped file), so a chatty player
  never blocks; where the machine allows, a sink in the player's cgroups passes on only the first
  `Limits.stderr_bytes` and, at the end, the last 64 KiB (`sandbox.StderrSink`: a flood past the cap costs
  the referee nothing);
- a memory cgroup limits all the player's processes together (`Limits.memory_bytes`); a process killed
  at that limit ejects the player ("used more than N MiB of memory");
- the player runs in its own session, with resource limits, a CPU share and a kill set it cannot leave,
  in its own PID (private /proc), mount, network, IPC and cgroup namespaces, without privileges or
  keyrings, on a read-only file system but for a private /tmp, with a /dev of its own, with the
  transcript, the stderr files and tournament databases and logs hidden from it, optionally as another
  user (`Limits.run_as`): `referee.seats.sandbox`
  (docs/sandbox.md: "player programs are untrusted"); `close()` closes its stdin, allows
  `Limits.exit_grace`, then kills every process of it, reaps it and removes its cgroups. What it does after
  its stdin is closed is not misbehaviour.

Every fault is a `referee.errors.PlayerFault` kind with `text` (exactly what was received; for a bare word,
the rest of its line) and `state` (the wire text of the notification being answered; for output while
waiting, the last message the player was sent); the engine turns it into an ejection. The messages name
the usual mistakes of a first program: an unflushed stdout, a bad ``#!`` line (`find_program`), a program
the launcher could not start ("could not start PROGRAM: REASON", never the launcher's own words).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import functools
import math
import os
import pwd
import re
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import BinaryIO, NamedTuple

import protocol
from protocol.errors import (
    DatumTooLarge,
    EndOfStream,
    ProtocolError,
    ReadTimeout,
    TruncatedDatum,
    head,
    show,
)
from protocol.framing import DEFAULT_MAX_DEPTH, DatumReader, DatumSplitter
from protocol.messages import (
    Act,
    Attacked,
    Card,
    Decide,
    Defended,
    Defense,
    Happened,
    Move,
    Moved,
    Option,
    Play,
    State,
)
from protocol.versions import VERSIONS, is_version, spoken
from referee.errors import (
    MachineBusy,
    OutputWhileWaiting,
    PlayerCrashed,
    PlayerFault,
    ProtocolViolation,
    RefereeError,
    ReplyTimeout,
    ReplyTooLarge,
    UsageError,
    WriteTimeout,
)
from referee.result import ReplyStats
from referee.rules.decisions import Decision, question
from referee.seats import crashes, sandbox
from referee.seats.advice import COMPUTING_SHARE, computing, idle
from referee.seats.load import cores as _cores
from referee.seats.load import machine_load, starved_time
from referee.transcript import Transcript

__all__ = ["Limits", "SubprocessSeat", "describe_containment", "find_program"]

_SLICE = 0.25
"""Seconds between checks that a silent player is still alive while waiting for its reply (so a player
that exits while a child of it holds its stdout open is found within this delay, not at the deadline)."""

_STEP = 0.05
"""Least seconds a reply deadline moves on by when the player was starved of a CPU (`_read_reply`)."""

_UNSHARE_SIGKILL = "unshare: sigprocmask unblock failed"
"""What util-linux unshare (2.38) writes, exiting with status 1, when its child was killed by SIGKILL."""

_TAIL_BYTES = 65536
"""Most stderr bytes kept in memory per player, for `stderr_tail`."""

_LINE_BYTES = 4096
"""Most bytes of a reply kept raw (from its start) to show the rest of the line of a bare word."""

_LINE_SHOWN = 300
"""Most characters of that line put in the fault's text."""

_ERROR_SHOWN = 300
"""Most characters of a crashed player's error line (`referee.seats.crashes.error_line`) put in its
message."""

_EXIT_WAIT = 0.5
"""Seconds to wait for a player found with a pipe closed to exit, before it is said to be still running."""

_LAUNCHER_EXIT_WAIT = 5.0
"""Seconds more to wait when no process of the player is left but its launcher (`_exit_status`)."""

_LAUNCHER_FAILURE = re.compile(
    r"(?:(?:setpriv|prlimit|unshare|perl): failed to execute |sh: (?:line )?\d+: (?:exec: )?)"
)
"""The start of the line our launcher chain writes when it cannot exec the player's program (exit status 126
or 127): util-linux setpriv, prlimit or unshare ("setpriv: failed to execute ./bot: No such file or
directory") or the launcher shell, dash or bash ("sh: 1: exec: ./bot: not found"). Followed by the program
name and ": ", and only then recognised (`_launcher_failure`)."""

_SIGNAL_HINTS = {
    signal.SIGKILL: "memory limit, or killed from outside?",
    signal.SIGXCPU: "CPU time limit",
    signal.SIGXFSZ: "file size limit",
    signal.SIGSEGV: "segmentation fault",
    signal.SIGABRT: "aborted",
    signal.SIGPIPE: "wrote to a closed pipe",
}

SEGV_IN_NAMESPACE = "segmentation fault, or abort() or a failed assert, which end so in the sandbox"
"""The hint of SIGSEGV for a player that is PID 1 of its PID namespace: the kernel ignores the SIGABRT of
its abort(), and glibc's abort() then ends it with SIGSEGV (docs/sandbox.md, "Crashes")."""


@dataclass(frozen=True, slots=True)
class Limits:
    """Time, size and resource limits of one player (docs/protocol.md, "Framing"; docs/sandbox.md, "Limits").

    Raises ValueError on construction if a field is not a positive number (naming the field).
    """

    reply_timeout: float = 5.0
    """Seconds from the end of writing a ``move``/``attacked`` notification to the end of the reply."""

    first_reply_timeout: float = 20.0
    """Seconds allowed for the player's first reply of the game (start-up of a JVM, Racket, ...)."""

    wall_cap: float = 10.0
    """The hard cap on a reply's wall-clock time, as a multiple of its limit (`reply_timeout`,
    `first_reply_timeout`). A limit counts only the time the player could run: its window grows by the time
    its processes waited for a CPU the machine gave to others (`starved_time`), up to this cap. A reply
    still missing at the cap, the machine's fault, ends the game as void (`referee.errors.MachineBusy`)
    rather than as a forfeit (docs/referee.md, "A busy machine")."""

    write_timeout: float = 5.0
    """Seconds a write to the player's stdin may wait for the player to read (its pipe holds 64 KiB)."""

    max_reply_bytes: int = 65536
    """Largest reply datum, in bytes."""

    cpu_seconds: int = 300
    """CPU seconds per player per game (RLIMIT_CPU: SIGXCPU at the limit, SIGKILL one second later)."""

    data_bytes: int = 2 * 1024**3
    """Bytes of data memory per process (RLIMIT_DATA: heap and private writable mappings). Not address
    space, which would stop the Java virtual machine."""

    memory_bytes: int = 2 * 1024**3
    """Bytes of memory of all the player's processes together: heap, shared memory (``memfd_create``,
    ``MAP_SHARED``), the files of its private /tmp and /dev/shm (tmpfs, in memory), kernel memory; no swap
    (a memory cgroup, see `describe_containment`; only `data_bytes` per process where there is none). Over
    it the kernel kills a process of the player, and the player is ejected: "used more than N MiB"."""

    file_bytes: int = 64 * 1024**2
    """Largest file a player may write, in bytes (RLIMIT_FSIZE)."""

    open_files: int = 256
    """Open file descriptors per process (RLIMIT_NOFILE)."""

    max_processes: int = 256
    """Processes and threads a player may have at once (a pids cgroup; not enforced where there is none,
    see `describe_containment`)."""

    stderr_bytes: int = 1024**2
    """Bytes of the player's stderr kept in its stderr file (the rest is dropped, with a note); the memory
    tail keeps the last min(this, 64 KiB) bytes."""

    exit_grace: float = 1.0
    """Seconds a player may take to exit after its stdin is closed before it is killed."""

    run_as: str | None = None
    """User (a name, or a numeric uid) to run the player as, with that user's primary group and no
    supplementary groups; None (the default): the referee's user. Needs a root referee and util-linux
    setpriv. Recommended for tournaments of untrusted programs: a player of another user cannot read the
    referee's files (mode 0600) nor touch the referee's processes. The program, its interpreter and its
    working directory must be readable by that user (an interpreter under /root is not)."""

    def __post_init__(self) -> None:
        for spec in fields(self):
            value = getattr(self, spec.name)
            if spec.name == "run_as":
                if value is not None:
                    self.run_as_ids()  # raises ValueError for an unknown user
                continue
            if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
                raise ValueError(f"Limits.{spec.name} must be a positive number, got {value!r}")
            if spec.type == "int" and not isinstance(value, int):
                raise ValueError(f"Limits.{spec.name} must be a whole number, got {value!r}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ValueError(f"Limits.{spec.name} must be finite, got {value!r}")
        if self.wall_cap < 1:
            raise ValueError(f"Limits.wall_cap must be at least 1, got {self.wall_cap!r}")

    def run_as_ids(self) -> tuple[int, int] | None:
        """(uid, gid) of `run_as` (its primary group; for a uid without a passwd entry, gid = uid), or None.

        Raises ValueError naming `Limits.run_as` if it is not a user of this machine nor a uid.
        """
        user = self.run_as
        if user is None:
            return None
        if not isinstance(user, str) or not user.strip():
            raise ValueError(f"Limits.run_as must be a user name or a numeric uid, got {user!r}")
        if user.isdigit():
            try:
                entry = pwd.getpwuid(int(user))
            except KeyError:
                return int(user), int(user)
            return entry.pw_uid, entry.pw_gid
        try:
            entry = pwd.getpwnam(user)
        except KeyError:
            raise ValueError(
                f"Limits.run_as: there is no user {user!r} on this machine "
                "(give a user name or a numeric uid)"
            ) from None
        return entry.pw_uid, entry.pw_gid


def describe_containment() -> str:
    """One line saying which containment and limits are in force on this machine (for ``referee -v``)."""
    return sandbox.describe()


_last_told: list[tuple[object, str]] = [(None, "")]
"""The last notification a seat printed, with its text, as one pair: the engine hands the same message
object to every seat that hears it (`Driver.tell`), so a `happened` or a `moved` is printed once, not once
per player. The pair is read and replaced whole, so a seat of another thread's game, which never holds the
same object, never takes another's text."""


class _StderrDrain:
    """A thread that reads a player's stderr until end of file: the last bytes in memory, the first
    `limit` bytes in `path` (then a note), so the player never blocks on a full stderr pipe."""

    def __init__(self, fd: int, limit: int, file: BinaryIO | None, name: str) -> None:
        self._fd = fd
        self._limit = limit
        self._tail = bytearray()
        self._tail_cap = min(limit, _TAIL_BYTES)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._file = file  # closed by the thread
        self._written = 0
        self.total = 0
        self._thread = threading.Thread(target=self._run, name=f"stderr-{name}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        poller = select.poll()
        poller.register(self._fd, select.POLLIN)
        try:
            while not self._stop.is_set():
                if not poller.poll(200):
                    continue
                try:
                    data = os.read(self._fd, 65536)
                except BlockingIOError:
                    continue
                except OSError:
                    break
                if not data:
                    break
                self._take(data)
        finally:
            with self._lock:
                if self._file is not None:
                    self._file.close()
                    self._file = None

    def _take(self, data: bytes) -> None:
        with self._lock:
            self.total += len(data)
            tail = self._tail
            tail += data
            if len(tail) > 2 * self._tail_cap:
                del tail[: len(tail) - self._tail_cap]
            if self._file is not None and self._written < self._limit:
                keep = data[: self._limit - self._written]
                self._file.write(keep)
                self._written += len(keep)
                if self._written >= self._limit:
                    self._file.write(
                        f"\n[referee: stderr cut after {self._limit} bytes; the rest was dropped]\n".encode()
                    )
                self._file.flush()

    def tail(self, lines: int) -> str:
        with self._lock:
            data = bytes(self._tail[-self._tail_cap :])
        text = data.decode("utf-8", errors="replace")
        return "\n".join(text.rstrip("\n").split("\n")[-lines:]) if text.strip() else ""

    def wait_eof(self, timeout: float) -> None:
        """Wait up to `timeout` s for end of file (the thread goes on if it is not reached)."""
        self._thread.join(timeout)

    def finish(self, timeout: float) -> None:
        """Wait up to `timeout` s for end of file, then stop the thread."""
        self._thread.join(timeout)
        self._stop.set()
        self._thread.join(1.0)


class _TappedSplitter(DatumSplitter):
    """A `DatumSplitter` that also counts every byte fed and keeps the first `_LINE_BYTES` bytes fed since
    `mark`: the raw text of a reply, so a bare word can be shown with the rest of its line."""

    __slots__ = ("received", "since_mark")

    def __init__(self, max_bytes: int, max_depth: int) -> None:
        super().__init__(max_bytes, max_depth)
        self.received = 0
        self.since_mark = bytearray()

    def mark(self) -> None:
        """Start keeping bytes afresh (called when nothing is pending: at the start of a reply)."""
        self.since_mark.clear()

    def feed(self, data: bytes) -> list[str]:
        self.received += len(data)
        room = _LINE_BYTES - len(self.since_mark)
        if room > 0 and data:
            self.since_mark += data[:room]
        return super().feed(data)


class _Reader(DatumReader):
    """A `DatumReader` over a player's stdout that also knows how many bytes ever arrived (`received`) and
    the raw bytes since the start of the current reply (`since_mark`).

    It reads through a `_TappedSplitter` (given to `DatumReader` as its splitter) that keeps those bytes."""

    def __init__(self, fd: int, max_bytes: int) -> None:
        self._tap = _TappedSplitter(max_bytes, DEFAULT_MAX_DEPTH)
        super().__init__(fd, max_bytes, splitter=self._tap)

    @property
    def received(self) -> int:
        """Bytes read from the player's stdout since it started (blank space included)."""
        return self._tap.received

    def mark(self) -> None:
        """Forget the raw bytes kept so far; keep those read from now on."""
        self._tap.mark()

    def line_of(self, datum: str) -> str:
        """The line of the reply that begins with `datum` (a bare word), as far as it has arrived now: read
        what is available without waiting, then take the raw bytes since `mark` up to the first newline
        (at most `_LINE_SHOWN` characters). `datum` itself if the bytes kept do not begin with it."""
        self.poll_pending()
        raw = bytes(self._tap.since_mark).decode("utf-8", errors="backslashreplace").lstrip()
        if not raw.startswith(datum):
            return datum
        line = raw.split("\n", 1)[0].rstrip()
        return line[: max(_LINE_SHOWN, len(datum))]


class SubprocessSeat:
    """A player program in a subprocess, speaking protocol `version` on its stdin/stdout (a `Seat`).

    The constructor starts the process (`start()` is then a no-op, so calling it is optional).

    Arguments:
        name: the player's name in the game (used in the transcript and messages).
        command: argv of the program, program first (looked up on PATH if it has no slash, else relative
            to `cwd`).
        version: protocol version 1 to 5 (how notifications are written and replies parsed).
        limits: the player's `Limits`.
        cwd: working directory of the program (None: the referee's).
        transcript: records every message both ways ("to"/"from"), or None.
        stderr_path: file to keep the player's stderr in (capped at `limits.stderr_bytes`), or None.
        env_extra: more environment variables (e.g. ``DOMINION_PLAYER_SEED``). The player's environment is
            only PATH, LANG and LC_ALL (C.UTF-8), HOME and TMPDIR (its private /tmp, or where the machine
            gives no private file system a fresh private directory) and these.
        containment: the mechanisms to use (default: `referee.seats.sandbox.detect()`), for tests.
    The transcript's file, this seat's stderr file and those of every other seat open in this referee
    process are hidden from the player (where the machine allows: `sandbox.Containment.mount`).
    Raises:
        UsageError: the program is not found or not executable, or `cwd` is not a directory, or
            `limits.run_as` is set but the referee is not root or has no working setpriv.
        RefereeError: the process could not be started for another reason.

    `move`, `defend`, `decide` and `notify` raise `referee.errors.PlayerFault` kinds; the engine ejects the
    player.
    """

    def __init__(
        self,
        name: str,
        command: list[str],
        *,
        version: int,
        limits: Limits,
        cwd: str | None = None,
        transcript: Transcript | None = None,
        stderr_path: str | None = None,
        env_extra: dict | None = None,
        containment: sandbox.Containment | None = None,
    ) -> None:
        if not is_version(version):
            raise ValueError(f"unknown protocol version {version!r}: expected {spoken()}")
        if not command or not all(isinstance(arg, str) for arg in command):
            raise UsageError(
                f"player {name}: the command must be a non-empty list of strings, got {command!r}"
            )
        self.name = name
        self.command = list(command)
        self.version = version
        self.limits = limits
        self.cwd = cwd
        self.transcript = transcript
        self.stderr_path = stderr_path
        self.env_extra = dict(env_extra or {})
        self.containment = containment if containment is not None else sandbox.detect()
        self.last_reply_text: str | None = None
        self.mover: str | None = None
        """Name of the player whose turn it is, as this seat last learned it (its own `move`, a `moved`,
        an `attacked`): the NAME of a v4 `(decide NAME ...)`."""
        self.last_sent: str | None = None
        """Wire text of the last message written whole to the player (None before the first)."""
        self._written = 0
        """Bytes written to the player's stdin so far."""
        self._since_reply: list[_Sent] = []
        """The messages written whole since the player's last reply, the one it answered first (all of them
        before its first reply): what output while waiting can have followed."""
        self.returncode: int | None = None
        self.exited_on_its_own: bool = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._jail: sandbox.Jail | None = None
        self._reader: _Reader | None = None
        self._stdin_fd = -1
        self._stderr: _StderrDrain | None = None
        self._private_devices: set[int] = set()
        """The st_dev of the player's private /tmp and /dev/shm (`_note_private_devices`)."""
        self._home: str | None = None
        self._replied = False
        self._launched = 0.0
        """Monotonic time the player process was started."""
        self._closed = False
        self._close_lock = threading.Lock()
        self._reply_count = 0
        self._reply_sum = 0.0
        self._reply_max = 0.0
        self._poll_out: select.poll | None = None
        self._pidfd: int | None = None
        self._launcher_holds_stdout = False
        self._stdout_holder: str | None = None
        """The /proc link of the descriptor of the player's process last found holding its stdout pipe
        (`_player_holds_stdout`)."""
        self._pidfd_poll = select.poll()
        self._watch = select.poll()
        """Its stdout (POLLIN), and where the kernel gives one its memory cgroup's notice
        (`sandbox.Jail.memory_alert`): what `_check_waiting` asks before every message."""
        self._alert_fd = -1
        self._memory_alert = False
        """True once the kernel has given notice that the player reached its memory limit (or where it gives
        none): its memory cgroup is then read before every message (`_check_waiting`)."""
        self.start()

    # ---- life cycle ---------------------------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        """Process id of the started process (the player, or with a PID namespace its ``unshare``)."""
        return None if self._proc is None else self._proc.pid

    @property
    def kill_set(self) -> str | None:
        """How this player's processes are all found and killed (see `referee.seats.sandbox.Containment`)."""
        return None if self._jail is None else self._jail.kill_set

    def start(self) -> None:
        """Start the player process (idempotent; the constructor already calls it).

        Raises UsageError if the program is not found or not executable, RefereeError for another failure.
        """
        if self._proc is not None or self._closed:
            return
        if self.cwd is not None and not os.path.isdir(self.cwd):
            raise UsageError(f"player {self.name}: working directory {self.cwd!r} is not a directory")
        problem = find_program(self.command, self.cwd)
        if problem is not None:
            raise UsageError(f"player {self.name}: {problem}")
        user = self.limits.run_as_ids()
        if user is not None:
            if os.geteuid() != 0:
                raise UsageError(
                    f"player {self.name}: running players as user {self.limits.run_as!r} needs the referee "
                    "to run as root"
                )
            if self.containment.setpriv is None:
                raise UsageError(
                    f"player {self.name}: running players as user {self.limits.run_as!r} needs util-linux "
                    "setpriv, which is missing or does not work here"
                )
        try:
            stderr_file = _open_private(self.stderr_path) if self.stderr_path is not None else None
        except OSError as error:
            self._closed = True
            raise RefereeError(f"player {self.name}: cannot write its stderr file: {error}") from error
        _sweep_stale_homes()
        hide = _secrets.enter(self, [self.stderr_path, _transcript_path(self.transcript)])
        cwd = os.path.abspath(self.cwd or os.getcwd())
        files, dirs = _tournament_secrets(cwd, self._program_dirs(cwd))
        plan = sandbox.plan_mounts(
            self.containment,
            hide=[*hide, *files],
            hide_dirs=dirs,
            needed=self._needed_paths(cwd),
            writable=[w for w in os.environ.get(sandbox.WRITABLE_ENV, "").split(":") if w],
        )
        home = plan.home if self.containment.pid_namespace is not None else None
        if home is None:
            # No private /tmp in a namespace of its own: a fresh private directory of the host instead.
            self._home = home = tempfile.mkdtemp(prefix=f"{_HOME_PREFIX}{sandbox.owner_tag()}-{self.name}-")
            if user is not None:
                os.chown(home, *user)
        env = {
            "PATH": os.environ.get("PATH", os.defpath),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "HOME": home,
            "TMPDIR": home,
        }
        env.update({str(key): str(value) for key, value in self.env_extra.items()})
        limits = self.limits
        self._jail = sandbox.Jail(
            self.containment,
            sandbox.ResourceLimits(
                cpu_seconds=int(limits.cpu_seconds),
                data_bytes=int(limits.data_bytes),
                file_bytes=int(limits.file_bytes),
                open_files=int(limits.open_files),
            ),
            int(limits.max_processes),
            int(limits.memory_bytes),
        )
        self._launched = time.monotonic()
        try:
            self._proc = subprocess.Popen(
                self._jail.command(
                    self.command,
                    user=user,
                    plan=plan,
                    stderr=sandbox.StderrSink(int(limits.stderr_bytes), _TAIL_BYTES),
                ),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=self.cwd,
                env=env,
                close_fds=True,
                start_new_session=True,
                preexec_fn=self._jail.preexec,
            )
        except OSError as error:
            self._jail.release()
            _secrets.leave(self)
            if self._home is not None:
                _remove_tree(self._home)
            if stderr_file is not None:
                stderr_file.close()
            self._closed = True
            if error.errno in (errno.ENOENT, errno.EACCES, errno.ENOEXEC, errno.ETXTBSY):
                # Without a launcher the program itself is exec'd here (changed since `find_program`?).
                reason = _exec_reason(self.command[0], self.cwd, error.strerror or str(error))
                problem = f"could not start {self.command[0]}: {reason}"
                raise UsageError(f"player {self.name}: {problem}") from error
            raise RefereeError(f"player {self.name}: cannot start {self.command!r}: {error}") from error
        self._jail.started(self._proc.pid)
        self._launcher_holds_stdout = self._jail.namespaced
        try:
            self._pidfd = os.pidfd_open(self._proc.pid)
            self._pidfd_poll.register(self._pidfd, select.POLLIN)
        except (AttributeError, OSError):  # Linux before 5.3
            self._pidfd = None
        assert (
            self._proc.stdin is not None and self._proc.stdout is not None and self._proc.stderr is not None
        )
        self._stdin_fd = self._proc.stdin.fileno()
        os.set_blocking(self._stdin_fd, False)
        self._poll_out = select.poll()
        self._poll_out.register(self._stdin_fd, select.POLLOUT)
        self._reader = _Reader(self._proc.stdout.fileno(), int(limits.max_reply_bytes))
        self._watch.register(self._reader.fd, select.POLLIN)
        alert = self._jail.memory_alert
        if alert is not None:
            self._watch.register(*alert)
            self._alert_fd = alert[0]
        # Without the kernel's notice, its memory cgroup is read before every message.
        self._memory_alert = alert is None and self._jail.memory_bytes is not None
        self._stderr = _StderrDrain(
            self._proc.stderr.fileno(), int(limits.stderr_bytes), stderr_file, self.name
        )

    def _program_dirs(self, cwd: str) -> list[str]:
        """The directories of the player's program and of every argument naming an existing file."""
        out = []
        for word in self.command:
            if os.sep not in word:
                continue
            path = os.path.join(cwd, word)
            if os.path.exists(path):
                out.append(os.path.dirname(os.path.abspath(path)) if not os.path.isdir(path) else path)
        return out

    def _needed_paths(self, cwd: str) -> list[str]:
        """Every path the player must still reach in its mount namespace (those under /tmp are shown again
        over its private /tmp): its working directory, its program and the files its arguments name, the
        directories on PATH and PYTHONPATH, and the referee's installation (the reference players run from
        it with this interpreter)."""
        found = shutil.which(self.command[0]) if os.sep not in self.command[0] else None
        extra = [str(value) for key, value in self.env_extra.items() if key.endswith("PATH")]
        paths = [
            cwd,
            *self._program_dirs(cwd),
            *([os.path.dirname(found)] if found else []),
            *os.environ.get("PATH", "").split(":"),
            *(part for value in extra for part in value.split(":")),
            sys.prefix,
            sys.base_prefix,
            sys.exec_prefix,
            os.path.dirname(os.path.abspath(sys.executable)),
            str(Path(sandbox.__file__).resolve().parent.parent),
        ]
        return [os.path.abspath(path) for path in paths if path]

    def close(self, *, kill: bool = False) -> None:
        """End the player: close its stdin, allow `Limits.exit_grace` s for it to exit (none if `kill`: an
        ejected player is killed at once), then kill it and every process it started (even ones that left
        its session), reap it, stop the stderr drain and remove its private directory and cgroups.
        Idempotent; never raises for what the player does.

        Afterwards `returncode` is the exit status (negative: killed by that signal) and `exited_on_its_own`
        says whether it exited within the grace time.
        """
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
            proc = self._proc
            if proc is None:
                return
            if proc.stdin is not None:
                try:
                    proc.stdin.close()
                except OSError:
                    pass
            grace = 0.0 if kill else self.limits.exit_grace
            try:
                # A stop signal (Ctrl-C, SIGTERM, SIGHUP: an exception raised here) may cut the grace
                # short, never the kill: the seat is already marked closed, nothing would retry it.
                self.exited_on_its_own = self._wait_exit(grace) is not None
            finally:
                with _stop_signals_blocked():
                    self._end(proc)

    def _end(self, proc: subprocess.Popen[bytes]) -> None:
        """Kill every process of the player, reap it, stop the stderr drain, remove what it was given."""
        assert self._jail is not None
        self._jail.kill_all()
        try:
            self.returncode = proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.returncode = None
        if self._stderr is not None:
            self._stderr.finish(2.0)
        if proc.stdout is not None:
            proc.stdout.close()
        if proc.stderr is not None:
            proc.stderr.close()
        if not self.containment.minimal_dev:
            # It could reach the host's loop devices: none it attached outlives its game.
            home = None if self.containment.read_only is not None else self._home
            sandbox.detach_loops(self._private_devices, home)
        self._jail.release()
        _secrets.leave(self)
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None
        if self._home is not None:
            _remove_tree(self._home)

    def __enter__(self) -> SubprocessSeat:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"SubprocessSeat({self.name!r}, {self.command!r}, pid={self.pid})"

    # ---- the Seat interface -------------------------------------------------------------------------

    def move(self, state: State) -> Play:
        """Send ``(move state)`` and return the play the player answers (not yet judged legal).

        Raises the PlayerFault kinds: OutputWhileWaiting, WriteTimeout, ReplyTimeout, ReplyTooLarge,
        PlayerCrashed, ProtocolViolation (not a play of this protocol version).
        """
        # The view's first player is the one whose turn it is: another than this seat's in a possessed turn.
        self.mover = state.players[0] if state.players else self.name
        text = protocol.to_wire(Move(state))
        reply = self._ask(text)
        try:
            return protocol.parse_play(reply, self.version)
        except ProtocolError as error:
            raise ProtocolViolation(error.message, text=self._shown_reply(reply), state=text) from None

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """Send ``(attacked (act CARD) attacker state)`` and return the defense answered (not yet judged).

        Raises the same PlayerFault kinds as `move` (ProtocolViolation if the reply is not a defense).
        """
        self.mover = attacker
        text = protocol.to_wire(Attacked(Act(Card(card)), attacker, state))
        reply = self._ask(text)
        try:
            return protocol.parse_defense(reply, self.version)
        except ProtocolError as error:
            raise ProtocolViolation(error.message, text=self._shown_reply(reply), state=text) from None

    def decide(self, decision: Decision, state: State, mover: str | None = None) -> tuple[Option, ...]:
        """v4: send ``(decide NAME QUESTION state)`` for `decision` and return the options of the
        ``(choose OPTION ...)`` answered, in order (not yet judged: `referee.rules.legality.check_answer`).

        NAME is `mover` if given, else the player whose turn this seat last learned of (`mover`), else the
        decider. The question is `referee.rules.decisions.question(decision)`. Same time, size and framing
        limits as `move`. Raises the same PlayerFault kinds; ProtocolViolation if the reply is not one
        ``(choose ...)`` (its message says what was expected, and which decision it answered).
        """
        name = mover or self.mover or decision.player
        text = protocol.to_wire(Decide(name, question(decision), state))
        reply = self._ask(text)
        try:
            return protocol.parse_answer(reply, self.version).options
        except ProtocolError as error:
            message = f"{error.message} [answering the {decision.card} decision: {decision.prompt}]"
            raise ProtocolViolation(message, text=self._shown_reply(reply), state=text) from None

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Send ``(moved ...)``, ``(defended ...)`` or (v4) ``(happened ...)``; no reply is expected.

        Raises OutputWhileWaiting (it wrote while waiting), WriteTimeout, PlayerCrashed (its stdin is closed).
        """
        if type(notification) is Moved:
            self.mover = notification.name
        self._check_waiting()
        told = _last_told[0]
        if told[0] is notification:
            text = told[1]
        else:
            text = protocol.to_wire(notification)
            _last_told[0] = (notification, text)
        self._send(text, None)

    def reply_stats(self) -> ReplyStats:
        """Count, mean and max of the player's reply times so far, in seconds (from the end of writing the
        notification to the end of reading the reply)."""
        count = self._reply_count
        return ReplyStats(count, self._reply_sum / count if count else 0.0, self._reply_max)

    def stderr_tail(self, lines: int = 10) -> str:
        """The last `lines` lines the player wrote to stderr ("" if none), decoded leniently.

        A line of our launcher chain saying it could not start the program (``setpriv: failed to execute
        ./bot: No such file or directory``) is given as ``could not start ./bot: REASON``, the reason being
        what `find_program` finds wrong now (a bad ``#!`` line, a deleted file) if anything."""
        if self._stderr is None:
            return ""
        tail = self._stderr.tail(lines)
        if not _LAUNCHER_FAILURE.search(tail):
            return tail
        return "\n".join(
            _launcher_failure(line, self.command[0], self.cwd) or line for line in tail.split("\n")
        )

    def check_silence(self, seconds: float) -> str | None:
        """Wait up to `seconds` s and return the non-blank text the player wrote meanwhile (None if it stayed
        silent or closed its stdout). Ejects nothing, raises nothing; the text read is consumed."""
        reader = self._reader
        if reader is None or self._closed:
            return None
        deadline = time.monotonic() + seconds
        poller = select.poll()
        poller.register(reader.fd, select.POLLIN)
        while True:
            if reader.poll_pending():
                return self._pending_text()
            left = deadline - time.monotonic()
            if left <= 0 or reader.at_eof:
                return None
            poller.poll(max(1, math.ceil(left * 1000)))

    # ---- wire ---------------------------------------------------------------------------------------

    def _ask(self, text: str) -> str:
        """Send a notification that needs an answer and read the answer datum, within the limits."""
        self._check_waiting()
        assert self._reader is not None
        self._reader.mark()  # nothing is pending: what arrives from now on is the reply
        self._send(text, text)
        sent = time.monotonic()
        first = not self._replied
        limit = self.limits.first_reply_timeout if first else self.limits.reply_timeout
        try:
            reply = self._read_reply(sent, limit, first, text)
        except PlayerFault as fault:
            # What it did send (bad bytes, part of a datum, the head of a huge one) belongs in the record.
            if fault.text is not None and self.transcript is not None:
                self.transcript.record("from", self.name, fault.text)
            memory = self._memory_exceeded()
            if memory is not None and "used more than" not in fault.message:
                # The cause, not its symptom (a timeout because a child it waited for was killed, ...).
                raise PlayerCrashed(memory, text=fault.text, state=fault.state) from None
            raise
        elapsed = time.monotonic() - sent
        if first and not self.containment.minimal_dev:
            self._note_private_devices()
        self._replied = True
        self._since_reply[:-1] = []  # the message it answered, the last one sent
        self._reply_count += 1
        self._reply_sum += elapsed
        if elapsed > self._reply_max:
            self._reply_max = elapsed
        self.last_reply_text = reply
        if self.transcript is not None:
            self.transcript.record("from", self.name, reply)
        return reply

    def _note_private_devices(self) -> None:
        """Where the player can reach the host's loop devices (no /dev of its own), note the file systems
        of its private /tmp and /dev/shm while its namespace surely lives (at its first reply), so that a
        loop device it attached to a file of them is detached at the end (`_end`)."""
        if self.pid is None:
            return
        own = os.stat("/proc/self/ns/pid").st_ino
        for pid in sandbox.descendants(self.pid):
            if _pid_namespace(pid) not in (own, None):
                self._private_devices = sandbox.private_devices(pid)
                return

    def _shown_reply(self, reply: str) -> str:
        """The text to show for a reply that is not a message: for a bare word (or any datum that is not a
        list), the rest of its line as far as it has arrived (``got a move, hand is coming`` rather than
        ``got``: debugging output, whose words the framing reads as separate datums); else the reply."""
        if reply.startswith("(") or self._reader is None:
            return reply
        return self._reader.line_of(reply)

    def _send(self, text: str, state: str | None) -> None:
        """Write one line (text + newline) to the player's stdin within `Limits.write_timeout`; on
        success it is `last_sent`."""
        seq = None if self.transcript is None else self.transcript.record("to", self.name, text)
        data = (text + "\n").encode()
        fd = self._stdin_fd
        try:
            try:
                written = os.write(fd, data)
            except BlockingIOError:
                written = 0
            if written == len(data):
                self._sent(text, len(data), seq)
                return
            view = memoryview(data)[written:]
            deadline = time.monotonic() + self.limits.write_timeout
            assert self._poll_out is not None
            while view:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise WriteTimeout(
                        f"did not read its input for {_seconds(self.limits.write_timeout)} "
                        f"(its stdin stayed full with {len(view)} bytes of a message still to write)",
                        state=state,
                    )
                self._poll_out.poll(max(1, math.ceil(left * 1000)))
                try:
                    view = view[os.write(fd, view) :]
                except BlockingIOError:
                    continue
            self._sent(text, len(data), seq)
        except BrokenPipeError:
            raise PlayerCrashed(self._crash_description("closed its stdin"), state=state) from None

    def _sent(self, text: str, size: int, seq: int | None) -> None:
        """Note that message `text` (`size` bytes with its newline; transcript record `seq`) was written
        whole: it is `last_sent`, and one of `_since_reply`."""
        self.last_sent = text
        self._written += size
        self._since_reply.append(_Sent(text, seq, self._written))

    def _read_reply(self, sent: float, limit: float, first: bool, state: str) -> str:
        """Read the reply to `state` (sent at monotonic time `sent`) within `limit` s of the time the player
        could run: the deadline moves on by the time the machine starved its processes of a CPU
        (`starved_time`), up to `Limits.wall_cap` times `limit` after `sent`.

        Raises the PlayerFault kinds (ReplyTimeout once the player could run for `limit` s), and
        MachineBusy at the cap (the player could not run for its limit: the machine's fault)."""
        reader = self._reader
        assert reader is not None
        deadline = sent + limit
        cap = sent + limit * self.limits.wall_cap
        # What the player's processes had of the CPU, read once the first slice passed without a reply (a
        # reply in time, nearly every one, costs no walk of /proc); for the first reply, since they started
        # (new processes: they had none before). What they had since tells, at the deadline, how long the
        # machine starved them (the deadline moves on by that) and a computing program from an idle one.
        cpu_before: tuple[float, float] | None = (0.0, 0.0) if first else None
        since = self._launched
        while True:
            try:
                return reader.read_datum(min(deadline, time.monotonic() + _SLICE))
            except ReadTimeout as timeout:
                if cpu_before is None and self._jail is not None:
                    cpu_before, since = self._jail.cpu_times(), time.monotonic()
                if self._wait_exit(0) is not None:
                    # Exited, but a child of it may hold the pipe open: a reply already written still counts.
                    try:
                        return reader.read_datum(time.monotonic() + 0.05)
                    except (ReadTimeout, EndOfStream, ProtocolError):
                        pass
                    raise PlayerCrashed(
                        self._crash_description("stopped before replying", timeout.partial),
                        text=_text_of(timeout.partial),
                        state=state,
                    ) from None
                if self._launcher_holds_stdout and not self._player_holds_stdout():
                    raise PlayerCrashed(
                        self._crash_description("closed its stdout", timeout.partial),
                        text=_text_of(timeout.partial),
                        state=state,
                    ) from None
                now = time.monotonic()
                if now < deadline:
                    continue
                cpu_after = self._jail.cpu_times() if self._jail is not None else None
                used = share = 0.0
                if cpu_before is not None and cpu_after is not None and now > since:
                    used = max(0.0, cpu_after[0] - cpu_before[0])  # a process gone takes its time
                    waited = max(0.0, cpu_after[1] - cpu_before[1])
                    share = starved_time(used, waited, now - since, _cores()) / (now - since)
                elapsed = now - sent
                starved = share * elapsed  # the part of the window not observed starved as the rest
                if elapsed - starved < limit:  # it has not yet had its limit of time it could run
                    if now < cap:
                        # The earliest it can have had its limit: if the machine starves it no more (at
                        # least `_STEP` on, so that a nearly spent window costs few walks of /proc).
                        deadline = min(cap, now + max(limit - (elapsed - starved), _STEP))
                        continue
                    raise MachineBusy(
                        f"{self.name} could not run for its {_seconds(limit)} limit: no reply after "
                        f"{elapsed:.1f} s, the hard cap ({self.limits.wall_cap:g} times the limit), of which "
                        f"its processes waited {starved:.1f} s for a CPU the machine gave to others (it used "
                        f"{used:.1f} s of CPU); {machine_load()}",
                        player=self.name,
                    ) from None
                got = f"; received so far: {show(timeout.partial)}" if timeout.partial else ""
                busy = used >= COMPUTING_SHARE * (elapsed - starved)  # of the time it could run
                if busy:
                    got += f"; {computing(used, starved, elapsed, first=first)}"
                else:
                    silent = reader.received == 0
                    got += f"; {idle(used, starved, elapsed, self.command, self.cwd, silent=silent)}"
                which = "first reply (the start-up limit)" if first else "reply"
                raise ReplyTimeout(
                    f"no {which} within {_seconds(limit)}{got}",
                    text=_text_of(timeout.partial),
                    state=state,
                ) from None
            except EndOfStream:
                raise PlayerCrashed(self._crash_description("closed its stdout"), state=state) from None
            except TruncatedDatum as error:
                raise PlayerCrashed(
                    self._crash_description("closed its stdout", error.text),
                    text=error.text,
                    state=state,
                ) from None
            except DatumTooLarge as error:
                raise ReplyTooLarge(
                    f"reply over the limit of {self.limits.max_reply_bytes} bytes: {error.message}",
                    text=error.text,
                    state=state,
                ) from None
            except ProtocolError as error:
                raise ProtocolViolation(error.message, text=error.text, state=state) from None

    def _player_holds_stdout(self) -> bool:
        """True if a process of the player (not its launcher) still has the write end of its stdout pipe
        open. Needed only with a PID namespace, where the ``unshare`` process keeps a copy, so the referee
        would never see end of file when the player closes its stdout."""
        reader = self._reader
        if reader is None or self.pid is None:
            return False
        try:
            pipe = f"pipe:[{os.fstat(reader.fd).st_ino}]"
        except OSError:
            return False
        holder = self._stdout_holder
        if holder is not None:
            # Where it was found last time, nearly always still there: one read of /proc, not a walk of
            # every process and descriptor at every slice of a slow reply. Only the player's processes and
            # the launcher ever hold this pipe, and the launcher's pid is never another's while it runs.
            try:
                if os.readlink(holder) == pipe:
                    return True
            except OSError:
                pass
            self._stdout_holder = None
        found = self._player_pids()
        if not found:
            # ``unshare`` has not started the player yet (a slow start on a loaded machine), or the player is
            # gone, which `_wait_exit` sees: never "closed its stdout".
            return True
        for pid in found:
            try:
                fds = os.listdir(f"/proc/{pid}/fd")
            except FileNotFoundError:
                continue
            except OSError:
                return True  # unreadable in the middle of an exec of the launcher chain: cannot tell
            for fd in fds:
                link = f"/proc/{pid}/fd/{fd}"
                try:
                    if os.readlink(link) == pipe:
                        self._stdout_holder = link
                        return True
                except OSError:
                    continue
        return False

    def _player_pids(self) -> list[int]:
        """The processes of the player in its PID namespace: not its launcher, nor the stderr sink (a child
        of the launcher). [] without a namespace, or when none is left (or none started yet)."""
        if self.pid is None:
            return []
        own = os.stat("/proc/self/ns/pid").st_ino
        return [pid for pid in sandbox.descendants(self.pid) if _pid_namespace(pid) != own]

    def _check_waiting(self) -> None:
        """Raise OutputWhileWaiting if the player wrote anything but blank space since its last reply;
        PlayerCrashed if a process of it was killed at its memory limit (read once the kernel gave notice,
        `sandbox.Jail.memory_alert`), or if the seat is already closed (nothing more can be sent)."""
        if self._closed or self._proc is None:
            raise PlayerCrashed(f"{self.name} was already ended by the referee")
        # One system call for both questions: has it written anything, and has it reached its memory limit?
        ready = self._watch.poll(0)
        if ready and not self._memory_alert:
            self._memory_alert = any(fd == self._alert_fd for fd, _ in ready)
        if self._memory_alert:
            # Read from the kernel's first notice on (the kill comes after it), before every message.
            memory = self._memory_exceeded()
            if memory is not None:
                # A process of it (maybe a child, while the player goes on) was killed at the memory limit.
                raise PlayerCrashed(memory, state=self.last_sent if self.last_sent is not None else "")
        reader = self._reader
        if reader is not None and (ready or reader.holding) and reader.poll_pending():
            text = self._pending_text()
            if self.transcript is not None:
                self.transcript.record("from", self.name, text)
            # The state is what the player had last been sent (never the message about to be sent, which
            # it did not get); "" if it had been sent nothing yet.
            raise OutputWhileWaiting(
                self._waiting_message(text),
                text=text,
                state=self.last_sent if self.last_sent is not None else "",
            )

    def _waiting_message(self, text: str) -> str:
        """The message of output while waiting (`text`): the messages it can have followed, those it had
        read since its last reply (the one it answered first; `_since_reply`, less what is still unread in
        its stdin pipe), each with its transcript record; then which messages of its protocol version ask
        for a reply (its `ProtocolVersion.asking`). The referee cannot tell which the output answers: it names
        them all (docs/sandbox.md, "Output while waiting")."""
        asking = VERSIONS[self.version].asking
        rule = (
            f"only {_listed([f'({name} ...)' for name in asking])} "
            f"{'asks' if len(asking) == 1 else 'ask'} for a reply, one reply each: write nothing after any "
            "other message"
        )
        shown = show(text) or "(a comment)"
        if self.last_sent is None:
            return f"unexpected output before it was sent anything: {shown}; {rule}"
        read = self._written - _unread(self._stdin_fd)
        followed = [sent for sent in self._since_reply if sent.end <= read]
        if not followed:
            return f"unexpected output while waiting, before it had read any message: {shown}; {rule}"
        named = [
            # After a reply, the first of `_since_reply` is the message it answered.
            ("its reply to " if index == 0 and self._replied else "")
            + show(head(sent.text))
            + ("" if sent.seq is None else f" [record {sent.seq}]")
            for index, sent in enumerate(followed)
        ]
        if len(named) > _FOLLOWED_SHOWN + 1:
            # The output is found at the first message sent after it: what it answers is most likely late.
            named[1 : 1 - _FOLLOWED_SHOWN] = [f"… {len(named) - _FOLLOWED_SHOWN} more …"]
        where = named[0] if len(named) == 1 else f"one of these: {', '.join(named)}"
        return f"unexpected output while waiting: {shown}{OutputWhileWaiting.FOLLOWED}{where}; {rule}"

    def _pending_text(self) -> str:
        """The first datum (or part, or bad bytes) waiting on stdout, as text; consumes it."""
        reader = self._reader
        assert reader is not None
        try:
            return reader.read_datum(time.monotonic())
        except ReadTimeout as timeout:
            return _text_of(timeout.partial) or ""
        except ProtocolError as error:
            return error.text or ""
        except EndOfStream:
            return ""

    # ---- exit status --------------------------------------------------------------------------------

    def _wait_exit(self, timeout: float) -> tuple[int, int] | None:
        """Wait up to `timeout` s for the started process to exit, WITHOUT reaping it (so its pid and
        process group id cannot be reused before the kill). Returns (si_code, si_status) or None."""
        proc = self._proc
        if proc is None:
            return None
        if proc.returncode is not None:
            rc = proc.returncode
            return (os.CLD_KILLED, -rc) if rc < 0 else (os.CLD_EXITED, rc)
        deadline = time.monotonic() + timeout
        delay = 0.001
        while True:
            try:
                info = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return None
            if info is not None and info.si_pid == proc.pid:
                return info.si_code, info.si_status
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if self._pidfd is not None:
                # Readable when the process ends: no polling delay at the end of every game.
                self._pidfd_poll.poll(max(1, math.ceil(left * 1000)))
            else:
                time.sleep(min(delay, left))
                delay = min(delay * 2, 0.05)

    def _memory_exceeded(self) -> str | None:
        """If the kernel killed a process of the player at its memory limit (`Limits.memory_bytes`), the
        reason in words: ``used more than 128 MiB of memory ...``; else None."""
        jail = self._jail
        if jail is None or jail.memory_bytes is None or not jail.memory_exceeded():
            return None
        return (
            f"used more than {jail.memory_bytes / 1024**2:g} MiB of memory (the limit of all its processes "
            "together, shared memory and files in /tmp and /dev/shm included): the kernel killed a process "
            "of it"
        )

    def _crash_description(self, what: str, partial: str | bytes | None = None) -> str:
        """How the player ended, found when `what` (``closed its stdout``, ``closed its stdin``, ...), in the
        same words whichever the referee found first (one crash, one message; docs/sandbox.md, "Crashes"):
        ``it exited with status 1``, ``it was killed by SIGSEGV (segmentation fault)``, the memory limit,
        or ``closed its stdout while still running``; `partial` is the part of a reply it had written.
        Then the line of its stderr that states its error (`referee.seats.crashes.error_line`), else its last
        stderr line (`referee.seats.crashes.last_line`)."""
        detail = f" in the middle of a reply (received so far: {show(partial)})" if partial else ""
        memory = self._memory_exceeded()
        if memory is not None:
            return f"it {memory}{detail}"
        status = self._exit_status()
        if status is None:
            how = f"{what}{detail} while still running"
        else:
            namespaced = self._jail is not None and self._jail.namespaced
            how = f"it {_exit_words(*status, namespaced=namespaced)}{detail}"
        if self._stderr is None:
            return how
        if status is not None:
            self._stderr.wait_eof(0.2)  # its last words, if no child of it holds stderr open
        last = self._stderr.tail(1)
        failure = _launcher_failure(last, self.command[0], self.cwd)
        if failure is not None and status in ((os.CLD_EXITED, 126), (os.CLD_EXITED, 127)):
            return failure  # the program never ran: the launcher could not exec it
        if failure is not None:
            return f"{how}; its last stderr line: {show(failure, 120)}"
        if (
            status == (os.CLD_EXITED, 1)
            and self._jail is not None
            and self._jail.namespaced
            and last.startswith(_UNSHARE_SIGKILL)
        ):
            # util-linux unshare cannot re-raise SIGKILL and says so; the player (PID 1 of its namespace,
            # which ignores SIGXCPU) was killed by SIGKILL: the CPU hard limit, or the memory killer.
            return f"it was killed by SIGKILL (CPU time limit, memory, or killed from outside?){detail}"
        # The whole memory tail (a line is at least one byte): a Java trace's heading may be far above.
        stderr = self._stderr.tail(_TAIL_BYTES)
        error = crashes.error_line(stderr)
        if error is not None:
            return f"{how}{crashes.ERROR_LABEL}{show(error, _ERROR_SHOWN)}"
        last = crashes.last_line(stderr)
        return f"{how}; its last stderr line: {show(last, 120)}" if last else how

    def _exit_status(self) -> tuple[int, int] | None:
        """(si_code, si_status) of a player found with a pipe closed, or None if it still runs: waits up to
        `_EXIT_WAIT` s, and up to `_LAUNCHER_EXIT_WAIT` s more while no process of the player is alive but
        its launcher, which has only the exit to pass on (a loaded machine must not make one crash "exited
        with status 1" in one game and "closed its stdout while still running" in the next)."""
        status = self._wait_exit(_EXIT_WAIT)
        if status is None and self._launcher_holds_stdout and not self._player_alive():
            status = self._wait_exit(_LAUNCHER_EXIT_WAIT)
        return status

    def _player_alive(self) -> bool:
        """True if a process of the player (in its PID namespace, not its launcher) is alive (not a
        zombie)."""
        for pid in self._player_pids():
            try:
                with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
                    state = stat.read().rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):
                continue
            if state not in ("Z", "X"):
                return True
        return False


def _exit_words(code: int, value: int, *, namespaced: bool) -> str:
    """``exited with status 1``, ``was killed by SIGSEGV (segmentation fault)``: a `waitid` (si_code,
    si_status) in words; `namespaced`: the player is PID 1 of its PID namespace (`SEGV_IN_NAMESPACE`)."""
    if code == os.CLD_EXITED:
        return f"exited with status {value}"
    try:
        sig = signal.Signals(value)
    except ValueError:
        return f"was killed by signal {value}"
    hint = SEGV_IN_NAMESPACE if sig == signal.SIGSEGV and namespaced else _SIGNAL_HINTS.get(sig)
    return f"was killed by {sig.name}" + (f" ({hint})" if hint else "")


_STOP_SIGNALS = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}


@contextlib.contextmanager
def _stop_signals_blocked() -> Iterator[None]:
    """Hold back SIGINT, SIGTERM and SIGHUP in this thread while ending a player: Python runs a handler (which
    raises to stop the referee) only between bytecodes of the main thread, and one raised in the middle of
    the kill would leave the player running. A signal that came meanwhile is handled right after."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


_HOME_PREFIX = "dominion-player-"
"""Start of the name of each player's private HOME directory, followed by `sandbox.owner_tag()`."""


@functools.cache
def _sweep_stale_homes() -> None:
    """Once per referee process: remove the private directories (and the jails' directories holding their
    fstab, `sandbox.SCRATCH_PREFIX`) left by referees of this PID namespace that no longer run (killed
    before they could close their seats)."""
    try:
        entries = os.listdir(tempfile.gettempdir())
    except OSError:
        return
    for entry in entries:
        for prefix in (_HOME_PREFIX, sandbox.SCRATCH_PREFIX):
            if entry.startswith(prefix):
                tag = entry[len(prefix) :].split("-", 1)[0]
                if sandbox.owner_gone(tag):
                    _remove_tree(os.path.join(tempfile.gettempdir(), entry))


def _pid_namespace(pid: int) -> int | None:
    """The inode of the PID namespace of process `pid`, or None if it cannot be read (gone, or unreadable
    in the middle of an exec)."""
    try:
        return os.stat(f"/proc/{pid}/ns/pid").st_ino
    except OSError:
        return None


class _Sent(NamedTuple):
    """A message written whole to a player: its wire text, its transcript record (None without a
    transcript) and the count of bytes written to the player's stdin once it was. (A named tuple: one is
    made per message sent, and a tuple is made at C speed.)"""

    text: str
    seq: int | None
    end: int


_FOLLOWED_SHOWN = 6
"""Most messages named in the message of output while waiting: the first, and the last ones."""


def _unread(fd: int) -> int:
    """Bytes written to the pipe `fd` (its write end) that its reader has not read yet (FIONREAD); 0 if it
    cannot be told."""
    try:
        return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]
    except OSError:
        return 0


def _listed(words: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _seconds(value: float) -> str:
    return f"{value:g} s"


def _text_of(partial: bytes) -> str | None:
    return partial.decode("utf-8", errors="backslashreplace") if partial else None


def _remove_tree(path: str) -> None:
    shutil.rmtree(path, ignore_errors=True)


def find_program(argv: Sequence[str], cwd: str | Path | None = None) -> str | None:
    """Return None if `argv[0]` can be started, else a one-line reason (not found on PATH, no such file, a
    directory, not executable, a bad ``#!`` line) for a `UsageError`: ``program './bot' is not executable
    (try: chmod +x ./bot)``.

    A program name without a slash is looked up on PATH (`shutil.which`); a path is taken relative to
    `cwd` (default: the current directory), as `SubprocessSeat` starts it there. A file beginning with
    ``#!`` must name an interpreter that exists and is executable (else the kernel refuses to start it, and
    says only "No such file or directory"); a ``#!`` line ending in a carriage return (Windows line endings)
    is named as such.
    """
    program = argv[0]
    problem = _program_problem(program, cwd)
    return None if problem is None else f"program {program!r} {problem}"


def _program_problem(program: str, cwd: str | Path | None) -> str | None:
    """What keeps `program` from starting, as a phrase following its name, or None (see `find_program`)."""
    if os.sep not in program and (os.altsep is None or os.altsep not in program):
        found = shutil.which(program)
        if found is None:
            here = Path(cwd or ".") / program
            if here.is_file():
                # The shell's rule too: a program in the current directory needs its ./ to be found.
                return f"not found on PATH; to run the file {program} here, write ./{program}"
            return "not found on PATH"
        return _interpreter_problem(Path(found), cwd)
    path = Path(cwd or ".") / program
    if not path.exists():
        return "not found (no such file)"
    if path.is_dir():
        return "is a directory, not a program"
    if not os.access(path, os.X_OK):
        return f"is not executable (try: chmod +x {shlex.quote(program)})"
    return _interpreter_problem(path, cwd)


_CRLF_HINT = "the file has Windows (CRLF) line endings; convert it with dos2unix"


def _interpreter_problem(path: Path, cwd: str | Path | None) -> str | None:
    """What is wrong with the ``#!`` line of the executable file `path` (the interpreter named is missing or
    not executable, or the line ends in a carriage return), as a phrase; None if the file has no ``#!``
    line, cannot be read, or its line is sound. As the kernel does (Linux binfmt_script): the interpreter
    is the first word after ``#!`` (words split by spaces and tabs only, so ``/bin/sh\r`` is a name), a
    relative name is taken from the working directory, and the line ends at the first newline."""
    try:
        with open(path, "rb") as file:
            head = file.read(256)
    except OSError:
        return None
    if not head.startswith(b"#!"):
        return None
    line = head[2:].split(b"\n", 1)[0]
    crlf = line.endswith(b"\r")
    words = line.replace(b"\t", b" ").split(b" ")
    words = [word for word in words if word]
    if not words or words == [b"\r"]:
        return "cannot be started: its #! line names no interpreter" + (f" ({_CRLF_HINT})" if crlf else "")
    name = words[0].decode("utf-8", errors="backslashreplace")
    shown = name.replace("\r", "\\r")
    interpreter = Path(cwd or ".") / name
    if not interpreter.exists():
        if name.endswith("\r"):
            return f"cannot be started: its #! line names {shown}, which does not exist: {_CRLF_HINT}"
        return f"cannot be started: its #! line names {shown}, which does not exist"
    if interpreter.is_dir() or not os.access(interpreter, os.X_OK):
        return f"cannot be started: its #! line names {shown}, which is not an executable program"
    if crlf:
        # /usr/bin/env python3\r: env exists, but looks for "python3\r".
        return f"cannot be started: its #! line ends in a carriage return: {_CRLF_HINT}"
    if interpreter.name == "env" and len(words) > 1 and not words[1].startswith(b"-"):
        wanted = words[1].decode("utf-8", errors="backslashreplace")
        if os.sep not in wanted and shutil.which(wanted) is None:
            return f"cannot be started: its #! line runs {shown} {wanted}, and {wanted} is not found on PATH"
    return None


def _launcher_failure(line: str, program: str, cwd: str | Path | None) -> str | None:
    """If `line` (a stderr line) is our launcher chain saying it could not exec `program` (see
    `_LAUNCHER_FAILURE`), the same in words that do not name our launcher tools: ``could not start ./bot:
    its #! line names /usr/local/bin/python9, which does not exist`` (what `find_program` finds now, else
    the reason the launcher gave). Else None."""
    match = _LAUNCHER_FAILURE.match(line)
    if match is None or not line.startswith(f"{program}: ", match.end()):
        return None
    return f"could not start {program}: {_exec_reason(program, cwd, line[match.end() + len(program) + 2 :])}"


def _exec_reason(program: str, cwd: str | Path | None, error: str) -> str:
    """Why `program` could not be exec'd, `error` being the system's words (``No such file or directory``):
    what `find_program` finds wrong with it now (a bad ``#!`` line, a deleted file), else `error`, with a
    hint for the case a student meets (a program still being written by a compiler)."""
    problem = _program_problem(program, cwd)
    if problem is not None:
        return problem.removeprefix("cannot be started: ")
    error = error.strip()
    if error == os.strerror(errno.ETXTBSY):
        return f"{error} (the file is open for writing: is it still being compiled or copied?)"
    return error


def _open_private(path: str) -> BinaryIO:
    """Open `path` for writing (created or truncated) with mode 0600: a player running as another user
    (`Limits.run_as`) cannot read another player's stderr file."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
    try:
        os.fchmod(fd, 0o600)  # an existing file keeps its mode otherwise
    except OSError:
        pass
    return os.fdopen(fd, "wb")


def _transcript_path(transcript: Transcript | None) -> str | None:
    """The file a transcript writes to, or None (in memory only)."""
    if transcript is None:
        return None
    return None if transcript.path is None else os.fspath(transcript.path)


class _Secrets:
    """The files holding what players must not read, of every seat of this referee process still open:
    transcripts and stderr files. Each player starts with all of those that exist hidden in its mount
    namespace (`sandbox.Jail.command`), so a player never reads the transcript nor the stderr file of a
    player started before it (one started after it is covered only by `Limits.run_as` and mode 0600)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_seat: dict[int, list[str]] = {}

    def enter(self, seat: object, paths: Sequence[str | None]) -> list[str]:
        """Register `seat`'s secret `paths`; return every registered secret file that exists now."""
        mine = [os.path.abspath(path) for path in paths if path is not None]
        with self._lock:
            self._by_seat[id(seat)] = mine
            every = dict.fromkeys(path for paths in self._by_seat.values() for path in paths)
        return [path for path in every if os.path.isfile(path)]

    def leave(self, seat: object) -> None:
        with self._lock:
            self._by_seat.pop(id(seat), None)


_secrets = _Secrets()

_hidden_lock = threading.Lock()
_hidden_files: dict[str, None] = {}
_hidden_dirs: dict[str, None] = {}

_SQLITE_MAGIC = b"SQLite format 3\x00"
_DB_COMPANIONS = ("-journal", "-wal", "-shm", ".lock")
"""Files beside an SQLite database ``FILE``: ``FILE-journal``, ``FILE-wal``, ``FILE-shm`` (SQLite's) and
``FILE.lock`` (the tournament's writer lock)."""


_SCAN_ALL = 500
_DB_SUFFIXES = (".sqlite", ".sqlite3", ".db", ".db3", ".s3db")
"""In a directory of more than `_SCAN_ALL` entries, only files with one of these suffixes are looked at (the
first bytes of every file would take too long at every player's start)."""


def hide_from_players(
    files: Sequence[str | os.PathLike[str]] = (), dirs: Sequence[str | os.PathLike[str]] = ()
) -> None:
    """From now on, hide these files (each with its SQLite companions, `_DB_COMPANIONS`) and directories
    from every player this referee process starts (where files can be hidden). A tournament's game worker
    calls it with the tournament's database and its logs directory (transcripts, stderr files, games in
    flight). Paths that do not exist when a player starts are skipped."""
    with _hidden_lock:
        for path in files:
            base = os.path.abspath(path)
            for name in (base, *(base + suffix for suffix in _DB_COMPANIONS)):
                _hidden_files[name] = None
        for path in dirs:
            _hidden_dirs[os.path.abspath(path)] = None


_HEADERS_MAX = 4096
"""Most files whose header `_is_database` keeps; when full it forgets them all."""

_headers: dict[str, tuple[tuple[int, ...], bool]] = {}
"""Whether a file is an SQLite database, by path, with the identity and version of the file when its
header was read (`_is_database`)."""


def _is_database(path: str, stat: os.stat_result) -> bool:
    """True if the file at `path` (`stat` its status, just taken) begins with the SQLite header. Read once
    per version of the file: again whenever its device, inode, size, modification or change time differ
    from the reading kept (any write changes the change time), so a tournament's players' starts do not
    open every file of the working directory again. Raises OSError if the file cannot be read."""
    key = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
    known = _headers.get(path)
    if known is not None and known[0] == key:
        return known[1]
    if stat.st_size < len(_SQLITE_MAGIC):
        found = False
    else:
        with open(path, "rb") as file:
            found = file.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    if len(_headers) >= _HEADERS_MAX:
        _headers.clear()
    _headers[path] = (key, found)
    return found


def _tournament_secrets(cwd: str, program_dirs: Sequence[str]) -> tuple[list[str], list[str]]:
    """The files and directories to hide from a player besides its game's transcript and stderr files:
    those given to `hide_from_players`, and every SQLite database (found by its header) in its working
    directory and its program's directories, with its companion files and its ``STEM-games`` logs
    directory (`referee.tournament.runner.logs_dir_for`): a student runs ``referee ./my-player`` where the
    tournament database lies. In a directory of more than `_SCAN_ALL` entries, only files named like a
    database (`_DB_SUFFIXES`) are looked at."""
    with _hidden_lock:
        files = list(_hidden_files)
        dirs = list(_hidden_dirs)
    for directory in dict.fromkeys([cwd, *program_dirs]):
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        crowded = len(entries) > _SCAN_ALL
        for entry in entries:
            if crowded and not entry.name.endswith(_DB_SUFFIXES):
                continue
            try:
                if not entry.is_file() or not _is_database(entry.path, entry.stat()):
                    continue
            except OSError:
                continue
            files += [entry.path, *(entry.path + suffix for suffix in _DB_COMPANIONS)]
            stem = os.path.splitext(entry.path)[0]
            dirs.append(stem + "-games")
    files = [path for path in dict.fromkeys(files) if os.path.isfile(path)]
    dirs = [path for path in dict.fromkeys(dirs) if os.path.isdir(path)]
    return files, dirs
