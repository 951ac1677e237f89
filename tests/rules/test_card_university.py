"""University (Alchemy): costs 2 and a potion. +2 actions; you may gain an action card costing up to 5.

Rulings (official FAQ, in our words): the gain is optional; the card must be an action card (an action of
several types, as Great Hall, may be gained); a card whose cost has a potion is never "up to 5" (not even a
University); costs are those of the moment (a Bridge played lowers them)."""

from __future__ import annotations


def test_university_gives_two_actions_and_gains_an_action_up_to_5(table):
    t = table("university", "market", "great-hall", "laboratory")
    t.give("ann", hand=["university"], discards=[])
    decision = t.play("university")
    assert t.game.actions == 2
    assert decision.kind == "gain" and decision.min == 0 and decision.max == 1
    assert {"market", "great-hall", "laboratory"} <= set(decision.options)
    assert not {"gold", "duchy", "university", "silver"} & set(decision.options)
    assert t.answer("laboratory") is None
    assert t.ann.discards == ["laboratory"]


def test_the_gain_is_optional(table):
    t = table("university")
    t.give("ann", hand=["university"], discards=[])
    t.play("university")
    assert t.answer() is None
    assert t.ann.discards == [] and t.game.actions == 2


def test_no_potion_card_and_the_refusal_says_so(table):
    t = table("university", "familiar")
    t.give("ann", hand=["university"])
    t.play("university")
    assert "familiar" not in t.game.pending.options
    message = t.illegal("familiar")
    assert "familiar costs 3 and a potion" in message, message


def test_a_treasure_or_a_card_above_5_is_refused(table):
    t = table("university", "kings-court")
    t.give("ann", hand=["university"])
    t.play("university")
    assert "kings-court" not in t.game.pending.options
    assert t.illegal("kings-court")
    assert t.illegal("silver")


def test_a_bridge_lowers_the_costs(table):
    t = table("university", "bridge", "kings-court", "nobles")
    t.give("ann", hand=["university"], discards=[])
    assert "nobles" not in t.play("university").options
    t = table("university", "bridge", "kings-court", "nobles")
    t.give("ann", hand=["bridge", "university"], discards=[])
    t.game.actions = 2
    t.play("bridge")
    decision = t.play("university")
    assert "nobles" in decision.options and "kings-court" not in decision.options
