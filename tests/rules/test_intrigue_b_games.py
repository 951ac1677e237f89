"""Whole games of the rules alone with the Intrigue cards Nobles .. Wishing Well (`referee.rules.intrigue`,
second section): the effects meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 16 cards, played by random in-process
players that play a random action when they can and answer every decision with a random legal answer. After
every play and answer: no pile negative, every card of the game in exactly one place; every game ends with no
ejection and no decision left pending; the same seed gives the same game."""

from __future__ import annotations

import random

from protocol.messages import Act, Add, Buy, Clean
from referee.result import END_REASONS
from referee.rules.cards import ACTIONS, VALUE
from referee.rules.engine import run_game
from referee.rules.game import Game
from referee.seat import InProcessSeat
from tests.rules.test_invariants import Conserved

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
NAMES = ("ann", "bob", "cat", "dan")
GAMES = 120


class Random:
    """A random action when it can (9 times in 10), every treasure, a random affordable card, clean-up; a
    random number of random options for each decision."""

    def __init__(self, rng: random.Random, game: Game) -> None:
        self.rng = rng
        self.game = game

    def move(self, state):
        rng = self.rng
        hand = state.hand
        if state.actions and rng.random() < 0.9:
            actions = [card for card in hand if card in ACTIONS]
            if actions:
                return Act(rng.choice(actions))
        for card in hand:
            if card in VALUE:
                return Add(card)
        if state.buys:
            affordable = [c for c in dict.fromkeys(state.supply) if self.game.cost(c) <= state.coins]
            if affordable and rng.random() < 0.9:
                return Buy(rng.choice(affordable))
        return Clean(hand[0]) if hand else Clean()

    def decide(self, decision, state):
        count = self.rng.randint(decision.min, decision.max)
        return tuple(self.rng.sample(decision.options, count))

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks decisions, never a protocol defense")

    def notify(self, notification):
        pass


def _game(seed: int):
    rng = random.Random(seed)
    players = 2 + seed % 3
    game = Game(
        NAMES[:players],
        version=None,
        seed=seed,
        turn_limit=25,
        kingdom=rng.sample(CARDS, 10),
        edition=1 + seed % 2,
    )
    seats = [InProcessSeat(name, Random(random.Random(rng.random()), game)) for name in NAMES[:players]]
    observer = Conserved(game)
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
    assert played == set(CARDS) and decisions > 1000


def test_the_same_seed_gives_the_same_game():
    for seed in (3, 17, 40):
        first, game, _ = _game(seed)
        again, other, _ = _game(seed)
        assert first == again and game.trash == other.trash
        assert [sorted(p.cards()) for p in game.players] == [sorted(p.cards()) for p in other.players]
