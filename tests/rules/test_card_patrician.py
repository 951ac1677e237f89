"""Patrician (Empires, top half of the Patrician/Emporium split pile): +1 card, +1 action; its top card shown
goes into the hand when it costs 5 coins or more, else stays on the deck. Rulings (the wiki's FAQ): only the
coins of a cost count (a debt cost is no coins); with no card to show, nothing happens."""

from __future__ import annotations


def test_a_card_costing_five_or_more_goes_into_the_hand(table):
    t = table("patrician")
    t.give("ann", hand=["patrician"], deck=["copper", "gold", "estate"], discards=[])  # top first
    t.play("patrician")
    assert t.ann.hand == ["copper", "gold"] and t.ann.deck == ["estate"] and t.game.actions == 1
    assert t.ann.aside == []


def test_a_cheaper_card_stays_on_top_of_the_deck(table):
    t = table("patrician")
    t.give("ann", hand=["patrician"], deck=["copper", "silver", "estate"], discards=[])
    t.play("patrician")
    assert t.ann.hand == ["copper"] and t.ann.deck[-1] == "silver" and t.ann.aside == []


def test_its_own_bottom_half_costing_five_is_taken(table):
    t = table("patrician")
    t.give("ann", hand=["patrician"], deck=["copper", "emporium"], discards=[])
    t.play("patrician")
    assert t.ann.hand == ["copper", "emporium"]


def test_an_empty_deck_and_discard_pile_show_nothing(table):
    t = table("patrician")
    t.give("ann", hand=["patrician"], deck=["copper"], discards=[])
    t.play("patrician")
    assert t.ann.hand == ["copper"] and t.ann.deck == [] and t.game.actions == 1
