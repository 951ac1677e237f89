"""Containment of player processes: resource limits, and making sure no process of a player outlives it.

docs/sandbox.md, "Containment": each player runs in its own session with resource limits on
CPU time, memory, processes and file size, and "no player process, or any child it forks, outlives its game".
A process-group kill is not enough for that: a child that calls ``setsid`` (after a double fork) leaves the
group. So each player also gets a *kill set* that it cannot leave, the best this machine offers:

1. a cgroup v2 (``cgroup.kill`` empties it in one write, ``cgroup.events`` says when it is empty);
2. else a cgroup v1 of the ``pids`` hierarchy (every member is killed until the group is empty);
3. else a PID namespace (util-linux ``unshare --pid --fork --kill-child``, with a user namespace when not
   root): the player is its PID 1, and when PID 1 dies the kernel kills every process in the namespace;
4. else (nothing of the above works) only the process group and the descendants still linked to the player
   in ``/proc``: a child that double-forks and calls ``setsid`` can escape. `describe` says so.

The process limit (`Limits.max_processes`) needs a ``pids`` controller (cgroup v1 ``pids`` or a cgroup v2
with ``pids`` enabled). RLIMIT_NPROC is not used: it has no effect for root, and for other users it counts
every process of the user, not of the player. Without a pids controller the process limit is not enforced.

Resource limits are set by util-linux ``prlimit`` between the launcher and the player (so the referee
never needs ``preexec_fn``, which is unsafe in a threaded program), else by a `preexec_fn`. Capabilities
are probed once per referee process (`detect`) by really starting a tiny process in each mechanism; a
tournament's game workers take the runner's findings instead (`adopt`).

Besides the kill set, each player is *isolated* where the machine allows (`Containment.namespaces`,
probed the same way, degrading step by step; `describe` says what is missing): util-linux ``unshare``
gives it its own PID namespace with a private /proc (it sees no other process), mount namespace (where
the cgroup file systems and the files it must not read are covered before it starts), network namespace
(no network), IPC and cgroup namespaces; util-linux ``setpriv`` drops every capability and sets
no_new_privs, and can run it as another user. A uid-0 process without capabilities can still write its
pid into any ``cgroup.procs`` file it reaches (tested), hence the hidden cgroup file systems, and the PID
namespace as a second kill set (the death of its PID 1 kills every process in it).

The file system a player sees (`MountPlan`, made by one script in its new mount namespace): every mount
read-only (one recursive ``mount_setattr`` through perl, else a ``mount -o remount`` per mount point), a
private size-limited tmpfs on ``/tmp`` (its HOME and TMPDIR) and on ``/dev/shm``, the directories of
``/tmp`` it needs shown again read-only, the files and directories it must not read covered. Each player
also gets a cgroup of the ``cpu`` controller (an equal CPU share, whatever its number of processes), and
its launcher's first process the parent-death signal SIGKILL (``setpriv --pdeathsig``), so that a referee
killed by SIGKILL takes every player's PID namespace with it.

Issue 25 added, each probed the same way (docs/sandbox.md, "Memory", "Its own /dev", "Keyrings",
"stderr"): a memory cgroup per player (``memory.max``, else v1 ``memory.limit_in_bytes``), counting shared
memory and tmpfs pages; a /dev of its own (`DEVICES` and its own devpts: no terminal, console, loop or block
device of the host; `detach_loops` where it must keep the host's); a seccomp filter refusing the keyring
system calls (`keyring_filter`, installed by perl); and a stderr sink in the player's cgroups
(`StderrSink`), so that a stderr flood past the cap costs the referee nothing.

Every seat's cgroups are named ``<pid namespace>.<referee pid>-<n>`` under a ``dominion-referee``
directory, so games run by one referee in threads, or by many referee processes (``tournament --jobs``),
never touch each other's; a later referee removes the cgroups (and kills the processes) left by a referee
that was killed (`sweep_stale`).
"""

from __future__ import annotations

import atexit
import fcntl
import itertools
import os
import platform
import resource
import select
import shlex
import shutil
import signal
import struct
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, fields
from pathlib import Path

__all__ = [
    "KILL_SETS",
    "NAMESPACES",
    "SETPRIV_FLAGS",
    "Containment",
    "Jail",
    "MountPlan",
    "ResourceLimits",
    "StderrSink",
    "adopt",
    "describe",
    "descendants",
    "detach_loops",
    "detect",
    "hide_script",
    "owner_gone",
    "owner_tag",
    "plan_mounts",
    "private_devices",
    "probe",
    "sweep_stale",
]

CGROUP_DIR_NAME = "dominion-referee"
"""Name of the directory, in each writable cgroup hierarchy, that holds one cgroup per player."""

PRIVATE_TMP_BYTES = 64 * 1024**2
"""Size of each player's private ``/tmp`` and of its private ``/dev/shm`` (tmpfs), in bytes: what it writes
beyond that fails with ENOSPC. Both vanish with its mount namespace."""

SCRATCH_PREFIX = "dominion-jail-"
"""Start of the name of the directory (in the referee's temporary directory) where a `Jail` writes the fstab
of its player's mount namespace, followed by `owner_tag()`."""

WRITABLE_ENV = "DOMINION_REFEREE_WRITABLE"
"""Environment variable of the referee: directories (separated by ``:``) that every player may write
despite the read-only file system. For tests (their programs leave evidence files there) and debugging;
never set it for untrusted players."""

_counter = itertools.count(1)
_counter_lock = threading.Lock()


def _pid_namespace_id() -> str:
    """An id of this process's PID namespace (pids are only meaningful within one)."""
    try:
        return str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        return "0"


def _namespace_of(pid: int) -> str | None:
    """The id of the PID namespace of process `pid` (as `_pid_namespace_id`), or None if it is gone."""
    try:
        return str(os.stat(f"/proc/{pid}/ns/pid").st_ino)
    except OSError:
        return None


def owner_tag() -> str:
    """``<pid namespace>.<pid>`` of this referee process: names what it leaves in shared places (cgroups,
    private directories) so that a later referee can tell whether the owner still runs (`owner_gone`)."""
    try:
        # The pid as /proc numbers it (it differs from getpid() inside a PID namespace without its own /proc).
        pid = int(os.readlink("/proc/self"))
    except (OSError, ValueError):
        pid = os.getpid()
    return f"{_pid_namespace_id()}.{pid}"


def owner_gone(tag: str) -> bool:
    """True if `tag` (from `owner_tag`) names a referee of this PID namespace that no longer runs. A tag
    of another namespace (a container) is never judged gone: its pid means nothing here."""
    namespace, _, pid = tag.partition(".")
    return namespace == _pid_namespace_id() and pid.isdigit() and not os.path.exists(f"/proc/{pid}")


def _cgroup_name(kind: str = "") -> str:
    """A new name ``<owner tag>-<kind><n>``, unique among all referees on the machine."""
    with _counter_lock:
        number = next(_counter)
    return f"{owner_tag()}-{kind}{number}"


@dataclass(frozen=True, slots=True)
class ResourceLimits:
    """The kernel resource limits of one player process (and every process it starts).

    Fields (each a positive integer):
        cpu_seconds: RLIMIT_CPU, seconds of CPU time (soft; the hard limit is one second more, so the
            player first gets SIGXCPU, then SIGKILL).
        data_bytes: RLIMIT_DATA, bytes of data memory (heap and private writable mappings). Not RLIMIT_AS:
            the Java virtual machine reserves far more address space than it uses and would not start.
        file_bytes: RLIMIT_FSIZE, the largest file the player may write, in bytes.
        open_files: RLIMIT_NOFILE, open file descriptors.
    Core dumps are always off (RLIMIT_CORE 0).
    """

    cpu_seconds: int
    data_bytes: int
    file_bytes: int
    open_files: int

    def pairs(self) -> list[tuple[str, int, int, int]]:
        """(prlimit option, resource constant, soft, hard) for each limit, clamped to what this process may
        set (an ordinary user cannot raise a hard limit above its own)."""
        wanted = [
            ("cpu", resource.RLIMIT_CPU, self.cpu_seconds, self.cpu_seconds + 1),
            ("data", resource.RLIMIT_DATA, self.data_bytes, self.data_bytes),
            ("fsize", resource.RLIMIT_FSIZE, self.file_bytes, self.file_bytes),
            ("nofile", resource.RLIMIT_NOFILE, self.open_files, self.open_files),
            ("core", resource.RLIMIT_CORE, 0, 0),
        ]
        out = []
        for option, constant, soft, hard in wanted:
            _, current_hard = resource.getrlimit(constant)
            if current_hard != resource.RLIM_INFINITY and os.geteuid() != 0:
                hard = min(hard, current_hard)
                soft = min(soft, hard)
            out.append((option, constant, soft, hard))
        return out

    def prlimit_args(self, prlimit: str) -> list[str]:
        """The ``prlimit --cpu=S:H ... --`` command prefix that sets these limits, then execs the rest."""
        return [prlimit, *(f"--{option}={soft}:{hard}" for option, _, soft, hard in self.pairs()), "--"]

    def preexec(self) -> Callable[[], None]:
        """A `subprocess.Popen` ``preexec_fn`` that sets these limits (used only where prlimit is missing)."""
        pairs = [(constant, soft, hard) for _, constant, soft, hard in self.pairs()]

        def apply() -> None:
            for constant, soft, hard in pairs:
                resource.setrlimit(constant, (soft, hard))

        return apply


