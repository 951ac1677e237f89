"""referee.seats.engine + referee.rules.game under random play: invariants after every transition, and
reproducibility.

10,000 games between random-legal in-process players over protocol versions 1-3 and 2-4 players. Random
players rarely end a game by the rules, so these games use a turn limit of 25 turns per player (the rules'
endings still happen: random buying empties piles). A few seats misbehave on purpose (a fault on a random
call, or an illegal play), so ejection is exercised too. The games are played in `CHUNKS` tests of
consecutive seeds, so that the test workers share them; each chunk exercises every ending and every version
and player count on its own.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from protocol import to_wire
from protocol.messages import Act, Add, Buy, Card, Clean, DiscardDefense, MoatDefense
from referee.errors import ReplyTimeout, WriteTimeout
from referee.protocol_rules import game_rules
from referee.protocol_rules import version_kingdom as kingdom
from referee.result import END_REASONS
from referee.rules.game import Game
from referee.rules.kingdoms import pile_size
from referee.rules.legality import check_defense, check_play, legal_defenses, legal_plays
from referee.rules.spec import COST, ORDER
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

GAMES = 10_000
CHUNKS = 10
"""`GAMES` are played in this many tests of `GAMES // CHUNKS` consecutive seeds each."""
RANDOM_TURN_LIMIT = 25
NAMES = ("ann", "bob", "cat", "dan")


class RandomLegal:
    """Random legal plays (biased, see `_pick`) and uniformly random legal defenses; checks every view."""

    def __init__(self, rng: random.Random, players: int, illegal_at: int | None = None) -> None:
        self.rng = rng
        self.players = players
        self.moves = 0
        self.illegal_at = illegal_at
        self.greed = rng.random()

    def _check_view(self, state) -> None:
        assert list(state.deck) == sorted(state.deck, key=ORDER.__getitem__), "deck not in canonical order"
        assert list(state.supply) == sorted(state.supply, key=ORDER.__getitem__), "supply not in pile order"
        assert min(state.actions, state.buys, state.coins) >= 0
        assert len(state.players) <= self.players

    def move(self, state):
        self.moves += 1
        if self.moves % 5 == 1:  # sorting a whole supply is slow: check every fifth view
            self._check_view(state)
        if self.moves == self.illegal_at:
            return Buy(Card.PROVINCE) if state.coins < 8 else Clean() if state.hand else Clean(Card.GOLD)
        plays = legal_plays(state)
        play = self._pick(plays)
        assert check_play(state, play) is None
        return play

    def _pick(self, plays):
        """A random legal play, biased to act, add and buy (more so the greedier the player), so that games
        also end by the rules; a greedy player often buys the dearest card it can."""
        rng = self.rng
        for kind in (Act, Add, Buy):
            group = [p for p in plays if type(p) is kind]
            if group and rng.random() < 0.75 + 0.25 * self.greed:
                if kind is Buy and rng.random() < self.greed:
                    return max(group, key=lambda p: COST[p.card])
                return rng.choice(group)
        return rng.choice(plays)

    def defend(self, attacker, state):
        self._check_view(state)
        assert (state.actions, state.buys, state.coins, state.plays) == (0, 0, 0, ())
        defense = self.rng.choice(legal_defenses(state))
        assert check_defense(state, defense) is None
        return defense

    def notify(self, notification):
        pass


class FaultySeat(InProcessSeat):
    """Raises a fault on its Nth call to move, defend or notify (any of them)."""

    def __init__(self, name, strategy, fail_at: int) -> None:
        super().__init__(name, strategy)
        self.calls = 0
        self.fail_at = fail_at
        self.closes = 0

    def _tick(self, fault):
        self.calls += 1
        if self.calls == self.fail_at:
            raise fault

    def move(self, state):
        self._tick(ReplyTimeout("scripted timeout"))
        return super().move(state)

    def defend(self, attacker, state):
        self._tick(ReplyTimeout("scripted timeout"))
        return super().defend(attacker, state)

    def notify(self, notification):
        self._tick(WriteTimeout("scripted write timeout"))
        super().notify(notification)

    def close(self, *, kill=False):
        self.closes += 1


class Invariants(Observer):
    """Checks the whole game after every transition the engine reports."""

    def __init__(self, game: Game, total: Counter) -> None:
        self.game = game
        self.total = dict(total)
        self.size = sum(total.values())
        self.transitions = 0

    def check(self, full: bool = False) -> None:
        """After every transition: no negative count, and the number of cards is the starting number.
        Every fourth transition (and when `full`), also each card's own count: every card in one place."""
        game = self.game
        self.transitions += 1
        piles = game.piles.values()
        assert min(piles) >= 0
        assert min(game.actions, game.buys, game.coins) >= 0
        size = sum(piles) + len(game.trash) + len(game.removed)
        for player in game.players:
            size += len(player.deck) + len(player.hand) + len(player.plays) + len(player.discards)
        assert size == self.size
        if full or self.transitions % 4 == 0:
            cards = game.trash + game.removed
            for player in game.players:
                cards += player.deck
                cards += player.hand
                cards += player.plays
                cards += player.discards
            counts = Counter(cards)
            for card, count in game.piles.items():
                if count:
                    counts[card] += count
            # dict equality: Counter's own == is slow, and these hold no zero counts
            assert dict(counts) == self.total, (counts - Counter(self.total), Counter(self.total) - counts)

    def turn_started(self, turn, name):
        self.check()
        assert self.game.player.name == name and self.game.turn == turn

    def played(self, name, play):
        self.check()

    def defended(self, name, defense):
        self.check()
        assert isinstance(defense, (MoatDefense, DiscardDefense))

    def ejected(self, name, fault):
        self.check()
        assert self.game.find(name) is None

    def game_ended(self, result):
        self.check(full=True)


