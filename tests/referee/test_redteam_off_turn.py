"""Red team of protocol v5 (issue 30): a card played on another player's turn (docs/protocol.md, "Cards in
play on another player's turn"). Every seat is told it with `happened` as it goes into play and as it
leaves; no view lists it while it is there, except a card made to stay (a Pirate), which is in its owner's
seat `durations` from then on. Three in-process seats through the real engine, each keeping every message it
is sent as wire text.
"""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import to_wire
from protocol.messages import Act, Buy, Clean, Move
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

FILL = ["village", "smithy", "market", "cellar", "chapel", "moat", "workshop", "mine"]


class Table(RandomV4):
    """Plays `first` when it can, then buys `buy` when it can, then cleans exposing its first card;
    answers a decision offering `reacts` with it; keeps every message as wire text (`texts`; the view of a
    decision as a `(move ...)`)."""

    def __init__(self, seed: int, first: str = "", buy: str = "", reacts: str = "") -> None:
        super().__init__(seed, edition=2)
        self.first, self.buy, self.reacts = first, buy, reacts
        self.texts: list[str] = []

    def move(self, state):
        self.texts.append(to_wire(Move(state)))
        if self.first in state.hand and state.actions:
            return Act(self.first)
        if "copper" in state.hand:
            from protocol.messages import Add

            return Add("copper")
        if self.buy and state.buys and self.buy in state.supply and state.coins >= 3:
            return Buy(self.buy)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        self.texts.append(to_wire(Move(state)))  # the view it decides in, kept as a move's
        if self.reacts and self.reacts in decision.options:
            return (self.reacts,)
        return super().decide(decision, state)

    def defend(self, attacker, state, card="militia"):
        return super().defend(attacker, state, card)

    def notify(self, notification) -> None:
        self.texts.append(to_wire(notification))


def _shown_in_play(text: str) -> str:
    """The fields of a v5 state's wire text that show cards in play: `plays` and `seats` (durations, mats)."""
    plays = text[text.index("(plays") : text.index("(discards")]
    return plays + text[text.index("(seats") : text.index("(piles")]


def _between(texts: list[str], first: str, last: str) -> list[str]:
    start = texts.index(first)
    return texts[start : texts.index(last, start) + 1]


def test_a_guard_dog_played_against_an_attack_is_told_to_every_seat_and_leaves_at_the_end_of_that_turn():
    kingdom = ["guard-dog", "militia", *FILL]
    game = Game(["ann", "bob", "cat"], rules=game_rules(5), seed=1, kingdom=kingdom, turn_limit=1)
    game.arrange("ann", hand=["militia", "estate", "estate", "estate", "estate"])
    game.arrange("bob", hand=["guard-dog", "copper", "copper", "estate", "estate"])
    ann, bob, cat = Table(1, first="militia"), Table(2, reacts="guard-dog"), Table(3)
    result = run_game(
        game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob), InProcessSeat("cat", cat)], version=5
    )
    assert all(p.ejection is None for p in result.players), [p.ejection for p in result.players]
    for seat in (ann, cat):
        assert "(happened bob (play guard-dog))" in seat.texts
    # In no view while in play (ann's move after the attack): plays are the current player's, durations those
    # of earlier turns.
    during = _between(ann.texts, "(happened bob (play guard-dog))", "(happened bob (discard guard-dog))")
    views = [text for text in during if text.startswith("(move ")]
    assert views and not any("guard-dog" in _shown_in_play(text) for text in views)
    # It leaves bob's play at the end of ann's Clean-up, told before the next turn begins.
    told = cat.texts.index("(happened bob (discard guard-dog))")
    assert cat.texts.index("(moved ann (clean estate))") < told
    after = bob.texts.index("(happened bob (discard guard-dog))")
    bobs_move = next(t for t in bob.texts[after:] if t.startswith("(move ((players bob"))
    assert "(plays)" in bobs_move and "(discards guard-dog" in bobs_move


def test_a_pirate_played_on_another_players_turn_is_in_its_owners_durations_from_then_on():
    game = Game(
        ["ann", "bob", "cat"], rules=game_rules(5), seed=1, kingdom=["pirate", "militia", *FILL], turn_limit=1
    )
    game.arrange("ann", hand=["copper", "copper", "copper", "estate", "estate"])
    game.arrange("bob", hand=["pirate", "copper", "copper", "estate", "estate"])
    ann, bob, cat = Table(1, buy="silver"), Table(2, reacts="pirate"), Table(3)
    result = run_game(
        game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob), InProcessSeat("cat", cat)], version=5
    )
    assert all(p.ejection is None for p in result.players), [p.ejection for p in result.players]
    for seat in (ann, cat):
        assert "(happened bob (play pirate))" in seat.texts
        assert "(happened bob (duration pirate))" in seat.texts
    played = ann.texts.index("(happened bob (play pirate))")
    view = next(t for t in ann.texts[played:] if t.startswith("(move ((players ann"))
    assert "(bob (vp 0) (coffers 0) (pirate-ship 0) (durations pirate) (mats))" in view
