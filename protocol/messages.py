"""Typed messages of the Dominion Protocol, v1 to v4, named after the grammar.

Every value here is immutable. Multisets of cards (supply, hand, deck, ...) are tuples of `Card` in the
order the wire lists them. Nothing here knows the rules of the game: which play is legal is decided in
`referee.rules.legality`; this module only says what the messages *are* and which protocol version has them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from protocol.catalogue import ACTION, ATTACK, CATALOGUE, TREASURE, VICTORY

_V1_V3_ORDER: tuple[str, ...] = (
    "copper",
    "silver",
    "gold",
    "estate",
    "duchy",
    "province",
    "curse",
    "mine",
    "cellar",
    "market",
    "remodel",
    "smithy",
    "village",
    "woodcutter",
    "workshop",
    "militia",
    "moat",
)
"""The cards protocol v1-v3 name, in their canonical order (curse, which v1-v3 never show, among them)."""

_BASE_GAME: tuple[str, ...] = _V1_V3_ORDER + tuple(
    sorted(name for name, facts in CATALOGUE.items() if facts.set == "base" and name not in _V1_V3_ORDER)
)

Card = enum.StrEnum(
    "Card",
    [(name.upper().replace("-", "_"), name) for name in _BASE_GAME],
    module=__name__,
    qualname="Card",
)
Card.__doc__ = """Every card of the Dominion base game (both editions), the catalogue's set "base"
(`protocol.catalogue`). The value is the exact wire spelling: lowercase, the two words of a two-word name
joined by a hyphen (``throne-room``, ``council-room``); the member name is it in capitals, hyphens as
underscores (``Card.THRONE_ROOM``).

