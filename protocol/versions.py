"""The protocol versions, one record each in one table (docs/protocol.md, "Versions"; docs/architecture.md,
"A protocol version").

Each `ProtocolVersion` says in one place what its version is: the card names its grammar allows, the action
cards `(act CARD)` names, the attacks that send `(attacked ...)`, the state record it sends (`state`: its
fields are the view's), the messages that ask for a reply, the decision kinds and sources and the `happened`
kinds it knows, and the words (`knows`) for everything else a version adds or leaves out. Code everywhere asks
the record (`VERSIONS[4].knows("decide")`, `versions.of(number)` for a number not checked yet) instead of
comparing version numbers; this module is the only one that compares them. A new version is one row of
`VERSIONS` (usually `replace` of the last one plus what it adds) and, when its state record has more fields,
the record's class.

    from protocol import versions
    v = versions.of(5)
    v.knows("reveal")   # True: (reveal CARD) is a defense in v5
    v.state             # StateV5
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from protocol.catalogue import CATALOGUE, LATER_SETS, SETS
from protocol.messages import (
    ALL_ACTIONS,
    ALL_ATTACKS,
    ATTACKS,
    BASE_GAME,
    DECISION_KINDS,
    DECISION_KINDS_V5,
    DECISION_SOURCES,
    DECISION_SOURCES_V5,
    EVENT_KINDS,
    EVENT_KINDS_V5,
    EVENT_KINDS_V6,
    PLAYER_TOKENS,
    TREASURES,
    V4_ACTIONS,
    VICTORIES,
    Card,
    State,
    StateV4,
    StateV5,
    StateV6,
)

_V1_V3_ACTIONS: dict[int, tuple[Card, ...]] = {
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
"""The action cards protocol v1, v2 and v3 name, in the canonical supply order."""

WORDS: dict[str, str] = {
    "attacked": "an attack asks each other player `(attacked (act CARD) NAME state)`, then `(defended ...)`",
    "decide": "a card asks its choices with `(decide NAME QUESTION state)`, answered `(choose OPTION ...)`",
    "happened": "every public change is told as `(happened NAME EVENT)`",
    "nested-act": "a play carries its card's up-front answers, a Throne Room the nested `(act CARD ...)`",
    "chosen-kingdom": "a game's kingdom is 10 cards chosen for it (an older version plays its own)",
    "older-seats": "a seat may speak an older version (`--player-protocol`)",
    "later-sets": "cards of every set after the base game; a card of another set takes no play arguments",
    "reveal": "`(reveal CARD)` is a defense (a reaction other than Moat)",
    "coffers": "`(coffers N)` is a play",
    "any-treasure": "a play's treasure argument may be any treasure of the catalogue, and Curse",
    "option-words": "a decision's options may be any option word or amount, not only cards and `Choice`s",
    "set-up-events": "the set-up (Shelters, Colony, Bane, starting cards) is told as `(happened ...)` first",
    "event-shapes": "`happened` events of every shape of `EVENT_SHAPES_V5` (amounts, tokens, mats)",
    "landscapes": "events and landmarks: `(buy EVENT)`, their names in the state and in `happened`, debt",
}
"""Every word `ProtocolVersion.knows` answers, and what a version that knows it has."""


@dataclass(frozen=True, slots=True)
class ProtocolVersion:
    """One protocol version: everything the code asks about it.

    Fields:
        number: the version's number (1-6), as the command line and transcripts write it.
        actions: the action cards its grammar names (`(act CARD)`), in the canonical order.
        cards: every card name its grammar allows.
        attacks: the attack cards whose play sends each other player `(attacked ...)`; empty before v3.
        state: the `state` record it sends (`State`, `StateV4`, `StateV5`): its fields are the view's.
        asking: the messages that ask the player for exactly one reply (docs/protocol.md, "Processes and
            modes"); every other message is never answered.
        decision_kinds: the `(kind ...)` words of its `decide` requests; empty before v4.
        decision_sources: the `(source ...)` words of its `decide` requests; empty before v4.
        event_kinds: the kinds of its `(happened ...)` events; empty before v4.
        words: what else it knows, each a key of `WORDS` (`knows`).
        view_fields: for a version whose `state` record adds fields to an earlier version's (a subclass
            of it), each added field's name and the function of ``(game, player)`` that fills it in a
            player's view (`referee.views.Viewer`; it reads the game's public facts only); empty for the
            records the referee builds itself (`State`, `StateV4`, `StateV5`).
    """

    number: int
    actions: tuple[Card, ...]
    cards: frozenset[Card]
    attacks: frozenset[Card]
    state: type[State]
    asking: tuple[str, ...]
    decision_kinds: tuple[str, ...] = ()
    decision_sources: tuple[str, ...] = ()
    event_kinds: tuple[str, ...] = ()
    words: frozenset[str] = field(default=frozenset())
    view_fields: tuple[tuple[str, Callable[[Any, Any], object]], ...] = ()

    def __post_init__(self) -> None:
        unknown = self.words - WORDS.keys()
        if unknown:
            raise ValueError(f"protocol v{self.number} knows {sorted(unknown)}, which WORDS does not list")

    def knows(self, word: str) -> bool:
        """Whether this version has what `word` (a key of `WORDS`) names. Raises KeyError for a word that
        `WORDS` does not list (a misspelt question would otherwise answer False for ever)."""
        if word not in WORDS:
            raise KeyError(f"no protocol word {word!r}: expected one of {', '.join(WORDS)}")
        return word in self.words

    @property
    def sets(self) -> tuple[str, ...]:
        """The sets of the catalogue (`protocol.catalogue.SETS`, in its order) with a card this version
        names: v5's are the base game up to Guilds and the promos, never a set that has only landscapes."""
        named = {CATALOGUE[card].set for card in self.cards}
        return tuple(name for name in SETS if name in named)

    @property
    def older(self) -> tuple[ProtocolVersion, ...]:
        """The versions before this one, oldest first."""
        return tuple(v for v in VERSIONS.values() if v.number < self.number)

    def __str__(self) -> str:
        return f"v{self.number}"


