"""Answers every `(moved ...)` with `(ok)` and nothing else (a common mistake: writing after a message that
asks for no reply). Seated second, it gets a `moved` before its first `move`, and is ejected before it must
play."""

import os
import sys

for line in sys.stdin:
    if line.startswith("(moved "):
        os.write(1, b"(ok)\n")
