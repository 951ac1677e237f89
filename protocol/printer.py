"""Printing typed messages as wire text: one line, single spaces, the grammar's exact spelling.

Hand-written rather than sexpdata's `dumps` (which is slow and would quote strings). Whatever `to_wire`
prints, the parsers of `protocol.parse` read back as an equal message.
"""

from __future__ import annotations

import re

from protocol.messages import (
    Act,
    Add,
    Attacked,
    Buy,
    Clean,
    Defended,
    DiscardDefense,
    Message,
    MoatDefense,
    Move,
    Moved,
    State,
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


def _act(play: Act) -> str:
    if play.args:
        return f"(act {play.card} {' '.join(play.args)})"
    return f"(act {play.card})"


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
    Move: lambda note: f"(move {_state(note.state)})",
    Moved: lambda note: f"(moved {_name(note.name)} {to_wire(note.play)})",
    Attacked: lambda note: f"(attacked {to_wire(note.attack)} {_name(note.name)} {_state(note.state)})",
    Defended: lambda note: f"(defended {_name(note.name)} {to_wire(note.defense)})",
}


def to_wire(message: Message) -> str:
    """The wire text of `message` (a play, defense, notification or `State`): one line, single spaces, no
    trailing newline (the sender adds it).

    Cards print as their lowercase names, numbers in decimal. Raises TypeError for anything that is not a
    message, ValueError for a player name that is not a symbol or a negative count.
    """
    printer = _PRINTERS.get(type(message))
    if printer is None:
        raise TypeError(
            f"to_wire expects a protocol message (play, defense, notification or State), got {message!r}"
        )
    return printer(message)
