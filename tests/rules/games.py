"""Whole games of the rules alone, shared by the tests of each set (tests/rules/test_*_games.py): the
in-process players (a seeded random one, a greedy buyer), the observers (conservation of cards, the cards
played), one seeded random game, and the checks every such test makes of a game's end and of its seed."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from protocol.messages import Act, Add, Buy, Clean, Coffers
from referee.result import END_REASONS
from referee.rules.cards import ACTIONS
from referee.rules.decisions import Decision, Event
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_answer, check_play
from referee.rules.spec import COST, SPECS, VALUE
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

NAMES = ("ann", "bob", "cat", "dan")


class RandomPlayer:
    """Plays a random action when it can (9 times in 10; `first` before the others), then every treasure
    (and the cards of `adds`), then spends some of its Coffers `coffers` of the time, then buys
    `favourite` (a card and how often) when affordable, else the dearest affordable card `dearest` of the
    time, else a random affordable card 9 times in 10, then cleans up. Answers a decision for which
    `most(decision)` is true with as many options as it may, any other with a random number of random
    options. Every random draw comes from `rng` (a seed gives a game). `game` (for the costs and Coffers) may
    be None for a subclass that moves without it."""

    def __init__(
        self,
        rng: random.Random,
        game: Game | None,
        name: str = "",
        *,
        first: str | None = None,
        favourite: tuple[str, float] | None = None,
        dearest: float = 0.0,
        coffers: float = 0.0,
        adds: Collection[str] = (),
        most: Callable[[Decision], bool] | None = None,
    ) -> None:
        self.rng = rng
        self.game = game
        self.name = name
        self.first = first
        self.favourite = favourite
        self.dearest = dearest
        self.coffers = coffers
        self.adds = frozenset(adds)
        self.most = most

    def move(self, state):
        rng = self.rng
        hand = state.hand
        if state.actions and rng.random() < 0.9:
            actions = [card for card in hand if card in ACTIONS]
            if self.first in actions and len(actions) > 1:
                return Act(self.first)
            if actions:
                return Act(rng.choice(actions))
        for card in hand:
            if card in VALUE or card in self.adds:
                return Add(card)
        if self.coffers:
            coffers = self.game.find(self.name).coffers
            if coffers and state.buys and rng.random() < self.coffers:
                return Coffers(rng.randint(1, coffers))
        if state.buys:
            cost = self.game.cost
            affordable = [card for card in dict.fromkeys(state.supply) if cost(card) <= state.coins]
            favourite = self.favourite
            if favourite is not None and favourite[0] in affordable and rng.random() < favourite[1]:
                return Buy(favourite[0])
            if self.dearest and affordable and rng.random() < self.dearest:
                return Buy(max(affordable, key=cost))
            if affordable and rng.random() < 0.9:
                return Buy(rng.choice(affordable))
        return Clean(hand[0]) if hand else Clean()

    def decide(self, decision, state):
        if self.most is not None and self.most(decision):
            return decision.options[: decision.max]
        count = self.rng.randint(decision.min, decision.max)
        return tuple(self.rng.sample(decision.options, count))

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks decisions, never a protocol defense")

    def notify(self, notification):
        pass


GENEROUS = frozenset({"play", "gain", "choose", "reveal", "topdeck"})
"""The decision kinds a `Buyer` answers with as many options as it may (by default)."""
NAMING = frozenset({"play", "gain", "name", "choose", "reveal"})
"""`GENEROUS` with a name (Contraband's, Mint's...) instead of a card put onto the deck."""


class Buyer:
    """Plays every action it can (`first` before the others), then each treasure one by one, then buys the
    card it wants most that it can (`wanted`: the card of `kingdom` it owns fewest of, the dearest first),
    else a Gold or a Silver, then cleans up. Answers a decision of the kinds of `most` with as many options
    as it may, any other with as few as it must."""

    def __init__(
        self, name: str, kingdom: Sequence[str] = (), *, first: str | None = None, most=GENEROUS
    ) -> None:
        self.name = name
        self.kingdom = sorted(kingdom, key=lambda card: -COST[card])
        self.first = first
        self.most = most

    def move(self, state):
        if state.actions:
            actions = [card for card in state.hand if SPECS[card].is_action]
            if actions:
                return Act(self.first if self.first in actions else actions[0])
        treasures = [card for card in state.hand if "treasure" in SPECS[card].types]
        if treasures:
            return Add(treasures[0])
        if state.buys:
            for card in (*self.wanted(state), "gold", "silver"):
                if card in state.supply and check_play(state, Buy(card), arguments=False) is None:
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def wanted(self, state) -> list[str]:
        """The cards to buy, the most wanted first."""
        owned = Counter((*state.deck, *state.hand, *state.plays, *state.discards))
        return sorted(self.kingdom, key=lambda card: owned[card])

    def decide(self, decision, state):
        if decision.kind in self.most:
            return decision.options[: decision.max]
        return decision.options[: decision.min]

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


class Conserved(Observer):
    """After every play and answer: piles non-negative, and every card of the game in exactly one place;
    every answer legal (`decisions` counts them)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.total = count_cards(game)
        self.checks = 0
        self.decisions = 0

    def check(self) -> None:
        self.checks += 1
        assert min(self.game.piles.values()) >= 0
        assert count_cards(self.game) == self.total

    def played(self, name, play):
        self.check()

    def decided(self, name, decision, answer):
        assert check_answer(decision, answer) is None
        self.decisions += 1
        self.check()


