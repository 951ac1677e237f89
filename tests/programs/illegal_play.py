"""Answers its first move with a grammatical but illegal play: buying a province with no coins."""

from passive_kit import run

raise SystemExit(run(lambda message, count: "(buy province)\n" if count == 0 else None))
