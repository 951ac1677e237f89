"""Haggler (Hinterlands, both editions): +2 coins; this turn, when you gain a card you bought, gain a cheaper
card that is not a victory card (first edition: while Haggler is in play, when you buy a card).

Rulings (official FAQ, in our words): the extra card is gained after the bought one; it must cost less and
not be a victory card; it is not optional; only a bought card triggers (not the card Haggler gains, nor a
gain by another card); with nothing cheaper (a Copper bought) nothing is gained; the effect adds up: two
Hagglers give two cards per buy."""

from __future__ import annotations


def test_buying_gains_a_cheaper_non_victory_card(table):
    t = table("haggler")
    t.give("ann", hand=["haggler", "gold", "gold", "gold"])
    t.play("haggler")
    for _ in range(3):
        t.add("gold")
    t.buy("province")
    decision = t.game.pending
    assert decision.kind == "gain" and decision.min == 1 and "gold" in decision.options
    assert "duchy" not in decision.options and "province" not in decision.options
    assert t.answer("gold") is None
    assert sorted(t.ann.discards) == ["gold", "province"]


def test_copper_bought_gains_nothing_more(table):
    t = table("haggler")
    t.give("ann", hand=["haggler"])
    t.play("haggler")
    t.buy("copper")
    decision = t.game.pending
    assert decision is None or not decision.options


def test_a_gain_that_is_not_a_buy_gains_nothing_more(table):
    t = table("haggler", "workshop", "village")
    t.give("ann", hand=["village", "haggler", "workshop"])
    t.play("village")
    t.play("haggler")
    t.play("workshop")
    assert t.answer("silver") is None
    assert t.ann.discards == ["silver"]


def test_two_hagglers_two_cards(table):
    t = table("haggler", "village")
    t.give("ann", hand=["village", "haggler", "haggler"])
    t.play("village")
    t.play("haggler")
    t.play("haggler")
    t.buy("silver")
    t.answer("copper")
    assert t.answer("copper") is None
    assert sorted(t.ann.discards) == ["copper", "copper", "silver"]


def test_first_edition_works_while_in_play(table):
    t = table("haggler", edition=1)
    t.give("ann", hand=["haggler", "gold"])
    t.play("haggler")
    t.add("gold")
    t.buy("silver")
    assert t.game.pending.card == "haggler"
