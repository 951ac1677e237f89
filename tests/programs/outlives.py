"""Attack 4 of docs/sandbox.md: outlive the referee. It ignores SIGTERM, SIGHUP and SIGINT, starts a
grandchild that leaves its session (double fork, setsid) and ignores them too, writes both processes' tags
to stderr (`passive_kit.report_tag`), then plays passively; at the end of its input it does not exit but
sleeps for ever, like its grandchild.
"""

import os
import signal
import time

from passive_kit import report_tag, run

for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
    signal.signal(signum, signal.SIG_IGN)
report_tag()
child = os.fork()
if child == 0:
    os.setsid()
    if os.fork() == 0:
        report_tag()
        for fd in (0, 1):
            os.close(fd)
        while True:
            time.sleep(3600)
    os._exit(0)
os.waitpid(child, 0)


def forever():
    while True:
        time.sleep(3600)


raise SystemExit(run(on_eof=forever))
