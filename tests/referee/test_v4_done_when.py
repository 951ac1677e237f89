"""Issue 14's "done when", run as tests: v4 games of 2, 3 and 4 players on 20 random kingdoms of the whole
base game end normally with no ejection (in-process, and through `referee` with real player processes), and a
`referee tournament --protocol 4 --kingdom random` runs, is killed with kill -9, and resumes with every game
recorded once (a real SQLite file, real worker and player processes).

The players are the v4 reference players (`players.witch_money`, `players.chapel_lab`, `players.throne_room`)
and the fuzzer `players.random_legal` (every play, defense and answer a random legal one, so every card of a
kingdom gets played, under Throne Room too), seated in turn so that each kingdom meets each of them.
"""

from __future__ import annotations

import importlib
import json
import shlex
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from referee.kingdom import RANDOM, game_kingdom
from referee.result import END_REASONS
from referee.seats.engine import play_game
from referee.seats.seat import InProcessSeat
from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("ann", "bob", "cy", "dot")
PLAYERS = ("witch_money", "chapel_lab", "throne_room", "random_legal")
"""The reference players of the games, in the order they are seated (rotated from one kingdom to the next)."""
KINGDOM_SEEDS = range(20)
"""The seeds of the 20 random kingdoms (each drawn as `referee --kingdom random` draws it)."""
TURN_LIMIT = 60
"""Turns per player: the money players end their games by provinces long before; the random player alone
would not, and the turn limit is a normal end too."""


def seated(seed: int, count: int) -> list[str]:
    """The `count` reference players of the game of kingdom `seed`: `PLAYERS` rotated by the seed."""
    return [PLAYERS[(seed + index) % len(PLAYERS)] for index in range(count)]


def strategy(player: str, seed: int):
    """An in-process strategy of reference player `player` (random_legal seeded by `seed`)."""
    cls = importlib.import_module(f"players.{player}").Strategy
    return cls(seed) if player == "random_legal" else cls()


def player(name: str, module: str) -> str:
    return f"{name}={sys.executable} -m players.{module}"


def test_the_20_kingdoms_are_distinct_and_draw_on_the_whole_base_game() -> None:
    kingdoms = [game_kingdom(RANDOM, 4, seed) for seed in KINGDOM_SEEDS]
    assert len(set(kingdoms)) == 20
    assert {"adventurer", "feast", "artisan", "sentry"} & {card for k in kingdoms for card in k}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_in_process_games_on_20_random_kingdoms_end_normally_without_ejection(players: int) -> None:
    for seed in KINGDOM_SEEDS:
        kingdom = game_kingdom(RANDOM, 4, seed)
        chosen = seated(seed, players)
        seats = [
            InProcessSeat(name, strategy(module, seed)) for name, module in zip(NAMES, chosen, strict=False)
        ]
        result = play_game(seats, version=4, kingdom=kingdom, seed=seed, turn_limit=TURN_LIMIT)
        assert result.ejections == (), (seed, kingdom, chosen, result.ejections[0].ejection)
        assert result.end in END_REASONS and result.end != "last-player-standing", (seed, result.end)
        assert result.turns > players


@pytest.mark.parametrize(("players", "seed"), [(2, 101), (3, 102), (4, 103)])
def test_referee_protocol_4_kingdom_random_with_player_processes(
    players: int, seed: int, tmp_path: Path
) -> None:
    """A whole game through the command, as a user runs it; the replay command plays it again exactly."""
    args = ["--protocol", "4", "--kingdom", "random", "--seed", str(seed), "--turn-limit", str(TURN_LIMIT)]
    specs = [player(name, module) for name, module in zip(NAMES, seated(seed, players), strict=False)]
    log = tmp_path / "game.jsonl"
    done = subprocess.run(
        [*referee_command(), "--json", "--log", str(log), *args, *specs],
        capture_output=True,
        text=True,
        timeout=patience(600),
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [p["ejection"] for p in result["players"]] == [None] * players
    assert result["end"] in END_REASONS and result["end"] != "last-player-standing"
    kingdom = game_kingdom(RANDOM, 4, seed)
    assert (result["version"], tuple(result["kingdom"]), result["edition"]) == (4, kingdom, 2)
    assert f"--kingdom {','.join(kingdom)} " in result["replay"]
    shown = subprocess.run(
        [*referee_command(), "replay", str(log)], capture_output=True, text=True, timeout=patience(60)
    )
    assert shown.stdout.splitlines()[1] == f"Kingdom: {', '.join(kingdom)} (edition 2)"
    assert "wrote while waiting" not in shown.stdout  # every (choose ...) is shown as the answer it is
    again = subprocess.run(
        [*referee_command(), "--json", *shlex.split(result["replay"])[1:]],
        capture_output=True,
        text=True,
        timeout=patience(600),
        cwd=ROOT,
    )
    replayed = json.loads(again.stdout)
    assert [(p["score"], p["turns"]) for p in replayed["players"]] == [
        (p["score"], p["turns"]) for p in result["players"]
    ]


def _recorded(db: Path) -> list[tuple[int, int, str]]:
    if not db.exists():
        return []
    connection = sqlite3.connect(db, timeout=patience(30))
    try:
        return connection.execute(
            "SELECT schedule_index, seed, kingdom FROM games ORDER BY schedule_index"
        ).fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        connection.close()


def test_a_v4_random_kingdom_tournament_is_killed_and_resumes_with_every_game_once(tmp_path: Path) -> None:
    db = tmp_path / "v4.sqlite"
    specs = [player(name, module) for name, module in zip(NAMES, PLAYERS[:3], strict=False)]
    args = [
        "tournament", "--protocol", "4", "--kingdom", "random", "--games", "4", "--turn-limit", "15",
        "--seed", "11", "--jobs", "2", "--db", str(db), *specs,
    ]  # fmt: skip
    total = 3 * 4  # three groups, two seeds each played in both seat orders
    process = subprocess.Popen(
        [*referee_command(), *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + patience(300)
    while len(_recorded(db)) < 1:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no game recorded in 300 s"
        time.sleep(0.05)
    process.kill()
    process.communicate()
    before = _recorded(db)
    assert 1 <= len(before) < total
    final = subprocess.run(
        [*referee_command(), *args], cwd=tmp_path, capture_output=True, text=True, timeout=patience(600)
    )
    assert final.returncode == 0, final.stderr
    assert f"resuming: {len(before)} of {total} games already recorded" in final.stderr
    games = _recorded(db)
    assert [index for index, _, _ in games] == list(range(total))
    assert set(before) <= set(games)  # the games recorded before the kill are kept as they were
    # Each game's kingdom is the one its seed draws: the rotations of one seed share it.
    for _, seed, kingdom in games:
        assert tuple(json.loads(kingdom)) == game_kingdom(RANDOM, 4, seed)
    assert len({kingdom for _, _, kingdom in games}) == len({seed for _, seed, _ in games}) == 6
    connection = sqlite3.connect(db)
    ejected = connection.execute(
        "SELECT count(*) FROM game_players WHERE ejection_kind IS NOT NULL"
    ).fetchone()
    connection.close()
    assert ejected == (0,)
