"""How well tournaments use the cores: the same small tournament with --jobs 1 and --jobs 2, in one run.

Plays the tournament twice on fresh databases in a temporary directory, with `TournamentRunner` (what
`referee tournament --jobs J` runs: a worker process per game, real player programs, SQLite commits), and
prints games per second for each and their ratio. The time counted is the runner's, from the first game
started to the last game committed (the command's start-up and final standings are the same for both and
would only blur the ratio). On 2 idle cores the target ratio is at least 1.8. The two runs must record the
same results (the seeds are the same), which is checked, so the comparison is between equal work.

Usage: python bench/tournament_bench.py [--games N] [--turn-limit T] [--jobs-high J]
The load average is printed before and after: the figures mean little on a machine busy with other work.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

from referee.process import Limits
from referee.tournament import Entrant, TournamentDefinition, TournamentRunner, TournamentStore

PLAYERS = {
    "bigmoney": ("python", "-m", "players.big_money"),
    "smithymoney": ("python", "-m", "players.smithy_money"),
    "randomlegal": ("python", "-m", "players.random_legal"),
}


def cpu_seconds() -> float:
    """CPU time (user + system) of this process and of every finished descendant (workers, players)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def play(directory: Path, definition: TournamentDefinition, jobs: int) -> tuple[float, float, dict[int, str]]:
    """Run the tournament with `jobs`; return (seconds, CPU seconds, results by index without timings)."""
    with TournamentStore.create_or_resume(directory / "tournament.sqlite", definition) as store:
        runner = TournamentRunner(definition, store, jobs=jobs, logs_dir=directory / "games")
        started, cpu_started = time.perf_counter(), cpu_seconds()
        summary = runner.run()
        elapsed, cpu = time.perf_counter() - started, cpu_seconds() - cpu_started
        if summary.failed or summary.interrupted:
            sys.exit(f"--jobs {jobs}: {len(summary.failed)} games failed: {summary.failed[0].error}")
        results = {}
        for index, result in store.results().items():
            for player in result["players"]:
                player.pop("reply", None)  # timings differ between runs; the games themselves must not
            results[index] = json.dumps(result, sort_keys=True)
    return elapsed, cpu, results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair (default 10)")
    parser.add_argument("--turn-limit", type=int, default=40, help="turns per player (default 40)")
    parser.add_argument("--jobs-high", type=int, default=2, help="the parallel run's --jobs (default 2)")
    options = parser.parse_args()
    definition = TournamentDefinition(
        entrants=tuple(Entrant(name, command) for name, command in PLAYERS.items()),
        format="round-robin",
        games=options.games + options.games % 2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=options.turn_limit,
        limits=dataclasses.asdict(Limits()),
    )
    total = len(definition.schedule())
    print(f"cores: {os.cpu_count()}; load average: {os.getloadavg()[0]:.2f}")
    print(
        f"tournament: round robin of {', '.join(PLAYERS)}; {definition.games} games per pair "
        f"({total} games), turn limit {options.turn_limit}"
    )
    rates = {}
    outcomes = {}
    with tempfile.TemporaryDirectory(prefix="tournament-bench-") as tmp:
        for jobs in (1, options.jobs_high):
            directory = Path(tmp) / f"jobs{jobs}"
            directory.mkdir()
            elapsed, cpu, outcomes[jobs] = play(directory, definition, jobs)
            rates[jobs] = len(outcomes[jobs]) / elapsed
            print(
                f"--jobs {jobs}: {len(outcomes[jobs])} games in {elapsed:.2f} s = {rates[jobs]:.2f} games/s "
                f"(CPU {cpu:.2f} s, {cpu / elapsed:.2f} cores busy on average)"
            )
    if outcomes[1] != outcomes[options.jobs_high]:
        print("warning: the two runs recorded different results (they should be identical)")
    print(f"load average after: {os.getloadavg()[0]:.2f} (other work on the machine lowers the ratio)")
    target = " (target >= 1.8 on 2 idle cores)" if options.jobs_high == 2 else ""
    print(f"ratio --jobs {options.jobs_high} / --jobs 1: {rates[options.jobs_high] / rates[1]:.2f}{target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
