"""How strong are the v4 reference players? Win rates against big_money, with and without their key cards.

Plays two-player protocol v4 games in-process (`referee.seats.engine.play_game` with
`referee.seats.seat.InProcessSeat`) of each v4 reference player (`witch_money`, `chapel_lab`, `throne_room`)
against `big_money`, on two kinds of kingdoms:

- "key": the player's key cards forced into a seeded random kingdom (what the player is built for);
- "none": a seeded random kingdom without them (the player falls back to money; near 50% is expected,
  a little more from its end-game rule).

Method as `bench/player_strength.py`: paired seeds with seat rotation (each seed played from both seats),
a shared win counted as half, a 95% Wilson interval (that script's `wilson`). Every game is seeded: the
figures replay exactly. Also prints the games per second, and the ejections (always 0: every play, defense
and answer is judged).

Run: `python bench/v4_strength.py [--games 200] [--seed 1]`.
"""

from __future__ import annotations

import argparse
import importlib
import random
import time

from player_strength import wilson

from players import REFERENCE
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.kingdoms import KINGDOM_SIZE
from referee.seats.engine import play_game
from referee.seats.seat import InProcessSeat

KEY_CARDS: dict[str, tuple[str, ...]] = {
    "witch_money": ("witch",),
    "chapel_lab": ("chapel", "laboratory"),
    "throne_room": ("throne-room", "laboratory"),
}
"""Each v4 player and the cards it is built around."""


def kingdom(seed: int, forced: tuple[str, ...], banned: tuple[str, ...]) -> list[str]:
    """A seeded random kingdom of 10 cards with the `forced` cards and none of the `banned` ones."""
    rng = random.Random(f"v4 strength {seed}")
    others = [card for card in KINGDOM_CARDS if card not in forced and card not in banned]
    return [*forced, *rng.sample(others, KINGDOM_SIZE - len(forced))]


def measure(player: str, kind: str, pairs: int, base_seed: int) -> tuple[float, int, int]:
    """Play `pairs` seeds from both seats; return (mean score of `player`, games, ejections)."""
    cls = importlib.import_module(REFERENCE[player].module).Strategy
    opponent = importlib.import_module(REFERENCE["big_money"].module).Strategy
    keys = KEY_CARDS[player]
    score = 0.0
    games = ejections = 0
    for seed in range(base_seed, base_seed + pairs):
        cards = kingdom(seed, keys, ()) if kind == "key" else kingdom(seed, (), keys)
        for first in (True, False):
            seats = [InProcessSeat("player", cls()), InProcessSeat("opponent", opponent())]
            result = play_game(seats if first else seats[::-1], version=4, seed=seed, kingdom=cards)
            games += 1
            ejections += len(result.ejections)
            if "player" in result.winners:
                score += 1 / len(result.winners)
    return score / games, games, ejections


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=200, help="games per row, both seat orders (default 200)"
    )
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    options = parser.parse_args()
    pairs = max(1, options.games // 2)
    print(f"v4 players against big_money, two players, {2 * pairs} games per row, seeds from {options.seed}")
    header = f"{'player':<12} {'kingdom':<8} {'win rate':>8}  {'95% interval':<15} {'games':>5}"
    print(f"{header} {'ejections':>9}")
    started = time.perf_counter()
    total = 0
    for player in KEY_CARDS:
        for kind in ("key", "none"):
            rate, games, ejections = measure(player, kind, pairs, options.seed)
            low, high = wilson(rate, games)
            total += games
            interval = f"[{low:.1%}, {high:.1%}]"
            print(f"{player:<12} {kind:<8} {rate:>8.1%}  {interval:<15} {games:>5} {ejections:>9}")
    seconds = time.perf_counter() - started
    print(f"{total} games in {seconds:.1f} s: {total / seconds:.0f} games per second")


if __name__ == "__main__":
    main()
