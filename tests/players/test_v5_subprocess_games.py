"""Issue 28's "done when": 200 protocol v5 games of `random_legal` and the reference players as real
subprocesses (`python -m players.NAME`, through `referee.match.run_match`, as `referee` runs them), on
random kingdoms of every kingdom card of the catalogue (`SETS` of bench/random_games.py), both editions,
2-4 players: no ejection. Each game seats `random_legal` (every play and answer a random legal one, so every
card of the kingdom gets played) and, in turn, reference players and shipped strategy files (`python -m
players.strategy NAME`, issue 30: one whose `requires` the kingdom holds), so each meets every kingdom card
the random draws hold.

The kingdoms are those of `bench/random_games.py` (`Setup.draw`: players, edition, kingdom; whether it is
a Colony game the game decides by the rule of the box, as `referee` does). The player seed key is fixed per
game, so a game is the same on every run (random_legal's seed included).
"""

from __future__ import annotations

import importlib.util
import sys

import pytest

from players import REFERENCE
from players.strategy import read_strategy, shipped_strategies
from referee.match import MatchConfig, run_match
from referee.result import END_REASONS
from tests.conftest import ROOT

pytestmark = pytest.mark.early  # long: started first (tests/conftest.py)

GAMES = 200
PARTS = 8
"""The 200 games are `PARTS` tests of `GAMES // PARTS` seeds each, so the test workers share them."""
TURN_LIMIT = 30
"""Turns per player: random_legal alone seldom ends a game by the rules; the turn limit is a normal end."""
OPPONENTS = tuple(name for name in REFERENCE if name != "random_legal")
"""The reference players that sit beside random_legal, in turn."""
STRATEGIES = {name: read_strategy(path).requires for name, path in shipped_strategies().items()}
"""The shipped strategy files (name -> the kingdom cards each requires), which sit beside them in turn."""


def _setups():
    """`Setup` of bench/random_games.py (bench/ is scripts, not a package)."""
    name = "bench_random_games"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / "random_games.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name].Setup


def seated(seed: int, count: int, kingdom: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """The players of game `seed` on `kingdom`, as (name, command): random_legal, then `count - 1` players
    rotated by the seed, a reference player and a strategy file (one whose required cards `kingdom` holds)
    in turn."""
    fitting = [name for name, requires in STRATEGIES.items() if set(requires) <= set(kingdom)]
    players = [("randomlegala", (sys.executable, "-m", REFERENCE["random_legal"].module))]
    for index in range(1, count):
        turn = seed * 3 + index
        if turn % 2 or not fitting:
            module = OPPONENTS[turn // 2 % len(OPPONENTS)]
            command = (sys.executable, "-m", REFERENCE[module].module)
        else:
            module = fitting[turn // 2 % len(fitting)]
            command = (sys.executable, "-m", "players.strategy", module)
        players.append(("".join(c for c in module if c.isalpha()) + "abcd"[index], command))
    return players


@pytest.mark.parametrize("part", range(PARTS))
def test_v5_games_of_the_reference_players_as_subprocesses_eject_nobody(part: int) -> None:
    setup_of = _setups()
    size = GAMES // PARTS
    ends = []
    for seed in range(part * size, (part + 1) * size):
        setup = setup_of.draw(seed)
        players = seated(seed, setup.players, tuple(setup.kingdom))
        config = MatchConfig(
            players=players,
            seed=seed,
            version=5,
            kingdom=setup.kingdom,
            edition=setup.edition,
            turn_limit=TURN_LIMIT,
            cwd=ROOT,
            player_seed_key=f"{seed:032x}",  # the players' seeds too: the same game every run
        )
        result = run_match(config)
        ejected = [(p.name, p.ejection) for p in result.ejections]
        assert not ejected, (seed, setup, ejected)
        assert result.end in END_REASONS and result.end != "last-player-standing", (seed, result.end)
        assert all(player.turns > 0 for player in result.players), seed
        ends.append(result.end)
    assert len(ends) == size
