"""Whole protocol v4 games between the reference players as real subprocesses (`python -m players.NAME`),
on seeded random kingdoms of the whole base game: the kit over real pipes for every v4 message (`decide`,
`happened`, `attacked` by every attack) in the order a real game sends them, with no ejection. Against an
in-process player that buys and plays attacks, a kit player must have defended and decided over its pipes."""

from __future__ import annotations

import re
import sys

import pytest

from players import REFERENCE
from players.answers import DEFAULTS
from referee.match import MatchConfig, run_match
from referee.seats.engine import play_game
from referee.seats.process import Limits, SubprocessSeat
from referee.seats.seat import InProcessSeat
from tests.players.test_v4_games import ATTACKS, KEY_CARDS, AttackBuyer, Counts, kingdom

pytestmark = pytest.mark.early  # long: started first (tests/conftest.py)


def command(name: str) -> tuple[str, ...]:
    return (sys.executable, "-m", REFERENCE[name].module)


def letters(name: str) -> str:
    return name.replace("_", "")


@pytest.mark.parametrize(
    ("players", "seed", "edition"),
    [
        (["witch_money", "chapel_lab"], 1, 2),
        (["throne_room", "random_legal"], 2, 2),
        (["chapel_lab", "random_legal", "witch_money"], 3, 1),
        (["random_legal", "throne_room", "militia_money", "witch_money"], 4, 2),
        (["random_legal", "random_legal"], 5, 1),
    ],
)
def test_reference_players_finish_real_v4_games_without_ejection(players, seed, edition, project_root):
    forced = tuple(dict.fromkeys(card for name in players for card in KEY_CARDS.get(name, ())[:2]))[:6]
    names = [letters(name) + "abcd"[index] for index, name in enumerate(players)]
    config = MatchConfig(
        players=[(name, command(player)) for name, player in zip(names, players, strict=True)],
        seed=seed,
        version=4,
        kingdom=kingdom(seed, forced),
        edition=edition,
        turn_limit=40,
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    assert all(player.turns > 0 for player in result.players)


@pytest.mark.parametrize("name", ["big_money", "witch_money", "throne_room"])
def test_kit_players_answer_attacks_and_decisions_over_pipes(name, project_root):
    counts = Counts()
    for seed in range(6):
        seat = SubprocessSeat("kit", list(command(name)), version=4, limits=Limits(), cwd=str(project_root))
        opponent = InProcessSeat("buyer", AttackBuyer(seed))
        seats = [seat, opponent] if seed % 2 else [opponent, seat]
        result = play_game(
            seats, version=4, seed=seed, kingdom=kingdom(seed, ATTACKS), turn_limit=40, observer=counts
        )
        assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert counts.by("kit", "defended") > 0
    assert counts.by("kit", "decided") > 0


V4_EXAMPLE_MARKER = "<!-- example: my_v4_player.py"


def v4_example_code(project_root) -> str:
    page = (project_root / "docs" / "writing-a-player.md").read_text()
    after = page[page.index(V4_EXAMPLE_MARKER) :]
    match = re.search(r"```python\n(.*?)```", after, re.DOTALL)
    assert match is not None, "the v4 example's code block is missing"
    return match.group(1)


@pytest.mark.parametrize("opponent", ["witch_money", "random_legal"])
def test_the_guide_v4_example_is_a_correct_player(opponent, project_root, tmp_path):
    (tmp_path / "my_v4_player.py").write_text(v4_example_code(project_root))
    cards = (
        "chapel",
        "witch",
        "moat",
        "militia",
        "library",
        "sentry",
        "bandit",
        "market",
        "village",
        "smithy",
    )
    counts = Counts()
    for seed in range(2):
        seat = SubprocessSeat(
            "mine", [sys.executable, "my_v4_player.py"], version=4, limits=Limits(), cwd=str(tmp_path)
        )
        other = SubprocessSeat(
            "other", list(command(opponent)), version=4, limits=Limits(), cwd=str(project_root)
        )
        seats = [seat, other] if seed % 2 else [other, seat]
        result = play_game(seats, version=4, seed=seed, kingdom=list(cards), turn_limit=30, observer=counts)
        assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert counts.counts["chapel"] > 0, "the example never played its chapel"


def test_the_guide_lists_every_default_answer(project_root):
    page = (project_root / "docs" / "writing-a-player.md").read_text()
    for kind, text in DEFAULTS.items():
        assert f"| `{kind}` | {text} |" in page, kind
