"""Plays passively; after its answer number N (argument 1, default 1) forks a child that keeps stdin, stdout
and stderr open and sleeps, and exits itself (status 0) once the child has written its pid. Both pids go to
the file named by argument 2."""

import os
import time

from passive_kit import arg, record_pid, run

after = int(arg(1, "1"))
pidfile = arg(2, os.devnull)
record_pid(pidfile)


def after_answer(message, count):
    if count >= after:
        ready, done = os.pipe()
        if os.fork() == 0:
            record_pid(pidfile)
            os.close(done)
            time.sleep(3600)
            os._exit(0)
        os.close(done)
        os.read(ready, 1)  # end of file: the child has written its pid
        os._exit(0)


raise SystemExit(run(after_answer=after_answer))
