"""Nomads (Hinterlands, second edition): +1 buy, +2 coins; when you gain or trash it, +2 coins.

Rulings (official FAQ, in our words): the +2 coins come with any gain (a buy too: they may be spent on a
further buy) and any trash of it; gained or trashed during another player's turn, the coins help nobody (that
turn is not its owner's)."""

from __future__ import annotations


def test_nomads_gives_a_buy_and_two_coins(table):
    t = table("nomads")
    t.give("ann", hand=["nomads"])
    t.play("nomads")
    assert t.game.buys == 2 and t.game.coins == 2


def test_buying_nomads_gives_two_coins_back(table):
    t = table("nomads")
    t.give("ann", hand=["gold", "copper"])
    t.game.buys = 2
    t.add("gold")
    t.add("copper")
    t.buy("nomads")
    assert t.game.coins == 2
    t.buy("estate")
    assert sorted(t.ann.discards) == ["estate", "nomads"]


def test_trashing_nomads_gives_two_coins(table):
    t = table("nomads", "chapel")
    t.give("ann", hand=["chapel", "nomads", "estate"])
    t.play("chapel")
    t.answer("nomads", "estate")
    assert t.game.coins == 2 and "nomads" in t.game.trash


def test_nomads_gained_on_another_turn_gives_the_turn_nothing(table):
    t = table("nomads")
    t.game.run(t.game.gain(t.bob, "nomads"))
    assert t.game.coins == 0 and t.bob.discards == ["nomads"]
