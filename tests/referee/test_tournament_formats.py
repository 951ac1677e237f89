"""The scalable formats' schedules (pure): the sampled round robin is balanced, swiss pairs by score, both
are deterministic, and the definitions that use them keep the digests of the older formats unchanged."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.schedule import (
    build_extended_sampled_schedule,
    build_sampled_schedule,
    build_swiss_schedule,
    sampled_games,
    sampled_groups,
    swiss_games_per_round,
    swiss_pairing,
)

CLASS = [f"student{chr(ord('a') + i)}" for i in range(26)]


def meetings(groups: list[tuple[str, ...]], names: list[str]) -> Counter[int]:
    """How many pairs of `names` met 0, 1, 2, ... times in `groups`."""
    met: Counter[frozenset[str]] = Counter()
    for group in groups:
        for pair in itertools.combinations(group, 2):
            met[frozenset(pair)] += 1
    return Counter(met[frozenset(pair)] for pair in itertools.combinations(names, 2))


@pytest.mark.parametrize(("k", "per_player"), [(2, 10), (3, 6), (4, 10), (4, 40)])
def test_sampled_round_robin_gives_everyone_the_same_games_and_balances_pairs(
    k: int, per_player: int
) -> None:
    schedule = build_sampled_schedule(CLASS, k, per_player, seed=3)
    games = Counter(name for g in schedule for name in g.seats)
    seats = Counter((name, seat) for g in schedule for seat, name in enumerate(g.seats))
    assert set(games.values()) == {per_player * k}  # 26 * per_player is a multiple of k here
    assert all(seats[name, seat] == per_player for name in CLASS for seat in range(k))
    spread = meetings(sampled_groups(CLASS, k, per_player, seed=3), CLASS)
    # Each pair meets about equally often: the counts span at most 3 consecutive values.
    assert max(spread) - min(spread) <= 2, spread
    assert [g.index for g in schedule] == list(range(len(schedule)))
    seeds: dict[int, set[tuple[str, ...]]] = {}
    for g in schedule:
        seeds.setdefault(g.seed, set()).add(tuple(sorted(g.seats)))
    assert all(len(groups) == 1 for groups in seeds.values())  # one seed, one group, every rotation
    assert len(seeds) == len(schedule) // k


def test_sampled_round_robin_rounds_the_last_group_up_and_is_seeded() -> None:
    names = CLASS[:7]
    schedule = build_sampled_schedule(names, 4, 3, seed=1)
    games = Counter(name for g in schedule for name in g.seats)
    assert len(schedule) == 24  # 7 players x 3 meetings = 21 places: 6 groups of 4
    assert sorted(games.values()) == [12] * 4 + [16] * 3  # 3 players play one meeting more
    assert build_sampled_schedule(names, 4, 3, seed=1) == schedule
    assert build_sampled_schedule(names, 4, 3, seed=2) != schedule


def points_of(schedule, winner_of) -> dict[int, dict[str, float]]:
    """Points as the store gives them, the winner of each game chosen by `winner_of(game)`."""
    return {g.index: {n: float(n == winner_of(g)) for n in g.seats} for g in schedule}


def test_swiss_pairs_round_zero_only_until_it_is_recorded_then_by_score() -> None:
    names = CLASS[:10]
    strength = {name: i for i, name in enumerate(names)}  # the later the stronger
    first, [round0] = build_swiss_schedule(names, 4, 3, seed=9, points={})
    assert len(first) == swiss_games_per_round(10, 4) == 8  # 2 groups of 4, every rotation; 2 byes
    assert len(round0.byes) == 2 and len({*round0.byes, *itertools.chain(*round0.groups)}) == 10
    points = points_of(first[:-1], lambda g: max(g.seats, key=strength.get))
    assert build_swiss_schedule(names, 4, 3, seed=9, points=points)[0] == first  # round 0 not complete
    points = points_of(first, lambda g: max(g.seats, key=strength.get))
    second, pairings = build_swiss_schedule(names, 4, 3, seed=9, points=points)
    assert second[: len(first)] == first  # an index never changes once its round is paired
    assert [g.index for g in second] == list(range(16))
    round1 = pairings[1]
    # The byes go to players who have had none.
    assert set(round1.byes).isdisjoint(round0.byes)
    # The two round-0 winners (score 1, all others 0) meet in the first group of round 1.
    winners = {max(group, key=strength.get) for group in round0.groups}
    assert winners <= set(round1.groups[0])
    assert build_swiss_schedule(names, 4, 3, seed=9, points=points) == (second, pairings)


@pytest.mark.parametrize(("n", "k"), [(7, 2), (9, 4), (26, 4), (8, 3)])
def test_swiss_byes_rotate_and_every_group_plays_every_rotation(n: int, k: int) -> None:
    names = CLASS[:n]
    rounds = 6
    points: dict[int, dict[str, float]] = {}
    for _ in range(rounds):
        schedule, pairings = build_swiss_schedule(names, k, rounds, seed=4, points=points)
        points = points_of(schedule, lambda g: g.seats[0])  # the first seat always wins
    assert len(schedule) == rounds * swiss_games_per_round(n, k)
    byes = Counter(name for p in pairings for name in p.byes)
    assert max(byes.values(), default=0) - min((byes[name] for name in names), default=0) <= 1
    for r, pairing in enumerate(pairings):
        assert len(pairing.byes) == n % k
        games = [g for g in schedule if g.round == r]
        for group_index, group in enumerate(pairing.groups):
            mine = [g for g in games if g.group == group_index]
            assert sorted(g.rotation for g in mine) == list(range(k))
            assert {g.seed for g in mine} == {mine[0].seed}
            assert [set(g.seats) for g in mine] == [set(group)] * k


def definition(**extra) -> TournamentDefinition:
    return TournamentDefinition(
        entrants=tuple(Entrant(name, ("./" + name,)) for name in CLASS[:6]),
        format=extra.pop("format", "round-robin"),
        games=4,
        players_per_game=4,
        version=3,
        seed=1,
        turn_limit=100,
        **extra,
    )


def test_older_definitions_keep_their_json_and_new_fields_round_trip() -> None:
    plain = definition()
    assert "rounds" not in plain.to_json() and "games_per_player" not in plain.to_json()
    for changed in (definition(format="swiss", rounds=5), definition(games_per_player=8)):
        assert TournamentDefinition.from_json(changed.to_json()) == changed
        assert changed.digest() != plain.digest()
    assert definition(format="swiss", rounds=5).differences(definition(format="swiss", rounds=6)) == [
        "rounds: 5 recorded, 6 now"
    ]
    assert definition(format="swiss", rounds=5).total_games() == 5 * 4
    sampled = definition(games_per_player=8)
    assert sampled.total_games() == len(sampled.schedule()) == 6 * 2 // 4 * 4
    assert sampled.label == "sampled round-robin"


def broken_play(schedule, broken: set[str], strength: dict[str, int]):
    """Points and conduct of `schedule` as the store gives them: the `broken` players are ejected from every
    game; the strongest player that finished wins (by forfeit when it was the only one left)."""
    points: dict[int, dict[str, float]] = {}
    conduct: dict[int, dict[str, str]] = {}
    for g in schedule:
        finished = [n for n in g.seats if n not in broken]
        winner = max(finished, key=strength.get) if finished else None
        points[g.index] = {n: float(n == winner) for n in g.seats}
        left = {n: "ejected" for n in g.seats if n in broken}
        if len(finished) == 1:
            left[finished[0]] = "forfeit"
        if left:
            conduct[g.index] = left
    return points, conduct


@pytest.mark.parametrize(
    ("n", "k", "broken_count"), [(8, 2, 2), (10, 2, 3), (12, 4, 4), (13, 4, 5), (9, 3, 2)]
)
def test_swiss_keeps_players_ejected_in_most_games_away_from_working_ones(
    n: int, k: int, broken_count: int
) -> None:
    """Once a broken player (ejected in most of its games) has played, it meets the other broken players:
    a group mixes working and broken players only for the broken players that cannot fill a group of their
    own (after the byes, which go to broken players first among those with the fewest byes). Without the
    conduct (the pairing of older tournaments), the same results mix them more."""
    names = CLASS[:n]
    broken = set(names[:: n // broken_count][:broken_count])
    strength = {name: i for i, name in enumerate(names)}
    rounds = 5
    mixed_by_rule: dict[bool, int] = {}
    for aware in (True, False):
        points: dict[int, dict[str, float]] = {}
        conduct: dict[int, dict[str, str]] = {}
        for _ in range(rounds):
            schedule, pairings = build_swiss_schedule(
                names, k, rounds, seed=11, points=points, conduct=conduct if aware else None
            )
            points, conduct = broken_play(schedule, broken, strength)
        mixed = 0
        played: set[str] = set()
        for pairing in pairings:
            known = broken & played  # broken players are ejected from every game: known once they played
            playing = len(known - set(pairing.byes))
            groups_mixed = [g for g in pairing.groups if 0 < len(known & set(g)) < k]
            if aware:
                assert len(groups_mixed) <= (1 if playing % k else 0), pairing
            mixed += len(groups_mixed)
            played.update(name for group in pairing.groups for name in group)
        mixed_by_rule[aware] = mixed
    assert mixed_by_rule[True] < mixed_by_rule[False]


def test_a_forfeit_win_does_not_count_in_the_swiss_score() -> None:
    """Rule 4: a win by forfeit is not a game played. In round 0, a's opponent is ejected from both games
    (a wins by forfeit) and the first player of each other group wins both of its games. Blind to forfeits,
    a scores 1 and meets another round-0 winner; aware, a scores as one who has not played, and meets a
    player who won nothing."""
    names = ["a", "b", "c", "d", "e", "f"]
    schedule, [round0] = build_swiss_schedule(names, 2, 2, seed=5, points={})
    points: dict[int, dict[str, float]] = {}
    conduct: dict[int, dict[str, str]] = {}
    winners = set()
    for g in schedule:
        group = round0.groups[g.group]
        winner = group[0] if "a" not in group else "a"
        winners.add(winner)
        points[g.index] = {n: float(n == winner) for n in g.seats}
        if "a" in group:
            conduct[g.index] = {n: "forfeit" if n == "a" else "ejected" for n in g.seats}
    partner = {
        rule: next(next(n for n in group if n != "a") for group in pairing.groups if "a" in group)
        for rule, pairing in (
            ("blind", swiss_pairing(names, 2, 5, 1, [round0], points, None)),
            ("aware", swiss_pairing(names, 2, 5, 1, [round0], points, conduct)),
        )
    }
    assert partner["blind"] in winners
    assert partner["aware"] not in winners


def test_an_extended_sampled_round_robin_keeps_its_games_and_adds_new_meetings() -> None:
    names = CLASS[:7]
    first = build_sampled_schedule(names, 3, 4, seed=5)
    assert build_extended_sampled_schedule(names, 3, [4], seed=5) == first
    extended = build_extended_sampled_schedule(names, 3, [4, 2], seed=5)
    assert extended[: len(first)] == first
    assert len(extended) == sampled_games(7, 3, 4) + sampled_games(7, 3, 2)
    assert [g.index for g in extended] == list(range(len(extended)))
    # A group that meets again gets another seed.
    seeds: dict[int, set[frozenset[str]]] = {}
    for g in extended:
        seeds.setdefault(g.seed, set()).add(frozenset(g.seats))
    assert all(len(groups) == 1 for groups in seeds.values())
    assert len(seeds) == len(extended) // 3
    games = Counter(name for g in extended for name in g.seats)
    assert min(games.values()) >= (4 + 2) * 3
    sampled = definition(games_per_player=8, parts=(4, 4))
    assert sampled.total_games() == len(sampled.schedule()) == 2 * (6 // 4 * 4 + 4)
    assert TournamentDefinition.from_json(sampled.to_json()) == sampled
    assert "parts" not in definition(games_per_player=8).to_json()


def test_the_pairing_rule_is_in_the_definition_only_when_forfeit_aware() -> None:
    """Swiss tournaments started before forfeits were recorded keep their digest and their pairing."""
    older = definition(format="swiss", rounds=5)
    assert "pairing" not in older.to_json() and older.pairing == 1
    aware = definition(format="swiss", rounds=5, pairing=2)
    assert aware.to_json()["pairing"] == 2 and TournamentDefinition.from_json(aware.to_json()) == aware
    assert older.differences(aware) == ["pairing: None recorded, 2 now"]
    # An older tournament's schedule does not read the conduct at all.
    first = older.schedule({}, {})
    points = {g.index: {n: float(n == g.seats[0]) for n in g.seats} for g in first}
    conduct = {g.index: {n: "ejected" for n in g.seats[1:]} | {g.seats[0]: "forfeit"} for g in first}
    assert older.schedule(points, conduct) == older.schedule(points)
