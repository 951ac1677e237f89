"""Plays passively, but right after its first answer (a clean-up, which puts it in wait mode) it also writes
another play."""

from passive_kit import run, write


def after_answer(message, count):
    if count == 1:
        write("(buy copper)\n")


raise SystemExit(run(after_answer=after_answer))
