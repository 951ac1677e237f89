"""Whole games between reference players as real subprocesses, and the worked example of the player guide.

`referee.match.run_match` starts every player as `python -m players.NAME` (or the example from
docs/writing-a-player.md, extracted from the page) with the real process seats and limits, so these games
exercise the kit over real pipes for every message kind in the order a real game sends them.
"""

from __future__ import annotations

import re
import sys

import pytest

from players import REFERENCE
from referee.match import MatchConfig, run_match

pytestmark = pytest.mark.early  # long: started first (tests/conftest.py)

EXAMPLE_MARKER = "<!-- example: my_player.py"


def command(name: str) -> tuple[str, ...]:
    return (sys.executable, "-m", REFERENCE[name].module)


def letters(name: str) -> str:
    return name.replace("_", "")


@pytest.mark.parametrize(
    ("players", "version", "seed"),
    [
        (["big_money", "mine_money", "smithy_money", "village_smithy"], 2, 11),
        (["militia_money", "random_legal", "passive"], 3, 12),
        (["random_legal", "militia_money"], 3, 13),
        (["mine_money", "random_legal"], 1, 14),
    ],
)
def test_reference_players_finish_real_games_without_ejection(players, version, seed, project_root):
    config = MatchConfig(
        players=[(letters(name), command(name)) for name in players],
        seed=seed,
        version=version,
        turn_limit=40,
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    assert all(player.turns > 0 for player in result.players)


def example_code(project_root) -> str:
    page = (project_root / "docs" / "writing-a-player.md").read_text()
    after = page[page.index(EXAMPLE_MARKER) :]
    match = re.search(r"```python\n(.*?)```", after, re.DOTALL)
    assert match is not None, "the example's code block is missing"
    return match.group(1)


@pytest.mark.parametrize("opponent", ["big_money", "militia_money"])
def test_the_guide_example_is_a_correct_player(opponent, project_root, tmp_path):
    (tmp_path / "my_player.py").write_text(example_code(project_root))
    config = MatchConfig(
        players=[("mine", (sys.executable, "my_player.py")), ("other", command(opponent))],
        seed=5,
        cwd=tmp_path,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end == "provinces"
    mine = result.players[0]
    assert mine.score > 3, "the example bought no victory card"
