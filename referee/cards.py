"""The cards of protocol v1-v3: costs, treasure values, victory points, types, pile sizes and the kingdom.

Everything here is a constant table or a pure function of one, taken from the official Dominion card texts
and the project's docs: docs/rules.md ("Set-up": pile sizes; "Decisions where the specification is silent":
the canonical order) and docs/protocol.md ("Grammar": the kingdom of each version).
Tables are keyed by `protocol.messages.Card`; a `Card` hashes like its wire name, so a plain `str` such as
``"gold"`` finds the same entry.
"""

from __future__ import annotations

from protocol.messages import ACTIONS_BY_VERSION, TREASURES, VICTORIES, Card

COST: dict[Card, int] = {
    Card.COPPER: 0,
    Card.SILVER: 3,
    Card.GOLD: 6,
    Card.ESTATE: 2,
    Card.DUCHY: 5,
    Card.PROVINCE: 8,
    Card.CELLAR: 2,
    Card.MOAT: 2,
    Card.VILLAGE: 3,
    Card.WOODCUTTER: 3,
    Card.WORKSHOP: 3,
    Card.MILITIA: 4,
    Card.REMODEL: 4,
    Card.SMITHY: 4,
    Card.MARKET: 5,
    Card.MINE: 5,
}
"""Card -> cost in coins."""

VALUE: dict[Card, int] = {Card.COPPER: 1, Card.SILVER: 2, Card.GOLD: 3}
"""Treasure -> coins it adds when played with `(add ...)`. Only treasures are keys."""

VP: dict[Card, int] = {Card.ESTATE: 1, Card.DUCHY: 3, Card.PROVINCE: 6}
"""Victory card -> victory points. Only victory cards are keys (v1-v3 have no curses)."""

ACTIONS: frozenset[Card] = frozenset(ACTIONS_BY_VERSION[3])
"""Every action card of v1-v3."""

SUPPLY_ORDER: tuple[Card, ...] = (
    Card.COPPER,
    Card.SILVER,
    Card.GOLD,
    Card.ESTATE,
    Card.DUCHY,
    Card.PROVINCE,
    *ACTIONS_BY_VERSION[3],
)
"""Every card in the canonical pile order of the supply view (docs/protocol.md, "The state").

The same order sorts a deck in a player's view.
"""

ORDER: dict[Card, int] = {card: index for index, card in enumerate(SUPPLY_ORDER)}
"""Card -> its position in `SUPPLY_ORDER`: the sort key of every canonical multiset."""

ARGUMENT_COUNT: dict[Card, int | None] = {
    Card.MINE: 2,
    Card.REMODEL: 2,
    Card.WORKSHOP: 1,
    Card.CELLAR: None,
    Card.MARKET: 0,
    Card.SMITHY: 0,
    Card.VILLAGE: 0,
    Card.WOODCUTTER: 0,
    Card.MILITIA: 0,
    Card.MOAT: 0,
}
"""Action card -> the number of card arguments its `(act ...)` play takes (None: any number, cellar)."""


def card_type(card: Card) -> str:
    """``"treasure"``, ``"victory"`` or ``"action"`` for a card of v1-v3.

    Raises ValueError for anything else.
    """
    if card in TREASURES:
        return "treasure"
    if card in VICTORIES:
        return "victory"
    if card in ACTIONS:
        return "action"
    raise ValueError(f"not a card of protocol v1-v3: {card!r}")


def kingdom(version: int) -> tuple[Card, ...]:
    """The kingdom (action) piles of a game under protocol `version`, in supply order.

    v1 = (mine); v2 adds cellar, market, remodel, smithy, village, woodcutter, workshop; v3 adds militia
    and moat. Raises ValueError for a version other than 1, 2, 3.
    """
    if version not in ACTIONS_BY_VERSION:
        raise ValueError(f"unknown protocol version {version!r}: expected one of 1, 2, 3")
    return ACTIONS_BY_VERSION[version]


def supply_piles(version: int) -> tuple[Card, ...]:
    """The supply piles under protocol `version`, in the canonical order (treasures, victories, kingdom)."""
    return SUPPLY_ORDER[:6] + kingdom(version)


def pile_size(card: Card, players: int) -> int:
    """The starting size of `card`'s supply pile in a game of `players` (2-4) players.

    Copper 60 - 7 x players (the rest are in the starting decks), silver 40, gold 30; estate, duchy and
    province 8 with 2 players and 12 with 3 or 4; 10 of each kingdom card. Raises ValueError for a player
    count outside 2-4 or a card that is not of v1-v3.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"a game has 2 to 4 players, not {players!r}")
    if card == Card.COPPER:
        return 60 - 7 * players
    if card == Card.SILVER:
        return 40
    if card == Card.GOLD:
        return 30
    if card in VICTORIES:
        return 8 if players == 2 else 12
    if card in ACTIONS:
        return 10
    raise ValueError(f"not a card of protocol v1-v3: {card!r}")


STARTING_DECK: tuple[Card, ...] = (Card.COPPER,) * 7 + (Card.ESTATE,) * 3
"""Each player's ten starting cards (before the shuffle)."""

HAND_SIZE = 5
"""Cards drawn at set-up and at each clean-up."""


def sort_cards(cards) -> tuple[Card, ...]:
    """`cards` (any iterable of Card) as a tuple in the canonical order of `SUPPLY_ORDER`."""
    return tuple(sorted(cards, key=ORDER.__getitem__))
