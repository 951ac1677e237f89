"""How fast does the rules engine play? Big Money against Big Money, in-process, one core.

Prints games per second and mean turns per game for 2-player v1 games (kingdom: mine, unused) between two
Big Money strategies (play every treasure; buy a province at 8 coins, a gold at 6-7, a silver at 3-5),
driven by `referee.rules.engine.play_game` with every play judged by `referee.rules.legality.check_play`.

Same-run baseline: the same games (same seeds, so the same plays) with each play judged instead by
looking it up in `referee.rules.legality.legal_plays(state)`, the obvious way to write a legality check. The
ratio of the two rates is printed. Target: >= 1,000 games/s (the best pure-Python Dominion engine measured
here runs about 160 games/s).

Run: `python bench/engine_bench.py [--games N] [--seed S]`.
"""

from __future__ import annotations

import argparse
import os
import time

import referee.rules.engine as engine
from protocol.messages import Add, Buy, Card, Clean, DiscardDefense
from referee.rules.legality import legal_plays
from referee.seat import InProcessSeat

_ADD = {card: Add(card) for card in (Card.GOLD, Card.SILVER, Card.COPPER)}
_BUY_PROVINCE = Buy(Card.PROVINCE)
_BUY_GOLD = Buy(Card.GOLD)
_BUY_SILVER = Buy(Card.SILVER)
_CLEAN = {card: Clean(card) for card in Card}
_CLEAN_EMPTY = Clean()


class BigMoney:
    """Plays every treasure, then buys a province at 8+ coins, a gold at 6-7, a silver at 3-5, then cleans."""

    __slots__ = ("_supply", "_available")

    def __init__(self) -> None:
        self._supply: tuple[Card, ...] | None = None
        self._available: frozenset[Card] = frozenset()

    def move(self, state):
        add = _ADD.get
        for card in state.hand:
            play = add(card)
            if play is not None:
                return play
        if state.buys:
            if state.supply is not self._supply:
                self._supply = state.supply
                self._available = frozenset(state.supply)
            coins = state.coins
            available = self._available
            if coins >= 8 and Card.PROVINCE in available:
                return _BUY_PROVINCE
            if coins >= 6 and Card.GOLD in available:
                return _BUY_GOLD
            if coins >= 3 and Card.SILVER in available:
                return _BUY_SILVER
        return _CLEAN[state.hand[0]] if state.hand else _CLEAN_EMPTY

    def defend(self, attacker, state):
        return DiscardDefense(tuple(state.hand[3:]))

    def notify(self, notification):
        pass


def enumerating_check(state, play):
    """The baseline legality check: a play is legal when `legal_plays(state)` lists it."""
    return None if play in legal_plays(state) else "not among legal_plays(state)"


def run(games: int, seed: int) -> tuple[float, float, float]:
    """Play `games` games (seeds seed, seed+1, ...).

    Returns (wall seconds, CPU seconds of this process, mean turns per game).
    """
    turns = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    for index in range(games):
        seats = [InProcessSeat("alice", BigMoney()), InProcessSeat("bob", BigMoney())]
        turns += engine.play_game(seats, version=1, seed=seed + index).turns
    return time.perf_counter() - wall, time.process_time() - cpu, turns / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000, help="games per measurement (default 5000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    args = parser.parse_args()
    run(min(200, args.games), args.seed)  # warm-up
    wall, cpu, mean_turns = run(args.games, args.seed)
    rate = args.games / wall
    print(f"load average (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; one process, one thread")
    print(f"engine, check_play:           {rate:7.0f} games/s wall, {args.games / cpu:7.0f} games/s CPU")
    print(f"mean turns per game:          {mean_turns:7.2f} (both players' turns)")
    original = engine.check_play
    engine.check_play = enumerating_check
    try:
        base_wall, base_cpu, base_turns = run(args.games, args.seed)
    finally:
        engine.check_play = original
    if base_turns != mean_turns:
        raise SystemExit("baseline games differ from the measured ones: the comparison is void")
    base_rate = args.games / base_wall
    base_cpu_rate = args.games / base_cpu
    print(f"baseline, legal_plays lookup: {base_rate:7.0f} games/s wall, {base_cpu_rate:7.0f} games/s CPU")
    print(f"ratio check_play / baseline:  {rate / base_rate:7.2f}x wall, {base_cpu / cpu:.2f}x CPU")
    verdict = "met" if args.games / cpu >= 1000 else "NOT met"
    print(f"target 1,000 games/s (CPU time, so other load does not count): {verdict}")


if __name__ == "__main__":
    main()
