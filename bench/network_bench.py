"""Load test of `referee serve`: concurrent games of remote reference players on one server.

    python bench/network_bench.py [--games 50] [--subprocess-games 5]

Starts `referee serve` as a process of its own (loopback, a free port), connects 2 x GAMES clients
(`players.remote.Client`, Big Money against Smithy Money, in threads of this process, each pair in a lobby of
its own) all at once, so the GAMES games are played concurrently, and prints:

- games finished, lost (a game without its result, or a client that did not end with `GameOver`), ejections;
- wall time and games per second;
- the server's CPU per message: the server process's user+sys CPU (from /proc, between its "listening" line
  and the last `GameOver`) over every message it sent or received (counted by the clients);
- in the same run, the figure of a subprocess seat: the referee's own CPU per message in local games between
  subprocess players (`referee.match.play_match`, the same two strategies, protocol v3), and the ratio.

The clients run in this process and share the 2 cores with the server: games/s is the whole system's; the
CPU per message is the server's alone.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from players import big_money, smithy_money  # noqa: E402
from players.remote import Client, join_url  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def process_cpu(pid: int) -> float:
    """User + system CPU seconds of process `pid` so far (all its threads), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def bench_network(games: int, seed: int) -> dict:
    """Play `games` concurrent games on one `referee serve`; return the figures."""
    server = subprocess.Popen(
        [sys.executable, "-m", "referee.cli", "serve", "--port", "0", "--games", str(games),
         "--seed", str(seed), "--max-connections", str(2 * games + 8), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )  # fmt: skip
    banner = server.stderr.readline()
    if "listening on" not in banner:
        server.kill()
        raise SystemExit(f"referee serve did not start: {banner}{server.stderr.read()}")
    url = banner.split()[4]
    cpu_start = process_cpu(server.pid)
    clients: list[Client] = []
    threads: list[threading.Thread] = []
    outcomes: dict[int, object] = {}

    def play(at: int, client: Client) -> None:
        try:
            outcomes[at] = client.run()
        except Exception as error:  # noqa: BLE001 - a lost game, counted below
            outcomes[at] = error

    started = time.perf_counter()
    for game in range(games):
        for side, strategy in (("a", big_money.Strategy()), ("b", smithy_money.Strategy())):
            client = Client(join_url(f"{url}/join/g{game}", f"p{side}", None), strategy, timeout=600)
            clients.append(client)
            thread = threading.Thread(target=play, args=(len(threads), client), daemon=True)
            threads.append(thread)
            thread.start()
    for thread in threads:
        thread.join(900)
    wall = time.perf_counter() - started
    cpu = process_cpu(server.pid) - cpu_start
    out, err = server.communicate(timeout=120)
    results = [line for line in out.splitlines() if line.startswith("{")]
    ejections = sum(line.count('"kind"') for line in results)
    finished = sum(1 for outcome in outcomes.values() if isinstance(outcome, list) and len(outcome) == 1)
    messages = sum(client.messages for client in clients)
    return {
        "games": games,
        "results": len(results),
        "lost": games - min(len(results), finished // 2),
        "ejections": ejections,
        "wall": wall,
        "games_per_second": games / wall,
        "messages": messages,
        "cpu_per_message_us": 1e6 * cpu / max(messages, 1),
        "server_exit": server.returncode,
        "server_stderr": err.strip(),
    }


def bench_subprocess(games: int, seed: int) -> dict:
    """The referee's own CPU per message in `games` local games between subprocess players (v3)."""
    from referee.match import MatchConfig, play_match

    players = (
        ("bigmoney", (sys.executable, "-m", "players.big_money")),
        ("smithymoney", (sys.executable, "-m", "players.smithy_money")),
    )
    messages = 0
    usage = resource.getrusage(resource.RUSAGE_SELF)
    before = usage.ru_utime + usage.ru_stime
    for game in range(games):
        record = play_match(MatchConfig(players=players, seed=seed + game, version=3))
        messages += len(record.transcript.records)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = usage.ru_utime + usage.ru_stime - before
    return {"games": games, "messages": messages, "cpu_per_message_us": 1e6 * cpu / max(messages, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="concurrent network games (default 50)")
    parser.add_argument(
        "--subprocess-games", type=int, default=5, help="local games for the baseline (default 5)"
    )
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    network = bench_network(options.games, options.seed)
    local = bench_subprocess(options.subprocess_games, options.seed)
    print(
        f"network: {network['games']} concurrent games on one server, {network['results']} results, "
        f"{network['lost']} lost, {network['ejections']} ejections (server exit {network['server_exit']})"
    )
    print(
        f"network: {network['wall']:.1f} s wall, {network['games_per_second']:.2f} games/s, "
        f"{network['messages']} messages"
    )
    print(f"server CPU per message:           {network['cpu_per_message_us']:8.1f} us")
    print(
        f"subprocess seat CPU per message:  {local['cpu_per_message_us']:8.1f} us "
        f"({local['games']} local games, {local['messages']} messages)"
    )
    ratio = network["cpu_per_message_us"] / max(local["cpu_per_message_us"], 1e-9)
    print(f"ratio network/subprocess:         {ratio:8.2f}")
    return 0 if network["lost"] == 0 and network["server_exit"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
