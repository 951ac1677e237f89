"""Output while waiting names the notification the player wrote after, with its transcript record, and every
message of its protocol version that asks for a reply (docs/sandbox.md, "Output while waiting").

Real programs answer a `(moved ...)` with `(ok)`: the referee finds the stray `(ok)` only when it next writes
to the player, after other messages, and must still name the `moved`.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

import programs_harness as harness
import pytest

from protocol.messages import Card, Clean, Moved
from referee.errors import OutputWhileWaiting
from referee.match import MatchConfig, run_match
from referee.process import Limits, SubprocessSeat
from referee.transcript import Transcript

GOOD = (sys.executable, "-m", "players.big_money")
KINGDOM = (
    "cellar",
    "chapel",
    "moat",
    "village",
    "militia",
    "smithy",
    "festival",
    "laboratory",
    "market",
    "witch",
)
ASKING = {
    1: "only (move ...) asks for a reply, one reply each",
    3: "only (move ...) and (attacked ...) ask for a reply, one reply each",
    5: "only (move ...), (attacked ...) and (decide ...) ask for a reply, one reply each",
}


@pytest.mark.parametrize("version", sorted(ASKING))
def test_output_after_a_moved_names_that_moved(version: int, tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    result = run_match(
        MatchConfig(
            players=(("good", GOOD), ("acker", tuple(harness.program("acks_moved")))),
            seed=41,
            version=version,
            kingdom=KINGDOM if version == 5 else None,
            limits=Limits(reply_timeout=10.0, first_reply_timeout=30.0, exit_grace=0.5),
            log=log,
        )
    )
    good, acker = result.players
    assert good.ejection is None
    assert acker.ejection is not None and acker.ejection.kind == "output-while-waiting", acker.ejection
    message = acker.ejection.message
    sent = {
        r["seq"]: r["text"] for r in map(json.loads, log.read_text().splitlines()) if r.get("dir") == "to"
    }
    named = re.findall(r"(\((?:moved|happened) [^[]*?) \[record (\d+)\]", message)
    assert named, message
    for text, seq in named:  # each as it was sent to it, the record's number right
        assert sent[int(seq)].startswith(text.removesuffix("...")), (text, seq, sent[int(seq)])
    assert message.startswith("unexpected output while waiting: (ok), written after ")
    assert message.endswith(f"; {ASKING[version]}: write nothing after any other message"), message


def test_output_after_a_moved_names_that_moved_and_what_followed_it_unread_is_left_out() -> None:
    """The player acknowledges the first `moved` (then says so on stderr). Before the next message is written
    the referee finds the `(ok)`: the message names that `moved` and its record, and not a message the
    player had not yet read when it was found."""
    transcript = Transcript(None)
    with SubprocessSeat(
        "me", harness.program("acks_notifications"), version=3, limits=harness.FAST, transcript=transcript
    ) as seat:
        seat.notify(Moved("you", Clean(Card.COPPER)))
        deadline = time.monotonic() + 60
        while "acked" not in seat.stderr_tail():
            assert time.monotonic() < deadline, "it never acknowledged"
            time.sleep(0.01)
        with pytest.raises(OutputWhileWaiting) as caught:
            seat.notify(Moved("you", Clean(Card.ESTATE)))
    assert caught.value.message == (
        "unexpected output while waiting: (ok), written after (moved you (clean copper)) [record 1]; "
        "only (move ...) and (attacked ...) ask for a reply, one reply each: write nothing after any other "
        "message"
    )
