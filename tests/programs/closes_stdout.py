"""Plays passively, then after its answer number N (argument 1, default 1) closes stdout and keeps running
(it goes on reading stdin). Writes its pid to the file named by argument 2."""

import os

from passive_kit import arg, record_pid, run

after = int(arg(1, "1"))
record_pid(arg(2, os.devnull))


def after_answer(message, count):
    if count == after:
        os.close(1)


def answer(message, count):
    if count >= after:
        return ""
    return None


raise SystemExit(run(answer, after_answer=after_answer))