def _v1_v3(number: int, attacks: Iterable[Card] = (), words: Iterable[str] = ()) -> ProtocolVersion:
    actions = _V1_V3_ACTIONS[number]
    asking = ("move", "attacked") if "attacked" in words else ("move",)
    return ProtocolVersion(
        number,
        actions,
        TREASURES | VICTORIES | frozenset(actions),
        frozenset(attacks),
        State,
        asking,
        words=frozenset(words),
    )


_V3 = _v1_v3(3, (Card.MILITIA,), ("attacked",))
_V4 = ProtocolVersion(
    4,
    V4_ACTIONS,
    frozenset(BASE_GAME),
    ATTACKS,
    StateV4,
    ("move", "attacked", "decide"),
    DECISION_KINDS,
    DECISION_SOURCES,
    EVENT_KINDS,
    frozenset({"attacked", "decide", "happened", "nested-act", "chosen-kingdom", "older-seats"}),
)
_V5_CARDS = frozenset(card for card in Card if CATALOGUE[card].set not in LATER_SETS)
_V5 = replace(
    _V4,
    number=5,
    actions=tuple(card for card in Card if card in ALL_ACTIONS and card in _V5_CARDS),
    cards=_V5_CARDS,
    attacks=ALL_ATTACKS & _V5_CARDS,
    state=StateV5,
    decision_kinds=DECISION_KINDS_V5,
    decision_sources=DECISION_SOURCES_V5,
    event_kinds=EVENT_KINDS_V5,
    words=_V4.words
    | {"later-sets", "reveal", "coffers", "any-treasure", "option-words", "event-shapes", "set-up-events"},
)

_ORDER: dict[str, int] = {card.value: at for at, card in enumerate(Card)}
"""Card name -> its place in the canonical order (a v6 view lists piles in it)."""


def _rotation(game, player) -> list:
    """The game's players in the order of the view's `(players ...)`: `player` first, then turn order."""
    players = game.players
    at = players.index(player)
    return players[at:] + players[:at]


def _pile_counts(game, token: str) -> tuple[tuple[str, int], ...]:
    """(pile, count) for every supply pile holding `token` tokens (``"vp"``, ``"debt"``), canonical order."""
    held = [(pile, counts.get(token, 0)) for pile, counts in game.pile_tokens.items()]
    return tuple(sorted(((pile, n) for pile, n in held if n), key=lambda pair: _ORDER[pair[0]]))


def _player_tokens(game, player) -> tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]:
    """Each player's tokens on piles (`Game.player_tokens`: name -> token -> pile, Adventures), in the
    order of `PLAYER_TOKENS`; a game whose rules have no player tokens gives every player an empty list."""
    placed = getattr(game, "player_tokens", None) or {}  # Adventures' tokens: absent from older games
    return tuple(
        (
            one.name,
            tuple(
                (token, placed[one.name][token])
                for token in PLAYER_TOKENS
                if token in placed.get(one.name, {})
            ),
        )
        for one in _rotation(game, player)
    )


