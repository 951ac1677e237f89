"""How many machine instructions does `referee simulate` spend per game? A measure a busy machine cannot blur.

Seconds on a shared machine vary by 20% from run to run; instructions do not. For each matchup of
`bench/simulate_bench.py` (the same strategy files, kingdom and names), this plays N + 2 games and then 2
games through `referee.simulate.simulate` (seed 1, one process) under valgrind's callgrind, and prints
(instructions of N + 2 games - instructions of 2 games) / N: the cost of one game, start-up and imports
left out. Python's string hashing is fixed (PYTHONHASHSEED=0) so that a run repeats to the instruction.

`--source DIR` measures the code of another checkout (a git worktree of an older commit, say) with this
interpreter, to compare a change before and after; `--pyminion` measures pyminion's games of the same
matchups too (the bench's own script and interpreter, `bench/simulate_bench.py`), seeds 1, 2, ...

Run: `python bench/simulate_instructions.py [--games N] [--source DIR] [--pyminion]` (valgrind needed;
N = 200 takes a few minutes per matchup).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

PLAY = """
import sys
sys.path.insert(0, sys.argv[1])
from referee.simulate import Simulation, simulate
import referee.simulate
assert referee.simulate.__file__.startswith(sys.argv[1]), referee.simulate.__file__
strategy, games, kingdom = sys.argv[2], int(sys.argv[3]), tuple(sys.argv[4].split(","))
simulate(Simulation((strategy, strategy), ("alice", "bob"), kingdom, games, 1))
"""
"""Plays the games in the checkout named by its first argument."""


def instructions(command: list[str]) -> int:
    """Instructions callgrind counts for `command` (its whole run)."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "callgrind.out"
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or found is None:
        raise SystemExit(f"callgrind failed on {command[:3]}: {run.stderr[-500:]}")
    return int(found.group(1))


def per_game(command: list[str], games: int) -> int:
    """Instructions per game: `command` with `games` + 2 games, less `command` with 2 (the games count is
    substituted for the word GAMES)."""

    def of(n: int) -> int:
        return instructions([str(n) if word == "GAMES" else word for word in command])

    return (of(games + 2) - of(2)) // games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="N, the games measured (default 200)")
    parser.add_argument("--source", type=Path, default=HERE.parent, help="checkout whose code is measured")
    parser.add_argument("--pyminion", action="store_true", help="measure pyminion's games too")
    parser.add_argument(
        "--pyminion-venv",
        type=Path,
        default=Path.home() / ".cache" / "dominion-referee" / "pyminion",
        help="where bench/simulate_bench.py keeps pyminion",
    )
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed: apt-get install -y valgrind")
    sys.path.insert(0, str(HERE))
    import simulate_bench

    kingdom = ",".join(simulate_bench.KINGDOM)
    source = str(args.source.resolve())
    python = simulate_bench.pyminion_python(args.pyminion_venv) if args.pyminion else None
    print(f"instructions per game, {args.games} games (callgrind; {source})")
    for label, ours, theirs in simulate_bench.MATCHUPS:
        mine = per_game([sys.executable, "-c", PLAY, source, ours, "GAMES", kingdom], args.games)
        line = f"{label:24} ours {mine:>12,}"
        if python is not None:
            pyminion = [python, "-c", simulate_bench.PYMINION, theirs, "GAMES", "1", kingdom]
            line += f"   pyminion {per_game(pyminion, args.games):>12,}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
