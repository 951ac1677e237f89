"""How much CPU the referee spends per message, in v1, v4 and v5 games, against the floor of a bare pipe
round trip.

    python bench/referee_bench.py [--games 20] [--protocol 1] [--player big_money]
                                  [--v4-games 10] [--v4-player witch_money]
                                  [--v5-games 10] [--v5-player witch_money]

Plays GAMES games between two subprocess copies of a reference player (default big_money, protocol v1:
a short, fast game) with `referee.match.play_match`, exactly as `referee` does, then V4_GAMES v4 games and
V5_GAMES v5 games between two copies of V4_PLAYER and V5_PLAYER, each on its own random kingdom drawn from
the game's seed (v4: the base game, v5: every set, as `referee --protocol N --kingdom random` does; ``0``
skips them), and prints what follows. What a referee process pays once (importing the engine and seats,
probing the containment: `warm_up`) is paid before the clock starts.

- referee CPU per message (the figure of issue 43's target): the referee process's own user+sys CPU time
  (`resource.getrusage(RUSAGE_SELF)`, all its threads, excluding the players) over the games, less what
  starting and ending the players' sandboxes cost, divided by the messages sent and received (every line
  of the transcript: in v4 and v5 also the `decide`, `choose` and `happened` messages). Target: at most
  25 us (v1) and 35 us (v5);
- seats' start and end per game: the CPU of `SubprocessSeat.start` and `SubprocessSeat.close` (both
  players' sandboxes set up, processes started; killed, reaped, cgroups and private directories
  removed), paid once per game whatever its length;
- all in, per message: everything over the messages (the figure this bench printed before it split the
  two, comparable with older runs);
- per turn: the same CPU as all in, per turn of the game;
- wall time per game (players' start-up included);
- in the same run, the floor: a bare pipe echo between this process and a child (one line written, the
  same line read back, no parsing), its round-trip wall time and this side's CPU per message.

The player programs are Python, so each game pays two interpreter start-ups (about 30-60 ms each) in wall
time; that is why wall time is not the figure to judge the referee by, and the CPU time is. CPU time still
grows with the machine's load (caches and cores shared): compare two versions of the referee in the same
run, one after the other, over several rounds.
"""

from __future__ import annotations

import argparse
import contextlib
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
from referee.seats.process import SubprocessSeat  # noqa: E402

TARGET_US = {1: 25.0, 2: 25.0, 3: 25.0, 4: 35.0, 5: 35.0}
"""Referee CPU per message the project aims to stay under, in microseconds, per protocol version (issue 43
names v1 and v5; v2 and v3 games are v1's, v4's messages v5's)."""

V4_PLAYER = "witch_money"
"""The reference player of the v4 games by default."""

V5_PLAYER = "witch_money"
"""The reference player of the v5 games by default."""

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


@contextlib.contextmanager
def seat_life_cpu(spent: list[float]):
    """While inside, add to ``spent[0]`` the CPU seconds this process spends in `SubprocessSeat.start` and
    `SubprocessSeat.close` (the per-game cost of the players' sandboxes), by wrapping both for the bench."""
    start, close = SubprocessSeat.start, SubprocessSeat.close

    def timed(method):
        def run(*args, **kwargs):
            before = cpu_seconds()
            try:
                return method(*args, **kwargs)
            finally:
                spent[0] += cpu_seconds() - before

        return run

    SubprocessSeat.start, SubprocessSeat.close = timed(start), timed(close)
    try:
        yield
    finally:
        SubprocessSeat.start, SubprocessSeat.close = start, close