@dataclass(frozen=True, slots=True)
class Containment:
    """Which containment mechanisms work in this referee process (found by `detect`).

    Fields:
        cgroup_v2: directory under which a cgroup v2 per player is made (has ``cgroup.kill``), or None.
        cgroup_v2_pids: True if those cgroups have the ``pids`` controller (a process limit).
        pids_v1: directory under which a cgroup v1 ``pids`` group per player is made, or None.
        pid_namespace: the util-linux ``unshare`` command prefix (without ``--``) that starts a program as
            PID 1 of new namespaces (`namespaces`), or None. Used for every player, cgroups or not.
        prlimit: path of util-linux ``prlimit`` (sets the resource limits), or None (then a preexec_fn).
        shell: path of ``sh``, used as a launcher that joins the cgroups and execs the rest.
        namespaces: the namespaces each player gets, a subset of `NAMESPACES` in that order (``"user"``
            too when the referee is not root); empty without `pid_namespace`.
        mount: path of util-linux ``mount``, used inside the player's mount namespace to hide files (the
            cgroup file systems, the transcript, stderr files), or None where that cannot be done.
        setpriv: the util-linux ``setpriv`` command prefix (without ``--``) that drops the player's
            privileges (no_new_privs; empty capability bounding, inheritable and ambient sets), or None.
        hidden_mounts: directories covered by an empty read-only tmpfs in each player's mount namespace (the
            cgroup file systems: a uid-0 player without capabilities could still write its pid into a
            ``cgroup.procs`` file and leave its cgroups).
        read_only: the mount points remounted read-only in each player's mount namespace (``/`` first, then
            every other writable mount: ``/proc``, ``/sys``, ``/dev``, ...), where the player also gets a
            private size-limited ``/tmp`` and ``/dev/shm`` (`private_file_system`); None where that cannot
            be done (the file system is then the host's, writable as far as permissions go).
        perl: path of perl where it makes every mount read-only in one system call (`MountPlan.perl`).
        pdeathsig: the util-linux ``setpriv --pdeathsig=KILL`` command prefix (without ``--``) that makes
            the first process of the launcher chain die with the referee (even by SIGKILL), or None.
        cpu_v2: True if the cgroup v2 of each player has the ``cpu`` controller (``cpu.weight``).
        cpu_v1: directory under which a cgroup v1 ``cpu`` group per player is made (``cpu.shares``), or
            None. Either gives each player an equal CPU share, whatever its number of processes.
        memory_v2: True if the cgroup v2 of each player has the ``memory`` controller (``memory.max``,
            ``memory.swap.max`` 0).
        memory_v1: directory under which a cgroup v1 ``memory`` group per player is made
            (``memory.limit_in_bytes``, and ``memory.memsw.limit_in_bytes`` the same: no swap), or None.
            Either limits the memory of all the player's processes together, shared memory and the pages
            of its private tmpfs included (`Jail`'s ``memory_bytes``).
        minimal_dev: True if each player gets a /dev of its own (`MountPlan.minimal_dev`: `DEVICES`, its
            own devpts; nothing else of the host's devices); only with `read_only`.
        keyring_filter: the ``perl -e CODE --`` command prefix (`keyring_filter_command`) that installs a
            seccomp filter refusing add_key, request_key and keyctl (EPERM), then execs the rest, or None
            (no perl, or a machine whose system call numbers are not known here).
        stderr_sink: the ``perl`` command that passes the first bytes of a player's stderr to the referee
            as they come and drops the rest but its last bytes, in the player's cgroups (`StderrSink`), or
            None (no perl: the referee reads and drops it all itself).
    """

    cgroup_v2: Path | None = None
    cgroup_v2_pids: bool = False
    pids_v1: Path | None = None
    pid_namespace: tuple[str, ...] | None = None
    prlimit: str | None = None
    shell: str = "/bin/sh"
    namespaces: tuple[str, ...] = ()
    mount: str | None = None
    setpriv: tuple[str, ...] | None = None
    hidden_mounts: tuple[str, ...] = ()
    read_only: tuple[str, ...] | None = None
    perl: str | None = None
    pdeathsig: tuple[str, ...] | None = None
    cpu_v2: bool = False
    cpu_v1: Path | None = None
    memory_v2: bool = False
    memory_v1: Path | None = None
    minimal_dev: bool = False
    keyring_filter: tuple[str, ...] | None = None
    stderr_sink: tuple[str, ...] | None = None

    @property
    def kill_set(self) -> str:
        """How every process of a player is found and killed: ``"cgroup-v2"``, ``"cgroup-v1-pids"``,
        ``"pid-namespace"`` or ``"process-group"`` (the last can miss a child that double-forked and called
        setsid)."""
        if self.cgroup_v2 is not None:
            return "cgroup-v2"
        if self.pids_v1 is not None:
            return "cgroup-v1-pids"
        if self.pid_namespace is not None and "pid" in self.namespaces:
            return "pid-namespace"
        return "process-group"

    @property
    def cpu_share(self) -> str | None:
        """How each player gets its CPU share: ``"cgroup v2 cpu.weight"``, ``"cgroup v1 cpu.shares"`` or
        None (no share: one player's processes can starve another's)."""
        if self.cgroup_v2 is not None and self.cpu_v2:
            return "cgroup v2 cpu.weight"
        if self.cpu_v1 is not None:
            return "cgroup v1 cpu.shares"
        return None

    @property
    def memory_limit(self) -> str | None:
        """How the memory of all a player's processes together is limited: ``"cgroup v2 memory.max"``,
        ``"cgroup v1 memory.limit_in_bytes"`` or None (only RLIMIT_DATA per process, which counts neither
        shared memory nor tmpfs pages)."""
        if self.cgroup_v2 is not None and self.memory_v2:
            return "cgroup v2 memory.max"
        if self.memory_v1 is not None:
            return "cgroup v1 memory.limit_in_bytes"
        return None

    @property
    def weak(self) -> bool:
        """True for the weakest containment: no namespaces (a player sees and can signal the processes of
        its user, has the network and the host's writable file system) or a process-group kill set (a
        double-forked child can survive). A tournament refuses it unless told ``--allow-weak-sandbox``."""
        return self.pid_namespace is None or self.kill_set == "process-group"

    @property
    def process_limit(self) -> bool:
        """True if `Limits.max_processes` is enforced (a pids controller is available)."""
        return self.pids_v1 is not None or (self.cgroup_v2 is not None and self.cgroup_v2_pids)

    def to_json(self) -> dict[str, object]:
        """This containment as a JSON-ready dict (paths as strings, tuples as lists); `from_json` reads it."""
        out: dict[str, object] = {}
        for field in fields(self):
            value = getattr(self, field.name)
            if isinstance(value, Path):
                value = str(value)
            elif isinstance(value, tuple):
                value = list(value)
            out[field.name] = value
        return out

    @classmethod
    def from_json(cls, data: object) -> Containment:
        """Read what `to_json` wrote.

        Raises:
            ValueError: `data` is not a dict of exactly the fields of a `Containment` with values of their
                types (str or None for paths and programs, a list of strings for the command prefixes).
        """
        names = [field.name for field in fields(cls)]
        if not isinstance(data, dict) or sorted(data) != sorted(names):
            raise ValueError(f"a containment is a dict with the keys {', '.join(names)}, got {data!r}")
        values: dict[str, object] = {}
        for name, value in data.items():
            if name in ("cgroup_v2_pids", "cpu_v2", "memory_v2", "minimal_dev"):
                ok = isinstance(value, bool)
            elif name in _LIST_FIELDS:
                ok = isinstance(value, list) and all(isinstance(word, str) for word in value)
                ok = ok or (value is None and name not in ("namespaces", "hidden_mounts"))
            else:
                ok = isinstance(value, str) or (value is None and name != "shell")
            if not ok:
                raise ValueError(f"containment field {name!r} has a value of the wrong type: {value!r}")
            if isinstance(value, list):
                value = tuple(value)
            elif value is not None and name in ("cgroup_v2", "pids_v1", "cpu_v1", "memory_v1"):
                value = Path(value)
            values[name] = value
        return cls(**values)  # type: ignore[arg-type]


_LIST_FIELDS = (
    "pid_namespace",
    "setpriv",
    "namespaces",
    "hidden_mounts",
    "read_only",
    "pdeathsig",
    "keyring_filter",
    "stderr_sink",
)
"""The `Containment` fields that are tuples of strings (lists in JSON)."""


