"""Bag of Gold (a Prize of Tournament, Cornucopia first edition): +1 action; gain a Gold onto your deck.

Rulings (official FAQ, in our words): the Gold goes on top of the deck (an empty deck: it becomes the deck);
with the Gold pile empty nothing is gained."""

from __future__ import annotations


def test_bag_of_gold_gains_a_gold_onto_the_deck(table):
    t = table("tournament")
    t.give("ann", hand=["bag-of-gold"], deck=["copper"])
    t.play("bag-of-gold")
    assert t.game.actions == 1 and t.ann.deck == ["copper", "gold"]


def test_bag_of_gold_with_no_gold_left(table):
    t = table("tournament")
    t.game.piles["gold"] = 0
    t.give("ann", hand=["bag-of-gold"], deck=[], discards=[])
    t.play("bag-of-gold")
    assert t.ann.deck == [] and t.game.actions == 1
