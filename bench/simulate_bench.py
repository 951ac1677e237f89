"""How fast does `referee simulate` play? Games per second beside pyminion's (and why not Dominiate's).

For three 2-player mirror matchups on one 10-card kingdom (`KINGDOM`), Big Money, Double Witch and an
engine strategy (`MATCHUPS`), prints the games per second of:
- ours: `referee.simulate.simulate` (the path `referee simulate` takes: the tournament's schedule, seats
  rotated, each play judged by the rules engine, the score curve recorded) with `--jobs 1` and `--jobs 2`;
- pyminion (https://pypi.org/project/pyminion/, a Python Dominion simulator with bots) on the same matchup
  with its own bots, one process per job (pyminion has no worker pool: `--jobs 2` is two processes playing
  half the games each);
and the ratio ours / pyminion. Goal: at least 2x pyminion on the same matchup (Big Money above all).

Each figure is given two ways: games per CPU second (with `--jobs 1` only: our workers are children of the
multiprocessing forkserver, whose CPU time this process cannot read), which load elsewhere on a shared
machine hardly changes; and games per wall-clock second, what a user waits, which a loaded machine slows
(with `--jobs 2` pyminion is two processes started together, timed from the first start to the last end,
their start-up excluded; ours include starting the workers). The best of `--rounds` runs counts, ours and
pyminion's alternating round by round so that a change of load hits both alike; beside the ratio of the
best runs, the ratio of the medians. Mean turns per game (all players) are printed beside each figure: the
matchups must play alike for the rates to compare.

pyminion runs in its own interpreter: the current one if it can import pyminion, else a virtual
environment the bench makes once (`--pyminion-venv DIR`, default ~/.cache/dominion-referee/pyminion) with
`pip install pyminion` from PyPI. Its games are set up as its `Simulator` examples do
(`Game(..., log_stdout=False)`), with its logging disabled (ours logs nothing); its shuffles come from the
global `random` module, seeded per game.

Dominiate (the CoffeeScript simulator) is not run: it is published only as a source repository, not on the
npm registry, and nothing but PyPI, Debian and npm packages can be installed here (Node and CoffeeScript
themselves could be). The bench says so in its output.

Run: `python bench/simulate_bench.py [--games N] [--rounds R] [--seed S]`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from referee.simulate import Simulation, resolve_strategy, simulate

KINGDOM = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "remodel",
    "smithy",
    "village",
    "witch",
    "workshop",
)
"""The kingdom of every game here, ours and pyminion's."""

MATCHUPS: tuple[tuple[str, str, str], ...] = (
    ("Big Money", "big-money", "big-money"),
    ("Double Witch", "double-witch", "double-witch"),
    ("engine: Village/Smithy", "village-smithy", "village-smithy"),
)
"""(label, our strategy as `referee simulate` names it (players/strategies/), pyminion's bot in `PYMINION`:
its own `BigMoney`, and deciders written to buy and play as our strategy files say)."""

