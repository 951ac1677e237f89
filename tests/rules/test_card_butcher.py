"""Butcher (Guilds, both editions): +2 Coffers; you may trash a card from your hand, then gain a card costing
up to its cost plus the Coffers you choose to spend.

Rulings (official FAQ, in our words): the 2 Coffers it gives may be spent at once on the gain; spent this way
they give no coin; trashing is optional and trashing nothing gains nothing; a card trashed means a card must
be gained (if any can be); the gain may cost less than the limit."""

from __future__ import annotations


def test_butcher_gives_two_coffers_and_may_trash_nothing(table):
    t = table("butcher")
    t.give("ann", hand=["butcher", "estate"])
    decision = t.play("butcher")
    assert t.ann.coffers == 2 and decision.kind == "trash" and decision.min == 0
    assert t.answer() is None
    assert t.ann.hand == ["estate"] and t.ann.coffers == 2


def test_butcher_spends_coffers_just_gained_on_the_gain(table):
    t = table("butcher")
    t.give("ann", hand=["butcher", "estate"])
    t.play("butcher")
    decision = t.answer("estate")
    assert decision.kind == "pay" and decision.options == ("0", "1", "2")
    decision = t.answer("2")
    assert decision.kind == "gain" and decision.max_cost == 4 and decision.min == 1
    assert "costing at most 4" in t.illegal("gold")
    t.answer("silver")
    assert t.ann.coffers == 0 and t.game.coins == 0
    assert t.ann.discards == ["silver"] and t.game.trash == ["estate"]


def test_butcher_without_spending_gains_up_to_the_trashed_cost(table):
    t = table("butcher")
    t.give("ann", hand=["butcher", "silver"])
    t.play("butcher")
    t.answer("silver")
    decision = t.answer("0")
    assert decision.max_cost == 3 and t.ann.coffers == 2
    t.answer("estate")  # cheaper than the limit is fine
    assert t.ann.discards == ["estate"]
