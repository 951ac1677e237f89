"""Answers its first move with a line of debugging output on stdout (it should go to stderr), followed in
the same write by a passive play: `got a move, hand is coming\n(clean copper)\n`. The framing reads the bare
word `got` as the reply; the referee must show the whole line. Argument 1 (default 0): instead, `got `
and that many `x`, to check the line shown is bounded."""

from passive_kit import arg, passive_play, run

from protocol.messages import Move

width = int(arg(1, "0"))


def answer(message, count):
    if count == 0 and isinstance(message, Move):
        line = "got " + "x" * width if width else "got a move, hand is coming"
        return f"{line}\n{passive_play(message.state)}\n"
    return None


raise SystemExit(run(answer))
