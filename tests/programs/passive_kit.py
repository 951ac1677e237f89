"""A tiny player loop shared by the misbehaving test programs: it plays legally but passively.

It answers `(move state)` with `(clean FIRSTCARD)` (or `(clean)` with an empty hand) and a militia attack with
`(moat)` if a moat is in hand, else by discarding down to three cards. Each program changes one thing through
the hooks of `run`. Notifications are cut with `protocol.framing.DatumSplitter` and parsed with
`protocol.parse_notification`, like a real player.

Programs that leave processes behind write a tag of each process (resolved to a host pid by
tests/programs/harness.py, as a player's private /proc shows only its own namespace) to a file, one per
line, so tests can check that they died: `record_pid`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from protocol import parse_notification
from protocol.framing import DatumSplitter
from protocol.messages import Attacked, Card, Move, Notification, State


def passive_play(state: State) -> str:
    """`(clean FIRSTCARD)`, or `(clean)` when the hand is empty."""
    return f"(clean {state.hand[0]})" if state.hand else "(clean)"


def passive_defense(state: State) -> str:
    """`(moat)` with a moat in hand, else `(discard ...)` of all but the first three cards of the hand."""
    if Card.MOAT in state.hand:
        return "(moat)"
    extra = state.hand[3:]
    return "(discard" + "".join(f" {card}" for card in extra) + ")"


def process_tag() -> str:
    """A name of this process that the tests (outside its PID namespace) can resolve to a host pid:
    ``pid:<PID namespace inode>:<pid in that namespace>:<start time in clock ticks>``. A player has a
    private /proc, so it cannot learn its host pid; the start time tells a reused pid apart."""
    namespace = os.stat("/proc/self/ns/pid").st_ino
    with open("/proc/self/stat", encoding="ascii") as stat:
        start = stat.read().rsplit(")", 1)[1].split()[19]
    return f"pid:{namespace}:{os.getpid()}:{start}"


def record_pid(path: str) -> None:
    """Append this process's tag (`process_tag`) to the file at `path`, one per line."""
    with open(path, "a", encoding="ascii") as out:
        out.write(process_tag() + "\n")


def write(text: str) -> None:
    """Write `text` to stdout at once (no buffering); nothing for an empty text."""
    if text:
        os.write(1, text.encode())


def run(
    answer: Callable[[Notification, int], str | None] | None = None,
    on_eof: Callable[[], None] | None = None,
    after_answer: Callable[[Notification, int], None] | None = None,
    on_notification: Callable[[Notification], None] | None = None,
) -> int:
    """Read notifications until end of input and answer those that need an answer.

    Arguments:
        answer: called with (notification, number of answers so far) for `move`/`attacked`; returns the
            text to write (exactly, no newline added) or None for the passive answer + newline.
        on_eof: called at end of input (default: return 0).
        after_answer: called after each answer is written, with the same arguments.
        on_notification: called with each `moved`/`defended` notification (which needs no answer).
    """
    splitter = DatumSplitter(max_bytes=1 << 20)
    answers = 0
    while True:
        data = os.read(0, 65536)
        if not data:
            if on_eof is not None:
                on_eof()
            return 0
        for datum in splitter.feed(data):
            message = parse_notification(datum)
            if not isinstance(message, Move | Attacked):
                if on_notification is not None:
                    on_notification(message)
                continue
            text = answer(message, answers) if answer is not None else None
            if text is None:
                if isinstance(message, Move):
                    text = passive_play(message.state) + "\n"
                else:
                    text = passive_defense(message.state) + "\n"
            write(text)
            answers += 1
            if after_answer is not None:
                after_answer(message, answers)


def arg(index: int, default: str) -> str:
    """Command-line argument `index` (1-based) or `default`."""
    return sys.argv[index] if len(sys.argv) > index else default


if __name__ == "__main__":
    raise SystemExit(run())


def report(data: dict) -> None:
    """Write `data` as one line ``REPORT {json}`` to stderr: the evidence of an attack, where the test (which
    reads the player's stderr file) can see it. A player's file system is read-only but for its private
    /tmp, so stderr is the one channel out that needs nothing writable."""
    import json

    os.write(2, ("REPORT " + json.dumps(data) + "\n").encode())


def report_tag() -> None:
    """Write this process's tag (`process_tag`) to stderr as ``TAG <tag>`` (see `report`)."""
    os.write(2, f"TAG {process_tag()}\n".encode())
