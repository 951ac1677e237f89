"""Storeroom (Dark Ages): +1 buy; discard any number of cards, then draw as many; then discard any number of
cards for +1 coin each.

Rulings (official FAQ, in our words): the cards drawn may be discarded in the second step; either step may
discard none; the coins count the cards of the second step only."""

from __future__ import annotations


def test_storeroom_cycles_then_sells(table):
    t = table("storeroom")
    t.give("ann", hand=["storeroom", "estate", "copper"], deck=["duchy", "gold"])
    decision = t.play("storeroom")
    assert decision.kind == "discard" and decision.min == 0
    decision = t.answer("estate")
    assert sorted(t.ann.hand) == ["copper", "duchy"]  # the top card drawn
    assert t.answer("copper", "duchy") is None
    assert t.game.coins == 2 and t.game.buys == 2 and t.ann.hand == []


def test_both_steps_may_be_skipped(table):
    t = table("storeroom")
    t.give("ann", hand=["storeroom", "copper"])
    t.play("storeroom")
    t.answer()
    assert t.answer() is None and t.game.coins == 0 and t.ann.hand == ["copper"]
