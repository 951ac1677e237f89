"""Red team of protocol v5's hidden information (issue 30): what each seat's view and the events it is told
disclose, against who may know it by the rules (docs/protocol.md, "The v5 state": only the top card of a
mixed pile is public; the order of a deck is known to nobody; what a player looks at is known to it alone).
Real games through the engine with in-process v5 seats (tests/programs/v4_random.py), each seat keeping
every message it is sent as wire text.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from protocol import to_wire
from protocol.messages import Act, Clean
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.kingdoms import mixed_pile_cards
from referee.rules.legality import legal_plays
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

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
        game = Game(["ann", "bob"], rules=game_rules(5), seed=seed, kingdom=kingdom)
        missing = every - set(game.mixed["ruins"])
        if missing:
            return seed, missing
    raise AssertionError("no seed of 200 leaves a kind of Ruins out of the pile")


def test_naming_a_card_does_not_tell_which_ruins_are_in_the_shuffled_ruins_pile() -> None:
    # Only the Ruins pile's top card is public: a `name` decision (Journeyman) whose options left out the
    # kinds the pile does not hold would tell its composition. Every kind of Ruins is offered.
    kingdom = ["journeyman", "marauder", *FILL]
    seed, missing = _ruins_lacking_a_kind(kingdom)
    game = Game(["ann", "bob"], rules=game_rules(5), seed=seed, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=["journeyman", "copper", "copper", "copper", "estate"])
    ann = Records(1, first="journeyman")
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", RandomV4(2))], version=5)
    named = [d for d in ann.asked if d.card == "journeyman" and d.kind == "name"]
    assert named, ann.asked
    assert missing <= set(named[0].options)
    assert set(mixed_pile_cards("ruins")) <= set(named[0].options)


ANN_DECK = ["fairgrounds", "farmland", "gardens", "duke", "silk-road", "feodum"]
"""Ann's deck, top first: cards of no pile of these games, so that a seat naming one has learnt it from ann's
deck (the set-up's `(start ...)` events, which list the arranged decks, are left out)."""
PLAIN = ("copper", "estate", "curse")


class KeepsHidden(RandomV4):
    """Plays `card` when it holds it; answers each decision of it with what keeps the cards looked at hidden
    (discards and trashes nothing it may keep, puts back, takes into the hand); cleans exposing a plain
    card. Keeps every message but the set-up's `start` events as wire text (`texts`)."""

    def __init__(self, seed: int, card: str | None = None) -> None:
        super().__init__(seed, edition=2)
        self.card = card
        self.texts: list[str] = []

    def move(self, state):
        self.texts.append(to_wire(state))
        if self.card in state.hand and state.actions:
            for play in legal_plays(state, edition=2):
                if type(play) is Act and play.card == self.card:
                    return play
        hand = sorted(state.hand, key=lambda card: card not in PLAIN)
        return Clean(hand[0]) if hand else Clean()

    def decide(self, decision, state):
        self.texts.append(to_wire(state))
        options = decision.options
        if decision.kind in ("discard", "trash") and decision.min == 0:
            return ()
        for word in ("put-back", "back", "take", "mat"):
            if word in options:
                return (word,)
        return super().decide(decision, state)

    def notify(self, notification) -> None:
        text = to_wire(notification)
        if " (start " not in text:
            self.texts.append(text)


LOOKS = (
    "cartographer",
    "catacombs",
    "count",
    "duchess",
    "haven",
    "native-village",
    "navigator",
    "pearl-diver",
    "secret-passage",
    "survivors",
)
"""Cards that look at, set aside face down or put back cards of ann's: with answers that move none of
them anywhere public, no other seat may learn one."""


@pytest.mark.parametrize("card", LOOKS)
def test_the_cards_a_player_looks_at_or_hides_are_told_to_no_other_seat(card: str) -> None:
    pile = "marauder" if card == "survivors" else card  # a Ruins: in a game with a looter's Ruins pile
    kingdom = [pile, "village", "smithy", "market", "cellar", "chapel", "moat", "militia", "workshop", "mine"]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=3, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=[card, "copper", "copper", "copper", "estate"], deck=ANN_DECK)
    ann, bob = KeepsHidden(1, card), KeepsHidden(2)
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)], version=5)
    assert all(p.ejection is None for p in result.players), [p.ejection for p in result.players]
    assert f"(happened ann (play {card}))" in bob.texts
    told = {name for name in ANN_DECK for text in bob.texts if re.search(rf"\b{name}\b", text)}
    assert not told, (card, told)


def test_lookout_tells_the_others_the_cards_it_trashes_and_discards_not_the_one_put_back() -> None:
    kingdom = ["lookout", "village", "smithy", "market", "cellar", "chapel", "moat", "militia", "mine"]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=3, kingdom=[*kingdom, "workshop"], turn_limit=1)
    game.arrange("ann", hand=["lookout", "copper", "copper", "copper", "estate"], deck=ANN_DECK)
    ann, bob = KeepsHidden(1, "lookout"), KeepsHidden(2)
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)], version=5)
    trashed = [t for t in bob.texts if t.startswith("(happened ann (trash ")]
    discarded = [t for t in bob.texts if t.startswith("(happened ann (discard ")]
    assert len(trashed) == 1 and len(discarded) == 1, (trashed, discarded)
    looked = set(ANN_DECK[:3])
    public = {t.split()[-1].rstrip(")") for t in trashed + discarded}
    assert public < looked
    (kept,) = looked - public
    assert not any(re.search(rf"\b{kept}\b", text) for text in bob.texts), kept
