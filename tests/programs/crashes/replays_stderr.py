"""A player for runtimes not installed here: at its first `(move`, it writes the file named by argument 1 (a
crash's stderr in that runtime's documented format, tests/programs/crashes/*.stderr) to its stderr and
exits with status argument 2, as that runtime does when a program dies."""

import sys

with open(sys.argv[1], encoding="utf-8") as recorded:
    stderr = recorded.read()
for line in sys.stdin:
    if line.startswith("(move"):
        sys.stderr.write(stderr)
        sys.stderr.flush()
        raise SystemExit(int(sys.argv[2]))
