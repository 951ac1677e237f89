"""The message an ejected player was answering is kept whole, and shown to people as an excerpt that begins
with the hand and the play area, with runs of a card counted (``copper×46``), in the result of a game and
on the report's player page (docs/referee.md, "Ejections"; `referee.output.excerpt`).

A v5 move is a few thousand characters, the hand after the supply: a record cut at 2,000 characters, or an
excerpt that keeps the supply, loses the hand.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import programs_harness as harness

from referee.match import MatchConfig, run_match
from referee.output import excerpt
from referee.seats.process import Limits
from tests.chromium import Chromium
from tests.cli import patience, referee_command

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
BUYER = f"{sys.executable} {harness.PROGRAMS / 'buys_province.py'}"
GOOD = f"{sys.executable} -m players.big_money"


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*referee_command(), *args], capture_output=True, text=True, timeout=patience(600), cwd=cwd
    )


def test_the_record_keeps_the_whole_move_hand_included(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    result = run_match(
        MatchConfig(
            players=(("buyer", tuple(BUYER.split())), ("good", tuple(GOOD.split()))),
            seed=8,
            version=5,
            kingdom=KINGDOM,
            limits=Limits(first_reply_timeout=30.0),
            log=log,
        )
    )
    ejection = result.players[0].ejection
    assert ejection is not None and ejection.kind == "illegal-play"
    records = [json.loads(line) for line in log.read_text().splitlines()]
    move = next(r["text"] for r in records if r.get("player") == "buyer" and r["text"].startswith("(move "))
    assert len(move) > 2000 and ejection.state == move


def test_the_result_shows_the_hand_first_and_counts_runs(tmp_path: Path) -> None:
    played = referee(
        "--protocol", "5", "--kingdom", ",".join(KINGDOM), "--seed", "8", BUYER, GOOD, cwd=tmp_path
    )
    assert played.returncode == 0, played.stderr
    line = next(line for line in played.stdout.splitlines() if line.startswith("  answering: "))
    assert line.startswith("  answering: (move ((hand "), line
    assert "(plays)" in line and "copper×46" in line, line


def test_the_report_page_shows_the_hand_first(tmp_path: Path) -> None:
    played = referee(
        "tournament", "--protocol", "5", "--kingdom", ",".join(KINGDOM), "--games", "1", "--seed", "3",
        "--jobs", "1", "--skip-preflight", f"buyer={BUYER}", f"good={GOOD}",
        cwd=tmp_path,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=tmp_path)
    assert written.returncode == 0, written.stderr
    browser = Chromium(tmp_path / "profile")
    try:
        shown = json.loads(
            browser.open(
                tmp_path / "site" / "players" / "buyer.html",
                "JSON.stringify([...document.querySelectorAll('#ejections ~ pre')].map(p => p.innerText))",
            )
        )
    finally:
        browser.close()
    answering = [text for text in shown if text.startswith("(move ")]
    assert answering and answering[0].startswith("(move ((hand "), shown
    assert "copper×46" in answering[0], answering


def test_an_excerpt_too_long_is_cut_at_its_end_between_words() -> None:
    state = (
        "(move ((players garbage bigmoney) (supply " + "copper " * 90 + "woodcutter " * 10 + "moat) (trash) "
        "(actions 1) (buys 1) (coins 0) (deck copper estate) (hand copper copper estate) (plays) (discards)))"
    )
    shown = excerpt(state, 120)
    assert shown.startswith(
        "(move ((hand copper copper estate) (plays) (actions 1) (buys 1) (coins 0) (players "
    )
    kept, total = shown.rsplit(" … ", 1)
    assert total == f"({len(state)} characters in all)" and len(kept) <= 120
    assert kept.split()[-1] in excerpt(state, 10_000).split(), shown  # no "copp" for "copper×90"


def test_a_text_that_is_not_a_whole_message_is_cut_in_the_middle() -> None:
    cut_record = ("(move ((players a b) (supply " + "copper silver " * 150)[:2000]  # an old record, cut
    shown = excerpt(cut_record, 120)
    assert shown.startswith("(move ((players a b) (supply copper") and " … " in shown, shown
    assert shown.endswith(" (2000 characters in all)") and len(shown) < 160, shown


def test_an_attack_or_a_decision_keeps_its_head_before_the_hand() -> None:
    state = "((players ann mm) (supply copper copper copper) (trash) (actions 0) (buys 1) (coins 0) (deck) "
    state += "(hand copper estate) (plays cellar) (discards))"
    attacked = excerpt(f"(attacked (act militia) mm {state})", 300)
    assert attacked.startswith("(attacked (act militia) mm ((hand copper estate) (plays cellar) (actions 0)")
    question = "((player ann) (card cellar) (kind discard) (options copper estate) (min 0) (max 2))"
    decide = excerpt(f"(decide ann {question} {state})", 300)
    assert decide.startswith(f"(decide ann {question} ((hand copper estate) (plays cellar)"), decide
    assert excerpt("(moved bob (buy silver))", 300) == "(moved bob (buy silver))"
