"""How fast do strategy files play? A strategy file beside the same strategy written by hand in Python.

Prints games per second (CPU time) of 2-player games of the rules alone (`play_game(..., version=None)`,
every decision through `decide`, the games `referee simulate` plays) for three strategies, each twice:
read from a TOML file by `players.strategy` (conditions compiled to closures) and hand-written in Python:
- Big Money (province at 8+, gold at 6-7, silver at 3-5) beside bench/engine_bench.py's `BigMoney`;
- Smithy money beside the reference player `players.smithy_money` (the file says the same: same games);
- Witch money (a Witch at 5 while it owns fewer than 2) beside bench/engine_bench.py's `WitchMoney`;
and the ratio file / hand-written. Each pair plays the same seeds; the file's games are checked to be the
same games (same winners, scores and turns), so the ratio is the interpreter's cost alone.

Each figure is the best of `--rounds` runs, the two sides alternating round by round.

Run: `python bench/strategy_bench.py [--games N] [--rounds R]`.
"""

from __future__ import annotations

import argparse
import sys
import time
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from engine_bench import KINGDOM, BigMoney, WitchMoney  # noqa: E402

from players import smithy_money  # noqa: E402
from players.strategy import parse_strategy  # noqa: E402
from players.tactics import clean_up, treasure_to_add  # noqa: E402
from protocol.messages import Add, Clean  # noqa: E402
from referee.seats.engine import play_game  # noqa: E402
from referee.seats.seat import InProcessSeat  # noqa: E402

FILES = {
    "big money": 'buy = ["province", "gold", "silver"]',
    "smithy money": """
buy = [
    "province",
    {card = "duchy", if = "pile(province) <= 4"},
    "gold",
    {card = "smithy", if = "pile(province) > 4 and (count(smithy) < 1 or count(smithy) < 2 and cards >= 16)"},
    {card = "duchy", if = "pile(province) <= 5"},
    {card = "estate", if = "pile(province) <= 2"},
    "silver",
]
play = ["smithy"]
""",
    "witch money": """
buy = ["province", "gold", {card = "witch", if = "count(witch) < 2"}, "silver"]
play = ["witch"]
""",
}


def exposing(bot: type) -> type:
    """`bot` adding its treasures best first and cleaning up exposing the least useful card, as the reference
    players (`players.tactics`) and strategy files do: the order of the plays and the exposed card decide
    the order of the discards, hence the next shuffle, so the games are the same only if both agree."""

    class Exposing(bot):
        __slots__ = ()

        def move(self, state):
            play = super().move(state)
            if type(play) is Add:
                return treasure_to_add(state)
            return clean_up(state) if type(play) is Clean else play

    return Exposing


HAND_WRITTEN = {
    "big money": exposing(BigMoney),
    "smithy money": smithy_money.Strategy,
    "witch money": exposing(WitchMoney),
}


def games(make, count: int) -> tuple[float, list]:
    """Play `count` games of `make()` against itself on `KINGDOM`; (CPU seconds, results)."""
    results = []
    cpu = time.process_time()
    for seed in range(count):
        seats = [InProcessSeat("alice", make()), InProcessSeat("bob", make())]
        results.append(play_game(seats, version=None, seed=seed, kingdom=KINGDOM))
    return time.process_time() - cpu, results


def outcome(results: list) -> list:
    return [(r.winners, tuple((p.score, p.turns) for p in r.players)) for r in results]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per run (default 1000)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each; the best counts (default 3)")
    args = parser.parse_args()
    print(f"{'strategy':<14} {'file games/s':>12} {'hand games/s':>12} {'file/hand':>9}", flush=True)
    for name, text in FILES.items():
        strategy = parse_strategy(tomllib.loads(text), name)
        best_file = best_hand = float("inf")
        for _ in range(args.rounds):
            seconds, by_file = games(strategy.player, args.games)
            best_file = min(best_file, seconds)
            seconds, by_hand = games(HAND_WRITTEN[name], args.games)
            best_hand = min(best_hand, seconds)
            if outcome(by_file) != outcome(by_hand):
                raise SystemExit(f"{name}: the file and the hand-written player played different games")
        file_rate, hand_rate = args.games / best_file, args.games / best_hand
        print(f"{name:<14} {file_rate:>12.0f} {hand_rate:>12.0f} {file_rate / hand_rate:>9.2f}", flush=True)


if __name__ == "__main__":
    main()
