"""Memory of `referee serve` under a lobby flood: what clients that send messages nobody asked for, while
they wait in a lobby for their game, can make the server hold.

    python bench/serve_flood_bench.py [--megabytes 90] [--clients 1] [--baseline DIR]
    python bench/serve_flood_bench.py --tables 1000 [--rounds 2]

Starts `referee serve` (a process of its own, loopback, a free port, 2 seats per game, so each client waits
alone in a lobby of its own), reads the server's resident memory once it listens, runs CLIENTS copies of
tests/programs/floods_lobby.py (each sends MEGABYTES of 60 kB JSON-RPC notifications, then waits 5 s), and
prints the server's peak resident memory (VmHWM) above where it started, with what each client was told.
With `--baseline DIR` (a checkout of the code before a change, e.g. ``git worktree add /tmp/main main``)
the same is measured in the same run with DIR's code, and the ratio is printed.

`--tables N` measures abandoned tables instead: `referee serve --max-tables N`, then, ROUNDS times, N pages
each create a table with a remote seat (which waits for its remote player) and close at once; each table is
dropped 10 s after its page closed (docs/browser.md, "Tables that end": a table whose creator left before
anyone joined), so a few hundred wait at a time. After each round, once the server has dropped them, it
prints the server's resident memory, so that what abandoned tables leave behind shows round after round.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOODER = ROOT / "tests" / "programs" / "floods_lobby.py"


def memory_kib(pid: int, field: str) -> int:
    """Field `field` of /proc/PID/status (``VmRSS``, ``VmHWM``) in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def start_server(code: Path, *options: str) -> tuple[subprocess.Popen, str]:
    """`referee serve --port 0 OPTIONS` with the code of checkout `code`, and its port once it listens."""
    environment = {**os.environ, "PYTHONPATH": str(code)}
    server = subprocess.Popen(
        [sys.executable, "-m", "referee.cli", "serve", "--port", "0", *options],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=code, env=environment,
    )  # fmt: skip
    assert server.stdout is not None
    banner = server.stdout.readline()
    port = re.search(r"ws://127\.0\.0\.1:(\d+)", banner)
    if port is None:
        raise SystemExit(f"referee serve did not start: {banner}{server.stderr.read()}")
    return server, port.group(1)


def flood(code: Path, megabytes: float, clients: int) -> dict:
    """Serve with the code of checkout `code`, flood it with `clients` lobby clients of `megabytes` each;
    return the server's memory figures (KiB) and what the clients printed."""
    server, port = start_server(code, "--players", "2")
    try:
        start = memory_kib(server.pid, "VmRSS")
        flooders = [
            subprocess.Popen(
                [
                    sys.executable,
                    str(FLOODER),
                    f"ws://127.0.0.1:{port}/join/g{n}?name=eve",
                    str(megabytes),
                ],
                stdout=subprocess.PIPE,
                text=True,
            )  # fmt: skip
            for n in range(clients)
        ]
        told = [flooder.communicate(timeout=600)[0].strip() for flooder in flooders]
        return {"start": start, "peak": memory_kib(server.pid, "VmHWM"), "told": told}
    finally:
        server.terminate()
        server.wait(30)


def abandon(tables: int, rounds: int) -> None:
    """Print the server's resident memory at start and after each round of `tables` abandoned tables."""
    import json
    import time

    from websockets.sync.client import connect

    from referee.network.browser import CREATOR_GONE

    server, port = start_server(ROOT, "--max-tables", str(tables))
    try:
        print(f"server resident memory at start: {memory_kib(server.pid, 'VmRSS') / 1024:.1f} MiB")
        table = {"players": [{"kind": "person"}, {"kind": "remote"}], "kingdom": {"at_least": {"village": 1}}}
        for number in range(1, rounds + 1):
            start = time.monotonic()
            for _ in range(tables):
                with connect(f"ws://127.0.0.1:{port}/browser", open_timeout=60) as page:
                    page.recv(timeout=60)  # the choices
                    page.send(json.dumps({"type": "create", "table": table}))
                    answer = json.loads(page.recv(timeout=60))
                    if answer["type"] != "seated":
                        raise SystemExit(f"a table was refused: {answer}")
            made = time.monotonic() - start
            waiting = memory_kib(server.pid, "VmRSS") / 1024
            time.sleep(CREATOR_GONE + 5)
            dropped = memory_kib(server.pid, "VmRSS") / 1024
            print(
                f"round {number}: {tables} tables created in {made:.1f} s and abandoned; server resident "
                f"memory {waiting:.1f} MiB after the last was made, {dropped:.1f} MiB once dropped (peak "
                f"{memory_kib(server.pid, 'VmHWM') / 1024:.1f} MiB)"
            )
    finally:
        server.terminate()
        server.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=90.0, help="what each client sends (default 90)")
    parser.add_argument("--clients", type=int, default=1, help="flooding clients at once (default 1)")
    parser.add_argument("--baseline", type=Path, help="a checkout of the code to compare with")
    parser.add_argument("--tables", type=int, help="measure this many abandoned tables per round instead")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of abandoned tables (default 2)")
    options = parser.parse_args()
    if options.tables:
        abandon(options.tables, options.rounds)
        return
    runs = [("this checkout", ROOT)]
    if options.baseline is not None:
        runs.insert(0, ("baseline " + str(options.baseline), options.baseline.resolve()))
    growth = {}
    for label, code in runs:
        figures = flood(code, options.megabytes, options.clients)
        growth[label] = figures["peak"] - figures["start"]
        print(
            f"{label}: {options.clients} client(s) x {options.megabytes:g} MB in a lobby; server resident "
            f"memory {figures['start'] / 1024:.1f} MiB at start, peak {figures['peak'] / 1024:.1f} MiB: "
            f"+{growth[label] / 1024:.1f} MiB"
        )
        for told in figures["told"]:
            print(f"  client: {told}")
    if len(growth) == 2:
        before, after = growth.values()
        print(
            f"growth after/before: {max(after, 1) / max(before, 1):.3f} "
            f"({before / 1024:.1f} -> {after / 1024:.1f} MiB)"
        )


if __name__ == "__main__":
    main()
