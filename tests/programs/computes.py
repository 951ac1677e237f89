"""Plays passively, but on its second move computes for ever before answering (a search that never stops):
it is busy on the CPU, not silent for a buffer, so the reply timeout must say it was computing."""

from passive_kit import run


def answer(message, count):
    if count == 0:
        return None  # the passive answer
    total = 0
    while True:
        total += 1


raise SystemExit(run(answer))
