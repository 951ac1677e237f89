"""Containment of player processes: resource limits, and making sure no process of a player outlives it.

referee-decisions.md, "Processes and limits": each player runs in its own session with resource limits on
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

Every seat's cgroups are named ``<pid namespace>.<referee pid>-<n>`` under a ``dominion-referee``
directory, so games run by one referee in threads, or by many referee processes (``tournament --jobs``),
never touch each other's; a later referee removes the cgroups (and kills the processes) left by a referee
that was killed (`sweep_stale`).
"""

from __future__ import annotations

import itertools
import os
import resource
import shlex
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from pathlib import Path

__all__ = [
    "KILL_SETS",
    "NAMESPACES",
    "SETPRIV_FLAGS",
    "Containment",
    "Jail",
    "ResourceLimits",
    "adopt",
    "describe",
    "descendants",
    "detect",
    "hide_script",
    "owner_gone",
    "owner_tag",
    "probe",
    "sweep_stale",
]

CGROUP_DIR_NAME = "dominion-referee"
"""Name of the directory, in each writable cgroup hierarchy, that holds one cgroup per player."""

_counter = itertools.count(1)
_counter_lock = threading.Lock()


def _pid_namespace_id() -> str:
    """An id of this process's PID namespace (pids are only meaningful within one)."""
    try:
        return str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        return "0"


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
            if name == "cgroup_v2_pids":
                ok = isinstance(value, bool)
            elif name in ("pid_namespace", "setpriv", "namespaces", "hidden_mounts"):
                ok = isinstance(value, list) and all(isinstance(word, str) for word in value)
                ok = ok or (value is None and name in ("pid_namespace", "setpriv"))
            else:
                ok = isinstance(value, str) or (value is None and name != "shell")
            if not ok:
                raise ValueError(f"containment field {name!r} has a value of the wrong type: {value!r}")
            if isinstance(value, list):
                value = tuple(value)
            elif value is not None and name in ("cgroup_v2", "pids_v1"):
                value = Path(value)
            values[name] = value
        return cls(**values)  # type: ignore[arg-type]


