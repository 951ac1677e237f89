"""Parsing text into typed messages, per protocol version (grammar of v1 figure 1, v2, v3 and v4 additions).

The parsers check the grammar only, never the rules of the game: `(act mine estate copper)` is rejected
(mine's arguments are *treasures* in the grammar), `(act mine gold copper)` is accepted here (whether it is
legal in a state is `referee.rules.legality`'s question).

Every failure is a `ProtocolError` whose message says what was expected and what was found, and, when the
problem is inside the datum, the whole datum (cut to about 80 characters).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from protocol.catalogue import CATALOGUE, EVENT, LANDSCAPES, UnknownCard
from protocol.catalogue import card_name as _catalogue_name
from protocol.errors import ProtocolError, show
from protocol.messages import (
    ALL_ATTACKS,
    ALL_TREASURES,
    ATTACKS,
    CARDS_BY_NAME,
    EVENT_KINDS,
    EVENT_SHAPES_V6,
    GAIN_PLACES,
    MATS,
    OPTION_WORD,
    PILE_TOKENS,
    PLAYER_TOKENS,
    REACTIONS,
    TREASURES,
    V4_ACTIONS,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Choice,
    Choose,
    Clean,
    Coffers,
    Decide,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    Notification,
    Option,
    Play,
    Question,
    RevealDefense,
    SeatRecord,
    State,
    StateV4,
    StateV5,
    StateV6,
)
from protocol.sexp import WireString, read_sexp, render
from protocol.versions import VERSIONS, ProtocolVersion, first_knowing, introducing, spoken

__all__ = [
    "parse_answer",
    "parse_defense",
    "parse_notification",
    "parse_play",
    "parse_question",
    "parse_state",
    "ACT_SHAPES",
    "ACT_SHAPES_V4",
    "ACT_SHAPES_V5",
    "QUESTION_FIELDS",
    "SEAT_FIELDS",
    "SHOWN_ACT_SHAPES_V4",
    "SHOWN_ACT_SHAPES_V5",
    "STATE_FIELDS",
    "STATE_FIELDS_V4",
    "STATE_FIELDS_V5",
    "STATE_FIELDS_V6",
]

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


SEAT_FIELDS: tuple[str, ...] = ("vp", "coffers", "pirate-ship", "durations", "mats")
"""The fields of a v5 seat record after its name, ``(NAME (vp N) (coffers N) (pirate-ship N) (durations
CARD ...) (mats (MAT CARD ...) ...))``, in the wire's order."""

QUESTION_FIELDS: tuple[str, ...] = (
    "player",
    "card",
    "kind",
    "source",
    "target",
    "options",
    "min",
    "max",
    "ordered",
)
"""The fields of the v4 decision record (`Question`) in a `decide` request, in the wire's order."""


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

ACT_SHAPES_V4: dict[Card, tuple[str, ...]] = {card: ACT_SHAPES.get(card) or () for card in V4_ACTIONS} | {
    Card.CELLAR: ("cards",),
    Card.ARTISAN: ("card", "card"),
    Card.CHANCELLOR: ("discard-deck?",),
    Card.CHAPEL: ("cards",),
    Card.FEAST: ("card",),
    Card.MONEYLENDER: ("cards",),
    Card.THRONE_ROOM: ("act",),
}
"""The arguments of each `act` in v4, one slot per up-front decision of the card (in the order the card
makes them): "card" one card, "treasure" one treasure, "cards" any number of cards, "act" the nested play of
an action card (Throne Room), "discard-deck?" the optional word ``discard-deck`` (Chancellor). The rules
core's `CardSpec.arguments` says the same in numbers (tests/protocol/test_v4.py checks they agree)."""


_SLOT_WORDS = {
    "card": "card",
    "treasure": "treasure",
    "act": "(act card ...)",
    "discard-deck?": "[discard-deck]",
}


_STATE_SHAPE = "((players name ...) (supply card ...) (trash card ...) (actions n) ... (discards card ...))"
_STATE_SHAPE_V4 = (
    "((players name ...) (supply card ...) ... (discards card ...) (aside card ...) (kingdom card ...))"
)
_STATE_SHAPE_V5 = "((players name ...) (supply card ...) ... (kingdom card ...) (potions n) ... (banned ...))"
_STATE_SHAPE_V6 = (
    "((players name ...) (supply card ...) ... (banned ...) (events event ...) ... (tavern ...))"
)
_STATE_SHAPES = {
    State: _STATE_SHAPE,
    StateV4: _STATE_SHAPE_V4,
    StateV5: _STATE_SHAPE_V5,
    StateV6: _STATE_SHAPE_V6,
}


@dataclass(frozen=True, slots=True)
class _Grammar:
    """What parsing asks of one protocol version, made once from its `ProtocolVersion`."""

    version: ProtocolVersion
    allowed: dict[str, Card]
    """Card name -> Card for the cards the version's grammar allows, in wire order."""
    actions: frozenset[Card]
    shapes: dict[Card, tuple[str, ...]]
    """The arguments of each `act` (versions with nested plays; `ACT_SHAPES` for the others)."""
    shown_shapes: dict[Card, tuple[str, ...]]
    """The arguments of each `act` as `moved` shows it (Artisan's card put onto the deck hidden)."""
    options: dict[str, Option]
    """The options a decision offers as words: its cards and the `Choice` words."""
    fields: tuple[str, ...]
    """The fields of its `state` record on the wire, in order."""
    numbers: frozenset[str]
    """The fields of its `state` record that hold a number (the others hold cards, but for `players`,
    `seats`, `piles` and `costs`)."""
    shape: str
    """Its `state` record's shape, for messages."""
    landscapes: frozenset[str]
    """The names of the events and landmarks it names (v6: every one of `protocol.catalogue.LANDSCAPES`)."""
    event_shapes: dict[str, str]
    """Its `happened` kinds with their shapes (`EVENT_SHAPES_V6`, for the versions with `event-shapes`)."""
    tokens: tuple[str, ...]
    """The tokens a `(token CARD TOKEN)` event names: v5's `PILE_TOKENS`, in v6 the players' too."""


