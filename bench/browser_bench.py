"""Cost of the page's tables on `referee serve`: concurrent tables where a page plays against Big Money.

    python bench/browser_bench.py [--tables 8] [--local-games 4]

Starts `referee serve` as a process of its own (loopback, a free port, the tables' transcripts in a temporary
directory), opens TABLES WebSocket pages at once (threads of this process, each a `websockets` client
speaking the page's messages and choosing at random among what it is offered, as the tests do), each
creating a protocol 4 table against `big_money` on one kingdom, and prints:

- tables finished and ejections; wall time;
- the questions asked of the pages, the messages and bytes sent to them, the transcripts' records;
- the server's CPU per transcript record (user+sys of the server process, from /proc, from the first
  table's creation to the last result): the referee's work for each message of the game, the page's
  legality and board included; and per question asked of a page;
- in the same run, the baseline: the referee's own CPU per transcript record in local games between
  subprocess players (`referee.match.play_match`: `random_legal` against `big_money`, protocol 4, the same
  kingdom), and the ratio.

The page clients share the 2 cores with the server: the wall time is the whole system's; the CPU figures
are the server's alone.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.network_bench import process_cpu  # noqa: E402

KINGDOM = ["cellar", "chapel", "militia", "moat", "remodel", "smithy", "village", "market", "witch", "mine"]


def page(url: str, seed: int, counts: dict[str, int]) -> None:
    """One page: create a table against big_money and play it to its result at random."""
    from websockets.sync.client import connect

    rng = random.Random(seed)
    with connect(url, open_timeout=60) as socket:
        socket.recv(timeout=60)
        table = {
            "players": [{"kind": "person"}, {"kind": "reference", "name": "big_money"}],
            "kingdom": KINGDOM,
        }
        socket.send(json.dumps({"type": "create", "table": table}))
        while True:
            text = socket.recv(timeout=600)
            counts["messages"] += 1
            counts["bytes"] += len(text)
            message = json.loads(text)
            if message["type"] == "result":
                counts["ejections"] += sum(1 for p in message["players"] if p["ejection"])
                counts["tables"] += 1
                return
            if message["type"] != "ask":
                continue
            counts["questions"] += 1
            if message["mode"] in ("move", "pick"):
                groups = [choice["group"] for choice in message["choices"]]
                preferred = [at for at, group in enumerate(groups) if group in ("act", "treasures")]
                buys = [at for at, group in enumerate(groups) if group == "buy"]
                pool = preferred or buys or list(range(len(groups)))
                answer = {"choice": rng.choice(pool) if rng.random() < 0.9 else len(groups) - 1}
            else:
                answer = {"cards": rng.choice(message["answers"])}
            socket.send(json.dumps({"type": "answer", "ask": message["ask"], **answer}))


def bench_tables(tables: int, seed: int) -> dict:
    with tempfile.TemporaryDirectory() as directory:
        server = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "serve", "--port", "0", "--seed", str(seed),
             "--log-dir", directory, "--max-tables", str(tables), "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )  # fmt: skip
        banner = server.stderr.readline()
        if "listening on" not in banner:
            server.kill()
            raise SystemExit(f"referee serve did not start: {banner}{server.stderr.read()}")
        url = banner.split()[4] + "/browser"
        counts = dict.fromkeys(("tables", "ejections", "questions", "messages", "bytes"), 0)
        lock = threading.Lock()
        shared: list[dict[str, int]] = []

        def run(at: int) -> None:
            mine = dict.fromkeys(counts, 0)
            page(url, seed + at, mine)
            with lock:
                shared.append(mine)

        cpu_start = process_cpu(server.pid)
        started = time.perf_counter()
        threads = [threading.Thread(target=run, args=(at,), daemon=True) for at in range(tables)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(1800)
        wall = time.perf_counter() - started
        cpu = process_cpu(server.pid) - cpu_start
        server.terminate()
        server.communicate(timeout=60)
        for mine in shared:
            for key in counts:
                counts[key] += mine[key]
        records = sum(
            sum(1 for line in path.read_text().splitlines() if '"dir"' in line)
            for path in Path(directory).glob("table-*.jsonl")
        )
    return {**counts, "wall": wall, "cpu": cpu, "records": records}


def bench_local(games: int, seed: int) -> dict:
    from referee.match import MatchConfig, play_match

    players = (
        ("randomlegal", (sys.executable, "-m", "players.random_legal")),
        ("bigmoney", (sys.executable, "-m", "players.big_money")),
    )
    records = 0
    usage = resource.getrusage(resource.RUSAGE_SELF)
    before = usage.ru_utime + usage.ru_stime
    for game in range(games):
        config = MatchConfig(players=players, seed=seed + game, version=4, kingdom=tuple(KINGDOM))
        records += len(play_match(config).transcript.records)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return {"games": games, "records": records, "cpu": usage.ru_utime + usage.ru_stime - before}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8, help="concurrent tables (default 8)")
    parser.add_argument("--local-games", type=int, default=4, help="local games for the baseline (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    tables = bench_tables(options.tables, options.seed)
    local = bench_local(options.local_games, options.seed)
    per_record = 1e6 * tables["cpu"] / max(tables["records"], 1)
    local_per_record = 1e6 * local["cpu"] / max(local["records"], 1)
    print(
        f"browser: {options.tables} concurrent tables, {tables['tables']} results, "
        f"{tables['ejections']} ejections, {tables['wall']:.1f} s wall"
    )
    print(
        f"browser: {tables['questions']} questions to the pages, {tables['messages']} messages "
        f"({tables['bytes'] / max(tables['messages'], 1):.0f} bytes each), "
        f"{tables['records']} transcript records"
    )
    print(f"server CPU per question:            {1e6 * tables['cpu'] / max(tables['questions'], 1):8.1f} us")
    print(f"server CPU per transcript record:   {per_record:8.1f} us")
    print(
        f"local referee CPU per record:       {local_per_record:8.1f} us "
        f"({local['games']} local v4 games, {local['records']} records)"
    )
    print(f"ratio browser/local per record:     {per_record / max(local_per_record, 1e-9):8.2f}")
    return 0 if tables["tables"] == options.tables else 1


if __name__ == "__main__":
    raise SystemExit(main())
