"""Astrolabe (Seaside second edition): a treasure and a duration: now and at the start of your next turn,
+1 coin and +1 buy.

Rulings (official FAQ, in our words): it is played in the buy phase like any treasure and stays in play
until the clean-up of the next turn; the next turn's coin and buy come as that turn starts (before any
action is played)."""

from __future__ import annotations


def test_astrolabe_gives_a_coin_and_a_buy_now_and_next_turn(table):
    t = table("astrolabe")
    t.give("ann", hand=["astrolabe", "copper"], deck=["estate"] * 12)
    t.add("astrolabe")
    assert (t.game.coins, t.game.buys) == (1, 2)
    t.clean()
    assert t.ann.plays == ["astrolabe"]
    t.clean()  # bob
    assert (t.game.coins, t.game.buys, t.game.actions) == (1, 2, 1)
    t.clean()
    assert t.ann.plays == [] and "astrolabe" in t.ann.discards


def test_astrolabe_can_be_bought_and_is_a_treasure_of_the_view(table):
    t = table("astrolabe")
    t.give("ann", hand=["silver", "copper"], deck=["estate"] * 12)
    t.add("silver")
    t.add("copper")
    t.buy("astrolabe")
    assert "astrolabe" in t.ann.discards
