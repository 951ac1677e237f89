"""Whole games with the Guilds cards (`referee.rules.guilds`): the effects meet the engine.

Seeded games of the rules alone, 2-4 players, on two kingdoms holding the 16 Guilds cards between them (the
second edition's and the cards of both editions; the first edition's with Footpad and a few others that meet
them: Throne Room, Moat, Workshop, Witch), played by random in-process players that play a random action when
they can, spend their Coffers now and then, and answer every decision with a random legal answer (so they
overpay at random). After every play and answer: no pile negative, every card of the game in exactly one
place; every game ends with no ejection and no decision pending; the same seed gives the same game; every
card is played, overpaid for, Coffers are spent."""

from __future__ import annotations

import random

from protocol.messages import Act, Add, Buy, Clean, Coffers
from referee.result import END_REASONS
from referee.rules.cards import ACTIONS, VALUE
from referee.rules.engine import run_game
from referee.rules.game import Game
from referee.seat import InProcessSeat
from tests.rules.test_invariants import Conserved

SECOND = (
    "baker",
    "butcher",
    "plaza",
    "candlestick-maker",
    "journeyman",
    "soothsayer",
    "stonemason",
    "herald",
    "farrier",
    "infirmary",
)
FIRST = ("doctor", "masterpiece", "taxman", "advisor", "merchant-guild", "footpad", "throne-room", "moat")
FIRST_OTHERS = ("workshop", "witch")
OVERPAY = ("stonemason", "herald", "farrier", "infirmary", "doctor", "masterpiece")
NAMES = ("ann", "bob", "cat", "dan")
GAMES = 24


class Random:
    """A random action when it can (9 times in 10), every treasure, sometimes its Coffers, the dearest
    affordable card (6 times in 10) or a random one, clean-up; a random legal answer to each decision."""

    def __init__(self, rng: random.Random, game: Game, name: str) -> None:
        self.rng = rng
        self.game = game
        self.name = name

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
        coffers = self.game.find(self.name).coffers
        if coffers and state.buys and rng.random() < 0.3:
            return Coffers(rng.randint(1, coffers))
        if state.buys:
            affordable = [c for c in dict.fromkeys(state.supply) if self.game.cost(c) <= state.coins]
            if affordable and rng.random() < 0.6:
                return Buy(max(affordable, key=self.game.cost))
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


class Watched(Conserved):
    """`Conserved`, and the overpays (a `pay` decision of a card bought, answered with more than 0)."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.overpaid: set[str] = set()

    def decided(self, name, decision, answer):
        super().decided(name, decision, answer)
        if decision.kind == "pay" and decision.card in OVERPAY and answer and answer[0] != "0":
            self.overpaid.add(decision.card)


def _game(seed: int):
    rng = random.Random(seed)
    players = 2 + seed % 3
    first = seed % 2 == 1
    kingdom = [*FIRST, *FIRST_OTHERS] if first else list(SECOND)
    game = Game(
        NAMES[:players], version=None, seed=seed, turn_limit=30, kingdom=kingdom, edition=1 if first else 2
    )
    events: list = []
    game.listeners.append(events.append)
    seats = [InProcessSeat(name, Random(random.Random(rng.random()), game, name)) for name in NAMES[:players]]
    observer = Watched(game)
    return run_game(game, seats, observer=observer), game, observer, events


def test_random_games_keep_the_invariants():
    played: set[str] = set()
    overpaid: set[str] = set()
    spent = 0
    for seed in range(GAMES):
        result, game, observer, events = _game(seed)
        assert game.over and result.end in END_REASONS and not result.ejections
        assert game.pending is None and not any(p.aside for p in game.players)
        played.update(e.cards[0] for e in events if e.kind in ("play", "add") and e.cards)
        overpaid |= observer.overpaid
        spent += sum(1 for e in events if e.kind == "spend-coffers")
    assert set(SECOND) | set(FIRST) <= played, (set(SECOND) | set(FIRST)) - played
    assert overpaid == set(OVERPAY), set(OVERPAY) - overpaid
    assert spent > 0


def test_the_same_seed_gives_the_same_game():
    for seed in (3, 8):
        first, game, _, _ = _game(seed)
        again, other, _, _ = _game(seed)
        assert first == again and game.trash == other.trash
        assert [sorted(p.cards()) for p in game.players] == [sorted(p.cards()) for p in other.players]
