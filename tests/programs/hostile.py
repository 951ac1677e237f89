"""A hostile player: at its first move it attacks the referee, the other players or the machine, writes what
it managed to do to a report file, then plays passively (legally) to the end of the game.

    hostile.py ATTACK REPORT [ARGS...]

ATTACK is one of:
- ``snoop``: list /proc; for every other process found, open its stdin (``/proc/PID/fd/0``: another player's
  stdin pipe carries its hand) and read its ``environ``. Opening is enough to prove access: it never reads
  the pipe, so that a control run without isolation does not steal the other player's messages.
- ``signal SIG:PID...``: send signal SIG (a number; 0 only checks that it could) to each PID (host pids
  given by the test: the other player, the referee), and signal 0 to every other process in /proc.
- ``connect PORT``: open a TCP connection to 127.0.0.1:PORT (a listener of the test, outside the player).
- ``cgroup PROCS...``: count the ``cgroup.procs`` files it can find under /sys/fs/cgroup, then write its
  pid into each PROCS file (a cgroup outside its own, made by the test): leaving its cgroups would take it
  out of the referee's kill set and process limit.
- ``privileges``: read its capability sets and no_new_privs flag, and try to make a mount namespace of its
  own (``unshare(CLONE_NEWNS)``, which needs CAP_SYS_ADMIN: with it, it could unmount what hides files).
- ``read PATH...``: read each file (the ``--log`` transcript, another player's stderr file); success is
  opening and reading the real file (a regular file), even while it is still empty.

The report (written at once, atomically, when the attack is over) is a JSON object: ``{"pid": its pid as
it sees it, "uid": its uid, "tag": passive_kit.process_tag(), "attempts": [{"what": ..., "target": ...,
"ok": bool, "detail": ...}]}`` where ``ok`` says the attempt succeeded.
"""

import ctypes
import errno
import json
import os
import socket
import stat
import sys

from passive_kit import process_tag, run

ATTACK = sys.argv[1]
REPORT = sys.argv[2]
ARGS = sys.argv[3:]

attempts: list[dict] = []


def note(what: str, target: str, ok: bool, detail: str = "") -> None:
    attempts.append({"what": what, "target": target, "ok": ok, "detail": detail})


def failure(error: OSError) -> str:
    return errno.errorcode.get(error.errno or 0, str(error.errno)) + ": " + str(error.strerror)


def others() -> list[int]:
    """Pids in /proc other than this process (and its threads)."""
    me = os.getpid()
    return sorted(int(entry) for entry in os.listdir("/proc") if entry.isdigit() and int(entry) != me)


def snoop() -> None:
    found = others()
    note("list-proc", "/proc", bool(found), " ".join(map(str, found)))
    for pid in found:
        try:
            fd = os.open(f"/proc/{pid}/fd/0", os.O_RDONLY | os.O_NONBLOCK)
            os.close(fd)
            note("open-stdin", str(pid), True)
        except OSError as error:
            note("open-stdin", str(pid), False, failure(error))
        try:
            with open(f"/proc/{pid}/environ", "rb") as environ:
                data = environ.read()
            note("environ", str(pid), bool(data), f"{len(data)} bytes")
        except OSError as error:
            note("environ", str(pid), False, failure(error))


def send_signals() -> None:
    targets = [tuple(int(part) for part in arg.split(":")) for arg in ARGS]
    for sig, pid in targets + [(0, pid) for pid in others()]:
        try:
            os.kill(pid, sig)
            note("signal", str(pid), True, f"signal {sig}")
        except OSError as error:
            note("signal", str(pid), False, failure(error))


def connect() -> None:
    port = int(ARGS[0])
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
            conn.sendall(b"hello from a player\n")
        note("connect", f"127.0.0.1:{port}", True)
    except OSError as error:
        note("connect", f"127.0.0.1:{port}", False, failure(error))


def leave_cgroup() -> None:
    found = 0
    for _, _, names in os.walk("/sys/fs/cgroup"):
        found += "cgroup.procs" in names
    note("find-cgroups", "/sys/fs/cgroup", found > 0, f"{found} cgroup.procs files")
    for path in ARGS:
        try:
            with open(path, "w") as procs:
                procs.write(str(os.getpid()))
            note("join-cgroup", path, True)
        except OSError as error:
            note("join-cgroup", path, False, failure(error))


def privileges() -> None:
    with open("/proc/self/status", encoding="ascii") as status:
        fields = dict(line.rstrip("\n").split(":\t", 1) for line in status if ":\t" in line)
    for name in ("CapEff", "CapPrm", "CapBnd", "CapAmb"):
        note("capabilities", name, int(fields[name], 16) != 0, fields[name])
    note("no-new-privs-off", "NoNewPrivs", fields.get("NoNewPrivs") == "0", fields.get("NoNewPrivs", "?"))
    libc = ctypes.CDLL(None, use_errno=True)
    done = libc.unshare(0x00020000)  # CLONE_NEWNS
    code = ctypes.get_errno()
    note("unshare-mount", "CLONE_NEWNS", done == 0, "" if done == 0 else errno.errorcode.get(code, str(code)))


def read_files() -> None:
    for path in ARGS:
        try:
            info = os.stat(path)
            with open(path, "rb") as file:
                data = file.read(1 << 20)
            regular = stat.S_ISREG(info.st_mode)
            kind = "regular file" if regular else f"mode {stat.filemode(info.st_mode)}"
            # Reading the real file is a success even while it is empty (the referee buffers its writes);
            # anything else is what hides it (/dev/null mounted over it).
            note("read", path, regular, f"{len(data)} bytes from a {kind}")
        except OSError as error:
            note("read", path, False, failure(error))


ATTACKS = {
    "snoop": snoop,
    "signal": send_signals,
    "connect": connect,
    "cgroup": leave_cgroup,
    "privileges": privileges,
    "read": read_files,
}


def attack_once(message, count):
    if count == 0:
        ATTACKS[ATTACK]()
        report = {"pid": os.getpid(), "uid": os.getuid(), "tag": process_tag(), "attempts": attempts}
        with open(REPORT + ".tmp", "w", encoding="utf-8") as out:
            json.dump(report, out)
        os.rename(REPORT + ".tmp", REPORT)
    return None  # the passive answer


raise SystemExit(run(answer=attack_once))