def _tavern(game, player) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(
        (one.name, tuple(sorted(one.mats.get("tavern", ()), key=_ORDER.__getitem__)))
        for one in _rotation(game, player)
    )


_V6 = replace(
    _V5,
    number=6,
    actions=tuple(card for card in Card if card in ALL_ACTIONS),
    cards=frozenset(Card),
    attacks=ALL_ATTACKS,
    state=StateV6,
    decision_kinds=(*DECISION_KINDS_V5, "call"),
    event_kinds=EVENT_KINDS_V6,
    words=_V5.words | {"landscapes"},
    view_fields=(
        ("events", lambda game, player: game.events),
        ("landmarks", lambda game, player: tuple((m, game.landscape_vp.get(m, 0)) for m in game.landmarks)),
        ("debt", lambda game, player: tuple((one.name, one.debt) for one in _rotation(game, player))),
        ("vp_piles", lambda game, player: _pile_counts(game, "vp")),
        ("player_tokens", _player_tokens),
        ("debt_piles", lambda game, player: _pile_counts(game, "debt")),
        ("tavern", _tavern),
    ),
)

VERSIONS: dict[int, ProtocolVersion] = {v.number: v for v in (_v1_v3(1), _v1_v3(2), _V3, _V4, _V5, _V6)}
"""Every protocol version the referee plays, by number, oldest first."""

NUMBERS: tuple[int, ...] = tuple(VERSIONS)
"""The numbers of `VERSIONS`, oldest first (the command line's choices)."""

LATEST: ProtocolVersion = VERSIONS[NUMBERS[-1]]
"""The newest version."""

READERS: tuple[ProtocolVersion, ...] = tuple({v.state: v for v in VERSIONS.values()}.values())
"""For each state record, the newest version that sends it, oldest first (v3, v4, v5): reading a message with
each of their grammars in turn, newest first, reads any version's (the player kit's notifications, a test-case
file's cases)."""

_SENDING: dict[type, ProtocolVersion] = {v.state: v for v in READERS}

DEFAULT: ProtocolVersion = VERSIONS[3]
"""The version a game plays when the command line names none (``--protocol``'s default)."""


def sending(state: object) -> ProtocolVersion:
    """The newest version whose `state` record is the type of `state` (a `StateV4` -> v4; a `State` -> v3).
    Raises KeyError for another type."""
    return _SENDING[type(state)]


def records(word: str) -> frozenset[type[State]]:
    """The state records of the versions that know `word` (`records("nested-act")`: `StateV4`, `StateV5`):
    a view's type says which version sent it. Raises KeyError for a word `WORDS` does not list."""
    return frozenset(v.state for v in VERSIONS.values() if v.knows(word))


def spoken(numbers: Iterable[int] = NUMBERS, last: str = " or ") -> str:
    """`numbers` in words for a message: ``"1, 2, 3, 4 or 5"`` (`last` joins the last two)."""
    words = [str(number) for number in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]


def of(number: object) -> ProtocolVersion:
    """The version numbered `number`. Raises ValueError naming it for anything else than a number of
    `VERSIONS` (a bool too: ``True`` is no version)."""
    found = VERSIONS.get(number) if type(number) is int else None  # type: ignore[call-overload]
    if found is None:
        raise ValueError(f"unknown protocol version {number!r}: expected one of {spoken(last=', ')}")
    return found


def is_version(number: object) -> bool:
    """Whether `number` is the number of a version of `VERSIONS`."""
    return type(number) is int and number in VERSIONS


def introducing(card: Card) -> ProtocolVersion:
    """The first version whose grammar names `card`. Raises ValueError for a name no version knows."""
    for one in VERSIONS.values():
        if card in one.cards:
            return one
    raise ValueError(f"no protocol version names the card {card!r}")


def first_knowing(word: str) -> ProtocolVersion:
    """The first version that knows `word` (a key of `WORDS`). Raises KeyError for another word, ValueError
    for a word no version knows."""
    for one in VERSIONS.values():
        if one.knows(word):
            return one
    raise ValueError(f"no protocol version knows {word!r}")


def since(number: int) -> tuple[ProtocolVersion, ...]:
    """The versions from `number` on, oldest first (a check of `number` runs for each of them)."""
    return tuple(v for v in VERSIONS.values() if v.number >= number)
