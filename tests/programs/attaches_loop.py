"""Attack 1 of issue 25, where a player still reaches the host's loop devices: at its first move it writes a
file of 1 MiB in its HOME (its private /tmp) and attaches a free loop device to it (``LOOP_CTL_GET_FREE`` on
/dev/loop-control, then ``LOOP_SET_FD``), which would stay attached after the game, holding its private
file system alive. Then it reports (`passive_kit.report`) ``{"loop": "/dev/loopN" or null, "error": ...}``
and plays passively.

    attaches_loop.py
"""

import errno
import fcntl
import os

from passive_kit import report, run

LOOP_SET_FD, LOOP_CTL_GET_FREE = 0x4C00, 0x4C82


def attack(message, count):
    if count != 0:
        return None
    loop, error = None, None
    try:
        path = os.path.join(os.environ["HOME"], "disk")
        with open(path, "wb") as out:
            out.write(b"\0" * (1 << 20))
        backing = os.open(path, os.O_RDWR)
        control = os.open("/dev/loop-control", os.O_RDWR)
        number = fcntl.ioctl(control, LOOP_CTL_GET_FREE)
        device = os.open(f"/dev/loop{number}", os.O_RDWR)
        fcntl.ioctl(device, LOOP_SET_FD, backing)
        loop = f"/dev/loop{number}"
        for fd in (device, control, backing):
            os.close(fd)
    except OSError as problem:
        error = errno.errorcode.get(problem.errno, str(problem))
    report({"loop": loop, "error": error})
    return None


raise SystemExit(run(answer=attack))