class Plays(Observer):
    """Counts the cards played (``play`` events)."""

    def __init__(self) -> None:
        self.played: Counter = Counter()

    def event(self, event):
        if event.kind == "play":
            self.played.update(event.cards)


@dataclass
class RandomGame:
    """A game `random_game` played: its result, the `Game`, its observer and (when asked) its events."""

    result: object
    game: Game
    observer: Observer
    events: list[Event] = field(default_factory=list)


def random_game(
    seed: int,
    kingdom: Sequence[str] | Callable[[random.Random], Sequence[str]],
    *,
    turn_limit: int,
    edition: int | None = None,
    observer: Callable[[Game], Observer] = Conserved,
    events: bool = False,
    arrange: Callable[[Game], None] | None = None,
    **player,
) -> RandomGame:
    """Play the seeded game `seed` of the rules alone between `RandomPlayer`s (`player`: its keyword
    arguments), 2-4 players (2 + `seed` % 3), on `kingdom` (or the one it draws from the seed's random
    numbers), of `edition` (default: 1 + `seed` % 2); `arrange` sets up the game before it starts;
    `events`: record them."""
    rng = random.Random(seed)
    names = NAMES[: 2 + seed % 3]
    cards = list(kingdom(rng) if callable(kingdom) else kingdom)
    game = Game(
        names,
        seed=seed,
        turn_limit=turn_limit,
        kingdom=cards,
        edition=1 + seed % 2 if edition is None else edition,
    )
    if arrange is not None:
        arrange(game)
    heard: list[Event] = []
    if events:
        game.listeners.append(heard.append)
    seats = [
        InProcessSeat(name, RandomPlayer(random.Random(rng.random()), game, name, **player)) for name in names
    ]
    watcher = observer(game)
    return RandomGame(run_game(game, seats, observer=watcher), game, watcher, heard)


def assert_ended_cleanly(result, game: Game) -> None:
    """The game is over, by a rule's end, with no ejection, no decision pending, no card set aside."""
    assert game.over and result.end in END_REASONS and not result.ejections, result.ejections
    assert game.pending is None and not any(p.aside for p in game.players)


def owned_and_decisions(play: Callable[[int], RandomGame], seeds: Sequence[int], cards) -> tuple[set, int]:
    """Play `seeds` with `play`, each game ending cleanly (`assert_ended_cleanly`); return the cards of
    `cards` some player owned at the end of a game, and the decisions answered over all the games."""
    owned: set[str] = set()
    decisions = 0
    for seed in seeds:
        one = play(seed)
        assert_ended_cleanly(one.result, one.game)
        decisions += one.observer.decisions
        owned.update(card for player in one.game.players for card in player.cards() if card in cards)
    return owned, decisions


def assert_same_game(play: Callable[[int], RandomGame], seeds: Sequence[int]) -> None:
    """Each seed of `seeds` played twice by `play` gives the same game: result, trash and cards."""
    for seed in seeds:
        first, again = play(seed), play(seed)
        assert first.result == again.result and first.game.trash == again.game.trash
        cards = [sorted(p.cards()) for p in first.game.players]
        assert cards == [sorted(p.cards()) for p in again.game.players]


def buyer_games(
    kingdom: Sequence[str],
    seeds: Sequence[int],
    *,
    turn_limit: int,
    edition: int | None = None,
    buyer: Callable[[str], object] | None = None,
    **options,
) -> Counter:
    """Play the seeded games `seeds` of the rules alone, 2-4 players (2 + seed % 3), on `kingdom`, of
    `edition` (default: 1 + seed % 2), between the players `buyer(name)` makes (default: a `Buyer` of
    `kingdom` with `options`); each must end with no ejection and every card of the game kept. Returns how
    many times each card was played over all the games."""
    plays = Plays()
    for seed in seeds:
        names = NAMES[: 2 + seed % 3]
        game = Game(
            names,
            seed=seed,
            kingdom=kingdom,
            edition=1 + seed % 2 if edition is None else edition,
            turn_limit=turn_limit,
        )
        before = count_cards(game)
        players = [Buyer(name, kingdom, **options) if buyer is None else buyer(name) for name in names]
        seats = [InProcessSeat(name, player) for name, player in zip(names, players, strict=True)]
        result = run_game(game, seats, observer=plays)
        assert not result.ejections, result.ejections
        assert game.over and count_cards(game) == before
    return plays.played
