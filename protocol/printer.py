"""Printing typed messages (v1-v4) as wire text: one line, single spaces, the grammar's exact spelling.

Hand-written rather than sexpdata's `dumps` (which is slow and would quote strings). Whatever `to_wire`
prints, the parsers of `protocol.parse` read back as an equal message.
"""

from __future__ import annotations

import re

from protocol.messages import (
    EVENT_KINDS,
    GAIN_PLACES,
    Act,
    Add,
    Attacked,
    Buy,
    Choose,
    Clean,
    Decide,
    Defended,
    DiscardDefense,
    Happened,
    Message,
    MoatDefense,
    Move,
    Moved,
    Question,
    State,
    StateV4,
)

__all__ = ["to_wire"]

# A name the parser reads back as the same symbol: no blank, no delimiter, no character the pre-scan rejects.
_NAME = re.compile(r"""[^\s()\[\]";'\\]+""")


def _name(name: str) -> str:
    if type(name) is not str or not _NAME.fullmatch(name) or name == ".":
        raise ValueError(f"cannot print player name {name!r}: a name is a symbol (letters, say), not blank")
    return name


def _count(field: str, value: int) -> str:
    if type(value) is not int or value < 0:
        raise ValueError(f"cannot print ({field} {value!r}): expected a non-negative integer")
    return f"({field} {value})"


def _state(state: State) -> str:
    players = " ".join(map(_name, state.players))
    # `" ".join(("supply", *cards))` writes "(supply)" for an empty pile list, never "(supply )".
    return (
        f"((players {players}) "
        f"({' '.join(('supply', *state.supply))}) "
        f"({' '.join(('trash', *state.trash))}) "
        f"{_count('actions', state.actions)} {_count('buys', state.buys)} {_count('coins', state.coins)} "
        f"({' '.join(('deck', *state.deck))}) "
        f"({' '.join(('hand', *state.hand))}) "
        f"({' '.join(('plays', *state.plays))}) "
        f"({' '.join(('discards', *state.discards))}))"
    )


def _state_v4(state: StateV4) -> str:
    return (
        f"{_state(state)[:-1]} "
        f"({' '.join(('aside', *state.aside))}) "
        f"({' '.join(('kingdom', *state.kingdom))}))"
    )


def _any_state(state: State) -> str:
    return _state_v4(state) if type(state) is StateV4 else _state(state)


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
        raise ValueError(f"cannot print the event {kind!r}: expected one of {', '.join(EVENT_KINDS)}")
    if kind == "gain":
        if len(note.cards) != 1 or note.to not in GAIN_PLACES:
            raise ValueError(
                f"cannot print {note!r}: a gain is one card and a place ({', '.join(GAIN_PLACES)})"
            )
        return f"(gain {note.cards[0]} {note.to})"
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
    DiscardDefense: _discard,
    State: _state,
    StateV4: _state_v4,
    Move: lambda note: f"(move {_any_state(note.state)})",
    Moved: lambda note: f"(moved {_name(note.name)} {to_wire(note.play)})",
    Attacked: lambda note: f"(attacked {to_wire(note.attack)} {_name(note.name)} {_any_state(note.state)})",
    Defended: lambda note: f"(defended {_name(note.name)} {to_wire(note.defense)})",
    Question: _question,
    Decide: lambda note: f"(decide {_name(note.name)} {_question(note.question)} {_state_v4(note.state)})",
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
    if printer is None:
        raise TypeError(
            f"to_wire expects a protocol message (play, defense, notification or State), got {message!r}"
        )
    return printer(message)
