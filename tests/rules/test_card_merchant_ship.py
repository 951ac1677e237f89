"""Merchant Ship (Seaside, both editions): +2 coins now, and +2 coins at the start of your next turn.

Rulings (official FAQ, in our words): it stays in play until the clean-up of the next turn; a Throne Room on
it gives +4 coins now and +4 next turn, and stays in play with it; King's Court gives +6 and +6."""

from __future__ import annotations


def test_merchant_ship_gives_two_coins_twice(table):
    t = table("merchant-ship")
    t.give("ann", hand=["merchant-ship"], deck=["estate"] * 12)
    t.play("merchant-ship")
    assert t.game.coins == 2
    t.clean()
    t.clean()  # bob
    assert t.game.coins == 2 and t.ann.plays == ["merchant-ship"]
    t.clean()
    assert t.ann.plays == [] and "merchant-ship" in t.ann.discards


def test_kings_court_on_merchant_ship(table):
    t = table("merchant-ship", "kings-court")
    t.give("ann", hand=["kings-court", "merchant-ship"], deck=["estate"] * 12)
    t.play("kings-court")
    t.answer("merchant-ship")
    assert t.game.coins == 6
    t.clean()
    assert sorted(t.ann.plays) == ["kings-court", "merchant-ship"]
    t.clean()
    assert t.game.coins == 6
    t.clean()
    assert t.ann.plays == [] and {"kings-court", "merchant-ship"} <= set(t.ann.discards)
