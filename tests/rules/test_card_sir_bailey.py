"""Sir Bailey (Dark Ages, a Knight): +1 card, +1 action, then the Knight attack.

Rulings (official FAQ, in our words): the card is drawn before the attack."""

from __future__ import annotations


def test_sir_bailey_draws_then_attacks(table):
    t = table("knights")
    t.give("ann", hand=["sir-bailey"], deck=["gold"])
    t.give("bob", deck=["copper", "copper"])
    assert t.play("sir-bailey") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 1
