"""Double-forks at start: the grandchild calls setsid (leaving the player's session) and sleeps with the pipes
closed. The player itself then plays passively to the end. All pids go to the file named by argument 1."""

import os
import time

from passive_kit import arg, record_pid, run

pidfile = arg(1, os.devnull)
record_pid(pidfile)
child = os.fork()
if child == 0:
    os.setsid()
    if os.fork() == 0:
        for fd in (0, 1, 2):
            os.close(fd)
        record_pid(pidfile)
        time.sleep(3600)
    os._exit(0)
os.waitpid(child, 0)
raise SystemExit(run())
