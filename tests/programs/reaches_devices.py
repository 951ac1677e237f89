"""Attack 1 of issue 25: the machine's devices. At its first move it

- lists /dev;
- opens the host's terminal TERMINAL (argument 1, a ``/dev/pts/N`` of the test) for reading and writing and,
  if it can, writes a window-title escape sequence into it (what it could do to an instructor's terminal);
- opens /dev/console for writing (writing nothing), /dev/loop-control, every /dev/loopN and every block device
  of /dev read-only (attaching nothing);

then reports (`passive_kit.report`) ``{"dev": [NAMES], "opened": [PATHS], "wrote": bool}``, and plays
passively.

    reaches_devices.py TERMINAL
"""

import os
import stat

from passive_kit import arg, report, run

TERMINAL = arg(1, "/dev/pts/0")
MARK = b"\x1b]0;owned by a player\x07"


def try_open(path: str, flags: int) -> int | None:
    try:
        return os.open(path, flags | os.O_NOCTTY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None


def attack(message, count):
    if count != 0:
        return None
    try:
        names = sorted(os.listdir("/dev"))
    except OSError:
        names = []
    opened = []
    wrote = False
    fd = try_open(TERMINAL, os.O_RDWR)
    if fd is not None:
        opened.append(TERMINAL)
        try:
            wrote = os.write(fd, MARK) == len(MARK)
        except OSError:
            pass
        os.close(fd)
    targets = ["/dev/console", "/dev/loop-control"]
    for name in names:
        path = f"/dev/{name}"
        try:
            mode = os.stat(path).st_mode
        except OSError:
            continue
        if stat.S_ISBLK(mode) or name.startswith("loop"):
            targets.append(path)
    for path in dict.fromkeys(targets):
        fd = try_open(path, os.O_WRONLY if path == "/dev/console" else os.O_RDONLY)
        if fd is not None:
            opened.append(path)
            os.close(fd)
    report({"dev": names, "opened": opened, "wrote": wrote})
    return None


raise SystemExit(run(answer=attack))
