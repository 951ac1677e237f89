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

Two formats scale to a class of 26 (where a round robin of 4-player groups has 14,950 groups):

- *Sampled round robin* (`sampled_groups`, `build_sampled_schedule`): every player meets in `meetings` groups
  (so plays `meetings * k` games), the groups chosen greedily so that each pair of players meets about
  equally often, with seeded tie-breaks.
- *Swiss* (`swiss_pairing`, `build_swiss_schedule`): rounds paired by score. Round r+1 is paired from the
  results of rounds 0..r, so its games exist only once those are all recorded; the pairing is a pure
  function of the tournament seed and the recorded points, so a resumed tournament pairs exactly as the
  interrupted one would have.

In both, a group's meeting is played in every seat rotation with one seed, as for round robin.
"""

from __future__ import annotations

import hashlib
import itertools
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

FORMATS = ("round-robin", "gauntlet", "swiss")
"""Tournament formats: every group of players, every group containing the first player, or rounds paired by
score. (The sampled round robin is round robin with a number of games per player.)"""

Points = Mapping[int, Mapping[str, float]]
"""Recorded results as the schedule needs them: schedule index -> player name -> points in that game."""

Conduct = Mapping[int, Mapping[str, str]]
"""How players left recorded games, as forfeit-aware swiss pairing needs it: schedule index -> player name ->
``"ejected"`` or ``"forfeit"`` (won only because every opponent was ejected); players that finished a game
normally are left out (`TournamentStore.conduct`)."""

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
    _check_players(players, players_per_game)
    if fmt == "swiss":
        raise ValueError("swiss groups depend on the results: see swiss_pairing")
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
    """Every game of a round robin or gauntlet tournament, in schedule order.

    Arguments:
        players: distinct player names, in the order given.
        fmt: ``"round-robin"`` or ``"gauntlet"`` (swiss: `build_swiss_schedule`).
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


def _rotations(
    start: int, group_index: int, round_: int, seed: int, group: tuple[str, ...]
) -> list[ScheduledGame]:
    """The games of one meeting of `group`: every cyclic seat rotation, one seed, indices from `start`."""
    return [
        ScheduledGame(start + r, group_index, round_, r, seed, tuple(group[r:] + group[:r]))
        for r in range(len(group))
    ]


def _in_given_order(members: Sequence[str], order: Mapping[str, int]) -> tuple[str, ...]:
    return tuple(sorted(members, key=order.__getitem__))


def sampled_groups(
    players: Sequence[str], players_per_game: int, meetings: int, seed: int
) -> list[tuple[str, ...]]:
    """Groups for a sampled round robin: every player in `meetings` groups, pairs meeting about equally often.

    Greedy and seeded: each new group starts with the player that has the most meetings left (ties broken
    by a seeded shuffle), then adds, one at a time, the player with meetings left that has met the group's
    members least often so far (then the one with the most meetings left, then the shuffle). When
    ``len(players) * meetings`` is not a multiple of `players_per_game`, the last group is completed with
    players that have met its members least, so up to `players_per_game - 1` players play one meeting more.

    Arguments:
        players: distinct names in the order given (each group lists its players in this order).
        players_per_game: 2 to 4.
        meetings: groups per player (>= 1).
        seed: the tournament seed.
    Raises:
        ValueError: on duplicate names, a bad group size, too few players, or `meetings` < 1.
    """
    _check_players_per_game(players_per_game)
    _check_players(players, players_per_game)
    if meetings < 1:
        raise ValueError(f"meetings per player must be at least 1, got {meetings}")
    order = {name: i for i, name in enumerate(players)}
    shuffle = list(players)
    random.Random(f"sampled:{seed}").shuffle(shuffle)
    tiebreak = {name: i for i, name in enumerate(shuffle)}
    left = dict.fromkeys(players, meetings)
    met: Counter[frozenset[str]] = Counter()
    result: list[tuple[str, ...]] = []
    while any(left.values()):
        first = min(players, key=lambda p: (-left[p], tiebreak[p]))
        group = [first]
        while len(group) < players_per_game:
            candidates = [p for p in players if p not in group]

            def cost(p: str, members: list[str] = group) -> tuple[int, int, int, int]:
                return (
                    0 if left[p] else 1,
                    sum(met[frozenset((p, q))] for q in members),
                    -left[p],
                    tiebreak[p],
                )

            group.append(min(candidates, key=cost))
        for p in group:
            left[p] = max(0, left[p] - 1)
        for a, b in itertools.combinations(group, 2):
            met[frozenset((a, b))] += 1
        result.append(group)
    _even_out(result, met, random.Random(f"sampled-swaps:{seed}"))
    return [_in_given_order(group, order) for group in result]


