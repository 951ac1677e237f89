"""Whole games of the rules alone with the Cornucopia cards of section A (`referee.rules.cornucopia`): the
effects meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 12 cards, played by random in-process
players that play a random action when they can and answer every decision with a random legal answer. After
every play and answer: no pile negative, every card of the game in exactly one place (the Prize pile and the
Horse Traders mat included); every game ends with no ejection and no decision left pending; the same seed
gives the same game; Prizes are won and played, and Horse Traders are set aside."""

from __future__ import annotations

import pytest

from tests.rules.games import assert_ended_cleanly, assert_same_game, random_game

CARDS = (
    "hamlet",
    "fortune-teller",
    "menagerie",
    "farming-village",
    "horse-traders",
    "remake",
    "tournament",
    "harvest",
    "horn-of-plenty",
    "hunting-party",
    "jester",
    "fairgrounds",
)
PRIZES = ("bag-of-gold", "diadem", "followers", "princess", "trusty-steed")
GAMES = 60


def _kingdom_of(seed: int):
    def kingdom(rng) -> list[str]:
        cards = rng.sample(CARDS, 10)
        if seed % 2 == 0 and "tournament" not in cards:
            cards[0] = "tournament"
        return cards

    return kingdom


def _game(seed: int):
    """Random players that buy the dearest affordable card 6 times in 10 (so that Tournaments find
    Provinces) and always reveal a Province for a Tournament."""
    return random_game(
        seed,
        _kingdom_of(seed),
        turn_limit=25,
        events=True,
        dearest=0.6,
        most=lambda decision: decision.card == "tournament" and decision.kind == "reveal",
    )


@pytest.mark.early
def test_random_games_keep_the_invariants():
    decisions = 0
    owned = set()
    played = set()
    mats = 0
    for seed in range(GAMES):
        one = _game(seed)
        game, events = one.game, one.events
        assert_ended_cleanly(one.result, game)
        decisions += one.observer.decisions
        owned.update(card for player in game.players for card in player.cards())
        played.update(e.cards[0] for e in events if e.kind == "play" and e.cards)
        mats += sum(1 for e in events if e.kind == "mat" and e.cards[0] == "horse-traders")
    assert set(CARDS) <= owned and decisions > 1000
    assert set(CARDS) - {"fairgrounds"} <= played
    assert len(set(PRIZES) & played) >= 3
    assert mats > 0


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 17, 40))
