"""Arbitrary input never escapes as anything but a ProtocolError, from the parsers or the splitter."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import ProtocolError, parse_defense, parse_notification, parse_play, parse_state, sexp
from protocol.framing import DatumSplitter

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True)
PARSERS = [parse_play, parse_defense, parse_notification, parse_state]

# Text made of the characters that matter to a reader, plus words of the protocol, so that the fuzzer
# reaches deep into the grammar rather than failing on the first character.
WORDS = [
    "(", ")", "(", ")", " ", "\n", '"', "'", "\\", ";", "[", "]", ".", "#t", "t", "nil", "1e3", "-1", "7",
    "act", "add", "buy", "clean", "move", "moved", "attacked", "defended", "moat", "discard", "mine",
    "cellar", "copper", "Copper", "militia", "players", "supply", "actions", "coins", "\xa0", "\x00", "é",
]  # fmt: skip
protocolish = st.lists(st.sampled_from(WORDS), max_size=40).map("".join)


@pytest.mark.parametrize("parse", PARSERS)
@SETTINGS
@given(text=st.one_of(st.text(max_size=60), protocolish))
def test_parsers_raise_only_protocol_errors(parse, text: str) -> None:
    for version in (1, 3):
        try:
            parse(text, version)
        except ProtocolError as error:
            assert str(error) and "\n" not in str(error)


@SETTINGS
@given(
    data=st.one_of(st.binary(max_size=200), protocolish.map(str.encode)),
    cuts=st.lists(st.integers(0, 200), max_size=5),
)
def test_splitter_raises_only_protocol_errors_and_its_datums_parse_or_fail_cleanly(data: bytes, cuts) -> None:
    splitter = DatumSplitter(max_bytes=100, max_depth=8)
    points = [0, *sorted(c for c in cuts if c <= len(data)), len(data)]
    datums: list[str] = []
    try:
        for a, b in zip(points, points[1:], strict=False):
            datums += splitter.feed(data[a:b])
        datums += splitter.finish()
    except ProtocolError:
        pass
    for datum in datums:
        assert datum and datum.strip(" \t\n\r\x0b\x0c") == datum
        try:
            parse_play(datum)
        except ProtocolError:
            pass


def _outcome(read, text: str) -> object:
    try:
        return read(text)
    except ProtocolError as error:
        return ("error", type(error), error.message, error.text)


# Flat lists are what the fast path reads: more of them than `protocolish` makes.
flat = st.lists(st.sampled_from(WORDS[4:] + ["(", ")"]), max_size=12).map(lambda words: f"({''.join(words)})")


@SETTINGS
@given(text=st.one_of(st.text(max_size=60), protocolish, flat))
def test_the_fast_read_of_a_flat_list_reads_what_sexpdata_reads(text: str) -> None:
    """`read_sexp` reads a list of words without sexpdata (issue 43): the same datum or the same error as
    the general reader, for every text."""
    assert _outcome(sexp.read_sexp, text) == _outcome(lambda t: sexp._read_general(t, 64, "a datum"), text)
