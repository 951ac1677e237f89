"""Bustling Village (Empires, bottom half of the Settlers/Bustling Village split pile): +1 card, +3 actions;
its player may show a Settlers of its discard pile and take it into its hand. Rulings (the wiki's FAQ): taking
it is optional; with no Settlers in the discard pile nothing is asked."""

from __future__ import annotations


def test_a_settlers_of_the_discard_pile_may_be_taken_into_the_hand(table):
    t = table("settlers")
    t.give("ann", hand=["bustling-village"], deck=["estate", "estate"], discards=["settlers", "copper"])
    decision = t.play("bustling-village")
    assert (decision.kind, decision.options) == ("reveal", ("settlers",))
    assert t.answer("settlers") is None
    assert t.ann.hand == ["estate", "settlers"] and t.ann.discards == ["copper"] and t.game.actions == 3


def test_it_may_be_declined_and_asks_nothing_without_a_settlers(table):
    t = table("settlers")
    t.give("ann", hand=["bustling-village"], deck=["estate", "estate"], discards=["settlers"])
    t.play("bustling-village")
    assert t.answer() is None and t.ann.discards == ["settlers"]
    t.give("ann", hand=["bustling-village"], deck=["estate"], discards=["copper"])
    assert t.play("bustling-village") is None
