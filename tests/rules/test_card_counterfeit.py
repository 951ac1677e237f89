"""Counterfeit (Dark Ages): a treasure worth 1 coin with +1 buy; you may play a treasure from your hand twice,
then trash it.

Rulings (official FAQ, in our words): playing a treasure with it is optional; the treasure played twice gives
its coins twice and is then trashed; a treasure that left play on its own (a Spoils, back on its pile) is not
trashed; Counterfeit itself stays in play."""

from __future__ import annotations


def test_counterfeit_plays_silver_twice_and_trashes_it(table):
    t = table("counterfeit")
    t.give("ann", hand=["counterfeit", "silver", "copper"])
    t.add("counterfeit")
    decision = t.game.pending
    assert decision.kind == "play" and decision.min == 0 and set(decision.options) == {"silver", "copper"}
    assert t.answer("silver") is None
    assert t.game.coins == 5 and t.game.buys == 2
    assert t.game.trash == ["silver"] and t.ann.plays == ["counterfeit"]


def test_counterfeit_may_play_nothing(table):
    t = table("counterfeit")
    t.give("ann", hand=["counterfeit", "silver"])
    t.add("counterfeit")
    assert t.answer() is None
    assert t.game.coins == 1 and t.game.trash == [] and t.ann.hand == ["silver"]


def test_counterfeit_on_spoils_returns_it_to_its_pile(table):
    """A Spoils played twice goes back to the Spoils pile after its first play; Counterfeit cannot trash it
    (it left play), and the second play still gives its 3 coins."""
    t = table("counterfeit", "bandit-camp")
    spoils = t.game.non_supply["spoils"]
    t.give("ann", hand=["counterfeit", "spoils"])
    t.add("counterfeit")
    assert t.answer("spoils") is None
    assert t.game.coins == 7 and t.game.trash == [] and t.game.non_supply["spoils"] == spoils + 1


def test_a_charlatans_curse_may_be_played_twice_and_trashed(table):
    """Charlatan's FAQ: in its game a Curse is a treasure worth 1 coin; Counterfeit may play it twice and
    trash it."""
    t = table("counterfeit", "charlatan")
    t.give("ann", hand=["counterfeit", "curse", "estate"])
    t.add("counterfeit")
    decision = t.game.pending
    assert decision is not None and decision.options == ("curse",)
    assert t.answer("curse") is None
    assert t.game.coins == 3 and t.game.trash == ["curse"] and t.game.buys == 2
