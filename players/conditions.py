"""The condition language of strategy files: ``if = "coins >= 8 and count(gold) > 0"``.

A tiny, safe expression language, parsed here (never `eval`) and compiled into closures once, when the
strategy file is loaded. docs/simulate.md, "Conditions", is its reference.

Grammar (whitespace between tokens is free)::

    condition = or
    or        = and ("or" and)*
    and       = not ("and" not)*
    not       = "not" not | compare
    compare   = sum [("<" | "<=" | ">" | ">=" | "==" | "!=") sum]
    sum       = product (("+" | "-") product)*
    product   = unary ("*" unary)*
    unary     = "-" unary | atom
    atom      = NUMBER | "true" | "false" | NAME | NAME "(" WORD ")" | "(" condition ")"

A NAME is one of `VARIABLES`, a NAME followed by parentheses one of `FUNCTIONS`, whose argument WORD is a
card name (``throne-room``) or a card type (`TYPES`). A hyphen joins letters into one word
(``throne-room``): write ``coins - 2`` with spaces for a subtraction. Numbers are whole numbers. The
language is typed: comparisons and ``true``/``false`` are truths, everything else a number; ``and``, ``or``,
``not`` and a condition need truths, arithmetic and comparisons need numbers. Every mistake is a
`ConditionError` naming the column.

A condition may come from anyone's file: numbers have at most `MAX_DIGITS` digits, parentheses, ``not`` and
``-`` nest at most `MAX_NESTING` deep, a product has at most `MAX_FACTORS` factors (each a `ConditionError`
at the column where the limit is passed, never a `RecursionError`), reading is linear in the condition's
length, and a long chain of ``+``, ``and`` or ``or`` is evaluated in a loop, not by recursion.

What the names mean is given by the caller: `compile_condition` gets, for each name, a function of the
evaluation context (see `players.strategy`).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any

from protocol.catalogue import CATALOGUE, TYPE_ORDER

VARIABLES: dict[str, str] = {
    "coins": "coins you have now (in a buy: after playing your treasures; in a gain: the cost of the dearest "
    "card you may gain)",
    "buys": "buys left this turn",
    "actions": "actions left this turn",
    "turn": "your own turn number: 1 on your first turn",
    "cards": "cards you own (deck, hand, in play, discards, mats)",
    "money": "coins of all the treasures you own (copper 1, silver 2, gold 3)",
    "score": "your victory points (VP tokens included)",
    "lead": "your victory points minus your opponents' (two players: minus the opponent's; more: minus the "
    "average opponent's), counted from the public supply and trash",
    "empty_piles": "supply piles that are empty",
    "gains_to_end": "fewest cards that must still leave the supply to end the game: the provinces left, or "
    "the three smallest piles together, whichever is less",
    "players": "players in the game",
    "vp_tokens": "your VP tokens (Bishop, Monument, Goons...; 0 in a game of protocol v1-v4)",
    "coffers": "your Coffers (0 in a game of protocol v1-v4)",
    "actions_played": "action cards you have played this turn (a card played twice by a Throne Room or "
    "King's Court counts once; a duration in play from an earlier turn does not count)",
    "potions": "potions you have now (a Potion played gives one; a card whose cost has a potion needs one; "
    "0 in a game of protocol v1-v4)",
    "pirate_ship": "coin tokens on your Pirate Ship mat (0 in a game of protocol v1-v4)",
    "prizes": "Prizes left beside the supply (Tournament's; 0 in a game without them)",
    "debt": "your debt tokens (Empires: taken by a cost in debt, paid off with coins before a buy; 0 before "
    "protocol v6)",
}
"""Variable name -> what it holds, for errors and the docs."""

FUNCTIONS: dict[str, str] = {
    "count": "cards you own of this card or type",
    "hand": "cards in your hand of this card or type",
    "pile": "cards left in this card's supply pile (0 when it is empty or not in the game); a type: cards "
    "left in all its piles",
    "in_play": "cards of this card or type you have in play (played this turn, and durations staying from "
    "earlier turns)",
    "durations": "cards of this card or type you have in play from an earlier turn (a duration and what "
    "played it: a Throne Room on a Wharf)",
    "mat": "cards on your mat of this name: island, native-village, horse-traders (set aside by a Horse "
    "Traders revealed against an attack), farmhands (the card a Farmhands gained set aside), joust (a "
    "Joust's Province) or possession (your cards trashed in a turn taken with Possession)",
    "embargo": "Embargo tokens on this card's supply pile; a type: on all its piles",
    "non_supply": "copies of this card or type left in the piles beside the supply (Prizes, Rewards...)",
    "cost": "what this card costs now, in coins (lower than printed after a Bridge, with a Quarry in play, "
    "for a Peddler with actions in play...); a card only",
    "vp_on": "VP tokens on this landmark (Battlefield, Arena...) or on this card's supply pile (Aqueduct's "
    "Silver and Gold, a Gathering card's); 0 when none or not in the game (protocol v6)",
}
"""Function name -> what it gives, for errors and the docs."""

TYPES: tuple[str, ...] = (
    *(kind for kind in TYPE_ORDER if any(kind in facts.types for facts in CATALOGUE.values())),
    "terminal",
)
"""Words a function takes beside card names: the types of the catalogue's cards (`protocol.catalogue`) and
``terminal`` (an action giving no +action)."""

_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}
_TOKEN = re.compile(
    r"\s*(?:(?P<number>\d+)|(?P<word>[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z][A-Za-z0-9_]*)*)"
    r"|(?P<op><=|>=|==|!=|[<>()+\-*]))"
)
_BLANK = re.compile(r"\s*")
NUMBER, TRUTH = "number", "truth"

MAX_DIGITS = 9
"""Most digits of a number in a condition (a strategy compares counts and coins: 9 digits is plenty)."""

MAX_NESTING = 32
"""Deepest nesting of parentheses, ``not`` and ``-`` in a condition."""

MAX_FACTORS = 16
"""Most factors of one product (``a * b * ...``): numbers stay small enough to compare at once."""


class ConditionError(ValueError):
    """A condition that cannot be read: `message` says what was expected, `column` (1-based) where."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(f"column {column}: {message}")
        self.message = message
        self.column = column


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "number", "word", "op" or "end"
    text: str
    column: int


