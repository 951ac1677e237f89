"""Armory (Dark Ages): gain a card costing up to 4 onto your deck.

Rulings (official FAQ, in our words): the card gained goes on top of the deck, not to the discard pile; it
may be any supply card costing 4 or less now (a Bridge raises what it reaches)."""

from __future__ import annotations


def test_armory_gains_onto_the_deck(table):
    t = table("armory")
    t.give("ann", hand=["armory"], deck=["copper"])
    decision = t.play("armory")
    assert decision.kind == "gain" and "silver" in decision.options and "gold" not in decision.options
    assert "onto your deck" in decision.prompt and "up to 4" in decision.prompt
    assert t.answer("silver") is None
    assert t.ann.deck[-1] == "silver" and "silver" not in t.ann.discards


def test_a_bridge_widens_the_choice(table):
    t = table("armory", "bridge")
    t.give("ann", hand=["bridge", "armory"])
    t.game.actions = 2
    t.play("bridge")
    decision = t.play("armory")
    assert "duchy" in decision.options  # 5 - 1
