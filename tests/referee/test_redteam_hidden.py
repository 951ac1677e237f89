"""Red team of protocol v5's hidden information (issue 30): what each seat's view and the events it is told
disclose, against who may know it by the rules (docs/protocol.md, "The v5 state": only the top card of a
mixed pile is public; the order of a deck is known to nobody; what a player looks at is known to it alone).
Real games through the engine with in-process v5 seats (tests/programs/v4_random.py), each seat keeping
every message it is sent as wire text.
"""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import V5, to_wire
from protocol.messages import Act
from referee.rules.cards import mixed_pile_cards
from referee.rules.engine import run_game
from referee.rules.game import Game
from referee.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

FILL = ["village", "smithy", "market", "mine", "cellar", "chapel", "moat", "militia"]


class Records(RandomV4):
    """Plays `first` when it holds it, else at random; keeps every message as wire text (`texts`) and every
    decision asked of it (`asked`)."""

    def __init__(self, seed: int, first: str | None = None) -> None:
        super().__init__(seed, keep=True)
        self.first = first
        self.texts: list[str] = []
        self.asked: list = []

    def move(self, state):
        self.texts.append(to_wire(state))
        if self.first is not None and self.first in state.hand and state.actions:
            return Act(self.first)
        return super().move(state)

    def decide(self, decision, state):
        self.asked.append(decision)
        self.texts.append(to_wire(state))
        return super().decide(decision, state)

    def notify(self, notification) -> None:
        self.texts.append(to_wire(notification))
        super().notify(notification)


def _ruins_lacking_a_kind(kingdom: list[str]) -> tuple[int, set[str]]:
    """The first seed whose 2-player game's Ruins pile lacks a kind of Ruins, and the kinds it lacks."""
    every = set(mixed_pile_cards("ruins"))
    for seed in range(200):
        game = Game(["ann", "bob"], version=V5, seed=seed, kingdom=kingdom)
        missing = every - set(game.mixed["ruins"])
        if missing:
            return seed, missing
    raise AssertionError("no seed of 200 leaves a kind of Ruins out of the pile")


def test_naming_a_card_does_not_tell_which_ruins_are_in_the_shuffled_ruins_pile() -> None:
    # Only the Ruins pile's top card is public: a `name` decision (Journeyman) whose options left out the
    # kinds the pile does not hold would tell its composition. Every kind of Ruins is offered.
    kingdom = ["journeyman", "marauder", *FILL]
    seed, missing = _ruins_lacking_a_kind(kingdom)
    game = Game(["ann", "bob"], version=V5, seed=seed, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=["journeyman", "copper", "copper", "copper", "estate"])
    ann = Records(1, first="journeyman")
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))])
    named = [d for d in ann.asked if d.card == "journeyman" and d.kind == "name"]
    assert named, ann.asked
    assert missing <= set(named[0].options)
    assert set(mixed_pile_cards("ruins")) <= set(named[0].options)
