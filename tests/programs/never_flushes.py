"""Plays passively, but writes its answers with Python's buffered stdout and never flushes: stdout is a
pipe, so nothing reaches the referee (the classic mistake, the C `printf` without `fflush`). No byte ever
arrives: the first reply times out, with a hint about flushing."""

import sys

from passive_kit import passive_play

from protocol import parse_notification
from protocol.framing import DatumSplitter
from protocol.messages import Move

splitter = DatumSplitter(max_bytes=1 << 20)
for line in sys.stdin.buffer:
    for datum in splitter.feed(line):
        message = parse_notification(datum)
        if isinstance(message, Move):
            sys.stdout.write(passive_play(message.state) + "\n")  # no flush
