"""Protocol v6 games of `random_legal` and the reference players as real subprocesses (`python -m
players.NAME`, through `referee.match.run_match`, as `referee` runs them) on kingdoms with Empires' events and
landmarks: no ejection. Each game's kingdom is a random v6 kingdom's 10 cards with two landscapes whose rules
are built (`referee.rules.spec.LANDSCAPE_SPECS`, two by two in turn, so that every one is met), 2-3 players:
random_legal (which buys events: `legal_plays` lists them in a v6 view, and it plays no treasure after a
buy that paid off its debt) beside the other reference players in turn. The player seed key is fixed per
game, so a game is the same on every run."""

from __future__ import annotations

import sys

import pytest

from players import REFERENCE
from referee.kingdom import RANDOM, game_kingdom
from referee.match import MatchConfig, run_match
from referee.result import END_REASONS
from referee.rules.kingdoms import split_landscapes
from referee.rules.spec import LANDSCAPE_SPECS
from tests.conftest import ROOT

pytestmark = pytest.mark.early  # long: started first (tests/conftest.py)

BUILT = sorted(LANDSCAPE_SPECS)
"""The landscapes the referee plays, met two per game in turn."""
GAMES = (len(BUILT) + 1) // 2
PARTS = 4
TURN_LIMIT = 30
OPPONENTS = tuple(name for name in REFERENCE if name != "random_legal")


def _kingdom(seed: int) -> tuple[str, ...]:
    drawn = game_kingdom(RANDOM, 6, seed)
    cards, _ = split_landscapes(drawn)
    two = (BUILT[2 * seed % len(BUILT)], BUILT[(2 * seed + 1) % len(BUILT)])
    return (*cards, *dict.fromkeys(two))


@pytest.mark.parametrize("part", range(PARTS))
def test_v6_games_with_landscapes_eject_nobody(part: int) -> None:
    seeds = [seed for seed in range(GAMES) if seed % PARTS == part]
    for seed in seeds:
        kingdom = _kingdom(seed)
        players = [("randomlegala", (sys.executable, "-m", REFERENCE["random_legal"].module))]
        for index in range(1, 2 + seed % 2):
            module = OPPONENTS[(seed + index) % len(OPPONENTS)]
            players.append(
                (module.replace("_", "") + "abc"[index], (sys.executable, "-m", REFERENCE[module].module))
            )
        config = MatchConfig(
            players=players,
            seed=seed,
            version=6,
            kingdom=kingdom,
            turn_limit=TURN_LIMIT,
            cwd=ROOT,
            player_seed_key=f"{seed:032x}",
        )
        result = run_match(config)
        ejected = [(p.name, p.ejection) for p in result.ejections]
        assert not ejected, (seed, kingdom, ejected)
        assert result.end in END_REASONS and result.end != "last-player-standing", (seed, result.end)
        assert all(player.turns > 0 for player in result.players), seed