def describe(containment: Containment | None = None) -> str:
    """One line saying which containment, isolation and limits are in force (for ``referee -v``).

    Example: ``containment: kill set cgroup-v2 (/sys/fs/cgroup/unified/dominion-referee); process limit
    cgroup v1 pids; limits cpu, data, fsize, nofile, core by prlimit; own session per player; namespaces
    pid (private /proc), mount, net (no network), ipc, cgroup; hidden: cgroup file systems, transcript,
    stderr files; privileges dropped by setpriv (no_new_privs, no capabilities)``.
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
        hidden = "hidden: cgroup file systems, transcript, stderr files"
    else:
        hidden = "NOTHING HIDDEN (a player may read the transcript and stderr files)"
    if c.setpriv is not None:
        privileges = "privileges dropped by setpriv (no_new_privs, no capabilities)"
    else:
        privileges = "PRIVILEGES NOT DROPPED (no working setpriv)"
    return (
        f"containment: kill set {c.kill_set}{where}; process limit {nproc}; "
        f"limits cpu, data, fsize, nofile, core by {how}; own session per player; "
        f"{isolation}; {hidden}; {privileges}"
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
        pids = False
        try:
            if "pids" in (parent / "cgroup.controllers").read_text().split():
                (parent / "cgroup.subtree_control").write_text("+pids")
                pids = True
        except OSError:
            pids = False
        if _probe_cgroup(parent, "cgroup.kill", shell):
            return parent, pids
    return None, False


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


def _probe_pids_v1(shell: str) -> Path | None:
    own = _own_cgroups()
    for point, fstype, options in _mounts():
        if fstype != "cgroup" or "pids" not in options:
            continue
        path = next((p for controllers, p in own.items() if "pids" in controllers.split(",")), "/")
        parent = _make_parent(Path(point) / path.lstrip("/"))
        if parent is None:
            continue
        if _probe_cgroup(parent, "pids.max", shell):
            return parent
    return None


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
    }
    unshare = shutil.which("unshare")
    if unshare is None:
        return none
    setpriv_path = shutil.which("setpriv")
    setpriv = (setpriv_path, *SETPRIV_FLAGS) if setpriv_path else None
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
                return {
                    "pid_namespace": prefix,
                    "namespaces": (*(("user",) if user_flags else ()), *names),
                    "mount": mount if hide else None,
                    "setpriv": drop,
                    "hidden_mounts": hidden if hide else (),
                }
    # No namespaces here: privileges can still be dropped.
    if setpriv is not None and _run_probe([*setpriv, "--", shell, "-c", "echo $$"]) is not None:
        return {**none, "setpriv": setpriv}
    return none


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
    for parent in (containment.cgroup_v2, containment.pids_v1):
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
    # Namespaces isolate every player, whatever its kill set; "process-group" means none at all.
    isolation = _probe_isolation(shell) if "pid-namespace" in allowed else {}
    for parent in (cgroup_v2, pids_v1):
        if parent is not None:
            sweep_stale(parent)
    return Containment(
        cgroup_v2=cgroup_v2,
        cgroup_v2_pids=v2_pids,
        pids_v1=pids_v1,
        prlimit=prlimit,
        shell=shell,
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


class Jail:
    """The containment of one player process: its cgroups, launcher command and limits, and the kill.

    Arguments:
        containment: what this machine offers (`detect()`).
        limits: the player's resource limits.
        max_processes: most processes and threads the player may have at once (pids controller only).
    Never raises: a cgroup that cannot be made (though it could at probe time) is skipped, and `kill_set`
    says what is left.

    Use: `command(argv)` gives the argv to start (launcher + player), `preexec` the Popen preexec_fn (or
    None); after the start, `started(pid)`; at the end `kill_all()` then `release()`.
    """

    def __init__(self, containment: Containment, limits: ResourceLimits, max_processes: int) -> None:
        self.containment = containment
        self.limits = limits
        self.pid: int | None = None
        name = _cgroup_name()
        self.cgroups: list[Path] = []
        self._v2: Path | None = None
        self._v1: Path | None = None
        if containment.cgroup_v2 is not None:
            path = containment.cgroup_v2 / name
            try:
                path.mkdir()
                if containment.cgroup_v2_pids:
                    (path / "pids.max").write_text(str(max_processes))
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

        if self._v2 is not None:
            self.kill_set = "cgroup-v2"
        elif self._v1 is not None:
            self.kill_set = "cgroup-v1-pids"
        elif containment.pid_namespace is not None and "pid" in containment.namespaces:
            self.kill_set = "pid-namespace"
        else:
            self.kill_set = "process-group"
        """The kill set in force for this player (see `Containment.kill_set`)."""

    @property
    def namespaced(self) -> bool:
        """True if the player runs in its own namespaces: the started process is then ``unshare``, whose
        child (PID 1 of the new PID namespace) is the player."""
        return self.containment.pid_namespace is not None

    def command(
        self, argv: Sequence[str], hide: Sequence[str] = (), user: tuple[int, int] | None = None
    ) -> list[str]:
        """The argv that starts `argv` inside this jail::

            [sh -c 'join cgroups; exec "$@"'] [prlimit ...] [unshare ... -- [sh -c 'hide files; exec "$@"']]
            [setpriv --no-new-privs ... [--reuid U --regid G --clear-groups] --] argv

        Every launcher execs the next, so the started pid ends up being the player (or, with namespaces,
        the ``unshare`` process whose child is the player).

        Arguments:
            argv: the player's command.
            hide: files to cover with /dev/null in the player's mount namespace (the transcript, stderr
                files); ignored where files cannot be hidden (`Containment.mount` None).
            user: (uid, gid) to run the player as, or None for the referee's user. Needs `setpriv`.
        Raises:
            ValueError: `user` given where there is no setpriv.
        """
        c = self.containment
        out: list[str] = []
        if self.cgroups:
            joins = " && ".join(
                f"echo $$ > {shlex.quote(str(path / 'cgroup.procs'))}" for path in self.cgroups
            )
            out += [c.shell, "-c", f'{joins} && unset PWD OLDPWD && exec "$@"', "sh"]
        if c.prlimit is not None:
            out += self.limits.prlimit_args(c.prlimit)
        if c.pid_namespace is not None:
            out += [*c.pid_namespace, "--"]
            files = list(hide) if c.mount is not None else []
            if c.mount is not None and (c.hidden_mounts or files):
                out += [c.shell, "-c", hide_script(c.mount, c.hidden_mounts, files), "sh"]
        if user is not None and c.setpriv is None:
            raise ValueError("running a player as another user needs util-linux setpriv, not found here")
        if c.setpriv is not None:
            out += list(c.setpriv)
            if user is not None:
                out += [f"--reuid={user[0]}", f"--regid={user[1]}", "--clear-groups"]
            out.append("--")
        out += list(argv)
        return out

    @property
    def preexec(self) -> Callable[[], None] | None:
        """A preexec_fn for Popen if the limits cannot be set by prlimit, else None."""
        return None if self.containment.prlimit is not None else self.limits.preexec()

    def started(self, pid: int) -> None:
        """Record the pid of the started process (the launcher, which execs into the player)."""
        self.pid = pid

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
        self.cgroups = []
        self._v2 = None
        self._v1 = None
