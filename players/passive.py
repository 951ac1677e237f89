"""passive (protocol v1+): never plays or buys anything; every turn is just the clean-up.

For turn-limit tests and as the weakest possible opponent. It answers each `(move ...)` with `(clean C)`
exposing its least useful card (or `(clean)` with an empty hand), and defends against militia legally by
discarding down to three (it never owns a moat).

Run: `python -m players.passive`.
"""

from __future__ import annotations

from players import kit
from players.answers import default_answer
from players.tactics import clean_up, defend_with_moat_or_discard
from protocol.messages import Card, Defended, Defense, Happened, Moved, Play, State


class Strategy:
    """Passive: cleans up at once every turn, never buys; discards down to three when attacked."""

    def move(self, state: State) -> Play:
        """`(clean C)` or `(clean)`: end the turn without playing or buying."""
        return clean_up(state)

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """Discard down to three against militia, nothing against another attack (or reveal a moat, which
        it could only hold if given one)."""
        return defend_with_moat_or_discard(state, card)

    def decide(self, decision, state: State) -> tuple:
        """A v4 decision (another player's attack asks it): the kit's default answer."""
        return default_answer(decision, state)

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Ignores what others do."""

    def __repr__(self) -> str:
        return "players.passive.Strategy()"


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
