"""Sir Michael (Dark Ages, a Knight): each other player discards down to 3 cards in hand, then the Knight
attack.

Rulings (official FAQ, in our words): the victim discards first, then reveals its 2 top cards; a Moat stops
both parts; a victim with 3 cards or fewer discards nothing."""

from __future__ import annotations


def test_sir_michael_discards_then_attacks(table):
    t = table("knights")
    t.give("ann", hand=["sir-michael"])
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"], deck=["gold", "copper"])
    decision = t.play("sir-michael")
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == decision.max == 2
    assert t.answer("estate", "estate") is None
    assert len(t.bob.hand) == 3 and t.game.trash == ["gold"]
    assert sorted(t.bob.discards) == ["copper", "estate", "estate"]


def test_sir_michael_small_hand_discards_nothing(table):
    t = table("knights")
    t.give("ann", hand=["sir-michael"])
    t.give("bob", hand=["copper", "copper"], deck=["copper", "copper"])
    assert t.play("sir-michael") is None
    assert t.bob.hand == ["copper", "copper"]