def _grammar(version: ProtocolVersion) -> _Grammar:
    allowed = {card.value: card for card in Card if card in version.cards}
    if version.knows("nested-act"):
        shapes = {card: ACT_SHAPES_V4.get(card, ()) for card in version.actions}
    else:
        shapes = {}
    return _Grammar(
        version,
        allowed,
        frozenset(version.actions),
        shapes,
        shapes | {Card.ARTISAN: ("card",)} if shapes else {},
        {**allowed, **{choice.value: choice for choice in Choice}},
        tuple(field.name.replace("_", "-") for field in fields(version.state)),
        frozenset(
            field.name.replace("_", "-") for field in fields(version.state) if field.type in ("int", int)
        ),
        next(_STATE_SHAPES[record] for record in version.state.__mro__ if record in _STATE_SHAPES),
        frozenset(LANDSCAPES) if version.knows("landscapes") else frozenset(),
        {kind: EVENT_SHAPES_V6[kind] for kind in version.event_kinds},
        PILE_TOKENS + PLAYER_TOKENS if version.knows("landscapes") else PILE_TOKENS,
    )


_GRAMMARS: dict[int, _Grammar] = {number: _grammar(version) for number, version in VERSIONS.items()}

SHOWN_ACT_SHAPES_V4: dict[Card, tuple[str, ...]] = _GRAMMARS[4].shown_shapes
"""The argument shapes of a v4 play as `moved` shows it to the other players: the same but for Artisan, whose
second argument (the card put from the hand onto the deck) is hidden."""

ACT_SHAPES_V5: dict[Card, tuple[str, ...]] = _GRAMMARS[5].shapes
"""The arguments of each `act` in v5: v4's for the cards of the base game, none for every other action card
(every choice of a new card is asked with `decide`)."""

SHOWN_ACT_SHAPES_V5: dict[Card, tuple[str, ...]] = _GRAMMARS[5].shown_shapes
"""The shapes of a v5 play as `moved` shows it: Artisan's card put onto the deck is hidden, as in v4."""

STATE_FIELDS_V4: tuple[str, ...] = _GRAMMARS[4].fields
"""The fields of the v4 `state` record: v1-v3's ten, then the cards set aside and the kingdom."""

STATE_FIELDS_V6: tuple[str, ...] = _GRAMMARS[6].fields
"""The fields of the v6 `state` record: v5's nineteen, then the events, the landmarks with their VP tokens,
each player's debt, the VP tokens on piles, the players' tokens, the debt tokens on piles and the Tavern
mats (docs/protocol.md, "The v6 state")."""

STATE_FIELDS_V5: tuple[str, ...] = _GRAMMARS[5].fields
"""The fields of the v5 `state` record: v4's twelve, then potions, the seats' tokens, durations and mats, the
pile tokens, the Trade Route mat, the non-supply piles, the costs that differ this turn and the piles that
may not be bought now."""
_WORD = re.compile(OPTION_WORD)

_BLANK = " \t\n\r\x0b\x0c"  # the wire's blank space (sexpdata's string.whitespace), not Unicode's
_NUMBER = re.compile(r"[0-9]{1,18}")
_MAX_DIGITS = 18

_PLAY_EXAMPLE = "expected a play such as (buy card)"
_DEFENSE_EXAMPLE = "expected a defense: (moat) or (discard card ...)"
_DEFENSE_EXAMPLE_V5 = "expected a defense: (moat), (reveal card) or (discard card ...)"
_NOTIFICATION_EXAMPLE = "expected a notification such as (move state)"
_PLAY_WORDS = frozenset({"act", "add", "buy", "clean"})
_DEFENSE_WORDS = frozenset({"moat", "discard", "reveal"})
_NOTIFICATION_WORDS = frozenset({"move", "moved", "attacked", "defended", "decide", "happened"})
_V4_NOTIFICATION_WORDS = frozenset({"decide", "happened"})
_ANSWER_EXAMPLE = "expected an answer (choose option ...)"
_QUESTION_SHAPE = (
    "((player name) (card card) (kind kind) (source source) (target name ...) (options option ...) ..."
)


