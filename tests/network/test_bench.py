"""The load benchmark runs (small here; `python bench/network_bench.py` plays 50 concurrent games) and
prints its figures."""

from __future__ import annotations

import subprocess
import sys

from tests.cli import patience
from tests.conftest import ROOT


def test_network_bench_prints_its_figures():
    run = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "network_bench.py"), "--games", "3", "--subprocess-games", "1"],
        capture_output=True,
        text=True,
        timeout=patience(600),
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("network: 3 concurrent games on one server, 3 results, 0 lost, 0 ejections")
    assert "games/s" in lines[1]
    assert lines[2].startswith("server CPU per message:") and lines[2].endswith(" us")
    assert lines[3].startswith("subprocess seat CPU per message:")
    assert lines[4].startswith("ratio network/subprocess:")
