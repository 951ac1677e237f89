"""Extending a finished swiss or sampled tournament through `referee tournament`: real worker processes,
players and SQLite. The games recorded stay, the new ones are added, the database records the change."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

from tests.cli import patience, referee_command

NAMED = [
    "python -m players.big_money",
    "python -m players.random_legal",
    "python -m players.passive",
    "python -m players.smithy_money",
    "idle=python -m players.passive",
]
REFEREE = referee_command()


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*REFEREE, *args], cwd=cwd, capture_output=True, text=True, timeout=patience(300))


OPTIONS = ["--turn-limit", "8", "--seed", "12", "--jobs", "2", "--yes"]


def games_of(db: Path) -> list[tuple[int, int, str]]:
    """(schedule index, seed, seats) of every recorded game."""
    rows = sqlite3.connect(db).execute(
        "SELECT g.schedule_index, g.seed, group_concat(p.name, ' ') FROM games g"
        " JOIN game_players p USING (schedule_index) GROUP BY g.schedule_index ORDER BY g.schedule_index"
    )
    return [tuple(row) for row in rows]


def player_seed_key(db: Path) -> str | None:
    """The player seed key recorded beside the definition."""
    [(text,)] = sqlite3.connect(db).execute("SELECT definition FROM tournament")
    return json.loads(text).get("player_seed_key")


def test_a_finished_swiss_tournament_gets_more_rounds(tmp_path: Path) -> None:
    swiss = ["--format", "swiss", *OPTIONS, "--json", "out.json", *NAMED]
    first = referee("tournament", "--rounds", "2", *swiss, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    before = games_of(tmp_path / "tournament.sqlite")
    assert len(before) == 2 * 4  # 5 players, 2 per game: 2 groups of 2 rotations per round, 1 bye
    key = player_seed_key(tmp_path / "tournament.sqlite")
    more = referee("tournament", "--rounds", "3", *swiss, cwd=tmp_path)
    assert more.returncode == 0, more.stderr
    assert "extended: rounds: 2 -> 3; the games recorded stay" in more.stderr
    assert "resuming: 8 of 12 games already recorded" in more.stderr
    after = games_of(tmp_path / "tournament.sqlite")
    assert after[: len(before)] == before and len(after) == 12
    assert {index // 4 for index, _, _ in after} == {0, 1, 2}  # round 2's games follow rounds 0 and 1
    data = json.loads((tmp_path / "out.json").read_text())
    assert data["tournament"]["rounds"] == 3 and data["games_recorded"] == data["games_scheduled"] == 12
    assert data["tournament"]["pairing"] == 2  # a new swiss tournament pairs forfeit-aware
    [change] = data["changes"]
    assert change["change"] == "rounds: 2 -> 3"
    db = sqlite3.connect(tmp_path / "tournament.sqlite")
    [(before_json, after_json)] = db.execute("SELECT definition_before, definition_after FROM changes")
    assert (json.loads(before_json)["rounds"], json.loads(after_json)["rounds"]) == (2, 3)
    assert player_seed_key(tmp_path / "tournament.sqlite") == key is not None  # the games' seeds stay
    # Without --rounds, or with the new count, the same command resumes the extended tournament.
    again = referee("tournament", *swiss, cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert "resuming: 12 of 12 games already recorded" in again.stderr and "extended" not in again.stderr
    # A tournament is never shortened.
    fewer = referee("tournament", "--rounds", "2", *swiss, cwd=tmp_path)
    assert fewer.returncode == 2
    assert "3 rounds recorded: it can be extended to more, never shortened" in fewer.stderr
    # Anything else changed is still refused, naming the change.
    other = referee("tournament", "--rounds", "4", *swiss, "--turn-limit", "9", cwd=tmp_path)
    assert other.returncode == 2 and "turn limit: 8 recorded, 9 now" in other.stderr
    assert len(games_of(tmp_path / "tournament.sqlite")) == 12


def test_a_sampled_round_robin_gets_more_games_per_player(tmp_path: Path) -> None:
    sampled = [*OPTIONS, "--json", "out.json", *NAMED]
    first = referee("tournament", "--games-per-player", "2", *sampled, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    before = games_of(tmp_path / "tournament.sqlite")
    more = referee("tournament", "--games-per-player", "4", *sampled, cwd=tmp_path)
    assert more.returncode == 0, more.stderr
    assert "extended: games per player: 2 -> 4" in more.stderr
    after = games_of(tmp_path / "tournament.sqlite")
    assert after[: len(before)] == before and len(after) == 2 * len(before)
    data = json.loads((tmp_path / "out.json").read_text())
    assert data["tournament"]["games_per_player"] == 4 and data["tournament"]["parts"] == [2, 2]
    assert [s["games"] >= 4 for s in data["standings"]] == [True] * 5
    assert data["changes"][0]["change"] == "games per player: 2 -> 4"
    again = referee("tournament", "--games-per-player", "4", *sampled, cwd=tmp_path)
    assert again.returncode == 0 and "extended" not in again.stderr, again.stderr


def test_a_full_round_robin_is_not_extended(tmp_path: Path) -> None:
    small = [*OPTIONS, *NAMED[:2]]
    assert referee("tournament", "--games", "2", *small, cwd=tmp_path).returncode == 0
    more = referee("tournament", "--games", "4", *small, cwd=tmp_path)
    assert more.returncode == 2 and "games: 2 recorded, 4 now" in more.stderr
