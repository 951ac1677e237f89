"""Answers its first move with bytes that are not UTF-8 text."""

import os

from passive_kit import run


def answer(message, count):
    os.write(1, b"(buy \xff\xfe\x00\x01)\n")
    return ""


raise SystemExit(run(answer))
