"""The bots of bench/engine_bench.py play legal games on their kingdoms: a row measures whole games (the
bench stops when a bot is ejected), and each bot buys and plays its card (a Wharf, a Familiar bought with a
Potion)."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter

import pytest

from protocol.messages import Act, Buy
from referee.rules.game import Game
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat
from tests.conftest import ROOT


def _bench():
    name = "bench_engine_bench"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / "engine_bench.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


bench = _bench()


class _Count(Observer):
    def __init__(self) -> None:
        self.plays: Counter = Counter()

    def played(self, name, play):
        if type(play) in (Act, Buy):
            self.plays[type(play).__name__, str(play.card)] += 1


@pytest.mark.parametrize(
    ("bot", "kingdom", "card", "colony"),
    [
        ("WitchMoney", "KINGDOM", "witch", False),
        ("BridgeMoney", "INTRIGUE_KINGDOM", "bridge", False),
        ("MonumentMoney", "PROSPERITY_KINGDOM", "monument", True),
        ("WharfMoney", "SEASIDE_KINGDOM", "wharf", False),
        ("FamiliarMoney", "ALCHEMY_KINGDOM", "familiar", False),
    ],
)
def test_a_bench_bot_plays_whole_games_with_its_card(bot, kingdom, card, colony):
    strategy = getattr(bench, bot)
    count = _Count()
    for seed in range(5):
        game = Game(["alice", "bob"], seed=seed, kingdom=getattr(bench, kingdom), colony=colony)
        seats = [InProcessSeat("alice", strategy()), InProcessSeat("bob", strategy())]
        result = run_game(game, seats, observer=count)
        assert result.ejections == () and result.turns > 20, (seed, result.ejections)
    assert count.plays["Buy", card] > 0 and count.plays["Act", card] > 0
    if card == "familiar":
        assert count.plays["Buy", "potion"] > 0


class _Plays(Observer):
    def __init__(self) -> None:
        self.plays: list = []

    def played(self, name, play):
        self.plays.append((name, play))


@pytest.mark.parametrize(
    ("bot", "kingdom", "colony"),
    [
        ("BigMoney", "KINGDOM", False),
        ("WitchMoney", "KINGDOM", False),
        ("BridgeMoney", "INTRIGUE_KINGDOM", False),
        ("MonumentMoney", "PROSPERITY_KINGDOM", True),
        ("WharfMoney", "SEASIDE_KINGDOM", False),
        ("FamiliarMoney", "ALCHEMY_KINGDOM", False),
    ],
)
def test_a_bench_bot_batching_its_plays_plays_the_same_game_as_one_play_at_a_time(bot, kingdom, colony):
    # The bench's rows measure batched plays (`Treasures`, `BuyAndClean`): the games must be those its bots
    # play one protocol play at a time, play for play.
    strategy = getattr(bench, bot)

    class OneAtATime(strategy):
        __slots__ = ()
        batches = False

    for seed in range(3):
        games = []
        for kind in (strategy, OneAtATime):
            plays = _Plays()
            game = Game(["alice", "bob"], seed=seed, kingdom=getattr(bench, kingdom), colony=colony)
            result = run_game(
                game, [InProcessSeat("alice", kind()), InProcessSeat("bob", kind())], observer=plays
            )
            games.append((result.turns, [(p.name, p.score) for p in result.players], plays.plays))
        assert games[0] == games[1], (bot, seed)
