"""Real tournaments through the `referee tournament` command: real worker processes, players and SQLite.

Fast reference players (players.big_money, players.random_legal, players.passive) and a small turn limit keep
each game around a third of a second.
"""

from __future__ import annotations

import csv
import dataclasses
import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from referee.tournament.definition import TournamentDefinition
from tests.cli import patience, referee_command

PLAYERS = ["python -m players.big_money", "python -m players.random_legal", "python -m players.passive"]
# Runs in separate databases are compared: they share the player seed key (random_legal plays alike).
OPTIONS = ["--player-seed-key", "5eed" * 8, "--games", "2", "--turn-limit", "12", "--seed", "5"]
TOTAL = 3 * 2  # three pairs, two games each
REFEREE = referee_command()
CRASHER = "crasher=python -c 'import sys; sys.stdin.readline(); sys.exit(3)'"


def referee(*args: str, cwd: Path, tag: str = "", timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*REFEREE, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=patience(timeout),
        env={**os.environ, "TOURNAMENT_TEST_TAG": tag},
        # As from a terminal: with SIGINT ignored (`(pytest &)` in a script) the command adds a note.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def start(*args: str, cwd: Path, tag: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*REFEREE, *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TOURNAMENT_TEST_TAG": tag},
        # As from a terminal, even if this test itself runs with SIGINT ignored (in the background).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def recorded(db: Path) -> list[int]:
    """Schedule indices in the database, one entry per row (duplicates would show)."""
    if not db.exists():
        return []
    connection = sqlite3.connect(db, timeout=patience(30))
    try:
        return [r[0] for r in connection.execute("SELECT schedule_index FROM games ORDER BY schedule_index")]
    except sqlite3.OperationalError:  # the tables are not created yet
        return []
    finally:
        connection.close()


def outcomes(db: Path) -> dict[int, tuple]:
    """Everything about each game that must not depend on timing: seed, seats, scores, ranks, winners."""
    connection = sqlite3.connect(db)
    rows = connection.execute("SELECT schedule_index, result FROM games").fetchall()
    connection.close()
    facts = {}
    for index, text in rows:
        r = json.loads(text)
        facts[index] = (
            r["seed"],
            r["end"],
            r["turns"],
            tuple(r["winners"]),
            tuple((p["name"], p["score"], p["rank"], p["turns"], p["status"]) for p in r["players"]),
        )
    return facts


def tagged_processes(tag: str) -> list[int]:
    """Processes started by a run tagged `tag` (the tag is in their environment) that are still alive."""
    needle = f"TOURNAMENT_TEST_TAG={tag}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            environ = Path(f"/proc/{entry}/environ").read_bytes()
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in environ.split(b"\0") and state != "Z":
            found.append(int(entry))
    return found


def wait_until_gone(tag: str, within: float = 30.0) -> list[int]:
    deadline = time.monotonic() + patience(within)
    while (left := tagged_processes(tag)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


def wait_for_games(db: Path, count: int, process: subprocess.Popen[str], within: float = 120.0) -> None:
    deadline = time.monotonic() + patience(within)
    while len(recorded(db)) < count:
        assert process.poll() is None, f"the tournament ended early: {process.communicate()}"
        assert time.monotonic() < deadline, f"fewer than {count} games after {within} s"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def serial_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference: the whole tournament played one game at a time."""
    directory = tmp_path_factory.mktemp("serial")
    run = referee("tournament", *OPTIONS, "--jobs", "1", *PLAYERS, cwd=directory)
    assert run.returncode == 0, run.stderr
    return directory / "tournament.sqlite"


def test_a_tournament_records_every_scheduled_game_and_prints_standings(serial_run: Path) -> None:
    assert recorded(serial_run) == list(range(TOTAL))
    connection = sqlite3.connect(serial_run)
    definition = TournamentDefinition.from_json(
        json.loads(connection.execute("SELECT definition FROM tournament").fetchone()[0])
    )
    scheduled = {g.index: (g.seed, g.seats) for g in definition.schedule()}
    for index, (seed, _, _, _, players) in outcomes(serial_run).items():
        assert (seed, tuple(p[0] for p in players)) == scheduled[index]
    logs = serial_run.parent / "tournament-games"
    assert not (logs / ".running").exists()
    # Each player's reply times are recorded as a histogram that counts every one of its replies.
    for count, histogram in connection.execute("SELECT reply_count, reply_histogram FROM game_players"):
        assert sum(json.loads(histogram)) == count > 0
    # No ejection: only the first game recorded for each player keeps its transcript (one to replay each).
    kept = sorted(logs.glob("game-*.jsonl"))
    with_transcript = connection.execute(
        "SELECT DISTINCT p.name FROM game_players p JOIN games g USING (schedule_index)"
        " WHERE g.transcript IS NOT NULL"
    ).fetchall()
    assert {name for (name,) in with_transcript} == {"bigmoney", "randomlegal", "passive"}
    assert 1 <= len(kept) < TOTAL
    assert [str(k) for k in kept] == [
        t for (t,) in connection.execute("SELECT transcript FROM games WHERE transcript IS NOT NULL")
    ]
    shown = referee("standings", cwd=serial_run.parent)
    assert shown.returncode == 0, shown.stderr
    assert f"{TOTAL} of {TOTAL} games recorded" in shown.stdout
    assert "bigmoney" in shown.stdout and "Crosstable" in shown.stdout and "No ejections." in shown.stdout


def test_serial_and_parallel_runs_give_the_same_results(serial_run: Path, tmp_path: Path) -> None:
    run = referee("tournament", *OPTIONS, "--jobs", "3", *PLAYERS, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert outcomes(tmp_path / "tournament.sqlite") == outcomes(serial_run)


def test_kill_9_at_several_points_then_resume_gives_exactly_the_schedule(
    serial_run: Path, tmp_path: Path
) -> None:
    db = tmp_path / "tournament.sqlite"
    args = ["tournament", *OPTIONS, "--jobs", "2", *PLAYERS]
    seen = 0
    for kill_after in (0, 1, 3):
        tag = uuid.uuid4().hex
        process = start(*args, cwd=tmp_path, tag=tag)
        if kill_after == 0:
            time.sleep(0.5)  # while the first games are in flight
        else:
            wait_for_games(db, kill_after, process)
        if kill_after == 1:  # the standings can be read while the tournament runs
            shown = referee("standings", cwd=tmp_path)
            assert shown.returncode == 0, shown.stderr
            assert f"of {TOTAL} games recorded" in shown.stdout
        process.kill()
        process.communicate()
        games = recorded(db)
        assert len(games) == len(set(games)), "a game was recorded twice"
        assert len(games) >= max(seen, kill_after)
        seen = len(games)
        # The killed run's workers see their lifeline close and end their games and players.
        assert wait_until_gone(tag) == []
    final = referee(*args, cwd=tmp_path)
    assert final.returncode == 0, final.stderr
    assert f"resuming: {seen} of {TOTAL} games already recorded" in final.stderr
    assert recorded(db) == list(range(TOTAL))
    assert outcomes(db) == outcomes(serial_run)


def test_ctrl_c_stops_the_games_in_flight_and_the_same_command_resumes(
    serial_run: Path, tmp_path: Path
) -> None:
    db = tmp_path / "tournament.sqlite"
    args = ["tournament", *OPTIONS, "--jobs", "1", *PLAYERS]  # one at a time: games are left to stop
    tag = uuid.uuid4().hex
    process = start(*args, cwd=tmp_path, tag=tag)
    wait_for_games(db, 2, process)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=patience(60))
    assert process.returncode == 130, stderr
    assert "run the same command again to resume" in stderr
    assert wait_until_gone(tag) == []
    stopped_at = len(recorded(db))
    assert 2 <= stopped_at < TOTAL
    resumed = referee(*args, cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    assert recorded(db) == list(range(TOTAL))
    assert outcomes(db) == outcomes(serial_run)


def test_resuming_with_a_changed_definition_is_refused(serial_run: Path) -> None:
    before = outcomes(serial_run)
    changed = [*OPTIONS[:-1], "6"]  # another seed
    run = referee("tournament", *changed, *PLAYERS, cwd=serial_run.parent)
    assert run.returncode == 2
    assert "seed: 5 recorded, 6 now" in run.stderr and "--db" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert "(see " not in run.stderr  # it says what to do: no second hint
    assert outcomes(serial_run) == before


def test_without_seed_a_random_seed_is_drawn_recorded_printed_and_reused_on_resume(tmp_path: Path) -> None:
    players = ["python -m players.passive", "other=python -m players.passive"]
    args = ["tournament", "--games", "2", "--turn-limit", "2", "--jobs", "1", *players]
    first = referee(*args, "--db", "a.sqlite", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    seed = TournamentDefinition.from_json(
        json.loads(
            sqlite3.connect(tmp_path / "a.sqlite").execute("SELECT definition FROM tournament").fetchone()[0]
        )
    ).seed
    assert f"tournament seed {seed} (drawn at random; --seed {seed} replays it)" in first.stderr
    assert f"seed {seed}" in first.stdout
    # Running again without --seed resumes the same tournament (no "changed definition"), with its seed.
    again = referee(*args, "--db", "a.sqlite", cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert f"tournament seed {seed} (recorded in the database" in again.stderr
    # Another database draws another seed; 63 bits, from `secrets`: a collision or a small seed would
    # each be a chance of about 2**-40 at most.
    other = referee(*args, "--db", "b.sqlite", "--json", "b.json", cwd=tmp_path)
    assert other.returncode == 0, other.stderr
    data = json.loads((tmp_path / "b.json").read_text())
    other_seed = data["tournament"]["seed"]
    assert other_seed != seed
    assert max(seed, other_seed) >= 2**40
    assert all(0 <= g["seed"] < 2**63 for g in data["results"])
    assert max(g["seed"] for g in data["results"]) >= 2**40  # game seeds have 63 bits, not 32


def test_in_the_background_ctrl_c_is_ignored_and_sigterm_stops(tmp_path: Path) -> None:
    """As a shell starts it in the background of a script: SIGINT ignored. It says so, keeps playing after
    a SIGINT, and stops on SIGTERM, keeping what was recorded (docs/tournaments.md, step 4)."""
    db = tmp_path / "tournament.sqlite"
    tag = uuid.uuid4().hex
    process = subprocess.Popen(
        [
            *REFEREE,
            "tournament",
            "--games",
            "40",
            "--turn-limit",
            "12",
            "--seed",
            "5",
            "--jobs",
            "1",
            *PLAYERS,
        ],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TOURNAMENT_TEST_TAG": tag},
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    wait_for_games(db, 1, process)
    process.send_signal(signal.SIGINT)
    wait_for_games(db, len(recorded(db)) + 2, process)  # still playing
    process.send_signal(signal.SIGTERM)
    _, stderr = process.communicate(timeout=patience(60))
    assert process.returncode == 130, stderr
    assert "Ctrl-C (SIGINT) is ignored" in stderr and f"kill {process.pid} (SIGTERM)" in stderr
    assert "run the same command again to resume" in stderr
    assert wait_until_gone(tag) == []
    assert 3 <= len(recorded(db)) < 3 * 40


def test_ejections_keep_their_transcripts_and_are_listed(tmp_path: Path) -> None:
    players = ["python -m players.big_money", CRASHER, "python -m players.passive"]
    exports = ["--json", "all.json", "--csv", "all.csv"]
    # Seeded, and long enough for big money to outscore passive (its 3 estates) whatever the shuffles.
    args = ["--games", "2", "--turn-limit", "25", "--seed", "1", "--skip-preflight"]
    run = referee("tournament", *args, *exports, *players, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "crasher ejected on game turn " in run.stderr and "(crashed)" in run.stderr
    data = json.loads((tmp_path / "all.json").read_text())
    ejections = data["ejections"]
    assert {e["player"] for e in ejections} == {"crasher"}
    assert len(ejections) == 4  # crasher plays 2 games against each of the 2 others
    for e in ejections:
        assert e["kind"] == "crashed"
        transcript = Path(e["transcript"])
        assert transcript.is_file()
        last = json.loads(transcript.read_text().splitlines()[-1])
        assert last["result"]["seed"] == e["seed"]
    kept = sorted(p.name for p in (tmp_path / "tournament-games").glob("game-*.jsonl"))
    # Every game with an ejection, and one game without (bigmoney and passive had none kept yet).
    ejected = {Path(e["transcript"]).name for e in ejections}
    [sample] = set(kept) - ejected
    [sample_game] = [r for r in data["results"] if r["transcript"] and Path(r["transcript"]).name == sample]
    assert set(sample_game["seats"]) == {"bigmoney", "passive"}
    assert len(kept) == len(ejected) + 1  # the other game of bigmoney and passive was deleted
    by_name = {row["name"]: row for row in csv.DictReader((tmp_path / "all.csv").open())}
    assert by_name["crasher"]["ejections"] == "crashed:4"
    assert by_name["crasher"]["losses"] == "4"
    # Its 2 wins against passive count; its 2 against crasher were forfeits (--forfeit none: no point).
    assert float(by_name["bigmoney"]["points"]) == 2.0 and by_name["bigmoney"]["forfeit_wins"] == "2"
    shown = referee("standings", "--db", "tournament.sqlite", cwd=tmp_path)
    assert shown.returncode == 0
    lines = shown.stdout.splitlines()
    # One line per ejection kind, with its count, the players and the first example, whole (no terminal:
    # nothing is wrapped or cut); where every ejection is shown whole.
    assert "Ejections: 4 in 4 games, by kind with the first of each (every one in full: referee standings " \
        "--details, or the report)" in lines  # fmt: skip
    [kind] = [line for line in lines if line.startswith("  crashed 4 (crasher 4) first: game ")]
    assert not kind.endswith("…"), kind
    assert ejections[0]["transcript"] not in shown.stdout
    details = referee("standings", "--details", cwd=tmp_path)
    assert details.returncode == 0
    assert "crasher ejected on game turn" in " ".join(details.stdout.split())
    assert all(f"transcript: {e['transcript']}" in details.stdout for e in ejections)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["python -m players.passive"], "need at least 2 players"),
        (["--players-per-game", "5", *PLAYERS], "2 to 4 players per game"),
        (["--jobs", "0", *PLAYERS], "argument --jobs: expected at least 1 job, got '0'"),
        (["--format", "knockout", *PLAYERS], "invalid choice"),
        (["./no-such-player", "python -m players.passive"], "not found"),
        (["a=python -m players.passive", "a=python -m players.big_money"], "two players are named 'a'"),
        (["--db", "no-such-dir/t.sqlite", *PLAYERS], "does not exist"),
        (["--db", "/proc/t.sqlite", *PLAYERS], "--db '/proc/t.sqlite' cannot be written"),
        (["--csv", "/proc/t.csv", *PLAYERS], "--csv '/proc/t.csv' cannot be written"),
        (["--json", "/proc/t.json", *PLAYERS], "--json '/proc/t.json' cannot be written"),
    ],
)
def test_misuse_exits_2_with_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    run = referee("tournament", *args, cwd=tmp_path)
    assert run.returncode == 2
    assert message in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "tournament.sqlite").exists()


def test_standings_without_a_database_exits_2(tmp_path: Path) -> None:
    run = referee("standings", "--db", "nothing.sqlite", cwd=tmp_path)
    assert run.returncode == 2
    assert "no tournament database at nothing.sqlite" in run.stderr


def test_a_three_player_gauntlet_rotates_all_seats(tmp_path: Path) -> None:
    players = ["python -m players.big_money", *PLAYERS[1:], "python -m players.smithy_money"]
    args = [
        "--format",
        "gauntlet",
        "--players-per-game",
        "3",
        "--games",
        "2",
        "--turn-limit",
        "5",
        "--seed",
        "1",
    ]
    run = referee("tournament", *args, "--json", "out.json", *players, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "--games 2 rounded up to 3" in run.stderr
    data = json.loads((tmp_path / "out.json").read_text())
    keys = ["tournament", "digest", "games_scheduled", "changes", "games_recorded", "forfeit_scoring"]
    keys += ["standings", "crosstable"]
    assert list(data) == [*keys, "ejections", "leaders_separated", "seats", "results"]
    docs = (Path(__file__).resolve().parents[2] / "docs" / "tournaments.md").read_text()
    for key in data:
        assert f"`{key}`" in docs, f"JSON key {key!r} is not documented in docs/tournaments.md"
    assert data["games_scheduled"] == data["games_recorded"] == 9
    games = data["results"]
    assert len(games) == 3 * 3  # bigmoney with each pair of the 3 others, one round of 3 rotations
    assert all(len(g["seats"]) == 3 and "bigmoney" in g["seats"] for g in games)
    for seat in range(3):
        assert sum(g["seats"][seat] == "bigmoney" for g in games) == 3
    for g in games:
        assert sorted(p["rank"] for p in g["players"])[0] == 1
    by_name = {s["name"]: s for s in data["standings"]}
    assert by_name["bigmoney"]["games"] == 9
    assert sum(s["games"] for s in data["standings"]) == 27
    assert sum(s["points"] for s in data["standings"]) == pytest.approx(9)  # one point per game


def test_a_game_the_referee_fails_on_is_reported_and_not_recorded(tmp_path: Path) -> None:
    from referee.tournament.definition import Entrant
    from referee.tournament.runner import TournamentRunner
    from referee.tournament.store import TournamentStore

    definition = TournamentDefinition(
        entrants=(
            Entrant("a", ("python", "-m", "players.passive")),
            Entrant("b", ("python", "-m", "players.passive")),
        ),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=5,
        limits={"no_such_limit": 1.0},  # the worker's Limits(**limits) refuses it: a failure of the referee
    )
    seen = []
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition) as store:
        summary = TournamentRunner(
            definition, store, jobs=2, logs_dir=tmp_path / "logs", on_game=seen.append
        ).run()
        assert store.finished_indices() == set()
    assert (summary.played, len(summary.failed), summary.interrupted, summary.remaining) == (0, 2, False, 2)
    for outcome in summary.failed:
        assert "TypeError" in outcome.error and "no_such_limit" in outcome.error
        log = Path(outcome.error_log).read_text()
        assert f"game {outcome.game.index} seed {outcome.game.seed}" in log and "Traceback" in log
    assert len(seen) == 2
    assert not (tmp_path / "logs" / ".running").exists()


def test_a_referee_folder_where_the_players_run_does_not_shadow_the_referee(tmp_path: Path) -> None:
    (tmp_path / "referee").mkdir()
    (tmp_path / "referee" / "__init__.py").write_text("raise ImportError('the wrong referee package')\n")
    # The players, started in this folder, import it and crash: the pre-flight would stop the tournament
    # (rightly). What is tested here is the referee's own worker, which must not import it.
    run = referee(
        "tournament", "--games", "2", "--turn-limit", "3", "--seed", "1", "--skip-preflight", *PLAYERS[:2],
        cwd=tmp_path,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert len(recorded(tmp_path / "tournament.sqlite")) == 2


def test_a_file_that_is_not_a_tournament_database_is_refused(tmp_path: Path) -> None:
    other = sqlite3.connect(tmp_path / "grades.sqlite")
    other.execute("CREATE TABLE grades (student TEXT)")
    other.commit()
    other.close()
    for command in (
        ["tournament", "--db", "grades.sqlite", *PLAYERS],
        ["standings", "--db", "grades.sqlite"],
    ):
        run = referee(*command, cwd=tmp_path)
        assert run.returncode == 2
        assert "not a tournament database" in run.stderr
        # Refused before anything else is said: no seed drawn and printed for a tournament that cannot start.
        assert len(run.stderr.splitlines()) == 1, run.stderr


def play_in_worker(job: dict, cwd: Path) -> dict:
    """Run one game worker with `job`, keeping its stdin (the lifeline) open until it reports."""
    worker = subprocess.Popen(
        [sys.executable, "-P", "-m", "referee.tournament.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=cwd,
        text=True,
    )
    assert worker.stdin is not None and worker.stdout is not None
    worker.stdin.write(json.dumps(job) + "\n")
    worker.stdin.flush()
    report = worker.stdout.readline()
    worker.stdin.close()
    assert worker.wait(timeout=patience(60)) == 0, report
    return json.loads(report)


def test_the_worker_contains_its_players_as_the_runner_probed(tmp_path: Path) -> None:
    from referee.seats import sandbox
    from referee.seats.process import Limits

    # The player says which PID namespace it runs in, then plays.
    (tmp_path / "bot").write_text(
        f"#!/bin/sh\nreadlink /proc/self/ns/pid >&2\nexec {sys.executable} -m players.passive\n"
    )
    (tmp_path / "bot").chmod(0o755)
    job = {
        "players": [["a", ["./bot"]], ["b", ["./bot"]]],
        "seed": 1,
        "version": 3,
        "turn_limit": 2,
        "limits": dataclasses.asdict(Limits()),
        "log": str(tmp_path / "game.jsonl"),
    }
    ours = os.readlink("/proc/self/ns/pid")
    weakest = sandbox.probe(at_most="process-group")  # no namespaces at all
    for name, containment in [("given", weakest.to_json()), ("probed", None)]:
        stderr_dir = tmp_path / name
        report = play_in_worker({**job, "stderr_dir": str(stderr_dir), "containment": containment}, tmp_path)
        assert "result" in report, report
        namespace = (stderr_dir / "a.stderr").read_text().strip()
        if name == "given":
            assert namespace == ours  # the worker used the given containment, and did not probe its own
        elif "pid" in sandbox.detect().namespaces:
            assert namespace != ours


# ---- the scalable formats, as a class would run them -----------------------------------------------------

PROGRAMS = Path(__file__).resolve().parent.parent / "programs"
CLASS = [
    "ann=python -m players.big_money",
    "ben=python -m players.smithy_money",
    "cat=python -m players.random_legal",
    "dan=python -m players.passive",
    "eve=python -m players.big_money",
    f"fay=python {PROGRAMS / 'garbage.py'}",
    f"gus=python {PROGRAMS / 'illegal_play.py'}",
    f"hal=python {PROGRAMS / 'capitalised.py'}",
]
SWISS = ["--format", "swiss", "--rounds", "3", "--players-per-game", "4", "--turn-limit", "15", "--seed", "8"]
SWISS += ["--skip-preflight"]  # fay, gus and hal are broken on purpose
# The same player seed key for both runs: cat, a random player, plays the same games in each.
SWISS += ["--player-seed-key", "5eed" * 8]
# Results are compared game by game between runs: no reply limit may decide one on a loaded machine.
SWISS += ["--timeout", "60", "--first-timeout", "120"]
SWISS_TOTAL = 3 * 2 * 4  # 3 rounds of 2 groups of 4, each group in its 4 seat rotations


@pytest.fixture(scope="module")
def swiss_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference: a small class swiss tournament played through without interruption."""
    directory = tmp_path_factory.mktemp("swiss")
    run = referee("tournament", *SWISS, "--jobs", "2", *CLASS, cwd=directory)
    assert run.returncode == 0, run.stderr
    # Not on a terminal: plain progress lines, the last one at the end.
    assert f"progress: {SWISS_TOTAL} of {SWISS_TOTAL} games (100.0%)" in run.stderr
    assert "swiss tournament" in run.stdout and "3 rounds" in run.stdout
    return directory / "tournament.sqlite"


def test_a_swiss_class_tournament_killed_at_several_points_resumes_to_the_same_results(
    swiss_run: Path, tmp_path: Path
) -> None:
    db = tmp_path / "tournament.sqlite"
    args = ["tournament", *SWISS, "--jobs", "2", *CLASS]
    seen = 0
    for kill_after in (3, 10):  # in round 0, then in round 1 (paired from round 0's recorded results)
        tag = uuid.uuid4().hex
        process = start(*args, cwd=tmp_path, tag=tag)
        wait_for_games(db, kill_after, process)
        process.kill()
        process.communicate()
        games = recorded(db)
        assert len(games) == len(set(games)), "a game was recorded twice"
        assert len(games) >= max(seen, kill_after)
        seen = len(games)
        assert wait_until_gone(tag) == []
    final = referee(*args, cwd=tmp_path)
    assert final.returncode == 0, final.stderr
    assert f"resuming: {seen} of {SWISS_TOTAL} games already recorded" in final.stderr
    assert recorded(db) == list(range(SWISS_TOTAL))
    # Same pairings, seeds, seats and results as the uninterrupted run.
    assert outcomes(db) == outcomes(swiss_run)


def test_a_sampled_round_robin_gives_every_player_its_games(tmp_path: Path) -> None:
    run = referee(
        "tournament",
        "--games-per-player",
        "7",
        "--players-per-game",
        "4",
        "--turn-limit",
        "10",
        "--seed",
        "2",
        "--skip-preflight",
        *CLASS,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    assert "--games-per-player 7 rounded up to 8" in run.stderr
    connection = sqlite3.connect(tmp_path / "tournament.sqlite")
    games = dict(connection.execute("SELECT name, count(*) FROM game_players GROUP BY name").fetchall())
    connection.close()
    assert games == {spec.split("=")[0]: 8 for spec in CLASS}
    assert "sampled round-robin tournament: 16 of 16 games recorded" in run.stdout


BIG_CLASS = [f"s{chr(ord('a') + i)}=python -m players.big_money" for i in range(26)]  # 325 pairs: 650 games


def test_a_long_run_off_a_terminal_needs_yes_and_starts_nothing(tmp_path: Path) -> None:
    run = referee("tournament", "--games", "2", *BIG_CLASS, cwd=tmp_path)
    assert run.returncode == 2
    [line] = run.stderr.splitlines()
    assert "this tournament has 650 games to play (more than 300)" in line and "give --yes" in line
    assert list(tmp_path.iterdir()) == []


def test_a_long_run_on_a_terminal_measures_asks_and_no_starts_nothing(tmp_path: Path) -> None:
    import pty

    controller, terminal = pty.openpty()
    process = subprocess.Popen(
        [*REFEREE, "tournament", "--games", "2", "--jobs", "1", "--turn-limit", "10", *BIG_CLASS],
        cwd=tmp_path,
        stdin=terminal,
        stdout=subprocess.PIPE,
        stderr=terminal,
    )
    os.close(terminal)
    said = b""
    deadline = time.monotonic() + patience(120)
    while b"Continue? [y/N]" not in said:
        assert time.monotonic() < deadline and process.poll() is None, said
        if select.select([controller], [], [], 1.0)[0]:
            said += os.read(controller, 1024)
    os.write(controller, b"n\n")
    process.wait(timeout=patience(60))
    while select.select([controller], [], [], 0.5)[0]:
        try:
            chunk = os.read(controller, 1024)
        except OSError:  # the terminal is closed once the process is gone
            break
        if not chunk:
            break
        said += chunk
    os.close(controller)
    stderr = said.decode(errors="replace").replace("\r\n", "\n")
    stderr = " ".join(stderr.split())  # rich wraps at the terminal's width
    assert process.returncode == 1, stderr
    assert "650 games to play (650 in the tournament): about" in stderr
    assert "(measured on 2 games)" in stderr and "not started: nothing was recorded" in stderr
    assert list(tmp_path.iterdir()) == []
