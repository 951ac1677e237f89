"""Whole games with the promotional cards (`referee.rules.promo`): the effects meet the engine and protocol.

Seeded games of the rules alone, 2-4 players, on a kingdom holding the 6 promos and four others that meet them
(Village, Throne Room, Moat, Feast), played by random in-process players (a random action when they can,
every treasure, a random affordable card, a random legal answer to each decision). After every play and
answer: no pile negative, every card of the game in exactly one place (the Black Market deck and the Prince
mat included); every game ends with no ejection and no decision pending; the same seed gives the same game;
the promos are played, Princes set cards aside, Black Market buys. Then the Prince mat on the wire of v5."""

from __future__ import annotations

import random

from protocol.messages import Act, Add, Buy, Clean, Move
from protocol.parse import parse_notification
from protocol.printer import to_wire
from referee.result import END_REASONS
from referee.rules.cards import ACTIONS, VALUE
from referee.rules.engine import run_game
from referee.rules.game import Game
from referee.seat import InProcessSeat
from tests.rules.test_invariants import Conserved

CARDS = ("black-market", "envoy", "walled-village", "governor", "stash", "prince")
OTHERS = ("village", "throne-room", "moat", "feast")
NAMES = ("ann", "bob", "cat", "dan")
GAMES = 40
MORE_GAMES = 200


class Random:
    """A random action when it can (9 times in 10; a Prince first when another action is in hand), every
    treasure, a Prince half the times it is affordable, else a random affordable card (the dearest 6 times in
    10), clean-up; a random legal answer to each decision (a Prince always sets a card aside)."""

    def __init__(self, rng: random.Random, game: Game) -> None:
        self.rng = rng
        self.game = game

    def move(self, state):
        rng = self.rng
        hand = state.hand
        if state.actions and rng.random() < 0.9:
            actions = [card for card in hand if card in ACTIONS]
            if "prince" in actions and len(actions) > 1:
                return Act("prince")  # first, so that it may set one of the others aside
            if actions:
                return Act(rng.choice(actions))
        for card in hand:
            if card in VALUE or card == "stash":
                return Add(card)
        if state.buys:
            affordable = [c for c in dict.fromkeys(state.supply) if self.game.cost(c) <= state.coins]
            if "prince" in affordable and rng.random() < 0.5:
                return Buy("prince")  # its set-aside, seen in enough games whatever the seeds draw
            if affordable and rng.random() < 0.6:
                return Buy(max(affordable, key=self.game.cost))
            if affordable and rng.random() < 0.9:
                return Buy(rng.choice(affordable))
        return Clean(hand[0]) if hand else Clean()

    def decide(self, decision, state):
        if decision.card == "prince":
            return decision.options[: decision.max]
        if decision.card == "black-market" and decision.kind == "choose":
            return decision.options  # the order under the deck: drawing nothing keeps the games' streams
        count = self.rng.randint(decision.min, decision.max)
        return tuple(self.rng.sample(decision.options, count))

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks decisions, never a protocol defense")

    def notify(self, notification):
        pass


def _game(seed: int):
    rng = random.Random(seed)
    players = 2 + seed % 3
    game = Game(NAMES[:players], version=None, seed=seed, turn_limit=30, kingdom=[*CARDS, *OTHERS], edition=1)
    events: list = []
    game.listeners.append(events.append)
    seats = [InProcessSeat(name, Random(random.Random(rng.random()), game)) for name in NAMES[:players]]
    observer = Conserved(game)
    return run_game(game, seats, observer=observer), game, observer, events


def test_random_games_keep_the_invariants():
    played: set[str] = set()
    mats: set[str] = set()
    bought_from_black_market = 0
    seed = 0
    # GAMES games, then more (at most MORE_GAMES) until a Prince has set a card aside: a random player rarely
    # reaches 8 coins with an action costing 4 or less in hand, and which seed does changes with any rule.
    while seed < GAMES or ("prince" not in mats and seed < GAMES + MORE_GAMES):
        result, game, observer, events = _game(seed)
        seed += 1
        assert game.over and result.end in END_REASONS and not result.ejections
        assert game.pending is None and not any(p.aside for p in game.players)
        played.update(e.cards[0] for e in events if e.kind in ("play", "add") and e.cards)
        mats.update(e.cards[0] for e in events if e.kind == "mat")
        bought_from_black_market += sum(
            1 for e in events if e.kind == "gain" and e.cards and e.cards[0] not in game.piles
        )
    assert set(CARDS) - {"stash"} <= played, set(CARDS) - played
    assert "prince" in mats and bought_from_black_market > 0


def test_the_same_seed_gives_the_same_game():
    for seed in (3, 17):
        first, game, _, _ = _game(seed)
        again, other, _, _ = _game(seed)
        assert first == again and game.trash == other.trash
        assert [sorted(p.cards()) for p in game.players] == [sorted(p.cards()) for p in other.players]


def test_the_prince_mat_on_the_wire_of_protocol_v5():
    """A seat record shows the Prince mat (its cards in the canonical order: the card set aside, then the
    Prince) to every player."""
    game = Game(["ann", "bob"], version=5, seed=1, kingdom=[*CARDS, *OTHERS])
    ann = game.players[0]
    ann.hand[:2] = ["prince", "village"]
    game.put_on_mat(ann, "prince", ("prince", "village"))
    for viewer in game.players:
        text = to_wire(Move(game.view(viewer)))
        assert "(mats (prince village prince))" in text, text
        assert to_wire(parse_notification(text, 5)) == text