def _even_out(groups_: list[list[str]], met: Counter[frozenset[str]], rng: random.Random) -> None:
    """Swap players between groups while that lowers the sum of squared pair meetings (in place).

    The greedy pass leaves a few pairs that never meet and a few that meet often; a swap of two players
    between two groups keeps every player's number of groups, and is kept only when it makes the meetings
    more even. A bounded number of seeded random trials (200 per group).
    """
    if len(groups_) < 2:
        return
    for _ in range(200 * len(groups_)):
        g1, g2 = rng.sample(range(len(groups_)), 2)
        one, two = groups_[g1], groups_[g2]
        a, b = rng.choice(one), rng.choice(two)
        if a in two or b in one:
            continue
        change: Counter[frozenset[str]] = Counter()
        for x in one:
            if x != a:
                change[frozenset((a, x))] -= 1
                change[frozenset((b, x))] += 1
        for y in two:
            if y != b:
                change[frozenset((b, y))] -= 1
                change[frozenset((a, y))] += 1
        if sum((met[pair] + d) ** 2 - met[pair] ** 2 for pair, d in change.items()) < 0:
            met.update(change)
            one[one.index(a)], two[two.index(b)] = b, a


def build_sampled_schedule(
    players: Sequence[str], players_per_game: int, meetings: int, seed: int
) -> list[ScheduledGame]:
    """Every game of a sampled round robin (`sampled_groups`), in the order the groups were formed.

    Group g's meeting is played in all its seat rotations with one seed; `ScheduledGame.group` is g and
    `ScheduledGame.round` counts the earlier meetings of the same players (0 for the first), which keeps
    the seeds of two meetings of the same players distinct. Raises ValueError as `sampled_groups`.
    """
    schedule: list[ScheduledGame] = []
    seen: Counter[tuple[str, ...]] = Counter()
    for g, group in enumerate(sampled_groups(players, players_per_game, meetings, seed)):
        occurrence = seen[group]
        seen[group] += 1
        schedule += _rotations(len(schedule), g, occurrence, round_seed(seed, group, occurrence), group)
    return schedule


def sampled_games(players: int, players_per_game: int, meetings: int) -> int:
    """Games of a sampled round robin of `players` players with `meetings` meetings per player:
    `sampled_groups` forms groups until no player has a meeting left, ceil(players * meetings / group size)
    groups, each played in all its seat rotations."""
    return -(-players * meetings // players_per_game) * players_per_game


def build_extended_sampled_schedule(
    players: Sequence[str], players_per_game: int, parts: Sequence[int], seed: int
) -> list[ScheduledGame]:
    """Every game of a sampled round robin extended in `parts` (meetings per player of each part, in order).

    Part 0 is `build_sampled_schedule` of its meetings, so a tournament never extended keeps its schedule;
    each later part is a further `sampled_groups` draw (seeded by the tournament seed and the part's number),
    its games numbered after those of the parts before, its groups' `ScheduledGame.group` continuing theirs,
    and `ScheduledGame.round` counting every earlier meeting of the same players in any part (so a pair that
    meets again gets a new seed). Raises ValueError as `sampled_groups`.
    """
    schedule: list[ScheduledGame] = []
    seen: Counter[tuple[str, ...]] = Counter()
    g = 0
    for part, meetings in enumerate(parts):
        part_seed = seed if part == 0 else round_seed(seed, ("extension",), part)
        for group in sampled_groups(players, players_per_game, meetings, part_seed):
            occurrence = seen[group]
            seen[group] += 1
            schedule += _rotations(len(schedule), g, occurrence, round_seed(seed, group, occurrence), group)
            g += 1
    return schedule


@dataclass(frozen=True, slots=True)
class SwissRound:
    """The pairing of one swiss round.

    Fields:
        groups: the groups, each in the order the players were given; group i's games are the i-th block
            of `players_per_game` games of the round.
        byes: players who sit this round out (as many as the player count modulo the group size).
    """

    groups: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]


