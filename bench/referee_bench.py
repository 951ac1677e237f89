"""How much CPU the referee spends per message, in a v1 and a v4 game, against the floor of a bare pipe round
trip.

    python bench/referee_bench.py [--games 20] [--protocol 1] [--player big_money]
                                  [--v4-games 10] [--v4-player witch]

Plays GAMES games between two subprocess copies of a reference player (default big_money, protocol v1:
a short, fast game) with `referee.match.play_match`, exactly as `referee` does, then V4_GAMES v4 games
between two copies of V4_PLAYER, each on its own random kingdom of the whole base game (drawn from the
game's seed, as `referee --protocol 4 --kingdom random` does; ``--v4-games 0`` skips them), and prints
what follows. What a referee process pays once (importing the engine and seats, probing the containment:
`warm_up`) is paid before the clock starts.

- referee CPU per message: the referee process's own user+sys CPU time (`resource.getrusage(RUSAGE_SELF)`,
  all its threads, excluding the players) over the games, divided by the messages sent and received
  (every line of the transcript: in v4 also the `decide`, `choose` and `happened` messages);
- the v4 figures beside the v1 ones, and their ratios, per message and per turn: a v4 turn costs more
  (the engine resolves cards with decisions and events), but it also sends more messages, most of them
  short `happened` notifications, so a v4 message costs less on average;
- wall time per game (players' start-up included) and per message;
- in the same run, the floor: a bare pipe echo between this process and a child (one line written, the
  same line read back, no parsing), its round-trip wall time and this side's CPU per message;
- the ratios referee/floor. Target: at most 25 us of referee CPU per message (v1; issue 43).

The player programs are Python, so each game pays two interpreter start-ups (about 30-60 ms each) in wall
time; that is why the wall time per message is not the figure to judge the referee by, and the CPU time is.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from protocol.versions import VERSIONS  # noqa: E402
from referee.kingdom import RANDOM, game_kingdom  # noqa: E402
from referee.match import MatchConfig, play_match  # noqa: E402

TARGET_US = 25.0
"""Referee CPU per message the project aims to stay under, in microseconds."""

V4_PLAYER = "witch_money"
"""The reference player of the v4 games by default."""

ECHO_CHILD = r"""
import sys
read, write, flush = sys.stdin.buffer.readline, sys.stdout.buffer.write, sys.stdout.buffer.flush
while True:
    line = read()
    if not line:
        break
    write(line)
    flush()
"""


def cpu_seconds() -> float:
    """User + system CPU seconds of this process so far (all threads, not children)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def warm_up() -> None:
    """Pay what a referee process pays once, before any clock starts: importing the modules a game loads on
    first use (`play_match` imports the engine and the seats; with PYTHONDONTWRITEBYTECODE each is compiled
    from source, tens of ms) and probing the machine's containment (`referee.seats.sandbox.detect`, which
    starts processes). A tournament worker pays them once for all its games, so they are no cost per
    message."""
    import referee.seats.engine  # noqa: F401
    import referee.seats.process  # noqa: F401
    from referee.seats.sandbox import detect

    detect()


def bench_games(games: int, version: int, player: str) -> dict[str, float]:
    """Play `games` games under protocol `version` (v4: each on the random kingdom of its seed); return
    referee CPU per message and per turn (us), wall per game (s), wall per message (us), messages per game."""
    command = (sys.executable, "-m", f"players.{player}")
    name = "".join(ch for ch in player if ch.isalpha())
    messages = turns = 0
    walls: list[float] = []
    cpu_before = cpu_seconds()
    chosen = VERSIONS[version].knows("chosen-kingdom")
    for game in range(games):
        seed = 1000 + game
        config = MatchConfig(
            players=((f"{name}a", command), (f"{name}b", command)),
            seed=seed,
            version=version,
            kingdom=game_kingdom(RANDOM, version, seed) if chosen else None,
            cwd=ROOT,
        )
        start = time.perf_counter()
        record = play_match(config)
        walls.append(time.perf_counter() - start)
        messages += len(record.transcript.records)
        turns += record.result.turns
        if record.result.ejections:
            raise SystemExit(f"game {game} ejected a player: {record.result.ejections[0].ejection}")
    cpu = cpu_seconds() - cpu_before
    return {
        "cpu_us_per_message": cpu / messages * 1e6,
        "cpu_us_per_turn": cpu / turns * 1e6,
        "wall_s_per_game": statistics.mean(walls),
        "wall_us_per_message": sum(walls) / messages * 1e6,
        "messages_per_game": messages / games,
    }


