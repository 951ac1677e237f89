"""A player that works out the game seed from its own `DOMINION_PLAYER_SEED`, as a hostile student would when
the instructor chose a small `--seed`: it tries every game seed below LIMIT with the seed formula the referee
once used (the first 8 bytes of sha256 of "SEED:NAME", shifted right by one bit), then plays passively.

    guesses_seed.py NAME LIMIT

Knowing the game seed, it could rebuild every shuffle with the installed rules core (its opponent's hand, its
own next hand). It writes ``REPORT {"found": SEED or null, "tried": N}`` to its stderr (see
passive_kit.report).
"""

import hashlib
import os
import sys

from passive_kit import report, run

NAME = sys.argv[1]
LIMIT = int(sys.argv[2])


def guess() -> None:
    own = int(os.environ["DOMINION_PLAYER_SEED"])
    found = None
    for seed in range(LIMIT):
        digest = hashlib.sha256(f"{seed}:{NAME}".encode()).digest()
        if int.from_bytes(digest[:8], "big") >> 1 == own:
            found = seed
            break
    report({"found": found, "tried": LIMIT if found is None else found + 1})


guess()
raise SystemExit(run())
