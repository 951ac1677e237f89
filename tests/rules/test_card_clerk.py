"""Clerk (second edition): +2 coins; every other player with 5 or more cards in hand puts one of them onto
their deck. At the start of your turn, you may play it from your hand.

Official FAQ, in our words:
- Each victim with at least 5 cards in hand picks the card it puts onto its deck; with 4 or fewer it is not
  affected.
- At the start of your turn you may play any number of the Clerks in your hand, one after another; playing
  them so uses no action (your turn's action is still there afterwards), and their coins stay for the turn.
- A Clerk played at the start of the turn is an attack like any other (a Moat stops it).
"""

from protocol.messages import Add, Clean
from referee.rules.game import Game
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat


def test_clerk_topdecks_a_card_of_each_big_hand(table):
    t = table("clerk", players=3)
    t.give("ann", hand=["clerk"])
    t.give("bob", hand=["copper", "estate", "gold", "silver", "estate"])
    t.give("cat", hand=["copper"] * 4)
    decision = t.play("clerk")
    assert t.game.coins == 2
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "topdeck", 1, 1)
    assert set(decision.options) == {"copper", "estate", "gold", "silver"}
    assert t.answer("estate") is None
    assert len(t.bob.hand) == 4 and t.bob.deck[-1] == "estate" and len(t.cat.hand) == 4


def test_moat_stops_clerk(table):
    t = table("clerk", "moat")
    t.give("ann", hand=["clerk"])
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"])
    assert t.play("clerk").kind == "reveal"
    assert t.answer("moat") is None and len(t.bob.hand) == 5


def test_played_at_the_start_of_the_turn_without_an_action(table):
    t = table("clerk")
    t.give("ann", hand=["copper"], deck=["copper"] * 5)
    t.give("bob", hand=["clerk", "clerk", "copper", "copper", "copper"])
    t.clean()  # ann draws 5; bob's turn starts with two Clerks in hand
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.options, decision.min) == ("bob", "play", ("clerk",), 0)
    decision = t.answer("clerk")
    assert (decision.player, decision.kind) == ("ann", "topdeck")
    decision = t.answer("copper")
    assert (decision.player, decision.options) == ("bob", ("clerk",))  # asked again for the second one
    assert t.answer() is None  # declined: the turn goes on
    assert t.game.player.name == "bob" and t.game.actions == 1 and t.game.coins == 2
    assert t.bob.plays == ["clerk"] and t.bob.hand.count("clerk") == 1 and len(t.ann.hand) == 4


def test_nothing_asked_without_a_clerk_in_hand(table):
    t = table("clerk")
    t.give("ann", hand=["copper"])
    t.give("bob", hand=["copper"] * 5)
    t.clean()
    assert t.game.pending is None and t.game.player.name == "bob"


class _Clerks:
    """Plays every Clerk it is offered at the start of its turn, then only treasures; other decisions: the
    first options."""

    def move(self, state):
        for card in state.hand:
            if card in ("copper", "silver", "gold"):
                return Add(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        return decision.options[: max(decision.min, 1)] if decision.card == "clerk" else decision.options[:1]

    def notify(self, notification):
        pass


def test_a_whole_game_asks_the_clerk_at_the_start_of_the_turn():
    kingdom = [
        "clerk",
        "village",
        "smithy",
        "market",
        "moat",
        "cellar",
        "chapel",
        "remodel",
        "workshop",
        "witch",
    ]
    game = Game(["ann", "bob"], seed=2, kingdom=kingdom, turn_limit=2)
    game.arrange("bob", deck=["clerk", "copper", "copper", "copper", "copper"] * 2, hand=["estate"] * 5)
    asked = []

    class Recorder(Observer):
        def decided(self, name, decision, answer):
            asked.append((name, decision.card, decision.kind, tuple(answer)))

    result = run_game(
        game, [InProcessSeat("ann", _Clerks()), InProcessSeat("bob", _Clerks())], observer=Recorder()
    )
    assert not result.ejections
    assert ("bob", "clerk", "play", ("clerk",)) in asked
    assert any(name == "ann" and kind == "topdeck" for name, card, kind, _ in asked)
