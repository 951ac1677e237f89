"""Wheelwright (Hinterlands, second edition): +1 card, +1 action; you may discard a card to gain an action
card costing as much as it or less.

Rulings (official FAQ, in our words): the card is drawn first; discarding is optional and without it nothing
is gained; the action gained costs at most the discarded card's cost; the gain is compulsory when there is
one."""

from __future__ import annotations


def test_discard_to_gain_an_action_costing_no_more(table):
    t = table("wheelwright", "smithy", "village")
    t.give("ann", hand=["wheelwright", "gold"], deck=["copper"])
    decision = t.play("wheelwright")
    assert decision.min == 0 and "copper" in decision.options
    decision = t.answer("gold")
    assert decision.kind == "gain" and "smithy" in decision.options and "gold" not in decision.options
    assert all(t.game.cost(c) <= 6 for c in decision.options) and "silver" not in decision.options
    t.answer("village")
    assert sorted(t.ann.discards) == ["gold", "village"]


def test_no_discard_no_gain(table):
    t = table("wheelwright")
    t.give("ann", hand=["wheelwright", "gold"], deck=["copper"])
    t.play("wheelwright")
    assert t.answer() is None
    assert t.ann.discards == []


def test_a_copper_discarded_gains_an_action_costing_zero_or_nothing(table):
    t = table("wheelwright")
    t.give("ann", hand=["wheelwright", "copper"], deck=["copper"])
    t.play("wheelwright")
    decision = t.answer("copper")
    assert decision is None or not decision.options
