"""Whole games of the rules alone with the Intrigue cards Nobles .. Wishing Well (`referee.rules.intrigue`,
second section): the effects meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 16 cards, played by random in-process
players that play a random action when they can and answer every decision with a random legal answer. After
every play and answer: no pile negative, every card of the game in exactly one place; every game ends with no
ejection and no decision left pending; the same seed gives the same game."""

from __future__ import annotations

import pytest

from tests.rules.games import assert_same_game, owned_and_decisions, random_game

CARDS = (
    "nobles",
    "patrol",
    "pawn",
    "replace",
    "saboteur",
    "scout",
    "secret-chamber",
    "secret-passage",
    "shanty-town",
    "steward",
    "swindler",
    "torturer",
    "trading-post",
    "tribute",
    "upgrade",
    "wishing-well",
)
GAMES = 120


def _game(seed: int):
    return random_game(seed, lambda rng: rng.sample(CARDS, 10), turn_limit=25)


@pytest.mark.early
def test_random_games_keep_the_invariants():
    owned, decisions = owned_and_decisions(_game, range(GAMES), CARDS)
    assert owned == set(CARDS) and decisions > 1000


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 17, 40))
