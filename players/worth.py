"""How much a card is worth keeping in a hand for the next turn, as the reference players and the kit's
default answers rank cards (`keep`, `worst_first`): the tastes of `players.tactics` and `players.answers`.
"""

from __future__ import annotations

from collections.abc import Iterable

from protocol.catalogue import ACTION, TREASURE
from protocol.messages import Card
from referee.rules import ORDER, SPECS

KEEP: dict[Card, float] = {
    Card.ESTATE: 0.0,
    Card.DUCHY: 0.0,
    Card.PROVINCE: 0.0,
    Card.COPPER: 1.0,
    Card.CELLAR: 1.5,
    Card.MOAT: 2.0,
    Card.REMODEL: 2.0,
    Card.WORKSHOP: 2.0,
    Card.WOODCUTTER: 2.5,
    Card.VILLAGE: 2.5,
    Card.SILVER: 3.0,
    Card.MINE: 3.0,
    Card.MILITIA: 3.0,
    Card.SMITHY: 3.5,
    Card.MARKET: 3.5,
    Card.GOLD: 5.0,
}
"""How much a card is worth keeping in a hand for the next turn (higher is better), roughly in coins.

Victory cards do nothing in a hand (0); copper is worth 1, silver 3 (2 coins and no action needed), gold 5.
Used to choose what to discard against militia (worst first) and which card to expose at clean-up. These are
the reference players' tastes for the cards they meet; `keep` values any other card from its spec.
"""


def keep(card: str) -> float:
    """How much `card` is worth keeping in a hand: `KEEP`, else from its spec (a victory card or curse 0, a
    treasure 2 x coins - 1, an action a little under half its cost)."""
    value = KEEP.get(card)
    if value is not None:
        return value
    spec = SPECS[card]
    if TREASURE in spec.types:
        return 2.0 * spec.coins - 1
    if ACTION in spec.types:
        return spec.cost * 0.7
    return 0.0


def worst_first(cards: Iterable[Card]) -> list[Card]:
    """`cards` sorted from least to most worth keeping (`keep`), ties in the canonical supply order."""
    return sorted(cards, key=lambda card: (keep(card), ORDER[card]))
