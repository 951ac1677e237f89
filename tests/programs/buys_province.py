"""Answers its first `(move ...)` with `(buy province)`, with no coins: an illegal play of any protocol
version, so it is ejected answering its first move (whose state, in a v5 game, is a few thousand characters
with the hand after the supply)."""

import os
import sys

for line in sys.stdin:
    if line.startswith("(move "):
        os.write(1, b"(buy province)\n")
