"""Printing typed messages (v1-v6) as wire text: one line, single spaces, the grammar's exact spelling.

Hand-written rather than sexpdata's `dumps` (which is slow and would quote strings). Whatever `to_wire`
prints, the parsers of `protocol.parse` read back as an equal message.
"""

from __future__ import annotations

import re
from dataclasses import fields

from protocol.messages import (
    EVENT_KINDS,
    EVENT_SHAPES_V6,
    GAIN_PLACES,
    MATS,
    PILE_TOKENS,
    PLAYER_TOKENS,
    Act,
    Add,
    Attacked,
    Buy,
    Choose,
    Clean,
    Coffers,
    Decide,
    Defended,
    DiscardDefense,
    Happened,
    Message,
    MoatDefense,
    Move,
    Moved,
    Question,
    RevealDefense,
    SeatRecord,
    State,
    StateV4,
    StateV5,
    StateV6,
)

__all__ = ["to_wire"]

# A name the parser reads back as the same symbol: no blank, no delimiter, no character the pre-scan rejects.
_NAME = re.compile(r"""[^\s()\[\]";'\\]+""")


_NAMES_MAX = 4096
"""Most names `_name` keeps as checked; when full it forgets them all."""

_NAMES: set[str] = set()
"""Player names already checked by `_name`: a game prints its few names in nearly every message."""


def _name(name: str) -> str:
    if type(name) is str and name in _NAMES:
        return name
    if type(name) is not str or not _NAME.fullmatch(name) or name == ".":
        raise ValueError(f"cannot print player name {name!r}: a name is a symbol (letters, say), not blank")
    if len(_NAMES) >= _NAMES_MAX:
        _NAMES.clear()
    _NAMES.add(name)
    return name


def _count(field: str, value: int) -> str:
    if type(value) is not int or value < 0:
        raise ValueError(f"cannot print ({field} {value!r}): expected a non-negative integer")
    return f"({field} {value})"


_PRINTED_FROM = 16
"""Fewest items of a field whose text `_field` keeps for the next view (a shorter one is joined afresh)."""

_PRINTED_MAX = 64
"""Most field texts `_field` keeps; when full it forgets them all."""

_PRINTED: dict[tuple[str, int], tuple[object, str]] = {}
"""Texts of long fields already printed, by (field name, identity of the items), with the items themselves
(kept alive, so their identity is never another object's)."""


def _field(name: str, items) -> str:
    """``(NAME ITEM ...)``; ``(NAME)`` for no item, never ``(NAME )``.

    A view keeps a field's tuple (the supply, a deck, the discards, the trash) until the cards under it
    move, so the next views hand the same object again: the text of a long field of a hashable (so,
    immutable) sequence is kept, by its identity, and given again without joining its items."""
    if type(items).__hash__ is None or len(items) < _PRINTED_FROM:
        return f"({' '.join((name, *items))})"
    key = (name, id(items))
    entry = _PRINTED.get(key)
    if entry is not None and entry[0] is items:
        return entry[1]
    text = f"({' '.join((name, *items))})"
    if len(_PRINTED) >= _PRINTED_MAX:
        _PRINTED.clear()
    _PRINTED[key] = (items, text)
    return text


def _state(state: State) -> str:
    players = " ".join(map(_name, state.players))
    return (
        f"((players {players}) "
        f"{_field('supply', state.supply)} "
        f"{_field('trash', state.trash)} "
        f"{_count('actions', state.actions)} {_count('buys', state.buys)} {_count('coins', state.coins)} "
        f"{_field('deck', state.deck)} "
        f"({' '.join(('hand', *state.hand))}) "
        f"({' '.join(('plays', *state.plays))}) "
        f"{_field('discards', state.discards)})"
    )


def _state_v4(state: StateV4) -> str:
    return f"{_state(state)[:-1]} ({' '.join(('aside', *state.aside))}) {_field('kingdom', state.kingdom)})"


def _seat(seat: SeatRecord) -> str:
    mats = []
    for mat, cards in seat.mats:
        if mat not in MATS:
            raise ValueError(f"cannot print the mat {mat!r}: expected one of {', '.join(MATS)}")
        mats.append(f"({' '.join((mat, *cards))})")
    return (
        f"({_name(seat.name)} {_count('vp', seat.vp)} {_count('coffers', seat.coffers)} "
        f"{_count('pirate-ship', seat.pirate_ship)} ({' '.join(('durations', *seat.durations))}) "
        f"({' '.join(('mats', *mats))}))"
    )


