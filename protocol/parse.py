"""Parsing text into typed messages, per protocol version (grammar of v1 figure 1, v2 and v3 additions).

The parsers check the grammar only, never the rules of the game: `(act mine estate copper)` is rejected
(mine's arguments are *treasures* in the grammar), `(act mine gold copper)` is accepted here (whether it is
legal in a state is `referee.rules.legality`'s question).

Every failure is a `ProtocolError` whose message says what was expected and what was found, and, when the
problem is inside the datum, the whole datum (cut to about 80 characters).
"""

from __future__ import annotations

import re

from protocol.errors import ProtocolError, show
from protocol.messages import (
    ACTIONS_BY_VERSION,
    CARDS_BY_NAME,
    TREASURES,
    VERSIONS,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Defended,
    Defense,
    DiscardDefense,
    MoatDefense,
    Move,
    Moved,
    Notification,
    Play,
    State,
    cards_of_version,
)
from protocol.sexp import WireString, read_sexp, render

__all__ = ["parse_defense", "parse_notification", "parse_play", "parse_state", "ACT_SHAPES", "STATE_FIELDS"]

STATE_FIELDS: tuple[str, ...] = (
    "players",
    "supply",
    "trash",
    "actions",
    "buys",
    "coins",
    "deck",
    "hand",
    "plays",
    "discards",
)
"""The fields of the `state` record, in the grammar's (and the wire's) order."""

_NUMBER_FIELDS = frozenset({"actions", "buys", "coins"})

ACT_SHAPES: dict[Card, tuple[str, ...] | None] = {
    Card.MINE: ("treasure", "treasure"),
    Card.REMODEL: ("card", "card"),
    Card.WORKSHOP: ("card",),
    Card.CELLAR: None,
    Card.MARKET: (),
    Card.SMITHY: (),
    Card.VILLAGE: (),
    Card.WOODCUTTER: (),
    Card.MILITIA: (),
    Card.MOAT: (),
}
"""The card arguments each `act` takes in the grammar: a tuple of kinds ("card" or "treasure"), or None for
"any number of cards" (cellar)."""

# Card name -> Card for the cards each version's grammar allows, in wire order.
_ALLOWED: dict[int, dict[str, Card]] = {
    version: {card.value: card for card in Card if card in cards_of_version(version)} for version in VERSIONS
}
_ACTIONS: dict[int, frozenset[Card]] = {v: frozenset(cards) for v, cards in ACTIONS_BY_VERSION.items()}

_BLANK = " \t\n\r\x0b\x0c"  # the wire's blank space (sexpdata's string.whitespace), not Unicode's
_NUMBER = re.compile(r"[0-9]{1,18}")
_MAX_DIGITS = 18

_PLAY_EXAMPLE = "expected a play such as (buy card)"
_DEFENSE_EXAMPLE = "expected a defense: (moat) or (discard card ...)"
_NOTIFICATION_EXAMPLE = "expected a notification such as (move state)"
_PLAY_WORDS = frozenset({"act", "add", "buy", "clean"})
_DEFENSE_WORDS = frozenset({"moat", "discard"})
_NOTIFICATION_WORDS = frozenset({"move", "moved", "attacked", "defended"})
_STATE_SHAPE = "((players name ...) (supply card ...) (trash card ...) (actions n) ... (discards card ...))"