def _tokens(text: str) -> list[_Token]:
    """The tokens of `text`, then an ``end`` token; linear in the length of `text` (every match starts where
    the previous one ended: nothing is copied)."""
    tokens = []
    at = _BLANK.match(text).end()
    while at < len(text):
        match = _TOKEN.match(text, at)
        if match is None:
            raise ConditionError(f"unexpected character {text[at]!r}", at + 1)
        kind = match.lastgroup
        start = match.start(kind)
        if kind == "number" and len(match.group(kind)) > MAX_DIGITS:
            raise ConditionError(f"a number of more than {MAX_DIGITS} digits", start + 1)
        tokens.append(_Token(kind, match.group(kind), start + 1))
        at = _BLANK.match(text, match.end()).end()
    tokens.append(_Token("end", "", len(text) + 1))
    return tokens


Compiled = tuple[str, Callable[[Any], Any]]
"""A compiled sub-expression: its type (`NUMBER` or `TRUTH`) and its function of the context."""


class _Parser:
    def __init__(
        self,
        text: str,
        variables: Mapping[str, Callable[[Any], Any]],
        functions: Mapping[str, Callable[[str], Callable[[Any], Any]]],
        check_word: Callable[[str], str],
    ) -> None:
        self.tokens = _tokens(text)
        self.at = 0
        self.depth = 0
        self.variables = variables
        self.functions = functions
        self.check_word = check_word

    def deeper(self, token: _Token) -> None:
        """Enter one more level of nesting at `token`; a `ConditionError` past `MAX_NESTING`."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise ConditionError(f"nested deeper than {MAX_NESTING} levels of (, not and -", token.column)

    def peek(self) -> _Token:
        return self.tokens[self.at]

    def take(self) -> _Token:
        token = self.tokens[self.at]
        self.at += 1
        return token

    def expect(self, text: str, what: str) -> _Token:
        token = self.take()
        if token.kind == "end" or token.text != text:
            found = "the end" if token.kind == "end" else repr(token.text)
            raise ConditionError(f"expected {what}, found {found}", token.column)
        return token

    def need(self, compiled: Compiled, kind: str, token: _Token, why: str) -> Callable[[Any], Any]:
        if compiled[0] != kind:
            raise ConditionError(f"{why} needs a {kind}, not a {compiled[0]}", token.column)
        return compiled[1]

    def parse(self) -> Compiled:
        result = self.disjunction()
        token = self.peek()
        if token.kind != "end":
            raise ConditionError(f"unexpected {token.text!r} (expected and, or, or the end)", token.column)
        return result

    def disjunction(self) -> Compiled:
        first = self.peek()
        left = self.conjunction()
        if self.peek().text != "or":
            return left
        parts = [self.need(left, TRUTH, first, "or")]
        while self.peek().text == "or":
            token = self.take()
            parts.append(self.need(self.conjunction(), TRUTH, token, "or"))
        return TRUTH, _any(parts)

    def conjunction(self) -> Compiled:
        first = self.peek()
        left = self.negation()
        if self.peek().text != "and":
            return left
        parts = [self.need(left, TRUTH, first, "and")]
        while self.peek().text == "and":
            token = self.take()
            parts.append(self.need(self.negation(), TRUTH, token, "and"))
        return TRUTH, _all(parts)

    def negation(self) -> Compiled:
        if self.peek().text == "not":
            token = self.take()
            self.deeper(token)
            inner = self.need(self.negation(), TRUTH, token, "not")
            self.depth -= 1
            return TRUTH, lambda c: not inner(c)
        return self.comparison()

    def comparison(self) -> Compiled:
        first = self.peek()
        left = self.sum()
        token = self.peek()
        if token.kind != "op" or token.text not in _COMPARE:
            return left
        self.take()
        compare = _COMPARE[token.text]
        a = self.need(left, NUMBER, first, f"{token.text!r}")
        b = self.need(self.sum(), NUMBER, token, f"{token.text!r}")
        if self.peek().text in _COMPARE:
            raise ConditionError("comparisons do not chain: join them with 'and'", self.peek().column)
        if isinstance(b, _Constant):
            # The common ``money > 15``: the number is bound once, not fetched by a call per evaluation.
            value = b.value
            return TRUTH, lambda c: compare(a(c), value)
        return TRUTH, lambda c: compare(a(c), b(c))

    def sum(self) -> Compiled:
        first = self.peek()
        left = self.product()
        if self.peek().text not in ("+", "-"):
            return left
        terms = [(operator.add, self.need(left, NUMBER, first, f"{self.peek().text!r}"))]
        while self.peek().text in ("+", "-"):
            token = self.take()
            apply = operator.add if token.text == "+" else operator.sub
            terms.append((apply, self.need(self.product(), NUMBER, token, f"{token.text!r}")))
        return NUMBER, _fold(0, terms)

    def product(self) -> Compiled:
        first = self.peek()
        left = self.unary()
        if self.peek().text != "*":
            return left
        factors = [(operator.mul, self.need(left, NUMBER, first, "'*'"))]
        while self.peek().text == "*":
            token = self.take()
            if len(factors) == MAX_FACTORS:
                raise ConditionError(f"a product of more than {MAX_FACTORS} factors", token.column)
            factors.append((operator.mul, self.need(self.unary(), NUMBER, token, "'*'")))
        return NUMBER, _fold(1, factors)

    def unary(self) -> Compiled:
        if self.peek().text == "-":
            token = self.take()
            self.deeper(token)
            inner = self.need(self.unary(), NUMBER, token, "'-'")
            self.depth -= 1
            return NUMBER, lambda c: -inner(c)
        return self.atom()

    def atom(self) -> Compiled:
        token = self.take()
        if token.kind == "number":
            return NUMBER, _Constant(int(token.text))
        if token.text == "(":
            self.deeper(token)
            inner = self.disjunction()
            self.expect(")", "')'")
            self.depth -= 1
            return inner
        if token.kind == "word":
            word = token.text
            if word in ("true", "false"):
                value = word == "true"
                return TRUTH, lambda c: value
            if self.peek().text == "(":
                return self.call(token)
            if word in self.variables:
                return NUMBER, self.variables[word]
            if word in self.functions:
                raise ConditionError(
                    f"{word} needs a card or type in parentheses: {word}(CARD)", token.column
                )
            raise ConditionError(
                _unknown(word, "condition name", [*self.variables, *self.functions]), token.column
            )
        found = "the end" if token.kind == "end" else repr(token.text)
        raise ConditionError(f"expected a number, a name or '(', found {found}", token.column)

    def call(self, name: _Token) -> Compiled:
        if name.text not in self.functions:
            raise ConditionError(_unknown(name.text, "function", list(self.functions)), name.column)
        self.take()  # "("
        argument = self.take()
        if argument.kind != "word":
            found = "the end" if argument.kind == "end" else repr(argument.text)
            raise ConditionError(
                f"{name.text}(...) needs a card name or type, found {found}", argument.column
            )
        try:
            word = self.check_word(argument.text)
        except ValueError as error:
            raise ConditionError(str(error), argument.column) from None
        self.expect(")", f"')' after {name.text}({argument.text}")
        try:
            return NUMBER, self.functions[name.text](word)
        except ValueError as error:
            raise ConditionError(str(error), argument.column) from None


class _Constant:
    """A number written in a condition, as a function of the context (always `value`); a comparison with
    one binds the number itself (conditions are evaluated at every buy of a simulation: a call saved)."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def __call__(self, context: Any) -> int:
        return self.value


