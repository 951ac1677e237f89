"""Helpers for the card tests: a game of the rules alone around one card, positions, plays and answers,
each judged by the one legality judge (`check_play`, `check_answer`) before it is made."""

from __future__ import annotations

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee import views
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.game import Game
from referee.rules.legality import check_answer, check_play

NAMES = ("ann", "bob", "cat", "dan")


class Table:
    """A game of 2-4 players (ann first) whose kingdom holds `cards`, with helpers to set up a position."""

    def __init__(
        self, *cards: str, players: int = 2, edition: int = 2, seed: int = 1, landscapes: tuple[str, ...] = ()
    ) -> None:
        kingdom = list(dict.fromkeys(cards))
        for filler in KINGDOM_CARDS:
            if len(kingdom) == 10:
                break
            if filler not in kingdom:
                kingdom.append(filler)
        # Events and landmarks are named among the kingdom's names (docs/landscapes.md).
        kingdom += landscapes
        self.game = Game(NAMES[:players], seed=seed, kingdom=kingdom, edition=edition)

    def __getattr__(self, name: str):
        # t.ann, t.bob ...: the player
        if name in NAMES:
            return self.game.find(name)
        raise AttributeError(name)

    def give(self, name: str, **parts) -> None:
        """Set player `name`'s deck (top first), hand, discards (top first), plays."""
        self.game.arrange(name, **parts)

    def play(self, card: str):
        """The current player plays `card` (judged legal first); returns the pending decision or None."""
        play = Act(card)
        assert check_play(views.view(self.game), play, arguments=False) is None
        self.game.apply(play)
        return self.game.pending

    def add(self, card: str) -> None:
        assert check_play(views.view(self.game), Add(card), arguments=False) is None
        self.game.apply(Add(card))

    def buy(self, card: str) -> None:
        assert check_play(views.view(self.game), Buy(card), arguments=False) is None
        self.game.apply(Buy(card))

    def buy_event(self, name: str):
        """The current player buys the event `name` (judged legal first); returns the pending decision."""
        assert check_play(views.view(self.game), Buy(name), arguments=False) is None
        self.game.apply(Buy(name))
        return self.game.pending

    def clean(self) -> None:
        hand = self.game.player.hand
        self.game.apply(Clean(hand[0]) if hand else Clean())

    def next_turn_of_ann(self) -> None:
        """ann's turn ends, then bob's (five Coppers in hand and five in the deck): ann's next turn starts,
        with any start-of-turn decision pending (a 2-player table)."""
        self.clean()
        self.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
        self.clean()

    def answer(self, *cards: str):
        """Answer the pending decision with `cards` (judged legal first); returns the next one or None."""
        decision = self.game.pending
        assert decision is not None
        message = check_answer(decision, tuple(cards))
        assert message is None, message
        return self.game.answer(cards)

    def knight_trashes(self, deck: list[str]):
        """ann plays the Knight on top of the Knights pile (the table's cards must hold ``knights``) at bob,
        who holds an Estate and the deck `deck` (top first: the Knight reveals its two top cards and trashes
        one costing 3 to 6, ann choosing); ann answers each of its decisions with as few options as it may.
        Returns the first decision of another player (a trashed card's own, the Knight's for bob), or
        None."""
        knight = self.game.pile_top("knights")
        self.give("ann", hand=[knight], deck=["copper"] * 3, discards=[])
        self.give("bob", hand=["estate"], deck=deck, discards=[])
        decision = self.play(knight)
        while decision is not None and decision.player == "ann":
            decision = self.answer(*decision.options[: decision.min])
        return decision

    def illegal(self, *cards: str) -> str:
        """The message `check_answer` gives for answering the pending decision with `cards` (must be
        illegal)."""
        message = check_answer(self.game.pending, tuple(cards))
        assert message is not None
        return message


@pytest.fixture
def table():
    return Table
