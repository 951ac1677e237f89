"""Ruined Market (Dark Ages, a Ruins card): +1 buy.

Rulings (official FAQ of the Ruins, in our words): it gives one more buy and no coin."""

from __future__ import annotations


def test_ruined_market_gives_a_buy(table):
    t = table("village")
    t.give("ann", hand=["ruined-market"])
    assert t.play("ruined-market") is None
    assert (t.game.buys, t.game.coins, t.game.actions) == (2, 0, 0)
