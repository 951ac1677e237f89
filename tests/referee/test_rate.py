"""`referee rate` (referee/rate.py, issue 45): the suite is fixed and seeded (the same table twice), a run
resumes from its results file, a player program plays through the worker as `referee` runs it."""

from __future__ import annotations

import json
import sys

from referee.cli.rate import main
from referee.rate import POOL, schedule, with_required


def _rate(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_suite_is_every_opponent_with_2_and_3_players_each_seat_once() -> None:
    games = schedule(2)
    assert len(games) == 2 * len(POOL) * (2 + 3)
    assert len({g.key for g in games}) == len(games)
    witch = [g for g in games if g.opponent == "double-witch"]
    assert all("witch" in g.piles for g in witch)
    # Paired seeds: each kingdom and player count has one seed, played with PROGRAM in every seat.
    for players in (2, 3):
        same = [g for g in games if g.opponent == "strong" and g.kingdom == 0 and g.players == players]
        assert sorted(g.seat for g in same) == list(range(players)) and len({g.seed for g in same}) == 1
    assert schedule(2) == games


def test_required_cards_replace_drawn_ones_but_never_young_witch() -> None:
    piles = (
        "cellar",
        "chapel",
        "moat",
        "village",
        "young-witch",
        "smithy",
        "mine",
        "market",
        "gardens",
        "lab",
        "bane",
    )
    changed = with_required(piles, ("witch",), 3)
    assert "witch" in changed and "young-witch" in changed and changed[-1] == "bane" and len(changed) == 11


def test_the_same_seed_prints_the_same_table_and_a_rating(capsys, tmp_path) -> None:
    argv = (
        "players.strong",
        "--kingdoms",
        "1",
        "--jobs",
        "1",
        "--opponents",
        "big-money-ultimate,double-witch",
    )
    status, first, err = _rate(capsys, *argv, "--results", str(tmp_path / "a.jsonl"))
    assert status == 0, err
    assert "rating" in first and "double-witch" in first and "ejections of players.strong: 0" in first
    assert "10 of 10 games" in first
    _, second, _ = _rate(capsys, *argv, "--results", str(tmp_path / "b.jsonl"))
    assert first == second


def test_a_stopped_run_resumes_where_it_stopped(capsys, tmp_path) -> None:
    results = tmp_path / "r.jsonl"
    argv = ("smithy-money", "--kingdoms", "1", "--jobs", "1", "--results", str(results))
    _, whole, _ = _rate(capsys, *argv, "--opponents", "strong")
    lines = results.read_text().splitlines()
    assert json.loads(lines[0])["suite"] == 1 and len(lines) == 1 + 5
    results.write_text("\n".join(lines[:3]) + "\n" + lines[3][:10])  # two games, then a line cut short
    status, again, err = _rate(capsys, *argv, "--opponents", "strong")
    assert status == 0 and "resuming: 2 of 5 games already recorded" in err
    assert again == whole
    # Another program's file is not mixed into this one.
    status, _, err = _rate(capsys, "big-money", "--kingdoms", "1", "--results", str(results))
    assert status == 2 and "give another --results file" in err


def test_a_player_program_plays_its_games_as_a_subprocess(capsys, tmp_path) -> None:
    program = f"{sys.executable} -m players.big_money"
    argv = (program, "--kingdoms", "1", "--jobs", "2", "--opponents", "big-money-ultimate")
    status, out, err = _rate(capsys, *argv, "--results", str(tmp_path / "p.jsonl"))
    assert status == 0, err
    assert "5 of 5 games" in out and "ejections of bigmoney: 0" in out


def test_an_unknown_opponent_is_named(capsys) -> None:
    status, _, err = _rate(capsys, "big-money", "--opponents", "witch")
    assert status == 2 and "no opponent witch in the pool" in err


def test_without_jobs_it_plays_on_every_core_it_may_use(capsys, tmp_path) -> None:
    """No `--jobs`: the default is the tournament's (`referee.cluster.default_jobs`), said in the header."""
    from referee.cluster import default_jobs

    argv = (
        "big-money",
        "--kingdoms",
        "1",
        "--opponents",
        "smithy-money",
        "--results",
        str(tmp_path / "d.jsonl"),
    )
    status, out, err = _rate(capsys, *argv)
    assert status == 0, err
    assert f"5 games, {default_jobs()} at a time" in err
