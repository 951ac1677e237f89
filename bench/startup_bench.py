"""Start-up time of one player under the referee's containment, before and after the layers of issue 25.

    python bench/startup_bench.py [--rounds 15] [--player big_money]

Starts the same player again and again as a real seat does (`referee.seats.process.SubprocessSeat`, with a
stderr file and a transcript file hidden from it, as in a game), and times from the seat's construction to the
end of the player's first reply, alternating two containments of this machine in the same run:

- before: the containment as it was before issue 25 (same kill set, namespaces, read-only file system,
  hidden files, CPU share and privilege drop; no memory cgroup, the host's /dev, no keyring filter, stderr
  read by the referee itself);
- after: what the referee uses now (`referee.seats.sandbox.detect()`: a memory cgroup, a /dev of its own, the
  seccomp filter of the keyrings, the stderr sink).

Two players: ``sh`` (a shell that answers at once: the launcher chain alone) and a reference Python player
(``python -m players.NAME``: what a game really waits for). It prints the median of each, the ratio
after/before and the difference in milliseconds; then the CPU time the referee and the player's processes
used until that reply (median), which a loaded machine does not blur as it does wall time. The machine may
be shared: each round runs both containments one after the other, so a load that comes and goes weighs on
both.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.messages import Card, State  # noqa: E402
from referee.seats import sandbox  # noqa: E402
from referee.seats.process import Limits, SubprocessSeat  # noqa: E402
from referee.transcript import Transcript  # noqa: E402

STATE = State(
    players=("me", "you"),
    supply=(Card.COPPER,) * 5,
    trash=(),
    actions=1,
    buys=1,
    coins=0,
    deck=(Card.COPPER,),
    hand=(Card.COPPER, Card.ESTATE),
    plays=(),
    discards=(),
)


def before(after: sandbox.Containment) -> sandbox.Containment:
    """`after` without the layers added by issue 25: the memory cgroup, the player's own /dev, the keyring
    filter and the stderr sink."""
    return dataclasses.replace(
        after, memory_v1=None, memory_v2=False, minimal_dev=False, keyring_filter=None, stderr_sink=None
    )


def start_once(command: list[str], containment: sandbox.Containment, directory: Path) -> tuple[float, float]:
    """(seconds from the seat's construction to the end of the player's first reply, CPU seconds used
    meanwhile by the referee and by the player's processes together); the seat is then closed. The
    player's CPU is the ``usage_usec`` of its cgroup v2 (every process of the launcher chain after it joins
    its cgroups: the sink too), 0 where it has none."""
    transcript = Transcript(directory / "game.jsonl")
    try:
        cpu = time.process_time()
        start = time.perf_counter()
        seat = SubprocessSeat(
            "me",
            command,
            version=3,
            limits=Limits(),
            transcript=transcript,
            stderr_path=str(directory / "me.stderr"),
            containment=containment,
        )
        try:
            seat.move(STATE)
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu + player_cpu(seat)
        finally:
            seat.close(kill=True)
    finally:
        transcript.close()
    return elapsed, cpu


def player_cpu(seat: SubprocessSeat) -> float:
    """CPU seconds used so far by the processes in the player's cgroup v2 (0 without one)."""
    jail = seat._jail  # noqa: SLF001 - the cgroup of the player is what this figure reads
    for path in jail.cgroups if jail is not None else ():
        try:
            stat = dict(line.split() for line in (path / "cpu.stat").read_text().splitlines())
            return int(stat["usage_usec"]) / 1e6
        except (OSError, KeyError, ValueError):
            continue
    return 0.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15, help="starts of each player per containment")
    parser.add_argument("--player", default="big_money", help="reference player module (default big_money)")
    options = parser.parse_args(argv)
    after = sandbox.detect()
    configs = {"before": before(after), "after": after}
    print(sandbox.describe(after))
    if before(after) == after:
        print("note: none of the layers of issue 25 here, so before and after are the same containment")
    players = {
        "sh (launcher only)": ["sh", "-c", "read line; echo '(clean copper)'; cat > /dev/null"],
        f"python -m players.{options.player}": [sys.executable, "-m", f"players.{options.player}"],
    }
    with tempfile.TemporaryDirectory(prefix="startup-bench-") as scratch:
        directory = Path(scratch)
        for label, command in players.items():
            times: dict[str, list[float]] = {name: [] for name in configs}
            cpus: dict[str, list[float]] = {name: [] for name in configs}
            for containment in configs.values():  # warm the page cache for both
                start_once(command, containment, directory)
            for _ in range(options.rounds):
                for name, containment in configs.items():
                    elapsed, cpu = start_once(command, containment, directory)
                    times[name].append(elapsed)
                    cpus[name].append(cpu)
            old, new = (statistics.median(times[name]) for name in ("before", "after"))
            print(
                f"{label}: start-up to first reply, median of {options.rounds}: before {old * 1000:.1f} ms, "
                f"after {new * 1000:.1f} ms, ratio after/before {new / old:.2f} "
                f"({(new - old) * 1000:+.1f} ms)"
            )
            old, new = (statistics.median(cpus[name]) for name in ("before", "after"))
            print(
                f"{label}: CPU of the referee and the player until the first reply (what a loaded machine "
                f"does not blur), median of {options.rounds}: before {old * 1000:.1f} ms, after "
                f"{new * 1000:.1f} ms ({(new - old) * 1000:+.1f} ms)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
