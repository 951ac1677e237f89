"""DatumSplitter: cutting bytes into datums, whatever the chunking, within the limits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import DatumTooLarge, InvalidEncoding, NestingTooDeep, ProtocolError, TruncatedDatum
from protocol.framing import DatumSplitter

STREAM = (
    b"(act  mine\n copper silver)(buy copper)\n"
    b'  (x "a ) \\" ;" ; comment with ) and (\n y)'
    b"; a comment between datums\n"
    b"(clean)hello (\xc3\xa9t\xc3\xa9)"
    b'"a string (datum)"'
)
DATUMS = [
    "(act  mine\n copper silver)",
    "(buy copper)",
    '(x "a ) \\" ;" ; comment with ) and (\n y)',
    "(clean)",
    "hello",
    "(été)",
    '"a string (datum)"',
]


def split_all(chunks: list[bytes], **limits: int) -> list[str]:
    splitter = DatumSplitter(**limits)
    out: list[str] = []
    for chunk in chunks:
        out += splitter.feed(chunk)
    out += splitter.finish()
    return out


def test_whole_stream() -> None:
    assert split_all([STREAM]) == DATUMS


def test_byte_by_byte() -> None:
    assert split_all([STREAM[i : i + 1] for i in range(len(STREAM))]) == DATUMS


@settings(max_examples=200, deadline=None, derandomize=True)
@given(cuts=st.lists(st.integers(0, len(STREAM)), max_size=12))
def test_any_chunking_gives_the_same_datums(cuts: list[int]) -> None:
    points = [0, *sorted(cuts), len(STREAM)]
    assert split_all([STREAM[a:b] for a, b in zip(points, points[1:], strict=False)]) == DATUMS


def test_datum_without_newline_is_complete_at_its_closing_paren() -> None:
    splitter = DatumSplitter()
    assert splitter.feed(b"(buy") == []
    assert splitter.in_datum
    assert splitter.feed(b" copper)") == ["(buy copper)"]
    assert not splitter.in_datum and not splitter.pending_output


def test_bare_atom_waits_for_a_delimiter_or_the_end() -> None:
    splitter = DatumSplitter()
    assert splitter.feed(b"hello") == []
    assert splitter.take_bare_atom() == "hello"
    assert splitter.feed(b"#t(") == ["#t"]
    assert splitter.take_bare_atom() is None  # inside a list now
    with pytest.raises(TruncatedDatum, match=r"missing 1 '\)'"):
        splitter.finish()


def test_stray_close_paren() -> None:
    with pytest.raises(ProtocolError, match=r"unexpected '\)' with no matching '\('"):
        DatumSplitter().feed(b"  )")


def test_error_after_a_datum_in_the_same_chunk_is_deferred() -> None:
    splitter = DatumSplitter()
    assert splitter.feed(b"(buy copper))") == ["(buy copper)"]
    assert splitter.pending_output
    with pytest.raises(ProtocolError, match="unexpected"):
        splitter.feed(b"")
    with pytest.raises(ProtocolError, match="unexpected"):
        splitter.finish()


def test_size_limit_is_exact() -> None:
    datum = b"(" + b"a" * 8 + b")"
    assert split_all([datum], max_bytes=10) == [datum.decode()]
    with pytest.raises(DatumTooLarge, match="longer than the limit of 9 bytes"):
        split_all([datum], max_bytes=9)


def test_size_limit_stops_early_inside_a_chunk() -> None:
    splitter = DatumSplitter(max_bytes=100)
    with pytest.raises(DatumTooLarge) as caught:
        splitter.feed(b"(buy " + b"x" * 10_000)
    assert len(caught.value.text) <= 200


def test_size_limit_across_chunks() -> None:
    splitter = DatumSplitter(max_bytes=1000)
    splitter.feed(b"(" + b"a " * 400)
    with pytest.raises(DatumTooLarge):
        splitter.feed(b"a " * 400)


def test_size_limit_counts_a_long_string_and_comment() -> None:
    with pytest.raises(DatumTooLarge):
        DatumSplitter(max_bytes=100).feed(b'(a "' + b"x" * 200)
    with pytest.raises(DatumTooLarge):
        DatumSplitter(max_bytes=100).feed(b"(a ;" + b"x" * 200)


def test_blank_space_between_datums_is_bounded() -> None:
    splitter = DatumSplitter(max_bytes=100)
    assert splitter.feed(b" " * 100) == []
    with pytest.raises(DatumTooLarge, match="blank space"):
        splitter.feed(b"\n")


def test_nesting_limit_is_exact() -> None:
    assert split_all([b"(" * 5 + b")" * 5], max_depth=5) == ["((((()))))"]
    with pytest.raises(NestingTooDeep, match="deeper than the limit of 5"):
        split_all([b"(" * 6], max_depth=5)


def test_deep_nesting_fails_fast() -> None:
    with pytest.raises(NestingTooDeep):
        DatumSplitter().feed(b"(" * 100_000)


def test_parens_in_strings_and_comments_do_not_count_for_depth() -> None:
    assert split_all([b'(a "((((((" ; ((((((\n)'], max_depth=1) == ['(a "((((((" ; ((((((\n)']


def test_invalid_utf8() -> None:
    with pytest.raises(InvalidEncoding, match="byte 0xff at offset 5"):
        DatumSplitter().feed(b"(buy \xff)")


def test_truncated_string() -> None:
    splitter = DatumSplitter()
    splitter.feed(b'(buy "cop')
    with pytest.raises(TruncatedDatum, match="closing '\"'"):
        splitter.finish()


def test_comment_counts_as_output_but_blank_space_does_not() -> None:
    splitter = DatumSplitter()
    splitter.feed(b"(buy copper)\n \t\r\n")
    assert not splitter.pending_output
    splitter.feed(b"; thinking\n")
    assert splitter.pending_output
    assert splitter.finish() == []


def test_empty_stream() -> None:
    assert split_all([b"", b"  \n"]) == []


def test_limits_must_be_positive() -> None:
    with pytest.raises(ValueError):
        DatumSplitter(max_bytes=0)
