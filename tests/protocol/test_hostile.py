"""A table of malformed and hostile inputs: each one gets a ProtocolError with a useful message, never
another exception, never a hang."""

from __future__ import annotations

import time

import pytest

from protocol import (
    DatumTooLarge,
    NestingTooDeep,
    ProtocolError,
    parse_defense,
    parse_notification,
    parse_play,
    parse_state,
)

PARSERS = {
    "play": parse_play,
    "defense": parse_defense,
    "notification": parse_notification,
    "state": parse_state,
}

STATE = (
    "((players a b) (supply copper) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand) (plays) (discards))"
)

# (input, parser, version, a substring the message must contain)
HOSTILE: list[tuple[str, str, int, str]] = [
    ("", "play", 3, "got nothing"),
    ("   \n\t ", "play", 3, "got nothing"),
    ("; just a comment\n", "play", 3, "expected a play such as (buy card), got nothing"),
    (")", "play", 3, "unexpected ')'"),
    ("(buy copper))", "play", 3, "unexpected ')'"),
    ("(move", "notification", 3, "missing 1 closing parenthesis"),
    ("((buy copper)", "play", 3, "missing 1 closing"),
    ('(buy "copper)', "play", 3, "unterminated string"),
    ('(buy "copper")', "play", 3, 'the string "copper"'),
    ("(a . b)", "play", 3, "dotted pairs"),
    ("(buy . copper)", "play", 3, "dotted pairs"),
    ("(moved a . (buy copper))", "notification", 3, "dotted pairs (a . b) are not part of the protocol"),
    ("(discard copper . estate)", "defense", 3, "dotted pairs"),
    ("#t", "play", 3, "got #t"),
    ("#f", "defense", 3, "got #f"),
    ("t", "play", 3, "expected a play such as (buy card), got t"),
    ("nil", "play", 3, "got nil"),
    ("(buy nil)", "play", 3, "unknown card 'nil'"),
    ("(buy inf)", "play", 3, "unknown card 'inf'"),
    ("(buy 1e3)", "play", 3, "unknown card '1e3'"),
    ("(buy copper) (buy silver)", "play", 3, "expected one datum, got 2"),
    ("(buy copper)(buy silver)", "play", 3, "expected one datum, got 2"),
    ("(" * 100_000, "play", 3, "nest deeper than the limit of 64"),
    ("(" * 100_000 + ")" * 100_000, "notification", 3, "nest deeper"),
    ("(buy " + "x" * 1_000_000, "play", 3, "missing 1 closing"),
    ("\x00\x01\x02\xff\xfe", "play", 3, "expected a play such as (buy card), got \\x00\\x01\\x02"),
    ("(buy \x00)", "play", 3, "unknown card '\\x00'"),
    ("(buy\xa0copper)", "play", 3, "got (buy\\xa0copper)"),
    ("(buy\u3000copper)", "play", 3, "got (buy\\u3000copper)"),
    ("(buy Copper)", "play", 3, "card names are lowercase: got Copper"),
    ("(BUY copper)", "play", 3, "words of the protocol are lowercase"),
    ("(by copper)", "play", 3, "expected a play such as (buy card), got (by copper)"),
    ("(buy foo)", "play", 3, "unknown card 'foo': expected one of copper, silver"),
    ("(act cellar copper)", "play", 1, "(act cellar ...) is not part of protocol v1"),
    ("(buy militia)", "play", 2, "card 'militia' is not part of protocol v2"),
    ("(act moat)", "play", 2, "(act moat ...) is not part of protocol v2"),
    ("(moat)", "defense", 2, "not part of protocol v2"),
    ("(defended a (moat))", "notification", 1, "(defended ...) is not part of protocol v1"),
    ("(act mine copper)", "play", 3, "(act mine treasure treasure) takes 2 cards, got 1"),
    ("(act mine copper silver gold)", "play", 3, "takes 2 cards, got 3"),
    ("(act mine estate silver)", "play", 3, "estate is not a treasure"),
    ("(act remodel estate)", "play", 3, "(act remodel card card) takes 2 cards, got 1"),
    ("(act workshop)", "play", 3, "(act workshop card) takes 1 card, got 0"),
    ("(act smithy copper)", "play", 3, "(act smithy) takes no cards, got 1"),
    ("(act)", "play", 3, "needs an action card"),
    ("(act copper)", "play", 3, "copper is not one"),
    ("(add estate)", "play", 3, "estate is not a treasure"),
    ("(add)", "play", 3, "(add treasure) takes 1 card, got 0"),
    ("(buy)", "play", 3, "(buy card) takes 1 card, got 0"),
    ("(buy copper silver)", "play", 3, "(buy card) takes 1 card, got 2"),
    ("(clean copper estate)", "play", 3, "takes 0 or 1 card, got 2"),
    ("(buy (copper))", "play", 3, "expected a card name, got (copper)"),
    ("((buy copper))", "play", 3, "got ((buy copper))"),
    ("()", "play", 3, "got ()"),
    ("[buy copper]", "play", 3, "square brackets"),
    ("'(buy copper)", "play", 3, "quote character"),
    ("(buy co\\pper)", "play", 3, "backslash"),
    ("(moat)", "play", 3, "(moat ...) is a defense"),
    ("(buy copper)", "defense", 3, "expected a defense: (moat) or (discard card ...), got (buy copper)"),
    ("(moat copper)", "defense", 3, "(moat) takes no cards, got 1"),
    ("(Discard copper)", "defense", 3, "lowercase"),
    ("(discard Estate)", "defense", 3, "card names are lowercase: got Estate"),
    ("(move x)", "play", 3, "is a notification"),
    ("(mvoe x)", "notification", 3, "expected a notification such as (move state), got (mvoe x)"),
    ("(move)", "notification", 3, "expected (move state)"),
    ("(moved a)", "notification", 3, "expected (moved name play)"),
    ("(moved (a) (buy copper))", "notification", 3, "expected a player name (a symbol), got (a)"),
    ("(moved a (by copper))", "notification", 3, "got (by copper)"),
    (f"(attacked (act smithy) a {STATE})", "notification", 3, "got (act smithy) as the attack"),
    ("(move ((players a)))", "notification", 3, "the state ends after 1 field: expected (supply ...)"),
    (
        STATE.replace("(actions 1) (buys", "(buys 1) (actions"),
        "state",
        3,
        "expected (actions ...) as field 4",
    ),
    (STATE.replace("(coins 0)", "(coins -1)"), "state", 3, "non-negative decimal integer, got -1"),
    (STATE.replace("(coins 0)", "(coins 1.5)"), "state", 3, "got 1.5"),
    (STATE.replace("(coins 0)", "(coins 0 1)"), "state", 3, "with one number, got 2 items"),
    (STATE.replace("(coins 0)", "(coins " + "9" * 5000 + ")"), "state", 3, "number too large"),
    (STATE.replace("(supply copper)", "(supply moat)"), "state", 1, "card 'moat' is not part of protocol v1"),
    (STATE[:-1] + " (extra))", "state", 3, "unexpected (extra) after discards"),
    ("(copper)", "state", 3, "expected a state ((players name ...)"),
]