class _Bad(Exception):
    """A grammar failure found inside a datum; `shown` is the sub-datum the message already quotes whole."""

    def __init__(self, message: str, shown: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.shown = shown


_V5_TREASURES: frozenset[Card] = ALL_TREASURES | {Card.CURSE}
"""What v5's grammar lets a play name as a treasure: every treasure of the catalogue, and Curse, which a
Charlatan in the kingdom makes a treasure worth 1 (the rules judge whether it is one in the game)."""


def _check_version(version: int) -> _Grammar:
    grammar = _GRAMMARS.get(version)
    if grammar is None:
        raise ValueError(f"unknown protocol version {version!r}: expected one of {spoken(last=', ')}")
    return grammar


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


_KNOWN_BYTES = 120
"""Longest reply text (in characters) whose parse is kept in `_KNOWN` for the next time."""

_KNOWN_MAX = 4096
"""Most parses kept in `_KNOWN`; when full it is emptied (a game repeats a few dozen texts)."""

_KNOWN: dict[tuple[str, int, str], object] = {}
"""Parses of short replies already read, by (text, version, what was parsed): a game sends the same few
replies again and again (``(add copper)``, ``(buy gold)``, ``(clean)``), and the messages are immutable
values, so each text is parsed once per version. Only texts that parsed are kept (an error is raised
again each time, with its own text)."""


def _known(text: str, version: int, kind: str, parse: Callable[[str, int], Any]) -> Any:
    """The parse of `text` as `kind` under `version` by ``parse(text, version)``, from `_KNOWN` if it was
    parsed before (kept if `text` is a str of at most `_KNOWN_BYTES` characters and parses)."""
    if type(text) is not str or len(text) > _KNOWN_BYTES or type(version) is not int:
        return parse(text, version)
    key = (text, version, kind)
    found = _KNOWN.get(key)
    if found is None:
        found = parse(text, version)
        if len(_KNOWN) >= _KNOWN_MAX:
            _KNOWN.clear()
        _KNOWN[key] = found
    return found


def parse_play(text: str, version: int = 3) -> Play:
    """Parse one play (what a player writes after `(move state)`) of protocol `version` (1, 2, 3 or 4).

    `text` is one datum (surrounding blank space and comments allowed), e.g. ``(act mine copper silver)``,
    in v4 ``(act throne-room (act remodel estate silver))``. Returns `Act`, `Add`, `Buy` or `Clean`. Raises
    `ProtocolError` for anything the grammar of `version` does not allow (wrong case, unknown or
    later-version card, wrong argument count or kind); ValueError for an unknown version.
    """
    return _known(text, version, "play", _parse_play)


def _parse_play(text: str, version: int) -> Play:
    grammar = _check_version(version)
    datum = _read(text, "a play such as (buy card)")
    try:
        return _play(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_defense(text: str, version: int = 3) -> Defense:
    """Parse one defense (what a player writes after `(attacked (act militia) name state)`, v3).

    Returns `MoatDefense` for ``(moat)`` or `DiscardDefense` for ``(discard card ...)``. Raises
    `ProtocolError` otherwise, and for any version before 3 (which has no defenses); ValueError for an
    unknown version.
    """
    return _known(text, version, "defense", _parse_defense)


def _parse_defense(text: str, version: int) -> Defense:
    grammar = _check_version(version)
    datum = _read(text, "a defense: (moat) or (discard card ...)")
    try:
        return _defense(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_notification(text: str, version: int = 3) -> Notification:
    """Parse one notification (what the referee writes to a player) of protocol `version`.

    Returns `Move`, `Moved`, `Attacked` (v3), `Defended` (v3), `Decide` (v4) or `Happened` (v4). Player
    names may be any symbol (``p1``, ``0-player``), as other referees use them; cards and numbers are
    checked strictly. In v4 a `moved` Artisan shows only the gained card (`SHOWN_ACT_SHAPES_V4`). Raises
    `ProtocolError` for anything else; ValueError for an unknown version.
    """
    grammar = _check_version(version)
    datum = _read(text, "a notification such as (move state)")
    try:
        return _notification(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_state(text: str, version: int = 3) -> State:
    """Parse a bare `state` record ``((players ...) (supply ...) ... (discards ...))`` of `version`.

    Fields must come in the grammar's order: players, supply, trash, actions, buys, coins, deck, hand, plays,
    discards, and in v4 then aside and kingdom (returning a `StateV4`). Numbers are non-negative decimal
    integers (at most 18 digits). Raises `ProtocolError`.
    """
    grammar = _check_version(version)
    datum = _read(text, "a state " + grammar.shape)
    try:
        return _state(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_answer(text: str, version: int = 4) -> Choose:
    """Parse one answer (what a player writes after a v4 `(decide name question state)`): ``(choose OPTION
    ...)``, the options chosen (cards, or the word ``discard-deck``), in order.

    Raises `ProtocolError` for anything else, and for any version before 4 (which has no `decide`);
    ValueError for an unknown version.
    """
    return _known(text, version, "answer", _parse_answer)


def _parse_answer(text: str, version: int) -> Choose:
    grammar = _check_version(version)
    datum = _read(text, "an answer (choose option ...)")
    try:
        return _answer(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


def parse_question(text: str, version: int = 4) -> Question:
    """Parse a bare v4 decision record ``((player name) (card card) (kind kind) (source source) (target
    name ...) (options option ...) (min n) (max n) (ordered yes|no))`` into a `Question`.

    Fields come in that order (`QUESTION_FIELDS`); `target` holds zero or one name; `kind` is one of
    `DECISION_KINDS`, `source` one of `DECISION_SOURCES`; min <= max. Raises `ProtocolError`, also for a
    version before 4.
    """
    grammar = _check_version(version)
    datum = _read(text, "a decision " + _QUESTION_SHAPE)
    try:
        if not grammar.version.knows("decide"):
            raise _Bad(f"decisions are not part of protocol v{version} (they come with v4)", datum)
        return _question(datum, grammar)
    except _Bad as bad:
        raise _raise(bad, datum, text) from None


# ---- pieces ----------------------------------------------------------------------------------------


def _card(item: object, g: _Grammar) -> Card:
    """One card name of the grammar `g`, or _Bad saying exactly what is wrong with it."""
    if type(item) is str:
        card = g.allowed.get(item)
        if card is not None:
            return card
        number = g.version.number
        if item in CARDS_BY_NAME:
            later = ""
            if g.version.knows("chosen-kingdom"):  # a version of whole sets: say which brings the card
                later = (
                    f" (protocol {introducing(Card(item))} introduces it: set {CATALOGUE[item].set_title})"
                )
            raise _Bad(f"card '{item}' is not part of protocol v{number}{later}")
        if item.lower() in CARDS_BY_NAME:
            raise _Bad(f"card names are lowercase: got {show(item)}")
        if item == ".":
            raise _Bad("dotted pairs (a . b) are not part of the protocol: got '.' where a card name belongs")
        if item in LANDSCAPES:
            facts = LANDSCAPES[item]
            known = "" if g.landscapes else f": events and landmarks come with {first_knowing('landscapes')}"
            raise _Bad(
                f"{item} is {'an event' if facts.kind == EVENT else 'a landmark'} of {facts.set_title}, "
                f"not a card{known}"
            )
        if g.version.knows("later-sets"):
            raise _Bad(f"unknown card '{show(item)}': no card of the catalogue has this name{_suggest(item)}")
        names = ", ".join(g.allowed)
        raise _Bad(f"unknown card '{show(item)}': expected one of {names}")
    if type(item) is WireString:
        raise _Bad(
            f"expected a card name, got the string {show(render(item))}: write card names without quotes"
        )
    raise _Bad(f"expected a card name, got {show(render(item))}")


def _suggest(item: str) -> str:
    """``": did you mean X?"`` for the catalogue's closest card name to `item`, or nothing."""
    try:
        _catalogue_name(item)
    except UnknownCard as unknown:
        return f": did you mean {unknown.suggestion}?" if unknown.suggestion else ""
    return ""


def _cards(items: list, g: _Grammar) -> tuple[Card, ...]:
    try:
        cards = tuple(map(g.allowed.__getitem__, items))
    except (KeyError, TypeError):
        for item in items:
            _card(item, g)
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


def _hint_play(head: str | None, g: _Grammar) -> str:
    if head is None:
        return ""
    if head.lower() in _PLAY_WORDS:
        return " (the words of the protocol are lowercase)"
    if head == "choose" and g.version.knows("decide"):
        return "; (choose ...) is an answer, to (decide ...) only"
    if head == "coffers":
        return " ((coffers N) comes with v5)"
    if head == "reveal" and not g.version.knows("reveal"):
        return ""
    if head in _DEFENSE_WORDS:
        return f"; ({head} ...) is a defense, the answer to (attacked ...) only"
    if head in _NOTIFICATION_WORDS:
        return f"; ({head} ...) is a notification, which only the referee sends"
    return ""


def _play(datum: object, g: _Grammar, shown: bool = False) -> Play:
    head = _head(datum)
    if head not in _PLAY_WORDS and not (head == "coffers" and g.version.knows("coffers")):
        hint = _BARE_WORD_HINT if type(datum) is not list else _hint_play(head, g)
        raise _Bad(f"{_PLAY_EXAMPLE}, got {show(render(datum))}{hint}", datum)
    args = datum[1:]
    if head == "coffers":
        if len(args) != 1:
            raise _Bad(f"(coffers number) takes 1 number, got {_count(len(args), 'item')}")
        count = _number("coffers", args)
        if count < 1:
            raise _Bad("(coffers number) spends at least 1 Coffers, got 0")
        return Coffers(count)
    if head == "buy":
        if len(args) != 1:
            raise _Bad(f"(buy card) takes 1 card, got {len(args)}")
        if type(args[0]) is str and args[0] in g.landscapes:
            return Buy(_event(args[0]))
        return Buy(_card(args[0], g))
    if head == "add":
        if len(args) != 1:
            raise _Bad(f"(add treasure) takes 1 card, got {len(args)}")
        card = _card(args[0], g)
        if g.version.knows("any-treasure"):
            if card not in _V5_TREASURES:
                raise _Bad(f"(add treasure) takes a treasure: {card} is not a treasure")
        elif card not in TREASURES:
            raise _Bad(f"(add treasure) takes a treasure (copper, silver or gold): {card} is not a treasure")
        return Add(card)
    if head == "clean":
        if len(args) > 1:
            raise _Bad(f"(clean) or (clean card) takes 0 or 1 card, got {len(args)}")
        return Clean(_card(args[0], g) if args else None)
    if g.shapes:
        return _nested_act(args, g.shown_shapes if shown else g.shapes, 1, g)
    return _act(args, g)


_MAX_NESTED_ACTS = 12
"""Deepest nesting of `act`s in a v4 play: a Throne Room playing a Throne Room ... (10 in the pile) playing a
card is 11 deep; deeper is refused before recursing further."""


def _nested_act(args: list, shapes: dict[Card, tuple[str, ...]], depth: int, g: _Grammar) -> Act:
    """An `act` of a version whose plays nest (`g`, v4 and later): its card, then one argument per slot of
    its shape in `shapes`."""
    if not args:
        raise _Bad(f"(act card ...) needs an action card, got (act): expected {_action_names(g, 'one of ')}")
    first = args[0]
    card = _card(first, g)
    shape = shapes.get(card)
    if shape is None:
        raise _Bad(f"(act card ...) needs an action card: {card} is not one; expected {_action_names(g)}")
    rest = args[1:]
    form = "(" + " ".join(("act", card, *(_SLOT_WORDS.get(slot, "card ...") for slot in shape))) + ")"
    if shape == ("cards",):
        return Act(card, _cards(rest, g))
    if shape == ("discard-deck?",):
        if not rest:
            return Act(card)
        if len(rest) == 1 and rest[0] == Choice.DISCARD_DECK:
            return Act(card, (Choice.DISCARD_DECK,))
        raise _Bad(f"{form} takes nothing or the word discard-deck, got {show(render(rest[0]))}")
    if len(rest) > len(shape):
        takes = "no cards" if not shape else _count(len(shape), "argument" if shape == ("act",) else "card")
        if shape:
            takes = "at most " + takes
        raise _Bad(f"{form} takes {takes}, got {len(rest)}")
    # Trailing arguments may be left out: each answers a choice with nothing chosen, which the rules judge
    # (`(act mine)`: a second-edition Mine that trashes nothing; `(act throne-room)`: no action to play).
    if shape == ("act",) and rest:
        inner = rest[0]
        if _head(inner) != "act":
            raise _Bad(
                f"{form} takes the play of an action card such as (act smithy), got {show(render(inner))}"
            )
        if depth >= _MAX_NESTED_ACTS:
            raise _Bad(f"(act ...) nests at most {_MAX_NESTED_ACTS} deep: a hand holds no more throne-rooms")
        return Act(card, (_nested_act(inner[1:], shapes, depth + 1, g),))
    cards = _cards(rest, g)
    any_treasure = g.version.knows("any-treasure")
    for kind, arg in zip(shape, cards, strict=False):
        if kind == "treasure" and arg not in (_V5_TREASURES if any_treasure else ALL_TREASURES):
            which = "" if any_treasure else " (copper, silver, gold)"
            raise _Bad(f"{form} takes treasures{which}: {arg} is not a treasure")
    return Act(card, cards)


def _act(args: list, g: _Grammar) -> Act:
    if not args:
        raise _Bad(f"(act card ...) needs an action card, got (act): expected one of {_action_names(g)}")
    first = args[0]
    if type(first) is str and first in CARDS_BY_NAME and Card(first) in ACT_SHAPES:
        card = Card(first)
        if card not in g.actions:
            raise _Bad(f"(act {card} ...) is not part of protocol v{g.version.number}")
    else:
        card = _card(first, g)  # raises for a non-card; a treasure or victory card falls through
        raise _Bad(f"(act card ...) needs an action card: {card} is not one; expected {_action_names(g)}")
    shape = ACT_SHAPES[card]
    rest = args[1:]
    if shape is None:
        return Act(card, _cards(rest, g))
    if len(rest) != len(shape):
        form = " ".join(("act", card, *shape))
        takes = "no cards" if not shape else _count(len(shape))
        raise _Bad(f"({form}) takes {takes}, got {len(rest)}")
    cards = _cards(rest, g)
    if "treasure" in shape:
        for kind, arg in zip(shape, cards, strict=True):
            if kind == "treasure" and arg not in TREASURES:
                form = " ".join(("act", card, *shape))
                raise _Bad(f"({form}) takes treasures (copper, silver, gold): {arg} is not a treasure")
    return Act(card, cards)


def _action_names(g: _Grammar, one_of: str = "") -> str:
    if g.version.knows("later-sets"):
        return "an action card of the catalogue, such as smithy or kings-court"
    return one_of + ", ".join(g.version.actions)


def _defense(datum: object, g: _Grammar) -> Defense:
    head = _head(datum)
    version = g.version
    if head not in _DEFENSE_WORDS or (head == "reveal" and not version.knows("reveal")):
        hint = _BARE_WORD_HINT if type(datum) is not list else ""
        if head == "reveal":
            hint = f"; (reveal card) is not part of protocol {version} (it comes with v5)"
        elif head is not None and head.lower() in _DEFENSE_WORDS:
            hint = " (the words of the protocol are lowercase)"
        elif head in _PLAY_WORDS:
            hint = f"; ({head} ...) is a play, the answer to (move ...) only"
        elif head == "choose" and version.knows("decide"):
            hint = "; (choose ...) is an answer, to (decide ...) only"
        example = _DEFENSE_EXAMPLE_V5 if version.knows("reveal") else _DEFENSE_EXAMPLE
        raise _Bad(f"{example}, got {show(render(datum))}{hint}", datum)
    if not version.knows("attacked"):
        raise _Bad(f"defenses ({datum[0]} ...) are not part of protocol {version} (they come with v3)")
    if head == "reveal":
        if len(datum) != 2:
            raise _Bad(f"(reveal card) takes 1 card, got {len(datum) - 1}")
        card = _card(datum[1], g)
        if card == Card.MOAT:
            raise _Bad("(reveal card) takes a reaction other than moat: a Moat is revealed with (moat)")
        if card not in REACTIONS:
            raise _Bad(f"(reveal card) takes a reaction card: {card} is not one")
        return RevealDefense(card)
    if datum[0] == "moat":
        if len(datum) != 1:
            raise _Bad(f"(moat) takes no cards, got {len(datum) - 1}")
        return MoatDefense()
    return DiscardDefense(_cards(datum[1:], g))


def _notification(datum: object, g: _Grammar) -> Notification:
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
        return Move(_state(datum[1], g))
    if head == "moved":
        if len(datum) != 3:
            raise _Bad(f"expected (moved name play), got {_count(len(datum) - 1, 'item')} after moved")
        return Moved(_name(datum[1], "a player name"), _play(datum[2], g, shown=True))
    version = g.version
    word = "attacked" if head == "defended" else head
    if not version.knows(word):
        since = first_knowing(word)
        raise _Bad(f"({head} ...) is not part of protocol {version} (it comes with {since})")
    if head in _V4_NOTIFICATION_WORDS:
        return _decide(datum, g) if head == "decide" else _happened(datum, g)
    if head == "attacked" and g.shapes:
        if len(datum) != 4:
            raise _Bad(
                "expected (attacked (act attack) name state), "
                f"got {_count(len(datum) - 1, 'item')} after attacked"
            )
        told = datum[1]
        if type(told) is list and len(told) == 2 and told[0] == "act" and told[1] in g.allowed:
            # A treasure that attacks (Cauldron) is told as (act CARD) too: it is no play of the grammar.
            attack = Act(g.allowed[told[1]])
        else:
            attack = _play(told, g)
        if type(attack) is not Act or attack.card not in version.attacks:
            if version.knows("later-sets"):
                names = "an attack card of the catalogue"
            else:
                names = ", ".join(sorted(version.attacks))
            raise _Bad(
                "expected (attacked (act attack) name state), "
                f"attack one of {names}: got {show(render(datum[1]))}"
            )
        return Attacked(attack, _name(datum[2], "the attacker's name"), _state(datum[3], g))
    if head == "attacked":
        if len(datum) != 4:
            raise _Bad(
                f"expected (attacked (act militia) name state), "
                f"got {_count(len(datum) - 1, 'item')} after attacked"
            )
        attack = _play(datum[1], g)
        if attack != Act(Card.MILITIA):
            raise _Bad(
                f"expected (attacked (act militia) name state), got {show(render(datum[1]))} as the attack"
            )
        return Attacked(attack, _name(datum[2], "the attacker's name"), _state(datum[3], g))
    if len(datum) != 3:
        raise _Bad(f"expected (defended name defense), got {_count(len(datum) - 1, 'item')} after defended")
    return Defended(_name(datum[1], "a player name"), _defense(datum[2], g))


def _decide(datum: list, g: _Grammar) -> Decide:
    if len(datum) != 4:
        raise _Bad(
            f"expected (decide name decision state), got {_count(len(datum) - 1, 'item')} after decide"
        )
    return Decide(
        _name(datum[1], "the name of the player whose turn it is"),
        _question(datum[2], g),
        _state(datum[3], g),
    )


def _word(field: str, items: list, words: tuple[str, ...]) -> str:
    if len(items) == 1 and type(items[0]) is str and items[0] in words:
        return items[0]
    got = show(render(items[0])) if len(items) == 1 else _count(len(items), "item")
    raise _Bad(f"({field} ...) takes one of {', '.join(words)}, got {got}")


def _options(items: list, g: _Grammar) -> tuple[Option, ...]:
    if g.version.knows("option-words"):
        return tuple(_option_word(item, g) for item in items)
    try:
        return tuple(map(g.options.__getitem__, items))
    except (KeyError, TypeError):
        for item in items:
            if not (type(item) is str and item in g.options):
                _card(item, g)  # says what is wrong with it
        raise


def _option_word(item: object, g: _Grammar) -> Option:
    """One option of a decision or answer of a version with option words (v5): a card, a `Choice`, or any
    other option word or amount (a plain str)."""
    if type(item) is str:
        option = g.options.get(item)
        if option is not None:
            return option
        if _WORD.fullmatch(item):
            if item.isdigit() and len(item) > _MAX_DIGITS:
                raise _Bad(f"amount too large ({len(item)} digits, at most {_MAX_DIGITS}): {show(item)}")
            return item
        if item.lower() in CARDS_BY_NAME:
            raise _Bad(f"card names are lowercase: got {show(item)}")
        if item == ".":
            raise _Bad("dotted pairs (a . b) are not part of the protocol: got '.' where an option belongs")
    elif type(item) is WireString:
        raise _Bad(f"expected an option, got the string {show(render(item))}: write options without quotes")
    raise _Bad(
        "expected an option (a card, a word of lowercase letters, digits, + and - such as +card, "
        f"or a number), got {show(render(item))}"
    )


def _question(datum: object, g: _Grammar) -> Question:
    if type(datum) is not list or (datum and type(datum[0]) is not list):
        raise _Bad(f"expected a decision {_QUESTION_SHAPE}, got {show(render(datum))}", datum)
    values: dict[str, object] = {}
    for index, field in enumerate(QUESTION_FIELDS):
        if index >= len(datum):
            raise _Bad(
                f"the decision ends after {_count(index, 'field')}: "
                f"expected ({field} ...) as field {index + 1}"
            )
        part = datum[index]
        if _head(part) != field:
            raise _Bad(
                f"expected ({field} ...) as field {index + 1} of the decision, got {show(render(part))}"
            )
        items = part[1:]
        if field == "player":
            if len(items) != 1:
                raise _Bad(f"(player name) takes one name, got {_count(len(items), 'item')}")
            values[field] = _name(items[0], "the deciding player's name")
        elif field == "card":
            if len(items) != 1:
                raise _Bad(f"(card card) takes one card, got {_count(len(items), 'item')}")
            values[field] = _card(items[0], g)
        elif field == "kind":
            values[field] = _word(field, items, g.version.decision_kinds)
        elif field == "source":
            values[field] = _word(field, items, g.version.decision_sources)
        elif field == "target":
            if len(items) > 1:
                raise _Bad(f"(target name ...) takes no name or one, got {len(items)}")
            values[field] = _name(items[0], "the target player's name") if items else None
        elif field == "options":
            values[field] = _options(items, g)
        elif field == "ordered":
            values[field] = _word(field, items, ("yes", "no")) == "yes"
        else:
            values[field] = _number(field, items)
    if len(datum) > len(QUESTION_FIELDS):
        extra = show(render(datum[len(QUESTION_FIELDS)]))
        raise _Bad(
            f"the decision has {len(QUESTION_FIELDS)} fields, got {len(datum)}: "
            f"unexpected {extra} after ordered"
        )
    if values["min"] > values["max"]:
        raise _Bad(f"(min {values['min']}) is more than (max {values['max']})")
    return Question(**values)


def _happened(datum: list, g: _Grammar) -> Happened:
    if len(datum) != 3:
        raise _Bad(f"expected (happened name event), got {_count(len(datum) - 1, 'item')} after happened")
    name = _name(datum[1], "a player name")
    event = datum[2]
    kind = _head(event)
    if g.version.knows("event-shapes"):
        return _happened_shaped(name, event, kind, g)
    if kind not in EVENT_KINDS:
        raise _Bad(f"expected an event ({' | '.join(EVENT_KINDS)} ...), got {show(render(event))}")
    items = event[1:]
    if kind == "gain":
        if len(items) != 2:
            raise _Bad(f"(gain card place) takes a card and a place, got {_count(len(items), 'item')}")
        return Happened(name, kind, (_card(items[0], g),), _word("gain card", items[1:], GAIN_PLACES))
    if kind == "shuffle" and items:
        raise _Bad(f"(shuffle) takes no cards, got {len(items)}")
    if kind in ("play", "attack") and len(items) != 1:
        raise _Bad(f"({kind} card) takes one card, got {len(items)}")
    cards = _cards(items, g)
    if kind == "attack" and cards[0] not in ATTACKS:
        raise _Bad(f"(attack card) takes an attack card ({', '.join(sorted(ATTACKS))}), got {cards[0]}")
    return Happened(name, kind, cards)


def _happened_shaped(name: str, event: object, kind: str | None, g: _Grammar) -> Happened:
    """A `happened` event of a version whose events have shapes (v5, v6: `EVENT_SHAPES_V6`)."""
    shape = g.event_shapes.get(kind) if kind is not None else None
    if shape is None:
        raise _Bad(f"expected an event ({' | '.join(g.event_shapes)} ...), got {show(render(event))}")
    items = event[1:]
    if shape == "gain":
        if len(items) != 2:
            raise _Bad(f"(gain card place) takes a card and a place, got {_count(len(items), 'item')}")
        return Happened(name, kind, (_card(items[0], g),), _word("gain card", items[1:], GAIN_PLACES))
    if shape == "none":
        if items:
            raise _Bad(f"({kind}) takes nothing, got {_count(len(items), 'item')}")
        return Happened(name, kind)
    if shape == "amount":
        return Happened(name, kind, amount=_number(kind, items))
    if shape == "card":
        if len(items) != 1:
            raise _Bad(f"({kind} card) takes one card, got {len(items)}")
        card = _card(items[0], g)
        if kind == "attack" and card not in ALL_ATTACKS:
            raise _Bad(f"(attack card) takes an attack card, got {card}")
        return Happened(name, kind, (card,))
    if shape == "token":
        if len(items) != 2:
            raise _Bad(f"(token card token) takes a card and a token, got {_count(len(items), 'item')}")
        return Happened(name, kind, (_card(items[0], g),), _word("token card", items[1:], g.tokens))
    if shape == "mat":
        if not items:
            raise _Bad(f"({kind} mat card ...) takes a mat ({', '.join(MATS)}), then cards, got nothing")
        return Happened(name, kind, _cards(items[1:], g), _word(kind, items[:1], MATS))
    if shape == "landscape":
        if len(items) != 1:
            raise _Bad(f"({kind} event) takes one event, got {len(items)}")
        return Happened(name, kind, (_event(items[0]),))
    if shape == "place":
        if len(items) != 2:
            raise _Bad(f"({kind} place number) takes a pile or landmark and a number, got {len(items)} items")
        place = items[0] if type(items[0]) is str and items[0] in g.landscapes else _card(items[0], g)
        return Happened(name, kind, (place,), amount=_number(kind, items[1:]))
    if shape == "landscapes":
        return Happened(name, kind, tuple(_landscape(item, g) for item in items))
    return Happened(name, kind, _cards(items, g))


def _landscape(item: object, g: _Grammar) -> str:
    """One event or landmark name of the grammar `g` (v6)."""
    if type(item) is str and item in g.landscapes:
        return item
    raise _Bad(f"expected an event or landmark, got {show(render(item))}")


def _event(name: str) -> str:
    """The event `name` (a landscape's name) that a play or event buys; _Bad for a landmark."""
    if LANDSCAPES[name].kind != EVENT:
        raise _Bad(f"{name} is a landmark, not an event: only an event is bought")
    return name


def _answer(datum: object, g: _Grammar) -> Choose:
    head = _head(datum)
    if head != "choose":
        hint = _BARE_WORD_HINT if type(datum) is not list else ""
        if head is not None and head.lower() == "choose":
            hint = " (the words of the protocol are lowercase)"
        elif head in _PLAY_WORDS:
            hint = f"; ({head} ...) is a play, the answer to (move ...) only"
        elif head in _DEFENSE_WORDS:
            hint = f"; ({head} ...) is a defense, the answer to (attacked ...) only"
        raise _Bad(f"{_ANSWER_EXAMPLE}, got {show(render(datum))}{hint}", datum)
    if not g.version.knows("decide"):
        raise _Bad(f"answers (choose ...) are not part of protocol {g.version} (they come with v4)")
    return Choose(_options(datum[1:], g))


def _number(field: str, items: list) -> int:
    if len(items) != 1:
        raise _Bad(f"expected ({field} number) with one number, got {_count(len(items), 'item')}")
    item = items[0]
    if type(item) is str and _NUMBER.fullmatch(item):
        return int(item)
    if type(item) is str and item.isdigit() and len(item) > _MAX_DIGITS:
        raise _Bad(f"({field} number): number too large ({len(item)} digits, at most {_MAX_DIGITS})")
    raise _Bad(f"({field} number) takes a non-negative decimal integer, got {show(render(item))}")


def _state(datum: object, g: _Grammar) -> State:
    fields = g.fields
    if type(datum) is not list or (datum and type(datum[0]) is not list):
        shape = g.shape
        raise _Bad(f"expected a state {shape}, got {show(render(datum))}", datum)
    values: list = []
    for index, field in enumerate(fields):
        if index >= len(datum):
            raise _Bad(
                f"the state ends after {_count(index, 'field')}: expected ({field} ...) as field {index + 1}"
            )
        part = datum[index]
        if _head(part) != field:
            raise _Bad(f"expected ({field} ...) as field {index + 1} of the state, got {show(render(part))}")
        items = part[1:]
        if field in g.numbers:
            values.append(_number(field, items))
        elif field == "players":
            values.append(tuple(_name(item, "a player name") for item in items))
        elif field == "seats":
            values.append(tuple(_seat(item, g) for item in items))
        elif field == "piles":
            values.append(tuple(_pile_tokens(item, g) for item in items))
        elif field == "costs":
            values.append(tuple(_cost(item, g) for item in items))
        elif field in _V6_FIELDS:
            values.append(tuple(_V6_FIELDS[field](item, g) for item in items))
        else:
            values.append(_cards(items, g))
    if len(datum) > len(fields):
        extra = show(render(datum[len(fields)]))
        raise _Bad(
            f"the state has {len(fields)} fields, got {len(datum)}: unexpected {extra} after {fields[-1]}"
        )
    return g.version.state(*values)


_SEAT_SHAPE = "(name (vp n) (coffers n) (pirate-ship n) (durations card ...) (mats (mat card ...) ...))"


def _seat(datum: object, g: _Grammar) -> SeatRecord:
    """One v5 seat record, `_SEAT_SHAPE`."""
    if type(datum) is not list or not datum or type(datum[0]) is not str:
        raise _Bad(f"expected a seat {_SEAT_SHAPE}, got {show(render(datum))}")
    name = _name(datum[0], "a player name")
    parts = datum[1:]
    values: list = [name]
    for index, field in enumerate(SEAT_FIELDS):
        if index >= len(parts):
            raise _Bad(f"the seat of {name} ends after {_count(index, 'field')}: expected ({field} ...)")
        part = parts[index]
        if _head(part) != field:
            raise _Bad(
                f"expected ({field} ...) as field {index + 1} of the seat of {name}, got {show(render(part))}"
            )
        items = part[1:]
        if field == "durations":
            values.append(_cards(items, g))
        elif field == "mats":
            values.append(tuple(_mat(item, g) for item in items))
        else:
            values.append(_number(field, items))
    if len(parts) > len(SEAT_FIELDS):
        raise _Bad(
            f"the seat of {name} has {len(SEAT_FIELDS)} fields, got {len(parts)}: "
            f"unexpected {show(render(parts[len(SEAT_FIELDS)]))}"
        )
    return SeatRecord(*values)


def _mat(datum: object, g: _Grammar) -> tuple[str, tuple[Card, ...]]:
    mat = _head(datum)
    if mat not in MATS:
        raise _Bad(f"expected a mat ({' | '.join(MATS)} card ...), got {show(render(datum))}")
    return mat, _cards(datum[1:], g)


def _pile_tokens(datum: object, g: _Grammar) -> tuple[Card, tuple[str, ...]]:
    if type(datum) is not list or len(datum) < 2:
        raise _Bad(f"expected a pile's tokens (card token ...), got {show(render(datum))}")
    card = _card(datum[0], g)
    tokens = tuple(_word(f"{card} token", [item], PILE_TOKENS) for item in datum[1:])
    return card, tokens


def _counted(what: str, read: Callable[[object, _Grammar], str]) -> Callable[[object, _Grammar], tuple]:
    """The reader of one ``(NAME N)`` pair of a v6 field, NAME read by `read` (`what` it is, for messages)."""

    def pair(datum: object, g: _Grammar) -> tuple[str, int]:
        if type(datum) is not list or len(datum) != 2:
            raise _Bad(f"expected ({what} number), got {show(render(datum))}")
        return read(datum[0], g), _number(str(datum[0]), datum[1:])

    return pair


def _landmark(item: object, g: _Grammar) -> str:
    name = _landscape(item, g)
    if LANDSCAPES[name].kind == EVENT:
        raise _Bad(f"{name} is an event, not a landmark")
    return name


def _player_tokens(datum: object, g: _Grammar) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """``(NAME (TOKEN WORD ...) ...)``: a player's tokens (v6), each a token of `PLAYER_TOKENS` and the
    pile it is on (a card) or, for a token the player holds, its side (a word)."""
    if type(datum) is not list or not datum:
        raise _Bad(f"expected a player's tokens (name (token card) ...), got {show(render(datum))}")
    tokens = []
    for entry in datum[1:]:
        if type(entry) is not list or not entry or entry[0] not in PLAYER_TOKENS:
            raise _Bad(f"expected a token ({' | '.join(PLAYER_TOKENS)} ...), got {show(render(entry))}")
        rest = entry[1:]
        if any(type(item) is not str or not _WORD.fullmatch(item) for item in rest):
            raise _Bad(f"expected a token's pile or side, got {show(render(entry))}")
        tokens.append((entry[0], *(g.allowed.get(item, item) for item in rest)))
    return _name(datum[0], "a player name"), tuple(tokens)


def _tavern(datum: object, g: _Grammar) -> tuple[str, tuple[Card, ...]]:
    if type(datum) is not list or not datum:
        raise _Bad(f"expected a Tavern mat (name card ...), got {show(render(datum))}")
    return _name(datum[0], "a player name"), _cards(datum[1:], g)


_V6_FIELDS: dict[str, Callable[[object, _Grammar], object]] = {
    "events": lambda item, g: _event(_landscape(item, g)),
    "landmarks": _counted("landmark", _landmark),
    "debt": _counted("name", lambda item, g: _name(item, "a player name")),
    "vp-piles": _counted("card", _card),
    "player-tokens": _player_tokens,
    "debt-piles": _counted("card", _card),
    "tavern": _tavern,
}
"""How each field v6 adds to the state reads one of its items (docs/protocol.md, "The v6 state")."""


def _cost(datum: object, g: _Grammar) -> tuple[Card, int]:
    if type(datum) is not list or len(datum) != 2:
        raise _Bad(f"expected a cost (card number), got {show(render(datum))}")
    return _card(datum[0], g), _number(f"{datum[0]} cost", datum[1:])
