"""Candlestick Maker (Guilds, both editions): +1 action, +1 buy, +1 Coffers.

Rulings (official FAQ, in our words): the Coffers token is kept on its player's mat and may be spent in a
later turn as in this one, for +1 coin each in the buy phase."""

from __future__ import annotations

from protocol.messages import Coffers


def test_candlestick_maker_gives_an_action_a_buy_and_a_coffers(table):
    t = table("candlestick-maker")
    t.give("ann", hand=["candlestick-maker", "copper"])
    assert t.play("candlestick-maker") is None
    assert (t.game.actions, t.game.buys, t.game.coins) == (1, 2, 0)
    assert t.ann.coffers == 1


def test_the_coffers_is_spent_for_a_coin(table):
    t = table("candlestick-maker")
    t.give("ann", hand=["candlestick-maker", "candlestick-maker"])
    t.play("candlestick-maker")
    t.play("candlestick-maker")
    t.game.apply(Coffers(2))
    assert t.game.coins == 2 and t.ann.coffers == 0
