"""Plays passively, but acknowledges every `(moved ...)` sent to it with `(ok)` on stdout (a common mistake:
nothing is ever written in answer to a notification), then writes `acked` on stderr.

The stderr line comes after the stdout write, so a test that sees it knows the stray `(ok)` is already in
the pipe when the referee next writes to the player: the fault is then found deterministically while
waiting, before the next message is sent."""

import os

from passive_kit import run

from protocol.messages import Moved


def acknowledge(message):
    if isinstance(message, Moved):
        os.write(1, b"(ok)\n")
        os.write(2, b"acked\n")


raise SystemExit(run(on_notification=acknowledge))
