"""`referee rate --cluster` (issue 45): the suite's games as tasks of a real Dask `LocalCluster`, the same
table as `--jobs`; a strategy file travels with its games, a player program plays as a tournament's does."""

from __future__ import annotations

import sys

from players.strategy import shipped_strategies
from tests.referee.test_rate import _rate


def test_a_strategy_file_on_a_cluster_prints_the_table_of_jobs(capsys, tmp_path) -> None:
    mine = tmp_path / "mine.toml"
    mine.write_text(shipped_strategies()["smithy-money"].read_text())
    argv = (str(mine), "--kingdoms", "2", "--opponents", "big-money-ultimate,double-witch")
    status, here, err = _rate(capsys, *argv, "--jobs", "1", "--results", str(tmp_path / "here.jsonl"))
    assert status == 0, err
    status, there, err = _rate(capsys, *argv, "--cluster", "local:2", "--results", str(tmp_path / "c.jsonl"))
    assert status == 0, err
    assert "20 of 20 games" in there and there == here


def test_a_player_program_on_a_cluster_plays_its_games_as_a_tournament_does(capsys, tmp_path) -> None:
    program = f"{sys.executable} -m players.big_money"
    argv = (program, "--kingdoms", "1", "--opponents", "big-money-ultimate", "--cluster", "local:1")
    status, out, err = _rate(capsys, *argv, "--results", str(tmp_path / "p.jsonl"))
    assert status == 0, err
    assert "5 of 5 games" in out and "ejections of bigmoney: 0" in out


def test_jobs_and_cluster_together_are_refused(capsys) -> None:
    status, _, err = _rate(capsys, "big-money", "--jobs", "2", "--cluster", "local:1")
    assert status == 2 and "--jobs and --cluster: give one" in err
