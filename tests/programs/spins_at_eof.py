"""Plays passively, then ignores end of input and spins (busy loop) for ever. Writes its pid to argument 1."""

import os

from passive_kit import arg, record_pid, run

record_pid(arg(1, os.devnull))


def spin():
    while True:
        pass


raise SystemExit(run(on_eof=spin))
