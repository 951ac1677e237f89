"""Forum (Empires): +3 cards, +1 action, discard 2 cards; when you buy it, +1 buy.

Rulings (official FAQ, in our words), each a test below: buying it gives a buy to use on another card; gaining
it any other way gives none; with fewer than 2 cards in hand after drawing, all are discarded."""

from __future__ import annotations


def test_three_cards_an_action_and_two_discarded(table):
    t = table("forum")
    t.give("ann", hand=["forum", "estate"], deck=["gold", "silver", "copper"])
    decision = t.play("forum")
    assert t.game.actions == 1 and decision.kind == "discard" and decision.min == decision.max == 2
    assert t.answer("estate", "copper") is None
    assert sorted(t.ann.hand) == ["gold", "silver"] and sorted(t.ann.discards) == ["copper", "estate"]


def test_a_short_hand_discards_what_it_has(table):
    t = table("forum")
    t.give("ann", hand=["forum"], deck=["gold"], discards=[])
    decision = t.play("forum")
    assert decision.min == decision.max == 1
    t.answer("gold")
    assert t.ann.hand == []


def test_buying_it_gives_a_buy_gaining_it_does_not(table):
    t = table("forum", "workshop")
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5)
    t.add("gold")
    t.add("gold")
    t.buy("forum")
    assert t.game.buys == 1 and t.game.coins == 1
    t.buy("copper")
    assert t.game.buys == 0
    t2 = table("forum", "workshop")
    t2.give("ann", hand=["workshop"], deck=["copper"] * 5)
    t2.game.reduce_costs(1)  # the Forum costs 4: Workshop may gain it
    t2.play("workshop")
    t2.answer("forum")
    assert t2.game.buys == 1 and "forum" in t2.ann.discards
