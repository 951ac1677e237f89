"""`referee tournament --cluster`: every scheduled game recorded exactly once, whatever the workers do.

Real `distributed.LocalCluster` workers play real games of real player programs; a worker is killed with
SIGKILL in the middle, the `referee` command itself with kill -9, and the results are compared with a run
of one game at a time.
"""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path

import pytest

from referee.cluster import connect, parse_cluster
from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.runner import TournamentRunner
from referee.tournament.store import TournamentStore
from tests.cluster.test_cluster_simulate import kill_a_busy_worker
from tests.referee.test_tournament_run import (
    OPTIONS,
    PLAYERS,
    TOTAL,
    outcomes,
    recorded,
    referee,
    start,
    wait_for_games,
    wait_until_gone,
)


@pytest.fixture(scope="module")
def serial_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference: the same tournament played one game at a time, without a cluster."""
    directory = tmp_path_factory.mktemp("serial")
    run = referee("tournament", *OPTIONS, "--jobs", "1", *PLAYERS, cwd=directory)
    assert run.returncode == 0, run.stderr
    return directory / "tournament.sqlite"


def test_a_tournament_on_two_workers_records_the_games_of_one_process(
    serial_run: Path, tmp_path: Path
) -> None:
    run = referee("tournament", *OPTIONS, "--cluster", "local:2", *PLAYERS, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "cluster local:2: 2 workers" in run.stderr
    assert "Traceback" not in run.stderr
    db = tmp_path / "tournament.sqlite"
    assert recorded(db) == list(range(TOTAL))
    assert outcomes(db) == outcomes(serial_run)
    # The transcripts came back from the workers: each player has one to replay.
    kept = sorted(path.name for path in (tmp_path / "tournament-games").glob("game-*.jsonl"))
    assert kept and not (tmp_path / "tournament-games" / ".running").exists()


def definition(*entrants: Entrant, games: int = 2) -> TournamentDefinition:
    return TournamentDefinition(
        entrants=entrants,
        format="round-robin",
        games=games,
        players_per_game=2,
        version=3,
        seed=5,
        turn_limit=12,
    )


def test_a_worker_killed_mid_tournament_loses_no_game_and_records_none_twice(tmp_path: Path) -> None:
    """SIGKILL of a worker process while it plays: its game's worker process sees its lifeline close and
    ends its players; Dask plays the game again on a worker; every game is recorded once."""
    tournament = definition(
        Entrant("bigmoney", ("python", "-m", "players.big_money")),
        Entrant("smithymoney", ("python", "-m", "players.smithy_money")),
        Entrant("passive", ("python", "-m", "players.passive")),
        games=4,
    )
    lost: list[str] = []
    with connect(parse_cluster("local:2")) as client:

        def on_game(outcome) -> None:
            if not lost:
                lost.extend(kill_a_busy_worker(client))

        with TournamentStore.create_or_resume(tmp_path / "t.sqlite", tournament) as store:
            summary = TournamentRunner(
                tournament, store, jobs=0, logs_dir=tmp_path / "logs", on_game=on_game, cluster=client
            ).run()
    assert lost, "no worker had a game in hand to lose"
    assert (summary.played, summary.failed, summary.interrupted) == (12, [], False)
    assert recorded(tmp_path / "t.sqlite") == list(range(12))
    with TournamentStore.create_or_resume(tmp_path / "serial.sqlite", tournament) as store:
        TournamentRunner(tournament, store, jobs=1, logs_dir=tmp_path / "serial-logs").run()
    assert outcomes(tmp_path / "t.sqlite") == outcomes(tmp_path / "serial.sqlite")


def test_kill_9_of_the_referee_then_the_same_command_resumes(serial_run: Path, tmp_path: Path) -> None:
    """The local cluster's workers and their games end with the killed command (nothing of it is left);
    the same command resumes and the database holds the schedule exactly once."""
    db = tmp_path / "tournament.sqlite"
    args = ["tournament", *OPTIONS, "--cluster", "local:2", *PLAYERS]
    tag = uuid.uuid4().hex
    process = start(*args, cwd=tmp_path, tag=tag)
    wait_for_games(db, 1, process)
    process.kill()
    process.communicate()
    seen = recorded(db)
    assert len(seen) == len(set(seen)) >= 1
    assert wait_until_gone(tag, within=60) == []
    final = referee(*args, cwd=tmp_path)
    assert final.returncode == 0, final.stderr
    assert f"resuming: {len(seen)} of {TOTAL} games already recorded" in final.stderr
    assert recorded(db) == list(range(TOTAL))
    assert outcomes(db) == outcomes(serial_run)


def test_a_worker_without_a_program_fails_its_games_naming_itself_and_the_path(tmp_path: Path) -> None:
    """Not an ejection: the games of the player whose program is missing are not recorded, their errors
    name the worker and the path; the other games are played; a rerun once the program is there records
    the rest."""
    program = tmp_path / "bin" / "ghost-player"
    tournament = definition(
        Entrant("ghost", (str(program),)),
        Entrant("bigmoney", ("python", "-m", "players.big_money")),
        Entrant("passive", ("python", "-m", "players.passive")),
    )
    ghost_games = {g.index for g in tournament.schedule() if "ghost" in g.seats}
    assert len(ghost_games) == 4
    with connect(parse_cluster("local:1")) as client:
        with TournamentStore.create_or_resume(tmp_path / "t.sqlite", tournament) as store:
            summary = TournamentRunner(
                tournament, store, jobs=0, logs_dir=tmp_path / "logs", cluster=client
            ).run()
            assert store.finished_indices() == set(range(6)) - ghost_games
        assert (summary.played, {o.game.index for o in summary.failed}) == (2, ghost_games)
        for outcome in summary.failed:
            assert outcome.error.startswith("worker tcp://127.0.0.1:")
            assert f"lacks the program {program}" in outcome.error
            assert "which player 'ghost' runs" in outcome.error
            assert Path(outcome.error_log).is_file()
        program.parent.mkdir()
        program.write_text("#!/bin/sh\nexec python -m players.passive\n")
        program.chmod(0o755)
        with TournamentStore.create_or_resume(tmp_path / "t.sqlite", tournament) as store:
            summary = TournamentRunner(
                tournament, store, jobs=0, logs_dir=tmp_path / "logs", cluster=client
            ).run()
        assert (summary.already, summary.played, summary.failed) == (2, 4, [])
    assert recorded(tmp_path / "t.sqlite") == list(range(6))


def test_a_sandbox_without_a_network_namespace_cannot_hold_a_clusters_players() -> None:
    from referee.seats import sandbox
    from referee.tournament.remote import unfit_sandbox

    assert "no network (a network namespace)" in unfit_sandbox(sandbox.Containment())
    # This machine's (CI's) containment is strong, with a network namespace: the tests above played on it.
    assert unfit_sandbox(sandbox.detect()) is None


def test_a_killed_workers_games_directory_is_removed_by_the_next_worker(tmp_path: Path) -> None:
    """The directories of games in flight carry their worker's owner tag; one whose worker no longer
    runs (killed before it could tidy) is removed when another worker process starts its first game."""
    import subprocess
    import sys
    import tempfile

    from referee.seats import sandbox
    from referee.tournament import remote

    namespace = sandbox.owner_tag().split(".")[0]
    gone_pid = 1
    while os.path.exists(f"/proc/{gone_pid}"):
        gone_pid += 7919
    stale = Path(tempfile.gettempdir()) / f"{remote.GAMES_PREFIX}{namespace}.{gone_pid}-abc"
    (stale / "game-x").mkdir(parents=True)
    alive = Path(tempfile.mkdtemp(prefix=f"{remote.GAMES_PREFIX}{sandbox.owner_tag()}-"))
    try:
        found = subprocess.run(
            [sys.executable, "-c", "from referee.tournament.remote import games_dir; print(games_dir())"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        assert not stale.exists()
        assert alive.exists()  # its owner (this test's process) still runs
        assert not Path(found).exists()  # removed when that process ended
    finally:
        shutil.rmtree(stale, ignore_errors=True)
        shutil.rmtree(alive, ignore_errors=True)


def test_missing_on_worker_names_what_is_missing(tmp_path: Path) -> None:
    from referee.tournament.remote import missing_on_worker, needed_paths

    (tmp_path / "bot.py").write_text("print()\n")
    needs = needed_paths({"alice": ("python3", "bot.py", "--fast"), "bob": ("./bob",)}, str(tmp_path))
    assert needs == [
        ("alice", "program", "python3"),
        ("alice", "file", str(tmp_path / "bot.py")),
        ("bob", "program", str(tmp_path / "bob")),
    ]
    assert "lacks the program" in missing_on_worker(needs, str(tmp_path))
    assert missing_on_worker(needs[:2], str(tmp_path)) is None
    assert "on its PATH" in missing_on_worker([("carol", "program", "no-such-program-x")], None)
    assert "lacks the players' working directory" in missing_on_worker([], str(tmp_path / "gone"))
    (tmp_path / "bot.py").unlink()
    assert f"lacks {tmp_path / 'bot.py'}, which player 'alice'" in missing_on_worker(needs[:2], str(tmp_path))