def bench_echo(round_trips: int, line: bytes) -> dict[str, float]:
    """Round trips of `line` through a child that echoes lines; return wall and this side's CPU per trip (us).

    Each trip is one write+flush and one read here: two messages in the referee's sense (one sent, one
    received), so CPU per message is half the CPU per trip.
    """
    child = subprocess.Popen(
        [sys.executable, "-c", ECHO_CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0
    )
    assert child.stdin is not None and child.stdout is not None
    # Buffered, as a real reader would be (a raw pipe's readline reads one byte per system call).
    reader = open(child.stdout.fileno(), "rb", buffering=65536, closefd=False)  # noqa: SIM115
    for _ in range(100):  # warm up both sides
        child.stdin.write(line)
        reader.readline()
    cpu_before = cpu_seconds()
    start = time.perf_counter()
    for _ in range(round_trips):
        child.stdin.write(line)
        reply = reader.readline()
        if reply != line:
            raise SystemExit(f"echo child answered {reply!r}")
    wall = time.perf_counter() - start
    cpu = cpu_seconds() - cpu_before
    child.stdin.close()
    child.wait()
    return {"rtt_us": wall / round_trips * 1e6, "cpu_us_per_message": cpu / (2 * round_trips) * 1e6}


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--protocol", type=int, choices=(1, 2, 3), default=1, help="protocol (default 1)")
    parser.add_argument("--player", default="big_money", help="reference player module (default big_money)")
    parser.add_argument("--v4-games", type=int, default=10, help="v4 games to play (default 10; 0: none)")
    parser.add_argument(
        "--v4-player", default=V4_PLAYER, help=f"player module of the v4 games (default {V4_PLAYER})"
    )
    parser.add_argument("--round-trips", type=int, default=20000, help="echo round trips (default 20000)")
    options = parser.parse_args(argv)

    warm_up()
    games = bench_games(options.games, options.protocol, options.player)
    v4 = bench_games(options.v4_games, 4, options.v4_player) if options.v4_games > 0 else None
    # A typical message: a `move` notification of a mid-game state is about 300-400 bytes.
    echo = bench_echo(options.round_trips, b"(" + b"x" * 350 + b")\n")

    cpu, floor_cpu = games["cpu_us_per_message"], echo["cpu_us_per_message"]
    verdict = "met" if cpu <= TARGET_US else "NOT met"
    print(f"referee benchmark: {options.games} games, {options.player} vs {options.player}, "
          f"protocol {options.protocol}, Python {sys.version.split()[0]}")  # fmt: skip
    print(f"  messages per game            {games['messages_per_game']:10.1f}")
    print(f"  referee CPU per message      {cpu:10.1f} us   (target <= {TARGET_US:.0f} us: {verdict})")
    print(f"  referee CPU per turn         {games['cpu_us_per_turn']:10.1f} us")
    print(f"  wall time per game           {games['wall_s_per_game'] * 1000:10.1f} ms   "
          "(includes two Python player start-ups)")  # fmt: skip
    print(f"  wall time per message        {games['wall_us_per_message']:10.1f} us")
    if v4 is not None:
        print(f"v4: {options.v4_games} games, {options.v4_player} vs {options.v4_player}, "
              "each on the random kingdom of its seed")  # fmt: skip
        print(f"  messages per game            {v4['messages_per_game']:10.1f}")
        print(f"  referee CPU per message      {v4['cpu_us_per_message']:10.1f} us")
        print(f"  referee CPU per turn         {v4['cpu_us_per_turn']:10.1f} us")
        print(f"  wall time per game           {v4['wall_s_per_game'] * 1000:10.1f} ms")
        print(f"  v4 / v{options.protocol} CPU per message     {v4['cpu_us_per_message'] / cpu:10.2f} x")
        per_turn = v4["cpu_us_per_turn"] / games["cpu_us_per_turn"]
        print(f"  v4 / v{options.protocol} CPU per turn        {per_turn:10.2f} x")
    print(f"floor: bare pipe echo with a child process, {options.round_trips} round trips of a 352-byte line")
    print(f"  round trip (wall)            {echo['rtt_us']:10.1f} us")
    print(f"  this side's CPU per message  {floor_cpu:10.1f} us")
    print("ratios (referee / floor)")
    print(f"  CPU per message              {cpu / floor_cpu:10.1f} x")
    print(f"  wall per message vs half RTT {games['wall_us_per_message'] / (echo['rtt_us'] / 2):10.1f} x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
