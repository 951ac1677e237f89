"""Philosopher's Stone (Alchemy): a treasure costing 3 and a potion. When played: +1 coin per 5 cards in your
deck and discard pile together (round down).

Rulings (official FAQ, in our words): the cards are counted as it is played, deck and discard pile only (not
the hand, not the cards in play); a second Stone played later counts again (the same cards: the count does
not change by playing); with fewer than 5 cards it makes nothing."""

from __future__ import annotations


def test_one_coin_per_five_cards_of_deck_and_discards(table):
    t = table("philosophers-stone")
    t.give("ann", hand=["philosophers-stone"], deck=["copper"] * 7, discards=["estate"] * 7)
    t.add("philosophers-stone")
    assert t.game.coins == 2 and t.ann.plays == ["philosophers-stone"]


def test_hand_and_play_do_not_count(table):
    t = table("philosophers-stone")
    t.give("ann", hand=["copper"] * 6 + ["philosophers-stone"], deck=["copper"] * 4, discards=[])
    t.add("copper")
    t.add("philosophers-stone")
    assert t.game.coins == 1


def test_counted_when_played(table):
    """A Stone played after a draw counts the smaller deck."""
    t = table("philosophers-stone", "laboratory")
    t.give("ann", hand=["laboratory", "philosophers-stone"], deck=["copper"] * 6, discards=["estate"] * 4)
    t.play("laboratory")
    t.add("philosophers-stone")
    assert t.game.coins == 1  # 4 + 4 cards left: 8, one coin


def test_two_stones_each_count(table):
    t = table("philosophers-stone")
    hand = ["philosophers-stone", "philosophers-stone"]
    t.give("ann", hand=hand, deck=["copper"] * 10, discards=[])
    t.add("philosophers-stone")
    t.add("philosophers-stone")
    assert t.game.coins == 4


def test_fewer_than_five_cards_make_nothing(table):
    t = table("philosophers-stone")
    t.give("ann", hand=["philosophers-stone"], deck=["copper"] * 2, discards=["copper"] * 2)
    t.add("philosophers-stone")
    assert t.game.coins == 0