def _all(parts: list[Callable[[Any], Any]]) -> Callable[[Any], bool]:
    """``a and b ...``: true if every part is, evaluated left to right up to the first false one (two
    parts, the usual case, without a generator)."""
    if len(parts) == 2:
        first, second = parts
        return lambda c: bool(first(c) and second(c))
    return lambda c: all(part(c) for part in parts)


def _any(parts: list[Callable[[Any], Any]]) -> Callable[[Any], bool]:
    """``a or b ...``: true if some part is, evaluated left to right up to the first true one."""
    if len(parts) == 2:
        first, second = parts
        return lambda c: bool(first(c) or second(c))
    return lambda c: any(part(c) for part in parts)


def _fold(start: int, terms: list[tuple[Callable[[Any, Any], Any], Callable]]) -> Callable[[Any], Any]:
    """``a + b - c ...`` or ``a * b ...`` as one function: `start`, then each (operation, term) applied left
    to right in a loop (a chain of thousands of terms is one call deep, not thousands). Two terms, the usual
    case, without a loop."""
    if len(terms) == 2:
        (_, a), (apply, b) = terms
        return lambda c: apply(a(c), b(c))

    def evaluate(c: Any) -> Any:
        value = start
        for apply, term in terms:
            value = apply(value, term(c))
        return value

    return evaluate


