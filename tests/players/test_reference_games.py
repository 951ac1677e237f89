"""Thousands of in-process games between the reference players: none of them ever makes an illegal move.

Every pair of reference players (a player against itself included) plays every protocol version both
support, in both seat orders, through `referee.seats.engine.play_game` with
`referee.seats.seat.InProcessSeat`. The engine judges every play and defense with `referee.rules.legality` and
ejects on an illegal one, so "no ejection"
means no illegal play or defense; a strategy that raises fails the test (an in-process seat does not catch
it). Games are seeded, so every run plays the same games.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from players import REFERENCE
from protocol.versions import VERSIONS
from referee.result import GameResult
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

GAMES_PER_PAIRING = 40
"""Games per (pair of players, version): 59 pairings give 2,360 two-player games."""

SEAT_NAMES = ("alice", "bob", "carol", "dave")


class PlayCounter(Observer):
    """Counts the plays and defenses of a game, by kind, so the test knows what was exercised."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts

    def played(self, name: str, play) -> None:
        self.counts[type(play).__name__ + (f" {play.card}" if type(play).__name__ == "Act" else "")] += 1

    def defended(self, name: str, defense) -> None:
        self.counts[type(defense).__name__] += 1


def pairings() -> list[tuple[str, str, int]]:
    names = list(REFERENCE)
    return [
        (a, b, version)
        for a, b in itertools.combinations_with_replacement(names, 2)
        for version in VERSIONS
        if version < 4  # a v4 game needs a kingdom: the v4 games have their own tests
        and version >= max(REFERENCE[a].min_version, REFERENCE[b].min_version)
    ]


def play(players: list[str], version: int, seed: int, strategies, counts: Counter[str]) -> GameResult:
    seats = [
        InProcessSeat(seat_name, strategies[player](seed * 4 + index))
        for index, (seat_name, player) in enumerate(zip(SEAT_NAMES, players, strict=False))
    ]
    result = play_game(seats, version=version, seed=seed, observer=PlayCounter(counts))
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    return result


@pytest.mark.parametrize(("first", "second", "version"), pairings())
def test_pair_plays_only_legal_moves(first, second, version, strategies):
    counts: Counter[str] = Counter()
    for game in range(GAMES_PER_PAIRING):
        players = [first, second] if game % 2 == 0 else [second, first]
        result = play(players, version, seed=version * 100_000 + game, strategies=strategies, counts=counts)
        assert result.end in ("provinces", "three-piles", "turn-limit")
    assert counts["Clean"] > 0


def test_money_players_always_beat_passive(strategies):
    counts: Counter[str] = Counter()
    for name in REFERENCE:
        if name in ("passive", "random_legal"):
            continue
        for game in range(20):
            players = [name, "passive"] if game % 2 == 0 else ["passive", name]
            result = play(players, 3, seed=game, strategies=strategies, counts=counts)
            winner = SEAT_NAMES[players.index(name)]
            assert result.winners == (winner,), (name, result)


@pytest.mark.parametrize("count", [3, 4])
def test_three_and_four_player_games_of_mixed_players_are_legal(count, strategies):
    """Larger games: bigger piles, several defenders per militia, `defended` seen by several players."""
    counts: Counter[str] = Counter()
    names = list(REFERENCE)
    for game in range(150):
        players = [names[(game + k * 3) % len(names)] for k in range(count)]
        play(players, 3, seed=10_000 + game, strategies=strategies, counts=counts)
    assert counts["DiscardDefense"] > 0


def test_the_games_exercise_every_kind_of_play(strategies):
    """random_legal against players using actions, v3: every action card, every play kind, both defenses."""
    counts: Counter[str] = Counter()
    for game in range(120):
        opponent = ("militia_money", "village_smithy", "mine_money")[game % 3]
        players = ["random_legal", opponent] if game % 2 else [opponent, "random_legal"]
        play(players, 3, seed=20_000 + game, strategies=strategies, counts=counts)
    expected = {"Add", "Buy", "Clean", "MoatDefense", "DiscardDefense"} | {
        f"Act {card}" for card in ("mine", "cellar", "market", "remodel", "smithy", "village")
    }
    expected |= {f"Act {card}" for card in ("woodcutter", "workshop", "militia", "moat")}
    assert expected <= set(counts), expected - set(counts)
