"""Output while waiting names the notification the player wrote after, with its transcript record, and every
message of its protocol version that asks for a reply (docs/sandbox.md, "Output while waiting").

A real program answers each `(moved ...)` with `(ok)`, in a game against big_money: the referee finds the
stray `(ok)` only when it next writes to it, after other messages, and must still name the `moved`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import programs_harness as harness
import pytest

from referee.match import MatchConfig, run_match
from referee.process import Limits

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
    records = [json.loads(line) for line in log.read_text().splitlines()]
    first_moved = next(
        r
        for r in records
        if r.get("dir") == "to" and r["player"] == "acker" and r["text"].startswith("(moved ")
    )
    assert f"{first_moved['text']} [record {first_moved['seq']}]" in message, message
    assert message.startswith("unexpected output while waiting: (ok), written after ")
    assert message.endswith(f"; {ASKING[version]}: write nothing after any other message"), message
