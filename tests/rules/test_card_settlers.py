"""Settlers (Empires, top half of the Settlers/Bustling Village split pile): +1 card, +1 action; its player
may show a Copper of its discard pile and take it into its hand. Rulings (the wiki's FAQ): taking it is
optional; with no Copper in the discard pile nothing is asked; the card drawn first may shuffle the pile into
the deck, and then no Copper is there to take."""

from __future__ import annotations


def test_a_copper_of_the_discard_pile_may_be_taken_into_the_hand(table):
    t = table("settlers")
    t.give("ann", hand=["settlers"], deck=["estate", "estate"], discards=["silver", "copper"])
    decision = t.play("settlers")
    assert (decision.kind, decision.source, decision.options, decision.min) == (
        "reveal",
        "discards",
        ("copper",),
        0,
    )
    assert t.answer("copper") is None
    assert t.ann.hand == ["estate", "copper"] and t.ann.discards == ["silver"] and t.game.actions == 1


def test_taking_it_is_optional(table):
    t = table("settlers")
    t.give("ann", hand=["settlers"], deck=["estate", "estate"], discards=["copper"])
    t.play("settlers")
    assert t.answer() is None
    assert t.ann.hand == ["estate"] and t.ann.discards == ["copper"]


def test_with_no_copper_in_the_discard_pile_nothing_is_asked(table):
    t = table("settlers")
    t.give("ann", hand=["settlers", "copper"], deck=["estate", "estate"], discards=["silver"])
    assert t.play("settlers") is None
    assert t.ann.hand == ["copper", "estate"]


def test_a_shuffle_for_the_draw_leaves_no_copper_to_take(table):
    t = table("settlers")
    t.give("ann", hand=["settlers"], deck=[], discards=["copper"])
    assert t.play("settlers") is None
    assert t.ann.hand == ["copper"] and t.ann.discards == []
