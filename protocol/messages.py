"""Typed messages of the Dominion Protocol, v1 to v3, named after the grammar.

Every value here is immutable. Multisets of cards (supply, hand, deck, ...) are tuples of `Card` in the
order the wire lists them. Nothing here knows the rules of the game: which play is legal is decided in
`referee.rules.legality`; this module only says what the messages *are* and which protocol version has them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Card(enum.StrEnum):
    """The 16 card names of protocol v1-v3. The value is the exact (lowercase) wire spelling.

    Being a `str`, a `Card` compares and hashes equal to its name (`Card.COPPER == "copper"`), and
    `str(card)` is the wire spelling.
    """

    COPPER = "copper"
    SILVER = "silver"
    GOLD = "gold"
    ESTATE = "estate"
    DUCHY = "duchy"
    PROVINCE = "province"
    MINE = "mine"
    CELLAR = "cellar"
    MARKET = "market"
    REMODEL = "remodel"
    SMITHY = "smithy"
    VILLAGE = "village"
    WOODCUTTER = "woodcutter"
    WORKSHOP = "workshop"
    MILITIA = "militia"
    MOAT = "moat"


CARDS_BY_NAME: dict[str, Card] = {card.value: card for card in Card}
"""Wire spelling -> Card. Faster than `Card(name)` and never raises: use `.get`."""

TREASURES: frozenset[Card] = frozenset({Card.COPPER, Card.SILVER, Card.GOLD})
VICTORIES: frozenset[Card] = frozenset({Card.ESTATE, Card.DUCHY, Card.PROVINCE})

ACTIONS_BY_VERSION: dict[int, tuple[Card, ...]] = {
    1: (Card.MINE,),
    2: (
        Card.MINE,
        Card.CELLAR,
        Card.MARKET,
        Card.REMODEL,
        Card.SMITHY,
        Card.VILLAGE,
        Card.WOODCUTTER,
        Card.WORKSHOP,
    ),
    3: (
        Card.MINE,
        Card.CELLAR,
        Card.MARKET,
        Card.REMODEL,
        Card.SMITHY,
        Card.VILLAGE,
        Card.WOODCUTTER,
        Card.WORKSHOP,
        Card.MILITIA,
        Card.MOAT,
    ),
}
"""The action cards each protocol version's grammar names, in the canonical supply order."""

VERSIONS: tuple[int, ...] = (1, 2, 3)
"""The protocol versions this package speaks."""


def cards_of_version(version: int) -> frozenset[Card]:
    """The card names protocol `version` (1, 2 or 3) allows. Raises ValueError for another version."""
    if version not in ACTIONS_BY_VERSION:
        raise ValueError(f"unknown protocol version {version!r}: expected one of 1, 2, 3")
    return TREASURES | VICTORIES | frozenset(ACTIONS_BY_VERSION[version])


@dataclass(frozen=True, slots=True)
class State:
    """The `state` record: one player's view of the game (protocol v1, figure 1).

    `players` is the turn order rotated so that the player receiving the state comes first. `supply`
    lists every card copy left in the supply; `trash` is top first; `deck` is a multiset in canonical
    sorted order (never the draw order); `plays` are the cards played this turn in order; `discards` is
    top first. `actions`, `buys` and `coins` are what remains this turn (non-negative integers).
    """

    players: tuple[str, ...]
    supply: tuple[Card, ...]
    trash: tuple[Card, ...]
    actions: int
    buys: int
    coins: int
    deck: tuple[Card, ...]
    hand: tuple[Card, ...]
    plays: tuple[Card, ...]
    discards: tuple[Card, ...]


# ---- plays: what a player in move mode writes ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Act:
    """`(act CARD ARG ...)`: play action `card` from the hand with the card arguments it takes.

    Argument shapes by card: mine (treasure-to-trash, treasure-to-gain); remodel (card-to-trash,
    card-to-gain); workshop (card-to-gain); cellar (any number of cards to discard); every other action
    none. The parser enforces these shapes; legality against a state is `referee.rules.legality`'s job.
    """

    card: Card
    args: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Add:
    """`(add TREASURE)`: put a treasure from the hand into play and add its value to the coins."""

    card: Card


@dataclass(frozen=True, slots=True)
class Buy:
    """`(buy CARD)`: buy a card from the supply (gained to the discards)."""

    card: Card


@dataclass(frozen=True, slots=True)
class Clean:
    """`(clean CARD)`: end the turn, exposing `card` from the hand; `(clean)` (card None): hand is empty."""

    card: Card | None = None


Play = Act | Add | Buy | Clean
"""Any play."""


# ---- defenses: what an attacked player writes (v3) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoatDefense:
    """`(moat)`: block the attack by revealing a moat from the hand (v3)."""


@dataclass(frozen=True, slots=True)
class DiscardDefense:
    """`(discard CARD ...)`: discard these cards from the hand, leaving three (v3)."""

    cards: tuple[Card, ...] = ()


Defense = MoatDefense | DiscardDefense
"""Any defense."""


# ---- notifications: what the referee writes ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """`(move STATE)`: it is the receiver's turn to play; it must answer with one play."""

    state: State


@dataclass(frozen=True, slots=True)
class Moved:
    """`(moved NAME PLAY)`: player `name` made `play`. No reply."""

    name: str
    play: Play


@dataclass(frozen=True, slots=True)
class Attacked:
    """`(attacked (act militia) NAME STATE)` (v3): `name` attacked the receiver, which must answer a defense.

    `attack` is the attacking play (always `Act(Card.MILITIA)` in v3); `state` is the defender's view.
    """

    attack: Act
    name: str
    state: State


@dataclass(frozen=True, slots=True)
class Defended:
    """`(defended NAME DEFENSE)` (v3): player `name` answered an attack with `defense`. No reply."""

    name: str
    defense: Defense


Notification = Move | Moved | Attacked | Defended
"""Any notification."""

Message = Play | Defense | Notification | State
"""Anything `protocol.to_wire` can print."""
