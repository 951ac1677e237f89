"""Attack 1 of docs/sandbox.md: plant code in the referee's installation. At its first move it writes a
``.pth`` file into every ``site-packages`` directory on its ``sys.path`` (those of the interpreter that runs
it, the referee's own when run as ``python -m ...`` from the referee's virtualenv): the next Python started
from that installation (the next ``referee``, every tournament worker) would execute an ``import`` line of
it. Its line here is a harmless path, so a file left behind changes nothing. It also creates ``/dev/NAME``
(a file left on the machine) and opens the kernel setting ``/proc/sys/kernel/domainname`` for writing
(which a uid-0 process without capabilities may: it writes nothing, opening proves it). Then it plays
passively.

    plants_pth.py NAME      (NAME: the file name to write, unique per test)

Reports (`passive_kit.report`) ``{"attempts": [{"target": PATH, "ok": bool, "detail": ...}]}``.
"""

import errno
import os
import sys

from passive_kit import report, run

NAME = sys.argv[1]


def attack(message, count):
    if count == 0:
        attempts = []
        for directory in dict.fromkeys(p for p in sys.path if p.endswith("site-packages")):
            target = f"{directory}/{NAME}"
            try:
                with open(target, "w", encoding="ascii") as out:
                    out.write("/nonexistent-dominion-hostile-path\n")
                attempts.append({"target": target, "ok": True, "detail": "written"})
            except OSError as error:
                attempts.append(
                    {"target": target, "ok": False, "detail": errno.errorcode.get(error.errno, "")}
                )
        for target in (f"/dev/{NAME}", "/proc/sys/kernel/domainname"):
            try:
                fd = os.open(target, os.O_WRONLY | (os.O_CREAT if target.startswith("/dev/") else 0), 0o644)
                os.close(fd)
                attempts.append({"target": target, "ok": True, "detail": "opened for writing"})
            except OSError as error:
                attempts.append(
                    {"target": target, "ok": False, "detail": errno.errorcode.get(error.errno, "")}
                )
        report({"attempts": attempts})
    return None


raise SystemExit(run(answer=attack))
