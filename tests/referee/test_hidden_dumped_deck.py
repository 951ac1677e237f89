"""A deck put into the discard pile unseen shows no order (issue 46; docs/protocol.md, "A deck put into the
discard pile"). Chancellor, Scavenger and Trusty Steed put a whole deck there without anyone looking at it:
the owner's next `(discards ...)` on the wire lists those cards in the canonical order, never in the deck's
true (shuffled) order, which would hand a program the raw output of the game's shuffle generator. Real
games through the engine, an in-process seat keeping every state it is sent as wire text.
"""

from __future__ import annotations

import re

import pytest

from protocol import to_wire
from protocol.messages import Act, Choice, Clean, Move
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.rules.games import Conserved, random_game

FILL = ["village", "smithy", "market", "cellar", "moat", "workshop", "mine", "militia", "chapel"]
DECK = ["gold", "estate", "silver", "copper", "province", "copper", "duchy", "curse"]
"""ann's deck, top first: its true draw order, far from the canonical one."""
CANONICAL = ("copper", "copper", "silver", "gold", "estate", "duchy", "province", "curse")
BELOW = ["village", "market"]
"""ann's discard pile before the dump, top first: seen cards, whose order stays."""


class Dumps:
    """Plays `card` when it holds it, answering every decision so that the deck goes to the discard pile
    (`discard-deck`; Trusty Steed's `+coins` and `silvers`), declining the rest; keeps the wire text of
    every state it is sent (`texts`)."""

    def __init__(self, card: str) -> None:
        self.card = card
        self.texts: list[str] = []

    def move(self, state):
        self.texts.append(to_wire(Move(state)))
        if self.card in state.hand and state.actions:
            # Chancellor's choice is its play's argument (v4's `(act chancellor discard-deck)`).
            return Act(self.card, (Choice("discard-deck"),) if self.card == "chancellor" else ())
        return Clean()

    def decide(self, decision, state):
        self.texts.append(to_wire(Move(state)))
        if "discard-deck" in decision.options:
            return ("discard-deck",)
        if decision.card == "trusty-steed":
            return ("+coins", "silvers")
        return ()

    def defend(self, attacker, state, card="militia"):
        raise AssertionError("no attack in these games")

    def notify(self, notification) -> None:
        pass


class Passive:
    def move(self, state):
        return Clean()

    def decide(self, decision, state):
        return ()

    def notify(self, notification) -> None:
        pass


def _discards(text: str) -> list[str]:
    return re.search(r"\(discards([^()]*)\)", text).group(1).split()


@pytest.mark.parametrize(
    ("card", "version", "edition", "kingdom", "above"),
    [
        ("chancellor", 4, 1, ["chancellor", *FILL], []),
        ("chancellor", 5, 1, ["chancellor", *FILL], []),
        ("scavenger", 5, 2, ["scavenger", *FILL], []),
        ("trusty-steed", 5, 2, ["tournament", *FILL], ["silver"] * 4),
    ],
)
def test_a_deck_put_into_the_discard_pile_shows_its_cards_in_canonical_order(
    card: str, version: int, edition: int, kingdom: list[str], above: list[str]
) -> None:
    game = Game(
        ["ann", "bob"], rules=game_rules(version), seed=3, kingdom=kingdom, edition=edition, turn_limit=1
    )
    game.arrange("ann", hand=[card, "copper", "copper", "estate", "estate"], deck=DECK, discards=BELOW)
    ann = Dumps(card)
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", Passive())], version=version)
    after = [_discards(text) for text in ann.texts if "gold" in _discards(text)]
    assert after, ann.texts
    shown = after[0]
    # Trusty Steed's Silvers are gained before the deck goes: below it, seen, in the order gained.
    assert shown == [*CANONICAL, *above, *BELOW]
    assert shown[: len(DECK)] != DECK  # the true draw order is not on the wire


def test_a_card_taken_from_the_dumped_part_leaves_the_rest_in_canonical_order() -> None:
    # Scavenger then puts a card of the pile onto the deck: the part put there unseen loses that card and
    # stays canonical; the seen cards below keep their order.
    kingdom = ["scavenger", *FILL]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=3, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=["scavenger", "copper", "copper", "estate", "estate"], deck=DECK, discards=BELOW)

    class Picks(Dumps):
        def decide(self, decision, state):
            if decision.kind == "topdeck":
                self.texts.append(to_wire(Move(state)))
                return ("province",)
            return super().decide(decision, state)

    ann = Picks("scavenger")
    run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", Passive())], version=5)
    shown = [_discards(text) for text in ann.texts if "gold" in _discards(text)]
    left = [card for card in CANONICAL if card != "province"]
    assert [*left, *BELOW] in shown


class Unseen(Conserved):
    """After every play and answer, each player's parts put into its discard pile unseen lie inside the
    pile, and its view of the pile holds the pile's cards; `dumped` counts the checks that found such a
    part."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.dumped = 0

    def check(self) -> None:
        super().check()
        for player in self.game.players:
            for start, count in player.unseen:
                assert 0 <= start and count > 0 and start + count <= len(player.discards), player.unseen
            assert sorted(player.discards_view()) == sorted(player.discards)
            self.dumped += bool(player.unseen)


def test_the_dumped_parts_follow_every_card_taken_from_the_pile_in_random_games() -> None:
    # Cards that dump a deck beside every card that takes cards out of a discard pile.
    kingdom = ["chancellor", "scavenger", "harbinger", "inn", "counting-house", "hermit", "treasury"]
    kingdom += ["vassal", "tournament", "blockade"]
    dumped = 0
    for seed in range(6):
        one = random_game(seed, kingdom, turn_limit=25, observer=Unseen)
        dumped += one.observer.dumped
    assert dumped  # the games did dump decks
