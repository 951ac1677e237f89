"""DatumReader over real pipes: writers that send datums in pieces with pauses, without newline, two per
write, stop in the middle, send too much, too deep, or bad bytes; deadlines on a non-blocking fd.

Time limits here are far from the behaviour tested: a reader that should answer at once gets 20 s; a
deadline that should expire is 0.3 s against writers that pause for ever (60 s)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from protocol import (
    DatumTooLarge,
    EndOfStream,
    InvalidEncoding,
    NestingTooDeep,
    ProtocolError,
    ReadTimeout,
    TruncatedDatum,
)
from protocol.framing import DatumReader, DatumSplitter
from tests.cli import patience

# Reads a list of (bytes, pause-in-seconds) steps from stdin, writes each to stdout unbuffered, then
# exits, sleeps for a minute ("hang") or writes without end ("flood").
WRITER = """
import os, sys, time
steps = eval(sys.stdin.buffer.read())
for data, pause in steps:
    view = memoryview(data)
    while view:
        view = view[os.write(1, view):]
    time.sleep(pause)
if sys.argv[1] == "hang":
    time.sleep(60)
while sys.argv[1] == "flood":
    os.write(1, b"x " * 100)
"""

SOON = 20.0  # seconds: the reader should be done long before this


class Writers:
    """Starts writer subprocesses whose stdout is a real pipe; kills the ones still running at the end."""

    def __init__(self) -> None:
        self.procs: list[subprocess.Popen] = []

    def start(
        self, steps: list[tuple[bytes, float]], then: str = "exit"
    ) -> tuple[subprocess.Popen, DatumReader]:
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, then], stdout=subprocess.PIPE, stdin=subprocess.PIPE
        )
        self.procs.append(proc)
        proc.stdin.write(repr(steps).encode())
        proc.stdin.close()
        return proc, DatumReader(proc.stdout.fileno())

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait()
            proc.stdout.close()


@pytest.fixture
def writers() -> Iterator[Writers]:
    started = Writers()
    yield started
    started.close()


@pytest.fixture
def pipe() -> Iterator[tuple[int, int]]:
    read_end, write_end = os.pipe()
    yield read_end, write_end
    for fd in (read_end, write_end):
        try:
            os.close(fd)
        except OSError:
            pass


def soon() -> float:
    return time.monotonic() + SOON


def wait_for_output(reader: DatumReader) -> None:
    """Wait until the writer's first bytes are in (it may take a while to start on a loaded machine)."""
    give_up = soon()
    while not reader.poll_pending():
        assert time.monotonic() < give_up, "the writer wrote nothing"
        time.sleep(0.01)


def test_datum_written_in_pieces_with_pauses(writers: Writers) -> None:
    _, reader = writers.start(
        [(b"(act mine", 0.1), (b" copper\n", 0.1), (b"   silver", 0.1), (b")", 0)], "hang"
    )
    assert reader.read_datum(soon()) == "(act mine copper\n   silver)"


def test_datum_without_newline_is_read_while_the_writer_waits(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy copper)", 0)], "hang")
    started = time.monotonic()
    assert reader.read_datum(soon()) == "(buy copper)"
    assert time.monotonic() - started < SOON


def test_two_datums_in_one_write(writers: Writers) -> None:
    _, reader = writers.start([(b"(add copper)(buy  silver)\n", 0)], "hang")
    assert reader.read_datum(soon()) == "(add copper)"
    assert reader.poll_pending()  # the second datum is waiting
    assert reader.read_datum(soon()) == "(buy  silver)"
    assert not reader.poll_pending()  # only the newline is left


def test_bytes_after_a_datum_are_kept_for_the_next_call(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy copper)(buy", 0.2), (b" silver)", 0)], "hang")
    assert reader.read_datum(soon()) == "(buy copper)"
    assert reader.read_datum(soon()) == "(buy silver)"