def swiss_games_per_round(players: int, players_per_game: int) -> int:
    """Games in one swiss round: each of the ``players // players_per_game`` groups plays each of its
    `players_per_game` seat rotations once."""
    return (players // players_per_game) * players_per_game


def swiss_pairing(
    players: Sequence[str],
    players_per_game: int,
    seed: int,
    round_: int,
    earlier: Sequence[SwissRound],
    points: Points,
    conduct: Conduct | None = None,
) -> SwissRound:
    """Pair swiss round `round_` from the rounds before it and their recorded points.

    The rule (docs/tournaments.md, "Swiss"):
    1. A player's *score* is its points per game played so far (0 before its first game), so that a bye,
       which plays no game, neither helps nor hurts it.
    2. Byes: ``len(players) % players_per_game`` players sit out: those with the fewest byes so far, then
       the lowest score, then a seeded draw.
    3. The others are ordered by score, best first (equal scores in a seeded random order, drawn afresh each
       round). Each group takes the first unpaired player and the `players_per_game - 1` players, among the
       next ``2 * (players_per_game - 1)``, with the fewest earlier meetings with each other and it (then
       the closest in order).

    With `conduct` (forfeit-aware pairing, every swiss tournament started since forfeits are recorded), two
    more rules keep the players that keep getting ejected away from the working ones:
    4. A game a player won by forfeit does not count in its score (as a bye, it played no real game).
    5. A player *broken* (ejected in more than half of the games it played so far) is ordered after every
       working player, and among the players with the fewest byes a broken one sits out first: the broken
       players meet each other, and a working player meets a broken one only when the number of broken
       players left after the byes is not a multiple of the group size.

    Arguments:
        players: distinct names, in the order given.
        players_per_game: 2 to 4.
        seed: the tournament seed.
        round_: 0-based round.
        earlier: the pairings of rounds 0 .. round_-1.
        points: recorded points of (at least) every game of the earlier rounds, by schedule index.
        conduct: the ejections and forfeits of those games (`Conduct`), or None for the rules 1-3 alone
            (swiss tournaments started before forfeits were recorded, which must pair as they began).
    Raises:
        ValueError: a bad group size or too few players.
    """
    _check_players_per_game(players_per_game)
    _check_players(players, players_per_game)
    order = {name: i for i, name in enumerate(players)}
    total = dict.fromkeys(players, 0.0)
    played = dict.fromkeys(players, 0)
    byes = dict.fromkeys(players, 0)
    appearances = dict.fromkeys(players, 0)
    ejected = dict.fromkeys(players, 0)
    met: Counter[frozenset[str]] = Counter()
    per_round = swiss_games_per_round(len(players), players_per_game)
    for r, pairing in enumerate(earlier):
        for name in pairing.byes:
            byes[name] += 1
        for group in pairing.groups:
            for a, b in itertools.combinations(group, 2):
                met[frozenset((a, b))] += 1
        for index in range(r * per_round, (r + 1) * per_round):
            left = {} if conduct is None else conduct.get(index, {})
            for name, value in points.get(index, {}).items():
                appearances[name] += 1
                ejected[name] += left.get(name) == "ejected"
                if left.get(name) == "forfeit":
                    continue
                total[name] += value
                played[name] += 1

    def score(name: str) -> float:
        return total[name] / played[name] if played[name] else 0.0

    broken = {name for name in players if 2 * ejected[name] > appearances[name]}

    draw = list(players)
    random.Random(f"swiss:{seed}:{round_}").shuffle(draw)
    tiebreak = {name: i for i, name in enumerate(draw)}
    by_bye = sorted(players, key=lambda p: (byes[p], p not in broken, score(p), tiebreak[p]))
    sitting = by_bye[: len(players) % players_per_game]
    queue = sorted(
        (p for p in players if p not in sitting), key=lambda p: (p in broken, -score(p), tiebreak[p])
    )
    groups_: list[tuple[str, ...]] = []
    while queue:
        first, rest = queue[0], queue[1:]
        window = rest[: 2 * (players_per_game - 1)]

        def repeats(picks: tuple[int, ...], first: str = first, window: list[str] = window) -> tuple:
            # Broken players brought into a working player's group, then earlier meetings within the
            # would-be group, then the distance in score order.
            members = [first, *(window[i] for i in picks)]
            mixed = 0 if first in broken else sum(m in broken for m in members)
            return mixed, sum(met[frozenset(pair)] for pair in itertools.combinations(members, 2)), sum(picks)

        best = min(itertools.combinations(range(len(window)), players_per_game - 1), key=repeats)
        members = [first, *(window[i] for i in best)]
        groups_.append(_in_given_order(members, order))
        queue = [p for p in rest if p not in members]
    return SwissRound(tuple(groups_), _in_given_order(sitting, order))


def build_swiss_schedule(
    players: Sequence[str],
    players_per_game: int,
    rounds: int,
    seed: int,
    points: Points,
    conduct: Conduct | None = None,
) -> tuple[list[ScheduledGame], list[SwissRound]]:
    """The games of every swiss round that can be paired now, and those rounds' pairings.

    Round 0 can always be paired; round r+1 once every game of rounds 0..r is in `points`. Game indices:
    round r's games are ``r * swiss_games_per_round(...)`` onwards, group by group, rotation by rotation, so
    an index never changes once its round is paired. The seed of a group's games is `round_seed` of the
    group and the round.

    Arguments:
        players, players_per_game, seed: as for `swiss_pairing`.
        rounds: rounds in the tournament (>= 1).
        points: the recorded points by schedule index (`TournamentStore.points`).
        conduct: the recorded ejections and forfeits (`TournamentStore.conduct`) for forfeit-aware pairing,
            or None (see `swiss_pairing`).
    Raises:
        ValueError: as `swiss_pairing`, or `rounds` < 1.
    """
    if rounds < 1:
        raise ValueError(f"a swiss tournament needs at least 1 round, got {rounds}")
    per_round = swiss_games_per_round(len(players), players_per_game)
    schedule: list[ScheduledGame] = []
    pairings: list[SwissRound] = []
    for round_ in range(rounds):
        if round_ and any(i not in points for i in range((round_ - 1) * per_round, round_ * per_round)):
            break
        pairing = swiss_pairing(players, players_per_game, seed, round_, pairings, points, conduct)
        pairings.append(pairing)
        for g, group in enumerate(pairing.groups):
            start = round_ * per_round + g * players_per_game
            schedule += _rotations(start, g, round_, round_seed(seed, group, round_), group)
    return schedule, pairings


def _check_players(players: Sequence[str], players_per_game: int) -> None:
    if len(set(players)) != len(players):
        raise ValueError(f"player names must be distinct, got {list(players)}")
    if len(players) < players_per_game:
        raise ValueError(
            f"{players_per_game} players per game need at least {players_per_game} players, "
            f"got {len(players)}"
        )
