"""Plays passively and writes MEGABYTES (argument 1, default 20) MB to stderr at start and 100 kB after each
answer, never reading its stderr back (a blocked stderr pipe would freeze it)."""

import os

from passive_kit import arg, run

chunk = b"noise " * 10_000 + b"\n"
for _ in range(int(float(arg(1, "20")) * 1_000_000) // len(chunk)):
    os.write(2, chunk)


def after_answer(message, count):
    os.write(2, chunk * 2)


raise SystemExit(run(after_answer=after_answer))
