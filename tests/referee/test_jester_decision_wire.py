"""Jester's `me`/`them` decision does not carry the card it is about (a v5 decision has nine fixed fields: a
tenth would break every program's parser), but the wire names it: the `decide` comes right after
`(happened VICTIM (discard CARD))`, the victim being the decision's `target` (docs/rules.md, Cornucopia)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
KINGDOM = "jester,village,smithy,market,festival,laboratory,cellar,moat,haven,mine"


def test_a_jester_decision_follows_the_discard_that_names_its_card(tmp_path: Path) -> None:
    command = referee_command()
    log = tmp_path / "game.jsonl"
    done = subprocess.run(
        [*command, "--protocol", "5", "--kingdom", KINGDOM, "--seed", "5", "--turn-limit", "20"]
        + ["--log", str(log), "python -m players.strategy jester-money", "python -m players.big_money"],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    told = [
        record["text"]
        for record in map(json.loads, log.read_text().splitlines())
        if record.get("dir") == "to" and record.get("player") == "jestermoney"
    ]
    asked = 0
    for at, text in enumerate(told):
        if text.startswith("(decide jestermoney ((player jestermoney) (card jester) (kind choose)"):
            target = re.search(r"\(target (\w+)\)", text).group(1)
            assert re.fullmatch(rf"\(happened {target} \(discard [a-z-]+\)\)", told[at - 1]), told[
                at - 2 : at + 1
            ]
            assert "(options me them)" in text
            asked += 1
    assert asked >= 2, "no Jester decision in the game: pick another seed"
