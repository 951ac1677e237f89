"""Kingdom draws per second: `referee.kingdom.random_kingdom` (exact count, then one numbered kingdom) beside
the baseline of rejection sampling (deal 10 random cards of the sets until a deal satisfies the request),
which draws from the same distribution, measured in the same run.

    python bench/kingdom_bench.py [--seconds S]

Prints, per request, draws per second of each and their ratio. Rejection sampling slows down as the request
gets rarer, and never ends on an impossible one; the exact draw does not depend on how rare it is.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from referee.kingdom import KingdomRequest, random_kingdom, satisfies

REQUESTS: dict[str, KingdomRequest] = {
    "no constraint": KingdomRequest(),
    "village + plus-buy + moat if attack": KingdomRequest(
        at_least=(("village", 1), ("plus-buy", 1)), reaction_if_attack=True
    ),
    "2 village, 2 draw, 1 trasher, at most 1 attack": KingdomRequest(
        at_least=(("village", 2), ("draw", 2), ("trasher", 1)), at_most=(("attack", 1),)
    ),
    "both sets, 3 gainer, gardens, no attack": KingdomRequest(
        sets=("base1", "base2"), at_least=(("gainer", 3), ("alt-victory", 1)), at_most=(("attack", 0),)
    ),
}


def _rejection(request: KingdomRequest, seed: int) -> tuple[str, ...]:
    """Deal 10 random cards of the request's pool until a deal satisfies it (the includes too)."""
    pool, rng = list(request.pool()), random.Random(seed)
    while True:
        kingdom = tuple(sorted(rng.sample(pool, 10)))
        if satisfies(kingdom, request):
            return kingdom


def _rate(draw: Callable[[int], object], seconds: float) -> float:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        draw(count)
        count += 1
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    seconds = parser.parse_args().seconds
    print(f"{'request':<48} {'exact/s':>9} {'rejection/s':>12} {'ratio':>7}")
    for name, request in REQUESTS.items():
        exact = _rate(lambda seed, request=request: random_kingdom(request, seed), seconds)
        rejection = _rate(lambda seed, request=request: _rejection(request, seed), seconds)
        print(f"{name:<48} {exact:>9.0f} {rejection:>12.0f} {exact / rejection:>6.1f}x")


if __name__ == "__main__":
    main()
