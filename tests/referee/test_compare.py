"""`referee compare`: the sequential test's arithmetic, decisions on pairs with known outcomes (in-process
strategies for the long runs), and one real run of the command with player programs."""

from __future__ import annotations

import importlib
import math
import subprocess
import sys

import pytest

from referee.cli.compare import status_line
from referee.compare import (
    PAIR_SCORES,
    InProcessPairs,
    Sprt,
    Tally,
    closest_with_mean,
    expected_score,
    pair_seed,
    run_compare,
)
from tests.cli import patience, referee_command

REFEREE = referee_command()


def strategy(module: str):
    cls = importlib.import_module(f"players.{module}").Strategy
    return lambda seed: cls()


def test_bounds_and_expected_scores_are_the_textbook_ones() -> None:
    sprt = Sprt()  # fastchess's and cutechess's usual elo0 0, elo1 5, alpha 0.05, beta 0.05
    assert (sprt.lower, sprt.upper) == pytest.approx((-math.log(19), math.log(19)))
    assert expected_score(0) == 0.5
    assert expected_score(400) == pytest.approx(10 / 11)


@pytest.mark.parametrize("mean", [0.2, 0.5, 0.5072, 0.9])
def test_the_closest_distribution_has_the_mean_asked_for(mean: float) -> None:
    observed = [0.05, 0.1, 0.5, 0.25, 0.1]
    closest = closest_with_mean(observed, mean)
    assert sum(closest) == pytest.approx(1.0, abs=1e-9)
    assert sum(p * x for p, x in zip(closest, PAIR_SCORES, strict=True)) == pytest.approx(mean, abs=1e-9)
    assert all(p > 0 for p in closest)
    # Its own mean: the observed distribution itself.
    own = sum(p * x for p, x in zip(observed, PAIR_SCORES, strict=True))
    assert closest_with_mean(observed, own) == pytest.approx(observed, abs=1e-9)


def test_the_llr_grows_with_evidence_and_has_the_right_sign() -> None:
    sprt = Sprt()
    assert sprt.llr([0, 0, 0, 0, 0]) == 0.0
    assert 0 < sprt.llr([0, 0, 0, 0, 10]) < sprt.llr([0, 0, 0, 0, 100])
    assert sprt.llr([0, 0, 100, 0, 0]) < sprt.llr([0, 0, 10, 0, 0]) < 0
    # Mirror images: a pentanomial and its reverse give opposite LLRs for hypotheses symmetric about 0.
    mirror = Sprt(-5, 5)
    counts = [3, 10, 40, 12, 5]
    assert mirror.llr(counts) == pytest.approx(-mirror.llr(counts[::-1]))
    with pytest.raises(ValueError, match="elo0 must be below elo1"):
        Sprt(5, 5)
    with pytest.raises(ValueError, match="alpha must be between 0 and 0.5"):
        Sprt(alpha=0.7)


def test_smithy_money_against_big_money_accepts_h1() -> None:
    pairs = InProcessPairs(("smithy", strategy("smithy_money")), ("money", strategy("big_money")))
    verdict = run_compare(pairs, Sprt(), seed=1, max_games=2000)
    assert verdict.decision == "H1", verdict
    assert verdict.llr >= Sprt().upper
    assert verdict.tally.score > 0.85  # docs/player-strength.md: 93%


def test_a_player_against_itself_accepts_h0() -> None:
    # With paired seeds the two games of a pair are the same game with the seats swapped: every pair
    # scores exactly 1/2, the strongest possible evidence that neither is 5 Elo stronger.
    pairs = InProcessPairs(("money", strategy("big_money")), ("twin", strategy("big_money")))
    verdict = run_compare(pairs, Sprt(), seed=2, max_games=2000)
    assert verdict.decision == "H0", verdict
    assert verdict.tally.pentanomial[2] == verdict.tally.pairs


def test_an_undecided_test_stops_at_its_cap_whatever_the_jobs() -> None:
    def random_player(seed: int):
        return importlib.import_module("players.random_legal").Strategy(seed)

    pairs = InProcessPairs(("one", random_player), ("two", random_player), turn_limit=8)
    verdicts = [run_compare(pairs, Sprt(), seed=3, max_games=21, jobs=jobs) for jobs in (1, 3)]
    assert [v.decision for v in verdicts] == ["inconclusive", "inconclusive"]
    assert verdicts[0].tally.games == 20  # rounded down to whole pairs
    assert verdicts[0].tally == verdicts[1].tally  # counted in pair order: independent of the jobs
    assert pair_seed(3, 0) != pair_seed(3, 1)


