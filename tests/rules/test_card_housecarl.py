"""Housecarl (a Reward of Joust, Cornucopia & Guilds second edition):
+1 card per differently named action card
you have in play.

Rulings (official FAQ, in our words): Housecarl itself counts."""

from __future__ import annotations


def test_counts_itself(table):
    """Ruling: alone in play, Housecarl draws 1."""
    t = table("joust")
    t.give("ann", hand=["housecarl"], deck=["gold", "silver"])
    t.play("housecarl")
    assert t.ann.hand == ["gold"]


def test_counts_each_name_once(table):
    t = table("joust", "village")
    t.give("ann", hand=["village", "village", "housecarl"], deck=["copper"] * 10)
    t.play("village")
    t.play("village")
    hand = len(t.ann.hand)
    t.play("housecarl")
    assert len(t.ann.hand) == hand - 1 + 2  # village and housecarl: 2 names


def test_treasures_in_play_do_not_count(table):
    """Only action cards in play count: a Gold in play adds nothing; Coronet (action and treasure) counts."""
    t = table("joust", "village")
    t.give("ann", hand=["housecarl"], plays=["village", "coronet", "gold"], deck=["copper"] * 10)
    t.play("housecarl")
    assert len(t.ann.hand) == 3  # village, coronet, housecarl
