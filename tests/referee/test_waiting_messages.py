"""Output while waiting names the notification the player wrote after, with its transcript record, and every
message of its protocol version that asks for a reply (docs/sandbox.md, "Output while waiting").

A real program answers a `(moved ...)` with `(ok)`: the referee finds the stray `(ok)` only when it next
writes to the player (docs/sandbox.md, "Decisions", 14: in a game, other messages may have gone before).
"""

from __future__ import annotations

import time

import programs_harness as harness
import pytest

from protocol.messages import Card, Clean, Moved
from referee.errors import OutputWhileWaiting
from referee.output import cause_shape
from referee.seats.process import SubprocessSeat
from referee.transcript import Transcript
from tests.cli import patience

ASKING = {
    1: "only (move ...) asks for a reply, one reply each",
    3: "only (move ...) and (attacked ...) ask for a reply, one reply each",
    5: "only (move ...), (attacked ...) and (decide ...) ask for a reply, one reply each",
}


@pytest.mark.parametrize("version", sorted(ASKING))
def test_output_after_a_moved_names_that_moved_and_what_asks_for_a_reply(version: int) -> None:
    """The player acknowledges a `moved` (then says so on stderr). Before the next message is written the
    referee finds the `(ok)`: the message names that `moved` with its record, and the messages of the
    seat's protocol version that ask for a reply."""
    transcript = Transcript(None)
    program = harness.program("acks_notifications")
    with SubprocessSeat("me", program, version=version, limits=harness.FAST, transcript=transcript) as seat:
        seat.notify(Moved("you", Clean(Card.COPPER)))
        deadline = time.monotonic() + patience(60)
        while "acked" not in seat.stderr_tail():
            assert time.monotonic() < deadline, "it never acknowledged"
            time.sleep(0.01)
        with pytest.raises(OutputWhileWaiting) as caught:
            seat.notify(Moved("you", Clean(Card.ESTATE)))
    assert caught.value.message == (
        "unexpected output while waiting: (ok), written after (moved you (clean copper)) [record 1]; "
        f"{ASKING[version]}: write nothing after any other message"
    )
    assert caught.value.state == "(moved you (clean copper))"  # the last message it was sent


def test_one_fault_is_one_group_however_many_messages_went_before_it_was_seen() -> None:
    """How many messages the referee sent before it saw the output is timing: the report groups by the
    fault (`cause_shape`), not by the list."""
    rule = "only (move ...) and (attacked ...) ask for a reply, one reply each: write nothing after any other"
    early = (
        f"unexpected output while waiting: (ok), written after (moved ann (buy silver)) [record 9]; {rule}"
    )
    late = (
        "unexpected output while waiting: (ok), written after one of these: its reply to (move …) "
        f"[record 33], (moved ann (add copper)) [record 39], (defended bob (moat)) [record 41]; {rule}"
    )
    assert cause_shape("output-while-waiting", early) == cause_shape("output-while-waiting", late)
    assert cause_shape("output-while-waiting", early) != cause_shape(
        "output-while-waiting", early.replace("(ok)", "(buy copper)")
    )
