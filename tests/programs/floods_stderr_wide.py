"""Attack 9 of issue 25: a stderr flood that costs the referee's CPU. Before its first answer it starts
PROCESSES - 1 children (argument 1, default 8 processes in all), and each of the PROCESSES writes MEBIBYTES
(argument 2, default 16) MiB to stderr as fast as it can; once all are done it writes the line
``WROTE <bytes in all>`` to stderr (the last line, which a referee keeping the end of stderr still has) and
plays passively.

    floods_stderr_wide.py [PROCESSES] [MEBIBYTES]
"""

import os

from passive_kit import arg, run

PROCESSES = int(arg(1, "8"))
SIZE = int(arg(2, "16")) << 20
CHUNK = b"flood " * 10_922 + b"\n"  # 64 KiB


def flood() -> int:
    written = 0
    while written < SIZE:
        written += os.write(2, CHUNK[: SIZE - written])
    return written


def attack(message, count):
    if count == 0:
        children = []
        for _ in range(PROCESSES - 1):
            pid = os.fork()
            if pid == 0:
                flood()
                os._exit(0)
            children.append(pid)
        total = flood()
        for pid in children:
            os.waitpid(pid, 0)
            total += SIZE
        os.write(2, f"\nWROTE {total}\n".encode())
    return None


raise SystemExit(run(answer=attack))
