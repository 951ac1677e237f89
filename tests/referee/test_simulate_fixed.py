"""`referee simulate` plays exactly the same games, seed for seed, as it did before its speed work (issue 16).

A fixed batch of seeded games of the shipped strategy files (2, 3 and 4 players; witches, militias, moats,
throne rooms, gardens, chapels) is played and every game's record (end, turns, winners, each player's score,
rank, turns and score curve) is hashed. The expected digest was computed on the code before the caches and
shortcuts of the simulator's hot loop (players/strategy.py, players/conditions.py, referee/rules/) were
added: any change that alters a single decision, shuffle or score shows here."""

from __future__ import annotations

import hashlib

from referee.simulate import Simulation, simulate

FIRST = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "militia",
    "moat",
    "smithy",
    "throne-room",
    "village",
    "witch",
)
SECOND = (
    "bureaucrat",
    "chapel",
    "council-room",
    "gardens",
    "laboratory",
    "moneylender",
    "remodel",
    "village",
    "witch",
    "workshop",
)

MATCHES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (FIRST, ("double-witch", "village-smithy")),
    (FIRST, ("big-money", "big-money-ultimate")),
    (FIRST, ("militia-money", "smithy-money", "throne-room-festival")),
    (SECOND, ("chapel-laboratory", "moneylender-money", "council-room-money", "workshop-gardens")),
    (SECOND, ("bureaucrat-gardens", "double-witch")),
)
"""(kingdom, strategies) of each match: every shipped strategy file, 2, 3 and 4 players."""

EXPECTED = "a43bb325895d5b87edc0b7addee21b0372e1441e63c7739aca630dc9967d8b47"


def digest() -> str:
    """The SHA-256 of the records of 40 seeded games of each match in `MATCHES`."""
    hashed = hashlib.sha256()
    for kingdom, strategies in MATCHES:
        names = tuple(f"p{i}" for i in range(len(strategies)))
        for game in simulate(Simulation(strategies, names, kingdom, 40, 7)):
            hashed.update(repr(game).encode())
    return hashed.hexdigest()


def test_the_same_seeds_play_the_same_games_as_before_the_speed_work() -> None:
    assert digest() == EXPECTED
