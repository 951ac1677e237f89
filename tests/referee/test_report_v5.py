"""The report of a v5 tournament, as Chromium shows it: the kingdom of Intrigue and Prosperity cards on the
index, and on a game's replay page the v5 state's tokens (here the Trade Route tokens on the piles)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.chromium import Chromium
from tests.cli import referee_command

KINGDOM = "bishop,monument,goons,trade-route,workers-village,city,pawn,courtyard,steward,baron"
PLAYERS = [f"{sys.executable} -m players.big_money", f"{sys.executable} -m players.random_legal"]
TEXT = "document.body.innerText"


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = referee_command()
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=600, cwd=cwd)


def test_a_v5_tournament_report_shows_its_kingdom_and_tokens(tmp_path: Path) -> None:
    played = referee(
        "tournament", "--protocol", "5", "--kingdom", KINGDOM, "--games", "2", "--turn-limit", "10",
        "--seed", "4", "--jobs", "1", "--skip-preflight", *PLAYERS,
        cwd=tmp_path,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=tmp_path)
    assert written.returncode == 0, written.stderr
    site = tmp_path / "site"
    browser = Chromium(tmp_path / "profile")
    try:
        index = json.loads(browser.open(site / "index.html", f"JSON.stringify({TEXT})"))
        page = sorted((site / "replays").glob("game-*.html"))[0]
        replay = json.loads(browser.open(page, f"JSON.stringify({TEXT})"))
    finally:
        browser.close()
    assert "protocol 5" in index and "trade-route" in index
    assert "tokens: pile tokens estate trade-route" in replay