def _starting_total(version: int, players: int) -> Counter:
    total = Counter({Card.COPPER: 7 * players, Card.ESTATE: 3 * players})
    for card in (
        Card.COPPER,
        Card.SILVER,
        Card.GOLD,
        Card.ESTATE,
        Card.DUCHY,
        Card.PROVINCE,
        *kingdom(version),
    ):
        total[card] += pile_size(card, players)
    return total


def _play_random_game(seed: int):
    rng = random.Random(seed)
    version = rng.choice((1, 2, 3))
    players = rng.choice((2, 3, 4))
    names = NAMES[:players]
    seats = []
    for name in names:
        misbehave = rng.random()
        if misbehave < 0.02:
            strategy = RandomLegal(random.Random(rng.random()), players)
            seats.append(FaultySeat(name, strategy, fail_at=rng.randint(1, 200)))
        else:
            illegal_at = rng.randint(1, 150) if misbehave < 0.04 else None
            seats.append(InProcessSeat(name, RandomLegal(random.Random(rng.random()), players, illegal_at)))
    game = Game(names, rules=game_rules(version), seed=seed, turn_limit=RANDOM_TURN_LIMIT)
    total = _starting_total(version, players)
    observer = Invariants(game, total)
    observer.check(full=True)
    result = run_game(game, seats, observer=observer, version=version)
    return game, seats, result, observer


def _check_result(game: Game, seats, result) -> None:
    assert game.over and result.end in END_REASONS and result.end == game.end
    finishers = [p for p in result.players if p.ejection is None]
    ejected = [p for p in result.players if p.ejection is not None]
    assert finishers, "somebody always finishes"
    best = max(p.score for p in finishers)
    fewest = min(p.turns for p in finishers if p.score == best)
    assert set(result.winners) == {p.name for p in finishers if p.score == best and p.turns == fewest}
    assert all(p.rank == 1 for p in finishers if p.name in result.winners)
    assert all(p.rank > len(finishers) for p in ejected)
    assert all(f.rank < e.rank for f in finishers for e in ejected)
    for player in finishers:
        assert player.score == game.find(player.name).score()
    if result.end == "last-player-standing":
        assert len(finishers) == 1 and result.winners == (finishers[0].name,)
    elif result.end == "turn-limit":
        assert all(p.turns >= RANDOM_TURN_LIMIT for p in finishers)
    elif result.end == "provinces":
        assert game.piles[Card.PROVINCE] == 0
    else:
        assert game.empty_piles() >= 3
    for seat in seats:
        if isinstance(seat, FaultySeat):
            assert seat.closes == 1


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_invariants_over_ten_thousand_random_games(chunk: int):
    seeds = range(chunk * GAMES // CHUNKS, (chunk + 1) * GAMES // CHUNKS)
    ends = Counter()
    versions_players = Counter()
    transitions = 0
    for seed in seeds:
        game, seats, result, observer = _play_random_game(seed)
        _check_result(game, seats, result)
        ends[result.end] += 1
        versions_players[(result.version, len(result.players))] += 1
        transitions += observer.transitions
    # every ending and every version x player count was exercised (in each chunk); a v1-v4 game has no Colony
    assert set(ends) == set(END_REASONS) - {"colonies"}, ends
    assert len(versions_players) == 9
    assert transitions > len(seeds) * 20


class Recording:
    """Wraps a strategy and records the wire text of everything its seat receives."""

    def __init__(self, strategy, transcript: list[str]) -> None:
        self.strategy = strategy
        self.transcript = transcript

    def move(self, state):
        self.transcript.append("move " + to_wire(state))
        play = self.strategy.move(state)
        self.transcript.append("play " + to_wire(play))
        return play

    def defend(self, attacker, state):
        self.transcript.append(f"attacked {attacker} " + to_wire(state))
        defense = self.strategy.defend(attacker, state)
        self.transcript.append("defense " + to_wire(defense))
        return defense

    def notify(self, notification):
        self.transcript.append(to_wire(notification))


def _transcripts(seed: int, players: int, version: int) -> tuple[list[list[str]], object]:
    transcripts = [[] for _ in range(players)]
    seats = [
        InProcessSeat(name, Recording(RandomLegal(random.Random(1000 + i), players), transcripts[i]))
        for i, name in enumerate(NAMES[:players])
    ]
    game = Game(NAMES[:players], rules=game_rules(version), seed=seed, turn_limit=RANDOM_TURN_LIMIT)
    result = run_game(game, seats, version=version)
    return transcripts, result


def test_same_seed_and_decisions_give_identical_transcripts():
    for players, version in ((2, 1), (3, 2), (4, 3)):
        first, first_result = _transcripts(77, players, version)
        second, second_result = _transcripts(77, players, version)
        assert first == second and first_result == second_result
        assert all(len(t) > 50 for t in first)
        other, _ = _transcripts(78, players, version)
        assert other != first
