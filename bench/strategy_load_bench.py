"""Loading a strategy file with a long condition: seconds per size, to show that loading is linear.

    python bench/strategy_load_bench.py [--sizes 100000,200000,400000,800000] [--baseline DIR]

Writes strategy files whose one condition is ``coins > 1 and coins > 1 and ...`` of each size (characters),
loads each with `players.strategy.read_strategy` in a fresh process, and prints the seconds and the seconds
per 100,000 characters (flat when loading is linear; growing with the size when it is quadratic). With
`--baseline DIR` (a checkout of the code before a change) the same files are loaded with DIR's code in the
same run, and the ratio printed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LOAD = """
import sys, time
from players.strategy import read_strategy
started = time.perf_counter()
read_strategy(sys.argv[1])
print(time.perf_counter() - started)
"""


def load_seconds(code: Path, path: Path) -> float:
    """Seconds `read_strategy(path)` takes with the code of checkout `code` (a process of its own)."""
    run = subprocess.run(
        [sys.executable, "-c", LOAD, str(path)],
        capture_output=True,
        text=True,
        cwd=code,
        env={**os.environ, "PYTHONPATH": str(code)},
        check=True,
    )
    return float(run.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100000,200000,400000,800000", help="condition sizes (characters)")
    parser.add_argument("--baseline", type=Path, help="a checkout of the code to compare with")
    options = parser.parse_args()
    sizes = [int(size) for size in options.sizes.split(",")]
    codes = [("this checkout", ROOT)]
    if options.baseline is not None:
        codes.insert(0, (f"baseline {options.baseline}", options.baseline.resolve()))
    with tempfile.TemporaryDirectory() as directory:
        seconds: dict[tuple[str, int], float] = {}
        for size in sizes:
            condition = " and ".join(["coins > 1"] * (size // len("coins > 1 and ")))
            path = Path(directory) / f"long-{size}.toml"
            path.write_text(f'buy = [{{card = "gold", if = "{condition}"}}]\n')
            for label, code in codes:
                took = seconds[label, size] = load_seconds(code, path)
                print(
                    f"{label}: condition of {len(condition):,} characters loaded in {took:.3f} s "
                    f"({took / len(condition) * 100_000:.3f} s per 100,000 characters)",
                    flush=True,
                )
            if len(codes) == 2:
                before, after = (seconds[label, size] for label, _ in codes)
                print(f"  after/before at {size:,}: {after / before:.3f}")


if __name__ == "__main__":
    main()
