"""What can go wrong when reading the wire.

    ValueError
    +-- ProtocolError          the text is not a well-formed message of the expected kind
        +-- DatumTooLarge      a datum (or the blank space before it) is over the size limit
        +-- NestingTooDeep     parentheses nest deeper than the limit
        +-- InvalidEncoding    the bytes are not UTF-8
        +-- TruncatedDatum     the stream ended in the middle of a datum
    EOFError
    +-- EndOfStream            the stream ended cleanly between two datums
    TimeoutError
    +-- ReadTimeout            no complete datum before the deadline

Every message is written for the author of a player program: what was expected, what was found (quoted and
cut to about 80 characters), and where.
"""

from __future__ import annotations

import re

__all__ = [
    "DatumTooLarge",
    "EndOfStream",
    "InvalidEncoding",
    "NestingTooDeep",
    "ProtocolError",
    "ReadTimeout",
    "TruncatedDatum",
    "head",
    "show",
]

_BLANKS = re.compile(r"[ \t\n\r\x0b\x0c]+")  # the blank space of the wire (not Unicode's)

SHOW_LIMIT = 80
"""Quoted offending text is cut to this many characters in messages."""


def show(text: str | bytes | bytearray, limit: int = SHOW_LIMIT) -> str:
    """`text` made fit for a one-line message: runs of blank space become one space, other control and
    blank characters are escaped (``\\x00``, ``\\xa0``), and anything over `limit` characters is cut and
    ends with ``...``.

    Bytes that are not UTF-8 are shown with their escapes (``\\xff``).
    """
    # Only the head can be shown: never scan a megabyte to print 80 characters of it.
    head = text[: 4 * limit + 4]
    cut = len(text) > len(head)
    if isinstance(head, (bytes, bytearray)):
        head = bytes(head).decode("utf-8", errors="backslashreplace")
    one_line = _BLANKS.sub(" ", head).strip(" ")
    if not one_line.isprintable():
        one_line = "".join(
            c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in one_line
        )
    if len(one_line) > limit or cut:
        return one_line[: limit - 3] + "..."
    return one_line


def head(wire: str) -> str:
    """The kind of message `wire` (one message's wire text) is, without its state: ``(move ((players ...)
    ...))`` -> ``(move …)``; ``(attacked (act militia) mm ((players ...) ...))`` -> ``(attacked (act
    militia) mm …)``; any other message (``(moved ada (clean estate))``) whole, stripped. Neither escaped
    nor cut: `show` it."""
    text = wire.strip()
    if text.startswith("(move "):
        return "(move …)"
    if text.startswith("(attacked "):
        # (attacked ACTION ATTACKER STATE): the action is one datum, the attacker one symbol.
        depth, index = 0, len("(attacked ")
        for index in range(len("(attacked "), len(text)):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                break
        attacker = text[index + 1 :].split(maxsplit=1)[:1]
        return f"{text[: index + 1]} {' '.join(attacker)} …)"
    return text


class ProtocolError(ValueError):
    """Text that is not a well-formed message of the expected kind (Dominion Protocol grammar, v1-v3).

    Arguments:
        message: what was expected and what was found, in words a student can act on.
        text: the offending text as received (a whole datum, or the bytes read so far), or None.
    """

    def __init__(self, message: str, text: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.text = text


class DatumTooLarge(ProtocolError):
    """A datum is longer than the byte limit (default 64 KiB); reading stopped as soon as it was exceeded."""


class NestingTooDeep(ProtocolError):
    """Parentheses nest deeper than the limit (plays nest at most 2 deep, notifications 4)."""


class InvalidEncoding(ProtocolError):
    """A datum's bytes are not valid UTF-8."""


class TruncatedDatum(ProtocolError):
    """The stream ended (end of file) in the middle of a datum."""


class EndOfStream(EOFError):
    """The stream ended cleanly: between datums, with nothing but blank space or comments pending."""


class ReadTimeout(TimeoutError):
    """No complete datum arrived before the deadline. `partial` holds the bytes of an incomplete datum read
    so far (maybe empty), for the record."""

    def __init__(self, message: str, partial: bytes = b"") -> None:
        super().__init__(message)
        self.partial = partial
