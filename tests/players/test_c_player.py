"""The C example player (players/examples/big_money.c), compiled with gcc as a student would, plays whole
protocol v4 games against the reference players with no ejection, on seeded random kingdoms (attacks, Moat,
every `decide` of the opponents' cards), and still plays a v3 game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from players import REFERENCE
from referee.match import MatchConfig, run_match
from referee.seats.engine import play_game
from referee.seats.process import Limits, SubprocessSeat
from referee.seats.seat import InProcessSeat
from tests.players.test_v4_games import ATTACKS, AttackBuyer, Counts, kingdom

SOURCE = Path(__file__).resolve().parents[2] / "players" / "examples" / "big_money.c"


@pytest.fixture(scope="module")
def c_player(tmp_path_factory) -> str:
    """The example compiled with the flags of docs/writing-a-player.md, plus -Werror: warnings are bugs."""
    binary = tmp_path_factory.mktemp("cplayer") / "big_money"
    subprocess.run(
        [
            "gcc",
            "-std=c99",
            "-O2",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-o",
            str(binary),
            str(SOURCE),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    return str(binary)


def python_player(name: str) -> tuple[str, ...]:
    return (sys.executable, "-m", REFERENCE[name].module)


@pytest.mark.parametrize(
    ("opponents", "forced", "seed"),
    [
        (["witch_money"], ("witch", "moat", "militia"), 1),
        (["random_legal"], ("throne-room", "bureaucrat", "bandit", "spy"), 2),
        (["throne_room", "random_legal"], ("throne-room", "thief", "militia", "library"), 3),
        (["chapel_lab", "militia_money", "random_legal"], ("chapel", "militia", "sentry", "moat"), 4),
    ],
)
def test_the_c_player_plays_whole_v4_games_without_ejection(c_player, opponents, forced, seed, project_root):
    players = [("cbot", (c_player,))]
    players += [
        (name.replace("_", "") + "abc"[index], python_player(name)) for index, name in enumerate(opponents)
    ]
    config = MatchConfig(
        players=players,
        seed=seed,
        version=4,
        kingdom=kingdom(seed, forced),
        turn_limit=40,
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    assert result.players[0].score > 0, "the C player bought no victory card"


def test_the_c_player_plays_a_v3_game(c_player, project_root):
    config = MatchConfig(
        players=[("cbot", (c_player,)), ("militia", python_player("militia_money"))],
        seed=7,
        version=3,
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == ()
    assert result.end == "provinces"


def test_the_c_player_answers_every_attack_and_decision(c_player):
    """Against an in-process player buying and playing attacks: `attacked` by each, and `decide` (a
    Bureaucrat's or Bandit's victim) are answered legally over the pipes."""
    counts = Counts()
    for seed in range(6):
        seat = SubprocessSeat("cbot", [c_player], version=4, limits=Limits())
        opponent = InProcessSeat("buyer", AttackBuyer(seed))
        seats = [seat, opponent] if seed % 2 else [opponent, seat]
        result = play_game(
            seats, version=4, seed=seed, kingdom=kingdom(seed, ATTACKS), turn_limit=40, observer=counts
        )
        assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert counts.by("cbot", "defended") > 0
    assert counts.by("cbot", "decided") > 0
