"""The schedule is fair: seats balanced, seeds paired across rotations, groups complete, deterministic."""

from __future__ import annotations

import hashlib
import itertools
import math
from collections import Counter

import pytest

from referee.tournament.schedule import build_schedule, games_per_group, groups, round_seed

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]


@pytest.mark.parametrize("k", [2, 3, 4])
@pytest.mark.parametrize("fmt", ["round-robin", "gauntlet"])
def test_every_player_sits_in_every_seat_equally_often(k: int, fmt: str) -> None:
    schedule = build_schedule(PLAYERS, fmt, games=2 * k, players_per_game=k, seed=7)
    seat_counts: Counter[tuple[str, int]] = Counter()
    games_of: Counter[str] = Counter()
    for game in schedule:
        assert len(game.seats) == k and len(set(game.seats)) == k
        for seat, name in enumerate(game.seats):
            seat_counts[name, seat] += 1
            games_of[name] += 1
    for name in games_of:
        counts = {seat_counts[name, seat] for seat in range(k)}
        assert counts == {games_of[name] // k}, (name, [seat_counts[name, s] for s in range(k)])


@pytest.mark.parametrize("k", [2, 3, 4])
def test_each_seed_is_played_once_in_every_rotation_of_its_group(k: int) -> None:
    schedule = build_schedule(PLAYERS, "round-robin", games=3 * k, players_per_game=k, seed=11)
    by_seed: dict[int, list] = {}
    for game in schedule:
        by_seed.setdefault(game.seed, []).append(game)
    assert len(by_seed) == math.comb(len(PLAYERS), k) * 3  # distinct seeds for every (group, round)
    for games in by_seed.values():
        assert len(games) == k
        assert len({frozenset(g.seats) for g in games}) == 1  # one group
        # Every player is in every seat exactly once among the games sharing the seed.
        for seat in range(k):
            assert sorted(g.seats[seat] for g in games) == sorted(games[0].seats)
        assert sorted(g.rotation for g in games) == list(range(k))


@pytest.mark.parametrize("k", [2, 3, 4])
def test_round_robin_meets_every_group_and_gauntlet_always_has_the_first_player(k: int) -> None:
    rr = groups(PLAYERS, "round-robin", k)
    assert sorted(map(frozenset, rr)) == sorted(map(frozenset, itertools.combinations(PLAYERS, k)))
    gauntlet = groups(PLAYERS, "gauntlet", k)
    assert len(gauntlet) == math.comb(len(PLAYERS) - 1, k - 1)
    assert all(g[0] == "alice" for g in gauntlet)
    assert sorted(frozenset(g[1:]) for g in gauntlet) == sorted(
        map(frozenset, itertools.combinations(PLAYERS[1:], k - 1))
    )


def test_games_are_rounded_up_to_whole_rounds_and_indexed_in_order() -> None:
    assert games_per_group(5, 2) == 6
    assert games_per_group(6, 3) == 6
    assert games_per_group(1, 4) == 4
    schedule = build_schedule(PLAYERS[:3], "round-robin", games=5, players_per_game=2, seed=1)
    assert len(schedule) == 3 * 6
    assert [g.index for g in schedule] == list(range(len(schedule)))
    # Whole rounds come first: the first 6 games are round 0 of the 3 groups, 2 rotations each.
    assert [g.round for g in schedule[:6]] == [0] * 6
    assert [g.group for g in schedule[:6]] == [0, 0, 1, 1, 2, 2]


def test_schedule_is_deterministic_and_depends_on_the_seed() -> None:
    a = build_schedule(PLAYERS, "round-robin", 4, 2, seed=3)
    assert a == build_schedule(PLAYERS, "round-robin", 4, 2, seed=3)
    b = build_schedule(PLAYERS, "round-robin", 4, 2, seed=4)
    assert [g.seats for g in a] == [g.seats for g in b]
    assert [g.seed for g in a] != [g.seed for g in b]
    assert all(0 <= g.seed < 2**63 for g in a)
    assert max(g.seed for g in a).bit_length() > 32  # 63-bit game seeds, not 32


@pytest.mark.parametrize(
    ("players", "fmt", "k", "message"),
    [
        (["a", "b"], "knockout", 2, "unknown tournament format 'knockout'"),
        (["a", "a"], "round-robin", 2, "distinct"),
        (["a", "b"], "round-robin", 3, "need at least 3 players"),
        (["a", "b"], "round-robin", 5, "players per game must be 2 to 4"),
    ],
)
def test_bad_schedules_are_refused_with_a_clear_message(
    players: list[str], fmt: str, k: int, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        build_schedule(players, fmt, 2, k, seed=1)
    with pytest.raises(ValueError, match="at least 1"):
        games_per_group(0, 2)


def test_round_seed_is_the_documented_hash() -> None:
    # docs/tournaments.md: sha256 of "dominion-tournament:SEED:NAMES:ROUND", 8 bytes, shifted right by 1.
    digest = hashlib.sha256(b"dominion-tournament:1:ann,bob:0").digest()
    assert round_seed(1, ["ann", "bob"], 0) == int.from_bytes(digest[:8], "big") // 2 == 8145357531459855482
