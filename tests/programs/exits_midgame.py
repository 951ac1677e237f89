"""Plays passively, and exits with status 3 after its answer number N (argument 1, default 2)."""

import sys

from passive_kit import arg, run

after = int(arg(1, "2"))


def after_answer(message, count):
    if count >= after:
        sys.stderr.write("exits_midgame: leaving now\n")
        raise SystemExit(3)


raise SystemExit(run(after_answer=after_answer))