def describe(containment: Containment | None = None) -> str:
    """One line saying which containment, isolation and limits are in force (for ``referee -v``).

    Example (one line): ``containment: kill set cgroup-v2 (/sys/fs/cgroup/unified/dominion-referee);
    process limit cgroup v1 pids; cpu share cgroup v1 cpu.shares; memory limit cgroup v1 memory.limit_in_bytes
    (all its processes, shared memory and tmpfs included); limits cpu, data, fsize, nofile, core by
    prlimit; own session per player; namespaces pid (private /proc), mount, net (no network), ipc, cgroup;
    file system read-only but a private /tmp and /dev/shm of 64 MiB each (HOME, TMPDIR), gone with the
    player; hidden: cgroup file systems, tournament databases and game logs, transcript, stderr files;
    privileges dropped by setpriv (no_new_privs, no capabilities); players die with the referee
    (parent-death signal, PID namespace)``.
    Whatever is missing is said in capitals (WEAK, NOT ENFORCED, NO ...).
    """
    c = containment if containment is not None else detect()
    where = {
        "cgroup-v2": f" ({c.cgroup_v2})",
        "cgroup-v1-pids": f" ({c.pids_v1})",
        "pid-namespace": " (PID 1 of its namespace; when it dies, the kernel kills the rest)",
        "process-group": " (WEAK: a child that double-forks and calls setsid can survive)",
    }[c.kill_set]
    if c.cgroup_v2 is not None and c.cgroup_v2_pids:
        nproc = "cgroup v2 pids"
    elif c.pids_v1 is not None:
        nproc = "cgroup v1 pids"
    else:
        nproc = "NOT ENFORCED (no writable pids cgroup)"
    how = "prlimit" if c.prlimit else "preexec_fn"
    if c.pid_namespace is None:
        isolation = (
            "NO NAMESPACES (a player sees every process in /proc, can signal those of its user, and has "
            "the network)"
        )
    else:
        labels = {
            "user": "user (an ordinary referee's player is root only inside it)",
            "pid": "pid (private /proc)" if "mount" in c.namespaces else "pid (but the HOST /proc)",
            "net": "net (no network)",
        }
        missing = [name.upper() for name in NAMESPACES if name not in c.namespaces]
        isolation = "namespaces " + ", ".join(labels.get(name, name) for name in c.namespaces)
        if missing:
            isolation += " (NO " + ", ".join(missing) + ")"
    if c.mount is not None:
        hidden = "hidden: cgroup file systems, tournament databases and game logs, transcript, stderr files"
    else:
        hidden = (
            "NOTHING HIDDEN (a player may read the transcript, stderr files, tournament databases and logs)"
        )
    if c.read_only is not None:
        files = (
            f"file system read-only but a private /tmp and /dev/shm of {PRIVATE_TMP_BYTES // 1024**2} MiB "
            "each (HOME, TMPDIR), gone with the player"
        )
        if c.minimal_dev:
            files += f"; a /dev of its own ({', '.join(DEVICES)}, its own pts)"
        else:
            files += "; THE HOST'S /dev (its terminals, console and loop devices, by their permissions)"
    else:
        files = "FILE SYSTEM WRITABLE (as far as the player's user may; HOME and TMPDIR a private directory)"
    cpu = (
        f"cpu share {c.cpu_share}"
        if c.cpu_share
        else "NO CPU SHARE (one player's processes can starve another)"
    )
    memory = (
        f"memory limit {c.memory_limit} (all its processes, shared memory and tmpfs included)"
        if c.memory_limit
        else "MEMORY LIMITED PER PROCESS ONLY (no writable memory cgroup: shared memory is not counted)"
    )
    if c.keyring_filter is not None:
        keyrings = "keyrings refused (seccomp: add_key, request_key, keyctl)"
    else:
        keyrings = "KEYRINGS REACHABLE (no seccomp filter here: a player may read and add keys of its user)"
    if c.setpriv is not None:
        privileges = "privileges dropped by setpriv (no_new_privs, no capabilities)"
    else:
        privileges = "PRIVILEGES NOT DROPPED (no working setpriv)"
    if c.pdeathsig is not None and c.pid_namespace is not None:
        death = "players die with the referee (parent-death signal, PID namespace)"
    elif c.pdeathsig is not None:
        death = "ONLY A PLAYER'S FIRST PROCESS DIES WITH THE REFEREE (no PID namespace)"
    else:
        death = (
            "PLAYERS OUTLIVE A REFEREE KILLED BY SIGKILL until the next referee sweeps "
            "(no setpriv --pdeathsig)"
        )
    return (
        f"containment: kill set {c.kill_set}{where}; process limit {nproc}; {cpu}; {memory}; "
        f"limits cpu, data, fsize, nofile, core by {how}; own session per player; "
        f"{isolation}; {files}; {hidden}; {keyrings}; {privileges}; {death}"
    )


def _mounts() -> list[tuple[str, str, list[str]]]:
    """(mount point, fs type, options) of every mount, from /proc/self/mounts."""
    out = []
    try:
        with open("/proc/self/mounts", encoding="utf-8") as mounts:
            for line in mounts:
                fields = line.split()
                if len(fields) >= 4:
                    point = fields[1].replace("\\040", " ")
                    out.append((point, fields[2], fields[3].split(",")))
    except OSError:
        pass
    return out


def _own_cgroups() -> dict[str, str]:
    """Controllers (``""`` for v2, ``"pids"``, ...) -> this process's cgroup path (/proc/self/cgroup)."""
    out: dict[str, str] = {}
    try:
        with open("/proc/self/cgroup", encoding="utf-8") as cgroups:
            for line in cgroups:
                parts = line.rstrip("\n").split(":", 2)
                if len(parts) == 3:
                    out[parts[1]] = parts[2]
    except OSError:
        pass
    return out