PYMINION = r'''
import json, logging, random, sys, time
from pyminion.bots.bot import Bot, BotDecider
from pyminion.bots.examples.big_money import BigMoney, BigMoneyDecider
from pyminion.expansions import base
from pyminion.game import Game

def gains_to_end(game):
    """As the strategy files' gains_to_end: the provinces left, or the cards left in the 3 smallest piles."""
    lengths = sorted(len(pile) for pile in game.supply.piles)
    return min(game.supply.pile_length(pile_name="Province"), sum(lengths[:3]))

class Ultimate(BotDecider):
    """The buys of players/strategies/big-money-ultimate.toml (its province threshold), around `extra`."""
    province_above = 15
    def extra(self, player, game, money):
        return ()
    def buy_priority(self, player, game):
        money = player.state.money
        near = gains_to_end(game)
        if player.get_treasure_money() > self.province_above and money >= 8:
            yield base.province
        if near <= 4 and money >= 5:
            yield base.duchy
        if near <= 2 and money >= 2:
            yield base.estate
        yield from self.extra(player, game, money)
        if money >= 6:
            yield base.gold
        if near <= 6 and money >= 5:
            yield base.duchy
        yield from self.late(player, game, money)
        if money >= 3:
            yield base.silver
    def late(self, player, game, money):
        return ()

class DoubleWitch(Ultimate):
    """players/strategies/double-witch.toml: two Witches first, then Big Money Ultimate."""
    def action_priority(self, player, game):
        yield base.witch
    def extra(self, player, game, money):
        if money >= 5 and player.get_card_count(base.witch) < 2:
            yield base.witch

class VillageSmithy(Ultimate):
    """players/strategies/village-smithy.toml: Smithies and Villages about one for one (up to 3 Smithies)."""
    def action_priority(self, player, game):
        yield base.village
        yield base.smithy
    def late(self, player, game, money):
        smithies = player.get_card_count(base.smithy)
        villages = player.get_card_count(base.village)
        if smithies < 3 and smithies <= villages and money >= 4:
            yield base.smithy
        if villages < smithies and money >= 3:
            yield base.village

def bots(kind):
    if kind == "big-money":
        return [BigMoney(player_id="alice"), BigMoney(player_id="bob")]
    decider = {"double-witch": DoubleWitch, "village-smithy": VillageSmithy}[kind]
    return [Bot(decider=decider(), player_id="alice"), Bot(decider=decider(), player_id="bob")]

kind, games, seed, kingdom = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
cards = [getattr(base, name.replace("-", "_")) for name in kingdom]
logging.disable(logging.CRITICAL)
turns = 0
start, cpu = time.perf_counter(), time.process_time()
for index in range(games):
    random.seed(seed + index)
    players = bots(kind)
    game = Game(players=players, expansions=[base.base_set], kingdom_cards=cards, log_stdout=False)
    game.play()
    turns += sum(p.turns for p in players)
wall, cpu = time.perf_counter() - start, time.process_time() - cpu
print(json.dumps({"wall": wall, "cpu": cpu, "turns": turns / games}))
'''


def pyminion_python(venv: Path) -> str:
    """An interpreter that imports pyminion: this one, else `venv`'s (made and filled from PyPI if need be).

    Raises SystemExit with the reason if pyminion cannot be installed."""
    try:
        import pyminion  # noqa: F401

        return sys.executable
    except ImportError:
        pass
    python = venv / "bin" / "python"
    check = [str(python), "-c", "import pyminion"]
    if python.exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return str(python)
    print(f"installing pyminion from PyPI into {venv} (once) ...", flush=True)
    try:
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "pyminion"], check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        raise SystemExit(
            f"pyminion could not be installed ({error}): the bench compares against it"
        ) from None
    return str(python)


@dataclass
class Run:
    """One run of a matchup: games per CPU second (every process of the run, workers included), games per
    wall-clock second, and the mean turns per game (all players)."""

    cpu: float
    wall: float
    turns: float