def _pile(card: str, tokens: tuple[str, ...]) -> str:
    for token in tokens:
        if token not in PILE_TOKENS:
            raise ValueError(f"cannot print the token {token!r}: expected one of {', '.join(PILE_TOKENS)}")
    if not tokens:
        raise ValueError(f"cannot print the pile {card} without a token")
    return f"({' '.join((card, *tokens))})"


def _state_v5(state: StateV5) -> str:
    seats = " ".join(map(_seat, state.seats))
    piles = " ".join(_pile(card, tokens) for card, tokens in state.piles)
    costs = " ".join(f"({card} {_count_value(card, cost)})" for card, cost in state.costs)
    return (
        f"{_state_v4(state)[:-1]} {_count('potions', state.potions)} "
        f"({'seats ' + seats if seats else 'seats'}) "
        f"({'piles ' + piles if piles else 'piles'}) "
        f"{_count('trade-route', state.trade_route)} "
        f"({' '.join(('non-supply', *state.non_supply))}) "
        f"({'costs ' + costs if costs else 'costs'}) "
        f"({' '.join(('banned', *state.banned))}))"
    )


def _pairs(field: str, pairs) -> str:
    """``(FIELD (NAME N) ...)`` for (name, count) pairs; ``(FIELD)`` for none."""
    return _field(field, tuple(f"({name} {_count_value(name, count)})" for name, count in pairs))


def _player_token(entry: tuple[str, ...]) -> str:
    if not entry or entry[0] not in PLAYER_TOKENS:
        raise ValueError(f"cannot print the token {entry!r}: expected one of {', '.join(PLAYER_TOKENS)}")
    return f"({' '.join(entry)})"


def _state_v6(state: StateV6) -> str:
    """The v6 state: v5's nineteen fields, then the seven of docs/protocol.md, "The v6 state"."""
    tokens = tuple(
        f"({' '.join((_name(name), *map(_player_token, entries)))})" for name, entries in state.player_tokens
    )
    tavern = tuple(f"({' '.join((_name(name), *cards))})" for name, cards in state.tavern)
    return (
        f"{_state_v5(state)[:-1]} {_field('events', state.events)} "
        f"{_pairs('landmarks', state.landmarks)} "
        f"{_pairs('debt', ((_name(name), n) for name, n in state.debt))} "
        f"{_pairs('vp-piles', state.vp_piles)} {_field('player-tokens', tokens)} "
        f"{_pairs('debt-piles', state.debt_piles)} {_field('tavern', tavern)})"
    )


def _count_value(field: str, value: int) -> str:
    if type(value) is not int or value < 0:
        raise ValueError(f"cannot print ({field} {value!r}): expected a non-negative integer")
    return str(value)


def _any_state(state: State) -> str:
    kind = type(state)
    if kind is StateV6:
        return _state_v6(state)
    if kind is StateV5:
        return _state_v5(state)
    if kind is StateV4:
        return _state_v4(state)
    return _state(state) if kind is State else _extended_state(state)


_RECORDS = (StateV6, StateV5, StateV4, State)
"""The state records printed field by field above, the most fields first."""


def _extended_state(state: State) -> str:
    """A state record of a later version that adds fields to one of `_RECORDS` (a subclass of it): that
    record's text, then each added field as ``(NAME N)`` for a number, else ``(NAME ITEM ...)``, its name
    written with hyphens (docs/architecture.md, "A protocol version")."""
    base = next((record for record in _RECORDS if isinstance(state, record)), None)
    if base is None:
        raise TypeError(
            f"to_wire expects a protocol message (play, defense, notification or State), got {state!r}"
        )
    parts = [_any_state(base(*(getattr(state, field.name) for field in fields(base))))[:-1]]
    for field in fields(state)[len(fields(base)) :]:
        name, value = field.name.replace("_", "-"), getattr(state, field.name)
        parts.append(_count(name, value) if type(value) is int else f"({' '.join((name, *value))})")
    return " ".join(parts) + ")"


def _act(play: Act) -> str:
    args = play.args
    if args:
        if type(args[0]) is Act:  # v4: a Throne Room's nested play
            return f"(act {play.card} {' '.join(map(_act, args))})"
        return f"(act {play.card} {' '.join(args)})"
    return f"(act {play.card})"