def test_table_is_big_enough() -> None:
    assert len(HOSTILE) >= 40


@pytest.mark.parametrize(("text", "kind", "version", "expected"), HOSTILE, ids=lambda v: repr(v)[:40])
def test_hostile_input_gets_a_useful_protocol_error(text: str, kind: str, version: int, expected: str):
    started = time.monotonic()
    with pytest.raises(ProtocolError) as caught:
        PARSERS[kind](text, version)
    message = str(caught.value)
    assert expected in message
    assert "\n" not in message
    assert len(message) < 400
    assert caught.value.text == text
    assert time.monotonic() - started < 10  # generous: a hang would take for ever, not 10 s


def test_deep_nesting_is_caught_before_any_recursive_parser() -> None:
    with pytest.raises(NestingTooDeep):
        parse_play("(" * 100_000 + ")" * 100_000)


def test_nesting_within_the_limit_is_only_a_grammar_error() -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_play("(" * 64 + ")" * 64)
    assert not isinstance(caught.value, (NestingTooDeep, DatumTooLarge))
    assert "expected a play" in str(caught.value)


@pytest.mark.parametrize("parse", list(PARSERS.values()))
def test_bytes_are_refused_with_a_type_error(parse) -> None:
    with pytest.raises(TypeError):
        parse(b"(buy copper)")


@pytest.mark.parametrize("parse", list(PARSERS.values()))
def test_unknown_version_is_a_value_error(parse) -> None:
    with pytest.raises(ValueError, match="unknown protocol version 7"):
        parse("(buy copper)", 7)


def test_messages_quote_the_offending_text_cut_short() -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_play("(buy " + "copper " * 50 + ")")
    message = str(caught.value)
    assert "(in (buy copper copper" in message
    assert "...)" in message
    assert len(message) < 200
