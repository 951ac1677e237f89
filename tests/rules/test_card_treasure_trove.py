"""Treasure Trove (Adventures): a treasure worth 2; playing it gains a Gold and a Copper."""

from __future__ import annotations


def test_played_it_adds_two_and_gains_a_gold_and_a_copper(table):
    t = table("treasure-trove")
    t.give("ann", hand=["treasure-trove"], deck=[], discards=[])
    t.add("treasure-trove")
    assert t.game.coins == 2 and sorted(t.ann.discards) == ["copper", "gold"]


def test_with_no_gold_left_the_copper_is_still_gained(table):
    t = table("treasure-trove")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["treasure-trove"], deck=[], discards=[])
    t.add("treasure-trove")
    assert t.ann.discards == ["copper"]


def test_with_no_copper_left_the_gold_is_still_gained(table):
    t = table("treasure-trove")
    t.game.set_pile("copper", 0)
    t.give("ann", hand=["treasure-trove"], deck=[], discards=[])
    t.add("treasure-trove")
    assert t.ann.discards == ["gold"]