Protocol v1-v3 name the first 16 (`cards_of_version`); v4 names them all. The order is the canonical
card order: the treasures and victory cards of v1-v3, curse, the actions of v1-v3, then the other kingdom
cards alphabetically (`referee.rules.cards.ORDER`, the order of the supply's piles).

Being a `str`, a `Card` compares and hashes equal to its name (`Card.COPPER == "copper"`), and
`str(card)` is the wire spelling.
"""


CARDS_BY_NAME: dict[str, Card] = {card.value: card for card in Card}
"""Wire spelling -> Card. Faster than `Card(name)` and never raises: use `.get`."""

TREASURES: frozenset[Card] = frozenset(
    c for c in Card if not CATALOGUE[c].kingdom and TREASURE in CATALOGUE[c].types
)
"""The basic treasures: copper, silver, gold."""
VICTORIES: frozenset[Card] = frozenset(
    c for c in Card if not CATALOGUE[c].kingdom and VICTORY in CATALOGUE[c].types
)
"""The basic victory cards: estate, duchy, province."""

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

VERSIONS: tuple[int, ...] = (1, 2, 3, 4)
"""The protocol versions the referee plays."""

V4 = 4
"""Protocol version 4: the whole base game (docs/protocol.md, "Version 4")."""

PARSED_VERSIONS: tuple[int, ...] = (1, 2, 3, V4)
"""The protocol versions whose messages this package parses and prints."""

V4_KINGDOM: tuple[Card, ...] = tuple(card for card in Card if CATALOGUE[card].kingdom)
"""Every kingdom card of the base game (both editions) in the canonical order: the v1-v3 actions, then the
others alphabetically (gardens, a victory card, among them)."""

V4_ACTIONS: tuple[Card, ...] = tuple(card for card in V4_KINGDOM if ACTION in CATALOGUE[card].types)
"""The action cards protocol v4 names: every kingdom card but gardens."""

ATTACKS: frozenset[Card] = frozenset(card for card in Card if ATTACK in CATALOGUE[card].types)
"""The attack cards: each other player answers ``(attacked (act CARD) name state)`` (v3: militia only)."""


def cards_of_version(version: int) -> frozenset[Card]:
    """The card names protocol `version` (1, 2, 3 or 4) allows. Raises ValueError for another version."""
    if version == V4:
        return frozenset(Card)
    if version not in ACTIONS_BY_VERSION:
        raise ValueError(f"unknown protocol version {version!r}: expected one of 1, 2, 3, 4")
    return TREASURES | VICTORIES | frozenset(ACTIONS_BY_VERSION[version])


class Choice(enum.StrEnum):
    """The options of a decision that are not cards (v4). The value is the wire spelling."""

    DISCARD_DECK = "discard-deck"
    """Chancellor: put the deck into the discard pile."""


Option = Card | Choice
"""What a decision offers and an answer chooses: a card, or a `Choice` word."""

DECISION_KINDS: tuple[str, ...] = (
    "trash",
    "discard",
    "gain",
    "topdeck",
    "play",
    "reveal",
    "set-aside",
    "choose",
)
"""The kinds of a v4 decision, the `(kind ...)` of a `decide` request: what the chosen options undergo."""

DECISION_SOURCES: tuple[str, ...] = ("hand", "supply", "discards", "revealed", "trash", "choice")
"""Where a v4 decision's options are, the `(source ...)` of a `decide` request."""

EVENT_KINDS: tuple[str, ...] = ("play", "gain", "trash", "discard", "topdeck", "reveal", "shuffle", "attack")
"""The kinds of a v4 `happened` notification: every public change of the game."""

GAIN_PLACES: tuple[str, ...] = ("discards", "hand", "deck")
"""Where a gained card goes, the last word of ``(gain card place)``."""


@dataclass(frozen=True, slots=True)
class State:
    """The `state` record: one player's view of the game (protocol v1, figure 1).

    `players` is the turn order rotated so that the player receiving the state comes first. `supply`
    lists every card copy left in the supply (in a view the rules engine makes, a
    `referee.rules.supply.Supply`: an immutable sequence equal to that tuple, which also knows the pile
    counts and the empty piles); `trash` is top first; `deck` is a multiset in canonical
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


@dataclass(frozen=True, slots=True)
class StateV4(State):
    """The v4 `state` record: the ten fields of `State`, then two more.

    `aside` holds the receiver's cards set aside or revealed while a card resolves (a Library's skipped
    actions, a Sentry's or a Bandit's two cards), which are in none of its other places; `kingdom` the
    game's kingdom piles in the canonical order (constant through the game, listed even once a pile is empty,
    so that a player can count empty piles). A v4 supply always has the curse pile.
    """

    aside: tuple[Card, ...] = ()
    kingdom: tuple[Card, ...] = ()


# ---- plays: what a player in move mode writes ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Act:
    """`(act CARD ARG ...)`: play action `card` from the hand with the card arguments it takes.

    Argument shapes by card: mine (treasure-to-trash, treasure-to-gain); remodel (card-to-trash,
    card-to-gain); workshop (card-to-gain); cellar (any number of cards to discard); every other action
    none. v4 adds the cards of `protocol.parse.ACT_SHAPES_V4`: a Throne Room's one argument is the `Act` of
    the card it plays (``(act throne-room (act smithy))``), a Chancellor's the `Choice` ``discard-deck``.
    The parser enforces these shapes; legality against a state is `referee.rules.legality`'s job.
    """

    card: Card
    args: tuple[Card | Choice | Act, ...] = ()


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


# ---- v4: decisions asked while a card resolves, and public events ------------------------------------


@dataclass(frozen=True, slots=True)
class Question:
    """The decision record of a `decide` request (v4), field for field a rules-core decision.

    `player` decides (always the receiver); `card` is the card whose effect asks; `kind` one of
    `DECISION_KINDS`; `source` one of `DECISION_SOURCES`; `target` the other player concerned (a Spy's or
    Thief's victim, a Bureaucrat's or Bandit's attacker) or None; `options` a multiset of cards (or `Choice`
    words) in the canonical order; an answer chooses between `min` and `max` of them; with `ordered`, the
    order of the answer matters (the first chosen ends on top).
    """

    player: str
    card: Card
    kind: str
    source: str
    target: str | None
    options: tuple[Option, ...]
    min: int
    max: int
    ordered: bool = False


@dataclass(frozen=True, slots=True)
class Decide:
    """`(decide NAME QUESTION STATE)` (v4): the receiver must answer `question` with one `Choose`.

    `name` is the player whose turn it is (whose card is resolving); `state` the receiver's view.
    """

    name: str
    question: Question
    state: StateV4


@dataclass(frozen=True, slots=True)
class Choose:
    """`(choose OPTION ...)` (v4): the answer to a `decide`, the options chosen (in order when it matters)."""

    options: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class Happened:
    """`(happened NAME EVENT)` (v4): a public change of player `name`'s cards, told to every player. No reply.

    `kind` is one of `EVENT_KINDS`; `cards` the cards concerned (empty when hidden: cards put onto a deck
    from the hand, a Chancellor's deck discarded); `to` the place of a gain (`GAIN_PLACES`), else "".
    Wire shapes: ``(gain CARD PLACE)``, ``(trash CARD ...)``, ``(discard CARD ...)``, ``(topdeck CARD ...)``,
    ``(reveal CARD ...)``, ``(shuffle)``, ``(play CARD)``, ``(attack CARD)``.
    """

    name: str
    kind: str
    cards: tuple[Card, ...] = ()
    to: str = ""


Notification = Move | Moved | Attacked | Defended | Decide | Happened
"""Any notification."""

Message = Play | Defense | Choose | Notification | State | Question
"""Anything `protocol.to_wire` can print."""
