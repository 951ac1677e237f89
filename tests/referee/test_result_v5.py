"""A v5 game's result records its set-up: whether Platinum and Colony were in the supply (`"colony"`), as
the transcript's `(happened NAME (setup ...))` told the players; a v1-v4 result's JSON is unchanged."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
BIG = f"{sys.executable} -m players.big_money"
PROSPERITY = "city,clerk,collection,investment,ironworks,pawn,rabble,vault,war-chest,watchtower"
INTRIGUE = "pawn,courtyard,shanty-town,steward,baron,bridge,conspirator,ironworks,mill,nobles"


def run_game(tmp_path: Path, *args: str) -> tuple[dict, list[str]]:
    """Play a game of two Big Money programs with `args`; its result JSON and the texts sent to players."""
    command = referee_command()
    log = tmp_path / "game.jsonl"
    done = subprocess.run(
        [*command, *args, "--json", "--log", str(log), BIG, BIG],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    sent = [line["text"] for line in lines if line.get("dir") == "to" and "text" in line]
    return json.loads(done.stdout), sent


@pytest.mark.parametrize(("kingdom", "seed", "colony"), [(PROSPERITY, "1", True), (INTRIGUE, "1", False)])
def test_a_v5_result_says_whether_platinum_and_colony_were_in_the_supply(
    tmp_path: Path, kingdom: str, seed: str, colony: bool
) -> None:
    result, sent = run_game(tmp_path, "--protocol", "5", "--kingdom", kingdom, "--seed", seed)
    setup = next(text for text in sent if "(setup " in text)
    assert (" colony " in setup) is colony
    assert result["colony"] is colony


def test_a_v4_result_has_no_colony_field(tmp_path: Path) -> None:
    result, _ = run_game(tmp_path, "--protocol", "4", "--kingdom", "random", "--seed", "2")
    assert "colony" not in result


def test_the_printed_result_of_a_v5_game_says_whether_colony_was_in_it() -> None:
    command = referee_command()
    done = subprocess.run(
        [*command, "--protocol", "5", "--kingdom", PROSPERITY, "--seed", "1", BIG, BIG],
        capture_output=True,
        text=True,
        timeout=patience(300),
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "Platinum and Colony: in the supply." in done.stdout.splitlines()
