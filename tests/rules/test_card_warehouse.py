"""Warehouse (Seaside, both editions): +3 cards, +1 action, then discard 3 cards.

Rulings (official FAQ, in our words): the 3 cards are drawn before discarding, so the cards drawn may be
among those discarded; with fewer than 3 cards in hand after drawing, every card of the hand is discarded;
the discard is compulsory."""

from __future__ import annotations


def test_warehouse_draws_three_then_discards_three(table):
    t = table("warehouse")
    t.give("ann", hand=["warehouse", "estate", "copper"], deck=["gold", "duchy", "silver"], discards=[])
    decision = t.play("warehouse")
    assert decision.kind == "discard" and decision.min == decision.max == 3 and t.game.actions == 1
    t.answer("duchy", "estate", "copper")
    assert sorted(t.ann.hand) == ["gold", "silver"]
    assert sorted(t.ann.discards) == ["copper", "duchy", "estate"]


def test_warehouse_may_discard_the_cards_it_drew(table):
    t = table("warehouse")
    t.give("ann", hand=["warehouse", "gold"], deck=["estate", "estate", "curse"])
    t.play("warehouse")
    t.answer("estate", "estate", "curse")
    assert t.ann.hand == ["gold"]


def test_warehouse_with_a_small_hand_discards_it_all(table):
    t = table("warehouse")
    t.give("ann", hand=["warehouse"], deck=["silver", "estate"], discards=[])
    decision = t.play("warehouse")
    assert decision.min == decision.max == 2
    message = t.illegal("silver")
    assert "warehouse" in message
    t.answer("silver", "estate")
    assert t.ann.hand == []