def pyminion_run(python: str, kind: str, games: int, seed: int, jobs: int) -> Run:
    """pyminion's games: `jobs` processes of ``games // jobs`` games each, started together. CPU: the sum of
    their CPU times; wall: from the first start to the last end (interpreter start-up excluded)."""
    share = max(1, games // jobs)
    processes = [
        subprocess.Popen(
            [python, "-c", PYMINION, kind, str(share), str(seed + job * share), ",".join(KINGDOM)],
            stdout=subprocess.PIPE,
            text=True,
        )
        for job in range(jobs)
    ]
    outcomes = []
    for process in processes:
        out, _ = process.communicate()
        if process.returncode != 0:
            raise SystemExit(f"pyminion's games failed (exit {process.returncode})")
        outcomes.append(json.loads(out))
    played = share * jobs
    return Run(
        played / sum(o["cpu"] for o in outcomes),
        played / max(o["wall"] for o in outcomes),
        sum(o["turns"] for o in outcomes) / jobs,
    )


def our_run(strategy: str, games: int, seed: int, jobs: int) -> Run:
    """`referee simulate`'s games of `strategy` against itself with `jobs` (worker start-up included). CPU:
    this process's CPU time, so only with `jobs` 1 (the workers are the forkserver's children, not ours:
    their CPU time cannot be read here; NaN)."""
    simulation = Simulation((strategy, strategy), ("alice", "bob"), KINGDOM, games, seed)
    start, cpu = time.perf_counter(), time.process_time()
    played = simulate(simulation, jobs=jobs)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    rate = len(played) / cpu if jobs == 1 else math.nan
    return Run(rate, len(played) / wall, sum(g.turns for g in played) / len(played))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run of ours (default 2000)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="runs of each figure; the best counts (default 3)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    parser.add_argument(
        "--pyminion-venv",
        type=Path,
        default=Path.home() / ".cache" / "dominion-referee" / "pyminion",
        help="where to install pyminion if this interpreter lacks it",
    )
    args = parser.parse_args()
    python = pyminion_python(args.pyminion_venv)
    version = subprocess.run(
        [python, "-c", "import importlib.metadata as m; print(m.version('pyminion'))"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    games, small = args.games, max(2, args.games // 5)  # pyminion is slower: fewer games keep the run short
    print(f"load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    print(f"kingdom: {','.join(KINGDOM)}; 2-player mirror matches; pyminion {version}")
    print(
        f"best of {args.rounds} rounds, ours and pyminion alternating; {games} games per run of ours, "
        f"{small} of pyminion"
    )
    print(
        "Dominiate: not run. It is not published on the npm registry (only as a source repository), and "
        "only PyPI, Debian and npm packages can be installed here."
    )
    print()
    print(
        "games per CPU second (--jobs 1 only: load elsewhere hardly counts) and per wall-clock second (what"
    )
    print(
        "a user waits: a loaded machine slows it); ratio = ours / pyminion, of the best and the median runs"
    )
    print(
        f"{'matchup':<23} {'jobs':>4} | {'ours':>6} {'pymin':>6} {'ratio':>6} {'median':>6} | "
        f"{'ours':>6} {'pymin':>6} {'ratio':>6} {'median':>6} | turns (ours / pyminion)"
    )
    print(f"{'':<23} {'':>4} | {'per CPU second':^27} | {'per wall-clock second':^27} |")
    ratios: dict[str, tuple[float, float]] = {}
    for label, ours, theirs in MATCHUPS:
        try:
            resolve_strategy(ours)
        except Exception as error:  # noqa: BLE001 - a strategy this checkout does not have: say so, go on
            print(f"{label:<23} skipped: {error}")
            continue
        for jobs in (1, 2):
            our_runs: list[Run] = []
            their_runs: list[Run] = []
            for _ in range(args.rounds):
                our_runs.append(our_run(ours, games, args.seed, jobs))
                their_runs.append(pyminion_run(python, theirs, small, args.seed, jobs))
            wall, their_wall = max(r.wall for r in our_runs), max(r.wall for r in their_runs)
            wall_median = statistics.median(r.wall for r in our_runs) / statistics.median(
                r.wall for r in their_runs
            )
            turns = f"{our_runs[-1].turns:.1f} / {their_runs[-1].turns:.1f}"
            walls = f"{wall:6.0f} {their_wall:6.0f} {wall / their_wall:5.2f}x {wall_median:5.2f}x"
            if jobs == 1:
                cpu, their_cpu = max(r.cpu for r in our_runs), max(r.cpu for r in their_runs)
                median = statistics.median(r.cpu for r in our_runs) / statistics.median(
                    r.cpu for r in their_runs
                )
                ratios[f"{label}, --jobs 1 (CPU)"] = (cpu / their_cpu, median)
                cpus = f"{cpu:6.0f} {their_cpu:6.0f} {cpu / their_cpu:5.2f}x {median:5.2f}x"
            else:
                cpus = f"{'-':>6} {'-':>6} {'-':>6} {'-':>6}"
            ratios[f"{label}, --jobs {jobs} (wall clock)"] = (wall / their_wall, wall_median)
            print(f"{label:<23} {jobs:>4} | {cpus} | {walls} | {turns}")
    print()
    for kind in ("--jobs 1 (CPU)", "--jobs 1 (wall clock)", "--jobs 2 (wall clock)"):
        met = all(min(r) >= 2 for key, r in ratios.items() if key.endswith(kind))
        print(
            f"goal, at least 2x pyminion (best and median) on every matchup, {kind}: "
            f"{'met' if met else 'NOT met'}"
        )


if __name__ == "__main__":
    main()
