"""Whole games of the rules alone with Seaside's section A cards (`referee.rules.seaside`, `CARDS_A`): the
durations, mats, tokens and watchers meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 17 cards with Throne Room and King's
Court (durations played two and three times), played by random in-process players that play a random action
when they can and answer every decision with a random legal answer. After every play and answer: no pile
negative, every card of the game in exactly one place (mats and cards set aside included), no token count
negative; every game ends with no ejection and no decision pending; the same seed gives the same game."""

from __future__ import annotations

import pytest

from referee.rules.seaside import CARDS_A
from tests.rules.games import Conserved, assert_same_game, owned_and_decisions, random_game

CARDS = tuple(spec.name for spec in CARDS_A)
GAMES = 80


class Tokens(Conserved):
    """`Conserved`, and every token count of the game (`Game.tokens`) never negative."""

    def check(self) -> None:
        super().check()
        assert min(self.game.tokens().values(), default=0) >= 0


def _kingdom(rng) -> list[str]:
    return rng.sample(CARDS, 8) + ["throne-room", "kings-court"]


def _game(seed: int):
    return random_game(seed, _kingdom, turn_limit=25, observer=Tokens)


@pytest.mark.early
def test_random_games_keep_the_invariants():
    owned, decisions = owned_and_decisions(_game, range(GAMES), CARDS)
    assert owned == set(CARDS) and decisions > 500


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 17, 40))