def bench_games(games: int, version: int, player: str) -> dict[str, float]:
    """Play `games` games under protocol `version` (v4, v5: each on the random kingdom of its seed); return
    referee CPU per message without the seats' start and end (us), those per game (ms), all in per message
    and per turn (us), wall per game (s), messages per game."""
    command = (sys.executable, "-m", f"players.{player}")
    name = "".join(ch for ch in player if ch.isalpha())
    messages = turns = 0
    walls: list[float] = []
    seats = [0.0]
    chosen = VERSIONS[version].knows("chosen-kingdom")
    # The kingdoms are drawn before the clock starts, as `referee` draws one before its game starts (the
    # first draw of a run imports numpy: tens of ms that are no cost of the messages).
    configs = [
        MatchConfig(
            players=((f"{name}a", command), (f"{name}b", command)),
            seed=seed,
            version=version,
            kingdom=game_kingdom(RANDOM, version, seed) if chosen else None,
            cwd=ROOT,
        )
        for seed in range(1000, 1000 + games)
    ]
    cpu_before = cpu_seconds()
    with seat_life_cpu(seats):
        for game, config in enumerate(configs):
            start = time.perf_counter()
            record = play_match(config)
            walls.append(time.perf_counter() - start)
            messages += len(record.transcript.records)
            turns += record.result.turns
            if record.result.ejections:
                raise SystemExit(f"game {game} ejected a player: {record.result.ejections[0].ejection}")
    cpu = cpu_seconds() - cpu_before
    return {
        "cpu_us_per_message": (cpu - seats[0]) / messages * 1e6,
        "seats_ms_per_game": seats[0] / games * 1e3,
        "all_in_us_per_message": cpu / messages * 1e6,
        "cpu_us_per_turn": cpu / turns * 1e6,
        "wall_s_per_game": statistics.mean(walls),
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


def print_games(title: str, figures: dict[str, float], version: int) -> None:
    """Print one kind of game's figures under `title`."""
    target = TARGET_US[version]
    verdict = "met" if figures["cpu_us_per_message"] <= target else "NOT met"
    print(title)
    print(f"  messages per game              {figures['messages_per_game']:10.1f}")
    print(f"  referee CPU per message        {figures['cpu_us_per_message']:10.1f} us   "
          f"(seats' start and end left out; target <= {target:.0f} us: {verdict})")  # fmt: skip
    print(f"  seats' start and end per game  {figures['seats_ms_per_game']:10.1f} ms   (both players)")
    print(f"  all in, per message            {figures['all_in_us_per_message']:10.1f} us   "
          "(the seats' start and end spread over the messages)")  # fmt: skip
    print(f"  all in, per turn               {figures['cpu_us_per_turn']:10.1f} us")
    print(f"  wall time per game             {figures['wall_s_per_game'] * 1000:10.1f} ms   "
          "(includes two Python player start-ups)")  # fmt: skip


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
    parser.add_argument("--v5-games", type=int, default=10, help="v5 games to play (default 10; 0: none)")
    parser.add_argument(
        "--v5-player", default=V5_PLAYER, help=f"player module of the v5 games (default {V5_PLAYER})"
    )
    parser.add_argument("--round-trips", type=int, default=20000, help="echo round trips (default 20000)")
    options = parser.parse_args(argv)

    warm_up()
    games = bench_games(options.games, options.protocol, options.player)
    later = [
        (version, count, player, bench_games(count, version, player))
        for version, count, player in (
            (4, options.v4_games, options.v4_player),
            (5, options.v5_games, options.v5_player),
        )
        if count > 0
    ]
    # A typical message: a `move` notification of a mid-game state is about 300-400 bytes.
    echo = bench_echo(options.round_trips, b"(" + b"x" * 350 + b")\n")

    print(f"referee benchmark, Python {sys.version.split()[0]}")
    print_games(
        f"v{options.protocol}: {options.games} games, {options.player} vs {options.player}",
        games,
        options.protocol,
    )
    for version, count, player, figures in later:
        print_games(
            f"v{version}: {count} games, {player} vs {player}, each on the random kingdom of its seed",
            figures,
            version,
        )
        ratio = figures["cpu_us_per_message"] / games["cpu_us_per_message"]
        per_turn = figures["cpu_us_per_turn"] / games["cpu_us_per_turn"]
        print(f"  v{version} / v{options.protocol} CPU per message       {ratio:10.2f} x")
        print(f"  v{version} / v{options.protocol} CPU per turn (all in) {per_turn:10.2f} x")
    floor_cpu = echo["cpu_us_per_message"]
    print(f"floor: bare pipe echo with a child process, {options.round_trips} round trips of a 352-byte line")
    print(f"  round trip (wall)              {echo['rtt_us']:10.1f} us")
    print(f"  this side's CPU per message    {floor_cpu:10.1f} us")
    ratio = games["cpu_us_per_message"] / floor_cpu
    print(f"  v{options.protocol} referee / floor, CPU per message {ratio:6.1f} x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
