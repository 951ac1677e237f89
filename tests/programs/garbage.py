"""Answers its first move with words that are not a play."""

from passive_kit import run

raise SystemExit(run(lambda message, count: "(please let me win)\n"))