@pytest.mark.parametrize(
    ("new", "old", "decision"),
    [
        ("smithy_money", "big_money", "H1 accepted: smithymoney is stronger than bigmoney"),
        # Every pair of a program against itself scores exactly 1/2: 10 pairs reach the lower bound.
        ("big_money", "big_money", "H0 accepted: bigmoney is not 100 Elo stronger than bigmoneyb"),
    ],
)
def test_the_command_with_real_programs_decides_and_says_so(new: str, old: str, decision: str) -> None:
    # Real player programs in worker processes; H1 at 100 Elo instead of 5 keeps it to a few dozen games.
    run = subprocess.run(
        [
            *REFEREE,
            "compare",
            "--seed",
            "1",
            "--jobs",
            "2",
            "--elo1",
            "100",
            "--max-games",
            "200",
            f"python -m players.{new}",
            f"python -m players.{old}",
        ],
        capture_output=True,
        text=True,
        timeout=patience(600),
    )
    assert run.returncode == 0, run.stderr
    assert "LLR bounds [-2.94, 2.94]" in run.stderr and "--seed 1 replays it" in run.stderr
    *_, status, verdict = run.stdout.splitlines()
    assert status.startswith("games ") and "LLR " in status
    assert verdict.startswith(decision)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--elo0", "5", "--elo1", "5"], "elo0 must be below elo1"),
        (["--beta", "0.5"], "beta must be between 0 and 0.5"),
        (["--max-games", "1"], "--max-games must be at least 2"),
    ],
)
def test_bad_parameters_are_usage_errors(args: list[str], message: str) -> None:
    run = subprocess.run(
        [*REFEREE, "compare", *args, "python -m players.big_money", "python -m players.passive"],
        capture_output=True,
        text=True,
        timeout=patience(120),
    )
    assert run.returncode == 2
    [line] = run.stderr.splitlines()
    assert line.startswith("referee compare: error: ") and message in line


def test_a_pair_with_a_forfeit_is_left_out_of_the_score_and_the_test() -> None:
    """As chess federations leave forfeits unrated: a game won only because the other program was ejected
    says nothing of strength, so its pair does not enter the pentanomial; the ejection and the forfeit are
    still counted and said."""
    from referee.compare import GameOutcome, Tally, outcome_from_result

    won = {"winners": ["new"], "players": [{"name": "new"}, {"name": "old", "ejection": {"kind": "crashed"}}]}
    forfeit = outcome_from_result(won, "new")
    assert forfeit == GameOutcome(1.0, ("old",), "new")
    played = outcome_from_result({"winners": ["old"], "players": [{"name": "new"}, {"name": "old"}]}, "new")
    assert played == GameOutcome(0.0, (), None)
    tally = Tally()
    tally.add(forfeit, played)
    tally.add(played, played)
    assert tally.pentanomial == [1, 0, 0, 0, 0] and tally.games == 2 and tally.left_out == 1
    assert (tally.wins, tally.losses, tally.forfeits, tally.ejections) == (0, 2, {"new": 1}, {"old": 1})


def test_the_command_leaves_forfeits_out_and_says_so() -> None:
    garbage = f"junk={sys.executable} tests/programs/garbage.py"
    run = subprocess.run(
        [*REFEREE, "compare", "--seed", "1", "--max-games", "4", "--skip-preflight"]
        + ["python -m players.big_money", garbage],
        capture_output=True,
        text=True,
        timeout=patience(600),
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    *_, status, ejected, forfeits, verdict = run.stdout.splitlines()
    assert status.startswith("games 0 (W-L-T 0-0-0), 2 pairs with a forfeit left out")
    assert ejected == "junk was ejected from 4 games"
    assert forfeits.startswith("bigmoney won 4 games by forfeit")
    assert verdict.startswith("inconclusive")


def test_an_elo_of_nothing_reads_0_never_minus_0() -> None:
    drawn = Tally(pentanomial=[0, 0, 5, 0, 0], ties=10)
    assert status_line(drawn, 0.0, Sprt()) == (
        "games 10 (W-L-T 0-0-10), score 50.0%, Elo 0 (95% CI 0 to 0), LLR 0.00 [-2.94, 2.94]"
    )
