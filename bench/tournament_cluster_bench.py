"""A tournament with ``--jobs 2`` and with ``--cluster local:2``, in one run: what the cluster costs per game.

Plays the small round robin of bench/tournament_bench.py (real player programs, one worker process per game,
SQLite commits) with `TournamentRunner` twice per round, alternating: `jobs=2` local worker processes, and
each game as a task on a `distributed.LocalCluster` of 2 single-threaded workers (what
``referee tournament --cluster local:2`` does: the task starts the game's worker process on the worker's
machine and sends back the report, transcript and stderr files, recorded here). Prints games per second of
each, their ratio, and the overhead per game; the two must record the same games, which is checked.

Usage: python bench/tournament_cluster_bench.py [--games N] [--turn-limit T] [--rounds R]
Needs the [cluster] extra. The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tournament_bench import PLAYERS, round_robin  # bench/ is on the path

from referee.cluster import connect, parse_cluster
from referee.tournament import TournamentDefinition, TournamentRunner, TournamentStore


def play(directory: Path, definition: TournamentDefinition, cluster: Any) -> tuple[float, dict[int, str]]:
    """Run the tournament with 2 jobs, or on `cluster`; return (seconds, results by index without timings)."""
    with TournamentStore.create_or_resume(directory / "tournament.sqlite", definition) as store:
        runner = TournamentRunner(definition, store, jobs=2, logs_dir=directory / "games", cluster=cluster)
        started = time.perf_counter()
        summary = runner.run()
        elapsed = time.perf_counter() - started
        if summary.interrupted or summary.failed:
            sys.exit(f"interrupted, or {len(summary.failed)} games failed: {summary.failed[:1]}")
        results = {}
        for index, result in store.results().items():
            for player in result["players"]:
                player.pop("reply", None)  # timings differ between runs; the games themselves must not
            results[index] = json.dumps(result, sort_keys=True)
    return elapsed, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair (default 10)")
    parser.add_argument("--turn-limit", type=int, default=40, help="turns per player (default 40)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, alternating (default 3)")
    options = parser.parse_args()
    definition = round_robin(options.games, options.turn_limit)
    total = len(definition.schedule())
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"tournament: round robin of {', '.join(PLAYERS)}, {total} games, turn limit {options.turn_limit}")
    local_rates, cluster_rates, seen = [], [], []
    with (
        tempfile.TemporaryDirectory(prefix="cluster-bench-") as tmp,
        connect(parse_cluster("local:2")) as client,
    ):
        warm = dataclasses.replace(definition, games=2, turn_limit=5)
        for name, cluster in (("warm-jobs", None), ("warm-cluster", client)):
            (Path(tmp) / name).mkdir()
            play(Path(tmp) / name, warm, cluster)
        for round_ in range(1, options.rounds + 1):
            figures = []
            for label, cluster, rates in (
                ("--jobs 2", None, local_rates),
                ("--cluster local:2", client, cluster_rates),
            ):
                directory = Path(tmp) / f"round{round_}-{len(figures)}"
                directory.mkdir()
                elapsed, results = play(directory, definition, cluster)
                seen.append(results)
                rates.append(total / elapsed)
                figures.append(f"{label} {total / elapsed:.2f} games/s")
            overhead = 1 / cluster_rates[-1] - 1 / local_rates[-1]
            print(
                f"round {round_}: {' | '.join(figures)} | ratio {cluster_rates[-1] / local_rates[-1]:.2f}x | "
                f"overhead {overhead * 1e3:+.1f} ms/game"
            )
    if any(results != seen[0] for results in seen):
        sys.exit("the runs recorded different games (they must be identical)")
    median = statistics.median(c / j for c, j in zip(cluster_rates, local_rates, strict=True))
    print(
        f"best: --jobs 2 {max(local_rates):.2f} games/s, --cluster local:2 {max(cluster_rates):.2f} games/s, "
        f"ratio {max(cluster_rates) / max(local_rates):.2f}x; median ratio {median:.2f}x"
    )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
