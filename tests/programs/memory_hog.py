"""Answers its first move by allocating memory (touching every page) until it is stopped."""

from passive_kit import run

hoard = []


def answer(message, count):
    while True:
        hoard.append(bytearray(16 * 1024 * 1024))


raise SystemExit(run(answer))
