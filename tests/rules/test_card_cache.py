"""Cache (Hinterlands, first edition): a treasure worth 3 coins; when you gain it, gain two Coppers.

Rulings (official FAQ, in our words): the Coppers come with any gain of a Cache, bought or not; they go to the
discard pile; with fewer Coppers left, only those are gained."""

from __future__ import annotations


def test_cache_is_worth_three(table):
    t = table("cache")
    t.give("ann", hand=["cache"])
    t.add("cache")
    assert t.game.coins == 3


def test_buying_cache_gains_two_coppers(table):
    t = table("cache")
    t.give("ann", hand=["gold", "silver"])
    t.add("gold")
    t.add("silver")
    t.buy("cache")
    assert sorted(t.ann.discards) == ["cache", "copper", "copper"]


def test_gaining_cache_otherwise_gains_coppers_too(table):
    t = table("cache")
    t.game.set_pile("copper", 1)
    t.game.run(t.game.gain(t.ann, "cache"))
    assert sorted(t.ann.discards) == ["cache", "copper"]
