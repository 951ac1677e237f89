"""Kingdom draws: the time of `referee.kingdom.random_kingdom` (exact count, then one numbered kingdom) over
every set of the catalogue, beside the baseline of rejection sampling (deal 10 random cards of the sets, and
a Bane after Young Witch, until a deal satisfies the request), which draws from the same distribution,
measured in the same run.

    python bench/kingdom_bench.py [--seconds S]
    python bench/kingdom_bench.py --worst

Prints, per request, the median time of one exact draw in milliseconds, draws per second of each method and
their ratio; the first request is the target of issue 31 (a constrained draw over all sets, under 50 ms).
Rejection sampling slows down as the request gets rarer, and never ends on an impossible one; the exact draw
barely depends on how rare it is.

`--worst` finds, for the page's sets (base1,base2; base2 at a table with remote players) and for every set,
the largest request `COUNT_MEMORY_LIMIT` accepts (at-least counts raised one category at a time, round
after round, while the count's memory, `count_memory`, stays within the limit), draws it in a fresh process
and prints that process's peak resident memory and the draw's time (an impossible request: the time to say
why, which counts several sets of constraints).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time

from referee.kingdom import (
    CATEGORIES,
    COUNT_MEMORY_LIMIT,
    SETS,
    YOUNG_WITCH,
    KingdomRequest,
    count_memory,
    is_bane_candidate,
    random_kingdom,
    satisfies,
)

ALL_SETS = tuple(SETS)

REQUESTS: dict[str, KingdomRequest] = {
    "all sets: village, plus-buy, trasher, reaction if attack": KingdomRequest(
        sets=ALL_SETS,
        at_least=(("village", 1), ("plus-buy", 1), ("trasher", 1)),
        at_most=(("attack", 2),),
        reaction_if_attack=True,
    ),
    "all sets: no constraint (potions 3-5)": KingdomRequest(sets=ALL_SETS),
    "all sets: 2 village, 2 draw, 1 curser, <=1 duration, young-witch": KingdomRequest(
        sets=ALL_SETS,
        at_least=(("village", 2), ("draw", 2), ("curser", 1)),
        at_most=(("duration", 1),),
        include=(YOUNG_WITCH,),
    ),
    "all sets: 3 gainer, 2 alt-victory, no attack, potions 2-3": KingdomRequest(
        sets=ALL_SETS,
        at_least=(("gainer", 3), ("alt-victory", 2)),
        at_most=(("attack", 0),),
        potions=(2, 3),
    ),
    "base2: village + plus-buy + reaction if attack": KingdomRequest(
        at_least=(("village", 1), ("plus-buy", 1)), reaction_if_attack=True
    ),
    "intrigue2,seaside2,prosperity2: 2 village, 2 draw, 1 trasher": KingdomRequest(
        sets=("intrigue2", "seaside2", "prosperity2"), at_least=(("village", 2), ("draw", 2), ("trasher", 1))
    ),
}


def _rejection_rate(request: KingdomRequest, seconds: float) -> float:
    """Satisfying deals per second: deal 10 random cards of the request's pool (the includes in) and, with
    Young Witch, a Bane among the candidates left, over and over for `seconds`, counting the deals that
    satisfy the request."""
    pool = [card for card in request.pool() if card not in request.include]
    forced = list(request.include)
    candidates = [card for card in pool if is_bane_candidate(card)]
    rng = random.Random(1)
    found, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        kingdom = forced + rng.sample(pool, 10 - len(forced))
        bane = None
        if YOUNG_WITCH in kingdom:
            left = [card for card in candidates if card not in kingdom]
            if not left:
                continue
            bane = rng.choice(left)
        found += satisfies(sorted(kingdom), request, bane)
    return found / (time.perf_counter() - start)


def _exact(request: KingdomRequest, seconds: float) -> tuple[float, float]:
    """(median milliseconds of one draw, draws per second) over `seconds` of seeded draws."""
    times: list[float] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or len(times) < 3:
        began = time.perf_counter()
        random_kingdom(request, len(times))
        times.append(time.perf_counter() - began)
    return statistics.median(times) * 1000, len(times) / (time.perf_counter() - start)


MEASURE = """
import json, resource, sys, time
from referee.kingdom import KingdomError, KingdomRequest, random_kingdom
sets, at_least = json.loads(sys.argv[1])
start = time.perf_counter()
request = KingdomRequest(sets=tuple(sets), at_least=tuple(map(tuple, at_least)))
try:
    outcome = "drawn: " + ",".join(random_kingdom(request, 1).kingdom)
except KingdomError as error:
    outcome = f"{type(error).__name__}: {error}"
seconds = time.perf_counter() - start
print(json.dumps([seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, outcome]))
"""
"""Draw the request of argv[1] (sets, at-least pairs) with seed 1; print [seconds, peak KiB, outcome]."""


def largest_accepted(sets: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """At-least counts raised by 1 per category in turn, round after round, while `count_memory` stays
    within `COUNT_MEMORY_LIMIT`: a request at the limit, tracking as many categories as it can."""
    counts = dict.fromkeys(CATEGORIES, 0)
    raised = True
    while raised:
        raised = False
        for category in CATEGORIES:
            if counts[category] >= 10:
                continue
            counts[category] += 1
            pairs = tuple((name, count) for name, count in counts.items() if count)
            if count_memory(KingdomRequest(sets=sets, at_least=pairs)) <= COUNT_MEMORY_LIMIT:
                raised = True
            else:
                counts[category] -= 1
    return tuple((name, count) for name, count in counts.items() if count)


def worst() -> None:
    """Print the largest accepted request per group of sets, its count's memory, and its draw measured."""
    print(f"count memory limit: {COUNT_MEMORY_LIMIT / 2**20:.0f} MiB")
    for sets in (("base1", "base2"), ("base2",), tuple(SETS)):
        at_least = largest_accepted(sets)
        estimate = count_memory(KingdomRequest(sets=sets, at_least=at_least))
        done = subprocess.run(
            [sys.executable, "-c", MEASURE, json.dumps([sets, at_least])],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        seconds, peak, outcome = json.loads(done.stdout)
        name = "all sets" if len(sets) > 2 else ",".join(sets)
        wanted = " ".join(f"{category}={count}" for category, count in at_least)
        print(f"{name}: --at-least {wanted}")
        print(
            f"  count memory (computed) {estimate / 2**20:.0f} MiB; the draw took {seconds:.2f} s, "
            f"its process peaked at {peak / 1024:.0f} MiB resident; {outcome[:110]}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--worst", action="store_true", help="measure the largest accepted requests")
    options = parser.parse_args()
    if options.worst:
        worst()
        return
    seconds = options.seconds
    print(f"{'request':<66} {'ms/draw':>8} {'exact/s':>8} {'rejection/s':>12} {'ratio':>8}")
    first = None
    for name, request in REQUESTS.items():
        millis, exact = _exact(request, seconds)
        rejection = _rejection_rate(request, seconds)
        ratio = f"{exact / rejection:.1f}x" if rejection else "inf"
        print(f"{name:<66} {millis:>8.1f} {exact:>8.0f} {rejection:>12.1f} {ratio:>8}")
        first = millis if first is None else first
    print(f"\na constrained draw over all sets: {first:.1f} ms (issue 31's target: under 50 ms)")


if __name__ == "__main__":
    main()
