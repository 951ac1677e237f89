"""Answers its first move with 1 MB of text and no newline and no closing parenthesis."""

import os

from passive_kit import run


def answer(message, count):
    os.write(1, b"(buy " + b"copper " * (1_000_000 // 7))
    return ""


raise SystemExit(run(answer))
