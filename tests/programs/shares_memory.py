"""Attack 2 of issue 25: memory past the limit through shared memory, which RLIMIT_DATA does not count. At its
first move it takes MEBIBYTES (argument 2, default 384) MiB, touching every page, by

- ``memfd``: anonymous files (``memfd_create``, 32 MiB each) mapped shared, or
- ``shared``: an anonymous ``MAP_SHARED`` mapping, or
- ``tmpfs``: a file of its private /dev/shm (at most 64 MiB: the tmpfs is full then; counted all the same),
- ``child``: a child process that takes them by ``shared`` while the player itself goes on playing,

then reports (`passive_kit.report`) ``{"mode": MODE, "took": BYTES}`` and plays passively. A memory cgroup
kills it before the report.

    shares_memory.py MODE [MEBIBYTES]
"""

import mmap
import os

from passive_kit import arg, report, run

MODE = arg(1, "memfd")
SIZE = int(arg(2, "384")) << 20
CHUNK = 32 << 20
kept = []


def take() -> int:
    if MODE == "tmpfs":
        taken = 0
        with open("/dev/shm/hoard", "wb") as out:
            try:
                while taken < SIZE:
                    out.write(b"x" * (1 << 20))
                    out.flush()
                    taken += 1 << 20
            except OSError:
                pass
        return taken
    taken = 0
    while taken < SIZE:
        # Files of 32 MiB each: one memfd is a file, limited by RLIMIT_FSIZE (64 MiB), but not their sum.
        if MODE == "memfd":
            fd = os.memfd_create("hoard")
            os.ftruncate(fd, CHUNK)
            area = mmap.mmap(fd, CHUNK, mmap.MAP_SHARED)
        else:
            area = mmap.mmap(-1, CHUNK, mmap.MAP_SHARED)
        kept.append(area)
        for offset in range(0, CHUNK, mmap.PAGESIZE):
            area[offset] = 1
        taken += CHUNK
    return taken


def attack(message, count):
    global MODE
    if count == 0:
        if MODE == "child":
            MODE = "shared"
            if os.fork() == 0:
                report({"mode": "child", "took": take()})
                os._exit(0)
            os.wait()  # the player answers once its child is done (or killed)
        else:
            report({"mode": MODE, "took": take()})
    return None


raise SystemExit(run(answer=attack))
