"""Altar (Dark Ages): trash a card from your hand; gain a card costing up to 5.

Rulings (official FAQ, in our words): the trash is not optional while the hand holds a card; the card gained
comes from the supply and need not relate to the trashed one; with an empty hand nothing is trashed but a
card is still gained."""

from __future__ import annotations


def test_altar_trashes_then_gains(table):
    t = table("altar")
    t.give("ann", hand=["altar", "estate", "copper"])
    decision = t.play("altar")
    assert decision.kind == "trash" and decision.min == decision.max == 1
    decision = t.answer("estate")
    assert decision.kind == "gain" and "duchy" in decision.options and "gold" not in decision.options
    assert t.answer("duchy") is None
    assert t.game.trash == ["estate"] and t.ann.discards == ["duchy"]


def test_altar_with_empty_hand_still_gains(table):
    t = table("altar")
    t.give("ann", hand=["altar"])
    decision = t.play("altar")
    assert decision.kind == "gain"
    t.answer("silver")
    assert t.game.trash == [] and t.ann.discards == ["silver"]


def test_altar_gain_above_five_is_refused(table):
    t = table("altar")
    t.give("ann", hand=["altar", "estate"])
    t.play("altar")
    t.answer("estate")
    assert "5" in t.illegal("gold")
