"""Whole games of the rules alone with Seaside's section A cards (`referee.rules.seaside`, `CARDS_A`): the
durations, mats, tokens and watchers meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 17 cards with Throne Room and King's
Court (durations played two and three times), played by random in-process players that play a random action
when they can and answer every decision with a random legal answer. After every play and answer: no pile
negative, every card of the game in exactly one place (mats and cards set aside included), no token count
negative; every game ends with no ejection and no decision pending; the same seed gives the same game."""

from __future__ import annotations

import random

from referee.result import END_REASONS
from referee.rules.engine import run_game
from referee.rules.game import Game
from referee.rules.seaside import CARDS_A
from referee.seat import InProcessSeat
from tests.rules.test_intrigue_b_games import Random
from tests.rules.test_invariants import Conserved

CARDS = tuple(spec.name for spec in CARDS_A)
NAMES = ("ann", "bob", "cat", "dan")
GAMES = 80


class Tokens(Conserved):
    """`Conserved`, and every token count of the game (`Game.tokens`) never negative."""

    def check(self) -> None:
        super().check()
        assert min(self.game.tokens().values(), default=0) >= 0


def _game(seed: int):
    rng = random.Random(seed)
    players = 2 + seed % 3
    kingdom = rng.sample(CARDS, 8) + ["throne-room", "kings-court"]
    edition = 1 + seed % 2
    game = Game(NAMES[:players], version=None, seed=seed, turn_limit=25, kingdom=kingdom, edition=edition)
    seats = [InProcessSeat(name, Random(random.Random(rng.random()), game)) for name in NAMES[:players]]
    observer = Tokens(game)
    return run_game(game, seats, observer=observer), game, observer


def test_random_games_keep_the_invariants():
    decisions = 0
    played = set()
    for seed in range(GAMES):
        result, game, observer = _game(seed)
        assert game.over and result.end in END_REASONS and not result.ejections
        assert game.pending is None and not any(p.aside for p in game.players)
        decisions += observer.decisions
        played.update(card for player in game.players for card in player.cards() if card in CARDS)
    assert played == set(CARDS) and decisions > 500


def test_the_same_seed_gives_the_same_game():
    for seed in (3, 17, 40):
        first, game, _ = _game(seed)
        again, other, _ = _game(seed)
        assert first == again and game.trash == other.trash
        assert [sorted(p.cards()) for p in game.players] == [sorted(p.cards()) for p in other.players]
