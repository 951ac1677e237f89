"""The report of a v5 tournament, as Chromium shows it: the kingdom of Intrigue and Prosperity cards on the
index, and on a game's replay page the v5 state's tokens (here the Trade Route tokens on the piles)."""

from __future__ import annotations

import csv
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from tests.chromium import Chromium
from tests.cli import patience, referee_command

KINGDOM = "bishop,monument,goons,trade-route,workers-village,city,pawn,courtyard,steward,baron"
PLAYERS = [f"{sys.executable} -m players.big_money", f"{sys.executable} -m players.random_legal"]
TEXT = "document.body.innerText"


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = referee_command()
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=patience(600), cwd=cwd)


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


def test_a_random_kingdom_tournaments_player_page_says_each_games_kingdom_and_set_up(tmp_path: Path) -> None:
    """With a kingdom per game (`--kingdom random`), a player's page says each game's kingdom and its v5
    set-up (Platinum and Colony, Shelters) in its row, as the game's result recorded them: a student sees
    what each game was played with even where its transcript was not kept."""
    played = referee(
        "tournament", "--protocol", "5", "--kingdom", "random", "--games", "4", "--turn-limit", "3",
        "--seed", "11", "--jobs", "1", "--skip-preflight", *PLAYERS,
        cwd=tmp_path,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    written = referee("report", "--db", "tournament.sqlite", "--out", "site", cwd=tmp_path)
    assert written.returncode == 0, written.stderr
    with sqlite3.connect(tmp_path / "tournament.sqlite") as db:
        results = [
            json.loads(row[0]) for row in db.execute("SELECT result FROM games ORDER BY schedule_index")
        ]
    expected = set()
    for result in results:
        words = [", ".join(result["kingdom"][:10]) + "".join(f", {b} (Bane)" for b in result["kingdom"][10:])]
        words += ["Platinum and Colony"] if result["colony"] else []
        words += ["Shelters"] if result["shelters"] else []
        expected.add("; ".join(words))
    assert len(expected) == 2 and any("; Shelters" in e for e in expected), expected
    browser = Chromium(tmp_path / "profile")
    try:
        page = json.loads(
            browser.open(tmp_path / "site" / "players" / "bigmoney.html", f"JSON.stringify({TEXT})")
        )
    finally:
        browser.close()
    assert "kingdom and set-up" in page
    for words in expected:
        assert words in " ".join(page.split()), (words, page[-2000:])
    # results.csv: each row says its game's kingdom and set-up, for grading by kingdom.
    rows = list(csv.DictReader((tmp_path / "site" / "results.csv").open(encoding="utf-8")))
    assert len(rows) == 2 * len(results)
    for row in rows:
        result = results[int(row["game"])]
        assert row["kingdom"] == " ".join(result["kingdom"])
        assert (row["colony"], row["shelters"]) == (str(int(result["colony"])), str(int(result["shelters"])))
