"""What `referee check` shows a program of the other players' defenses: the engine's own rule
(`referee.seats.engine.shown_defense`; docs/protocol.md, "Attacks (v3)"): a discard shows only its first
card, a moat is shown as it is, and a program never hears its own defense. Real subprocesses: a reference
player whose every received line is copied to a file by `tee`."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from protocol import DiscardDefense, MoatDefense
from protocol.messages import Card
from referee.conformance import run_checks
from referee.seats.engine import shown_defense


def test_shown_defense_keeps_only_the_first_card_of_a_discard() -> None:
    assert shown_defense(DiscardDefense((Card.ESTATE, Card.COPPER))) == DiscardDefense((Card.ESTATE,))
    assert shown_defense(DiscardDefense((Card.ESTATE,))) == DiscardDefense((Card.ESTATE,))
    assert shown_defense(DiscardDefense()) == DiscardDefense()
    assert shown_defense(MoatDefense()) == MoatDefense()


def test_the_program_hears_the_other_defenses_as_the_engine_shows_them(tmp_path: Path) -> None:
    received = tmp_path / "received.txt"
    player = shlex.join([sys.executable, "-m", "players.big_money"])
    # tee copies each line the referee sends before the player reads it; `exec` keeps one shell fewer.
    command = ["sh", "-c", f"tee -a {shlex.quote(str(received))} | exec {player}"]
    report = run_checks("me", command, version=3, only=("quiet-after-defended",), jobs=1)
    assert report.passed, [(o.check.id, o.status, o.failure, o.error) for o in report.outcomes]
    defended = [line for line in received.read_text().splitlines() if line.startswith("(defended")]
    # bo discards (estate estate), then shows a moat, then discards nothing (it has 2 cards).
    assert defended == ["(defended bo (discard estate))", "(defended bo (moat))", "(defended bo (discard))"]
