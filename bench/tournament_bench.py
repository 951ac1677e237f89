"""How well tournaments use the cores: the same small tournament with --jobs 1 and --jobs 2, in one run.

Plays the tournament on fresh databases in a temporary directory, with `TournamentRunner` (what
`referee tournament --jobs J` runs: a worker process per game, real player programs, SQLite commits), and
prints games per second for each run and their ratio. The time counted is the runner's, from the first game
started to the last game committed (the command's start-up and final standings are the same for both and
would only blur the ratio). The runs must record the same results (the seeds are the same), which is
checked, so the comparisons are between equal work.

Three runs:
1. ``--jobs 1`` on every core, and 2. ``--jobs 2`` on every core: the issue's figure, "--jobs 2 / --jobs 1",
   target at least 1.8 on 2 idle cores.
3. ``--jobs 1`` confined to one core (CPU affinity, inherited by the workers and players): the control.
   "--jobs 2 on 2 cores / --jobs 1 on 1 core" is the runner's speed-up from one core to two.

Why the first ratio stays far below 2 on 2 cores: one game is not one process. Its two players start at the
same time and read the others' moves while the player to move thinks, so a game played alone already keeps
more than one core busy (printed as "cores busy"). With --jobs 2 the two cores are nearly full, so the ratio
can be at most about (cores) / (cores busy with --jobs 1); that ceiling is printed too. A few untimed games
are played first, to warm the caches.

The runs alternate for `--rounds` rounds (default 3) and the medians are printed, with every round's ratio.

Usage: python bench/tournament_bench.py [--games N] [--turn-limit T] [--jobs-high J] [--rounds R]
                                        [--no-control]
The load average is printed before and after: the figures mean little on a machine busy with other work.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from referee.seats.process import Limits
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
        if summary.interrupted:
            sys.exit(f"--jobs {jobs}: interrupted")
        if summary.failed:
            sys.exit(f"--jobs {jobs}: {len(summary.failed)} games failed: {summary.failed[0].error}")
        results = {}
        for index, result in store.results().items():
            for player in result["players"]:
                player.pop("reply", None)  # timings differ between runs; the games themselves must not
            results[index] = json.dumps(result, sort_keys=True)
    return elapsed, cpu, results


def round_robin(games: int, turn_limit: int) -> TournamentDefinition:
    """The benches' tournament: a round robin of `PLAYERS`, `games` per pair (rounded up to even), seed 1."""
    return TournamentDefinition(
        entrants=tuple(Entrant(name, command) for name, command in PLAYERS.items()),
        format="round-robin",
        games=games + games % 2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=turn_limit,
        limits=dataclasses.asdict(Limits()),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair (default 10)")
    parser.add_argument("--turn-limit", type=int, default=40, help="turns per player (default 40)")
    parser.add_argument("--jobs-high", type=int, default=2, help="the parallel run's --jobs (default 2)")
    parser.add_argument("--rounds", type=int, default=3, help="times each run is repeated (default 3)")
    parser.add_argument("--no-control", action="store_true", help="skip the run confined to one core")
    options = parser.parse_args()
    definition = round_robin(options.games, options.turn_limit)
    total = len(definition.schedule())
    cores = sorted(os.sched_getaffinity(0))
    print(f"cores: {len(cores)}; load average: {os.getloadavg()[0]:.2f}")
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set: modules without bytecode caches compile in each process")
    print(
        f"tournament: round robin of {', '.join(PLAYERS)}; {definition.games} games per pair "
        f"({total} games), turn limit {options.turn_limit}"
    )
    runs = [("--jobs 1", 1, cores), (f"--jobs {options.jobs_high}", options.jobs_high, cores)]
    if not options.no_control and len(cores) > 1:
        runs.append(("--jobs 1 on one core", 1, cores[:1]))
    rates: dict[str, list[float]] = {label: [] for label, _, _ in runs}
    busy: dict[str, list[float]] = {label: [] for label, _, _ in runs}
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="tournament-bench-") as tmp:
        # Not timed: the first games also fill the page cache and write the players' bytecode caches.
        (Path(tmp) / "warm-up").mkdir()
        play(Path(tmp) / "warm-up", dataclasses.replace(definition, games=2, turn_limit=5), 2)
        # The runs alternate, round after round, so that a slow spell of the machine hits them all alike.
        for round_number in range(1, options.rounds + 1):
            figures = []
            for label, jobs, allowed in runs:
                directory = Path(tmp) / f"round{round_number}-{len(figures)}"
                directory.mkdir()
                os.sched_setaffinity(0, allowed)
                try:
                    elapsed, cpu, results = play(directory, definition, jobs)
                finally:
                    os.sched_setaffinity(0, cores)
                outcomes.append(results)
                rates[label].append(total / elapsed)
                busy[label].append(cpu / elapsed)
                figures.append(
                    f"  {label}: {total / elapsed:.2f} games/s ({1000 * cpu / total:.0f} ms CPU a game, "
                    f"{cpu / elapsed:.2f} cores busy)"
                )
            print(f"round {round_number}:", *figures, sep="\n")
    if any(result != outcomes[0] for result in outcomes):
        print("warning: the runs recorded different results (they should be identical)")
    print(f"load average after: {os.getloadavg()[0]:.2f} (other work on the machine lowers the ratios)")

    def ratios(fast: str, slow: str) -> str:
        each = [f / s for f, s in zip(rates[fast], rates[slow], strict=True)]
        return f"median {statistics.median(each):.2f} (rounds: {', '.join(f'{r:.2f}' for r in each)})"

    print(f"median over {options.rounds} rounds:")
    for label, _, _ in runs:
        print(
            f"  {label}: {statistics.median(rates[label]):.2f} games/s, "
            f"{statistics.median(busy[label]):.2f} cores busy"
        )
    low, high = "--jobs 1", f"--jobs {options.jobs_high}"
    target = " (target >= 1.8 on 2 idle cores)" if options.jobs_high == 2 else ""
    print(f"ratio {high} / {low}: {ratios(high, low)}{target}")
    alone = statistics.median(busy[low])
    print(
        f"  its ceiling: one game alone keeps {alone:.2f} cores busy, so on {len(cores)} cores {high} "
        f"can be at most {len(cores) / alone:.2f} times faster (for the same CPU a game)"
    )
    if "--jobs 1 on one core" in rates:
        control = ratios(high, "--jobs 1 on one core")
        print(f"control, {high} on {len(cores)} cores / --jobs 1 on one core: {control}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
