"""Protocol v4 games in-process: random legal players on seeded random kingdoms of the whole base game.

The engine judges every play, defense and answer (`referee.rules.legality`) and ejects on an illegal one, so a
game without ejection between random legal players (tests/programs/v4_random.py) means that the engine, the
legality judge and `legal_plays`/`legal_defenses`/`legal_answers` agree everywhere the games went. The
games are seeded: every run plays the same ones.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from protocol.messages import Act, Happened, Moved, StateV4
from referee.kingdom import SETS, KingdomRequest, random_kingdom
from referee.rules.engine import Observer, play_game
from referee.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "programs"))
from v4_random import RandomV4  # noqa: E402

NAMES = ("ann", "bob", "cat", "dan")
WHOLE_SET = KingdomRequest(sets=tuple(SETS))


class Counts(Observer):
    """Counts what a game exercised: acts (and nested ones), decisions asked, defenses."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts

    def played(self, name, play) -> None:
        if type(play) is Act:
            self.counts["act"] += 1
            if play.args and type(play.args[0]) is Act:
                self.counts["nested"] += 1

    def decided(self, name, decision, answer) -> None:
        self.counts[f"decide {decision.card}"] += 1

    def defended(self, name, defense) -> None:
        self.counts["defense " + type(defense).__name__] += 1


def random_game(seed: int, counts: Counter[str], *, players: int, edition: int, keep: bool = False):
    kingdom = random_kingdom(WHOLE_SET, seed).kingdom
    strategies = [RandomV4(seed * 4 + index, edition, keep=keep) for index in range(players)]
    seats = [InProcessSeat(name, strategy) for name, strategy in zip(NAMES, strategies, strict=False)]
    result = play_game(
        seats, version=4, kingdom=kingdom, edition=edition, seed=seed, turn_limit=30, observer=Counts(counts)
    )
    assert result.ejections == (), (seed, kingdom, [(p.name, p.ejection) for p in result.ejections])
    assert result.end in ("provinces", "three-piles", "turn-limit")
    return result, strategies


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_legal_players_finish_random_kingdoms_without_an_ejection(players):
    counts: Counter[str] = Counter()
    for seed in range(30):
        random_game(1000 * players + seed, counts, players=players, edition=1 + seed % 2)
    assert counts["act"] > 1000 and counts["nested"] > 0
    assert counts["defense MoatDefense"] > 0 and counts["defense DiscardDefense"] > 0
    assert sum(count for key, count in counts.items() if key.startswith("decide ")) > 100


def test_every_player_hears_every_public_event_and_sees_v4_states():
    counts: Counter[str] = Counter()
    _, strategies = random_game(7, counts, players=3, edition=2, keep=True)
    for strategy in strategies:
        heard = strategy.heard
        happened = [n for n in heard if type(n) is Happened]
        # Every player hears its own events too, and every other player's.
        assert {n.name for n in happened} == set(NAMES[:3])
        assert any(type(n) is Moved for n in heard)
        kinds = {n.kind for n in happened}
        assert {"play", "gain", "shuffle"} <= kinds
    # Each player hears the same happened notifications, in the same order.
    streams = [[n for n in s.heard if type(n) is Happened] for s in strategies]
    assert streams[0] == streams[1] == streams[2]


class Views(RandomV4):
    def move(self, state):
        assert type(state) is StateV4 and len(state.kingdom) == 10 and "curse" in state.supply
        return super().move(state)


def test_views_are_v4_states_with_the_kingdom_and_the_curse_pile():
    kingdom = random_kingdom(WHOLE_SET, 3).kingdom
    seats = [InProcessSeat(name, Views(index)) for index, name in enumerate(NAMES[:2])]
    result = play_game(seats, version=4, kingdom=kingdom, seed=3, turn_limit=5)
    assert result.ejections == ()


def test_a_v4_game_needs_a_kingdom():
    seats = [InProcessSeat(name, RandomV4(0)) for name in NAMES[:2]]
    with pytest.raises(ValueError, match="a protocol v4 game needs its kingdom"):
        play_game(seats, version=4, seed=1)
