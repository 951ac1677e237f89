"""Attack 5 of docs/sandbox.md: starve the other player. At start it forks COUNT processes (default 200) that
spin for ever, then plays passively (the referee's process limit is 256 by default). Each spinner calls
setsid: where the kernel shares the CPU between sessions (``sched_autogroup``) rather than between the
referee's cgroups, 200 sessions get 200 shares against the other player's one.

    spinners.py [COUNT]
"""

import os

from passive_kit import arg, run

for _ in range(int(arg(1, "200"))):
    if os.fork() == 0:
        os.setsid()
        while True:
            pass

raise SystemExit(run())
