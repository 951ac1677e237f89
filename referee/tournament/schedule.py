"""The schedule of a tournament: which players meet, in which seats, with which seeds (pure, no I/O).

A *group* is a set of players that meet (as many as `players_per_game`). Round robin takes every group of
the players; gauntlet takes every group that contains the first player. Each group plays `rounds` *rounds*;
a round is one seed played once in every cyclic seat rotation of the group, so every player of the group sits
in every seat exactly once per round, and first-seat advantage and shuffle luck cancel out within a round.
Games per group is therefore always a multiple of the group size (`games_per_group` rounds it up).

Seeds are derived from the tournament seed by sha256, so the schedule is the same on every run and machine.
A game seed has 63 bits: with the tournament seed secret (random by default, see docs/tournaments.md), a
player cannot compute the seeds, and from them the shuffles of `random.Random`, from the public names.
Games are numbered (`ScheduledGame.index`) round by round, group by group, rotation by rotation: a tournament
stopped part way has played whole rounds of most groups, and the numbering is the key under which the
database records a game.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

FORMATS = ("round-robin", "gauntlet")
"""Tournament formats: every group of players, or every group containing the first player."""

MIN_PLAYERS_PER_GAME = 2
MAX_PLAYERS_PER_GAME = 4


@dataclass(frozen=True, slots=True)
class ScheduledGame:
    """One game of the schedule.

    Fields:
        index: 0-based position in the schedule; the game's unique key in the database.
        group: 0-based index of the group (see `groups`).
        round: 0-based round of the group; all rotations of one round share `seed`.
        rotation: 0-based seat rotation; the seats are the group rotated left by this many places.
        seed: the game's seed (0 <= seed < 2**63), the same for every rotation of one round of one group.
        seats: player names in seat order (seat 0 moves first).
    """

    index: int
    group: int
    round: int
    rotation: int
    seed: int
    seats: tuple[str, ...]


def games_per_group(games: int, players_per_game: int) -> int:
    """The number of games each group plays: `games` rounded up to a multiple of `players_per_game`.

    Arguments:
        games: games per group asked for (>= 1).
        players_per_game: the group size, 2 to 4.
    Raises:
        ValueError: if `games` < 1 or `players_per_game` is out of range.
    """
    _check_players_per_game(players_per_game)
    if games < 1:
        raise ValueError(f"games per group must be at least 1, got {games}")
    return -(-games // players_per_game) * players_per_game


def groups(players: Sequence[str], fmt: str, players_per_game: int) -> list[tuple[str, ...]]:
    """The groups of players that meet, each in the order the players were given.

    Arguments:
        players: distinct player names, in the order given on the command line.
        fmt: one of `FORMATS`.
        players_per_game: the group size, 2 to 4.
    Returns:
        Round robin: every combination of `players_per_game` players (itertools order).
        Gauntlet: the first player with every combination of `players_per_game - 1` of the others.
    Raises:
        ValueError: on an unknown format, duplicate names, a bad group size, or too few players for it.
    """
    _check_players_per_game(players_per_game)
    if fmt not in FORMATS:
        raise ValueError(f"unknown tournament format {fmt!r}: expected one of {', '.join(FORMATS)}")
    if len(set(players)) != len(players):
        raise ValueError(f"player names must be distinct, got {list(players)}")
    if len(players) < players_per_game:
        raise ValueError(
            f"{players_per_game} players per game need at least {players_per_game} players, "
            f"got {len(players)}"
        )
    if fmt == "round-robin":
        return [tuple(g) for g in itertools.combinations(players, players_per_game)]
    first, others = players[0], players[1:]
    return [(first, *g) for g in itertools.combinations(others, players_per_game - 1)]


def round_seed(tournament_seed: int, group: Sequence[str], round_: int) -> int:
    """The seed of one round of one group: 63 bits of sha256 of the tournament seed, the group and the round.

    The first 8 bytes of the digest, big-endian, shifted right by one bit (0 to 2**63 - 1, an SQLite INTEGER):
    far too many to try each, and sha256 does not let a player work back to the tournament seed from the
    seeds of games it played (a transcript shows the seed) to those of the games it will play.

    Arguments:
        tournament_seed: the tournament's seed (any int).
        group: the group's player names, in the order given.
        round_: the 0-based round.
    """
    key = f"dominion-tournament:{tournament_seed}:{','.join(group)}:{round_}".encode()
    return int.from_bytes(hashlib.sha256(key).digest()[:8], "big") >> 1


def build_schedule(
    players: Sequence[str], fmt: str, games: int, players_per_game: int, seed: int
) -> list[ScheduledGame]:
    """Every game of a tournament, in schedule order.

    Arguments:
        players: distinct player names, in the order given.
        fmt: one of `FORMATS`.
        games: games per group asked for; rounded up to a multiple of `players_per_game` (see module doc).
        players_per_game: 2 to 4.
        seed: the tournament seed.
    Returns:
        `len(groups) * games_per_group(games, players_per_game)` games, indexed 0, 1, ... in order.
    Raises:
        ValueError: as `groups` and `games_per_group`.
    """
    all_groups = groups(players, fmt, players_per_game)
    rounds = games_per_group(games, players_per_game) // players_per_game
    schedule: list[ScheduledGame] = []
    for round_ in range(rounds):
        for g, group in enumerate(all_groups):
            game_seed = round_seed(seed, group, round_)
            for rotation in range(players_per_game):
                seats = tuple(group[rotation:] + group[:rotation])
                schedule.append(ScheduledGame(len(schedule), g, round_, rotation, game_seed, seats))
    return schedule


def _check_players_per_game(players_per_game: int) -> None:
    if not MIN_PLAYERS_PER_GAME <= players_per_game <= MAX_PLAYERS_PER_GAME:
        raise ValueError(
            f"players per game must be {MIN_PLAYERS_PER_GAME} to {MAX_PLAYERS_PER_GAME}, "
            f"got {players_per_game}"
        )
