"""Framing: cutting a byte stream into datums, the unit a player replies with.

A reply is ONE complete S-expression datum, not a line (docs/protocol.md, "Framing"): it may span lines,
may lack the trailing newline (Lisp `write`), may be followed by another datum in the same write, and may
carry any spacing. `DatumSplitter` is a bounded incremental scanner over bytes that knows about
parentheses, strings (``"..."`` with backslash escapes) and ``;`` line comments; `DatumReader` drives it
over a non-blocking file descriptor with a deadline.

Decisions where the protocol is silent:
- A bare atom at top level (``hello``, ``#t``) is a complete datum once a delimiter (blank, ``(``, ``)``,
  ``"``, ``;``), the end of the stream or the deadline follows it; parsing it then fails with a clear
  `ProtocolError`. A top-level string is a complete datum at its closing quote.
- A ``)`` with no open ``(`` at top level is a `ProtocolError` from the splitter.
- Blank space and ``;`` comments between datums are skipped, but count against the size limit (so a stream
  of blanks cannot be buffered for ever) and a comment counts as output (it is not blank space).
- Only ``(`` counts towards the nesting limit; the parser rejects ``[`` anyway.
"""

from __future__ import annotations

import collections
import math
import os
import re
import select
import time

from protocol.errors import (
    DatumTooLarge,
    EndOfStream,
    InvalidEncoding,
    NestingTooDeep,
    ProtocolError,
    ReadTimeout,
    TruncatedDatum,
    show,
)

__all__ = ["DEFAULT_MAX_BYTES", "DEFAULT_MAX_DEPTH", "DatumReader", "DatumSplitter"]

DEFAULT_MAX_BYTES = 65536
"""Largest datum accepted, in bytes (docs/protocol.md, "Framing": one reply at most 64 KiB)."""

DEFAULT_MAX_DEPTH = 64
"""Deepest nesting of parentheses accepted. Plays nest 2 deep (a v4 Throne Room play at most 12),
notifications 4 (a v4 `moved` of such a play 13); 64 leaves room for tools."""

_BETWEEN, _LIST, _STRING, _ESCAPE, _COMMENT, _ATOM = range(6)

_NOT_BLANK = re.compile(rb"[^ \t\r\n\f\v]")
_LIST_SPECIAL = re.compile(rb'[()";]')
_STRING_SPECIAL = re.compile(rb'["\\]')
_ATOM_END = re.compile(rb'[ \t\r\n\f\v()";]')
_FLAT_LINE = re.compile(rb'\([^()";]*\)\n')
"""One flat list and its newline, nothing else: nearly every reply, arriving in one read."""


def _decode(datum: bytes) -> str:
    try:
        return datum.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InvalidEncoding(
            f"the reply is not valid UTF-8: byte 0x{datum[error.start]:02x} at offset {error.start} "
            f"of {show(datum)}",
            datum.decode("utf-8", errors="backslashreplace"),
        ) from None