def test_writer_stopping_mid_datum_is_a_truncated_datum(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy cop", 0)], "exit")
    with pytest.raises(TruncatedDatum, match=r"ended in the middle of a datum .*\(buy cop"):
        reader.read_datum(soon())


def test_clean_end_of_stream_between_datums(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy copper)\n", 0)], "exit")
    assert reader.read_datum(soon()) == "(buy copper)"
    with pytest.raises(EndOfStream):
        reader.read_datum(soon())
    assert reader.at_eof


def test_deadline_with_half_a_datum(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy", 0)], "hang")
    wait_for_output(reader)
    started = time.monotonic()
    with pytest.raises(ReadTimeout, match=r"received so far: \(buy") as caught:
        reader.read_datum(started + 0.3)
    assert time.monotonic() - started >= 0.3
    assert caught.value.partial == b"(buy"


def test_a_flooding_writer_does_not_stretch_the_deadline(writers: Writers) -> None:
    # Bytes arrive without pause and, with no size limit to speak of, never make a datum: the 0.3 s
    # deadline must still hold although the pipe is never empty.
    _, reader = writers.start([(b"(", 0)], "flood")
    reader = DatumReader(reader.fd, max_bytes=1 << 40)
    wait_for_output(reader)
    started = time.monotonic()
    with pytest.raises(ReadTimeout, match=r"received so far: \(x x"):
        reader.read_datum(started + 0.3)
    assert time.monotonic() - started < SOON


def test_deadline_with_nothing_written(writers: Writers) -> None:
    _, reader = writers.start([], "hang")
    started = time.monotonic()
    with pytest.raises(ReadTimeout, match="nothing received"):
        reader.read_datum(started + 0.3)
    assert time.monotonic() - started >= 0.3


def test_deadline_already_past_still_reads_what_is_there(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    os.write(write_end, b"(buy copper)")
    assert DatumReader(read_end).read_datum(time.monotonic() - 1) == "(buy copper)"


def test_no_deadline_waits_for_the_writer(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    timer = threading.Timer(0.2, os.write, (write_end, b"(clean)\n"))
    timer.start()
    try:
        assert DatumReader(read_end).read_datum(None) == "(clean)"
    finally:
        timer.join()


def test_invalid_utf8(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy \xff\xfe)", 0)], "hang")
    with pytest.raises(InvalidEncoding, match="0xff"):
        reader.read_datum(soon())


def test_a_megabyte_without_closing_paren_fails_fast_without_buffering_it(writers: Writers) -> None:
    proc, reader = writers.start([(b"(buy " + b"x" * 1_000_000, 0)], "exit")
    started = time.monotonic()
    with pytest.raises(DatumTooLarge, match="longer than the limit of 65536 bytes"):
        reader.read_datum(soon())
    assert time.monotonic() - started < SOON
    # The reader stopped after about 64 KiB, so the writer is still blocked on the rest of its megabyte.
    assert proc.poll() is None


def test_too_deep(writers: Writers) -> None:
    _, reader = writers.start([(b"(" * 100_000, 0)], "hang")
    with pytest.raises(NestingTooDeep):
        reader.read_datum(soon())


def test_custom_limits(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy copper)", 0)], "hang")
    reader = DatumReader(reader.fd, max_bytes=5)
    with pytest.raises(DatumTooLarge, match="limit of 5 bytes"):
        reader.read_datum(soon())


def test_stray_close_paren_after_a_datum(writers: Writers) -> None:
    _, reader = writers.start([(b"(buy copper))\n", 0)], "hang")
    assert reader.read_datum(soon()) == "(buy copper)"
    with pytest.raises(ProtocolError, match=r"unexpected '\)'"):
        reader.read_datum(soon())


def test_bare_atom_at_end_of_stream_and_at_deadline(writers: Writers) -> None:
    _, reader = writers.start([(b"hello", 0)], "exit")
    assert reader.read_datum(soon()) == "hello"
    _, reader = writers.start([(b"#t", 0)], "hang")
    wait_for_output(reader)
    assert reader.read_datum(time.monotonic() + 0.3) == "#t"


def test_poll_pending_swallows_blank_space_and_sees_output(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    reader = DatumReader(read_end)
    started = time.monotonic()
    assert not reader.poll_pending()  # nothing written: answers at once
    assert time.monotonic() - started < SOON
    os.write(write_end, b"(buy copper)")
    assert reader.read_datum(soon()) == "(buy copper)"
    os.write(write_end, b"\n  \r\n\t")
    assert not reader.poll_pending()
    os.write(write_end, b"(bu")
    assert reader.poll_pending()
    os.write(write_end, b"y silver)")
    assert reader.read_datum(soon()) == "(buy silver)"
    os.write(write_end, b"; still thinking\n")
    assert reader.poll_pending()


def test_poll_pending_reports_bad_bytes_as_output_without_raising(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    reader = DatumReader(read_end)
    os.write(write_end, b")")
    assert reader.poll_pending()
    with pytest.raises(ProtocolError):
        reader.read_datum(soon())


def test_poll_pending_after_the_writer_closed(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    reader = DatumReader(read_end)
    os.write(write_end, b"\n")
    os.close(write_end)
    assert not reader.poll_pending()
    with pytest.raises(EndOfStream):
        reader.read_datum(soon())


def test_a_reader_can_use_a_given_splitter() -> None:
    class Counting(DatumSplitter):
        fed = 0

        def feed(self, data: bytes) -> list[str]:
            self.fed += len(data)
            return super().feed(data)

    read_end, write_end = os.pipe()
    try:
        splitter = Counting(max_bytes=100)
        reader = DatumReader(read_end, splitter=splitter)
        os.write(write_end, b"(buy silver)\n")
        assert reader.read_datum(time.monotonic() + patience(30)) == "(buy silver)"
        assert splitter.fed == len(b"(buy silver)\n")
        os.write(write_end, b"(" + b"a" * 200 + b")")
        with pytest.raises(DatumTooLarge):
            reader.read_datum(
                time.monotonic() + patience(30)
            )  # the given splitter's limit is the one in force
    finally:
        os.close(read_end)
        os.close(write_end)
