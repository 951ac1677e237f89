"""random_legal (any protocol version): a uniformly random legal play or defense. The referee's fuzzer.

Each `(move ...)` is answered with a uniformly random element of `referee.rules.legality.legal_plays(state)`
and
each `(attacked ...)` with one of `referee.rules.legality.legal_defenses(state)`, so over many games it
tries every
kind of play the rules allow in every situation (a cellar discarding any sub-multiset, a buy of copper with
0 coins, an `add` after the buys are spent, ...).

Seeding, for reproducible games: `--seed N`; else the environment variable `DOMINION_PLAYER_SEED` (the
referee sets it per player, derived one-way from the game seed); else a random seed.

Run: `python -m players.random_legal [--seed N]`.
"""

from __future__ import annotations

import random

from players import kit
from protocol.messages import Defended, Defense, Moved, Play, State
from referee.rules.decisions import Decision
from referee.rules.legality import legal_answers, legal_defenses, legal_plays


class Strategy:
    """Random legal: a uniformly random legal play or defense, from a seeded generator.

    Arguments:
        seed: seed of its own `random.Random` (any int); None seeds from the operating system.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def move(self, state: State) -> Play:
        """A uniformly random element of `legal_plays(state)` (never empty: a clean-up is always legal)."""
        return self.rng.choice(legal_plays(state))

    def defend(self, attacker: str, state: State) -> Defense:
        """A uniformly random element of `legal_defenses(state)` (never empty: a discard is always legal)."""
        return self.rng.choice(legal_defenses(state))

    def decide(self, decision: Decision, state: State) -> tuple:
        """A uniformly random element of `legal_answers(decision)` (a decision of a game of the rules
        alone)."""
        return self.rng.choice(legal_answers(decision))

    def notify(self, notification: Moved | Defended) -> None:
        """Ignores what others do."""

    def __repr__(self) -> str:
        return f"players.random_legal.Strategy(seed={self.seed!r})"


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy, seeded=True))