class DatumSplitter:
    """Incremental, bounded splitter of a byte stream into complete datums.

    Arguments:
        max_bytes: largest datum in bytes (its first to its last byte); also the most blank space and
            comments accepted between two datums. Exceeding it raises `DatumTooLarge` as soon as it is seen.
        max_depth: deepest nesting of parentheses; ``(`` number max_depth + 1 raises `NestingTooDeep`.

    Feed bytes in pieces of any size with `feed`; it returns the datums completed so far as text. Call
    `finish` at end of stream. Errors (`ProtocolError` and subclasses) are fatal: the stream cannot be
    resynchronised, so discard the splitter. If a chunk completes datums and then hits an error, `feed`
    returns those datums and raises the error on the next call (`feed(b"")` is enough).
    """

    __slots__ = ("max_bytes", "max_depth", "_mode", "_depth", "_buf", "_blank", "_noise", "_error")

    def __init__(self, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        if max_bytes < 1 or max_depth < 1:
            raise ValueError(f"max_bytes and max_depth must be positive, got {max_bytes} and {max_depth}")
        self.max_bytes = max_bytes
        self.max_depth = max_depth
        self._mode = _BETWEEN
        self._depth = 0
        self._buf = bytearray()  # bytes of the datum being read, up to the current chunk
        self._blank = 0  # blank/comment bytes since the last datum
        self._noise = False  # a comment was seen since the last datum
        self._error: ProtocolError | None = None

    @property
    def in_datum(self) -> bool:
        """True if part of a datum has been read (or a comment is open inside one)."""
        return self._mode not in (_BETWEEN, _COMMENT) or self._depth > 0

    @property
    def pending_output(self) -> bool:
        """True if anything but blank space arrived after the last complete datum: part of a datum, a
        comment, or an error waiting to be raised."""
        return self.in_datum or self._noise or self._error is not None

    @property
    def partial(self) -> bytes:
        """The bytes of the incomplete datum read so far (empty between datums)."""
        return bytes(self._buf) if self.in_datum else b""

    def feed(self, data: bytes) -> list[str]:
        """Scan `data` (the next bytes of the stream) and return the datums it completes, as text.

        Raises `DatumTooLarge`, `NestingTooDeep`, `InvalidEncoding`, or `ProtocolError` for a ``)`` with no
        matching ``(``.
        """
        if self._error is not None:
            raise self._error
        if self._mode == _BETWEEN and len(data) <= self.max_bytes and _FLAT_LINE.fullmatch(data):
            # The common reply, ``(buy gold)`` and its newline, between datums: what `_scan` would find
            # (one datum, then one blank byte), without walking it.
            self._end_datum()
            self._blank = 1
            try:
                return [_decode(data[:-1])]
            except ProtocolError as error:
                self._error = error
                raise
        out: list[str] = []
        try:
            self._scan(data, out)
        except ProtocolError as error:
            self._error = error
            if not out:
                raise
        return out

    def finish(self) -> list[str]:
        """Declare the end of the stream. Returns a last bare atom (``hello`` with no delimiter after it) as
        a one-element list, else an empty list. Raises `TruncatedDatum` if a datum is half-read, or the
        error a previous `feed` deferred."""
        if self._error is not None:
            raise self._error
        atom = self.take_bare_atom()
        if atom is not None:
            return [atom]
        if self.in_datum:
            missing = "a closing '\"'" if self._mode in (_STRING, _ESCAPE) else f"{self._depth} ')'"
            raise TruncatedDatum(
                f"the stream ended in the middle of a datum (missing {missing}): {show(self._buf)}",
                bytes(self._buf).decode("utf-8", errors="backslashreplace"),
            )
        return []

    def take_bare_atom(self) -> str | None:
        """If the stream so far ends in a top-level bare atom (``hello`` with nothing after it), return it
        as a complete datum and forget it; else None. Used at a deadline or end of stream: such an atom can
        never grow into a valid message, so it is better reported as what it is than as a timeout."""
        if self._mode != _ATOM:
            return None
        atom = bytes(self._buf)
        self._end_datum()
        return _decode(atom)

    def _end_datum(self) -> None:
        self._buf.clear()
        self._mode = _BETWEEN
        self._blank = 0
        self._noise = False

    def _too_large(self, data: bytes, start: int, size: int) -> DatumTooLarge:
        head = (bytes(self._buf[:200]) + data[start : start + 200])[:200]
        return DatumTooLarge(
            f"a datum is longer than the limit of {self.max_bytes} bytes (read {size} bytes of it "
            f"without finding its end): {show(head)}",
            head.decode("utf-8", errors="backslashreplace"),
        )

    def _scan(self, data: bytes, out: list[str]) -> None:
        i = 0
        n = len(data)
        start = 0  # where the current datum's bytes begin in `data`
        buf = self._buf
        while i < n:
            mode = self._mode
            if mode == _BETWEEN:
                match = _NOT_BLANK.search(data, i)
                j = match.start() if match else n
                self._blank += j - i
                if self._blank > self.max_bytes:
                    raise DatumTooLarge(
                        f"more than {self.max_bytes} bytes of blank space and comments without a datum", ""
                    )
                i = j
                if match is None:
                    break
                c = data[i]
                if c == 0x3B:  # ';'
                    self._mode = _COMMENT
                    self._noise = True
                    i += 1
                    continue
                if c == 0x29:  # ')'
                    raise ProtocolError(
                        f"unexpected ')' with no matching '(' before it: {show(data[i : i + 80])}",
                        data[i : i + 80].decode("utf-8", errors="backslashreplace"),
                    )
                start = i
                i += 1
                if c == 0x28:  # '('
                    self._depth = 1
                    self._mode = _LIST
                elif c == 0x22:  # '"'
                    self._mode = _STRING
                else:
                    self._mode = _ATOM
            elif mode == _LIST:
                match = _LIST_SPECIAL.search(data, i)
                if match is None:
                    i = n
                    break
                i = match.end()
                c = data[i - 1]
                if c == 0x28:
                    self._depth += 1
                    if self._depth > self.max_depth:
                        head = (bytes(buf[:200]) + data[start : start + 200])[:200]
                        raise NestingTooDeep(
                            f"parentheses nest deeper than the limit of {self.max_depth} levels: "
                            f"{show(head)}",
                            head.decode("utf-8", errors="backslashreplace"),
                        )
                elif c == 0x29:
                    self._depth -= 1
                    if self._depth == 0:
                        self._emit(data, start, i, out)
                        start = i
                elif c == 0x22:
                    self._mode = _STRING
                else:
                    self._mode = _COMMENT
            elif mode == _STRING:
                match = _STRING_SPECIAL.search(data, i)
                if match is None:
                    i = n
                    break
                i = match.end()
                if data[i - 1] == 0x5C:  # backslash: the next byte is taken as is
                    self._mode = _ESCAPE
                elif self._depth > 0:
                    self._mode = _LIST
                else:
                    self._emit(data, start, i, out)
                    start = i
            elif mode == _ESCAPE:
                i += 1
                self._mode = _STRING
            elif mode == _COMMENT:
                j = data.find(b"\n", i)
                if j < 0:
                    if self._depth == 0:
                        self._blank += n - i
                    i = n
                    break
                if self._depth == 0:
                    self._blank += j + 1 - i
                    self._mode = _BETWEEN
                else:
                    self._mode = _LIST
                i = j + 1
            else:  # _ATOM
                match = _ATOM_END.search(data, i)
                if match is None:
                    i = n
                    break
                i = match.start()
                self._emit(data, start, i, out)
                start = i
            if self.in_datum and len(buf) + i - start > self.max_bytes:
                raise self._too_large(data, start, len(buf) + i - start)
        if self.in_datum:
            if len(buf) + n - start > self.max_bytes:
                raise self._too_large(data, start, len(buf) + n - start)
            buf += data[start:n]
        if self._blank > self.max_bytes:
            raise DatumTooLarge(
                f"more than {self.max_bytes} bytes of blank space and comments without a datum"
            )

    def _emit(self, data: bytes, start: int, end: int, out: list[str]) -> None:
        buf = self._buf
        size = len(buf) + end - start
        if size > self.max_bytes:
            raise self._too_large(data, start, size)
        if buf:
            buf += data[start:end]
            datum = bytes(buf)
        else:
            datum = data[start:end]
        self._depth = 0
        self._end_datum()
        out.append(_decode(datum))


class DatumReader:
    """Reads datums from a file descriptor (the read end of a player's stdout pipe) with deadlines.

    Arguments:
        fd: an open readable file descriptor; it is switched to non-blocking mode. The reader does not
            close it.
        max_bytes, max_depth: limits, as for `DatumSplitter`.
        chunk_size: bytes asked of each `os.read` (reading stops at the first chunk past a limit).
        splitter: the `DatumSplitter` (or subclass, e.g. one that also keeps the raw bytes it is fed) to
            use instead of a new one of `max_bytes`/`max_depth`, whose limits it then sets.

    Bytes after a datum are kept for the next call. After a `ProtocolError` the stream is out of step:
    stop reading it (the referee ejects the player).
    """

    def __init__(
        self,
        fd: int,
        max_bytes: int = DEFAULT_MAX_BYTES,
        max_depth: int = DEFAULT_MAX_DEPTH,
        *,
        chunk_size: int = 65536,
        splitter: DatumSplitter | None = None,
    ) -> None:
        self.fd = fd
        os.set_blocking(fd, False)
        self._splitter = splitter if splitter is not None else DatumSplitter(max_bytes, max_depth)
        self._ready: collections.deque[str] = collections.deque()
        self._chunk_size = chunk_size
        self._eof = False
        self._poll = select.poll()
        self._poll.register(fd, select.POLLIN | select.POLLPRI)

    @property
    def at_eof(self) -> bool:
        """True once the writer's end is closed (some datums may still be waiting to be read)."""
        return self._eof

    def read_datum(self, deadline: float | None) -> str:
        """Return the next complete datum as text, waiting at most until `deadline`.

        Arguments:
            deadline: a `time.monotonic()` instant, or None to wait for ever.

        Raises:
            ReadTimeout: the deadline passed before a datum was complete (`.partial` has the bytes so far);
            EndOfStream: the writer closed the stream between datums;
            TruncatedDatum: the writer closed the stream in the middle of a datum;
            DatumTooLarge, NestingTooDeep, InvalidEncoding, ProtocolError: see `DatumSplitter.feed`.
        """
        splitter = self._splitter
        first = True  # even with a deadline already past, read once what is there
        while True:
            if self._ready:
                return self._ready.popleft()
            if splitter._error is not None:  # deferred by an earlier chunk (what `feed(b"")` raises)
                raise splitter._error
            if self._eof:
                last = splitter.finish()
                if last:
                    return last[0]
                raise EndOfStream("the stream ended (the writer closed it)")
            timeout_ms = None
            if deadline is not None:
                left = deadline - time.monotonic()
                # Checked after every read, not only when poll times out: a writer trickling one byte at a
                # time must not stretch the deadline.
                if left <= 0 and not first:
                    atom = splitter.take_bare_atom()
                    if atom is not None:
                        return atom
                    partial = splitter.partial
                    so_far = f"; received so far: {show(partial)}" if partial else "; nothing received"
                    raise ReadTimeout(f"no complete datum before the deadline{so_far}", partial)
                timeout_ms = max(0, math.ceil(left * 1000))
            first = False
            if self._poll.poll(timeout_ms):
                self._read_available(once=True)

    @property
    def holding(self) -> bool:
        """True if output already read waits here: a datum not yet returned by `read_datum`, part of one, a
        comment or malformed bytes (blank space does not count). What `poll_pending` says when nothing more
        has arrived."""
        return bool(self._ready) or self._splitter.pending_output

    def poll_pending(self) -> bool:
        """Read whatever is available now, without blocking, and say whether any output is waiting.

        Returns True if a datum, part of one, a comment or malformed bytes arrived since the last datum
        returned by `read_datum`; blank space (a newline after a reply) is swallowed and does not count.
        Never raises for the content read: a bad byte is output, reported by the next `read_datum`. Reads
        only what `poll` says is there (no read that finds nothing: a raised BlockingIOError costs more).
        """
        try:
            while not self._eof and not self._ready and self._poll.poll(0):
                self._read_available(once=True)
        except ProtocolError:
            return True
        return self.holding

    def _read_available(self, *, once: bool) -> None:
        while not self._eof:
            try:
                data = os.read(self.fd, self._chunk_size)
            except BlockingIOError:
                return
            except InterruptedError:
                continue
            if not data:
                self._eof = True
                return
            self._ready.extend(self._splitter.feed(data))
            if once or self._ready:
                return
