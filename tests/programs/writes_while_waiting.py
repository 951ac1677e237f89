"""Plays passively, but with its first answer (a clean-up, which puts it in wait mode) it also writes another
play, in the same write: `(clean copper)\n(buy copper)\n`.

One write makes the test deterministic: the stray play is always there when the referee next looks. Written
later, it could arrive after the referee's next `move` and be read as the answer to it (no referee can tell
the difference; see docs/sandbox.md)."""

from passive_kit import passive_play, run

from protocol.messages import Move


def answer(message, count):
    if count == 0 and isinstance(message, Move):
        return passive_play(message.state) + "\n(buy copper)\n"
    return None


raise SystemExit(run(answer))
