"""What a Dask cluster costs: one simulation with ``--jobs 2`` and with ``--cluster local:2``, in one run.

Plays one simulation (Big Money against Smithy/BM on the kingdom of bench/simulate_bench.py, `--games` games)
with `referee.simulate.simulate` on 2 forked worker processes (what ``referee simulate --jobs 2`` does) and
with `referee.simulate.simulate_on_cluster` on a `distributed.LocalCluster` of 2 single-threaded workers
(what ``--cluster local:2`` does), alternating for `--rounds` rounds, and prints for each: games per
wall-clock second, and the ratio cluster / jobs (the issue's figure: at least 0.8, so that N machines
scale). The time counted is the games', from the first batch submitted to the last result received; starting
the workers is printed apart (a cluster starts once per command, whatever its number of games). The two
must return the same games, which is checked.

The overhead per game is (cluster seconds - jobs seconds) / games, and per task that times the games a
task plays: what the cluster's scheduling, serialization and network costs over local worker processes.

Usage: python bench/cluster_bench.py [--games N] [--rounds R]
Needs the [cluster] extra (pip install -e '.[cluster]'). The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from simulate_bench import KINGDOM  # the kingdom of bench/simulate_bench.py (bench/ is on the path)

from referee.cluster import connect, parse_cluster
from referee.simulate import (
    Simulation,
    cluster_batch_size,
    resolved,
    simulate,
    simulate_on_cluster,
    workers,
)

STRATEGIES = ("big-money", "smithy-money")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000, help="games per run (default 20000)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, alternating (default 3)")
    options = parser.parse_args()
    simulation = Simulation(STRATEGIES, ("A", "B"), KINGDOM, options.games, 1)
    games = len(simulation.schedule())
    for spec in STRATEGIES:
        resolved(spec)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{games} games of {' vs '.join(STRATEGIES)} per run, {options.rounds} rounds")

    started = time.monotonic()
    with connect(parse_cluster("local:2")) as client:
        startup = time.monotonic() - started
        simulate_on_cluster(Simulation(STRATEGIES, ("A", "B"), KINGDOM, 20, 2), client)  # workers warm
        size = cluster_batch_size(games, 2)
        tasks = math.ceil(games / size)
        with workers(2) as pool:
            simulate(Simulation(STRATEGIES, ("A", "B"), KINGDOM, 20, 2), jobs=2, pool=pool)
            local_rates, cluster_rates = [], []
            for round_ in range(1, options.rounds + 1):
                began = time.monotonic()
                local = simulate(simulation, jobs=2, pool=pool)
                local_seconds = time.monotonic() - began
                began = time.monotonic()
                remote = simulate_on_cluster(simulation, client)
                cluster_seconds = time.monotonic() - began
                assert remote == local, "the cluster played other games"
                local_rates.append(games / local_seconds)
                cluster_rates.append(games / cluster_seconds)
                overhead = (cluster_seconds - local_seconds) / games
                ratio = local_seconds / cluster_seconds
                print(
                    f"round {round_}: --jobs 2 {games / local_seconds:8.0f} games/s | --cluster local:2 "
                    f"{games / cluster_seconds:8.0f} games/s | ratio {ratio:.2f}x | "
                    f"overhead {overhead * 1e6:+.0f} us/game, {overhead * games / tasks * 1e3:+.1f} ms/task"
                )
    best = max(cluster_rates) / max(local_rates)
    median = statistics.median(c / j for c, j in zip(cluster_rates, local_rates, strict=True))
    print(f"cluster start-up (scheduler and 2 workers): {startup:.1f} s; {tasks} tasks of {size} games")
    print(
        f"best: --jobs 2 {max(local_rates):.0f} games/s, --cluster local:2 {max(cluster_rates):.0f} games/s, "
        f"ratio {best:.2f}x; median ratio {median:.2f}x (goal: at least 0.80x)"
    )
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