class _Bad(Exception):
    """A grammar failure found inside a datum; `shown` is the sub-datum the message already quotes whole."""

    def __init__(self, message: str, shown: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.shown = shown


def _check_version(version: int) -> None:
    if version not in _ALLOWED:
        raise ValueError(f"unknown protocol version {version!r}: expected one of 1, 2, 3")


def _read(text: str, what: str) -> object:
    if not isinstance(text, str):
        raise TypeError(f"{what} expects the datum as str, got {type(text).__name__}")
    if not text.strip(_BLANK):
        raise ProtocolError(f"expected {what}, got nothing (an empty reply)", text)
    return read_sexp(text, expected=what)


def _raise(bad: _Bad, datum: object, text: str) -> ProtocolError:
    if bad.shown is datum:
        return ProtocolError(bad.message, text)
    return ProtocolError(f"{bad.message} (in {show(text)})", text)


def parse_play(text: str, version: int = 3) -> Play:
    """Parse one play (what a player writes after `(move state)`) of protocol `version` (1, 2 or 3).

    `text` is one datum (surrounding blank space and comments allowed), e.g. ``(act mine copper silver)``.
    Returns `Act`, `Add`, `Buy` or `Clean`. Raises `ProtocolError` for anything the grammar of `version`
    does not allow (wrong case, unknown or later-version card, wrong argument count or kind); ValueError for
    an unknown version.
    """
    _check_version(version)
    datum = _read(text, "a play such as (buy card)")
    try:
        return _play(datum, version)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_defense(text: str, version: int = 3) -> Defense:
    """Parse one defense (what a player writes after `(attacked (act militia) name state)`, v3).

    Returns `MoatDefense` for ``(moat)`` or `DiscardDefense` for ``(discard card ...)``. Raises
    `ProtocolError` otherwise, and for any version before 3 (which has no defenses); ValueError for an
    unknown version.
    """
    _check_version(version)
    datum = _read(text, "a defense: (moat) or (discard card ...)")
    try:
        return _defense(datum, version)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_notification(text: str, version: int = 3) -> Notification:
    """Parse one notification (what the referee writes to a player) of protocol `version`.

    Returns `Move`, `Moved`, `Attacked` (v3) or `Defended` (v3). Player names may be any symbol (``p1``,
    ``0-player``), as other referees use them; cards and numbers are checked strictly. Raises
    `ProtocolError` for anything else; ValueError for an unknown version.
    """
    _check_version(version)
    datum = _read(text, "a notification such as (move state)")
    try:
        return _notification(datum, version)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_state(text: str, version: int = 3) -> State:
    """Parse a bare `state` record ``((players ...) (supply ...) ... (discards ...))`` of `version`.

    Fields must come in the grammar's order: players, supply, trash, actions, buys, coins, deck, hand, plays,
    discards. Numbers are non-negative decimal integers (at most 18 digits). Raises `ProtocolError`.
    """
    _check_version(version)
    datum = _read(text, "a state " + _STATE_SHAPE)
    try:
        return _state(datum, version)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


# ---- pieces ----------------------------------------------------------------------------------------


def _card(item: object, version: int) -> Card:
    """One card name of `version`, or _Bad saying exactly what is wrong with it."""
    if type(item) is str:
        card = _ALLOWED[version].get(item)
        if card is not None:
            return card
        if item in CARDS_BY_NAME:
            raise _Bad(f"card '{item}' is not part of protocol v{version}")
        if item.lower() in CARDS_BY_NAME:
            raise _Bad(f"card names are lowercase: got {show(item)}")
        if item == ".":
            raise _Bad("dotted pairs (a . b) are not part of the protocol: got '.' where a card name belongs")
        names = ", ".join(_ALLOWED[version])
        raise _Bad(f"unknown card '{show(item)}': expected one of {names}")
    if type(item) is WireString:
        raise _Bad(
            f"expected a card name, got the string {show(render(item))}: write card names without quotes"
        )
    raise _Bad(f"expected a card name, got {show(render(item))}")


def _cards(items: list, version: int) -> tuple[Card, ...]:
    allowed = _ALLOWED[version]
    try:
        cards = tuple(map(allowed.__getitem__, items))
    except (KeyError, TypeError):
        for item in items:
            _card(item, version)
        raise  # unreachable: one of the items failed above
    return cards


def _name(item: object, what: str) -> str:
    if type(item) is str and item != ".":
        return item
    raise _Bad(f"expected {what} (a symbol), got {show(render(item))}")


def _count(n: int, noun: str = "card") -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _head(datum: object) -> str | None:
    """The first word of a list datum, or None. Raises _Bad for a dotted pair, whose '.' would otherwise be
    miscounted as an argument."""
    if type(datum) is list and datum and type(datum[0]) is str:
        if "." in datum:
            raise _Bad(f"dotted pairs (a . b) are not part of the protocol: got {show(render(datum))}", datum)
        return datum[0]
    return None


_BARE_WORD_HINT = (
    "; an answer is one parenthesised datum, and a bare word is often debugging output: write that to stderr"
)


def _hint_play(head: str | None) -> str:
    if head is None:
        return ""
    if head.lower() in _PLAY_WORDS:
        return " (the words of the protocol are lowercase)"
    if head in _DEFENSE_WORDS:
        return f"; ({head} ...) is a defense, the answer to (attacked ...) only"
    if head in _NOTIFICATION_WORDS:
        return f"; ({head} ...) is a notification, which only the referee sends"
    return ""


def _play(datum: object, version: int) -> Play:
    head = _head(datum)
    if head not in _PLAY_WORDS:
        hint = _BARE_WORD_HINT if type(datum) is not list else _hint_play(head)
        raise _Bad(f"{_PLAY_EXAMPLE}, got {show(render(datum))}{hint}", datum)
    args = datum[1:]
    if head == "buy":
        if len(args) != 1:
            raise _Bad(f"(buy card) takes 1 card, got {len(args)}")
        return Buy(_card(args[0], version))
    if head == "add":
        if len(args) != 1:
            raise _Bad(f"(add treasure) takes 1 card, got {len(args)}")
        card = _card(args[0], version)
        if card not in TREASURES:
            raise _Bad(f"(add treasure) takes a treasure (copper, silver or gold): {card} is not a treasure")
        return Add(card)
    if head == "clean":
        if len(args) > 1:
            raise _Bad(f"(clean) or (clean card) takes 0 or 1 card, got {len(args)}")
        return Clean(_card(args[0], version) if args else None)
    return _act(args, version)


def _act(args: list, version: int) -> Act:
    if not args:
        raise _Bad(
            f"(act card ...) needs an action card, got (act): expected one of {_action_names(version)}"
        )
    first = args[0]
    if type(first) is str and first in CARDS_BY_NAME and Card(first) in ACT_SHAPES:
        card = Card(first)
        if card not in _ACTIONS[version]:
            raise _Bad(f"(act {card} ...) is not part of protocol v{version}")
    else:
        card = _card(first, version)  # raises for a non-card; a treasure or victory card falls through
        raise _Bad(
            f"(act card ...) needs an action card: {card} is not one; expected {_action_names(version)}"
        )
    shape = ACT_SHAPES[card]
    rest = args[1:]
    if shape is None:
        return Act(card, _cards(rest, version))
    if len(rest) != len(shape):
        form = " ".join(("act", card, *shape))
        takes = "no cards" if not shape else _count(len(shape))
        raise _Bad(f"({form}) takes {takes}, got {len(rest)}")
    cards = _cards(rest, version)
    if "treasure" in shape:
        for kind, arg in zip(shape, cards, strict=True):
            if kind == "treasure" and arg not in TREASURES:
                form = " ".join(("act", card, *shape))
                raise _Bad(f"({form}) takes treasures (copper, silver, gold): {arg} is not a treasure")
    return Act(card, cards)


def _action_names(version: int) -> str:
    return ", ".join(ACTIONS_BY_VERSION[version])


def _defense(datum: object, version: int) -> Defense:
    head = _head(datum)
    if head not in _DEFENSE_WORDS:
        hint = _BARE_WORD_HINT if type(datum) is not list else ""
        if head is not None and head.lower() in _DEFENSE_WORDS:
            hint = " (the words of the protocol are lowercase)"
        elif head in _PLAY_WORDS:
            hint = f"; ({head} ...) is a play, the answer to (move ...) only"
        raise _Bad(f"{_DEFENSE_EXAMPLE}, got {show(render(datum))}{hint}", datum)
    if version < 3:
        raise _Bad(f"defenses ({datum[0]} ...) are not part of protocol v{version} (they come with v3)")
    if datum[0] == "moat":
        if len(datum) != 1:
            raise _Bad(f"(moat) takes no cards, got {len(datum) - 1}")
        return MoatDefense()
    return DiscardDefense(_cards(datum[1:], version))


def _notification(datum: object, version: int) -> Notification:
    head = _head(datum)
    if head not in _NOTIFICATION_WORDS:
        hint = (
            " (the words of the protocol are lowercase)"
            if head and head.lower() in _NOTIFICATION_WORDS
            else ""
        )
        raise _Bad(f"{_NOTIFICATION_EXAMPLE}, got {show(render(datum))}{hint}", datum)
    if head == "move":
        if len(datum) != 2:
            raise _Bad(f"expected (move state), got {_count(len(datum) - 1, 'item')} after move")
        return Move(_state(datum[1], version))
    if head == "moved":
        if len(datum) != 3:
            raise _Bad(f"expected (moved name play), got {_count(len(datum) - 1, 'item')} after moved")
        return Moved(_name(datum[1], "a player name"), _play(datum[2], version))
    if version < 3:
        raise _Bad(f"({head} ...) is not part of protocol v{version} (it comes with v3)")
    if head == "attacked":
        if len(datum) != 4:
            raise _Bad(
                f"expected (attacked (act militia) name state), "
                f"got {_count(len(datum) - 1, 'item')} after attacked"
            )
        attack = _play(datum[1], version)
        if attack != Act(Card.MILITIA):
            raise _Bad(
                f"expected (attacked (act militia) name state), got {show(render(datum[1]))} as the attack"
            )
        return Attacked(attack, _name(datum[2], "the attacker's name"), _state(datum[3], version))
    if len(datum) != 3:
        raise _Bad(f"expected (defended name defense), got {_count(len(datum) - 1, 'item')} after defended")
    return Defended(_name(datum[1], "a player name"), _defense(datum[2], version))


def _number(field: str, items: list) -> int:
    if len(items) != 1:
        raise _Bad(f"expected ({field} number) with one number, got {_count(len(items), 'item')}")
    item = items[0]
    if type(item) is str and _NUMBER.fullmatch(item):
        return int(item)
    if type(item) is str and item.isdigit() and len(item) > _MAX_DIGITS:
        raise _Bad(f"({field} number): number too large ({len(item)} digits, at most {_MAX_DIGITS})")
    raise _Bad(f"({field} number) takes a non-negative decimal integer, got {show(render(item))}")


def _state(datum: object, version: int) -> State:
    if type(datum) is not list or (datum and type(datum[0]) is not list):
        raise _Bad(f"expected a state {_STATE_SHAPE}, got {show(render(datum))}", datum)
    values: list = []
    for index, field in enumerate(STATE_FIELDS):
        if index >= len(datum):
            raise _Bad(
                f"the state ends after {_count(index, 'field')}: expected ({field} ...) as field {index + 1}"
            )
        part = datum[index]
        if _head(part) != field:
            raise _Bad(f"expected ({field} ...) as field {index + 1} of the state, got {show(render(part))}")
        items = part[1:]
        if field in _NUMBER_FIELDS:
            values.append(_number(field, items))
        elif field == "players":
            values.append(tuple(_name(item, "a player name") for item in items))
        else:
            values.append(_cards(items, version))
    if len(datum) > len(STATE_FIELDS):
        extra = show(render(datum[len(STATE_FIELDS)]))
        raise _Bad(
            f"the state has {len(STATE_FIELDS)} fields, got {len(datum)}: unexpected {extra} after discards"
        )
    return State(*values)
