"""Whole games of the rules alone with the Cornucopia cards of section A (`referee.rules.cornucopia`): the
effects meet the engine.

Seeded games, 2-4 players, both editions, on kingdoms drawn from those 12 cards, played by random in-process
players that play a random action when they can and answer every decision with a random legal answer. After
every play and answer: no pile negative, every card of the game in exactly one place (the Prize pile and the
Horse Traders mat included); every game ends with no ejection and no decision left pending; the same seed
gives the same game; Prizes are won and played, and Horse Traders are set aside."""

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
NAMES = ("ann", "bob", "cat", "dan")
GAMES = 60


class Random:
    """A random action when it can (9 times in 10), every treasure, the dearest affordable card (6 times in
    10, so that Tournaments find Provinces) or a random one, clean-up; a random number of random options for
    each decision, but a Province is always revealed for a Tournament."""

    def __init__(self, rng: random.Random, game: Game, events: list) -> None:
        self.rng = rng
        self.game = game
        self.events = events

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
            if affordable and rng.random() < 0.6:
                return Buy(max(affordable, key=self.game.cost))
            if affordable and rng.random() < 0.9:
                return Buy(rng.choice(affordable))
        return Clean(hand[0]) if hand else Clean()

    def decide(self, decision, state):
        if decision.card == "tournament" and decision.kind == "reveal":
            return decision.options
        count = self.rng.randint(decision.min, decision.max)
        return tuple(self.rng.sample(decision.options, count))

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks decisions, never a protocol defense")

    def notify(self, notification):
        pass


def _game(seed: int):
    rng = random.Random(seed)
    players = 2 + seed % 3
    kingdom = rng.sample(CARDS, 10)
    if seed % 2 == 0 and "tournament" not in kingdom:
        kingdom[0] = "tournament"
    game = Game(
        NAMES[:players], version=None, seed=seed, turn_limit=25, kingdom=kingdom, edition=1 + seed % 2
    )
    events: list = []
    game.listeners.append(events.append)
    seats = [
        InProcessSeat(name, Random(random.Random(rng.random()), game, events)) for name in NAMES[:players]
    ]
    observer = Conserved(game)
    return run_game(game, seats, observer=observer), game, observer, events


def test_random_games_keep_the_invariants():
    decisions = 0
    owned = set()
    played = set()
    mats = 0
    for seed in range(GAMES):
        result, game, observer, events = _game(seed)
        assert game.over and result.end in END_REASONS and not result.ejections
        assert game.pending is None and not any(p.aside for p in game.players)
        decisions += observer.decisions
        owned.update(card for player in game.players for card in player.cards())
        played.update(e.cards[0] for e in events if e.kind == "play" and e.cards)
        mats += sum(1 for e in events if e.kind == "mat" and e.cards[0] == "horse-traders")
    assert set(CARDS) <= owned and decisions > 1000
    assert set(CARDS) - {"fairgrounds"} <= played
    assert len(set(PRIZES) & played) >= 3
    assert mats > 0


def test_the_same_seed_gives_the_same_game():
    for seed in (3, 17, 40):
        first, game, _, _ = _game(seed)
        again, other, _, _ = _game(seed)
        assert first == again and game.trash == other.trash
        assert [sorted(p.cards()) for p in game.players] == [sorted(p.cards()) for p in other.players]
