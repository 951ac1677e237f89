"""Dame Natalie (Dark Ages, a Knight): you may gain a card costing up to 3, then the Knight attack.

Rulings (official FAQ, in our words): the gain is optional and comes before the attack; it goes to the
discard pile."""

from __future__ import annotations


def test_dame_natalie_gains_then_attacks(table):
    t = table("knights")
    t.give("ann", hand=["dame-natalie"])
    t.give("bob", deck=["copper", "copper"])
    decision = t.play("dame-natalie")
    assert decision.kind == "gain" and decision.min == 0 and "silver" in decision.options
    assert "gold" not in decision.options
    assert t.answer("silver") is None
    assert t.ann.discards == ["silver"] and t.bob.discards == ["copper", "copper"]


def test_dame_natalie_may_gain_nothing(table):
    t = table("knights")
    t.give("ann", hand=["dame-natalie"])
    t.give("bob", deck=["copper", "copper"])
    t.play("dame-natalie")
    assert t.answer() is None and t.ann.discards == []
