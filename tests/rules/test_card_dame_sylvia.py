"""Dame Sylvia (Dark Ages, a Knight): +2 coins, then the Knight attack.

Rulings (official FAQ, in our words): the coins stay when the attack trashes Dame Sylvia."""

from __future__ import annotations


def test_dame_sylvia_keeps_its_coins_when_trashed(table):
    t = table("knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", deck=["sir-vander", "copper"])
    t.play("dame-sylvia")
    assert t.game.coins == 2 and "dame-sylvia" in t.game.trash