def _probe_join(shell: str, procs_files: Sequence[Path]) -> bool:
    """Start a tiny shell that joins the given cgroups and exits; True if it could."""
    script = " && ".join(f"echo $$ > {shlex.quote(str(path))}" for path in procs_files)
    try:
        done = subprocess.run(
            [shell, "-c", script], stdin=subprocess.DEVNULL, capture_output=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def _make_parent(base: Path) -> Path | None:
    """`base`/dominion-referee, created if needed; None if that is not possible."""
    parent = base / CGROUP_DIR_NAME
    try:
        parent.mkdir(exist_ok=True)
    except OSError:
        return None
    return parent


def sweep_stale(parent: Path) -> list[Path]:
    """Kill the processes of, and remove, every player cgroup under `parent` whose referee process is gone
    (a referee killed by SIGKILL cannot clean up; its players' cgroups are named after its pid, see
    `_cgroup_name`).
    Returns the cgroups removed. Never raises."""
    removed = []
    try:
        entries = list(parent.iterdir())
    except OSError:
        return removed
    for path in entries:
        if not owner_gone(path.name.split("-", 1)[0]) or not path.is_dir():
            continue
        try:
            (path / "cgroup.kill").write_text("1")
        except OSError:
            pass
        for _ in range(100):
            members = _read_pids(path / "cgroup.procs")
            if not members:
                break
            for member in members:
                _kill(member)
            time.sleep(0.002)
        if _remove_cgroup(path, wait=0.5):
            removed.append(path)
    return removed


def _probe_cgroup_v2(shell: str) -> tuple[Path | None, bool]:
    own = _own_cgroups().get("")
    for point, fstype, _ in _mounts():
        if fstype != "cgroup2" or own is None:
            continue
        parent = _make_parent(Path(point) / own.lstrip("/"))
        if parent is None or not (parent / "cgroup.procs").exists():
            continue
        pids = _enable_v2(parent, "pids")
        if _probe_cgroup(parent, "cgroup.kill", shell):
            return parent, pids
    return None, False


def _enable_v2(parent: Path, controller: str) -> bool:
    """Enable `controller` for the cgroups made under the cgroup v2 `parent`; True if it is."""
    try:
        if controller not in (parent / "cgroup.controllers").read_text().split():
            return False
        (parent / "cgroup.subtree_control").write_text(f"+{controller}")
        return True
    except OSError:
        return False


def _probe_cgroup(parent: Path, needed: str, shell: str) -> bool:
    """Whether a cgroup made under `parent` has the control file `needed` (e.g. ``cgroup.kill``) and a real
    process can join it; the probe cgroup is removed again."""
    probe = parent / _cgroup_name("probe")
    try:
        probe.mkdir()
    except OSError:
        return False
    try:
        return (probe / needed).exists() and _probe_join(shell, [probe / "cgroup.procs"])
    finally:
        _remove_cgroup(probe)


def _probe_v1(shell: str, controller: str, needed: str) -> Path | None:
    """The directory under which a cgroup v1 of `controller` (``pids``, ``cpu``) per player can be made and
    joined, with the control file `needed`; None if there is none."""
    own = _own_cgroups()
    for point, fstype, options in _mounts():
        if fstype != "cgroup" or controller not in options:
            continue
        path = next((p for controllers, p in own.items() if controller in controllers.split(",")), "/")
        parent = _make_parent(Path(point) / path.lstrip("/"))
        if parent is None:
            continue
        if _probe_cgroup(parent, needed, shell):
            return parent
    return None


def _probe_pids_v1(shell: str) -> Path | None:
    return _probe_v1(shell, "pids", "pids.max")


def _cgroup_mount_points() -> tuple[str, ...]:
    """The directories to cover in a player's mount namespace so that it reaches no cgroup file system:
    /sys/fs/cgroup (where they usually all are) and every cgroup mount outside it."""
    out = ["/sys/fs/cgroup"] if os.path.isdir("/sys/fs/cgroup") else []
    for point, fstype, _ in _mounts():
        if fstype in ("cgroup", "cgroup2") and not any(
            point == top or point.startswith(top + "/") for top in out
        ):
            out.append(point)
    return tuple(out)


def hide_script(mount: str, directories: Sequence[str], files: Sequence[str]) -> str:
    """The ``sh -c`` script run first in a player's new mount namespace (still with the privileges to
    mount): cover each of `directories` with an empty read-only tmpfs and each of `files` with /dev/null,
    then ``exec "$@"`` (the rest of the launcher). A cover that fails stops the start (status 125, with a
    line on stderr): a player never runs with something it should not see left visible."""
    steps = []
    opts = "ro,nosuid,nodev,noexec,size=0,mode=0555"
    for directory in directories:
        steps.append(f"{shlex.quote(mount)} -t tmpfs -o {opts} dominion-hidden {shlex.quote(directory)}")
    for path in files:
        steps.append(f"{shlex.quote(mount)} --bind /dev/null {shlex.quote(path)}")
    guarded = [
        f"{{ {step} || {{ echo 'referee: cannot hide a file from the player' >&2; exit 125; }}; }}"
        for step in steps
    ]
    # sh sets PWD: the player's environment stays exactly what the referee gives it.
    return " && ".join([*guarded, 'unset PWD OLDPWD && exec "$@"'])


def _isolation_candidates() -> list[tuple[str, ...]]:
    """Namespace sets to try, strongest first (a kernel may lack the cgroup namespace, a container may
    refuse a network namespace, ...)."""
    full = NAMESPACES
    return [full, tuple(n for n in full if n != "cgroup"), ("pid", "mount"), ("pid",)]


def _run_probe(argv: Sequence[str]) -> bytes | None:
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def _probe_isolation(shell: str) -> dict:
    """Find the strongest isolation that really works here, by starting ``sh -c 'echo $$'`` in it: the
    unshare prefix and namespaces, whether files can be hidden (mount), whether privileges can be dropped
    (setpriv). Returns the matching `Containment` fields (all empty when unshare is missing or fails)."""
    none: dict = {
        "pid_namespace": None,
        "namespaces": (),
        "mount": None,
        "setpriv": None,
        "hidden_mounts": (),
        "read_only": None,
        "pdeathsig": None,
        "minimal_dev": False,
    }
    setpriv_path = shutil.which("setpriv")
    setpriv = (setpriv_path, *SETPRIV_FLAGS) if setpriv_path else None
    if setpriv_path and _run_probe([setpriv_path, *PDEATHSIG_FLAGS, "--", shell, "-c", "echo $$"]):
        none["pdeathsig"] = (setpriv_path, *PDEATHSIG_FLAGS)
    unshare = shutil.which("unshare")
    if unshare is None:
        return none
    mount = shutil.which("mount")
    hidden = _cgroup_mount_points()
    root = os.geteuid() == 0
    # An ordinary user gets the namespaces inside a user namespace where it is root (and can mount there).
    user = () if root else ("--user", "--map-root-user")
    candidates = [(user, names) for names in _isolation_candidates()]
    if not root:
        candidates.append((("--user", "--map-current-user"), ("pid",)))  # no mount: not root inside
    for user_flags, names in candidates:
        prefix = (unshare, *user_flags, *(flag for name in names for flag in _UNSHARE_FLAGS[name]))
        can_hide = "mount" in names and mount is not None and "--map-current-user" not in user_flags
        tries = [(can_hide, setpriv), (False, setpriv), (can_hide, None), (False, None)]
        for hide, drop in dict.fromkeys(tries):
            argv: list[str] = [*prefix, "--"]
            if hide:
                argv += [shell, "-c", hide_script(mount or "mount", hidden, ()), "sh"]
            if drop is not None:
                argv += [*drop, "--"]
            out = _run_probe([*argv, shell, "-c", "echo $$"])
            if out is not None and out.strip() == b"1":
                found = {
                    **none,
                    "pid_namespace": prefix,
                    "namespaces": (*(("user",) if user_flags else ()), *names),
                    "mount": mount if hide else None,
                    "setpriv": drop,
                    "hidden_mounts": hidden if hide else (),
                }
                if hide and mount is not None:
                    perl = shutil.which("perl")
                    for tool in (perl, None) if perl else (None,):
                        found["read_only"] = _probe_read_only(shell, mount, prefix, hidden, drop, tool)
                        if found["read_only"] is not None:
                            found["perl"] = tool
                            break
                    if found["read_only"] is not None:
                        found["minimal_dev"] = _probe_minimal_dev(
                            shell, mount, prefix, hidden, drop, found["read_only"], found["perl"]
                        )
                return found
    # No namespaces here: privileges can still be dropped.
    if setpriv is not None and _run_probe([*setpriv, "--", shell, "-c", "echo $$"]) is not None:
        return {**none, "setpriv": setpriv}
    return none


def _writable_mounts(covered: Sequence[str]) -> tuple[str, ...]:
    """The mount points to remount read-only in a player's mount namespace: ``/``, ``/proc`` (its own
    /proc there: a uid-0 process without capabilities may still write the kernel's settings in
    ``/proc/sys``), then every other writable mount of this machine (``/sys``, ``/dev``, ``/run``, ...)
    except those under /proc, under `covered` (hidden anyway) and pseudo-terminals (devpts)."""
    out = ["/", "/proc"]
    for point, fstype, options in _mounts():
        if "rw" not in options or fstype in ("devpts", "cgroup", "cgroup2", "proc"):
            continue
        if point.startswith("/proc/") or any(point == top or point.startswith(top + "/") for top in covered):
            continue
        out.append(point)
    return tuple(dict.fromkeys(out))


def _probe_read_only(
    shell: str,
    mount: str,
    prefix: Sequence[str],
    hidden: Sequence[str],
    drop: Sequence[str] | None,
    perl: str | None,
) -> tuple[str, ...] | None:
    """The mount points to remount read-only (`_writable_mounts`) if a player really gets the read-only file
    system with its private /tmp and /dev/shm here (and cannot write / nor escape to the host's /tmp),
    else None."""
    remount = _writable_mounts(hidden)
    scratch = tempfile.mkdtemp(prefix="dominion-probe-")
    try:
        plan = MountPlan(hidden_dirs=tuple(hidden), remount=remount, private_tmp=True, perl=perl)
        script = plan.script(mount, scratch)
        check = "touch /tmp/ok /dev/shm/ok && ! touch /dominion-probe 2>/dev/null && echo $$"
        argv = [*prefix, "--", shell, "-c", script, "sh", *(list(drop) + ["--"] if drop else [])]
        out = _run_probe([*argv, shell, "-c", check])
        ok = out is not None and out.strip() == b"1" and not os.path.exists("/dominion-probe")
        return remount if ok else None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _probe_minimal_dev(
    shell: str,
    mount: str,
    prefix: Sequence[str],
    hidden: Sequence[str],
    drop: Sequence[str] | None,
    remount: Sequence[str],
    perl: str | None,
) -> bool:
    """True if a player really gets its own /dev here (`MountPlan.minimal_dev`): exactly `DEVICES`, its
    pts, shm and links, an empty devpts of its own, and /dev/null writable."""
    scratch = tempfile.mkdtemp(prefix="dominion-probe-")
    try:
        plan = MountPlan(
            hidden_dirs=tuple(hidden), remount=tuple(remount), private_tmp=True, perl=perl, minimal_dev=True
        )
        script = plan.script(mount, scratch)
        check = "echo x > /dev/null && ls -A /dev && echo pts: && ls -A /dev/pts"
        argv = [*prefix, "--", shell, "-c", script, "sh", *(list(drop) + ["--"] if drop else [])]
        out = _run_probe([*argv, shell, "-c", check])
        if out is None:
            return False
        names, _, pts = out.decode(errors="replace").partition("pts:")
        wanted = {*DEVICES, *_DEV_LINKS, "pts", "shm"}
        return set(names.split()) == wanted and set(pts.split()) <= {"ptmx"}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


_KEYRING_SYSCALLS = {
    # machine: (prctl number, [(AUDIT_ARCH_*, number mask, (add_key, request_key, keyctl)), ...])
    "x86_64": (157, [(0xC000003E, 0xBFFFFFFF, (248, 249, 250)), (0x40000003, None, (286, 287, 288))]),
    "aarch64": (167, [(0xC00000B7, None, (217, 218, 219)), (0x40000028, None, (309, 310, 311))]),
}
"""Per machine (``platform.machine()``): the number of prctl(2), and for each system call convention a
process may use there (x86_64 also x32, whose numbers carry bit 30, masked off, and i386; aarch64 also
32-bit arm) its ``AUDIT_ARCH_*`` value and the numbers of add_key(2), request_key(2) and keyctl(2)."""


def keyring_filter(machine: str) -> tuple[int, bytes] | None:
    """The seccomp BPF program that refuses add_key(2), request_key(2) and keyctl(2) with EPERM and allows
    every other system call, for `machine` (``platform.machine()``), as (prctl's number, the packed
    ``struct sock_filter`` array); None for a machine not in `_KEYRING_SYSCALLS`.

    Layout: load the arch; for each convention, if it matches, load the number (masked), compare it with
    each of the three and return ERRNO(EPERM) on a match, else ALLOW; an arch of none of them: ALLOW."""
    known = _KEYRING_SYSCALLS.get(machine)
    if known is None:
        return None
    prctl, conventions = known
    load, jump_eq, alu_and, ret = 0x20, 0x15, 0x54, 0x06
    allow, refuse = 0x7FFF0000, 0x00050000 | 1  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EPERM
    code: list[tuple[int, int | str, int | str, int]] = [(load, 0, 0, 4)]  # seccomp_data.arch
    for number, (arch, mask, calls) in enumerate(conventions):
        code.append((jump_eq, 0, f"next{number}", arch))
        code.append((load, 0, 0, 0))  # seccomp_data.nr
        if mask is not None:
            code.append((alu_and, 0, 0, mask))
        code += [(jump_eq, "refuse", 0, call) for call in calls]
        code.append((ret, 0, 0, allow))
        code.append((f"next{number}",))  # type: ignore[arg-type]
    code += [(ret, 0, 0, allow), ("refuse",), (ret, 0, 0, refuse)]  # type: ignore[list-item]
    labels: dict[str, int] = {}
    program: list[tuple[int, int | str, int | str, int]] = []
    for item in code:
        if len(item) == 1:
            labels[str(item[0])] = len(program)
        else:
            program.append(item)
    out = bytearray()
    for index, (op, true, false, value) in enumerate(program):
        jt = labels[true] - index - 1 if isinstance(true, str) else true
        jf = labels[false] - index - 1 if isinstance(false, str) else false
        out += struct.pack("=HBBI", op, jt, jf, value)
    return prctl, bytes(out)


def keyring_filter_command(perl: str, machine: str) -> tuple[str, ...] | None:
    """The ``perl -e CODE --`` command prefix that sets no_new_privs, installs `keyring_filter` (prctl
    PR_SET_SECCOMP, SECCOMP_MODE_FILTER) and execs the rest of the command line; None for a machine not
    in `_KEYRING_SYSCALLS`. A failure stops the start (status 125, with a line on stderr)."""
    found = keyring_filter(machine)
    if found is None:
        return None
    prctl, program = found
    code = (
        f'my $f = pack("H*", "{program.hex()}"); '
        f'my $p = pack("S x![P] P", {len(program) // 8}, $f); '
        f"syscall({prctl}, 38, 1, 0, 0, 0) == 0 && syscall({prctl}, 22, 2, $p, 0, 0) == 0 "
        'or do { print STDERR "referee: cannot refuse the keyrings to the player: $!\\n"; exit 125 }; '
        'exec { $ARGV[0] } @ARGV or do { print STDERR "perl: failed to execute $ARGV[0]: $!\\n"; exit 127 }'
    )
    return (perl, "-e", code, "--")


def _probe_keyring_filter() -> tuple[str, ...] | None:
    """The `keyring_filter_command` prefix if it really refuses keyctl(2) here (tried with a tiny perl
    program under it), else None."""
    perl = shutil.which("perl")
    machine = platform.machine()
    prefix = keyring_filter_command(perl, machine) if perl else None
    if prefix is None or perl is None:
        return None
    keyctl = _KEYRING_SYSCALLS[machine][1][0][2][2]
    check = f'print(syscall({keyctl}, 0, -4, 0) == -1 && $!{{EPERM}} ? "refused" : "open")'
    out = _run_probe([*prefix, perl, "-e", check])
    return prefix if out == b"refused" else None


_LOOP_GET_STATUS64, _LOOP_CLR_FD = 0x4C05, 0x4C01
_LOOP_INFO64_BYTES = 232
"""ioctl(2) requests of loop devices (linux/loop.h) and the size of ``struct loop_info64``."""


def detach_loops(devices: Collection[int], under: str | None = None) -> list[str]:
    """Detach every loop device of this machine whose backing file is on one of the file systems `devices`
    (``st_dev`` numbers: a player's private /tmp and /dev/shm) or, if `under` is given, whose backing file's
    path is under that directory (a player's HOME where it has no private file system). For the end of a
    game of a player that could reach the host's loop devices (no `MountPlan.minimal_dev`). Returns the
    names detached (``loop0``, ...). Never raises; a device still open elsewhere is detached at its last
    close (the kernel's autoclear)."""
    detached: list[str] = []
    try:
        names = [name for name in os.listdir("/sys/block") if name.startswith("loop")]
    except OSError:
        return detached
    for name in names:
        try:
            with open(f"/sys/block/{name}/loop/backing_file", encoding="utf-8", errors="replace") as file:
                backing = file.read().rstrip("\n")
        except OSError:
            continue  # not attached
        try:
            fd = os.open(f"/dev/{name}", os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            info = bytearray(_LOOP_INFO64_BYTES)
            fcntl.ioctl(fd, _LOOP_GET_STATUS64, info)
            encoded = struct.unpack_from("=Q", info, 0)[0]  # lo_device, the kernel's new_encode_dev
            device = os.makedev((encoded >> 8) & 0xFFF, (encoded & 0xFF) | ((encoded >> 12) & 0xFFF00))
            if device in devices or (under is not None and backing.startswith(under.rstrip("/") + "/")):
                fcntl.ioctl(fd, _LOOP_CLR_FD)
                detached.append(name)
        except OSError:
            pass
        finally:
            os.close(fd)
    return detached


def private_devices(pid: int) -> set[int]:
    """The ``st_dev`` of the private /tmp and /dev/shm of the player whose process `pid` (host pid) is in
    its mount namespace: those that differ from this process's own (empty where it has none, or it is
    gone)."""
    found: set[int] = set()
    for path in ("/tmp", "/dev/shm"):
        try:
            theirs = os.stat(f"/proc/{pid}/root{path}").st_dev
            mine = os.stat(path).st_dev
        except OSError:
            continue
        if theirs != mine:
            found.add(theirs)
    return found


def _fstab_word(text: str) -> str:
    """`text` as one field of an fstab line (blanks and backslashes in octal, as fstab(5) says)."""
    return "".join(f"\\{ord(char):03o}" if char in " \t\n\\" else char for char in text)


_RECURSIVE_READ_ONLY = (
    'my $path = "/"; my $attr = pack("QQQQ", 1, 0, 0, 0); '
    'syscall(442, -100, $path, 0x8000, $attr, 32) == 0 or die "mount_setattr: $!\\n";'
)
"""Perl: ``mount_setattr(AT_FDCWD, "/", AT_RECURSIVE, {attr_set = MOUNT_ATTR_RDONLY})``, every mount of the
player's namespace read-only at once (Linux 5.12; 442 is its number on every architecture but alpha)."""

_MAX_SOURCES = 7
"""Most directories kept from the host's /tmp or made writable (file descriptors 3 to 9 of the shell)."""


KERNEL_FILES_HIDDEN = ("/proc/keys", "/proc/key-users")
"""Covered by /dev/null in every player's mount namespace (with a private file system): the descriptions
and owners of the keys its user may view (their contents are refused by `keyring_filter`)."""

DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
"""The host's devices in a player's own /dev (`MountPlan.minimal_dev`), each bound over an empty file. Besides
them it has its own devpts instance (``/dev/pts``, with ``/dev/ptmx`` a link to its ``ptmx``: terminals of
its own, none of the host's), its private ``/dev/shm``, and the links ``fd``, ``stdin``, ``stdout``,
``stderr`` to /proc/self/fd. Nothing else: no console, no terminal of the host, no loop or block device."""

_DEVPTS_OPTIONS = "newinstance,ptmxmode=0666,mode=0620,nosuid,noexec"

_DEV_LINKS = {
    "ptmx": "pts/ptmx",
    "fd": "/proc/self/fd",
    "stdin": "/proc/self/fd/0",
    "stdout": "/proc/self/fd/1",
    "stderr": "/proc/self/fd/2",
}


def _dev_skeleton(path: str) -> None:
    """Make the skeleton of a player's own /dev in the directory `path` (created): an empty file for each of
    `DEVICES` (its device is bound over it in the player's mount namespace), the directories ``pts`` and
    ``shm``, the links of `_DEV_LINKS`. Raises OSError."""
    os.mkdir(path, 0o755)
    for name in DEVICES:
        os.close(os.open(os.path.join(path, name), os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o666))
    for name in ("pts", "shm"):
        os.mkdir(os.path.join(path, name), 0o755)
    for name, target in _DEV_LINKS.items():
        os.symlink(target, os.path.join(path, name))


_shared_dev: tuple[int, str] | None = None
_shared_dev_lock = threading.Lock()


def shared_dev_skeleton() -> str:
    """The skeleton of every player's own /dev (`_dev_skeleton`), made once per referee process (about 15
    file system calls, milliseconds each on a loaded disk, were paid per player: issue 43) in a directory
    ``SCRATCH_PREFIX<owner tag>-dev-XXXX`` of the temporary directory, removed when the process exits (swept
    by the next referee after a kill, like the jails' directories). Shared safely: what is mounted on it for
    a player (its devices bound over the empty files, its devpts, its /dev/shm) is mounted in that player's
    own mount namespace, whose propagation is private, so no other player sees it; and every player sees
    it read-only (bound after its whole file system was made read-only). Raises OSError."""
    global _shared_dev
    with _shared_dev_lock:
        # A forked child makes its own: its parent removes this one when it exits.
        if _shared_dev is None or _shared_dev[0] != os.getpid():
            directory = tempfile.mkdtemp(prefix=f"{SCRATCH_PREFIX}{owner_tag()}-dev-")
            path = os.path.join(directory, "dev")
            _dev_skeleton(path)
            _shared_dev = (os.getpid(), path)
            atexit.register(_remove_shared_dev, os.getpid(), directory)
        return _shared_dev[1]


def _remove_shared_dev(pid: int, directory: str) -> None:
    """At exit of the process `pid` that made it: remove the shared /dev skeleton's `directory`."""
    if os.getpid() == pid:
        shutil.rmtree(directory, ignore_errors=True)


@dataclass(frozen=True, slots=True)
class MountPlan:
    """What a player's mount namespace looks like, made by one script (`script`) run by its PID 1, still
    privileged, before the player starts.

    Fields:
        hidden_files: files covered by /dev/null (the player reads nothing; writes vanish).
        hidden_dirs: directories covered by an empty read-only tmpfs (cgroup file systems, tournament logs).
        remount: mount points remounted read-only (`Containment.read_only`); empty: none.
        private_tmp: cover /tmp with a private tmpfs (the player's HOME and TMPDIR); False when a program
            or working directory is /tmp itself (then /tmp stays the host's, read-only, and HOME and
            TMPDIR are the private /dev/shm). Only with `remount`.
        keep: directories directly under /tmp to show again, read-only, over the private /tmp (where the
            player's program, working directory, interpreter or the referee's installation are).
        writable: directories the player may write (`WRITABLE_ENV`), bound over themselves read-write.
        perl: path of perl, which makes the whole tree read-only in one ``mount_setattr(2)`` call
            (`_RECURSIVE_READ_ONLY`) instead of one ``mount -o remount`` per mount point of `remount`
            (each takes milliseconds); None: the latter.
        minimal_dev: give the player a /dev of its own (`DEVICES`, its own devpts with its ptmx, its private
            /dev/shm) instead of the host's: no terminal of the host, no console, no loop or block device.
            Only with `remount`.
        hidden_kernel_files: files of the kernel that never vanish, covered by /dev/null in the fstab
            (`KERNEL_FILES_HIDDEN`: the key descriptions of /proc/keys).
    """

    hidden_files: tuple[str, ...] = ()
    hidden_dirs: tuple[str, ...] = ()
    remount: tuple[str, ...] = ()
    private_tmp: bool = False
    keep: tuple[str, ...] = ()
    writable: tuple[str, ...] = ()
    perl: str | None = None
    minimal_dev: bool = False
    hidden_kernel_files: tuple[str, ...] = ()

    @property
    def home(self) -> str | None:
        """The player's HOME and TMPDIR inside its namespace (None: no private file system here)."""
        if not self.remount:
            return None
        return "/tmp" if self.private_tmp else "/dev/shm"

    def fstab(self, dev: str | None = None) -> str:
        """The fstab(5) text of the mounts made by one ``mount -a``, in order: the hidden directories, the
        player's own /dev (`minimal_dev`, from the skeleton directory `dev`, `shared_dev_skeleton`: each
        device of `DEVICES` bound over its empty file, a new devpts instance, the whole bound over /dev),
        then the private /tmp and what it shows again, the writable directories, the private /dev/shm. The
        hidden files are not in it: `script` covers each one before (so the directories kept from /tmp keep
        their hidden files hidden), one by one, because such a file may vanish meanwhile (see `script`)."""
        lines: list[str] = []
        opts = "ro,nosuid,nodev,noexec,size=0,mode=0555"
        lines += [f"dominion-hidden {_fstab_word(path)} tmpfs {opts} 0 0" for path in self.hidden_dirs]
        lines += [f"/dev/null {_fstab_word(path)} none bind 0 0" for path in self.hidden_kernel_files]
        if dev is not None and self.minimal_dev and self.remount:
            here = _fstab_word(dev)
            lines += [f"/dev/{name} {here}/{name} none bind 0 0" for name in DEVICES]
            lines.append(f"dominion-pts {here}/pts devpts {_DEVPTS_OPTIONS} 0 0")
            lines.append(f"{here} /dev none rbind 0 0")
        private = f"rw,nosuid,nodev,size={PRIVATE_TMP_BYTES},mode=1777"
        fd = 3
        if self.remount and self.private_tmp:
            lines.append(f"dominion-tmp /tmp tmpfs {private} 0 0")
            for path in self.keep:
                lines.append(f"/proc/self/fd/{fd} {_fstab_word(path)} none rbind,ro,X-mount.mkdir 0 0")
                fd += 1
        for path in self.writable:
            lines.append(f"/proc/self/fd/{fd} {_fstab_word(path)} none rbind,X-mount.mkdir 0 0")
            fd += 1
        if self.remount:
            lines.append(f"dominion-shm /dev/shm tmpfs {private} 0 0")
        return "".join(line + "\n" for line in lines)

    def script(self, mount: str, scratch: str) -> str:
        """The ``sh -c`` script that makes this plan, then ``exec "$@"`` (the rest of the launcher). It
        writes nothing but ``SCRATCH/fstab`` (here, before returning). A step that fails stops the start
        (status 125, with a line on stderr): a player never runs with something it should not see left
        visible, or a file system it should not write left writable.

        A hidden file that no longer exists when its turn comes (SQLite deletes a database's ``-journal``
        at the end of every transaction, between the referee's look and the mount) has nothing left to
        show: its failed mount is not a failure (``mount ... || [ ! -e FILE ]``)."""
        sources = [*(self.keep if self.remount and self.private_tmp else ()), *self.writable]
        m = shlex.quote(mount)
        steps = []
        if sources:
            steps.append("exec " + " ".join(f"{fd}<{shlex.quote(p)}" for fd, p in enumerate(sources, 3)))
        if self.perl is not None and self.remount:
            steps.append(f"{shlex.quote(self.perl)} -e {shlex.quote(_RECURSIVE_READ_ONLY)}")
        else:
            steps += [f"{m} --no-canonicalize -o remount,bind,ro {shlex.quote(p)}" for p in self.remount]
        for path in map(shlex.quote, self.hidden_files):
            steps.append(f"{m} --no-canonicalize --bind /dev/null {path} 2>/dev/null || [ ! -e {path} ]")
        dev = shared_dev_skeleton() if self.minimal_dev and self.remount else None
        text = self.fstab(dev)
        if text:
            table = os.path.join(scratch, "fstab")
            with open(table, "w", encoding="utf-8") as file:
                file.write(text)
            steps.append(f"{m} --no-canonicalize -a -T {shlex.quote(table)}")
        steps += [f"{m} --no-canonicalize -o remount,bind,rw {shlex.quote(path)}" for path in self.writable]
        failed = "echo 'referee: cannot hide a file from the player (or make its file system read-only)' >&2"
        guarded = [f"{{ {step} || {{ {failed}; exit 125; }}; }}" for step in steps]
        closing = " ".join(f"{fd}<&-" for fd in range(3, 3 + len(sources)))
        tail = (f"exec {closing} && " if closing else "") + 'unset PWD OLDPWD && exec "$@"'
        return " && ".join([*guarded, tail])


def plan_mounts(
    containment: Containment,
    hide: Sequence[str] = (),
    hide_dirs: Sequence[str] = (),
    needed: Sequence[str] = (),
    writable: Sequence[str] = (),
) -> MountPlan:
    """The `MountPlan` of one player.

    Arguments:
        containment: what this machine offers.
        hide: files to cover with /dev/null (each must exist, else the player does not start).
        hide_dirs: directories to cover with an empty tmpfs (each must exist, likewise).
        needed: absolute paths the player must still reach (its program, working directory, interpreter,
            the referee's installation): those under /tmp are shown again over the private /tmp.
        writable: directories the player may write (missing ones are skipped).
    """
    remount = containment.read_only or ()
    keep: list[str] = []
    private_tmp = bool(remount)
    for path in needed:
        parts = Path(os.path.abspath(path)).parts
        if parts[:2] != ("/", "tmp"):
            continue
        if len(parts) == 2:
            private_tmp = False  # /tmp itself is needed: it stays the host's, read-only
        else:
            keep.append(os.path.join("/tmp", parts[2]))
    keep = [path for path in dict.fromkeys(keep) if os.path.isdir(path)]
    writable = [path for path in dict.fromkeys(os.path.abspath(w) for w in writable) if os.path.isdir(path)]
    if len(keep) + len(writable) > _MAX_SOURCES:
        private_tmp = False
        keep = []
        writable = writable[:_MAX_SOURCES]
    return MountPlan(
        hidden_files=tuple(dict.fromkeys(hide)),
        hidden_dirs=tuple(dict.fromkeys([*containment.hidden_mounts, *hide_dirs])),
        remount=tuple(remount),
        private_tmp=private_tmp,
        keep=tuple(keep) if private_tmp else (),
        writable=tuple(writable),
        perl=containment.perl,
        minimal_dev=containment.minimal_dev,
        hidden_kernel_files=tuple(path for path in KERNEL_FILES_HIDDEN if os.path.exists(path))
        if remount
        else (),
    )


KILL_SETS = ("cgroup-v2", "cgroup-v1-pids", "pid-namespace", "process-group")
"""The kill sets, strongest first."""

NAMESPACES = ("pid", "mount", "net", "ipc", "cgroup")
"""The namespaces a player gets where possible: its own PID namespace with a private /proc (it sees only
its own processes), mount namespace (files hidden from it), network namespace (no network, loopback down),
IPC namespace (no shared memory or message queues with others) and cgroup namespace."""

_UNSHARE_FLAGS = {
    "pid": ("--pid", "--fork", "--kill-child"),
    "mount": ("--mount-proc",),
    "net": ("--net",),
    "ipc": ("--ipc",),
    "cgroup": ("--cgroup",),
}

PDEATHSIG_FLAGS = ("--pdeathsig=KILL",)
"""What `setpriv` does first, to the launcher's first process: it gets SIGKILL when the referee thread that
started it dies (even by SIGKILL). That process is (or execs into) the ``unshare`` whose child, PID 1 of the
player's namespace, has the same signal (``--kill-child``); its death ends the whole namespace."""

SETPRIV_FLAGS = ("--no-new-privs", "--bounding-set=-all", "--inh-caps=-all", "--ambient-caps=-all")
"""What `setpriv` does to every player: no_new_privs (no set-uid or file-capability gain) and no capability
at all, even for a uid-0 player (no mount, ptrace, module loading, raw network, DAC override, ...)."""


_detected: Containment | None = None
_detected_lock = threading.Lock()


def detect() -> Containment:
    """Probe, once per referee process, which containment mechanisms work here (never raises); or return
    what was given to `adopt`.

    Set the environment variable ``DOMINION_REFEREE_CONTAINMENT`` to one of `KILL_SETS` to use at most
    that kill set (to compare, or where a mechanism misbehaves). See `probe`.
    """
    global _detected
    with _detected_lock:
        if _detected is None:
            _detected = probe(os.environ.get("DOMINION_REFEREE_CONTAINMENT") or None)
        return _detected


def adopt(containment: Containment) -> None:
    """Use `containment` from now on in this process instead of probing (`detect` returns it).

    For a process started by a referee process that has probed this same machine already: a tournament's
    game worker gets the runner's containment, which saves the probe's tiny processes (about ten
    milliseconds of CPU) at every game. The cgroups left by a killed referee are still swept
    (`sweep_stale`), as a probe would.
    """
    global _detected
    with _detected_lock:
        _detected = containment
    for parent in (containment.cgroup_v2, containment.pids_v1, containment.cpu_v1, containment.memory_v1):
        if parent is not None:
            sweep_stale(parent)


def probe(at_most: str | None = None) -> Containment:
    """Probe which containment mechanisms work here, by starting tiny processes in them (never raises).

    Arguments:
        at_most: one of `KILL_SETS`: use no kill set stronger than this one (None: the best available).
            An unknown name counts as None. ``"process-group"`` also means no namespaces and no privilege
            drop (what a machine without util-linux offers).
    """
    shell = shutil.which("sh") or "/bin/sh"
    prlimit = shutil.which("prlimit")
    order = list(KILL_SETS)
    allowed = set(order[order.index(at_most) :]) if at_most in order else set(order)
    cgroup_v2, v2_pids = _probe_cgroup_v2(shell) if "cgroup-v2" in allowed else (None, False)
    # The v1 pids hierarchy gives the process limit even when a cgroup v2 is the kill set.
    pids_v1 = _probe_pids_v1(shell) if not v2_pids and "cgroup-v1-pids" in allowed else None
    # A CPU share per player: the v2 cpu controller, else the v1 cpu hierarchy (cgroups in hybrid mode).
    cpu_v2 = cgroup_v2 is not None and _enable_v2(cgroup_v2, "cpu")
    cpu_v1 = None
    if not cpu_v2 and at_most not in ("pid-namespace", "process-group"):
        cpu_v1 = _probe_v1(shell, "cpu", "cpu.shares")
    # A memory limit of all the player's processes together: the v2 memory controller, else the v1 one.
    memory_v2 = cgroup_v2 is not None and _enable_v2(cgroup_v2, "memory")
    memory_v1 = None
    if not memory_v2 and at_most not in ("pid-namespace", "process-group"):
        memory_v1 = _probe_v1(shell, "memory", "memory.limit_in_bytes")
    # Namespaces isolate every player, whatever its kill set; "process-group" means none at all.
    isolation = _probe_isolation(shell) if "pid-namespace" in allowed else {}
    keyrings = _probe_keyring_filter() if "pid-namespace" in allowed else None
    perl = shutil.which("perl")
    sink = (perl,) if perl and "pid-namespace" in allowed else None
    for parent in (cgroup_v2, pids_v1, cpu_v1, memory_v1):
        if parent is not None:
            sweep_stale(parent)
    return Containment(
        cgroup_v2=cgroup_v2,
        cgroup_v2_pids=v2_pids,
        pids_v1=pids_v1,
        prlimit=prlimit,
        shell=shell,
        cpu_v2=cpu_v2,
        cpu_v1=cpu_v1,
        memory_v2=memory_v2,
        memory_v1=memory_v1,
        keyring_filter=keyrings,
        stderr_sink=sink,
        **isolation,
    )


def _remove_cgroup(path: Path, wait: float = 2.0) -> bool:
    """rmdir a cgroup, retrying while the kernel still counts exiting members; True if it is gone."""
    deadline = time.monotonic() + wait
    while True:
        try:
            path.rmdir()
            return True
        except FileNotFoundError:
            return True
        except OSError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)


def _read_pids(procs_file: Path) -> list[int]:
    try:
        return [int(line) for line in procs_file.read_text().split()]
    except (OSError, ValueError):
        return []


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def descendants(pid: int) -> list[int]:
    """Every live descendant of `pid` still linked to it in /proc (children of children, ...)."""
    out: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        try:
            tasks = os.listdir(f"/proc/{parent}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{parent}/task/{task}/children", encoding="ascii") as children:
                    found = [int(child) for child in children.read().split()]
            except (OSError, ValueError):
                continue
            out.extend(found)
            todo.extend(found)
    return out


_SINK = (
    "setpgrp(0, 0); my ($cap, $keep, $data, $kept) = (@ARGV, undef, ''); "
    "while ($cap > 0) { my $n = sysread(STDIN, $data, $cap < 65536 ? $cap : 65536); last unless $n; "
    "defined syswrite(STDOUT, $data) or exit 0; $cap -= $n } "
    "while (sysread(STDIN, $data, 65536)) { $kept .= $data; "
    "substr($kept, 0, length($kept) - $keep, '') if length($kept) > 2 * $keep } "
    "syswrite(STDOUT, length($kept) > $keep ? substr($kept, -$keep) : $kept) if $cap <= 0;"
)
"""Perl, arguments CAP and TAIL: leave the player's process group (the kill of the player's group must not
end the sink before it has passed on the player's last words), copy stdin to stdout as it comes (each read
at once, no buffering) up to CAP bytes, then read the rest keeping only its last TAIL bytes, written at end
of file."""


@dataclass(frozen=True, slots=True)
class StderrSink:
    """A player's stderr that costs the referee nothing past its cap. The launcher's first shell, in the
    player's cgroup v1 CPU share and memory cgroups (not its kill set), starts a sink in the background
    (`_SINK`, run by perl) that reads the player's stderr from a FIFO of the jail's private directory and
    writes to the launcher's own stderr (the pipe the referee reads) the first `cap` bytes as they come,
    then drops the rest but the last `tail` bytes, which it writes when the player's last process has
    closed its stderr (after the kill at the latest: then it exits). So a flood past the cap is read and
    dropped on the player's CPU share (and memory), never by the referee's process.

    Fields: cap and tail, in bytes.
    """

    cap: int
    tail: int

    def script(self, perl: str, fifo: str) -> str:
        """The shell steps that start the sink reading `fifo` and make the rest of the launcher write its
        stderr there: ``{ perl -e SINK CAP TAIL <FIFO >&2 & }``; the ``exec`` that follows opens the FIFO
        as its stderr (`Jail.command`)."""
        return (
            f"{{ {shlex.quote(perl)} -e {shlex.quote(_SINK)} {self.cap} {self.tail} "
            f"<{shlex.quote(fifo)} >&2 & }}"
        )


class Jail:
    """The containment of one player process: its cgroups, launcher command and limits, and the kill.

    Arguments:
        containment: what this machine offers (`detect()`).
        limits: the player's resource limits.
        max_processes: most processes and threads the player may have at once (pids controller only).
        memory_bytes: most bytes of memory all the player's processes may use together (a memory cgroup:
            anonymous, shared and tmpfs pages, kernel memory; no swap), or None for no such limit. At the
            limit the kernel kills a process of the player (`memory_exceeded` then says so).
    Never raises: a cgroup that cannot be made (though it could at probe time) is skipped, and `kill_set`
    and `memory_bytes` say what is left.

    Use: `command(argv)` gives the argv to start (launcher + player), `preexec` the Popen preexec_fn (or
    None); after the start, `started(pid)`; at the end `kill_all()` then `release()`.
    """

    def __init__(
        self,
        containment: Containment,
        limits: ResourceLimits,
        max_processes: int,
        memory_bytes: int | None = None,
    ) -> None:
        self.containment = containment
        self.limits = limits
        self.pid: int | None = None
        name = _cgroup_name()
        self.cgroups: list[Path] = []
        self._memory_events: Path | None = None
        self._memory_fd: int | None = None
        self._v2: Path | None = None
        self._v1: Path | None = None
        if containment.cgroup_v2 is not None:
            path = containment.cgroup_v2 / name
            try:
                path.mkdir()
                if containment.cgroup_v2_pids:
                    (path / "pids.max").write_text(str(max_processes))
                if containment.memory_v2 and memory_bytes is not None:
                    (path / "memory.max").write_text(str(memory_bytes))
                    swap = path / "memory.swap.max"
                    if swap.exists():
                        swap.write_text("0")
                    self._memory_events = path / "memory.events"
                self._v2 = path
                self.cgroups.append(path)
            except OSError:
                _remove_cgroup(path, wait=0)
        if containment.pids_v1 is not None:
            path = containment.pids_v1 / name
            try:
                path.mkdir()
                (path / "pids.max").write_text(str(max_processes))
                self._v1 = path
                self.cgroups.append(path)
            except OSError:
                _remove_cgroup(path, wait=0)
        if containment.cpu_v1 is not None:
            # Its own cpu group: cpu.shares 1024 like every other player's, however many processes it has.
            path = containment.cpu_v1 / name
            try:
                path.mkdir()
                self.cgroups.append(path)
            except OSError:
                _remove_cgroup(path, wait=0)
        if containment.memory_v1 is not None and memory_bytes is not None and self._memory_events is None:
            path = containment.memory_v1 / name
            try:
                path.mkdir()
                self.cgroups.append(path)
                (path / "memory.limit_in_bytes").write_text(str(memory_bytes))
                swap = path / "memory.memsw.limit_in_bytes"
                if swap.exists():  # memory + swap: the same figure, so no swap at all
                    swap.write_text(str(memory_bytes))
                self._memory_events = path / "memory.oom_control"
            except OSError:
                self.cgroups.remove(path)
                _remove_cgroup(path, wait=0)
        self.memory_alert: tuple[int, int] | None = None
        """(file descriptor, `select.poll` events) that becomes ready once the kernel may have killed a
        process of the player at its memory limit, or None where the kernel gives no such notice (then read
        `memory_exceeded` before every message). Ready before the kill, never after it only: from then on
        `memory_exceeded` tells whether it happened."""
        self._memory_eventfd: int | None = None
        if self._memory_events is not None:
            try:
                # Kept open: one pread is all `memory_exceeded` costs.
                self._memory_fd = os.open(self._memory_events, os.O_RDONLY | os.O_CLOEXEC)
            except OSError:
                self._memory_events = None
            else:
                self._watch_memory()
        self.memory_bytes = memory_bytes if self._memory_events is not None else None
        """The memory limit in force for all the player's processes together, in bytes, or None."""
        self._scratch: str | None = None

        if self._v2 is not None:
            self.kill_set = "cgroup-v2"
        elif self._v1 is not None:
            self.kill_set = "cgroup-v1-pids"
        elif containment.pid_namespace is not None and "pid" in containment.namespaces:
            self.kill_set = "pid-namespace"
        else:
            self.kill_set = "process-group"
        """The kill set in force for this player (see `Containment.kill_set`)."""

    def _watch_memory(self) -> None:
        """Set `memory_alert`. cgroup v2: ``memory.events`` itself, whose every change (``oom``, then
        ``oom_kill`` counted) the kernel signals as a file-modified event, POLLPRI. cgroup v1: an eventfd
        registered in ``cgroup.event_control`` on ``memory.oom_control``, which the kernel signals when the
        group reaches its limit with nothing left to reclaim, before it chooses a process to kill (its OOM
        notifier). Where the registration fails, None."""
        assert self._memory_events is not None and self._memory_fd is not None
        if self._memory_events.name == "memory.events":
            self.memory_alert = (self._memory_fd, select.POLLPRI)
            return
        try:
            eventfd = os.eventfd(0, os.EFD_CLOEXEC | os.EFD_NONBLOCK)
        except (AttributeError, OSError):  # Python built without eventfd
            return
        try:
            (self._memory_events.parent / "cgroup.event_control").write_text(f"{eventfd} {self._memory_fd}")
        except OSError:
            os.close(eventfd)
            return
        self._memory_eventfd = eventfd
        self.memory_alert = (eventfd, select.POLLIN)

    @property
    def namespaced(self) -> bool:
        """True if the player runs in its own namespaces: the started process is then ``unshare``, whose
        child (PID 1 of the new PID namespace) is the player."""
        return self.containment.pid_namespace is not None

    def command(
        self,
        argv: Sequence[str],
        hide: Sequence[str] = (),
        user: tuple[int, int] | None = None,
        *,
        plan: MountPlan | None = None,
        stderr: StderrSink | None = None,
    ) -> list[str]:
        """The argv that starts `argv` inside this jail::

            [setpriv --pdeathsig=KILL --] [sh -c 'join cgroups; exec "$@"'] [prlimit ...]
            [unshare ... -- [sh -c 'remount read-only, hide files, private /tmp; exec "$@"']]
            [setpriv --no-new-privs ... [--reuid U --regid G --clear-groups] --] argv

        Every launcher execs the next, so the started pid ends up being the player (or, with namespaces,
        the ``unshare`` process whose child is the player).

        Arguments:
            argv: the player's command.
            hide: files to cover with /dev/null in the player's mount namespace (the transcript, stderr
                files), when no `plan` is given; ignored where files cannot be hidden (`Containment.mount`
                None).
            user: (uid, gid) to run the player as, or None for the referee's user. Needs `setpriv`.
            plan: the player's mount namespace (`plan_mounts`); default: `plan_mounts` with `hide`.
            stderr: where the player's stderr goes past the launcher (`StderrSink`), or None: the
                launcher's stderr is the player's. Needs `Containment.stderr_sink`.
        The fstab of the plan is written in a private directory of this jail, removed by `release`.
        Raises:
            ValueError: `user` given where there is no setpriv.
        """
        c = self.containment
        out: list[str] = []
        if c.pdeathsig is not None:
            out += [*c.pdeathsig, "--"]
        kill_set = [path for path in (self._v2, self._v1) if path is not None]
        shares = [path for path in self.cgroups if path not in kill_set]  # cpu v1, memory v1

        def join(paths: list[Path]) -> list[str]:
            return [f"echo $$ > {shlex.quote(str(path / 'cgroup.procs'))}" for path in paths]

        steps = join(shares)
        tail = 'exec "$@"'
        if stderr is not None and c.stderr_sink is not None:
            # In the player's CPU share and memory cgroups but not its kill set: the sink ends by itself at
            # end of file, once the kill has ended every process of the player, after passing on their last
            # words (killed with them, it could lose what it had not passed on yet).
            fifo = os.path.join(self._private_directory(), "stderr")
            if not os.path.exists(fifo):
                os.mkfifo(fifo, 0o600)
            steps.append(stderr.script(c.stderr_sink[0], fifo))
            # Read-write: the open never waits for the sink (which holds the only other read end).
            tail = f'exec "$@" 2<>{shlex.quote(fifo)}'
        steps += join(kill_set)
        if steps:
            out += [c.shell, "-c", " && ".join([*steps, f"unset PWD OLDPWD && {tail}"]), "sh"]
        if c.prlimit is not None:
            out += self.limits.prlimit_args(c.prlimit)
        if c.pid_namespace is not None:
            out += [*c.pid_namespace, "--"]
            if c.mount is not None:
                plan = plan if plan is not None else plan_mounts(c, hide=hide)
                if plan.fstab() or plan.remount:
                    out += [c.shell, "-c", plan.script(c.mount, self._private_directory()), "sh"]
        if c.keyring_filter is not None:
            out += list(c.keyring_filter)
        if user is not None and c.setpriv is None:
            raise ValueError("running a player as another user needs util-linux setpriv, not found here")
        if c.setpriv is not None:
            out += list(c.setpriv)
            if user is not None:
                out += [f"--reuid={user[0]}", f"--regid={user[1]}", "--clear-groups"]
            out.append("--")
        out += list(argv)
        return out

    def _private_directory(self) -> str:
        """This jail's private directory (mode 0700, in the referee's temporary directory), made on first
        use, removed by `release`: the fstab of the player's mount namespace, the FIFO of its stderr sink."""
        if self._scratch is None:
            self._scratch = tempfile.mkdtemp(prefix=f"{SCRATCH_PREFIX}{owner_tag()}-")
        return self._scratch

    @property
    def preexec(self) -> Callable[[], None] | None:
        """A preexec_fn for Popen if the limits cannot be set by prlimit, else None."""
        return None if self.containment.prlimit is not None else self.limits.preexec()

    def started(self, pid: int) -> None:
        """Record the pid of the started process (the launcher, which execs into the player)."""
        self.pid = pid

    def cpu_times(self) -> tuple[float, float] | None:
        """How much CPU the player's live processes (the started process and its `descendants`, every
        thread) have had and wanted so far: (seconds on a CPU, seconds waiting for one while runnable), from
        /proc's ``schedstat``; where the kernel keeps no scheduler statistics, the ``utime + stime`` of
        ``stat`` and no waiting. None before the start. Compare two readings for what happened in between:
        their sum grows at the wall-clock rate (or more, with several processes) while the player computes,
        however loaded the machine, and stays put while it waits for input. Never raises."""
        if self.pid is None:
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        run = wait = 0.0
        for pid in (self.pid, *descendants(self.pid)):
            try:
                tasks = os.listdir(f"/proc/{pid}/task")
            except OSError:
                continue
            for task in tasks:
                try:
                    with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as stat:
                        on_cpu, queued = stat.read().split()[:2]
                    run += int(on_cpu) / 1e9
                    wait += int(queued) / 1e9
                    continue
                except FileNotFoundError:
                    pass
                except (OSError, ValueError):
                    continue
                try:
                    with open(f"/proc/{pid}/task/{task}/stat", encoding="ascii", errors="replace") as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                    run += (int(fields[11]) + int(fields[12])) / ticks  # utime stime
                except (OSError, ValueError, IndexError):
                    continue
        return run, wait

    def memory_exceeded(self) -> bool:
        """True if the kernel has killed a process of the player for going over `memory_bytes` (the
        ``oom_kill`` count of ``memory.events``, v2, or ``memory.oom_control``, v1). Never raises."""
        fd = self._memory_fd
        if fd is None:
            return False
        try:
            text = os.pread(fd, 4096, 0)
        except OSError:
            return False
        for line in text.splitlines():
            name, _, count = line.partition(b" ")
            if name == b"oom_kill":
                return count.strip() not in (b"", b"0")
        return False

    def members(self) -> list[int]:
        """Pids of the processes in the player's kill set now (the cgroup members, or the process tree)."""
        for path in (self._v2, self._v1):
            if path is not None:
                return _read_pids(path / "cgroup.procs")
        if self.pid is None:
            return []
        return [self.pid, *descendants(self.pid)]

    def kill_all(self, timeout: float = 5.0) -> bool:
        """SIGKILL every process of the player, including descendants that left its session. The started
        process must not have been reaped yet (its pid must still be its own). Returns True
        when the kill set is seen empty (always True for the PID namespace and process-group kill sets,
        whose emptiness the caller checks by reaping). Never raises."""
        pid = self.pid
        if pid is not None:
            # The caller has not reaped `pid` yet, so neither it nor its group id can name another process.
            # The tree is read before the group kill, while the children are still linked to `pid`; it
            # matters only without a cgroup (with one, the cgroup holds every member).
            tree = descendants(pid) if self._v2 is None and self._v1 is None else []
            if self.namespaced:
                # Every process of the player is in its PID namespace (whose end kills them all); those in
                # ours are the launcher's, such as the stderr sink, which ends by itself at end of file.
                own = _pid_namespace_id()
                tree = [child for child in tree if _namespace_of(child) not in (own, None)]
            try:
                os.killpg(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            _kill(pid)
            for child in tree:
                _kill(child)
        deadline = time.monotonic() + timeout
        if self._v2 is not None:
            try:
                (self._v2 / "cgroup.kill").write_text("1")
            except OSError:
                for member in _read_pids(self._v2 / "cgroup.procs"):
                    _kill(member)
            while True:
                try:
                    populated = "populated 1" in (self._v2 / "cgroup.events").read_text()
                except OSError:
                    populated = False
                if not populated:
                    break
                if time.monotonic() >= deadline:
                    return False
                time.sleep(0.002)
        if self._v1 is not None:
            while True:
                members = _read_pids(self._v1 / "cgroup.procs")
                if not members:
                    break
                if time.monotonic() >= deadline:
                    return False
                for member in members:
                    _kill(member)
                time.sleep(0.002)
        return True

    def release(self) -> None:
        """Remove the player's cgroups (best effort; never raises)."""
        for path in self.cgroups:
            _remove_cgroup(path)
        if self._memory_fd is not None:
            os.close(self._memory_fd)
            self._memory_fd = None
        if self._memory_eventfd is not None:
            os.close(self._memory_eventfd)
            self._memory_eventfd = None
        self.memory_alert = None
        self.cgroups = []
        self._v2 = None
        self._v1 = None
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None
