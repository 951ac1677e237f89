"""Attack 5 of docs/sandbox.md: starve the other player. At start it forks COUNT processes (default 200) that
spin for ever, then plays passively (the referee's process limit is 256 by default).

    spinners.py [COUNT]
"""

import os

from passive_kit import arg, run

for _ in range(int(arg(1, "200"))):
    if os.fork() == 0:
        while True:
            pass

raise SystemExit(run())
