"""The referee's CPU while a player floods its stderr, before and after the stderr sink (issue 25, item 9).

    python bench/stderr_flood_bench.py [--seconds 10] [--processes 8]

Starts a player (a shell) whose PROCESSES children each run ``yes flood >&2``: they write stderr as fast as
they can, far past the cap (`Limits.stderr_bytes`, 1 MiB). For SECONDS seconds the player is left alone (as
while its opponent thinks), and the referee's own CPU time (user + system, every thread: the stderr drain
is one of them) is measured, for two containments of this machine in the same run:

- before: the referee reads the player's stderr itself and drops what is past the cap (no sink);
- after: what the referee uses now (`referee.seats.sandbox.detect()`: a sink in the player's cgroups reads
it).

It prints the referee's CPU seconds per SECONDS of flood for each, and the ratio.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.seats import sandbox  # noqa: E402
from referee.seats.process import Limits, SubprocessSeat  # noqa: E402


def referee_cpu_during_flood(
    containment: sandbox.Containment, processes: int, seconds: float, directory: Path
) -> tuple[float, int]:
    """(CPU seconds of this process over `seconds` s of flood, size of the stderr file in bytes)."""
    floods = " ".join(["yes flood >&2 &"] * processes)
    command = ["sh", "-c", f"{floods} read line; echo '(clean copper)'; cat > /dev/null"]
    stderr = directory / "flood.stderr"
    seat = SubprocessSeat(
        "flood", command, version=3, limits=Limits(), stderr_path=str(stderr), containment=containment
    )
    try:
        time.sleep(0.5)  # the floods are under way
        start = os.times()
        time.sleep(seconds)
        end = os.times()
    finally:
        seat.close(kill=True)
    return (end.user - start.user) + (end.system - start.system), stderr.stat().st_size


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds of flood measured (default 10)")
    parser.add_argument("--processes", type=int, default=8, help="processes writing stderr (default 8)")
    options = parser.parse_args(argv)
    after = sandbox.detect()
    configs = {"before": dataclasses.replace(after, stderr_sink=None), "after": after}
    print(sandbox.describe(after))
    if after.stderr_sink is None:
        print("note: no stderr sink here (no perl), so before and after are the same containment")
    with tempfile.TemporaryDirectory(prefix="stderr-flood-bench-") as scratch:
        cpu = {}
        for name, containment in configs.items():
            cpu[name], size = referee_cpu_during_flood(
                containment, options.processes, options.seconds, Path(scratch)
            )
            print(
                f"{name}: the referee used {cpu[name]:.2f} s of CPU during {options.seconds:g} s of a stderr "
                f"flood by {options.processes} processes (stderr file {size} bytes)"
            )
        ratio = cpu["after"] / cpu["before"] if cpu["before"] else float("nan")
        print(f"ratio after/before {ratio:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