def _unknown(word: str, what: str, known: list[str]) -> str:
    close = get_close_matches(word, known, n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"unknown {what} {word!r}{hint}: expected one of {', '.join(known)}"


def compile_condition(
    text: str,
    variables: Mapping[str, Callable[[Any], Any]],
    functions: Mapping[str, Callable[[str], Callable[[Any], Any]]],
    check_word: Callable[[str], str],
) -> Callable[[Any], bool]:
    """Compile the condition `text` into a function of an evaluation context returning True or False.

    Arguments:
        text: the condition, e.g. ``"coins >= 8 and pile(province) <= 4"``.
        variables: name -> function of the context giving the variable's whole number.
        functions: name -> a function taking the argument word and returning a function of the context.
        check_word: gives the canonical spelling of a function's argument (card or type) or raises
            ValueError saying what was expected.
    Raises:
        ConditionError: for a condition that is not in the grammar, names an unknown variable, function,
            card or type, mixes truths and numbers, or is not a truth as a whole.
    """
    if not isinstance(text, str) or not text.strip():
        raise ConditionError('a condition is a non-empty string such as "coins >= 8"', 1)
    kind, function = _Parser(text, variables, functions, check_word).parse()
    if kind != TRUTH:
        raise ConditionError("a condition must be true or false (a comparison), not a number", 1)
    return function
