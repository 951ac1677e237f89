"""Border Village (Hinterlands, both editions): +1 card, +2 actions; when you gain it, gain a card costing
less than it.

Rulings (official FAQ, in our words): any gain of it triggers, bought or not; the card gained costs less than
Border Village costs now (a Highway in play lowers both); it cannot be another Border Village (same cost); the
gain is not optional; the second card is gained after Border Village, so its own triggers come after."""

from __future__ import annotations


def test_border_village_plays(table):
    t = table("border-village")
    t.give("ann", hand=["border-village"], deck=["copper"])
    t.play("border-village")
    assert t.game.actions == 2 and t.ann.hand == ["copper"]


def test_buying_border_village_gains_a_cheaper_card(table):
    t = table("border-village")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("border-village")
    decision = t.game.pending
    assert decision.kind == "gain" and decision.min == 1
    assert "gold" not in decision.options and "border-village" not in decision.options
    assert "duchy" in decision.options
    t.answer("duchy")
    assert sorted(t.ann.discards) == ["border-village", "duchy"]


def test_highway_lowers_both_costs(table):
    t = table("border-village", "highway")
    t.give("ann", hand=["highway", "gold", "gold"], deck=["copper"])
    t.play("highway")
    t.add("gold")
    t.add("gold")
    t.buy("border-village")
    decision = t.game.pending
    assert decision.max_cost == 4 and "gold" not in decision.options and "duchy" in decision.options


def test_border_village_gained_through_another_cards_gain(table):
    # Gained by a card that gains (a Workshop-like gain with a Highway), it still gains a cheaper card.
    t = table("border-village", "remodel")
    t.give("ann", hand=["remodel", "gold"])
    t.play("remodel")
    t.answer("gold")
    t.answer("border-village")
    decision = t.game.pending
    assert decision.card == "border-village" and decision.kind == "gain"
    t.answer("silver")
    assert sorted(t.ann.discards) == ["border-village", "silver"]
