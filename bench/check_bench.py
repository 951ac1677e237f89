"""How long `referee check --protocol 5` takes for a passing program, with the checks' concurrency of before
issue 41 (4 at once) and of now (`referee.conformance.DEFAULT_JOBS`, with at most `start_slots()` programs
starting up at once), in the same run.

    python bench/check_bench.py [--program "python -m players.random_legal"] [--jobs 4,16] [--rounds 1]

Runs the installed command, ``referee check --protocol 5 --json --jobs J PROGRAM``, once per round for each
J (alternating, so that a load that comes and goes weighs on both), and prints for each run: its wall time,
the CPU time (user + sys) of the referee and every program it started, the machine's 1-minute load
average before and after, the checks passed and the answers given, and the sum of the checks' own wall
times (how long they would take one after the other). On an idle machine the wall time is about the larger
of the CPU time divided by the cores and the checks' waiting divided by the checks run at once; on a
machine shared with other work, the load average says how far from idle it was.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import shutil
import subprocess
import sys
import time


def run(program: str, jobs: int) -> dict:
    """One ``referee check`` run: its figures (see the module doc)."""
    referee = shutil.which("referee") or sys.exit("referee is not installed: pip install -e .")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load_before = os.getloadavg()[0]
    started = time.monotonic()
    done = subprocess.run(
        [referee, "check", "--protocol", "5", "--json", "--jobs", str(jobs), program],
        capture_output=True,
        text=True,
    )
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"referee check failed ({done.returncode}): {done.stderr.strip()}")
    report = json.loads(done.stdout)
    return {
        "jobs": jobs,
        "wall": wall,
        "cpu": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
        "load": (load_before, os.getloadavg()[0]),
        "passed": report["passed"],
        "checks": len(report["checks"]),
        "answers": sum(check["replies"] for check in report["checks"]),
        "serial": sum(check["seconds"] for check in report["checks"]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--program", default=f"{shlex.quote(sys.executable)} -m players.random_legal")
    parser.add_argument("--jobs", default="4,16", help="the --jobs values compared, by commas (default 4,16)")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each --jobs value (default 1)")
    options = parser.parse_args()
    jobs = [int(j) for j in options.jobs.split(",")]
    print(f"referee check --protocol 5 {options.program}; {os.cpu_count()} cores")
    for _ in range(options.rounds):
        for j in jobs:
            r = run(options.program, j)
            print(
                f"--jobs {r['jobs']:>2}: {r['wall']:6.1f} s wall, {r['cpu']:5.1f} s CPU (user+sys), load "
                f"{r['load'][0]:.1f} -> {r['load'][1]:.1f}; {r['passed']} of {r['checks']} checks passed, "
                f"{r['answers']} answers; checks one after the other: {r['serial']:.0f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
