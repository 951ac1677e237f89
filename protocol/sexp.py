"""Reading one S-expression datum from text, with `sexpdata`, safely.

`sexpdata.loads` as shipped turns words into other things (`t` -> True, `nil` -> [], `inf`/`nan`/`1e3`/`+1`
-> numbers), and raises bare AssertionError, IndexError, AttributeError or RecursionError on some inputs.
Here it is configured so that every atom stays the word it is written as (a plain `str`; the grammar decides
what is a number), a ``"..."`` string becomes a `WireString` so that it is never mistaken for a symbol, and
every failure becomes a `ProtocolError`. A pre-scan runs first, on the raw text, and rejects what the
protocol never uses (``'``, ``\\``, ``[ ]``) and nesting deeper than the limit, so that deep input never
reaches sexpdata's recursive parser.
"""

from __future__ import annotations

import re

import sexpdata

from protocol.errors import NestingTooDeep, ProtocolError, show

__all__ = ["Sexp", "WireString", "read_sexp", "render"]


class WireString:
    """A ``"..."`` string literal read from the wire (the protocol has none: always an error later).

    Deliberately not a `str`, so that ``"copper"`` can never be taken for the symbol ``copper``.
    """

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return type(other) is WireString and other.value == self.value

    def __hash__(self) -> int:
        return hash((WireString, self.value))

    def __repr__(self) -> str:
        return f"WireString({self.value!r})"


Sexp = str | WireString | list
"""A datum as read: a symbol (plain `str`, exactly as written), a `WireString`, or a list of datums."""


class _Parser(sexpdata.Parser):
    """sexpdata's parser with nothing converted: atoms stay strings, strings become `WireString`."""

    def __init__(self, string: str) -> None:
        # sexpdata's __init__ rebuilds its tables on every call; they never change, so reuse them.
        self.string = string

    def parse_atom(self, i: int) -> tuple[int, str]:
        # Returns the word as written: sexpdata's own version hands it to `atom`, which makes t, nil and
        # numbers into other types. One regex match is also 3x faster than its search-and-join loop. The
        # atom ends where sexpdata's does (string.whitespace, brackets, '"', ';'); backslash escapes, the
        # only other thing its loop handles, never get here: the pre-scan rejects them.
        match = _ATOM.match(self.string, i)
        return match.end(), match.group()


_template = sexpdata.Parser("", string_to=WireString, nil=None, true=None, false=None, line_comment=";")
for _name, _value in vars(_template).items():
    if _name != "string":
        setattr(_Parser, _name, _value)
del _template, _name, _value

_ATOM = re.compile(r'[^ \t\n\r\x0b\x0c()\[\]";]+')

# Characters the pre-scan must look at; everything else is atom text or blank space.
_SPECIAL = re.compile(r"""[()\[\]"\\;']""")
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)

_UNUSED = {
    "[": "square brackets are not part of the protocol: use ( and )",
    "]": "square brackets are not part of the protocol: use ( and )",
    "'": "the quote character ' is not part of the protocol: write (buy copper), not '(buy copper)",
    "\\": "backslash escapes are not part of the protocol",
}


def _prescan(text: str, max_depth: int) -> None:
    depth = 0
    i = 0
    search = _SPECIAL.search
    while True:
        match = search(text, i)
        if match is None:
            break
        c = match.group()
        i = match.end()
        if c == "(":
            depth += 1
            if depth > max_depth:
                raise NestingTooDeep(
                    f"parentheses nest deeper than the limit of {max_depth} levels: {show(text)}", text
                )
        elif c == ")":
            depth -= 1
            if depth < 0:
                raise ProtocolError(
                    f"unexpected ')' with no matching '(' at offset {i - 1} of {show(text)}", text
                )
        elif c == '"':
            end = _STRING_REST.match(text, i)
            if end is None:
                raise ProtocolError(f'unterminated string (a " with no closing "): {show(text)}', text)
            i = end.end()
        elif c == ";":
            newline = text.find("\n", i)
            i = len(text) if newline < 0 else newline + 1
        else:
            raise ProtocolError(f"{_UNUSED[c]}; got {show(text)}", text)
    if depth > 0:
        plural = "s" if depth > 1 else ""
        raise ProtocolError(
            f"missing {depth} closing parenthesis{plural} ')' at the end of {show(text)}", text
        )


def read_sexp(text: str, max_depth: int = 64, expected: str = "a datum") -> Sexp:
    """Read exactly one datum from `text` (a str; surrounding blank space and ``;`` comments allowed).

    Returns a symbol as a plain `str` exactly as written (``t``, ``nil``, ``12`` and ``inf`` included), a
    string literal as `WireString`, a list as a `list`. Raises `ProtocolError` for no datum, more than one,
    unbalanced parentheses, an unterminated string, ``'``, ``\\``, ``[ ]``, and `NestingTooDeep` past
    `max_depth` levels; never any other exception. `expected` names what was wanted, for the message
    when `text` holds no datum at all.
    """
    if not isinstance(text, str):
        raise TypeError(f"read_sexp expects str, got {type(text).__name__}")
    flat = _FLAT.fullmatch(text)
    if flat is not None and max_depth >= 1:
        # Nearly every reply: one list of words, e.g. (buy gold). Read as sexpdata would (its atoms end at
        # the same characters), without it: a fifth of the cost (issue 43).
        atoms = _ATOM.findall(flat.group(1))
        if atoms:
            return atoms
    return _read_general(text, max_depth, expected)


_FLAT = re.compile(r"""\(([^()\[\]";'\\]*)\)""")
"""A list of atoms and nothing else: no nested list, string, comment, quote, backslash or bracket."""


def _read_general(text: str, max_depth: int, expected: str) -> Sexp:
    """`read_sexp` of any text, with sexpdata after the pre-scan."""
    _prescan(text, max_depth)
    try:
        datums = _Parser(text).parse()
    except Exception as error:  # sexpdata raises bare builtins on some inputs; all mean "malformed"
        raise ProtocolError(f"malformed S-expression ({type(error).__name__}): {show(text)}", text) from None
    if not datums:
        raise ProtocolError(f"expected {expected}, got nothing (only blank space or comments)", text)
    if len(datums) > 1:
        raise ProtocolError(
            f"expected one datum, got {len(datums)}: {show(' | '.join(render(d) for d in datums[:3]))}",
            text,
        )
    return datums[0]


def render(datum: object) -> str:
    """A datum as read, written back as one-line text for messages (strings keep their quotes)."""
    if type(datum) is str:
        return datum
    if type(datum) is list:
        return "(" + " ".join(render(item) for item in datum) + ")"
    if type(datum) is WireString:
        return '"' + datum.value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(datum)
