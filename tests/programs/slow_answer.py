"""Answers passively, but its answer number N (argument 1, default 0) comes after SECONDS (argument 2)."""

import time

from passive_kit import arg, run

which = int(arg(1, "0"))
delay = float(arg(2, "5"))


def answer(message, count):
    if count == which:
        time.sleep(delay)
    return None


raise SystemExit(run(answer))