def _question(question: Question) -> str:
    target = "(target)" if question.target is None else f"(target {_name(question.target)})"
    return (
        f"((player {_name(question.player)}) (card {question.card}) (kind {question.kind}) "
        f"(source {question.source}) {target} ({' '.join(('options', *question.options))}) "
        f"{_count('min', question.min)} {_count('max', question.max)} "
        f"(ordered {'yes' if question.ordered else 'no'}))"
    )


def _event(note: Happened) -> str:
    kind = note.kind
    if kind not in EVENT_KINDS:
        if kind in EVENT_SHAPES_V6:
            return _event_v5(note, EVENT_SHAPES_V6[kind])
        raise ValueError(f"cannot print the event {kind!r}: expected one of {', '.join(EVENT_SHAPES_V6)}")
    if kind == "gain":
        if len(note.cards) != 1 or note.to not in GAIN_PLACES:
            raise ValueError(
                f"cannot print {note!r}: a gain is one card and a place ({', '.join(GAIN_PLACES)})"
            )
        return f"(gain {note.cards[0]} {note.to})"
    return f"({' '.join((kind, *note.cards))})"


def _event_v5(note: Happened, shape: str) -> str:
    """A v5 or v6 event of `shape` (`protocol.messages.EVENT_SHAPES_V6`) as wire text."""
    kind = note.kind
    if shape == "amount":
        return f"({kind} {_count_value(kind, note.amount)})"
    if shape == "none":
        return f"({kind})"
    if shape == "token":
        if len(note.cards) != 1 or (note.to not in PILE_TOKENS and note.to not in PLAYER_TOKENS):
            raise ValueError(f"cannot print {note!r}: a token event is one card and a token")
        return f"(token {note.cards[0]} {note.to})"
    if shape == "mat":
        if note.to not in MATS:
            raise ValueError(f"cannot print {note!r}: expected a mat ({', '.join(MATS)})")
        return f"({' '.join((kind, note.to, *note.cards))})"
    if shape == "place":
        if len(note.cards) != 1:
            raise ValueError(f"cannot print {note!r}: a {kind} event is one pile or landmark and a count")
        return f"({kind} {note.cards[0]} {_count_value(kind, note.amount)})"
    if shape in ("card", "landscape") and len(note.cards) != 1:
        raise ValueError(f"cannot print {note!r}: a {kind} event is one card")
    return f"({' '.join((kind, *note.cards))})"


def _clean(play: Clean) -> str:
    return f"(clean {play.card})" if play.card is not None else "(clean)"


def _discard(defense: DiscardDefense) -> str:
    return f"({' '.join(('discard', *defense.cards))})"


_PRINTERS = {
    Act: _act,
    Add: lambda play: f"(add {play.card})",
    Buy: lambda play: f"(buy {play.card})",
    Clean: _clean,
    MoatDefense: lambda _defense: "(moat)",
    RevealDefense: lambda defense: f"(reveal {defense.card})",
    Coffers: lambda play: f"(coffers {_count_value('coffers', play.count)})",
    SeatRecord: _seat,
    StateV5: _state_v5,
    StateV6: _state_v6,
    DiscardDefense: _discard,
    State: _state,
    StateV4: _state_v4,
    Move: lambda note: f"(move {_any_state(note.state)})",
    Moved: lambda note: f"(moved {_name(note.name)} {to_wire(note.play)})",
    Attacked: lambda note: f"(attacked {to_wire(note.attack)} {_name(note.name)} {_any_state(note.state)})",
    Defended: lambda note: f"(defended {_name(note.name)} {to_wire(note.defense)})",
    Question: _question,
    Decide: lambda note: f"(decide {_name(note.name)} {_question(note.question)} {_any_state(note.state)})",
    Choose: lambda answer: f"({' '.join(('choose', *answer.options))})",
    Happened: lambda note: f"(happened {_name(note.name)} {_event(note)})",
}


def to_wire(message: Message) -> str:
    """The wire text of `message` (a play, defense, answer, notification, `State`/`StateV4` or `Question`):
    one line, single spaces, no trailing newline (the sender adds it).

    Cards print as their lowercase names, numbers in decimal. Raises TypeError for anything that is not a
    message, ValueError for a player name that is not a symbol, a negative count, or a `Happened` of an
    unknown kind or a gain without one card and its place.
    """
    printer = _PRINTERS.get(type(message))
    if printer is None and isinstance(message, State):
        return _extended_state(message)
    if printer is None:
        raise TypeError(
            f"to_wire expects a protocol message (play, defense, notification or State), got {message!r}"
        )
    return printer(message)
