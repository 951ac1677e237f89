"""How well tournaments use the cores: the same small tournament with --jobs 1 and --jobs 2, in one run.

Runs `referee tournament` (the real command: worker processes, player programs, SQLite) twice on fresh
databases in a temporary directory and prints games per second for each and their ratio. On 2 idle cores
the target ratio is at least 1.8. The two runs must record the same results (checked, since the seeds
are the same), so the comparison is between equal work.

Usage: python bench/tournament_bench.py [--games N] [--turn-limit T] [--jobs-high J]
The load average is printed before and after: the figures mean little on a machine busy with other work.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = [
    "python -m players.big_money",
    "python -m players.smithy_money",
    "python -m players.random_legal",
]


def run(directory: Path, jobs: int, games: int, turn_limit: int) -> tuple[float, int, dict[int, str]]:
    """Run the tournament in `directory`; return (wall seconds, games recorded, results by index)."""
    referee = shutil.which("referee")
    command = [referee] if referee else [sys.executable, "-m", "referee.cli"]
    args = [
        "tournament",
        "--jobs",
        str(jobs),
        "--games",
        str(games),
        "--turn-limit",
        str(turn_limit),
        *PLAYERS,
    ]
    started = time.perf_counter()
    done = subprocess.run([*command, *args], cwd=directory, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"referee tournament --jobs {jobs} failed ({done.returncode}):\n{done.stderr}")
    db = sqlite3.connect(directory / "tournament.sqlite")
    results = {}
    for index, text in db.execute("SELECT schedule_index, result FROM games"):
        result = json.loads(text)
        for player in result["players"]:
            player.pop("reply", None)  # timings differ between runs; the game itself must not
        results[index] = json.dumps(result, sort_keys=True)
    db.close()
    return elapsed, len(results), results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair (default 10)")
    parser.add_argument("--turn-limit", type=int, default=40, help="turns per player (default 40)")
    parser.add_argument("--jobs-high", type=int, default=2, help="the parallel run's --jobs (default 2)")
    options = parser.parse_args()
    print(f"cores: {os.cpu_count()}; load average: {os.getloadavg()[0]:.2f}; players: {', '.join(PLAYERS)}")
    print(f"tournament: round robin, {options.games} games per pair, turn limit {options.turn_limit}")
    figures = {}
    outcomes = {}
    with tempfile.TemporaryDirectory(prefix="tournament-bench-") as tmp:
        for jobs in (1, options.jobs_high):
            directory = Path(tmp) / f"jobs{jobs}"
            directory.mkdir()
            elapsed, games, outcomes[jobs] = run(directory, jobs, options.games, options.turn_limit)
            figures[jobs] = games / elapsed
            print(f"--jobs {jobs}: {games} games in {elapsed:.2f} s = {figures[jobs]:.2f} games/s")
    if outcomes[1] != outcomes[options.jobs_high]:
        print("warning: the two runs recorded different results (they should be identical)")
    print(f"load average after: {os.getloadavg()[0]:.2f} (other work on the machine lowers the ratio)")
    ratio = figures[options.jobs_high] / figures[1]
    target = " (target >= 1.8)" if options.jobs_high == 2 else ""
    print(f"ratio --jobs {options.jobs_high} / --jobs 1: {ratio:.2f}{target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
