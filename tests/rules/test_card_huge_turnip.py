"""Huge Turnip (a Reward of Joust, Cornucopia & Guilds second edition;
a treasure): +2 Coffers, then +1 coin per
Coffers you have.

Rulings (official FAQ, in our words): the coin per Coffers counts the 2 it just gave."""

from __future__ import annotations


def test_counts_the_two_it_just_gave(table):
    """Ruling: with no Coffers before it, +2 Coffers and +2 coins."""
    t = table("joust")
    t.give("ann", hand=["huge-turnip"])
    t.add("huge-turnip")
    assert t.ann.coffers == 2 and t.game.coins == 2


def test_counts_every_coffers(table):
    t = table("joust")
    t.give("ann", hand=["huge-turnip", "copper"])
    t.ann.coffers = 3
    t.add("copper")
    t.add("huge-turnip")
    assert t.ann.coffers == 5 and t.game.coins == 1 + 5


def test_two_turnips(table):
    t = table("joust", players=3)
    t.give("ann", hand=["huge-turnip", "huge-turnip"])
    t.add("huge-turnip")
    t.add("huge-turnip")
    assert t.ann.coffers == 4 and t.game.coins == 2 + 4
