"""Plaza (Guilds, both editions): +1 card, +2 actions; you may discard a treasure for +1 Coffers.

Rulings (official FAQ, in our words): the discard is optional; only a treasure may be discarded; the card
drawn may be the treasure discarded; nothing is asked with no treasure in hand."""

from __future__ import annotations


def test_plaza_discards_a_treasure_for_a_coffers(table):
    t = table("plaza")
    t.give("ann", hand=["plaza", "estate"], deck=["silver"])
    decision = t.play("plaza")
    assert t.game.actions == 2 and decision.options == ("silver",) and decision.min == 0
    t.answer("silver")  # the card just drawn
    assert t.ann.coffers == 1 and t.ann.discards == ["silver"] and t.ann.hand == ["estate"]


def test_plaza_declined_gives_nothing(table):
    t = table("plaza")
    t.give("ann", hand=["plaza", "copper"], deck=["estate"])
    t.play("plaza")
    assert t.answer() is None
    assert t.ann.coffers == 0 and sorted(t.ann.hand) == ["copper", "estate"]


def test_plaza_without_a_treasure_asks_nothing(table):
    t = table("plaza")
    t.give("ann", hand=["plaza", "estate"], deck=["duchy"])
    assert t.play("plaza") is None and t.ann.coffers == 0
