"""Tune the strong player's table (players/strong_table.json) by simulation, in the manner of Provincial.

For every kingdom card X and every variant (1 or 2 copies of X bought before Gold, or 1 after), plays the
plan "Big Money Ultimate's end-game with X" (`players.strong.plan_data`) against Big Money Ultimate on
`--games` games (paired seeds, the seats swapped) in kingdoms of every set that hold X (drawn with
`referee.kingdom.random_kingdom`), and keeps per card the variant that wins most, with its win rate
(ties half). The seeds are `TUNE_SEED` + n: never the seeds of `referee rate`'s suite, which measures the
player (docs/rating.md). Then `--witch` measures each card that beats Big Money Ultimate against Double
Witch (its Witch in the kingdom; `rate_witch`), and `--beside` measures each as the second card of a plan of
two Witches against Double Witch (`rate_beside`): how `players.strong.choices` ranks the cards.

The table shipped was made by these three runs (484 s, then about 2 and 25 minutes, on a loaded 2-core
machine):

    python bench/strong_tune.py --games 32 --jobs 2          # writes players/strong_table.json
    python bench/strong_tune.py --witch --games 32 --jobs 2
    python bench/strong_tune.py --beside --games 160 --jobs 2   # 140 cards, about 25 minutes
    python bench/strong_tune.py --cards witch,smithy --games 200 --dry-run     # a closer look, not written
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from players.strategy import load_strategy, parse_strategy  # noqa: E402
from players.strong import TABLE_PATH, Choice, plan_data  # noqa: E402
from referee.kingdom import KINGDOM_CARDS, SETS, KingdomRequest, random_kingdom  # noqa: E402
from referee.rules.game import Game  # noqa: E402
from referee.seats.engine import run_game  # noqa: E402
from referee.seats.seat import InProcessSeat  # noqa: E402

TUNE_SEED = 7_000_000
"""The first seed of tuning games (the rating suite's seeds are below 1,000,000)."""

VARIANTS = ((1, True), (2, True), (1, False))


def score(
    card: str,
    copies: int,
    before: bool,
    games: int,
    against: str = "big-money-ultimate",
    beside: Choice | None = None,
) -> float:
    """Win rate (ties half) of the plan with `copies` of `card` (before or after Gold) against the strategy
    `against` over `games` games: `games // 2` kingdoms holding `card` (and the cards `against` requires),
    each played with both seatings. `beside`: a card the plan buys too (the first of the plan)."""
    opponent = load_strategy(against)
    include = tuple(dict.fromkeys((card, *opponent.requires)))
    points = 0.0
    for n in range(games // 2):
        seed = TUNE_SEED + n
        drawn = random_kingdom(KingdomRequest(sets=tuple(SETS), include=include), seed)
        colony = drawn.colony.used if drawn.colony else False
        shelters = drawn.shelters.used if drawn.shelters else False
        picked = [Choice(card, copies, before, 1.0)]
        if beside is not None:
            picked.insert(0, beside)
        mine = parse_strategy(plan_data(picked, drawn.piles, colony), card)
        for first in (True, False):
            names = ["me", "them"] if first else ["them", "me"]
            players = {"me": mine.player(rules_alone=True), "them": opponent.player(rules_alone=True)}
            game = Game(names, seed=seed, kingdom=drawn.piles, colony=colony, shelters=shelters)
            result = run_game(game, [InProcessSeat(name, players[name]) for name in names])
            if "me" in result.winners:
                points += 1 / len(result.winners)
    return points / (2 * (games // 2))


def tune(card: str, games: int) -> tuple[str, dict]:
    """The best variant of `card` as a table row."""
    rates = {variant: score(card, *variant, games) for variant in VARIANTS}
    (copies, before), rate = max(rates.items(), key=lambda item: (item[1], -item[0][0]))
    return card, {"copies": copies, "before_gold": before, "rate": round(rate, 4)}


def tune_witch(card: str, row: dict, games: int) -> tuple[str, float]:
    """`card`'s win rate against Double Witch (its Witch in the kingdom) with the variant of `row`."""
    return card, score(card, row["copies"], row["before_gold"], games, "double-witch")


WITCHES = Choice("witch", 2, True, 1.0)
"""The first card of the plans measured with `--beside`: two Witches before Gold (the table's row)."""


def tune_beside(card: str, row: dict, games: int) -> tuple[str, float]:
    """The plan of two Witches and `card` (the variant of `row`) against Double Witch: `card`'s worth as
    the second card of a plan, beside a curser."""
    return card, score(card, row["copies"], row["before_gold"], games, "double-witch", WITCHES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games per variant (default 60)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cards", default="", help="comma-separated cards (default: every kingdom card)")
    parser.add_argument("--dry-run", action="store_true", help="print the rows, do not write the table")
    parser.add_argument(
        "--witch",
        action="store_true",
        help="measure the table's variant of each card that beats Big Money Ultimate against Double Witch "
        "too (the row's rate_witch)",
    )
    parser.add_argument(
        "--beside",
        action="store_true",
        help="measure each card that beats Big Money Ultimate as the second card of a plan beside two "
        "Witches, against Double Witch (the row's rate_beside)",
    )
    options = parser.parse_args()
    if options.beside:
        table = json.loads(TABLE_PATH.read_text())
        cards = [c for c in options.cards.split(",") if c] or [
            c for c, r in table.items() if r["rate"] > 0.5 and c != "witch"
        ]
        with ProcessPoolExecutor(options.jobs) as pool:
            rows = [table[c] for c in cards]
            jobs = pool.map(tune_beside, cards, rows, [options.games] * len(cards))
            for done, (card, rate) in enumerate(jobs, 1):
                table[card]["rate_beside"] = round(rate, 4)
                print(f"{done}/{len(cards)} {card}: beside two Witches {rate:.3f}", flush=True)
        if not options.dry_run:
            _write({c: table[c] for c in cards})
        return 0
    if options.witch:
        table = json.loads(TABLE_PATH.read_text())
        cards = [c for c in options.cards.split(",") if c] or [c for c, r in table.items() if r["rate"] > 0.5]
        with ProcessPoolExecutor(options.jobs) as pool:
            rows = [table[c] for c in cards]
            for done, (card, rate) in enumerate(
                pool.map(tune_witch, cards, rows, [options.games] * len(cards)), 1
            ):
                table[card]["rate_witch"] = round(rate, 4)
                print(f"{done}/{len(cards)} {card}: against Double Witch {rate:.3f}", flush=True)
        if not options.dry_run:
            _write({c: table[c] for c in cards})
        return 0
    cards = [c for c in options.cards.split(",") if c] or list(KINGDOM_CARDS)
    start = time.time()
    rows = {}
    with ProcessPoolExecutor(options.jobs) as pool:
        for done, (card, row) in enumerate(pool.map(tune, cards, [options.games] * len(cards)), 1):
            rows[card] = row
            print(f"{done}/{len(cards)} {card}: {row}", flush=True)
            if not options.dry_run:
                _write(rows)
    took = time.time() - start
    print(f"{len(cards)} cards x {len(VARIANTS)} variants x {options.games} games in {took:.0f} s")
    if not options.dry_run:
        print(f"wrote {TABLE_PATH}")
    return 0


def _write(rows: dict[str, dict]) -> None:
    """Merge `rows` into the table file (after each card: a stopped run keeps what it measured)."""
    old = json.loads(TABLE_PATH.read_text()) if TABLE_PATH.exists() else {}
    old.update(rows)
    TABLE_PATH.write_text(json.dumps(dict(sorted(old.items())), indent=1) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
